// The two-person story through the gateway on both placements (issue 5) — the embedded one and the
// distributed one on real Kafka, where every consumer (user counts, the game service's likes, the
// notifications) runs in its own process: publish, find on 'new', like, follow, notifications, the
// personal feeds, views, hide.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { waitFor } from '@degs/kit/src/testing/wait';
import { infraProfile, startDistributedStack, startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { generateGame } from '../support/games';
import { jsonCaller, type Json } from '../support/http';

jest.setTimeout(240_000);

describe.each(['embedded', 'distributed'] as const)(
  'discover and social on the %s placement',
  (placement) => {
    let stack: Stack;
    beforeAll(async () => {
      // One client IP polling through the gateway: the per-IP limit is not what this suite is about.
      const env = { VIEW_BATCH_MS: '300', RATE_LIMIT_MAX: '100000' };
      stack = placement === 'embedded' ? await startEmbeddedStack(env) : await startDistributedStack(env);
    });
    afterAll(async () => {
      await stack?.stop();
    });

    const call = jsonCaller(() => stack.app);
    const keys = (r: { body: Json }) => (r.body.games as Json[]).map((g) => g.kv_key);

    test('publish → new → like and follow → notifications, feeds, counts, views → hide', async () => {
      const suffix = `${placement.slice(0, 3)}${Date.now() % 100_000}`;
      const [makerName, fanName] = [`maker_${suffix}`, `fan_${suffix}`];
      const maker = await signedInPerson(stack.app, makerName);
      const fan = await signedInPerson(stack.app, fanName);
      const kv = await generateGame(stack.app, maker, 'a pong game with neon paddles');
      expect((await call('PATCH', `/api/games/${kv}/public`, maker)).body.is_public).toBe(true);

      expect(
        keys(await call('GET', '/api/games/public?page=1&filter=new&sort=created_at&order=desc'))[0],
      ).toBe(kv);
      expect(await call('POST', `/api/games/${kv}/like`, fan)).toEqual({
        status: 200,
        body: { success: true, is_liked: true, likes_count: 1 },
      });
      expect((await call('POST', '/api/follow', fan, { username: makerName })).body.is_following).toBe(true);

      // The author hears of both, through the bus.
      await waitFor(
        'notifications',
        async () => (await call('GET', '/api/notifications?page=1', maker)).body.unread_count === 2,
      );
      const inbox = (await call('GET', '/api/notifications?page=1', maker)).body;
      expect(inbox.notifications.map((n: Json) => n.type).sort()).toEqual(['follow', 'like']);
      expect(await call('POST', '/api/notifications/read-all', maker)).toMatchObject({ status: 200 });
      expect((await call('GET', '/api/notifications?page=1', maker)).body.unread_count).toBe(0);

      // The fan's feeds and the author's profile.
      await waitFor('liked feed', async () =>
        keys(await call('GET', '/api/games/public?filter=liked', fan)).includes(kv),
      );
      await waitFor('following feed', async () =>
        keys(await call('GET', '/api/games/public?filter=following', fan)).includes(kv),
      );
      expect(keys(await call('GET', '/api/games/public?filter=following', fan))).toEqual([kv]);
      await waitFor('profile counts', async () => {
        const p = (await call('GET', `/api/users/${makerName}`, fan)).body;
        return p.followers_count === 1 && p.is_following === true && p.games_count === 1;
      });
      expect((await call('GET', `/api/users/${fanName}`)).body.following_count).toBe(1);

      // Views: the fan's two plays count once; the card shows it once the batch is written.
      await call('GET', `/api/games/${kv}`, fan);
      await call('GET', `/api/games/${kv}`, fan);
      await waitFor(
        'view written',
        async () => (await call('GET', `/api/games/${kv}`, fan)).body.game.views_count === 1,
      );
      const card = (await call('GET', '/api/games/public?filter=liked', fan)).body.games[0];
      expect(card).toMatchObject({
        kv_key: kv,
        likes_count: 1,
        views_count: 1,
        is_liked: true,
        author: { username: makerName },
      });

      // Hidden: out of every feed at once, and off the author's count.
      await call('PATCH', `/api/games/${kv}/public`, maker);
      expect(keys(await call('GET', '/api/games/public?filter=new'))).not.toContain(kv);
      expect(keys(await call('GET', '/api/games/public?filter=liked', fan))).not.toContain(kv);
      await waitFor(
        'games_count',
        async () => (await call('GET', `/api/users/${makerName}`)).body.games_count === 0,
      );
    });

    test('a like asks no other service: games and names are known from events, or asked once', async () => {
      const suffix = `${placement.slice(0, 3)}${Date.now() % 100_000}`;
      const maker = await signedInPerson(stack.app, `mk_${suffix}`);
      const fanName = `fn_${suffix}`;
      const fan = await signedInPerson(stack.app, fanName);
      const kv = await generateGame(stack.app, maker, 'a frog catching flies on lily pads');
      const game = (await call('GET', `/api/games/${kv}`, maker)).body.game;
      await call('PATCH', `/api/games/${kv}/public`, maker);
      const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
      try {
        const known = async () =>
          (
            await db.query(
              `SELECT g.public_name FROM social.game_versions v JOIN social.games g USING (game_key)
               WHERE v.kv_key = $1`,
              [kv],
            )
          ).rows[0];
        await waitFor('social heard of the publish', async () => (await known())?.public_name === game.name);

        if (placement === 'distributed') {
          const name = async () =>
            (await db.query('SELECT username FROM notification.people WHERE user_id = $1', [fanId])).rows[0];
          const fanId = (await call('GET', '/api/user/me', fan)).body.id;
          await waitFor('notification heard the name', async () => (await name())?.username === fanName);
          // The game and user services frozen: the like is still recorded, counted and told by name.
          const pids = ['game', 'user'].map((n) =>
            Number(readFileSync(join(infraProfile().state, 'pids', `${n}.pid`), 'utf8')),
          );
          for (const pid of pids) process.kill(pid, 'SIGSTOP');
          try {
            expect(await call('POST', `/api/games/${kv}/like`, fan)).toEqual({
              status: 200,
              body: { success: true, is_liked: true, likes_count: 1 },
            });
            await waitFor('the like told', async () =>
              (await call('GET', '/api/notifications?page=1', maker)).body.notifications.some(
                (n: Json) => n.message === `${fanName} liked your game "${game.name}"`,
              ),
            );
          } finally {
            for (const pid of pids) process.kill(pid, 'SIGCONT');
          }
          // A new name reaches the next notification.
          await call('PATCH', '/api/user', fan, { username: `${fanName}_2` });
          await waitFor('the new name heard', async () => (await name())?.username === `${fanName}_2`);
          await call('POST', '/api/follow', fan, { username: `mk_${suffix}` });
          await waitFor('the follow told by the new name', async () =>
            (await call('GET', '/api/notifications?page=1', maker)).body.notifications.some(
              (n: Json) => n.message === `${fanName}_2 started following you`,
            ),
          );
        }

        // A key it has not heard of yet (its event still on the way) is asked of the game service once.
        await db.query('DELETE FROM social.game_versions WHERE kv_key = $1', [kv]);
        expect((await call('POST', `/api/games/${kv}/like`, fan)).status).toBe(200);
        expect(await known()).toEqual({ public_name: game.name });
        expect((await call('POST', '/api/games/nosuchgame/like', fan)).body).toEqual({
          error: 'Game not found',
        });
      } finally {
        await db.end();
      }
    });
  },
);
