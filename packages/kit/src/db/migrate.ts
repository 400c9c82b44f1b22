// Ordered SQL migrations, applied at start under a Postgres advisory lock so that replicas starting
// together apply each file exactly once. Files are `NNN_name.sql`; `{{schema}}` stands for the schema.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ident, withClient, withTransaction, type Pool } from './pool';

export interface Migration {
  name: string;
  sql: string;
}

/** The kit's own tables every service has: the outbox and the handled-event ledger. */
const PLATFORM: Migration[] = [
  {
    name: '000_platform',
    sql: `
      CREATE TABLE IF NOT EXISTS {{schema}}.outbox (
        id BIGSERIAL PRIMARY KEY,
        event_id TEXT NOT NULL UNIQUE,
        topic TEXT NOT NULL,
        key TEXT NOT NULL,
        value BYTEA NOT NULL,
        headers JSONB NOT NULL DEFAULT '{}',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        published_at TIMESTAMPTZ
      );
      CREATE INDEX IF NOT EXISTS outbox_unpublished ON {{schema}}.outbox (id) WHERE published_at IS NULL;
      CREATE TABLE IF NOT EXISTS {{schema}}.handled_events (
        consumer TEXT NOT NULL,
        event_id TEXT NOT NULL,
        handled_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      );`,
  },
  {
    // The relay's retention deletes by age: the ledger's age needs an index of its own.
    name: '000_platform_retention',
    sql: `CREATE INDEX IF NOT EXISTS handled_events_age ON {{schema}}.handled_events (handled_at);`,
  },
];

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3,}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

function lockKey(schema: string): number {
  return createHash('sha256').update(`migrate:${schema}`).digest().readInt32BE(0);
}

/** Applies what is not yet applied; returns the names applied now. */
export async function migrate(pool: Pool, schema: string, migrations: Migration[]): Promise<string[]> {
  const s = ident(schema);
  const all = [...PLATFORM, ...migrations];
  return withClient(pool, async (client) => {
    const applied: string[] = [];
    try {
      await client.query('SELECT pg_advisory_lock($1)', [lockKey(s)]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${s}.schema_migrations (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      const done = new Map<string, string>(
        (await client.query(`SELECT name, checksum FROM ${s}.schema_migrations`)).rows.map((r) => [
          r.name,
          r.checksum,
        ]),
      );
      for (const m of all) {
        const sql = m.sql.replaceAll('{{schema}}', s);
        const sum = createHash('sha256').update(sql).digest('hex');
        const seen = done.get(m.name);
        if (seen !== undefined) {
          if (seen !== sum) throw new Error(`migration ${schema}/${m.name} was changed after it was applied`);
          continue;
        }
        await client.query('BEGIN');
        try {
          await client.query(sql);
          await client.query(`INSERT INTO ${s}.schema_migrations (name, checksum) VALUES ($1, $2)`, [
            m.name,
            sum,
          ]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${schema}/${m.name} failed: ${(err as Error).message}`);
        }
        applied.push(m.name);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey(s)]).catch(() => undefined);
    }
    return applied;
  });
}

export { withTransaction };
