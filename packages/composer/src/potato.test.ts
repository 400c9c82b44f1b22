import { CATEGORIES, deck, fuse, tickGap } from '../play/potato';

let seed = 4;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

test('a fuse is of a length nobody knows, within its bounds', () => {
  const fuses = Array.from({ length: 200 }, () => fuse(rand));
  expect(Math.min(...fuses)).toBeGreaterThanOrEqual(12);
  expect(Math.max(...fuses)).toBeLessThanOrEqual(45);
  expect(new Set(fuses.map(Math.round)).size).toBeGreaterThan(20);
});

test('the ticking quickens as the fuse burns', () => {
  expect(tickGap(0, 30)).toBe(1);
  expect(tickGap(15, 30)).toBeCloseTo(0.6);
  expect(tickGap(30, 30)).toBeCloseTo(0.2);
  expect(tickGap(10, 30)).toBeGreaterThan(tickGap(20, 30));
});

test('every category comes once in a deck, and not the last one first', () => {
  const d = deck(rand, 'Fruits');
  expect([...d].sort()).toEqual([...CATEGORIES].sort());
  expect(d[0]).not.toBe('Fruits');
});
