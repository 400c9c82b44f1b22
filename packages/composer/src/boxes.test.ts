import {
  boxesBy,
  boxesOf,
  computerLine,
  drawLine,
  finished,
  lineCount,
  newGrid,
  sidesOf,
} from '../play/boxes';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

test('a box has four sides, and each of them is a side of that box', () => {
  for (const n of [3, 5, 7])
    for (let b = 0; b < (n - 1) ** 2; b++) {
      const sides = sidesOf(n, b);
      expect(new Set(sides).size).toBe(4);
      for (const l of sides) expect(boxesBy(n, l)).toContain(b);
    }
  // (an edge line is a side of one box, an inner line of two)
  expect(boxesBy(3, 0)).toEqual([0]);
  expect(boxesBy(3, 2)).toEqual([0, 2]);
  expect(lineCount(5)).toBe(40);
});

test('the fourth side closes the box for whoever drew it; a line drawn twice is refused', () => {
  const g = newGrid(3);
  const [top, bottom, left, right] = sidesOf(3, 0);
  expect(drawLine(g, top, 1)).toBe(0);
  expect(drawLine(g, bottom, 2)).toBe(0);
  expect(drawLine(g, left, 1)).toBe(0);
  expect(drawLine(g, left, 2)).toBe(-1);
  expect(drawLine(g, right, 2)).toBe(1);
  expect(g.owner[0]).toBe(2);
  expect(boxesOf(g, 2)).toBe(1);
  // a line between two boxes with three sides each closes both
  const h = newGrid(3);
  const shared = sidesOf(3, 0)[3];
  for (const l of [...sidesOf(3, 0), ...sidesOf(3, 1)]) if (l !== shared) drawLine(h, l, 1);
  expect(drawLine(h, shared, 2)).toBe(2);
});

test('the computer takes a box it can, keeps off third sides, and on hard gives the fewest away', () => {
  const g = newGrid(3);
  const [top, bottom, left, right] = sidesOf(3, 0);
  for (const l of [top, bottom, left]) drawLine(g, l, 1);
  expect(computerLine(g, 1, seeded(1))).toBe(right);
  // on an empty grid it never draws a box's second side … (normal)
  for (let seed = 1; seed <= 10; seed++) {
    const fresh = newGrid(4);
    for (let move = 0; move < 6; move++) {
      const l = computerLine(fresh, 1, seeded(seed * 7 + move));
      for (const b of boxesBy(4, l))
        expect(sidesOf(4, b).filter((x) => fresh.drawn.has(x)).length).toBeLessThan(2);
      drawLine(fresh, l, 2);
    }
  }
  // and on hard, what it draws gives away the fewest boxes there are to give (boxes 0-2 have two sides)
  const end = newGrid(3);
  for (const l of [0, 1, 6, 8, 4, 9]) drawLine(end, l, 1);
  // (open: 2 between boxes 0 and 2, 3 between 1 and 3, 7 between 0 and 1, 10 between 2 and 3, 5, 11)
  const lines = [2, 3, 7, 10, 5, 11];
  expect(lines.every((l) => !end.drawn.has(l))).toBe(true);
  const given = (l: number) => {
    const after = { ...end, drawn: new Set(end.drawn), owner: [...end.owner] };
    drawLine(after, l, 2);
    let taken = 0;
    for (let again = true; again;) {
      again = false;
      for (const x of lines)
        if (
          !after.drawn.has(x) &&
          boxesBy(3, x).some((b) => sidesOf(3, b).filter((s) => after.drawn.has(s)).length === 3)
        ) {
          taken += drawLine(after, x, 1);
          again = true;
        }
    }
    return taken;
  };
  const fewest = Math.min(...lines.map(given));
  for (let seed = 1; seed <= 5; seed++) expect(given(computerLine(end, 2, seeded(seed)))).toBe(fewest);
});

test('a grid is finished when every box is taken, and the most boxes is who won', () => {
  const g = newGrid(3);
  const rand = seeded(5);
  let turn: 1 | 2 = 1;
  while (!finished(g)) {
    const closed = drawLine(g, computerLine(g, 2, rand), turn);
    if (closed === 0) turn = turn === 1 ? 2 : 1;
  }
  expect(boxesOf(g, 1) + boxesOf(g, 2)).toBe(4);
  expect(g.drawn.size).toBe(lineCount(3));
});
