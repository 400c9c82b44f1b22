import { join } from 'node:path';
import { env } from '@degs/kit';

export const gatewaySpec = {
  port: env.int('PORT', 8080, 0, 65535),
  playPort: env.int('PLAY_PORT', 8081, 0, 65535),
  /** How many proxies sit in front of us; the client IP is read that many hops back. */
  trustProxyHops: env.int('TRUST_PROXY_HOPS', 0, 0, 10),
  rateLimitMax: env.int('RATE_LIMIT_MAX', 600, 1),
  rateLimitWindowMs: env.int('RATE_LIMIT_WINDOW_MS', 60_000, 1_000),
  /** Game pages and covers: immutable, cached, fetched by whole classrooms behind one NAT. */
  contentRateLimitMax: env.int('CONTENT_RATE_LIMIT_MAX', 20_000, 1),
  webDist: env.string('WEB_DIST', join(__dirname, '..', '..', 'web', 'dist')),
};
