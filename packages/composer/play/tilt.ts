// A tilting labyrinth (pure): a wooden board of walls and holes, tilted by the arrow keys, and a steel
// ball that rolls where it leans, with momentum, bouncing a little off the walls. A ball that rolls over
// a hole drops in and starts again; the goal ends the level. Levels are drawn as maps of cells.

export const CELL = 40;
export const BALL = 11; // its radius
const HOLE = 15; // a hole's radius; the ball drops when its middle is within HOLE - 4 of the hole's
const PULL = 1400; // px/s² at full tilt
const ROLL = 0.35; // what is lost of its speed a second, rolling
const BOUNCE = 0.3;

/** A level's map, 11 × 11 cells (# wall, o hole, S start, G goal, . floor): a labyrinth of 5 × 5 rooms
 * carved at random, opened up in places so there is room to roll, the start and the goal in opposite
 * corners, and holes round the way between them but never on it. Level k (1, 2, 3…) opens more and has
 * more holes. */
export function level(k: number, rand: () => number): string[] {
  const n = 11;
  const map = Array.from({ length: n }, () => Array<string>(n).fill('#'));
  const seen = new Set<string>();
  const carve = (r: number, c: number) => {
    seen.add(`${r},${c}`);
    map[r][c] = '.';
    const ways = [
      [0, 2],
      [0, -2],
      [2, 0],
      [-2, 0],
    ].sort(() => rand() - 0.5);
    for (const [dr, dc] of ways) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr < 1 || nc < 1 || nr > n - 2 || nc > n - 2 || seen.has(`${nr},${nc}`)) continue;
      map[r + dr / 2][c + dc / 2] = '.';
      carve(nr, nc);
    }
  };
  carve(1, 1);
  // walls between rooms knocked through, for room to roll (and more than one way)
  const inner = [];
  for (let r = 1; r < n - 1; r++)
    for (let c = 1; c < n - 1; c++) if (map[r][c] === '#' && (r % 2) + (c % 2) === 1) inner.push([r, c]);
  for (const [r, c] of inner.sort(() => rand() - 0.5).slice(0, 3 + k * 2)) map[r][c] = '.';
  map[1][1] = 'S';
  map[n - 2][n - 2] = 'G';
  const rows = () => map.map((row) => row.join(''));
  const way = new Set(pathOf(rows()).map(({ x, y }) => `${(y - CELL / 2) / CELL},${(x - CELL / 2) / CELL}`));
  // holes on the floor off the way, those beside it first
  const floor = [];
  for (let r = 1; r < n - 1; r++)
    for (let c = 1; c < n - 1; c++) if (map[r][c] === '.' && !way.has(`${r},${c}`)) floor.push([r, c]);
  const beside = ([r, c]: number[]) =>
    [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ].some(([dr, dc]) => way.has(`${r + dr},${c + dc}`));
  const picks = floor.sort(() => rand() - 0.5).sort((a, b) => Number(beside(b)) - Number(beside(a)));
  for (const [r, c] of picks.slice(0, 3 + k * 2)) map[r][c] = 'o';
  return rows();
}

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

const cellsOf = (map: string[], ch: string) =>
  map.flatMap((row, r) => [...row].flatMap((c, k) => (c === ch ? [{ r, c: k }] : [])));
const centre = ({ r, c }: { r: number; c: number }) => ({ x: c * CELL + CELL / 2, y: r * CELL + CELL / 2 });

export const startOf = (map: string[]): Ball => ({ ...centre(cellsOf(map, 'S')[0]), vx: 0, vy: 0 });
export const goalOf = (map: string[]) => centre(cellsOf(map, 'G')[0]);
export const holesOf = (map: string[]) => cellsOf(map, 'o').map(centre);
export const wallsOf = (map: string[]) => cellsOf(map, '#');

/** The painted line: the shortest way from the start to the goal over the floor, as cell middles. */
export function pathOf(map: string[]): { x: number; y: number }[] {
  const [s] = cellsOf(map, 'S');
  const key = (r: number, c: number) => r * 100 + c;
  const from = new Map<number, number>([[key(s.r, s.c), -1]]);
  const queue = [s];
  while (queue.length) {
    const { r, c } = queue.shift()!;
    if (map[r][c] === 'G') {
      const out: { x: number; y: number }[] = [];
      for (let k = key(r, c); k !== -1; k = from.get(k)!)
        out.unshift(centre({ r: Math.floor(k / 100), c: k % 100 }));
      return out;
    }
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const [nr, nc] = [r + dr, c + dc];
      const ch = map[nr]?.[nc];
      if (!ch || ch === '#' || ch === 'o' || from.has(key(nr, nc))) continue;
      from.set(key(nr, nc), key(r, c));
      queue.push({ r: nr, c: nc });
    }
  }
  return [];
}

/** The ball after `dt` s on `map` tilted by (tx, ty) (-1 to 1 each): where it rolls, and whether it
 * dropped into a hole or reached the goal. */
export function roll(
  b: Ball,
  map: string[],
  tx: number,
  ty: number,
  dt: number,
): { ball: Ball; event: 'hole' | 'goal' | null } {
  let { x, y, vx, vy } = b;
  vx = (vx + tx * PULL * dt) * (1 - ROLL * dt);
  vy = (vy + ty * PULL * dt) * (1 - ROLL * dt);
  // in steps short enough that it never passes through a wall
  const steps = Math.max(1, Math.ceil((Math.hypot(vx, vy) * dt) / (BALL / 2)));
  for (let k = 0; k < steps; k++) {
    x += (vx * dt) / steps;
    y += (vy * dt) / steps;
    for (const w of wallsOf(map)) {
      const [left, top] = [w.c * CELL, w.r * CELL];
      const nx = Math.max(left, Math.min(x, left + CELL));
      const ny = Math.max(top, Math.min(y, top + CELL));
      const [dx, dy] = [x - nx, y - ny];
      const d = Math.hypot(dx, dy);
      if (d >= BALL || d === 0) continue;
      const [ux, uy] = [dx / d, dy / d];
      x = nx + ux * BALL;
      y = ny + uy * BALL;
      const into = vx * ux + vy * uy;
      if (into < 0) {
        vx -= (1 + BOUNCE) * into * ux;
        vy -= (1 + BOUNCE) * into * uy;
      }
    }
  }
  const ball = { x, y, vx, vy };
  const g = goalOf(map);
  if (Math.hypot(x - g.x, y - g.y) < CELL / 2 - 4) return { ball, event: 'goal' };
  if (holesOf(map).some((h) => Math.hypot(x - h.x, y - h.y) < HOLE - 4)) return { ball, event: 'hole' };
  return { ball, event: null };
}

export { HOLE };
