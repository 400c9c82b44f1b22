// A farm's rules: seeds bought and planted in plots, watered each day to grow, ripe crops harvested into
// a basket and sold at the market, the day ended with a button. Pure, so it is tested on its own
// (src/farm.test.ts); the game (games/farm.ts) draws and plays it.

export interface Crop {
  name: string;
  emoji: string;
  /** What a seed costs, and what one ripe crop sells for. */
  seed: number;
  sells: number;
  /** Watered days it takes to ripen. */
  days: number;
}

/** Carrots to start with; dearer seeds that pay more, to save up for. */
export const CROPS: Crop[] = [
  { name: 'carrot', emoji: '🥕', seed: 5, sells: 12, days: 2 },
  { name: 'strawberry', emoji: '🍓', seed: 12, sells: 30, days: 3 },
  { name: 'pumpkin', emoji: '🎃', seed: 25, sells: 70, days: 4 },
];

export interface Plot {
  /** The crop's index in CROPS, or -1 when the soil is bare. */
  crop: number;
  /** Watered days so far. */
  grown: number;
  watered: boolean;
  /** Days in a row left dry. */
  dry: number;
}
export interface Farm {
  coins: number;
  day: number;
  plots: Plot[];
  basket: number[];
}

export function newFarm(plots: number, coins = 20): Farm {
  return {
    coins,
    day: 1,
    plots: Array.from({ length: plots }, () => ({ crop: -1, grown: 0, watered: false, dry: 0 })),
    basket: CROPS.map(() => 0),
  };
}

export const ripe = (p: Plot) => p.crop >= 0 && p.grown >= CROPS[p.crop].days;

/** Plants a seed bought there and then; false when the plot is taken or the coins are short. */
export function plant(f: Farm, plot: number, crop: number): boolean {
  const p = f.plots[plot];
  if (p.crop >= 0 || f.coins < CROPS[crop].seed) return false;
  f.coins -= CROPS[crop].seed;
  f.plots[plot] = { crop, grown: 0, watered: false, dry: 0 };
  return true;
}

export function water(f: Farm, plot: number): boolean {
  const p = f.plots[plot];
  if (p.crop < 0 || p.watered || ripe(p)) return false;
  p.watered = true;
  return true;
}

/** A ripe crop into the basket, the plot bare again. */
export function harvest(f: Farm, plot: number): boolean {
  const p = f.plots[plot];
  if (!ripe(p)) return false;
  f.basket[p.crop] += 1;
  f.plots[plot] = { crop: -1, grown: 0, watered: false, dry: 0 };
  return true;
}

/** Everything in the basket sold; the coins it brought. */
export function sell(f: Farm): number {
  const got = f.basket.reduce((sum, n, c) => sum + n * CROPS[c].sells, 0);
  f.coins += got;
  f.basket = CROPS.map(() => 0);
  return got;
}

/** The night: a watered crop grows a day; one left dry three days in a row withers. The crops withered. */
export function nextDay(f: Farm): number {
  let withered = 0;
  for (const p of f.plots) {
    if (p.crop < 0 || ripe(p)) continue;
    if (p.watered) {
      p.grown += 1;
      p.dry = 0;
    } else if ((p.dry += 1) >= 3) {
      Object.assign(p, { crop: -1, grown: 0, dry: 0 });
      withered += 1;
    }
    p.watered = false;
  }
  f.day += 1;
  return withered;
}

/** Nothing can be done any more: no crop in the ground or the basket, and no seed affordable. */
export const stuck = (f: Farm) =>
  f.plots.every((p) => p.crop < 0) && f.basket.every((n) => n === 0) && f.coins < CROPS[0].seed;
