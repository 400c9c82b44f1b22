import { env } from '@degs/kit';

export const generationSpec = {
  provider: env.oneOf('GENERATION_PROVIDER', ['builtin', 'openai'] as const, 'builtin'),
  chromiumPath: env.string('CHROMIUM_PATH', '/usr/bin/chromium'),
  llmBaseUrl: env.optional('LLM_BASE_URL'),
  llmModel: env.optional('LLM_MODEL'),
  llmApiKey: env.optional('LLM_API_KEY'),
  /** design: the model fills the composer's design; code: it writes the whole page. */
  llmMode: env.oneOf('LLM_MODE', ['design', 'code'] as const, 'design'),
  /** After this the composer makes the version instead (the job's own timeout is longer). */
  llmDeadlineMs: env.int('LLM_DEADLINE_MS', 45_000, 1_000),
  concurrency: env.int('GENERATION_CONCURRENCY', 2, 1, 64),
  maxRunningPerUser: env.int('GENERATION_MAX_RUNNING_PER_USER', 2, 1, 100),
  timeoutMs: env.int('GENERATION_TIMEOUT_MS', 120_000, 1_000),
  leaseMs: env.int('GENERATION_LEASE_MS', 30_000, 1_000),
  maxAttempts: env.int('GENERATION_MAX_ATTEMPTS', 2, 1, 10),
  sweepEveryMs: env.int('GENERATION_SWEEP_MS', 5_000, 100),
  /** How long a stopping worker lets its jobs finish before it gives them back to the queue. */
  drainMs: env.int('GENERATION_DRAIN_MS', 10_000, 0, 60_000),
};
