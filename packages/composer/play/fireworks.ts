// Fireworks (pure): a shell's burst as sparks flying out in its shape (a round peony, a heart, a star, or
// a big one whose sparks burst again), pulled down by gravity, slowed by the air, fading out.
import type { Vec } from './runtime';

export const KINDS = ['round', 'heart', 'star', 'double'] as const;
export type Kind = (typeof KINDS)[number];

export interface Spark extends Vec {
  vx: number;
  vy: number;
  /** s left to live. */
  life: number;
  hue: number;
  /** A spark that bursts again when its life runs out (the big one's). */
  splits: boolean;
}

const GRAVITY = 90;
const DRAG = 1.1;

/** Where a spark of a shape is headed, for t in 0-1 round the shape (unit scale, y up). */
function outline(kind: Kind, t: number): Vec {
  const a = t * Math.PI * 2;
  if (kind === 'heart') {
    // (the classic heart curve, about 1 across)
    const x = 16 * Math.sin(a) ** 3;
    const y = 13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a);
    return { x: x / 16, y: y / 16 };
  }
  if (kind === 'star') {
    // (five points: the radius swings between the tips and the notches)
    const arm = (t * 5) % 1;
    const r = 0.45 + 0.55 * Math.abs(1 - 2 * arm);
    return { x: r * Math.sin(a), y: r * Math.cos(a) };
  }
  return { x: Math.sin(a), y: Math.cos(a) };
}

/** The sparks of a shell of `kind` bursting at (x, y). */
export function burst(kind: Kind, x: number, y: number, rand: () => number, size = 1): Spark[] {
  const n = kind === 'double' ? 36 : kind === 'round' ? 70 : 90;
  const hue = Math.floor(rand() * 360);
  const speed = (kind === 'double' ? 150 : 190) * size;
  return [...Array(n).keys()].map((i) => {
    const o = outline(kind, i / n);
    const jitter = kind === 'round' || kind === 'double' ? 0.75 + rand() * 0.35 : 1;
    return {
      ...{ x, y, vx: o.x * speed * jitter, vy: -o.y * speed * jitter },
      ...{ life: kind === 'double' ? 0.9 : 1.6 + rand() * 0.4, hue: (hue + (rand() * 40 - 20) + 360) % 360 },
      splits: kind === 'double',
    };
  });
}

/** The sparks after `dt` s: moved, slowed, pulled down; the dead gone, a splitting one's own burst in
 * its place. */
export function step(sparks: Spark[], dt: number, rand: () => number): Spark[] {
  const next: Spark[] = [];
  for (const s of sparks) {
    const slow = Math.max(0, 1 - DRAG * dt);
    const moved = { ...s, vx: s.vx * slow, vy: s.vy * slow + GRAVITY * dt, life: s.life - dt };
    moved.x += moved.vx * dt;
    moved.y += moved.vy * dt;
    if (moved.life > 0) next.push(moved);
    else if (s.splits)
      next.push(...burst('round', moved.x, moved.y, rand, 0.3).slice(0, 10).map((b) => ({ ...b, hue: s.hue, life: 0.8 }))); // prettier-ignore
  }
  return next;
}
