import { join } from 'node:path';
import { plannedRoutes, type ServiceDef } from '@degs/kit';

/** Identities (wallet, e-mail), magic links and sessions. */
export const service: ServiceDef = {
  name: 'auth',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: () =>
    plannedRoutes([
      ['post', '/api/auth/challenge'],
      ['post', '/api/auth/verify'],
      ['post', '/api/auth/email/magic-link'],
      ['post', '/api/auth/email/verify'],
      ['post', '/api/auth/logout'],
    ]),
};
