// Betting on a race: the odds of the runners, who wins (as often as the odds say), and what a bet pays.
// Pure, so it is tested on its own (src/betting.test.ts); the game (games/betting.ts) draws and plays it.

/** Fair odds for six runners: each wins one time in its odds (1/3 + 1/4 + … + 1/24 = 1), so a bet is
 * worth what it costs on average and the fun is in the picking. */
export const ODDS = [3, 4, 6, 8, 12, 24];

/** The winner of a race: runner i wins with chance 1 / odds[i] (of all the chances). */
export function winnerOf(odds: readonly number[], rand: () => number): number {
  const total = odds.reduce((s, o) => s + 1 / o, 0);
  let at = rand() * total;
  for (let i = 0; i < odds.length; i++) if ((at -= 1 / odds[i]) < 0) return i;
  return odds.length - 1;
}

/** What comes back for a bet: the stake times the odds when the runner won, else nothing. */
export const payout = (stake: number, odds: number, won: boolean) => (won ? stake * odds : 0);

/** Each runner's finishing time (s): the winner's `winner`, the others a little after, in a random order. */
export function finishTimes(n: number, winner: number, rand: () => number, fastest = 5): number[] {
  return Array.from({ length: n }, (_, i) => (i === winner ? fastest : fastest + 0.25 + rand() * 1.5));
}

/** How far along a runner is (0-1) at time t of its finishing time: steady with a stride of its own,
 * never going back, there at the end. */
export function along(t: number, finish: number, stride: number): number {
  const u = Math.min(1, Math.max(0, t / finish));
  return Math.min(1, u + 0.06 * Math.sin(u * Math.PI * 3 + stride) * Math.sin(u * Math.PI) * (1 - u));
}
