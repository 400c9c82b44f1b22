// The water sort puzzle: tubes of coloured layers, a pour that moves the top run of one colour onto a tube
// whose top is that colour (or an empty one) as far as there is room, a level dealt so that it can be
// solved, and solved when every tube is empty or full of one colour. Pure, so it is tested on its own
// (src/pour.test.ts); the game (games/pour.ts) draws and plays it.

/** Layers a tube holds. */
export const HOLDS = 4;
/** A tube's layers from the bottom up, each a colour's number. */
export type Tube = number[];

/** How many layers of the top colour sit together at the top of a tube. */
export function topRun(t: Tube): number {
  let n = 0;
  while (n < t.length && t[t.length - 1 - n] === t[t.length - 1]) n++;
  return n;
}

/** Whether `from` can pour into `to`: something to pour, room, and the same colour on top (or empty). */
export const canPour = (from: Tube, to: Tube) =>
  from !== to && from.length > 0 && to.length < HOLDS && (to.length === 0 || to[to.length - 1] === from[from.length - 1]); // prettier-ignore

/** Pours the top run of `from` into `to`, as much as fits; how many layers moved. */
export function pour(tubes: Tube[], from: number, to: number): number {
  const [a, b] = [tubes[from], tubes[to]];
  if (!canPour(a, b)) return 0;
  const n = Math.min(topRun(a), HOLDS - b.length);
  for (let k = 0; k < n; k++) b.push(a.pop()!);
  return n;
}

export const solved = (tubes: Tube[]) =>
  tubes.every((t) => t.length === 0 || (t.length === HOLDS && topRun(t) === HOLDS));

/** A level of `colours` colours in as many tubes and two empty ones, shuffled by pouring backwards from
 * the solved state (so it can always be solved), never already solved. */
export function deal(colours: number, rand: () => number): Tube[] {
  for (;;) {
    const layers = Array.from({ length: colours }, (_, c) => Array<number>(HOLDS).fill(c)).flat();
    for (let i = layers.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [layers[i], layers[j]] = [layers[j], layers[i]];
    }
    const tubes: Tube[] = Array.from({ length: colours }, (_, c) =>
      layers.slice(c * HOLDS, c * HOLDS + HOLDS),
    );
    tubes.push([], []);
    if (!solved(tubes) && solvable(tubes)) return tubes;
  }
}

/** Whether the tubes can be sorted (a search over pours, remembering what was seen). */
export function solvable(start: Tube[], most = 20000): boolean {
  const key = (ts: Tube[]) =>
    ts
      .map((t) => t.join(','))
      .sort()
      .join('|');
  const seen = new Set<string>([key(start)]);
  const stack = [start.map((t) => [...t])];
  while (stack.length && seen.size < most) {
    const ts = stack.pop()!;
    if (solved(ts)) return true;
    for (let a = 0; a < ts.length; a++)
      for (let b = 0; b < ts.length; b++) {
        if (!canPour(ts[a], ts[b])) continue;
        // (pouring a whole tube of one colour into an empty one changes nothing)
        if (ts[b].length === 0 && topRun(ts[a]) === ts[a].length) continue;
        const next = ts.map((t) => [...t]);
        pour(next, a, b);
        const k = key(next);
        if (!seen.has(k)) {
          seen.add(k);
          stack.push(next);
        }
      }
  }
  return false;
}
