import { follow, pace, shuffle } from '../play/shell';

let seed = 8;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

test('swaps are of two different cups, never the same pair twice running', () => {
  const swaps = shuffle(40, 3, rand);
  expect(swaps).toHaveLength(40);
  for (const [k, [a, b]] of swaps.entries()) {
    expect(a).not.toBe(b);
    expect(Math.max(a, b)).toBeLessThan(3);
    if (k) expect(new Set([a, b, ...swaps[k - 1]]).size).toBeGreaterThan(2);
  }
});

test('the ball goes where its cup goes', () => {
  expect(follow([[0, 1]], 0)).toBe(1);
  expect(
    follow(
      [
        [0, 1],
        [1, 2],
      ],
      0,
    ),
  ).toBe(2);
  expect(
    follow(
      [
        [0, 1],
        [1, 2],
      ],
      2,
    ),
  ).toBe(1);
  expect(follow([[1, 2]], 0)).toBe(0);
});

test('each round won is quicker and longer, and a fourth cup comes in', () => {
  expect(pace(0)).toEqual({ swaps: 5, seconds: 0.6, cups: 3 });
  expect(pace(3).seconds).toBeLessThan(pace(2).seconds);
  expect(pace(3).swaps).toBeGreaterThan(pace(2).swaps);
  expect(pace(6).cups).toBe(4);
  expect(pace(40).seconds).toBeGreaterThanOrEqual(0.16);
});
