// Prompt to playable game through the gateway, on the embedded and the distributed placement (real
// Kafka): jobs, workers, the built-in provider, the game record, the page on the play origin,
// improvements, energy, and a job whose worker died mid-job.
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { waitFor } from '@degs/kit/src/testing/wait';
import { startDistributedStack, startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { jsonCaller, type Json } from '../support/http';

jest.setTimeout(240_000);

describe.each(['embedded', 'distributed'] as const)('generation on the %s placement', (placement) => {
  let stack: Stack;
  let db: pg.Pool;
  beforeAll(async () => {
    // Not a test of the per-IP allowance: these waits poll, and on a busy machine they passed 600 a minute.
    const env = { RATE_LIMIT_MAX: '100000000' };
    stack = placement === 'embedded' ? await startEmbeddedStack(env) : await startDistributedStack(env);
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const call = jsonCaller(() => stack.app);

  const newcomer = (name: string) => signedInPerson(stack.app, `${name}${Date.now() % 1e6}`);

  async function generate(token: string, prompt: string, parent?: string) {
    const r = await call('POST', '/api/games/generate', token, {
      prompt,
      ...(parent ? { parent_kv_key: parent } : {}),
    });
    expect(r.status).toBe(200);
    const kv = r.body.kv_key as string;
    const status = await waitFor(
      `job ${kv} to finish`,
      async () => {
        const s = (await call('GET', `/api/games/${kv}/status`)).body;
        return s.status === 2 || s.status < 0 ? s : null;
      },
      60_000,
      50,
    );
    expect(status).toMatchObject({ status: 2, error: null });
    await waitFor(
      `game ${kv}`,
      async () => (await call('GET', `/api/games/${kv}`)).status === 200,
      30_000,
      50,
    );
    return { kv, first: r.body.is_first_creation as boolean, queued: r.body.status as number };
  }

  test('a prompt becomes a playable game, served sandboxed on the play origin', async () => {
    const token = await newcomer('maker');
    const { kv, first, queued } = await generate(token, 'a fast snake game in space with neon colours');
    expect(queued).toBe(0);
    expect(first).toBe(true);
    const game = (await call('GET', `/api/games/${kv}`, token)).body.game;
    expect(game).toMatchObject({
      kv_key: kv,
      name: 'Space Snake',
      is_author: true,
      is_public: false,
      version_number: 1,
    });
    const page = await fetch(`${stack.play}/play/${kv}.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts allow-pointer-lock;/);
    expect(page.headers.get('content-encoding')).toBe('gzip'); // what fetch asks for
    expect(page.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const html = await page.text();
    expect(html).toContain('<canvas id="game"');
    expect(html).toContain('"mechanic":"snake"');
    expect(html).not.toMatch(/https?:\/\//);
    const cover = await fetch(`${stack.app}/image/${kv}.webp`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // A browser that accepts brotli gets the same page in brotli.
    const br = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
      http
        .get(`${stack.play}/play/${kv}.html`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject),
    );
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect((await call('GET', '/api/user/me', token)).body.daily_energies_remaining).toBe(9);
    // The second one is not the first creation.
    expect((await generate(token, 'breakout with cats')).first).toBe(false);
  });

  test('improving makes a new version that differs, and names what it could not do', async () => {
    const token = await newcomer('improver');
    const v1 = await generate(token, 'flappy bird in the ocean');
    const v2 = await generate(token, 'make it faster and add a boss', v1.kv);
    const status = (await call('GET', `/api/games/${v2.kv}/status`)).body;
    expect(status.notes).toEqual(['A flappy game cannot have a boss yet, so that part was left out.']);
    const [html1, html2] = await Promise.all(
      [v1.kv, v2.kv].map(async (k) => (await fetch(`${stack.play}/play/${k}.html`)).text()),
    );
    expect(html1).toContain('"speed":1,');
    expect(html2).toContain('"speed":1.3,');
    const versions = (await call('GET', `/api/games/${v2.kv}/versions`, token)).body.versions;
    expect(versions.map((v: Json) => [v.kv_key, v.version_number])).toEqual([
      [v2.kv, 2],
      [v1.kv, 1],
    ]);
  });

  test('bad requests are refused with their reasons', async () => {
    const token = await newcomer('careful');
    expect((await call('POST', '/api/games/generate', undefined, { prompt: 'x' })).status).toBe(401);
    expect(await call('POST', '/api/games/generate', token, { prompt: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'Prompt is required' },
    });
    expect(await call('POST', '/api/games/generate', token, { prompt: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { error: 'Prompt must be at most 2000 characters' },
    });
    expect(
      await call('POST', '/api/games/generate', token, {
        prompt: 'snake',
        parent_kv_key: 'NoSuchGame12345678901',
      }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Game not found' },
    });
    expect(await call('GET', '/api/games/NoSuchGame12345678901/status')).toMatchObject({
      status: 404,
      body: { error: 'Game not found' },
    });
    expect((await call('GET', '/api/user/me', token)).body.daily_energies_remaining).toBe(10); // nothing spent
  });

  test('energy runs out after the daily allowance', async () => {
    const token = await newcomer('busy');
    for (let i = 0; i < 10; i++) await generate(token, `shooter number ${i}`);
    expect(await call('POST', '/api/games/generate', token, { prompt: 'one more' })).toMatchObject({
      status: 429,
      body: { error: 'Out of energy for today' },
    });
    expect((await call('GET', '/api/user/me', token)).body.daily_energies_remaining).toBe(0);
  });

  test('a job whose worker died mid-job is taken up again and finishes', async () => {
    const token = await newcomer('unlucky');
    const { kv } = await generate(token, 'snake');
    // Make a second job look like its worker died while generating: running, lease long gone.
    const r = await call('POST', '/api/games/generate', token, { prompt: 'snake with cats' });
    const dead = r.body.kv_key as string;
    await waitFor(
      'the job to finish once',
      async () => (await call('GET', `/api/games/${dead}/status`)).body.status === 2,
      60_000,
      100,
    );
    await db.query(
      `UPDATE generation.jobs SET status = 1, worker = 'dead-worker', lease_until = now() - interval '1 minute', attempts = 1
        WHERE kv_key = $1`,
      [dead],
    );
    await waitFor(
      'the sweeper to hand it to a live worker',
      async () => {
        const { rows } = await db.query(
          'SELECT status, attempts, worker FROM generation.jobs WHERE kv_key = $1',
          [dead],
        );
        return rows[0].status === 2 && rows[0].attempts === 2 && rows[0].worker !== 'dead-worker';
      },
      60_000,
      200,
    );
    expect(kv).not.toBe(dead);
  });
});
