// Match-3's board: the lines of three or more alike, a swap that makes one, pieces falling into the holes,
// and what a match clears (four or more in a line leave a bomb of their kind where the middle one was; a
// bomb matched takes the pieces round it). Pure, so it is tested on its own (src/match3.test.ts); the game
// (games/match3.ts) draws and plays it.
import type { Vec } from './runtime';

export const N = 8;
/** A piece's value is its kind, plus BOMB when four in a line made it a bomb: matched, it clears the
 * pieces around it too. */
export const BOMB = 100;
export type Board = number[][];
export interface Run {
  kind: number;
  cells: Vec[];
}

/** Every horizontal and vertical line of 3 or more equal pieces. */
export function findRuns(b: Board): Run[] {
  const runs: Run[] = [];
  for (const horizontal of [true, false])
    for (let a = 0; a < N; a++) {
      let start = 0;
      for (let i = 1; i <= N; i++) {
        const at = (j: number) => (horizontal ? b[a][j] : b[j][a]) % BOMB; // (a bomb matches its kind)
        if (i < N && at(i) === at(start)) continue;
        if (i - start >= 3 && at(start) >= 0) {
          const cells: Vec[] = [];
          for (let j = start; j < i; j++) cells.push(horizontal ? { x: j, y: a } : { x: a, y: j });
          runs.push({ kind: at(start), cells });
        }
        start = i;
      }
    }
  return runs;
}

export const swapCells = (b: Board, p: Vec, q: Vec) =>
  ([b[p.y][p.x], b[q.y][q.x]] = [b[q.y][q.x], b[p.y][p.x]]);

/** Whether any single swap makes a line: without one the board is reshuffled. */
export function hasMove(b: Board): boolean {
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++)
      for (const q of [
        { x: x + 1, y },
        { x, y: y + 1 },
      ]) {
        if (q.x >= N || q.y >= N) continue;
        swapCells(b, { x, y }, q);
        const ok = findRuns(b).length > 0;
        swapCells(b, { x, y }, q);
        if (ok) return true;
      }
  return false;
}

/** Drops pieces into the holes (-1) and fills from the top; returns each cell's fall in cells. */
export function collapse(b: Board, fresh: () => number): number[][] {
  const fall = b.map((row) => row.map(() => 0));
  for (let x = 0; x < N; x++) {
    let dest = N - 1;
    for (let y = N - 1; y >= 0; y--)
      if (b[y][x] >= 0) {
        b[dest][x] = b[y][x];
        fall[dest][x] = dest - y;
        dest--;
      }
    for (let y = dest; y >= 0; y--) {
      b[y][x] = fresh();
      fall[y][x] = dest + 1;
    }
  }
  return fall;
}

/** What a match takes: the lines' pieces, and round each bomb among them the pieces next to it; four or
 * more in a line leave a bomb of their kind where the middle one was (set on the board, not taken).
 * `blasted`: how many pieces the bombs took besides the lines. */
export function clearing(board: Board, runs: Run[]): { popped: Vec[]; blasted: number } {
  const key = (c: Vec) => c.y * N + c.x;
  const popped = new Map(runs.flatMap((r) => r.cells).map((c) => [key(c), c]));
  const lined = popped.size;
  for (const c of [...popped.values()])
    if (board[c.y][c.x] >= BOMB)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const n = { x: c.x + dx, y: c.y + dy };
          if (n.x >= 0 && n.y >= 0 && n.x < N && n.y < N && board[n.y][n.x] >= 0) popped.set(key(n), n);
        }
  const blasted = popped.size - lined;
  for (const r of runs)
    if (r.cells.length >= 4) {
      const mid = r.cells[Math.floor(r.cells.length / 2)];
      popped.delete(key(mid));
      board[mid.y][mid.x] = r.kind + BOMB;
    }
  return { popped: [...popped.values()], blasted };
}
