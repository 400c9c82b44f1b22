// Any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp): the answer is
// streamed, the HTML document taken out of it, size-capped and checked; a page that fails the checks is
// sent back with the reason, at most `maxRepairs` times.
import type { GenerationInput, GenerationOutput, Provider } from './types';
import { GenerationError } from './types';
import { MAX_HTML_BYTES, validateGameHtml } from './validate';

export const SYSTEM_PROMPT = [
  'You write complete browser games as one self-contained HTML5 document.',
  'Rules: a single HTML document and nothing else in your answer; all code and styles inline;',
  'no external URLs of any kind (no CDNs, fonts, images, scripts or network requests); draw on a <canvas>;',
  'a title screen, a score, lives or a timer, game over and restart; keyboard and touch controls;',
  'sounds, if any, made with WebAudio; it must fit any screen size.',
].join(' ');

interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
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
  readonly needsParentHtml = true;

  constructor(private readonly o: OpenAiOptions) {}

  async generate(
    input: GenerationInput,
    signal: AbortSignal,
    check: (html: string) => Promise<string | null> = async () => null,
  ): Promise<GenerationOutput> {
    const messages: Message[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content: input.parent?.html
          ? `Here is the current game:\n\n${input.parent.html}\n\nChange it as follows: ${input.prompt}\nAnswer with the whole new HTML document.`
          : `Make this game: ${input.prompt}`,
      },
    ];
    let problem = '';
    for (let round = 0; round <= (this.o.maxRepairs ?? 2); round++) {
      const answer = await this.complete(messages, signal);
      const html = extractHtml(answer);
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

  private async complete(messages: Message[], signal: AbortSignal): Promise<string> {
    const res = await fetch(`${this.o.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.o.apiKey ? { authorization: `Bearer ${this.o.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.o.model, messages, stream: true, temperature: 0.7 }),
      signal,
    });
    if (!res.ok || !res.body) throw new GenerationError(`The model endpoint answered ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    let out = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const data = line.startsWith('data:') ? line.slice(5).trim() : '';
        if (!data) continue;
        if (data === '[DONE]') return out;
        try {
          out += JSON.parse(data).choices?.[0]?.delta?.content ?? '';
        } catch {
          throw new GenerationError(
            'The model endpoint sent something that is not a chat-completions stream',
          );
        }
        if (out.length > MAX_HTML_BYTES * 2) {
          await reader.cancel();
          throw new GenerationError('The answer is too large');
        }
      }
    }
    return out;
  }
}
