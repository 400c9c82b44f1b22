// The shell game, cups and a ball (pure): the ball is shown under a cup, the cups swap places pair by pair,
// and the player says where it is. Each round won makes the next one quicker and longer.

/** A swap of the cups standing at two places. */
export type Swap = [number, number];

/** `n` swaps of `cups` cups, each two different places, the same pair never twice in a row. */
export function shuffle(n: number, cups: number, rand: () => number): Swap[] {
  const out: Swap[] = [];
  while (out.length < n) {
    const a = Math.floor(rand() * cups);
    const b = (a + 1 + Math.floor(rand() * (cups - 1))) % cups;
    const last = out[out.length - 1];
    if (last && Math.min(a, b) === Math.min(...last) && Math.max(a, b) === Math.max(...last)) continue;
    out.push([a, b]);
  }
  return out;
}

/** Where the ball is after the swaps, from place `at`. */
export const follow = (swaps: Swap[], at: number) =>
  swaps.reduce((p, [a, b]) => (p === a ? b : p === b ? a : p), at);

/** How a round after `streak` wins goes: how many swaps, how long each takes (s), and how many cups. */
export function pace(streak: number): { swaps: number; seconds: number; cups: number } {
  return {
    swaps: Math.min(20, 5 + streak * 2),
    seconds: Math.max(0.16, 0.6 * 0.85 ** streak),
    cups: streak >= 6 ? 4 : 3,
  };
}
