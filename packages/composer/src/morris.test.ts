import {
  choose,
  closes,
  count,
  loser,
  MILLS,
  moves,
  NEAR,
  phase,
  play,
  start,
  steps,
  takeable,
  type State,
} from '../play/morris';

let seed = 5;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
/** A state with men of side 0 at `a`, of side 1 at `b`. */
const at = (a: number[], b: number[], hand: [number, number] = [0, 0], turn: 0 | 1 = 0): State => ({
  board: Array.from({ length: 24 }, (_, i) => (a.includes(i) ? 0 : b.includes(i) ? 1 : null)),
  hand,
  turn,
});

test('24 points, sixteen mills, corners with two neighbours and the middles of sides with three or four', () => {
  expect(MILLS).toHaveLength(16);
  expect(NEAR[0].sort()).toEqual([1, 7]);
  expect(NEAR[1].sort((a, b) => a - b)).toEqual([0, 2, 9]);
  expect(NEAR[9].sort((a, b) => a - b)).toEqual([1, 8, 10, 17]);
  expect(MILLS).toContainEqual([1, 9, 17]);
  expect(MILLS).toContainEqual([6, 7, 0]);
});

test('nine placed each, one at a time; then a step to a free point beside; with three left, a jump anywhere', () => {
  let s = start();
  expect(phase(s)).toBe('place');
  expect(steps(s)).toHaveLength(24);
  s = play(s, { to: 0 });
  expect(s).toMatchObject({ hand: [8, 9], turn: 1 });
  const moving = at([0, 9, 20, 4], [2, 5, 12, 14, 22]);
  expect(phase(moving)).toBe('move');
  expect(steps(moving)).toEqual(
    expect.arrayContaining([
      { from: 0, to: 1 },
      { from: 0, to: 7 },
      { from: 9, to: 8 },
    ]),
  );
  expect(steps(moving)).not.toContainEqual({ from: 0, to: 3 });
  const jumping = at([0, 9, 20], [2, 5, 12, 14]);
  expect(phase(jumping)).toBe('jump');
  expect(steps(jumping)).toContainEqual({ from: 0, to: 23 });
});

test('a mill takes one of theirs, not one in a mill unless every one is', () => {
  const s = at([0, 1, 9], [4, 5, 6, 22], [0, 0]);
  expect(closes(s.board, { from: 9, to: 2 }, 0)).toBe(true);
  const after = play(s, { from: 9, to: 2 }, true).board;
  expect(takeable(after, 0).sort((a, b) => a - b)).toEqual([22]); // (4, 5, 6 are a mill)
  expect(moves(s)).toContainEqual({ from: 9, to: 2, take: 22 });
  expect(takeable(at([0, 1, 2], [4, 5, 6]).board, 0).sort((a, b) => a - b)).toEqual([4, 5, 6]);
});

test('down to two men, or no move on its turn, a side loses', () => {
  expect(loser(at([0, 1, 9], [4, 5], [0, 0], 0))).toBe(1);
  expect(loser(at([0, 1], [4, 5], [0, 3], 0))).toBe(0);
  expect(loser(at([0, 1], [4, 5], [1, 3], 0))).toBeNull(); // (still men to place)
  // side 0's four men hemmed in, its turn
  expect(loser(at([0, 1, 2, 3], [7, 9, 4, 11, 5, 6], [0, 0], 0))).toBe(0);
});

test('the computer closes a mill it can and blocks one of yours; a whole game between two computers ends', () => {
  const own = at([0, 10, 15, 20], [4, 5, 12], [0, 0], 1); // (three of theirs: they jump)
  const mine = choose(own, 'normal', rand)!;
  expect(closes(own.board, mine, 1)).toBe(true);
  const block = at([0, 1, 20, 23], [8, 11, 13], [3, 4], 1);
  expect(choose(block, 'normal', rand)).toMatchObject({ to: 2 });
  for (const level of ['easy', 'normal'] as const) {
    let s = start();
    let turns = 0;
    while (loser(s) === null && turns < 400) {
      s = play(s, choose(s, level, rand)!);
      turns++;
    }
    expect(count(s.board, 0) + count(s.board, 1)).toBeGreaterThan(3);
  }
});
