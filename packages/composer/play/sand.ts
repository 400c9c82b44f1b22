// A falling-sand world: a grid of grains, each a kind of matter, moved a frame at a time by its kind's
// rule (powders fall and pile, liquids fall and spread, gases rise and fade, fire burns out) and changed
// by what touches it (lava and water make stone and steam, lava turns sand to glass, fire burns wood, oil
// and plants, a seed in water grows into a plant). Pure, so it is tested on its own (src/sand.test.ts);
// the toy (games/sand.ts) draws it and lets you pour.

export const EMPTY = 0;
export const SAND = 1;
export const WATER = 2;
export const STONE = 3;
export const WOOD = 4;
export const FIRE = 5;
export const LAVA = 6;
export const SEED = 7;
export const OIL = 8;
export const ICE = 9;
export const PLANT = 10;
export const GLASS = 11;
export const STEAM = 12;
export const SMOKE = 13;

/** What can be poured, by its name. */
export const POURED: Record<string, number> = { sand: SAND, water: WATER, stone: STONE, wood: WOOD, fire: FIRE, lava: LAVA, seed: SEED, oil: OIL, ice: ICE }; // prettier-ignore
/** Each kind's colour (grains vary a little around it). */
export const COLOURS: Record<number, [number, number, number]> = {
  [SAND]: [226, 192, 120], [WATER]: [59, 130, 246], [STONE]: [120, 113, 108], [WOOD]: [133, 77, 14],
  [FIRE]: [249, 115, 22], [LAVA]: [220, 38, 38], [SEED]: [163, 230, 53], [OIL]: [68, 45, 30],
  [ICE]: [186, 230, 253], [PLANT]: [34, 197, 94], [GLASS]: [204, 251, 241], [STEAM]: [226, 232, 240],
  [SMOKE]: [100, 116, 139],
}; // prettier-ignore

export interface World {
  cols: number;
  rows: number;
  kind: Uint8Array;
  /** Frames left for what burns out or fades (fire, steam, smoke). */
  life: Uint8Array;
  /** A shade of its colour each grain keeps. */
  shade: Uint8Array;
  /** The frame a grain last moved in (so it moves once a frame). */
  moved: Uint32Array;
  frame: number;
}

export function world(cols: number, rows: number): World {
  const n = cols * rows;
  return { cols, rows, kind: new Uint8Array(n), life: new Uint8Array(n), shade: new Uint8Array(n), moved: new Uint32Array(n), frame: 1 }; // prettier-ignore
}

const LIFE: Record<number, [number, number]> = { [FIRE]: [20, 50], [STEAM]: [60, 140], [SMOKE]: [30, 70] };

/** Puts `k` at (x, y) (a fresh grain: its shade and, for what burns out, its life). */
export function put(w: World, x: number, y: number, k: number, rand: () => number): void {
  if (x < 0 || y < 0 || x >= w.cols || y >= w.rows) return;
  const i = y * w.cols + x;
  w.kind[i] = k;
  w.shade[i] = Math.floor(rand() * 40);
  const life = LIFE[k];
  w.life[i] = life ? life[0] + Math.floor(rand() * (life[1] - life[0])) : 0;
}

/** Pours `k` in a disc of `radius` cells around (x, y): over empty cells only, or anything when erasing. */
export function pour(w: World, x: number, y: number, radius: number, k: number, rand: () => number): void {
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy > radius * radius) continue;
      const [px, py] = [x + dx, y + dy];
      if (px < 0 || py < 0 || px >= w.cols || py >= w.rows) continue;
      const i = py * w.cols + px;
      // (a powder or liquid poured as a sprinkle, not a solid block)
      const sprinkle = [SAND, WATER, SEED, OIL, LAVA].includes(k) && rand() < 0.5;
      if (k === EMPTY || (w.kind[i] === EMPTY && !sprinkle)) put(w, px, py, k, rand);
    }
}

/** How heavy a kind is, among what moves (a heavier one sinks through a lighter one). */
const WEIGHT: Record<number, number> = { [EMPTY]: 0, [STEAM]: 0, [SMOKE]: 0, [FIRE]: 0, [OIL]: 1, [WATER]: 2, [LAVA]: 3, [SAND]: 4, [SEED]: 4 }; // prettier-ignore
const heavier = (a: number, b: number) => b in WEIGHT && WEIGHT[a] > WEIGHT[b];

