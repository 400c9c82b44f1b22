// One store interface for counters, rankings, nonces, limits and caches: Redis in the distributed and
// cluster placements, an in-process implementation with the same semantics in the embedded one.

export interface ScoredMember {
  member: string;
  score: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** When not allowed: how long until one more request fits the window. */
  retryAfterMs: number;
}

/** One write of an atomic batch: add to a counter, or set a string (with an optional TTL). */
export type StoreWrite = { incr: string; by: number } | { set: string; value: string; ttlMs?: number };

export interface Store {
  get(key: string): Promise<string | null>;
  /** Several strings read at one instant. */
  mget(keys: string[]): Promise<(string | null)[]>;
  /** Writes applied together: a reader sees all of them or none. Returns each incr's new value, in order. */
  atomically(writes: StoreWrite[]): Promise<number[]>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean>;
  /** Reads and deletes atomically: of two parallel takes, only one gets the value. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Atomic add; the TTL applies when the call creates the key. */
  incr(key: string, by?: number, ttlMs?: number): Promise<number>;
  ttlMs(key: string): Promise<number | null>;

  zadd(key: string, member: string, score: number): Promise<void>;
  zincrby(key: string, member: string, by: number): Promise<number>;
  zscore(key: string, member: string): Promise<number | null>;
  zrem(key: string, member: string): Promise<void>;
  zcard(key: string): Promise<number>;
  /** Members by descending score (ties by descending member), ranks start..stop inclusive. */
  zrevrange(key: string, start: number, stop: number): Promise<ScoredMember[]>;
  zremrangebyscore(key: string, min: number, max: number): Promise<number>;

  /** Sliding-window limiter: at most `limit` calls per `windowMs` per key. */
  rateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;

  ping(): Promise<boolean>;
  close(): Promise<void>;
}
