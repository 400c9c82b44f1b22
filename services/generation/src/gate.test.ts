// The play-test gate in a real Chromium: what it lets through and what it stops, each with the reason a
// person reads.
import { compose, page } from '@degs/composer';
import sharp from 'sharp';
import { pauseSoon, PlayTest } from './gate';

jest.setTimeout(60_000);

/** A page that draws a frame each time, reports itself, and reacts (or not) to a key. */
const game = (script: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body><canvas width="200" height="200"></canvas><script>
const ctx = document.querySelector('canvas').getContext('2d');
window.__degs = { state: 'title', score: 0 };
let x = 20;
${script}
</script></body></html>`;
const drawing = `function frame() { ctx.fillStyle = '#123'; ctx.fillRect(0, 0, 200, 200);
  ctx.fillStyle = '#fc0'; ctx.fillRect(x, 80, 30, 30); requestAnimationFrame(frame); }
requestAnimationFrame(frame);`;

describe('the play-test gate', () => {
  const gate = new PlayTest(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  beforeAll(() => gate.warmUp());
  afterAll(() => gate.close());

  test('the browser is there (make run and make test install it)', () => {
    expect(gate.available).toBe(true);
  });

  test('a composed game passes, with a screenshot for its cover, in well under a second warm', async () => {
    await gate.check(page(compose('a breakout game'))); // the first one warms the page code paths
    const r = await gate.check(page(compose('a penguin collecting fish while dodging seals')));
    expect(r.problem).toBeNull();
    expect((await sharp(r.screenshot!).metadata()).width).toBe(512);
    expect(r.ms).toBeLessThan(3_000); // a loose bound for a busy CI machine; figures are in the note
  });

  test('a page that answers late, as on a starved machine, passes (an endless loop never answers: below)', async () => {
    // Busy for 6 s once, right after it loads, then a normal game: past the 5 s wall, yet it answers.
    const late = page(compose('a penguin collecting fish while dodging seals')).replace(
      '</head>',
      "<script>addEventListener('load', () => setTimeout(() => { const t = Date.now(); while (Date.now() - t < 6000) {} }, 0));</script></head>",
    );
    expect((await gate.check(late)).problem).toBeNull();
  });

  test('a page that loads late, as on a starved machine, passes; one that loops while loading does not', async () => {
    // Busy for 7 s while it loads (its script runs before the load event): past the 5 s load wall.
    const slow = page(compose('a penguin collecting fish while dodging seals')).replace(
      '</head>',
      '<script>{ const t = Date.now(); while (Date.now() - t < 7000) {} }</script></head>',
    );
    expect((await gate.check(slow)).problem).toBeNull();
    const endless = game(`${drawing} for (;;) {}`);
    expect((await gate.check(endless)).problem).toMatch(/stopped answering/);
  });

  test('a browser that crashed is started again for the next game', async () => {
    await (await gate['browser'])!.close(); // as if it died
    expect((await gate.check(page(compose('a snake game')))).problem).toBeNull();
  });

  test('the bot plays with the controls the page declares', async () => {
    const onlyZ = game(
      `${drawing} addEventListener('keydown', (e) => { if (e.key === 'z') { x = (x + 40) % 170; window.__degs.score += 1; } });`,
      '<meta name="degs:controls" content="z">',
    );
    expect((await gate.check(onlyZ)).problem).toBeNull();
  });

  describe('a page a model wrote must also show a point or a round’s end can be reached', () => {
    // A game with something moving on its own (a spider crossing), a player moved by the arrows, and
    // a flower at the far right that scores only when the player gets there.
    const action = (onFlower: string) =>
      game(
        `let spider = 0;
        function tick() { spider = (spider + 3) % 200; ctx.fillStyle = '#123'; ctx.fillRect(0, 0, 200, 200);
          ctx.fillStyle = '#f0f'; ctx.fillRect(spider, 150, 12, 12);
          ctx.fillStyle = '#fc0'; ctx.fillRect(x, 80, 20, 20);
          if (x >= 160) { ${onFlower} } requestAnimationFrame(tick); }
        requestAnimationFrame(tick);
        addEventListener('keydown', (e) => {
          window.__degs.state = 'play';
          if (e.key === 'ArrowRight') x = Math.min(180, x + 20);
          if (e.key === 'ArrowLeft') x = Math.max(0, x - 20);
        });`,
        '<meta name="degs:controls" content="ArrowLeft ArrowRight">',
      );

    test('the bot explores until it scores: a point out of the way is found', async () => {
      const r = await gate.check(action('window.__degs.score += 1; x = 20;'), { reach: true });
      expect(r.problem).toBeNull();
    });

    test('a game that plays but where nothing can ever score or end is stopped, with the reason', async () => {
      const never = action('/* the flower does nothing */');
      expect((await gate.check(never)).problem).toBeNull(); // it runs and reacts: the quick checks pass
      expect((await gate.check(never, { reach: true })).problem).toBe(
        'The game failed its play-test: the bot played on and nothing scored and no round ended',
      );
    });

    test('a round that ends by itself counts (a timer, or a life lost standing still)', async () => {
      const timed = action('').replace(
        "window.__degs = { state: 'title', score: 0 };",
        "window.__degs = { state: 'title', score: 0 }; setTimeout(() => (window.__degs.state = 'over'), 20000);",
      );
      expect((await gate.check(timed, { reach: true })).problem).toBeNull();
    });

    test('a puzzle that waits for the player is not asked to be solved by random moves', async () => {
      const puzzle = game(
        `${drawing} addEventListener('keydown', (e) => { if (e.key === 'ArrowRight') x = (x + 40) % 170; });`,
        '<meta name="degs:controls" content="ArrowRight">',
      );
      expect((await gate.check(puzzle, { reach: true })).problem).toBeNull();
    });
  });

  test.each([
    ['throws when it runs', game('undefinedThing.go()'), /^The game fails when it runs: .*undefinedThing/],
    [
      'draws nothing',
      game('requestAnimationFrame(function f() { requestAnimationFrame(f); })'),
      /shows nothing/,
    ],
    ['never reacts to input', game(drawing), /nothing changes when it is played/],
    [
      'stops drawing',
      game(`ctx.fillStyle = '#fc0'; ctx.fillRect(0, 0, 90, 90); window.__degs.state = 'play';`),
      /stopped drawing/,
    ],
    [
      'hangs in an endless loop',
      game(`${drawing} setTimeout(() => { for (;;) {} }, 120);`),
      /stopped answering|could not be loaded/,
    ],
    ['does not report its score', game(`${drawing} delete window.__degs;`), /does not report its score/],
    [
      'reaches the network',
      game(`${drawing} fetch('https://example.com/x').catch(() => {});`),
      /sandbox: a request/,
    ],
    ['opens a window', game(`${drawing} window.open('about:blank');`), /sandbox: a pop-up/],
    ['shows a dialog', game(`${drawing} setTimeout(() => alert('hi'), 50);`), /sandbox: a alert dialog/],
  ])('a page that %s is stopped, with the reason', async (_, html, why) => {
    expect((await gate.check(html)).problem).toMatch(why);
  });
});

test('a page whose clock ran past the first pause mark is paused at a later one', async () => {
  const marks: number[] = [];
  let now = 1_000;
  const page = {
    evaluate: async () => now,
    clock: {
      pauseAt: async (t: number) => {
        marks.push(t);
        now += 300; // a busy machine: 300 ms of the page's time pass before each pause arrives
        if (t < now) throw new Error('clock.pauseAt: Error: Cannot fast-forward to the past');
      },
    },
  } as unknown as Parameters<typeof pauseSoon>[0];
  await pauseSoon(page);
  expect(marks).toEqual([1_100, 1_800]);
});
