// Roles: hazard (or else enemy) = what hides under the cells (revealing one loses the round); player = the face above
// the board that reacts to the game. Parts: levels (more hazards each level), timer, night (light at the
// cursor), highscores. No goal count: clearing every safe cell wins. A right click, a long press, or a tap in
// flag mode flags a cell. params.grid and params.mines set the
// board asked for ("10x10 with 15 mines"); modes: easy, normal and hard on boards of their own (params.modeBoards,
// else 8×8 with 10 mines, 12×12 with 25, 16×16 with 40).
import { boot, type Vec } from '../runtime';
import type { Entity } from '../../src/design';

const TOP = 92;
const BOTTOM = 572;
const HUES = ['', '#60a5fa', '#4ade80', '#f87171', '#c084fc', '#fbbf24', '#22d3ee', '#f472b6', '#e5e7eb'];
const BUTTON = { x: 140, y: 590, w: 200, h: 40 };
const HOLD = 0.45; // seconds of pressing that flag instead of reveal

interface Cell {
  mine: boolean;
  open: boolean;
  flag: boolean;
  near: number;
}

const neighbours = (cols: number, rows: number, i: number): number[] => {
  const out: number[] = [];
  const x = i % cols;
  const y = Math.floor(i / cols);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      if ((dx || dy) && x + dx >= 0 && x + dx < cols && y + dy >= 0 && y + dy < rows)
        out.push(i + dy * cols + dx);
  return out;
};

/** Hazards anywhere but around the first cell opened, so the first tap is always safe and opens an area. */
function plant(cells: Cell[], cols: number, rows: number, count: number, first: number) {
  const keepClear = new Set([first, ...neighbours(cols, rows, first)]);
  const free = cells.map((_, i) => i).filter((i) => !keepClear.has(i));
  for (let k = 0; k < count && free.length; k++)
    cells[free.splice(Math.floor(Math.random() * free.length), 1)[0]].mine = true;
  cells.forEach((c, i) => (c.near = neighbours(cols, rows, i).filter((j) => cells[j].mine).length));
}

/** Opens a cell and, from a cell with no hazards around, its whole empty area; returns the cells opened. */
function flood(cells: Cell[], cols: number, rows: number, start: number): number {
  let opened = 0;
  const todo = [start];
  while (todo.length) {
    const i = todo.pop()!;
    const c = cells[i];
    if (c.open || c.flag) continue;
    c.open = true;
    opened++;
    if (c.near === 0 && !c.mine) todo.push(...neighbours(cols, rows, i));
  }
  return opened;
}

const MODE_BOARDS = [
  { cols: 8, rows: 8, mines: 10 },
  { cols: 12, rows: 12, mines: 25 },
  { cols: 16, rows: 16, mines: 40 },
];

