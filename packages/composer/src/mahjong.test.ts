import { deal, free, hint, LAYOUTS } from '../play/mahjong';

let seed = 7;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

test('the turtle and the pyramid have 72 places each, in four and three layers', () => {
  expect(LAYOUTS.turtle).toHaveLength(72);
  expect(LAYOUTS.pyramid).toHaveLength(72);
  expect(Math.max(...LAYOUTS.turtle.map((p) => p.z))).toBe(3);
});

test('a tile is free with nothing on it and one side open', () => {
  const places = LAYOUTS.turtle;
  const all = places.map(() => true);
  const at = (x: number, y: number, z: number) =>
    places.findIndex((p) => p.x === x && p.y === y && p.z === z);
  expect(free(places, all, at(0, 4, 0))).toBe(true); // (the head: open on its left)
  expect(free(places, all, at(4, 4, 0))).toBe(false); // (in the middle of a row, and under the shell)
  expect(free(places, all, at(8, 4, 3))).toBe(true); // (on top, its left open)
  expect(free(places, all, at(8, 3, 2))).toBe(false); // (under the top)
});

test('every deal can be cleared: taking any free pair of a kind, again and again, empties it', () => {
  for (const layout of ['turtle', 'pyramid'] as const) {
    const places = LAYOUTS[layout];
    const kind = deal(
      places,
      places.map(() => true),
      36,
      rand,
    );
    expect(new Set(kind.filter((k) => k >= 0)).size).toBe(36); // (each kind once a pair)
    // (the pairs as dealt, taken in reverse, are the way through; the hint finds a pair all along)
    for (let n = 0; n < 36; n++) {
      const pair = hint(places, kind);
      expect(pair).not.toBeNull();
      kind[pair![0]] = kind[pair![1]] = -1;
    }
    expect(kind.every((k) => k < 0)).toBe(true);
  }
});
