import { join } from 'node:path';
import { plannedRoutes, type ServiceDef } from '@degs/kit';

/** Notifications and unread counts, fed by social and game events. */
export const service: ServiceDef = {
  name: 'notification',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: () =>
    plannedRoutes([
      ['get', '/api/notifications'],
      ['post', '/api/notifications/read-all'],
    ]),
};
