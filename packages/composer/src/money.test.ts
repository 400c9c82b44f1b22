import { CURRENCIES, fewest, priceFor, total, written } from '../play/money';

test('coins add up; a price is written in cents, or euros past a euro', () => {
  const [penny, nickel, dime, quarter] = CURRENCIES.usd;
  expect(total([quarter, quarter, dime, nickel, penny, penny])).toBe(67);
  expect(written(67, 'usd')).toBe('67¢');
  expect(written(135, 'usd')).toBe('$1.35');
  expect(written(135, 'eur')).toBe('1,35 €');
  expect(fewest(67, CURRENCIES.usd).map((c) => c.value)).toEqual([25, 25, 10, 5, 1, 1]);
  expect(total(fewest(188, CURRENCIES.eur))).toBe(188);
});

test('prices start small and grow over the round, never past the top', () => {
  let s = 7;
  const rand = () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
  const first = Array.from({ length: 50 }, () => priceFor(0, 10, 99, rand));
  const last = Array.from({ length: 50 }, () => priceFor(9, 10, 99, rand));
  expect(Math.max(...first)).toBeLessThanOrEqual(40);
  expect(Math.max(...last)).toBeGreaterThan(60);
  expect(Math.max(...last)).toBeLessThanOrEqual(99);
  expect(Math.min(...first, ...last)).toBeGreaterThanOrEqual(1);
});
