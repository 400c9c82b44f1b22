// A claw machine (pure): plush toys heaped in a glass cabinet, a claw moved along the top and dropped.
// It closes on the topmost toy under it; how square it comes down on the toy decides whether it holds,
// and a loose grip may slip on the way to the chute, dropping the toy back on the heap.

export interface Toy {
  x: number;
  y: number;
  kind: number;
}

export const TOY = 20; // a toy's radius
const REACH = 26; // how far off the claw's middle a toy can be and still be caught

/** A heap of `count` toys of `kinds` kinds on a floor from `left` to `right` at `floor`: rows that stack up,
 * each a little offset, none in the chute's corner (left of `chute`). */
export function heap(
  count: number,
  kinds: number,
  rand: () => number,
  left: number,
  right: number,
  floor: number,
  chute: number,
): Toy[] {
  const out: Toy[] = [];
  const from = Math.max(left, chute) + TOY;
  const across = Math.floor((right - TOY - from) / (TOY * 1.9)) + 1;
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / across);
    const col = i % across;
    out.push({
      x: from + col * TOY * 1.9 + (row % 2) * TOY * 0.9 + (rand() - 0.5) * 6,
      y: floor - TOY - row * TOY * 1.6 + (rand() - 0.5) * 4,
      kind: Math.floor(rand() * kinds),
    });
  }
  return out.filter((t) => t.x < right - TOY);
}

/** The topmost toy the claw at `x` comes down on, or -1. */
export function under(toys: Toy[], x: number): number {
  let best = -1;
  toys.forEach((t, i) => {
    if (Math.abs(t.x - x) <= REACH && (best < 0 || t.y < toys[best].y)) best = i;
  });
  return best;
}

/** What the claw does with the toy it came down on: holds it all the way, lets it slip on the way (at
 * `at`, 0-1 along), or misses. Squarer on the toy is surer; `grip` (0-1) is how strong the claw is. */
export function grab(
  toy: Toy,
  x: number,
  grip: number,
  rand: () => number,
): { result: 'hold' } | { result: 'slip'; at: number } | { result: 'miss' } {
  const square = 1 - Math.min(1, Math.abs(toy.x - x) / REACH);
  if (rand() > 0.35 + 0.6 * square * grip) return { result: 'miss' };
  if (rand() < 0.45 * (1 - square) + 0.25 * (1 - grip)) return { result: 'slip', at: 0.2 + rand() * 0.6 };
  return { result: 'hold' };
}
