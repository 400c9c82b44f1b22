// Identity as people do it, in Chromium on the embedded placement: a newcomer signs in by magic link
// (reading the mail), picks a username, edits the profile and sees the profile page; another signs in
// with a wallet (an EIP-1193 provider injected into the page, backed by a real private key), switches
// accounts and logs out.
import { Wallet } from 'ethers';
import type { Browser, BrowserContext } from 'playwright-core';
import { eventually, launchBrowser, toastShown } from '../support/browser';
import { latestMagicLink, startEmbeddedStack, type Stack } from '../support/stack';

jest.setTimeout(180_000);

/** window.ethereum for the page: requests answered here, signatures made by a real key in Node. */
async function injectWallet(context: BrowserContext, wallet: Wallet) {
  await context.exposeFunction('__degsSign', async (hex: string) =>
    wallet.signMessage(Buffer.from(hex.slice(2), 'hex')),
  );
  await context.addInitScript((address: string) => {
    const listeners: Record<string, ((...a: unknown[]) => void)[]> = {};
    const w = window as unknown as Record<string, unknown>;
    w.ethereum = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address.toLowerCase()];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign')
          return (w.__degsSign as (h: string) => Promise<string>)(params![0] as string);
        throw new Error(`unsupported ${method}`);
      },
      on: (e: string, fn: (...a: unknown[]) => void) => void (listeners[e] ??= []).push(fn),
      removeListener: (e: string, fn: (...a: unknown[]) => void) => {
        listeners[e] = (listeners[e] ?? []).filter((f) => f !== fn);
      },
    };
    w.__emit = (e: string, arg: unknown) => (listeners[e] ?? []).forEach((fn) => fn(arg));
  }, wallet.address);
}

