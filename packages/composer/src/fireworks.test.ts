import { burst, step, type Spark } from '../play/fireworks';

let seed = 11;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const after = (sparks: Spark[], s: number) => {
  let now = sparks;
  for (let t = 0; t < s; t += 1 / 60) now = step(now, 1 / 60, rand);
  return now;
};

test('a heart flies out as a heart: the same on the left and the right, its dip at the top', () => {
  const heart = after(burst('heart', 240, 300, rand), 0.3);
  const left = heart.filter((s) => s.x < 239.5).length;
  const right = heart.filter((s) => s.x > 240.5).length;
  expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  // (the top of the middle is lower than the two lobes beside it)
  const middleTop = Math.min(...heart.filter((s) => Math.abs(s.x - 240) < 4).map((s) => s.y));
  const lobeTop = Math.min(...heart.filter((s) => Math.abs(s.x - 240) > 20).map((s) => s.y));
  expect(middleTop).toBeGreaterThan(lobeTop);
});

test('a star has five tips farther out than its notches', () => {
  const star = burst('star', 0, 0, rand);
  const far = star.map((s) => Math.hypot(s.vx, s.vy)); // (how fast each flies out: how far it goes)
  const max = Math.max(...far);
  expect(Math.min(...far)).toBeLessThan(max * 0.5);
  const tips = star.filter((_, i) => far[i] > max * 0.95).map((s) => Math.atan2(s.vy, s.vx));
  // the tips come in five groups round the centre
  const groups = new Set(
    tips.map((a) => Math.round((((a + Math.PI * 2) % (Math.PI * 2)) / (Math.PI * 2)) * 5) % 5),
  );
  expect(groups.size).toBe(5);
});

test('sparks fall and fade away; the big one bursts again before it does', () => {
  const round = burst('round', 240, 200, rand);
  expect(after(round, 0.5).length).toBe(round.length);
  expect(after(round, 3)).toHaveLength(0);
  const big = burst('double', 240, 200, rand);
  expect(after(big, 1).length).toBeGreaterThan(big.length);
  expect(after(big, 3)).toHaveLength(0);
});
