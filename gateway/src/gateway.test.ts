import net from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const SECRET = 'gateway-test-secret-gateway-test-secret';
const APP_ORIGIN = 'http://localhost:8080';

interface Seen {
  service: ServiceName;
  method: string;
  url: string;
  headers: Record<string, string>;
}

describe('gateway', () => {
  const upstreams: RunningServer[] = [];
  const seen: Seen[] = [];
  let app: RunningServer;
  let play: RunningServer;
  let store: MemoryStore;
  let sessions: Sessions;
  let services: Record<ServiceName, string>;
  const webDist = mkdtempSync(join(tmpdir(), 'web-'));

  async function start(overrides: Partial<GatewayOptions> = {}) {
    const o: GatewayOptions = {
      log: silentLogger(),
      store,
      sessions,
      services,
      appOrigin: APP_ORIGIN,
      playOrigin: 'http://localhost:8081',
      webDist,
      trustProxyHops: 0,
      rateLimit: { max: 1000, windowMs: 60_000 },
      ...overrides,
    };
    return {
      app: await listen(createAppOrigin(o), 0, '127.0.0.1'),
      play: await listen(createPlayOrigin(o), 0, '127.0.0.1'),
    };
  }

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><head></head><div id="root">degs shell</div>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    for (const name of SERVICE_NAMES) {
      const e = express();
      e.use(express.text({ type: () => true }));
      e.use((req, res) => {
        seen.push({
          service: name,
          method: req.method,
          url: req.url,
          headers: req.headers as Record<string, string>,
        });
        res.json({ service: name, body: typeof req.body === 'string' ? req.body : '' });
      });
      upstreams.push(await listen(e, 0, '127.0.0.1'));
    }
    services = Object.fromEntries(
      SERVICE_NAMES.map((n, i) => [n, `http://127.0.0.1:${upstreams[i].port}`]),
    ) as Record<ServiceName, string>;
    store = new MemoryStore();
    sessions = new Sessions({ secret: SECRET, store });
    ({ app, play } = await start());
  });
  afterAll(async () => {
    await Promise.all([app.close(), play.close(), ...upstreams.map((u) => u.close())]);
    await store.close();
  });
  beforeEach(() => void seen.splice(0));

  const url = (path: string, s = app) => `http://127.0.0.1:${s.port}${path}`;

  test.each([
    ['POST', '/api/auth/challenge', 'auth'],
    ['POST', '/api/auth/email/magic-link', 'auth'],
    ['GET', '/api/user/me', 'user'],
    ['PATCH', '/api/user', 'user'],
    ['GET', '/api/users/alice', 'user'],
    ['POST', '/api/games/generate', 'generation'],
    ['GET', '/api/games/abc/status', 'generation'],
    ['POST', '/api/games/abc/like', 'social'],
    ['POST', '/api/follow', 'social'],
    ['DELETE', '/api/follow', 'social'],
    ['GET', '/api/notifications?page=2', 'notification'],
    ['POST', '/api/notifications/read-all', 'notification'],
    ['POST', '/api/transcribe', 'media'],
    ['GET', '/api/games/public?page=1&filter=new', 'game'],
    ['GET', '/api/games/user/alice?type=public&page=1', 'game'],
    ['GET', '/api/games/abc', 'game'],
    ['PATCH', '/api/games/abc/public', 'game'],
    ['GET', '/api/games/abc/versions', 'game'],
    ['GET', '/image/abc.webp', 'media'],
  ])('%s %s goes to %s with path and body intact', async (method, path, service) => {
    const body = ['POST', 'PATCH', 'DELETE'].includes(method) ? '{"username":"bob"}' : undefined;
    const r = await fetch(url(path), {
      method,
      body,
      headers: body ? { 'content-type': 'application/json' } : {},
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ service, body: body ?? '' });
    expect(seen[0]).toMatchObject({ service, method, url: path });
  });

  test('unknown API paths and /internal are never proxied', async () => {
    for (const path of ['/api/nope', '/api/internal/x', '/internal/assets/abc/html', '/api']) {
      const r = await fetch(url(path));
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ error: 'Not found' });
    }
    expect(seen).toHaveLength(0);
  });

  test('client-sent x-degs-* headers are stripped; the gateway sets its own', async () => {
    await fetch(url('/api/users/alice'), {
      headers: {
        'x-degs-request-id': 'forged-id',
        'x-degs-service-token': 'forged-token',
        'x-degs-client-ip': '6.6.6.6',
        'x-degs-user-id': 'admin',
        'x-forwarded-for': '6.6.6.6',
      },
    });
    const h = seen[0].headers;
    expect(h['x-degs-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(h['x-degs-service-token']).toBeUndefined();
    expect(h['x-degs-user-id']).toBeUndefined();
    expect(h['x-degs-client-ip']).toBe('127.0.0.1');
    expect(h['x-forwarded-for']).toBeUndefined();
  });

  test('a bad, expired-format or revoked bearer token is refused with 401 before proxying', async () => {
    const get = (auth: string) => fetch(url('/api/user/me'), { headers: { authorization: auth } });
    for (const auth of ['Bearer not.a.jwt', 'Basic dXNlcjpwdw==', 'Bearer ']) {
      const r = await get(auth);
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ error: 'Invalid session token' });
    }
    const { token } = sessions.issue('user-1');
    expect((await get(`Bearer ${token}`)).status).toBe(200);
    expect(seen[0].headers.authorization).toBe(`Bearer ${token}`);
    await sessions.revoke(await sessions.verify(token));
    const revoked = await get(`Bearer ${token}`);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: 'Session revoked' });
    expect(seen).toHaveLength(1);
  });

  test('requests over the per-IP limit get 429 with Retry-After', async () => {
    const limited = await start({ rateLimit: { max: 3, windowMs: 60_000 }, store: new MemoryStore() });
    const codes: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await fetch(url('/api/users/alice', limited.app));
      codes.push(last.status);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await last!.json()).toEqual({ error: 'Too many requests, please slow down' });
    await limited.app.close();
    await limited.play.close();
  });

  test('game pages and covers do not share the API allowance: a NAT that spent it still plays', async () => {
    const limited = await start({
      rateLimit: { max: 2, windowMs: 60_000 },
      contentRateLimit: { max: 4, windowMs: 60_000 },
      store: new MemoryStore(),
    });
    for (let i = 0; i < 3; i++) await fetch(url('/api/users/alice', limited.app));
    expect((await fetch(url('/api/users/alice', limited.app))).status).toBe(429);
    const pages = [];
    for (let i = 0; i < 3; i++) pages.push((await fetch(url('/play/abc.html', limited.play))).status);
    pages.push((await fetch(url('/image/abc.webp', limited.app))).status);
    expect(pages).toEqual([200, 200, 200, 200]);
    // Their own allowance is per IP too.
    expect((await fetch(url('/play/abc.html', limited.play))).status).toBe(429);
    await limited.app.close();
    await limited.play.close();
  });

  test('the app origin cannot be framed or sniffed, and its pages frame only the play origin', async () => {
    for (const path of ['/', '/g/abc', '/api/users/alice']) {
      const r = await fetch(url(path));
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = r.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src http://localhost:8081');
      expect(csp).toContain("script-src 'self'");
    }
  });

  test('a control character or a broken escape in the address is a 400, never proxied', async () => {
    seen.length = 0;
    for (const path of [
      '/api/games/a%00b',
      '/api/users/a%0Ab',
      '/api/games/public?filter=new%00',
      '/api/games/%E0%A4%A',
    ]) {
      const r = await fetch(url(path));
      expect(r.status).toBe(400);
      expect((await r.json()).error).toMatch(/control characters|not correctly encoded/);
    }
    expect((await fetch(url('/play/a%00b.html', play))).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  test('the client IP is read through exactly the trusted proxy hops', async () => {
    const behindOne = await start({ trustProxyHops: 1, store: new MemoryStore() });
    await fetch(url('/api/users/alice', behindOne.app), {
      headers: { 'x-forwarded-for': '6.6.6.6, 9.9.9.9' },
    });
    expect(seen[0].headers['x-degs-client-ip']).toBe('9.9.9.9');
    await behindOne.app.close();
    await behindOne.play.close();
  });

  test('CORS admits the app origin only', async () => {
    const pre = await fetch(url('/api/user'), {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'PATCH' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const evil = await fetch(url('/api/user'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(url('/api/users/alice'), { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('client routes fall back to the SPA; assets are cached; missing files are 404', async () => {
    for (const path of ['/', '/g/abc123', '/user/alice', '/auth/callback?token=x', '/versions/k']) {
      const r = await fetch(url(path));
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      const html = await r.text();
      expect(html).toContain('degs shell');
      expect(html).toContain('<meta name="degs-play-origin" content="http://localhost:8081" />');
    }
    const asset = await fetch(url('/assets/app-abc123.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(url('/assets/missing.js'))).status).toBe(404);
    expect((await fetch(url('/play/abc.html'))).status).toBe(404);
  });

  test('the play listener serves only /play/*, from the media service', async () => {
    const r = await fetch(url('/play/abcdefgh12.html', play));
    expect(r.status).toBe(200);
    expect(seen[0]).toMatchObject({ service: 'media', url: '/play/abcdefgh12.html' });
    for (const path of ['/', '/api/users/alice', '/image/abc.webp', '/g/abc', '/assets/app-abc123.js']) {
      const res = await fetch(url(path, play));
      expect(res.status).toBe(404);
    }
    expect((await fetch(url('/play/x.html', play), { method: 'POST' })).status).toBe(405);
    expect(seen).toHaveLength(1);
  });

  test('a service with replicas gets its requests in turn', async () => {
    const spread = await start({
      services: { ...services, user: `${services.user},${services.social}` },
      store: new MemoryStore(),
    });
    const answered: string[] = [];
    for (let i = 0; i < 4; i++)
      answered.push((await (await fetch(url('/api/users/alice', spread.app))).json()).service);
    expect(answered).toEqual(['user', 'social', 'user', 'social']); // the stand-ins name themselves
    await spread.app.close();
    await spread.play.close();
  });

  test('a request a stopping replica refused is made again on the next one; a body is never sent twice', async () => {
    const refusing = 'http://127.0.0.1:9'; // nothing listens there: refused, as by a pod that is gone
    const spread = await start({
      services: {
        ...services,
        user: `${refusing},${services.user}`,
        social: `${refusing},${services.social}`,
      },
      store: new MemoryStore(),
    });
    const read = await fetch(url('/api/users/alice', spread.app));
    expect([read.status, (await read.json()).service]).toEqual([200, 'user']);
    const like = await fetch(url('/api/games/abc/like', spread.app), { method: 'POST' });
    expect([like.status, (await like.json()).service]).toEqual([200, 'social']);
    // A request with a body goes where it is sent once, and its failure is the person's to see.
    const save = await fetch(url('/api/user', spread.app), { method: 'PATCH', body: '{"bio":"x"}' });
    expect(save.status).toBe(502);
    await spread.app.close();
    await spread.play.close();
  });

  test('a read whose connection dropped is asked again; a write that may have arrived is not', async () => {
    // A service that drops the first connection of each request line unanswered, then answers.
    const hits: string[] = [];
    const dropper = net.createServer((socket) => {
      socket.once('data', (chunk) => {
        const line = chunk.toString().split('\r\n')[0];
        hits.push(line);
        if (hits.filter((h) => h === line).length === 1) return void socket.destroy();
        socket.end(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"ok":true}',
        );
      });
    });
    await new Promise<void>((r) => dropper.listen(0, '127.0.0.1', () => r()));
    const at = `http://127.0.0.1:${(dropper.address() as net.AddressInfo).port}`;
    const flaky = await start({ services: { ...services, user: at, social: at }, store: new MemoryStore() });
    const read = await fetch(url('/api/users/alice', flaky.app));
    expect([read.status, await read.json()]).toEqual([200, { ok: true }]);
    const like = await fetch(url('/api/games/abc/like', flaky.app), { method: 'POST' });
    expect(like.status).toBe(502);
    expect(hits).toEqual([
      'GET /api/users/alice HTTP/1.1',
      'GET /api/users/alice HTTP/1.1',
      'POST /api/games/abc/like HTTP/1.1',
    ]);
    await flaky.app.close();
    await flaky.play.close();
    await new Promise((r) => dropper.close(r));
  });

  test('an upstream that is down is a 502 with an error body', async () => {
    const down = await start({
      services: { ...services, user: 'http://127.0.0.1:9' },
      store: new MemoryStore(),
    });
    const r = await fetch(url('/api/users/alice', down.app));
    expect(r.status).toBe(502);
    expect(await r.json()).toEqual({ error: 'Service unavailable, please try again' });
    await down.app.close();
    await down.play.close();
  });
});
