// A newcomer goes from a prompt to a published, playable game and an improved version, in Chromium on
// the embedded placement.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, toastShown, withSession } from '../support/browser';
import { startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { generateGame } from '../support/games';

jest.setTimeout(180_000);

describe('create and play in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startEmbeddedStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Signed in with a username (the identity suites cover how); the session is in local storage. */
  async function signedInPage(name: string): Promise<Page> {
    const token = await signedInPerson(stack.app, name);
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await withSession(context, token);
    return context.newPage();
  }

  test('prompt → celebration → play → improve → publish → library and versions', async () => {
    const page = await signedInPage('creator_1');
    await page.goto(stack.app);
    await page.getByRole('button', { name: 'create' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Game' });
    expect(await modal.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await modal.getByLabel('Prompt').fill('a snake game in space with neon colours');
    // The generating view shows where the job is: the first status answer is held at play-testing.
    let held = false;
    await page.route('**/api/games/*/status', async (route) => {
      if (held) return route.continue();
      held = true;
      await route.fulfill({
        json: { status: 1, stage: 'play-testing', progress: 0.8, error: null, name: null, notes: [] },
      });
    });
    await modal.getByRole('button', { name: 'Create' }).click();
    await eventually(
      () => page.getByTestId('stage').textContent(),
      (text) => expect(text).toBe('Play-testing it before it is yours…'),
    );
    const bar = await page
      .locator('.progress > div')
      .evaluate((d) => parseFloat((d as HTMLElement).style.width));
    expect(bar).toBeGreaterThanOrEqual(80); // the real progress, ahead of the 30 s floor

    // The first game ever: the celebration, then the version's player.
    const celebration = page.getByTestId('celebration');
    await celebration.waitFor();
    expect(await page.locator('canvas.confetti').getAttribute('data-pieces')).toBe('500');
    await celebration.getByRole('button', { name: "Let's Go!" }).click();
    await page.waitForURL(/\/v\/[A-Za-z0-9_-]{22}$/);
    const v1 = page.url().split('/v/')[1];

    // It plays: the frame comes from the play origin, starts on input and draws.
    const frame = page.frameLocator('iframe[title="game"]');
    await frame.locator('canvas#game').waitFor();
    expect(await page.locator('iframe[title="game"]').getAttribute('src')).toBe(
      `${stack.play}/play/${v1}.html?username=creator_1`,
    );
    const game = page.frames().find((f) => f.url().startsWith(stack.play))!;
    const box = (await page.locator('iframe[title="game"]').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2); // a tap on the game
    await game.waitForFunction(
      () => (window as unknown as { __degs: { state: string } }).__degs.state === 'play',
    );
    // The frame plays before the game record is in (and the player reloads it as the session resolves).
    await eventually(
      () => page.getByTestId('game-topbar').textContent(),
      (bar) => expect(bar).toContain('Space Snake'),
    );
    // The sandbox holds: an opaque origin, and no reach into the app around it.
    expect(await game.evaluate(() => window.origin)).toBe('null');
    expect(
      await game.evaluate(() => {
        try {
          return window.parent.document.title;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');

    // Improve: the history shows version 1; the new version opens when it is done.
    await page.getByRole('button', { name: 'improve' }).click();
    const improve = page.getByRole('dialog', { name: 'Improve Game' });
    await improve.getByRole('link', { name: 'Version 1' }).waitFor();
    await improve.getByLabel('Prompt').fill('make it faster and add a boss');
    await improve.getByRole('button', { name: 'Improve' }).click();
    await toastShown(page, 'Game generated successfully!');
    await toastShown(page, 'A snake game cannot have a boss yet, so that part was left out.');
    await page.waitForURL((url) => url.pathname.startsWith('/v/') && !url.pathname.endsWith(v1));
    const v2 = page.url().split('/v/')[1];

    // Publish: the first publish ever opens the congratulation.
    await page.getByRole('button', { name: 'publish' }).click();
    const congrats = page.getByRole('dialog', { name: 'Congratulations' });
    await congrats.getByText('you are a Game Studio now').waitFor();
    await congrats.getByRole('button', { name: "Let's Fucking Go!" }).click();
    await page.getByRole('button', { name: 'hide' }).waitFor();

    // The library lists it as public; its versions page shows both versions.
    await page.goto(`${stack.app}/library`);
    await page.getByRole('heading', { name: 'Public Games' }).waitFor();
    await page.getByText('No private games yet').waitFor();
    await page.getByTestId('game-card').filter({ hasText: 'Space Snake' }).click();
    await page.getByRole('heading', { name: 'Game Versions' }).waitFor();
    const versions = page.getByTestId('version');
    await versions.first().waitFor();
    expect(await versions.count()).toBe(2);
    expect(await page.getByRole('heading', { name: /^Version \d$/ }).allTextContents()).toEqual([
      'Version 2',
      'Version 1',
    ]);
    expect(await versions.first().textContent()).toContain('Public');
    expect(await versions.first().getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(`/v/${v2}`);
    await page.screenshot({ path: `${__dirname}/../../.run/versions.png` });

    // And the public profile shows it under Published Games, with its cover.
    await page.goto(`${stack.app}/user/creator_1`);
    const card = page.getByTestId('profile').getByTestId('game-card');
    await card.filter({ hasText: 'Space Snake' }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=profile] .cover img');
      return img?.complete && img.naturalWidth === 512;
    });
  });

  type GameFrame = NonNullable<ReturnType<Page['frames']>[number]>;
  /** The player page of version `kv` opened, the game started with a tap; its frame. */
  async function playGame(page: Page, kv: string): Promise<GameFrame> {
    await page.goto(`${stack.app}/v/${kv}`);
    await page.frameLocator('iframe[title="game"]').locator('canvas#game').waitFor();
    const game = page.frames().find((f) => f.url().startsWith(stack.play))!;
    await eventually(
      () => gameState(game),
      (s) => expect(s).toBe('title'),
    );
    const box = (await page.locator('iframe[title="game"]').boundingBox())!;
    // (a tap starts it; tapped again until it has, should the first come as the frame settles)
    await eventually(
      async () => {
        if ((await gameState(game)) !== 'play')
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        return gameState(game);
      },
      (s) => expect(s).toBe('play'),
    );
    return game;
  }
  const gameState = (game: GameFrame) =>
    game.evaluate(() => (window as unknown as { __degs?: { state: string } }).__degs?.state);
  const gameWords = (game: GameFrame) =>
    game.evaluate(() => (window as unknown as { __degs: { words: { name: string }[] } }).__degs.words.map((w) => w.name)); // prettier-ignore

  test('a virtual pet is still there on coming back: the page around the sandboxed game keeps it', async () => {
    const token = await signedInPerson(stack.app, 'pet_owner');
    const kv = await generateGame(stack.app, token, 'a virtual pet hamster like a tamagotchi, save it so he is still there when i come back'); // prettier-ignore
    const page = await (await withSession(await browser.newContext(), token)).newPage();
    const first = await playGame(page, kv);
    expect(await gameWords(first)).not.toContain('Welcome back!');
    await first.press('canvas#game', '1'); // fed: kept
    await eventually(
      () => page.evaluate((key) => localStorage.getItem(key), `degs-kept:${kv}`),
      (kept) => expect(JSON.parse(kept ?? '{}')).toHaveProperty('pet.needs.food'),
    );
    const again = await playGame(page, kv);
    await eventually(
      () => gameWords(again),
      (w) => expect(w).toContain('Welcome back!'),
    );
  });

  test('a best score is still on the title screen on coming back, kept by the page around the game', async () => {
    const token = await signedInPerson(stack.app, 'runner_1');
    const kv = await generateGame(stack.app, token, 'dinosaur jump game with a high score table');
    const page = await (await withSession(await browser.newContext(), token)).newPage();
    // (one life: the first cactus, never jumped, ends the run)
    const first = await playGame(page, kv);
    await eventually(
      () => gameState(first),
      (s) => expect(s).toBe('over'),
      30_000,
    );
    const score = await first.evaluate(
      () => (window as unknown as { __degs: { score: number } }).__degs.score,
    );
    expect(score).toBeGreaterThan(0);
    // the table on the end screen, its first line this run's score as shown
    const best = (await gameWords(first)).find((w) => w.startsWith('1.  '))?.slice(4);
    expect(best).toBeDefined();
    await page.goto(`${stack.app}/v/${kv}`);
    await page.frameLocator('iframe[title="game"]').locator('canvas#game').waitFor();
    const again = page.frames().find((f) => f.url().startsWith(stack.play))!;
    await eventually(
      () => gameWords(again),
      (w) => expect(w).toContain(`Best ${best}`),
    );
  });

  test('an unknown game or version says so', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.app}/g/NoSuchGame12345678901`);
    await page.getByText('Game not found').waitFor();
    await page.goto(`${stack.app}/v/NoSuchGame12345678901`);
    await page.getByText('Version not found').waitFor();
  });
});
