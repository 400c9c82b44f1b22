// Mastermind's rules: a secret code of colours, and the marks a guess earns. Pure, so it is tested on its
// own (src/code.test.ts); the game (games/mastermind.ts) draws and plays it.

export interface Marks {
  /** The right colour in the right place. */
  black: number;
  /** A right colour in a wrong place (each colour counted no more often than the code has it). */
  white: number;
}

/** The marks a guess earns against the secret. */
export function marksFor(secret: readonly number[], guess: readonly number[]): Marks {
  let black = 0;
  const left = new Map<number, number>();
  const tried = new Map<number, number>();
  secret.forEach((c, i) => {
    if (guess[i] === c) black += 1;
    else {
      left.set(c, (left.get(c) ?? 0) + 1);
      tried.set(guess[i], (tried.get(guess[i]) ?? 0) + 1);
    }
  });
  let white = 0;
  for (const [c, n] of tried) white += Math.min(n, left.get(c) ?? 0);
  return { black, white };
}

/** A secret of `length` colours from 0 to colours - 1; with `repeats`, a colour may come more than once. */
export function newSecret(length: number, colours: number, repeats: boolean, rand: () => number): number[] {
  const out: number[] = [];
  while (out.length < length) {
    const c = Math.floor(rand() * colours);
    if (repeats || !out.includes(c) || out.length >= colours) out.push(c);
  }
  return out;
}
