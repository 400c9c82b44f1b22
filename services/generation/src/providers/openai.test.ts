// The openai provider against a local server that speaks the chat-completions streaming protocol.
import { compose, page } from '@degs/composer';
import { fakeLlm } from '../../../../tests/support/fake-llm';
import { extractHtml, OpenAiProvider, SYSTEM_PROMPT } from './openai';

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
    expect(llm.requests[0].body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(llm.requests[0].body.messages[1].content).toBe('Make this game: a pong game');
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
