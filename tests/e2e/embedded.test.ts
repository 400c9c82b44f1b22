// `make run` as a person meets it: the embedded process, the app shell in Chromium, a game page on the
// play origin inside the sandboxed player, graceful shutdown, and data that survives a restart.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signServiceToken, SERVICE_TOKEN_HEADER } from '@degs/kit';
import { Wallet } from 'ethers';
import { fixedMessage } from '@degs/service-auth/src/domain/wallet';
import { waitFor } from '@degs/kit/src/testing/wait';
import { launchBrowser } from '../support/browser';
import { generateGame } from '../support/games';
import { signedInPerson } from '../support/people';
import { freePort, freePortBlock, startProcess, waitHealthy, ROOT, type Proc } from '../support/processes';

jest.setTimeout(180_000);

const GAME_KEY = 'e2eGameKey_0123456789';
const GAME_HTML = `<!doctype html><html><body><h1 id="title">Snake Test</h1>
<script>document.getElementById('title').dataset.ran = 'yes';</script></body></html>`;

describe('embedded placement (make run)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'degs-e2e-'));
  let env: Record<string, string>;
  let proc: Proc;
  let browser: Browser;
  let page: Page;
  let app: string;
  let play: string;

  const start = async () => {
    proc = startProcess('packages/embedded/dist/main.js', env);
    await waitHealthy(`${app}/readyz`, proc);
    for (let i = 1; i <= 7; i++)
      await waitHealthy(`http://127.0.0.1:${Number(env.SERVICE_PORT_BASE) + i}/readyz`, proc);
  };

  beforeAll(async () => {
    const [port, playPort, base] = [await freePort(), await freePort(), await freePortBlock(8)];
    app = `http://localhost:${port}`;
    play = `http://localhost:${playPort}`;
    env = {
      PORT: String(port),
      PLAY_PORT: String(playPort),
      DATA_DIR: dataDir,
      SERVICE_PORT_BASE: String(base),
      // A job whose worker died with the process goes back to the queue after this (30 s by default).
      GENERATION_LEASE_MS: '3000',
    };
    await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await proc?.stop();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page.close();
  });

  test('the home page shows the app shell with the nav bar', async () => {
    await page.goto(app);
    await page.getByTestId('nav').waitFor();
    expect(await page.locator('.brand').textContent()).toBe('degs');
    expect(await page.getByTestId('connect').textContent()).toBe('connect');
    await page.screenshot({ path: join(ROOT, '.run', 'home.png') });
  });

  test.each([
    ['/token', '100 ETH target raise'],
    ['/ads', 'Coming Soon'],
    ['/auth/callback?token=abc', 'Failed to verify authentication link'],
    ['/auth/callback', 'Invalid authentication link'],
    ['/no/such/page', 'Page not found'],
  ])('%s shows %s', async (path, text) => {
    await page.goto(app + path);
    await page.getByText(text).first().waitFor();
  });

  test('an unknown profile says so and goes home', async () => {
    await page.goto(`${app}/user/nobody_here`);
    await page.locator('.toast', { hasText: 'User not found' }).waitFor();
    await page.waitForURL(`${app}/`);
  });

  test('the ads page keeps its participate button disabled', async () => {
    await page.goto(`${app}/ads`);
    expect(await page.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
  });

  test.each(['/profile', '/library', '/notifications', '/versions/abc', '/waiting/abc'])(
    'protected %s sends a visitor without a session to /',
    async (path) => {
      await page.goto(app + path);
      await page.waitForURL(`${app}/`);
      await page.getByTestId('nav').waitFor();
    },
  );

  test('a game page is served only from the play origin, sandboxed and cacheable', async () => {
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
    const media = `http://127.0.0.1:${Number(env.SERVICE_PORT_BASE) + 7}`;
    // The internal route refuses a caller without a service token...
    const anon = await fetch(`${media}/internal/assets/${GAME_KEY}/html`, { method: 'PUT', body: GAME_HTML });
    expect(anon.status).toBe(401);
    // ...and stores the page for one that has it (as the generation service will).
    const put = await fetch(`${media}/internal/assets/${GAME_KEY}/html`, {
      method: 'PUT',
      headers: { [SERVICE_TOKEN_HEADER]: signServiceToken(secrets.SERVICE_TOKEN_SECRET, 'generation') },
      body: GAME_HTML,
    });
    expect(put.status).toBe(201);

    const r = await fetch(`${play}/play/${GAME_KEY}.html`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts allow-pointer-lock;/);
    expect(r.headers.get('content-security-policy')).toContain(`frame-ancestors ${app}`);
    expect(r.headers.get('cache-control')).toContain('immutable');
    const etag = r.headers.get('etag')!;
    expect(
      (await fetch(`${play}/play/${GAME_KEY}.html`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    // The app origin never serves game HTML.
    expect((await fetch(`${app}/play/${GAME_KEY}.html`)).status).toBe(404);

    // A page without a game record is not a game: the player says so (the create suite plays real ones).
    await page.goto(`${app}/g/${GAME_KEY}`);
    await page.getByText('Game not found').waitFor();
  });

  test('SIGTERM drains and exits cleanly; the data and revoked sessions are there after a restart', async () => {
    // A session signed in and logged out before the restart must stay refused after it.
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    const { challenge } = await (await fetch(`${app}/api/auth/challenge`, { method: 'POST' })).json();
    const signedIn = await fetch(`${app}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        address: wallet.address,
        challenge,
        signature: await wallet.signMessage(fixedMessage(challenge)),
      }),
    });
    const { session_token: token } = await signedIn.json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${app}/api/auth/logout`, { method: 'POST', headers: auth })).status).toBe(200);

    expect(await proc.stop()).toBe(0);
    await start();
    expect((await fetch(`${app}/api/user/me`, { headers: auth })).status).toBe(401);
    const r = await fetch(`${play}/play/${GAME_KEY}.html`);
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(GAME_HTML);
  });

  test('SIGKILL during a like burst: after a restart every answered like is there, once, in the count and in each liker’s view', async () => {
    const maker = await signedInPerson(app, `mk${Date.now() % 1e6}`);
    const kv = await generateGame(app, maker, 'a frog catching flies on lily pads');
    const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
    expect(
      (await fetch(`${app}/api/games/${kv}/public`, { method: 'PATCH', headers: bearer(maker) })).status,
    ).toBe(200);
    const fans = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signedInPerson(app, `fan${i}x${Date.now() % 1e5}`)),
    );
    // Each fan likes once; the process is killed while the likes are in flight.
    const answers = fans.map((t) =>
      fetch(`${app}/api/games/${kv}/like`, { method: 'POST', headers: bearer(t) }).then(
        async (r) => (r.ok ? ((await r.json()) as { is_liked: boolean }) : null),
        () => null,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    proc.child.kill('SIGKILL');
    const answered = await Promise.all(answers);
    await proc.stop();
    await start();

    const game = async (t?: string) =>
      (await (await fetch(`${app}/api/games/${kv}`, { headers: t ? bearer(t) : {} })).json()).game;
    // The count is recounted from the likes committed; every like that was answered is among them.
    const count = (await game()).likes_count;
    expect(count).toBeGreaterThanOrEqual(answered.filter((a) => a?.is_liked).length);
    expect(count).toBeLessThanOrEqual(fans.length);
    // The game service's copy catches up (the events left on the bus or in the outbox): each fan
    // sees their own like, the answered ones included, and no more likes than the count.
    await waitFor('every liker sees their like', async () => {
      const seen = await Promise.all(fans.map(async (t) => (await game(t)).is_liked as boolean));
      return seen.filter(Boolean).length === count && answered.every((a, i) => !a?.is_liked || seen[i]);
    });
    expect((await game()).likes_count).toBe(count);
  });

  test('SIGKILL during a generation: after a restart the game is made, once, and the energy spent once', async () => {
    const name = `gk${Date.now() % 1e6}`;
    const maker = await signedInPerson(app, name);
    const auth = { authorization: `Bearer ${maker}`, 'content-type': 'application/json' };
    const me = async () => await (await fetch(`${app}/api/user/me`, { headers: auth })).json();
    const energy = (await me()).daily_energies_remaining as number;
    const started = await fetch(`${app}/api/games/generate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ prompt: 'a penguin sliding down an icy hill' }),
    });
    const { kv_key: kv } = (await started.json()) as { kv_key: string };
    const status = async () => (await (await fetch(`${app}/api/games/${kv}/status`)).json()).status as number;
    // Killed while a worker has it (the play-test takes a moment).
    await waitFor('the job to be generating', async () => (await status()) === 1, 30_000, 20);
    proc.child.kill('SIGKILL');
    await proc.stop();
    await start();

    await waitFor('the game made after the restart', async () => (await status()) === 2, 90_000, 200);
    const game = await (await fetch(`${app}/api/games/${kv}`, { headers: auth })).json();
    expect(game.game.kv_key).toBe(kv);
    const { versions } = await (await fetch(`${app}/api/games/${kv}/versions`, { headers: auth })).json();
    expect(versions.map((v: { kv_key: string }) => v.kv_key)).toEqual([kv]);
    const mine = await (await fetch(`${app}/api/games/user/${name}?type=all`, { headers: auth })).json();
    expect(mine.games.map((g: { kv_key: string }) => g.kv_key)).toEqual([kv]);
    expect((await me()).daily_energies_remaining).toBe(energy - 1);
  });
});
