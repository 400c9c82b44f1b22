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

  test('the canvas fills the frame it gets, whatever size the frame had when the game started', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    // A player frame with no size yet when the game's script runs, and no 'resize' event when it gets
    // one: what a cross-origin frame on a busy machine did in CI (the canvas stayed 0 px wide).
    await page.setContent('<iframe id="f" style="width:0;height:0;border:0"></iframe>');
    const noResize = '<head><script>window.addEventListener = () => undefined;</script>';
    await page.$eval(
      '#f',
      (f, html) => {
        (f as HTMLIFrameElement).srcdoc = html;
      },
      compile(parsePrompt('a snake game')).replace('<head>', noResize),
    );
    const frame = await (await page.$('#f'))!.contentFrame();
    await frame!.waitForSelector('canvas#game', { state: 'attached' });
    await page.$eval('#f', (f) =>
      Object.assign((f as HTMLElement).style, { width: '390px', height: '700px' }),
    );
    // 3:4 at the largest size that fits 390×700: the full width.
    await eventually(
      async () => frame!.$eval('canvas#game', (c) => [c.clientWidth, c.clientHeight]),
      ([w, h]) => {
        expect(w).toBeGreaterThanOrEqual(389);
        expect(Math.round((h * 3) / 4)).toBeGreaterThanOrEqual(w - 1);
      },
    );
    await page.close();
  });
});
