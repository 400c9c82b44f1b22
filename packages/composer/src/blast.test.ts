import { deal, empty, extent, fits, fitsAnywhere, over, place, SHAPES, type Shape } from '../play/blast';

let seed = 3;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const row = (n: number): Shape => Array.from({ length: n }, (_, i) => [0, i] as [number, number]);

describe('block blast', () => {
  test('a shape fits on empty cells inside the grid only', () => {
    const g = empty();
    expect(fits(g, row(3), 0, 5)).toBe(true);
    expect(fits(g, row(3), 0, 6)).toBe(false); // (off the edge)
    g[0][6] = 1;
    expect(fits(g, row(3), 0, 4)).toBe(false);
    expect(
      extent([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toEqual({ rows: 2, cols: 2 });
  });

  test('a full row and a full column clear together, scored as two lines at once; turns that clear in a row are a combo', () => {
    const g = empty();
    for (let c = 0; c < 7; c++) g[7][c] = 2; // row 7 all but its last cell
    for (let r = 0; r < 7; r++) g[r][7] = 3; // column 7 all but its last cell
    const r = place(g, [[0, 0]], 7, 7, 4, 0);
    expect(r.rows).toEqual([7]);
    expect(r.cols).toEqual([7]);
    expect(r.grid.flat().every((v) => v === 0)).toBe(true);
    expect(r.points).toBe(1 + 2 * 10 * 2);
    expect(r.combo).toBe(1);
    // the next turn clears again: the combo doubles its points
    const g2 = empty();
    for (let c = 0; c < 6; c++) g2[0][c] = 1;
    const again = place(g2, row(2), 0, 6, 1, r.combo);
    expect(again.combo).toBe(2);
    expect(again.points).toBe(2 + 10 * 2);
    // and a turn that clears nothing ends the combo
    expect(place(empty(), row(2), 3, 3, 1, 2).combo).toBe(0);
  });

  test('it is over when no shape left fits anywhere', () => {
    const g = empty();
    for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) g[r][c] = (r + c) % 2 ? 1 : 0; // (a chequerboard: single holes)
    expect(over(g, [row(2), null, row(3)])).toBe(true);
    expect(over(g, [row(2), [[0, 0]], null])).toBe(false);
    expect(fitsAnywhere(g, [[0, 0]])).toBe(true);
  });

  test('a deal is three shapes of the set; on a crowded grid it looks for one that fits', () => {
    const hand = deal(empty(), rand);
    expect(hand.length).toBe(3);
    for (const s of hand) expect(SHAPES.some((x) => x.shape === s)).toBe(true);
    const g = empty();
    for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) g[r][c] = r === 4 && c < 2 ? 0 : 1;
    let fair = 0;
    for (let k = 0; k < 30; k++) if (deal(g, rand).some((s) => fitsAnywhere(g, s))) fair += 1;
    expect(fair).toBeGreaterThan(20);
  });
});
