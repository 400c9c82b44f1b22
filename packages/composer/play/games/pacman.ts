// Roles: player = the muncher (named 'face': the classic yellow circle, its mouth chomping the way it
// goes; anything else: its sprite, turned that way); enemy = the ghosts (up to four, three on easy, each
// with its own glow and its own rule: the chaser aims at you, the ambusher four tiles ahead of you, the
// flanker where the chaser's line through the tile two ahead of you points, the shy one at you from afar
// and home when close); target = the pellets ('dot' / 'pellet', or none named: small dots in the
// setting's colours; anything else: small versions of it, "eat all the cheese"), with four big power
// pellets in the corners.
// A symmetric maze on the arcade's 28×31 grid, new each level: corridors on a lattice of crossings with
// some links taken out at random (mirrored, never a dead end, every corridor reachable), the ghosts' pen
// in the middle, tunnels at the sides that wrap. Grid movement with buffered turns: a direction asked
// early is taken at the next opening; turning back is at once. Ghosts leave the pen in turn, alternate
// scatter (each to its corner) and chase; a power pellet turns them frightened (blue, fleeing at random,
// eaten for 200/400/800/1600), eaten ones go home as eyes and come out again. Every pellet eaten wins the
// level (g.win()); a ghost's touch costs a life and puts everyone back in place.
// Scores: pellet 10, power pellet 50, ghosts as above, fruit 100-5000. With a design goal, each pellet
// is one of the goal's things.
// Parts: levels (faster ghosts, shorter fright, quicker out of the pen, a new maze), powerups (a bonus
// fruit in the middle twice a level), night (light on the player), timer (clear the maze in time),
// highscores.
import { boot, type Vec } from '../runtime';

type GhostState = 'house' | 'leaving' | 'active' | 'eyes' | 'entering';
type Phase = 'ready' | 'play' | 'dying' | 'cleared';
interface Mover extends Vec {
  dir: Vec;
}
interface Ghost extends Mover {
  n: number; // 0 chaser, 1 ambusher, 2 flanker, 3 shy one
  state: GhostState;
  fright: boolean;
}
interface Pop extends Vec {
  text: string;
  color: string;
  age: number;
}

// The arcade's grid: 28×31 tiles under the score line, 17 px each.
const T = 17;
const COLS = 28;
const ROWS = 31;
const OX = 2;
const OY = 50;
// Corridors run along these columns and rows (the arcade's own spacing); the maze keeps some of the
// links between neighbouring crossings.
const LX = [1, 6, 9, 12, 15, 18, 21, 26];
const LY = [1, 5, 8, 11, 14, 17, 20, 23, 26, 29];
const TUNNEL = 14;
const [OPEN, WALL, DOOR, PEN, TUBE] = [0, 1, 2, 3, 4];
const UP: Vec = { x: 0, y: -1 };
const LEFT: Vec = { x: -1, y: 0 };
const DOWN: Vec = { x: 0, y: 1 };
const RIGHT: Vec = { x: 1, y: 0 };
const DIRS = [UP, LEFT, DOWN, RIGHT]; // the arcade's order when two ways are as good
const KEYS: [string, Vec][] = [
  ['ArrowUp', UP],
  ['w', UP],
  ['ArrowLeft', LEFT],
  ['a', LEFT],
  ['ArrowDown', DOWN],
  ['s', DOWN],
  ['ArrowRight', RIGHT],
  ['d', RIGHT],
];
// Positions are in tiles, a tile's centre at +0.5; x = 14 is the line between the two middle columns.
const GHOSTS = [
  { color: '#ff4040', corner: { x: 25, y: -3 }, home: { x: 14, y: 11.5 } },
  { color: '#ff9ee0', corner: { x: 2, y: -3 }, home: { x: 14, y: 14.5 } },
  { color: '#33e6f2', corner: { x: 27, y: 32 }, home: { x: 12, y: 14.5 } },
  { color: '#ffae42', corner: { x: 0, y: 32 }, home: { x: 16, y: 14.5 } },
];
const START: Vec = { x: 14, y: 23.5 };
const FRUIT_AT: Vec = { x: 14, y: 17.5 };
const OUTSIDE_PEN = 11.5; // the row above the door
const HOME_TILE: Vec = { x: 13, y: 11 }; // where the eyes head for
const POWER: Vec[] = [
  { x: 1, y: 3 },
  { x: 26, y: 3 },
  { x: 1, y: 27 },
  { x: 26, y: 27 },
];
const FRUITS = ['🍒', '🍓', '🍊', '🍎', '🍈', '🍇', '🍉', '🔔', '🔑'];
const FRUIT_POINTS = [100, 300, 500, 700, 1000, 2000, 3000, 3000, 5000];
const PAC_YELLOW = '#ffd21f';
const EMOJI_FONT = '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", serif';

