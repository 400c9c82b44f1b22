// Roles: player = the one crossing, hazard = traffic, ally = river platforms, goal = far side (each crossing g.got), target = bonus. Parts: levels, twoPlayer, powerups, timer, night.
// With params.escort the targets are the player's young ("a mother duck and her ducklings"): they wait
// on the safe strip and the start, fall in behind player one when met, and each brought across is got;
// all of them home wins. A car that hits one sends it back to the start; one that hits you, all of them.
// Hop a row at a time across roads of traffic moving left and right (a life when hit). When the design
// names an ally, the upper rows are a river crossed by riding rows of it (falling in costs a life); with an
// ally and no hazard (a pond of lily pads), every row is water.
// Levels: 3 crossings each, faster traffic; twoPlayer: arrows and WASD, every crossing counts; powerups: a
// shield now and then on the middle strip; night: light on player one.
import { boot, type Vec } from '../runtime';

interface Row {
  kind: 'goal' | 'road' | 'river' | 'safe' | 'start';
  dir: number;
  speed: number;
  /** Centres of the cars or platforms, which wrap around. */
  xs: number[];
  /** A platform's length in cells (rivers). */
  len: number;
}
/** One of the young, waiting where it is or in the line behind player one. */
interface Young {
  x: number;
  row: number;
  px: number;
  py: number;
}
interface Hopper {
  x: number;
  row: number;
  /** Where it is drawn, easing after a hop. */
  px: number;
  py: number;
  safe: number;
  crossed: number;
}

const ROW = 48;
const ROWS = 12;
const TOP = 52;
const CELL = 48;
const SPAN = 480 + 2 * 80; // things wrap 80 px beyond each side
const PER_LEVEL = 3;

