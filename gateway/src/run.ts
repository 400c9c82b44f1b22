import {
  createLogger,
  Lifecycle,
  listen,
  loadConfig,
  loadPlatformConfig,
  RedisStore,
  serviceUrlMap,
  Sessions,
  env,
  type Logger,
  type Store,
} from '@degs/kit';
import { createAppOrigin, createPlayOrigin } from './app';
import { gatewaySpec } from './config';

/** Starts both listeners on a given store; used by the standalone process and the all-in-one launcher. */
export async function startGateway(store: Store, log: Logger, lifecycle: Lifecycle) {
  const platform = loadPlatformConfig();
  const own = loadConfig(gatewaySpec);
  const opts = {
    log,
    store,
    sessions: new Sessions({ secret: platform.sessionSecret, store }),
    services: serviceUrlMap(platform),
    appOrigin: platform.appOrigin,
    playOrigin: platform.playOrigin,
    webDist: own.webDist,
    trustProxyHops: own.trustProxyHops,
    rateLimit: { max: own.rateLimitMax, windowMs: own.rateLimitWindowMs },
    contentRateLimit: { max: own.contentRateLimitMax, windowMs: own.rateLimitWindowMs },
    isDraining: () => lifecycle.isDraining,
  };
  const drain = { drainMs: platform.httpDrainMs };
  const app = await listen(createAppOrigin(opts), own.port, platform.host, drain);
  const play = await listen(createPlayOrigin(opts), own.playPort, platform.host, drain);
  lifecycle.onShutdown('http', 'gateway', () => app.close());
  lifecycle.onShutdown('http', 'play', () => play.close());
  log.info(
    { app: platform.appOrigin, play: platform.playOrigin, port: app.port, playPort: play.port },
    'gateway listening',
  );
  return { app, play };
}

export async function runGateway(telemetry: { shutdown(): Promise<void> }): Promise<void> {
  const log = createLogger('gateway');
  const lifecycle = new Lifecycle(log);
  try {
    const { redisUrl } = loadConfig({ redisUrl: env.url('REDIS_URL') });
    const store = new RedisStore(redisUrl);
    lifecycle.onShutdown('pools', 'store', () => store.close());
    lifecycle.onShutdown('telemetry', 'telemetry', () => telemetry.shutdown());
    await startGateway(store, log, lifecycle);
    lifecycle.handleSignals();
  } catch (err) {
    log.fatal({ err: err instanceof Error ? err.message : err }, 'gateway failed to start');
    await lifecycle.shutdown();
    process.exit(1);
  }
}
