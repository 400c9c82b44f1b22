// Identity end to end through the gateway, on the embedded and the distributed placement: wallet
// sign-in (SIWE and the fixed message), magic links, sessions, profiles — and the attacks on each.
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { Wallet } from 'ethers';
import { SiweMessage } from 'siwe';
import { signServiceToken, SERVICE_TOKEN_HEADER } from '@degs/kit';
import { fixedMessage } from '@degs/service-auth/src/domain/wallet';
import { latestMagicLink, startDistributedStack, startEmbeddedStack, type Stack } from '../support/stack';

jest.setTimeout(180_000);

// A plain Wallet (createRandom gives an HD wallet, a different class).
const newWallet = () => new Wallet(Wallet.createRandom().privateKey);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(['embedded', 'distributed'] as const)('identity on the %s placement', (placement) => {
  let stack: Stack;
  let db: pg.Pool;

  beforeAll(async () => {
    stack = placement === 'embedded' ? await startEmbeddedStack() : await startDistributedStack();
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const r = await fetch(stack.app + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Json, headers: r.headers };
  };
  const challenge = async () => (await call('POST', '/api/auth/challenge')).body.challenge as string;
  const host = () => new URL(stack.app).host;

  async function siwe(wallet: Wallet, nonce: string, change: Partial<SiweMessage> = {}) {
    const message = new SiweMessage({
      domain: host(),
      address: wallet.address,
      statement: 'Sign in to degs. This only proves that you own this wallet; it cannot move your funds.',
      uri: stack.app,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: new Date().toISOString(),
      ...change,
    }).prepareMessage();
    return {
      address: wallet.address,
      signature: await wallet.signMessage(message),
      challenge: nonce,
      message,
    };
  }

  async function emailSignIn(email: string) {
    expect((await call('POST', '/api/auth/email/magic-link', { email })).status).toBe(200);
    const link = latestMagicLink(stack.mailDir, email.trim().toLowerCase());
    return { link, token: new URL(link).searchParams.get('token')! };
  }

  describe('wallet', () => {
    test('a challenge is a long random alphanumeric nonce', async () => {
      const [a, b] = [await challenge(), await challenge()];
      expect(a).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(a).not.toBe(b);
    });

    test('SIWE sign-in creates a user without a username, then finds the same user again', async () => {
      const wallet = newWallet();
      const first = await call('POST', '/api/auth/verify', await siwe(wallet, await challenge()));
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({ username: null, user_address: wallet.address.toLowerCase() });
      expect(typeof first.body.session_token).toBe('string');
      const again = await call('POST', '/api/auth/verify', await siwe(wallet, await challenge()));
      expect(again.body.user.id).toBe(first.body.user.id);
    });

    test("the spec's fixed message works, compared ignoring case", async () => {
      const wallet = newWallet();
      const nonce = await challenge();
      const r = await call('POST', '/api/auth/verify', {
        address: wallet.address.toUpperCase().replace('0X', '0x'),
        signature: await wallet.signMessage(fixedMessage(nonce)),
        challenge: nonce,
      });
      expect(r.status).toBe(200);
      expect(r.body.user.user_address).toBe(wallet.address.toLowerCase());
    });

    test('a replayed nonce is refused', async () => {
      const wallet = newWallet();
      const body = await siwe(wallet, await challenge());
      expect((await call('POST', '/api/auth/verify', body)).status).toBe(200);
      const replay = await call('POST', '/api/auth/verify', body);
      expect(replay).toMatchObject({ status: 401, body: { error: 'Invalid or expired challenge' } });
    });

    test('one nonce used twice in parallel: exactly one succeeds', async () => {
      const wallet = newWallet();
      const body = await siwe(wallet, await challenge());
      const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/auth/verify', body)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    });

    test('a nonce that was never issued is refused', async () => {
      const wallet = newWallet();
      const r = await call('POST', '/api/auth/verify', await siwe(wallet, 'madeUpNonce1234567890AB'));
      expect(r).toMatchObject({ status: 401, body: { error: 'Invalid or expired challenge' } });
    });

    test.each([
      ['SIWE for another domain', { domain: 'evil.example' }, 'Sign-in message is for another site'],
      ['another uri', { uri: 'https://evil.example' }, 'Sign-in message is for another site'],
      ['a wrong chain', { chainId: 137 }, 'Unsupported chain'],
      [
        'an expired message',
        { expirationTime: new Date(Date.now() - 1000).toISOString() },
        'Sign-in message has expired',
      ],
      [
        'an old message',
        { issuedAt: new Date(Date.now() - 3_600_000).toISOString() },
        'Sign-in message is too old',
      ],
    ])('%s is refused', async (_what, change, error) => {
      const r = await call('POST', '/api/auth/verify', await siwe(newWallet(), await challenge(), change));
      expect(r).toMatchObject({ status: 401, body: { error } });
    });

    test('a signature by another key is refused, with SIWE and with the fixed message', async () => {
      const [victim, attacker] = [newWallet(), newWallet()];
      const body = await siwe(victim, await challenge());
      body.signature = await attacker.signMessage(body.message);
      expect((await call('POST', '/api/auth/verify', body)).status).toBe(401);
      const nonce = await challenge();
      const fixed = await call('POST', '/api/auth/verify', {
        address: victim.address,
        signature: await attacker.signMessage(fixedMessage(nonce)),
        challenge: nonce,
      });
      expect(fixed).toMatchObject({ status: 401, body: { error: 'Signature does not match the address' } });
    });

    test('malformed bodies are a 400, never a 500', async () => {
      for (const body of [{}, { address: 'x', signature: 'y', challenge: 'z' }, { address: 1 }, []]) {
        const r = await call('POST', '/api/auth/verify', body);
        expect(r.status).toBe(400);
        expect(r.body.error).toBe('address, signature and challenge are required');
      }
    });
  });

  describe('magic link', () => {
    test('signs in once; one normalised address is one user', async () => {
      const { link, token } = await emailSignIn('  Newcomer.One@Example.COM ');
      expect(link.startsWith(`${stack.app}/auth/callback?token=`)).toBe(true);
      expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      const first = await call('POST', '/api/auth/email/verify', { token });
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({
        username: null,
        user_address: null,
        daily_energies_remaining: 10,
        staked_amount: 0,
      });

      const reused = await call('POST', '/api/auth/email/verify', { token });
      expect(reused).toMatchObject({ status: 410, body: { error: 'This sign-in link was already used' } });

      const second = await emailSignIn('newcomer.one@example.com');
      const again = await call('POST', '/api/auth/email/verify', { token: second.token });
      expect(again.body.user.id).toBe(first.body.user.id);
    });

    test('the token is stored hashed', async () => {
      const email = `hashed-${Date.now()}@example.com`;
      const { token } = await emailSignIn(email);
      const { rows } = await db.query('SELECT token_hash FROM auth.magic_links WHERE email = $1', [email]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).not.toContain(token);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    test('an expired link is refused; a made-up one too', async () => {
      const { token } = await emailSignIn('late@example.com');
      await db.query(
        `UPDATE auth.magic_links SET expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`,
      );
      expect(await call('POST', '/api/auth/email/verify', { token })).toMatchObject({
        status: 410,
        body: { error: 'This sign-in link has expired' },
      });
      expect(await call('POST', '/api/auth/email/verify', { token: 'A'.repeat(43) })).toMatchObject({
        status: 401,
        body: { error: 'Invalid authentication link' },
      });
      expect((await call('POST', '/api/auth/email/verify', {})).status).toBe(400);
    });

    test('an invalid address is a 400; a known and an unknown address get the same answer', async () => {
      expect(await call('POST', '/api/auth/email/magic-link', { email: 'not-an-email' })).toMatchObject({
        status: 400,
        body: { error: 'Please enter a valid email address' },
      });
      const known = await call('POST', '/api/auth/email/magic-link', { email: 'newcomer.one@example.com' });
      const unknown = await call('POST', '/api/auth/email/magic-link', {
        email: 'nobody-at-all@example.com',
      });
      expect(known.status).toBe(unknown.status);
      expect(known.body).toEqual(unknown.body);
    });

    test('too many links for one address is a 429', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await call('POST', '/api/auth/email/magic-link', { email: 'spam@example.com' })).status);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    });

    test('too many links from one IP is a 429, and spoofed x-degs-* headers do not get around it', async () => {
      let limited: { status: number; body: Json; headers: Headers } | undefined;
      for (let i = 0; i < 30 && !limited; i++) {
        const r = await call(
          'POST',
          '/api/auth/email/magic-link',
          { email: `ip-${i}@example.com` },
          undefined,
          {
            'x-degs-client-ip': `10.0.0.${i}`,
            'x-forwarded-for': `10.0.0.${i}`,
          },
        );
        if (r.status === 429) limited = r;
      }
      expect(limited?.body.error).toBe('Too many sign-in links requested. Please try again later.');
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('sessions', () => {
    let token: string;
    let userId: string;
    beforeAll(async () => {
      const r = await call('POST', '/api/auth/verify', await siwe(newWallet(), await challenge()));
      token = r.body.session_token;
      userId = r.body.user.id;
    });

    test('the token carries iss, aud, exp and a session id, signed with HS256', () => {
      const decoded = jwt.decode(token, { complete: true })!;
      expect(decoded.header.alg).toBe('HS256');
      expect(decoded.payload).toMatchObject({
        sub: userId,
        iss: 'degs',
        aud: 'degs-app',
        sid: expect.any(String),
      });
    });

    test('tampered, alg:none and expired tokens are refused by the gateway and by the service itself', async () => {
      const payload = jwt.decode(token) as Json;
      const [h, , sig] = token.split('.');
      const tampered = [
        h,
        Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url'),
        sig,
      ].join('.');
      const none = jwt.sign({ ...payload }, '', { algorithm: 'none' });
      const expired = [
        h,
        Buffer.from(JSON.stringify({ ...payload, exp: 1 })).toString('base64url'),
        sig,
      ].join('.');
      for (const bad of [tampered, none, expired]) {
        expect((await call('GET', '/api/user/me', undefined, bad)).status).toBe(401);
        const direct = await fetch(`${stack.service('user')}/api/user/me`, {
          headers: { authorization: `Bearer ${bad}` },
        });
        expect(direct.status).toBe(401);
      }
    });

    test('logout revokes the session everywhere', async () => {
      const r = await call('POST', '/api/auth/verify', await siwe(newWallet(), await challenge()));
      const t = r.body.session_token;
      expect((await call('GET', '/api/user/me', undefined, t)).status).toBe(200);
      expect(await call('POST', '/api/auth/logout', undefined, t)).toMatchObject({
        status: 200,
        body: { success: true },
      });
      expect(await call('GET', '/api/user/me', undefined, t)).toMatchObject({
        status: 401,
        body: { error: 'Session revoked' },
      });
      const direct = await fetch(`${stack.service('user')}/api/user/me`, {
        headers: { authorization: `Bearer ${t}` },
      });
      expect(direct.status).toBe(401);
    });
  });

  describe('profiles', () => {
    let token: string;
    let userId: string;
    let address: string;
    beforeAll(async () => {
      const wallet = newWallet();
      const r = await call('POST', '/api/auth/verify', await siwe(wallet, await challenge()));
      token = r.body.session_token;
      userId = r.body.user.id;
      address = wallet.address.toLowerCase();
    });

    test('/api/user/me has every field of the spec', async () => {
      const r = await call('GET', '/api/user/me', undefined, token);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(
        [
          'id',
          'username',
          'user_address',
          'daily_energies_remaining',
          'staked_amount',
          'bio',
          'website',
          'tiktok_profile',
          'x_profile',
          'twitch_profile',
          'followers_count',
          'following_count',
          'is_following',
          'games_count',
        ].sort(),
      );
      expect(r.body).toMatchObject({
        id: userId,
        username: null,
        daily_energies_remaining: 10,
        staked_amount: 0,
      });
      expect((await call('GET', '/api/user/me')).body).toEqual({ error: 'No session token found' });
    });

    test('PATCH applies the rules with their messages, ignores unknown fields and never edits the address', async () => {
      const bad = await call('PATCH', '/api/user', { username: 'no' }, token);
      expect(bad).toMatchObject({
        status: 400,
        body: { error: 'Username must be 3-20 characters and contain only letters, numbers and underscores' },
      });
      expect((await call('PATCH', '/api/user', { website: 'nope' }, token)).body.error).toBe(
        'Please enter a valid URL',
      );
      expect((await call('PATCH', '/api/user', { x_profile: 'bad handle' }, token)).body.error).toBe(
        'Invalid x profile format',
      );
      const name = `Maker_${Date.now() % 100000}`;
      const ok = await call(
        'PATCH',
        '/api/user',
        {
          username: name,
          bio: 'I make games',
          x_profile: '@maker',
          user_address: '0xdead',
          staked_amount: 99,
          foo: 1,
        },
        token,
      );
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        username: name,
        bio: 'I make games',
        x_profile: 'maker',
        user_address: address,
        staked_amount: 0,
      });
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM users.outbox WHERE key = $1 AND topic = 'degs.user.v1'`,
        [userId],
      );
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
    });

    test('usernames are unique ignoring case', async () => {
      const mine = (await call('GET', '/api/user/me', undefined, token)).body.username as string;
      const other = await call('POST', '/api/auth/verify', await siwe(newWallet(), await challenge()));
      const taken = await call(
        'PATCH',
        '/api/user',
        { username: mine.toUpperCase() },
        other.body.session_token,
      );
      expect(taken).toMatchObject({ status: 409, body: { error: 'Username is already taken' } });
    });

    test('the public profile is readable without a session; an unknown one is 404', async () => {
      const mine = (await call('GET', '/api/user/me', undefined, token)).body.username as string;
      const r = await call('GET', `/api/users/${mine.toLowerCase()}`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        username: mine,
        bio: 'I make games',
        followers_count: 0,
        following_count: 0,
        games_count: 0,
        is_following: false,
      });
      expect(await call('GET', '/api/users/no_such_person')).toMatchObject({
        status: 404,
        body: { error: 'User not found' },
      });
    });

    test('the staked amount changes only through the internal admin call', async () => {
      expect((await call('PUT', `/internal/users/${userId}/staked`, { staked_amount: 5 })).status).toBe(404);
      const anon = await fetch(`${stack.service('user')}/internal/users/${userId}/staked`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ staked_amount: 5 }),
      });
      expect(anon.status).toBe(401);
      const admin = await fetch(`${stack.service('user')}/internal/users/${userId}/staked`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          [SERVICE_TOKEN_HEADER]: signServiceToken(stack.serviceTokenSecret, 'admin'),
        },
        body: JSON.stringify({ staked_amount: 1250.5 }),
      });
      expect(admin.status).toBe(200);
      expect((await call('GET', '/api/user/me', undefined, token)).body.staked_amount).toBe(1250.5);
    });
  });
});
