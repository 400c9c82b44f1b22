import { area, cut, grid, outline, snaps } from '../play/jigsaw';

let seed = 13;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

test('12, 24 and 48 pieces in grids about 4:3', () => {
  expect(grid(12)).toEqual({ cols: 4, rows: 3 });
  expect(grid(24)).toEqual({ cols: 6, rows: 4 });
  expect(grid(48)).toEqual({ cols: 8, rows: 6 });
});

test('a knob out of one piece is a hole in the next: the pieces cover the picture exactly', () => {
  const k = cut(6, 4, rand);
  const w = 70;
  const h = 60;
  let total = 0;
  for (let r = 0; r < 4; r++) for (let c = 0; c < 6; c++) total += area(outline(k, c, r, w, h));
  expect(total).toBeCloseTo(6 * 4 * w * h, 0);
  // a piece with knobs is not a plain square, and neighbours share their edge's points
  const a = outline(k, 0, 0, w, h);
  expect(area(a)).not.toBeCloseTo(w * h, 0);
  const b = outline(k, 1, 0, w, h);
  const key = (p: [number, number]) => `${p[0].toFixed(3)},${p[1].toFixed(3)}`;
  const shared = a.filter((p) => Math.abs(p[0] - w) < 20 && p[1] > 1 && p[1] < h - 1).map(key);
  const theirs = new Set(b.map(key));
  expect(shared.length).toBeGreaterThan(10);
  expect(shared.every((p) => theirs.has(p))).toBe(true);
});

test('a piece let go near its place snaps there; farther, it stays', () => {
  expect(snaps({ x: 110, y: 90 }, { x: 100, y: 100 })).toBe(true);
  expect(snaps({ x: 140, y: 100 }, { x: 100, y: 100 })).toBe(false);
});
