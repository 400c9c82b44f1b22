import { fewest, free, level, out, reach, slide, type Car } from '../play/rushhour';

let seed = 17;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

test('a car slides along its length as far as the way is clear, and no further', () => {
  const cars: Car[] = [
    { row: 2, col: 0, len: 2, across: true },
    { row: 1, col: 3, len: 3, across: false },
  ];
  expect(reach(cars, 0)).toEqual([0, 1]);
  expect(slide(cars, 0, 2)).toBe(cars);
  expect(reach(cars, 1)).toEqual([-1, 2]);
  expect(free(slide(cars, 1, -1))).toBe(false); // (up one: still across the road)
  const down = slide(cars, 1, 2);
  expect(free(down)).toBe(true);
  expect(out(slide(down, 0, 4))).toBe(true);
  expect(fewest(cars)).toBe(2);
});

test('every level made can be solved, the red car stuck at the start, harder ones taking more moves', () => {
  for (let k = 0; k < 4; k++) {
    const lot = level(8, 5, rand);
    expect(lot[0].col).toBeLessThanOrEqual(1);
    expect(free(lot)).toBe(false);
    expect(fewest(lot)).toBeGreaterThanOrEqual(2);
  }
});
