import { choose, legal, path, play, start } from '../play/kalaha';

test('sowing goes round counter-clockwise past the other store; the last in your store plays again', () => {
  const b = start(4);
  expect(path(b, 2, 0)).toEqual([3, 4, 5, 6]);
  const a = play(b, 2, 0);
  expect(a.again).toBe(true);
  expect(a.board[6]).toBe(1);
  const big = [0, 0, 0, 0, 0, 10, 0, 4, 4, 4, 4, 4, 4, 0];
  expect(path(big, 5, 0)).toEqual([6, 7, 8, 9, 10, 11, 12, 0, 1, 2]); // (13, the other's store, skipped)
});

test('the last stone in an empty pit of yours takes what lies opposite; an empty side ends it', () => {
  const b = [1, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 9, 4, 0];
  const a = play(b, 0, 0); // (into pit 1, empty; opposite is 11 with 9)
  expect(a.board[6]).toBe(10);
  expect(a.board[11]).toBe(0);
  expect(a.over).toBe(true); // (side 0 now empty: side 1 keeps its own)
  expect(a.board[13]).toBe(4 * 4 + 4);
});

test('the computer takes a capture when it sees one', () => {
  // side 1's pit 8 has one stone: into pit 9, empty, across from pit 3's ten
  const b = [0, 0, 0, 10, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0];
  expect(legal(b, 1)).toEqual([8, 12]);
  expect(choose(b, 1, 2)).toBe(8);
  expect(play(b, 8, 1).board[13]).toBe(11);
  expect(choose(start(4), 1, 3)).toBeGreaterThanOrEqual(7);
});
