import http from 'node:http';
import { keepAliveAgent, listen } from './server';

/** A POST over the agent: the status and the Connection header, or the network error. */
function post(
  port: number,
  agent: http.Agent,
): Promise<{ status?: number; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/like', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (e) => resolve({ error: e.message }));
    req.end();
  });
}

/** Answers 'ok' after ms. */
const ok =
  (ms = 0): http.RequestListener =>
  (_req, res) =>
    void setTimeout(() => res.end('ok'), ms);

describe('a stopping server drains its keep-alive connections', () => {
  test('POSTs on open keep-alive sockets all succeed while it stops; each answer from then on closes its socket', async () => {
    const server = await listen(ok(2), 0, '127.0.0.1', {
      drainMs: 3_000,
    });
    const agent = keepAliveAgent(8);
    const answers: Awaited<ReturnType<typeof post>>[] = [];
    let sending = true;
    // Eight clients in a loop, as a proxy in front of the server would be under load.
    const clients = Array.from({ length: 8 }, async () => {
      while (sending) answers.push(await post(server.port, agent));
    });
    await new Promise((r) => setTimeout(r, 200));
    const before = answers.length;
    const began = Date.now();
    const stopped = server.close();
    // The clients go on for a moment (a proxy's endpoints take a moment to drop a stopping pod).
    await new Promise((r) => setTimeout(r, 300));
    sending = false;
    await Promise.all(clients);
    await stopped;
    agent.destroy();

    // A refused connection sent nothing: a proxy takes it to another replica. Anything else would be
    // a request lost or a POST that may or may not have happened.
    expect(
      answers.filter((a) => (a.error && !/ECONNREFUSED/.test(a.error)) || (a.status && a.status !== 200)),
    ).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(before);
    expect(answers[before - 1].connection).toBe('keep-alive');
    expect(answers.filter((a) => a.status === 200).at(-1)?.connection).toBe('close');
    // Done once the clients had closed their sockets, not at the end of the drain.
    expect(Date.now() - began).toBeLessThan(3_000);
  });

  test('an idle keep-alive socket is still served after the stop began (its client may be writing into it)', async () => {
    const server = await listen(ok(), 0, '127.0.0.1', { drainMs: 3_000 });
    const agent = keepAliveAgent(1);
    expect((await post(server.port, agent)).connection).toBe('keep-alive');
    const stopped = server.close();
    await new Promise((r) => setTimeout(r, 200));
    // The same socket, idle since its last answer: served, and told to close.
    expect(await post(server.port, agent)).toEqual({ status: 200, connection: 'close' });
    await stopped;
    agent.destroy();
  });

  test('without open connections it stops at once', async () => {
    const server = await listen(ok(), 0, '127.0.0.1', { drainMs: 10_000 });
    const began = Date.now();
    await server.close();
    expect(Date.now() - began).toBeLessThan(1_000);
  });
});
