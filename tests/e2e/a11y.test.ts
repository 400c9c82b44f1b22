// Every route, as a person meets it at phone and desktop widths: axe-core finds no serious or critical
// accessibility violation, nothing overflows sideways, and a screenshot of each is kept in
// .run/screens/ for a person to look at. Then the create and play flows with the keyboard only.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, withSession } from '../support/browser';
import { startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { generateGame } from '../support/games';
import { ROOT } from '../support/processes';

jest.setTimeout(300_000);

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SCREENS = join(ROOT, '.run/screens');
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's serious and critical findings on the page as it stands, one line each. */
async function axe(page: Page): Promise<string[]> {
  await page.evaluate(AXE); // as DevTools would: the app's CSP allows no inline script
  const violations = (await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe.run();
    return r.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('accessibility and layout of every route', () => {
  let stack: Stack;
  let browser: Browser;
  let token: string;
  let kv: string;
  beforeAll(async () => {
    stack = await startEmbeddedStack();
    browser = await launchBrowser();
    token = await signedInPerson(stack.app, 'ally');
    kv = await generateGame(stack.app, token, 'a bee collecting honey in a garden');
    await fetch(`${stack.app}/api/games/${kv}/public`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
    });
    rmSync(SCREENS, { recursive: true, force: true }); // this run's screens only
    mkdirSync(SCREENS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  // Each route, whether it needs a session, and what shows once it is ready.
  const routes = () => [
    { path: '/', signedIn: false, ready: 'catalogue' },
    { path: '/', signedIn: true, ready: 'catalogue' },
    { path: '/token', signedIn: false, ready: 'text=100 ETH' },
    { path: '/ads', signedIn: false, ready: 'text=Coming Soon' },
    { path: '/no/such/page', signedIn: false, ready: 'text=Page not found' },
    { path: '/user/ally', signedIn: false, ready: 'profile' },
    { path: `/g/${kv}`, signedIn: true, ready: 'game-topbar' },
    { path: '/library', signedIn: true, ready: 'heading=My Library' },
    { path: '/profile', signedIn: true, ready: 'heading=Profile Settings' },
    { path: '/notifications', signedIn: true, ready: 'page-notifications' },
    { path: `/versions/${kv}`, signedIn: true, ready: 'version' },
    { path: '/auth/callback', signedIn: false, ready: 'text=Invalid authentication link' },
  ];

  for (const width of WIDTHS)
    test(`no serious or critical axe violation and no sideways overflow at ${width.name} width`, async () => {
      const found: string[] = [];
      for (const r of routes()) {
        const context = await browser.newContext({ viewport: width.viewport });
        if (r.signedIn) await withSession(context, token);
        const page = await context.newPage();
        await page.goto(stack.app + r.path);
        const [kind, what] = r.ready.includes('=') ? r.ready.split('=') : ['testid', r.ready];
        await (
          kind === 'heading'
            ? page.getByRole('heading', { name: what })
            : kind === 'text'
              ? page.getByText(what)
              : page.getByTestId(what)
        )
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        const where = `${r.path}${r.signedIn ? ' (signed in)' : ''}`;
        for (const v of await axe(page)) found.push(`${where}: ${v}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) found.push(`${where}: ${overflow}px of sideways overflow`);
        // Every control on screen, none cut off at an edge (a bar too full for a phone).
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll('button, a[href], input, select, textarea'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.height > 0 && (r.right > innerWidth + 1 || r.left < -1);
            })
            .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName),
        );
        for (const c of cut) found.push(`${where}: '${c}' is cut off at the edge`);
        // On a phone, every control a finger presses is at least 44 px each way.
        if (width.name === 'phone') {
          const small = await page.evaluate(() =>
            Array.from(document.querySelectorAll('button, summary, select, input, textarea'))
              .filter((el) => {
                const r = el.getBoundingClientRect();
                const off = (el as HTMLButtonElement).disabled || r.width === 0 || r.height === 0;
                return !off && (r.width < 44 || r.height < 44);
              })
              .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName),
          );
          for (const c of small) found.push(`${where}: '${c}' is smaller than 44 px`);
        }
        const file = `${width.name}${r.path.replace(/\//g, '_') || '_'}${r.signedIn ? '-in' : ''}.png`;
        await page.screenshot({ path: join(SCREENS, file), fullPage: true });
        await context.close();
      }
      expect(found).toEqual([]);
    });

  test('on a phone the game fills the screen held upright and turned sideways, every control on it', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await withSession(context, token);
    const page = await context.newPage();
    await page.goto(`${stack.app}/g/${kv}`);
    await page.frameLocator('iframe[title="game"]').locator('canvas#game').waitFor();
    const game = page.frames().find((f) => f.url().startsWith(stack.play))!;

    /** Where the frame and the game's canvas are, and what falls off the screen or is too small. */
    async function measure(orientation: string) {
      await page.waitForFunction(() => {
        const f = document.querySelector('iframe')!.getBoundingClientRect();
        return Math.abs(f.right - innerWidth) <= 1 && Math.abs(f.bottom - innerHeight) <= 1;
      });
      const screen = await page.evaluate(() => {
        const f = document.querySelector('iframe')!.getBoundingClientRect();
        const off = Array.from(document.querySelectorAll('[data-testid="game-topbar"] :is(button, a)'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const inside =
              r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
            return !inside || r.width < 44 || r.height < 44;
          })
          .map((el) => el.getAttribute('aria-label') || el.textContent?.trim());
        return { w: innerWidth, h: innerHeight, frame: { w: f.width, h: f.height }, off };
      });
      const canvas = await game.evaluate(() => {
        const r = document.querySelector('canvas')!.getBoundingClientRect();
        return { w: r.width, h: r.height };
      });
      await page.screenshot({ path: join(SCREENS, `phone-game-${orientation}.png`) });
      return { ...screen, canvas };
    }

    // Upright: the frame spans the width below the bar; the 3:4 game is as wide as the phone.
    const upright = await measure('upright');
    expect(upright.off).toEqual([]);
    expect(upright.frame.w).toBe(upright.w);
    expect(upright.frame.h).toBeGreaterThan(upright.h * 0.9);
    expect(upright.canvas.w).toBeCloseTo(upright.w, 0);

    // Turned sideways: the bar moves aside; the game takes the phone's whole height.
    await page.setViewportSize({ width: 844, height: 390 });
    const sideways = await measure('sideways');
    expect(sideways.off).toEqual([]);
    expect(sideways.frame.h).toBe(sideways.h);
    expect(sideways.frame.w).toBeGreaterThan(sideways.w * 0.85);
    expect(sideways.canvas.h).toBeCloseTo(sideways.h, 0);
    await context.close();
  });

  /** Presses Tab until what has focus matches, as a keyboard user would look for it. */
  async function tabTo(page: Page, what: string, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return (el?.getAttribute('aria-label') || el?.innerText || el?.tagName || '').trim();
      });
      if (focused === what) return;
    }
    throw new Error(`Tab never reached '${what}'`);
  }

  test('the create and play flows with the keyboard only; Escape closes a dialog and gives focus back', async () => {
    const keys = await signedInPerson(stack.app, 'keys');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await withSession(context, keys);
    const page = await context.newPage();
    await page.goto(stack.app);
    await page.getByTestId('catalogue').waitFor();

    // The dialog opens with focus in it; Escape closes it and focus returns to 'create'.
    await tabTo(page, 'create');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Game' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Prompt');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe('create');

    // However far one tabs, focus never reaches the page behind the open dialog (past its last
    // control it goes to the browser's own controls, then back into the dialog).
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body ? 'browser' : el.closest('dialog') ? 'dialog' : el.outerHTML;
      });
      expect(['dialog', 'browser']).toContain(where);
    }
    await tabTo(page, 'Prompt');
    await page.keyboard.type('a frog hopping across a pond');
    await tabTo(page, 'Create');
    await page.keyboard.press('Enter');
    // The first game: the celebration, then the player.
    await page.getByTestId('celebration').waitFor({ timeout: 90_000 });
    await tabTo(page, "Let's Go!");
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v\/[A-Za-z0-9_-]{22}$/);

    // Play: Tab reaches the game frame, Space starts it, the arrows move.
    await page.frameLocator('iframe[title="game"]').locator('canvas#game').waitFor();
    const game = page.frames().find((f) => f.url().startsWith(stack.play))!;
    await game.waitForFunction(() => 'state' in ((window as unknown as { __degs?: object }).__degs ?? {}));
    await tabTo(page, 'IFRAME');
    await page.keyboard.press('Space');
    await game.waitForFunction(
      () => (window as unknown as { __degs: { state: string } }).__degs.state === 'play',
    );
    await page.keyboard.press('ArrowRight');
    await context.close();
  });
});
