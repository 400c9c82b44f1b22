// Every built-in genre in a real browser: it boots with no error, starts on input, draws on its
// canvas, and a round can end (one life, the player doing nothing useful).
import type { Browser } from 'playwright-core';
import { compile } from '@degs/service-generation/src/providers/builtin/compile';
import { GENRES, parsePrompt } from '@degs/service-generation/src/providers/builtin/spec';
import { eventually, launchBrowser } from '../support/browser';

jest.setTimeout(120_000);

describe('built-in genres in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  test.each(GENRES)('%s boots, reacts to input, draws, and a round ends', async (genre) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const spec = {
      ...parsePrompt(`a fast ${genre} game with 1 lives`),
      genre,
      lives: 1,
      features: ['boss', 'powerups'],
    };
    await page.setContent(compile(spec));
    const state = () =>
      page.evaluate(() => (window as unknown as { __degs: { state: string } }).__degs.state);
    expect(await state()).toBe('title');

    await page.keyboard.press('Space');
    expect(await state()).toBe('play');
    // Hold left: the paddle or ship sits at the edge and nothing is fired; snake and bird just go on.
    await page.keyboard.down('ArrowLeft');
    const colours = () =>
      page.evaluate(() => {
        const c = document.getElementById('game') as HTMLCanvasElement;
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        const seen = new Set<number>();
        for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        return seen.size;
      });
    await eventually(colours, (n) => expect(n).toBeGreaterThan(3)); // the frames draw: not a blank canvas
    await page.waitForFunction(
      () => (window as unknown as { __degs: { state: string } }).__degs.state === 'over',
      undefined,
      {
        timeout: 90_000,
      },
    );
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.press('Space'); // and it restarts
    expect(await state()).toBe('play');
    expect(errors).toEqual([]);
    await page.close();
  });
});
