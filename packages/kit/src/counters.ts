// Live counts in the store, written by the social service (the owner of likes and follows) and read
// by the services that show them (games and cards, profiles): likes per game, followers and following
// per person, and each person's own latest likes and follows (read-your-writes: the person's next read
// shows what they just did, whatever the lag of the events that update the other services' copies).
// Counts and a person's own state are written in one atomic batch and read in one MGET, so one answer
// never shows a like without its count or a count without its like.
import type { Store } from './store/types';

export type CountName = 'likes' | 'followers' | 'following';
export type MineName = 'like' | 'follow';

/** How long a person's own action overrides the event-fed copies (far longer than any event lag). */
export const MINE_TTL_MS = 60 * 60_000;
/** The generation in use: a rebuild writes a new one and switches to it. */
export const COUNTS_GEN = 'social:counts:gen';
export const countKey = (gen: string, name: CountName, id: string) => `social:count:${gen}:${name}:${id}`;
export const mineKey = (name: MineName, userId: string, target: string) =>
  `social:mine:${name}:${userId}:${target}`;

export interface CountRef {
  name: CountName;
  id: string;
}
export interface MineRef {
  name: MineName;
  userId: string;
  target: string;
}

export interface LiveRead {
  /** Each count, never below 0; null while the counters are not built (use the copy). */
  counts: (number | null)[];
  /** The person's own latest state for each, or null when they did nothing lately (use the copy). */
  mine: (boolean | null)[];
  /** The reader's own keys, read in the same MGET. */
  extra: (string | null)[];
}

/** Reads counts, a person's own states and any keys of the reader's own at one instant. */
export async function readLive(
  store: Store,
  counts: CountRef[],
  mine: MineRef[],
  extra: string[] = [],
): Promise<LiveRead> {
  const gen = counts.length ? await store.get(COUNTS_GEN) : null;
  const countKeys = gen === null ? [] : counts.map((c) => countKey(gen, c.name, c.id));
  const mineKeys = mine.map((m) => mineKey(m.name, m.userId, m.target));
  const values = await store.mget([...countKeys, ...mineKeys, ...extra]);
  return {
    extra: values.slice(countKeys.length + mineKeys.length),
    counts: counts.map((_, i) => (gen === null ? null : Math.max(0, Number(values[i] ?? 0)))),
    mine: mine.map((_, i) => {
      const v = values[countKeys.length + i];
      return v === null ? null : v === '1';
    }),
  };
}
