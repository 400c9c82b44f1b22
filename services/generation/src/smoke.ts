// Where Chromium is present, a result must also run: it loads with no uncaught error, nothing reaches
// the network, and after a key press and a tap something is drawn. The same run gives the cover.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export interface SmokeResult {
  problem: string | null;
  screenshot?: Buffer;
}

export class Smoke {
  private browser?: Promise<Browser>;

  constructor(private readonly chromiumPath: string | undefined) {}

  get available(): boolean {
    return Boolean(this.chromiumPath && existsSync(this.chromiumPath));
  }

  async check(html: string): Promise<SmokeResult> {
    this.browser ??= chromium.launch({
      executablePath: this.chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--mute-audio',
      ],
    });
    const context = await (await this.browser).newContext({ viewport: { width: 512, height: 512 } });
    try {
      await context.route('**/*', (route) => route.abort()); // a game gets no network, here as on the play origin
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setContent(html, { waitUntil: 'load', timeout: 10_000 });
      await page.waitForTimeout(200);
      await page.keyboard.press('Space');
      await page.mouse.click(256, 256);
      await page.waitForTimeout(600);
      // Runs in the page (a string, so this Node code needs no DOM types): how many colours are drawn.
      const colours = await page.evaluate<number>(`(() => {
        const canvas = document.querySelector('canvas');
        if (!canvas) return document.body.innerText.trim() ? 99 : 0;
        const ctx = canvas.getContext('2d');
        if (!ctx) return 99; // WebGL: trust the screenshot
        const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        const seen = new Set();
        for (let i = 0; i < d.length; i += 4 * 61) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        return seen.size;
      })()`);
      const screenshot = await page.screenshot({ type: 'png' });
      if (errors.length) return { problem: `The game fails when it runs: ${errors[0].slice(0, 200)}` };
      if (colours < 2) return { problem: 'The game shows nothing after input' };
      return { problem: null, screenshot };
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    if (this.browser) await (await this.browser.catch(() => undefined))?.close();
  }
}
