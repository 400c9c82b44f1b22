import { dark, press, puzzle, solve } from '../play/lights';

test('a press flips the light and the four beside it (fewer at an edge); twice is as before', () => {
  const off: boolean[] = Array(25).fill(false);
  const middle = press(off, 5, 12);
  expect(middle.map((on, i) => (on ? i : -1)).filter((i) => i >= 0)).toEqual([7, 11, 12, 13, 17]);
  const corner = press(off, 5, 0);
  expect(corner.filter(Boolean)).toHaveLength(3);
  expect(press(middle, 5, 12)).toEqual(off);
});

test('every puzzle made has lights on and can be put out; the solution found does it', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (const n of [3, 4, 5, 6]) {
    for (let k = 0; k < 5; k++) {
      const lit = puzzle(n, n + 4, rand);
      expect(dark(lit)).toBe(false);
      const presses = solve(lit, n)!;
      expect(presses).not.toBeNull();
      expect(dark(presses.reduce((b, i) => press(b, n, i), lit))).toBe(true);
    }
  }
  // the pattern one press makes is put out by that press
  expect(solve(press(Array(25).fill(false), 5, 12), 5)).toEqual([12]);
});
