import {
  allHome,
  apply,
  chances,
  choose,
  diceOf,
  legalSteps,
  mine,
  pips,
  plays,
  start,
  stepsFor,
  winner,
  worth,
  type Board,
  type Side,
} from '../play/backgammon';

let seed = 9;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

/** A board with side 0's checkers as [index, count] and side 1's likewise. */
function board(white: [number, number][], black: [number, number][], bar: [number, number] = [0, 0]): Board {
  const points = Array<number>(24).fill(0);
  for (const [i, n] of white) points[i] = n;
  for (const [i, n] of black) points[i] = -n;
  const on = (side: Side, list: [number, number][]) => list.reduce((t, [, n]) => t + n, 0) + bar[side];
  return { points, bar, off: [15 - on(0, white), 15 - on(1, black)] };
}

describe('backgammon', () => {
  test('starts with fifteen a side in the usual places, 167 pips each', () => {
    const b = start();
    expect(b.points.filter((n) => n > 0).reduce((a, n) => a + n, 0)).toBe(15);
    expect(b.points.filter((n) => n < 0).reduce((a, n) => a - n, 0)).toBe(15);
    expect([mine(b, 0, 23), mine(b, 0, 12), mine(b, 0, 7), mine(b, 0, 5)]).toEqual([2, 5, 3, 5]);
    expect([mine(b, 1, 0), mine(b, 1, 11), mine(b, 1, 16), mine(b, 1, 18)]).toEqual([2, 5, 3, 5]);
    expect(pips(b, 0)).toBe(167);
    expect(pips(b, 1)).toBe(167);
  });

  test('a point with two of the other side is closed; a lone one is hit and goes to the bar', () => {
    const b = board(
      [[10, 1]],
      [
        [7, 2],
        [8, 1],
      ],
    );
    const threes = stepsFor(b, 0, 3);
    expect(threes).toEqual([]); // 10 → 7: closed
    const [two] = stepsFor(b, 0, 2);
    expect(two).toMatchObject({ from: 10, to: 8, hit: true });
    const after = apply(b, 0, two);
    expect(after.bar).toEqual([0, 1]);
    expect(mine(after, 0, 8)).toBe(1);
    expect(mine(after, 1, 8)).toBe(0);
  });

  test('a checker on the bar comes in first, on the other side’s home board', () => {
    const b = board([[12, 1]], [[20, 2]], [1, 0]);
    const steps = legalSteps(b, 0, diceOf(4, 2));
    expect(steps.every((s) => s.from === 'bar')).toBe(true);
    expect(steps.map((s) => s.to)).toEqual([22]); // (the 4 would land on point 21, which black holds)
  });

  test('both dice are played when they can be, else the larger', () => {
    const b = board(
      [[23, 1]],
      [
        [17, 2],
        [18, 2],
      ],
    );
    // 23-5 = 18 closed, 23-6 = 17 closed: no move with 6-5
    expect(plays(b, 0, diceOf(6, 5))).toEqual([]);
    // one checker, 6 then 1 possible, or 1 then 6: both dice
    const b2 = board(
      [
        [23, 1],
        [0, 14],
      ],
      [[5, 15]],
    );
    const all = plays(b2, 0, diceOf(6, 1));
    expect(all.every((p) => p.length === 2)).toBe(true);
    // only one die can be played: the larger one
    const b3 = board(
      [
        [10, 1],
        [0, 14],
      ],
      [
        [4, 2],
        [3, 2],
        [2, 2],
        [1, 2],
        [11, 7],
      ],
    );
    const one = plays(b3, 0, diceOf(4, 2));
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((p) => p.length === 1 && p[0].die === 4)).toBe(true);
  });

  test('doubles move four times', () => {
    const p = plays(start(), 0, diceOf(3, 3));
    expect(p.length).toBeGreaterThan(3);
    expect(p.every((x) => x.length === 4 && x.every((s) => s.die === 3))).toBe(true);
  });

  test('bearing off: only with all fifteen home; a bigger die from the farthest checker', () => {
    expect(allHome(start(), 0)).toBe(false);
    expect(stepsFor(start(), 0, 6).some((s) => s.to === 'off')).toBe(false);
    const b = board(
      [
        [2, 3],
        [1, 2],
      ],
      [[20, 2]],
    );
    expect(allHome(b, 0)).toBe(true);
    const sixes = stepsFor(b, 0, 6);
    expect(sixes).toEqual([{ from: 2, to: 'off', die: 6, hit: false }]); // only from the farthest (point 3)
    const ones = stepsFor(b, 0, 1);
    expect(ones.some((s) => s.from === 1 && s.to === 0)).toBe(true);
    expect(ones.some((s) => s.to === 'off')).toBe(false);
    const twos = stepsFor(b, 0, 2);
    expect(twos.some((s) => s.from === 1 && s.to === 'off')).toBe(true);
  });

  test('a game won with none of the other side off is a gammon, with one still in the winner’s home a backgammon', () => {
    const won = { points: Array<number>(24).fill(0), bar: [0, 0] as [number, number], off: [15, 3] as [number, number] }; // prettier-ignore
    won.points[20] = -12;
    expect(winner(won)).toBe(0);
    expect(worth(won, 0)).toBe(1);
    const gammon = { ...won, points: [...won.points], off: [15, 0] as [number, number] };
    gammon.points[20] = -15;
    expect(worth(gammon, 0)).toBe(2);
    const bg = { ...gammon, points: [...gammon.points] };
    bg.points[20] = -14;
    bg.points[3] = -1;
    expect(worth(bg, 0)).toBe(3);
  });

  test('the computer plays only legal plays, hits a blot it can, and finishes a whole game against itself', () => {
    // a hit worth taking: black's lone checker on white's 5 point with 4-1 for white from its 6 and 9
    const b = board(
      [
        [5, 4],
        [8, 2],
        [12, 5],
        [23, 2],
        [7, 2],
      ],
      [
        [4, 1],
        [11, 4],
        [16, 3],
        [18, 5],
        [0, 2],
      ],
    );
    const hard = choose(b, 0, diceOf(4, 1), 'hard', rand);
    expect(hard.some((s) => s.hit)).toBe(true);
    let at = start();
    let turn: Side = 0;
    for (let t = 0; t < 600 && winner(at) === null; t++) {
      const dice = diceOf(1 + Math.floor(rand() * 6), 1 + Math.floor(rand() * 6));
      const p = choose(at, turn, dice, t % 2 ? 'easy' : 'normal', rand);
      const legal = plays(at, turn, dice);
      if (legal.length) expect(legal.map((x) => JSON.stringify(x))).toContain(JSON.stringify(p));
      at = p.reduce((x, s) => apply(x, turn, s), at);
      const total = (side: Side) =>
        at.bar[side] + at.off[side] + at.points.reduce((a, n) => a + (side === 0 ? Math.max(0, n) : Math.max(0, -n)), 0); // prettier-ignore
      expect([total(0), total(1)]).toEqual([15, 15]);
      turn = (1 - turn) as Side;
    }
    expect(winner(at)).not.toBeNull();
  });

  test('the cube: far ahead in the race is a double, far behind a drop', () => {
    const ahead = board([[2, 15]], [[3, 15]]);
    expect(chances(ahead, 0)).toBeGreaterThan(0.5);
    const race = board([[1, 15]], [[20, 15]]); // white 30 pips, black 75
    expect(chances(race, 0)).toBeGreaterThan(0.9);
    expect(chances(race, 1)).toBeLessThan(0.1);
  });
});
