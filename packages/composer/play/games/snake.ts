// Roles: player = the snake's head (its body in the player's colour); target = what it eats to grow (the
// goal's things); hazard = obstacles that appear over time (and params.walled: rows of them across the
// middle from the start); ally = the second snake's head (twoPlayer).
// Parts: twoPlayer (a second snake on WASD, playing along), powerups (a star that slows time), flee (the
// food runs from the nearest head when it comes near, quicker with every one eaten), levels
// (without a goal: 10 eaten each), timer, night, highscores. params.wrap: through an edge, out on the
// other side (only the snake's own body and the obstacles are in the way).
import { PULLERS } from '../../src/design';
import { fleeStep } from '../flee';
import { boot, shuffled, type Vec } from '../runtime';

const CELL = 32;
const COLS = 15;
const ROWS = 18;
const OY = 44; // the grid starts under the score line
const PER_LEVEL = 10;

interface Snake {
  body: Vec[]; // head first, in cells
  dir: Vec;
  turns: Vec[]; // turns asked for, taken one a step
  grow: number;
  start: Vec;
  head: 'player' | 'ally';
  color: string;
  idle: boolean; // waits for its player's first turn (after a crash, and the second snake at the start)
}

boot((g) => {
  const carriages = PULLERS.test(g.role('player').name);
  const S = g.design.params.size;
  const two = g.has('twoPlayer');
  let snakes: Snake[];
  let food: Vec;
  let star: (Vec & { life: number }) | null;
  let rocks: Vec[];
  let step: number;
  let slow: number;
  let eaten: number;
  let hop: number; // till the runaway food's next step (flee)

  const same = (a: Vec, b: Vec) => a.x === b.x && a.y === b.y;
  const px = (c: Vec): Vec => ({ x: (c.x + 0.5) * CELL, y: OY + (c.y + 0.5) * CELL });
  const taken = (c: Vec) =>
    rocks.some((r) => same(r, c)) || snakes.some((s) => s.body.some((b) => same(b, c)));

  function free(awayFromHeads = 0): Vec {
    for (let i = 0; i < 200; i++) {
      const c = { x: g.int(0, COLS - 1), y: g.int(0, ROWS - 1) };
      const near = snakes.some(
        (s) => Math.abs(s.body[0].x - c.x) + Math.abs(s.body[0].y - c.y) < awayFromHeads,
      );
      if (!taken(c) && !near && !(food && same(food, c))) return c;
    }
    return { x: 0, y: 0 };
  }

  function spawn(s: Snake) {
    s.body = [0, 1, 2].map((i) => ({ x: s.start.x, y: s.start.y + i }));
    rocks = rocks.filter((r) => !s.body.some((b) => same(b, r))); // never born inside a rock
    s.dir = { x: 0, y: -1 };
    s.turns = [];
    s.grow = 0;
    s.idle = true;
  }
  function make(x: number, head: Snake['head']): Snake {
    const color = g.role(head).color;
    const s: Snake = {
      body: [],
      dir: { x: 0, y: -1 },
      turns: [],
      grow: 0,
      start: { x, y: ROWS - 5 },
      head,
      color,
      idle: true,
    };
    spawn(s);
    return s;
  }

  // A turn is queued unless it reverses the snake (or repeats the last one asked for).
  function ask(s: Snake, d: Vec) {
    if (!d.x === !d.y) return; // none, or diagonal
    s.idle = false;
    const last = s.turns.at(-1) ?? s.dir;
    if (same(last, d) || (last.x === -d.x && last.y === -d.y) || s.turns.length > 1) return;
    s.turns.push(d);
  }
  const SWIPES = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };

  function advance(s: Snake) {
    s.dir = s.turns.shift() ?? s.dir;
    const head = { x: s.body[0].x + s.dir.x, y: s.body[0].y + s.dir.y };
    if (g.design.params.wrap) Object.assign(head, { x: (head.x + COLS) % COLS, y: (head.y + ROWS) % ROWS });
    if (s.grow > 0) s.grow -= 1;
    else s.body.pop();
    const out = head.x < 0 || head.y < 0 || head.x >= COLS || head.y >= ROWS;
    if (out || taken(head)) {
      g.sound('bad');
      if (g.loseLife()) spawn(s);
      return;
    }
    s.body.unshift(head);
    if (star && same(head, star)) {
      star = null;
      slow = 6;
      g.sound('win');
    }
    if (!same(head, food)) return;
    s.grow += 1;
    eaten += 1;
    food = free();
    // Every third bite drops an obstacle somewhere away from the heads.
    if (eaten % 3 === 0 && rocks.length < 24) rocks.push(free(4));
    g.got(1);
    if (g.has('levels') && g.design.params.goal === null && eaten >= PER_LEVEL) g.win();
  }

  return {
    controls: two ? 'Arrows or swipe: the first snake; WASD: the second' : 'Arrows, WASD or swipe to turn',
    reset() {
      // ("put some walls in the middle": walls stand there from the start, a way up the middle left open)
      rocks = g.design.params.walled
        ? [5, 11].flatMap((y) => [2, 3, 4, 5, 9, 10, 11, 12].map((x) => ({ x, y })))
        : [];
      snakes = [make(two ? 10 : 7, 'player')];
      snakes[0].idle = false; // the first snake sets off at once
      if (two) snakes.push(make(4, g.design.roles.ally ? 'ally' : 'player'));
      food = { x: -1, y: -1 };
      food = free(3);
      [star, step, slow, eaten, hop] = [null, 0.5, 0, 0, 0.5];
    },
    update(dt) {
      const [one, second] = snakes;
      ask(one, g.input.dir());
      if (g.input.swipe) ask(one, SWIPES[g.input.swipe]);
      if (second) ask(second, g.input.dir2());
      slow -= dt;
      if (g.has('powerups') && !star && g.chance(dt / 10)) star = { ...free(2), life: 7 };
      if (star) star.life -= dt;
      if (star && star.life <= 0) star = null;
      if (g.has('flee') && (hop -= dt) <= 0) {
        hop = Math.max(0.14, 0.5 - eaten * 0.04) / g.pace('target');
        const open = (c: Vec) => c.x >= 0 && c.x < COLS && c.y >= 0 && c.y < ROWS && !taken(c);
        food = fleeStep(
          food,
          snakes.filter((o) => !o.idle).map((o) => o.body[0]),
          open,
          5,
          shuffled(Object.values(SWIPES)),
        );
      }
      step -= dt;
      if (step > 0) return;
      step = Math.max(0.06, 0.16 / g.diff) * (slow > 0 ? 1.6 : 1);
      const round = rocks;
      for (const s of snakes.filter((o) => !o.idle)) {
        advance(s);
        if (g.state() !== 'play' || rocks !== round) return; // over, or a new level began
      }
    },
    draw() {
      const ctx = g.ctx;
      // A faint checkerboard shows the grid the snake moves on.
      ctx.fillStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.05;
      for (let y = 0; y < ROWS; y++)
        for (let x = y % 2; x < COLS; x += 2) ctx.fillRect(x * CELL, OY + y * CELL, CELL, CELL);
      ctx.globalAlpha = 1;
      for (const r of rocks) {
        const p = px(r);
        if (g.design.roles.hazard) g.sprite('hazard', p.x, p.y, (CELL * 0.95) / S);
        else {
          ctx.fillStyle = g.design.setting.fg;
          ctx.fillRect(p.x - CELL / 2 + 2, p.y - CELL / 2 + 2, CELL - 4, CELL - 4);
        }
      }
      const f = px(food);
      g.sprite('target', f.x, f.y + Math.sin(g.time * 5) * 2, (CELL * 0.95) / S);
      if (star && (star.life > 2 || Math.floor(star.life * 8) % 2 === 0))
        g.text('⭐', px(star).x, px(star).y, 26);
      for (const s of snakes) {
        ctx.fillStyle = s.color;
        s.body.slice(1).forEach((b, i) => {
          const p = px(b);
          // (a train pulls carriages)
          if (carriages) return g.text('🚃', p.x, p.y, CELL * 0.95);
          const r = CELL / 2 - 2 - Math.min(6, i * 0.25); // the tail thins
          ctx.globalAlpha = 0.9 - Math.min(0.4, i * 0.02);
          ctx.beginPath();
          ctx.roundRect(p.x - r, p.y - r, r * 2, r * 2, 8);
          ctx.fill();
        });
        ctx.globalAlpha = 1;
        const h = px(s.body[0]);
        if (!s.idle || Math.floor(g.time * 3) % 2 === 0) g.sprite(s.head, h.x, h.y, (CELL * 1.2) / S);
      }
      if (slow > 0) g.text('slow', g.W - 12, 50, 14, g.design.setting.accent, 'right');
    },
    light: () => px(snakes[0].body[0]),
  };
});
