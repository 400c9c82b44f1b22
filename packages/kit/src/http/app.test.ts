import { request } from 'node:http';
import { Router } from 'express';
import { createHttpApp, finishHttpApp } from './app';
import { listen, type RunningServer } from './server';
import { HttpError } from '../errors';
import { silentLogger } from '../testing/wait';

describe('service scaffold', () => {
  let server: RunningServer;
  let ready = true;
  let draining = false;
  const base = () => `http://127.0.0.1:${server.port}`;

  beforeAll(async () => {
    const log = silentLogger();
    const app = createHttpApp({
      log,
      readiness: { db: async () => ready },
      isDraining: () => draining,
      bodyLimit: '1kb',
    });
    app.use(
      Router()
        .post('/echo', (req, res) => void res.json(req.body))
        .get('/teapot', () => {
          throw new HttpError(418, "I'm a teapot");
        })
        .get('/boom', () => {
          throw new Error('secret internals at /srv/app.js:12');
        })
        .get('/async-boom', async () => {
          await Promise.resolve();
          throw new Error('async internals');
        })
        .get('/db-down', async () => {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        }),
    );
    finishHttpApp(app, log);
    server = await listen(app, 0, '127.0.0.1');
  });
  afterAll(() => server.close());

  const post = (path: string, body: string) =>
    fetch(base() + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  test('malformed JSON is a 400 with an error body', async () => {
    const r = await post('/echo', '{"a":');
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'Malformed JSON body' });
  });

  test('a NUL or another control character in any JSON string is a 400 before the handler', async () => {
    for (const body of [
      { bio: 'x\u0000y' },
      { prompt: 'snake \u0000 game' },
      { nested: [{ deep: 'bell\u0007' }] },
      { ['key\u0000']: 'v' },
    ]) {
      const r = await post('/echo', JSON.stringify(body));
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({
        error: 'Text must not contain control characters (other than tab and newline)',
      });
    }
    const ok = await post('/echo', JSON.stringify({ bio: 'two\nlines\tand a tab' }));
    expect(await ok.json()).toEqual({ bio: 'two\nlines\tand a tab' });
  });

  test('a control character in the path or query is a 400', async () => {
    for (const path of ['/teapot%00', '/teapot?x=%01', '/a%0Db']) {
      const r = await fetch(base() + path);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error: 'The address must not contain control characters' });
    }
    expect((await fetch(base() + '/teapot?x=a%20b')).status).toBe(418);
  });

  test('a known path asked with another method is a 405 that says which are allowed', async () => {
    const r = await fetch(base() + '/echo', { method: 'PUT' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    expect(await r.json()).toEqual({ error: 'Method not allowed' });
    const trace = await new Promise<number | undefined>((resolve) =>
      request(base() + '/echo', { method: 'TRACE' }, (res) => resolve(res.resume().statusCode)).end(),
    );
    expect(trace).toBe(405);
    const del = await fetch(base() + '/teapot', { method: 'DELETE' });
    expect([del.status, del.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect((await fetch(base() + '/nowhere', { method: 'PUT' })).status).toBe(404);
  });

  test('a body over the limit is a 413', async () => {
    const r = await post('/echo', JSON.stringify({ a: 'x'.repeat(2000) }));
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual({ error: 'Request body too large' });
  });

  test('an unknown route is a JSON 404, not an HTML page', async () => {
    const r = await fetch(base() + '/nope');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(await r.json()).toEqual({ error: 'Not found' });
  });

  test('errors keep their status and message; unexpected ones hide their internals', async () => {
    const tea = await fetch(base() + '/teapot');
    expect(tea.status).toBe(418);
    expect(await tea.json()).toEqual({ error: "I'm a teapot" });
    for (const path of ['/boom', '/async-boom']) {
      const r = await fetch(base() + path);
      expect(r.status).toBe(500);
      const text = await r.text();
      expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
      expect(text).not.toContain('internals');
    }
  });

  test('a dependency that is down is a 503 that says to try again, not an internal error', async () => {
    const r = await fetch(base() + '/db-down');
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('5');
    expect(await r.json()).toEqual({ error: 'Service unavailable, please try again' });
  });

  test('every response carries a request id, taken from the trusted header when given', async () => {
    const r = await fetch(base() + '/healthz', { headers: { 'x-degs-request-id': 'req-123' } });
    expect(r.headers.get('x-request-id')).toBe('req-123');
    const r2 = await fetch(base() + '/healthz', { headers: { 'x-degs-request-id': 'bad id with spaces' } });
    expect(r2.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('/healthz is alive; /readyz follows dependencies and draining', async () => {
    expect((await fetch(base() + '/healthz')).status).toBe(200);
    expect((await fetch(base() + '/readyz')).status).toBe(200);
    ready = false;
    const r = await fetch(base() + '/readyz');
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual({ status: 'unready', checks: { db: false } });
    ready = true;
    draining = true;
    expect(await (await fetch(base() + '/readyz')).json()).toMatchObject({ status: 'draining' });
    draining = false;
  });
});
