import { canMove, fewest, move, solution, solved, start } from '../play/hanoi';

test('a disc goes on an empty peg or a bigger disc, never on a smaller one', () => {
  let pegs = start(3);
  expect(pegs).toEqual([[3, 2, 1], [], []]);
  expect(canMove(pegs, 0, 2)).toBe(true);
  pegs = move(pegs, 0, 2);
  expect(canMove(pegs, 0, 2)).toBe(false); // (the 2 on the 1)
  expect(move(pegs, 0, 2)).toBe(pegs);
  expect(canMove(pegs, 1, 0)).toBe(false); // (an empty peg has nothing to move)
});

test('the classic solution takes the fewest moves, 2^n - 1, and solves it', () => {
  for (const n of [3, 5, 7]) {
    const moves = solution(n);
    expect(moves).toHaveLength(fewest(n));
    const end = moves.reduce((p, [a, b]) => {
      expect(canMove(p, a, b)).toBe(true);
      return move(p, a, b);
    }, start(n));
    expect(solved(end, n)).toBe(true);
  }
});
