// A crossword's grid: words laid across and down, each crossing one already laid, no two side by side
// except where they cross, the squares between them black; numbered in reading order as a newspaper
// does. Plain data and pure functions (unit-tested in src/crossword.test.ts); the game draws it and
// reads what is typed.
import type { Clue } from './clues';

export type Dir = 'across' | 'down';

export interface Entry {
  n: number; // its number in the grid
  dir: Dir;
  r: number;
  c: number;
  word: string;
  clue: string;
}

export interface Puzzle {
  size: number;
  letters: (string | null)[]; // [r * size + c]: the answer's letter, null for a black square
  entries: Entry[]; // across first, then down, each by number
}

const step = (dir: Dir) => (dir === 'across' ? [0, 1] : [1, 0]);

/** The squares of an entry, in order. */
export function cellsOf(e: Pick<Entry, 'r' | 'c' | 'dir' | 'word'>, size: number): number[] {
  const [dr, dc] = step(e.dir);
  return [...e.word].map((_, k) => (e.r + dr * k) * size + e.c + dc * k);
}

interface Laying {
  letters: (string | null)[];
  used: Set<string>; // `${cell}:${dir}`: a square already in a word that way
  laid: Omit<Entry, 'n'>[];
}

/** How many squares `word` would cross laid at (r, c) that way, or -1 when it cannot go there. */
function fits(l: Laying, size: number, word: string, r: number, c: number, dir: Dir): number {
  const [dr, dc] = step(dir);
  const end = { r: r + dr * (word.length - 1), c: c + dc * (word.length - 1) };
  if (r < 0 || c < 0 || end.r >= size || end.c >= size) return -1;
  const at = (rr: number, cc: number) =>
    rr < 0 || cc < 0 || rr >= size || cc >= size ? null : l.letters[rr * size + cc];
  // (nothing just before or after it, or the word would run on)
  if (at(r - dr, c - dc) !== null || at(end.r + dr, end.c + dc) !== null) return -1;
  let crossings = 0;
  for (let k = 0; k < word.length; k++) {
    const [rr, cc] = [r + dr * k, c + dc * k];
    const here = at(rr, cc);
    if (here !== null) {
      if (here !== word[k] || l.used.has(`${rr * size + cc}:${dir}`)) return -1;
      crossings += 1;
    } else if (at(rr + dc, cc + dr) !== null || at(rr - dc, cc - dr) !== null) return -1; // (side by side)
  }
  return crossings;
}

function lay(l: Laying, size: number, word: string, clue: string, r: number, c: number, dir: Dir) {
  cellsOf({ r, c, dir, word }, size).forEach((i, k) => {
    l.letters[i] = word[k];
    l.used.add(`${i}:${dir}`);
  });
  l.laid.push({ dir, r, c, word, clue });
}

/** One try at a grid: the longest word first across the middle, then each word where it crosses most. */
function attempt(words: Clue[], size: number, rand: () => number, most: number): Laying {
  const l: Laying = { letters: Array(size * size).fill(null), used: new Set(), laid: [] };
  const order = [...words].sort(() => rand() - 0.5);
  const first = order.reduce((a, b) => (b.word.length > a.word.length ? b : a));
  const row = Math.floor(size / 2) + (rand() < 0.5 ? 0 : -1);
  const col = Math.floor(rand() * (size - first.word.length + 1));
  lay(l, size, first.word, first.clue, row, col, 'across');
  for (let pass = 0; pass < 2; pass++) {
    for (const w of order) {
      if (l.laid.length >= most) break;
      if (l.laid.some((e) => e.word === w.word)) continue;
      let best: { r: number; c: number; dir: Dir; x: number } | null = null;
      for (const dir of ['across', 'down'] as const)
        for (let r = 0; r < size; r++)
          for (let c = 0; c < size; c++) {
            const x = fits(l, size, w.word, r, c, dir);
            if (x < 1) continue;
            const score = x + rand() * 0.9;
            if (!best || score > best.x) best = { r, c, dir, x: score };
          }
      if (best) lay(l, size, w.word, w.clue, best.r, best.c, best.dir);
    }
  }
  return l;
}

/** Numbers in reading order: a square that begins an across or a down word gets the next one. */
function numbered(laid: Omit<Entry, 'n'>[], size: number): Entry[] {
  const starts = [...new Set(laid.map((e) => e.r * size + e.c))].sort((a, b) => a - b);
  const n = (e: Omit<Entry, 'n'>) => starts.indexOf(e.r * size + e.c) + 1;
  const way = (e: Entry) => (e.dir === 'across' ? 0 : 1000);
  return laid.map((e) => ({ ...e, n: n(e) })).sort((a, b) => way(a) + a.n - way(b) - b.n);
}

/** A crossword `size` squares across from these words: the best of a number of tries (the most words,
 * then the most squares crossed). Words longer than the grid are left out. */
export function build(words: Clue[], size: number, rand: () => number = Math.random): Puzzle {
  const fitting = words.filter((w) => w.word.length >= 3 && w.word.length <= size);
  const most = Math.round(size * 1.4);
  let best: Laying | null = null;
  const worth = (l: Laying) => l.laid.length * 100 + l.letters.filter((x) => x !== null).length;
  for (let k = 0; k < 24; k++) {
    const l = attempt(fitting, size, rand, most);
    if (!best || worth(l) > worth(best)) best = l;
  }
  return { size, letters: best!.letters, entries: numbered(best!.laid, size) };
}

/** The entry a square belongs to that way, if any. */
export function entryAt(p: Puzzle, cell: number, dir: Dir): Entry | undefined {
  return p.entries.find((e) => e.dir === dir && cellsOf(e, p.size).includes(cell));
}

/** The number printed in a square (the start of a word), if any. */
export function numberAt(p: Puzzle, cell: number): number | undefined {
  return p.entries.find((e) => e.r * p.size + e.c === cell)?.n;
}

/** The squares whose letter is written and wrong. */
export function wrongCells(p: Puzzle, filled: string[]): number[] {
  return p.letters.flatMap((x, i) => (x !== null && filled[i] && filled[i] !== x ? [i] : []));
}

/** Every white square holds its letter. */
export const complete = (p: Puzzle, filled: string[]) =>
  p.letters.every((x, i) => x === null || filled[i] === x);

/** Every white square holds a letter (right or not). */
export const full = (p: Puzzle, filled: string[]) => p.letters.every((x, i) => x === null || !!filled[i]);

/** The next white square from `cell` going (dr, dc), skipping black ones; the same when there is none. */
export function moveFrom(p: Puzzle, cell: number, dr: number, dc: number): number {
  let [r, c] = [Math.floor(cell / p.size), cell % p.size];
  for (;;) {
    [r, c] = [r + dr, c + dc];
    if (r < 0 || c < 0 || r >= p.size || c >= p.size) return cell;
    if (p.letters[r * p.size + c] !== null) return r * p.size + c;
  }
}
