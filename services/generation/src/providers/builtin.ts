// The built-in provider: offline, instant and deterministic. The composer reads the prompt into a
// design and builds its page; improving edits the parent's design (the one stored with the version,
// or the one its page carries, or an older version's spec, or, last, its prompt read again).
import { compose, designOf, fromLegacy, improve, isDesign, page, type Design } from '@degs/composer';
import type { GenerationInput, GenerationOutput, Provider } from './types';

/** The design a version was made from: stored, carried by its page, an older spec, or its prompt. */
export function parentDesign(parent: NonNullable<GenerationInput['parent']>): Design {
  if (isDesign(parent.spec)) return parent.spec;
  const carried = parent.html ? designOf(parent.html) : null;
  if (isDesign(carried)) return carried;
  return fromLegacy(parent.spec) ?? compose(parent.prompt);
}

export class BuiltinProvider implements Provider {
  readonly name = 'builtin';
  readonly stage = 'composing' as const;

  async generate(input: GenerationInput): Promise<GenerationOutput> {
    if (!input.parent) {
      const design = compose(input.prompt);
      return { name: design.title, html: page(design), spec: design, notes: design.notes };
    }
    const { design, notes } = improve(parentDesign(input.parent), input.prompt);
    return { name: design.title, html: page(design), spec: design, notes };
  }
}