const same = (a: Vec, b: Vec) => a.x === b.x && a.y === b.y;
const wrap = (x: number) => ((x % COLS) + COLS) % COLS;

/** Lattice crossings that exist: none inside the pen, none in the blocks beside the tunnels. */
const crossing = (k: number, j: number) =>
  k >= 0 &&
  k < 8 &&
  j >= 0 &&
  j < 10 &&
  !((k === 3 || k === 4) && j === 4) &&
  !((k === 0 || k === 7) && j >= 3 && j <= 5);

/** A new maze: tile kinds, row by row. */
function carve(rand: () => number): Uint8Array {
  // Links: 'h k j' joins crossings (k, j) and (k + 1, j); 'v k j' joins (k, j) and (k, j + 1).
  const all: [string, number, number][] = [];
  for (let j = 0; j < 10; j++)
    for (let k = 0; k < 8; k++) {
      if (crossing(k, j) && crossing(k + 1, j)) all.push(['h', k, j]);
      if (crossing(k, j) && crossing(k, j + 1)) all.push(['v', k, j]);
    }
  const key = (t: string, k: number, j: number) => `${t}${k},${j}`;
  const mirror = (t: string, k: number, j: number) => key(t, t === 'h' ? 6 - k : 7 - k, j);
  // The ring round the pen, the way to the tunnels, the middle row under the pen and the start's row.
  const kept = new Set(
    (
      [
        ['h', 2, 3],
        ['h', 3, 3],
        ['h', 2, 5],
        ['h', 3, 5],
        ['v', 2, 3],
        ['v', 2, 4],
        ['h', 1, 4],
        ['h', 3, 7],
      ] as const
    ).flatMap(([t, k, j]) => [key(t, k, j), mirror(t, k, j)]),
  );
  let best: Set<string> | null = null;
  let bestScore = -Infinity;
  for (let attempt = 0; attempt < 14; attempt++) {
    const on = new Set(all.map(([t, k, j]) => key(t, k, j)));
    const links = (k: number, j: number) => {
      const out: Vec[] = [];
      if (on.has(key('h', k, j))) out.push({ x: k + 1, y: j });
      if (on.has(key('h', k - 1, j))) out.push({ x: k - 1, y: j });
      if (on.has(key('v', k, j))) out.push({ x: k, y: j + 1 });
      if (on.has(key('v', k, j - 1))) out.push({ x: k, y: j - 1 });
      return out;
    };
    const tunnel = (k: number, j: number) => (j === 4 && (k === 1 || k === 6) ? 1 : 0);
    const degree = (k: number, j: number) => links(k, j).length + tunnel(k, j);
    const nodes: Vec[] = [];
    for (let j = 0; j < 10; j++) for (let k = 0; k < 8; k++) if (crossing(k, j)) nodes.push({ x: k, y: j });
    const sound = () => {
      if (nodes.some((n) => degree(n.x, n.y) < 2)) return false; // a dead end
      const seen = new Set(['0,0']);
      const todo: Vec[] = [{ x: 0, y: 0 }];
      while (todo.length) {
        const n = todo.pop()!;
        for (const m of links(n.x, n.y))
          if (!seen.has(`${m.x},${m.y}`)) {
            seen.add(`${m.x},${m.y}`);
            todo.push(m);
          }
      }
      return seen.size === nodes.length;
    };
    // Take out links of the left half with their mirror images: crossing links less often than
    // upright ones, so there are not long runs with no way out.
    const left = all.filter(([, k]) => k <= 3).sort(() => rand() - 0.5);
    for (const [t, k, j] of left) {
      const a = key(t, k, j);
      const b = mirror(t, k, j);
      if (kept.has(a) || rand() > (t === 'h' ? 0.36 : 0.6)) continue;
      on.delete(a);
      on.delete(b);
      if (!sound()) {
        on.add(a);
        on.add(b);
      }
    }
    // A good maze has many crossings and no long corridor between two of them.
    const junctions = nodes.filter((n) => degree(n.x, n.y) >= 3).length;
    let longest = 0;
    for (const n of nodes)
      if (degree(n.x, n.y) >= 3)
        for (const first of links(n.x, n.y)) {
          let [prev, at, run] = [n, first, 0];
          for (let guard = 0; guard < 40; guard++) {
            run += Math.abs(LX[at.x] - LX[prev.x]) + Math.abs(LY[at.y] - LY[prev.y]);
            const onward = links(at.x, at.y).filter((m) => !same(m, prev));
            if (degree(at.x, at.y) !== 2 || onward.length !== 1) break;
            [prev, at] = [at, onward[0]];
          }
          longest = Math.max(longest, run);
        }
    const score = junctions - 1.5 * Math.max(0, longest - 13) + rand() * 3;
    if (score > bestScore) [best, bestScore] = [on, score];
  }
  const grid = new Uint8Array(COLS * ROWS).fill(WALL);
  const set = (x: number, y: number, kind: number) => (grid[y * COLS + x] = kind);
  for (const link of best!) {
    const [k, j] = link.slice(1).split(',').map(Number);
    if (link[0] === 'h') for (let x = LX[k]; x <= LX[k + 1]; x++) set(x, LY[j], OPEN);
    else for (let y = LY[j]; y <= LY[j + 1]; y++) set(LX[k], y, OPEN);
  }
  for (let x = 0; x < LX[1]; x++) {
    set(x, TUNNEL, TUBE);
    set(COLS - 1 - x, TUNNEL, TUBE);
  }
  for (let y = 13; y <= 15; y++) for (let x = 11; x <= 16; x++) set(x, y, PEN);
  set(13, 12, DOOR);
  set(14, 12, DOOR);
  return grid;
}

