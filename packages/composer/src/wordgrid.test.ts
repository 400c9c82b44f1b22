// A word search's grid (play/wordgrid.ts): words laid in lines, the rest filled, drags read as lines.
import { cellsOf, layWords, lineFrom, wordAt } from '../play/wordgrid';

/** A repeatable 0 ≤ x < 1 sequence. */
function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

test('every word is laid in a straight line, letter by letter; every other cell holds a letter', () => {
  const words = ['elephant', 'giraffe', 'zebra', 'lion', 'monkey', 'hippo', 'rhino', 'tiger'];
  for (let seed = 1; seed < 30; seed++) {
    const grid = layWords(words, 10, 10, seed % 2 === 0, seeded(seed));
    expect(grid.laid.map((l) => l.word).sort()).toEqual(words.map((w) => w.toUpperCase()).sort());
    for (const l of grid.laid)
      expect(
        cellsOf(l, l.word.length)
          .map(({ c, r }) => grid.letters[r][c])
          .join(''),
      ).toBe(l.word);
    expect(grid.letters.flat().every((ch) => /^[A-Z]$/.test(ch))).toBe(true);
  }
});

test('without backwards, words run only right, down and on the diagonals to the right', () => {
  const grid = layWords(['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango'], 8, 8, false, seeded(7));
  for (const l of grid.laid) expect(l.dir.c > 0 || (l.dir.c === 0 && l.dir.r > 0)).toBe(true);
  // (a word longer than the grid, or shorter than three, is left out)
  expect(layWords(['ab', 'toolongforthisgrid'], 8, 8, false, seeded(3)).laid).toEqual([]);
});

test('a drag is read as the straight line it is nearest, and a laid word is found either way along it', () => {
  expect(lineFrom({ c: 1, r: 1 }, { c: 4, r: 1 })).toEqual([1, 2, 3, 4].map((c) => ({ c, r: 1 })));
  // a little off the diagonal is the diagonal
  expect(lineFrom({ c: 0, r: 0 }, { c: 3, r: 2 }).at(-1)).toEqual({ c: 3, r: 3 });
  expect(lineFrom({ c: 2, r: 2 }, { c: 2, r: 2 })).toEqual([{ c: 2, r: 2 }]);
  const grid = layWords(['tiger'], 8, 8, false, seeded(11));
  const cells = cellsOf(grid.laid[0], 5);
  expect(wordAt(grid, cells)?.word).toBe('TIGER');
  expect(wordAt(grid, [...cells].reverse())?.word).toBe('TIGER');
  expect(wordAt(grid, cells.slice(0, 4))).toBeNull();
});
