// Service-to-service calls on /internal/*. The caller proves it is one of ours with a short-lived
// token signed with SERVICE_TOKEN_SECRET in the x-degs-service-token header; the gateway strips every
// x-degs-* header that comes from outside and never routes /internal, so a browser can't forge one.
import http from 'node:http';
import jwt from 'jsonwebtoken';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';
import { keepAliveAgent } from './http/server';
import { roundRobin } from './platform';
import { hmacKey } from './session';
import { injectTrace } from './telemetry';

export const SERVICE_TOKEN_HEADER = 'x-degs-service-token';
const AUDIENCE = 'degs-internal';

export function signServiceToken(secret: string, caller: string): string {
  return jwt.sign({}, hmacKey(secret), {
    algorithm: 'HS256',
    subject: caller,
    audience: AUDIENCE,
    expiresIn: 60,
  });
}

export function verifyServiceToken(secret: string, token: string | undefined): string {
  if (!token) throw new HttpError(401, 'Service token required');
  try {
    const c = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    }) as jwt.JwtPayload;
    if (typeof c.sub !== 'string') throw new Error('no subject');
    return c.sub;
  } catch {
    throw new HttpError(401, 'Invalid service token');
  }
}

/** Guards /internal/* routes. */
export function requireService(secret: string): RequestHandler {
  return (req, res, next) => {
    res.locals.caller = verifyServiceToken(secret, req.header(SERVICE_TOKEN_HEADER));
    next();
  };
}

export class InternalHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface InternalClientOptions {
  caller: string;
  secret: string;
  /** Service name → base URL. */
  services: Record<string, string>;
  timeoutMs?: number;
  retries?: number;
}

const agent = keepAliveAgent(64);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * JSON over HTTP to another service's /internal API: keep-alive, a timeout per attempt, and retries
 * (with backoff) only for idempotent methods and only on network errors or 502/503/504.
 */
export class InternalClient {
  private token?: { value: string; until: number };

  constructor(private readonly o: InternalClientOptions) {}

  private serviceToken(): string {
    if (!this.token || this.token.until < Date.now()) {
      this.token = { value: signServiceToken(this.o.secret, this.o.caller), until: Date.now() + 30_000 };
    }
    return this.token.value;
  }

  async request<T>(service: string, method: string, path: string, body?: unknown): Promise<T> {
    return (await this.call(service, method, path, body)).json as T;
  }

  /** GET something another service may not have: its 404 becomes ours, with a message a person can read. */
  async find<T>(service: string, path: string, notFound: string): Promise<T> {
    try {
      return await this.request<T>(service, 'GET', path);
    } catch (e) {
      if (e instanceof InternalHttpError && e.status === 404) throw new HttpError(404, notFound);
      throw e;
    }
  }

  /** GET raw bytes, e.g. a stored asset. */
  async bytes(service: string, path: string): Promise<Buffer> {
    return (await this.call(service, 'GET', path)).bytes;
  }

  private readonly replicas = new Map<string, () => string>();

  private async call(service: string, method: string, path: string, body?: unknown) {
    const urls = this.o.services[service];
    if (!urls) throw new Error(`unknown service '${service}'`);
    let pick = this.replicas.get(service);
    if (!pick) this.replicas.set(service, (pick = roundRobin(urls)));
    const attempts = IDEMPOTENT.has(method) ? 1 + (this.o.retries ?? 2) : 1;
    let lastErr: unknown;
    for (let i = 0; i < attempts; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100 * 2 ** i));
      try {
        const res = await this.once(pick() + path, method, body); // a retry goes to the next replica
        const { status, json } = res;
        if (status >= 200 && status < 300) return res;
        const err = new InternalHttpError(status, (json as { error?: string })?.error ?? `HTTP ${status}`);
        if (![502, 503, 504].includes(status)) throw err;
        lastErr = err;
      } catch (err) {
        if (err instanceof InternalHttpError && ![502, 503, 504].includes(err.status)) throw err;
        lastErr = err;
      }
    }
    throw lastErr;
  }

  private once(
    url: string,
    method: string,
    body: unknown,
  ): Promise<{ status: number; json: unknown; bytes: Buffer }> {
    // A Buffer goes as raw bytes (assets); anything else as JSON.
    const raw = Buffer.isBuffer(body);
    const payload =
      body === undefined ? undefined : raw ? (body as Buffer) : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = injectTrace({
      [SERVICE_TOKEN_HEADER]: this.serviceToken(),
      accept: 'application/json',
    });
    if (payload) {
      headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, agent, timeout: this.o.timeoutMs ?? 5_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = { error: text.slice(0, 200) };
          }
          resolve({ status: res.statusCode ?? 0, json, bytes });
        });
        res.on('error', reject);
      });
      req.on('timeout', () =>
        req.destroy(Object.assign(new Error(`timeout calling ${url}`), { code: 'ETIMEDOUT' })),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}
