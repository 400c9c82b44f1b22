// A game page on its own clock, for the composer's browser tests: the page's time moves only by
// `page.clock.runFor`, never by the wall clock, so a busy machine plays the same game as an idle one.
import type { Browser } from 'playwright-core';
import { page as pageOf, type Design } from '@degs/composer';

export type Place = { name: string; x: number; y: number };
/** What a game page reports (window.__degs). */
export type Degs = {
  state: string;
  drawn: string[];
  score: number;
  lives: number;
  got: number;
  level: number;
  places: Place[];
  words: Place[];
  heartbeats: number;
  difficulty: string;
};

/** A script that makes the page's Math.random repeat from `seed` (mulberry32): a game of chances played
 * on the page's own clock goes the same way every run. */
export const seeded = (seed: number) =>
  `<script>{let a=${seed};Math.random=()=>{a=(a+0x6d2b79f5)|0;let t=Math.imul(a^(a>>>15),1|a);t=(t+Math.imul(t^(t>>>7),61|t))^t;return((t^(t>>>14))>>>0)/4294967296;};}</script>`;

/** A page playing the design on its own clock with a reader of what it reports and the words written
 * on the canvas in the last frame; `before` goes in ahead of the game's script. Page errors are kept. */
export async function onClock(browser: Browser, design: Design, before = '') {
  const page = await browser.newPage({ viewport: { width: 480, height: 640 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.setContent(pageOf(design).replace('<head>', `<head>${before}`));
  const read = <K extends keyof Degs>(key: K) =>
    page.evaluate((k) => (window as unknown as { __degs: Degs }).__degs[k], key) as Promise<Degs[K]>;
  /** The words written on the canvas in the last frame, as a person reads them. */
  const words = async () => (await read('words')).map((w) => w.name);
  return { page, read, words, errors };
}
