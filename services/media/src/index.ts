import { join } from 'node:path';
import { Router } from 'express';
import { ConfigError, env, loadConfig, perService, type ServiceDef } from '@degs/kit';
import { publicRoutes } from './routes/public';
import { internalRoutes } from './routes/internal';
import { transcribeRoutes } from './routes/transcribe';
import { chooseProvider } from './transcribe/providers';

const sttSpec = {
  provider: env.optional('STT_PROVIDER'),
  baseUrl: env.optional('STT_BASE_URL'),
  model: env.optional('STT_MODEL'),
  apiKey: env.optional('STT_API_KEY'),
  concurrency: env.int('TRANSCRIBE_CONCURRENCY', 2, 1, 64),
};

/** The speech provider, chosen once per running service from the environment. */
const speechOf = perService(() => {
  const stt = loadConfig(sttSpec);
  if (stt.provider && !['pocketsphinx', 'openai', 'none'].includes(stt.provider))
    throw new ConfigError([`STT_PROVIDER: expected pocketsphinx, openai or none, got '${stt.provider}'`]);
  if (stt.provider === 'openai' && !stt.baseUrl)
    throw new ConfigError(['STT_BASE_URL: needed with STT_PROVIDER=openai']);
  return { provider: chooseProvider(stt), concurrency: stt.concurrency };
});

/** Game pages (served on the play origin) and cover images, and audio transcription. */
export const service: ServiceDef = {
  name: 'media',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) => {
    const { provider, concurrency } = speechOf(ctx);
    return Router()
      .use(publicRoutes(ctx))
      .use(internalRoutes(ctx))
      .use(transcribeRoutes(ctx, provider, concurrency));
  },
  start: async (ctx) => {
    ctx.log.info({ provider: speechOf(ctx).provider?.name ?? 'none' }, 'speech to text');
    return async () => undefined;
  },
};