describe('identity in the browser', () => {
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

  test('a newcomer signs in by magic link, picks a username, edits the profile and sees it', async () => {
    const page = await (await browser.newContext()).newPage();
    const email = 'newcomer@example.com';
    await page.goto(stack.app);
    await page.getByTestId('connect').click();
    await page.getByRole('dialog', { name: 'Connect to degs' }).waitFor();
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    expect(await page.getByRole('button', { name: 'Send Magic Link' }).isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await toastShown(page, 'Magic link sent! Check your email');

    await page.goto(latestMagicLink(stack.mailDir, email));
    const modal = page.getByRole('dialog', { name: 'Choose a username' });
    await modal.waitFor();
    const input = modal.getByLabel('Username');
    const create = modal.getByRole('button', { name: 'Create Account' });
    await input.fill('ab');
    await modal
      .getByText('Username must be 3-20 characters and contain only letters, numbers and underscores')
      .waitFor();
    expect(await create.isDisabled()).toBe(true);
    await input.fill('');
    await eventually(
      () => modal.locator('.field-error').count(),
      (errors) => expect(errors).toBe(0), // cleared when emptied
    );
    await input.fill('Newcomer_1');
    await create.click();
    await toastShown(page, 'Account created successfully!');
    await modal.waitFor({ state: 'detached' });
    await page.getByTestId('account-menu').getByText('Newcomer_1').waitFor();
    expect(await page.getByTestId('energy-badge').textContent()).toContain('10 · 0 DEGS');

    await page.goto(`${stack.app}/profile`);
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(await page.getByLabel('Wallet address').isEditable()).toBe(false);
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastShown(page, 'Please enter a valid URL');
    await page.getByLabel('Website').fill('https://newcomer.example');
    await page.getByLabel('Bio').fill('I make tiny games.');
    await page.getByLabel('X').fill('@newcomer');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastShown(page, 'Profile updated successfully');

    await page.goto(`${stack.app}/user/Newcomer_1`);
    const profile = page.getByTestId('profile');
    await profile.getByText('I make tiny games.').waitFor();
    expect(await profile.locator('.avatar').textContent()).toBe('N');
    // 'Edit Profile' is for the owner: it shows once the session's user is known too (a separate load).
    await eventually(
      () => profile.getByRole('link', { name: 'Edit Profile' }).count(),
      (links) => expect(links).toBe(1),
    );
    expect(await profile.getByRole('link', { name: 'X' }).getAttribute('href')).toBe(
      'https://x.com/newcomer',
    );
    expect(await profile.getByRole('button', { name: 'TikTok' }).isDisabled()).toBe(true);
    await profile.getByText('No games published yet').waitFor();
    await page.screenshot({ path: `${__dirname}/../../.run/profile.png` });
  });

  test('a used or missing link is refused on the callback screen', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.app}/auth/callback`);
    await page.getByText('Invalid authentication link').first().waitFor();
    await page.goto(`${stack.app}/auth/callback?token=${'x'.repeat(43)}`);
    await toastShown(page, 'Failed to verify authentication link');
  });

  test('a wallet user signs in with MetaMask, is signed out when the account changes, and logs out', async () => {
    const wallet = new Wallet(Wallet.createRandom().privateKey);
    const context = await browser.newContext();
    await injectWallet(context, wallet);
    const page = await context.newPage();
    const connect = async () => {
      await page.getByTestId('connect').click();
      await page.getByRole('button', { name: 'Connect with MetaMask' }).click();
    };

    await page.goto(stack.app);
    await connect();
    await toastShown(page, 'Wallet connected! Please set your username.');
    const modal = page.getByRole('dialog', { name: 'Choose a username' });
    await modal.getByLabel('Username').fill('wallet_person');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('account-menu').getByText('wallet_person').click();
    await page.getByText(wallet.address.toLowerCase()).waitFor();

    // Another account in the wallet: signed out with a message.
    await page.evaluate(() =>
      (window as unknown as { __emit(e: string, a: unknown): void }).__emit('accountsChanged', [
        '0x000000000000000000000000000000000000dEaD',
      ]),
    );
    await toastShown(page, 'Please reconnect your wallet');
    await page.getByTestId('connect').waitFor();

    // Back with the right account: a known user, straight in.
    await connect();
    await toastShown(page, 'Connected successfully!');
    const token = await eventually(
      () => page.evaluate(() => localStorage.getItem('session_token')),
      (t) => expect(t).toBeTruthy(), // else the 401 below would prove nothing
    );
    await page.getByTestId('account-menu').getByText('wallet_person').click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await toastShown(page, 'Successfully logged out');
    await page.getByTestId('connect').waitFor();
    await eventually(
      () => page.evaluate(() => localStorage.getItem('session_token')),
      (t) => expect(t).toBeNull(),
    );
    const me = await fetch(`${stack.app}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401); // the session was revoked, not just forgotten
  });

  test('on Android without MetaMask it points to the MetaMask app; on iOS it opens the MetaMask browser', async () => {
    const android = await (
      await browser.newContext({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      })
    ).newPage();
    await android.goto(stack.app);
    await android.getByTestId('connect').click();
    await android.getByRole('button', { name: 'Connect with MetaMask' }).click();
    await toastShown(android, 'Please open this page in the MetaMask app browser or install MetaMask');

    const ios = await (
      await browser.newContext({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      })
    ).newPage();
    // The deep link leaves for the MetaMask app; answered here, since this machine has no outside network.
    await ios.route('https://metamask.app.link/**', (route) => route.fulfill({ body: 'MetaMask' }));
    await ios.goto(`${stack.app}/user/Newcomer_1`);
    await ios.getByTestId('connect').click();
    const leaving = ios.waitForRequest((r) => r.url().startsWith('https://metamask.app.link/'));
    await ios.getByRole('button', { name: 'Connect with MetaMask' }).click();
    expect((await leaving).url()).toBe(
      `https://metamask.app.link/dapp/${new URL(stack.app).host}/user/Newcomer_1`,
    );
  });

  test('without MetaMask the login modal says so', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(stack.app);
    await page.getByTestId('connect').click();
    await page.getByRole('button', { name: 'Connect with MetaMask' }).click();
    await toastShown(page, 'MetaMask is not installed');
  });
});
