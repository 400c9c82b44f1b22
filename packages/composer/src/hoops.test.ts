import { charge, fly, powerFor, release, type Ball } from '../play/hoops';

const FROM = { x: 110, y: 430 };
const throwAt = (power: number, hoop = { x: 360, y: 300 }) => {
  const ball: Ball = release(FROM, power);
  const seen: string[] = [];
  for (let t = 0; t < 4 && ball.y < 700; t += 1 / 120) {
    const what = fly(ball, hoop, 1 / 120);
    if (what) seen.push(what);
  }
  return seen;
};

test('the charge fills while held, then falls back and fills again', () => {
  expect(charge(0)).toBe(0);
  expect(charge(0.7)).toBeCloseTo(0.5);
  expect(charge(1.4)).toBeCloseTo(1);
  expect(charge(2.1)).toBeCloseTo(0.5);
  expect(charge(2.8)).toBeCloseTo(0);
});

test('one power drops the ball through the hoop touching nothing; too little or too much misses', () => {
  for (const x of [290, 330, 360, 400]) {
    const hoop = { x, y: 300 };
    const p = powerFor(FROM, hoop);
    expect(p).not.toBeNull();
    expect(throwAt(p!, hoop)).toEqual(['swish']);
    expect(throwAt(p! - 0.15, hoop)).not.toContain('swish');
    expect(throwAt(p! - 0.15, hoop)).not.toContain('basket');
    expect(throwAt(p! + 0.2, hoop)).not.toContain('swish');
  }
  // a farther hoop takes a harder throw
  expect(powerFor(FROM, { x: 400, y: 300 })!).toBeGreaterThan(powerFor(FROM, { x: 280, y: 300 })!);
});

test('a throw a little long meets the rim first and still drops: a basket, no swish', () => {
  const hoop = { x: 360, y: 300 };
  const p = powerFor(FROM, hoop)!;
  const long = [0.11, 0.12, 0.13].map((more) => throwAt(p + more, hoop));
  expect(long.filter((seen) => seen.includes('rim') && seen.includes('basket') && !seen.includes('swish')).length).toBeGreaterThan(0); // prettier-ignore
  // and short of the hoop it is the front of the rim, and no points
  expect(throwAt(p - 0.1, hoop)).toEqual(['rim']);
});
