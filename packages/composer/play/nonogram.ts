// Nonograms: small pictures hidden in a grid, the numbers that give them away (the runs of filled squares in
// each row and column), and when a grid is solved. Pure, so it is tested on its own (src/nonogram.test.ts);
// the game (games/nonogram.ts) draws and plays it.

export interface Picture {
  name: string;
  emoji: string;
  /** Rows of '#' (filled) and '.' (empty), all as long as there are rows. */
  rows: string[];
}

export const PICTURES: Record<5 | 10, Picture[]> = {
  5: [
    { name: 'heart', emoji: '❤️', rows: ['.#.#.', '#####', '#####', '.###.', '..#..'] },
    { name: 'tree', emoji: '🌲', rows: ['..#..', '.###.', '#####', '..#..', '..#..'] },
    { name: 'house', emoji: '🏠', rows: ['..#..', '.###.', '#####', '##.##', '##.##'] },
    { name: 'smile', emoji: '🙂', rows: ['.#.#.', '.#.#.', '.....', '#...#', '.###.'] },
    { name: 'cat', emoji: '🐱', rows: ['#...#', '#####', '#.#.#', '#####', '.###.'] },
    { name: 'arrow', emoji: '⬆️', rows: ['..#..', '.###.', '#.#.#', '..#..', '..#..'] },
    { name: 'boat', emoji: '⛵', rows: ['..#..', '..##.', '..###', '#####', '.###.'] },
  ],
  10: [
    {
      name: 'heart',
      emoji: '❤️',
      rows: ['.##....##.', '####..####', '##########', '##########', '##########', '.########.', '..######..', '...####...', '....##....', '..........'], // prettier-ignore
    },
    {
      name: 'smile',
      emoji: '😀',
      rows: ['..######..', '.#......#.', '#..#..#..#', '#..#..#..#', '#........#', '#.#....#.#', '#..####..#', '#........#', '.#......#.', '..######..'], // prettier-ignore
    },
    {
      name: 'mushroom',
      emoji: '🍄',
      rows: ['...####...', '.########.', '##..##..##', '##########', '##########', '...#..#...', '...#..#...', '...####...', '..........', '..........'], // prettier-ignore
    },
    {
      name: 'rocket',
      emoji: '🚀',
      rows: ['....##....', '...####...', '...#..#...', '...####...', '...####...', '...####...', '..######..', '.##.##.##.', '.#..##..#.', '....##....'], // prettier-ignore
    },
  ],
};

/** The runs of filled squares along a line, in order ("##.#" → [2, 1]); [0] for an empty line. */
export function runs(line: readonly boolean[]): number[] {
  const out: number[] = [];
  let run = 0;
  for (const on of [...line, false]) {
    if (on) run += 1;
    else if (run) {
      out.push(run);
      run = 0;
    }
  }
  return out.length ? out : [0];
}

/** The picture as a grid of filled squares, row by row. */
export const cellsOf = (p: Picture): boolean[] => p.rows.flatMap((r) => [...r].map((c) => c === '#'));

export function rowOf(cells: readonly boolean[], n: number, r: number): boolean[] {
  return cells.slice(r * n, r * n + n);
}
export function columnOf(cells: readonly boolean[], n: number, c: number): boolean[] {
  return Array.from({ length: n }, (_, r) => cells[r * n + c]);
}

/** The numbers of each row and each column. */
export function cluesOf(p: Picture): { rows: number[][]; columns: number[][] } {
  const n = p.rows.length;
  const cells = cellsOf(p);
  return {
    rows: Array.from({ length: n }, (_, r) => runs(rowOf(cells, n, r))),
    columns: Array.from({ length: n }, (_, c) => runs(columnOf(cells, n, c))),
  };
}

const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether a line's filled squares already give its numbers. */
export const lineDone = (line: readonly boolean[], clue: number[]) => same(runs(line), clue);

/** Solved when every row and column gives its numbers (another picture that fits them counts too). */
export function solved(filled: readonly boolean[], p: Picture): boolean {
  const n = p.rows.length;
  const clues = cluesOf(p);
  for (let k = 0; k < n; k++)
    if (!lineDone(rowOf(filled, n, k), clues.rows[k]) || !lineDone(columnOf(filled, n, k), clues.columns[k]))
      return false;
  return true;
}
