import { relativeTime } from './time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

test.each([
  [0, 'just now'],
  [1, '1 second ago'],
  [59, '59 seconds ago'],
  [60, '1 minute ago'],
  [3_599, '59 minutes ago'],
  [3_600, '1 hour ago'],
  [86_399, '23 hours ago'],
  [86_400, '1 day ago'],
  [29 * 86_400, '29 days ago'],
  [30 * 86_400, '1 month ago'],
  [364 * 86_400, '12 months ago'],
  [365 * 86_400, '1 year ago'],
  [800 * 86_400, '2 years ago'],
])('%i s → %s', (s, text) => {
  expect(relativeTime(ago(s), now)).toBe(text);
});

test('a time in the future reads as just now', () => {
  expect(relativeTime(ago(-30), now)).toBe('just now');
});
