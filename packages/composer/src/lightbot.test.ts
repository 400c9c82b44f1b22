import { allLit, HARDER, LEVELS, run, tilesOf, type Block } from '../play/lightbot';

// A program that solves each level within its rows' slots (F forward, L/R turn, J jump, * light, P P1).
const SOLUTIONS: [string, string][] = [
  ['FFF*', ''],
  ['FFRFF*', ''],
  ['*FFRF*FF*', ''],
  ['FJJF*', ''],
  ['*FRFLF*RFLF*', ''],
  ['PPP', 'F*F'],
  ['PRFFRPLFFLP', 'F*FF*'],
  ['*FFFFRPRJF*', 'JJJ*'],
];
const BLOCK: Record<string, Block> = {
  F: 'forward',
  L: 'left',
  R: 'right',
  J: 'jump',
  '*': 'light',
  P: 'p1',
  X: 'loop',
};
const blocks = (s: string) => [...s].map((ch) => BLOCK[ch]);

describe('a coding puzzle like Lightbot', () => {
  test.each(LEVELS.map((level, k) => [k + 1, level] as const))(
    'level %i: a program that fits its slots lights every blue tile',
    (k, level) => {
      // prettier-ignore
      const [main, p1] = SOLUTIONS[k - 1];
      expect(main.length).toBeLessThanOrEqual(level.main);
      expect(p1.length).toBeLessThanOrEqual(level.p1);
      const steps = run(level, blocks(main), blocks(p1));
      const last = steps[steps.length - 1];
      expect(last.error).toBeUndefined();
      expect(last.won).toBe(true);
      expect(allLit(level, last.bot)).toBe(true);
      // (super easy first: the first level's board is one row, with one blue tile)
      if (k === 1)
        expect(
          tilesOf(level)
            .flat()
            .filter((t) => t?.blue),
        ).toHaveLength(1);
    },
  );

  test('forward onto nothing or up a step is blocked; a jump goes up one or down any, not up two; light toggles only a blue tile', () => {
    // prettier-ignore
    const level = { rows: ['bceB'], start: { c: 0, r: 0, dir: 1 }, main: 8, p1: 0 };
    expect(run(level, blocks('F'), []).at(-1)!.error).toBe('blocked');
    expect(run(level, blocks('JJ'), []).at(-1)!.error).toBe('blocked'); // (1 → 3)
    expect(run(level, blocks('LF'), []).at(-1)!.error).toBe('blocked'); // (off the edge)
    const lit = run({ ...level, rows: ['bB'] }, blocks('*F**'), []);
    expect(lit.map((s) => s.bot.lit.length)).toEqual([0, 0, 1]);
    expect(lit.at(-1)!.won).toBe(true);
    const down = run({ ...level, rows: ['eb'] }, blocks('J'), []);
    expect(down.at(-1)!.bot.c).toBe(1);
  });

  test('P1 runs its own row where it is called; calling itself forever stops', () => {
    const level = LEVELS[5];
    const steps = run(level, blocks('PP'), blocks('F*'));
    expect(steps.map((s) => `${s.row}:${s.block}`)).toEqual(['main:p1', 'p1:forward', 'p1:light', 'main:p1', 'p1:forward', 'p1:light']); // prettier-ignore
    expect(run(level, blocks('P'), blocks('RP')).at(-1)!.error).toBe('too long');
  });

  // The six harder levels, asked for with a loop: each solved within its slots by ×3 (X) and P1.
  const HARDER_SOLUTIONS: [string, string, string][] = [
    ['X*', '', 'FFF'],
    ['X*', '', '*FRFL'],
    ['X*', '', '*FFFR'],
    ['XP', 'F*', 'J'],
    ['X', 'F*F', 'P'],
    ['X*', 'FFFFFR', '*P'],
  ];
  test.each(HARDER.map((level, k) => [k + 9, level] as const))(
    'level %i (with the loop): a program within its slots lights every blue tile, the ×3 row run three times',
    (k, level) => {
      // prettier-ignore
      const [main, p1, loop] = HARDER_SOLUTIONS[k - 9];
      expect(main.length).toBeLessThanOrEqual(level.main);
      expect(p1.length).toBeLessThanOrEqual(level.p1);
      expect(loop.length).toBeLessThanOrEqual(level.loop ?? 0);
      const steps = run(level, blocks(main), blocks(p1), blocks(loop));
      expect(steps.at(-1)!.won).toBe(true);
      // (without the loop its main row is too short to light them all)
      expect(
        run(level, blocks(main.replace('X', loop.slice(0, level.main))), blocks(p1)).at(-1)!.won,
      ).toBeFalsy();
    },
  );
});
