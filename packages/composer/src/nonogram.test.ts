import { cellsOf, cluesOf, lineDone, PICTURES, runs, solved } from '../play/nonogram';

test('the numbers of a line are its runs of filled squares, 0 for none', () => {
  const line = (s: string) => [...s].map((c) => c === '#');
  expect(runs(line('##.#.'))).toEqual([2, 1]);
  expect(runs(line('#####'))).toEqual([5]);
  expect(runs(line('.....'))).toEqual([0]);
  expect(runs(line('#.#.#'))).toEqual([1, 1, 1]);
  expect(lineDone(line('.##..'), [2])).toBe(true);
  expect(lineDone(line('.#.#.'), [2])).toBe(false);
});

test('every picture is square, 5 or 10 a side, and no row or column is left without a square', () => {
  for (const n of [5, 10] as const)
    for (const p of PICTURES[n]) {
      expect([p.name, p.rows.length]).toEqual([p.name, n]);
      for (const r of p.rows) expect([p.name, r.length]).toEqual([p.name, n]);
      expect(cellsOf(p).filter(Boolean).length).toBeGreaterThan(n);
    }
  const heart = PICTURES[5][0];
  expect(cluesOf(heart)).toEqual({
    rows: [[1, 1], [5], [5], [3], [1]],
    columns: [[2], [4], [4], [4], [2]],
  });
});

test('a grid is solved when its rows and columns give the numbers; one square off is not', () => {
  const heart = PICTURES[5][0];
  const filled = cellsOf(heart);
  expect(solved(filled, heart)).toBe(true);
  const off = [...filled];
  off[0] = true;
  expect(solved(off, heart)).toBe(false);
  expect(solved(Array<boolean>(25).fill(false), heart)).toBe(false);
});
