import { bounceOff, fall, lengthOf, nearestOn, segmentsOf, type Ball } from '../play/bounce';

const ball = (x: number, y: number, vx = 0, vy = 0): Ball => ({ x, y, vx, vy, r: 10 });
const G = 900;

test('the nearest point of a line is on it, never past its ends', () => {
  const s = { ax: 0, ay: 0, bx: 100, by: 0 };
  expect(nearestOn(s, 40, 30)).toEqual({ x: 40, y: 0 });
  expect(nearestOn(s, -50, 10)).toEqual({ x: 0, y: 0 });
  expect(nearestOn(s, 180, -5)).toEqual({ x: 100, y: 0 });
});

test('a ball falling onto a flat line bounces back up, lower than it came', () => {
  const floor = segmentsOf([
    { x: 0, y: 300 },
    { x: 400, y: 300 },
  ]);
  const b = ball(200, 100);
  let touched = false;
  let lowest = 0;
  for (let t = 0; t < 90; t++) {
    touched = fall(b, 1 / 60, G, floor) || touched;
    lowest = Math.max(lowest, b.y);
  }
  expect(touched).toBe(true);
  expect(lowest).toBeLessThanOrEqual(300 - b.r + 0.5); // (never through it)
  expect(b.y).toBeLessThan(300);
});

test('a ball on a slope rolls down it, the way it leans', () => {
  const ramp = segmentsOf([
    { x: 100, y: 200 },
    { x: 400, y: 350 },
  ]);
  const b = ball(150, 150);
  for (let t = 0; t < 60; t++) fall(b, 1 / 60, G, ramp);
  expect(b.x).toBeGreaterThan(200);
  expect(b.vx).toBeGreaterThan(0);
});

test('a fast ball does not pass through a thin line', () => {
  const line = segmentsOf([
    { x: 0, y: 200 },
    { x: 400, y: 200 },
  ]);
  const b = ball(200, 150, 0, 3000);
  fall(b, 1 / 20, G, line);
  expect(b.y).toBeLessThan(200);
});

test('a ball right on a line goes out the side it came from', () => {
  const b = ball(50, 0, 0, 100);
  expect(bounceOff(b, [{ ax: 0, ay: 0, bx: 100, by: 0 }])).toBe(true);
  expect(b.y).toBeLessThan(0);
  expect(b.vy).toBeLessThan(0);
});

test('the ink of the strokes is their length together', () => {
  expect(
    lengthOf([
      [
        { x: 0, y: 0 },
        { x: 30, y: 40 },
      ],
      [
        { x: 0, y: 0 },
        { x: 0, y: 10 },
        { x: 10, y: 10 },
      ],
    ]),
  ).toBe(70);
});