boot((g) => {
  const S = g.design.params.size;
  const river = g.design.roles.ally !== undefined;
  const allWater = river && !g.design.roles.hazard; // (a pond: water all the way across)
  const two = g.has('twoPlayer');
  let rows: Row[];
  let players: Hopper[];
  let bonus: Vec | null;
  let shield: Vec | null;
  let shielded: number;
  const escort = !!g.design.params.escort;
  /** Waiting to be met, and following in the order met. */
  let waiting: Young[] = [];
  let line: Young[] = [];
  /** Where player one was before each of its last hops, newest first: the line's places. */
  let steps: { x: number; row: number }[] = [];
  let brought = 0;
  let brood = 0;
  const hatch = () => {
    brood = g.design.params.goal ?? Math.min(6, 2 + g.level);
    for (let k = 0; k < brood; k++) waiting.push(waitAt(k % 2 ? ROWS - 1 : 5));
  };

  const rowY = (r: number) => TOP + r * ROW + ROW / 2;
  const makeRow = (kind: Row['kind'], i: number): Row => {
    const moving = kind === 'road' || kind === 'river';
    const len = kind === 'river' ? g.int(2, 3) : 1;
    const n = kind === 'river' ? 3 : g.int(1, 2) + (g.level > 2 ? 1 : 0);
    const start = g.rand(0, SPAN);
    const xs = moving ? Array.from({ length: n }, (_, k) => ((start + (k * SPAN) / n) % SPAN) - 80) : [];
    const speed = moving
      ? g.rand(45, 95) * g.pace(kind === 'river' ? 'ally' : 'hazard') * (kind === 'river' ? 0.8 : 1)
      : 0;
    return { kind, dir: i % 2 ? 1 : -1, speed, xs, len };
  };
  const layout = () =>
    Array.from({ length: ROWS }, (_, i): Row => {
      if (i === 0) return makeRow('goal', i);
      if (i === ROWS - 1) return makeRow('start', i);
      if (i === 5) return makeRow('safe', i);
      return makeRow((i < 5 || allWater) && river ? 'river' : 'road', i);
    });
  const hopper = (x: number): Hopper => ({
    x,
    row: ROWS - 1,
    px: x,
    py: rowY(ROWS - 1),
    safe: 1,
    crossed: 0,
  });
  const home = (p: Hopper) => {
    p.x = p.px = g.W / 2 + (two ? (p === players[1] ? CELL : -CELL) : 0); // on the 48 px grid
    p.row = ROWS - 1;
    p.py = rowY(p.row);
  };
  const platformUnder = (p: Hopper, row: Row) =>
    row.xs.find((x) => Math.abs(x - p.x) < (row.len * CELL) / 2 + 4) !== undefined;
  /** A free cell on a row to wait in, away from the middle where player one starts. */
  const waitAt = (row: number): Young => {
    const cols = [1, 2, 3, 4, 6, 7, 8].filter((c) => !waiting.some((y) => y.row === row && y.x === c * CELL)); // prettier-ignore
    const x = (cols.length ? cols[g.int(0, cols.length - 1)] : g.int(1, 8)) * CELL;
    return { x, row, px: x, py: rowY(row) };
  };
  /** Back to wait at the start, from where it is (it runs there). */
  const sendBack = (y: Young) => {
    line = line.filter((o) => o !== y);
    waiting.push({ ...waitAt(ROWS - 1), px: y.px, py: y.py });
  };
  const hop = (p: Hopper, dx: number, dy: number) => {
    if (escort && p === players[0] && (dx || dy)) steps = [{ x: p.x, row: p.row }, ...steps].slice(0, brood); // prettier-ignore
    p.x = g.clamp(p.x + dx * CELL, CELL, g.W - CELL);
    p.row = g.clamp(p.row + dy, 0, ROWS - 1);
    g.sound('tick');
  };
  /** False when that was the last life. */
  const hurt = (p: Hopper) => {
    if (escort && p === players[0]) [...line].forEach(sendBack);
    steps = [];
    home(p);
    p.safe = 1.2;
    return g.loseLife();
  };

  const touchHop = (p: Hopper) => {
    const inp = g.input;
    const tap = g.input.released;
    const sw = inp.swipe;
    if (sw)
      return hop(p, sw === 'left' ? -1 : sw === 'right' ? 1 : 0, sw === 'up' ? -1 : sw === 'down' ? 1 : 0);
    if (!tap) return;
    const dx = inp.pointer.x - p.px;
    const dy = inp.pointer.y - p.py;
    if (Math.abs(dx) > Math.abs(dy)) hop(p, Math.sign(dx), 0);
    else hop(p, 0, Math.sign(dy));
  };
  /** Keys in the order left, right, up, down. */
  const keyHop = (p: Hopper, keys: string[], alt: string[] = []) => {
    const k = (i: number) => g.input.pressed(keys[i]) || (i < alt.length && g.input.pressed(alt[i]));
    if (k(0) || k(1) || k(2) || k(3)) hop(p, (k(1) ? 1 : 0) - (k(0) ? 1 : 0), k(2) ? -1 : k(3) ? 1 : 0);
  };

  return {
    controls: two
      ? 'Player 1: arrows or tap/swipe. Player 2: WASD. Hop to the top!'
      : 'Arrows or WASD to hop, or tap / swipe the way to go',
    reset() {
      rows = layout();
      players = two ? [hopper(0), hopper(0)] : [hopper(0)];
      players.forEach(home);
      bonus = null;
      shield = null;
      shielded = 0;
      brought = 0;
      steps = [];
      waiting = [];
      line = [];
      if (escort) hatch();
    },
    update(dt) {
      const [p1, p2] = players;
      keyHop(p1, ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], two ? undefined : ['a', 'd', 'w', 's']);
      touchHop(p1);
      if (p2) keyHop(p2, ['a', 'd', 'w', 's']);
      shielded -= dt;

      for (const row of rows)
        row.xs = row.xs.map((x) => ((x + 80 + row.dir * row.speed * dt + SPAN) % SPAN) - 80);
      if (!bonus && !escort && g.chance(dt / 6)) bonus = { x: g.int(1, 9) * CELL, y: g.int(6, ROWS - 2) };
      if (g.has('powerups') && !shield && shielded <= 0 && g.chance(dt / 12))
        shield = { x: g.rand(40, 440), y: 5 };

      for (const p of players) {
        p.safe -= dt;
        const row = rows[p.row];
        if (row.kind === 'river') {
          // ride the platform; missing one, or riding off the edge, is a fall in
          if (platformUnder(p, row)) p.x += row.dir * row.speed * dt;
          if ((!platformUnder(p, row) || p.x < 0 || p.x > g.W) && !hurt(p)) return;
        } else if (row.kind === 'road' && p.safe <= 0 && shielded <= 0) {
          const reach = 28 * S; // a little less than touching: near misses feel fair
          if (row.xs.some((x) => Math.abs(x - p.x) < reach) && !hurt(p)) return;
        }
        if (bonus && p.row === bonus.y && Math.abs(p.x - bonus.x) < 30) {
          bonus = null;
          g.addScore(5);
        }
        if (shield && p.row === shield.y && Math.abs(p.x - shield.x) < 30) {
          shield = null;
          shielded = 5;
          g.sound('win');
        }
        if (escort && p === p1) {
          const met = waiting.filter((y) => y.row === p.row && Math.abs(y.x - p.x) < 30);
          if (met.length) g.sound('point');
          waiting = waiting.filter((y) => !met.includes(y));
          line.push(...met);
          if (p.row === 0) {
            const across = line.length;
            brought += across;
            line = [];
            steps = [];
            home(p);
            const round = rows;
            if (across) g.got(across, 'target');
            if (rows !== round || g.state() !== 'play') return;
            if (!waiting.length && g.design.params.goal === null) return g.win();
            if (!waiting.length) hatch(); // (a goal beyond the brood: more are waiting)
          }
        } else if (p.row === 0) {
          p.crossed += 1;
          home(p);
          const round = rows;
          g.got(1);
          if (rows !== round || g.state() !== 'play') return; // the goal won, or a new level began
          if (g.has('levels') && g.design.params.goal === null && p.crossed >= PER_LEVEL) return g.win();
        }
        p.px += (p.x - p.px) * Math.min(1, dt * 18);
        p.py += (rowY(p.row) - p.py) * Math.min(1, dt * 18);
      }
      // the line: each follower in the place player one left one hop before the one ahead of it
      for (const [i, y] of [...line].entries()) {
        const at = steps[i];
        if (at) [y.x, y.row] = [at.x, at.row];
        const row = rows[y.row];
        if (row.kind === 'road' && shielded <= 0 && row.xs.some((x) => Math.abs(x - y.x) < 24)) {
          sendBack(y);
          g.sound('hit');
        }
      }
      for (const y of [...waiting, ...line]) {
        y.px += (y.x - y.px) * Math.min(1, dt * 12);
        y.py += (rowY(y.row) - y.py) * Math.min(1, dt * 12);
      }
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      rows.forEach((row, i) => {
        const y = TOP + i * ROW;
        ctx.fillStyle =
          row.kind === 'road' ? 'rgba(0,0,0,0.35)' : row.kind === 'river' ? 'rgba(37,99,235,0.45)' : accent;
        ctx.globalAlpha = row.kind === 'road' || row.kind === 'river' ? 1 : 0.3;
        ctx.fillRect(0, y, g.W, ROW);
        ctx.globalAlpha = 1;
        if (row.kind === 'road' && rows[i + 1]?.kind === 'road') {
          ctx.fillStyle = fg;
          ctx.globalAlpha = 0.35;
          for (let x = 10; x < g.W; x += 48) ctx.fillRect(x, y + ROW - 2, 24, 3);
          ctx.globalAlpha = 1;
        }
        if (row.kind === 'goal' && g.design.roles.goal)
          for (let x = 48; x < g.W; x += 96) g.sprite('goal', x, y + ROW / 2, 38);
        else if (row.kind === 'goal') {
          // no goal named: a chequered finish line
          ctx.fillStyle = fg;
          for (let x = 0; x < g.W; x += 16)
            for (const k of [0, 1, 2]) if ((x / 16 + k) % 2) ctx.fillRect(x, y + 8 + k * 11, 16, 11);
        }
        for (const x of row.xs) {
          if (row.kind === 'road') g.sprite('hazard', x, y + ROW / 2, 44);
          else {
            ctx.fillStyle = accent;
            ctx.beginPath();
            ctx.roundRect(x - (row.len * CELL) / 2, y + 6, row.len * CELL, ROW - 12, 10);
            ctx.fill();
            for (let k = 0; k < row.len; k++)
              g.sprite('ally', x + (k - (row.len - 1) / 2) * CELL, y + ROW / 2, 36);
          }
        }
      });
      if (bonus) g.sprite('target', bonus.x, rowY(bonus.y), 32);
      for (const y of waiting) g.sprite('target', y.px, y.py + Math.sin(g.time * 6 + y.x) * 2, 30);
      for (const y of line) g.sprite('target', y.px, y.py, 28);
      if (escort && g.design.params.goal === null) g.text(`${brought}/${brood} home`, g.W - 12, 42, 14, fg, 'right'); // prettier-ignore
      if (shield) g.text('🛡️', shield.x, rowY(shield.y), 28);
      players.forEach((p, i) => {
        if (shielded > 0 || i === 1) {
          g.ring(p.px, p.py, 24, i === 1 ? accent : fg);
        }
        if (g.showing(p.safe)) g.sprite('player', p.px, p.py, 40);
      });
      if (two) g.text(`P1 ${players[0].crossed}   P2 ${players[1].crossed}`, g.W / 2, 44, 15, fg);
    },
    light: () => ({ x: players[0].px, y: players[0].py }),
  };
});
