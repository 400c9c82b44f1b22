import { clashes, deduce, problems, puzzle, reason, solved, whole, type Cell } from '../play/takuzu';

let seed = 11;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const grid = (rows: string[]): Cell[] =>
  rows
    .join('')
    .split('')
    .map((c) => (c === '.' ? null : (Number(c) as 0 | 1)));

test('three alike in a row, too many of one digit, and two same full lines are flagged; a good grid is not', () => {
  expect([...clashes(grid(['000...', '......', '......', '......', '......', '......']), 6)]).toEqual([
    0, 1, 2,
  ]);
  const column = grid(['1.....', '1.....', '.', '1.....', '1.....', '......'].map((r) => r.padEnd(6, '.')));
  expect(clashes(column, 6)).toEqual(new Set([0, 6, 18, 24])); // (four 1s in a column of six)
  const twins = grid(['010011', '010011', '......', '......', '......', '......']);
  expect(clashes(twins, 6)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
  const good = grid(['001011', '001101', '110100', '011010', '100101', '110010']);
  expect(clashes(good, 6).size).toBe(0);
  expect(solved(good, 6)).toBe(true);
});

test('a hint is a square that follows: beside a pair, in a gap, a line with its half of one digit', () => {
  expect(deduce(grid(['00....', '......', '......', '......', '......', '......']), 6)).toEqual({
    i: 2,
    v: 1,
    why: 'pair',
  });
  expect(deduce(grid(['1.1...', '......', '......', '......', '......', '......']), 6)).toEqual({
    i: 1,
    v: 0,
    why: 'gap',
  });
  expect(deduce(grid(['0.0.0.', '......', '......', '......', '......', '......']), 6)).toMatchObject({
    v: 1,
  });
  expect(deduce(grid(['0.1010', '......', '......', '......', '......', '......']), 6)).toEqual({
    i: 1,
    v: 1,
    why: 'half',
  });
  // the last two of a row, one of each: the way that would copy the full row is out
  const copy = grid(['011010', '......', '......', '0110..', '......', '......']);
  expect(deduce(copy, 6)).toEqual({ i: 22, v: 0, why: 'copy' });
  expect(deduce(Array<Cell>(36).fill(null), 6)).toBeNull();
});

test('whole grids keep every rule, at every size asked for', () => {
  for (const n of [6, 8, 10, 12]) {
    const g = whole(n, rand);
    expect(g).toHaveLength(n * n);
    expect(solved(g, n)).toBe(true);
  }
});

test('a puzzle has squares taken away, the rules alone find them all back, and an easier one keeps more', () => {
  for (const n of [6, 8, 10]) {
    const answer = whole(n, rand);
    const p = puzzle(answer, n, rand);
    const empty = p.filter((v) => v === null).length;
    expect(empty).toBeGreaterThan(n * n * 0.4);
    expect(p.every((v, i) => v === null || v === answer[i])).toBe(true);
    expect(reason(p, n)).toEqual(answer);
    const easy = puzzle(answer, n, rand, 0.4);
    expect(easy.filter((v) => v === null).length).toBeLessThan(empty);
  }
});

test('what is broken is told: three alike, too many of a digit, two lines the same', () => {
  const broken = grid(['0001..', '......', '......', '......', '......', '......']);
  expect(problems(broken, 6).map((p) => p.rule)).toEqual(['three']);
  const many = grid(['1.11.1', '......', '......', '......', '......', '......']);
  expect(problems(many, 6)).toEqual([{ rule: 'count', cells: [0, 2, 3, 5] }]);
});
