// Roles: player = who walks the floor; target = the paint (its colour colours the tiles; the accent
// without one); hazard = what wanders the floor, wipes the paint it walks over and costs a life when
// met (only when named). Parts: levels (a bigger floor with more pillars each), timer, night, highscores.
// Every tile walked on takes the colour (a point each); all of them coloured wins the round. Arrows,
// WASD or a swipe step one tile (held: keeps walking); a tap walks toward it.
import { CROPS } from '../../src/design';
import { boot, type Vec } from '../runtime';

const TOP = 96;
const ROOM_W = 456;
const ROOM_H = 520;

interface Wiper extends Vec {
  cell: number;
  from: number;
  t: number;
}

boot((g) => {
  const { roles, params } = g.design;
  const paint = roles.target?.color ?? g.design.setting.accent;
  // A crop or a lawn is not painted but cut: it stands on every tile until walked over (mown, reaped).
  const crop = CROPS.includes(roles.target?.name.split(' ').pop() ?? '');
  let cols: number;
  let rows: number;
  let size: number;
  let x0: number;
  let walls: Set<number>;
  let painted: Set<number>;
  let me: number;
  let shown: Vec;
  let wait: number;
  let wipers: Wiper[];
  let floor: number;

  const xy = (c: number): Vec => ({
    x: x0 + (c % cols) * size + size / 2,
    y: TOP + Math.floor(c / cols) * size + size / 2,
  });
  const neighbours = (c: number) =>
    [
      c % cols > 0 ? c - 1 : -1,
      c % cols < cols - 1 ? c + 1 : -1,
      c - cols,
      c + cols < cols * rows ? c + cols : -1,
    ].filter((n) => n >= 0 && !walls.has(n));

  /** Pillars placed one by one, each kept only if every free tile can still be reached. */
  function layout() {
    cols = Math.min(10, 6 + g.level);
    rows = Math.min(12, 8 + g.level);
    size = Math.min(ROOM_W / cols, ROOM_H / rows);
    x0 = (g.W - cols * size) / 2;
    walls = new Set();
    const want = Math.round(cols * rows * (0.08 + 0.02 * g.level));
    for (let tries = 0; walls.size < want && tries < want * 8; tries++) {
      const c = g.int(cols + 1, cols * rows - 1);
      if (walls.has(c)) continue;
      walls.add(c);
      if (!connected()) walls.delete(c);
    }
    floor = cols * rows - walls.size;
  }
  function connected(): boolean {
    const seen = new Set([0]);
    const todo = [0];
    while (todo.length)
      for (const n of neighbours(todo.pop()!)) {
        if (seen.has(n)) continue;
        seen.add(n);
        todo.push(n);
      }
    return seen.size === cols * rows - walls.size;
  }
  function step(to: number) {
    me = to;
    wait = 0.11 / Math.sqrt(g.diff);
    if (painted.has(to)) return;
    painted.add(to);
    g.addScore(1, true);
    g.note(330 + 440 * (painted.size / floor), 0.05, 'triangle', 0.05);
    if (painted.size === floor) g.win('Every tile coloured!');
  }
  function toward(d: Vec) {
    const c = me % cols;
    const dx = Math.abs(d.x) >= Math.abs(d.y) ? Math.sign(d.x) : 0;
    const dy = dx ? 0 : Math.sign(d.y);
    const to = me + dx + dy * cols;
    if ((dx < 0 && c === 0) || (dx > 0 && c === cols - 1) || to < 0 || to >= cols * rows) return;
    if (!walls.has(to)) step(to);
  }

  return {
    controls: 'Arrows, WASD or swipe to walk; tap to walk toward a tile. Colour every tile!',
    reset() {
      layout();
      painted = new Set();
      wipers = [];
      const count = roles.hazard ? Math.min(3, g.level + (params.difficulty === 'hard' ? 1 : 0)) : 0;
      const free = [...Array(cols * rows).keys()].filter((c) => !walls.has(c) && c > cols * 3);
      for (let i = 0; i < count && free.length; i++) {
        const cell = free.splice(g.int(0, free.length - 1), 1)[0];
        wipers.push({ ...xy(cell), cell, from: cell, t: 1 });
      }
      wait = 0;
      step(0);
      shown = xy(0);
    },
    update(dt) {
      wait -= dt;
      const inp = g.input;
      if (inp.swipe) {
        const d = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[inp.swipe];
        toward({ x: d[0], y: d[1] });
      } else if (wait <= 0) {
        const d = inp.dir();
        if (d.x || d.y) toward(d);
        else if (inp.pointer.down) {
          const at = xy(me);
          const dx = inp.pointer.x - at.x;
          const dy = inp.pointer.y - at.y;
          if (Math.hypot(dx, dy) > size / 2) toward({ x: dx, y: dy });
        }
      }
      const at = xy(me);
      const k = 1 - Math.exp(-dt * 24);
      shown = { x: shown.x + (at.x - shown.x) * k, y: shown.y + (at.y - shown.y) * k };
      // Wipers amble tile to tile and take the colour off; touching one costs a life.
      for (const w of wipers) {
        w.t += dt * 1.6 * g.pace('hazard');
        if (w.t >= 1) {
          const ways = neighbours(w.cell).filter((n) => n !== w.from);
          w.from = w.cell;
          w.cell = ways.length ? ways[g.int(0, ways.length - 1)] : w.from;
          w.t = 0;
          if (painted.delete(w.from)) g.addScore(-1, true);
        }
        const a = xy(w.from);
        const b = xy(w.cell);
        w.x = a.x + (b.x - a.x) * w.t;
        w.y = a.y + (b.y - a.y) * w.t;
        if (g.hit(w, shown, size * 0.6) && g.loseLife()) {
          me = 0;
          shown = xy(0);
          w.t = 0;
        }
      }
    },
    draw() {
      const { ctx } = g;
      for (let c = 0; c < cols * rows; c++) {
        const { x, y } = xy(c);
        const s = size - 4;
        const wall = walls.has(c);
        const cut = crop && !wall;
        ctx.fillStyle = wall
          ? '#0b0f14'
          : cut
            ? painted.has(c)
              ? '#a8a05a'
              : '#4d7c0f'
            : painted.has(c)
              ? paint
              : g.design.setting.fg + '22';
        ctx.beginPath();
        ctx.roundRect(x - s / 2, y - s / 2, s, s, 6);
        ctx.fill();
        if (cut && !painted.has(c)) g.sprite('target', x, y, s * 0.8);
        if (wall) {
          // A pillar: a dark block with a rim, nothing to colour
          ctx.strokeStyle = '#94a3b8';
          ctx.lineWidth = 3;
          ctx.stroke();
        }
      }
      if (roles.target) g.sprite('target', 40, 66, 30);
      const left = floor - painted.size;
      g.text(`${left} ${crop ? 'to cut' : 'to colour'}`, g.W / 2, 66, 20, g.design.setting.accent);
      for (const w of wipers) g.sprite('hazard', w.x, w.y, size * 0.75);
      g.sprite('player', shown.x, shown.y, size * 0.8);
    },
    light: () => shown,
    timeUp() {
      g.lose(`Time's up: ${floor - painted.size} tiles left`);
    },
  };
});
