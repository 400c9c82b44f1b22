// Game pages and covers never change for a key (DESIGN §6), and a game that goes viral is exactly
// this load. So the gateway answers them before any middleware: from memory, compressed once, with
// ETag/304, after one fetch from the media service per key (concurrent misses share it). Only a
// request that goes to the media service counts against the address's content allowance: a hit costs
// less than a 429 would. What is not a well-formed page or cover address falls through to the full
// app (and its 400/404/405 answers).
import http from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { keepAliveAgent, roundRobin } from '@degs/kit';

const PLAY = /^\/play\/([A-Za-z0-9_-]{8,64})\.html(?:\?|$)/;
const IMAGE = /^\/image\/([A-Za-z0-9_-]{8,64})\.webp(?:\?|$)/;
/** Upstream headers worth keeping; hop-by-hop and length/encoding are ours to set. */
const KEPT = [
  'content-type',
  'cache-control',
  'etag',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];
/** How long an address with nothing behind it is remembered, so it cannot hammer the database. */
const MISSING_MS = 2_000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One way of sending an answer: its headers (flat, ready for writeHead) and body. */
interface Variant {
  head: string[];
  body: Buffer;
}

/** An answer, prepared once in every form it is sent in. */
interface Entry {
  status: number;
  etag?: string;
  plain: Variant;
  gzip?: Variant;
  br?: Variant;
  notModified: string[];
  bytes: number;
  /** For answers that are not content (404): when to ask again. */
  until?: number;
}

export interface ContentOptions {
  /** The media service's base URL (or its replicas' URLs, separated by commas). */
  media: string;
  /** Which paths this listener serves: game pages (play origin) or covers (app origin). */
  kind: 'play' | 'image';
  /** Headers every answer carries besides the media service's own (the origin's security headers). */
  headers?: Record<string, string>;
  /** The content allowance of the request's address, spent by each fetch from the media service. */
  limit: (req: http.IncomingMessage) => Promise<{ allowed: boolean; retryAfterMs: number }>;
  maxBytes?: number;
}

export class ContentFront {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<Entry>>();
  private bytes = 0;
  private readonly agent = keepAliveAgent(64);
  private readonly path: RegExp;
  private readonly media: () => string;

  constructor(private readonly o: ContentOptions) {
    this.path = o.kind === 'play' ? PLAY : IMAGE;
    this.media = roundRobin(o.media);
  }

  /** Answers the request when it is a page or cover address; false leaves it to the app. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!this.path.test(url)) return false;
    const key = url.split('?')[0];
    const hit = this.entries.get(key);
    if (hit && !(hit.until && hit.until < Date.now())) this.send(req, res, hit);
    else this.miss(key, req, res).catch(() => this.fail(res, 502, 'Service unavailable, please try again'));
    return true;
  }

  private async miss(key: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const limit = await this.o.limit(req);
    if (!limit.allowed) {
      const retry = { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) };
      return this.fail(res, 429, 'Too many requests, please slow down', retry);
    }
    this.send(req, res, await this.fill(key));
  }

  private fail(res: http.ServerResponse, status: number, error: string, extra = {}): void {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { ...this.o.headers, ...extra, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error }));
  }

  private send(req: http.IncomingMessage, res: http.ServerResponse, e: Entry): void {
    if (e.etag && req.headers['if-none-match'] === e.etag) {
      res.writeHead(304, e.notModified);
      return void res.end();
    }
    const accepts = req.headers['accept-encoding'] ?? '';
    const v =
      (e.br && /\bbr\b/.test(accepts) && e.br) || (e.gzip && /\bgzip\b/.test(accepts) && e.gzip) || e.plain;
    res.writeHead(e.status, v.head);
    res.end(req.method === 'HEAD' ? undefined : v.body);
  }

  /** One fetch from the media service per key, however many ask at once. */
  private fill(key: string): Promise<Entry> {
    let p = this.pending.get(key);
    if (!p) {
      p = this.fetch(key).finally(() => this.pending.delete(key));
      this.pending.set(key, p);
    }
    return p;
  }

  private async fetch(key: string): Promise<Entry> {
    const { status, headers, body } = await get(`${this.media()}${key}`, this.agent);
    const kept: Record<string, string> = { ...this.o.headers };
    for (const name of KEPT) if (typeof headers[name] === 'string') kept[name] = headers[name] as string;
    if (status !== 200) {
      // Not content (404, or an error the media service answered): remembered briefly, never long.
      const entry = this.entry(status, kept, body, Date.now() + MISSING_MS);
      if (status === 404) this.store(key, entry);
      return entry;
    }
    if (!/^text\/|javascript|json|svg/.test(kept['content-type'] ?? ''))
      return this.store(key, this.entry(status, kept, body));
    kept.vary = 'Accept-Encoding';
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(body),
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    return this.store(key, this.entry(status, kept, body, undefined, { gzip: gzipped, br: brotli }));
  }

  private entry(
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    until?: number,
    compressed: { gzip?: Buffer; br?: Buffer } = {},
  ): Entry {
    const flat = Object.entries(headers).flat();
    const variant = (b: Buffer, encoding?: string): Variant => ({
      head: [
        ...flat,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(b.length),
      ],
      body: b,
    });
    const { gzip: gz, br } = compressed;
    return {
      status,
      etag: status === 200 ? headers.etag : undefined,
      plain: variant(body),
      gzip: gz && variant(gz, 'gzip'),
      br: br && variant(br, 'br'),
      notModified: flat,
      bytes: body.length + (gz?.length ?? 0) + (br?.length ?? 0),
      until,
    };
  }

  private store(key: string, entry: Entry): Entry {
    const max = this.o.maxBytes ?? 64 * 1024 * 1024;
    if (entry.bytes > max / 4) return entry; // too big to be worth holding
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry); // Map order is insertion order: oldest first out
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= max) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
    return entry;
  }
}

function get(
  url: string,
  agent: http.Agent,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('media timed out')));
    req.on('error', reject);
  });
}
