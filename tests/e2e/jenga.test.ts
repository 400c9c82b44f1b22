// Jenga in Chromium, two on one screen: the tower stacks itself, a block dragged out of it comes free
// and goes on top (a new layer, the thing on top riding up), the turn passes from Player 1 to Player 2
// and back (by mouse and by keys), and the block that leaves a layer an edge block alone brings the
// tower down: the round ends with the other player named the winner.
import type { Browser } from 'playwright-core';
import type { Design } from '@degs/composer';
import { endOf, pullDir, slotTop, THICK, VIEW, zoomFor } from '../../packages/composer/play/jenga';
import { launchBrowser } from '../support/browser';
import { onClock, seeded } from '../support/clock';

jest.setTimeout(120_000);

const design: Design = {
  version: 2,
  mechanic: 'jenga',
  title: 'Jenga',
  tagline: 'Pull a block and put it on top, and don’t be the one who makes it fall',
  roles: { target: { name: 'cat', emoji: '🐱', color: '#f59e0b' } },
  setting: { name: 'wood table', bg: '#f1e4cc', fg: '#3b2a1a', accent: '#b45309' },
  params: { speed: 1, difficulty: 'easy', lives: 3, size: 1, goal: null, seconds: 60 },
  parts: ['twoPlayer'],
  topic: null,
  words: [],
  notes: [],
};

describe('jenga in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test('two players take turns pulling a block out and putting it on top, until one brings the tower down', async () => {
    const { page, read, words, errors } = await onClock(browser, design, seeded(5));
    const run = (ms: number) => page.clock.runFor(ms);
    const cat = async () => (await read('places')).find((p) => p.name === 'cat')!;
    /** The colour of the canvas at a point. */
    const pixel = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => [
          ...(document.getElementById('game') as HTMLCanvasElement)
            .getContext('2d')!
            .getImageData(Math.round(px), Math.round(py), 1, 1).data,
        ],
        [x, y],
      );
    let layers = 18;

    /** Drags the block at `layer`, `slot` out along its length, as a person would with the mouse. */
    async function drag(layer: number, slot: number) {
      const at = endOf(layer, slot, zoomFor(layers));
      const dir = pullDir(layer);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await run(50);
      for (let i = 1; i <= 10; i++) {
        await page.mouse.move(at.x + dir.x * i * 12, at.y + dir.y * i * 12);
        await run(40);
      }
      await page.mouse.up();
      await run(1000); // (it comes all the way out and floats up over the tower)
    }

    await page.keyboard.press('Space');
    await run(1600); // (the tower stacks itself)
    expect(await read('state')).toBe('play');
    expect(await words()).toEqual(expect.arrayContaining(['Player 1', 'Drag a block out of the tower', 'Blocks moved: 0', 'Layers: 18'])); // prettier-ignore
    expect(await read('drawn')).toEqual(['cat']); // (the blocks and the table are no named things)
    const sat = await cat();

    // Player 1 drags the front block of layer 4 out: it leaves a hole, and floats up to be put on top
    const end = endOf(4, 2, zoomFor(layers));
    const wood = await pixel(end.x, end.y);
    await drag(4, 2);
    expect(await words()).toEqual(expect.arrayContaining(['Player 1', 'Tap a place on top for it']));
    const hole = await pixel(end.x, end.y);
    expect(Math.abs(hole[0] - wood[0]) + Math.abs(hole[1] - wood[1]) + Math.abs(hole[2] - wood[2])).toBeGreaterThan(20); // prettier-ignore
    const spot = slotTop(layers, 1, zoomFor(layers + 1));
    await page.mouse.click(spot.x, spot.y - 4);
    await run(1500);
    // it went on top, a new layer: the cat rides up on it, and it is Player 2's turn
    layers = 19;
    expect(await words()).toEqual(expect.arrayContaining(['Player 2', 'Blocks moved: 1', 'Layers: 19']));
    expect(await words()).not.toContain('Player 1');
    // (a layer higher above the table, the view zoomed out a little to fit it)
    const above = (y: number, n: number) => (VIEW.base - y) / zoomFor(n) / VIEW.unit / THICK;
    expect(above((await cat()).y, 19) - above(sat.y, 18)).toBeCloseTo(1, 0);

    // Player 2 by keys: an arrow shows the cursor (on the block beside the one taken), four more take it
    // up to layer 8, Space pulls that block, an arrow picks the other free place on top, Space puts it
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('ArrowUp');
      await run(50);
    }
    await page.keyboard.press('Space');
    await run(2000);
    expect(await words()).toContain('Tap a place on top for it');
    await page.keyboard.press('ArrowRight');
    await run(50);
    await page.keyboard.press('Space');
    await run(1500);
    expect(await words()).toEqual(expect.arrayContaining(['Player 1', 'Blocks moved: 2', 'Layers: 19']));

    // a block from the top layers is not to be had
    await drag(17, 1);
    expect(await words()).toEqual(expect.arrayContaining(['Player 1', 'Drag a block out of the tower', 'Not from the top layers'])); // prettier-ignore

    // Player 1 takes layer 4's middle: one edge block is left there, and the tower goes
    await drag(4, 1);
    expect(await words()).toContain('Player 1 made the tower fall');
    expect(await read('state')).toBe('play'); // (it falls before the round ends)
    await run(3500);
    expect(await read('state')).toBe('won');
    expect(await words()).toEqual(expect.arrayContaining(['Player 2 wins!', 'Player 1 made the tower fall']));
    // and a tap builds a new tower for the next round
    await run(800);
    await page.keyboard.press('Space');
    await run(1600);
    expect(await words()).toEqual(expect.arrayContaining(['Player 1', 'Blocks moved: 0', 'Layers: 18']));
    expect(errors).toEqual([]);
    await page.close();
  });

  test('against the computer: it takes its turn in view, a block pulled and put on top, and it is yours again', async () => {
    const solo: Design = { ...design, roles: {}, parts: ['highscores'] };
    const { page, read, words, errors } = await onClock(browser, solo, seeded(5));
    const run = (ms: number) => page.clock.runFor(ms);
    await page.keyboard.press('Space');
    await run(1600);
    expect(await words()).toEqual(expect.arrayContaining(['Your turn', 'Drag a block out of the tower']));
    expect(await read('drawn')).toEqual([]); // (no thing named: nothing but wood drawn)
    // by keys: the cursor shows, Space pulls the block and, floated up, Space puts it on top
    await page.keyboard.press('ArrowUp');
    await run(50);
    await page.keyboard.press('Space');
    await run(1800);
    await page.keyboard.press('Space');
    await run(400);
    expect(await words()).toEqual(expect.arrayContaining(['Computer', 'Thinking…', 'Blocks moved: 1']));
    expect(await read('score')).toBe(10); // (each block you move)
    // it thinks, pulls a block out where it can be seen, and puts it on top
    await run(1500);
    expect(await words()).toContain('The computer pulls a block');
    await run(4000);
    expect(await words()).toEqual(expect.arrayContaining(['Your turn', 'Blocks moved: 2']));
    expect(errors).toEqual([]);
    await page.close();
  });
});
