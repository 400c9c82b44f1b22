import { choose, ends, fits, lay, pips, roundEnd, set, starter, type Tile } from '../play/dominoes';

test('a double-six set has 28 tiles, 168 pips', () => {
  expect(set()).toHaveLength(28);
  expect(pips(set())).toBe(168);
});

test('a tile fits an open end with a matching half, and is laid turned to match', () => {
  let line = lay([], [6, 6], 'right');
  expect(fits(line, [6, 2])).toEqual(['left', 'right']);
  line = lay(line, [2, 6], 'right');
  expect(line).toEqual([
    [6, 6],
    [6, 2],
  ]);
  expect(ends(line)).toEqual([6, 2]);
  line = lay(line, [6, 4], 'left');
  expect(line[0]).toEqual([4, 6]);
  expect(ends(line)).toEqual([4, 2]);
  expect(fits(line, [3, 5])).toEqual([]);
});

test('the computer lays its heaviest tile that fits; the highest double starts', () => {
  const line: Tile[] = [[3, 3]];
  expect(
    choose(line, [
      [1, 3],
      [3, 6],
      [5, 5],
    ]),
  ).toEqual({ i: 1, side: 'left' });
  expect(choose(line, [[1, 2]])).toBeNull();
  expect(
    starter([
      [
        [1, 1],
        [2, 6],
      ],
      [
        [4, 4],
        [0, 1],
      ],
    ]),
  ).toBe(1);
});

test('a round ends when a hand is empty, or blocked with nothing to draw: the fewest pips win the other’s', () => {
  expect(roundEnd([[], [[2, 3]]], [[1, 1]], 5)).toEqual({ winner: 0, points: 5 });
  expect(roundEnd([[[1, 2]], [[2, 3]]], [[1, 1]], 5)).toBeNull(); // (one can still play)
  expect(roundEnd([[[5, 2]], [[2, 3]]], [[6, 6]], 0)).toEqual({ winner: 1, points: 7 });
});
