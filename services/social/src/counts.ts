// Like counts live in the store (a viral game's likes never queue on one Postgres row); Postgres is the
// truth they are rebuilt from. A rebuild writes a new generation of counters and then switches to it,
// so a game whose last like went away reads 0 rather than a stale number.
import type { Pool, Store } from '@degs/kit';

const GEN = 'social:likes:gen';
const counter = (gen: string, gameKey: string) => `social:likes:${gen}:${gameKey}`;

export class LikeCounts {
  constructor(
    private readonly db: Pool,
    private readonly store: Store,
  ) {}

  /** Applies one committed change and returns the game's count. */
  async add(gameKey: string, delta: 1 | -1 | 0): Promise<number> {
    const gen = await this.store.get(GEN);
    if (gen === null) {
      await this.rebuild(); // counts everything committed, this change included
      return this.get(gameKey);
    }
    const n = delta ? await this.store.incr(counter(gen, gameKey), delta) : await this.read(gen, gameKey);
    return Math.max(0, n);
  }

  async get(gameKey: string): Promise<number> {
    const gen = await this.store.get(GEN);
    if (gen === null) {
      await this.rebuild();
      return this.get(gameKey);
    }
    return Math.max(0, await this.read(gen, gameKey));
  }

  private async read(gen: string, gameKey: string): Promise<number> {
    return Number((await this.store.get(counter(gen, gameKey))) ?? 0);
  }

  /** Recounts every game's likes from Postgres into a fresh generation; returns how many games have likes. */
  async rebuild(): Promise<number> {
    const gen = String(await this.store.incr('social:likes:gen:next'));
    let games = 0;
    let after = '';
    for (;;) {
      const { rows } = await this.db.query(
        `SELECT game_key, count(*)::int AS n FROM social.likes WHERE game_key > $1
          GROUP BY game_key ORDER BY game_key LIMIT 1000`,
        [after],
      );
      for (const r of rows as { game_key: string; n: number }[])
        await this.store.set(counter(gen, r.game_key), String(r.n));
      games += rows.length;
      if (rows.length < 1000) break;
      after = rows[rows.length - 1].game_key;
    }
    await this.store.set(GEN, gen);
    return games;
  }

  /** Whether the counters exist at all (a wiped store has none). */
  async built(): Promise<boolean> {
    return (await this.store.get(GEN)) !== null;
  }
}
