import { biteWait, priceOf, RODS, sale, startReel, stepReel, type Reel } from '../play/angling';
import { seeded } from '../play/platforms'; // (the same fish every run)

/** Holding while the bar's middle (where it is going) is under the fish: the way a player follows it. */
const follow =
  (rod = RODS[0]) =>
  (r: Reel) =>
    r.bar + rod.bar / 2 + r.barV * 0.3 < r.fish;

/** Reels for up to `seconds` with a way of holding (given the reel), the outcome or null. */
function reel(hold: (r: Reel) => boolean, rod = RODS[0], fight = 0.5, seconds = 40) {
  const r = startReel();
  const rand = seeded(7);
  for (let t = 0; t < seconds * 60; t++) {
    const out = stepReel(r, hold(r), 1 / 60, fight, rod, rand);
    if (out) return { out, t: t / 60 };
  }
  return { out: null, t: seconds };
}

test('keeping the fish inside the bar lands it; never holding (or always holding) loses it', () => {
  expect(reel(follow()).out).toBe('landed');
  expect(reel(() => false).out).toBe('lost');
  expect(reel(() => true).out).toBe('lost');
});

test('a better rod lands the same fish sooner and bites come sooner', () => {
  const bamboo = reel(follow(RODS[0]), RODS[0], 0.8);
  const golden = reel(follow(RODS[3]), RODS[3], 0.8);
  expect(golden.out).toBe('landed');
  expect(bamboo.out === null || golden.t < bamboo.t).toBe(true);
  const rand = seeded(2);
  const waits = (rod = RODS[0]) =>
    Array.from({ length: 50 }, () => biteWait(rod, rand)).reduce((a, b) => a + b);
  expect(waits(RODS[3])).toBeLessThan(waits(RODS[0]));
  expect(Math.min(...Array.from({ length: 50 }, () => biteWait(RODS[3], rand)))).toBeGreaterThan(0.8);
});

test('rarer and heavier fish fetch more, and a bucket sells for the sum of its fish', () => {
  expect(priceOf(2, 1)).toBeGreaterThan(priceOf(0, 1));
  expect(priceOf(0, 2)).toBeGreaterThan(priceOf(0, 1));
  expect(
    sale([
      { kind: 0, weight: 1 },
      { kind: 2, weight: 1.5 },
    ]),
  ).toBe(priceOf(0, 1) + priceOf(2, 1.5));
  // (the rods cost more and more, the first is the one you start with)
  expect(RODS[0].price).toBe(0);
  expect(RODS.every((r, i) => i === 0 || r.price > RODS[i - 1].price)).toBe(true);
});
