import { copiesOf, kept, onPaper, placed, polar, thinned, unkept, WEDGE } from '../play/snowflake';

describe('a paper snowflake', () => {
  test('a point of the folded wedge lands twelve times round the flake: six turns and their mirrors, evenly', () => {
    const copies = copiesOf(100, 0.2);
    expect(copies).toHaveLength(12);
    const angles = copies
      .map((c) => ((c.a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI))
      .sort((a, b) => a - b);
    expect(new Set(angles.map((a) => a.toFixed(6))).size).toBe(12);
    // (the mirror pairs sit either side of each sixth: 0.2 from it)
    for (let k = 0; k < 6; k++) expect(copies[2 * k].a - copies[2 * k + 1].a).toBeCloseTo(0.4);
    expect(copies.every((c) => c.r === 100)).toBe(true);
  });

  test('polar places round the apex: straight up is 0, the wedge runs clockwise to 30°', () => {
    const apex = { x: 100, y: 500 };
    expect(polar(apex, { x: 100, y: 400 })).toEqual({ r: 100, a: 0 });
    const p = placed(apex, 200, WEDGE / 2);
    expect(polar(apex, p).r).toBeCloseTo(200);
    expect(polar(apex, p).a).toBeCloseTo(WEDGE / 2);
    expect(onPaper(apex, 300, p)).toBe(true);
    expect(onPaper(apex, 300, { x: 90, y: 400 })).toBe(false); // (left of the fold)
    expect(onPaper(apex, 150, p)).toBe(false); // (beyond the paper's edge)
  });

  test('a cut is thinned and kept small, and comes back where it was drawn', () => {
    const line = Array.from({ length: 50 }, (_, i) => ({ x: 200 + i, y: 300 + (i % 2) }));
    const thin = thinned(line);
    expect(thin.length).toBeLessThan(20);
    const apex = { x: 150, y: 590 };
    const back = unkept(apex, 470, kept(apex, 470, thin));
    back.forEach((p, i) => {
      expect(p.x).toBeCloseTo(thin[i].x, 0);
      expect(p.y).toBeCloseTo(thin[i].y, 0);
    });
  });
});
