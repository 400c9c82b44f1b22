import { lost, MISTAKES, PUZZLES, solved, start, submit } from '../play/connections';

let seed = 4;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

describe('connections', () => {
  test('every puzzle is sixteen different words in four groups of four, one of each colour', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(5);
    for (const p of PUZZLES) {
      expect(p.map((g) => g.level).sort()).toEqual([0, 1, 2, 3]);
      expect(p.every((g) => g.words.length === 4)).toBe(true);
      expect(new Set(p.flatMap((g) => g.words)).size).toBe(16);
    }
  });

  test('a right group locks in; three of a group is one away; a guess twice is not a second mistake', () => {
    const [fish, shoe] = PUZZLES[0];
    let s = start(PUZZLES[0], rand);
    expect(s.left.length).toBe(16);
    const right = submit(s, fish.words);
    expect(right.verdict).toBe('right');
    expect(right.group).toBe(fish);
    s = right.state;
    expect(s.left.length).toBe(12);
    const near = [...shoe.words.slice(0, 3), 'DOG'];
    const away = submit(s, near);
    expect(away.verdict).toBe('one away');
    expect(away.state.mistakes).toBe(1);
    const again = submit(away.state, [...near].reverse());
    expect(again.verdict).toBe('tried');
    expect(again.state.mistakes).toBe(1);
    expect(submit(away.state, ['SOLE', 'HEEL', 'DOG', 'SEAL']).verdict).toBe('wrong');
  });

  test('four mistakes lose; all four groups found solve it', () => {
    let s = start(PUZZLES[1], rand);
    const words = PUZZLES[1].map((g) => g.words);
    const wrong = [
      [words[0][0], words[1][0], words[2][0], words[3][0]],
      [words[0][1], words[1][1], words[2][1], words[3][1]],
      [words[0][2], words[1][2], words[2][2], words[3][2]],
      [words[0][3], words[1][3], words[2][3], words[3][3]],
    ];
    for (const w of wrong) s = submit(s, w).state;
    expect(s.mistakes).toBe(MISTAKES);
    expect(lost(s)).toBe(true);
    let t = start(PUZZLES[1], rand);
    for (const g of PUZZLES[1]) t = submit(t, g.words).state;
    expect(solved(t)).toBe(true);
    expect(t.left).toEqual([]);
  });
});
