// Artillery (pure), as in Scorched Earth and Worms: a hilly ground kept as its height in each column, a
// shell fired at an angle and a power that falls under gravity and drifts with the wind, a blast that
// digs a round crater and hurts a tank by how near it was, and the aim a computer player finds by trying.
import type { Vec } from './runtime';

export const GRAVITY = 260;
/** px/s of a shell at full power. */
export const MAX_SPEED = 520;

/** The ground's top (a screen y) in each column of a `w` px wide field: rolling hills. */
export function hills(w: number, h: number, rand: () => number): number[] {
  const waves = [...Array(3).keys()].map((k) => ({ a: (28 + rand() * 30) / (k + 1), f: (0.006 + rand() * 0.006) * (k + 1), p: rand() * 6 })); // prettier-ignore
  return [...Array(w).keys()].map(
    (x) => h * 0.66 + waves.reduce((y, wv) => y + wv.a * Math.sin(x * wv.f + wv.p), 0),
  );
}

/** The ground with a round crater dug at (cx, cy), `r` px across each way. */
export function carve(ground: number[], cx: number, cy: number, r: number): number[] {
  return ground.map((top, x) => {
    const dx = x - cx;
    if (Math.abs(dx) >= r) return top;
    const h = Math.sqrt(r * r - dx * dx);
    if (top >= cy + h) return top; // (the blast is all above the ground here)
    return top >= cy - h ? cy + h : top + 2 * h; // (dug out; or, under the ground, what is above falls in)
  });
}

export interface Shell extends Vec {
  vx: number;
  vy: number;
}

/** A shell fired from `from` at `angle` degrees (0 to the right, 90 straight up) and `power` 0-100. */
export function fire(from: Vec, angle: number, power: number): Shell {
  const a = (angle * Math.PI) / 180;
  const v = (MAX_SPEED * power) / 100;
  return { x: from.x, y: from.y, vx: Math.cos(a) * v, vy: -Math.sin(a) * v };
}

/** One step of a shell: gravity down, the wind (px/s²) sideways. */
export function fly(s: Shell, wind: number, dt: number): void {
  s.vx += wind * dt;
  s.vy += GRAVITY * dt;
  s.x += s.vx * dt;
  s.y += s.vy * dt;
}

/** Whether a shell has met the ground (or gone below the bottom). */
export const grounded = (s: Vec, ground: number[], h: number) =>
  s.y >= h || (s.x >= 0 && s.x < ground.length && s.y >= ground[Math.floor(s.x)]);

/** What a blast of `radius` does to a tank `d` px from it: up to `most` points, less the farther. */
export const damage = (d: number, radius: number, most: number) =>
  d >= radius * 1.6 ? 0 : Math.round(most * Math.min(1, 1.15 - d / (radius * 1.6)));

/** Where a shot lands (its first touch of the ground or the edge), fired from `from`. */
export function landing(
  from: Vec,
  angle: number,
  power: number,
  wind: number,
  ground: number[],
  h: number,
): Vec {
  const s = fire(from, angle, power);
  for (let t = 0; t < 12; t += 1 / 60) {
    fly(s, wind, 1 / 60);
    if (s.x < -50 || s.x > ground.length + 50 || grounded(s, ground, h)) break;
  }
  return { x: s.x, y: s.y };
}

/** The angle and power a computer player picks to hit `target`: the best of many tries, then spoilt by
 * up to `miss` (0 exact … 1 wild) of an aim's error. */
export function aim(
  from: Vec,
  target: Vec,
  wind: number,
  ground: number[],
  h: number,
  toRight: boolean,
  miss: number,
  rand: () => number,
): { angle: number; power: number } {
  // prettier-ignore
  let best = { angle: 45, power: 60, off: Infinity };
  for (let a = 20; a <= 80; a += 4)
    for (let p = 20; p <= 100; p += 4) {
      const angle = toRight ? a : 180 - a;
      const at = landing(from, angle, p, wind, ground, h);
      const off = Math.hypot(at.x - target.x, at.y - target.y);
      if (off < best.off) best = { angle, power: p, off };
    }
  return {
    angle: best.angle + (rand() * 2 - 1) * 8 * miss,
    power: Math.max(10, Math.min(100, best.power + (rand() * 2 - 1) * 12 * miss)),
  };
}
