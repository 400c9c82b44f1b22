import { join } from 'node:path';
import { Router } from 'express';
import { env, loadConfig, perService, type ServiceDef } from '@degs/kit';
import { publicRoutes } from './routes/public';
import { feedRoutes } from './routes/feed';
import { internalRoutes } from './routes/internal';
import { consumers } from './events';
import { FeedCache } from './feed';
import { Views } from './views';
import { fillFollows } from './follows';

const gameSpec = {
  /** How long views gather in the store before a batch is written to Postgres. */
  viewBatchMs: env.int('VIEW_BATCH_MS', 5_000, 100, 600_000),
  /** How long a page of a shared feed (top, new) is reused; 0 turns the cache off. */
  feedCacheMs: env.int('FEED_CACHE_MS', 10_000, 0, 600_000),
};

/** One views counter and feed cache per running service, shared by its routes and its flush timer. */
const partsOf = perService((ctx) => {
  const c = loadConfig(gameSpec);
  return {
    views: new Views(ctx.db, ctx.store, c.viewBatchMs),
    cache: new FeedCache(ctx.store, c.feedCacheMs),
    batchMs: c.viewBatchMs,
  };
});

/** Games and their version trees, visibility, feeds and rankings, views. */
export const service: ServiceDef = {
  name: 'game',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) => {
    const { views, cache } = partsOf(ctx);
    // The feed first, so that 'public' is never taken for a game id.
    return Router()
      .use(feedRoutes(ctx, cache))
      .use(publicRoutes(ctx, views, () => cache.invalidate()))
      .use(internalRoutes(ctx));
  },
  consumers,
  start: async (ctx) => {
    const { views, batchMs } = partsOf(ctx);
    let stopping = false;
    const filling = fillFollows(ctx, () => stopping);
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(() => views.flush())
        .catch((err) => ctx.log.warn({ err: err instanceof Error ? err.message : err }, 'view flush failed'));
    }, batchMs);
    return async () => {
      stopping = true;
      clearInterval(timer);
      await Promise.all([running, filling]);
    };
  },
};
