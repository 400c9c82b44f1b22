import { marksFor, newSecret } from '../play/code';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

test('black for the right colour in the right place, white for a right colour elsewhere', () => {
  expect(marksFor([0, 1, 2, 3], [0, 1, 2, 3])).toEqual({ black: 4, white: 0 });
  expect(marksFor([0, 1, 2, 3], [3, 2, 1, 0])).toEqual({ black: 0, white: 4 });
  expect(marksFor([0, 1, 2, 3], [4, 4, 5, 5])).toEqual({ black: 0, white: 0 });
  expect(marksFor([0, 1, 2, 3], [0, 2, 5, 5])).toEqual({ black: 1, white: 1 });
});

test('a colour is counted no more often than the code has it', () => {
  // (the code has one red: two reds guessed, one in place, earn one black and no white)
  expect(marksFor([0, 1, 2, 3], [0, 0, 4, 4])).toEqual({ black: 1, white: 0 });
  expect(marksFor([1, 1, 2, 2], [2, 2, 1, 1])).toEqual({ black: 0, white: 4 });
  expect(marksFor([1, 1, 2, 3], [1, 4, 1, 1])).toEqual({ black: 1, white: 1 });
});

test('a secret is as long as asked, of the colours asked, repeating only when it may', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const secret = newSecret(4, 6, false, seeded(seed));
    expect(secret).toHaveLength(4);
    expect(new Set(secret).size).toBe(4);
    expect(secret.every((c) => c >= 0 && c < 6)).toBe(true);
  }
  const repeats = Array.from({ length: 40 }, (_, seed) => newSecret(4, 6, true, seeded(seed + 1)));
  expect(repeats.some((s) => new Set(s).size < 4)).toBe(true);
});
