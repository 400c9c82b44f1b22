// Roles: player = explorer, target = things to find (g.got), goal = exit, enemy (or hazard) = chasers, hazard = traps when an enemy is named too. Parts: night, levels, boss, powerups, timer.
// A new maze each round. The exit stays locked until the level's targets are all found; reaching it then
// wins the level. With a design goal there are that many targets; the last one opens the exit (or, with
// no exit, wins the round through the runtime). Chasers wander and now and then hunt the player (a life); traps lie in dead ends. Night:
// darkness with light on the player; boss: a big chaser that always hunts; powerups: a shield.
import { boot, plural, type Vec } from '../runtime';

interface Mover extends Vec {
  /** Where it is drawn, easing towards the cell it moved to. */
  px: number;
  py: number;
}
interface Walker extends Mover {
  wait: number;
  dx: number;
  dy: number;
  big: boolean;
}

const OY = 64;
/** An odd count near n: a carved maze has walls on its even lines. */
const odd = (n: number) => Math.round((n - 1) / 2) * 2 + 1;
const STEPS: Vec[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
];

boot((g) => {
  // A bigger maze (params.board) has more, smaller cells in the same screen.
  const grow = g.design.params.board ?? 1;
  const COLS = odd(15 * grow);
  const ROWS = odd(17 * grow);
  const C = Math.floor(Math.min(g.W / COLS, (g.H - OY - 32) / ROWS));
  const OX = Math.floor((g.W - COLS * C) / 2);
  const fit = Math.min(1, 1.15 / g.design.params.size); // sprites stay inside a cell at any size
  const walkerRole = g.design.roles.enemy ? 'enemy' : 'hazard';
  // A calm maze (nobody named to fear) has no chasers; without a named exit, the last find wins.
  const chasers = !!(g.design.roles.enemy ?? g.design.roles.hazard);
  const hasExit = !!g.design.roles.goal;
  // (a goal of N things with a way out: "collect 10 candles", then the door opens and is the way out)
  if (hasExit && g.design.params.goal !== null) g.goalOpens();
  const traps = g.design.roles.enemy !== undefined && g.design.roles.hazard !== undefined;
  let wall: boolean[][];
  let me: Mover;
  let items: Vec[];
  let trapCells: Vec[];
  let walkers: Walker[];
  let exit: Vec;
  let shield: Vec | null;
  let shielded: number;
  let heading: Vec | null; // a swipe or tap keeps the player going until a wall or a crossing
  let stepWait: number;
  let safe: number;
  let left: number; // targets still to find this level
  let rounds = 0;

  const open = (x: number, y: number) => !(wall[y]?.[x] ?? true);
  const same = (a: Vec, b: Vec) => a.x === b.x && a.y === b.y;
  const carve = () => {
    wall = Array.from({ length: ROWS }, () => Array<boolean>(COLS).fill(true));
    const stack: Vec[] = [{ x: 1, y: 1 }];
    wall[1][1] = false;
    while (stack.length) {
      const c = stack[stack.length - 1];
      const next = STEPS.filter((d) => {
        const x = c.x + d.x * 2;
        const y = c.y + d.y * 2;
        return x > 0 && y > 0 && x < COLS - 1 && y < ROWS - 1 && wall[y][x];
      });
      if (!next.length) {
        stack.pop();
        continue;
      }
      const d = g.pick(next);
      wall[c.y + d.y][c.x + d.x] = false;
      wall[c.y + d.y * 2][c.x + d.x * 2] = false;
      stack.push({ x: c.x + d.x * 2, y: c.y + d.y * 2 });
    }
    // a few extra openings make loops, so a chaser can be dodged; only walls between two passages,
    // so no open cell is ever cut off
    for (let i = 0; i < 24; i++) {
      const x = g.int(1, COLS - 2);
      const y = g.int(1, ROWS - 2);
      if ((open(x - 1, y) && open(x + 1, y)) || (open(x, y - 1) && open(x, y + 1))) wall[y][x] = false;
    }
  };
  const cells = () => {
    const all: Vec[] = [];
    for (let y = 1; y < ROWS - 1; y++) for (let x = 1; x < COLS - 1; x++) if (open(x, y)) all.push({ x, y });
    return all;
  };
  const exits = (c: Vec) => STEPS.filter((d) => open(c.x + d.x, c.y + d.y));
  const mover = (c: Vec): Mover => ({ x: c.x, y: c.y, px: c.x, py: c.y });
  /** Free cells far enough from the start, shuffled, to hand out. */
  const freeCells = () =>
    cells()
      .filter((c) => c.x + c.y > 6 && !same(c, exit))
      .sort(() => Math.random() - 0.5);
  const step = (who: Mover, d: Vec) => {
    if (!open(who.x + d.x, who.y + d.y)) return false;
    who.x += d.x;
    who.y += d.y;
    return true;
  };
  /** The first step of a shortest path from `from` to `to` (breadth-first over the maze). */
  const towards = (from: Vec, to: Vec): Vec | null => {
    const first = new Map<string, Vec>();
    const queue: Vec[] = [from];
    const seen = new Set([`${from.x},${from.y}`]);
    while (queue.length) {
      const c = queue.shift()!;
      if (same(c, to)) return first.get(`${c.x},${c.y}`) ?? null;
      for (const d of exits(c)) {
        const n = { x: c.x + d.x, y: c.y + d.y };
        const k = `${n.x},${n.y}`;
        if (seen.has(k)) continue;
        seen.add(k);
        first.set(k, first.get(`${c.x},${c.y}`) ?? d);
        queue.push(n);
      }
    }
    return null;
  };
  const moveWalker = (w: Walker) => {
    const chase = w.big || g.chance(0.35 + 0.1 * g.level);
    let d = chase ? towards(w, me) : null;
    if (!d) {
      // wander: keep going, turn at crossings, never reverse unless stuck
      const ways = exits(w).filter((e) => e.x !== -w.dx || e.y !== -w.dy);
      d =
        ways.find((e) => e.x === w.dx && e.y === w.dy && g.chance(0.7)) ??
        (ways.length ? g.pick(ways) : null);
      d ??= { x: -w.dx, y: -w.dy };
    }
    if (step(w, d)) {
      w.dx = d.x;
      w.dy = d.y;
    }
  };
  const caught = () => {
    if (!g.loseLife()) return;
    Object.assign(me, mover({ x: 1, y: 1 }));
    heading = null;
    safe = 2;
  };

  return {
    controls: 'Arrows or WASD to move, or swipe / tap towards where to go',
    reset() {
      rounds += 1;
      carve();
      const all = cells();
      exit = all.reduce((far, c) => (c.x + c.y > far.x + far.y ? c : far));
      me = mover({ x: 1, y: 1 });
      const free = freeCells();
      const goal = g.design.params.goal;
      // (a maze with only a way out to find has nothing to pick up on the way)
      left = g.design.roles.target || !hasExit ? Math.min(goal ?? 3 + g.level, 40) : 0;
      items = free.splice(0, left);
      // traps go in dead ends, out of the way of the only path
      trapCells = traps ? free.filter((c) => exits(c).length === 1).slice(0, 2 + g.level) : [];
      const n = chasers ? Math.round((1 + g.level / 2) * Math.min(2, g.diff)) : 0;
      // none when nobody was named to fear: slice(-0) would hand out every cell
      walkers = (n ? free.slice(-n) : []).map((c) => ({ ...mover(c), wait: 1, dx: 0, dy: 0, big: false }));
      if (g.has('boss') && chasers) walkers.push({ ...mover(exit), wait: 2, dx: 0, dy: 0, big: true });
      shield = null;
      shielded = 0;
      heading = null;
      stepWait = 0;
      safe = 1;
    },
    update(dt) {
      const inp = g.input;
      const key = inp.dir();
      stepWait -= dt;
      safe -= dt;
      shielded -= dt;
      const tap = g.input.released;
      if (inp.swipe) heading = { right: STEPS[0], left: STEPS[1], down: STEPS[2], up: STEPS[3] }[inp.swipe];
      else if (tap) {
        const dx = inp.pointer.x - (OX + (me.x + 0.5) * C);
        const dy = inp.pointer.y - (OY + (me.y + 0.5) * C);
        heading = Math.abs(dx) > Math.abs(dy) ? STEPS[dx > 0 ? 0 : 1] : STEPS[dy > 0 ? 2 : 3];
      }
      if (key.x || key.y) heading = null;
      const want = key.x ? { x: Math.sign(key.x), y: 0 } : key.y ? { x: 0, y: Math.sign(key.y) } : heading;
      if (want && stepWait <= 0) {
        if (step(me, want)) {
          stepWait = 0.14;
          if (heading && exits(me).length > 2) heading = null; // stop at a crossing to choose
        } else heading = null;
      }

      const hitAt = items.findIndex((c) => same(c, me));
      if (hitAt >= 0) {
        items.splice(hitAt, 1);
        left -= 1;
        const round = rounds;
        g.got(1); // with a design goal, the last one wins through the runtime (and may start a new maze)
        if (round !== rounds || g.state() !== 'play') return;
      }
      if (left <= 0 && (!hasExit || same(me, exit))) return g.win();
      if (g.has('powerups') && !shield && shielded <= 0 && g.chance(dt / 10)) shield = g.pick(freeCells());
      if (shield && same(shield, me)) {
        shield = null;
        shielded = 6;
        g.sound('win');
      }

      g.dread(Math.min(Infinity, ...walkers.map((w) => Math.hypot(me.x - w.x, me.y - w.y))), dt);
      for (const w of walkers) {
        w.wait -= dt;
        if (w.wait <= 0) {
          w.wait = (w.big ? 0.38 : 0.5) / Math.sqrt(g.pace(walkerRole));
          moveWalker(w);
        }
        // compared where they are drawn, so a player and a walker cannot swap cells unseen
        const near = Math.abs(w.px - me.px) + Math.abs(w.py - me.py) < 0.6;
        if (near && safe <= 0 && shielded <= 0) return caught();
      }
      if (trapCells.some((c) => same(c, me)) && safe <= 0) {
        trapCells = trapCells.filter((c) => !same(c, me));
        return caught();
      }
      // drawn positions ease after the cells, so movement looks smooth
      for (const m of [me, ...walkers]) {
        m.px += (m.x - m.px) * Math.min(1, dt * 14);
        m.py += (m.y - m.py) * Math.min(1, dt * 14);
      }
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      const at = (c: { x: number; y: number }) => ({ x: OX + (c.x + 0.5) * C, y: OY + (c.y + 0.5) * C });
      ctx.fillStyle = accent;
      for (let y = 0; y < ROWS; y++)
        for (let x = 0; x < COLS; x++) if (wall[y][x]) ctx.fillRect(OX + x * C, OY + y * C, C, C);
      const e = at(exit);
      if (hasExit) {
        ctx.globalAlpha = left > 0 ? 0.4 : 1; // the exit shows locked (faint) until it opens
        g.sprite('goal', e.x, e.y, C * fit);
        ctx.globalAlpha = 1;
        if (left > 0) g.text('🔒', e.x + 9, e.y + 9, 14);
      }
      for (const c of items)
        g.sprite('target', at(c).x, at(c).y + Math.sin(g.time * 4 + c.x) * 2, C * 0.8 * fit);
      for (const c of trapCells) g.sprite('hazard', at(c).x, at(c).y, C * 0.8 * fit);
      if (shield) g.text('🛡️', at(shield).x, at(shield).y, 22);
      for (const w of walkers) {
        const q = at({ x: w.px, y: w.py });
        g.sprite(w.big ? g.boss(walkerRole) : walkerRole, q.x, q.y, (w.big ? 1.5 : 0.95) * C * fit);
      }
      const p = at({ x: me.px, y: me.py });
      if (shielded > 0) {
        g.ring(p.x, p.y, C * 0.6, fg, 2);
      }
      if (g.showing(safe)) g.sprite('player', p.x, p.y, C * fit);
      const exitName = g.design.roles.goal?.name ?? 'exit';
      const thing = g.role('target').name;
      const things = left > 1 ? plural(thing) : thing;
      const what = left > 0 ? `Find ${left} more ${things}` : `Go to the ${exitName}!`;
      ctx.fillStyle = 'rgba(0,0,0,0.55)';
      ctx.fillRect(g.W / 2 - 130, 38, 260, 24);
      g.text(what, g.W / 2, 50, 17, '#ffffff');
    },
    light: () => ({ x: OX + (me.px + 0.5) * C, y: OY + (me.py + 0.5) * C }),
  };
});
