import http from 'node:http';
import net from 'node:net';
import type { Express } from 'express';

/**
 * How long our own HTTP clients (the gateway's hops, service-to-service calls, the edge's upstream)
 * keep an idle keep-alive socket. A draining server waits longer than this before it closes idle
 * sockets, so a client never writes a request into a socket its server is closing (the keep-alive
 * race, which turns a POST into a 502 whenever a pod stops under load).
 */
export const CLIENT_IDLE_MS = 4_000;

/** A keep-alive agent for calls between our processes: idle sockets dropped after CLIENT_IDLE_MS. */
export const keepAliveAgent = (maxSockets: number): http.Agent =>
  new http.Agent({ keepAlive: true, maxSockets, timeout: CLIENT_IDLE_MS });

export interface RunningServer {
  server: http.Server;
  port: number;
  /**
   * Drains, then stops: every answer from now on says `Connection: close`; for up to drainMs (while
   * connections are open) it keeps serving the ones it has; then it closes what is idle, lets
   * in-flight requests finish (up to graceMs) and closes what is left.
   */
  close(graceMs?: number): Promise<void>;
}

export interface ListenOptions {
  /** How long a stopping server keeps serving its open connections (0: close idle ones at once). */
  drainMs?: number;
}

export async function listen(
  app: Express | http.RequestListener,
  port: number,
  host: string,
  o: ListenOptions = {},
): Promise<RunningServer> {
  const handle = app as http.RequestListener;
  let draining = false;
  const server = http.createServer((req, res) => {
    if (draining) res.setHeader('connection', 'close');
    handle(req, res);
  });
  server.keepAliveTimeout = 65_000; // longer than common proxy idle timeouts, so proxies never reuse a dead socket
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: bound,
    close: async (graceMs = 10_000) => {
      draining = true;
      // Stop accepting but keep the open connections: net.Server's close, not http.Server's, which
      // would also close the idle ones at once (racing a client about to write into one).
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      await drained(server, o.drainMs ?? 0);
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(timer);
    },
  };
}

/** Resolves when no connection is open or after ms, whichever comes first. */
async function drained(server: http.Server, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0)));
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, Math.min(100, until - Date.now())));
  }
}
