import { createPool, type Pool } from './pool';
import { migrate } from './migrate';
import { requireEnv, uniq } from '../testing/wait';

describe('migrations on PostgreSQL', () => {
  let pool: Pool;
  const schema = uniq('mig').replace(/-/g, '_');
  const migrations = [
    { name: '001_a', sql: 'CREATE TABLE {{schema}}.a (id INT PRIMARY KEY)' },
    { name: '002_b', sql: 'ALTER TABLE {{schema}}.a ADD COLUMN b TEXT' },
  ];

  beforeAll(() => {
    pool = createPool({ url: requireEnv('DATABASE_URL'), schema, max: 10 });
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  });

  test('replicas starting together apply each migration exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => migrate(pool, schema, migrations)));
    const applied = results.flat().filter((n) => !n.startsWith('000_platform'));
    expect(applied.sort()).toEqual(['001_a', '002_b']);
    const cols = await pool.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'a' ORDER BY 1`,
      [schema],
    );
    expect(cols.rows.map((r) => r.column_name)).toEqual(['b', 'id']);
  });

  test('a migration edited after it was applied stops the start', async () => {
    await expect(
      migrate(pool, schema, [{ ...migrations[0], sql: migrations[0].sql + ' -- edited' }, migrations[1]]),
    ).rejects.toThrow('001_a was changed after it was applied');
  });

  test('a failing migration is rolled back and named', async () => {
    await expect(
      migrate(pool, schema, [
        ...migrations,
        { name: '003_bad', sql: 'ALTER TABLE {{schema}}.nope ADD COLUMN x INT' },
      ]),
    ).rejects.toThrow(/003_bad failed/);
    const done = await pool.query(`SELECT name FROM "${schema}".schema_migrations ORDER BY name`);
    expect(done.rows.map((r) => r.name)).toEqual([
      '000_platform',
      '000_platform_retention',
      '001_a',
      '002_b',
    ]);
  });
});
