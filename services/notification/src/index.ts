import { join } from 'node:path';
import type { ServiceDef } from '@degs/kit';
import { publicRoutes } from './routes/public';
import { consumers } from './events';

/** Notifications and unread counts, fed only by social and game events. */
export const service: ServiceDef = {
  name: 'notification',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: publicRoutes,
  consumers,
};
