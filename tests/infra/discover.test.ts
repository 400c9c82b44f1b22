// Discover and social on real PostgreSQL and Redis (issue 5): follow rules, likes under concurrency,
// like counts rebuilt from Postgres, view dedupe and batches, the six feeds, ranking windows on a
// controlled clock, notifications from events (redelivered ones too).
import pg from 'pg';
import { COUNTS_GEN, countKey, newKvKey } from '@degs/kit';
import { encodeEvent } from '@degs/events';
import { waitFor } from '@degs/kit/src/testing/wait';
import { service as userService } from '@degs/service-user';
import { service as gameService } from '@degs/service-game';
import { service as socialService } from '@degs/service-social';
import { service as notificationService } from '@degs/service-notification';
import { topPage } from '@degs/service-game/src/store';
import { startServices, type Person } from '../support/services';

jest.setTimeout(180_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Services = Awaited<ReturnType<typeof startServices>>;

let s: Services;
let db: pg.Pool;
let n = 0;
const name = (base: string) => `${base}${Date.now() % 100_000}${n++}`;

beforeAll(async () => {
  process.env.VIEW_BATCH_MS = '200';
  s = await startServices([userService, gameService, socialService, notificationService]);
  db = new pg.Pool({ connectionString: s.url, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await s?.stop();
});

const profile = async (username: string, viewer?: Person) =>
  (await s.call('user', 'GET', `/api/users/${username}`, viewer?.token)).body;
const like = (p: Person, kv: string) => s.call('social', 'POST', `/api/games/${kv}/like`, p.token);
const follow = (p: Person, username: unknown, method = 'POST') =>
  s.call('social', method, '/api/follow', p.token, { username });
const feed = async (query: string, viewer?: Person) =>
  s.call('game', 'GET', `/api/games/public?${query}`, viewer?.token);
const keys = (r: { body: Json }) => (r.body.games as Json[]).map((g) => g.kv_key as string);
const inbox = async (p: Person, page = 1) =>
  (await s.call('notification', 'GET', `/api/notifications?page=${page}`, p.token)).body;

/** A game made and published by its author; returns its key (the public version). */
async function published(author: Person, title = name('Game')): Promise<string> {
  const kv = await s.generated(author, title);
  const r = await s.call('game', 'PATCH', `/api/games/${kv}/public`, author.token);
  expect(r.body.is_public).toBe(true);
  return kv;
}

describe('follows', () => {
  test('follow, follow again, counts and is_following on profiles, unfollow', async () => {
    const ann = await s.person(name('ann'));
    const bob = await s.person(name('bob'));
    expect((await follow(bob, ann.name)).body).toEqual({
      success: true,
      is_following: true,
      followers_count: 1,
    });
    expect((await follow(bob, ann.name)).status).toBe(200); // a repeated follow changes nothing
    await waitFor('followers counted', async () => (await profile(ann.name)).followers_count === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await profile(ann.name, bob)).toMatchObject({
      followers_count: 1,
      following_count: 0,
      is_following: true,
    });
    expect(await profile(ann.name)).toMatchObject({ is_following: false });
    expect(await profile(bob.name, ann)).toMatchObject({ following_count: 1, is_following: false });

    expect((await follow(bob, ann.name, 'DELETE')).body).toEqual({
      success: true,
      is_following: false,
      followers_count: 0,
    });
    expect((await follow(bob, ann.name, 'DELETE')).status).toBe(200);
    await waitFor('unfollow counted', async () => (await profile(ann.name)).followers_count === 0);
    expect(await profile(ann.name, bob)).toMatchObject({ is_following: false });
    expect(await profile(bob.name)).toMatchObject({ following_count: 0 });
  });

  test('yourself, nobody, no username, no session', async () => {
    const ann = await s.person(name('ann'));
    expect(await follow(ann, ann.name)).toEqual({
      status: 403,
      body: { error: 'You cannot follow yourself' },
    });
    expect(await follow(ann, 'nobody_here_at_all')).toEqual({
      status: 404,
      body: { error: 'User not found' },
    });
    expect((await follow(ann, '')).status).toBe(400);
    expect((await follow(ann, 42)).status).toBe(400);
    const anon = await s.call('social', 'POST', '/api/follow', undefined, { username: ann.name });
    expect(anon.status).toBe(401);
  });

  test('games_count is the author’s public games', async () => {
    const ann = await s.person(name('ann'));
    const kv = await published(ann);
    await s.generated(ann, 'private one');
    await waitFor('published counted', async () => (await profile(ann.name)).games_count === 1);
    await s.call('game', 'PATCH', `/api/games/${kv}/public`, ann.token); // hide
    await waitFor('hidden counted', async () => (await profile(ann.name)).games_count === 0);
  });
});

describe('likes', () => {
  test('one like per person and game, whatever the concurrency', async () => {
    const ann = await s.person(name('ann'));
    const kv = await published(ann);
    const fans = await Promise.all(Array.from({ length: 12 }, (_, i) => s.person(name(`fan${i}`))));
    const results = await Promise.all(fans.map((f) => like(f, kv)));
    expect(results.every((r) => r.status === 200 && r.body.is_liked === true)).toBe(true);
    expect(Math.max(...results.map((r) => r.body.likes_count))).toBe(12);

    // One person tapping ten times at once: at most one like, and the count agrees with Postgres.
    const eager = await s.person(name('eager'));
    await Promise.all(Array.from({ length: 10 }, () => like(eager, kv)));
    const rows = (await db.query('SELECT count(*)::int AS n FROM social.likes WHERE game_key = $1', [kv]))
      .rows[0].n;
    expect([12, 13]).toContain(rows);
    const probe = await s.person(name('probe'));
    expect((await like(probe, kv)).body).toEqual({ success: true, is_liked: true, likes_count: rows + 1 });

    // The game's own copy follows the events: counts, is_liked for each person.
    await waitFor(
      'likes reach the game',
      async () => (await s.call('game', 'GET', `/api/games/${kv}`)).body.game.likes_count === rows + 1,
    );
    expect((await s.call('game', 'GET', `/api/games/${kv}`, fans[0].token)).body.game.is_liked).toBe(true);
    expect((await s.call('game', 'GET', `/api/games/${kv}`, ann.token)).body.game.is_liked).toBe(false);

    expect((await like(probe, kv)).body).toEqual({ success: true, is_liked: false, likes_count: rows });
    await waitFor(
      'unlike reaches the game',
      async () => (await s.call('game', 'GET', `/api/games/${kv}`, probe.token)).body.game.is_liked === false,
    );
  });

  test('any version key likes the game; unknown games and no session are refused', async () => {
    const ann = await s.person(name('ann'));
    const bob = await s.person(name('bob'));
    const kv = await published(ann);
    const v2 = await s.generated(ann, 'better', kv);
    expect((await like(bob, v2)).body).toMatchObject({ is_liked: true, likes_count: 1 });
    expect((await like(bob, kv)).body).toMatchObject({ is_liked: false, likes_count: 0 });
    expect(await like(bob, 'no-such-game')).toEqual({ status: 404, body: { error: 'Game not found' } });
    expect((await s.call('social', 'POST', `/api/games/${kv}/like`)).status).toBe(401);
  });

  test('live counts are rebuilt from Postgres when the store loses or garbles them', async () => {
    const ann = await s.person(name('ann'));
    const kv = await published(ann);
    const fans = await Promise.all([1, 2, 3].map((i) => s.person(name(`f${i}`))));
    for (const f of fans) await like(f, kv);
    // A garbled counter, then the rebuild route.
    const gen = (await s.store.get(COUNTS_GEN))!;
    await s.store.set(countKey(gen, 'likes', kv), '999');
    expect((await s.internal('social', 'POST', '/internal/counts/rebuild')).status).toBe(200);
    expect((await like(ann, kv)).body.likes_count).toBe(4);
    // The store wiped (a Redis flush): the restarted service recounts before it answers.
    await s.store.del(COUNTS_GEN);
    await s.restart(socialService);
    expect((await like(ann, kv)).body).toMatchObject({ is_liked: false, likes_count: 3 });
    expect(await s.store.get(COUNTS_GEN)).not.toBeNull();
  });
});

describe('views', () => {
  test('once per viewer (user, else IP) per game per 30 minutes, not the author, written in batches', async () => {
    const ann = await s.person(name('ann'));
    const bob = await s.person(name('bob'));
    const kv = await published(ann);
    const v2 = await s.generated(ann, 'v2', kv);
    const get = (token?: string, ip?: string, key = kv) =>
      s.call('game', 'GET', `/api/games/${key}`, token, undefined, ip ? { 'x-degs-client-ip': ip } : {});
    await get(bob.token, '9.9.9.9');
    await get(bob.token, '8.8.8.8'); // the same person elsewhere
    await get(bob.token, undefined, v2); // another version of the same game
    await get(undefined, '1.1.1.1');
    await get(undefined, '1.1.1.1');
    await get(undefined, '2.2.2.2');
    await get(ann.token); // the author's own plays are not views
    const stored = async () =>
      (await db.query('SELECT views_count FROM game.games WHERE game_key = $1', [kv])).rows[0].views_count;
    await waitFor('views written', async () => (await stored()) === 3);
    await new Promise((r) => setTimeout(r, 800)); // later batches add nothing
    expect(await stored()).toBe(3);
    const hours = await db.query('SELECT sum(views)::int AS n FROM game.view_hours WHERE game_key = $1', [
      kv,
    ]);
    expect(hours.rows[0].n).toBe(3);
    expect((await get(bob.token)).body.game.views_count).toBe(3);
  });
});

describe('feeds', () => {
  test('new, following and liked; a hidden game leaves every list at once; pages', async () => {
    const ann = await s.person(name('ann'));
    const bob = await s.person(name('bob'));
    const carol = await s.person(name('carol'));
    const [a1, a2, a3] = [await published(ann), await published(ann), await published(ann)];
    const privateOne = await s.generated(ann, 'private');
    const mine = new Set([a1, a2, a3, privateOne]);
    const own = (r: { body: Json }) => keys(r).filter((k) => mine.has(k));

    expect(own(await feed('filter=new'))).toEqual([a3, a2, a1]);
    expect(own(await feed('page=1&filter=new&sort=created_at&order=desc'))).toEqual([a3, a2, a1]);
    const card = (await feed('filter=new')).body.games.find((g: Json) => g.kv_key === a3);
    expect(card).toMatchObject({
      name: expect.any(String),
      author: { id: ann.id, username: ann.name },
      likes_count: 0,
      views_count: 0,
      is_liked: false,
    });

    await follow(bob, ann.name);
    await like(bob, a1);
    await like(bob, a3);
    await waitFor(
      'bob’s likes reach the game service',
      async () => keys(await feed('filter=liked', bob)).length === 2,
    );
    expect(keys(await feed('filter=liked', bob))).toEqual([a3, a1]);
    expect((await feed('filter=liked', bob)).body.games.every((g: Json) => g.is_liked)).toBe(true);
    await waitFor(
      'bob’s follow reaches the game service',
      async () => keys(await feed('filter=following', bob)).length === 3,
    );
    expect(keys(await feed('filter=following', bob))).toEqual([a3, a2, a1]);
    expect(keys(await feed('filter=following', carol))).toEqual([]);
    expect(own(await feed('filter=top_day'))).toContain(a3);

    // Hidden: gone from every list at once, cache or not.
    await s.call('game', 'PATCH', `/api/games/${a3}/public`, ann.token);
    for (const q of ['filter=new', 'filter=top_day', 'filter=top_week', 'filter=top_month'])
      expect(own(await feed(q))).not.toContain(a3);
    expect(keys(await feed('filter=liked', bob))).toEqual([a1]);
    expect(keys(await feed('filter=following', bob))).toEqual([a2, a1]);

    // Pages of 12 for a follower of a prolific author.
    const prolific = await s.person(name('prolific'));
    const made: string[] = [];
    for (let i = 0; i < 13; i++) made.unshift(await published(prolific));
    await follow(carol, prolific.name);
    // The game service learns of the follow from social's event: at once to a person, not to a test.
    await waitFor(
      'carol’s follow reaches the game service',
      async () => keys(await feed('filter=following&page=1', carol)).length === 12,
    );
    const p1 = await feed('filter=following&page=1', carol);
    expect(keys(p1)).toEqual(made.slice(0, 12));
    expect(p1.body.pagination).toEqual({ page: 1, has_more: true, total: 13 });
    const p2 = await feed('filter=following&page=2', carol);
    expect(keys(p2)).toEqual(made.slice(12));
    expect(p2.body.pagination).toEqual({ page: 2, has_more: false, total: 13 });
  });

  test('bad filters and pages are 400; the personal feeds need a session', async () => {
    expect((await feed('filter=hot')).status).toBe(400);
    expect((await feed('filter=new&page=0')).status).toBe(400);
    expect((await feed('filter=new&page=x')).status).toBe(400);
    expect((await feed('sort=likes')).status).toBe(400);
    expect(await feed('filter=liked')).toEqual({ status: 401, body: { error: 'No session token found' } });
    expect((await feed('filter=following')).status).toBe(401);
    const r = await feed('');
    expect(r.status).toBe(200);
    expect(r.body.pagination).toMatchObject({ page: 1 });
  });

  test('top windows rank likes received in the rolling window, then views, then recency', async () => {
    const ann = await s.person(name('ann'));
    const likers = await Promise.all([1, 2, 3, 4].map((i) => s.person(name(`l${i}`))));
    const [x, y, z, w, quiet] = [
      await published(ann),
      await published(ann),
      await published(ann),
      await published(ann),
      await published(ann),
    ];
    // A clock 100 days ahead, so nothing else in this database falls inside the windows.
    const now = new Date(Date.now() + 100 * 86_400_000);
    const ago = (ms: number) => now.getTime() - ms;
    const H = 3_600_000;
    const D = 24 * H;
    const likeAt = async (p: Person, gameKey: string, at: number) =>
      s.publish(
        encodeEvent(
          'social.game_liked',
          { game_key: gameKey, user_id: p.id, author_id: ann.id, game_name: 'g', liked_at_ms: at },
          { producer: 'social', key: gameKey },
        ),
      );
    for (const p of likers.slice(0, 3)) await likeAt(p, x, ago(2 * D)); // 3 likes two days ago
    await likeAt(likers[0], y, ago(1 * H)); // 1 like an hour ago
    for (const p of likers.slice(0, 2)) await likeAt(p, z, ago(10 * D)); // 2 likes ten days ago
    await likeAt(likers[3], w, ago(10 * D)); // 1 like ten days ago, and many views
    await db.query(
      `INSERT INTO game.view_hours (game_key, hour, views) VALUES ($1, date_trunc('hour', $2::timestamptz), 50)`,
      [w, new Date(ago(9 * D))],
    );
    await waitFor(
      'likes recorded',
      async () =>
        (await db.query('SELECT count(*)::int AS n FROM game.likes WHERE game_key = ANY($1)', [[x, y, z, w]]))
          .rows[0].n === 7,
    );
    const ranked = async (f: 'top_day' | 'top_week' | 'top_month', at = now) =>
      (await topPage(db, f, 1, at)).keys.filter((k) => [x, y, z, w, quiet].includes(k));
    expect((await ranked('top_day')).slice(0, 1)).toEqual([y]);
    expect((await ranked('top_week')).slice(0, 2)).toEqual([x, y]);
    // z and w tie on likes in the month only if w's like counted: z has 2, w has 1 but 50 views.
    expect((await ranked('top_month')).slice(0, 4)).toEqual([x, z, w, y]);
    // Forty days later everything has left the month: newest publish first.
    expect(await ranked('top_month', new Date(now.getTime() + 40 * D))).toEqual([quiet, w, z, y, x]);
  });
});

describe('notifications', () => {
  const types = (b: Json) => (b.notifications as Json[]).map((x) => x.type);

  test('likes, follows and new versions notify the right person once', async () => {
    const ann = await s.person(name('ann'));
    const bob = await s.person(name('bob'));
    const kv = await published(ann, 'Space Snake');

    await like(bob, kv);
    await like(bob, kv); // unlike
    await like(bob, kv); // like again the same day: no second notification
    await like(ann, kv); // your own game: none
    await follow(bob, ann.name);
    await waitFor('ann notified', async () => (await inbox(ann)).notifications.length === 2);
    const box = await inbox(ann);
    expect(box.unread_count).toBe(2);
    expect(box.pagination).toEqual({ page: 1, has_more: false, total: 2 });
    const byType = (t: string) => box.notifications.find((x: Json) => x.type === t);
    expect(byType('follow')).toMatchObject({
      type: 'follow',
      message: `${bob.name} started following you`,
      is_read: false,
      data: { username: bob.name, object_type: 'user', game_kv_key: null },
    });
    expect(byType('like')).toMatchObject({
      type: 'like',
      message: `${bob.name} liked your game "Space Snake"`,
      data: { username: bob.name, object_type: 'game', game_kv_key: kv },
    });
    expect(Date.parse(box.notifications[0].created_at)).not.toBeNaN();

    // Reading page 1 marks nothing; read-all does.
    expect((await inbox(ann)).unread_count).toBe(2);
    expect((await s.call('notification', 'POST', '/api/notifications/read-all', ann.token)).body).toEqual({
      success: true,
      unread_count: 0,
    });
    const read = await inbox(ann);
    expect(read.unread_count).toBe(0);
    expect(read.notifications.every((x: Json) => x.is_read)).toBe(true);

    // A new public version: every follower hears of it.
    const next = await published(ann, 'Space Snake 2');
    await waitFor('bob hears of the new version', async () =>
      types(await inbox(bob)).includes('new_game_version'),
    );
    expect((await inbox(bob)).notifications[0]).toMatchObject({
      type: 'new_game_version',
      message: `${ann.name} published a new game version: "Space Snake 2"`,
      data: { username: ann.name, object_type: 'game', game_kv_key: next },
    });
    expect((await inbox(ann)).unread_count).toBe(0);
  });

  test('a redelivered event notifies once; another day’s like notifies again', async () => {
    const ann = await s.person(name('ann'));
    const carol = await s.person(name('carol'));
    const kv = await published(ann);
    const liked = (eventId: string, at: Date) =>
      encodeEvent(
        'social.game_liked',
        { game_key: kv, user_id: carol.id, author_id: ann.id, game_name: 'Pong', liked_at_ms: at.getTime() },
        { producer: 'social', key: kv, eventId, occurredAt: at },
      );
    const day1 = new Date('2026-06-01T10:00:00Z');
    const day2 = new Date('2026-06-02T10:00:00Z');
    const e = liked(newKvKey(), day1);
    await s.publish(e);
    await s.publish(e);
    await s.publish(liked(newKvKey(), day2));
    const followed = encodeEvent(
      'social.user_followed',
      { follower_id: carol.id, followee_id: ann.id },
      { producer: 'social', key: ann.id },
    );
    await s.publish(followed);
    await s.publish(followed);
    await waitFor('notified', async () => (await inbox(ann)).notifications.length >= 3);
    await new Promise((r) => setTimeout(r, 500));
    expect(types(await inbox(ann)).sort()).toEqual(['follow', 'like', 'like']);
    // The user service's copy counted it once too (the profile shows the social service's live count).
    expect((await s.internal('user', 'GET', `/internal/users/${ann.id}`)).body.followers_count).toBe(1);
  });

  test('pages, and the errors', async () => {
    const ann = await s.person(name('ann'));
    const fans = await Promise.all(Array.from({ length: 13 }, (_, i) => s.person(name(`n${i}`))));
    await Promise.all(fans.map((f) => follow(f, ann.name)));
    await waitFor('13 notifications', async () => (await inbox(ann)).pagination.total === 13);
    expect((await inbox(ann)).notifications).toHaveLength(12);
    expect((await inbox(ann)).pagination.has_more).toBe(true);
    expect((await inbox(ann, 2)).notifications).toHaveLength(1);
    expect((await inbox(ann)).unread_count).toBe(13);
    expect((await s.call('notification', 'GET', '/api/notifications?page=0', ann.token)).status).toBe(400);
    expect((await s.call('notification', 'GET', '/api/notifications')).status).toBe(401);
    expect((await s.call('notification', 'POST', '/api/notifications/read-all')).status).toBe(401);
  });
});
