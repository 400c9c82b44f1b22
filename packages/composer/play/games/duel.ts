// Roles: player = tank one (you, or player one), enemy = tank two (the computer, or player two), shot = the
// shells. A top-down arena with a few wall blocks, laid out with 180° symmetry and chosen afresh for every
// point; the tanks start in opposite corners. Tank controls: left/right turn, up/down drive forward/back;
// a shell bounces off the walls twice and can hit the tank that fired it (then the other one scores). A
// hit is a point for the shooter (100 score, 50 more a bounce for a bank shot) and the positions reset;
// first to 5 (or to the design's goal) wins: g.win() for player one, g.lose() for the other.
// A tank named 'tank' (its emoji is a helmet) or with no emoji is drawn as a tank in its role's colour,
// the role's sprite small on its hatch; anything else (a cat, a dog) is its sprite, turned to aim, on a
// base in its colour with a barrel. Both tanks in one colour: the second is turned round the colour wheel.
// Parts: twoPlayer (player one: arrows + Enter or /; player two: WASD + F or Space, as the runtime's dir()
// and dir2() read them), powerups (a crate now and then: a triple shot or a shield for a while), night
// (the light is player one's; the score line stays above the dark), timer (when it runs out the higher
// score wins; a tie is 'A draw', a loss), highscores. A shield stops the shells that reach it.
// The computer: finds its way to a line of sight (a path on a grid around the walls), leads its shots,
// looks for bank shots (one bounce on normal, two on hard), never fires a shell that would come back at
// it, dodges shells on normal and hard; on easy it turns slower, aims wider and reloads slower.
// Touch (a phone without keys): a drag anywhere is a stick (the tank turns toward it and drives), a tap
// fires.
import type { RoleId } from '../../src/design';
import { boot, type Entity, type Vec } from '../runtime';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Tank extends Vec {
  role: RoleId;
  a: number; // facing, radians (0 = right, y down)
  vx: number; // smoothed velocity, for leading shots
  vy: number;
  points: number;
  cool: number;
  triple: number; // seconds of triple shot left
  shield: number; // seconds of shield left
  tread: number; // distance driven, for the treads' marks
  color: string;
  /** Its entity, drawn in its colour (a shape without an emoji shows the tank's own colour). */
  who: Entity;
}
interface Shell extends Vec {
  vx: number;
  vy: number;
  owner: Tank;
  bounces: number;
  age: number;
}
interface Spark extends Vec {
  vx: number;
  vy: number;
  life: number;
  color: string;
}
interface Skill {
  think: number; // seconds between plans
  noise: number; // aim error, radians
  tol: number; // how square it must face its aim to fire
  bank: number; // bounces it plans shots with
  dodge: number; // chance it dodges a shell coming at it
  reload: number; // × the reload
  turn: number; // × the turning speed
  drive: number; // × the driving speed
  react: number; // seconds on target before it fires
}

// The arena: 12 × 14 cells under the score lines.
const AX = 12;
const AY = 76;
const CW = 38;
const CH = 39;
const COLS = 12;
const ROWS = 14;
const AW = COLS * CW;
const AH = ROWS * CH;
const SR = 4; // a shell's radius
const BOUNCES = 2; // it bounces twice; the third wall it meets stops it
const LIFE = 6; // seconds a shell flies at most
const MAX_SHELLS = 5; // in flight per tank
const RELOAD = 0.45;
const NAV = 12; // the computer's path grid, pixels a cell
const NC = Math.ceil(AW / NAV);
const NR = Math.ceil(AH / NAV);
// The top half of each layout ('#' a wall block); the bottom half is it turned 180°, so both corners are
// alike. The rows next to the top and bottom edges stay open: the tanks start there.
const LAYOUTS = [
  '............ ............ ..##....#... ..##....#... ........#... ............ .....##.....',
  '............ ............ .####....... ............ .......#.... ...#...#.... ...#........',
  '............ ............ ..#......... ..#..##..... ..#......... .........##. ............',
  '............ ............ ....#....... .........#.. ..#......... ......#..... ...#....##..',
  '............ ............ ...######... ............ ............ .##.....##.. ............',
  '............ ............ ......###... ..#......... ..#...#..... ......#..#.. ..........#.',
  '............ ............ .....##..... ............ ..#......#.. ..#......#.. ..###..###..',
].map((rows) => rows.split(' '));
const SKILL: Record<'easy' | 'normal' | 'hard', Skill> = {
  easy: {
    think: 0.45,
    noise: 0.2,
    tol: 0.14,
    bank: 0,
    dodge: 0,
    reload: 2.2,
    turn: 0.7,
    drive: 0.8,
    react: 0.45,
  },
  normal: {
    think: 0.25,
    noise: 0.07,
    tol: 0.08,
    bank: 1,
    dodge: 0.45,
    reload: 1.3,
    turn: 0.9,
    drive: 0.95,
    react: 0.15,
  },
  hard: { think: 0.12, noise: 0.02, tol: 0.05, bank: 2, dodge: 0.9, reload: 1, turn: 1, drive: 1, react: 0 },
};
// Emoji drawn facing left: mirrored, then turned, so they face where they drive.
const LEFTWARD = new Set(
  '🚗 🚓 🚕 🚙 🏎️ 🚜 🚌 🚚 🚒 🚑 🐕 🐈 🐎 🐖 🐄 🐂 🐃 🐁 🐀 🦎 🐊 🐍 🐟 🐠 🦈 🐋 🐬 🦖 🦕 🐘 🦏'.split(' '),
);
// Emoji that point up and to the right: turned back by 45°.
const UP_RIGHT: Record<string, number> = { '🚀': Math.PI / 4, '✈️': Math.PI / 4 };

