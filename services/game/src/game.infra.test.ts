// The game service on real PostgreSQL, with the user service beside it and the in-process bus:
// finished generations (as the generation service publishes them) become version trees; publish
// rules; versions, prompts and user game lists.
import http from 'node:http';
import pg from 'pg';
import {
  createPool,
  loadPlatformConfig,
  MemoryBus,
  MemoryStore,
  newKvKey,
  SERVICE_TOKEN_HEADER,
  signServiceToken,
  startService,
  type RunningService,
} from '@degs/kit';
import { encodeEvent, TOPICS } from '@degs/events';
import { requireEnv, silentLogger, waitFor } from '@degs/kit/src/testing/wait';
import { service as userService } from '@degs/service-user';
import { service as gameService } from './index';

jest.setTimeout(120_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('game service', () => {
  const dbName = `degs_game_${Date.now().toString(36)}`;
  const admin = new pg.Pool({ connectionString: requireEnv('DATABASE_URL'), max: 1 });
  let url: string;
  let bus: MemoryBus;
  let store: MemoryStore;
  let user: RunningService;
  let game: RunningService;
  let social: http.Server;
  /** The follows the social service had before the game service's copy existed. */
  const socialFollows = [
    { follower_id: 'fan-1', followee_id: 'old-favourite', created_at: '2026-01-01T00:00:00.000Z' },
    { follower_id: 'fan-2', followee_id: 'old-favourite', created_at: '2026-01-02T00:00:00.000Z' },
  ];
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(requireEnv('DATABASE_URL'));
    u.pathname = `/${dbName}`;
    url = u.href;
    bus = new MemoryBus(silentLogger(), 3);
    store = new MemoryStore();
    const env = { SESSION_SECRET: 's'.repeat(40), SERVICE_TOKEN_SECRET: 't'.repeat(40) };
    const pool = (schema: string) => {
      const p = createPool({ url, schema, max: 4 });
      pools.push(p);
      return p;
    };
    user = await startService(
      userService,
      loadPlatformConfig(env),
      { db: pool('users'), bus, store },
      { port: 0, log: silentLogger() },
    );
    // The social service as the game service's copy of follows first sees it: its list of follows.
    social = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (!req.headers[SERVICE_TOKEN_HEADER]) return void res.writeHead(401).end('{"error":"no token"}');
      const after = new URL(req.url ?? '/', 'http://x').searchParams.get('after');
      // Two pages: one follow on each.
      res.end(
        JSON.stringify(
          after
            ? { follows: socialFollows.slice(1), next: null }
            : { follows: socialFollows.slice(0, 1), next: 'page2' },
        ),
      );
    });
    await new Promise<void>((r) => social.listen(0, '127.0.0.1', r));
    const config = loadPlatformConfig({
      ...env,
      SERVICE_URL_USER: `http://127.0.0.1:${user.server.port}`,
      SERVICE_URL_SOCIAL: `http://127.0.0.1:${(social.address() as { port: number }).port}`,
    });
    game = await startService(
      gameService,
      config,
      { db: pool('game'), bus, store },
      { port: 0, log: silentLogger() },
    );
  });
  afterAll(async () => {
    await game?.stop();
    await user?.stop();
    social?.close();
    await Promise.all(pools.map((p) => p.end()));
    await bus.close();
    await store.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const call = async (
    svc: () => RunningService,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) => {
    const r = await fetch(`http://127.0.0.1:${svc().server.port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: (await r.json()) as Json };
  };
  const api = (method: string, path: string, token?: string, body?: unknown) =>
    call(() => game, method, path, token, body);

  /** A person with a profile and a username, and their session. */
  async function person(name: string) {
    const id = `user-${name}-${Date.now()}`;
    // As the auth service does on a first sign-in.
    const created = await fetch(`http://127.0.0.1:${user.server.port}/internal/users/${id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        [SERVICE_TOKEN_HEADER]: signServiceToken('t'.repeat(40), 'auth'),
      },
      body: JSON.stringify({ user_address: null }),
    });
    expect(created.status).toBe(200);
    const token = user.ctx.sessions.issue(id).token;
    expect((await call(() => user, 'PATCH', '/api/user', token, { username: name })).status).toBe(200);
    return { id, token, name };
  }

  /** What the generation service publishes when a job finishes. */
  async function generated(author: { id: string }, prompt: string, parent?: string, eventId?: string) {
    const kv = newKvKey();
    const e = encodeEvent(
      'generation.completed',
      {
        job_id: `job-${kv}`,
        kv_key: kv,
        parent_kv_key: parent ?? '',
        user_id: author.id,
        name: `Game ${prompt}`,
        prompt,
      },
      { producer: 'generation', key: kv, eventId },
    );
    await bus.publish(TOPICS.generation, [{ key: e.key, value: e.value }]);
    await waitFor(`version ${kv}`, async () => (await api('GET', `/api/games/${kv}`)).status === 200);
    return { kv, event: e };
  }

  test('a first version starts a private game with the author and the spec fields', async () => {
    const alice = await person(`alice${Date.now() % 1e6}`);
    const { kv } = await generated(alice, 'snake in space');
    const r = await api('GET', `/api/games/${kv}`, alice.token);
    expect(kv).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(r.body.game).toMatchObject({
      kv_key: kv,
      name: 'Game snake in space',
      status: 2,
      prompt: 'snake in space',
      parent_kv_key: null,
      is_author: true,
      is_public: false,
      public_version_key: false,
      is_liked: false,
      likes_count: 0,
      views_count: 0,
      version_number: 1,
      variant_index: 1,
      author: { id: alice.id, username: alice.name },
    });
    expect((await api('GET', `/api/games/${kv}`)).body.game.is_author).toBe(false); // unlisted, still playable by link
    expect(await api('GET', '/api/games/NoSuchGame123456789012')).toMatchObject({
      status: 404,
      body: { error: 'Game not found' },
    });
  });

  test('improvements number versions; improving one parent twice makes variants; a redelivery adds nothing', async () => {
    const bob = await person(`bob${Date.now() % 1e6}`);
    const v1 = await generated(bob, 'breakout');
    const v2a = await generated(bob, 'faster', v1.kv);
    const v2b = await generated(bob, 'more bricks', v1.kv);
    const v3 = await generated(bob, 'add a boss', v2b.kv);
    // The same event again (at-least-once delivery): still one version.
    await bus.publish(TOPICS.generation, [{ key: v3.event.key, value: v3.event.value }]);
    await new Promise((r) => setTimeout(r, 300));

    const list = await api('GET', `/api/games/${v3.kv}/versions`, bob.token);
    expect(list.status).toBe(200);
    expect(list.body.versions.map((v: Json) => [v.kv_key, v.version_number, v.variant_index])).toEqual([
      [v3.kv, 3, 1],
      [v2b.kv, 2, 2],
      [v2a.kv, 2, 1],
      [v1.kv, 1, 1],
    ]);
    expect(list.body.versions[0]).toMatchObject({
      name: 'Game add a boss',
      author_username: bob.name,
      is_public: false,
      prompt: 'add a boss',
    });

    const prompts = await api('GET', `/api/games/${v3.kv}/prompts`);
    expect(prompts.body.prompts.map((p: Json) => p.prompt)).toEqual([
      'breakout',
      'more bricks',
      'add a boss',
    ]);
    // Others see the story, not the keys of the author's other private versions.
    expect(prompts.body.prompts.map((p: Json) => p.kv_key)).toEqual([null, null, v3.kv]);
    const mine = await api('GET', `/api/games/${v3.kv}/prompts`, bob.token);
    expect(mine.body.prompts.map((p: Json) => p.kv_key)).toEqual([v1.kv, v2b.kv, v3.kv]);
    const all = await api('GET', `/api/games/${v1.kv}/version-prompts`, bob.token);
    expect(all.body.game_key).toBe(v1.kv);
    expect(all.body.versions.map((p: Json) => p.prompt).sort()).toEqual([
      'add a boss',
      'breakout',
      'faster',
      'more bricks',
    ]);
    const others = await api('GET', `/api/games/${v1.kv}/version-prompts`);
    expect(others.body.versions.map((p: Json) => p.kv_key)).toEqual([v1.kv]);
  });

  test("improving someone else's game makes the improver's own game that records its origin", async () => {
    const [carol, dave] = [await person(`carol${Date.now() % 1e6}`), await person(`dave${Date.now() % 1e6}`)];
    const original = await generated(carol, 'pong');
    await api('PATCH', `/api/games/${original.kv}/public`, carol.token);
    const remix = await generated(dave, 'pong with lasers', original.kv);
    const g = (await api('GET', `/api/games/${remix.kv}`, dave.token)).body.game;
    expect(g).toMatchObject({
      game_key: remix.kv,
      version_number: 1,
      parent_kv_key: original.kv,
      is_author: true,
    });
    expect(g.author.id).toBe(dave.id);
    // Carol hides her game: its key is private again, and no answer about Dave's game shows it.
    await api('PATCH', `/api/games/${original.kv}/public`, carol.token);
    expect((await api('GET', `/api/games/${remix.kv}`, dave.token)).body.game.parent_kv_key).toBeNull();
    expect((await api('GET', `/api/games/${remix.kv}`)).body.game.parent_kv_key).toBeNull();
    // Carol's game is untouched.
    expect((await api('GET', `/api/games/${original.kv}/versions`, carol.token)).body.versions).toHaveLength(
      1,
    );
  });

  test('only the author publishes or hides; the first publish ever is flagged once', async () => {
    const [erin, mallory] = [await person(`erin${Date.now() % 1e6}`), await person(`mal${Date.now() % 1e6}`)];
    const first = await generated(erin, 'flappy');
    const second = await generated(erin, 'runner');
    expect((await api('PATCH', `/api/games/${first.kv}/public`)).status).toBe(401);
    expect(await api('PATCH', `/api/games/${first.kv}/public`, mallory.token)).toMatchObject({
      status: 403,
      body: { error: 'Only the author can publish or hide this game' },
    });
    expect((await api('GET', `/api/games/${first.kv}/versions`, mallory.token)).status).toBe(403); // private history

    expect((await api('PATCH', `/api/games/${first.kv}/public`, erin.token)).body).toEqual({
      success: true,
      is_public: true,
      is_first_publish: true,
    });
    const published = (await api('GET', `/api/games/${first.kv}`)).body.game;
    expect(published).toMatchObject({ is_public: true, public_version_key: first.kv });
    expect((await api('GET', `/api/games/${first.kv}/versions`, mallory.token)).status).toBe(200); // public now

    expect((await api('PATCH', `/api/games/${first.kv}/public`, erin.token)).body).toEqual({
      success: true,
      is_public: false,
      is_first_publish: false,
    });
    expect((await api('PATCH', `/api/games/${second.kv}/public`, erin.token)).body.is_first_publish).toBe(
      false,
    );
    // game.published and game.hidden went out through the outbox, keyed by the game.
    const { rows } = await game.ctx.db.query('SELECT count(*)::int AS n FROM game.outbox WHERE key = $1', [
      first.kv,
    ]);
    expect(rows[0].n).toBeGreaterThanOrEqual(3); // version created, published, hidden
  });

  test("a user's games: public for everyone, all only for the owner, 12 a page", async () => {
    const [fay, gus] = [await person(`fay${Date.now() % 1e6}`), await person(`gus${Date.now() % 1e6}`)];
    const made = [];
    for (let i = 0; i < 13; i++) made.push(await generated(fay, `game ${i}`));
    await api('PATCH', `/api/games/${made[0].kv}/public`, fay.token);

    const pub = await api('GET', `/api/games/user/${fay.name}?type=public&page=1`);
    expect(pub.body.pagination).toEqual({ page: 1, has_more: false, total: 1 });
    expect(pub.body.games.map((g: Json) => g.kv_key)).toEqual([made[0].kv]);

    expect((await api('GET', `/api/games/user/${fay.name}?type=all`)).status).toBe(401);
    expect((await api('GET', `/api/games/user/${fay.name}?type=all`, gus.token)).status).toBe(403);
    const p1 = await api('GET', `/api/games/user/${fay.name}?type=all&page=1`, fay.token);
    expect(p1.body.games).toHaveLength(12);
    expect(p1.body.pagination).toEqual({ page: 1, has_more: true, total: 13 });
    const p2 = await api('GET', `/api/games/user/${fay.name}?type=all&page=2`, fay.token);
    expect(p2.body.games).toHaveLength(1);
    expect(p2.body.pagination.has_more).toBe(false);
    expect(new Set([...p1.body.games, ...p2.body.games].map((g: Json) => g.game_key)).size).toBe(13);

    expect((await api('GET', `/api/games/user/${fay.name}?type=secret`)).status).toBe(400);
    expect((await api('GET', `/api/games/user/${fay.name}?page=0`)).status).toBe(400);
    expect(await api('GET', '/api/games/user/nobody_like_this')).toMatchObject({
      status: 404,
      body: { error: 'User not found' },
    });
  });

  test("the 'following' feed reads the game service's own copy of follows: filled once, then kept by events, the latest change winning", async () => {
    const author = await person(`fav${Date.now() % 1e6}`);
    const fan = await person(`fan${Date.now() % 1e6}`);
    const { kv } = await generated(author, 'frogger');
    expect((await api('PATCH', `/api/games/${kv}/public`, author.token)).status).toBe(200);
    const following = async () =>
      (await api('GET', '/api/games/public?filter=following', fan.token)).body.games.map(
        (g: Json) => g.kv_key,
      );
    // Filled from the social service's two pages at start.
    await waitFor(
      'the copy filled',
      async () =>
        (await game.ctx.db.query("SELECT 1 FROM game.copies WHERE name = 'follows'")).rowCount === 1,
    );
    const { rows } = await game.ctx.db.query(
      "SELECT follower_id FROM game.follows WHERE followee_id = 'old-favourite' AND following ORDER BY 1",
    );
    expect(rows.map((r) => r.follower_id)).toEqual(['fan-1', 'fan-2']);

    const follow = async (on: boolean, at: string) => {
      const e = encodeEvent(
        on ? 'social.user_followed' : 'social.user_unfollowed',
        { follower_id: fan.id, followee_id: author.id },
        { producer: 'social', key: author.id, occurredAt: new Date(at) },
      );
      await bus.publish(TOPICS.social, [{ key: e.key, value: e.value }]);
      await waitFor(
        'the follow event handled',
        async () =>
          (await game.ctx.db.query('SELECT 1 FROM game.handled_events WHERE event_id = $1', [e.eventId]))
            .rowCount === 1,
      );
    };
    expect(await following()).toEqual([]);
    await follow(true, '2026-03-01T00:00:00Z');
    expect(await following()).toEqual([kv]);
    // An unfollow, then a follow older than it arriving late: still unfollowed.
    await follow(false, '2026-03-02T00:00:00Z');
    expect(await following()).toEqual([]);
    await follow(true, '2026-03-01T12:00:00Z');
    expect(await following()).toEqual([]);
    await follow(true, '2026-03-03T00:00:00Z');
    expect(await following()).toEqual([kv]);
    const { rows: copy } = await game.ctx.db.query(
      'SELECT following, changed_at FROM game.follows WHERE follower_id = $1',
      [fan.id],
    );
    expect(copy).toEqual([{ following: true, changed_at: new Date('2026-03-03T00:00:00Z') }]);
  });

  test('a username change reaches the author shown on versions', async () => {
    const hal = await person(`hal${Date.now() % 1e6}`);
    const { kv } = await generated(hal, 'maze');
    const renamed = `hal_two${Date.now() % 1e5}`;
    expect((await call(() => user, 'PATCH', '/api/user', hal.token, { username: renamed })).status).toBe(200);
    await user.ctx.outbox.publishBatch();
    await waitFor('the new name on the version', async () => {
      const r = await api('GET', `/api/games/${kv}/versions`, hal.token);
      return r.body.versions?.[0]?.author_username === renamed;
    });
  });
});
