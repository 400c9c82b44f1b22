// Balls that fall and bounce off lines drawn with the pointer: the geometry and motion of the
// line-drawing game, pure (no canvas), so it can be tested on its own.

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** A straight piece of a drawn line (or of a block's edge). */
export interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** The point of `s` nearest to (x, y). */
export function nearestOn(s: Segment, x: number, y: number): { x: number; y: number } {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((x - s.ax) * dx + (y - s.ay) * dy) / len2)) : 0;
  return { x: s.ax + t * dx, y: s.ay + t * dy };
}

/** Pushes a ball out of every segment it overlaps (each `thick` px wide) and bounces it off: the speed
 * into the line comes back times `restitution`, the speed along it keeps nearly all. True on a touch. */
export function bounceOff(b: Ball, segments: Segment[], thick = 0, restitution = 0.55): boolean {
  let touched = false;
  const reach = b.r + thick / 2;
  for (const s of segments) {
    const p = nearestOn(s, b.x, b.y);
    let nx = b.x - p.x;
    let ny = b.y - p.y;
    const d = Math.hypot(nx, ny);
    if (d >= reach) continue;
    if (d === 0) {
      // (right on the line: out the side it came from)
      const l = Math.hypot(s.bx - s.ax, s.by - s.ay) || 1;
      [nx, ny] = [-(s.by - s.ay) / l, (s.bx - s.ax) / l];
      if (nx * b.vx + ny * b.vy > 0) [nx, ny] = [-nx, -ny];
    } else [nx, ny] = [nx / d, ny / d];
    b.x = p.x + nx * reach;
    b.y = p.y + ny * reach;
    const into = b.vx * nx + b.vy * ny;
    if (into < 0) {
      b.vx -= (1 + restitution) * into * nx;
      b.vy -= (1 + restitution) * into * ny;
      b.vx *= 0.995;
      b.vy *= 0.995;
    }
    touched = true;
  }
  return touched;
}

/** One frame of falling under `gravity` (px/s²), in steps small enough never to pass through a line;
 * true when it touched one. */
export function fall(b: Ball, dt: number, gravity: number, segments: Segment[], thick = 0): boolean {
  const steps = Math.max(1, Math.ceil((Math.hypot(b.vx, b.vy + gravity * dt) * dt) / (b.r * 0.5)));
  let touched = false;
  for (let i = 0; i < steps; i++) {
    b.vy += (gravity * dt) / steps;
    b.x += (b.vx * dt) / steps;
    b.y += (b.vy * dt) / steps;
    if (bounceOff(b, segments, thick)) touched = true;
  }
  return touched;
}

/** The segments of a stroke's points, in order. */
export function segmentsOf(points: { x: number; y: number }[]): Segment[] {
  return points.slice(1).map((p, i) => ({ ax: points[i].x, ay: points[i].y, bx: p.x, by: p.y }));
}

/** How long the strokes are, together (the ink used). */
export function lengthOf(strokes: { x: number; y: number }[][]): number {
  return strokes.flatMap(segmentsOf).reduce((sum, s) => sum + Math.hypot(s.bx - s.ax, s.by - s.ay), 0);
}
