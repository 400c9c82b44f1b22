import pg from 'pg';

export type Pool = pg.Pool;
export type Client = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'>;

// BIGINT and NUMERIC come back as JS numbers: our counters stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface PoolOptions {
  url: string;
  /** The service's own schema. SQL names it explicitly (`auth.sessions`): the embedded database is one shared session. */
  schema: string;
  max?: number;
  applicationName?: string;
}

export function createPool(opts: PoolOptions): Pool {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? opts.schema,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that dies (database restart) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * One client for several statements. While a client is checked out the pool does not listen for its
 * errors, so a database that goes away (a restart, a failover) would emit an unhandled 'error' and
 * stop the process: this listens meanwhile, and a client that broke is dropped, not reused.
 */
export async function withClient<T>(pool: Pool, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => void (broken = err);
  client.on('error', onError);
  try {
    return await fn(client);
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
export function withTransaction<T>(
  pool: Pool,
  fn: (client: Client) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  return withClient(pool, async (client) => {
    try {
      await client.query(begin);
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}

/** Several reads that must agree (a list and its counts): one read-only REPEATABLE READ snapshot. */
export function withSnapshot<T>(pool: Pool, fn: (client: Client) => Promise<T>): Promise<T> {
  return withTransaction(pool, fn, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
}

export async function pingDb(pool: Pool): Promise<boolean> {
  await pool.query('SELECT 1');
  return true;
}

/** Quotes an identifier we generate ourselves (schema names); rejects anything unusual. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad SQL identifier: ${name}`);
  return `"${name}"`;
}

/**
 * Puts a row into a set-like table (`schema.table`) or takes it out by its key columns; true when that
 * changed the table. Consumers of toggle events (like/unlike, follow/unfollow, publish/hide) move their
 * counts only on a real change, so a repeated or stale event never counts twice.
 */
export async function setRow(
  db: Queryable,
  table: string,
  key: Record<string, unknown>,
  present: boolean,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const name = table.split('.').map(ident).join('.');
  if (present) {
    const row = { ...key, ...extra };
    const cols = Object.keys(row);
    const r = await db.query(
      `INSERT INTO ${name} (${cols.map(ident).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT DO NOTHING`,
      Object.values(row),
    );
    return r.rowCount === 1;
  }
  const cols = Object.keys(key);
  const r = await db.query(
    `DELETE FROM ${name} WHERE ${cols.map((c, i) => `${ident(c)} = $${i + 1}`).join(' AND ')}`,
    Object.values(key),
  );
  return (r.rowCount ?? 0) > 0;
}
