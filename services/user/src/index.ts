import { join } from 'node:path';
import { plannedRoutes, type ServiceDef } from '@degs/kit';

/** Profiles, energy, staked amount and the denormalised follower/following/game counts. */
export const service: ServiceDef = {
  name: 'user',
  schema: 'users', // `user` is a reserved word in SQL
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: () =>
    plannedRoutes([
      ['get', '/api/user/me'],
      ['patch', '/api/user'],
      ['get', '/api/users/:username'],
    ]),
};
