// Block blast (pure), the 1010!/Block Blast puzzle: an 8 × 8 grid, three shapes dealt at a time to drag
// onto it. A full row or column clears; clearing in turn after turn is a combo that multiplies the points.
// When none of the shapes left fits anywhere, the game is over. Shapes are lists of [row, col] cells.

export type Shape = [number, number][];
/** Each cell: 0 empty, else the colour (1-8) of the shape that filled it. */
export type Grid = number[][];

const line = (n: number, across: boolean): Shape =>
  Array.from({ length: n }, (_, i) => (across ? [0, i] : [i, 0]) as [number, number]);
const box = (rows: number, cols: number): Shape =>
  Array.from({ length: rows * cols }, (_, i) => [Math.floor(i / cols), i % cols] as [number, number]);

/** The shapes dealt, each with how often it comes (small ones oftener). */
export const SHAPES: { shape: Shape; weight: number }[] = [
  { shape: [[0, 0]], weight: 2 },
  ...[2, 3, 4, 5].flatMap((n) => [true, false].map((a) => ({ shape: line(n, a), weight: n === 5 ? 1 : 2 }))),
  { shape: box(2, 2), weight: 3 },
  { shape: box(3, 3), weight: 1 },
  { shape: box(2, 3), weight: 1 },
  { shape: box(3, 2), weight: 1 },
  // the L's and J's of three (corners) and four, each way round
  { shape: [[0, 0], [1, 0], [1, 1]], weight: 2 },
  { shape: [[0, 1], [1, 0], [1, 1]], weight: 2 },
  { shape: [[0, 0], [0, 1], [1, 0]], weight: 2 },
  { shape: [[0, 0], [0, 1], [1, 1]], weight: 2 },
  { shape: [[0, 0], [1, 0], [2, 0], [2, 1]], weight: 1 },
  { shape: [[0, 1], [1, 1], [2, 1], [2, 0]], weight: 1 },
  { shape: [[0, 0], [0, 1], [0, 2], [1, 0]], weight: 1 },
  { shape: [[0, 0], [0, 1], [0, 2], [1, 2]], weight: 1 },
  // T's and S's
  { shape: [[0, 0], [0, 1], [0, 2], [1, 1]], weight: 1 },
  { shape: [[0, 1], [1, 0], [1, 1], [1, 2]], weight: 1 },
  { shape: [[0, 1], [0, 2], [1, 0], [1, 1]], weight: 1 },
  { shape: [[0, 0], [0, 1], [1, 1], [1, 2]], weight: 1 },
]; // prettier-ignore

export const empty = (n = 8): Grid => Array.from({ length: n }, () => Array<number>(n).fill(0));

/** Rows and columns a shape spans. */
export const extent = (s: Shape) => ({
  rows: Math.max(...s.map(([r]) => r)) + 1,
  cols: Math.max(...s.map(([, c]) => c)) + 1,
});

/** Whether the shape fits with its top-left at (row, col): on the grid, on empty cells only. */
export function fits(g: Grid, s: Shape, row: number, col: number): boolean {
  return s.every(([r, c]) => g[row + r]?.[col + c] === 0);
}

/** Whether the shape fits anywhere. */
export function fitsAnywhere(g: Grid, s: Shape): boolean {
  for (let row = 0; row < g.length; row++) for (let col = 0; col < g.length; col++) if (fits(g, s, row, col)) return true; // prettier-ignore
  return false;
}

/** The grid after a shape is put down (in `colour`), its full rows and columns cleared, and the points:
 * one a cell put down, and for the lines cleared 10 each, times how many at once, times the combo (turns
 * in a row that cleared, this one counted). */
export function place(
  g: Grid,
  s: Shape,
  row: number,
  col: number,
  colour: number,
  combo: number,
): { grid: Grid; rows: number[]; cols: number[]; points: number; combo: number } {
  const grid = g.map((r) => [...r]);
  for (const [r, c] of s) grid[row + r][col + c] = colour;
  const n = grid.length;
  const rows = [...Array(n).keys()].filter((r) => grid[r].every((v) => v));
  const cols = [...Array(n).keys()].filter((c) => grid.every((r) => r[c]));
  for (const r of rows) grid[r].fill(0);
  for (const c of cols) for (const r of grid) r[c] = 0;
  const lines = rows.length + cols.length;
  const next = lines ? combo + 1 : 0;
  return { grid, rows, cols, points: s.length + lines * 10 * lines * Math.max(1, next), combo: next };
}

function pickShape(rand: () => number): Shape {
  const total = SHAPES.reduce((t, s) => t + s.weight, 0);
  let k = rand() * total;
  for (const s of SHAPES) if ((k -= s.weight) < 0) return s.shape;
  return SHAPES[0].shape;
}

/** Three shapes for the tray; on a crowded grid it tries a few deals for one where a shape fits, as the
 * phone game does (a fair chance, never a promise). */
export function deal(g: Grid, rand: () => number): Shape[] {
  let hand: Shape[] = [];
  for (let tries = 0; tries < 6; tries++) {
    hand = [pickShape(rand), pickShape(rand), pickShape(rand)];
    if (hand.some((s) => fitsAnywhere(g, s))) return hand;
  }
  return hand;
}

/** The game is over when no shape left in the tray fits anywhere. */
export const over = (g: Grid, tray: (Shape | null)[]) => tray.every((s) => !s || !fitsAnywhere(g, s));
