import { join } from 'node:path';
import { Router } from 'express';
import { plannedRoutes, type ServiceDef } from '@degs/kit';
import { publicRoutes } from './routes/public';
import { internalRoutes } from './routes/internal';

/** Game pages (served on the play origin) and cover images, and audio transcription. */
export const service: ServiceDef = {
  name: 'media',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) =>
    Router()
      .use(publicRoutes(ctx))
      .use(internalRoutes(ctx))
      .use(plannedRoutes([['post', '/api/transcribe']])),
};
