import { gcd, laps, pen, petals } from '../play/spiro';

test('the pattern closes after the wheel has gone round r / gcd(R, r) times, with R / gcd petals', () => {
  expect(gcd(96, 36)).toBe(12);
  expect(laps(96, 36)).toBe(3);
  expect(petals(96, 36)).toBe(8);
  expect(laps(105, 30)).toBe(2);
  expect(laps(96, 25)).toBe(25);
});

test('the pen starts at its hole on the line to the rim, and is back there when the pattern closes', () => {
  const start = pen(96, 36, 0.5, 0);
  expect(start.x).toBeCloseTo(60 + 18);
  expect(start.y).toBeCloseTo(0);
  const end = pen(96, 36, 0.5, 2 * Math.PI * laps(96, 36));
  expect(end.x).toBeCloseTo(start.x);
  expect(end.y).toBeCloseTo(start.y);
  // (half way round a lap it is not back: the pattern is not a circle)
  const half = pen(96, 36, 0.5, Math.PI);
  expect(Math.hypot(half.x, half.y)).not.toBeCloseTo(Math.hypot(start.x, start.y));
});

test('the wheel rolls inside the ring: its middle stays R - r from the ring’s', () => {
  for (const t of [0.3, 1.7, 4]) {
    const { centre } = pen(105, 40, 0.8, t);
    expect(Math.hypot(centre.x, centre.y)).toBeCloseTo(65);
  }
});
