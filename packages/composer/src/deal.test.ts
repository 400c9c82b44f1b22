import { AMOUNTS, leftThisRound, money, nice, offer, ROUNDS } from '../play/deal';

let seed = 3;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

test('26 cases from a cent to a million; rounds of 6, 5, 4, 3, 2 and then one leave two cases', () => {
  expect(AMOUNTS).toHaveLength(26);
  expect([AMOUNTS[0], AMOUNTS[25]]).toEqual([0.01, 1000000]);
  expect(ROUNDS.reduce((a, b) => a + b, 0)).toBe(24); // (yours and one more stay shut)
  expect(leftThisRound(0)).toEqual({ round: 0, left: 6 });
  expect(leftThisRound(5)).toEqual({ round: 0, left: 1 });
  expect(leftThisRound(6)).toEqual({ round: 1, left: 5 });
  expect(leftThisRound(23)).toEqual({ round: 8, left: 1 });
  expect(leftThisRound(24)).toEqual({ round: 9, left: 0 });
});

test('sums as the show writes them, and offers in round figures', () => {
  expect([money(0.01), money(750), money(1000000)]).toEqual(['$0.01', '$750', '$1,000,000']);
  expect([nice(123456), nice(87.4), nice(9876)]).toEqual([120000, 87, 9900]);
});

test('the banker offers a share of the average that grows round by round, never more than it', () => {
  const mean = AMOUNTS.reduce((a, b) => a + b, 0) / 26;
  const first = offer(AMOUNTS, 0, rand);
  expect(first).toBeGreaterThan(mean * 0.25);
  expect(first).toBeLessThan(mean * 0.45);
  const late = offer([0.01, 1000000], 8, rand);
  expect(late).toBeGreaterThan(500000 * 0.8);
  expect(late).toBeLessThanOrEqual(500000 * 1.05);
  expect(offer([1, 5, 10], 3, rand)).toBeLessThan(10);
});
