// A model never blocks the person: when it is slow, down or answers junk, the composer makes the
// version instead, in time, and the note says so.
import { BuiltinProvider } from './builtin';
import type { GenerationInput, GenerationOutput, Provider } from './types';
import { GenerationError } from './types';

export class WithFallback implements Provider {
  readonly name: string;
  readonly stage: Provider['stage'];
  readonly needsParentHtml?: boolean;
  private readonly builtin = new BuiltinProvider();

  constructor(
    private readonly model: Provider,
    private readonly deadlineMs: number,
  ) {
    this.name = model.name;
    this.stage = model.stage;
    this.needsParentHtml = model.needsParentHtml;
  }

  async generate(
    input: GenerationInput,
    signal: AbortSignal,
    check?: (html: string) => Promise<string | null>,
  ): Promise<GenerationOutput> {
    const late = AbortSignal.timeout(this.deadlineMs);
    try {
      return await this.model.generate(input, AbortSignal.any([signal, late]), check);
    } catch (err) {
      if (signal.aborted) throw err; // the job itself ran out of time
      const why = late.aborted
        ? 'did not answer in time'
        : err instanceof GenerationError
          ? `could not make it (${err.message.replace(/^The (game|design) could not be made: /, '')})`
          : 'could not be reached';
      const out = await this.builtin.generate(input);
      return {
        ...out,
        notes: [`The AI model ${why}, so the built-in game maker made this version.`, ...out.notes],
      };
    }
  }
}
