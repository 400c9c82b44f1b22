// The hop from the gateway to a service: the request streamed to it over a keep-alive socket with our
// own request id and the client's address, the answer streamed back. Plain node:http, because on every
// API call this hop is the gateway's main cost.
import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import { CLIENT_IP_HEADER, inTurn, REQUEST_ID_HEADER, type Logger } from '@degs/kit';

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/** Waits before each try after the first: a stopping pod leaves its Service within moments. */
const RETRY_DELAYS_MS = [50, 250];

export interface ProxyOptions {
  agent: http.Agent;
  log: Logger;
  timeoutMs?: number;
}

/**
 * Whether a try that failed before any answer may be made again, on a new socket. Only a request
 * without a body is sent again (it is whole in what we hold), and only when the service cannot have
 * acted on it: its connection was refused (a pod stopping, still in the Service's rules), or a reused
 * keep-alive socket was closed under it (the server closed it idle, unread; Node's documented retry
 * case); a GET or HEAD after any connection failure, since reading twice changes nothing. Never a
 * timeout: the service may still be working on it.
 */
export function mayRetry(method: string, bodiless: boolean, err: NodeJS.ErrnoException, reused: boolean) {
  if (!bodiless) return false;
  if (err.code === 'ECONNREFUSED') return true;
  const dropped = err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.message === 'socket hang up';
  if (!dropped) return false;
  return reused || method === 'GET' || method === 'HEAD';
}

/** `targets`: one URL, or a service's replicas separated by commas, taken in turn. */
export function proxyTo(targets: string, o: ProxyOptions): RequestHandler {
  const next = inTurn(
    targets.split(',').map((target) => {
      const { hostname, port } = new URL(target);
      return { target, hostname, port };
    }),
  );
  return (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && name !== 'x-forwarded-for') headers[name] = value;
    headers[REQUEST_ID_HEADER] = (req as Request & { id: string }).id;
    headers[CLIENT_IP_HEADER] = req.ip ?? '';
    const length = req.headers['content-length'];
    const bodiless = !req.headers['transfer-encoding'] && (length === undefined || length === '0');
    let current: http.ClientRequest | undefined;
    // A client that goes away takes its upstream request with it.
    res.on('close', () => {
      if (!res.writableFinished) current?.destroy();
    });

    const attempt = (tries: number) => {
      const { target, hostname, port } = next();
      const upstream = http.request(
        { hostname, port, method: req.method, path: req.originalUrl, headers, agent: o.agent },
        (answer) => {
          const back: string[] = [];
          const raw = answer.rawHeaders;
          for (let i = 0; i < raw.length; i += 2)
            if (!HOP_BY_HOP.has(raw[i].toLowerCase())) back.push(raw[i], raw[i + 1]);
          res.writeHead(answer.statusCode ?? 502, back);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      current = upstream;
      upstream.setTimeout(o.timeoutMs ?? 60_000, () => upstream.destroy(new Error('upstream timed out')));
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (res.headersSent) return void res.destroy();
        if (res.destroyed) return;
        if (tries < RETRY_DELAYS_MS.length && mayRetry(req.method, bodiless, err, upstream.reusedSocket)) {
          o.log.info({ err: err.message, target, tries }, 'upstream dropped the request; trying again');
          return void setTimeout(() => attempt(tries + 1), RETRY_DELAYS_MS[tries]);
        }
        o.log.warn({ err: err.message, target }, 'upstream failed');
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Service unavailable, please try again' }));
      });
      if (bodiless) upstream.end();
      else req.pipe(upstream);
    };
    attempt(0);
  };
}
