import { join } from 'node:path';
import { env, loadConfig, type ServiceDef } from '@degs/kit';
import { authRoutes } from './routes/public';
import { createMailer } from './mailer';

const authSpec = {
  smtpUrl: env.optional('SMTP_URL'),
  mailDir: env.optional('MAIL_DIR'),
  mailFrom: env.string('MAIL_FROM', 'degs <no-reply@degs.local>'),
  chainIds: env.list('SIWE_CHAIN_IDS', ['1']),
  linkLimitPerAddress: env.int('MAGIC_LINK_LIMIT_PER_ADDRESS', 5, 1),
  linkLimitPerIp: env.int('MAGIC_LINK_LIMIT_PER_IP', 20, 1),
};

/** Identities (wallet, e-mail), magic links and sessions. */
export const service: ServiceDef = {
  name: 'auth',
  migrationsDir: join(__dirname, '..', 'migrations'),
  routes: (ctx) => {
    const c = loadConfig(authSpec);
    const chainIds = c.chainIds.map(Number);
    if (chainIds.some((n) => !Number.isInteger(n) || n <= 0))
      throw new Error('SIWE_CHAIN_IDS: expected chain ids like 1,8453');
    return authRoutes(ctx, {
      chainIds,
      // Without SMTP_URL or MAIL_DIR, mail goes to ./mail beside the process: never silently dropped.
      mailer: createMailer({
        smtpUrl: c.smtpUrl,
        mailDir: c.mailDir ?? 'mail',
        from: c.mailFrom,
        log: ctx.log,
      }),
      linkLimitPerAddress: c.linkLimitPerAddress,
      linkLimitPerIp: c.linkLimitPerIp,
    });
  },
};
