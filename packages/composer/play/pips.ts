// The pips of a die (1-6) or of a domino's half (0-6), each on a 3 × 3 grid round the middle.
const SPOTS: Record<number, [number, number][]> = {
  0: [],
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
}; // prettier-ignore

/** The pips of `n` round (x, y), `step` apart, each of radius `r`, in the fill style already set. */
export function pips(
  ctx: CanvasRenderingContext2D,
  n: number,
  x: number,
  y: number,
  step: number,
  r: number,
): void {
  for (const [dx, dy] of SPOTS[n] ?? []) {
    ctx.beginPath();
    ctx.arc(x + dx * step, y + dy * step, r, 0, Math.PI * 2);
    ctx.fill();
  }
}
