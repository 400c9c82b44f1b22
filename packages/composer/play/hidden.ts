// A hidden-object scene: the things to find laid small among a clutter of others, none quite covered;
// which thing a tap finds; when wrong taps come too fast to be looking. Plain data and pure functions
// (unit-tested in src/hidden.test.ts); the game draws the room and keeps the clock.

export interface Placed {
  thing: number; // which of the things (an index into the design's list)
  x: number;
  y: number;
  size: number;
  angle: number;
  find: boolean; // one of those on the list
}

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The scene: `find` things to find (small, turned a little, apart from each other) and `clutter` others
 * (bigger and smaller), drawn in the order given, so what is to be found is partly under other things
 * but never has one lying on its middle. */
export function scatter(rand: () => number, find: number[], clutter: number[], area: Area): Placed[] {
  const at = (size: number) => ({
    x: area.x + size / 2 + rand() * (area.w - size),
    y: area.y + size / 2 + rand() * (area.h - size),
  });
  const wanted: Placed[] = [];
  for (const thing of find) {
    const size = 30 + rand() * 10;
    let p = at(size);
    // (apart from the others to find, so a tap finds one)
    for (let k = 0; k < 60 && wanted.some((w) => Math.hypot(w.x - p.x, w.y - p.y) < 48); k++) p = at(size);
    wanted.push({ thing, ...p, size, angle: (rand() - 0.5) * 1.2, find: true });
  }
  const others: Placed[] = [];
  for (const thing of clutter) {
    const size = 26 + rand() * 34;
    let p = at(size);
    // (never over the middle of a thing to find: it can be partly hidden, not covered)
    for (let k = 0; k < 60 && wanted.some((w) => Math.hypot(w.x - p.x, w.y - p.y) < w.size * 0.55 + size * 0.3); k++) p = at(size); // prettier-ignore
    others.push({ thing, ...p, size, angle: (rand() - 0.5) * 1.6, find: false });
  }
  // (the things to find among the rest, in drawing order)
  const all = [...others];
  for (const w of wanted) all.splice(Math.floor(rand() * (all.length + 1)), 0, w);
  return all;
}

/** The thing to find at `p` not found yet (the nearest, within its size), if any. */
export function found(scene: Placed[], p: { x: number; y: number }, done: Set<number>): Placed | null {
  const near = scene
    .filter((s) => s.find && !done.has(s.thing) && Math.hypot(s.x - p.x, s.y - p.y) < s.size * 0.62)
    .sort((a, b) => Math.hypot(a.x - p.x, a.y - p.y) - Math.hypot(b.x - p.x, b.y - p.y));
  return near[0] ?? null;
}

/** Wrong taps this close together are tapping at random: the clock is put on. */
export const RANDOM_TAPS = { count: 3, within: 3, cost: 10 };

/** The wrong taps kept (their times) after one more at `now`, and whether they cost time now. */
export function missed(taps: number[], now: number): { taps: number[]; costs: boolean } {
  const recent = [...taps, now].filter((t) => now - t <= RANDOM_TAPS.within);
  return recent.length >= RANDOM_TAPS.count ? { taps: [], costs: true } : { taps: recent, costs: false };
}
