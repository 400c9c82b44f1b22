import { along, finishTimes, ODDS, payout, winnerOf } from '../play/betting';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

test('the odds are fair: the chances add up to one, so a bet is worth its stake on average', () => {
  expect(ODDS.reduce((s, o) => s + 1 / o, 0)).toBeCloseTo(1);
  expect(payout(10, 6, true)).toBe(60);
  expect(payout(10, 6, false)).toBe(0);
});

test('a runner wins about as often as its odds say', () => {
  const rand = seeded(11);
  const wins = Array<number>(ODDS.length).fill(0);
  const races = 24_000;
  for (let k = 0; k < races; k++) wins[winnerOf(ODDS, rand)] += 1;
  ODDS.forEach((o, i) => expect(Math.abs(wins[i] / races - 1 / o)).toBeLessThan(0.015));
});

test('the winner finishes first, and every runner only goes forward and is there at its time', () => {
  const rand = seeded(3);
  for (let winner = 0; winner < 6; winner++) {
    const times = finishTimes(6, winner, rand);
    expect(Math.min(...times)).toBe(times[winner]);
    expect(times.filter((t) => t === times[winner])).toHaveLength(1);
  }
  for (const stride of [0, 1, 2.5, 4]) {
    let before = 0;
    for (let t = 0; t <= 6; t += 0.01) {
      const x = along(t, 5, stride);
      expect(x).toBeGreaterThanOrEqual(before - 1e-9);
      before = x;
    }
    expect(along(5, 5, stride)).toBe(1);
  }
});
