// Light cycles' arena: a grid the bikes move across a cell at a time, each leaving a wall of light; a bike
// that runs into a wall, a trail or the other bike crashes (both at once: a draw). The computer's bike
// turns towards the most room it can reach. Pure, so it is tested on its own (src/cycles.test.ts); the game
// (games/cycles.ts) draws and plays it.

export interface Vec2 {
  x: number;
  y: number;
}
export interface Bike {
  x: number;
  y: number;
  dir: Vec2;
  dead: boolean;
}
export interface Arena {
  cols: number;
  rows: number;
  /** 0 free, else the bike (1 or 2) whose trail it is. */
  cells: Uint8Array;
}

export const arena = (cols: number, rows: number): Arena => ({
  cols,
  rows,
  cells: new Uint8Array(cols * rows),
});
const inside = (a: Arena, x: number, y: number) => x >= 0 && y >= 0 && x < a.cols && y < a.rows;
export const free = (a: Arena, x: number, y: number) => inside(a, x, y) && a.cells[y * a.cols + x] === 0;

/** A turn is never straight back into one's own trail. */
export function turn(b: Bike, to: Vec2): void {
  if (to.x === -b.dir.x && to.y === -b.dir.y) return;
  if (to.x === 0 && to.y === 0) return;
  b.dir = to;
}

/** Moves every live bike one cell, its old cell left as trail; one that meets a wall, a trail or the other
 * bike's head crashes. */
export function step(a: Arena, bikes: Bike[]): void {
  bikes.forEach((b, i) => {
    if (!b.dead) a.cells[b.y * a.cols + b.x] = i + 1;
  });
  const next = bikes.map((b) => ({ x: b.x + b.dir.x, y: b.y + b.dir.y }));
  const crash = bikes.map((b, i) => {
    const n = next[i];
    const headOn = bikes.some((o, j) => j !== i && !o.dead && next[j].x === n.x && next[j].y === n.y);
    return !free(a, n.x, n.y) || headOn;
  });
  bikes.forEach((b, i) => {
    if (b.dead) return;
    if (crash[i]) b.dead = true;
    else [b.x, b.y] = [next[i].x, next[i].y];
  });
}

/** How many free cells can be reached from (x, y), counting up to `most`. */
export function room(a: Arena, x: number, y: number, most: number, taken: Set<number> = new Set()): number {
  if (!free(a, x, y)) return 0;
  const seen = new Set<number>([y * a.cols + x]);
  const queue = [[x, y]];
  while (queue.length && seen.size < most) {
    const [cx, cy] = queue.shift()!;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const [nx, ny] = [cx + dx, cy + dy];
      const k = ny * a.cols + nx;
      if (free(a, nx, ny) && !seen.has(k) && !taken.has(k)) {
        seen.add(k);
        queue.push([nx, ny]);
      }
    }
  }
  return seen.size;
}

/** The computer's direction: of straight on, left and right, the one with the most room behind it (a
 * little in favour of going on, and of a random pick when `careless`, an easy computer's slips). The cells
 * another bike can move into next are kept clear of: no head-on crash. */
export function steer(a: Arena, b: Bike, rand: () => number, careless = 0, others: Bike[] = []): Vec2 {
  const { x: dx, y: dy } = b.dir;
  const options = [b.dir, { x: dy, y: -dx || 0 }, { x: -dy || 0, y: dx }];
  // (a slip is a needless turn, never one straight into a wall)
  const open = options.filter((d) => free(a, b.x + d.x, b.y + d.y));
  if (rand() < careless && open.length) return open[Math.floor(rand() * open.length)];
  const near = new Set<number>();
  for (const o of others.filter((o) => !o.dead))
    for (const [ox, oy] of [
      [0, 0],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ])
      near.add((o.y + oy) * a.cols + o.x + ox);
  const score = (d: Vec2) => {
    const [x, y] = [b.x + d.x, b.y + d.y];
    return near.has(y * a.cols + x) ? 0.5 : room(a, x, y, 400, near);
  };
  const scored = options.map((d, k) => ({ d, s: score(d) + (k === 0 ? 3 : 0) + rand() }));
  return scored.reduce((best, o) => (o.s > best.s ? o : best)).d;
}
