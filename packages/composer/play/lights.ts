// Lights Out (pure): a square of lights; pressing one flips it and the four beside it. A puzzle is made by
// pressing from all dark, so it can always be solved; the fewest presses that solve it are found by
// trying every first row (the rows below are then forced: each press puts out the light above it).

/** A press at `i` of an n × n board: it and its neighbours up, down, left and right flip. */
export function press(lit: boolean[], n: number, i: number): boolean[] {
  const next = [...lit];
  const r = Math.floor(i / n);
  const c = i % n;
  for (const [dr, dc] of [
    [0, 0],
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    // prettier-ignore
    const rr = r + dr;
    const cc = c + dc;
    if (rr >= 0 && rr < n && cc >= 0 && cc < n) next[rr * n + cc] = !next[rr * n + cc];
  }
  return next;
}

/** A board of `presses` random presses from dark (never all dark). */
export function puzzle(n: number, presses: number, rand: () => number): boolean[] {
  for (;;) {
    let lit: boolean[] = Array(n * n).fill(false);
    for (let k = 0; k < presses; k++) lit = press(lit, n, Math.floor(rand() * n * n));
    if (lit.some(Boolean)) return lit;
  }
}

export const dark = (lit: boolean[]) => !lit.some(Boolean);

/** The fewest presses that put every light out (their cells), or null when it cannot be done. */
export function solve(lit: boolean[], n: number): number[] | null {
  let best: number[] | null = null;
  for (let mask = 0; mask < 1 << n; mask++) {
    let board = lit;
    const presses: number[] = [];
    for (let c = 0; c < n; c++)
      if (mask & (1 << c)) {
        board = press(board, n, c);
        presses.push(c);
      }
    for (let r = 1; r < n; r++)
      for (let c = 0; c < n; c++)
        if (board[(r - 1) * n + c]) {
          board = press(board, n, r * n + c);
          presses.push(r * n + c);
        }
    if (dark(board) && (!best || presses.length < best.length)) best = presses;
  }
  return best;
}
