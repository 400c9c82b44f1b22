import { join } from 'node:path';
import { Router } from 'express';
import { perService, type ServiceDef } from '@degs/kit';
import { SocialCounts } from './counts';
import { publicRoutes } from './routes/public';
import { internalRoutes } from './routes/internal';
import { consumers } from './events';

const countsOf = perService((ctx) => new SocialCounts(ctx.db, ctx.store));

/** Likes and follows; publishes social.* events that feed rankings, profiles and notifications. */
export const service: ServiceDef = {
  name: 'social',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) =>
    Router()
      .use(publicRoutes(ctx, countsOf(ctx)))
      .use(internalRoutes(ctx, countsOf(ctx))),
  consumers,
  start: async (ctx) => {
    // A wiped store (a Redis flush, an embedded crash before its snapshot) has no counters: recount.
    const c = countsOf(ctx);
    if (!(await c.built()))
      ctx.log.info({ counters: await c.rebuild() }, 'live counts rebuilt from Postgres');
    return async () => undefined;
  },
};
