// The built-in provider: offline and deterministic. Prompt → spec → page; improving turns the
// instruction into spec changes on the parent's spec.
import type { GenerationInput, GenerationOutput, Provider } from '../types';
import { compile, specOf } from './compile';
import { improveSpec, parsePrompt } from './spec';

export class BuiltinProvider implements Provider {
  readonly name = 'builtin';

  async generate(input: GenerationInput): Promise<GenerationOutput> {
    if (!input.parent) {
      const spec = parsePrompt(input.prompt);
      return { name: spec.title, html: compile(spec), spec, notes: [] };
    }
    const parentSpec =
      input.parent.spec ?? specOf(input.parent.html ?? '') ?? parsePrompt(input.parent.prompt);
    const { spec, notes } = improveSpec(parentSpec, input.prompt);
    return { name: spec.title, html: compile(spec), spec, notes };
  }
}
