import {
  canMove,
  cleared,
  copyOf,
  deal,
  draw,
  isFree,
  PASSES,
  rowOf,
  take,
  type Table,
} from '../play/pyramid';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}
const card = (rank: number, suit = 0) => ({ rank, suit });

test('a deal is the whole deck: 28 in seven rows, 24 in the stock', () => {
  const t = deal(seeded(1));
  expect(t.pyramid).toHaveLength(28);
  expect(t.stock).toHaveLength(24);
  const all = [...t.pyramid, ...t.stock].map((c) => `${c!.rank}/${c!.suit}`);
  expect(new Set(all).size).toBe(52);
  expect(rowOf(0)).toEqual({ row: 0, at: 0 });
  expect(rowOf(27)).toEqual({ row: 6, at: 6 });
  expect(rowOf(21)).toEqual({ row: 6, at: 0 });
});

test('only the bottom row is free at first; a card is free once both below it are gone', () => {
  const t = deal(seeded(2));
  expect([...t.pyramid.keys()].filter((i) => isFree(t, i))).toEqual([21, 22, 23, 24, 25, 26, 27]);
  t.pyramid[21] = null;
  expect(isFree(t, 15)).toBe(false);
  t.pyramid[22] = null;
  expect(isFree(t, 15)).toBe(true);
});

test('two free cards making 13 are taken, a king alone; anything else is refused', () => {
  const t: Table = { pyramid: Array(28).fill(card(1)), stock: [], waste: [card(13), card(6)], passes: 1 };
  t.pyramid[21] = card(7);
  t.pyramid[22] = card(13);
  t.pyramid[23] = card(5);
  expect(take(t, [21, 'waste'])).toBe(true); // 7 + 6
  expect(t.pyramid[21]).toBeNull();
  expect(t.waste).toEqual([card(13)]);
  expect(take(t, [22])).toBe(true); // a king
  expect(take(t, ['waste'])).toBe(true);
  expect(take(t, [23, 24])).toBe(false); // 5 + 1
  expect(take(t, [0])).toBe(false); // (covered)
});

test('the stock turns onto the waste, and goes round again only so many times; undo is a copy', () => {
  const t: Table = { pyramid: Array(28).fill(null), stock: [card(1), card(2)], waste: [], passes: 1 };
  const before = copyOf(t);
  expect(draw(t)).toBe(true);
  expect(t.waste).toEqual([card(2)]);
  expect(before.waste).toEqual([]);
  draw(t);
  for (let pass = 1; pass < PASSES; pass++) {
    expect(draw(t)).toBe(true); // the waste back into the stock
    draw(t);
    draw(t);
  }
  expect(draw(t)).toBe(false);
  expect(cleared(t)).toBe(true);
  expect(canMove(t)).toBe(false);
});
