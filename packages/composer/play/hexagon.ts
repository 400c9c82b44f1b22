// Super Hexagon's walls (pure): rings of up to six wall pieces, one a side of a hexagon, closing in on
// the middle; the player is a point going round it at a fixed distance, and a piece on the player's side
// whose band reaches the player's distance is a hit.

export const SIDES = 6;
export const THICK = 18; // a wall piece's depth (px)

export interface Ring {
  /** Its distance from the middle (px): its inner edge. */
  r: number;
  /** Which of the six sides have a piece. */
  walls: boolean[];
}

/** The side (0-5) an angle in radians is over. */
export const sideOf = (angle: number) => {
  const turn = Math.PI * 2;
  return Math.floor((((angle % turn) + turn) % turn) / (turn / SIDES)) % SIDES;
};

/** The next rings, starting `from` px out, `gap` px apart: a pattern of a few rings, each with at least
 * one way through (a C with one gap, a pair of opposite gaps, or a single piece turning round). */
export function pattern(from: number, gap: number, rand: () => number): Ring[] {
  const turn = Math.floor(rand() * SIDES);
  const kind = Math.floor(rand() * 3);
  const rings: Ring[] = [];
  if (kind === 0) {
    // a C: everything but one side
    rings.push({ r: from, walls: [...Array(SIDES).keys()].map((k) => k !== turn) });
  } else if (kind === 1) {
    // three pieces every other side, twice, the second turned one side on
    for (let k = 0; k < 2; k++)
      rings.push({ r: from + k * gap, walls: [...Array(SIDES).keys()].map((s) => (s + turn + k) % 2 === 0) });
  } else {
    // a piece each ring, turning round: a spiral to follow
    for (let k = 0; k < 4; k++)
      rings.push({
        r: from + k * gap * 0.6,
        walls: [...Array(SIDES).keys()].map((s) => s === (turn + k) % SIDES),
      });
  }
  return rings;
}

/** Whether the player at `angle`, `at` px from the middle, touches a ring's piece. */
export function hits(rings: Ring[], angle: number, at: number): boolean {
  const side = sideOf(angle);
  return rings.some((ring) => ring.walls[side] && at >= ring.r - 2 && at <= ring.r + THICK);
}

/** The rings after `dt` s closing in at `speed` px/s; those that reached the middle hexagon gone. */
export function close(rings: Ring[], speed: number, dt: number, middle: number): Ring[] {
  return rings.map((ring) => ({ ...ring, r: ring.r - speed * dt })).filter((ring) => ring.r + THICK > middle);
}
