// Roles: player = the source the water comes from (left); goal (or else target) = where it must arrive
// (right). Parts: timer (the water starts when the clock runs out, or once connected, and must reach
// the goal while you keep turning the dry pipes), levels (bigger boards), night (light at the cursor),
// highscores. No goal count: water reaching the goal wins.
import { boot, type Vec } from '../runtime';
import type { Entity } from '../../src/design';

// A piece is a mask of its openings.
const N = 1;
const E = 2;
const S = 4;
const W = 8;
const DIRS = [
  { bit: N, dx: 0, dy: -1, back: S },
  { bit: E, dx: 1, dy: 0, back: W },
  { bit: S, dx: 0, dy: 1, back: N },
  { bit: W, dx: -1, dy: 0, back: E },
];
const TAP: Entity = { name: 'tap', emoji: '🚰', color: '#38bdf8' };
const FINISH: Entity = { name: 'finish', emoji: '🏁', color: '#e5e7eb' };
const WATER = '#38bdf8';

const turn = (m: number) => ((m << 1) | (m >> 3)) & 15; // a quarter turn clockwise

/** A random walk from the left edge (row a) to the right edge (row b), backtracking out of dead ends. */
function randomPath(n: number, a: number, b: number): Vec[] {
  const seen = new Set<number>();
  const path: Vec[] = [];
  const walk = (p: Vec): boolean => {
    seen.add(p.y * n + p.x);
    path.push(p);
    if (p.x === n - 1 && p.y === b) return true;
    const next = DIRS.map((d) => ({ x: p.x + d.dx, y: p.y + d.dy }))
      .filter((q) => q.x >= 0 && q.y >= 0 && q.x < n && q.y < n && !seen.has(q.y * n + q.x))
      .sort(() => Math.random() - 0.5);
    for (const q of next) if (walk(q)) return true;
    path.pop();
    return false;
  };
  walk({ x: 0, y: a });
  return path;
}

/** The solved pipes along the path, other cells random, then every piece turned at random. */
function makeBoard(n: number, a: number, b: number): number[] {
  const cells = Array.from({ length: n * n }, () => [5, 3, 3, 7][Math.floor(Math.random() * 4)]);
  const path = randomPath(n, a, b);
  path.forEach((p, i) => {
    const prev = path[i - 1] ?? { x: -1, y: p.y };
    const next = path[i + 1] ?? { x: n, y: p.y };
    const bit = (q: Vec) => DIRS.find((d) => d.dx === q.x - p.x && d.dy === q.y - p.y)!.bit;
    cells[p.y * n + p.x] = bit(prev) | bit(next);
  });
  return cells.map((m) => {
    for (let k = Math.floor(Math.random() * 4); k > 0; k--) m = turn(m);
    return m;
  });
}

