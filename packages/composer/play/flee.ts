// What runs away on a grid ("snake, but the apple runs away"): one step at a time, to the cell next to
// it that is farthest from whoever hunts it. Pure, so it can be tested on its own.

export interface Cell {
  x: number;
  y: number;
}

/** Steps between two cells, along the grid. */
export const steps = (a: Cell, b: Cell) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * Where a runaway goes next: it stays put while every hunter is farther than `wary` steps; else the
 * open cell beside it (or its own) that leaves the nearest hunter farthest away, the first of equals in
 * `order` (a shuffled list of the four ways keeps it from always breaking the same way). Cornered, it
 * stays.
 */
export function fleeStep(
  at: Cell,
  hunters: Cell[],
  open: (c: Cell) => boolean,
  wary = 6,
  order: Cell[] = [
    { x: 0, y: -1 },
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    { x: -1, y: 0 },
  ],
): Cell {
  const nearest = (c: Cell) => Math.min(...hunters.map((h) => steps(h, c)));
  if (!hunters.length || nearest(at) > wary) return at;
  // (of cells as many steps away, the one straight away from the hunter: as the crow flies)
  const far = (c: Cell) =>
    nearest(c) * 1000 + Math.min(...hunters.map((h) => (h.x - c.x) ** 2 + (h.y - c.y) ** 2));
  let best = at;
  for (const d of order) {
    const c = { x: at.x + d.x, y: at.y + d.y };
    if (open(c) && far(c) > far(best)) best = c;
  }
  return best;
}
