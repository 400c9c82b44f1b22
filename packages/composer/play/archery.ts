// Archery's rules: the aim a pull gives, an arrow's flight under gravity and wind, and the ring it lands
// in. Pure, so it is tested on its own (src/archery.test.ts); the game (games/archery.ts) draws and plays it.
import type { Vec } from './runtime';

export const GRAVITY = 420; // px/s²
export const RINGS = 10;

/** The aim a pull gives: from where the press began back to where the pointer is, the arrow flies the
 * other way; the farther the pull (up to `full` px), the faster. */
export function aimOf(from: Vec, to: Vec, full = 160): { angle: number; power: number } {
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const power = Math.min(1, Math.hypot(dx, dy) / full);
  return { angle: power > 0 ? Math.atan2(dy, dx) : 0, power };
}

/** An arrow's speed (px/s) at a power of 0-1. */
export const speedOf = (power: number) => 260 + 640 * power;

/** Where an arrow shot from `at` at `angle` and `power` is when it reaches x (the target's line), with the
 * wind pushing it sideways (px/s²); null when it falls short of that line (or flies away from it). */
export function heightAt(at: Vec, angle: number, power: number, wind: number, x: number): number | null {
  const v = speedOf(power);
  const [vx, vy] = [Math.cos(angle) * v, Math.sin(angle) * v];
  // x(t) = at.x + vx·t + wind·t²/2: the first t ≥ 0 where it reaches x
  const a = wind / 2;
  const [b, c] = [vx, at.x - x];
  let t: number;
  if (Math.abs(a) < 1e-9) t = b > 0 ? -c / b : -1;
  else {
    const d = b * b - 4 * a * c;
    if (d < 0) return null;
    const roots = [(-b - Math.sqrt(d)) / (2 * a), (-b + Math.sqrt(d)) / (2 * a)].filter((r) => r >= 0);
    t = roots.length ? Math.min(...roots) : -1;
  }
  if (t < 0) return null;
  return at.y + vy * t + (GRAVITY * t * t) / 2;
}

/** The ring hit, 10 at the middle down to 1 at the edge of a face of `radius`; 0 is a miss. */
export function ringAt(offset: number, radius: number): number {
  const d = Math.abs(offset);
  return d > radius ? 0 : Math.max(1, RINGS - Math.floor((d / radius) * RINGS));
}
