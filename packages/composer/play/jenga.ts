// Jenga (pure): a tower of wooden blocks, three to a layer, each layer laid across the one below. A
// turn takes one block out from below the highest complete layer and puts it on top; whoever makes the
// tower fall loses. Whether it stands is worked out here, so it is tested on its own (src/jenga.test.ts);
// the game (games/jenga.ts) draws it, sways it and lets it tumble.
//
// Units are block widths (2.5 cm): a block is 3 long, 1 wide and 0.6 thick. x runs to the viewer's
// right-front, z to the left-front, y up. Even layers lie along x (their three blocks side by side in
// z), odd layers along z. Every block weighs the same.
//
// The rules: blocks are taken only below the highest complete layer (not from the top layer, nor from
// the one under it while the top layer is still being filled); a block taken goes on top, into a free
// slot of the top layer, a new layer (across the last) starting only once that one is full. A layer
// holds what is above it when the middle of that load's weight lies over its remaining blocks; pulling
// a block from a loaded layer may drag the tower with it (friction: more in a full layer, more the lower
// the layer, more when what is left sways, more on harder levels).

export type Slot = number | null; // a block (its id, which keeps its look) or a gap
export type Layer = Slot[]; // three slots
export type Tower = Layer[];
export type Side = 0 | 1;
export type Level = 'easy' | 'normal' | 'hard';
export type Axis = 'x' | 'z';
export interface Spot {
  layer: number;
  slot: number;
}
interface Flat {
  x: number;
  z: number;
}

export const LAYERS = 18;
export const THICK = 0.6; // a layer's height (1.5 cm of a block's 2.5 cm width)
export const LONG = 3; // a block's length
/** A load whose middle is nearer its support's edge than this is not held (it tips). */
const EDGE = 0.02;
/** How far (radians) a load may lean before it goes over its support's edge, below which a layer
 * sways: a tall load over a narrow support tips at a small angle, a block lying flat at a large one. */
const SWAYS = 0.3;

/** Which way a layer's blocks lie. */
export const axisOf = (layer: number): Axis => (layer % 2 === 0 ? 'x' : 'z');

/** A fresh tower: `layers` full layers, blocks numbered from the bottom. */
export const build = (layers = LAYERS): Tower =>
  Array.from({ length: layers }, (_, i) => [i * 3, i * 3 + 1, i * 3 + 2]);

/** The middle of the block in `slot` of `layer`, seen from above. */
export function centre(layer: number, slot: number): Flat {
  return axisOf(layer) === 'x' ? { x: 0, z: slot - 1 } : { x: slot - 1, z: 0 };
}

const filled = (l: Layer) => l.flatMap((v, i) => (v === null ? [] : [i]));
/** Blocks in the tower. */
export const count = (t: Tower) => t.reduce((n, l) => n + filled(l).length, 0);

/** The highest complete layer: the top one, or the one under it while the top one is being filled. */
export const highestComplete = (t: Tower) =>
  filled(t[t.length - 1]).length === 3 ? t.length - 1 : t.length - 2;

/** Whether the block at `layer`, `slot` may be taken: there, and below the highest complete layer. */
export const canTake = (t: Tower, layer: number, slot: number) =>
  layer >= 0 && layer < highestComplete(t) && t[layer]?.[slot] !== undefined && t[layer][slot] !== null;

/** Every block that may be taken. */
export const takeable = (t: Tower): Spot[] =>
  t.flatMap((l, layer) => filled(l).flatMap((slot) => (canTake(t, layer, slot) ? [{ layer, slot }] : [])));

/** The layer a block put on top goes into: the top one while it has a gap, else a new one. */
export const topLayer = (t: Tower) => (filled(t[t.length - 1]).length < 3 ? t.length - 1 : t.length);

/** The slots a block may go into on top. */
export function freeSlots(t: Tower): number[] {
  const top = t[t.length - 1];
  return filled(top).length < 3 ? [0, 1, 2].filter((i) => top[i] === null) : [0, 1, 2];
}

/** The tower with the block at `layer`, `slot` taken out. */
export const without = (t: Tower, layer: number, slot: number): Tower =>
  t.map((l, i) => (i === layer ? l.map((v, k) => (k === slot ? null : v)) : [...l]));

/** The tower with block `id` put into `slot` on top. */
export function withTop(t: Tower, slot: number, id: number): Tower {
  const at = topLayer(t);
  const out = t.map((l) => [...l]);
  if (at === out.length) out.push([null, null, null]);
  out[at][slot] = id;
  return out;
}

