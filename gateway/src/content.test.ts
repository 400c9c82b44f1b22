// Game pages and covers from the gateway's memory: one fetch from the media service per key, its
// security headers kept, compressed, 304 on a matching ETag, misses limited, a media outage a 502.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import {
  listen,
  MemoryStore,
  SERVICE_NAMES,
  Sessions,
  type RunningServer,
  type ServiceName,
} from '@degs/kit';
import { silentLogger } from '@degs/kit/src/testing/wait';
import { createAppOrigin, createPlayOrigin, type GatewayOptions } from './app';

const PAGE = `<!doctype html><title>Frog</title><script>${'let frog = 1;'.repeat(200)}</script>`;
const CSP = "sandbox allow-scripts; default-src 'none'";

/** A raw GET, so the answer's encoding and length are seen as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(url, { headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    },
  );
}

describe('game pages and covers from memory', () => {
  let media: RunningServer;
  let asked: string[] = [];
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    const e = express();
    e.get('/play/:file', (req, res) => {
      asked.push(req.path);
      if (req.params.file !== 'frogfrog01.html')
        return void res.status(404).json({ error: 'Game not found' });
      res.set({
        'Content-Security-Policy': CSP,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: '"v1"',
        'X-Content-Type-Options': 'nosniff',
        'Content-Type': 'text/html; charset=utf-8',
      });
      res.send(PAGE);
    });
    e.get('/image/:file', (req, res) => {
      asked.push(req.path);
      res.set({ 'Content-Type': 'image/webp', ETag: '"c1"', 'Cross-Origin-Resource-Policy': 'cross-origin' });
      res.send(Buffer.from('RIFF0000WEBP'));
    });
    media = await listen(e, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await media.close();
  });
  beforeEach(() => void (asked = []));
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });

  async function start(o: Partial<GatewayOptions> = {}) {
    const store = new MemoryStore();
    const mediaUrl = `http://127.0.0.1:${media.port}`;
    const opts: GatewayOptions = {
      log: silentLogger(),
      store,
      sessions: new Sessions({ secret: 'content-test-secret-content-test-secret', store }),
      services: Object.fromEntries(SERVICE_NAMES.map((n) => [n, mediaUrl])) as Record<ServiceName, string>,
      appOrigin: 'http://localhost:8080',
      playOrigin: 'http://localhost:8081',
      webDist: '/nonexistent',
      trustProxyHops: 0,
      rateLimit: { max: 1000, windowMs: 60_000 },
      ...o,
    };
    const play = await listen(createPlayOrigin(opts), 0, '127.0.0.1');
    const app = await listen(createAppOrigin(opts), 0, '127.0.0.1');
    servers.push(play, app);
    return { play: `http://127.0.0.1:${play.port}`, app: `http://127.0.0.1:${app.port}` };
  }

  test('a viral page is fetched from the media service once, with its sandbox and cache headers', async () => {
    const { play } = await start();
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`${play}/play/frogfrog01.html`)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(asked).toEqual(['/play/frogfrog01.html']);
    const plain = answers[0];
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers['content-security-policy']).toBe(CSP);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers.etag).toBe('"v1"');
    expect(plain.headers['content-length']).toBe(String(PAGE.length));
  });

  test('compressed for clients that accept it, and 304 for a copy they already hold', async () => {
    const { play } = await start();
    const gz = await get(`${play}/play/frogfrog01.html`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    expect(gz.body.length).toBeLessThan(PAGE.length / 4);
    const br = await get(`${play}/play/frogfrog01.html`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const again = await get(`${play}/play/frogfrog01.html`, { 'if-none-match': '"v1"' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(`${play}/play/frogfrog01.html`, {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([
      200,
      0,
      String(PAGE.length),
    ]);
  });

  test('an address with no game is a 404 from the media service, remembered briefly', async () => {
    const { play } = await start();
    for (let i = 0; i < 5; i++) {
      const r = await get(`${play}/play/nothing000.html`);
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body.toString())).toEqual({ error: 'Game not found' });
    }
    expect(asked).toEqual(['/play/nothing000.html']);
  });

  test('covers on the app origin carry the app origin’s headers too', async () => {
    const { app, play } = await start();
    const r = await get(`${app}/image/frogfrog01.webp`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['content-encoding']).toBeUndefined(); // images are not compressed again
    expect((await get(`${play}/image/frogfrog01.webp`)).status).toBe(404); // the play origin serves pages only
  });

  test('only fetches from the media service spend the content allowance; hits never get 429', async () => {
    const { play } = await start({ contentRateLimit: { max: 2, windowMs: 60_000 } });
    expect((await get(`${play}/play/frogfrog01.html`)).status).toBe(200); // 1: fetched
    expect((await get(`${play}/play/nothing001.html`)).status).toBe(404); // 2: fetched
    const third = await get(`${play}/play/nothing002.html`);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(third.body.toString())).toEqual({ error: 'Too many requests, please slow down' });
    for (let i = 0; i < 10; i++) expect((await get(`${play}/play/frogfrog01.html`)).status).toBe(200);
  });

  test('a media service that is down is a 502 with an error body, and nothing is remembered', async () => {
    const down = `http://127.0.0.1:9`;
    const { play } = await start({
      services: Object.fromEntries(SERVICE_NAMES.map((n) => [n, down])) as Record<ServiceName, string>,
    });
    const r = await get(`${play}/play/frogfrog01.html`);
    expect(r.status).toBe(502);
    expect(JSON.parse(r.body.toString())).toEqual({ error: 'Service unavailable, please try again' });
  });
});
