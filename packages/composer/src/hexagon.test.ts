import { close, hits, pattern, SIDES, sideOf } from '../play/hexagon';

let seed = 5;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

test('the side an angle is over, all the way round', () => {
  expect(sideOf(0.1)).toBe(0);
  expect(sideOf(Math.PI)).toBe(3);
  expect(sideOf(-0.1)).toBe(5);
  expect(sideOf(Math.PI * 4 + 1.1)).toBe(1);
});

test('every ring of every pattern leaves a way through and has a piece', () => {
  for (let k = 0; k < 50; k++)
    for (const ring of pattern(400, 120, rand)) {
      expect(ring.walls).toHaveLength(SIDES);
      expect(ring.walls.some((w) => !w)).toBe(true);
      expect(ring.walls.some(Boolean)).toBe(true);
    }
});

test('a ring closing in hits the player on a side with a piece, not in the gap; it is gone at the middle', () => {
  let rings = [{ r: 120, walls: [true, true, true, false, true, true] }];
  const player = 70;
  const inGap = Math.PI * 1.1; // (side 3)
  const onWall = 0.2; // (side 0)
  let hitWall = false;
  for (let t = 0; t < 2; t += 1 / 60) {
    rings = close(rings, 100, 1 / 60, 40);
    expect(hits(rings, inGap, player)).toBe(false);
    hitWall ||= hits(rings, onWall, player);
  }
  expect(hitWall).toBe(true);
  expect(rings).toHaveLength(0);
});