/** What a layer stands on, seen from above: the box its remaining blocks cover, or null for none. */
export function supportOf(t: Tower, layer: number): { x: [number, number]; z: [number, number] } | null {
  const slots = filled(t[layer]);
  if (!slots.length) return null;
  const span: [number, number] = [Math.min(...slots) - 1.5, Math.max(...slots) - 0.5];
  const whole: [number, number] = [-LONG / 2, LONG / 2];
  return axisOf(layer) === 'x' ? { x: whole, z: span } : { x: span, z: whole };
}

/** How a tower stands. */
export interface Verdict {
  /** The lowest layer that cannot hold what is on it (all above it falls), or null: the tower stands. */
  falls: number | null;
  /** The layer that fails, or else the shakiest one (-1 when none is). */
  layer: number;
  /** Which way the load goes over, or is nearest to going over: one step along x or z. */
  toward: Flat;
  /** 0 (steady) to 1 (at the edge): how near the shakiest layer's load is to its support's edge. */
  wobble: number;
}

/** Whether every layer holds what is above it, which falls if not, and how much the tower wobbles. */
export function check(t: Tower): Verdict {
  // (the load on each layer, summed once from the top down)
  const loads: (Flat & { up: number; n: number })[] = [];
  let [x, z, y, n] = [0, 0, 0, 0];
  for (let layer = t.length - 1; layer >= 0; layer--) {
    loads[layer] = n
      ? { x: x / n, z: z / n, up: y / n - (layer + 1) * THICK, n }
      : { x: 0, z: 0, up: 0, n: 0 };
    for (const slot of filled(t[layer])) {
      const c = centre(layer, slot);
      [x, z, y, n] = [x + c.x, z + c.z, y + (layer + 0.5) * THICK, n + 1];
    }
  }
  let shaky: Verdict = { falls: null, layer: -1, toward: { x: 1, z: 0 }, wobble: 0 };
  for (let layer = 0; layer < t.length - 1; layer++) {
    const load = loads[layer];
    if (!load.n) continue;
    const sup = supportOf(t, layer);
    if (!sup) {
      // (nothing left under it: it drops, going over the way its weight leans, else the way blocks lie)
      const lean = Math.abs(load.x) >= Math.abs(load.z) ? { x: Math.sign(load.x) || 1, z: 0 } : { x: 0, z: Math.sign(load.z) }; // prettier-ignore
      return { falls: layer, layer, toward: lean, wobble: 1 };
    }
    // the nearest edge of the support to the load's middle, and how far inside it that is
    const edges: [number, Flat][] = [
      [load.x - sup.x[0], { x: -1, z: 0 }],
      [sup.x[1] - load.x, { x: 1, z: 0 }],
      [load.z - sup.z[0], { x: 0, z: -1 }],
      [sup.z[1] - load.z, { x: 0, z: 1 }],
    ];
    const [margin, toward] = edges.reduce((a, b) => (b[0] < a[0] ? b : a));
    if (margin < EDGE) return { falls: layer, layer, toward, wobble: 1 };
    // (how far it would have to lean to go over: the less, the more it sways)
    const wobble = Math.min(1, Math.max(0, 1 - Math.atan2(margin, load.up) / SWAYS));
    if (wobble > shaky.wobble) shaky = { falls: null, layer, toward, wobble };
  }
  return shaky;
}

/** Whether the tower stands. */
export const stands = (t: Tower) => check(t).falls === null;

/** How likely pulling the block at `layer`, `slot` drags the tower with it: a full layer grips it
 * tighter than one with a gap, a lower layer has more weight on it, a tower left swaying goes more
 * easily, and harder levels grip more. */
export function risk(t: Tower, layer: number, slot: number, level: Level): number {
  const n = filled(t[layer]).length;
  if (n <= 1 || layer >= t.length - 1) return 0; // (nothing beside it, or nothing on it)
  const grip = { easy: 0.005, normal: 0.01, hard: 0.02 }[level];
  const tight = n === 3 ? 1 : 0.6;
  const load = (t.length - 1 - layer) / (t.length - 1);
  const after = check(without(t, layer, slot));
  return grip * tight * (0.25 + 0.75 * load) * (1 + 2.5 * after.wobble);
}

/** Whether this pull drags the tower (a roll of `rand` against its risk). */
export const slips = (t: Tower, layer: number, slot: number, level: Level, rand: () => number) =>
  rand() < risk(t, layer, slot, level);

