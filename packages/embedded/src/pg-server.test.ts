import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PgliteServer } from './pg-server';

jest.setTimeout(60_000);

describe('PGlite over the wire protocol, many clients', () => {
  let db: PGlite;
  let server: PgliteServer;
  let url: string;
  const pools: pg.Pool[] = [];
  const pool = () => {
    const p = new pg.Pool({ connectionString: url, max: 4 });
    pools.push(p);
    return p;
  };

  beforeAll(async () => {
    db = await PGlite.create();
    server = new PgliteServer(db);
    url = `postgres://postgres@127.0.0.1:${await server.listen(0)}/postgres`;
    await pool().query(
      'CREATE TABLE counter (id INT PRIMARY KEY, n INT NOT NULL); INSERT INTO counter VALUES (1, 0)',
    );
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await server.close();
    await db.close();
  });

  test('parallel parameterised queries from many connections each get their own answer', async () => {
    const [a, b, c] = [pool(), pool(), pool()];
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        [a, b, c][i % 3]
          .query('SELECT $1::text AS v, $2::int * 2 AS d', [`value-${i}`, i])
          .then((r) => r.rows[0]),
      ),
    );
    results.forEach((row, i) => expect(row).toEqual({ v: `value-${i}`, d: i * 2 }));
  });

  test('transactions from different connections never interleave', async () => {
    const [a, b] = [pool(), pool()];
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const client = await (i % 2 ? a : b).connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query('SELECT n FROM counter WHERE id = 1');
          await new Promise((r) => setTimeout(r, 1));
          await client.query('UPDATE counter SET n = $1 WHERE id = 1', [rows[0].n + 1]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await a.query('SELECT n FROM counter WHERE id = 1');
    expect(rows[0].n).toBe(40);
  });

  test('a rolled-back transaction leaves nothing behind, and errors reach only their client', async () => {
    const p = pool();
    const client = await p.connect();
    await client.query('BEGIN');
    await client.query('UPDATE counter SET n = -1 WHERE id = 1');
    await expect(client.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await client.query('ROLLBACK');
    client.release();
    const [{ n }] = (await pool().query('SELECT n FROM counter WHERE id = 1')).rows;
    expect(n).toBe(40);
  });

  test('a client that disconnects inside a transaction is rolled back and frees the others', async () => {
    const lone = new pg.Client({ connectionString: url });
    await lone.connect();
    await lone.query('BEGIN');
    await lone.query('UPDATE counter SET n = 999 WHERE id = 1');
    const other = pool().query('SELECT n FROM counter WHERE id = 1'); // waits: the session is held
    (lone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    lone.on('error', () => undefined);
    const { rows } = await other;
    expect(rows[0].n).toBe(40);
  });
});
