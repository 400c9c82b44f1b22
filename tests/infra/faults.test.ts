// Faults on the distributed placement (issue 15): a service a consumer depends on goes down, and what
// was in flight comes out once, late but whole, with nothing dead-lettered.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DeadLetters } from '@degs/kit/src/bus/dead-letters';
import { GiveUp, requireEnv, waitFor } from '@degs/kit/src/testing/wait';
import { ROOT } from '../support/processes';
import { infraProfile, startDistributedStack, type Stack } from '../support/stack';
import { signedInPerson, signedInWallet } from '../support/people';
import { generateGame } from '../support/games';
import { Kafka, logLevel } from 'kafkajs';
import { TOPICS } from '@degs/events';

jest.setTimeout(240_000);

const kill = (name: string) => {
  const pid = Number(readFileSync(join(infraProfile().state, 'pids', `${name}.pid`), 'utf8'));
  process.kill(pid, 'SIGKILL');
  return waitFor(`${name} gone`, () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });
};
const infra = (cmd: string) =>
  execFileSync('bash', [join(ROOT, 'scripts/infra.sh'), cmd, requireEnv('INFRA_PROFILE')], { stdio: 'pipe' });
/** Starts what is not running, as a supervisor would. */
const restart = () =>
  execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), 'start', requireEnv('INFRA_PROFILE')], {
    stdio: 'pipe',
  });

