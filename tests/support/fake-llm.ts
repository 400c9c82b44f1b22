// A local server speaking the OpenAI chat-completions protocol the way real ones do: answers streamed as
// server-sent events in small chunks, structured output (`response_format`) accepted or refused like a
// server without it, and the failure modes of the outside world (slow, refusing, malformed).
import http from 'node:http';

export interface LlmRequest {
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
  };
  auth?: string;
}

/** One answer: text to stream, or a status to refuse with, after an optional delay. */
export type Reply = string | { text?: string; status?: number; delayMs?: number; raw?: string };

export interface FakeLlmOptions {
  /** Refuse requests with response_format (400), as servers without structured output do. */
  noStructuredOutput?: boolean;
}

/** Answers each request with the next reply (the last one repeats). */
export async function fakeLlm(replies: Reply[], o: FakeLlmOptions = {}) {
  const requests: LlmRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as LlmRequest['body'];
      requests.push({ body, auth: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if (o.noStructuredOutput && body.response_format)
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'response_format is not supported' } }));
      const next = replies[Math.min(requests.length - 1, replies.length - 1)];
      const reply = typeof next === 'string' ? { text: next } : next;
      const answer = () => {
        if (reply.status) return void res.writeHead(reply.status).end('{"error":{"message":"no"}}');
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (reply.raw !== undefined) return void res.end(reply.raw);
        const text = reply.text ?? '';
        for (let i = 0; i < text.length; i += 200)
          res.write(
            `data: ${JSON.stringify({ choices: [{ delta: { content: text.slice(i, i + 200) } }] })}\n\n`,
          );
        res.end('data: [DONE]\n\n');
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  const close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy(); // a slow answer still pending
      server.close(() => r());
    });
  return { baseUrl, requests, close };
}
