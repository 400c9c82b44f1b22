// The side-view platformer's level and physics, apart from its drawing so a check can play every layout
// through (tests/unit/platforms.test.ts): the level laid out from a seed, and one fixed step of the hero.
import type { Vec } from './runtime';

export interface Plat {
  x: number;
  w: number;
  top: number;
  /** A floating slab over a pit (otherwise a block down to the floor). */
  slab: boolean;
}
interface Spike {
  x: number;
  w: number;
  top: number;
}
export interface Walker {
  p: number; // the platform it patrols
  x: number;
  dir: number;
  speed: number;
}
export interface Power extends Vec {
  kind: 'star' | 'shoes';
}
export interface Level {
  plats: Plat[];
  coins: Vec[];
  spikes: Spike[];
  walkers: Walker[];
  powers: Power[];
  /** The platform the boss guards (the last one), or -1. */
  arena: number;
  flagX: number;
  /** The level's right end: the hero cannot go further. */
  end: number;
}
export interface Hero extends Vec {
  // x is the middle, y the feet
  vx: number;
  vy: number;
  /** The platform stood on, or -1 in the air. */
  ground: number;
  coyote: number;
  buffer: number;
  airJumps: number;
}

// The jump physics (pixels, seconds). A full jump rises JUMP²/2g ≈ 145 px and, at full speed, carries
// RUN × 2·JUMP/g ≈ 186 px across between platforms of one height.
const RUN = 250;
const ACCEL = 2400;
const DECEL = 2800;
const AIR_ACCEL = 1600;
const AIR_DECEL = 500;
export const GRAVITY = 2100;
export const JUMP = 780;
const CUT = 2.6; // gravity while rising with the jump let go: an early release is a lower jump
const FALL = 950;
const COYOTE = 0.1;
export const BUFFER = 0.13;
export const STEP = 1 / 120;
const MAX_RISE = 80; // the most a platform is above the one before it (the jump's height is 145)
const MAX_GAP = 0.74; // the widest gap, as a share of the full jump's reach at its rise
const BLOCK_TOP: [number, number] = [360, 550];
const SLAB_TOP: [number, number] = [300, 500];
export const SLAB_H = 18;
export const LIQUID_TOP = 588;
export const SPIKE_FLOOR = 606;
export const LIQUID =
  /\b(lava|magma|water|acid|slime|ooze|poison|toxic|sea|ocean|river|swamp|tar|goo|sludge)\b/;
export const CITY =
  /\b(roof|city|cities|town|street|building|skyscraper|skyline|urban|alley|downtown|metropol)/;
export const JUMP_KEYS = [' ', 'ArrowUp', 'w'];

/** Seconds in the air for a full jump at full speed that lands `rise` px above where it started. */
function airtime(rise: number): number {
  return (JUMP + Math.sqrt(Math.max(0, JUMP * JUMP - 2 * GRAVITY * rise))) / GRAVITY;
}
/** How high a full jump is `d` px after taking off at full speed. */
const arc = (d: number) => JUMP * (d / RUN) - (GRAVITY / 2) * (d / RUN) ** 2;
const thick = (p: Plat) => (p.slab ? SLAB_H : 2000);

/** FNV-1a: a stable number for a string. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
/** A seeded random in [0, 1) (mulberry32): a level is the same level each time it is played. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A stable number in [0, 1) for a pair (windows, skyline). */
export const noise = (a: number, b: number) => {
  const s = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return s - Math.floor(s);
};

/**
 * A level: platforms from the start to the flag. `hard` (0–1) widens the gaps and brings more walkers
 * and spikes. Every gap is under MAX_GAP of the full jump's reach at its rise, so it can be crossed.
 */
