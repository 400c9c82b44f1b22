// Mahjong solitaire (pure): tiles stacked in a layout, a tile free when nothing lies on it and its left
// or right side is open, pairs of the same kind taken away. Deals are made by taking pairs of free places
// away from the full layout and giving each pair a kind, so the reverse is always a way to clear it.

/** A place in a layout, in half-tile units (a tile covers 2 x 2), and its layer. */
export interface Place {
  x: number;
  y: number;
  z: number;
}

const grid = (z: number, x0: number, y0: number, cols: number, rows: number): Place[] =>
  Array.from({ length: cols * rows }, (_, i) => ({ x: x0 + (i % cols) * 2, y: y0 + Math.floor(i / cols) * 2, z })); // prettier-ignore

/** Layouts of 72 places: the turtle (a shell of four layers, a head and a tail) and the pyramid. */
export const LAYOUTS: Record<'turtle' | 'pyramid', Place[]> = {
  turtle: [
    ...grid(0, 2, 0, 8, 5),
    { x: 0, y: 4, z: 0 },
    { x: 18, y: 4, z: 0 },
    ...grid(1, 4, 1, 6, 4),
    ...grid(2, 8, 3, 2, 2),
    { x: 8, y: 4, z: 3 },
    { x: 10, y: 4, z: 3 },
  ],
  pyramid: [...grid(0, 2, 0, 8, 5), ...grid(1, 4, 1, 6, 4), ...grid(2, 6, 3, 4, 2)],
};

/** Whether `b` lies on `a` (the layer above, overlapping). */
const onTop = (a: Place, b: Place) => b.z === a.z + 1 && Math.abs(b.x - a.x) < 2 && Math.abs(b.y - a.y) < 2;
/** Whether `b` touches `a`'s side `d` (-1 left, 1 right) in the same layer. */
const beside = (a: Place, b: Place, d: number) =>
  b.z === a.z && b.x === a.x + 2 * d && Math.abs(b.y - a.y) < 2;

/** Whether place `i` is free among the places still there (`left[j]` true while j has a tile). */
export function free(places: Place[], left: boolean[], i: number): boolean {
  const a = places[i];
  const others = places.filter((_, j) => j !== i && left[j]);
  if (others.some((b) => onTop(a, b))) return false;
  return !others.some((b) => beside(a, b, -1)) || !others.some((b) => beside(a, b, 1));
}

/** Kinds for the places still there (`left`), in pairs, dealt so that they can all be cleared: -1 for a
 * place with no tile. `kinds` is how many kinds there are; `rand` 0-1. */
export function deal(places: Place[], left: boolean[], kinds: number, rand: () => number): number[] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const out = places.map(() => -1);
    const still = [...left];
    let k = Math.floor(rand() * kinds);
    let stuck = false;
    while (still.some(Boolean)) {
      const open = still.map((on, i) => (on && free(places, still, i) ? i : -1)).filter((i) => i >= 0);
      if (open.length < 2) {
        stuck = true;
        break;
      }
      // (two free together: played forward, the pair can be taken while both are there)
      const a = open.splice(Math.floor(rand() * open.length), 1)[0];
      const b = open[Math.floor(rand() * open.length)];
      still[a] = still[b] = false;
      out[a] = out[b] = k;
      k = (k + 1) % kinds;
    }
    if (!stuck) return out;
  }
  return places.map((_, i) => (left[i] ? i % kinds : -1)); // (never met in practice)
}

/** A pair of free tiles of the same kind, or null when there is none. */
export function hint(places: Place[], kind: number[]): [number, number] | null {
  const left = kind.map((k) => k >= 0);
  const open = kind.map((k, i) => (k >= 0 && free(places, left, i) ? i : -1)).filter((i) => i >= 0);
  for (let a = 0; a < open.length; a++)
    for (let b = a + 1; b < open.length; b++) if (kind[open[a]] === kind[open[b]]) return [open[a], open[b]];
  return null;
}
