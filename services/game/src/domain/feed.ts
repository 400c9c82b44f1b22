// The public feed's rules (issue 5): filters, rolling ranking windows, the batches views are written in.
// Pure.

import { FEED_FILTERS, type FeedFilter } from '@degs/rules';

/** The filters are the web app's too (@degs/rules). */
export const FEEDS = FEED_FILTERS;
export type Feed = FeedFilter;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Rolling windows of the top feeds: likes (then views) received in the last day, week or 30 days. */
export const WINDOWS: Partial<Record<Feed, number>> = {
  top_day: DAY,
  top_week: 7 * DAY,
  top_month: 30 * DAY,
};

/** Feeds about the caller: they need a session and are never shared through the cache. */
export const PERSONAL: ReadonlySet<Feed> = new Set(['following', 'liked']);

export type FeedQuery = { ok: true; feed: Feed } | { ok: false; error: string };

/**
 * `filter` picks the feed; the home feed starts on top_day. `sort=created_at&order=desc` is how the
 * client asks for 'new' (the newest first): alone it means 'new', beside a filter it changes nothing.
 */
export function feedOf(query: { filter?: unknown; sort?: unknown; order?: unknown }): FeedQuery {
  const { filter, sort, order } = query;
  if (filter !== undefined && (typeof filter !== 'string' || !(FEEDS as readonly string[]).includes(filter)))
    return { ok: false, error: `filter must be one of ${FEEDS.join(', ')}` };
  if ((sort !== undefined && sort !== 'created_at') || (order !== undefined && order !== 'desc'))
    return { ok: false, error: 'Only sort=created_at&order=desc is supported' };
  if (filter !== undefined) return { ok: true, feed: filter as Feed };
  return { ok: true, feed: sort !== undefined || order !== undefined ? 'new' : 'top_day' };
}

/** Where a top feed's window starts. */
export function windowStart(feed: Feed, now: Date): Date | null {
  const size = WINDOWS[feed];
  return size === undefined ? null : new Date(now.getTime() - size);
}

/** Views are gathered in the store per batch of `batchMs` and written to Postgres once a batch is closed. */
export function batchOf(at: number, batchMs: number): number {
  return Math.floor(at / batchMs);
}

/** Batches nobody writes to any more: older than the current one and the one before (a request in flight). */
export function closedBatches(pending: number[], now: number, batchMs: number): number[] {
  const current = batchOf(now, batchMs);
  return pending.filter((b) => b < current - 1).sort((a, b) => a - b);
}

/** The hour a batch's views count towards in the rankings. */
export function hourOfBatch(batch: number, batchMs: number): Date {
  const at = batch * batchMs;
  return new Date(at - (at % HOUR));
}
