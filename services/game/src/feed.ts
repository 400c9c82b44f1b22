// The feeds' page cache (Redis or the embedded store).
import type { Store } from '@degs/kit';
import type { Feed } from './domain/feed';

/**
 * Pages of the shared feeds (not the personal ones) are cached briefly, cards and all (their counts are
 * read live over them, see live.ts); publishing or hiding bumps the generation, so a new game or a hidden one never waits
 * for the cache to expire.
 */
export class FeedCache {
  constructor(
    private readonly store: Store,
    private readonly ttlMs: number,
  ) {}

  async get<T>(feed: Feed, page: number, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const key = `game:feed:${(await this.store.get('game:feed:gen')) ?? 0}:${feed}:${page}`;
    const hit = await this.store.get(key);
    if (hit) return JSON.parse(hit) as T;
    const fresh = await compute();
    await this.store.set(key, JSON.stringify(fresh), this.ttlMs);
    return fresh;
  }

  async invalidate(): Promise<void> {
    await this.store.incr('game:feed:gen');
  }
}
