import { cellOf, hops, LADDERS, LAST, slide, SNAKES } from '../play/ladders';

test('the squares run from the bottom left, each row the other way from the last', () => {
  expect(cellOf(1)).toEqual({ row: 0, col: 0 });
  expect(cellOf(10)).toEqual({ row: 0, col: 9 });
  expect(cellOf(11)).toEqual({ row: 1, col: 9 });
  expect(cellOf(20)).toEqual({ row: 1, col: 0 });
  expect(cellOf(100)).toEqual({ row: 9, col: 0 });
});

test('a roll hops square by square, bouncing back off 100; a snake takes you down, a ladder up', () => {
  expect(hops(0, 3)).toEqual([1, 2, 3]);
  expect(hops(97, 3)).toEqual([98, 99, 100]);
  expect(hops(97, 5)).toEqual([98, 99, 100, 99, 98]);
  expect(slide(98)).toBe(78);
  expect(slide(80)).toBe(LAST);
  expect(slide(50)).toBe(50);
  // every snake goes down and every ladder up, and none starts where another does
  for (const [head, tail] of Object.entries(SNAKES)) expect(tail).toBeLessThan(Number(head));
  for (const [foot, top] of Object.entries(LADDERS)) expect(top).toBeGreaterThan(Number(foot));
  expect(Object.keys(SNAKES).filter((k) => k in LADDERS)).toEqual([]);
});
