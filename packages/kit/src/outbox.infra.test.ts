import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { decodeEvent } from '@degs/events';
import { appendToOutbox, markHandled, OutboxRelay } from './outbox';
import { Work } from './work';
import { createPool, withTransaction, type Pool } from './db/pool';
import { migrate } from './db/migrate';
import { KafkaBus } from './bus/kafka';
import { requireEnv, silentLogger, uniq, waitFor } from './testing/wait';

jest.setTimeout(240_000);

const infra = (cmd: string) =>
  execFileSync('bash', [join(__dirname, '../../../scripts/infra.sh'), cmd, requireEnv('INFRA_PROFILE')], {
    stdio: 'pipe',
  });

describe('transactional outbox on PostgreSQL and Kafka', () => {
  let pool: Pool;
  const schema = uniq('outbox').replace(/-/g, '_');

  beforeAll(async () => {
    pool = createPool({ url: requireEnv('DATABASE_URL'), schema });
    await migrate(pool, schema, [
      { name: '001_things', sql: 'CREATE TABLE {{schema}}.things (id TEXT PRIMARY KEY)' },
      {
        name: '002_effects',
        sql: 'CREATE TABLE {{schema}}.effects (event_id TEXT NOT NULL, thing TEXT NOT NULL)',
      },
    ]);
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    await pool.end();
  });

  test('an event committed while Kafka is down is published once it is back, and handled exactly once', async () => {
    const log = silentLogger();
    const bus = new KafkaBus({
      clientId: 'outbox-test',
      brokers: requireEnv('KAFKA_BROKERS').split(','),
      partitions: 3,
      replicationFactor: 1,
      log,
    });
    const topic = uniq('things');
    await bus.ensureTopics([topic, `${topic}.dlq`]);
    const relay = new OutboxRelay({ pool, schema, bus, log, intervalMs: 100 });

    infra('kafka-stop');
    try {
      await withTransaction(pool, async (tx) => {
        await tx.query(`INSERT INTO "${schema}".things (id) VALUES ('t1')`);
        await appendToOutbox(tx, schema, {
          eventId: 'evt-1',
          topic,
          key: 't1',
          value: Buffer.from('t1 created'),
        });
      });
      relay.start();
      await new Promise((r) => setTimeout(r, 2_000));
      const pending = await pool.query(
        `SELECT published_at FROM "${schema}".outbox WHERE event_id = 'evt-1'`,
      );
      expect(pending.rows[0].published_at).toBeNull();
    } finally {
      infra('kafka-start');
    }

    const published = () =>
      pool
        .query(`SELECT published_at FROM "${schema}".outbox WHERE event_id = 'evt-1'`)
        .then((r) => r.rows[0].published_at !== null);
    await waitFor('the relay to publish after Kafka is back', published, 120_000, 200);

    const deliveries: string[] = [];
    const sub = await bus.subscribe({
      group: uniq('consumer'),
      topics: [topic],
      handler: async (m) => {
        deliveries.push(m.value.toString());
        await withTransaction(pool, async (tx) => {
          if (!(await markHandled(tx, schema, 'effects', 'evt-1'))) return;
          await tx.query(`INSERT INTO "${schema}".effects (event_id, thing) VALUES ('evt-1', $1)`, [m.key]);
        });
      },
    });
    await waitFor('the consumer to handle it', () => deliveries.length === 1, 60_000);

    // The relay crashed after sending but before marking: it sends the same event again.
    await pool.query(`UPDATE "${schema}".outbox SET published_at = NULL WHERE event_id = 'evt-1'`);
    relay.notify();
    await waitFor('the duplicate delivery', () => deliveries.length === 2, 60_000);

    const effects = await pool.query(`SELECT thing FROM "${schema}".effects`);
    expect(effects.rows).toEqual([{ thing: 't1' }]);
    expect(deliveries).toEqual(['t1 created', 't1 created']);

    await relay.drain();
    await sub.stop();
    await bus.close();
  });

  test('a unit of work: its events commit with its change or not at all, the relay is told after the commit, and a consumer does an event once', async () => {
    const told: number[] = [];
    const work = new Work({
      db: pool,
      schema,
      producer: 'things',
      relay: { notify: () => void told.push(1) },
    });
    const events = async () =>
      (
        await pool.query(`SELECT value FROM "${schema}".outbox WHERE topic = 'degs.user.v1' ORDER BY id`)
      ).rows.map((r) => decodeEvent(r.value));
    const before = (await events()).length;

    await work.run(async ({ tx, emit }) => {
      await tx.query(`INSERT INTO "${schema}".things (id) VALUES ('w1')`);
      await emit('user.updated', { user_id: 'u1', changed_fields: ['username'] }, 'u1');
    });
    const [made] = (await events()).slice(before);
    expect(made).toMatchObject({ type: 'user.updated', producer: 'things', key: 'u1' });
    expect(made.payload).toMatchObject({ user_id: 'u1', changed_fields: ['username'] });
    expect(told).toHaveLength(1);

    // A failure after the emit: neither the change nor the event is kept, and nothing is published.
    await expect(
      work.run(async ({ tx, emit }) => {
        await tx.query(`INSERT INTO "${schema}".things (id) VALUES ('w2')`);
        await emit('user.updated', { user_id: 'u2', changed_fields: ['bio'] }, 'u2');
        throw new Error('a rule said no');
      }),
    ).rejects.toThrow('a rule said no');
    expect(await events()).toHaveLength(before + 1);
    expect((await pool.query(`SELECT 1 FROM "${schema}".things WHERE id = 'w2'`)).rowCount).toBe(0);
    expect(told).toHaveLength(1);

    // A consumer's unit of work: the same event delivered twice is done once.
    const handle = () =>
      work.once('things.counter', 'evt-w', async ({ tx }) => {
        await tx.query(`INSERT INTO "${schema}".effects (event_id, thing) VALUES ('evt-w', 'once')`);
      });
    expect(await handle()).toBe(true);
    expect(await handle()).toBe(false);
    const { rows } = await pool.query(`SELECT thing FROM "${schema}".effects WHERE event_id = 'evt-w'`);
    expect(rows).toEqual([{ thing: 'once' }]);
  });

  test('retention: published events go after a day, handled records after 8 days; nothing pending goes', async () => {
    const s = `"${schema}"`;
    const row = (id: string, ageDays: number, published: boolean) =>
      pool.query(
        `INSERT INTO ${s}.outbox (event_id, topic, key, value, created_at, published_at)
         VALUES ($1, 't', 'k', '\\x00', now() - $2 * interval '1 day', CASE WHEN $3 THEN now() END)`,
        [id, ageDays, published],
      );
    await pool.query(`DELETE FROM ${s}.outbox`);
    await row('old-published', 2, true);
    await row('old-pending', 1.5, false);
    await row('young-published', 0.5, true);
    await row('new-pending', 0, false);
    await pool.query(
      `INSERT INTO ${s}.handled_events (consumer, event_id, handled_at) VALUES
       ('c', 'h-old', now() - interval '9 days'), ('c', 'h-week', now() - interval '7 days'), ('c', 'h-new', now())`,
    );
    await new OutboxRelay({ pool, schema, bus: null as never, log: silentLogger() }).prune();
    const left = await pool.query(`SELECT event_id FROM ${s}.outbox ORDER BY id`);
    expect(left.rows.map((r) => r.event_id)).toEqual(['old-pending', 'young-published', 'new-pending']);
    const handled = await pool.query(`SELECT event_id FROM ${s}.handled_events ORDER BY 1`);
    expect(handled.rows.map((r) => r.event_id)).toEqual(expect.arrayContaining(['h-new', 'h-week']));
    expect(handled.rows.map((r) => r.event_id)).not.toContain('h-old');
  });
});