const wrapAngle = (a: number) => Math.atan2(Math.sin(a), Math.cos(a));

/** #rrggbb → [h 0-360, s 0-1, l 0-1]. */
function hsl(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}
const css = ([h, s, l]: [number, number, number]) =>
  `hsl(${Math.round(h)}, ${Math.round(s * 100)}%, ${Math.round(l * 100)}%)`;
/** The same colour lighter (+) or darker (−). */
const shade = (hex: string, by: number) => {
  const [h, s, l] = hsl(hex);
  return css([h, s, Math.min(0.95, Math.max(0.08, l + by))]);
};
/** Two colours a glance can tell apart? */
function alike(a: string, b: string): boolean {
  const [h1, s1, l1] = hsl(a);
  const [h2, s2, l2] = hsl(b);
  const dh = Math.min(Math.abs(h1 - h2), 360 - Math.abs(h1 - h2));
  return (dh < 40 || (s1 < 0.2 && s2 < 0.2)) && Math.abs(l1 - l2) < 0.25;
}
/** A colour round the wheel from this one, bright enough to see, and unlike the ones to avoid. */
function opposite(hex: string, avoid: string[]): string {
  const [h0, s0, l0] = hsl(hex);
  const s = Math.max(0.6, s0);
  const l = Math.min(0.62, Math.max(0.45, l0));
  const of = (h: number) => {
    const k = (n: number) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return (
      '#' +
      [f(0), f(8), f(4)]
        .map((v) =>
          Math.round(v * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')
    );
  };
  const tries = [165, 120, 210, 90, 240].map((by) => of((h0 + by) % 360));
  return tries.find((c) => !avoid.some((x) => alike(c, x))) ?? tries[0];
}

boot((g) => {
  g.showLives(false); // a hit costs a point, not a life
  g.showScore(false); // (the points of each side are its score line)
  const { rand, clamp } = g;
  const { fg, bg, accent } = g.design.setting;
  const two = g.has('twoPlayer');
  const skill = SKILL[g.design.params.difficulty];
  const first = clamp(g.design.params.goal ?? 5, 1, 15);
  const S = clamp(g.design.params.size, 0.8, 1.3); // the arena is fixed: the tanks must fit its gaps
  const R = 15 * S; // a tank's radius
  const sp = Math.min(g.diff, 1.6);
  const SPEED = 125 * sp;
  const BACK = 85 * sp;
  const TURN = 3.1 * Math.sqrt(sp);
  const SHELL_V = 270 * sp;
  const one = g.role('player');
  const other = g.role('enemy');
  const shotRole = g.role('shot');
  const c1 = one.color;
  const c2 = alike(one.color, other.color) ? opposite(one.color, [accent, bg]) : other.color;
  const isTank = (name: string) => /\btanks?\b/i.test(name);
  const drawnAsTank = (r: RoleId) => isTank(g.role(r).name) || !g.role(r).emoji;
  // A 'shell' is a tank's shell, not the seashell its emoji would be: a shape, like a shot without one.
  const shellShape = !shotRole.emoji || /\b(shells?|bullets?)\b/i.test(shotRole.name);
  const nameOf = (t: Tank) =>
    two ? (t === p1 ? 'Player 1' : 'Player 2') : t === p1 ? 'You' : `The ${other.name}`;

  let walls: Rect[];
  let cells: boolean[][]; // [row][col] wall cells of the layout
  let walk: boolean[]; // path grid: where a tank's centre can be
  let layoutAt = -1;
  let shells: Shell[];
  let sparks: Spark[];
  let crate: (Vec & { age: number }) | null;
  let crateIn: number;
  let pause: number; // after a hit, before the next point's positions
  let said: string;
  let hitTank: Tank | null;
  // the computer
  let plan: number;
  let aim: number | null;
  let onTarget: number;
  let route: Vec | null;
  let backing: number;
  let stuckFor: number;
  let lastPos: Vec;
  let dodges: Map<Shell, boolean>;
  let dodging: number; // -1 back, 1 forward, 0 not
  // touch
  let stick: { from: Vec; far: number; at: number } | null;

  // Walls -----------------------------------------------------------------------------------------
  function layout() {
    let i = g.int(0, LAYOUTS.length - 1);
    if (i === layoutAt) i = (i + 1) % LAYOUTS.length;
    layoutAt = i;
    const flip = g.chance(0.5);
    const top = LAYOUTS[i].map((row) => (flip ? [...row].reverse().join('') : row));
    const rows = [...top, ...top.map((row) => [...row].reverse().join('')).reverse()];
    cells = rows.map((row) => [...row].map((ch) => ch === '#'));
    walls = [];
    cells.forEach((row, r) => {
      for (let c = 0; c < COLS; c++) {
        if (!row[c]) continue;
        let end = c;
        while (end + 1 < COLS && row[end + 1]) end++;
        walls.push({ x: AX + c * CW, y: AY + r * CH, w: (end - c + 1) * CW, h: CH });
        c = end;
      }
    });
    walk = [];
    for (let r = 0; r < NR; r++)
      for (let c = 0; c < NC; c++)
        walk.push(!circleBlocked(AX + (c + 0.5) * NAV, AY + (r + 0.5) * NAV, R + 3));
  }
  /** A shell-sized box against the walls and the arena's edge. */
  const boxBlocked = (x: number, y: number, r: number) =>
    x - r < AX ||
    x + r > AX + AW ||
    y - r < AY ||
    y + r > AY + AH ||
    walls.some((w) => x + r > w.x && x - r < w.x + w.w && y + r > w.y && y - r < w.y + w.h);
  /** A round tank against the walls and the edge. */
  function circleBlocked(x: number, y: number, r: number): boolean {
    if (x - r < AX || x + r > AX + AW || y - r < AY || y + r > AY + AH) return true;
    for (const w of walls) {
      const dx = x - clamp(x, w.x, w.x + w.w);
      const dy = y - clamp(y, w.y, w.y + w.h);
      if (dx * dx + dy * dy < r * r) return true;
    }
    return false;
  }
  /** Nothing in the way of something of radius r going from a to b. */
  function clear(a: Vec, b: Vec, r: number): boolean {
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.ceil(d / 6);
    for (let i = 1; i < n; i++)
      if (circleBlocked(a.x + ((b.x - a.x) * i) / n, a.y + ((b.y - a.y) * i) / n, r)) return false;
    return true;
  }

  // Tanks and shells ------------------------------------------------------------------------------
  const tank = (role: RoleId, color: string): Tank => ({
    role,
    x: 0,
    y: 0,
    a: 0,
    vx: 0,
    vy: 0,
    points: 0,
    cool: 0,
    triple: 0,
    shield: 0,
    tread: 0,
    color,
    who: { ...g.role(role), color },
  });
  const p1 = tank('player', c1);
  const p2 = tank('enemy', c2);
  function place() {
    Object.assign(p1, { x: AX + CW, y: AY + AH - CH, a: -Math.PI / 2, vx: 0, vy: 0, cool: 0.4 });
    Object.assign(p2, { x: AX + AW - CW, y: AY + CH, a: Math.PI / 2, vx: 0, vy: 0, cool: 0.4 });
    p1.triple = p1.shield = p2.triple = p2.shield = 0;
  }
  function newPoint() {
    layout();
    place();
    shells = [];
    crate = null; // the next one still comes when it was due
    pause = 0;
    plan = 0;
    aim = null;
    onTarget = 0;
    route = null;
    backing = 0;
    stuckFor = 0;
    lastPos = { x: p2.x, y: p2.y };
    dodges = new Map();
    dodging = 0;
  }

  /** Turn by `turn` (−1…1) and drive by `drive` (−1 back … 1 forward), sliding along walls. */
  function move(t: Tank, turn: number, drive: number, dt: number, turnK = 1, driveK = 1) {
    t.a = wrapAngle(t.a + clamp(turn, -1, 1) * TURN * turnK * dt);
    const v = (drive > 0 ? SPEED : BACK) * clamp(drive, -1, 1) * driveK;
    const them = t === p1 ? p2 : p1;
    const free = (x: number, y: number) =>
      !circleBlocked(x, y, R) && (x - them.x) ** 2 + (y - them.y) ** 2 >= (2 * R) ** 2;
    const [x0, y0] = [t.x, t.y];
    const nx = t.x + Math.cos(t.a) * v * dt;
    if (free(nx, t.y)) t.x = nx;
    const ny = t.y + Math.sin(t.a) * v * dt;
    if (free(t.x, ny)) t.y = ny;
    const moved = Math.hypot(t.x - x0, t.y - y0);
    t.tread += drive < 0 ? -moved : moved;
    if (Math.abs(turn) > 0.1 && !moved) t.tread += turn * TURN * dt * 8; // turning in place works the treads
    if (dt > 0) {
      t.vx += ((t.x - x0) / dt - t.vx) * Math.min(1, dt * 8);
      t.vy += ((t.y - y0) / dt - t.vy) * Math.min(1, dt * 8);
    }
  }

  const tip = (t: Tank, a: number): Vec => ({
    x: t.x + Math.cos(a) * (R + 6),
    y: t.y + Math.sin(a) * (R + 6),
  });
  function fire(t: Tank) {
    if (t.cool > 0 || shells.filter((s) => s.owner === t).length >= MAX_SHELLS) return;
    t.cool = RELOAD * (t === p2 && !two ? skill.reload : 1);
    const spread = t.triple > 0 ? [-0.2, 0, 0.2] : [0];
    let fired = false;
    for (const da of spread) {
      const at = tip(t, t.a + da);
      if (boxBlocked(at.x, at.y, SR)) continue; // the barrel is in the wall: that one fizzles
      shells.push(shellFrom(t, at, t.a + da));
      fired = true;
    }
    if (fired) g.sound('shoot');
    else puff(tip(t, t.a), 5, fg);
  }
  /** One step of a shell: it bounces off what it meets, each axis on its own (so seams never matter). */
  function advance(s: Shell, dt: number): boolean {
    let bounced = false;
    const nx = s.x + s.vx * dt;
    if (boxBlocked(nx, s.y, SR)) {
      s.vx = -s.vx;
      bounced = true;
    } else s.x = nx;
    const ny = s.y + s.vy * dt;
    if (boxBlocked(s.x, ny, SR)) {
      s.vy = -s.vy;
      bounced = true;
    } else s.y = ny;
    s.age += dt;
    if (bounced) s.bounces += 1;
    return s.bounces <= BOUNCES && s.age < LIFE;
  }
  /** A shell fresh out of the barrel cannot hit its own tank; after a bounce (or a moment) it can. */
  const canHit = (s: Shell, t: Tank) => t !== s.owner || s.bounces > 0 || s.age > 0.3;

  function scored(victim: Tank, s: Shell) {
    const shooter = s.owner;
    const winner = shooter === victim ? (victim === p1 ? p2 : p1) : shooter;
    puff(victim, 34, victim.color);
    puff(victim, 16, '#fbbf24');
    g.sound('hit');
    winner.points += 1;
    if (winner === p1) {
      const bonus = shooter === p1 ? 50 * s.bounces : 0;
      if (g.design.params.goal !== null) {
        g.got(1);
        g.addScore(99 + bonus, true);
      } else g.addScore(100 + bonus);
    } else g.sound('bad');
    hitTank = victim;
    if (shooter === victim)
      said = two
        ? `Own shell! A point to ${nameOf(winner)}`
        : victim === p1
          ? 'Your own shell!'
          : `The ${other.name} hit itself!`;
    else if (winner === p1 && !two) said = s.bounces ? 'Bank shot!' : 'Hit!';
    else said = `${nameOf(winner)} scores!`;
    if (g.state() !== 'play') return; // the goal was reached
    if (p1.points >= first) g.win(two ? 'Player 1 wins' : undefined);
    else if (p2.points >= first) g.lose(two ? 'Player 2 wins' : `The ${other.name} wins`);
    else pause = 1.4;
  }

  function puff(at: Vec, n: number, color: string) {
    for (let i = 0; i < n; i++) {
      const a = rand(0, 7);
      const v = rand(30, 190);
      sparks.push({
        x: at.x,
        y: at.y,
        vx: Math.cos(a) * v,
        vy: Math.sin(a) * v,
        life: rand(0.3, 0.9),
        color,
      });
    }
  }

  // Player input ----------------------------------------------------------------------------------
  const anyPressed = (keys: string[]) => keys.some((k) => g.input.pressed(k));
  const anyHeld = (keys: string[]) => keys.some((k) => g.input.keys.has(k));
  // (the keys asked for: "WASD + space for player 1, arrows + enter for player 2")
  const swapped = two && !!g.design.params.wasdFirst;
  const ARROWS_FIRE = ['Enter', '/'];
  const WASD_FIRE = [' ', 'f'];
  function playerOne(dt: number) {
    const inp = g.input;
    const d = swapped ? inp.dir2() : inp.dir();
    const fireKeys = !two ? [...WASD_FIRE, ...ARROWS_FIRE] : swapped ? WASD_FIRE : ARROWS_FIRE;
    let turn = d.x;
    let drive = -d.y;
    // touch: a drag anywhere is a stick; a tap (no drag) fires when it lifts
    if (inp.tapped) stick = { from: { x: inp.pointer.x, y: inp.pointer.y }, far: 0, at: g.time };
    if (stick) {
      const p = inp.pointer;
      const dx = p.x - stick.from.x;
      const dy = p.y - stick.from.y;
      const len = Math.hypot(dx, dy);
      stick.far = Math.max(stick.far, len);
      if (!p.down) {
        if (stick.far < 14 && g.time - stick.at < 0.6) fire(p1);
        stick = null;
      } else if (len > 14 && !turn && !drive) {
        if (len > 90) {
          // the stick's centre follows a long drag, so turning back is never far
          stick.from.x = p.x - (dx / len) * 90;
          stick.from.y = p.y - (dy / len) * 90;
        }
        const off = wrapAngle(Math.atan2(dy, dx) - p1.a);
        turn = clamp(off / (TURN * dt * 1.2), -1, 1);
        drive = Math.abs(off) < 0.8 ? clamp((len - 14) / 40, 0.35, 1) * Math.cos(off) : 0;
      }
    }
    move(p1, turn, drive, dt);
    if ((anyPressed(fireKeys) && p1.cool < 0.12) || (anyHeld(fireKeys) && p1.cool <= 0)) fire(p1);
  }
  function playerTwo(dt: number) {
    const d = swapped ? g.input.dir() : g.input.dir2();
    move(p2, d.x, -d.y, dt);
    const fireKeys = swapped ? ARROWS_FIRE : WASD_FIRE;
    if ((anyPressed(fireKeys) && p2.cool < 0.12) || (anyHeld(fireKeys) && p2.cool <= 0)) fire(p2);
  }

  // The computer ----------------------------------------------------------------------------------
  /** A shell leaving t's barrel tip `at`, heading at angle a (fired, or tried by the computer's aim). */
  function shellFrom(t: Tank, at: Vec, a: number): Shell {
    return {
      x: at.x,
      y: at.y,
      vx: Math.cos(a) * SHELL_V,
      vy: Math.sin(a) * SHELL_V,
      owner: t,
      bounces: 0,
      age: 0,
    };
  }

  /** Where a shell fired at angle a from t would go: does it hit `at` (moving by v) before itself? */
  function trial(t: Tank, a: number, at: Vec, v: Vec, bounces: number): 'hit' | 'self' | 'miss' {
    const from = tip(t, a);
    if (boxBlocked(from.x, from.y, SR)) return 'miss';
    const s = shellFrom(t, from, a);
    const h = 1 / 60;
    for (let time = 0; time < 2.4; time += h) {
      if (!advance(s, h / 2) || !advance(s, h / 2) || s.bounces > bounces) return 'miss';
      const ahead = Math.min(time, 1);
      const tx = at.x + v.x * ahead;
      const ty = at.y + v.y * ahead;
      if ((s.x - tx) ** 2 + (s.y - ty) ** 2 < (R + SR - 2) ** 2) return 'hit';
      if (canHit(s, t) && (s.x - t.x) ** 2 + (s.y - t.y) ** 2 < (R + SR + 6) ** 2) return 'self';
    }
    return 'miss';
  }
  /** The angle that meets a target moving at v, from here, at the shells' speed. */
  function lead(from: Vec, at: Vec, v: Vec): number {
    let t = 0;
    for (let i = 0; i < 3; i++) t = Math.hypot(at.x + v.x * t - from.x, at.y + v.y * t - from.y) / SHELL_V;
    t = Math.min(t, 1);
    return Math.atan2(at.y + v.y * t - from.y, at.x + v.x * t - from.x);
  }
  /** A shot from here: straight (led) when in sight, else the bank shot needing the least turn. */
  function findShot(): number | null {
    const v = { x: p1.vx, y: p1.vy };
    const direct = lead(p2, p1, v);
    if (clear(p2, p1, SR + 1) && trial(p2, direct, p1, v, 0) === 'hit') return direct;
    if (!skill.bank) return null;
    let best: number | null = null;
    let bestTurn = Infinity;
    for (let i = 0; i < 90; i++) {
      const a = (i / 90) * Math.PI * 2;
      const turn = Math.abs(wrapAngle(a - p2.a));
      if (turn >= bestTurn) continue;
      if (trial(p2, a, p1, { x: 0, y: 0 }, skill.bank) === 'hit') [best, bestTurn] = [a, turn];
    }
    return best;
  }
  /** The next point on a way round the walls to `goal` (a path grid, breadth first, no cut corners). */
  function routeTo(goal: Vec): Vec | null {
    const idx = (p: Vec) => {
      const c = clamp(Math.floor((p.x - AX) / NAV), 0, NC - 1);
      const r = clamp(Math.floor((p.y - AY) / NAV), 0, NR - 1);
      return r * NC + c;
    };
    const nearestWalk = (i: number) => {
      if (walk[i]) return i;
      const [c, r] = [i % NC, Math.floor(i / NC)];
      for (let d = 1; d < 4; d++)
        for (let dr = -d; dr <= d; dr++)
          for (let dc = -d; dc <= d; dc++) {
            const [cc, rr] = [c + dc, r + dr];
            if (cc >= 0 && rr >= 0 && cc < NC && rr < NR && walk[rr * NC + cc]) return rr * NC + cc;
          }
      return i;
    };
    const start = nearestWalk(idx(goal));
    const dist = new Int32Array(NC * NR).fill(-1);
    dist[start] = 0;
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q];
      const [c, r] = [i % NC, Math.floor(i / NC)];
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const [cc, rr] = [c + dc, r + dr];
          if ((!dr && !dc) || cc < 0 || rr < 0 || cc >= NC || rr >= NR) continue;
          const j = rr * NC + cc;
          if (!walk[j] || dist[j] >= 0) continue;
          if (dr && dc && (!walk[r * NC + cc] || !walk[rr * NC + c])) continue;
          dist[j] = dist[i] + 1;
          queue.push(j);
        }
    }
    let at = nearestWalk(idx(p2));
    if (dist[at] < 0) return null;
    let next: Vec | null = null;
    for (let step = 0; step < 8 && dist[at] > 0; step++) {
      const [c, r] = [at % NC, Math.floor(at / NC)];
      let down = at;
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const [cc, rr] = [c + dc, r + dr];
          if (cc < 0 || rr < 0 || cc >= NC || rr >= NR) continue;
          const j = rr * NC + cc;
          if (dist[j] >= 0 && dist[j] < dist[down]) down = j;
        }
      if (down === at) break;
      at = down;
      const p = { x: AX + ((at % NC) + 0.5) * NAV, y: AY + (Math.floor(at / NC) + 0.5) * NAV };
      if (!next || clear(p2, p, R - 2))
        next = p; // the farthest point it can drive straight to
      else break;
    }
    return next ?? goal;
  }
  /** A shell coming its way: drive forward or back, whichever leaves more room. */
  function threat(): number {
    for (const s of shells) {
      if (!canHit(s, p2)) continue;
      const [rx, ry] = [p2.x - s.x, p2.y - s.y];
      const v2 = s.vx * s.vx + s.vy * s.vy;
      const tc = clamp((rx * s.vx + ry * s.vy) / v2, 0, 0.7);
      const miss = Math.hypot(s.x + s.vx * tc - p2.x, s.y + s.vy * tc - p2.y);
      if (miss > R + SR + 8) continue;
      if (!dodges.has(s)) dodges.set(s, g.chance(skill.dodge));
      if (!dodges.get(s)) continue;
      let best = 0;
      let room = miss;
      for (const way of [1, -1]) {
        const go = (way > 0 ? SPEED : BACK) * tc * 0.9;
        const q = { x: p2.x + Math.cos(p2.a) * go * way, y: p2.y + Math.sin(p2.a) * go * way };
        if (circleBlocked(q.x, q.y, R)) continue;
        const m = Math.hypot(s.x + s.vx * tc - q.x, s.y + s.vy * tc - q.y);
        if (m > room) [best, room] = [way, m];
      }
      return best;
    }
    return 0;
  }
  function computer(dt: number) {
    plan -= dt;
    if (plan <= 0) {
      plan = skill.think;
      const shot = findShot();
      aim = shot === null ? null : shot + rand(-skill.noise, skill.noise);
      if (aim === null) onTarget = 0;
      // a crate nearer than the enemy is worth a detour (not on easy)
      const goal =
        crate &&
        skill.bank &&
        Math.hypot(crate.x - p2.x, crate.y - p2.y) < Math.hypot(p1.x - p2.x, p1.y - p2.y) * 0.8
          ? crate
          : p1;
      route = routeTo(goal);
      dodging = skill.dodge ? threat() : 0;
    }
    let turn = 0;
    let drive = 0;
    if (backing > 0) {
      backing -= dt;
      [turn, drive] = [0.6, -1];
    } else if (dodging) {
      drive = dodging;
    } else if (aim !== null) {
      const off = wrapAngle(aim - p2.a);
      turn = clamp(off / (TURN * skill.turn * dt), -1, 1);
      if (Math.abs(off) < skill.tol) {
        onTarget += dt;
        if (
          onTarget >= skill.react &&
          p2.cool <= 0 &&
          trial(p2, p2.a, p1, { x: p1.vx, y: p1.vy }, BOUNCES) !== 'self'
        )
          fire(p2);
      }
    } else if (route) {
      const off = wrapAngle(Math.atan2(route.y - p2.y, route.x - p2.x) - p2.a);
      turn = clamp(off / (TURN * skill.turn * dt), -1, 1);
      drive = Math.abs(off) < 0.6 ? 1 : Math.abs(off) < 1.2 ? 0.3 : 0;
      // stuck on a corner: back off a little
      if (drive > 0.5 && Math.hypot(p2.x - lastPos.x, p2.y - lastPos.y) < 0.15 * SPEED * dt) stuckFor += dt;
      else stuckFor = 0;
      if (stuckFor > 0.5) [backing, stuckFor] = [0.4, 0];
    }
    lastPos = { x: p2.x, y: p2.y };
    move(p2, turn, drive, dt, skill.turn, skill.drive);
  }

  // Drawing ---------------------------------------------------------------------------------------
  function drawArena() {
    const { ctx } = g;
    ctx.fillStyle = fg;
    ctx.globalAlpha = 0.04;
    for (let c = 1; c < COLS; c++) ctx.fillRect(AX + c * CW, AY, 1, AH);
    for (let r = 1; r < ROWS; r++) ctx.fillRect(AX, AY + r * CH, AW, 1);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = accent;
    ctx.lineWidth = 4;
    ctx.strokeRect(AX - 2, AY - 2, AW + 4, AH + 4);
    ctx.fillStyle = fg;
    ctx.globalAlpha = 0.24;
    for (const w of walls) ctx.fillRect(w.x, w.y, w.w, w.h);
    ctx.globalAlpha = 1;
    // a lit top edge and a shaded bottom edge where a block meets the floor: blocks, not holes
    cells.forEach((row, r) =>
      row.forEach((on, c) => {
        if (!on) return;
        const [x, y] = [AX + c * CW, AY + r * CH];
        if (!cells[r - 1]?.[c]) {
          ctx.fillStyle = 'rgba(255,255,255,0.28)';
          ctx.fillRect(x, y, CW, 4);
        }
        if (!cells[r + 1]?.[c]) {
          ctx.fillStyle = 'rgba(0,0,0,0.35)';
          ctx.fillRect(x, y + CH - 5, CW, 5);
        }
      }),
    );
  }
  function drawTank(t: Tank) {
    const { ctx } = g;
    const gun = t.triple > 0 ? [-0.2, 0, 0.2] : [0];
    if (drawnAsTank(t.role)) {
      const L = R * 2.2;
      const B = R * 1.8;
      const tread = B * 0.3;
      ctx.save();
      ctx.translate(t.x, t.y);
      ctx.rotate(t.a);
      // treads, their marks moving as it drives
      ctx.fillStyle = '#1f2328';
      ctx.fillRect(-L / 2, -B / 2, L, tread);
      ctx.fillRect(-L / 2, B / 2 - tread, L, tread);
      ctx.fillStyle = 'rgba(255,255,255,0.22)';
      const off = ((t.tread % 6) + 6) % 6;
      for (let x = -L / 2 + off; x < L / 2; x += 6) {
        ctx.fillRect(x, -B / 2, 2, tread);
        ctx.fillRect(x, B / 2 - tread, 2, tread);
      }
      // hull
      ctx.fillStyle = t.color;
      ctx.strokeStyle = 'rgba(0,0,0,0.45)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.roundRect(-L / 2 + 2, -B / 2 + tread * 0.7, L - 4, B - tread * 1.4, 4);
      ctx.fill();
      ctx.stroke();
      // barrel(s), then the turret over them
      ctx.fillStyle = shade(t.color, -0.22);
      for (const da of gun) {
        ctx.save();
        ctx.rotate(da);
        ctx.fillRect(0, -2.6 * S, R + 6, 5.2 * S);
        ctx.fillRect(R + 2, -3.4 * S, 5, 6.8 * S); // the muzzle
        ctx.restore();
      }
      ctx.fillStyle = shade(t.color, 0.12);
      ctx.beginPath();
      ctx.arc(0, 0, R * 0.58, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.restore();
      // the role's own sprite, small on the hatch: who this tank is
      g.sprite(t.who, t.x, t.y, (R * 0.85) / g.design.params.size, t.a + Math.PI / 2);
    } else {
      // something with an emoji: on a base in its colour, with a barrel, turned to where it aims
      ctx.fillStyle = t.color;
      ctx.globalAlpha = 0.35;
      ctx.beginPath();
      ctx.arc(t.x, t.y, R + 2, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
      g.ring(t.x, t.y, R + 2, t.color, 2.5);
      ctx.fillStyle = shade(t.color, -0.15);
      for (const da of gun) {
        ctx.save();
        ctx.translate(t.x, t.y);
        ctx.rotate(t.a + da);
        ctx.fillRect(R * 0.5, -3 * S, R * 1.7, 6 * S);
        ctx.restore();
      }
      const e = g.role(t.role).emoji ?? '';
      const size = (R * 2.3) / g.design.params.size;
      if (LEFTWARD.has(e)) {
        ctx.save();
        ctx.translate(t.x, t.y);
        ctx.rotate(t.a);
        ctx.scale(-1, 1);
        g.sprite(t.who, 0, 0, size);
        ctx.restore();
      } else g.sprite(t.who, t.x, t.y, size, t.a + (UP_RIGHT[e] ?? Math.PI / 2));
    }
    if (t.shield > 0 && (t.shield > 1.5 || Math.floor(t.shield * 8) % 2)) g.ring(t.x, t.y, R + 9, fg, 3);
  }
  function drawShell(s: Shell) {
    const { ctx } = g;
    if (!shellShape) return g.sprite('shot', s.x, s.y, 16, Math.atan2(s.vy, s.vx) + Math.PI / 2);
    ctx.fillStyle = s.owner.color;
    ctx.globalAlpha = 0.45;
    ctx.beginPath();
    ctx.arc(s.x, s.y, SR + 3, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.fillStyle = fg;
    ctx.beginPath();
    ctx.arc(s.x, s.y, SR, 0, Math.PI * 2);
    ctx.fill();
  }
  function drawScores() {
    const { ctx } = g;
    const y = 52;
    const side = (t: Tank, right: boolean) => {
      const x = right ? g.W - 26 : 26;
      g.sprite(t.who, x, y, 24);
      const label = two ? (t === p1 ? 'P1' : 'P2') : '';
      if (label) g.text(label, x + (right ? -24 : 24), y, 14, t.color, right ? 'right' : 'left');
      const from = x + (right ? -1 : 1) * (label ? 50 : 24);
      if (first <= 7)
        for (let i = 0; i < first; i++) {
          const px = from + (right ? -1 : 1) * (i * 16 + 6);
          ctx.beginPath();
          ctx.arc(px, y, 6, 0, Math.PI * 2);
          ctx.fillStyle = i < t.points ? t.color : 'rgba(0,0,0,0)';
          ctx.fill();
          ctx.strokeStyle = t.color;
          ctx.lineWidth = 2;
          ctx.stroke();
        }
      else g.text(`${t.points}`, from, y, 22, t.color, right ? 'right' : 'left');
    };
    side(p1, false);
    side(p2, true);
    g.text(`${p1.points} – ${p2.points}`, g.W / 2, y, 20, fg);
  }

  const controls = swapped
    ? 'Player 1: WASD, F or Space fires. Player 2: arrows turn and drive, Enter or / fires'
    : two
      ? 'Player 1: arrows turn and drive, Enter or / fires. Player 2: WASD, F or Space fires'
      : 'Arrows or WASD: turn and drive; Space or F fires. Touch: drag to drive, tap to fire';

  return {
    controls,
    reset() {
      p1.points = p2.points = 0;
      sparks = [];
      said = '';
      hitTank = null;
      stick = null;
      layoutAt = -1;
      crateIn = rand(2.5, 4); // (the first soon: power-ups asked for are seen at once)
      newPoint();
    },
    update(dt) {
      for (const s of sparks) {
        s.x += s.vx * dt;
        s.y += s.vy * dt;
        s.vx *= 1 - 2 * dt;
        s.vy *= 1 - 2 * dt;
        s.life -= dt;
      }
      sparks = sparks.filter((s) => s.life > 0);
      if (pause > 0) {
        if ((pause -= dt) <= 0) newPoint();
        return;
      }
      for (const t of [p1, p2]) {
        t.cool -= dt;
        t.triple -= dt;
        t.shield -= dt;
      }
      playerOne(dt);
      if (two) playerTwo(dt);
      else computer(dt);

      // shells, in small steps: they bounce, and they hit whoever they meet
      const flying: Shell[] = [];
      for (const s of shells) {
        const n = Math.ceil((SHELL_V * dt) / 4);
        let alive = true;
        for (let i = 0; i < n && alive; i++) {
          alive = advance(s, dt / n);
          for (const t of [p1, p2]) {
            if (!alive || !canHit(s, t) || (s.x - t.x) ** 2 + (s.y - t.y) ** 2 >= (R + SR) ** 2) continue;
            alive = false;
            if (t.shield > 0) {
              puff(s, 6, fg);
              g.sound('tick');
            } else if (pause <= 0 && g.state() === 'play') scored(t, s);
          }
        }
        if (alive) flying.push(s);
        else if (s.bounces > BOUNCES) puff(s, 3, fg);
      }
      shells = pause > 0 ? [] : flying;
      if (pause > 0 || g.state() !== 'play') return;

      if (g.has('powerups')) {
        if (!crate && (crateIn -= dt) <= 0) {
          // somewhere open and away from both tanks, nearer the middle than the corners
          for (let tries = 0; tries < 40 && !crate; tries++) {
            const at = { x: rand(AX + 60, AX + AW - 60), y: rand(AY + 90, AY + AH - 90) };
            if (
              !circleBlocked(at.x, at.y, 18) &&
              Math.hypot(at.x - p1.x, at.y - p1.y) > 120 &&
              Math.hypot(at.x - p2.x, at.y - p2.y) > 120
            )
              crate = { ...at, age: 0 };
          }
          crateIn = rand(9, 15);
        }
        if (crate) {
          crate.age += dt;
          const taker = [p1, p2].find((t) => Math.hypot(t.x - crate!.x, t.y - crate!.y) < R + 14);
          if (taker) {
            const shield = g.chance(0.5);
            if (shield) taker.shield = 6;
            else taker.triple = 8;
            const what = shield ? 'a shield' : 'triple shot';
            g.announce(
              taker === p1 && !two ? (shield ? 'Shield!' : 'Triple shot!') : `${nameOf(taker)}: ${what}`,
            );
            g.sound('win');
            crate = null;
          } else if (crate.age > 14) crate = null;
        }
      }
    },
    draw() {
      const { ctx } = g;
      drawArena();
      if (crate) {
        const bob = Math.sin(g.time * 4) * 2;
        ctx.globalAlpha = crate.age > 11 && Math.floor(crate.age * 6) % 2 ? 0.4 : 1;
        g.text('📦', crate.x, crate.y + bob, 28);
        ctx.globalAlpha = 1;
      }
      for (const t of [p1, p2]) if (pause <= 0 || t !== hitTank) drawTank(t); // the one hit is in pieces
      for (const s of shells) drawShell(s);
      for (const s of sparks) {
        ctx.globalAlpha = clamp(s.life * 2, 0, 1);
        ctx.fillStyle = s.color;
        ctx.fillRect(s.x - 2, s.y - 2, 4, 4);
      }
      ctx.globalAlpha = 1;
      if (stick && g.input.pointer.down && stick.far >= 14 && g.state() === 'play') {
        // the stick: where the drag began and where it pulls
        ctx.globalAlpha = 0.35;
        g.ring(stick.from.x, stick.from.y, 26, fg, 2);
        ctx.fillStyle = fg;
        ctx.beginPath();
        ctx.arc(g.input.pointer.x, g.input.pointer.y, 10, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 1;
      }
      // at night the scores are drawn over the dark (after this frame's darkness), not lost in it
      if (g.has('night') && g.state() === 'play') queueMicrotask(drawScores);
      else drawScores();
      if (pause > 0 && g.state() === 'play') {
        ctx.fillStyle = bg;
        ctx.globalAlpha = 0.55;
        ctx.fillRect(0, g.H / 2 - 30, g.W, 60);
        ctx.globalAlpha = 1;
        g.text(said, g.W / 2, g.H / 2, 30, fg);
      }
    },
    light: () => p1,
    timeUp() {
      if (p1.points > p2.points) g.win(two ? 'Player 1 wins' : undefined);
      else if (p1.points === p2.points) g.lose('A draw');
      else g.lose(two ? 'Player 2 wins' : `The ${other.name} wins`);
    },
  };
});
