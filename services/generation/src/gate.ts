// The play-test gate: every result, whatever made it, is played for a moment in a headless Chromium
// before anyone pays for it. A bot starts the game and plays it with the controls the game itself
// reads (the composer's runtime reports them; another page declares them in a
// <meta name="degs:controls"> tag), and the page must: throw no uncaught error, keep drawing (no
// frozen frame), show something, react to input, report its score and state (window.__degs), and try
// nothing outside its sandbox (network, pop-ups, dialogs, navigation). The browser stays warm with a
// few fresh contexts ready, so a check costs a fraction of a second. The passing run's screenshot is
// the cover.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface GateResult {
  problem: string | null;
  screenshot?: Buffer;
  ms: number;
}

/** What the page shows and reports at one moment. */
interface Snapshot {
  frames: number;
  hash: number;
  colours: number;
  state: string | null;
  score: number | null;
  events: number | null;
  controls: string[] | null;
}

const SIZE = 512;
/** Controls tried when a page declares none: what most browser games read. */
const USUAL = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ', 'tap', 'drag'];
const KEY_NAMES: Record<string, string> = { ' ': 'Space', space: 'Space' };

// Counts the frames the game asks for, so a page that stops drawing is seen.
const COUNT_FRAMES = `(() => {
  let frames = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => { frames++; cb(t); });
  Object.defineProperty(window, '__frames', { get: () => frames });
})()`;

// Runs in the page (a string, so this Node code needs no DOM types).
const SNAPSHOT = `(() => {
  const c = document.querySelector('canvas');
  let hash = 0, colours = 0;
  const ctx = c && c.getContext('2d');
  if (ctx && c.width && c.height) {
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 61) {
      const v = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      seen.add(v);
      hash = (Math.imul(hash, 31) + v) >>> 0;
    }
    colours = seen.size;
  } else if (c) colours = 99; // WebGL: trust the screenshot
  else colours = document.body.innerText.trim() ? 99 : 0;
  const g = window.__degs;
  const meta = document.querySelector('meta[name="degs:controls"]');
  const declared = g && Array.isArray(g.controls) && g.controls.length ? g.controls
    : meta ? meta.content.split(/[\\s,]+/).filter(Boolean) : null;
  return {
    frames: window.__frames || 0, hash, colours,
    state: g && typeof g.state === 'string' ? g.state : null,
    score: g && typeof g.score === 'number' ? g.score : null,
    events: g && typeof g.events === 'number' ? g.events : null,
    controls: declared,
  };
})()`;

export interface GateOptions {
  /** Fresh browser contexts kept ready. */
  warm?: number;
  /** How long the bot plays, in ms. */
  playMs?: number;
}

export class PlayTest {
  private browser?: Promise<Browser>;
  private ready: Promise<BrowserContext>[] = [];

  constructor(
    private readonly chromiumPath: string,
    private readonly o: GateOptions = {},
  ) {}

  get available(): boolean {
    return existsSync(this.chromiumPath);
  }

  /** Starts the browser and its ready contexts before the first game comes. */
  async warmUp(): Promise<void> {
    this.fill();
    await Promise.all(this.ready);
  }

  async check(html: string): Promise<GateResult> {
    const started = Date.now();
    if (!this.available) return { problem: `The play-test browser is missing (${this.chromiumPath})`, ms: 0 };
    let context: BrowserContext;
    try {
      context = await this.take();
    } catch {
      // No game goes out unplayed: a browser that cannot start fails the job, and the energy comes back.
      return { problem: 'The play-test browser could not start', ms: Date.now() - started };
    }
    const errors: string[] = [];
    const outside: string[] = [];
    try {
      // Nothing leaves the page: here as on the play origin, a game has no network.
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (!/^(data|blob|about):/.test(url)) outside.push(`a request to ${url.slice(0, 80)}`);
        void route.abort();
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('popup', (popup) => {
        outside.push('a pop-up window');
        void popup.close().catch(() => undefined);
      });
      page.on('dialog', (d) => {
        outside.push(`a ${d.type()} dialog`);
        void d.dismiss().catch(() => undefined);
      });
      await page.setContent(withFrameCount(html), { waitUntil: 'load', timeout: 5_000 });
      page.on('framenavigated', (f) => f === page.mainFrame() && outside.push('leaving the page'));
      // A page whose main thread never comes back blocks input and screenshots too: a deadline for all.
      const problem = await deadline(this.play(page, errors, outside), 5_000);
      if (problem) return { problem, ms: Date.now() - started };
      const screenshot = await deadline(page.screenshot({ type: 'png' }), 3_000);
      return { problem: null, screenshot, ms: Date.now() - started };
    } catch (err) {
      const why =
        err instanceof Frozen ? err.message : `it could not be loaded (${String(err).slice(0, 120)})`;
      return { problem: `The game failed its play-test: ${why}`, ms: Date.now() - started };
    } finally {
      void context.close().catch(() => undefined);
    }
  }

