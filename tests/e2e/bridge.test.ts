// The bridge builder in a real browser, played as a person plays it: members laid by taps between the
// grid's dots, the budget at the top going down, Play, the vehicle across (stars) or in the river (back
// to building, the bridge kept), steel only when asked, the level select with the stars won.
import type { Browser, Page } from 'playwright-core';
import type { Design } from '@degs/composer';
import { launchBrowser } from '../support/browser';
import { onClock } from '../support/clock';

jest.setTimeout(180_000);

const design = (parts: Design['parts'], params: Partial<Design['params']> = {}): Design => ({
  version: 2,
  mechanic: 'bridge',
  title: 'Bridge Builder',
  tagline: 'Join the banks with beams and road on budget, then send the car across',
  roles: { player: { name: 'car', emoji: '🚗', color: '#ef4444' } },
  setting: { name: 'river', bg: '#bfe3f5', fg: '#1e293b', accent: '#f59e0b' },
  params: { speed: 1, difficulty: 'normal', lives: 3, size: 1, goal: null, seconds: 60, ...params },
  parts,
  topic: null,
  words: [],
  notes: [],
});

// The first gap's bridges: a road alone, and a road under a truss of wooden triangles.
const ROAD = 'road 5,0 7,0 9,0 11,0';
const TRUSS = 'wood 5,0 6,1 7,0 8,1 9,0 10,1 11,0; wood 6,1 8,1 10,1';

