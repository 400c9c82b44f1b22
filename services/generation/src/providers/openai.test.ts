// The openai provider against a local server that speaks the chat-completions streaming protocol.
import { compose, page, runtimePage, withRuntime } from '@degs/composer';
import { PlayTest } from '../gate';
import { fakeLlm } from '../../../../tests/support/fake-llm';
import { extractHtml, OpenAiProvider, SYSTEM_PROMPT } from './openai';

// One test runs a page in Chromium through the play-test (a second or two, far more on a busy machine).
jest.setTimeout(60_000);

const good = page(compose('a pong game called Space Pong'));
const bad = good.replace('<canvas', '<script src="https://cdn.example/lib.js"></script><canvas');

test('streams a page, takes the HTML out of the answer, and names the game from its title', async () => {
  const llm = await fakeLlm([`Here is your game:\n\n\`\`\`html\n${good}\`\`\`\nEnjoy!`]);
  try {
    const p = new OpenAiProvider({ baseUrl: llm.baseUrl, model: 'local-model', apiKey: 'sk-test' });
    const out = await p.generate({ prompt: 'a pong game' }, new AbortController().signal);
    expect(out.html).toBe(good);
    expect(out.name).toBe('Space Pong');
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0].auth).toBe('Bearer sk-test');
    expect(llm.requests[0].body).toMatchObject({ model: 'local-model', stream: true });
    const [system, user] = llm.requests[0].body.messages;
    expect(system.content.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(system.content).toContain('degs.boot((g) =>'); // the runtime is offered, with its API
    expect(system.content).toContain('interface Api {');
    expect(user.content).toMatch(/^Make this game: a pong game\n\nA page to start from:/);
    expect(user.content).toContain('<script data-degs-runtime></script>');
  } finally {
    await llm.close();
  }
});

test('a page that fails the checks is sent back with the reason, then accepted when repaired', async () => {
  const llm = await fakeLlm([bad, good]);
  try {
    const out = await new OpenAiProvider({ baseUrl: llm.baseUrl, model: 'm' }).generate(
      { prompt: 'pong' },
      new AbortController().signal,
    );
    expect(out.html).toBe(good);
    expect(llm.requests).toHaveLength(2);
    const repair = llm.requests[1].body.messages.at(-1)!;
    expect(repair.role).toBe('user');
    expect(repair.content).toContain('The game loads something from another site');
  } finally {
    await llm.close();
  }
});

test('after two repair rounds it gives up with the reason', async () => {
  const llm = await fakeLlm(['Sorry, I cannot do that.']);
  try {
    const p = new OpenAiProvider({ baseUrl: llm.baseUrl, model: 'm', maxRepairs: 2 });
    await expect(p.generate({ prompt: 'pong' }, new AbortController().signal)).rejects.toThrow(
      'The game could not be made: the answer did not contain an HTML document',
    );
    expect(llm.requests).toHaveLength(3);
  } finally {
    await llm.close();
  }
});

test('improving sends the current page and the instruction', async () => {
  const llm = await fakeLlm([good]);
  try {
    await new OpenAiProvider({ baseUrl: llm.baseUrl, model: 'm' }).generate(
      {
        prompt: 'make it faster',
        parent: { prompt: 'pong', html: '<!doctype html><html><body>old</body></html>' },
      },
      new AbortController().signal,
    );
    const ask = llm.requests[0].body.messages[1].content;
    expect(ask).toContain('<!doctype html><html><body>old</body></html>');
    expect(ask).toContain('Change it as follows: make it faster');
  } finally {
    await llm.close();
  }
});

test('an endpoint error is a readable failure', async () => {
  const p = new OpenAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
  await expect(p.generate({ prompt: 'pong' }, new AbortController().signal)).rejects.toThrow();
});

test('extractHtml finds the document in plain or fenced answers', () => {
  expect(extractHtml(`text ${good} more`)).toBe(good);
  expect(extractHtml('no page here')).toBeNull();
});

test('a page written on the offered runtime gets the runtime, passes the play-test, and improving shows it without', async () => {
  const design = { ...compose('a cat catching stars'), title: 'Star Paws' };
  // A small game of the model's own on the runtime: a cat that follows the pointer and scores on taps.
  const game = `degs.boot((g) => { let x = 240;
  return { controls: 'Arrows or tap', reset() { x = 240; },
    update(dt) { x += g.input.dir().x * 200 * dt; if (g.input.tapped) { x = g.input.tapAt.x; g.addScore(1); } },
    draw() { g.sprite('player', x, 500, 60); g.sprite('target', 240, 200, 40); } }; });`;
  const written = runtimePage(design, game);
  const llm = await fakeLlm([written, 'x']);
  const gate = new PlayTest(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  try {
    const p = new OpenAiProvider({ baseUrl: llm.baseUrl, model: 'm' });
    const out = await p.generate(
      { prompt: 'a cat catching stars' },
      new AbortController().signal,
      async (html) => (await gate.check(html, { reach: true })).problem,
    );
    expect(out.name).toBe('Star Paws');
    expect(out.html).toBe(withRuntime(written));
    expect(out.html).not.toContain('data-degs-runtime');
    expect(llm.requests).toHaveLength(1); // it passed the gate the first time
    await p
      .generate(
        { prompt: 'faster', parent: { prompt: 'cats', html: out.html } },
        new AbortController().signal,
      )
      .catch(() => undefined);
    const shown = llm.requests[1].body.messages[1].content;
    expect(shown).toContain('<script data-degs-runtime></script>');
    expect(shown.length).toBeLessThan(out.html.length); // not the 9 KB of runtime again
  } finally {
    await gate.close();
    await llm.close();
  }
});
