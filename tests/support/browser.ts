import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** Signs the context in the way the app keeps a session: the token in local storage, before any page. */
export async function withSession(context: BrowserContext, token: string): Promise<BrowserContext> {
  await context.addInitScript((t: string) => localStorage.setItem('session_token', t), token);
  return context;
}

/** Waits for a toast with this text. */
export const toastShown = (page: Page, text: string) =>
  page.locator('.toast', { hasText: text }).first().waitFor();

/**
 * Reads until the expectations in `check` hold, and returns what was read; after `timeoutMs` fails
 * with the last failure. For anything the page changes on its own time (a render after a fetch, a
 * class after a timer): a single read races it. Like Playwright's expect.poll, for Jest's expect.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => void,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
    try {
      const value = await read();
      check(value);
      return value;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    await new Promise((r) => setTimeout(r, pause)); // between two reads, not a wait for the page
  }
}

/**
 * Puts the page on Playwright's clock and stops that clock: from here on (and on every page the context
 * loads) the page's time moves only by page.clock.runFor, so a state that lasts 500 ms of its time
 * lasts until the test moves on, however slow the machine.
 */
export async function stoppedClock(page: Page, at = new Date('2026-11-21T12:00:00Z')): Promise<void> {
  await page.clock.install({ time: at });
  // Ahead of where install left it by more than the real time between the two calls. The jump fires
  // only timers set in between (a loaded page's earlier timers are real ones): none on these pages.
  await page.clock.pauseAt(at.getTime() + 10_000);
}
