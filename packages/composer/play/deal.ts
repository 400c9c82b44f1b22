// Deal or No Deal (pure): 26 cases hold the amounts from $0.01 to $1,000,000, one of them yours. Cases
// are opened in rounds of 6, 5, 4, 3, 2, then 1 at a time; after each round the banker offers money for
// your case: a share of what the unopened cases hold on average, growing from about a third to nearly all
// of it as the rounds go, as on the show.

export const AMOUNTS = [
  0.01, 1, 5, 10, 25, 50, 75, 100, 200, 300, 400, 500, 750, 1000, 5000, 10000, 25000, 50000, 75000, 100000,
  200000, 300000, 400000, 500000, 750000, 1000000,
];

/** Cases to open in each round. */
export const ROUNDS = [6, 5, 4, 3, 2, 1, 1, 1, 1];

/** A sum as the show writes it: "$0.01", "$750", "$1,000,000". */
export const money = (n: number) =>
  n < 1 ? `$${n.toFixed(2)}` : `$${Math.round(n).toLocaleString('en-US')}`;

/** A round figure a banker would say: two leading digits ($123,456 is $120,000; $87 is $87). */
export function nice(n: number): number {
  if (n < 100) return Math.max(1, Math.round(n));
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The banker's offer after `round` (0 the first) for the amounts still in play (yours among them);
 * `rand` 0-1 makes it a little more or less. */
export function offer(left: number[], round: number, rand: () => number): number {
  const mean = left.reduce((a, b) => a + b, 0) / left.length;
  const share = Math.min(0.95, 0.34 + round * 0.08) * (0.92 + rand() * 0.16);
  return nice(mean * share);
}

/** How many cases are still to open this round, given how many are opened in all so far. */
export function leftThisRound(opened: number): { round: number; left: number } {
  let done = 0;
  for (let r = 0; r < ROUNDS.length; r++) {
    done += ROUNDS[r];
    if (opened < done) return { round: r, left: done - opened };
  }
  return { round: ROUNDS.length, left: 0 };
}
