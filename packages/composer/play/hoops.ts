// Arcade basketball's flight (pure): a ball thrown at a fixed angle with the power charged, falling
// under gravity, off the rim's two edges and the backboard, through the hoop from above. A basket that
// touched nothing is a swish.
import type { Vec } from './runtime';

export interface Ball extends Vec {
  vx: number;
  vy: number;
  /** Touched the rim or the board on the way (no swish then). */
  touched: boolean;
  scored: boolean;
}

/** Where the hoop's rim is: its middle at (x, y), RIM px either side. */
export type Hoop = Vec;

export const GRAVITY = 900;
export const RADIUS = 13;
export const RIM = 30; // half the hoop's width: a ball fits with room to spare
const EDGE = 4; // the rim's edges, as small circles
const BOARD_GAP = 6; // from the back edge of the rim to the board
export const BOARD_ABOVE = 90; // how far the board rises over the rim
const ANGLE = (70 * Math.PI) / 180;
/** The slowest and fastest throws, at no charge and a full one. */
export const SPEED = { min: 540, max: 760 };

/** A throw from `from` with `power` (0-1) of the charge. */
export function release(from: Vec, power: number): Ball {
  const v = SPEED.min + (SPEED.max - SPEED.min) * Math.min(1, Math.max(0, power));
  return { x: from.x, y: from.y, vx: v * Math.cos(ANGLE), vy: -v * Math.sin(ANGLE), touched: false, scored: false }; // prettier-ignore
}

/** The charge after `held` seconds of holding: up to full in `fill` s, then back down, and up again. */
export function charge(held: number, fill = 1.4): number {
  const t = (held / fill) % 2;
  return t <= 1 ? t : 2 - t;
}

export type Happened = 'rim' | 'board' | 'basket' | 'swish' | null;

/** One step of `dt` s: the ball flies, bounces off what it meets, and may drop through the hoop. */
export function fly(ball: Ball, hoop: Hoop, dt: number): Happened {
  const wasAbove = ball.y < hoop.y;
  ball.vy += GRAVITY * dt;
  ball.x += ball.vx * dt;
  ball.y += ball.vy * dt;
  let what: Happened = null;
  // the board, a wall behind the rim the ball meets from the front
  const board = hoop.x + RIM + BOARD_GAP;
  if (
    ball.vx > 0 &&
    ball.x + RADIUS > board &&
    ball.x < board &&
    ball.y > hoop.y - BOARD_ABOVE &&
    ball.y < hoop.y + 12
  ) {
    // prettier-ignore
    ball.x = board - RADIUS;
    ball.vx *= -0.6;
    ball.touched = true;
    what = 'board';
  }
  // the rim's front and back edges
  for (const ex of [hoop.x - RIM, hoop.x + RIM]) {
    const dx = ball.x - ex;
    const dy = ball.y - hoop.y;
    const d = Math.hypot(dx, dy);
    if (d >= RADIUS + EDGE || d === 0) continue;
    const nx = dx / d;
    const ny = dy / d;
    ball.x = ex + nx * (RADIUS + EDGE);
    ball.y = hoop.y + ny * (RADIUS + EDGE);
    const along = ball.vx * nx + ball.vy * ny;
    if (along < 0) {
      ball.vx -= 1.55 * along * nx; // (a rim takes some of the bounce)
      ball.vy -= 1.55 * along * ny;
    }
    ball.touched = true;
    what = 'rim';
  }
  // down through the ring between its edges
  if (!ball.scored && wasAbove && ball.y >= hoop.y && ball.vy > 0 && Math.abs(ball.x - hoop.x) < RIM - EDGE) {
    ball.scored = true;
    return ball.touched ? 'basket' : 'swish';
  }
  return what;
}

/** The power (0-1) that would drop a ball from `from` through the middle of the hoop, touching nothing:
 * found by trying (what a hint or a test can use). */
export function powerFor(from: Vec, hoop: Hoop): number | null {
  for (let p = 0; p <= 1; p += 0.005) {
    const ball = release(from, p);
    for (let t = 0; t < 3; t += 1 / 120) {
      const what = fly(ball, hoop, 1 / 120);
      if (what === 'swish') return p;
      if (what || ball.y > from.y + 200) break;
    }
  }
  return null;
}
