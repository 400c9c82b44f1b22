import { batchOf, closedBatches, feedOf, hourOfBatch, windowStart } from './feed';

test('filters: the six feeds, top_day by default, anything else refused', () => {
  expect(feedOf({})).toEqual({ ok: true, feed: 'top_day' });
  for (const f of ['top_day', 'top_week', 'top_month', 'new', 'following', 'liked'])
    expect(feedOf({ filter: f })).toEqual({ ok: true, feed: f });
  for (const f of ['hot', '', 'TOP_DAY', ['new']]) expect(feedOf({ filter: f }).ok).toBe(false);
});

test("'new' is also asked for as sort=created_at&order=desc", () => {
  expect(feedOf({ sort: 'created_at', order: 'desc' })).toEqual({ ok: true, feed: 'new' });
  expect(feedOf({ filter: 'new', sort: 'created_at', order: 'desc' })).toEqual({ ok: true, feed: 'new' });
  // Beside a filter, the newest-first hint changes nothing; alone, order=desc still means 'new'.
  expect(feedOf({ filter: 'top_day', sort: 'created_at' })).toEqual({ ok: true, feed: 'top_day' });
  expect(feedOf({ order: 'desc' })).toEqual({ ok: true, feed: 'new' });
  expect(feedOf({ sort: 'created_at', order: 'asc' }).ok).toBe(false);
  expect(feedOf({ sort: 'likes' }).ok).toBe(false);
});

test('rolling windows end now and reach back a day, a week, 30 days', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  expect(windowStart('top_day', now)).toEqual(new Date('2026-03-30T12:00:00Z'));
  expect(windowStart('top_week', now)).toEqual(new Date('2026-03-24T12:00:00Z'));
  expect(windowStart('top_month', now)).toEqual(new Date('2026-03-01T12:00:00Z'));
  expect(windowStart('new', now)).toBeNull();
});

test('view batches close one batch late, oldest first, and count towards their hour', () => {
  const ms = 5_000;
  const now = Date.parse('2026-03-31T12:00:12Z');
  const current = batchOf(now, ms);
  expect(closedBatches([current, current - 1, current - 3, current - 2], now, ms)).toEqual([
    current - 3,
    current - 2,
  ]);
  expect(hourOfBatch(current, ms)).toEqual(new Date('2026-03-31T12:00:00Z'));
});
