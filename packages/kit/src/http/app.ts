// The service scaffold: every service and the gateway build their express app here, so request ids,
// logging, body limits, health and the `{ "error": "..." }` contract are the same everywhere.
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from '../log';
import { HttpError } from '../errors';
import { classify } from '../bus/failure';
import { currentTraceId } from '../telemetry';
import { bodyHygiene, urlHygiene } from './hygiene';

export const REQUEST_ID_HEADER = 'x-degs-request-id';
export const CLIENT_IP_HEADER = 'x-degs-client-ip';

/** The client IP as the gateway saw it (the gateway strips any client-sent x-degs-* header). */
export const clientIp = (req: express.Request): string =>
  req.header(CLIENT_IP_HEADER) || req.socket.remoteAddress || 'unknown';

export type ReadinessCheck = () => Promise<boolean>;

export interface HttpAppOptions {
  log: Logger;
  /** Named checks; /readyz answers 200 only while all pass and the process is not draining. */
  readiness?: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  bodyLimit?: string;
  /** Read the request id only from a trusted hop (the gateway); the gateway itself always mints one. */
  trustRequestId?: boolean;
  /** Middleware that must see the raw request first (the gateway strips client x-degs-* headers). */
  before?: RequestHandler[];
  /** Parse JSON bodies (default true; the gateway streams bodies through untouched). */
  parseJson?: boolean;
}

/** Creates the app with the common front half; call `finish(app)` after mounting routes. */
export function createHttpApp(opts: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  for (const mw of opts.before ?? []) app.use(mw);
  app.use(requestId(opts.trustRequestId ?? true));
  app.use(accessLog(opts.log));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks: Record<string, boolean> = {};
    for (const [name, check] of Object.entries(opts.readiness ?? {})) {
      checks[name] = await check().catch(() => false);
    }
    const draining = opts.isDraining?.() ?? false;
    const ok = !draining && Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : draining ? 'draining' : 'unready', checks });
  });
  app.use(urlHygiene);
  if (opts.parseJson !== false) app.use(express.json({ limit: opts.bodyLimit ?? '100kb' }), bodyHygiene);
  return app;
}

/**
 * One line per request, written when it ends, from the one logger (no child logger per request).
 * Reads that went well are the bulk of the traffic and are logged at debug; writes, client errors
 * and failures at info. Health checks are not logged.
 */
function accessLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.url === '/healthz' || req.url === '/readyz') return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const quiet = res.statusCode < 400 && (req.method === 'GET' || req.method === 'HEAD');
      const level = quiet ? 'debug' : 'info';
      if (!log.isLevelEnabled(level)) return;
      log[level](
        {
          req: { id: (req as unknown as { id: string }).id, method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Number(process.hrtime.bigint() - started) / 1e6,
          trace_id: currentTraceId(),
        },
        'request completed',
      );
    });
    next();
  };
}

function requestId(trust: boolean): RequestHandler {
  return (req, res, next) => {
    const given = trust ? req.header(REQUEST_ID_HEADER) : undefined;
    const id = given && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    (req as unknown as { id: string }).id = id;
    res.setHeader('x-request-id', id);
    next();
  };
}

interface RouterLayer {
  route?: { methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  match(path: string): false | { path: string };
}

/** The methods the app's routes answer on this path (walking nested routers). */
function methodsFor(stack: RouterLayer[], path: string, into = new Set<string>()): Set<string> {
  for (const layer of stack) {
    const m = layer.match(path);
    if (!m) continue;
    if (layer.route) for (const method of Object.keys(layer.route.methods)) into.add(method.toUpperCase());
    else if (layer.handle?.stack) methodsFor(layer.handle.stack, path.slice(m.path.length) || '/', into);
  }
  return into;
}

/**
 * The back half: a known path asked with another method is 405 with Allow; unknown routes are 404;
 * every error becomes `{ error }` without a stack trace.
 */
export function finishHttpApp(app: Express, log: Logger): Express {
  app.use((req, res, next) => {
    const stack = (app as unknown as { router?: { stack: RouterLayer[] } }).router?.stack ?? [];
    const allowed = methodsFor(stack, req.path);
    if (allowed.has('GET')) allowed.add('HEAD');
    if (!allowed.size || allowed.has(req.method)) return next(new HttpError(404, 'Not found'));
    res.set('Allow', [...allowed].sort().join(', '));
    next(new HttpError(405, 'Method not allowed'));
  });
  app.use(errorHandler(log));
  return app;
}

function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, message, headers } = describeError(err);
    if (status >= 500 && status !== 501)
      log.error({ err, req_id: (req as unknown as { id: string }).id }, 'request failed');
    if (res.headersSent) return res.end();
    res.set(headers).status(status).json({ error: message });
  };
}

export function describeError(err: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (err instanceof HttpError) return { status: err.status, message: err.message, headers: err.headers };
  const e = err as {
    type?: string;
    status?: number;
    statusCode?: number;
    expose?: boolean;
    message?: string;
  };
  // body-parser's errors carry a type and a client status.
  switch (e?.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'Malformed JSON body', headers: {} };
    case 'entity.too.large':
      return { status: 413, message: 'Request body too large', headers: {} };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Unsupported body encoding', headers: {} };
  }
  const status = e?.status ?? e?.statusCode;
  if (status && status >= 400 && status < 500 && e.expose !== false) {
    return { status, message: e.message || 'Bad request', headers: {} };
  }
  // Something this process depends on is down (its database, another service): say so, and when to
  // try again, rather than call it an internal error.
  if (classify(err) === 'transient')
    return { status: 503, message: 'Service unavailable, please try again', headers: { 'retry-after': '5' } };
  return { status: 500, message: 'Internal server error', headers: {} };
}
