import { BOMB, clearing, collapse, findRuns, type Board } from '../play/match3';

/** A board from rows of digits (a kind each; b after a digit: a bomb of it); the rest filled with a pattern
 * of kinds 7-9 that never lines up. */
function board(...rows: string[]): Board {
  const b: Board = Array.from({ length: 8 }, (_, y) =>
    Array.from({ length: 8 }, (__, x) => 7 + ((x + 2 * y) % 3)),
  );
  rows.forEach((row, y) =>
    [...row.matchAll(/(\d)(b?)/g)].forEach((m, x) => (b[y][x] = Number(m[1]) + (m[2] ? BOMB : 0))),
  );
  return b;
}

test('three alike in a line are cleared; four leave a bomb of their kind in the middle', () => {
  const b = board('1112');
  const runs = findRuns(b);
  expect(runs).toHaveLength(1);
  expect(clearing(b, runs).popped).toHaveLength(3);
  const four = board('11112');
  const { popped } = clearing(four, findRuns(four));
  expect(popped).toHaveLength(3);
  expect(four[0][2]).toBe(1 + BOMB); // (the middle one of the four stays, a bomb)
});

test('a bomb in a line takes the pieces round it too; pieces fall into the holes', () => {
  const b = board('3456', '11b1', '3456');
  const runs = findRuns(b); // (the bomb matches its kind)
  expect(runs.map((r) => r.cells.length)).toEqual([3]);
  const { popped, blasted } = clearing(b, runs);
  expect(blasted).toBe(6); // (the three above and three below the bomb's neighbours)
  expect(popped).toHaveLength(9);
  for (const c of popped) b[c.y][c.x] = -1;
  const fall = collapse(b, () => 5);
  expect(b.flat().every((v) => v >= 0)).toBe(true);
  expect(fall[2][1]).toBeGreaterThan(0);
});
