// Nine men's morris, Mühle (pure): 24 points on three nested squares joined at their sides' middles.
// Each side places its nine men in turn, then moves one to a free point beside it; a side down to three
// men jumps anywhere. Three of a side in a line (a mill) takes one of the other side's men, not one in a
// mill unless all are. A side down to two men, or with no move, loses. Points are numbered ring by ring
// (outer 0-7, middle 8-15, inner 16-23), clockwise from each ring's top-left corner.

export type Side = 0 | 1;
export type Board = (Side | null)[];

export interface State {
  board: Board;
  /** Men still to place, each side's. */
  hand: [number, number];
  turn: Side;
}

/** A turn: a man placed (no `from`) or moved, and the man taken when it closes a mill. */
export interface Move {
  from?: number;
  to: number;
  take?: number;
}

/** Where each point is drawn, in units of a 6 × 6 board (0-6). */
export const SPOTS: [number, number][] = [0, 1, 2].flatMap((r) => {
  const [a, m, b] = [r, 3, 6 - r];
  return [
    [a, a],
    [m, a],
    [b, a],
    [b, m],
    [b, b],
    [m, b],
    [a, b],
    [a, m],
  ] as [number, number][];
});

/** The points beside each point. */
export const NEAR: number[][] = Array.from({ length: 24 }, (_, i) => {
  const [r, k] = [Math.floor(i / 8), i % 8];
  const out = [r * 8 + ((k + 1) % 8), r * 8 + ((k + 7) % 8)];
  if (k % 2 === 1) {
    if (r > 0) out.push(i - 8);
    if (r < 2) out.push(i + 8);
  }
  return out;
});

/** The sixteen lines of three. */
export const MILLS: number[][] = [
  ...[0, 1, 2].flatMap((r) => [0, 2, 4, 6].map((k) => [k, k + 1, (k + 2) % 8].map((j) => r * 8 + j))),
  ...[1, 3, 5, 7].map((k) => [k, k + 8, k + 16]),
];

export const start = (): State => ({ board: Array<Side | null>(24).fill(null), hand: [9, 9], turn: 0 });

/** Men of `side` on the board. */
export const count = (b: Board, side: Side) => b.filter((v) => v === side).length;

/** Whether the man at `at` is in a mill. */
export const inMill = (b: Board, at: number) =>
  b[at] !== null && MILLS.some((m) => m.includes(at) && m.every((j) => b[j] === b[at]));

/** What `side` is doing: placing its men, moving them, or (three left) jumping. */
export function phase(s: State, side: Side = s.turn): 'place' | 'move' | 'jump' {
  if (s.hand[side] > 0) return 'place';
  return count(s.board, side) === 3 ? 'jump' : 'move';
}

/** The other side's men that a mill may take: those in no mill, or any when every one is in one. */
export function takeable(b: Board, side: Side): number[] {
  const theirs = b.flatMap((v, i) => (v === 1 - side ? [i] : []));
  const free = theirs.filter((i) => !inMill(b, i));
  return free.length ? free : theirs;
}

/** The places and steps `side` can make, without what a mill takes. */
export function steps(s: State, side: Side = s.turn): { from?: number; to: number }[] {
  const empty = s.board.flatMap((v, i) => (v === null ? [i] : []));
  const p = phase(s, side);
  if (p === 'place') return empty.map((to) => ({ to }));
  const mine = s.board.flatMap((v, i) => (v === side ? [i] : []));
  return mine.flatMap((from) =>
    (p === 'jump' ? empty : NEAR[from].filter((j) => s.board[j] === null)).map((to) => ({ from, to })),
  );
}

/** Whether a step closes a mill for the side making it. */
export function closes(b: Board, step: { from?: number; to: number }, side: Side): boolean {
  const after = [...b];
  if (step.from !== undefined) after[step.from] = null;
  after[step.to] = side;
  return inMill(after, step.to);
}

/** Every whole turn `side` can take: each step, and each man it may then take when it closes a mill. */
export function moves(s: State): Move[] {
  return steps(s).flatMap((st) => {
    if (!closes(s.board, st, s.turn)) return [st];
    const after = play({ ...s }, st, true).board;
    return takeable(after, s.turn).map((take) => ({ ...st, take }));
  });
}

/** The state after a move (the turn passes on unless `keepTurn`, a mill still to take from). */
export function play(s: State, m: Move, keepTurn = false): State {
  const board = [...s.board];
  const hand: [number, number] = [...s.hand];
  if (m.from === undefined) hand[s.turn] -= 1;
  else board[m.from] = null;
  board[m.to] = s.turn;
  if (m.take !== undefined) board[m.take] = null;
  return { board, hand, turn: keepTurn ? s.turn : ((1 - s.turn) as Side) };
}

/** The side that has lost, if one has: down to two men (all placed), or unable to move on its turn. */
export function loser(s: State): Side | null {
  for (const side of [0, 1] as Side[]) if (s.hand[side] === 0 && count(s.board, side) < 3) return side;
  return steps(s).length ? null : s.turn;
}

/** How good the board is for `side`: men, men to come, mills, and room to move. */
function worth(s: State, side: Side): number {
  const other = (1 - side) as Side;
  const lost = loser(s);
  if (lost !== null) return lost === side ? -1000 : 1000;
  const men = (v: Side) => count(s.board, v) + s.hand[v];
  const mills = (v: Side) => MILLS.filter((m) => m.every((j) => s.board[j] === v)).length;
  // (two of a line and its third free: a mill to come)
  const open = (v: Side) =>
    MILLS.filter((m) => m.filter((j) => s.board[j] === v).length === 2 && m.some((j) => s.board[j] === null))
      .length;
  const room = (v: Side) => (phase(s, v) === 'move' ? steps(s, v).length : 0);
  return (
    (men(side) - men(other)) * 20 +
    (mills(side) - mills(other)) * 3 +
    (open(side) - open(other)) * 4 +
    (room(side) - room(other)) * 0.5
  );
}

function search(s: State, depth: number, alpha: number, beta: number): number {
  if (depth === 0 || loser(s) !== null) return worth(s, s.turn);
  let best = -Infinity;
  for (const m of moves(s)) {
    const v = -search(play(s, m), depth - 1, -beta, -alpha);
    if (v > best) best = v;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

/** The computer's turn: easy looks one turn ahead and slips now and then, normal two, hard three. */
export function choose(s: State, level: 'easy' | 'normal' | 'hard', rand: () => number): Move | null {
  const all = moves(s);
  if (!all.length) return null;
  if (level === 'easy' && rand() < 0.3) return all[Math.floor(rand() * all.length)];
  const depth = level === 'hard' ? 3 : level === 'normal' ? 2 : 1;
  const scored = all.map((m) => -search(play(s, m), depth - 1, -Infinity, Infinity) + rand() * 0.5);
  return all[scored.indexOf(Math.max(...scored))];
}
