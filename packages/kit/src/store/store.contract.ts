// The behaviour both store implementations promise. Run by store.memory.test.ts and store.redis.infra.test.ts.
import { uniq } from '../testing/wait';
import type { Store } from './types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function storeContract(makeStore: () => Promise<Store>): void {
  let store: Store;
  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store.close();
  });
  const key = () => uniq('k');

  test('keys expire after their TTL', async () => {
    const k = key();
    await store.set(k, 'v', 150);
    expect(await store.get(k)).toBe('v');
    expect(await store.ttlMs(k)).toBeGreaterThan(0);
    await sleep(250);
    expect(await store.get(k)).toBeNull();
  });

  test('setIfAbsent sets once', async () => {
    const k = key();
    expect(await store.setIfAbsent(k, 'first', 10_000)).toBe(true);
    expect(await store.setIfAbsent(k, 'second', 10_000)).toBe(false);
    expect(await store.get(k)).toBe('first');
  });

  test('take hands a value to exactly one of many parallel callers', async () => {
    const k = key();
    await store.set(k, 'nonce', 10_000);
    const got = await Promise.all(Array.from({ length: 10 }, () => store.take(k)));
    expect(got.filter((v) => v === 'nonce')).toHaveLength(1);
    expect(await store.get(k)).toBeNull();
  });

  test('counters are atomic and keep the TTL from creation', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.incr(k, 1, 10_000)));
    expect(new Set(results).size).toBe(50);
    expect(Math.max(...results)).toBe(50);
    expect(await store.incr(k, -5)).toBe(45);
    expect(await store.ttlMs(k)).toBeGreaterThan(5_000);
  });

  test('sorted sets rank by score, ties by member, and trim by score', async () => {
    const k = key();
    await store.zadd(k, 'a', 1);
    await store.zadd(k, 'b', 5);
    await store.zincrby(k, 'c', 3);
    await store.zincrby(k, 'c', 2); // 5, ties with b
    await store.zadd(k, 'd', 0.5);
    expect(await store.zrevrange(k, 0, -1)).toEqual([
      { member: 'c', score: 5 },
      { member: 'b', score: 5 },
      { member: 'a', score: 1 },
      { member: 'd', score: 0.5 },
    ]);
    expect(await store.zrevrange(k, 1, 2)).toEqual([
      { member: 'b', score: 5 },
      { member: 'a', score: 1 },
    ]);
    expect(await store.zscore(k, 'c')).toBe(5);
    expect(await store.zscore(k, 'zz')).toBeNull();
    expect(await store.zremrangebyscore(k, 0, 1)).toBe(2);
    await store.zrem(k, 'b');
    expect(await store.zcard(k)).toBe(1);
  });

  test('the rate limiter allows the limit per sliding window, then says when to retry', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 7 }, () => store.rateLimit(k, 5, 400)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.retryAfterMs).toBeGreaterThan(0);
      expect(r.retryAfterMs).toBeLessThanOrEqual(400);
    }
    await sleep(450);
    expect((await store.rateLimit(k, 5, 400)).allowed).toBe(true);
  });

  test('reads several keys at once and writes several atomically', async () => {
    const [count, flag, absent] = [key(), key(), key()];
    expect(
      await store.atomically([
        { incr: count, by: 2 },
        { set: flag, value: 'on', ttlMs: 10_000 },
      ]),
    ).toEqual([2]);
    expect(await store.atomically([{ incr: count, by: -1 }])).toEqual([1]);
    expect(await store.mget([count, flag, absent])).toEqual(['1', 'on', null]);
    expect(await store.ttlMs(flag)).toBeGreaterThan(0);
    expect(await store.mget([])).toEqual([]);
  });

  test('a batch of writes is seen whole by every parallel reader', async () => {
    const [a, b] = [key(), key()];
    const reads: (string | null)[][] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? store.atomically([
              { incr: a, by: 1 },
              { incr: b, by: 1 },
            ])
          : store.mget([a, b]).then((r) => void reads.push(r)),
      ),
    );
    for (const [x, y] of reads) expect(x).toBe(y);
  });

  test('answers ping', async () => {
    expect(await store.ping()).toBe(true);
  });
}
