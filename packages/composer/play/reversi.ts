// Reversi's (Othello's) rules: an 8×8 board, the moves that outflank a line of the other side's discs,
// the discs they turn, passing when there is no move, the count, and the computer's choice (a random
// legal move when easy; a look ahead that values corners and edges and keeps off the squares that give
// corners away when hard). Pure, so it is tested on its own (src/reversi.test.ts); the game
// (games/reversi.ts) draws and plays it.

/** 1 black (who moves first), -1 white. */
export type Side = 1 | -1;
/** 64 squares, row by row: 0 empty, else the side whose disc is there. */
export type Board = (0 | Side)[];

export const N = 8;
const DIRS = [-9, -8, -7, -1, 1, 7, 8, 9];

/** The opening: two discs each crossed in the middle. */
export function start(): Board {
  const b: Board = Array<0 | Side>(N * N).fill(0);
  b[27] = b[36] = -1;
  b[28] = b[35] = 1;
  return b;
}

/** The discs a move at `at` turns (none: no move there). */
export function flips(b: Board, at: number, side: Side): number[] {
  if (b[at] !== 0) return [];
  const out: number[] = [];
  for (const d of DIRS) {
    const line: number[] = [];
    let i = at;
    for (;;) {
      const [r, c] = [Math.floor(i / N), i % N];
      const j = i + d;
      const [r2, c2] = [Math.floor(j / N), j % N];
      // (off the board, or round its edge onto the next row)
      if (j < 0 || j >= N * N || Math.abs(r2 - r) > 1 || Math.abs(c2 - c) > 1) break;
      if (b[j] === -side) line.push(j);
      else {
        if (b[j] === side && line.length) out.push(...line);
        break;
      }
      i = j;
    }
  }
  return out;
}

export const moves = (b: Board, side: Side) => b.flatMap((_, i) => (flips(b, i, side).length ? [i] : []));

/** The board after `side` plays at `at` (the same board when it is no move). */
export function play(b: Board, at: number, side: Side): Board {
  const turned = flips(b, at, side);
  if (!turned.length) return b;
  const next = [...b];
  next[at] = side;
  for (const i of turned) next[i] = side;
  return next;
}

export const count = (b: Board, side: Side) => b.filter((x) => x === side).length;
/** Over when neither side can move. */
export const over = (b: Board) => !moves(b, 1).length && !moves(b, -1).length;

// What a square is worth holding, by its distance from the nearest edges (a quarter of the board):
// corners most, the squares beside a corner worst while it is empty.
const WEIGHT = [
  [100, -20, 10, 5],
  [-20, -50, -2, -2],
  [10, -2, 1, 1],
  [5, -2, 1, 0],
];
const weight = (i: number) => {
  const [r, c] = [Math.floor(i / N), i % N];
  return WEIGHT[Math.min(r, N - 1 - r)][Math.min(c, N - 1 - c)];
};

/** How good the board is for `side`: the squares held by their worth, and the moves each side has. */
export function value(b: Board, side: Side): number {
  if (over(b)) return Math.sign(count(b, side) - count(b, -side as Side)) * 10_000;
  let v = 0;
  for (let i = 0; i < b.length; i++) if (b[i]) v += (b[i] === side ? 1 : -1) * weight(i);
  return v + 5 * (moves(b, side).length - moves(b, -side as Side).length);
}

function search(b: Board, side: Side, depth: number, alpha: number, beta: number): number {
  if (depth === 0 || over(b)) return value(b, side);
  const mine = moves(b, side);
  if (!mine.length) return -search(b, -side as Side, depth - 1, -beta, -alpha); // (a pass)
  let best = -Infinity;
  for (const m of mine) {
    best = Math.max(best, -search(play(b, m, side), -side as Side, depth - 1, -beta, -alpha));
    alpha = Math.max(alpha, best);
    if (alpha >= beta) break;
  }
  return best;
}

/** The computer's move for `side` (null: it must pass). Easy plays any move; normal takes the most discs
 * with a thought for corners; hard looks four moves ahead. */
export function choose(
  b: Board,
  side: Side,
  level: 'easy' | 'normal' | 'hard',
  rand: () => number,
): number | null {
  const mine = moves(b, side);
  if (!mine.length) return null;
  if (level === 'easy') return mine[Math.floor(rand() * mine.length)];
  const scores = mine.map((m) =>
    level === 'hard'
      ? -search(play(b, m, side), -side as Side, 3, -Infinity, Infinity) + rand()
      : flips(b, m, side).length + weight(m) / 10 + rand() * 2,
  );
  return mine[scores.indexOf(Math.max(...scores))];
}
