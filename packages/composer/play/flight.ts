// Air traffic control (Flight Control): aircraft fly in from the edges, go straight on unless a path is
// drawn for them, follow it point by point, turn back at the screen's edge, land when they reach the start
// of a landing place of their kind (a runway of their colour, a helipad), warn when two get close and
// crash when they touch. Pure, so it is tested on its own (src/flight.test.ts); the game (games/flight.ts)
// draws the airfield and takes the paths drawn.

export interface Point {
  x: number;
  y: number;
}
export interface Craft extends Point {
  /** Heading in radians. */
  heading: number;
  /** Pixels a second. */
  speed: number;
  /** Which landing place it needs: a runway's colour index, or 'pad'. */
  kind: number | 'pad';
  path: Point[];
  /** A path has been drawn for it (only a craft brought in lands, none by chance on its way over). */
  guided?: boolean;
}
export interface Strip {
  kind: number | 'pad';
  /** Where it is landed on: the runway's start or the pad's middle. */
  at: Point;
}

export const RADIUS = 14;
const TURN = 3.2; // radians a second at most

/** Moves a craft a moment: along its path (turning towards the next point), else straight on, turning back
 * in from the edges of a `w` × `h` field. */
export function fly(c: Craft, dt: number, w: number, h: number): void {
  while (c.path.length && Math.hypot(c.path[0].x - c.x, c.path[0].y - c.y) < 10) c.path.shift();
  let want = c.heading;
  if (c.path.length) want = Math.atan2(c.path[0].y - c.y, c.path[0].x - c.x);
  else if (c.x < 10 || c.x > w - 10 || c.y < 10 || c.y > h - 10) want = Math.atan2(h / 2 - c.y, w / 2 - c.x);
  const diff = Math.atan2(Math.sin(want - c.heading), Math.cos(want - c.heading));
  c.heading += Math.max(-TURN * dt, Math.min(TURN * dt, diff));
  c.x += Math.cos(c.heading) * c.speed * dt;
  c.y += Math.sin(c.heading) * c.speed * dt;
}

/** The strip a craft lands on now: of its kind, and reached. */
export const landing = (c: Craft, strips: Strip[]) =>
  (c.guided && strips.find((s) => s.kind === c.kind && Math.hypot(s.at.x - c.x, s.at.y - c.y) < RADIUS * 1.6)) || null; // prettier-ignore

/** Pairs of craft too close: `touching` ones crash, `near` ones are warned about. */
export function closeCalls(crafts: Craft[]): { touching: [number, number][]; near: number[] } {
  const touching: [number, number][] = [];
  const near = new Set<number>();
  for (let i = 0; i < crafts.length; i++)
    for (let j = i + 1; j < crafts.length; j++) {
      const d = Math.hypot(crafts[i].x - crafts[j].x, crafts[i].y - crafts[j].y);
      if (d < RADIUS * 2) touching.push([i, j]);
      else if (d < RADIUS * 5) near.add(i).add(j);
    }
  return { touching, near: [...near] };
}

/** A craft coming in from a random edge, headed into the field. */
export function arrival(w: number, h: number, kind: Craft['kind'], speed: number, rand: () => number): Craft {
  const side = Math.floor(rand() * 4);
  const along = 0.15 + rand() * 0.7;
  const [x, y] = [
    [along * w, -10],
    [w + 10, along * h],
    [along * w, h + 10],
    [-10, along * h],
  ][side];
  const heading = Math.atan2(h / 2 + (rand() - 0.5) * h * 0.5 - y, w / 2 + (rand() - 0.5) * w * 0.5 - x);
  return { x, y, heading, speed, kind, path: [] };
}
