// Services started in this process on a fresh database of the test PostgreSQL, with a real Redis store
// (its own key prefix) and the in-process bus: for suites that need to drive events and clocks directly.
import pg from 'pg';
import {
  createPool,
  loadPlatformConfig,
  MemoryBus,
  newKvKey,
  RedisStore,
  SERVICE_TOKEN_HEADER,
  signServiceToken,
  startService,
  type RunningService,
  type ServiceDef,
  type ServiceName,
} from '@degs/kit';
import { encodeEvent, type EncodedEvent } from '@degs/events';
import { requireEnv, silentLogger, waitFor } from '@degs/kit/src/testing/wait';
import { freePort } from './processes';
import { jsonCaller } from './http';

export const SECRETS = { SESSION_SECRET: 's'.repeat(40), SERVICE_TOKEN_SECRET: 't'.repeat(40) };

export interface Person {
  id: string;
  name: string;
  token: string;
}

export async function startServices(defs: ServiceDef[]) {
  const dbName = `degs_t_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Pool({ connectionString: requireEnv('DATABASE_URL'), max: 1 });
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(requireEnv('DATABASE_URL'));
  url.pathname = `/${dbName}`;
  const bus = new MemoryBus(silentLogger(), 3);
  const prefix = `${dbName}:`;
  const store = new RedisStore(requireEnv('REDIS_URL'), prefix);
  const pools: pg.Pool[] = [];
  const ports = Object.fromEntries(
    await Promise.all(defs.map(async (d) => [d.name, await freePort()] as const)),
  ) as Record<ServiceName, number>;
  const env: Record<string, string> = { ...SECRETS };
  for (const [name, port] of Object.entries(ports))
    env[`SERVICE_URL_${name.toUpperCase()}`] = `http://127.0.0.1:${port}`;
  const config = loadPlatformConfig(env);

  const running: Partial<Record<ServiceName, RunningService>> = {};
  async function start(def: ServiceDef): Promise<RunningService> {
    const db = createPool({ url: url.href, schema: def.schema ?? def.name, max: 6 });
    pools.push(db);
    const svc = await startService(
      def,
      config,
      { db, bus, store },
      { port: ports[def.name], log: silentLogger() },
    );
    running[def.name] = svc;
    return svc;
  }
  try {
    for (const def of defs) await start(def);
  } catch (e) {
    // What did start, and the database, are not left behind holding the test run open.
    await stop().catch(() => undefined);
    throw e;
  }

  const svc = (name: ServiceName) => running[name]!;

  const call = (
    name: ServiceName,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => jsonCaller(() => `http://127.0.0.1:${ports[name]}`)(method, path, token, body, headers);

  const internal = (name: ServiceName, method: string, path: string) =>
    call(name, method, path, undefined, undefined, {
      [SERVICE_TOKEN_HEADER]: signServiceToken(SECRETS.SERVICE_TOKEN_SECRET, 'test'),
    });

  /** A person with a profile and a username (as the auth service makes one), and their session. */
  async function person(name: string): Promise<Person> {
    const id = `user-${name}-${newKvKey()}`;
    const created = await fetch(`http://127.0.0.1:${ports.user}/internal/users/${id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        [SERVICE_TOKEN_HEADER]: signServiceToken(SECRETS.SERVICE_TOKEN_SECRET, 'auth'),
      },
      body: JSON.stringify({ user_address: null }),
    });
    if (created.status !== 200) throw new Error(`profile: ${created.status}`);
    const token = svc('user').ctx.sessions.issue(id).token;
    const named = await call('user', 'PATCH', '/api/user', token, { username: name });
    if (named.status !== 200) throw new Error(`username: ${JSON.stringify(named.body)}`);
    return { id, token, name };
  }

  async function publish(e: EncodedEvent): Promise<void> {
    await bus.publish(e.topic, [{ key: e.key, value: e.value }]);
  }

  /** What the generation service publishes when a job finishes; resolves once the game knows it. */
  async function generated(author: { id: string }, name: string, parent?: string): Promise<string> {
    const kv = newKvKey();
    await publish(
      encodeEvent(
        'generation.completed',
        {
          job_id: `job-${kv}`,
          kv_key: kv,
          parent_kv_key: parent ?? '',
          user_id: author.id,
          name,
          prompt: name,
        },
        { producer: 'generation', key: kv },
      ),
    );
    await waitFor(
      `game ${kv}`,
      async () => (await internal('game', 'GET', `/internal/games/${kv}`)).status === 200,
    );
    return kv;
  }

  async function stop(): Promise<void> {
    for (const s of Object.values(running).reverse()) await s?.stop();
    await Promise.all(pools.map((p) => p.end()));
    await bus.close();
    await store.redis.eval(
      `for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0`,
      0,
      `${prefix}*`,
    );
    await store.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }

  /** Stops one service and starts it again on the same port (a restart). */
  async function restart(def: ServiceDef): Promise<RunningService> {
    await running[def.name]!.stop();
    return start(def);
  }

  return {
    url: url.href,
    bus,
    store,
    prefix,
    svc,
    call,
    internal,
    person,
    publish,
    generated,
    restart,
    stop,
  };
}
