import type { Design } from '@degs/composer';

export interface GenerationInput {
  prompt: string;
  /** Present when improving: the version being improved. */
  /** The parent's stored design (or an older version's spec), read by the provider that made it. */
  parent?: { prompt: string; spec?: unknown; html?: string | null };
}

export interface GenerationOutput {
  name: string;
  html: string;
  /** The game's design, when the provider works from one (builtin). */
  spec?: Design;
  /** Changes asked for that could not be made, named for the person. */
  notes: string[];
}

export interface Provider {
  readonly name: string;
  /** What the person is told it is doing: putting a design together, or writing code. */
  readonly stage: 'composing' | 'writing';
  /** Improvements need the parent's page (the built-in provider works from its spec). */
  readonly needsParentHtml?: boolean;
  /** `check` runs the page (when a browser is there); a provider that can retry sends its problem back. */
  generate(
    input: GenerationInput,
    signal: AbortSignal,
    check?: (html: string) => Promise<string | null>,
  ): Promise<GenerationOutput>;
}

/** A failure the person should read (shown as the job's error). */
export class GenerationError extends Error {}
