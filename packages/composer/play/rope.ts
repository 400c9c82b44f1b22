// Cut the rope's physics: a sweet hanging from ropes (chains of points held at their lengths, Verlet
// style) that swings under gravity, and the cut a swipe across a rope makes. Pure, so it is tested on its
// own (src/rope.test.ts); the game (games/rope.ts) draws and plays it.
import type { Vec } from './runtime';

export const GRAVITY = 900; // px/s²
const LINKS = 10; // segments a rope is made of
const PASSES = 12; // how often a step pulls every link back to its length

interface Point extends Vec {
  px: number;
  py: number;
  pinned: boolean;
}
export interface Link {
  a: number;
  b: number;
  length: number;
  cut: boolean;
}
export interface World {
  /** Point 0 is the sweet. */
  points: Point[];
  links: Link[];
  /** Each rope's links, from its pin to the sweet. */
  ropes: number[][];
}

/** A sweet at `sweet` hung from a rope to each pin, each rope `slack` × the distance long. */
export function hang(sweet: Vec, pins: Vec[], slack = 1.05): World {
  const points: Point[] = [{ ...sweet, px: sweet.x, py: sweet.y, pinned: false }];
  const links: Link[] = [];
  const ropes: number[][] = [];
  for (const pin of pins) {
    const length = (Math.hypot(sweet.x - pin.x, sweet.y - pin.y) * slack) / LINKS;
    const first = points.length;
    for (let k = 0; k < LINKS; k++) {
      const x = pin.x + ((sweet.x - pin.x) * k) / LINKS;
      const y = pin.y + ((sweet.y - pin.y) * k) / LINKS;
      points.push({ x, y, px: x, py: y, pinned: k === 0 });
    }
    const rope: number[] = [];
    for (let k = 0; k < LINKS; k++) {
      const a = first + k;
      const b = k === LINKS - 1 ? 0 : first + k + 1;
      rope.push(links.length);
      links.push({ a, b, length, cut: false });
    }
    ropes.push(rope);
  }
  return { points, links, ropes };
}

/** Moves every free point on by its speed and gravity, then pulls the links back to their lengths. */
export function step(w: World, dt: number): void {
  for (const p of w.points) {
    if (p.pinned) continue;
    const vx = (p.x - p.px) * 0.995;
    const vy = (p.y - p.py) * 0.995;
    p.px = p.x;
    p.py = p.y;
    p.x += vx;
    p.y += vy + GRAVITY * dt * dt;
  }
  for (let pass = 0; pass < PASSES; pass++)
    for (const l of w.links) {
      if (l.cut) continue;
      const a = w.points[l.a];
      const b = w.points[l.b];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d = Math.hypot(dx, dy) || 1e-6;
      if (d <= l.length) continue; // (a rope goes slack; it only pulls)
      const off = (d - l.length) / d;
      // (the sweet is heavier than a bit of rope: the rope gives more)
      const wa = a.pinned ? 0 : l.b === 0 ? 0.8 : 0.5;
      const wb = b.pinned ? 0 : l.b === 0 ? 0.2 : 0.5;
      const sum = wa + wb || 1;
      a.x += (dx * off * wa) / sum;
      a.y += (dy * off * wa) / sum;
      b.x -= (dx * off * wb) / sum;
      b.y -= (dy * off * wb) / sum;
    }
}

/** Whether segment p1-p2 crosses segment q1-q2. */
export function crosses(p1: Vec, p2: Vec, q1: Vec, q2: Vec): boolean {
  const side = (a: Vec, b: Vec, c: Vec) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = side(q1, q2, p1);
  const d2 = side(q1, q2, p2);
  const d3 = side(p1, p2, q1);
  const d4 = side(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Cuts every rope a swipe from `from` to `to` crosses; the ropes cut (by index). */
export function cut(w: World, from: Vec, to: Vec): number[] {
  const done: number[] = [];
  w.ropes.forEach((rope, r) => {
    if (rope.some((l) => w.links[l].cut)) return;
    const hit = rope.find((l) => crosses(from, to, w.points[w.links[l].a], w.points[w.links[l].b]));
    if (hit === undefined) return;
    w.links[hit].cut = true;
    done.push(r);
  });
  return done;
}

/** Whether a rope still holds the sweet. */
export const holds = (w: World, rope: number) => !w.ropes[rope].some((l) => w.links[l].cut);

/** The sweet. */
export const sweetOf = (w: World): Vec => w.points[0];
