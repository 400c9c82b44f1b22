// The live counts (kit's counters: likes per game, followers and following per person) and each
// person's own latest likes and follows. Postgres is the truth they are rebuilt from; a rebuild writes
// a new generation of counters and then switches to it, so a count whose last like went away reads 0
// rather than a stale number.
import {
  COUNTS_GEN,
  countKey,
  mineKey,
  MINE_TTL_MS,
  readLive,
  type CountName,
  type MineRef,
  type Pool,
  type Store,
} from '@degs/kit';

export interface CountChange {
  name: CountName;
  id: string;
}

/** What a rebuild recounts: per count, the query giving (id, n) pairs in id order after $1. */
const RECOUNT: Record<CountName, string> = {
  likes: 'SELECT game_key AS id, count(*)::int AS n FROM social.likes WHERE game_key > $1 GROUP BY 1',
  followers:
    'SELECT followee_id AS id, count(*)::int AS n FROM social.follows WHERE followee_id > $1 GROUP BY 1',
  following:
    'SELECT follower_id AS id, count(*)::int AS n FROM social.follows WHERE follower_id > $1 GROUP BY 1',
};

export class SocialCounts {
  constructor(
    private readonly db: Pool,
    private readonly store: Store,
  ) {}

  private async generation(): Promise<string> {
    const gen = await this.store.get(COUNTS_GEN);
    if (gen !== null) return gen;
    await this.rebuild(); // counts everything committed
    return (await this.store.get(COUNTS_GEN))!;
  }

  /**
   * Records a person's own change (their like of a game, their follow of someone): the counts move by
   * `delta` and their own state is set, in one atomic write. Returns the counts after.
   */
  async change(counts: CountChange[], delta: 1 | -1, mine: MineRef, on: boolean): Promise<number[]> {
    const gen = await this.generation();
    const after = await this.store.atomically([
      ...counts.map((c) => ({ incr: countKey(gen, c.name, c.id), by: delta })),
      { set: mineKey(mine.name, mine.userId, mine.target), value: on ? '1' : '0', ttlMs: MINE_TTL_MS },
    ]);
    return after.map((n) => Math.max(0, n));
  }

  async get(name: CountName, id: string): Promise<number> {
    await this.generation();
    return (await readLive(this.store, [{ name, id }], [])).counts[0] ?? 0;
  }

  /** Recounts every count from Postgres into a fresh generation; returns how many counters it wrote. */
  async rebuild(): Promise<number> {
    const gen = String(await this.store.incr('social:counts:gen:next'));
    let written = 0;
    for (const [name, sql] of Object.entries(RECOUNT) as [CountName, string][]) {
      let after = '';
      for (;;) {
        const { rows } = await this.db.query<{ id: string; n: number }>(`${sql} ORDER BY 1 LIMIT 1000`, [
          after,
        ]);
        for (const r of rows) await this.store.set(countKey(gen, name, r.id), String(r.n));
        written += rows.length;
        if (rows.length < 1000) break;
        after = rows[rows.length - 1].id;
      }
    }
    await this.store.set(COUNTS_GEN, gen);
    return written;
  }

  /** Whether the counters exist at all (a wiped store has none). */
  async built(): Promise<boolean> {
    return (await this.store.get(COUNTS_GEN)) !== null;
  }
}
