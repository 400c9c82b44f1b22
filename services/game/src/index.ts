import { join } from 'node:path';
import { Router } from 'express';
import { plannedRoutes, type ServiceDef } from '@degs/kit';
import { publicRoutes } from './routes/public';
import { consumers } from './events';

/** Games and their version trees, visibility, feeds and rankings, views. */
export const service: ServiceDef = {
  name: 'game',
  migrationsDir: join(__dirname, '..', 'migrations'),
  // The feed is built by the discover issue; registered first so that 'public' is never taken for a game id.
  routes: (ctx) =>
    Router()
      .use(plannedRoutes([['get', '/api/games/public']]))
      .use(publicRoutes(ctx)),
  consumers,
};