boot((g) => {
  const S = g.design.params.size;
  const fit = g.clamp(S, 0.85, 1.15) / S; // sprites stay in their corridor at any size
  const R = g.design.roles;
  const { fg, accent, bg } = g.design.setting;
  const face = /^(face|pac-? ?man)$/i.test(R.player?.name ?? '');
  const dotty = !R.target || /^(dots?|pellets?|pac-? ?dots?)$/i.test(R.target.name);
  const goalled = g.design.params.goal !== null;
  const count = g.design.params.difficulty === 'easy' ? 3 : 4;
  // Yellow reads on a dark setting; on a light one the words take the accent colour.
  const lum = [1, 3, 5].reduce((n, i, k) => n + parseInt(bg.slice(i, i + 2), 16) * [0.3, 0.59, 0.11][k], 0);
  const shout = lum < 128 ? PAC_YELLOW : accent;
  let grid: Uint8Array;
  let dots: Uint8Array; // 0 none, 1 pellet, 2 power pellet
  let total: number;
  let left: number;
  let eaten: number; // this level
  let sinceLife: number; // pellets since the last start or loss of a life: ghosts leave the pen by it
  let idle: number; // seconds since a pellet: a ghost comes out anyway after a while
  let pac: Mover & { want: Vec | null; moving: boolean; chomp: number; facing: number };
  let ghosts: Ghost[];
  let phase: Phase;
  let phaseT: number;
  let modeAt: number; // index into the scatter/chase schedule
  let modeT: number;
  let fright: number;
  let chain: number; // ghosts eaten on this power pellet
  let freeze: number; // a moment's pause when a ghost is eaten
  let fruit: number; // seconds the fruit stays; 0: none
  let fruitsShown: number;
  let pops: Pop[];
  let waka = false;
  let walls: HTMLCanvasElement;
  let wallsLit: HTMLCanvasElement;
  let pellet: HTMLCanvasElement | null = null;

  const cell = (x: number, y: number) => {
    if (y < 0 || y >= ROWS) return WALL;
    if (y === TUNNEL) return grid[y * COLS + wrap(x)];
    if (x < 0 || x >= COLS) return WALL;
    return grid[y * COLS + x];
  };
  const walk = (x: number, y: number) => {
    const k = cell(x, y);
    return k === OPEN || k === TUBE;
  };
  const at = (m: Vec): Vec => ({ x: OX + m.x * T, y: OY + m.y * T });
  const tileOf = (m: Vec): Vec => ({ x: wrap(Math.floor(m.x)), y: Math.floor(m.y) });
  const back = (d: Vec): Vec => ({ x: -d.x, y: -d.y });

  // Speeds in tiles a second. The level's own step speeds the ghosts up (g.diff); the muncher a little.
  const base = () => g.diff / (1 + 0.1 * (g.level - 1));
  const pacSpeed = () => 7.4 * Math.sqrt(base()) * (1 + 0.025 * (g.level - 1)) * (fright > 0 ? 1.06 : 1);
  const ghostSpeed = (gh: Ghost) => {
    if (gh.state === 'eyes' || gh.state === 'entering') return 15;
    if (gh.state === 'house') return 2;
    if (gh.state === 'leaving') return 4;
    // (× the ghosts' own pace, when they were asked to be faster or slower than the rest)
    const own = g.pace('enemy') / g.diff;
    let v = Math.min(7.4 * Math.sqrt(base()) * 0.97 * (1 + 0.025 * (g.level - 1)), 6.4 * g.diff) * own;
    if (gh.fright) v *= 0.6;
    else if (gh.n === 0 && left <= 20) v *= left <= 10 ? 1.1 : 1.05; // the chaser hurries near the end
    const t = tileOf(gh);
    if (t.y === TUNNEL && (t.x < LX[1] || t.x > LX[6])) v *= 0.5;
    return v;
  };
  const frightFor = () =>
    Math.max(1, 6.5 - 0.75 * (g.level - 1)) *
    { easy: 1.25, normal: 1, hard: 0.8 }[g.design.params.difficulty];
  const schedule = () =>
    g.level === 1 ? [7, 20, 7, 20, 5, 20, 5] : g.level < 5 ? [7, 20, 7, 20, 5] : [5, 20, 5, 20, 5];
  const scatter = () => modeAt % 2 === 0 && modeAt < schedule().length;
  const releaseAt = () => (g.level === 1 ? [0, 0, 30, 60] : g.level === 2 ? [0, 0, 0, 50] : [0, 0, 0, 0]);

  /** Moves m `dist` tiles on; at each tile's centre `decide` may turn it, or stop it (false). */
  function travel(m: Mover, dist: number, decide: (tx: number, ty: number) => boolean) {
    for (let guard = 0; dist > 1e-6 && guard < 12; guard++) {
      const u = m.x - 0.5;
      const v = m.y - 0.5;
      const ru = Math.round(u);
      const rv = Math.round(v);
      let step: number;
      if (Math.abs(u - ru) < 1e-6 && Math.abs(v - rv) < 1e-6) {
        m.x = ru + 0.5;
        m.y = rv + 0.5;
        if (!decide(wrap(ru), rv)) return;
        step = Math.min(dist, 1);
        m.x += m.dir.x * step;
        m.y += m.dir.y * step;
      } else {
        // between two centres: on to the next one ahead, along the way it goes
        const along = m.dir.x ? u : v;
        const sign = m.dir.x || m.dir.y;
        const next = sign > 0 ? Math.floor(along) + 1 : Math.ceil(along) - 1;
        const rest = Math.abs(next - along);
        step = Math.min(dist, rest);
        const to = step >= rest - 1e-9 ? next + 0.5 : (m.dir.x ? m.x : m.y) + sign * step;
        if (m.dir.x) m.x = to;
        else m.y = to;
      }
      dist -= step;
      if (m.x < 0) m.x += COLS;
      else if (m.x >= COLS) m.x -= COLS;
    }
  }

  /** Where a ghost heads for now, in tiles (the arcade's four rules). */
  function aim(gh: Ghost): Vec {
    if (gh.state === 'eyes') return HOME_TILE;
    const p = tileOf(pac);
    const d = pac.dir;
    const corner = GHOSTS[gh.n].corner;
    const hurry = gh.n === 0 && left <= 20;
    if (scatter() && !hurry) return corner;
    if (gh.n === 1) return { x: p.x + 4 * d.x, y: p.y + 4 * d.y };
    if (gh.n === 2) {
      const c = tileOf(ghosts[0]);
      return { x: 2 * (p.x + 2 * d.x) - c.x, y: 2 * (p.y + 2 * d.y) - c.y };
    }
    if (gh.n === 3) {
      const t = tileOf(gh);
      return (t.x - p.x) ** 2 + (t.y - p.y) ** 2 > 64 ? p : corner;
    }
    return p;
  }
  /** At a tile's centre a ghost takes the way nearest its aim, never straight back (frightened: any). */
  function steer(gh: Ghost, tx: number, ty: number): boolean {
    if (gh.state === 'eyes' && ty === HOME_TILE.y && (tx === 13 || tx === 14)) {
      gh.state = 'entering';
      return false;
    }
    const behind = back(gh.dir);
    const ways = DIRS.filter((d) => !same(d, behind) && walk(tx + d.x, ty + d.y));
    if (!ways.length) gh.dir = behind;
    else if (gh.fright && gh.state === 'active') gh.dir = g.pick(ways);
    else {
      const t = aim(gh);
      const far = (d: Vec) => (tx + d.x - t.x) ** 2 + (ty + d.y - t.y) ** 2;
      gh.dir = ways.reduce((a, b) => (far(b) < far(a) ? b : a));
    }
    return true;
  }
  /** In and out of the pen: along to the door's line, then up or down through it. True when there. */
  function toward(gh: Ghost, x: number, y: number, dist: number): boolean {
    if (Math.abs(gh.x - x) > 1e-6) {
      const s = Math.sign(x - gh.x);
      gh.dir = { x: s, y: 0 };
      gh.x = Math.abs(x - gh.x) <= dist ? x : gh.x + s * dist;
      return false;
    }
    const s = Math.sign(y - gh.y);
    if (s) gh.dir = { x: 0, y: s };
    gh.y = Math.abs(y - gh.y) <= dist ? y : gh.y + s * dist;
    return gh.y === y;
  }
  function moveGhost(gh: Ghost, dt: number) {
    const dist = ghostSpeed(gh) * dt;
    if (gh.state === 'house') {
      // bobbing in the pen
      if (!gh.dir.y) gh.dir = UP;
      gh.y += gh.dir.y * dist;
      if (gh.y < 14) gh.dir = DOWN;
      if (gh.y > 15) gh.dir = UP;
    } else if (gh.state === 'leaving') {
      if (toward(gh, 14, OUTSIDE_PEN, dist)) {
        gh.state = 'active';
        gh.dir = LEFT;
      }
    } else if (gh.state === 'entering') {
      if (toward(gh, 14, 14.5, dist)) {
        gh.state = 'leaving'; // back to life, and straight out again
        gh.fright = false;
      }
    } else travel(gh, dist, (tx, ty) => steer(gh, tx, ty));
  }

  function placeAll() {
    pac = { ...START, dir: LEFT, want: null, moving: true, chomp: 0.6, facing: -1 };
    ghosts = GHOSTS.slice(0, count).map((k, n) => ({
      ...k.home,
      dir: n === 0 ? LEFT : n === 1 ? DOWN : UP,
      n,
      state: n === 0 ? 'active' : 'house',
      fright: false,
    }));
    modeAt = 0;
    modeT = 0;
    fright = 0;
    chain = 0;
    freeze = 0;
    sinceLife = 0;
    idle = 0;
    fruit = 0;
  }

  // Drawing helpers -------------------------------------------------------------------------------
  /** The walls, drawn once a maze: blocks with rounded corners, outlined in the accent colour. */
  function paintWalls(line: string): HTMLCanvasElement {
    const c = document.createElement('canvas');
    c.width = g.W;
    c.height = g.H;
    const x = c.getContext('2d')!;
    const solid = (i: number, j: number) =>
      j < 0 || j >= ROWS || i < 0 || i >= COLS || grid[j * COLS + i] === WALL;
    // Each wall tile in four quarters, each shaped by its two neighbours and the one between them,
    // shrunk back from open tiles by `inset`.
    const shape = (inset: number, r: number) => {
      x.beginPath();
      const hw = T / 2;
      for (let j = 0; j < ROWS; j++)
        for (let i = 0; i < COLS; i++) {
          if (!solid(i, j)) continue;
          for (const sx of [-1, 1])
            for (const sy of [-1, 1]) {
              const cx = OX + (i + (sx > 0 ? 1 : 0)) * T;
              const cy = OY + (j + (sy > 0 ? 1 : 0)) * T;
              const p = (u: number, w: number): [number, number] => [cx - sx * u, cy - sy * w];
              const h = !solid(i + sx, j);
              const v = !solid(i, j + sy);
              const d = !solid(i + sx, j + sy);
              const poly = (pts: [number, number][]) => {
                x.moveTo(...pts[0]);
                for (const q of pts.slice(1)) x.lineTo(...q);
                x.closePath();
              };
              if (h && v) {
                x.moveTo(...p(hw, hw));
                x.lineTo(...p(hw, inset));
                x.lineTo(...p(inset + r, inset));
                x.arcTo(...p(inset, inset), ...p(inset, inset + r), r);
                x.lineTo(...p(inset, hw));
                x.closePath();
              } else if (h) poly([p(inset, 0), p(hw, 0), p(hw, hw), p(inset, hw)]);
              else if (v) poly([p(0, inset), p(hw, inset), p(hw, hw), p(0, hw)]);
              else if (d) poly([p(inset, 0), p(hw, 0), p(hw, hw), p(0, hw), p(0, inset), p(inset, inset)]);
              else poly([p(0, 0), p(hw, 0), p(hw, hw), p(0, hw)]);
            }
        }
      x.fill();
    };
    x.fillStyle = line;
    shape(4, 5);
    x.fillStyle = bg;
    shape(6.5, 2.5);
    x.globalAlpha = 0.14;
    x.fillStyle = line;
    shape(6.5, 2.5);
    return c;
  }
  /** A small picture of the target, for the many pellets (one drawing, copied). */
  function paintPellet(): HTMLCanvasElement {
    const c = document.createElement('canvas');
    const s = Math.round(T * 0.72 * g.clamp(S, 0.85, 1.15));
    c.width = s;
    c.height = s;
    const x = c.getContext('2d')!;
    const e = g.role('target');
    if (e.emoji) {
      x.font = `${s * 0.92}px ${EMOJI_FONT}`;
      x.textAlign = 'center';
      x.textBaseline = 'middle';
      x.fillText(e.emoji, s / 2, s / 2 + s * 0.05);
    } else {
      x.fillStyle = e.color;
      x.beginPath();
      x.arc(s / 2, s / 2, s * 0.3, 0, Math.PI * 2);
      x.fill();
    }
    return c;
  }

  // The round -------------------------------------------------------------------------------------
  function eat(t: Vec) {
    const i = t.y * COLS + t.x;
    const kind = dots[i];
    if (!kind) return;
    dots[i] = 0;
    left -= 1;
    eaten += 1;
    sinceLife += 1;
    idle = 0;
    waka = !waka;
    g.note(waka ? 330 : 250, 0.07, 'triangle', 0.05);
    // with a design goal each pellet is one of its things (a point of the score, through g.got)
    g.addScore((kind === 2 ? 50 : 10) - (goalled ? 1 : 0), true);
    if (kind === 2) {
      g.sound('jump');
      const f = frightFor();
      fright = f;
      chain = 0;
      for (const gh of ghosts) {
        if (gh.state === 'active') gh.dir = back(gh.dir);
        if (gh.state === 'active' || gh.state === 'house' || gh.state === 'leaving') gh.fright = true;
      }
    }
    if (g.has('powerups') && fruitsShown < 2 && eaten >= Math.round(total * (fruitsShown ? 0.7 : 0.3))) {
      fruitsShown += 1;
      fruit = 9.5;
    }
    if (left <= 0) {
      phase = 'cleared';
      phaseT = 0;
    }
    if (goalled) g.got(1); // the design's goal: its last pellet wins through the runtime
  }

  function caught() {
    if (!g.loseLife()) return;
    phase = 'dying';
    phaseT = 0;
  }

  function control() {
    const inp = g.input;
    for (const [k, d] of KEYS) if (inp.pressed(k)) pac.want = d;
    const held = inp.dir();
    if (!KEYS.some(([k]) => inp.pressed(k)) && !held.x !== !held.y)
      pac.want = held.x ? { x: Math.sign(held.x), y: 0 } : { x: 0, y: Math.sign(held.y) };
    if (inp.swipe) pac.want = { up: UP, down: DOWN, left: LEFT, right: RIGHT }[inp.swipe];
    else if (inp.released) {
      // a tap: the way from the muncher towards it
      const p = at(pac);
      const dx = inp.tapAt.x - p.x;
      const dy = inp.tapAt.y - p.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) > T * 0.6)
        pac.want = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? RIGHT : LEFT) : dy > 0 ? DOWN : UP;
    }
  }

  function movePac(dt: number) {
    const w = pac.want;
    if (w && same(w, back(pac.dir))) {
      pac.dir = w; // turning back needs no opening
      pac.moving = true;
    }
    const before = { x: pac.x, y: pac.y };
    travel(pac, pacSpeed() * dt, (tx, ty) => {
      if (pac.want && walk(tx + pac.want.x, ty + pac.want.y)) pac.dir = pac.want;
      pac.moving = walk(tx + pac.dir.x, ty + pac.dir.y);
      return pac.moving;
    });
    if (pac.dir.x) pac.facing = pac.dir.x;
    const dx = Math.abs(pac.x - before.x);
    pac.chomp += (Math.min(dx, COLS - dx) + Math.abs(pac.y - before.y)) * 1.7;
  }

  function touch(gh: Ghost): boolean {
    if (gh.state === 'eyes' || gh.state === 'entering') return false;
    let dx = Math.abs(gh.x - pac.x);
    dx = Math.min(dx, COLS - dx);
    if (dx ** 2 + (gh.y - pac.y) ** 2 > 0.6 ** 2) return false;
    if (gh.fright) {
      chain += 1;
      const points = 200 * 2 ** Math.min(3, chain - 1);
      g.addScore(points, true);
      g.note(520, 0.12, 'square', 0.05);
      g.note(1040, 0.3, 'triangle', 0.05);
      pops.push({ x: gh.x, y: gh.y, text: String(points), color: '#33e6f2', age: 0 });
      freeze = 0.55;
      gh.fright = false;
      gh.state = gh.state === 'active' ? 'eyes' : 'entering';
      return false;
    }
    caught();
    return true;
  }

  function step(dt: number) {
    movePac(dt);
    eat(tileOf(pac));
    if (g.state() !== 'play' || phase !== 'play') return; // over, or the last pellet went
    if (fruit > 0 && Math.abs(pac.x - FRUIT_AT.x) < 0.8 && Math.abs(pac.y - FRUIT_AT.y) < 0.6) {
      const k = Math.min(g.level, FRUITS.length) - 1;
      fruit = 0;
      g.addScore(FRUIT_POINTS[k], true);
      g.note(1320, 0.25, 'triangle', 0.06);
      pops.push({ ...FRUIT_AT, text: String(FRUIT_POINTS[k]), color: '#ff9ee0', age: 0 });
    }
    for (const gh of ghosts) {
      moveGhost(gh, dt);
      if (touch(gh)) return;
    }
  }

  return {
    controls: 'Arrows, WASD or swipe to steer: a turn asked early is taken at the next opening',
    reset() {
      grid = carve(Math.random);
      dots = new Uint8Array(COLS * ROWS);
      for (let i = 0; i < grid.length; i++) if (grid[i] === OPEN) dots[i] = 1;
      for (const p of POWER) dots[p.y * COLS + p.x] = 2;
      dots[23 * COLS + 13] = dots[23 * COLS + 14] = 0; // where the muncher starts
      total = left = dots.reduce((n, k) => n + (k ? 1 : 0), 0);
      eaten = 0;
      fruitsShown = 0;
      pops = [];
      walls = paintWalls(accent);
      wallsLit = paintWalls('#ffffff');
      pellet = dotty ? null : paintPellet();
      placeAll();
      phase = 'ready';
      phaseT = g.level > 1 ? 1.1 : 0; // a later level's banner has already paused it
    },
    update(dt) {
      pops = pops.filter((p) => (p.age += dt) < 1.2);
      if (fruit > 0) fruit = Math.max(0, fruit - dt);
      phaseT += dt;
      if (phase !== 'cleared' && phase !== 'dying') control();
      if (phase === 'ready') {
        if (phaseT >= 1.6) phase = 'play';
        return;
      }
      if (phase === 'cleared') {
        if (phaseT >= 1.2) g.win();
        return;
      }
      if (phase === 'dying') {
        if (phaseT >= 1.6) {
          placeAll();
          phase = 'ready';
          phaseT = 0.4;
        }
        return;
      }
      if (freeze > 0) {
        freeze -= dt;
        return;
      }
      idle += dt;
      if (fright > 0) {
        fright -= dt;
        if (fright <= 0) for (const gh of ghosts) gh.fright = false;
      } else if (modeAt < schedule().length) {
        modeT += dt;
        if (modeT >= schedule()[modeAt]) {
          modeT = 0;
          modeAt += 1;
          for (const gh of ghosts) if (gh.state === 'active') gh.dir = back(gh.dir); // they turn round
        }
      }
      // The next ghost in the pen comes out when enough pellets went, or when none went for a while.
      const next = ghosts.find((gh) => gh.state === 'house');
      if (next && !ghosts.some((gh) => gh.state === 'leaving')) {
        if (sinceLife >= releaseAt()[next.n] || idle >= (g.level >= 5 ? 3 : 4)) {
          next.state = 'leaving';
          idle = 0;
        }
      }
      // Small steps, so nobody passes through anybody between two frames.
      const n = Math.ceil(dt / 0.016);
      for (let i = 0; i < n; i++) {
        step(dt / n);
        if (g.state() !== 'play' || phase !== 'play' || freeze > 0) return;
      }
    },
    draw() {
      const { ctx } = g;
      const lit = phase === 'cleared' && Math.floor(phaseT * 6) % 2 === 1;
      ctx.drawImage(lit ? wallsLit : walls, 0, 0);
      if (!lit) {
        ctx.fillStyle = '#ffb8de';
        ctx.fillRect(OX + 13 * T, OY + 12.35 * T, 2 * T, T * 0.3);
      }
      // pellets: the small ones in one path (or copies of one small picture), the power ones blinking
      const blink = Math.floor(g.time * 4) % 2 === 0 || phase !== 'play';
      ctx.fillStyle = fg;
      ctx.beginPath();
      for (let j = 0; j < ROWS; j++)
        for (let i = 0; i < COLS; i++) {
          const kind = dots[j * COLS + i];
          const x = OX + (i + 0.5) * T;
          const y = OY + (j + 0.5) * T;
          if (kind !== 1) continue;
          if (pellet) ctx.drawImage(pellet, x - pellet.width / 2, y - pellet.height / 2);
          else {
            ctx.moveTo(x + T * 0.13, y);
            ctx.arc(x, y, T * 0.13, 0, Math.PI * 2);
          }
        }
      ctx.fill();
      for (const p of POWER) {
        if (dots[p.y * COLS + p.x] !== 2) continue;
        const q = at({ x: p.x + 0.5, y: p.y + 0.5 });
        if (!dotty) g.sprite('target', q.x, q.y, T * (blink ? 1.5 : 1.3) * fit);
        else if (blink) {
          ctx.fillStyle = accent;
          ctx.beginPath();
          ctx.arc(q.x, q.y, T * 0.38, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      if (fruit > 0 && (fruit > 2 || Math.floor(fruit * 6) % 2 === 0)) {
        const f = at(FRUIT_AT);
        g.text(FRUITS[Math.min(g.level, FRUITS.length) - 1], f.x, f.y, T * 1.3);
      }
      // ghosts (gone while the muncher dies)
      if (!(phase === 'dying' && phaseT > 0.5) && phase !== 'cleared') for (const gh of ghosts) drawGhost(gh);
      drawPac();
      for (const p of pops) {
        if (p.age < 0) continue;
        const q = at(p);
        g.text(p.text, q.x, q.y - p.age * 10, 15, p.color);
      }
      if (phase === 'ready') g.text('Ready!', OX + 14 * T, OY + 17.5 * T, 18, shout);
      // this level's fruit and the ones before, bottom right, as on the arcade
      const shown = Math.min(g.level, 7);
      for (let i = 0; i < shown; i++) {
        const k = Math.min(g.level - i, FRUITS.length) - 1;
        g.text(FRUITS[k], g.W - 22 - i * 28, OY + ROWS * T + 22, 20);
      }
      if (left > 0 && g.state() === 'play')
        g.text(`${left} left`, 14, OY + ROWS * T + 22, 15, fg + 'aa', 'left');
    },
    light: () => at(pac),
    timeUp() {
      if (phase === 'cleared') g.win();
      else g.lose("Time's up");
    },
  };

  function drawGhost(gh: Ghost) {
    const { ctx } = g;
    const p = at(gh);
    if (freeze > 0 && gh.state === 'eyes' && pops.some((q) => q.age < 0.6 && q.x === gh.x && q.y === gh.y))
      return; // its points show where it was eaten
    if (gh.state === 'eyes' || gh.state === 'entering') {
      for (const s of [-1, 1]) {
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.ellipse(p.x + s * T * 0.24, p.y - 1, T * 0.2, T * 0.26, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#1d4ed8';
        ctx.beginPath();
        ctx.arc(p.x + s * T * 0.24 + gh.dir.x * 2.5, p.y - 1 + gh.dir.y * 3, T * 0.1, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    }
    const size = T * 1.5 * fit;
    const y = p.y + Math.sin(g.time * 7 + gh.n * 1.6) * 1.2; // each floats a little out of step
    const ending = fright < 2 && Math.floor(fright * 5) % 2 === 0; // frightened ones flash near the end
    ctx.save();
    if (gh.fright) {
      ctx.globalAlpha = 0.55;
      ctx.shadowColor = ending ? '#ffffff' : '#2f5bff';
      ctx.shadowBlur = 14;
      if (!ending) ctx.filter = 'grayscale(1) sepia(1) hue-rotate(180deg) saturate(5) brightness(0.9)';
    } else {
      // each ghost glows in its own colour, and sits on a faint patch of it
      ctx.fillStyle = GHOSTS[gh.n].color;
      ctx.globalAlpha = 0.28;
      ctx.beginPath();
      ctx.arc(p.x, y + 2, size * 0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.shadowColor = GHOSTS[gh.n].color;
      ctx.shadowBlur = 10;
    }
    g.sprite('enemy', p.x, y, size);
    ctx.restore();
    if (gh.fright) {
      // a blue wash over it (where the canvas has no filters, this alone tints it)
      ctx.fillStyle = ending ? '#ffffff' : '#2f5bff';
      ctx.globalAlpha = 0.3;
      ctx.beginPath();
      ctx.arc(p.x, y, size * 0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }

  function drawPac() {
    const { ctx } = g;
    const p = at(pac);
    const dying = phase === 'dying' ? Math.min(1, phaseT / 1.3) : 0;
    if (phase === 'dying' && phaseT > 1.35) return;
    if (face) {
      const r = T * 0.78 * g.clamp(S, 0.85, 1.15);
      const a = Math.atan2(pac.dir.y, pac.dir.x);
      const open = dying
        ? 0.2 + dying * 0.8
        : pac.moving
          ? 0.04 + 0.24 * Math.abs(Math.sin(pac.chomp))
          : 0.16;
      ctx.fillStyle = PAC_YELLOW;
      ctx.beginPath();
      ctx.moveTo(p.x, p.y);
      ctx.arc(p.x, p.y, r, a + open * Math.PI, a + (2 - open) * Math.PI);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = 'rgba(0,0,0,0.35)';
      ctx.lineWidth = 1.5;
      ctx.stroke();
      return;
    }
    ctx.save();
    ctx.translate(p.x, p.y);
    if (dying) {
      ctx.rotate(dying * Math.PI * 4);
      ctx.scale(1 - dying, 1 - dying);
    }
    if (pac.facing > 0) ctx.scale(-1, 1); // sprites face left: mirrored to go right
    const tilt = -pac.dir.y * 0.6; // nose up or down
    const bounce = pac.moving ? Math.abs(Math.sin(pac.chomp)) * 1.5 : 0;
    g.sprite('player', 0, -bounce, T * 1.55 * fit, tilt);
    ctx.restore();
  }
});
