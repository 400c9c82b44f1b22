// A database connection that dies while a transaction holds it (PostgreSQL restarted, a failover): the
// transaction fails, the process goes on, and the pool serves the next query on a fresh connection.
import { createPool, withTransaction, type Pool } from './pool';
import { requireEnv } from '../testing/wait';

describe('a checked-out connection that dies', () => {
  let pool: Pool;
  let admin: Pool;
  beforeAll(() => {
    pool = createPool({ url: requireEnv('DATABASE_URL'), schema: 'public', max: 2 });
    admin = createPool({ url: requireEnv('DATABASE_URL'), schema: 'public', max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await admin.end();
  });

  test('fails its transaction and does not stop the process; the pool goes on', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => void uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const dying = withTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Another session ends this one while it waits, as a database shutdown would.
        setTimeout(() => void admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]), 200);
        await client.query('SELECT pg_sleep(5)');
      });
      await expect(dying).rejects.toThrow(/terminat/);
      await new Promise((r) => setTimeout(r, 200)); // the client's own 'error' comes a moment after
      expect(uncaught).toEqual([]);
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
