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

export interface ProxyOptions {
  agent: http.Agent;
  log: Logger;
  timeoutMs?: number;
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
    const { target, hostname, port } = next();
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && name !== 'x-forwarded-for') headers[name] = value;
    headers[REQUEST_ID_HEADER] = (req as Request & { id: string }).id;
    headers[CLIENT_IP_HEADER] = req.ip ?? '';
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
    upstream.setTimeout(o.timeoutMs ?? 60_000, () => upstream.destroy(new Error('upstream timed out')));
    upstream.on('error', (err) => {
      o.log.warn({ err: err.message, target }, 'upstream failed');
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Service unavailable, please try again' }));
    });
    // A client that goes away takes its upstream request with it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
