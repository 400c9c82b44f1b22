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