/** One frame of the world. */
export function step(w: World, rand: () => number): void {
  const { cols, rows, kind } = w;
  w.frame += 1;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= cols || y >= rows ? -1 : y * cols + x);
  const swap = (i: number, j: number) => {
    [kind[i], kind[j]] = [kind[j], kind[i]];
    [w.life[i], w.life[j]] = [w.life[j], w.life[i]];
    [w.shade[i], w.shade[j]] = [w.shade[j], w.shade[i]];
    w.moved[j] = w.frame;
  };
  const become = (i: number, k: number) => put(w, i % cols, Math.floor(i / cols), k, rand);
  /** Moves the grain at i to the first of the cells it may go to; true when it moved. */
  const fall = (i: number, x: number, y: number, dy: number) => {
    const k = kind[i];
    const d = rand() < 0.5 ? 1 : -1;
    for (const [tx, ty] of [
      [x, y + dy],
      [x + d, y + dy],
      [x - d, y + dy],
    ]) {
      const j = at(tx, ty);
      if (j >= 0 && (dy > 0 ? heavier(k, kind[j]) : kind[j] === EMPTY)) {
        swap(i, j);
        return true;
      }
    }
    return false;
  };
  const spread = (i: number, x: number, y: number, reach: number) => {
    const d = rand() < 0.5 ? 1 : -1;
    let to = i;
    for (let s = 1; s <= reach; s++) {
      const j = at(x + d * s, y);
      if (j < 0 || !heavier(kind[i], kind[j])) break;
      to = j;
    }
    if (to !== i) swap(i, to);
  };
  const around = (x: number, y: number) =>
    [at(x, y - 1), at(x, y + 1), at(x - 1, y), at(x + 1, y)].filter((j) => j >= 0);

  for (let y = rows - 1; y >= 0; y--) {
    const leftward = rand() < 0.5;
    for (let n = 0; n < cols; n++) {
      const x = leftward ? cols - 1 - n : n;
      const i = y * cols + x;
      const k = kind[i];
      if (k === EMPTY || w.moved[i] === w.frame) continue;
      if (k === SAND || k === SEED) {
        if (k === SEED && around(x, y).some((j) => kind[j] === WATER) && rand() < 0.1) {
          const wet = around(x, y).find((j) => kind[j] === WATER)!;
          become(wet, EMPTY);
          become(i, PLANT);
          continue;
        }
        fall(i, x, y, 1);
      } else if (k === WATER || k === OIL) {
        if (!fall(i, x, y, 1)) spread(i, x, y, 3);
      } else if (k === LAVA) {
        for (const j of around(x, y)) {
          const near = kind[j];
          if (near === WATER) {
            become(j, STEAM);
            become(i, STONE);
          } else if (near === ICE) become(j, WATER);
          else if (near === SAND && rand() < 0.05) become(j, GLASS);
          else if ((near === WOOD || near === PLANT || near === SEED || near === OIL) && rand() < 0.1)
            become(j, FIRE);
        }
        if (kind[i] === LAVA && rand() < 0.5 && !fall(i, x, y, 1)) spread(i, x, y, 1);
      } else if (k === FIRE) {
        for (const j of around(x, y)) {
          const near = kind[j];
          if (near === WATER) {
            become(j, rand() < 0.5 ? STEAM : WATER);
            become(i, SMOKE);
            break;
          }
          if (near === ICE && rand() < 0.2) become(j, WATER);
          const catches = near === OIL ? 0.3 : near === WOOD || near === PLANT || near === SEED ? 0.08 : 0;
          if (rand() < catches) become(j, FIRE);
        }
        if (kind[i] !== FIRE) continue;
        const fed = around(x, y).some((j) => [WOOD, PLANT, SEED, OIL].includes(kind[j]));
        if (--w.life[i] === 0) become(i, rand() < 0.3 ? SMOKE : EMPTY);
        else if (!fed && rand() < 0.5) fall(i, x, y, -1); // (flames lick upwards, but stay on what burns)
      } else if (k === STEAM || k === SMOKE) {
        if (--w.life[i] === 0) {
          // (steam high up turns back into a drop now and then: rain)
          become(i, k === STEAM && rand() < 0.3 ? WATER : EMPTY);
          continue;
        }
        if (!fall(i, x, y, -1) && rand() < 0.5) {
          const j = at(x + (rand() < 0.5 ? 1 : -1), y);
          if (j >= 0 && kind[j] === EMPTY) swap(i, j);
        }
      } else if (k === PLANT) {
        // a plant drinks the water beside it, and what it drank makes it climb: a new leaf above it carries
        // the rest up (life is the water a plant cell holds)
        const wet = around(x, y).find((j) => kind[j] === WATER);
        if (wet !== undefined && rand() < 0.2) {
          become(wet, EMPTY);
          w.life[i] = Math.min(30, w.life[i] + 4);
        }
        if (w.life[i] > 0 && rand() < 0.2) {
          const up = [at(x, y - 1), at(x - 1, y - 1), at(x + 1, y - 1)].filter(
            (j) => j >= 0 && kind[j] === EMPTY,
          );
          if (up.length) {
            const leaf = up[Math.floor(rand() * up.length)];
            become(leaf, PLANT);
            w.life[leaf] = w.life[i] - 1;
            w.moved[leaf] = w.frame;
          }
          w.life[i] = 0;
        }
      }
    }
  }
}

/** How many grains of `k` there are. */
export const count = (w: World, k: number) => w.kind.reduce((n, x) => n + (x === k ? 1 : 0), 0);
