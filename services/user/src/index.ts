import { join } from 'node:path';
import { Router } from 'express';
import { env, loadConfig, type ServiceDef } from '@degs/kit';
import { publicRoutes } from './routes/public';
import { internalRoutes } from './routes/internal';
import { consumers } from './events';

const userSpec = { energyAllowance: env.int('DAILY_ENERGY', 10, 0, 10_000) };

/** Profiles, energy, staked amount and the denormalised follower/following/game counts. */
export const service: ServiceDef = {
  name: 'user',
  schema: 'users', // `user` is a reserved word in SQL
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) => {
    const { energyAllowance } = loadConfig(userSpec);
    return Router().use(publicRoutes(ctx, energyAllowance)).use(internalRoutes(ctx, energyAllowance));
  },
  consumers,
};
