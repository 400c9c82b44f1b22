import { choose, count, flips, moves, over, play, start, type Board } from '../play/reversi';

/** A board from eight rows of text: b black, w white, . empty. */
const board = (...rows: string[]): Board =>
  rows
    .join('')
    .split('')
    .map((ch) => (ch === 'b' ? 1 : ch === 'w' ? -1 : 0));
const at = (r: number, c: number) => r * 8 + c;

test('the opening has four moves for black, each turning one disc; a move turns every line it outflanks', () => {
  const b = start();
  expect(moves(b, 1).sort((x, y) => x - y)).toEqual([at(2, 3), at(3, 2), at(4, 5), at(5, 4)]);
  expect(flips(b, at(2, 3), 1)).toEqual([at(3, 3)]);
  const after = play(b, at(2, 3), 1);
  expect([count(after, 1), count(after, -1)]).toEqual([4, 1]);
  // two lines at once, and a line that runs off the board's edge is no line
  const two = board(
    '........',
    '.wwb....',
    'w.......',
    'b.......',
    '........',
    '........',
    '........',
    '........',
  );
  expect(flips(two, at(1, 0), 1).sort((x, y) => x - y)).toEqual([at(1, 1), at(1, 2), at(2, 0)]);
  expect(flips(two, at(1, 0), -1)).toEqual([]);
  const cross = board(
    'b.......',
    '.w......',
    '........',
    '........',
    '........',
    '........',
    '........',
    '........',
  );
  expect(flips(cross, at(2, 2), 1)).toEqual([at(1, 1)]);
  const wrap = board(
    '.......w',
    'b.......',
    '........',
    '........',
    '........',
    '........',
    '........',
    '........',
  );
  expect(flips(wrap, at(0, 6), 1)).toEqual([]); // (w at the row's end, b at the next row's start)
  expect(play(start(), 0, 1)).toEqual(start()); // (no move there: nothing changes)
});

test('with no move for either side it is over', () => {
  const full = board(...Array(8).fill('bbbbbbbb'));
  expect(over(full)).toBe(true);
  expect(over(start())).toBe(false);
  // white has no move here while black has: white passes
  const pass = board(
    'bbbbbbbb',
    'bbbbbbbb',
    'bbbbbbbb',
    'bbbbbbbb',
    'bbbbbbbb',
    'bbbbbbbb',
    'bbbbbbbw',
    'bbbbbbb.',
  );
  expect(moves(pass, -1)).toEqual([]);
  expect(over(pass)).toBe(false);
});

test('the hard computer takes a corner when it can, and keeps off the square that gives one away', () => {
  // white can take the corner (0,0) by outflanking along the top row
  const corner = board(
    '.bbw....',
    '........',
    '..bw....',
    '..wb....',
    '........',
    '........',
    '........',
    '........',
  );
  expect(moves(corner, -1)).toContain(0);
  expect(choose(corner, -1, 'hard', () => 0.5)).toBe(0);
  expect(choose(start(), 1, 'easy', () => 0)).toBe(moves(start(), 1)[0]);
  const none = board(...Array(8).fill('bbbbbbbb'));
  expect(choose(none, -1, 'normal', Math.random)).toBeNull();
});
