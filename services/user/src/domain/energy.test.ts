import { energyRemaining } from './energy';

test('energy resets at 00:00 UTC', () => {
  const now = new Date('2026-11-21T23:59:59Z');
  expect(energyRemaining(10, 3, '2026-11-21', now)).toBe(7);
  expect(energyRemaining(10, 30, '2026-11-21', now)).toBe(0);
  expect(energyRemaining(10, 3, '2026-11-20', now)).toBe(10);
  expect(energyRemaining(10, 3, '2026-11-21', new Date('2026-11-22T00:00:00Z'))).toBe(10);
  expect(energyRemaining(10, 0, null, now)).toBe(10);
});
