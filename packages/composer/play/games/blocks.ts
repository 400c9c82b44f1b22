// Roles: player = the falling piece you steer (drawn small in its cells, and beside the well);
// target = what the T pieces are made of, set free when a line clears. A kind of things ("tetris with
// fruit": the design's extras) gives each of the seven pieces one of them, in its cells as it falls,
// in the Next box and where it lands.
// Parts: timer, levels (a goal's lines per level), highscores. With a goal: each cleared line is one
// g.got, reaching it wins; without: play for score until the well tops out (g.lose).
import { boot, type Vec } from '../runtime';
import type { Entity } from '../../src/design';
import type { RoleId } from '../../src/design';

type Cell = [number, number];
interface Piece {
  kind: number;
  cells: Cell[]; // inside a size×size box
  size: number;
  x: number;
  y: number;
}

const COLS = 10;
const ROWS = 20;
const CELL = 28;
const X0 = 20;
const Y0 = 62;
// The seven tetrominoes in their boxes, each with its classic colour.
const TETROMINOES: { cells: Cell[]; size: number; color: string }[] = [
  { cells: [[0, 1], [1, 1], [2, 1], [3, 1]], size: 4, color: '#22d3ee' }, // I
  { cells: [[0, 0], [1, 0], [0, 1], [1, 1]], size: 2, color: '#facc15' }, // O
  { cells: [[1, 0], [0, 1], [1, 1], [2, 1]], size: 3, color: '#a855f7' }, // T
  { cells: [[1, 0], [2, 0], [0, 1], [1, 1]], size: 3, color: '#22c55e' }, // S
  { cells: [[0, 0], [1, 0], [1, 1], [2, 1]], size: 3, color: '#ef4444' }, // Z
  { cells: [[0, 0], [0, 1], [1, 1], [2, 1]], size: 3, color: '#3b82f6' }, // J
  { cells: [[2, 0], [0, 1], [1, 1], [2, 1]], size: 3, color: '#f97316' }, // L
]; // prettier-ignore
// Pieces of three ("tetris but the pieces are only made of 3 squares"): the straight one and the corner.
const TRIOS: { cells: Cell[]; size: number; color: string }[] = [
  { cells: [[0, 1], [1, 1], [2, 1]], size: 3, color: '#22d3ee' }, // I
  { cells: [[0, 0], [0, 1], [1, 1]], size: 2, color: '#a855f7' }, // L
]; // prettier-ignore
const POINTS = [0, 100, 300, 500, 800];

