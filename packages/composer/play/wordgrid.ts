// A word search's grid: words laid in straight lines (across, down, diagonal, and backwards when
// asked), the other cells random letters. Plain data and pure functions (unit-tested in
// src/wordgrid.test.ts); the game draws it and reads what is dragged across.

export interface Cell {
  c: number;
  r: number;
}

/** A word as laid in the grid: its first cell, its step, and its length. */
export interface Laid {
  word: string;
  at: Cell;
  dir: Cell;
}

export interface Grid {
  cols: number;
  rows: number;
  letters: string[][]; // [row][col]
  laid: Laid[];
}

const FORWARD: Cell[] = [
  { c: 1, r: 0 },
  { c: 0, r: 1 },
  { c: 1, r: 1 },
  { c: 1, r: -1 },
];
const ALPHABET = 'ABCDEFGHIJKLMNOPRSTUWY';

/** The cells a word laid so takes, in order. */
export const cellsOf = (l: Pick<Laid, 'at' | 'dir'>, length: number): Cell[] =>
  Array.from({ length }, (_, k) => ({ c: l.at.c + l.dir.c * k, r: l.at.r + l.dir.r * k }));

/**
 * Lays as many of `words` as fit (longest first, each tried in many places), then fills the rest.
 * `backwards` lets words run right to left and upward too. `rand` is 0 ≤ x < 1.
 */
export function layWords(
  words: string[],
  cols: number,
  rows: number,
  backwards: boolean,
  rand: () => number,
): Grid {
  const letters: string[][] = Array.from({ length: rows }, () => Array<string>(cols).fill(''));
  const dirs = backwards ? [...FORWARD, ...FORWARD.map((d) => ({ c: -d.c, r: -d.r }))] : FORWARD;
  const laid: Laid[] = [];
  const upper = [...new Set(words.map((w) => w.toUpperCase().replace(/[^A-Z]/g, '')))]
    .filter((w) => w.length >= 3 && w.length <= Math.max(cols, rows))
    .sort((a, b) => b.length - a.length);
  for (const word of upper) {
    for (let tries = 0; tries < 200; tries++) {
      const dir = dirs[Math.floor(rand() * dirs.length)];
      const at = { c: Math.floor(rand() * cols), r: Math.floor(rand() * rows) };
      const cells = cellsOf({ at, dir }, word.length);
      const fits = cells.every(
        ({ c, r }, k) => c >= 0 && c < cols && r >= 0 && r < rows && [word[k], ''].includes(letters[r][c]),
      );
      if (!fits) continue;
      cells.forEach(({ c, r }, k) => (letters[r][c] = word[k]));
      laid.push({ word, at, dir });
      break;
    }
  }
  for (const row of letters)
    for (let c = 0; c < cols; c++) row[c] ||= ALPHABET[Math.floor(rand() * ALPHABET.length)];
  return { cols, rows, letters, laid };
}

/** The straight line from `a` toward `b`, snapped to the nearest of the eight ways (a drag). */
export function lineFrom(a: Cell, b: Cell): Cell[] {
  const dc = b.c - a.c;
  const dr = b.r - a.r;
  const n = Math.max(Math.abs(dc), Math.abs(dr));
  if (n === 0) return [a];
  // (a drag a little off a diagonal is that diagonal; mostly across is across)
  const angle = Math.round(Math.atan2(dr, dc) / (Math.PI / 4));
  const dir = {
    c: Math.round(Math.cos((angle * Math.PI) / 4)),
    r: Math.round(Math.sin((angle * Math.PI) / 4)),
  };
  const length = dir.c && dir.r ? Math.round((Math.abs(dc) + Math.abs(dr)) / 2) : n;
  return cellsOf({ at: a, dir }, length + 1);
}

/** The laid word a line of cells is, either way along it, or null. */
export function wordAt(grid: Grid, line: Cell[]): Laid | null {
  const same = (p: Cell[], q: Cell[]) =>
    p.length === q.length && p.every((x, k) => x.c === q[k].c && x.r === q[k].r);
  return (
    grid.laid.find((l) => {
      const cells = cellsOf(l, l.word.length);
      return same(cells, line) || same([...cells].reverse(), line);
    }) ?? null
  );
}
