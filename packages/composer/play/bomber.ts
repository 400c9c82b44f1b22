// Bomberman's arena: a grid of solid pillars and crates, bombs that go off after their fuse in a cross as
// far as their range (stopped by a pillar, taking the first crate), setting off other bombs in the way;
// where fire will be and when; and how a computer bomber plays: away from any fire to come, a bomb only
// where it can get clear of it, towards crates, power-ups and the others. Pure, so it is tested on its
// own (src/bomber.test.ts); the game (games/bomber.ts) draws and plays it.

export const EMPTY = 0;
export const SOLID = 1;
export const CRATE = 2;
export const FUSE = 3; // seconds a bomb burns before it goes off

export interface Arena {
  cols: number;
  rows: number;
  cells: Uint8Array;
}
export interface Bomb {
  x: number;
  y: number;
  /** Seconds left on its fuse. */
  t: number;
  range: number;
}
export interface Cell {
  x: number;
  y: number;
}
const DIRS: Cell[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];

/** Pillars on every other cell, crates on most of the rest, the four corners and their neighbours clear. */
export function arena(cols: number, rows: number, rand: () => number, crates = 0.6): Arena {
  const cells = new Uint8Array(cols * rows);
  const corner = (x: number, y: number) =>
    (x <= 1 || x >= cols - 2) && (y <= 1 || y >= rows - 2) && !((x === 1 || x === cols - 2) && (y === 1 || y === rows - 2)); // prettier-ignore
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      if (x % 2 === 1 && y % 2 === 1) cells[y * cols + x] = SOLID;
      else if (!corner(x, y) && rand() < crates) cells[y * cols + x] = CRATE;
    }
  return { cols, rows, cells };
}

export const at = (a: Arena, x: number, y: number) =>
  x < 0 || y < 0 || x >= a.cols || y >= a.rows ? SOLID : a.cells[y * a.cols + x];

/** The cells a bomb's fire reaches: its own, then each way up to its range, stopped by a pillar or the
 * edge, taking the first crate and no further. */
export function blast(a: Arena, b: Cell & { range: number }): Cell[] {
  const out: Cell[] = [{ x: b.x, y: b.y }];
  for (const d of DIRS)
    for (let k = 1; k <= b.range; k++) {
      const [x, y] = [b.x + d.x * k, b.y + d.y * k];
      const c = at(a, x, y);
      if (c === SOLID) break;
      out.push({ x, y });
      if (c === CRATE) break;
    }
  return out;
}

/** When each bomb goes off: its own fuse, or sooner when another's fire reaches it first. */
export function fuses(a: Arena, bombs: Bomb[]): number[] {
  const t = bombs.map((b) => b.t);
  for (let changed = true; changed;) {
    changed = false;
    bombs.forEach((b, i) => {
      for (const c of blast(a, b))
        bombs.forEach((o, j) => {
          if (o.x === c.x && o.y === c.y && t[j] > t[i]) {
            t[j] = t[i];
            changed = true;
          }
        });
    });
  }
  return t;
}

/** Seconds until fire comes to each cell (Infinity where none will). */
export function danger(a: Arena, bombs: Bomb[]): Float32Array {
  const out = new Float32Array(a.cols * a.rows).fill(Infinity);
  const t = fuses(a, bombs);
  bombs.forEach((b, i) => {
    for (const c of blast(a, b)) out[c.y * a.cols + c.x] = Math.min(out[c.y * a.cols + c.x], t[i]);
  });
  return out;
}

const free = (a: Arena, bombs: Bomb[], x: number, y: number) =>
  at(a, x, y) === EMPTY && !bombs.some((b) => b.x === x && b.y === y);

/** The first step of the shortest walk from `from` to a cell `goal` accepts, through free cells where no
 * fire will be as it passes (a cell's fire time against the walk's time there, `perCell` seconds a cell);
 * null when there is none. Staying put is a step of {0, 0}. */
