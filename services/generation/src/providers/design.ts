// Design mode: the model fills the composer's design (mechanic, roles and their things, parts,
// parameters) through structured output, and the composer builds the page. Small local models do this
// well: the design is a short JSON object checked against the same rules as every design. Improving
// sends the current design with the instruction and asks for the whole edited design back.
import { designProblems, designSchema, entityOf, mechanicGuide, page, type Design } from '@degs/composer';
import { parentDesign } from './builtin';
import { ChatClient, jsonIn, type LlmOptions, type Message } from './llm';
import type { GenerationInput, GenerationOutput, Provider } from './types';
import { GenerationError } from './types';

export const DESIGN_PROMPT = [
  'You design browser games for a game composer that builds them from a design: a JSON object.',
  'Pick the mechanic that plays most like the idea, put every thing the person named into the role it',
  'plays (player, target = what is collected or hit, hazard = what is avoided, enemy = who fights or',
  'chases, ally, goal, shot = what is thrown or fired), each with one emoji that shows it and a colour;',
  'switch on the parts they asked for; set speed, difficulty, lives, size, goal (how many to get, or',
  'null) and seconds; a short title from their words and a tagline saying what to do. Things the',
  'mechanics cannot do go into notes, said to the person. The mechanics:',
].join(' ');

export interface DesignOptions extends LlmOptions {
  maxRepairs?: number;
}

export class DesignProvider implements Provider {
  readonly name = 'openai-design';
  readonly stage = 'composing' as const;
  private readonly llm: ChatClient;

  constructor(private readonly o: DesignOptions) {
    this.llm = new ChatClient(o, 60_000);
  }

  async generate(input: GenerationInput, signal: AbortSignal): Promise<GenerationOutput> {
    const current = input.parent ? parentDesign(input.parent) : null;
    const messages: Message[] = [
      { role: 'system', content: `${DESIGN_PROMPT}\n${mechanicGuide()}` },
      {
        role: 'user',
        content: current
          ? `The current design:\n${JSON.stringify(current)}\n\nChange it as follows, keeping everything else: ${input.prompt}`
          : `Design this game: ${input.prompt}`,
      },
    ];
    let problem = '';
    for (let round = 0; round <= (this.o.maxRepairs ?? 2); round++) {
      const answer = await this.llm.complete(messages, signal, { name: 'design', schema: designSchema() });
      const design = completed(jsonIn(answer));
      const problems = design === undefined ? ['the answer is not a JSON object'] : designProblems(design);
      if (!problems.length) {
        const d = design as Design;
        return { name: d.title, html: page(d), spec: d, notes: d.notes };
      }
      problem = problems.slice(0, 6).join('; ');
      messages.push(
        { role: 'assistant', content: answer.slice(0, 20_000) },
        {
          role: 'user',
          content: `That design cannot be used: ${problem}. Answer with the whole corrected design.`,
        },
      );
    }
    throw new GenerationError(`The design could not be made: ${problem}`);
  }
}

/** What a model commonly leaves out, filled in: the version, empty lists, an entity's own colour. */
function completed(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const d = { ...v } as Record<string, unknown>;
  const missing = { version: 2, notes: [], words: [], topic: null, parts: [] };
  for (const [key, value] of Object.entries(missing)) if (!(key in d)) d[key] = value;
  const roles = d.roles;
  if (typeof roles === 'object' && roles !== null)
    for (const [role, e] of Object.entries(roles as Record<string, Record<string, unknown>>)) {
      if (typeof e === 'string') (roles as Record<string, unknown>)[role] = entityOf(e);
      else if (e && typeof e.name === 'string' && typeof e.color !== 'string')
        e.color = entityOf(e.name).color;
    }
  return d;
}
