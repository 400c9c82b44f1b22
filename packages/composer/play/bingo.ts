// Number bingo (pure): a card of numbers in columns of ranges (as a paper card has), balls called in a
// random order, and what the marks on the card make: a full row is a line, the whole card a bingo.

/** A card of rows × cols different numbers from 1 to upTo, each column from its own stretch of the
 * numbers (the first the lowest), ascending down a column; row-major. */
export function card(upTo: number, rows: number, cols: number, rand: () => number): number[] {
  const per = upTo / cols;
  const columns = [...Array(cols).keys()].map((c) => {
    const from = Math.floor(c * per) + 1;
    const to = Math.floor((c + 1) * per);
    const pool = [...Array(to - from + 1).keys()].map((k) => from + k);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, rows).sort((a, b) => a - b);
  });
  return [...Array(rows * cols).keys()].map((i) => columns[i % cols][Math.floor(i / cols)]);
}

/** Every number from 1 to upTo once, in the order the balls come out. */
export function balls(upTo: number, rand: () => number): number[] {
  const all = [...Array(upTo).keys()].map((k) => k + 1);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

/** The rows of the card all marked. */
export function lines(marked: boolean[], cols: number): number[] {
  const rows = marked.length / cols;
  return [...Array(rows).keys()].filter((r) => marked.slice(r * cols, (r + 1) * cols).every(Boolean));
}

export const bingo = (marked: boolean[]) => marked.every(Boolean);