export function route(
  a: Arena,
  bombs: Bomb[],
  from: Cell,
  goal: (c: Cell) => boolean,
  perCell: number,
  fire = danger(a, bombs),
  burning: Set<number> = new Set(),
): Cell | null {
  const key = (c: Cell) => c.y * a.cols + c.x;
  const first = new Map<number, Cell>([[key(from), { x: 0, y: 0 }]]);
  const queue: [Cell, number][] = [[from, 0]];
  while (queue.length) {
    const [c, steps] = queue.shift()!;
    if (goal(c)) return first.get(key(c))!;
    for (const d of DIRS) {
      const n = { x: c.x + d.x, y: c.y + d.y };
      const k = key(n);
      if (first.has(k) || !free(a, bombs, n.x, n.y) || burning.has(k)) continue;
      // (it must be through the cell before fire comes, or come after the fire has gone)
      const when = (steps + 1) * perCell;
      if (fire[k] < Infinity && when > fire[k] - 0.35 && when < fire[k] + 0.6) continue;
      first.set(k, steps === 0 ? d : first.get(key(c))!);
      queue.push([n, steps + 1]);
    }
  }
  return null;
}

/** What a computer bomber does at a cell: the way to step, and whether to drop a bomb first. */
export function botTurn(
  a: Arena,
  bombs: Bomb[],
  me: Cell & { range: number; canBomb: boolean },
  others: Cell[],
  prizes: Cell[],
  perCell: number,
  rand: () => number,
  flames: Cell[] = [],
): { step: Cell; drop: boolean } {
  const fire = danger(a, bombs);
  // (fire burning now is walked round, never into)
  const burning = new Set(flames.map((c) => c.y * a.cols + c.x));
  const safe = (f: Float32Array) => (c: Cell) =>
    f[c.y * a.cols + c.x] === Infinity && !burning.has(c.y * a.cols + c.x);
  // in the way of fire to come: away, to the nearest cell none will reach
  if (!safe(fire)(me)) return { step: route(a, bombs, me, safe(fire), perCell, fire, burning) ?? { x: 0, y: 0 }, drop: false }; // prettier-ignore
  // a bomb here when it would take a crate or catch another, and there is a way clear of it
  const reach = blast(a, { ...me, range: me.range });
  const worth =
    reach.some((c) => at(a, c.x, c.y) === CRATE) ||
    others.some((o) => reach.some((c) => c.x === o.x && c.y === o.y));
  if (me.canBomb && worth && rand() < 0.6) {
    const withIt = [...bombs, { x: me.x, y: me.y, t: FUSE, range: me.range }];
    const after = danger(a, withIt);
    const away = route(a, withIt, me, safe(after), perCell, after, burning);
    if (away && (away.x || away.y)) return { step: away, drop: true };
  }
  // towards a power-up, one of the others, or the next crate (a cell beside one), now and then anywhere
  const besideCrate = (c: Cell) => DIRS.some((d) => at(a, c.x + d.x, c.y + d.y) === CRATE);
  const hunt = (c: Cell) =>
    prizes.some((p) => p.x === c.x && p.y === c.y) ||
    others.some((o) => Math.abs(o.x - c.x) + Math.abs(o.y - c.y) <= 1) ||
    besideCrate(c);
  const keepSafe = (c: Cell) => hunt(c) && !(c.x === me.x && c.y === me.y);
  const step = rand() < 0.15 ? null : route(a, bombs, me, keepSafe, perCell, fire, burning);
  if (step) {
    // (never onto a cell fire will reach soon)
    const to = fire[(me.y + step.y) * a.cols + me.x + step.x];
    if (to > 1.2) return { step, drop: false };
  }
  const open = DIRS.filter((d) => free(a, bombs, me.x + d.x, me.y + d.y) && safe(fire)({ x: me.x + d.x, y: me.y + d.y })); // prettier-ignore
  return { step: open.length ? open[Math.floor(rand() * open.length)] : { x: 0, y: 0 }, drop: false };
}
