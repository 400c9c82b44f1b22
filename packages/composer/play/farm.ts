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

/** Animals kept, each fed a day to give its product the next morning. */
export interface Animal {
  name: string;
  emoji: string;
  /** What feeding it costs a day. */
  feed: number;
  product: string;
  productEmoji: string;
  sells: number;
}
export const ANIMALS: Animal[] = [
  { name: 'chicken', emoji: '🐔', feed: 2, product: 'egg', productEmoji: '🥚', sells: 8 },
  { name: 'cow', emoji: '🐄', feed: 5, product: 'milk', productEmoji: '🥛', sells: 18 },
  { name: 'goat', emoji: '🐐', feed: 3, product: 'milk', productEmoji: '🥛', sells: 12 },
  { name: 'sheep', emoji: '🐑', feed: 3, product: 'wool', productEmoji: '🧶', sells: 14 },
];
/** The seasons, a week each: nothing grows in winter. */
export const SEASONS = [
  { name: 'Spring', emoji: '🌸' },
  { name: 'Summer', emoji: '☀️' },
  { name: 'Autumn', emoji: '🍂' },
  { name: 'Winter', emoji: '❄️' },
];
export const SEASON_DAYS = 7;

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
  /** Crops by CROPS' order. */
  basket: number[];
  /** The animals kept (indexes into ANIMALS) and whether each was fed today. */
  animals: { kind: number; fed: boolean }[];
  /** Products of the animals in the basket, by name. */
  goods: Record<string, number>;
  /** Whether the year turns (nothing grows in winter). */
  seasons: boolean;
}

export function newFarm(plots: number, coins = 20, animals: string[] = [], seasons = false): Farm {
  return {
    coins,
    day: 1,
    plots: Array.from({ length: plots }, () => ({ crop: -1, grown: 0, watered: false, dry: 0 })),
    basket: CROPS.map(() => 0),
    animals: animals.map((a) => ({ kind: ANIMALS.findIndex((x) => x.name === a), fed: false })).filter((a) => a.kind >= 0), // prettier-ignore
    goods: {},
    seasons,
  };
}

/** The season of a day (spring on day 1). */
export const seasonOf = (f: Farm) => Math.floor((f.day - 1) / SEASON_DAYS) % SEASONS.length;
const winter = (f: Farm) => f.seasons && seasonOf(f) === 3;

/** Feeds an animal for the day, its feed paid; false when fed already or the coins are short. */
export function feed(f: Farm, i: number): boolean {
  const a = f.animals[i];
  if (!a || a.fed || f.coins < ANIMALS[a.kind].feed) return false;
  f.coins -= ANIMALS[a.kind].feed;
  a.fed = true;
  return true;
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
  const goods = Object.entries(f.goods).reduce(
    (sum, [name, n]) => sum + n * ANIMALS.find((a) => a.product === name)!.sells,
    0,
  );
  const got = f.basket.reduce((sum, n, c) => sum + n * CROPS[c].sells, 0) + goods;
  f.coins += got;
  f.basket = CROPS.map(() => 0);
  f.goods = {};
  return got;
}

/** The night: a watered crop grows a day; one left dry three days in a row withers. The crops withered. */
export function nextDay(f: Farm): number {
  let withered = 0;
  // a fed animal gives its product in the morning
  for (const a of f.animals) {
    if (a.fed) {
      const product = ANIMALS[a.kind].product;
      f.goods[product] = (f.goods[product] ?? 0) + 1;
    }
    a.fed = false;
  }
  const cold = winter(f);
  for (const p of f.plots) {
    if (p.crop < 0 || ripe(p)) continue;
    if (cold) {
      p.watered = false; // (in winter nothing grows, and nothing dries out)
      continue;
    }
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
  f.plots.every((p) => p.crop < 0) &&
  f.basket.every((n) => n === 0) &&
  !Object.values(f.goods).some((n) => n > 0) &&
  !f.animals.some((a) => a.fed) &&
  f.coins < Math.min(CROPS[0].seed, ...f.animals.map((a) => ANIMALS[a.kind].feed));