boot((g) => {
  const SHAPES = g.design.params.trios ? TRIOS : TETROMINOES;
  const TARGET_KIND = g.design.params.trios ? 1 : 2; // the T pieces (or the corners) carry the target
  g.showLives(false); // no life can be lost here
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  // The T pieces carry the target (the player when the design names none).
  const prize: RoleId = g.design.roles.target ? 'target' : 'player';
  // (a kind: one of its things to each shape, seen wherever that shape's cells are)
  const kinds = g.design.extras?.length
    ? ([g.design.roles.target ? 'target' : null, 'player', ...g.design.extras].filter(Boolean) as (RoleId | Entity)[]) // prettier-ignore
    : null;
  const lookOf = (k: number): RoleId | Entity | null => (kinds ? kinds[k % kinds.length] : null);
  let well: number[][]; // -1 empty, else a kind
  let piece: Piece;
  let next: number;
  let fall: number;
  let lock: number;
  let lines: number;
  let held: Record<string, number>;
  let drag: (Vec & { t: number; cols: number; rows: number; moved: boolean }) | null;
  let freed: (Vec & { age: number })[];

  const cellsOf = (p: Piece) => p.cells.map(([cx, cy]): Cell => [p.x + cx, p.y + cy]);
  const fits = (p: Piece) =>
    cellsOf(p).every(([x, y]) => x >= 0 && x < COLS && y < ROWS && (y < 0 || well[y][x] < 0));
  const interval = () => Math.max(0.06, (0.8 / g.diff) * 0.88 ** Math.floor(lines / 10));

  function spawn() {
    const s = SHAPES[next];
    piece = {
      kind: next,
      cells: s.cells.map((c): Cell => [...c]),
      size: s.size,
      x: 5 - Math.ceil(s.size / 2),
      y: -1,
    };
    next = g.int(0, SHAPES.length - 1);
    lock = 0;
    if (!fits(piece)) g.lose('Topped out');
  }
  function move(dx: number, dy: number): boolean {
    const p = { ...piece, x: piece.x + dx, y: piece.y + dy };
    if (!fits(p)) return false;
    piece = p;
    return true;
  }
  function rotate() {
    const n = piece.size;
    const cells = piece.cells.map(([x, y]): Cell => [n - 1 - y, x]);
    // Wall kicks: try the turn in place, then nudged sideways or up.
    for (const [kx, ky] of [
      [0, 0],
      [-1, 0],
      [1, 0],
      [-2, 0],
      [2, 0],
      [0, -1],
    ]) {
      const p = { ...piece, cells, x: piece.x + kx, y: piece.y + ky };
      if (fits(p)) {
        piece = p;
        return g.sound('tick');
      }
    }
  }
  function settle() {
    if (cellsOf(piece).some(([, y]) => y < 0)) return g.lose('Topped out');
    for (const [x, y] of cellsOf(piece)) if (y >= 0) well[y][x] = piece.kind;
    const full = well.map((row, y) => (row.every((k) => k >= 0) ? y : -1)).filter((y) => y >= 0);
    for (const y of full) {
      for (let x = 0; x < COLS; x++) if (well[y][x] === TARGET_KIND) freed.push({ ...at(x, y), age: 0 });
      well.splice(y, 1);
      well.unshift(Array<number>(COLS).fill(-1));
    }
    if (full.length) {
      lines += full.length;
      const goal = g.design.params.goal !== null;
      g.addScore(POINTS[full.length] * g.level - (goal ? full.length : 0));
      if (goal) g.got(full.length);
    } else g.sound('jump');
    if (g.state() === 'play') spawn();
  }
  function drop() {
    let rows = 0;
    while (move(0, 1)) rows++;
    if (rows) g.addScore(rows);
    settle();
  }
  const at = (x: number, y: number): Vec => ({ x: X0 + x * CELL + CELL / 2, y: Y0 + y * CELL + CELL / 2 });
  /** A key that moves once when pressed, then repeats while held. */
  function repeat(keys: string[], dt: number): boolean {
    const k = keys.join();
    if (keys.some((key) => g.input.pressed(key))) return ((held[k] = -0.17), true);
    if (!keys.some((key) => g.input.keys.has(key))) return false;
    held[k] = (held[k] ?? 0) + dt;
    if (held[k] < 0.05) return false;
    held[k] = 0;
    return true;
  }
  function touch() {
    const p = g.input.pointer;
    if (g.input.tapped) drag = { x: p.x, y: p.y, t: g.time, cols: 0, rows: 0, moved: false };
    if (!drag) return;
    // A drag moves the piece a column per cell dragged, and down a row per cell dragged down.
    const cols = Math.round((p.x - drag.x) / CELL);
    const rows = Math.max(0, Math.round((p.y - drag.y) / CELL));
    while (drag.cols !== cols && move(Math.sign(cols - drag.cols), 0))
      drag.cols += Math.sign(cols - drag.cols);
    while (drag.rows < rows && move(0, 1)) drag.rows += 1;
    if (Math.abs(p.x - drag.x) > 10 || Math.abs(p.y - drag.y) > 10) drag.moved = true;
    if (p.down) return;
    const quick = g.time - drag.t < 0.4 && p.y - drag.y > 80;
    if (quick) drop();
    else if (!drag.moved) rotate();
    drag = null;
  }
  function block(x: number, y: number, kind: number, size: number, alpha = 1) {
    const { ctx } = g;
    ctx.globalAlpha = alpha;
    ctx.fillStyle = SHAPES[kind].color;
    ctx.fillRect(x - size / 2 + 1, y - size / 2 + 1, size - 2, size - 2);
    ctx.fillStyle = 'rgba(255,255,255,0.28)';
    ctx.fillRect(x - size / 2 + 1, y - size / 2 + 1, size - 2, 4);
    ctx.globalAlpha = 1;
  }

  return {
    controls: 'Arrows move, Up turns, Space drops; or tap to turn, drag to move, flick down to drop',
    reset() {
      well = Array.from({ length: ROWS }, () => Array<number>(COLS).fill(-1));
      next = g.int(0, SHAPES.length - 1);
      lines = 0;
      fall = 0;
      held = {};
      drag = null;
      freed = [];
      spawn();
    },
    update(dt) {
      if (repeat(['ArrowLeft', 'a'], dt)) move(-1, 0);
      if (repeat(['ArrowRight', 'd'], dt)) move(1, 0);
      if (g.input.pressed('ArrowUp') || g.input.pressed('w') || g.input.pressed('x')) rotate();
      if (g.input.pressed(' ')) return drop();
      touch();
      if (g.state() !== 'play') return;
      const soft = g.input.keys.has('ArrowDown') || g.input.keys.has('s');
      fall += dt;
      if (fall >= (soft ? Math.min(0.04, interval()) : interval())) {
        fall = 0;
        if (move(0, 1)) lock = 0;
      }
      // A landed piece can still slide for a moment before it locks.
      if (!fits({ ...piece, y: piece.y + 1 }) && (lock += dt) > 0.45) settle();
      for (const f of freed) f.age += dt;
      freed = freed.filter((f) => f.age < 0.8);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = 'rgba(0,0,0,0.4)';
      ctx.fillRect(X0, Y0, COLS * CELL, ROWS * CELL);
      ctx.strokeStyle = fg + '18';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = 1; x < COLS; x++) {
        ctx.moveTo(X0 + x * CELL, Y0);
        ctx.lineTo(X0 + x * CELL, Y0 + ROWS * CELL);
      }
      ctx.stroke();
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      ctx.strokeRect(X0 - 2, Y0 - 2, COLS * CELL + 4, ROWS * CELL + 4);
      ctx.save();
      ctx.beginPath();
      ctx.rect(X0, Y0, COLS * CELL, ROWS * CELL);
      ctx.clip();
      well.forEach((row, y) =>
        row.forEach((k, x) => {
          if (k < 0) return;
          const c = at(x, y);
          block(c.x, c.y, k, CELL);
          const look = lookOf(k);
          if (look) sprite(look, c.x, c.y, 20);
          else if (k === TARGET_KIND) sprite(prize, c.x, c.y, 18);
        }),
      );
      let ghost = piece.y;
      while (fits({ ...piece, y: ghost + 1 })) ghost++;
      for (const [x, y] of cellsOf({ ...piece, y: ghost }))
        block(at(x, y).x, at(x, y).y, piece.kind, CELL, 0.25);
      for (const [x, y] of cellsOf(piece)) {
        block(at(x, y).x, at(x, y).y, piece.kind, CELL);
        sprite(lookOf(piece.kind) ?? 'player', at(x, y).x, at(x, y).y, kinds ? 20 : 18);
      }
      ctx.restore();
      for (const f of freed) sprite(prize, f.x, f.y - f.age * 90, 26 + f.age * 20);

      const px = 395;
      g.text('Next', px, 80, 20, fg);
      const s = SHAPES[next];
      for (const [cx, cy] of s.cells) {
        const [bx, by] = [px + (cx - s.size / 2 + 0.5) * 24, 125 + (cy - 0.5) * 24];
        block(bx, by, next, 24);
        const look = lookOf(next);
        if (look) sprite(look, bx, by, 17);
      }
      g.text(`Lines ${lines}`, px, 200, 22, fg);
      g.text(`Speed ${Math.floor(lines / 10) + 1}`, px, 232, 18, fg + 'aa');
      sprite(prize, px, 320, 48);
      g.text('clear lines', px, 360, 18, fg + 'aa');
      sprite('player', px, 560, 64);
    },
  };
});
