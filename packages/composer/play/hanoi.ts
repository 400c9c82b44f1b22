// The Tower of Hanoi (pure): three pegs, discs 1 (smallest) to n, all on the first to begin; a move takes
// the top disc of one peg onto another, never onto a smaller one; solved when all are on the last peg.

export type Pegs = number[][]; // each peg bottom to top

export const start = (n: number): Pegs => [[...Array(n).keys()].map((k) => n - k), [], []];

export const top = (peg: number[]) => peg[peg.length - 1];

export const canMove = (pegs: Pegs, from: number, to: number) =>
  from !== to && pegs[from].length > 0 && (pegs[to].length === 0 || top(pegs[to]) > top(pegs[from]));

export function move(pegs: Pegs, from: number, to: number): Pegs {
  if (!canMove(pegs, from, to)) return pegs;
  const next = pegs.map((p) => [...p]);
  next[to].push(next[from].pop()!);
  return next;
}

export const solved = (pegs: Pegs, n: number) => pegs[2].length === n;

/** The fewest moves for n discs. */
export const fewest = (n: number) => 2 ** n - 1;

/** The fewest moves themselves (from, to), the classic recursion. */
export function solution(n: number, from = 0, to = 2, via = 1): [number, number][] {
  if (n === 0) return [];
  return [...solution(n - 1, from, via, to), [from, to], ...solution(n - 1, via, to, from)];
}
