// Roles: target (optional) = what a live cell is drawn as (frogs), else a square in the accent colour.
// Parts: timer. Conway's Game of Life (life.ts), a sandbox: tap cells (or drag) to bring them to life or
// clear them; Play runs the generations, Pause stops, Step goes one; Clear empties the grid, Random fills
// a third of it; a glider, a spaceship, a pulsar and Gosper's gun can be put down; − and + set the pace.
// The generation and the live cells are counted. Keys: Space play/pause, S step, C clear, R random,
// + and − the pace.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { PATTERNS, stamp, step, type Cells, type PatternName } from '../life';

const CELL = 12;
const COLS = 40;
const ROWS = 38;
const TOP = 66;
const PACES = [1, 2, 4, 8, 15, 30]; // generations a second
const row = (y: number, k: number, n: number): Box => {
  const w = (480 - 16 - (n - 1) * 8) / n;
  return { x: 8 + k * (w + 8), y, w, h: 40 };
};
const BUTTONS = ['play', 'step', 'clear', 'random'] as const;
const STAMPS: PatternName[] = ['glider', 'spaceship', 'pulsar', 'gun'];
const SLOWER: Box = { x: 360, y: 30, w: 50, h: 30 };
const FASTER: Box = { x: 420, y: 30, w: 50, h: 30 };

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (a sandbox: nothing to score)
  let cells: Cells;
  let running: boolean;
  let generation: number;
  let pace: number; // an index into PACES
  let wait: number;
  let painting: boolean | null; // while dragging: what the cells passed over become
  let last: number;

  const cellAt = (x: number, y: number) => {
    const [c, r] = [Math.floor(x / CELL), Math.floor((y - TOP) / CELL)];
    return c >= 0 && r >= 0 && c < COLS && r < ROWS ? r * COLS + c : -1;
  };
  const put = (name: PatternName) => {
    const p = PATTERNS[name];
    const x = name === 'gun' ? 1 : Math.floor((COLS - p[0].length) / 2);
    cells = stamp(cells, COLS, ROWS, p, x, name === 'gun' ? 1 : Math.floor((ROWS - p.length) / 2));
    g.sound('point');
  };
  const act = (b: (typeof BUTTONS)[number]) => {
    if (b === 'play') running = !running;
    if (b === 'step') {
      running = false;
      next();
    }
    if (b === 'clear') {
      cells = cells.map(() => false);
      generation = 0;
      running = false;
    }
    if (b === 'random') {
      cells = cells.map(() => Math.random() < 0.3);
      generation = 0;
    }
    g.sound('tick');
  };
  function next() {
    cells = step(cells, COLS, ROWS);
    generation += 1;
  }

  return {
    controls: 'Tap cells to bring them to life; Play, Step, Clear, Random (Space, S, C, R; + and − the pace)',
    reset() {
      // (something to watch from the start: a glider on its way and a blinker)
      cells = Array<boolean>(COLS * ROWS).fill(false);
      cells = stamp(cells, COLS, ROWS, PATTERNS.glider, 4, 4);
      cells = stamp(cells, COLS, ROWS, PATTERNS.blinker, 24, 20);
      running = false;
      generation = 0;
      pace = 3;
      wait = 0;
      painting = null;
      last = -1;
    },
    update(dt) {
      const inp = g.input;
      if (inp.pressed(' ') || inp.pressed('Enter')) act('play');
      if (inp.pressed('s')) act('step');
      if (inp.pressed('c')) act('clear');
      if (inp.pressed('r')) act('random');
      if (inp.pressed('+') || inp.pressed('=')) pace = Math.min(PACES.length - 1, pace + 1);
      if (inp.pressed('-')) pace = Math.max(0, pace - 1);
      if (inp.tapped) {
        const p = inp.tapAt;
        const b = BUTTONS.findIndex((_, k) => g.within(p, row(530, k, 4)));
        const s = STAMPS.findIndex((_, k) => g.within(p, row(580, k, 4)));
        if (b >= 0) act(BUTTONS[b]);
        else if (s >= 0) put(STAMPS[s]);
        else if (g.within(p, SLOWER)) pace = Math.max(0, pace - 1);
        else if (g.within(p, FASTER)) pace = Math.min(PACES.length - 1, pace + 1);
        else {
          const i = cellAt(p.x, p.y);
          if (i >= 0) {
            painting = !cells[i];
            cells[i] = painting;
            last = i;
          }
        }
      }
      // (a drag paints on, or wipes, every cell it passes)
      if (painting !== null) {
        if (!inp.pointer.down) painting = null;
        else {
          const i = cellAt(inp.pointer.x, inp.pointer.y);
          if (i >= 0 && i !== last) {
            cells[i] = painting;
            last = i;
          }
        }
      }
      if (!running) return;
      wait -= dt;
      while (wait <= 0) {
        next();
        wait += 1 / PACES[pace];
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(0, TOP, COLS * CELL, ROWS * CELL);
      ctx.strokeStyle = 'rgba(255,255,255,0.06)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let c = 0; c <= COLS; c++) {
        ctx.moveTo(c * CELL + 0.5, TOP);
        ctx.lineTo(c * CELL + 0.5, TOP + ROWS * CELL);
      }
      for (let r = 0; r <= ROWS; r++) {
        ctx.moveTo(0, TOP + r * CELL + 0.5);
        ctx.lineTo(COLS * CELL, TOP + r * CELL + 0.5);
      }
      ctx.stroke();
      const named = g.design.roles.target;
      ctx.fillStyle = accent;
      let count = 0;
      cells.forEach((on, i) => {
        if (!on) return;
        count++;
        const [x, y] = [(i % COLS) * CELL, TOP + Math.floor(i / COLS) * CELL];
        if (named) g.sprite('target', x + CELL / 2, y + CELL / 2, CELL + 1);
        else ctx.fillRect(x + 1, y + 1, CELL - 2, CELL - 2);
      });
      g.text(`${g.say('Generation')} ${generation}   ·   ${g.say('Alive')} ${count}`, 12, 45, 16, fg, 'left');
      panel(g, SLOWER, pace > 0, 8);
      g.text('−', SLOWER.x + SLOWER.w / 2, SLOWER.y + SLOWER.h / 2, 20, fg);
      panel(g, FASTER, pace < PACES.length - 1, 8);
      g.text('+', FASTER.x + FASTER.w / 2, FASTER.y + FASTER.h / 2, 20, fg);
      g.text(`${PACES[pace]}/s`, 340, 45, 14, fg + 'bb', 'right');
      const names = [running ? `⏸ ${g.say('Pause')}` : `▶ ${g.say('Play')}`, g.say('Step'), g.say('Clear'), g.say('Random')]; // prettier-ignore
      names.forEach((n, k) => {
        const b = row(530, k, 4);
        panel(g, b, k === 0 ? !running : true, 8);
        g.text(n, b.x + b.w / 2, b.y + b.h / 2, 16, fg);
      });
      STAMPS.forEach((s, k) => {
        const b = row(580, k, 4);
        panel(g, b, false, 8);
        g.text(`+ ${g.say(STAMP_NAMES[s])}`, b.x + b.w / 2, b.y + b.h / 2, 14, fg);
      });
    },
  };
});

const STAMP_NAMES: Record<PatternName, string> = {
  glider: 'Glider',
  spaceship: 'Spaceship',
  pulsar: 'Pulsar',
  gun: 'Glider gun',
  blinker: 'Blinker',
};
