// Flow (pure), the Flow Free puzzle: pairs of dots of a colour on a square grid; join each pair with a
// pipe of its colour, pipes never crossing, until every pair is joined and every square is filled. A
// board is made from one random path through every square (a serpentine bent by random "backbite"
// moves), cut into pieces of three squares or more: their ends are the dots, so every board has a
// solution that fills it.

export type Cell = [number, number];

export interface Board {
  n: number;
  /** Each colour's two dots. */
  dots: [Cell, Cell][];
  /** A way each pair can be joined (the one the board was made from): what a hint shows. */
  solution: Cell[][];
}

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
export const touching = (a: Cell, b: Cell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** A path through every square of an n × n grid, as random as `moves` backbites make it. */
export function wholePath(n: number, rand: () => number, moves = n * n * 12): Cell[] {
  let path: Cell[] = [];
  for (let r = 0; r < n; r++) for (let k = 0; k < n; k++) path.push([r, r % 2 ? n - 1 - k : k]);
  const near = (c: Cell): Cell[] =>
    (
      [
        [c[0] - 1, c[1]],
        [c[0] + 1, c[1]],
        [c[0], c[1] - 1],
        [c[0], c[1] + 1],
      ] as Cell[]
    ).filter(([r, k]) => r >= 0 && k >= 0 && r < n && k < n);
  for (let m = 0; m < moves; m++) {
    // (a backbite: an end joins a square beside it along the path, and the loop so made is turned round)
    if (rand() < 0.5) path.reverse();
    const end = path[0];
    const options = near(end).filter((c) => !same(c, path[1]));
    const to = options[Math.floor(rand() * options.length)];
    const i = path.findIndex((c) => same(c, to));
    path = [...path.slice(0, i).reverse(), ...path.slice(i)];
  }
  return path;
}

/** A board of `pairs` colours on an n × n grid (each pipe three squares or more). */
export function makeBoard(n: number, pairs: number, rand: () => number): Board {
  for (;;) {
    const path = wholePath(n, rand);
    const total = path.length;
    // cut points: `pairs` pieces, each at least 3 long
    const at = new Set<number>();
    while (at.size < pairs - 1) at.add(3 + Math.floor(rand() * (total - 5)));
    const edges = [0, ...[...at].sort((x, y) => x - y), total];
    const cuts = edges.slice(1).map((e, i) => e - edges[i]);
    if (cuts.some((c) => c < 3)) continue;
    const solution = cuts.map((_, i) => path.slice(edges[i], edges[i + 1]));
    // (a piece that could be joined by a straight neighbour of its ends is too easy: made again)
    if (solution.some((s) => touching(s[0], s[s.length - 1]))) continue;
    return { n, dots: solution.map((s) => [s[0], s[s.length - 1]]), solution };
  }
}

/** How many colours a board of n squares across has (Flow's own packs: 5 on 5 × 5 … 9 on 9 × 9). */
export const pairsFor = (n: number) => Math.max(3, Math.min(12, n));

/** Which colour's dot is at a cell, or -1. */
export const dotAt = (b: Board, c: Cell) => b.dots.findIndex(([x, y]) => same(x, c) || same(y, c));

/** The pipes as drawn: each colour's squares in order from one of its dots. */
export type Pipes = Cell[][];

/** The colour whose pipe covers a cell, or -1. */
export const pipeAt = (pipes: Pipes, c: Cell) => pipes.findIndex((p) => p.some((x) => same(x, c)));

/** Whether a colour's pipe joins its two dots. */
export function joined(b: Board, pipes: Pipes, colour: number): boolean {
  const p = pipes[colour];
  if (p.length < 2) return false;
  const [a, z] = b.dots[colour];
  const ends = [p[0], p[p.length - 1]];
  return ends.some((e) => same(e, a)) && ends.some((e) => same(e, z));
}

/** The pipes after the pointer goes from a pipe's end into cell `c`: it grows one square, goes back over
 * itself (shortened), or cuts through another colour's unfinished or finished pipe (that one is cut
 * short where it was crossed). Into another colour's dot, or a jump, it does not go. */
export function extend(b: Board, pipes: Pipes, colour: number, c: Cell): Pipes {
  const p = pipes[colour];
  const end = p[p.length - 1];
  if (!end || !touching(end, c)) return pipes;
  const dot = dotAt(b, c);
  if (dot >= 0 && dot !== colour) return pipes;
  if (joined(b, pipes, colour) && !p.some((x) => same(x, c))) return pipes; // (done: it grows no more)
  const out = pipes.map((x) => [...x]);
  const back = p.findIndex((x) => same(x, c));
  if (back >= 0) {
    out[colour] = p.slice(0, back + 1);
    return out;
  }
  const other = pipeAt(pipes, c);
  if (other >= 0)
    out[other] = out[other].slice(
      0,
      out[other].findIndex((x) => same(x, c)),
    );
  out[colour] = [...p, c];
  return out;
}

/** A pipe started again from a dot of its colour (or taken up from a square along it, kept to there). */
export function startAt(b: Board, pipes: Pipes, c: Cell): { pipes: Pipes; colour: number } | null {
  const dot = dotAt(b, c);
  const out = pipes.map((x) => [...x]);
  if (dot >= 0) {
    out[dot] = [c];
    return { pipes: out, colour: dot };
  }
  const on = pipeAt(pipes, c);
  if (on < 0) return null;
  out[on] = out[on].slice(0, out[on].findIndex((x) => same(x, c)) + 1);
  return { pipes: out, colour: on };
}

/** The board is solved: every pair joined and every square filled. */
export function solved(b: Board, pipes: Pipes): boolean {
  return b.dots.every((_, k) => joined(b, pipes, k)) && pipes.reduce((t, p) => t + p.length, 0) === b.n * b.n;
}

/** How much of the board the pipes fill, in % (the pipe gauge). */
export const filled = (b: Board, pipes: Pipes) =>
  Math.round((100 * pipes.reduce((t, p) => t + p.length, 0)) / (b.n * b.n));

/** Stars for a board solved in `moves` (a move: a pipe taken up anew): three in as many as its colours. */
export const starsFor = (b: Board, moves: number) =>
  moves <= b.dots.length ? 3 : moves <= b.dots.length + 2 ? 2 : 1;
