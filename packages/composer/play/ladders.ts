// Snakes and ladders' board: 100 squares numbered from the bottom left, turning at each row's end, the
// classic snakes (head → tail) and ladders (foot → top), the squares a counter hops through for a roll
// (bouncing back off 100 when the roll is too big) and where it ends after a snake or a ladder. Pure, so it
// is tested on its own (src/ladders.test.ts); the game (games/ladders.ts) draws and plays it.

export const LAST = 100;
/** A snake's head → its tail. */
export const SNAKES: Record<number, number> = { 16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78 }; // prettier-ignore
/** A ladder's foot → its top. */
export const LADDERS: Record<number, number> = { 1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100 }; // prettier-ignore

/** Square n's row (0 at the bottom) and column (0 at the left): each row runs the other way from the last. */
export function cellOf(n: number): { row: number; col: number } {
  const row = Math.floor((n - 1) / 10);
  const along = (n - 1) % 10;
  return { row, col: row % 2 === 0 ? along : 9 - along };
}

/** The squares a counter on `from` (0: not on the board yet) hops through for `roll`, one by one; past 100
 * it hops back the rest. */
export function hops(from: number, roll: number): number[] {
  const out: number[] = [];
  let at = from;
  let step = 1;
  for (let k = 0; k < roll; k++) {
    if (at === LAST) step = -1;
    at += step;
    out.push(at);
  }
  return out;
}

/** Where a counter ends on `n`: down a snake, up a ladder, or where it is. */
export const slide = (n: number) => SNAKES[n] ?? LADDERS[n] ?? n;
