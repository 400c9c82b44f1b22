// The settings every process shares, read from the environment once at start.
import { env, loadConfig, type ConfigOf } from './config';

export const SERVICE_NAMES = [
  'auth',
  'user',
  'game',
  'generation',
  'social',
  'notification',
  'media',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Default loopback ports; SERVICE_URL_<NAME> overrides where each one is reached: one URL, or the
 * URLs of its replicas separated by commas (on a cluster, one Service URL balances for us).
 */
export const DEFAULT_PORTS: Record<ServiceName, number> = {
  auth: 7101,
  user: 7102,
  game: 7103,
  generation: 7104,
  social: 7105,
  notification: 7106,
  media: 7107,
};

const serviceUrls = Object.fromEntries(
  SERVICE_NAMES.map((n) => [
    `url_${n}`,
    env.urls(`SERVICE_URL_${n.toUpperCase()}`, `http://127.0.0.1:${DEFAULT_PORTS[n]}`),
  ]),
) as Record<`url_${ServiceName}`, ReturnType<typeof env.urls>>;

export const platformSpec = {
  host: env.string('HOST', '127.0.0.1'),
  appOrigin: env.url('APP_ORIGIN', 'http://localhost:8080'),
  playOrigin: env.url('PLAY_ORIGIN', 'http://localhost:8081'),
  sessionSecret: env.secret('SESSION_SECRET'),
  serviceTokenSecret: env.secret('SERVICE_TOKEN_SECRET'),
  kafkaPartitions: env.int('KAFKA_PARTITIONS', 3, 1, 1000),
  kafkaReplication: env.int('KAFKA_REPLICATION', 1, 1, 10),
  /** How long a stopping process keeps serving its open keep-alive connections (see listen()). */
  httpDrainMs: env.int('HTTP_DRAIN_MS', 0, 0, 20_000),
  ...serviceUrls,
};
export type PlatformConfig = ConfigOf<typeof platformSpec>;

/** What a standalone service process needs on top: its real backends. */
export const standaloneSpec = {
  databaseUrl: env.url('DATABASE_URL'),
  dbPoolMax: env.int('DB_POOL_MAX', 10, 1, 200),
  kafkaBrokers: env.list('KAFKA_BROKERS'),
  redisUrl: env.url('REDIS_URL'),
};

/** Takes the items in turn: each call of the returned function gives the next. */
export function inTurn<T>(items: readonly T[]): () => T {
  let next = 0;
  return items.length === 1 ? () => items[0] : () => items[next++ % items.length];
}

/** Takes the replicas of a service (URLs separated by commas) in turn. */
export const roundRobin = (urls: string): (() => string) => inTurn(urls.split(','));

export function serviceUrlMap(c: PlatformConfig): Record<ServiceName, string> {
  return Object.fromEntries(SERVICE_NAMES.map((n) => [n, c[`url_${n}`]])) as Record<ServiceName, string>;
}

export function loadPlatformConfig(source: Record<string, string | undefined> = process.env): PlatformConfig {
  return loadConfig(platformSpec, source);
}
