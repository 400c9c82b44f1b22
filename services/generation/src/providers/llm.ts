// A client of any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp
// server): the answer is streamed and size-capped; a JSON Schema is sent as structured output
// (`response_format: json_schema`), and a server that refuses that is asked again for JSON in text,
// then remembered as one that cannot.
import { GenerationError } from './types';

export interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export class ChatClient {
  /** null until a server has answered a structured request (or refused one). */
  private structured: boolean | null = null;

  constructor(
    private readonly o: LlmOptions,
    private readonly maxChars: number,
  ) {}

  /** The answer's text. With a schema, the server is asked for JSON in that shape. */
  async complete(
    messages: Message[],
    signal: AbortSignal,
    schema?: { name: string; schema: Record<string, unknown> },
  ): Promise<string> {
    const body: Record<string, unknown> = { model: this.o.model, messages, stream: true, temperature: 0.7 };
    if (schema && this.structured !== false)
      body.response_format = { type: 'json_schema', json_schema: { ...schema, strict: false } };
    if (schema) body.temperature = 0.2;
    let res = await this.post(body, signal);
    if (body.response_format && (res.status === 400 || res.status === 422)) {
      // A server without structured output: the schema goes into the prompt instead.
      this.structured = false;
      await res.body?.cancel().catch(() => undefined);
      delete body.response_format;
      body.messages = [
        ...messages,
        {
          role: 'user',
          content: `Answer with one JSON object only, matching this JSON Schema:\n${JSON.stringify(schema!.schema)}`,
        },
      ];
      res = await this.post(body, signal);
    } else if (body.response_format && res.ok) this.structured = true;
    if (!res.ok || !res.body) throw new GenerationError(`The model endpoint answered ${res.status}`);
    return this.read(res.body, signal);
  }

  private post(body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    return fetch(`${this.o.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.o.apiKey ? { authorization: `Bearer ${this.o.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  }

  /** The text of a chat-completions event stream. */
  private async read(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<string> {
    const reader = stream.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', stop);
    const decoder = new TextDecoder();
    let buffered = '';
    let out = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return out;
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
          if (out.length > this.maxChars) throw new GenerationError('The answer is too large');
        }
      }
    } finally {
      signal.removeEventListener('abort', stop);
      stop();
    }
  }
}

/** The first JSON object in a text (a model may wrap it in words or a code fence). */
export function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*\n([\s\S]*?)```/i.exec(text);
  const body = fenced ? fenced[1] : text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return undefined;
  }
}
