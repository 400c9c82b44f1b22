import { aim, carve, damage, fire, fly, grounded, hills, landing } from '../play/artillery';

let seed = 9;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

test('hills across the field, and a blast digs a round crater where it was', () => {
  const ground = hills(480, 640, rand);
  expect(ground).toHaveLength(480);
  expect(Math.max(...ground) - Math.min(...ground)).toBeGreaterThan(20);
  expect(Math.min(...ground)).toBeGreaterThan(200);
  const flat = Array(100).fill(300);
  const dug = carve(flat, 50, 300, 20);
  expect(dug[50]).toBeCloseTo(320); // (the middle: a radius deeper)
  expect(dug[35]).toBeGreaterThan(300);
  expect(dug[35]).toBeLessThan(320);
  expect(dug[20]).toBe(300); // (beyond the blast: as it was)
});

test('a shell arcs and lands; the wind blowing its way takes it further', () => {
  const flat = Array(2000).fill(500);
  const still = landing({ x: 100, y: 490 }, 45, 60, 0, flat, 640);
  const windy = landing({ x: 100, y: 490 }, 45, 60, 40, flat, 640);
  expect(still.x).toBeGreaterThan(200);
  expect(windy.x).toBeGreaterThan(still.x + 20);
  const s = fire({ x: 0, y: 0 }, 90, 50);
  fly(s, 0, 0.1);
  expect(s.y).toBeLessThan(0); // (straight up, at first)
  expect(grounded({ x: 10, y: 501 }, flat, 640)).toBe(true);
});

test('a blast hurts most at its middle and nothing far away', () => {
  expect(damage(0, 30, 40)).toBe(40);
  expect(damage(20, 30, 40)).toBeGreaterThan(damage(40, 30, 40));
  expect(damage(60, 30, 40)).toBe(0);
});

test('the computer finds a shot that lands near the other tank, wind or not', () => {
  const ground = Array(480).fill(480);
  for (const wind of [-30, 0, 30]) {
    const shot = aim({ x: 80, y: 470 }, { x: 400, y: 470 }, wind, ground, 640, true, 0, rand);
    const at = landing({ x: 80, y: 470 }, shot.angle, shot.power, wind, ground, 640);
    expect(Math.abs(at.x - 400)).toBeLessThan(25);
  }
  const back = aim({ x: 400, y: 470 }, { x: 80, y: 470 }, 0, ground, 640, false, 0, rand);
  expect(back.angle).toBeGreaterThan(90); // (to the left)
});
