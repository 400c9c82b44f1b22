import http from 'node:http';
import express from 'express';
import { InternalClient, requireService, signServiceToken, SERVICE_TOKEN_HEADER } from './internal';
import { createHttpApp, finishHttpApp } from './http/app';
import { listen, type RunningServer } from './http/server';
import { silentLogger } from './testing/wait';
import { HttpError } from './errors';

const SECRET = 'internal-secret-internal-secret-0123';

describe('internal calls', () => {
  let server: RunningServer;
  const hits: Record<string, number> = {};
  beforeAll(async () => {
    const log = silentLogger();
    const app = createHttpApp({ log });
    const r = express.Router();
    r.use('/internal', requireService(SECRET));
    r.all('/internal/flaky', (req, res) => {
      const n = (hits[req.method] = (hits[req.method] ?? 0) + 1);
      if (n < 3) return void res.status(503).json({ error: 'starting' });
      res.json({ caller: res.locals.caller, method: req.method });
    });
    r.get('/internal/missing', (_req, res) => void res.status(404).json({ error: 'No such game' }));
    app.use(r);
    server = await listen(finishHttpApp(app, log), 0, '127.0.0.1');
  });
  afterAll(() => server.close());

  const client = (secret = SECRET) =>
    new InternalClient({
      caller: 'game',
      secret,
      services: { media: `http://127.0.0.1:${server.port}` },
      retries: 3,
    });

  test('retries an idempotent call on 503 and identifies the caller', async () => {
    await expect(client().request('media', 'GET', '/internal/flaky')).resolves.toEqual({
      caller: 'game',
      method: 'GET',
    });
    expect(hits.GET).toBe(3);
  });

  test('never retries a non-idempotent call', async () => {
    await expect(client().request('media', 'POST', '/internal/flaky', {})).rejects.toMatchObject({
      status: 503,
    });
    expect(hits.POST).toBe(1);
  });

  test('a 4xx is returned at once with its message', async () => {
    await expect(client().request('media', 'GET', '/internal/missing')).rejects.toMatchObject({
      status: 404,
      message: 'No such game',
    });
  });

  test("find: another service's 404 becomes a 404 a person can read; other failures pass through", async () => {
    const err = await client()
      .find('media', '/internal/missing', 'Game not found')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 404, message: 'Game not found' });
    await expect(
      client('wrong-secret-wrong-secret-wrong-se').find('media', '/internal/missing', 'x'),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  test('a call without a valid service token is refused', async () => {
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve) =>
        http.get(`http://127.0.0.1:${server.port}/internal/flaky`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        }),
      );
    expect(await status({})).toBe(401);
    expect(
      await status({ [SERVICE_TOKEN_HEADER]: signServiceToken('wrong-secret-wrong-secret-wrong-se', 'x') }),
    ).toBe(401);
    await expect(
      client('wrong-secret-wrong-secret-wrong-se').request('media', 'GET', '/internal/missing'),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});
