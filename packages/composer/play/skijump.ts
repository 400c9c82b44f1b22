// Ski jumping's hill and flight, in metres: the in-run down to the table (the take-off edge at x = 0),
// the landing hill below it with its K-point, and a jumper's flight through the air, carried by lift
// when balanced and by a headwind. Plain data and pure functions (unit-tested in src/skijump.test.ts);
// the game draws it and reads the keys.

/** The K-point (120 m down the hill), where a jump is worth 60 points. */
export const K = 120;
export const INRUN = { length: 70, angle: (35 * Math.PI) / 180, table: (11 * Math.PI) / 180 };
/** The speed off the table, m/s (about 90 km/h). */
export const TAKEOFF_SPEED = 25.5;
const G = 9.81;
const LIFT = 0.0074;
const PUSH = 4; // m/s upward from a jump right at the edge
/** How many metres before the edge a jump still pushes (less the earlier). */
export const WINDOW = 8;

/** The landing hill's slope at `x` metres out from the table: flat under the table, steepening to 37°,
 * flattening again past 140 m into the out-run. */
function slope(x: number): number {
  const deg = x < 0 ? 0 : x < 28 ? (37 * x) / 28 : x < 96 ? 37 : x < 150 ? 37 * (1 - (x - 96) / 54) : 0;
  return (deg * Math.PI) / 180;
}

const STEP = 0.5;
const profile: number[] = []; // the hill's height every half metre from x = 0
const along: number[] = []; // the distance down its surface to there
{
  let [y, s] = [-3, 0];
  for (let k = 0; k <= 400; k++) {
    profile.push(y);
    along.push(s);
    const a = slope(k * STEP);
    y -= Math.tan(a) * STEP;
    s += STEP / Math.cos(a);
  }
}
const at = (table: number[], x: number) => {
  const k = Math.max(0, Math.min(table.length - 2, x / STEP));
  const i = Math.floor(k);
  return table[i] + (table[i + 1] - table[i]) * (k - i);
};

/** The landing hill's height (metres, below the table's 0) at `x` out from the edge. */
export const hillY = (x: number) => (x < 0 ? -3 : at(profile, x));
/** How far down the hill's surface `x` lies from the table: a jump's distance. */
export const distanceAt = (x: number) => (x <= 0 ? 0 : at(along, x));
/** The x at which the hill's surface is `d` metres down (the K-point's and the marks'). */
export function xAtDistance(d: number): number {
  let x = 0;
  while (x < 200 && distanceAt(x) < d) x += 0.25;
  return x;
}

/** A point on the in-run `s` metres before the table (s = 0 at the edge). */
export function inrunAt(s: number): { x: number; y: number } {
  const { angle, table } = INRUN;
  // (the last 6 m are the table, at its gentler angle)
  if (s <= 6) return { x: -s * Math.cos(table), y: s * Math.sin(table) };
  const edge = { x: -6 * Math.cos(table), y: 6 * Math.sin(table) };
  return { x: edge.x - (s - 6) * Math.cos(angle), y: edge.y + (s - 6) * Math.sin(angle) };
}

export interface Flight {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** Off the table: `timing` 0-1 is how near the edge the jump came (1 right at it), which adds the leg's
 * push upward. */
export function takeOff(timing: number): Flight {
  const push = PUSH * Math.max(0, Math.min(1, timing));
  const a = -INRUN.table;
  return {
    x: 0,
    y: 0,
    vx: TAKEOFF_SPEED * Math.cos(a) - push * Math.sin(a),
    vy: TAKEOFF_SPEED * Math.sin(a) + push * Math.cos(a),
  };
}

/** How a jump off the table scores for its timing: 1 at the edge, less the further from it (`at`: the
 * metres before the edge, negative past it, where the jumper has dropped off without a push). */
export const timingOf = (at: number) => (at < 0 ? 0 : Math.max(0, 1 - at / WINDOW));

/** The air a moment on: gravity, drag, lift as good as the balance (`balance` 0-1) and the wind
 * (m/s, positive against the jumper: a headwind carries). */
export function fly(f: Flight, dt: number, balance: number, wind: number): Flight {
  const v = Math.hypot(f.vx, f.vy);
  const drag = 0.0042 * (1.6 - 0.6 * balance);
  // (lift at right angles to the way flown, upward; a headwind adds to it, a tailwind takes away)
  const lift = LIFT * balance * (1 + wind * 0.05);
  const ax = -drag * v * f.vx - lift * v * f.vy * 0.25;
  const ay = -G - drag * v * f.vy + lift * v * Math.abs(f.vx);
  return { x: f.x + (f.vx + (ax * dt) / 2) * dt, y: f.y + (f.vy + (ay * dt) / 2) * dt, vx: f.vx + ax * dt, vy: f.vy + ay * dt }; // prettier-ignore
}

/** Down on the hill (or below it). */
export const landed = (f: Flight) => f.y <= hillY(f.x);

/** A whole flight on a steady balance, to where it lands: its distance in metres. */
export function jump(timing: number, balance: number, wind: number, dt = 1 / 60): number {
  let f = takeOff(timing);
  for (let t = 0; t < 12 && !landed(f); t += dt) f = fly(f, dt, balance, wind);
  return Math.round(distanceAt(f.x) * 2) / 2;
}

export type Landing = 'telemark' | 'both' | 'fall';

/** How many seconds before touching down Space lands in a telemark. */
export const TELEMARK = 0.6;

/** How a jump comes down: fallen in the air or never readied (Space not pressed), a fall; readied just
 * before touching down, a telemark; readied long before, on both feet. */
export function landingOf(fell: boolean, readiedAt: number | null, downAt: number): Landing {
  if (fell || readiedAt === null) return 'fall';
  return downAt - readiedAt <= TELEMARK ? 'telemark' : 'both';
}

/** A jump's points: 60 at the K-point, 1.8 a metre either side; three judges' style (up to 20 each:
 * a telemark landing the best, a fall the worst, less for a wobbly flight); the wind made good (a
 * headwind costs, a tailwind gives). */
export function pointsOf(distance: number, landing: Landing, steadiness: number, wind: number) {
  const base = landing === 'telemark' ? 19 : landing === 'both' ? 16.5 : 9;
  const judge = Math.max(0, Math.min(20, base - (1 - steadiness) * 3));
  const style = Math.round(judge * 3 * 2) / 2;
  const far = Math.round((60 + 1.8 * (distance - K)) * 10) / 10;
  const made = Math.round(-wind * 7 * 10) / 10;
  return {
    far: Math.max(0, far),
    style,
    wind: made,
    total: Math.round((Math.max(0, far) + style + made) * 10) / 10,
  };
}
