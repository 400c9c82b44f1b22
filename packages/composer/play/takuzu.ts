// Takuzu, also binairo (pure): an n × n grid (n even) of 0s and 1s where every row and column has as many
// 0s as 1s, no three alike follow each other, and no two rows (nor two columns) are the same. A grid is
// made whole first, then squares are taken away for as long as the rules alone still find them again,
// so every puzzle has one answer that can be reasoned out, and a hint is always a square that follows.

/** A square: 0, 1, or null while empty. */
export type Cell = 0 | 1 | null;

/** The lines of a grid of `n` across: the rows and the columns, as lists of square indices. */
export function linesOf(n: number): number[][] {
  const rows = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => r * n + c));
  const cols = Array.from({ length: n }, (_, c) => Array.from({ length: n }, (_, r) => r * n + c));
  return [...rows, ...cols];
}

/** A rule broken as the grid stands, and its squares: three alike in a row, more than half of a line one
 * digit, or a full line the same as another full line (of rows, or of columns). */
export interface Problem {
  rule: 'three' | 'count' | 'same';
  cells: number[];
}

/** Every rule broken as the grid stands. */
export function problems(grid: Cell[], n: number): Problem[] {
  const out: Problem[] = [];
  const lines = linesOf(n);
  for (const line of lines) {
    for (let k = 0; k + 2 < n; k++) {
      const cells = [line[k], line[k + 1], line[k + 2]];
      const v = grid[cells[0]];
      if (v !== null && cells.every((i) => grid[i] === v)) out.push({ rule: 'three', cells });
    }
    for (const d of [0, 1] as const) {
      const cells = line.filter((i) => grid[i] === d);
      if (cells.length > n / 2) out.push({ rule: 'count', cells });
    }
  }
  for (const group of [lines.slice(0, n), lines.slice(n)])
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++) {
        const [la, lb] = [group[a], group[b]];
        if (la.every((i, k) => grid[i] !== null && grid[i] === grid[lb[k]]))
          out.push({ rule: 'same', cells: [...la, ...lb] });
      }
  return out;
}

/** The squares of every rule broken. */
export const clashes = (grid: Cell[], n: number) => new Set(problems(grid, n).flatMap((p) => p.cells));

/** Whether every square is filled and no rule is broken. */
export const solved = (grid: Cell[], n: number) =>
  grid.every((v) => v !== null) && clashes(grid, n).size === 0;

/** A square that follows from the rules as the grid stands, with the digit it must be, and why: two alike
 * side by side, a gap between two alike, a line with its half of one digit, or a line that would
 * otherwise copy a full one. null when none does (or the grid is broken). */
export function deduce(grid: Cell[], n: number): { i: number; v: 0 | 1; why: Why } | null {
  const lines = linesOf(n);
  const other = (v: Cell) => (v === 0 ? 1 : 0);
  for (const line of lines)
    for (let k = 0; k + 2 < n; k++) {
      const t = [line[k], line[k + 1], line[k + 2]];
      const [a, b, c] = t.map((i) => grid[i]);
      if (a !== null && a === b && c === null) return { i: t[2], v: other(a), why: 'pair' };
      if (b !== null && b === c && a === null) return { i: t[0], v: other(b), why: 'pair' };
      if (a !== null && a === c && b === null) return { i: t[1], v: other(a), why: 'gap' };
    }
  for (const line of lines)
    for (const d of [0, 1] as const) {
      const empty = line.filter((i) => grid[i] === null);
      if (empty.length && line.filter((i) => grid[i] === d).length === n / 2)
        return { i: empty[0], v: other(d), why: 'half' };
    }
  // a line two squares short, one of each left to place: the way that copies a full line is out
  for (const group of [lines.slice(0, n), lines.slice(n)])
    for (const line of group) {
      const empty = line.filter((i) => grid[i] === null);
      if (empty.length !== 2) continue;
      for (const full of group) {
        if (full === line || full.some((i) => grid[i] === null)) continue;
        const k = line.indexOf(empty[0]);
        const same = line.every((i, j) => grid[i] === null || grid[i] === grid[full[j]]);
        if (same) return { i: empty[0], v: other(grid[full[k]]), why: 'copy' };
      }
    }
  return null;
}
export type Why = 'pair' | 'gap' | 'half' | 'copy';

/** The grid filled in by the rules alone, as far as they go (a copy). */
export function reason(grid: Cell[], n: number): Cell[] {
  const out = [...grid];
  for (let step = deduce(out, n); step; step = deduce(out, n)) out[step.i] = step.v;
  return out;
}

/** A whole grid of `n` across (6-12, even) that keeps every rule; `rand` 0-1. */
export function whole(n: number, rand: () => number): (0 | 1)[] {
  const grid: Cell[] = Array<Cell>(n * n).fill(null);
  const lines = linesOf(n);
  const linesAt = (i: number) => [lines[Math.floor(i / n)], lines[n + (i % n)]];
  const fits = (i: number) =>
    linesAt(i).every((line) => {
      const k = line.indexOf(i);
      const v = grid[i];
      if (line.filter((j) => grid[j] === v).length > n / 2) return false;
      for (let s = Math.max(0, k - 2); s <= Math.min(n - 3, k); s++)
        if (grid[line[s]] === v && grid[line[s + 1]] === v && grid[line[s + 2]] === v) return false;
      // a line just filled may not copy another full line of its kind
      if (line.some((j) => grid[j] === null)) return true;
      const group = line === lines[Math.floor(i / n)] ? lines.slice(0, n) : lines.slice(n);
      return !group.some(
        (o) => o !== line && o.every((j, q) => grid[j] !== null && grid[j] === grid[line[q]]),
      );
    });
  let budget = 0; // (a search gone deep wrong starts again from a fresh first row: far quicker)
  const fill = (i: number): boolean => {
    if (i === n * n) return true;
    if (--budget < 0) return false;
    const first: 0 | 1 = rand() < 0.5 ? 0 : 1;
    for (const v of [first, (1 - first) as 0 | 1]) {
      grid[i] = v;
      if (fits(i) && fill(i + 1)) return true;
    }
    grid[i] = null;
    return false;
  };
  do {
    grid.fill(null);
    budget = 4000;
  } while (!fill(0));
  return grid as (0 | 1)[];
}

/** A puzzle from a whole grid: squares taken away in a random order while the rules alone still fill
 * them back. `keep` (0-1) is the share of the taken squares given back for an easier grid. */
export function puzzle(answer: (0 | 1)[], n: number, rand: () => number, keep = 0): Cell[] {
  const grid: Cell[] = [...answer];
  const order = [...answer.keys()].sort(() => rand() - 0.5);
  const taken: number[] = [];
  for (const i of order) {
    grid[i] = null;
    if (reason(grid, n).every((v) => v !== null)) taken.push(i);
    else grid[i] = answer[i];
  }
  for (const i of taken.slice(0, Math.round(taken.length * keep))) grid[i] = answer[i];
  return grid;
}
