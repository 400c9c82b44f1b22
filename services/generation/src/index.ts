import { join } from 'node:path';
import { loadConfig, type ServiceDef } from '@degs/kit';
import { TOPICS } from '@degs/events';
import { generationSpec } from './config';
import { routes } from './routes';
import { Workers } from './worker';
import { sweep } from './sweeper';
import { Smoke } from './smoke';
import { BuiltinProvider } from './providers/builtin';
import { OpenAiProvider } from './providers/openai';
import type { Provider } from './providers/types';

/** The provider chosen by GENERATION_PROVIDER; openai needs LLM_BASE_URL and LLM_MODEL. */
function providerFrom(c: ReturnType<typeof config>): Provider {
  if (c.provider === 'builtin') return new BuiltinProvider();
  const missing = [!c.llmBaseUrl && 'LLM_BASE_URL', !c.llmModel && 'LLM_MODEL'].filter(Boolean);
  if (missing.length) throw new Error(`GENERATION_PROVIDER=openai needs ${missing.join(' and ')}`);
  return new OpenAiProvider({ baseUrl: c.llmBaseUrl!, model: c.llmModel!, apiKey: c.llmApiKey });
}

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
      provider: providerFrom(c),
      smoke: new Smoke(c.chromiumPath),
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
