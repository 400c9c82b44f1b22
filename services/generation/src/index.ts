import { join } from 'node:path';
import { loadConfig, type ServiceDef } from '@degs/kit';
import { TOPICS } from '@degs/events';
import { generationSpec } from './config';
import { routes } from './routes';
import { Workers } from './worker';
import { sweep } from './sweeper';
import { BuiltinProvider } from './providers/builtin';

const config = () => loadConfig(generationSpec);
const workersOf = new WeakMap<object, Workers>();

/** Generation jobs: requested over HTTP, run by workers from the job topic. */
export const service: ServiceDef = {
  name: 'generation',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) => routes(ctx, config()),
  consumers: (ctx) => {
    const c = config();
    const workers = new Workers(ctx, {
      provider: new BuiltinProvider(),
      concurrency: c.concurrency,
      timeoutMs: c.timeoutMs,
      leaseMs: c.leaseMs,
    });
    workersOf.set(ctx, workers);
    return [{ topics: [TOPICS.generationJobs], handler: workers.handle, concurrency: c.concurrency }];
  },
  start: async (ctx) => {
    const c = config();
    const timer = setInterval(() => {
      sweep(ctx, c.maxAttempts).catch((err) => ctx.log.warn({ err }, 'sweep failed'));
    }, c.sweepEveryMs);
    return async () => {
      clearInterval(timer);
      await workersOf.get(ctx)?.drain();
    };
  },
};
