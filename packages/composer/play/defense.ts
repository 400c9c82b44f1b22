// Missile defense's rules: what comes down, where it aims, the blasts that stop it, and which base
// answers a click. Pure, so it is tested on its own (src/defense.test.ts); the game is games/defense.ts.

export interface Point {
  x: number;
  y: number;
}
/** What comes down: from where to where, how far along (0-1), how fast (of the way a second). */
export interface Missile {
  from: Point;
  to: Point;
  at: number;
  speed: number;
  splits: boolean; // it will split into three halfway down
}
export interface Blast extends Point {
  age: number;
}

export const BLAST_TIME = 1.6; // seconds a blast lasts
export const BLAST_SIZE = 46; // its widest radius

/** A blast's radius as it grows, holds and fades. */
export function blastRadius(age: number): number {
  const t = age / BLAST_TIME;
  if (t < 0 || t >= 1) return 0;
  return BLAST_SIZE * (t < 0.35 ? t / 0.35 : t < 0.7 ? 1 : 1 - (t - 0.7) / 0.3);
}

/** Where a missile is now. */
export function headOf(m: Missile): Point {
  return { x: m.from.x + (m.to.x - m.from.x) * m.at, y: m.from.y + (m.to.y - m.from.y) * m.at };
}

/** Whether a blast has caught the missile's head. */
export function caught(m: Missile, blasts: Blast[]): boolean {
  const h = headOf(m);
  return blasts.some((b) => Math.hypot(h.x - b.x, h.y - b.y) <= blastRadius(b.age));
}

/** A missile halfway down that splits: three from where it is, one at its own target and two at
 * others of `targets` (the cities and bases still standing). */
export function split(m: Missile, targets: Point[], pick: (n: number) => number): Missile[] {
  const here = headOf(m);
  const others = targets.filter((t) => t.x !== m.to.x);
  const aims = [m.to, ...[0, 1].map(() => others[pick(others.length)] ?? m.to)];
  return aims.map((to) => ({ from: here, to, at: 0, speed: m.speed * 1.6, splits: false }));
}

/** The base that answers a shot at `at`: the nearest with ammo left, or -1 when none has any. */
export function baseFor(at: Point, bases: { x: number; ammo: number }[]): number {
  let best = -1;
  for (const [i, b] of bases.entries())
    if (b.ammo > 0 && (best < 0 || Math.abs(b.x - at.x) < Math.abs(bases[best].x - at.x))) best = i;
  return best;
}
