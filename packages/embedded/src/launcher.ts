// The embedded placement in one process: PGlite served over the wire protocol (data in
// $DATA_DIR/pg), the in-process bus and store, each of the seven services on its own loopback port,
// and the gateway in front — the same request path as the distributed placement.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  createLogger,
  createPool,
  env,
  Lifecycle,
  loadConfig,
  loadPlatformConfig,
  MemoryBus,
  MemoryStore,
  SERVICE_NAMES,
  startService,
  type RunningService,
  type ServiceDef,
} from '@degs/kit';
import { startGateway } from '@degs/gateway/dist/run';
import { service as auth } from '@degs/service-auth';
import { service as user } from '@degs/service-user';
import { service as game } from '@degs/service-game';
import { service as generation } from '@degs/service-generation';
import { service as social } from '@degs/service-social';
import { service as notification } from '@degs/service-notification';
import { service as media } from '@degs/service-media';
import { PgliteServer } from './pg-server';

export const SERVICES: ServiceDef[] = [auth, user, game, generation, social, notification, media];

const embeddedSpec = {
  port: env.int('PORT', 8080, 0, 65535),
  playPort: env.int('PLAY_PORT', 8081, 0, 65535),
  dataDir: env.string('DATA_DIR', '.data'),
  servicePortBase: env.int('SERVICE_PORT_BASE', 7100, 1024, 65000),
  pgPort: env.int('PG_PORT', 0, 0, 65535),
};

/** Secrets come from the environment; for a local run without them, one pair is made and kept in DATA_DIR. */
function localSecrets(dataDir: string): { SESSION_SECRET: string; SERVICE_TOKEN_SECRET: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SERVICE_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

export async function startEmbedded(lifecycle?: Lifecycle) {
  const log = createLogger('degs');
  lifecycle ??= new Lifecycle(log);
  const own = loadConfig(embeddedSpec);
  const dataDir = resolve(own.dataDir);
  mkdirSync(join(dataDir, 'pg'), { recursive: true });

  // Everything below reads its settings from the environment, as the separate processes do.
  const secrets = localSecrets(dataDir);
  process.env.SESSION_SECRET ||= secrets.SESSION_SECRET;
  process.env.SERVICE_TOKEN_SECRET ||= secrets.SERVICE_TOKEN_SECRET;
  process.env.MAIL_DIR ||= join(dataDir, 'mail');
  process.env.APP_ORIGIN ||= `http://localhost:${own.port}`;
  process.env.PLAY_ORIGIN ||= `http://localhost:${own.playPort}`;
  SERVICE_NAMES.forEach((n, i) => {
    process.env[`SERVICE_URL_${n.toUpperCase()}`] = `http://127.0.0.1:${own.servicePortBase + 1 + i}`;
  });
  const config = loadPlatformConfig();

  const pglite = await PGlite.create(join(dataDir, 'pg'));
  const pgServer = new PgliteServer(pglite);
  const pgPort = await pgServer.listen(own.pgPort);
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  // The bus's log and offsets on disk: an event published and not yet handled survives a crash.
  const bus = new MemoryBus(log.child({ component: 'bus' }), config.kafkaPartitions, {
    dir: join(dataDir, 'bus'),
  });
  const store = new MemoryStore();
  const storeFile = join(dataDir, 'store.json');
  // Written at a clean stop, after the last snapshot. Without it the last run crashed and its snapshot
  // may be seconds behind: the live counts and people's own latest likes and follows (all derived
  // from Postgres) are left out, and the social service recounts them at start.
  const cleanStop = join(dataDir, 'store.clean');
  if (existsSync(storeFile))
    store.restore(
      readFileSync(storeFile, 'utf8'),
      existsSync(cleanStop) ? undefined : (key) => key.startsWith('social:'),
    );
  rmSync(cleanStop, { force: true });
  const saveStore = () => {
    writeFileSync(`${storeFile}.tmp`, store.snapshot());
    renameSync(`${storeFile}.tmp`, storeFile); // atomic: a crash mid-write leaves the previous snapshot
  };
  // Sessions revoked, limits and rankings survive a restart (and, within seconds, a crash).
  const saver = setInterval(saveStore, 5_000);
  saver.unref();

  const running: RunningService[] = [];
  for (const def of SERVICES) {
    const db = createPool({ url: databaseUrl, schema: def.schema ?? def.name, max: 4 });
    lifecycle.onShutdown('pools', `${def.name} pool`, () => db.end());
    const port = own.servicePortBase + 1 + SERVICE_NAMES.indexOf(def.name);
    running.push(
      await startService(def, config, { db, bus, store }, { port, log: createLogger(def.name), lifecycle }),
    );
  }
  const gateway = await startGateway(store, createLogger('gateway'), lifecycle);
  lifecycle.onShutdown('pools', 'bus and store', async () => {
    clearInterval(saver);
    saveStore();
    writeFileSync(cleanStop, '');
    await bus.close();
    await store.close();
  });
  // The database closes in the last phase, after every pool that talks to it is gone.
  lifecycle.onShutdown('telemetry', 'database', async () => {
    await pgServer.close();
    await pglite.close();
  });
  log.info({ app: config.appOrigin, play: config.playOrigin, data: dataDir, databaseUrl }, 'degs is running');
  return { lifecycle, running, gateway, databaseUrl, config, log };
}
