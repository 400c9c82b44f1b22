// agar.io's cells (pure): a cell's size is its mass; the bigger it is the slower; one a tenth bigger
// that covers most of another eats it, taking its mass; a bot flees the nearest bigger cell, chases a
// smaller one near it, or goes for the nearest dot; the leaderboard is by mass.
import type { Vec } from './runtime';

export interface Cell extends Vec {
  name: string;
  mass: number;
  colour: string;
}

export const radius = (mass: number) => Math.sqrt(mass) * 4;
/** px/s: quick when small, slower and slower as it grows. */
export const speed = (mass: number) => Math.max(55, 260 / Math.pow(mass / 10, 0.25));

/** Whether `a` eats `b`: a tenth bigger, and over most of it. */
export function eats(a: Cell, b: Cell): boolean {
  if (a.mass < b.mass * 1.1) return false;
  return Math.hypot(a.x - b.x, a.y - b.y) < radius(a.mass) - radius(b.mass) * 0.4;
}

/** Where a bot heads: away from the nearest bigger cell close by, at a smaller one close by, else to
 * the nearest dot. A unit vector. */
export function steer(bot: Cell, cells: Cell[], dots: Vec[]): Vec {
  const near = (c: Cell) => Math.hypot(c.x - bot.x, c.y - bot.y) - radius(c.mass);
  const others = cells.filter((c) => c !== bot);
  const threat = others.filter((c) => c.mass > bot.mass * 1.1 && near(c) < 160).sort((a, b) => near(a) - near(b))[0]; // prettier-ignore
  const unit = (x: number, y: number) => {
    const d = Math.hypot(x, y) || 1;
    return { x: x / d, y: y / d };
  };
  if (threat) return unit(bot.x - threat.x, bot.y - threat.y);
  const prey = others.filter((c) => bot.mass > c.mass * 1.1 && near(c) < 220).sort((a, b) => near(a) - near(b))[0]; // prettier-ignore
  if (prey) return unit(prey.x - bot.x, prey.y - bot.y);
  let best: Vec | null = null;
  let far = Infinity;
  for (const d of dots) {
    const dd = (d.x - bot.x) ** 2 + (d.y - bot.y) ** 2;
    if (dd < far) [far, best] = [dd, d];
  }
  return best ? unit(best.x - bot.x, best.y - bot.y) : { x: 0, y: 0 };
}

/** The cells by mass, biggest first. */
export const leaderboard = (cells: Cell[]) => [...cells].sort((a, b) => b.mass - a.mass);
