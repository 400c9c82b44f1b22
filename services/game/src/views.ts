// Views (issue 5): a game fetch counts once per viewer (user, else IP) per game per 30 minutes. Counting
// touches only the store; closed batches are written to Postgres by a background flush, each batch
// exactly once (the batch id is recorded in the same transaction as its counts).
import { withTransaction, type Pool, type Store } from '@degs/kit';
import { batchOf, closedBatches, hourOfBatch } from './domain/feed';
import { addViewBatch } from './store';

export const VIEW_DEDUPE_MS = 30 * 60_000;
const BATCHES = 'game:views:batches';
const batchKey = (b: number) => `game:views:batch:${b}`;
/** A game's written view count, set after each flush: cached cards show it rather than their own. */
export const viewsKey = (gameKey: string) => `game:views:total:${gameKey}`;

export class Views {
  constructor(
    private readonly db: Pool,
    private readonly store: Store,
    private readonly batchMs: number,
  ) {}

  /** Counts a view unless this viewer saw this game in the last 30 minutes; true when counted. */
  async count(gameKey: string, viewer: string, now = Date.now()): Promise<boolean> {
    if (!(await this.store.setIfAbsent(`game:viewed:${gameKey}:${viewer}`, '1', VIEW_DEDUPE_MS)))
      return false;
    const batch = batchOf(now, this.batchMs);
    await this.store.zincrby(batchKey(batch), gameKey, 1);
    await this.store.zadd(BATCHES, String(batch), batch);
    return true;
  }

  /** Writes every closed batch. */
  async flush(now = Date.now()): Promise<number> {
    const pending = (await this.store.zrevrange(BATCHES, 0, -1)).map((m) => m.score);
    const batches = closedBatches(pending, now, this.batchMs);
    let written = 0;
    for (const batch of batches) {
      const counts = await this.store.zrevrange(batchKey(batch), 0, -1);
      if (counts.length) written += await this.write(batch, counts);
      await this.store.del(batchKey(batch));
      await this.store.zrem(BATCHES, String(batch));
    }
    return written;
  }

  private async write(batch: number, counts: { member: string; score: number }[]): Promise<number> {
    const keys = counts.map((c) => c.member);
    const views = counts.map((c) => Math.round(c.score));
    const { total, counted } = await withTransaction(this.db, (tx) =>
      addViewBatch(tx, batch, keys, views, hourOfBatch(batch, this.batchMs)),
    );
    if (counted.length)
      await this.store.atomically(
        counted.map((r) => ({ set: viewsKey(r.game_key), value: String(r.views_count) })),
      );
    return total;
  }
}
