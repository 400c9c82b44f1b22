// Fishing from a dock, the way a fishing sim plays it: cast, wait for a bite, strike when the float
// goes under, then the reel: keep the fish inside your green bar (hold to lift it, let go and it sinks)
// until the catch meter is full. Fish are sold for coins, coins buy better rods: bites come sooner, the
// bar is wider and the reel quicker. Pure (no canvas), so it can be tested on its own; the game draws
// it (play/games/angling.ts).

export interface Rod {
  name: string;
  price: number;
  /** The green bar's height, a share of the reel's. */
  bar: number;
  /** Seconds to a bite × this. */
  lure: number;
  /** The catch meter's fill × this. */
  pull: number;
}

export const RODS: Rod[] = [
  { name: 'Bamboo rod', price: 0, bar: 0.24, lure: 1, pull: 1 },
  { name: 'Fibreglass rod', price: 30, bar: 0.3, lure: 0.8, pull: 1.15 },
  { name: 'Carbon rod', price: 90, bar: 0.36, lure: 0.65, pull: 1.3 },
  { name: 'Golden rod', price: 240, bar: 0.44, lure: 0.5, pull: 1.5 },
];

/** Seconds from the float landing to the bite, sooner with a better rod (and never at once). */
export function biteWait(rod: Rod, rand: () => number): number {
  return (1.8 + rand() * 4.2) * rod.lure;
}

/** How long a bite lasts before the fish lets go: strike within it. */
export const STRIKE = 0.9;

/** The reel: positions are shares of its height, 0 at the bottom. */
export interface Reel {
  /** The green bar's bottom, and its speed. */
  bar: number;
  barV: number;
  /** The fish, where it is heading, and how long until it darts elsewhere. */
  fish: number;
  to: number;
  next: number;
  /** The catch meter, 0-1: full lands it, empty loses it. */
  meter: number;
}

export function startReel(): Reel {
  return { bar: 0, barV: 0, fish: 0.15, to: 0.4, next: 0.8, meter: 0.35 }; // (the fish starts in the bar)
}

const LIFT = 2.6; // the bar's rise while held, shares a second²
const SINK = 2.2; // its fall when let go
const FILL = 0.3; // of the meter a second, the fish in the bar
const DRAIN = 0.16; // a second, the fish outside it

/**
 * One step of the reel. `fight` (0-1) is how wild the fish is: how far and often it darts. Returns
 * 'landed' or 'lost' when the meter fills or empties, else null.
 */
export function stepReel(
  r: Reel,
  holding: boolean,
  dt: number,
  fight: number,
  rod: Rod,
  rand: () => number,
): 'landed' | 'lost' | null {
  r.barV += (holding ? LIFT : -SINK) * dt;
  r.bar += r.barV * dt;
  if (r.bar < 0) [r.bar, r.barV] = [0, Math.abs(r.barV) * 0.3]; // (a little bounce off the bottom)
  if (r.bar > 1 - rod.bar) [r.bar, r.barV] = [1 - rod.bar, 0];
  // The fish darts to a new depth now and then, wilder ones further and more often.
  r.next -= dt;
  if (r.next <= 0) {
    const reach = 0.2 + 0.6 * fight;
    r.to = Math.min(0.97, Math.max(0.03, r.fish + (rand() * 2 - 1) * reach));
    r.next = (0.5 + rand() * 1.2) * (1.2 - 0.6 * fight);
  }
  r.fish += (r.to - r.fish) * Math.min(1, dt * (1.5 + 3 * fight));
  const inside = r.fish >= r.bar && r.fish <= r.bar + rod.bar;
  r.meter = Math.min(1, Math.max(0, r.meter + (inside ? FILL * rod.pull : -DRAIN) * dt));
  return r.meter >= 1 ? 'landed' : r.meter <= 0 ? 'lost' : null;
}

/** What a fish fetches: more for a rarer kind and a heavier one. */
export function priceOf(kind: number, weight: number): number {
  return Math.max(1, Math.round((3 + 4 * kind) * weight));
}

/** The coins a bucket of catches fetches. */
export function sale(bucket: { kind: number; weight: number }[]): number {
  return bucket.reduce((sum, f) => sum + priceOf(f.kind, f.weight), 0);
}
