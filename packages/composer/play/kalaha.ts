// Kalaha / mancala (pure): 14 places, counter-clockwise: your pits 0-5, your store 6, the other side's
// pits 7-12 and its store 13. A move takes all of one of your pits and sows them one by one on round,
// past the other's store; the last in your own store plays again; the last in an empty pit of yours takes
// it and what lies opposite into your store. When a side is empty, each keeps what is left on its own side.

export type Board = number[];
export const STORE = [6, 13];

export const start = (stones = 4): Board =>
  [...Array(14).keys()].map((i) => (i === 6 || i === 13 ? 0 : stones));

export const pitsOf = (side: 0 | 1) => [...Array(6).keys()].map((k) => k + side * 7);

export const legal = (b: Board, side: 0 | 1) => pitsOf(side).filter((i) => b[i] > 0);

/** The places the stones of `pit` land in, in order (what an animation walks through). */
export function path(b: Board, pit: number, side: 0 | 1): number[] {
  const out: number[] = [];
  let at = pit;
  for (let n = b[pit]; n > 0; n--) {
    at = (at + 1) % 14;
    if (at === STORE[1 - side]) at = (at + 1) % 14;
    out.push(at);
  }
  return out;
}

export interface After {
  board: Board;
  again: boolean;
  over: boolean;
}

/** The board after `side` plays `pit`. */
export function play(b: Board, pit: number, side: 0 | 1): After {
  const board = [...b];
  const lands = path(b, pit, side);
  board[pit] = 0;
  for (const at of lands) board[at] += 1;
  const last = lands[lands.length - 1];
  const mine = pitsOf(side);
  if (mine.includes(last) && board[last] === 1 && board[12 - last] > 0) {
    board[STORE[side]] += board[last] + board[12 - last];
    board[last] = 0;
    board[12 - last] = 0;
  }
  const over = pitsOf(0).every((i) => board[i] === 0) || pitsOf(1).every((i) => board[i] === 0);
  if (over)
    for (const s of [0, 1] as const)
      for (const i of pitsOf(s)) {
        board[STORE[s]] += board[i];
        board[i] = 0;
      }
  return { board, again: last === STORE[side] && !over, over };
}

/** The computer's pit: looking `depth` moves ahead (its extra turns count as its own), best for it. */
export function choose(b: Board, side: 0 | 1, depth: number): number {
  const value = (board: Board) => board[STORE[side]] - board[STORE[1 - side]];
  function search(board: Board, turn: 0 | 1, d: number): number {
    const moves = legal(board, turn);
    if (d === 0 || !moves.length) return value(board);
    const scores = moves.map((m) => {
      const a = play(board, m, turn);
      return a.over
        ? value(a.board) * 10
        : search(a.board, a.again ? turn : ((1 - turn) as 0 | 1), a.again ? d : d - 1);
    });
    return turn === side ? Math.max(...scores) : Math.min(...scores);
  }
  let best = legal(b, side)[0];
  let top = -Infinity;
  for (const m of legal(b, side)) {
    const a = play(b, m, side);
    const v = a.over
      ? value(a.board) * 10
      : search(a.board, a.again ? side : ((1 - side) as 0 | 1), a.again ? depth : depth - 1);
    if (v > top) [top, best] = [v, m];
  }
  return best;
}
