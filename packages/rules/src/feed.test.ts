import { feedParams, FILTER_KEY, FILTER_TIME_KEY, restoreFilter, saveFilter } from './feed';

function memory() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

test('nothing saved: top_day', () => {
  expect(restoreFilter(memory(), Date.now(), true)).toBe('top_day');
});

test('a saved filter is applied for an hour, then dropped from storage', () => {
  const s = memory();
  const t0 = Date.parse('2026-01-01T10:00:00Z');
  saveFilter(s, 'new', t0);
  expect(s.m.get(FILTER_KEY)).toBe('new');
  expect(s.m.get(FILTER_TIME_KEY)).toBe(String(t0));
  expect(restoreFilter(s, t0 + 3_600_000, false)).toBe('new');
  expect(restoreFilter(s, t0 + 3_600_001, false)).toBe('top_day');
  expect(s.m.size).toBe(0);
});

test('garbage, a time in the future, or a personal feed without a session fall back to top_day', () => {
  const s = memory();
  s.setItem(FILTER_KEY, 'hot');
  s.setItem(FILTER_TIME_KEY, String(Date.now()));
  expect(restoreFilter(s, Date.now(), true)).toBe('top_day');
  saveFilter(s, 'top_week', 2_000);
  expect(restoreFilter(s, 1_000, true)).toBe('top_day');
  saveFilter(s, 'liked', 1_000);
  expect(restoreFilter(s, 2_000, false)).toBe('top_day');
  expect(restoreFilter(s, 2_000, true)).toBe('liked');
});

test("the client asks for 'new' with sort=created_at&order=desc", () => {
  expect(feedParams('new', 2)).toEqual({ page: 2, filter: 'new', sort: 'created_at', order: 'desc' });
  expect(feedParams('top_week', 1)).toEqual({ page: 1, filter: 'top_week' });
});
