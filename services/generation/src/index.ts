import { join } from 'node:path';
import { loadConfig, type ServiceDef } from '@degs/kit';
import { TOPICS } from '@degs/events';
import { generationSpec } from './config';
import { routes } from './routes/public';
import { Workers } from './worker';
import { sweepJobs } from './store';
import { PlayTest } from './gate';
import { BuiltinProvider } from './providers/builtin';
import { DesignProvider } from './providers/design';
import { WithFallback } from './providers/fallback';
import { OpenAiProvider } from './providers/openai';
import type { Provider } from './providers/types';

/** The provider chosen by GENERATION_PROVIDER; openai needs LLM_BASE_URL and LLM_MODEL. */
function providerFrom(c: ReturnType<typeof config>): Provider {
  if (c.provider === 'builtin') return new BuiltinProvider();
  const missing = [!c.llmBaseUrl && 'LLM_BASE_URL', !c.llmModel && 'LLM_MODEL'].filter(Boolean);
  if (missing.length) throw new Error(`GENERATION_PROVIDER=openai needs ${missing.join(' and ')}`);
  const llm = { baseUrl: c.llmBaseUrl!, model: c.llmModel!, apiKey: c.llmApiKey };
  const model = c.llmMode === 'design' ? new DesignProvider(llm) : new OpenAiProvider(llm);
  return new WithFallback(model, Math.min(c.llmDeadlineMs, c.timeoutMs / 2));
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
    const gate = new PlayTest(c.chromiumPath);
    // A gate that runs only where a browser happens to be installed is no gate.
    if (!gate.available)
      throw new Error(`CHROMIUM_PATH: no browser at ${c.chromiumPath}; the play-test gate needs one`);
    void gate.warmUp().catch((err: unknown) => ctx.log.error({ err }, 'the play-test browser did not start'));
    const workers = new Workers(ctx, {
      provider: providerFrom(c),
      gate,
      concurrency: c.concurrency,
      timeoutMs: c.timeoutMs,
      leaseMs: c.leaseMs,
      maxAttempts: c.maxAttempts,
    });
    workersOf.set(ctx, workers);
    return [{ topics: [TOPICS.generationJobs], handler: workers.handle, concurrency: c.concurrency }];
  },
  start: async (ctx) => {
    const c = config();
    // No job stays running forever (see sweepJobs); a paid job nobody took for a minute is asked for again.
    const timer = setInterval(() => {
      ctx.work
        .run((u) => sweepJobs(u, c.maxAttempts, 60_000))
        .catch((err) => ctx.log.warn({ err }, 'sweep failed'));
    }, c.sweepEveryMs);
    return async () => {
      clearInterval(timer);
      await workersOf.get(ctx)?.drain(c.drainMs);
    };
  },
};
