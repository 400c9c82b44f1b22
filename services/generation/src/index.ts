import { join } from 'node:path';
import { plannedRoutes, type ServiceDef } from '@degs/kit';

/** Generation jobs: requested over HTTP, run by workers from the job topic. */
export const service: ServiceDef = {
  name: 'generation',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: () =>
    plannedRoutes([
      ['post', '/api/games/generate'],
      ['get', '/api/games/:id/status'],
    ]),
};
