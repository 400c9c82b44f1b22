// A spirograph (pure): a toothed wheel of r teeth rolls round inside a ring of R teeth, and a pen in one
// of its holes, d of the way from its middle to its rim, draws a hypotrochoid. The pattern closes when the
// wheel has gone round the ring r / gcd(R, r) times.

export const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** How many times the wheel goes round the ring before the pattern closes. */
export const laps = (ring: number, wheel: number) => wheel / gcd(ring, wheel);

/** How many points (loops) the pattern has. */
export const petals = (ring: number, wheel: number) => ring / gcd(ring, wheel);

/** The pen at angle t (the wheel's middle gone t radians round the ring), in teeth from the ring's middle;
 * `hole` 0-1 from the wheel's middle to its rim. Also where the wheel's middle is. */
export function pen(ring: number, wheel: number, hole: number, t: number) {
  const k = ring - wheel;
  const centre = { x: k * Math.cos(t), y: k * Math.sin(t) };
  const turn = (k / wheel) * t; // (the wheel turns back as it rolls)
  return {
    x: centre.x + hole * wheel * Math.cos(turn),
    y: centre.y - hole * wheel * Math.sin(turn),
    centre,
    turn,
  };
}
