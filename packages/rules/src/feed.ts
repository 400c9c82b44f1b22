// The home feed's filter (spec §4): the six values, which need a session, and the saved choice that
// lasts one hour. Pure; the web app passes its storage and clock.

export const FEED_FILTERS = ['top_day', 'top_week', 'top_month', 'new', 'following', 'liked'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export const DEFAULT_FILTER: FeedFilter = 'top_day';
export const FILTER_KEY = 'game_filter';
export const FILTER_TIME_KEY = 'game_filter_timestamp';
export const FILTER_TTL_MS = 3_600_000;

/** Offered only after sign-in. */
export const SIGNED_IN_FILTERS: ReadonlySet<FeedFilter> = new Set(['following', 'liked']);

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function saveFilter(storage: KeyValue, filter: FeedFilter, now: number): void {
  storage.setItem(FILTER_KEY, filter);
  storage.setItem(FILTER_TIME_KEY, String(now));
}

/** The saved filter if it is younger than an hour (and usable by this visitor); an old one is dropped. */
export function restoreFilter(storage: KeyValue, now: number, signedIn: boolean): FeedFilter {
  const saved = storage.getItem(FILTER_KEY);
  const at = Number(storage.getItem(FILTER_TIME_KEY));
  const known = (FEED_FILTERS as readonly string[]).includes(saved ?? '');
  if (!known || !Number.isFinite(at) || now - at > FILTER_TTL_MS || now < at) {
    storage.removeItem(FILTER_KEY);
    storage.removeItem(FILTER_TIME_KEY);
    return DEFAULT_FILTER;
  }
  const filter = saved as FeedFilter;
  return SIGNED_IN_FILTERS.has(filter) && !signedIn ? DEFAULT_FILTER : filter;
}

/** The query parameters of a feed page, as the spec's client sends them. */
export function feedParams(filter: FeedFilter, page: number): FeedParams {
  return filter === 'new' ? { page, filter, sort: 'created_at', order: 'desc' } : { page, filter };
}

export interface FeedParams {
  page: number;
  filter: FeedFilter;
  sort?: 'created_at';
  order?: 'desc';
}
