// Two people in two browsers on the embedded placement (issue 5): one publishes; the other finds the
// game on 'new', likes it and follows the author; the author sees the red dot and both notifications;
// the other's 'liked' and 'following' feeds show the game; the saved filter survives a reload and is
// dropped after an hour (a controlled clock).
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, stoppedClock, withSession } from '../support/browser';
import { startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { generateGame } from '../support/games';

jest.setTimeout(240_000);

describe('discover and social in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startEmbeddedStack({ VIEW_BATCH_MS: '500' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function pageFor(token?: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (token) await withSession(context, token);
    return context.newPage();
  }
  const cardOf = (page: Page, kv: string) => page.locator(`[data-testid="game-card"][data-kv="${kv}"]`);
  const tab = (page: Page, name: string) =>
    page.getByTestId('filter-bar').getByRole('button', { name, exact: true });

  test('publish → find on new → like and follow → red dot and notifications → liked and following feeds', async () => {
    const makerToken = await signedInPerson(stack.app, 'maker');
    const fanToken = await signedInPerson(stack.app, 'fan');
    const kv = await generateGame(stack.app, makerToken, 'a breakout game with lasers');

    // The author publishes from the player (the first publish: the congratulation).
    const maker = await pageFor(makerToken);
    await maker.goto(`${stack.app}/g/${kv}`);
    await maker.getByRole('button', { name: 'publish' }).click();
    await maker.getByRole('button', { name: "Let's Fucking Go!" }).click();
    // The top bar names the game once it is loaded (the player reloads it when the session resolves).
    const name = await eventually(
      async () => ((await maker.getByTestId('game-topbar').locator('.grow').textContent()) ?? '').trim(),
      (n) => expect(n.length).toBeGreaterThan(0),
    );

    // The fan finds it on 'new' and sees the banner; likes it on its card.
    const fan = await pageFor(fanToken);
    await fan.goto(stack.app);
    await fan.getByTestId('recent-banner').getByText('@maker published this game').waitFor();
    await tab(fan, 'new').click();
    const card = cardOf(fan, kv);
    await card.getByText(name).waitFor();
    await card.getByRole('button', { name: 'Like' }).click();
    await card.getByRole('button', { name: 'Unlike' }).getByText('1').waitFor();

    // Follows the author from the card's @author link.
    await card.getByRole('link', { name: '@maker' }).click();
    await fan.waitForURL(/\/user\/maker$/);
    await fan.getByRole('button', { name: 'Follow', exact: true }).click();
    await fan.getByRole('button', { name: 'Following' }).waitFor();
    await fan.locator('.counts', { hasText: '1 followers' }).waitFor();
    await fan.getByTestId('profile').getByTestId('game-card').first().waitFor(); // 'Published Games'

    // The author: the red dot (polled on load and every 30 s), then both notifications.
    await maker.goto(stack.app);
    await maker.getByTestId('unread-dot').first().waitFor({ timeout: 20_000 });
    await maker.getByTestId('account-menu').locator('summary').click();
    await maker.getByRole('link', { name: 'Notifications' }).click();
    await maker.getByText('fan liked your game').waitFor();
    await maker.getByText('fan started following you').waitFor();
    await eventually(
      () => maker.getByTestId('notification').count(),
      (n) => expect(n).toBe(2),
    );
    await maker.getByTestId('unread-dot').first().waitFor({ state: 'detached' }); // opening page 1 read them all
    await maker.getByText('fan started following you').click();
    await maker.waitForURL(/\/user\/fan$/);
    await maker.goBack();
    await maker.getByText('fan liked your game').click();
    await maker.waitForURL(new RegExp(`/g/${kv}$`));
    // Read on the server too: a fresh load of the app asks again and shows no dot.
    await maker.goto(stack.app);
    await maker.getByTestId('catalogue').waitFor();
    await maker.waitForLoadState('networkidle');
    expect(await maker.getByTestId('unread-dot').count()).toBe(0);

    // The fan's personal feeds.
    await fan.goto(stack.app);
    await tab(fan, 'liked').click();
    await cardOf(fan, kv).waitFor();
    await eventually(
      () => cardOf(fan, kv).getByRole('button', { name: 'Unlike' }).count(),
      (n) => expect(n).toBe(1),
    );
    await tab(fan, 'following').click();
    await cardOf(fan, kv).waitFor();
  });

  test('the banner shows one recent game at a time, rotating every 5 s with a 500 ms fade', async () => {
    const token = await signedInPerson(stack.app, 'rotator');
    for (const prompt of ['a snake game in a jungle', 'a flappy bird game under water']) {
      const kv = await generateGame(stack.app, token, prompt);
      await fetch(`${stack.app}/api/games/${kv}/public`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    const page = await pageFor();
    // The page's time stands still but for runFor: a clock left running would end the 500 ms fade on
    // its own, in real time, before a slow machine got to look at it.
    await stoppedClock(page);
    await page.goto(stack.app);
    const banner = page.getByTestId('recent-banner');
    await banner.getByText('@rotator published this game').waitFor();
    const first = await banner.locator('strong').textContent();
    const shown = async () => ({
      name: await banner.locator('strong').textContent(),
      class: await banner.getAttribute('class'),
    });
    await page.clock.runFor(5_000);
    // 5 s on: fading, still the same game (and so until the clock moves again).
    await eventually(shown, (b) => {
      expect(b.class).toContain('fading');
      expect(b.name).toBe(first);
    });
    await page.clock.runFor(500);
    // The fade over: the next game, no longer fading.
    await eventually(shown, (b) => {
      expect(b.name).not.toBe(first);
      expect(b.class).not.toContain('fading');
    });
  });

  test('the saved filter survives a reload and is dropped after an hour', async () => {
    const page = await pageFor();
    const t0 = new Date('2026-11-21T12:00:00Z');
    await page.clock.setFixedTime(t0);
    // What the filter bar shows and what is saved, read together until they are as expected.
    const filter = async () => ({
      newPressed: await tab(page, 'new').getAttribute('aria-pressed'),
      topToday: await page.getByRole('button', { name: /^top: today/ }).count(),
      saved: await page.evaluate(() => localStorage.getItem('game_filter')),
    });
    await page.goto(stack.app);
    await eventually(filter, (f) => expect(f.newPressed).toBe('false'));
    await tab(page, 'new').click();
    await eventually(filter, (f) => expect(f.saved).toBe('new'));
    await page.clock.setFixedTime(new Date(t0.getTime() + 59 * 60_000));
    await page.reload();
    await page.getByTestId('filter-bar').waitFor();
    await eventually(filter, (f) => expect(f.newPressed).toBe('true'));
    await page.clock.setFixedTime(new Date(t0.getTime() + 60 * 60_000 + 1_000));
    await page.reload();
    await page.getByTestId('filter-bar').waitFor();
    await eventually(filter, (f) => expect(f).toEqual({ newPressed: 'false', topToday: 1, saved: null }));
    // Signed out: no personal feeds; the top dropdown closes on an outside click.
    expect(await tab(page, 'following').count()).toBe(0);
    await page.getByRole('button', { name: /^top/ }).click();
    await page.getByRole('menuitem', { name: 'week' }).waitFor();
    await page.mouse.click(5, 600);
    await page.getByRole('menuitem', { name: 'week' }).waitFor({ state: 'detached' });
  });

  test('a like while signed out opens the login modal; the header strip opens new tabs', async () => {
    const page = await pageFor();
    await page.goto(stack.app);
    await tab(page, 'new').click();
    const first = page.getByTestId('game-card').first();
    await first.getByRole('button', { name: 'Like' }).click();
    await page.getByRole('dialog', { name: 'Connect to degs' }).waitFor();
    for (const link of await page.getByTestId('header-strip').getByRole('link').all())
      expect(await link.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('particles').locator('span').count()).toBe(60);
  });
});
