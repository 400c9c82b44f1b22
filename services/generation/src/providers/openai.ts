// Code mode: any OpenAI-compatible chat-completions endpoint writes the whole page, for what the
// composer cannot express. The HTML document is taken out of the answer, size-capped and checked; a
// page that fails the checks or the play-test is sent back with the reason, at most `maxRepairs` times.
// Improving sends the current page with the instruction.
import { compose, runtimeApi, runtimePage, withoutRuntime, withRuntime } from '@degs/composer';
import { ChatClient, type LlmOptions, type Message } from './llm';
import type { GenerationInput, GenerationOutput, Provider } from './types';
import { GenerationError } from './types';
import { MAX_HTML_BYTES, validateGameHtml } from './validate';

export const SYSTEM_PROMPT = [
  'You write complete browser games as one self-contained HTML5 document.',
  'Rules: a single HTML document and nothing else in your answer; all code and styles inline;',
  'no external URLs of any kind (no CDNs, fonts, images, scripts or network requests); draw on a <canvas>;',
  'a title screen, a score, lives or a timer, game over and restart; keyboard and touch controls;',
  'sounds, if any, made with WebAudio; it must fit any screen size.',
  'Before anyone gets it, a bot plays it: keep window.__degs = { state, score } up to date',
  "(state is 'title', 'play', 'won' or 'over'; score a number), and declare the controls it reads in",
  '<meta name="degs:controls" content="..."> (key names such as ArrowLeft or Space, and tap, drag,',
  'swipe or type). No alert(), no pop-ups, no navigation.',
].join(' ');

/** The runtime offered to the model: what it gives, and its API. */
export const RUNTIME_OFFER = () =>
  [
    'You may build on the degs runtime, and should unless the game needs something it cannot do: keep the',
    'page given, its <script data-degs-runtime></script> (the runtime is put there) and its design',
    '(#degs-design: title, tagline, roles with their emoji and colours, setting colours, params, parts; change',
    'it to fit), and write the game as degs.boot((g) => ({ controls, reset, update, draw })) on a 480x640',
    'canvas. The runtime gives the title screen, score, lives, goal, timer, levels, high scores, keyboard',
    'and touch input, sound, night darkness, and window.__degs with the controls the game reads. Its API:',
    '```ts',
    runtimeApi().trim(),
    '```',
  ].join('\n');

export interface OpenAiOptions extends LlmOptions {
  maxRepairs?: number;
}

export function extractHtml(text: string): string | null {
  const fenced = /```(?:html)?\s*\n([\s\S]*?)```/i.exec(text);
  const body = fenced ? fenced[1] : text;
  const start = body.search(/<!doctype html>/i);
  const end = body.toLowerCase().lastIndexOf('</html>');
  if (start < 0 || end < start) return null;
  return body.slice(start, end + '</html>'.length) + '\n';
}

function titleOf(html: string): string | null {
  const m = /<title>([^<]{1,80})<\/title>/i.exec(html);
  return m ? m[1].trim() : null;
}

export class OpenAiProvider implements Provider {
  readonly name = 'openai';
  readonly stage = 'writing' as const;
  readonly needsParentHtml = true;

  private readonly llm: ChatClient;

  constructor(private readonly o: OpenAiOptions) {
    this.llm = new ChatClient(o, MAX_HTML_BYTES * 2);
  }

  async generate(
    input: GenerationInput,
    signal: AbortSignal,
    check: (html: string) => Promise<string | null> = async () => null,
  ): Promise<GenerationOutput> {
    const messages: Message[] = [
      { role: 'system', content: `${SYSTEM_PROMPT}\n\n${RUNTIME_OFFER()}` },
      {
        role: 'user',
        content: input.parent?.html
          ? `Here is the current game:\n\n${withoutRuntime(input.parent.html)}\n\nChange it as follows: ${input.prompt}\nAnswer with the whole new HTML document.`
          : `Make this game: ${input.prompt}\n\nA page to start from:\n\n${runtimePage(compose(input.prompt))}`,
      },
    ];
    let problem = '';
    for (let round = 0; round <= (this.o.maxRepairs ?? 2); round++) {
      const answer = await this.llm.complete(messages, signal);
      const written = extractHtml(answer);
      const html = written && withRuntime(written);
      problem = html
        ? (validateGameHtml(html) ?? (await check(html)) ?? '')
        : 'the answer did not contain an HTML document';
      if (html && !problem) return { name: titleOf(html) ?? input.prompt.slice(0, 40), html, notes: [] };
      messages.push(
        { role: 'assistant', content: answer.slice(0, 50_000) },
        {
          role: 'user',
          content: `That page cannot be used: ${problem}. Answer with the whole corrected HTML document only.`,
        },
      );
    }
    throw new GenerationError(`The game could not be made: ${problem}`);
  }
}
