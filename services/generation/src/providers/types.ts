import type { GameSpec } from './builtin/spec';

export interface GenerationInput {
  prompt: string;
  /** Present when improving: the version being improved. */
  parent?: { prompt: string; spec?: GameSpec | null; html?: string | null };
}

export interface GenerationOutput {
  name: string;
  html: string;
  /** The versioned game spec, when the provider works from one (builtin). */
  spec?: GameSpec;
  /** Changes asked for that could not be made, named for the person. */
  notes: string[];
}

export interface Provider {
  readonly name: string;
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