  /** Starts the game, plays it with its controls, and says what is wrong, if anything. */
  private async play(page: Page, errors: string[], outside: string[]): Promise<string | null> {
    const playMs = this.o.playMs ?? 300;
    await page.waitForTimeout(60);
    const before = await snapshot(page);
    await page.keyboard.press('Space');
    await page.mouse.click(SIZE / 2, SIZE / 2);
    await page.waitForTimeout(80);
    const started = await snapshot(page);
    const controls = started.controls?.length ? started.controls : USUAL;
    const until = Date.now() + playMs;
    for (let i = 0; Date.now() < until; i++) await act(page, controls[i % controls.length], i);
    await page.waitForTimeout(50);
    const after = await snapshot(page);

    if (errors.length) return `The game fails when it runs: ${errors[0].slice(0, 200)}`;
    if (outside.length) return `The game tried to reach outside its sandbox: ${outside[0]}`;
    if (after.frames - started.frames < 3 && after.hash === started.hash)
      return 'The game failed its play-test: it stopped drawing (a frozen frame)';
    if (after.colours < 2) return 'The game shows nothing after input';
    if (after.score === null || after.state === null)
      return 'The game failed its play-test: it does not report its score and state (window.__degs)';
    const reacted =
      after.state !== before.state ||
      after.events !== before.events ||
      after.score !== before.score ||
      after.hash !== started.hash;
    if (!reacted) return 'The game failed its play-test: nothing changes when it is played';
    return null;
  }

  private fill(): void {
    if (!this.browser) {
      const launched: Promise<Browser> = chromium
        .launch({
          executablePath: this.chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--mute-audio',
          ],
        })
        .then((b) => {
          // A browser that crashed is started again for the next game, with fresh contexts.
          b.on('disconnected', () => {
            if (this.browser === launched) [this.browser, this.ready] = [undefined, []];
          });
          return b;
        })
        .catch((err: unknown) => {
          this.browser = undefined; // try again with the next game
          throw err;
        });
      this.browser = launched;
    }
    const browser = this.browser;
    while (this.ready.length < (this.o.warm ?? 2)) {
      const next = browser.then((b) => b.newContext({ viewport: { width: SIZE, height: SIZE } }));
      next.catch(() => undefined);
      this.ready.push(next);
    }
  }

  /** A fresh context from the ready ones (each game gets its own: no storage or state shared). */
  private async take(): Promise<BrowserContext> {
    this.fill();
    const next = this.ready.shift()!;
    this.fill();
    return next;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.ready = [];
    if (browser) await (await browser.catch(() => undefined))?.close();
  }
}

class Frozen extends Error {}

/** The work, or Frozen when the page's main thread does not answer in time (an endless loop). */
async function deadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Frozen('it stopped answering (an endless loop?)')), ms);
  });
  work.catch(() => undefined); // settled after the deadline: nobody is waiting any more
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

const snapshot = (page: Page) => deadline(page.evaluate<Snapshot>(SNAPSHOT), 1_500);

/** The page with the frame counter running before any of its own scripts. */
function withFrameCount(html: string): string {
  const script = `<script>${COUNT_FRAMES}</script>`;
  const opening = /<head[^>]*>/i.exec(html) ?? /<html[^>]*>/i.exec(html);
  const at = opening ? opening.index + opening[0].length : 0;
  return html.slice(0, at) + script + html.slice(at);
}

/** One move of the bot with one of the game's controls, somewhere on the screen. */
async function act(page: Page, control: string, i: number): Promise<void> {
  const x = 40 + ((i * 137) % (SIZE - 80));
  const y = 60 + ((i * 89) % (SIZE - 100));
  if (control === 'tap') await page.mouse.click(x, y);
  else if (control === 'drag' || control === 'swipe') {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(SIZE - x, SIZE - y, { steps: control === 'swipe' ? 2 : 5 });
    await page.mouse.up();
  } else if (control === 'type') await page.keyboard.type('ea');
  else {
    const key = KEY_NAMES[control] ?? control;
    await page.keyboard.down(key).catch(() => undefined);
    await page.waitForTimeout(30);
    await page.keyboard.up(key).catch(() => undefined);
  }
}
