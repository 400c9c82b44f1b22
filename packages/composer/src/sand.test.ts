import {
  count,
  FIRE,
  GLASS,
  LAVA,
  PLANT,
  pour,
  put,
  SAND,
  SEED,
  step,
  STEAM,
  STONE,
  WATER,
  WOOD,
  world,
} from '../play/sand';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}
const run = (w: ReturnType<typeof world>, frames: number, rand: () => number) => {
  for (let k = 0; k < frames; k++) step(w, rand);
};

test('sand falls and piles up on the floor; water falls and spreads out flat', () => {
  const rand = seeded(1);
  const w = world(40, 30);
  pour(w, 20, 3, 2, SAND, rand);
  const grains = count(w, SAND);
  run(w, 80, rand);
  expect(count(w, SAND)).toBe(grains); // (nothing lost)
  const bottom = Array.from({ length: 40 }, (_, x) => w.kind[29 * 40 + x]);
  expect(bottom.filter((k) => k === SAND).length).toBeGreaterThan(2);
  const pile = Array.from({ length: 30 }, (_, y) => w.kind[y * 40 + 20]).filter((k) => k === SAND).length;
  expect(pile).toBeGreaterThan(1); // (a heap, not one flat row)
  const sea = world(40, 30);
  for (let x = 18; x < 23; x++) for (let y = 0; y < 6; y++) put(sea, x, y, WATER, rand);
  run(sea, 200, rand);
  const rows = Array.from({ length: 30 }, (_, y) => Array.from({ length: 40 }, (__, x) => sea.kind[y * 40 + x]).filter((k) => k === WATER).length); // prettier-ignore
  expect(rows[29]).toBe(30); // the 30 drops lie along the floor
});

test('lava meets water: stone and steam; lava on sand makes glass; fire burns wood', () => {
  const rand = seeded(2);
  const w = world(20, 20);
  for (let x = 0; x < 20; x++) put(w, x, 19, WATER, rand); // (a floor of water, nowhere to run)
  put(w, 10, 18, LAVA, rand);
  step(w, rand);
  expect(count(w, STONE)).toBe(1);
  expect(count(w, STEAM)).toBe(1);
  const g = world(20, 20);
  for (let x = 0; x < 20; x++) put(g, x, 19, SAND, rand);
  put(g, 10, 18, LAVA, rand);
  run(g, 200, rand);
  expect(count(g, GLASS)).toBeGreaterThan(0);
  const f = world(20, 20);
  for (let x = 5; x < 15; x++) put(f, x, 19, WOOD, rand);
  put(f, 5, 18, FIRE, rand);
  run(f, 400, rand);
  expect(count(f, WOOD)).toBeLessThan(10);
});

test('a seed in water grows into a plant that drinks and climbs', () => {
  const rand = seeded(3);
  const w = world(20, 20);
  for (let x = 0; x < 20; x++) for (let y = 16; y < 20; y++) put(w, x, y, WATER, rand);
  put(w, 10, 15, SEED, rand);
  run(w, 300, rand);
  expect(count(w, SEED)).toBe(0);
  expect(count(w, PLANT)).toBeGreaterThan(4);
});
