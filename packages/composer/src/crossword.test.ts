import { build, cellsOf, complete, entryAt, full, moveFrom, numberAt, wrongCells, type Puzzle } from '../play/crossword'; // prettier-ignore
import { cluesFor } from '../play/clues';
import { CROSSWORD_THEMES, LANG_IDS } from './design';
import { crosswordTheme } from './compose';

function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/** Every run of two or more white squares in a line, across and down, as [first cell, length, dir]. */
function runs(p: Puzzle): [number, number, string][] {
  const out: [number, number, string][] = [];
  const n = p.size;
  for (const dir of ['across', 'down'] as const)
    for (let a = 0; a < n; a++) {
      let start = -1;
      for (let b = 0; b <= n; b++) {
        const i = dir === 'across' ? a * n + b : b * n + a;
        const white = b < n && p.letters[i] !== null;
        if (white && start < 0) start = b;
        if (!white && start >= 0) {
          if (b - start >= 2) out.push([dir === 'across' ? a * n + start : start * n + a, b - start, dir]);
          start = -1;
        }
      }
    }
  return out;
}

describe('a crossword', () => {
  const words = cluesFor(undefined, undefined);

  test.each([5, 7, 9, 11, 13])(
    '%i across: every word crosses another, and every line of white squares is one of its words',
    (size) => {
      // prettier-ignore
      for (let seed = 1; seed <= 6; seed++) {
      const p = build(words, size, seeded(seed));
      expect(p.entries.length).toBeGreaterThanOrEqual(Math.min(6, size));
      // (no word runs into another side by side: the white runs are exactly the entries)
      const entries = p.entries.map((e) => [e.r * size + e.c, e.word.length, e.dir].join()).sort();
      expect(runs(p).map((r) => r.join()).sort()).toEqual(entries);
      for (const e of p.entries) {
        expect(cellsOf(e, size).map((i) => p.letters[i]).join('')).toBe(e.word);
        const other = e.dir === 'across' ? 'down' : 'across';
        expect(cellsOf(e, size).some((i) => entryAt(p, i, other))).toBe(true);
      }
      expect(new Set(p.entries.map((e) => e.word)).size).toBe(p.entries.length);
    }
    },
  );

  test('numbered in reading order, a number to each square that begins a word, Across listed before Down', () => {
    const p = build(words, 9, seeded(3));
    const starts = [...new Set(p.entries.map((e) => e.r * 9 + e.c))].sort((a, b) => a - b);
    starts.forEach((cell, k) => expect(numberAt(p, cell)).toBe(k + 1));
    const dirs = p.entries.map((e) => e.dir);
    expect(dirs.indexOf('down')).toBe(dirs.lastIndexOf('across') + 1);
    for (const way of ['across', 'down']) {
      const ns = p.entries.filter((e) => e.dir === way).map((e) => e.n);
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
    }
  });

  test('the wrong letters are those written and not the answer; complete only with every letter right', () => {
    const p = build(words, 7, seeded(5));
    const filled = p.letters.map((x) => x ?? '');
    expect(complete(p, filled)).toBe(true);
    const [a, b] = p.letters.flatMap((x, i) => (x ? [i] : []));
    filled[a] = filled[a] === 'Q' ? 'Z' : 'Q';
    filled[b] = '';
    expect(wrongCells(p, filled)).toEqual([a]);
    expect(full(p, filled)).toBe(false);
    expect(complete(p, filled)).toBe(false);
  });

  test('the arrows skip black squares and stop at the edge', () => {
    const p = build(words, 9, seeded(7));
    const e = p.entries.find((x) => x.dir === 'across')!;
    const [first, second] = cellsOf(e, 9);
    expect(moveFrom(p, first, 0, 1)).toBe(second);
    expect(moveFrom(p, first, 0, -1) === first || p.letters[moveFrom(p, first, 0, -1)] !== null).toBe(true);
    const last = p.letters.length - 1 - [...p.letters].reverse().findIndex((x) => x !== null);
    expect(moveFrom(p, last, 0, 1) === last || moveFrom(p, last, 0, 1) > last).toBe(true);
  });

  test.each([undefined, ...LANG_IDS])(
    'the words of %s: letters only, 3-9 long, each with a clue that does not give it away',
    (lang) => {
      // prettier-ignore
      for (const theme of lang ? [undefined] : [undefined, ...CROSSWORD_THEMES]) {
      const list = cluesFor(lang, theme);
      expect(list.length).toBeGreaterThanOrEqual(25);
      for (const { word, clue } of list) {
        expect(word).toMatch(/^[A-Z]{3,9}$/);
        expect(clue.length).toBeGreaterThan(2);
        expect(clue.toUpperCase()).not.toMatch(new RegExp(`\\b${word}\\b`));
      }
    }
    },
  );

  test('a theme as asked, none when the words only pass by', () => {
    expect(crosswordTheme('a crossword about the sea')).toBe('sea');
    expect(crosswordTheme('an animal-themed crossword for my kids')).toBe('animals');
    expect(crosswordTheme('a crossword with space words')).toBe('space');
    expect(crosswordTheme('a crossword puzzle on the human body')).toBe('body');
    expect(crosswordTheme('I do the crossword in the Sunday paper with my morning coffee')).toBeUndefined();
    expect(crosswordTheme('a small crossword, 9x9')).toBeUndefined();
  });
});
