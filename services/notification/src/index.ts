import { join } from 'node:path';
import { perService, type ServiceDef } from '@degs/kit';
import { FirstPages } from './first-page';
import { publicRoutes } from './routes/public';
import { consumers } from './events';

const pagesOf = perService((ctx) => new FirstPages(ctx.store));

/** Notifications and unread counts, fed only by social and game events. */
export const service: ServiceDef = {
  name: 'notification',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) => publicRoutes(ctx, pagesOf(ctx)),
  consumers: (ctx) => consumers(ctx, pagesOf(ctx)),
};
