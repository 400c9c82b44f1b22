// The play-test gate: every result, whatever made it, is played for a moment in a headless Chromium
// before anyone pays for it. A bot starts the game and plays it with the controls the game itself
// reads (the composer's runtime reports them; another page declares them in a
// <meta name="degs:controls"> tag), and the page must: throw no uncaught error, keep drawing (no
// frozen frame), show something, react to input, report its score and state (window.__degs), and try
// nothing outside its sandbox (network, pop-ups, dialogs, navigation). A page a model wrote must also
// show that a point or a round's end can be reached: the bot plays on in the page's own time, run
// fast, trying at each place it has not seen the controls it has not tried there (so it walks a
// maze instead of pacing one corridor). The composer's mechanics are proven to reach a round's end by
// tests/e2e/mechanics.test.ts. The browser stays warm with a few fresh contexts ready, so a check
// costs a fraction of a second. The passing run's screenshot is the cover.
import { existsSync } from 'node:fs';
import {
  chromium,
  errors as playwright,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';

export interface GateResult {
  problem: string | null;
  screenshot?: Buffer;
  ms: number;
}

/** What the page shows and reports at one moment. */
interface Snapshot {
  frames: number;
  hash: number;
  /** The screen in coarse blocks of average colour: the same while only small things twinkle. */
  place: number;
  colours: number;
  state: string | null;
  score: number | null;
  events: number | null;
  controls: string[] | null;
  /** Points on screen (page pixels) where something other than the background is drawn. */
  things: [number, number][];
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
  let hash = 0, colours = 0, place = 0;
  const things = [];
  const ctx = c && c.getContext('2d');
  if (ctx && c.width && c.height) {
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Map();
    for (let i = 0; i < d.length; i += 4 * 61) {
      const v = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      seen.set(v, (seen.get(v) || 0) + 1);
      hash = (Math.imul(hash, 31) + v) >>> 0;
    }
    colours = seen.size;
    // Where things are: 12 x 12 blocks, each's average colour in a few levels, so a target bobbing by
    // two pixels leaves it alone and a player one cell away changes it.
    for (let by = 0; by < 12; by++) for (let bx = 0; bx < 12; bx++) {
      let rs = 0, gs = 0, bs = 0;
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) {
        const px = Math.floor(((bx + (sx + 0.5) / 4) / 12) * c.width);
        const py = Math.floor(((by + (sy + 0.5) / 4) / 12) * c.height);
        const i = 4 * (py * c.width + px);
        rs += d[i]; gs += d[i + 1]; bs += d[i + 2];
      }
      place = (Math.imul(place, 31) + (((rs >> 9) << 10) | ((gs >> 9) << 5) | (bs >> 9))) >>> 0;
    }
    // Things to tap: a coarse grid's points not of the most common (background) colour.
    let bg = 0, most = 0;
    for (const [v, n] of seen) if (n > most) [bg, most] = [v, n];
    const r = c.getBoundingClientRect();
    for (let gy = 0.5; gy < 24; gy++) for (let gx = 0.5; gx < 24; gx++) {
      const px = Math.floor((gx / 24) * c.width), py = Math.floor((gy / 24) * c.height);
      const i = 4 * (py * c.width + px);
      if (((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]) !== bg)
        things.push([r.left + (px / c.width) * r.width, r.top + (py / c.height) * r.height]);
    }
  } else if (c) colours = 99; // WebGL: trust the screenshot
  else colours = document.body.innerText.trim() ? 99 : 0;
  const g = window.__degs;
  const meta = document.querySelector('meta[name="degs:controls"]');
  const declared = g && Array.isArray(g.controls) && g.controls.length ? g.controls
    : meta ? meta.content.split(/[\\s,]+/).filter(Boolean) : null;
  return {
    frames: window.__frames || 0, hash, place, colours,
    state: g && typeof g.state === 'string' ? g.state : null,
    score: g && typeof g.score === 'number' ? g.score : null,
    events: g && typeof g.events === 'number' ? g.events : null,
    controls: declared, things,
  };
})()`;

export interface GateOptions {
  /** Fresh browser contexts kept ready. */
  warm?: number;
  /** How long the bot plays, in ms. */
  playMs?: number;
  /** How much of the page's own time the bot plays on for, to reach a point or a round's end. */
  reachMs?: number;
}

/** How long the explorer holds each control, in the page's time. */
const STEP_MS = 450;
/** The explorer stops after this much real time, whatever the page's time. */
const REACH_WALL_MS = 15_000;

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

  /**
   * Plays the page. `reach`: a page nobody played before (a model wrote it) must also reach a point,
   * a lost life or a round's end.
   */
  async check(html: string, o: { reach?: boolean } = {}): Promise<GateResult> {
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
      if (o.reach) await page.clock.install(); // time flows as usual until the play-on pauses it
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('popup', (popup) => {
        outside.push('a pop-up window');
        void popup.close().catch(() => undefined);
      });
      page.on('dialog', (d) => {
        outside.push(`a ${d.type()} dialog`);
        void d.dismiss().catch(() => undefined);
      });
      await page
        .setContent(withFrameCount(html), { waitUntil: 'load', timeout: 5_000 })
        .catch(async (err) => {
          if (!(err instanceof playwright.TimeoutError)) throw err;
          // Loading late on a starved machine is no fault of the game (a pod-kill test under load saw
          // it); a page that loops while it loads never answers, and is Frozen here.
          await deadline(
            page.evaluate(() => 1),
            10_000,
          );
          await page.waitForLoadState('load', { timeout: 20_000 });
        });
      page.on('framenavigated', (f) => f === page.mainFrame() && outside.push('leaving the page'));
      // A page whose main thread never comes back blocks input and screenshots too: a deadline for all.
      const playing = this.play(page, errors, outside, !!o.reach);
      const wall = 5_000 + (o.reach ? REACH_WALL_MS : 0);
      const problem = await deadline(playing, wall).catch(async (err: unknown) => {
        if (!(err instanceof Frozen)) throw err;
        // A starved machine answers late, an endless loop never: asked something trivial, a page that
        // answers is only slow, and its play gets a longer wall (a looping one is Frozen here).
        await deadline(
          page.evaluate(() => 1),
          10_000,
        );
        return deadline(playing, wall * 3);
      });
      if (problem) return { problem, ms: Date.now() - started };
      const screenshot = await patiently(() => page.screenshot({ type: 'png' }), 3_000);
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
  private async play(
    page: Page,
    errors: string[],
    outside: string[],
    reach: boolean,
  ): Promise<string | null> {
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
    return reach && !happened(before, after) ? this.reach(page, controls, before, errors) : null;
  }

  /**
   * Plays on in the page's own time, paused and run forward step by step, until a point is scored, a
   * life is lost or a round ends. At a place it has not seen, the bot tries the controls it has not
   * tried there yet, so it explores rather than wanders.
   */
  private async reach(
    page: Page,
    controls: string[],
    before: Snapshot,
    errors: string[],
  ): Promise<string | null> {
    const wallUntil = Date.now() + REACH_WALL_MS;
    await pauseSoon(page);
    // First a second of doing nothing: in most action games that alone costs a life. A screen that
    // shows at most two pictures meanwhile (a caret blinking) is a puzzle or a turn-based game:
    // random moves do not prove it can be solved, so only the checks above apply to it.
    const pictures = new Set<number>();
    let now = before;
    for (let t = 0; t < 5; t++) {
      await page.clock.runFor(250);
      now = await snapshot(page);
      if (happened(before, now)) return null;
      pictures.add(now.hash);
    }
    if (pictures.size <= 2) return null;
    const tried = new Map<number, Set<number>>();
    let seed = 7;
    const random = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    let pick = 0;
    let novel = false;
    let run = 0;
    // W, A, S and D beside the arrows are the same moves in most games: one set is enough to explore.
    const arrows = controls.some((c) => c.startsWith('Arrow'));
    const moves = controls.map((_, k) => k).filter((k) => !(arrows && /^[wasd]$/i.test(controls[k])));
    for (let i = 0, played = 0; played < (this.o.reachMs ?? 180_000) && Date.now() < wallUntil; i++) {
      const here = tried.get(now.place) ?? new Set<number>();
      tried.set(now.place, here);
      // A move that led somewhere new is kept (run down the corridor, keep racing), for a while;
      // otherwise a move not yet tried at this screen, else any.
      const fresh = moves.filter((k) => !here.has(k));
      run = novel && run < 8 ? run + 1 : 0;
      if (!run) pick = fresh.length ? fresh[random(fresh.length)] : moves[random(moves.length)];
      here.add(pick);
      // Taps and drags mostly go to something drawn (a duck to shoot, a fruit to slice).
      const at = now.things.length && random(4) ? now.things[random(now.things.length)] : undefined;
      await act(page, controls[pick], i, (ms) => page.clock.runFor(ms), at);
      played += STEP_MS;
      now = await snapshot(page);
      if (errors.length) return `The game fails when it runs: ${errors[0].slice(0, 200)}`;
      if (happened(before, now)) return null;
      novel = !tried.has(now.place);
    }
    return 'The game failed its play-test: the bot played on and nothing scored and no round ended';
  }

  private fill(): void {
    if (!this.browser) {
      const launched: Promise<Browser> = chromium
        .launch({
          executablePath: this.chromiumPath,
          // The service closes its browser itself when it stops, after the jobs in hand are given
          // back; Playwright's own handlers killed Chromium at the SIGTERM, under a running job,
          // which then failed (a generation lost to every pod stop and rolling upgrade).
          handleSIGTERM: false,
          handleSIGINT: false,
          handleSIGHUP: false,
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

/** A busy machine answers late, an endless loop never: one more, longer wait before calling it frozen. */
async function patiently<T>(work: () => Promise<T>, ms: number): Promise<T> {
  try {
    return await deadline(work(), ms);
  } catch (err) {
    if (!(err instanceof Frozen)) throw err;
    return deadline(work(), ms * 4);
  }
}

const snapshot = (page: Page) => patiently(() => page.evaluate<Snapshot>(SNAPSHOT), 1_500);

/** The page with the frame counter running before any of its own scripts. */
function withFrameCount(html: string): string {
  const script = `<script>${COUNT_FRAMES}</script>`;
  const opening = /<head[^>]*>/i.exec(html) ?? /<html[^>]*>/i.exec(html);
  const at = opening ? opening.index + opening[0].length : 0;
  return html.slice(0, at) + script + html.slice(at);
}

/** A point scored, a life lost or a round ended between two snapshots. */
function happened(before: Snapshot, now: Snapshot): boolean {
  return (
    (now.score !== null && now.score !== before.score) ||
    (now.events !== null && now.events !== before.events) ||
    (now.state !== before.state && /^(over|won|lost|end|ended|gameover|win)$/i.test(now.state ?? ''))
  );
}

/**
 * One move of the bot with one of the game's controls, somewhere on the screen. `wait` lets the page's
 * time pass while a key is held (real time, or the paused clock run forward); a run-forward `wait`
 * also follows taps and drags, so each move gets its share of the page's time.
 */
async function act(
  page: Page,
  control: string,
  i: number,
  wait?: (ms: number) => Promise<void>,
  at?: [number, number],
): Promise<void> {
  const [x, y] = at ?? [40 + ((i * 137) % (SIZE - 80)), 60 + ((i * 89) % (SIZE - 100))];
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
    await (wait ? wait(STEP_MS) : page.waitForTimeout(30));
    await page.keyboard.up(key).catch(() => undefined);
    return;
  }
  if (wait) await wait(STEP_MS);
}

/**
 * Pauses the page's clock a moment after its own now. On a busy machine the page's time can pass a
 * close mark before the pause arrives ("cannot fast-forward to the past"): then a later mark.
 */
export async function pauseSoon(page: Pick<Page, 'clock' | 'evaluate'>): Promise<void> {
  for (const ahead of [100, 500, 2_000]) {
    try {
      return await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + ahead);
    } catch (e) {
      if (!/past/i.test(String(e))) throw e;
    }
  }
  throw new Error('the page’s clock ran past every mark it was to pause at');
}
