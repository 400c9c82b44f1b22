// A service is a definition (routes, consumers, workers, migrations) started by one runtime, either
// as its own process on real Postgres/Kafka/Redis (runStandalone) or inside the all-in-one launcher
// with shared in-process backends (startService). Same code path in every placement.
import type { Express, RequestHandler, Router } from 'express';
import { loadConfig } from './config';
import { createPool, pingDb, type Pool } from './db/pool';
import { migrate, readMigrations } from './db/migrate';
import type { Bus, SubscribeOptions, Subscription } from './bus/types';
import { KafkaBus } from './bus/kafka';
import type { Store } from './store/types';
import { RedisStore } from './store/redis';
import { createHttpApp, finishHttpApp } from './http/app';
import { listen, type RunningServer } from './http/server';
import { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './log';
import { OutboxRelay } from './outbox';
import { Work } from './work';
import { InternalClient, requireService } from './internal';
import { serviceClients, type ServiceClients } from './clients';
import { Sessions, bearerToken, InvalidSessionError } from './session';
import { HttpError } from './errors';
import {
  DEFAULT_PORTS,
  loadPlatformConfig,
  serviceUrlMap,
  standaloneSpec,
  type PlatformConfig,
  type ServiceName,
} from './platform';

export interface ServiceContext {
  name: ServiceName;
  schema: string;
  config: PlatformConfig;
  log: Logger;
  db: Pool;
  bus: Bus;
  store: Store;
  sessions: Sessions;
  /** The other services' /internal APIs, typed: the only way to call another service (clients.ts). */
  clients: ServiceClients;
  outbox: OutboxRelay;
  /** The one way to change state and emit events (see work.ts). */
  work: Work;
  /** 401 unless a valid session; sets res.locals.session. */
  requireSession: RequestHandler;
  /** Sets res.locals.session when a valid token is sent; a bad token is still a 401. */
  optionalSession: RequestHandler;
  /** Guards /internal/* routes. */
  requireService: RequestHandler;
}

export interface ServiceDef {
  name: ServiceName;
  /** Its Postgres schema (default: the name). */
  schema?: string;
  migrationsDir: string;
  routes(ctx: ServiceContext): Router;
  consumers?(ctx: ServiceContext): Omit<SubscribeOptions, 'group'>[];
  /** Background work (workers, timers); the returned function stops it. */
  start?(ctx: ServiceContext): Promise<() => Promise<void>>;
}

export interface Backends {
  db: Pool;
  bus: Bus;
  store: Store;
}

export interface RunningService {
  ctx: ServiceContext;
  app: Express;
  server: RunningServer;
  lifecycle: Lifecycle;
  stop(): Promise<void>;
}

export function sessionMiddleware(sessions: Sessions, required: boolean): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('authorization');
    if (!header) return next(required ? new HttpError(401, 'No session token found') : undefined);
    const token = bearerToken(header);
    if (!token) return next(new HttpError(401, 'Invalid session token'));
    try {
      res.locals.session = await sessions.verify(token);
      next();
    } catch (e) {
      next(e instanceof InvalidSessionError ? new HttpError(401, e.message) : e);
    }
  };
}

export async function startService(
  def: ServiceDef,
  config: PlatformConfig,
  backends: Backends,
  opts: { port?: number; log?: Logger; lifecycle?: Lifecycle } = {},
): Promise<RunningService> {
  const log = opts.log ?? createLogger(def.name);
  const lifecycle = opts.lifecycle ?? new Lifecycle(log);
  const schema = def.schema ?? def.name;
  await migrate(backends.db, schema, readMigrations(def.migrationsDir));

  const sessions = new Sessions({ secret: config.sessionSecret, store: backends.store });
  const outbox = new OutboxRelay({ pool: backends.db, schema, bus: backends.bus, log });
  const internal = new InternalClient({
    caller: def.name,
    secret: config.serviceTokenSecret,
    services: serviceUrlMap(config),
  });
  const ctx: ServiceContext = {
    name: def.name,
    schema,
    config,
    log,
    ...backends,
    sessions,
    outbox,
    work: new Work({ db: backends.db, schema, producer: def.name, relay: outbox }),
    clients: serviceClients(internal),
    requireSession: sessionMiddleware(sessions, true),
    optionalSession: sessionMiddleware(sessions, false),
    requireService: requireService(config.serviceTokenSecret),
  };

  const app = createHttpApp({
    log,
    isDraining: () => lifecycle.isDraining,
    readiness: {
      db: () => pingDb(backends.db),
      bus: () => backends.bus.ping(),
      store: () => backends.store.ping(),
    },
  });
  app.use(def.routes(ctx));
  finishHttpApp(app, log);

  const subs: Subscription[] = [];
  for (const c of def.consumers?.(ctx) ?? [])
    subs.push(await backends.bus.subscribe({ ...c, group: def.name }));
  const stopWork = def.start ? await def.start(ctx) : undefined;
  outbox.start();

  const server = await listen(app, opts.port ?? DEFAULT_PORTS[def.name], config.host, {
    drainMs: config.httpDrainMs,
  });
  lifecycle.onShutdown('http', `${def.name} http`, () => server.close());
  lifecycle.onShutdown('consumers', `${def.name} consumers`, async () => {
    await Promise.all(subs.map((s) => s.stop()));
    await stopWork?.();
  });
  lifecycle.onShutdown('outbox', `${def.name} outbox`, () => outbox.drain());
  log.info({ port: server.port }, `${def.name} service listening`);
  return { ctx, app, server, lifecycle, stop: () => lifecycle.shutdown() };
}

/** The process entry of `node services/<name>/dist/main.js`: real Postgres, Kafka and Redis. */
export async function runStandalone(
  def: ServiceDef,
  telemetry: { shutdown(): Promise<void> },
): Promise<void> {
  const log = createLogger(def.name);
  const lifecycle = new Lifecycle(log);
  try {
    const config = loadPlatformConfig();
    const own = loadConfig(standaloneSpec);
    const port = loadConfig({ port: envPort(def.name) }).port;
    const db = createPool({ url: own.databaseUrl, schema: def.schema ?? def.name, max: own.dbPoolMax });
    const bus = new KafkaBus({
      clientId: def.name,
      brokers: own.kafkaBrokers,
      partitions: config.kafkaPartitions,
      replicationFactor: config.kafkaReplication,
      log,
    });
    const store = new RedisStore(own.redisUrl);
    lifecycle.onShutdown('pools', 'backends', async () => {
      await Promise.all([db.end(), bus.close(), store.close()]);
    });
    lifecycle.onShutdown('telemetry', 'telemetry', () => telemetry.shutdown());
    await startService(def, config, { db, bus, store }, { port, log, lifecycle });
    lifecycle.handleSignals();
  } catch (err) {
    log.fatal({ err: err instanceof Error ? err.message : err }, `${def.name} failed to start`);
    await lifecycle.shutdown();
    process.exit(1);
  }
}

function envPort(name: ServiceName) {
  return {
    read: (e: Record<string, string | undefined>) => {
      const raw = e.PORT;
      if (!raw) return DEFAULT_PORTS[name];
      if (!/^\d+$/.test(raw) || Number(raw) > 65535)
        throw new Error(`PORT: expected a port number, got '${raw}'`);
      return Number(raw);
    },
  };
}

/** One instance per running service, shared by its routes, consumers and background work. */
export function perService<T>(make: (ctx: ServiceContext) => T): (ctx: ServiceContext) => T {
  const made = new WeakMap<ServiceContext, T>();
  return (ctx) => {
    if (!made.has(ctx)) made.set(ctx, make(ctx));
    return made.get(ctx)!;
  };
}
