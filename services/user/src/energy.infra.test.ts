// Energy on real PostgreSQL: spent atomically (never below zero, whatever the concurrency) and given
// back once per failed generation, however often the failure event is delivered.
import pg from 'pg';
import {
  createPool,
  loadPlatformConfig,
  MemoryBus,
  MemoryStore,
  SERVICE_TOKEN_HEADER,
  signServiceToken,
  startService,
  type RunningService,
} from '@degs/kit';
import { encodeEvent, TOPICS } from '@degs/events';
import { requireEnv, silentLogger, waitFor } from '@degs/kit/src/testing/wait';
import { service } from './index';

describe('energy', () => {
  const dbName = `degs_energy_${Date.now().toString(36)}`;
  const admin = new pg.Pool({ connectionString: requireEnv('DATABASE_URL'), max: 1 });
  const bus = new MemoryBus(silentLogger(), 3);
  const store = new MemoryStore();
  const secret = 't'.repeat(40);
  let pool: pg.Pool;
  let user: RunningService;

  beforeAll(async () => {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(requireEnv('DATABASE_URL'));
    url.pathname = `/${dbName}`;
    pool = createPool({ url: url.href, schema: 'users', max: 8 });
    const config = loadPlatformConfig({ SESSION_SECRET: 's'.repeat(40), SERVICE_TOKEN_SECRET: secret });
    user = await startService(service, config, { db: pool, bus, store }, { port: 0, log: silentLogger() });
  });
  afterAll(async () => {
    await user?.stop();
    await pool?.end();
    await bus.close();
    await store.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const internal = (method: string, path: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${user.server.port}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        [SERVICE_TOKEN_HEADER]: signServiceToken(secret, 'generation'),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const remaining = async (id: string) =>
    (await (await internal('GET', `/internal/users/${id}`)).json()).daily_energies_remaining;

  test('twenty parallel spends of ten energy: exactly ten succeed', async () => {
    await internal('PUT', '/internal/users/u-par', { user_address: null });
    const codes = await Promise.all(
      Array.from({ length: 20 }, () =>
        internal('POST', '/internal/users/u-par/energy/spend').then((r) => r.status),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect(await remaining('u-par')).toBe(0);
  });

  test('a failed generation gives its energy back once, however often it is delivered', async () => {
    await internal('PUT', '/internal/users/u-ref', { user_address: null });
    for (let i = 0; i < 3; i++)
      expect((await internal('POST', '/internal/users/u-ref/energy/spend')).status).toBe(200);
    expect(await remaining('u-ref')).toBe(7);
    const failed = (job: string) =>
      encodeEvent(
        'generation.failed',
        { job_id: job, kv_key: `kv-${job}`, user_id: 'u-ref', status: -1, error: 'boom' },
        {
          producer: 'generation',
          key: `kv-${job}`,
          eventId: `${job}:failed`,
        },
      );
    const once = failed('job-1');
    for (const e of [once, once, once, failed('job-2')])
      await bus.publish(TOPICS.generation, [{ key: e.key, value: e.value }]);
    await waitFor('the refunds', async () => (await remaining('u-ref')) === 9);
    await new Promise((r) => setTimeout(r, 300)); // and no more than that
    expect(await remaining('u-ref')).toBe(9);
  });
});
