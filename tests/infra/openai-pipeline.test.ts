// GENERATION_PROVIDER=openai end to end, in both modes: the embedded product generates and improves
// games through a local server that speaks the OpenAI chat-completions streaming protocol.
import http from 'node:http';
import { waitFor } from '@degs/kit/src/testing/wait';
import { compose, page } from '@degs/composer';
import { startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { fakeLlm } from '../support/fake-llm';

jest.setTimeout(120_000);

test('code mode: a game and its improvement come from the model endpoint', async () => {
  const asked: string[] = [];
  const llm = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const ask: string = JSON.parse(raw).messages.at(-1).content;
      asked.push(ask);
      const html = page(
        compose(
          ask.includes('Change it')
            ? 'a fast snake game called Second Snake'
            : 'a snake game called First Snake',
        ),
      );
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: html } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  let stack: Stack | undefined;
  try {
    stack = await startEmbeddedStack({
      GENERATION_PROVIDER: 'openai',
      LLM_MODE: 'code',
      LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as { port: number }).port}/v1`,
      LLM_MODEL: 'test-model',
    });
    const app = stack.app;
    const post = async (path: string, body: unknown, token?: string) =>
      (
        await fetch(app + path, {
          method: path === '/api/user' ? 'PATCH' : 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
      ).json();
    const token = await signedInPerson(app, `llm${Date.now() % 1e6}`);
    const done = async (kv: string) =>
      waitFor(`job ${kv}`, async () => {
        const s = await (await fetch(`${app}/api/games/${kv}/status`)).json();
        if (s.status < 0) throw new Error(s.error);
        return s.status === 2;
      });

    const first = await post('/api/games/generate', { prompt: 'a snake game' }, token);
    await done(first.kv_key);
    expect(await (await fetch(`${stack.play}/play/${first.kv_key}.html`)).text()).toContain(
      '<title>First Snake</title>',
    );

    const second = await post(
      '/api/games/generate',
      { prompt: 'make it faster', parent_kv_key: first.kv_key },
      token,
    );
    await done(second.kv_key);
    expect(asked[1]).toContain('<title>First Snake</title>'); // the current page went to the model
    expect(asked[1]).toContain('Change it as follows: make it faster');
    await waitFor(
      'the improved game record',
      async () => (await fetch(`${app}/api/games/${second.kv_key}`)).ok,
    );
    const game = (await (await fetch(`${app}/api/games/${second.kv_key}`)).json()).game;
    expect(game).toMatchObject({ name: 'Second Snake', version_number: 2 });
  } finally {
    await stack?.stop();
    await new Promise((r) => llm.close(r));
  }
});

test('design mode: the model designs, the composer builds, the gate plays it, and the stages show', async () => {
  const design = { ...compose('a cat collecting fish'), title: 'Model Cat' };
  const llm = await fakeLlm([{ text: JSON.stringify(design), delayMs: 1_500 }]);
  let stack: Stack | undefined;
  try {
    stack = await startEmbeddedStack({
      GENERATION_PROVIDER: 'openai',
      LLM_MODE: 'design',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'small-model',
    });
    const app = stack.app;
    const token = await signedInPerson(app, `dsg${Date.now() % 1e6}`);
    const r = await fetch(`${app}/api/games/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'a cat collecting fish' }),
    });
    const { kv_key: kv } = await r.json();
    const seen = new Set<string>();
    const last = await waitFor(`job ${kv}`, async () => {
      const s = await (await fetch(`${app}/api/games/${kv}/status`)).json();
      seen.add(s.stage);
      if (s.status < 0) throw new Error(s.error);
      return s.status === 2 ? s : null;
    });
    expect(last).toMatchObject({ stage: 'done', progress: 1, name: 'Model Cat' });
    expect(seen).toContain('composing'); // the model took 1.5 s: the status said what was going on
    expect(llm.requests[0].body.response_format?.type).toBe('json_schema');
    expect(await (await fetch(`${stack.play}/play/${kv}.html`)).text()).toContain('<title>Model Cat</title>');
  } finally {
    await stack?.stop();
    await llm.close();
  }
});

test('no game goes out unplayed: when the play-test cannot run, the job fails with the reason and the energy comes back', async () => {
  // A "browser" that exists but is not one: the gate cannot start it.
  let stack: Stack | undefined;
  try {
    stack = await startEmbeddedStack({ CHROMIUM_PATH: '/bin/true' });
    const app = stack.app;
    const token = await signedInPerson(app, `nogate${Date.now() % 1e6}`);
    const me = async () =>
      (await (await fetch(`${app}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).json())
        .daily_energies_remaining as number;
    const before = await me();
    const r = await fetch(`${app}/api/games/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'a snake game' }),
    });
    const { kv_key: kv } = await r.json();
    const failed = await waitFor(`job ${kv} to fail`, async () => {
      const s = await (await fetch(`${app}/api/games/${kv}/status`)).json();
      return s.status < 0 ? s : null;
    });
    expect(failed).toMatchObject({
      status: -1,
      error: 'The play-test browser could not start',
      stage: 'play-testing',
    });
    expect((await fetch(`${stack.play}/play/${kv}.html`)).status).toBe(404); // nothing reached the person
    await waitFor('the energy back', async () => (await me()) === before);
  } finally {
    await stack?.stop();
  }
});
