// Number bingo (pure): a card of numbers in columns of ranges (as a paper card has), balls called in a
// random order, and what the marks on the card make: a full row is a line, the whole card a bingo.

/** The list shuffled in place (Fisher–Yates) with the given chance. */
function mixed<T>(list: T[], rand: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** A card of rows × cols different numbers from 1 to upTo, each column from its own stretch of the
 * numbers (the first the lowest), ascending down a column; row-major. */
export function card(upTo: number, rows: number, cols: number, rand: () => number): number[] {
  const per = upTo / cols;
  const columns = [...Array(cols).keys()].map((c) => {
    const from = Math.floor(c * per) + 1;
    const to = Math.floor((c + 1) * per);
    const pool = mixed(
      [...Array(to - from + 1).keys()].map((k) => from + k),
      rand,
    );
    return pool.slice(0, rows).sort((a, b) => a - b);
  });
  return [...Array(rows * cols).keys()].map((i) => columns[i % cols][Math.floor(i / cols)]);
}

/** Every number from 1 to upTo once, in the order the balls come out. */
export function balls(upTo: number, rand: () => number): number[] {
  return mixed(
    [...Array(upTo).keys()].map((k) => k + 1),
    rand,
  );
}

/** The rows of the card all marked. */
export function lines(marked: boolean[], cols: number): number[] {
  const rows = marked.length / cols;
  return [...Array(rows).keys()].filter((r) => marked.slice(r * cols, (r + 1) * cols).every(Boolean));
}

export const bingo = (marked: boolean[]) => marked.every(Boolean);
