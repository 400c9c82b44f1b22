// Rush Hour / Unblock Me (pure): cars and trucks on a 6 × 6 lot, each sliding only along its length; the
// red car (the first) leaves by the gap on the right of its row. Levels are made by driving out from a
// solved lot backwards (random legal slides), so every one can be solved; the fewest moves are found by
// searching.

export const SIZE = 6;
export const EXIT_ROW = 2;

export interface Car {
  row: number;
  col: number;
  len: 2 | 3;
  across: boolean; // horizontal
}

const cells = (c: Car) =>
  [...Array(c.len).keys()].map((k) => (c.across ? [c.row, c.col + k] : [c.row + k, c.col]));

export function occupied(cars: Car[], except = -1): boolean[] {
  const grid = Array(SIZE * SIZE).fill(false);
  cars.forEach((c, i) => {
    if (i !== except) for (const [r, col] of cells(c)) grid[r * SIZE + col] = true;
  });
  return grid;
}

/** How far car i can slide: the most steps back (negative) and forward. */
export function reach(cars: Car[], i: number): [number, number] {
  const grid = occupied(cars, i);
  const c = cars[i];
  const free = (r: number, col: number) =>
    r >= 0 && r < SIZE && col >= 0 && col < SIZE && !grid[r * SIZE + col];
  let back = 0;
  while (c.across ? free(c.row, c.col + back - 1) : free(c.row + back - 1, c.col)) back -= 1;
  let fwd = 0;
  while (c.across ? free(c.row, c.col + c.len + fwd) : free(c.row + c.len + fwd, c.col)) fwd += 1;
  return [back, fwd];
}

/** The lot with car i slid by `by` (within its reach), or the same lot. */
export function slide(cars: Car[], i: number, by: number): Car[] {
  const [back, fwd] = reach(cars, i);
  if (!by || by < back || by > fwd) return cars;
  return cars.map((c, k) => (k !== i ? c : c.across ? { ...c, col: c.col + by } : { ...c, row: c.row + by }));
}

/** The red car has a clear road to the gap. */
export const free = (cars: Car[]) => cars[0].col + cars[0].len + reach(cars, 0)[1] === SIZE;
export const out = (cars: Car[]) => cars[0].col + cars[0].len === SIZE;

const key = (cars: Car[]) => cars.map((c) => (c.across ? c.col : c.row)).join(',');

/** The fewest slides that drive the red car out (a slide of any length is one move), as [car, by]
 * pairs, or null when it cannot be done (or the search grows past `most` lots). */
export function solve(cars: Car[], most = 60000): [number, number][] | null {
  const from = new Map<string, { prev: string; move: [number, number] } | null>([[key(cars), null]]);
  let layer = [cars];
  while (layer.length && from.size < most) {
    const next: Car[][] = [];
    for (const lot of layer) {
      if (out(lot)) {
        const path: [number, number][] = [];
        for (let k = key(lot), step = from.get(k); step; k = step.prev, step = from.get(k))
          path.unshift(step.move);
        return path;
      }
      for (let i = 0; i < lot.length; i++) {
        const [back, fwd] = reach(lot, i);
        for (let by = back; by <= fwd; by++) {
          if (!by) continue;
          const moved = slide(lot, i, by);
          const k = key(moved);
          if (!from.has(k)) {
            from.set(k, { prev: key(lot), move: [i, by] });
            next.push(moved);
          }
        }
      }
    }
    layer = next;
  }
  return null;
}

/** How many moves the fewest takes, or null. */
export const fewest = (cars: Car[]) => solve(cars)?.length ?? null;

/** A level: the red car at the gap, `count` more vehicles placed at random, then shuffled back by random
 * slides until the red car is stuck well inside and it takes at least `hard` moves. */
export function level(count: number, hard: number, rand: () => number): Car[] {
  for (let tries = 0; ; tries++) {
    let cars: Car[] = [{ row: EXIT_ROW, col: SIZE - 2, len: 2, across: true }];
    for (let k = 0; k < count * 8 && cars.length < count + 1; k++) {
      const across = rand() < 0.5;
      const len: 2 | 3 = rand() < 0.3 ? 3 : 2;
      const row = Math.floor(rand() * (across ? SIZE : SIZE - len + 1));
      const col = Math.floor(rand() * (across ? SIZE - len + 1 : SIZE));
      if (across && row === EXIT_ROW) continue; // (nothing else lies across the red car's road)
      const car: Car = { row, col, len, across };
      const grid = occupied(cars);
      if (cells(car).every(([r, c]) => !grid[r * SIZE + c])) cars.push(car);
    }
    for (let k = 0; k < 300; k++) {
      const i = Math.floor(rand() * cars.length);
      const [back, fwd] = reach(cars, i);
      const by = back + Math.floor(rand() * (fwd - back + 1));
      cars = slide(cars, i, by);
    }
    if (cars[0].col > 1 || free(cars)) continue;
    const n = fewest(cars);
    if (n !== null && (n >= hard || tries > 40)) return cars;
  }
}