boot((g) => {
  g.showLives(false); // no life can be lost here
  // (read at each round: with the modes part it is picked on the title screen)
  const diff = () => g.design.params.difficulty;
  // Without a hazard in the design, an enemy hides under the cells, or else a plain mine.
  const hazard: Entity = g.design.roles.hazard ??
    g.design.roles.enemy ?? { name: 'mine', emoji: '💣', color: '#64748b' };
  let cols: number;
  let rows: number;
  let size: number;
  let x0: number;
  let cells: Cell[];
  let planted: boolean;
  let flagMode: boolean;
  let cursor: number;
  let press: { cell: number; held: number } | null;
  let boom: number; // seconds since a hazard was hit; -1 while playing
  let hit: number;

  const centre = (i: number): Vec => ({
    x: x0 + ((i % cols) + 0.5) * size,
    y: TOP + (Math.floor(i / cols) + 0.5) * size,
  });
  const cellAt = (p: Vec): number => {
    const x = Math.floor((p.x - x0) / size);
    const y = Math.floor((p.y - TOP) / size);
    return x >= 0 && y >= 0 && x < cols && y < rows ? y * cols + x : -1;
  };
  const asked = g.design.params;
  // easy, normal and hard on boards of their own (the modes part): as asked, else the usual three
  const modeBoard = () =>
    g.has('modes')
      ? (asked.modeBoards ?? MODE_BOARDS)[['easy', 'normal', 'hard'].indexOf(diff())]
      : undefined;
  const mineCount = () =>
    (modeBoard()?.mines ??
      asked.mines ??
      Math.round(cols * rows * { easy: 0.12, normal: 0.16, hard: 0.2 }[diff()])) +
    (g.level - 1) * 2;

  function toggleFlag(i: number) {
    if (i < 0 || cells[i].open) return;
    cells[i].flag = !cells[i].flag;
    g.sound('tick');
  }
  function reveal(i: number) {
    if (i < 0 || cells[i].flag) return;
    if (!planted) {
      plant(cells, cols, rows, mineCount(), i);
      planted = true;
    }
    const c = cells[i];
    // Opening an open number whose hazards are all flagged opens the rest around it.
    const around = neighbours(cols, rows, i);
    const flagged = around.filter((j) => cells[j].flag).length;
    const targets = !c.open ? [i] : c.near > 0 && flagged === c.near ? around : [];
    for (const t of targets) {
      if (cells[t].flag || cells[t].open) continue;
      if (cells[t].mine) {
        hit = t;
        boom = 0;
        for (const k of cells) if (k.mine) k.open = true;
        g.sound('hit');
        return;
      }
      g.addScore(flood(cells, cols, rows, t));
    }
    if (cells.every((k) => k.mine || k.open)) {
      for (const k of cells) if (k.mine) k.flag = true;
      g.addScore(mineCount() * 5);
      g.win();
    }
  }

  return {
    controls: 'Tap to reveal, hold (or flag mode) to flag; arrows + Space reveal, F flags',
    reset() {
      // (the board asked for, "10x10"; else by difficulty)
      const board = modeBoard() ?? asked.grid;
      rows = board?.rows ?? { easy: 10, normal: 11, hard: 12 }[diff()];
      cols = board?.cols ?? rows - 2;
      size = Math.min(440 / cols, (BOTTOM - TOP) / rows);
      x0 = (480 - cols * size) / 2;
      cells = Array.from({ length: cols * rows }, () => ({ mine: false, open: false, flag: false, near: 0 }));
      planted = false;
      flagMode = false;
      cursor = Math.floor(rows / 2) * cols + Math.floor(cols / 2);
      press = null;
      boom = -1;
      hit = -1;
    },
    update(dt) {
      if (boom >= 0) {
        boom += dt;
        if (boom > 1.3) g.lose(`The ${hazard.name} got you`); // a moment to see them all
        return;
      }
      const inp = g.input;
      if (inp.tapped) {
        if (g.within(inp.pointer, BUTTON)) flagMode = !flagMode;
        else if (cellAt(inp.pointer) >= 0 && inp.secondary)
          toggleFlag(cellAt(inp.pointer)); // (a right click flags)
        else if (cellAt(inp.pointer) >= 0) press = { cell: cellAt(inp.pointer), held: 0 };
      }
      if (press) {
        press.held += dt;
        cursor = press.cell;
        if (inp.pointer.down && press.held >= HOLD) {
          toggleFlag(press.cell); // a long press flags
          press = null;
        } else if (!inp.pointer.down) {
          if (flagMode) toggleFlag(press.cell);
          else reveal(press.cell);
          press = null;
        }
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy)
        cursor =
          g.clamp(Math.floor(cursor / cols) + dy, 0, rows - 1) * cols +
          g.clamp((cursor % cols) + dx, 0, cols - 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) reveal(cursor);
      if (inp.pressed('f')) toggleFlag(cursor);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const flags = cells.filter((c) => c.flag).length;
      g.sprite(
        'player',
        240,
        66,
        34 / Math.max(1, g.design.params.size),
        boom >= 0 ? Math.sin(boom * 20) * 0.3 : 0,
      );
      g.sprite(hazard, x0 + 14, 66, 24 / Math.max(1, g.design.params.size));
      g.text(`${mineCount() - flags}`, x0 + 32, 67, 20, fg, 'left');
      g.text(
        `${cells.filter((c) => c.open && !c.mine).length} open`,
        x0 + cols * size,
        67,
        18,
        accent,
        'right',
      );
      const art = (size * 0.7) / Math.max(1, g.design.params.size);
      cells.forEach((c, i) => {
        const { x, y } = centre(i);
        const s = size - 3;
        // Covered cells are raised in the accent colour; open ones are flat, hazards on a warning red.
        ctx.fillStyle = i === hit ? '#dc2626' : c.open ? (c.mine ? '#f87171' : fg) : accent;
        ctx.globalAlpha = i === hit ? 1 : c.open ? (c.mine ? 0.35 : 0.07) : 0.55;
        ctx.fillRect(x - s / 2, y - s / 2, s, s);
        ctx.globalAlpha = 1;
        if (!c.open) {
          ctx.fillStyle = 'rgba(255,255,255,0.25)'; // a raised edge: still covered
          ctx.fillRect(x - s / 2, y - s / 2, s, 3);
        }
        if (c.flag && !(c.open && c.mine)) g.text('🚩', x, y + 1, size * 0.55);
        else if (c.open && c.mine) g.sprite(hazard, x, y, art);
        else if (c.open && c.near) g.text(String(c.near), x, y + 1, size * 0.55, HUES[c.near]);
      });
      const { x, y } = centre(cursor);
      ctx.strokeStyle = fg;
      ctx.lineWidth = 3;
      ctx.strokeRect(x - size / 2 + 1, y - size / 2 + 1, size - 2, size - 2);
      ctx.fillStyle = flagMode ? accent : 'rgba(255,255,255,0.12)';
      ctx.beginPath();
      ctx.roundRect(BUTTON.x, BUTTON.y, BUTTON.w, BUTTON.h, 10);
      ctx.fill();
      g.text(
        `🚩 Flag mode ${flagMode ? 'ON' : 'off'}`,
        240,
        BUTTON.y + BUTTON.h / 2 + 1,
        17,
        flagMode ? '#0b0f14' : fg,
      );
    },
    light: () => centre(cursor),
  };
});
