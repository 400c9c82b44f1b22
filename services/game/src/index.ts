import { join } from 'node:path';
import { plannedRoutes, type ServiceDef } from '@degs/kit';

/** Games and their version trees, visibility, feeds and rankings, views. */
export const service: ServiceDef = {
  name: 'game',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: () =>
    plannedRoutes([
      ['get', '/api/games/public'],
      ['get', '/api/games/user/:username'],
      ['get', '/api/games/:id'],
      ['patch', '/api/games/:id/public'],
      ['get', '/api/games/:id/versions'],
      ['get', '/api/games/:id/prompts'],
      ['get', '/api/games/:id/version-prompts'],
    ]),
};
