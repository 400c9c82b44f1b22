import { blank, codeFor, sliceAt, slow, travel } from '../play/wheel';

test('the slice under the pointer: slice 0 at rest, the last after a little turn clockwise', () => {
  const n = 8;
  const step = (Math.PI * 2) / n;
  expect(sliceAt(0, n)).toBe(0);
  expect(sliceAt(step / 2, n)).toBe(7); // (turned clockwise: the slice before comes under the pointer)
  expect(sliceAt(-step * 2.5, n)).toBe(2);
  expect(sliceAt(Math.PI * 2 * 5 - step * 3.5, n)).toBe(3);
});

test('a spin slows more when fast and always stops; a harder spin goes further', () => {
  let v = 18;
  let t = 0;
  const speeds = [];
  for (; v > 0; t += 1 / 60) {
    speeds.push(v);
    v = slow(v, 1 / 60);
  }
  expect(t).toBeGreaterThan(4);
  expect(t).toBeLessThan(14);
  expect(speeds[0] - speeds[1]).toBeGreaterThan(speeds[speeds.length - 2] - speeds[speeds.length - 1]);
  expect(travel(18)).toBeGreaterThan(travel(12));
  expect(travel(12)).toBeGreaterThan(Math.PI * 4); // (at least two whole turns)
});

test('try again wins nothing; a prize gets a code of its prefix and four digits', () => {
  expect(['Try again', 'try again!', 'No prize', 'Inténtalo otra vez'].every(blank)).toBe(true);
  expect(['10% off', 'Free cookie', '2-for-1', 'Free coffee'].some(blank)).toBe(false);
  expect(codeFor('CAFE', () => 0.5)).toMatch(/^CAFE-\d{4}$/);
});