describe('faults on the distributed placement', () => {
  let stack: Stack;
  let db: pg.Pool;
  const letters = () => new DeadLetters(requireEnv('KAFKA_BROKERS').split(','));
  const waiting = async () =>
    Object.fromEntries((await letters().list()).map((t) => [t.topic, t.waiting])) as Record<string, number>;
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
  /** Someone's published game and `n` people signed in to like it, named after `prefix`. */
  async function publishedWithFans(prefix: string, prompt: string, n: number) {
    const maker = await signedInPerson(stack.app, `${prefix}${Date.now() % 1e6}`);
    const kv = await generateGame(stack.app, maker, prompt);
    expect(
      (await fetch(`${stack.app}/api/games/${kv}/public`, { method: 'PATCH', headers: bearer(maker) }))
        .status,
    ).toBe(200);
    const fans = await Promise.all(
      Array.from({ length: n }, (_, i) => signedInPerson(stack.app, `${prefix}f${i}x${Date.now() % 1e5}`)),
    );
    return { maker, kv, fans };
  }
  beforeAll(async () => {
    // Not a test of the allowance: its waits poll, and a busy machine polls longer than 600 times a minute.
    stack = await startDistributedStack({ RATE_LIMIT_MAX: '100000000' });
    db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
    // An idle connection of ours ended by a PostgreSQL restart: the pool makes a new one when asked.
    db.on('error', () => undefined);
  });
  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  test('the user service down for 30 s during a generation and follows: the version waits for it and is made once, follows work all along, the profile counts catch up, nothing dead-lettered', async () => {
    const before = await waiting();
    // Someone the game service has never seen (no username yet): naming the version's author needs
    // the user service.
    const token = await signedInWallet(stack.app);
    // Two people with names the social service has heard of (user.updated), to follow meanwhile.
    const suffix = Date.now() % 100_000;
    const [star, fan] = [`star_${suffix}`, `fan_${suffix}`];
    const fanToken = await signedInPerson(stack.app, fan);
    const starToken = await signedInPerson(stack.app, star);
    await waitFor('the names known to the social service', async () => {
      const { rows } = await db.query('SELECT 1 FROM social.people WHERE username = ANY($1)', [[star, fan]]);
      return rows.length === 2;
    });
    const started = await fetch(`${stack.app}/api/games/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a frog catching flies on lily pads' }),
    });
    const { kv_key: kv } = await started.json();
    await kill('user');
    const down = Date.now();

    // Following and unfollowing by name need no user service.
    const follow = (method: string, who: string, as: string) =>
      fetch(`${stack.app}/api/follow`, {
        method,
        headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username: who }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await follow('POST', star, fanToken)).toEqual({
      status: 200,
      body: { success: true, is_following: true, followers_count: 1 },
    });
    expect((await follow('POST', fan, starToken)).status).toBe(200);
    expect((await follow('DELETE', fan, starToken)).body).toMatchObject({
      is_following: false,
      followers_count: 0,
    });

    const done = await waitFor(
      'the generation finished',
      async () => {
        const { rows } = await db.query('SELECT status FROM generation.jobs WHERE kv_key = $1', [kv]);
        return rows[0]?.status === 2;
      },
      90_000,
      200,
    );
    expect(done).toBe(true);
    // Down for 30 s: the game service's consumer waits it out, without dead-lettering.
    await new Promise((r) => setTimeout(r, Math.max(0, down + 30_000 - Date.now())));
    const { rows: early } = await db.query('SELECT 1 FROM game.versions WHERE kv_key = $1', [kv]);
    expect(early).toEqual([]);
    restart();
    await waitFor(
      'the version made once the user service is back',
      async () => (await db.query('SELECT 1 FROM game.versions WHERE kv_key = $1', [kv])).rowCount === 1,
      60_000,
      200,
    );
    expect(
      (await fetch(`${stack.app}/api/games/${kv}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    // The follows made meanwhile reach the profiles: exactly one follower, one followed, none undone twice.
    const profile = async (name: string) =>
      (await fetch(`${stack.app}/api/users/${name}`)).json() as Promise<Record<string, unknown>>;
    // The user service's own counts (what a recount starts from) catch up from the events it missed.
    const counted = async () =>
      (
        await db.query(
          'SELECT username, followers_count, following_count FROM users.users WHERE username = ANY($1) ORDER BY username',
          [[star, fan]],
        )
      ).rows;
    await waitFor(
      'the user service to catch up',
      async () => (await counted())[1]?.followers_count === 1,
      60_000,
      200,
    );
    expect(await counted()).toEqual([
      { username: fan, followers_count: 0, following_count: 1 },
      { username: star, followers_count: 1, following_count: 0 },
    ]);
    expect(await profile(star)).toMatchObject({ followers_count: 1, following_count: 0 });
    expect(await profile(fan)).toMatchObject({ followers_count: 0, following_count: 1 });
    const after = await waiting();
    for (const [topic, n] of Object.entries(after)) expect([topic, n]).toEqual([topic, before[topic] ?? 0]);
  });

  test('the media service down as a version is stored: the worker waits it out, and the game is made once and plays', async () => {
    const token = await signedInPerson(stack.app, `md${Date.now() % 1e6}`);
    const started = await fetch(`${stack.app}/api/games/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a penguin sliding down an icy hill collecting fish' }),
    });
    const { kv_key: kv } = await started.json();
    await kill('media');
    const job = async () =>
      (await db.query('SELECT status, attempts, error FROM generation.jobs WHERE kv_key = $1', [kv])).rows[0];
    // Made and play-tested in a few seconds; storing it waits for the media service, not failing.
    await new Promise((r) => setTimeout(r, 15_000));
    expect(await job()).toMatchObject({ status: 1, error: null });
    restart();
    await waitFor(
      'the version made once the media service is back',
      async () => {
        const now = await job();
        if (now.status < 0) throw new GiveUp(`job failed: ${JSON.stringify(now)}`);
        return now.status === 2;
      },
      60_000,
      200,
    );
    expect(await job()).toMatchObject({ status: 2, attempts: 1 });
    await waitFor(
      'the game',
      async () => (await fetch(`${stack.app}/api/games/${kv}`, { headers: bearer(token) })).status === 200,
      30_000,
      200,
    );
    const page = await fetch(`${stack.play}/play/${kv}.html`);
    expect([page.status, (await page.text()).toLowerCase()]).toEqual([
      200,
      expect.stringContaining('penguin'),
    ]);
  });

  test('the Kafka broker restarted under a like burst: every like reaches the game service once, the counts exact, and games are still made', async () => {
    const { maker, kv, fans } = await publishedWithFans('mk', 'a snake in a jungle', 12);
    const like = (t: string) =>
      fetch(`${stack.app}/api/games/${kv}/like`, { method: 'POST', headers: bearer(t) });
    // Half before, the broker goes, the other half while it is down (likes are written to Postgres and
    // the outbox; the relay waits), then it is back.
    for (const t of fans.slice(0, 6)) expect((await like(t)).status).toBe(200);
    infra('kafka-stop');
    for (const t of fans.slice(6)) expect((await like(t)).status).toBe(200);
    infra('kafka-start');
    const settled = async () => {
      const { rows } = await db.query(
        `SELECT (SELECT count(*)::int FROM social.likes WHERE game_key = g.game_key) AS truth,
              (SELECT count(*)::int FROM game.likes WHERE game_key = g.game_key) AS copy, g.likes_count
         FROM game.games g JOIN game.versions v ON v.game_key = g.game_key WHERE v.kv_key = $1`,
        [kv],
      );
      return rows[0];
    };
    await waitFor('the game service has every like', async () => (await settled()).copy === 12, 120_000, 500);
    expect(await settled()).toEqual({ truth: 12, copy: 12, likes_count: 12 });
    expect((await (await fetch(`${stack.app}/api/games/${kv}`)).json()).game.likes_count).toBe(12);
    // Every group consumes again: a consumer that found no group coordinator while the broker was
    // away once stayed down for good, and no game was made after.
    expect(await generateGame(stack.app, maker, 'a frog catching flies')).toBeTruthy();
  });

  test('PostgreSQL stopped under likes: each like meanwhile is a 503 that says to try again, none half-made; afterwards the counts are exact', async () => {
    const { kv, fans } = await publishedWithFans('pg', 'a maze with ghosts', 9);
    const like = async (t: string) => {
      const r = await fetch(`${stack.app}/api/games/${kv}/like`, { method: 'POST', headers: bearer(t) });
      return { status: r.status, body: await r.json() };
    };
    for (const t of fans.slice(0, 3)) expect((await like(t)).status).toBe(200);
    infra('pg-stop');
    try {
      // Down for about 10 s, a like every 3 s.
      for (const t of fans.slice(3, 6)) {
        expect(await like(t)).toEqual({
          status: 503,
          body: { error: 'Service unavailable, please try again' },
        });
        await new Promise((r) => setTimeout(r, 3_000));
      }
    } finally {
      infra('pg-start');
    }
    // Back: the pools reconnect on their own.
    await waitFor('likes work again', async () => (await like(fans[6])).status === 200, 60_000, 500);
    for (const t of fans.slice(7)) expect((await like(t)).status).toBe(200);
    const game = async (t?: string) =>
      (await (await fetch(`${stack.app}/api/games/${kv}`, { headers: t ? bearer(t) : {} })).json()).game;
    // The refused ones left nothing behind: not in the count, not in their own view.
    await waitFor('the copy settled', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM game.likes l JOIN game.versions v ON v.game_key = l.game_key WHERE v.kv_key = $1`,
        [kv],
      );
      return rows[0].n === 6;
    });
    expect((await game()).likes_count).toBe(6);
    const seen = await Promise.all(fans.map(async (t) => (await game(t)).is_liked));
    expect(seen).toEqual([true, true, true, false, false, false, true, true, true]);
  });

  test('the notification service SIGKILLed in the middle of a like burst: after its restart one notification per like, none lost, none doubled', async () => {
    const { maker, kv, fans } = await publishedWithFans('nk', 'a cat chasing mice', 20);
    const likes = Promise.all(
      fans.map((t) => fetch(`${stack.app}/api/games/${kv}/like`, { method: 'POST', headers: bearer(t) })),
    );
    // Killed while it is handling them: some handled and not yet committed to Kafka, some not handled.
    await waitFor(
      'the first like notifications written',
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM notification.notifications WHERE type = 'like'`))
          .rows[0].n > 0,
      30_000,
      20,
    );
    await kill('notification');
    expect((await likes).every((r) => r.status === 200)).toBe(true);
    restart();
    const inbox = async () =>
      (await (await fetch(`${stack.app}/api/notifications?page=1`, { headers: bearer(maker) })).json()) as {
        unread_count: number;
      };
    await waitFor('twenty like notifications', async () => (await inbox()).unread_count >= 20, 90_000, 500);
    await new Promise((r) => setTimeout(r, 2_000)); // any redelivery would have landed by now
    expect((await inbox()).unread_count).toBe(20);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT actor_id)::int AS likers FROM notification.notifications
        WHERE type = 'like' AND game_kv_key = $1`,
      [kv],
    );
    expect(rows[0]).toEqual({ n: 20, likers: 20 });
  });

  test('a poison message in each topic goes to its dead-letter topic at once, and the product goes on', async () => {
    const before = await waiting();
    const producer = new Kafka({
      brokers: requireEnv('KAFKA_BROKERS').split(','),
      logLevel: logLevel.NOTHING,
    }).producer();
    await producer.connect();
    const key = `poison-${Date.now()}`;
    const topics = Object.values(TOPICS);
    try {
      for (const topic of topics)
        await producer.send({ topic, messages: [{ key, value: Buffer.from('not an event') }] });
    } finally {
      await producer.disconnect();
    }
    // Every group that reads the topic dead-letters it, with the reason.
    await waitFor(
      'a letter in every dead-letter topic',
      async () => {
        const now = await waiting();
        return topics.every((t) => (now[`${t}.dlq`] ?? 0) > (before[`${t}.dlq`] ?? 0));
      },
      60_000,
      500,
    );
    for (const topic of topics) {
      const mine = (await letters().read(`${topic}.dlq`)).filter((l) => l.key === key);
      expect([topic, mine.length > 0, mine.every((l) => l.headers['x-dlq-reason'] === 'poison')]).toEqual([
        topic,
        true,
        true,
      ]);
    }
    // The partitions went on: a new like still reaches the game service's copy.
    const maker = await signedInPerson(stack.app, `pm${Date.now() % 1e6}`);
    const kv = await generateGame(stack.app, maker, 'a frog on lily pads');
    expect(
      (
        await fetch(`${stack.app}/api/games/${kv}/public`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${maker}` },
        })
      ).status,
    ).toBe(200);
    const fan = await signedInPerson(stack.app, `pf${Date.now() % 1e6}`);
    expect(
      (
        await fetch(`${stack.app}/api/games/${kv}/like`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fan}` },
        })
      ).status,
    ).toBe(200);
    await waitFor('the like in the copy', async () => {
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM game.likes l JOIN game.versions v ON v.game_key = l.game_key WHERE v.kv_key = $1',
        [kv],
      );
      return rows[0].n === 1;
    });
  });
});
