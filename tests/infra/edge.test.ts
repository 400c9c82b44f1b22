// The edge (charts/degs/files/edge.conf) on real nginx, in front of a stand-in gateway that counts what
// reaches it: game pages, covers and the SPA's files come from the edge's cache with the gateway's own
// security headers, one copy per encoding; the API always reaches the gateway, with the client's
// address as the one trusted hop; errors and limits are never cached.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@degs/kit/src/testing/wait';
import { freePort, ROOT } from '../support/processes';

jest.setTimeout(60_000);

const NGINX = '/usr/sbin/nginx';
const CSP = "sandbox allow-scripts; default-src 'none'";

/** A raw request, so encodings and headers are seen as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .request(url, { headers, method }, (res) => {
          let body = '';
          res.setEncoding('latin1');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
        .on('error', reject)
        .end();
    },
  );
}

describe('the nginx edge', () => {
  const reached: { url: string; forwarded?: string; encoding?: string }[] = [];
  const cut = new Map<string, number>();
  let gateway: http.Server;
  let nginx: ChildProcess;
  let app: string;
  let play: string;
  const dir = mkdtempSync(join(tmpdir(), 'degs-edge-'));
  chmodSync(dir, 0o755); // nginx's workers (nobody, when started as root) reach the cache inside

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      reached.push({
        url: req.url!,
        forwarded: req.headers['x-forwarded-for'] as string,
        encoding: req.headers['accept-encoding'] as string,
      });
      const encoding = String(req.headers['accept-encoding'] ?? '');
      // Gateway pods going away mid-request: the first two connections to ask for /api/cut… are cut.
      if (req.url!.startsWith('/api/cut') && (cut.get(req.url!) ?? 0) < 2) {
        cut.set(req.url!, (cut.get(req.url!) ?? 0) + 1);
        return void req.socket.destroy();
      }
      if (req.url === '/readyz') return void res.end('{"status":"ready"}');
      if (req.url!.startsWith('/play/frogfrog01')) {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': CSP,
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept-Encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        });
        return void res.end(`page as ${encoding || 'identity'}`);
      }
      if (req.url!.startsWith('/play/busy')) {
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        return void res.end('{"error":"Too many requests, please slow down"}');
      }
      if (req.url!.startsWith('/play/') || req.url!.startsWith('/image/')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end('{"error":"Game not found"}');
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-frame-options': 'DENY' });
      res.end(JSON.stringify({ api: req.url }));
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const upstream = `127.0.0.1:${(gateway.address() as { port: number }).port}`;
    const [appPort, playPort] = [await freePort(), await freePort()];
    const conf = execFileSync('bash', [
      join(ROOT, 'scripts/edge.sh'),
      join(dir, 'state'),
      join(dir, 'logs'),
      String(appPort),
      String(playPort),
      upstream,
      upstream,
      '1',
    ])
      .toString()
      .trim();
    nginx = spawn(NGINX, ['-e', join(dir, 'logs/edge-error.log'), '-c', conf, '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    [app, play] = [`http://127.0.0.1:${appPort}`, `http://127.0.0.1:${playPort}`];
    await waitFor('the edge', async () => (await get(`${app}/readyz`)).status === 200);
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((r) => (nginx.exitCode === null ? nginx.once('exit', r) : r(null)));
    await new Promise((r) => gateway.close(r));
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => void reached.splice(0));

  test('a game page is fetched once per encoding, then served from the edge with its sandbox header', async () => {
    for (let i = 0; i < 5; i++) {
      const plain = await get(`${play}/play/frogfrog01.html`);
      expect(plain.status).toBe(200);
      expect(plain.body).toBe('page as identity');
      expect(plain.headers['content-security-policy']).toBe(CSP);
      expect(plain.headers['cache-control']).toContain('immutable');
      const br = await get(`${play}/play/frogfrog01.html`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      const gz = await get(`${play}/play/frogfrog01.html`, { 'accept-encoding': 'gzip;q=1.0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
    }
    // Three fetches: one per encoding, each asked in one canonical spelling, from the client's address.
    expect(reached.map((r) => r.encoding ?? '').sort()).toEqual(['', 'br', 'gzip']);
    expect(reached.map((r) => r.forwarded)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  test('the API always reaches the gateway, with the client address as the one hop it trusts', async () => {
    await get(`${app}/api/games/abc`, { 'x-forwarded-for': '6.6.6.6' });
    const again = await get(`${app}/api/games/abc`);
    expect(JSON.parse(again.body)).toEqual({ api: '/api/games/abc' });
    expect(again.headers['x-frame-options']).toBe('DENY');
    expect(reached.map((r) => [r.url, r.forwarded])).toEqual([
      ['/api/games/abc', '127.0.0.1'], // what the client claimed is replaced, not passed on
      ['/api/games/abc', '127.0.0.1'],
    ]);
  });

  test('a read whose gateway went away is asked again on new connections; a like is never sent twice', async () => {
    const read = await get(`${app}/api/cut-read`);
    expect([read.status, JSON.parse(read.body)]).toEqual([200, { api: '/api/cut-read' }]);
    expect(reached.map((r) => r.url)).toEqual(['/api/cut-read', '/api/cut-read', '/api/cut-read']);
    reached.splice(0);
    const like = await get(`${app}/api/cut-like`, {}, 'POST');
    expect(like.status).toBe(502);
    expect(reached.map((r) => r.url)).toEqual(['/api/cut-like']);
  });

  test('a 404 is remembered for a moment only, and a 429 never', async () => {
    for (let i = 0; i < 3; i++) expect((await get(`${play}/play/nothing000.html`)).status).toBe(404);
    expect(reached).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 3_200)); // nginx counts validity in whole seconds
    expect((await get(`${play}/play/nothing000.html`)).status).toBe(404);
    expect(reached).toHaveLength(2);
    reached.splice(0);
    for (let i = 0; i < 3; i++) expect((await get(`${play}/play/busy000000.html`)).status).toBe(429);
    expect(reached).toHaveLength(3);
  });

  test('covers and the SPA’s hashed files are cached on the app origin; pages are not', async () => {
    for (let i = 0; i < 3; i++) await get(`${app}/image/nothing0.webp`);
    for (let i = 0; i < 3; i++) await get(`${app}/`);
    expect(reached.filter((r) => r.url.startsWith('/image/'))).toHaveLength(1);
    expect(reached.filter((r) => r.url === '/')).toHaveLength(3);
  });
});
