import { neighbours, PATTERNS, stamp, step, type Cells } from '../play/life';

const empty = (cols: number, rows: number): Cells => Array<boolean>(cols * rows).fill(false);
const alive = (c: Cells) => c.flatMap((v, i) => (v ? [i] : []));

test('a dead cell with three neighbours comes alive; a live one with two or three stays; the rest die', () => {
  const c = stamp(empty(6, 6), 6, 6, ['##', '#.'], 1, 1);
  expect(neighbours(c, 6, 6, 8 + 6)).toBe(3);
  expect(alive(step(c, 6, 6))).toEqual([7, 8, 13, 14]); // (the corner filled: a block, which stays)
  expect(alive(step(stamp(empty(6, 6), 6, 6, ['#'], 2, 2), 6, 6))).toEqual([]); // (alone, it dies)
});

test('a blinker turns back and forth; a glider moves one cell down and right every four generations', () => {
  const blinker = stamp(empty(7, 7), 7, 7, PATTERNS.blinker, 2, 3);
  const turned = step(blinker, 7, 7);
  expect(alive(turned)).toEqual([17, 24, 31]);
  expect(step(turned, 7, 7)).toEqual(blinker);
  let glider = stamp(empty(10, 10), 10, 10, PATTERNS.glider, 1, 1);
  const start = alive(glider);
  for (let k = 0; k < 4; k++) glider = step(glider, 10, 10);
  expect(alive(glider)).toEqual(start.map((i) => i + 11));
});

test('the grid wraps: a glider leaving the bottom right comes back at the top left', () => {
  let glider = stamp(empty(8, 8), 8, 8, PATTERNS.glider, 5, 5);
  for (let k = 0; k < 32; k++) glider = step(glider, 8, 8);
  expect(alive(glider)).toHaveLength(5);
  expect(alive(glider)).toEqual(alive(stamp(empty(8, 8), 8, 8, PATTERNS.glider, 5, 5)));
});

test("Gosper's gun sends out a new glider every thirty generations", () => {
  let c = stamp(empty(60, 40), 60, 40, PATTERNS.gun, 1, 1);
  const count = (cells: Cells) => alive(cells).length;
  const first = count(c);
  for (let k = 0; k < 30; k++) c = step(c, 60, 40);
  expect(count(c)).toBe(first + 5);
});