describe('the bridge builder in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** A person at the page: taps on the grid's dots (metres: x across, y up from the banks' top). */
  function builder(page: Page, words: () => Promise<string[]>) {
    const tap = async (x: number, y: number) => {
      await page.mouse.click(x * 32, 300 - y * 32);
      await page.clock.runFor(50);
    };
    const key = async (k: string) => {
      await page.keyboard.press(k);
      await page.clock.runFor(50);
    };
    return {
      tap,
      key,
      /** Chains of members, each begun afresh: "road 5,0 7,0; wood 5,0 6,1 7,0". */
      async lay(text: string) {
        for (const part of text.split(';').map((p) => p.trim())) {
          const [material, ...points] = part.split(/\s+/);
          await key({ road: '1', wood: '2', steel: '3' }[material]!);
          await key('Escape');
          for (const p of points) await tap(...(p.split(',').map(Number) as [number, number]));
        }
        await key('Escape');
      },
      /** What the budget at the top says is left ("$1,200 left", "$40 over budget"). */
      async left() {
        return (await words()).find((w) => /^\$[\d,]+ (left|over budget)$/.test(w));
      },
      /** Runs the page until `word` is written on it (up to `ms`). */
      async until(word: string, ms = 9_000) {
        for (let t = 0; t < ms; t += 250) {
          if ((await words()).includes(word)) return true;
          await page.clock.runFor(250);
        }
        return (await words()).includes(word);
      },
    };
  }

  test('laying members spends the budget, a tapped member comes back off, and a truss takes the car across for stars', async () => {
    const { page, read, words } = await onClock(browser, design([]));
    const b = builder(page, words);
    await page.keyboard.press('Space');
    await page.clock.runFor(100);
    expect(await words()).toEqual(expect.arrayContaining(['Budget $1,800', '$1,800 left', '1 Road', '2 Wood', '▶ Play'])); // prettier-ignore
    expect(await words()).not.toContain('3 Steel'); // (steel only when asked)
    expect(await read('drawn')).toEqual(['car']); // the car waits on the near bank: only what the design names
    // an anchor, then a dot two squares on: a road of 2 m, $200
    await b.tap(5, 0);
    await b.tap(7, 0);
    expect(await b.left()).toBe('$1,600 left');
    // three squares is as far as a member reaches: a dot further off is too far, and nothing is laid
    await b.tap(10, 1);
    expect(await b.left()).toBe('$1,600 left');
    expect(await words()).toContain('Too long: beams reach 3 squares at most');
    // tapped, the member comes off (its cost back); Backspace undoes that
    await b.key('Escape');
    await b.tap(6, 0);
    expect(await b.left()).toBe('$1,800 left');
    await b.key('Backspace');
    expect(await b.left()).toBe('$1,600 left');
    await b.lay(`road 7,0 9,0 11,0; ${TRUSS}`);
    expect(await b.left()).toBe('$450 left');
    // more than the budget: it says so, and Play is refused until something comes off
    await b.lay('wood 6,1 6,4 9,4 10,2');
    expect(await b.left()).toBe('$44 over budget');
    await b.key('Space');
    expect(await words()).toEqual(
      expect.arrayContaining(['▶ Play', 'Over budget! Take something away first']),
    );
    for (let i = 0; i < 3; i++) await b.key('Backspace');
    expect(await b.left()).toBe('$450 left');
    // Play: the car drives over the truss to the far bank
    await b.key('Space');
    expect(await words()).toContain('■ Stop');
    const carX = async () => (await read('places')).find((p) => p.name === 'car')!.x;
    const from = await carX();
    await page.clock.runFor(1_500);
    expect(await carX()).toBeGreaterThan(from + 60);
    expect(await b.until('Bridge held!')).toBe(true);
    await page.clock.runFor(1_500); // (the stars come in one by one)
    const shown = await words();
    expect(shown).toContain('$450 left (25%)');
    expect(shown.filter((w) => w === '★')).toHaveLength(2);
    expect(shown.filter((w) => w === '☆')).toHaveLength(1);
    expect(await read('score')).toBeGreaterThan(0);
    // the only level: Finish wins the round
    await b.key('Space');
    expect(await read('state')).toBe('won');
    await page.close();
  });

  test('with levels and steel: pick a level, the truck snaps a bare road and falls, the bridge is kept to mend, and the stars show on the level select', async () => {
    const { page, read, words } = await onClock(browser, design(['levels'], { levels: 2, steel: true }));
    const b = builder(page, words);
    await page.keyboard.press('Space');
    await page.clock.runFor(100);
    // the level select: the first level open, the second locked, no stars yet
    expect(await words()).toEqual(expect.arrayContaining(['Choose a level', '1', '2', '🔒', '☆☆☆', '★ 0/6']));
    await page.mouse.click(92, 168); // (the first level's card)
    await page.clock.runFor(100);
    expect(await words()).toEqual(expect.arrayContaining(['Budget $1,800', '1 Road', '2 Wood', '3 Steel']));
    expect(await read('level')).toBe(1);
    await b.lay(`${ROAD}; ${TRUSS}`);
    await b.key('Space');
    expect(await b.until('Bridge held!')).toBe(true);
    expect(await words()).toContain('▶ Next level');
    await page.mouse.click(330, 235); // Next level
    await page.clock.runFor(1_800); // (the runtime's "Level 2" banner)
    expect(await read('level')).toBe(2);
    expect(await words()).toEqual(expect.arrayContaining(['Budget $2,200', '🚚 Heavy truck']));
    expect(await read('drawn')).toEqual(['truck']);
    // a road alone: under the heavy truck it snaps and the truck goes into the river
    await b.lay(ROAD);
    expect(await b.left()).toBe('$1,600 left');
    await b.key('Space');
    expect(await b.until('Into the river! (truck)')).toBe(true);
    // back to building after a moment, the road as it was (and the round goes on)
    expect(await b.until('▶ Play')).toBe(true);
    expect(await b.left()).toBe('$1,600 left');
    expect(await read('state')).toBe('play');
    // mended with triangles of wood, it holds the truck
    await b.lay(TRUSS);
    expect(await b.left()).toBe('$850 left');
    await b.key('Space');
    expect(await b.until('Bridge held!')).toBe(true);
    expect(await words()).toContain('✓ Finish');
    await b.key('Space');
    expect(await read('state')).toBe('won');
    // a new round opens on the level select, the stars won kept under each level
    await page.clock.runFor(700);
    await page.keyboard.press('Space');
    await page.clock.runFor(100);
    const select = await words();
    expect(select).toContain('Choose a level');
    expect(select.filter((w) => w === '★★☆')).toHaveLength(2);
    expect(select).toContain('★ 4/6');
    expect(select).not.toContain('🔒');
    await page.close();
  });
});