export function layout(
  seed: number,
  level: number,
  hard: number,
  o: {
    spikes: boolean;
    walkers: boolean;
    boss: boolean;
    powers: boolean;
    goal: number | null;
    liquid: boolean;
  },
): Level {
  const r = seeded(seed);
  const between = (a: number, b: number) => a + r() * (b - a);
  const length = 2400 + 500 * Math.min(8, level - 1);
  const plats: Plat[] = [{ x: -60, w: 460, top: 470, slab: false }];
  let x = 400;
  let y = 470;
  const spikes: Spike[] = [];
  const spiky = new Map<number, Spike>(); // the blocks with spikes on, by index
  // the next platform: its height, then a gap the jump can cross at that rise; with a spike, the block
  // is wide enough for the spike to stand past where a full jump lands and leave room after it
  const next = (slab: boolean, w: number, spike = false, fixedTop?: number) => {
    const prev = plats[plats.length - 1];
    const [lo, hi] = slab ? SLAB_TOP : BLOCK_TOP;
    let top = fixedTop ?? y + (r() * 2 - 1) * (60 + 40 * hard) + (455 - y) * 0.3;
    top = Math.max(lo, Math.min(hi, top, y + 150));
    top = Math.max(top, y - MAX_RISE);
    const rise = y - top;
    const reach = RUN * airtime(rise);
    const frac = Math.min(MAX_GAP, 0.34 + 0.3 * hard + 0.08 * Math.min(1, x / length));
    let gap = between(Math.min(40 + 30 * hard, reach * frac), reach * frac);
    // now and then a step up or down with no gap
    if (!slab && !prev.slab && !spike && fixedTop === undefined && Math.abs(rise) > 24 && r() < 0.15) gap = 0;
    if (spike) {
      const landing = Math.max(0, reach - gap); // how far in a full jump from the edge comes down
      w = Math.max(w, landing + 190);
      const s = { x: x + gap + between(Math.max(100, landing + 80), w - 100), w: 40, top };
      spikes.push(s);
      spiky.set(plats.length, s);
    }
    plats.push({ x: x + gap, w, top, slab });
    x += gap + w;
    y = top;
  };
  while (x < length) {
    const prev = plats[plats.length - 1];
    const slab = plats.length > 2 && !prev.slab && r() < (o.liquid ? 0.35 : 0.2) + 0.1 * hard;
    const spike = o.spikes && !slab && plats.length >= 2 && r() < 0.2 + 0.2 * hard;
    next(slab, slab ? between(70, 130) : Math.max(90, between(110, 300) * (1 - 0.3 * hard)), spike);
  }
  // the last platform: the flag at its far end, and room before it for the boss
  next(false, o.boss ? 620 : 300, false, Math.max(420, Math.min(520, y)));
  const last = plats.length - 1;
  const end = plats[last].x + plats[last].w;
  const flagX = end - (o.boss ? 60 : 70);

  const walkers: Walker[] = [];
  const coins: Vec[] = [];
  const free = (i: number) => i >= 2 && i < last && !plats[i].slab && !spiky.has(i);
  plats.forEach((p, i) => {
    if (!free(i)) return;
    if (o.walkers && p.w >= 120 && r() < 0.4 + 0.35 * hard) {
      const n = p.w >= 250 && r() < hard ? 2 : 1;
      for (let k = 0; k < n; k++)
        walkers.push({ p: i, x: between(p.x + 30, p.x + p.w - 30), dir: r() < 0.5 ? -1 : 1, speed: 1 });
    }
  });
  if (o.walkers && !walkers.length) {
    // always one at least, on the widest block there is
    const i = plats.reduce((best, p, k) => (free(k) && (best < 0 || p.w > plats[best].w) ? k : best), -1);
    if (i >= 0) walkers.push({ p: i, x: plats[i].x + plats[i].w / 2, dir: -1, speed: 1 });
  }
  // pickups: rows on the platforms (high over a spike: a jump over it), one over some gaps on the jump's arc
  const row = (p: Plat, n: number, lift: number) => {
    for (let k = 0; k < n; k++) coins.push({ x: p.x + p.w / 2 + (k - (n - 1) / 2) * 30, y: p.top - lift });
  };
  plats.forEach((p, i) => {
    if (i === 0) return;
    const prev = plats[i - 1];
    const gap = p.x - (prev.x + prev.w);
    if (gap >= 70 && r() < 0.45)
      coins.push({ x: prev.x + prev.w + gap / 2, y: prev.top - Math.min(110, arc(gap / 2) * 0.8) });
    const spike = spiky.get(i);
    if (spike) coins.push({ x: spike.x, y: p.top - 96 });
    else if (p.slab) {
      if (r() < 0.5) row(p, 1, 38);
    } else if (r() < 0.6)
      row(p, Math.min(3, 1 + Math.floor(r() * 3), Math.floor((p.w - 20) / 30)), r() < 0.5 ? 38 : 96);
  });
  // a goal to reach: always more pickups than it asks for
  for (let pass = 0; o.goal !== null && coins.length < o.goal + 2 && pass < 3; pass++)
    for (let i = 1; i < plats.length && coins.length < o.goal + 2; i++) {
      const p = plats[i];
      const lift = [66, 124, 150][pass];
      if (spiky.has(i) && lift < 90) continue;
      row(p, Math.max(1, Math.min(o.goal + 2 - coins.length, Math.floor((p.w - 20) / 30))), lift);
    }
  const powers: Power[] = [];
  if (o.powers) {
    const kinds: Power['kind'][] = r() < 0.5 ? ['star', 'shoes'] : ['shoes', 'star'];
    [0.35, 0.7].forEach((at, k) => {
      const i = Math.max(1, Math.min(last - 1, Math.round(at * last)));
      const p = plats[i];
      if (k === 0 || level >= 2)
        powers.push({ x: p.x + Math.min(40, p.w / 2), y: p.top - 52, kind: kinds[k] });
    });
  }
  return { plats, coins, spikes, walkers, powers, arena: o.boss ? last : -1, flagX, end };
}

