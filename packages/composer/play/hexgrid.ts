// A bubble shooter's board: rows of cells packed like a honeycomb, each row shifted half a cell from
// the one above. Plain data and pure functions (unit-tested in src/hexgrid.test.ts); the game draws it.

/** A cell's place: its row (0 at the top) and its column in that row. */
export interface Cell {
  r: number;
  c: number;
}

/** The board: each row's cells hold a kind (0..) or -1 for empty. `shifted` says whether row 0 is
 * the half-cell-shifted kind of row (it flips as rows are pushed in at the top). */
export interface Board {
  cols: number;
  rows: number[][];
  shifted: boolean;
}

/** Whether a row is shifted right by half a cell (and so has one cell fewer). */
export const isShifted = (b: Board, r: number) => (r % 2 === 1) !== b.shifted;

export const rowLength = (b: Board, r: number) => (isShifted(b, r) ? b.cols - 1 : b.cols);

export const kindAt = (b: Board, { r, c }: Cell) =>
  r >= 0 && r < b.rows.length && c >= 0 && c < rowLength(b, r) ? b.rows[r][c] : -1;

/** The six cells around one (fewer at the edges). */
export function neighbours(b: Board, { r, c }: Cell): Cell[] {
  // A shifted row's cell sits between cells c and c+1 of the rows above and below; an unshifted one
  // between c-1 and c.
  const d = isShifted(b, r) ? 0 : -1;
  const all = [
    { r, c: c - 1 },
    { r, c: c + 1 },
    { r: r - 1, c: c + d },
    { r: r - 1, c: c + d + 1 },
    { r: r + 1, c: c + d },
    { r: r + 1, c: c + d + 1 },
  ];
  return all.filter((n) => n.r >= 0 && n.r < b.rows.length && n.c >= 0 && n.c < rowLength(b, n.r));
}

/** The cells of one kind joined to `from` (itself included). */
export function group(b: Board, from: Cell): Cell[] {
  const kind = kindAt(b, from);
  if (kind < 0) return [];
  const seen = new Set([`${from.r},${from.c}`]);
  const out = [from];
  for (let i = 0; i < out.length; i++)
    for (const n of neighbours(b, out[i]))
      if (kindAt(b, n) === kind && !seen.has(`${n.r},${n.c}`)) {
        seen.add(`${n.r},${n.c}`);
        out.push(n);
      }
  return out;
}

/** Cells no longer hanging from the top row through others: they fall. */
export function floating(b: Board): Cell[] {
  const held = new Set<string>();
  const queue: Cell[] = [];
  for (let c = 0; c < rowLength(b, 0); c++)
    if (kindAt(b, { r: 0, c }) >= 0) {
      held.add(`0,${c}`);
      queue.push({ r: 0, c });
    }
  for (let i = 0; i < queue.length; i++)
    for (const n of neighbours(b, queue[i]))
      if (kindAt(b, n) >= 0 && !held.has(`${n.r},${n.c}`)) {
        held.add(`${n.r},${n.c}`);
        queue.push(n);
      }
  const out: Cell[] = [];
  b.rows.forEach((row, r) => row.forEach((k, c) => k >= 0 && !held.has(`${r},${c}`) && out.push({ r, c })));
  return out;
}

/** Empty cells a bubble can stick to: in the top row, or next to a bubble. */
export function openCells(b: Board): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < b.rows.length; r++)
    for (let c = 0; c < rowLength(b, r); c++)
      if (kindAt(b, { r, c }) < 0 && (r === 0 || neighbours(b, { r, c }).some((n) => kindAt(b, n) >= 0)))
        out.push({ r, c });
  return out;
}

/** A new row of kinds pushed in at the top: every row moves down one, and the shift flips. */
export function pushRow(b: Board, fresh: () => number): void {
  b.shifted = !b.shifted;
  b.rows.unshift(Array.from({ length: rowLength(b, 0) }, fresh));
  b.rows.pop();
}

/** The kinds still on the board. */
export const kindsLeft = (b: Board) => [...new Set(b.rows.flat().filter((k) => k >= 0))];

/** The lowest row with a bubble in it (-1 when the board is clear). */
export function lowestRow(b: Board): number {
  for (let r = b.rows.length - 1; r >= 0; r--) if (b.rows[r].some((k) => k >= 0)) return r;
  return -1;
}

/** A board `depth` rows deep filled with kinds, the rest of its `rows` empty. */
export function newBoard(cols: number, rows: number, depth: number, fresh: () => number): Board {
  const b: Board = { cols, rows: [], shifted: false };
  for (let r = 0; r < rows; r++)
    b.rows.push(Array.from({ length: rowLength(b, r) }, () => (r < depth ? fresh() : -1)));
  return b;
}
