import { canPour, deal, HOLDS, pour, solvable, solved, topRun } from '../play/pour';

test('a pour moves the top run of one colour onto the same colour or an empty tube, as far as there is room', () => {
  const tubes = [[0, 1, 1], [2, 1], [], [0, 0, 2, 2]];
  expect(topRun(tubes[0])).toBe(2);
  expect(pour(tubes, 0, 1)).toBe(2); // (two layers of 1 onto a 1: room for two)
  expect(tubes).toEqual([[0], [2, 1, 1, 1], [], [0, 0, 2, 2]]);
  expect(canPour(tubes[0], tubes[3])).toBe(false); // (a full tube)
  expect(canPour(tubes[3], tubes[1])).toBe(false); // (2 onto 1)
  expect(pour(tubes, 3, 2)).toBe(2);
  expect(tubes[2]).toEqual([2, 2]);
});

test('sorted when every tube is empty or full of one colour; every level dealt can be sorted', () => {
  expect(solved([[1, 1, 1, 1], [], [0, 0, 0, 0]])).toBe(true);
  expect(solved([[1, 1, 1], [1], [0, 0, 0, 0]])).toBe(false);
  for (let seed = 1; seed <= 5; seed++) {
    let s = seed;
    const rand = () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
    const tubes = deal(4 + (seed % 3), rand);
    expect(tubes).toHaveLength(4 + (seed % 3) + 2);
    expect(tubes.flat()).toHaveLength((4 + (seed % 3)) * HOLDS);
    expect(solved(tubes)).toBe(false);
    expect(solvable(tubes)).toBe(true);
  }
});
