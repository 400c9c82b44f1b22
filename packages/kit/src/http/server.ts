import http from 'node:http';
import type { Express } from 'express';

export interface RunningServer {
  server: http.Server;
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

export async function listen(
  app: Express | http.RequestListener,
  port: number,
  host: string,
): Promise<RunningServer> {
  const server = http.createServer(app as http.RequestListener);
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
    close: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