/** A game: the tower, whose turn it is, the block in hand (taken, not yet put on top), blocks moved. */
export interface State {
  tower: Tower;
  turn: Side;
  held: number | null;
  moved: number;
}

export const start = (layers = LAYERS): State => ({ tower: build(layers), turn: 0, held: null, moved: 0 });

/** The block at `layer`, `slot` taken into hand, or null when it may not be (or one is in hand). */
export function take(s: State, layer: number, slot: number): State | null {
  if (s.held !== null || !canTake(s.tower, layer, slot)) return null;
  return { ...s, tower: without(s.tower, layer, slot), held: s.tower[layer][slot] };
}

/** The block in hand put into `slot` on top, and the turn passed on; null when that slot is not free. */
export function put(s: State, slot: number): State | null {
  if (s.held === null || !freeSlots(s.tower).includes(slot)) return null;
  return {
    tower: withTop(s.tower, slot, s.held),
    turn: (1 - s.turn) as Side,
    held: null,
    moved: s.moved + 1,
  };
}

/** The slot on top that leaves the tower steadiest (the first of equals). */
export function steadiest(t: Tower): number {
  const score = (slot: number) => {
    const v = check(withTop(t, slot, -1));
    return v.falls === null ? v.wobble : 2;
  };
  return freeSlots(t).reduce((a, b) => (score(b) < score(a) - 1e-9 ? b : a));
}

/** A whole turn: the block taken, and the slot on top it goes into. */
export interface Turn extends Spot {
  to: number;
}

/** The computer's turn: the block whose pull is least likely to slip and leaves the tower steadiest,
 * put where it is steadiest. Easy plays carelessly now and then; normal weighs a little loosely. */
export function choose(t: Tower, level: Level, rand: () => number): Turn | null {
  const all = takeable(t);
  if (!all.length) return null;
  if (level === 'easy' && rand() < 0.3) {
    const pick = all[Math.floor(rand() * all.length)];
    const free = freeSlots(without(t, pick.layer, pick.slot));
    return { ...pick, to: free[Math.floor(rand() * free.length)] };
  }
  const noise = { easy: 0.5, normal: 0.15, hard: 0.02 }[level];
  let best: Turn | null = null;
  let bestScore = -Infinity;
  for (const p of all) {
    const after = without(t, p.layer, p.slot);
    const v = check(after);
    const to = steadiest(after);
    const placed = check(withTop(after, to, -1));
    const score =
      v.falls !== null
        ? -1000
        : placed.falls !== null
          ? -500
          : -(risk(t, p.layer, p.slot, level) * 30 + v.wobble + placed.wobble * 0.5) + rand() * noise;
    if (score > bestScore) [best, bestScore] = [{ ...p, to }, score];
  }
  return best;
}

// The view --------------------------------------------------------------------------------------
// The tower is drawn from a corner (isometric): x to the lower right, z to the lower left. A block is
// pulled out along its length, toward the viewer.

export const VIEW = { cx: 240, base: 548, unit: 30, top: 175 } as const;
const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;

/** How much the view is zoomed out so a tower of `layers` fits under the turn line. */
export const zoomFor = (layers: number) =>
  Math.min(1, (VIEW.base - VIEW.top) / ((layers * THICK + LONG * SIN) * VIEW.unit));

/** Where a point of the tower (block widths) is on the screen, at zoom `s`. */
export function screenOf(x: number, y: number, z: number, s: number): { x: number; y: number } {
  const u = VIEW.unit * s;
  return { x: VIEW.cx + (x - z) * COS * u, y: VIEW.base - y * u + (x + z) * SIN * u };
}

/** Which way (on the screen, a unit vector) a block of `layer` comes out. */
export const pullDir = (layer: number) => (axisOf(layer) === 'x' ? { x: COS, y: SIN } : { x: -COS, y: SIN });

/** The middle of the end of a block that faces the viewer: where it is taken hold of. */
export function endOf(layer: number, slot: number, s: number): { x: number; y: number } {
  const c = centre(layer, slot);
  const y = (layer + 0.5) * THICK;
  return axisOf(layer) === 'x' ? screenOf(LONG / 2, y, c.z, s) : screenOf(c.x, y, LONG / 2, s);
}

/** The middle of the top of a slot's block in `layer` (a place on top to put a block). */
export function slotTop(layer: number, slot: number, s: number): { x: number; y: number } {
  const c = centre(layer, slot);
  return screenOf(c.x, (layer + 1) * THICK, c.z, s);
}
