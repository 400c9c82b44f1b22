// A racing circuit: a closed loop through a few corner points, smoothed (Catmull-Rom) and cut into
// evenly spaced points along its middle. Where a car is on it, how far round it has gone, and who
// leads. Plain data and pure functions (unit-tested in src/track.test.ts); the game draws and drives.

export interface Pt {
  x: number;
  y: number;
}

export interface Track {
  /** Points along the middle of the track, `step` px apart, starting at the finish line. */
  mid: Pt[];
  step: number;
  /** How sharply the track turns ahead of each point (0 straight … 1 a hairpin). */
  bend: number[];
  width: number;
  /** The size of the world it lies in. */
  w: number;
  h: number;
}

/** Corner points of the circuits, one a level (in a 1200 × 1600 world), each turning clockwise. */
export const LAYOUTS: Pt[][] = [
  [[300, 300], [900, 250], [1050, 600], [850, 900], [1000, 1250], [600, 1400], [250, 1150], [350, 750], [200, 500]],
  [[250, 250], [1000, 300], [1050, 700], [650, 800], [600, 1000], [1050, 1150], [950, 1450], [300, 1400], [200, 900]],
  [[400, 200], [900, 200], [1100, 500], [800, 700], [1100, 1000], [900, 1400], [400, 1400], [150, 1100], [450, 800], [150, 500]],
].map((l) => l.map(([x, y]) => ({ x, y }))); // prettier-ignore

/** The circuit through `corners`, cut into points `step` px apart. */
export function makeTrack(corners: Pt[], width = 120, step = 8): Track {
  const n = corners.length;
  const at = (i: number) => corners[((i % n) + n) % n];
  // dense points on the smoothed loop, then even spacing along them
  const dense: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let k = 0; k < 40; k++) {
      const t = k / 40;
      const [t2, t3] = [t * t, t * t * t];
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3);
      dense.push({ x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  const mid: Pt[] = [dense[0]];
  let carry = 0;
  for (let i = 1; i <= dense.length; i++) {
    const [a, b] = [dense[i - 1], dense[i % dense.length]];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    let d = step - carry;
    while (d <= len) {
      mid.push({ x: a.x + ((b.x - a.x) * d) / len, y: a.y + ((b.y - a.y) * d) / len });
      d += step;
    }
    carry = len - (d - step);
  }
  if (Math.hypot(mid[mid.length - 1].x - mid[0].x, mid[mid.length - 1].y - mid[0].y) < step / 2) mid.pop();
  const bend = mid.map((_, i) => {
    // the turn between the heading here and 10 points on, as a share of a half turn
    const turn = Math.abs(angleDiff(heading({ mid } as Track, i + 10), heading({ mid } as Track, i)));
    return Math.min(1, turn / Math.PI);
  });
  return { mid, step, bend, width, w: 1200, h: 1600 };
}

/** The point `i` along the track (any whole number: it goes round). */
export const pointAt = (t: Pick<Track, 'mid'>, i: number): Pt =>
  t.mid[((i % t.mid.length) + t.mid.length) % t.mid.length];

/** Which way the track runs at point `i` (radians). */
export function heading(t: Pick<Track, 'mid'>, i: number): number {
  const [a, b] = [pointAt(t, i), pointAt(t, i + 1)];
  return Math.atan2(b.y - a.y, b.x - a.x);
}

/** a − b, turned into −π … π. */
export function angleDiff(a: number, b: number): number {
  let d = (a - b) % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d < -Math.PI) d += Math.PI * 2;
  return d;
}

/** The nearest point of the track to `p`, looked for near `near` (a car only ever moves a little). */
export function nearest(t: Track, p: Pt, near: number, back = 12, ahead = 40): number {
  let best = near;
  let bestD = Infinity;
  for (let i = near - back; i <= near + ahead; i++) {
    const q = pointAt(t, i);
    const d = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
    if (d < bestD) [best, bestD] = [i, d];
  }
  return best;
}

/** How far `p` is from the middle of the track near point `i`. */
export function offMiddle(t: Track, p: Pt, i: number): number {
  const q = pointAt(t, i);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** Where a car is on the track: the point it is at, counted on from the start (a lap is mid.length),
 * and whether it just crossed the line forward (a lap more) or back. */
export interface Progress {
  /** Points gone round in all, from the line: laps × mid.length + the point on this lap. */
  along: number;
  /** The point on the track now (0 … mid.length − 1). */
  at: number;
}

/** `p`'s progress after a move, from where it was. Crossing the line forward adds a lap; crossing it
 * back takes it away again, so driving back and forth over the line gains nothing. */
export function advance(t: Track, was: Progress, p: Pt): Progress {
  const n = t.mid.length;
  const i = nearest(t, p, was.at);
  const at = ((i % n) + n) % n;
  // (the nearest is looked for a little back and ahead of where it was: its step is i − was.at)
  return { along: was.along + (i - was.at), at };
}

/** Places in the race, 1 first: those in first, by when they finished; the rest by how far round. */
export function standings(cars: { along: number; done: number }[]): number[] {
  return cars.map(
    (c, k) =>
      1 +
      cars.filter((o, j) => {
        if (j === k) return false;
        if (o.done && c.done) return o.done < c.done || (o.done === c.done && j < k);
        if (o.done || c.done) return !!o.done;
        return o.along > c.along || (o.along === c.along && j < k);
      }).length,
  );
}

/** Where a car was, a moment of a lap. */
export interface Pose extends Pt {
  h: number;
}
/** One car's laps against the clock: each lap's time, the best, and the best lap's path (a ghost). */
export interface LapClock {
  /** Laps done when last looked (-1 on the grid, before the line). */
  done: number;
  start: number;
  times: number[];
  best: number | null;
  path: Pose[];
  bestPath: Pose[];
}
/** Seconds between two poses of a lap's path. */
const EVERY = 0.05;

export const lapClock = (): LapClock => ({ done: -1, start: 0, times: [], best: null, path: [], bestPath: [] }); // prettier-ignore

/** The clock at `clock` s with the car `done` laps in at `pose`: a lap ended is timed (the first line
 * crossed, from the grid, only starts the first); 'best' when it was the quickest yet. */
export function lapTick(l: LapClock, done: number, clock: number, pose: Pose): 'lap' | 'best' | null {
  let said: 'lap' | 'best' | null = null;
  if (done > l.done) {
    if (l.done >= 0) {
      const time = clock - l.start;
      l.times.push(time);
      said = 'lap';
      if (l.best === null || time < l.best) {
        [l.best, l.bestPath] = [time, l.path];
        said = l.times.length > 1 ? 'best' : 'lap';
      }
    }
    [l.done, l.start, l.path] = [done, clock, []];
  }
  while (l.done >= 0 && l.path.length <= (clock - l.start) / EVERY) l.path.push({ ...pose });
  return said;
}

/** Where the best lap's car was this far into the lap now run; null without a best lap, or past its end. */
export function ghostAt(l: LapClock, clock: number): Pose | null {
  if (l.done < 0) return null;
  return l.bestPath[Math.floor((clock - l.start) / EVERY)] ?? null;
}

/** "1:02.3" */
export const lapTime = (s: number) => `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;
