// Page 1 of every inbox is polled every 30 s by every signed-in person: it is kept in the store under
// the inbox's epoch, which every change (a new notification, read-all) moves on — so a poll is two
// store reads, and a page computed just before a change can never be served after it.
import type { Store } from '@degs/kit';

export const FIRST_PAGE_TTL_MS = 30_000;

export class FirstPages {
  constructor(
    private readonly store: Store,
    private readonly ttlMs = FIRST_PAGE_TTL_MS,
  ) {}

  private epochKey = (userId: string) => `notification:epoch:${userId}`;

  async get<T>(userId: string, compute: () => Promise<T>): Promise<T> {
    const epoch = (await this.store.get(this.epochKey(userId))) ?? '0';
    const key = `notification:page1:${userId}:${epoch}`;
    const hit = await this.store.get(key);
    if (hit) return JSON.parse(hit) as T;
    const fresh = await compute();
    await this.store.set(key, JSON.stringify(fresh), this.ttlMs);
    return fresh;
  }

  async forget(userIds: string[]): Promise<void> {
    for (let i = 0; i < userIds.length; i += 500)
      await Promise.all(userIds.slice(i, i + 500).map((u) => this.store.incr(this.epochKey(u))));
  }
}
