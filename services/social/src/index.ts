import { join } from 'node:path';
import { plannedRoutes, type ServiceDef } from '@degs/kit';

/** Likes and follows. */
export const service: ServiceDef = {
  name: 'social',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: () =>
    plannedRoutes([
      ['post', '/api/games/:id/like'],
      ['post', '/api/follow'],
      ['delete', '/api/follow'],
    ]),
};
