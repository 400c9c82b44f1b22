// The gateway: one front door for the app origin (API proxy, cover images, the SPA) and a second
// listener for the play origin that serves only /play/*. It refuses bad session tokens before
// proxying, strips every x-degs-* header a client sends, limits requests per IP and sets CORS.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import {
  createHttpApp,
  finishHttpApp,
  HttpError,
  keepAliveAgent,
  SERVICE_NAMES,
  sessionMiddleware,
  type Logger,
  type ServiceName,
  type Sessions,
  type Store,
} from '@degs/kit';
import { ContentFront } from './content';
import { proxyTo } from './proxy';
import { serviceFor } from './routes';

export interface GatewayOptions {
  log: Logger;
  store: Store;
  sessions: Sessions;
  services: Record<ServiceName, string>;
  appOrigin: string;
  playOrigin: string;
  webDist: string;
  trustProxyHops: number;
  /** The API's per-IP allowance. */
  rateLimit: { max: number; windowMs: number };
  /** Game pages and covers have their own, much larger one (immutable content, DESIGN §6). */
  contentRateLimit?: { max: number; windowMs: number };
  isDraining?: () => boolean;
}

const stripInternalHeaders: RequestHandler = (req, _res, next) => {
  for (const name of Object.keys(req.headers)) if (name.startsWith('x-degs-')) delete req.headers[name];
  next();
};

/** Proxies to the named services over one keep-alive agent. */
function proxies(o: GatewayOptions, names: readonly ServiceName[] = SERVICE_NAMES) {
  const agent = keepAliveAgent(512);
  return Object.fromEntries(
    names.map((n) => [n, proxyTo(o.services[n], { agent, log: o.log })]),
  ) as unknown as Record<ServiceName, RequestHandler>;
}

function cors(appOrigin: string): RequestHandler {
  return (req, res, next) => {
    const origin = req.header('origin');
    if (origin && origin === appOrigin) {
      res.set({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
      if (req.method === 'OPTIONS') {
        res.set({
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        });
        return void res.status(204).end();
      }
    } else if (origin && req.method === 'OPTIONS') {
      return next(new HttpError(403, 'Origin not allowed'));
    }
    next();
  };
}

/** A per-IP allowance; each kind ('api', 'content') counts apart from the other. */
function allowance(o: GatewayOptions, kind: 'api' | 'content') {
  const { max, windowMs } = kind === 'api' ? o.rateLimit : (o.contentRateLimit ?? o.rateLimit);
  return (ip: string) => o.store.rateLimit(`rl:${kind}:${ip}`, max, windowMs);
}

function rateLimit(o: GatewayOptions, kind: 'api' | 'content'): RequestHandler {
  const spend = allowance(o, kind);
  return async (req, res, next) => {
    const r = await spend(req.ip ?? '');
    res.set('RateLimit-Remaining', String(r.remaining));
    if (r.allowed) return next();
    const seconds = String(Math.ceil(r.retryAfterMs / 1000));
    next(new HttpError(429, 'Too many requests, please slow down', { 'Retry-After': seconds }));
  };
}

/** Both listeners: client x-degs-* headers gone first, our own request id, bodies streamed untouched. */
function frontDoor(o: GatewayOptions): Express {
  const app = createHttpApp({
    log: o.log,
    before: [stripInternalHeaders],
    trustRequestId: false,
    parseJson: false,
    isDraining: o.isDraining,
    readiness: { store: () => o.store.ping() },
  });
  app.set('trust proxy', o.trustProxyHops);
  return app;
}

/**
 * The app origin is never framed, never sniffed, leaks no paths to other sites, and its pages may run
 * only its own scripts and frame only the play origin.
 */
function appHeaders(playOrigin: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    `frame-src ${new URL(playOrigin).origin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The client address, read through exactly the trusted proxy hops (as express's `trust proxy` with a
 * number does), for requests answered before express sees them.
 */
function clientIp(req: http.IncomingMessage, hops: number): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? '', ...forwarded];
  return chain[Math.min(hops, chain.length - 1)];
}

/** Game pages or covers from memory in front of the app; everything else goes to the app. */
function withContent(o: GatewayOptions, kind: 'play' | 'image', app: Express, headers = {}) {
  const spend = allowance(o, 'content');
  const front = new ContentFront({
    media: o.services.media,
    kind,
    headers,
    limit: (req) => spend(clientIp(req, o.trustProxyHops)),
  });
  const listener: http.RequestListener = (req, res) => {
    if (!front.handle(req, res)) app(req, res);
  };
  return listener;
}

export function createAppOrigin(o: GatewayOptions): http.RequestListener {
  const app = frontDoor(o);
  const upstream = proxies(o);
  const headers = appHeaders(o.playOrigin);

  app.use((_req, res, next) => {
    res.set(headers);
    next();
  });
  app.use(cors(o.appOrigin));
  app.use('/api', rateLimit(o, 'api'));
  app.use('/image', rateLimit(o, 'content'));
  // A request that carries a bearer token must carry a valid one (401 before proxying); services verify it again.
  app.use('/api', sessionMiddleware(o.sessions, false));
  app.use((req, res, next) => {
    const service = serviceFor(req.path);
    if (service) return upstream[service](req, res, next);
    if (req.path.startsWith('/api/') || req.path === '/api') return next(new HttpError(404, 'Not found'));
    next();
  });

  // The SPA: hashed assets cached for a year, index.html never cached, client routes fall back to it.
  app.use(
    express.static(o.webDist, {
      index: false,
      setHeaders: (res, path) => {
        if (path.startsWith(join(o.webDist, 'assets')))
          res.set('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const shell = spaShell(o);
  app.use((req, res, next) => {
    const clientRoute = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.path);
    const reserved = /^\/(api|image|play|internal)(\/|$)/.test(req.path);
    if (!clientRoute || reserved) return next();
    const html = shell();
    if (!html) return next(new HttpError(503, 'The web app is not built (run make build)'));
    res.set({ 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8' }).send(html);
  });
  return withContent(o, 'image', finishHttpApp(app, o.log), headers);
}

/** index.html with the runtime settings the SPA needs (the play origin differs per placement). */
function spaShell(o: GatewayOptions): () => string | undefined {
  let cached: string | undefined;
  return () => {
    if (cached) return cached;
    try {
      const html = readFileSync(join(o.webDist, 'index.html'), 'utf8');
      const meta = `<meta name="degs-play-origin" content="${o.playOrigin.replace(/[^\w:/.\-[\]]/g, '')}" />`;
      cached = html.replace('</head>', `    ${meta}\n  </head>`);
    } catch {
      return undefined;
    }
    return cached;
  };
}

export function createPlayOrigin(o: GatewayOptions): http.RequestListener {
  const app = frontDoor(o);
  const media = proxies(o, ['media']).media; // the play origin reaches nothing else
  app.get(/^\/play\/[^/]+$/, rateLimit(o, 'content'), media);
  return withContent(o, 'play', finishHttpApp(app, o.log));
}
