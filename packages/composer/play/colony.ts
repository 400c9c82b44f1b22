// An ant colony on its own: ants wander out of the nest, smell food near them, carry a crumb of it home
// and mark the way back with a trail the others follow out to the food; the trail fades unless walked
// again. Pure (no canvas), so it can be tested on its own; the game draws it (play/games/colony.ts).

export interface Ant {
  x: number;
  y: number;
  a: number; // heading, radians
  carrying: boolean;
}
export interface Pile {
  x: number;
  y: number;
  left: number; // crumbs still in it
}
export interface Colony {
  w: number;
  h: number;
  nest: { x: number; y: number };
  ants: Ant[];
  piles: Pile[];
  /** The trail to food, a value per CELL-sized cell (0: none), row by row. */
  trail: Float32Array;
  cols: number;
  rows: number;
}

export const CELL = 10;
const SPEED = 70; // pixels a second
const SMELL = 46; // how near food is smelt
const FEEL = 24; // how far ahead a trail is felt
const HOME = 16; // how near the nest counts as home
const FADE = 0.22; // of the trail, a second
const MARK = 1.2; // laid a second by an ant carrying food home
const MOST = 6; // the most trail a cell holds

/** A nest in a w×h field with `count` ants setting out in every direction. */
export function makeColony(w: number, h: number, nest: { x: number; y: number }, count: number): Colony {
  const [cols, rows] = [Math.ceil(w / CELL), Math.ceil(h / CELL)];
  const ants = Array.from({ length: count }, (_, i) => ({
    ...nest,
    a: (i / count) * Math.PI * 2,
    carrying: false,
  }));
  return { w, h, nest, ants, piles: [], trail: new Float32Array(cols * rows), cols, rows };
}

/** A pile of `amount` crumbs put down at (x, y) ("let me click to place food"). */
export function placeFood(c: Colony, x: number, y: number, amount = 30): void {
  c.piles.push({ x, y, left: amount });
}

/** The trail at a point (0 off the field). */
export function trailAt(c: Colony, x: number, y: number): number {
  const [col, row] = [Math.floor(x / CELL), Math.floor(y / CELL)];
  return col < 0 || row < 0 || col >= c.cols || row >= c.rows ? 0 : c.trail[row * c.cols + col];
}

const turnToward = (from: number, to: number, most: number) => {
  const d = Math.atan2(Math.sin(to - from), Math.cos(to - from));
  return from + Math.max(-most, Math.min(most, d));
};

/** The colony `dt` seconds on; `rand` in [0, 1). Returns the crumbs brought home in that time. */
export function stepColony(c: Colony, dt: number, rand: () => number): number {
  let home = 0;
  const fade = Math.exp(-FADE * dt);
  for (let i = 0; i < c.trail.length; i++) c.trail[i] *= fade;
  for (const ant of c.ants) {
    const wander = (rand() - 0.5) * 5 * dt;
    if (ant.carrying) {
      // home, laying the trail to where it found food
      ant.a = turnToward(ant.a, Math.atan2(c.nest.y - ant.y, c.nest.x - ant.x), 4 * dt) + wander * 0.4;
      const [col, row] = [Math.floor(ant.x / CELL), Math.floor(ant.y / CELL)];
      if (col >= 0 && row >= 0 && col < c.cols && row < c.rows) {
        const k = row * c.cols + col;
        c.trail[k] = Math.min(MOST, c.trail[k] + MARK * dt * 10);
      }
      if (Math.hypot(c.nest.x - ant.x, c.nest.y - ant.y) < HOME) {
        ant.carrying = false;
        ant.a += Math.PI; // out again, the way it came
        home += 1;
      }
    } else {
      const food = c.piles
        .filter((p) => p.left > 0)
        .map((p) => ({ p, d: Math.hypot(p.x - ant.x, p.y - ant.y) }))
        .sort((u, v) => u.d - v.d)[0];
      if (food && food.d < 8) {
        food.p.left -= 1;
        ant.carrying = true;
        ant.a += Math.PI;
      } else if (food && food.d < SMELL)
        ant.a = turnToward(ant.a, Math.atan2(food.p.y - ant.y, food.p.x - ant.x), 6 * dt); // prettier-ignore
      else {
        // the strongest trail of left, ahead and right, followed outward (away from the nest, to the
        // food: a trail toward home counts for little); else a wander
        const away = Math.hypot(ant.x - c.nest.x, ant.y - c.nest.y);
        const felt = [-0.6, 0, 0.6].map((t) => {
          const [x, y] = [ant.x + Math.cos(ant.a + t) * FEEL, ant.y + Math.sin(ant.a + t) * FEEL];
          return trailAt(c, x, y) * (Math.hypot(x - c.nest.x, y - c.nest.y) > away ? 1 : 0.15);
        });
        const best = felt.indexOf(Math.max(...felt));
        if (felt[best] > 0.05) ant.a += (best - 1) * 0.6 * Math.min(1, 8 * dt);
        ant.a += wander;
      }
    }
    ant.x += Math.cos(ant.a) * SPEED * dt;
    ant.y += Math.sin(ant.a) * SPEED * dt;
    // (the field's edges turn it back)
    if (ant.x < 4 || ant.x > c.w - 4) ant.a = Math.PI - ant.a;
    if (ant.y < 4 || ant.y > c.h - 4) ant.a = -ant.a;
    ant.x = Math.max(4, Math.min(c.w - 4, ant.x));
    ant.y = Math.max(4, Math.min(c.h - 4, ant.y));
  }
  c.piles = c.piles.filter((p) => p.left > 0);
  return home;
}
