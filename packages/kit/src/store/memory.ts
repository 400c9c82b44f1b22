import type { RateLimitResult, ScoredMember, Store, StoreWrite } from './types';

type Entry = { value: string | Map<string, number>; expiresAt?: number };

/** The in-process store for the embedded placement. Single-threaded JS makes each call atomic. */
export class MemoryStore implements Store {
  private data = new Map<string, Entry>();
  private windows = new Map<string, { hits: number[]; windowMs: number }>();
  private sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    for (const k of this.data.keys()) this.entry(k);
    const now = this.now();
    for (const [k, w] of this.windows)
      if (!w.hits.length || w.hits[w.hits.length - 1] <= now - w.windowMs) this.windows.delete(k);
  }

  private entry(key: string): Entry | undefined {
    const e = this.data.get(key);
    if (e?.expiresAt !== undefined && e.expiresAt <= this.now()) {
      this.data.delete(key);
      return undefined;
    }
    return e;
  }

  private str(key: string): string | null {
    const e = this.entry(key);
    if (!e) return null;
    if (typeof e.value !== 'string') throw new Error(`WRONGTYPE ${key} holds a sorted set`);
    return e.value;
  }

  private zset(key: string, create: boolean): Map<string, number> | undefined {
    const e = this.entry(key);
    if (e && typeof e.value === 'string') throw new Error(`WRONGTYPE ${key} holds a string`);
    if (e) return e.value as Map<string, number>;
    if (!create) return undefined;
    const z = new Map<string, number>();
    this.data.set(key, { value: z });
    return z;
  }

  async get(key: string) {
    return this.str(key);
  }
  async mget(keys: string[]) {
    return keys.map((k) => this.str(k));
  }
  async atomically(writes: StoreWrite[]) {
    // Checked first, so a bad write leaves nothing half-applied (Redis's MULTI would apply the rest).
    for (const w of writes)
      if ('incr' in w && this.str(w.incr) !== null && !/^-?\d+$/.test(this.str(w.incr)!))
        throw new Error('ERR value is not an integer');
    const out: number[] = [];
    for (const w of writes) {
      if ('incr' in w) out.push(this.incrNow(w.incr, w.by));
      else this.setNow(w.set, w.value, w.ttlMs);
    }
    return out;
  }
  private setNow(key: string, value: string, ttlMs?: number) {
    this.data.set(key, { value, expiresAt: ttlMs ? this.now() + ttlMs : undefined });
  }
  async set(key: string, value: string, ttlMs?: number) {
    this.setNow(key, value, ttlMs);
  }
  async setIfAbsent(key: string, value: string, ttlMs?: number) {
    if (this.entry(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }
  async take(key: string) {
    const v = this.str(key);
    this.data.delete(key);
    return v;
  }
  async del(key: string) {
    this.data.delete(key);
  }
  async incr(key: string, by = 1, ttlMs?: number) {
    return this.incrNow(key, by, ttlMs);
  }
  private incrNow(key: string, by: number, ttlMs?: number) {
    const cur = this.str(key);
    if (cur !== null && !/^-?\d+$/.test(cur)) throw new Error('ERR value is not an integer');
    const next = (cur === null ? 0 : Number(cur)) + by;
    const expiresAt = cur === null ? (ttlMs ? this.now() + ttlMs : undefined) : this.data.get(key)!.expiresAt;
    this.data.set(key, { value: String(next), expiresAt });
    return next;
  }
  async ttlMs(key: string) {
    const e = this.entry(key);
    return e?.expiresAt === undefined ? null : e.expiresAt - this.now();
  }

  async zadd(key: string, member: string, score: number) {
    this.zset(key, true)!.set(member, score);
  }
  async zincrby(key: string, member: string, by: number) {
    const z = this.zset(key, true)!;
    const next = (z.get(member) ?? 0) + by;
    z.set(member, next);
    return next;
  }
  async zscore(key: string, member: string) {
    return this.zset(key, false)?.get(member) ?? null;
  }
  async zrem(key: string, member: string) {
    const z = this.zset(key, false);
    z?.delete(member);
    if (z && z.size === 0) this.data.delete(key);
  }
  async zcard(key: string) {
    return this.zset(key, false)?.size ?? 0;
  }
  async zrevrange(key: string, start: number, stop: number): Promise<ScoredMember[]> {
    const z = this.zset(key, false);
    if (!z) return [];
    const all = [...z].map(([member, score]) => ({ member, score }));
    all.sort((a, b) => b.score - a.score || (a.member < b.member ? 1 : a.member > b.member ? -1 : 0));
    return all.slice(start, stop < 0 ? all.length + stop + 1 : stop + 1);
  }
  async zremrangebyscore(key: string, min: number, max: number) {
    const z = this.zset(key, false);
    if (!z) return 0;
    let n = 0;
    for (const [m, s] of z) {
      if (s >= min && s <= max) {
        z.delete(m);
        n++;
      }
    }
    if (z.size === 0) this.data.delete(key);
    return n;
  }

  async rateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    // A sliding-window log kept sorted by time, so expiry prunes from the front only.
    const now = this.now();
    let w = this.windows.get(key);
    if (!w) this.windows.set(key, (w = { hits: [], windowMs }));
    const hits = w.hits;
    let expired = 0;
    while (expired < hits.length && hits[expired] <= now - windowMs) expired++;
    if (expired) hits.splice(0, expired);
    if (hits.length < limit) {
      hits.push(now);
      return { allowed: true, remaining: limit - hits.length, retryAfterMs: 0 };
    }
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, hits[0] + windowMs - now) };
  }

  /**
   * The contents as JSON (keys with their absolute expiry), so the embedded placement can keep
   * revocations, limits and rankings across a restart. Rate-limit windows are not kept.
   */
  snapshot(): string {
    const out: [string, string | [string, number][], number | null][] = [];
    for (const [k, e] of this.data) {
      if (e.expiresAt !== undefined && e.expiresAt <= this.now()) continue;
      out.push([k, typeof e.value === 'string' ? e.value : [...e.value], e.expiresAt ?? null]);
    }
    return JSON.stringify(out);
  }

  /** Loads a snapshot; keys `leaveOut` says yes to are not loaded. */
  restore(json: string, leaveOut: (key: string) => boolean = () => false): void {
    for (const [k, v, expiresAt] of JSON.parse(json) as [
      string,
      string | [string, number][],
      number | null,
    ][]) {
      if ((expiresAt !== null && expiresAt <= this.now()) || leaveOut(k)) continue;
      this.data.set(k, { value: typeof v === 'string' ? v : new Map(v), expiresAt: expiresAt ?? undefined });
    }
  }

  async ping() {
    return true;
  }
  async close() {
    clearInterval(this.sweeper);
  }
}