/** The cells the source reaches through matching openings. */
function reached(cells: number[], n: number, a: number): Set<number> {
  const got = new Set<number>();
  const todo = cells[a * n] & W ? [a * n] : [];
  while (todo.length) {
    const i = todo.pop()!;
    if (got.has(i)) continue;
    got.add(i);
    for (const d of DIRS) {
      const x = (i % n) + d.dx;
      const y = Math.floor(i / n) + d.dy;
      if (cells[i] & d.bit && x >= 0 && y >= 0 && x < n && y < n && cells[y * n + x] & d.back)
        todo.push(y * n + x);
    }
  }
  return got;
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  const sink = g.design.roles.goal ?? g.design.roles.target ?? FINISH;
  const source = g.design.roles.player ?? TAP;
  const timed = g.has('timer');
  let n: number;
  let size: number;
  let x0: number;
  let y0: number;
  let rowIn: number;
  let rowOut: number;
  let cells: number[];
  let spin: number[]; // the angle still to turn, for a smooth quarter turn
  let fill: number[]; // water in each cell, 0..1
  let flowing: boolean;
  let cursor: number;
  let turns: number;
  let ended: number; // seconds since the water arrived; -1 before

  const centre = (i: number): Vec => ({
    x: x0 + ((i % n) + 0.5) * size,
    y: y0 + (Math.floor(i / n) + 0.5) * size,
  });
  const goalCell = () => rowOut * n + n - 1;
  const connected = () => reached(cells, n, rowIn).has(goalCell()) && (cells[goalCell()] & E) > 0;

  function rotate(i: number) {
    if (i < 0 || fill[i] > 0 || (flowing && !timed)) return; // wet pipes stay put
    cells[i] = turn(cells[i]);
    spin[i] += Math.PI / 2;
    turns++;
    g.sound('tick');
    if (connected()) flowing = true; // joined up: the water starts at once
  }
  /** The water moves on from every full cell into the pipes that open toward it. */
  function flow(dt: number) {
    // Slow while it races the player (timer), quick once the way is joined up.
    const speed = connected() ? 14 : 1.2 * g.diff;
    if (fill[rowIn * n] === 0 && cells[rowIn * n] & W) fill[rowIn * n] = 0.001;
    let moving = false;
    const before = [...fill];
    before.forEach((f, i) => {
      if (f <= 0 || f >= 1) return;
      fill[i] = Math.min(1, f + dt * speed);
      moving = true;
    });
    before.forEach((f, i) => {
      if (f < 1) return;
      for (const d of DIRS) {
        const x = (i % n) + d.dx;
        const y = Math.floor(i / n) + d.dy;
        const j = y * n + x;
        if (cells[i] & d.bit && x >= 0 && y >= 0 && x < n && y < n && cells[j] & d.back && fill[j] === 0) {
          fill[j] = 0.001;
          moving = true;
        }
      }
    });
    if (fill[goalCell()] >= 1 && cells[goalCell()] & E) {
      ended = 0;
      g.sound('point');
    } else if (!moving) g.lose('The water spilled'); // it stopped short of the goal
  }

  return {
    controls: 'Tap a pipe to turn it, or arrows and Space; lead the water to the goal',
    reset() {
      n =
        { easy: 5, normal: 6, hard: 7 }[g.design.params.difficulty] +
        Math.min(2, Math.floor((g.level - 1) / 2));
      size = Math.min(60, 392 / n);
      x0 = (480 - n * size) / 2;
      y0 = 96 + (460 - n * size) / 2;
      rowIn = g.int(0, n - 1);
      rowOut = g.int(0, n - 1);
      do cells = makeBoard(n, rowIn, rowOut);
      while (connected());
      spin = cells.map(() => 0);
      fill = cells.map(() => 0);
      flowing = false;
      cursor = rowIn * n;
      turns = 0;
      ended = -1;
    },
    update(dt) {
      spin = spin.map((a) => Math.max(0, a - dt * 14));
      if (ended >= 0) {
        ended += dt;
        if (ended > 0.6) {
          g.addScore(Math.max(10, n * n * 4 - turns));
          g.win();
        }
        return;
      }
      if (flowing) flow(dt);
      const inp = g.input;
      if (inp.tapped) {
        const x = Math.floor((inp.pointer.x - x0) / size);
        const y = Math.floor((inp.pointer.y - y0) / size);
        if (x >= 0 && y >= 0 && x < n && y < n) rotate((cursor = y * n + x));
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy)
        cursor = g.clamp(Math.floor(cursor / n) + dy, 0, n - 1) * n + g.clamp((cursor % n) + dx, 0, n - 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) rotate(cursor);
    },
    timeUp() {
      flowing = true; // called every frame once the clock is out: starting is enough
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const lit = reached(cells, n, rowIn);
      const status = flowing
        ? 'The water is flowing!'
        : timed
          ? 'Connect before the water starts'
          : `Turns ${turns}`;
      g.text(status, 240, 66, 18, flowing ? WATER : fg);
      ctx.fillStyle = 'rgba(0,0,0,0.3)';
      ctx.fillRect(x0 - 4, y0 - 4, n * size + 8, n * size + 8);
      // The source and the goal sit outside the board, each with a stub of pipe into it.
      const fit = size / Math.max(1, g.design.params.size);
      const inY = y0 + (rowIn + 0.5) * size;
      const outY = y0 + (rowOut + 0.5) * size;
      ctx.fillStyle = WATER;
      ctx.fillRect(x0 - 16, inY - size * 0.14, 16, size * 0.28);
      ctx.fillStyle = ended >= 0 ? WATER : '#94a3b8';
      ctx.fillRect(x0 + n * size, outY - size * 0.14, 16, size * 0.28);
      g.sprite(source, x0 - 22, inY, fit * 0.6);
      g.sprite(sink, x0 + n * size + 22, outY, fit * 0.6);
      cells.forEach((m, i) => {
        const { x, y } = centre(i);
        ctx.fillStyle = (i + Math.floor(i / n)) % 2 ? 'rgba(255,255,255,0.07)' : 'rgba(255,255,255,0.03)';
        ctx.fillRect(x - size / 2, y - size / 2, size, size);
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(-spin[i]);
        for (const [color, width, reach] of [
          [lit.has(i) ? accent : '#94a3b8', 0.3, 1], // pipes joined to the source glow
          [WATER, 0.16, fill[i]], // the water, growing from the middle
        ] as const)
          for (const d of DIRS)
            if (m & d.bit && reach > 0) {
              ctx.fillStyle = color;
              const w = size * width;
              const len = (size / 2) * reach;
              ctx.fillRect(
                d.dx < 0 ? -len : -w / 2,
                d.dy < 0 ? -len : -w / 2,
                d.dx ? len + w / 2 : w,
                d.dy ? len + w / 2 : w,
              );
            }
        ctx.restore();
      });
      const c = centre(cursor);
      ctx.strokeStyle = fg;
      ctx.lineWidth = 3;
      ctx.strokeRect(c.x - size / 2 + 2, c.y - size / 2 + 2, size - 4, size - 4);
    },
    light: () => centre(cursor),
  };
});
