// Both ways to use a model, against a local server speaking the chat-completions protocol, and what
// happens when the model is slow, down or answers junk: the person still gets a game, in time.
import { compose, page, type Design } from '@degs/composer';
import { fakeLlm } from '../../../../tests/support/fake-llm';
import { PlayTest } from '../gate';
import { DesignProvider } from './design';
import { WithFallback } from './fallback';
import { OpenAiProvider } from './openai';

jest.setTimeout(60_000);

const signal = () => new AbortController().signal;
/** A design as a model would write it: the composer's own, with the model's choices in it. */
const modelDesign = (): Design => {
  const d = compose('a cat collecting fish while dodging dogs');
  return { ...d, title: 'Whisker Dash', parts: ['boss'], params: { ...d.params, lives: 5 } };
};

describe('design mode: the model fills the design, the composer builds the game', () => {
  test('asks for the design through structured output and builds the page from it', async () => {
    const wanted = modelDesign();
    const llm = await fakeLlm([JSON.stringify(wanted)]);
    try {
      const out = await new DesignProvider({ baseUrl: llm.baseUrl, model: 'small' }).generate(
        { prompt: 'a cat collecting fish while dodging dogs, with a boss and 5 lives' },
        signal(),
      );
      expect(out.spec).toEqual(wanted);
      expect(out.html).toBe(page(wanted));
      expect(out.name).toBe('Whisker Dash');
      const body = llm.requests[0].body;
      expect(body.response_format?.type).toBe('json_schema');
      expect(body.response_format?.json_schema?.name).toBe('design');
      expect(body.messages[0].content).toContain('- sidescroller: platformer game');
      expect(body.messages[1].content).toBe(
        'Design this game: a cat collecting fish while dodging dogs, with a boss and 5 lives',
      );
    } finally {
      await llm.close();
    }
  });

  test('a server without structured output is asked for JSON in text, and the answer is found in it', async () => {
    const wanted = modelDesign();
    const llm = await fakeLlm([`Sure! Here it is:\n\`\`\`json\n${JSON.stringify(wanted)}\n\`\`\``], {
      noStructuredOutput: true,
    });
    try {
      const p = new DesignProvider({ baseUrl: llm.baseUrl, model: 'llama' });
      expect((await p.generate({ prompt: 'cat and fish' }, signal())).spec).toEqual(wanted);
      expect(llm.requests).toHaveLength(2);
      expect(llm.requests[1].body.response_format).toBeUndefined();
      expect(llm.requests[1].body.messages.at(-1)!.content).toMatch(/^Answer with one JSON object only/);
      // remembered: the next game goes straight to JSON in text
      await p.generate({ prompt: 'cat and fish' }, signal());
      expect(llm.requests).toHaveLength(3);
    } finally {
      await llm.close();
    }
  });

  test('malformed JSON and a design that breaks the rules are sent back with the reasons', async () => {
    const wrong = { ...modelDesign(), mechanic: 'poker' };
    const llm = await fakeLlm([
      '{"mechanic": "collect", "title": ',
      JSON.stringify(wrong),
      JSON.stringify(modelDesign()),
    ]);
    try {
      const out = await new DesignProvider({ baseUrl: llm.baseUrl, model: 'm' }).generate(
        { prompt: 'x' },
        signal(),
      );
      expect(out.name).toBe('Whisker Dash');
      expect(llm.requests).toHaveLength(3);
      expect(llm.requests[1].body.messages.at(-1)!.content).toContain('the answer is not a JSON object');
      expect(llm.requests[2].body.messages.at(-1)!.content).toContain('mechanic must be one of');
    } finally {
      await llm.close();
    }
  });

  test('improving sends the current design and keeps what was not asked to change', async () => {
    const parent = modelDesign();
    const edited = {
      ...parent,
      roles: { ...parent.roles, player: { name: 'dog', emoji: '🐶', color: '#a16207' } },
    };
    const llm = await fakeLlm([JSON.stringify(edited)]);
    try {
      const out = await new DesignProvider({ baseUrl: llm.baseUrl, model: 'm' }).generate(
        { prompt: 'make the player a dog', parent: { prompt: 'cat', spec: parent } },
        signal(),
      );
      expect(out.spec?.roles.player?.name).toBe('dog');
      const asked = llm.requests[0].body.messages[1].content;
      expect(asked).toContain(JSON.stringify(parent));
      expect(asked).toContain('Change it as follows, keeping everything else: make the player a dog');
    } finally {
      await llm.close();
    }
  });
});

describe('a model never blocks the person', () => {
  const gate = new PlayTest(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  afterAll(() => gate.close());
  const check = async (html: string) => (await gate.check(html)).problem;

  test('a model slower than the deadline: the composer makes it, and the note says so', async () => {
    const llm = await fakeLlm([{ text: JSON.stringify(modelDesign()), delayMs: 5_000 }]);
    try {
      const started = Date.now();
      const p = new WithFallback(new DesignProvider({ baseUrl: llm.baseUrl, model: 'm' }), 400);
      const out = await p.generate({ prompt: 'a frog catching flies' }, signal());
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(out.spec?.roles.player?.name).toBe('frog');
      expect(out.notes[0]).toBe(
        'The AI model did not answer in time, so the built-in game maker made this version.',
      );
    } finally {
      await llm.close();
    }
  });

  test('a model that is down or answers junk: the composer makes it', async () => {
    const down = new WithFallback(
      new DesignProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' }),
      5_000,
    );
    expect((await down.generate({ prompt: 'snake' }, signal())).notes[0]).toMatch(
      /^The AI model could not be reached/,
    );
    const llm = await fakeLlm([{ raw: 'data: {not json\n\n' }]);
    try {
      const junk = new WithFallback(new DesignProvider({ baseUrl: llm.baseUrl, model: 'm' }), 5_000);
      const out = await junk.generate({ prompt: 'snake' }, signal());
      expect(out.spec?.mechanic).toBe('snake');
      expect(out.notes[0]).toMatch(/^The AI model could not make it \(.*not a chat-completions stream/);
    } finally {
      await llm.close();
    }
  });

  test.each([
    [
      'throws',
      '<!doctype html><html><body><canvas></canvas><script>nope()</script></body></html>',
      /fails when it runs/,
    ],
    [
      'never reacts to input',
      `<!doctype html><html><body><canvas width="100" height="100"></canvas><script>
window.__degs = { state: 'play', score: 0 };
const c = document.querySelector('canvas').getContext('2d');
(function f() { c.fillStyle = '#024'; c.fillRect(0, 0, 100, 100); c.fillStyle = '#fc0';
  c.fillRect(40, 40, 20, 20); requestAnimationFrame(f); })();
</script></body></html>`,
      /nothing changes when it is played/,
    ],
  ])(
    'code mode: a page that %s is sent back with the gate’s reason, then the composer steps in',
    async (_, html, why) => {
      const llm = await fakeLlm([html]);
      try {
        const p = new WithFallback(
          new OpenAiProvider({ baseUrl: llm.baseUrl, model: 'm', maxRepairs: 1 }),
          20_000,
        );
        const out = await p.generate({ prompt: 'a breakout game' }, signal(), check);
        expect(llm.requests).toHaveLength(2);
        expect(llm.requests[1].body.messages.at(-1)!.content).toMatch(why);
        expect(out.spec?.mechanic).toBe('breakout');
        expect(out.notes[0]).toMatch(/^The AI model could not make it/);
        expect(await check(out.html)).toBeNull();
      } finally {
        await llm.close();
      }
    },
  );
});