const approach = (v: number, to: number, by: number) =>
  v < to ? Math.min(to, v + by) : Math.max(to, v - by);

/**
 * One fixed step of the hero: run, jump (coyote time, a buffered press, an air jump when it has one),
 * gravity (stronger on the way up once the jump is let go), then move and collide along x, then along y.
 * Returns 'jump' or 'double' when it jumped.
 */
export function move(
  h: Hero,
  dir: number,
  held: boolean,
  plats: Plat[],
  hw: number,
  hh: number,
  end: number,
  dt: number,
  lift = 1, // the design's jump strength ("jump higher"): params.jump
): 'jump' | 'double' | null {
  let jumped: 'jump' | 'double' | null = null;
  const grounded = h.ground >= 0;
  let rate = dir ? (grounded ? ACCEL : AIR_ACCEL) : grounded ? DECEL : AIR_DECEL;
  if (dir && h.vx && Math.sign(dir) !== Math.sign(h.vx)) rate *= 1.5; // turning is snappy
  h.vx = approach(h.vx, dir * RUN, rate * dt);
  h.coyote = grounded ? COYOTE : h.coyote - dt;
  h.buffer -= dt;
  if (h.buffer > 0) {
    if (h.coyote > 0) {
      h.vy = -JUMP * lift;
      jumped = 'jump';
    } else if (h.airJumps > 0) {
      h.airJumps -= 1;
      h.vy = -JUMP * 0.9 * lift;
      jumped = 'double';
    }
    if (jumped) {
      h.buffer = 0;
      h.coyote = 0;
      h.ground = -1;
    }
  }
  h.vy = Math.min(FALL, h.vy + GRAVITY * (h.vy < 0 && !held ? CUT : 1) * dt);

  const overlaps = (p: Plat) =>
    h.x + hw > p.x && h.x - hw < p.x + p.w && h.y > p.top && h.y - hh < p.top + thick(p);
  h.x += h.vx * dt;
  if (h.x < hw || h.x > end - hw) {
    h.x = Math.max(hw, Math.min(end - hw, h.x));
    h.vx = 0;
  }
  for (const p of plats) {
    if (!overlaps(p)) continue;
    const left = h.vx > 0 || (h.vx === 0 && h.x < p.x + p.w / 2);
    h.x = left ? p.x - hw : p.x + p.w + hw;
    h.vx = 0;
  }
  const before = h.y;
  h.y += h.vy * dt;
  h.ground = -1;
  plats.forEach((p, i) => {
    if (!overlaps(p)) return;
    if (h.vy >= 0 && before <= p.top + 0.5) {
      h.y = p.top;
      h.vy = 0;
      h.ground = i;
    } else if (h.vy < 0) {
      h.y = p.top + thick(p) + hh; // a bump on the head from below a slab
      h.vy = 0;
    }
  });
  return jumped;
}
