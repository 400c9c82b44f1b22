// Roles: player = the robot. Parts: none of its own (eight levels of its own, the furthest reached kept).
// A coding puzzle like Lightbot (lightbot.ts): the robot stands on a board of tiles, some raised; drag
// the blocks (forward, turn left, turn right, jump, light; P1 from level 6) from the palette into the
// program row (or tap one to add it to the row picked), tap a block in a row to take it out, and Run:
// the robot follows the steps one by one, the block being done lit. Lighting every blue tile clears the
// level and opens the next; a step it cannot take (off the board, up a step without jumping) stops it
// and puts it back, the program kept to mend. Asked for loops (params.loops): a ×3 block runs a row of
// its own three times, and six harder levels follow that need it. Keys: ↑ forward, ← → turn, J jump,
// Space light, P for P1, L for ×3, Backspace takes the last out, Enter runs.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { BLOCKS, HARDER, LEVELS, run, tilesOf, type Block, type Bot, type Row, type Step } from '../lightbot';

const CELL = 56;
const TOP = 76;
const TICK = 0.45; // s a step
const ICON: Record<Block, string> = { forward: '⬆', left: '↺', right: '↻', jump: '⤴', light: '💡', p1: 'P1', loop: '×3' }; // prettier-ignore
const HUE: Record<Block, string> = { forward: '#2563eb', left: '#7c3aed', right: '#7c3aed', jump: '#059669', light: '#d97706', p1: '#db2777', loop: '#0891b2' }; // prettier-ignore
const KEYS: [string, Block][] = [['ArrowUp', 'forward'], ['ArrowLeft', 'left'], ['ArrowRight', 'right'], ['j', 'jump'], [' ', 'light'], ['p', 'p1'], ['l', 'loop']]; // prettier-ignore
const ROWS: Record<Row, number> = { main: 462, p1: 504, loop: 546 };
const SLOT = 34;
const RUN: Box = { x: 100, y: 592, w: 150, h: 42 };
const CLEAR: Box = { x: 266, y: 592, w: 114, h: 42 };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let k: number; // the level, from 0
  let reached: number;
  const levels = g.design.params.loops ? [...LEVELS, ...HARDER] : LEVELS;
  let program: Record<Row, Block[]>;
  let active: Row;
  let steps: Step[] | null; // a run under way
  let shown: number; // steps done so far
  let clock: number;
  let dragging: Block | null;
  let said: { text: string; left: number; good: boolean } | null;

  const level = () => levels[k];
  const start = (): Bot => ({ ...level().start, lit: [] });
  const bot = () => (steps && shown > 0 ? steps[shown - 1].bot : start());
  const palette = () => BLOCKS.filter((b) => (b !== 'p1' || level().p1 > 0) && (b !== 'loop' || (level().loop ?? 0) > 0)); // prettier-ignore
  const paletteBox = (i: number): Box => {
    const n = palette().length;
    return { x: g.W / 2 - (n * 62 - 8) / 2 + i * 62, y: 398, w: 54, h: 46 };
  };
  const slotBox = (row: Row, i: number): Box => ({ x: 62 + i * (SLOT + 3), y: ROWS[row], w: SLOT, h: SLOT }); // prettier-ignore
  const rows = (): Row[] => (['main', 'p1', 'loop'] as const).filter((r) => cap(r) > 0);
  const cap = (row: Row) => (row === 'main' ? level().main : row === 'p1' ? level().p1 : (level().loop ?? 0));
  const board = () => {
    const t = tilesOf(level());
    const cols = Math.max(...t.map((r) => r.length));
    // (a long or tall board in smaller tiles)
    const cell = Math.min(CELL, Math.floor(440 / cols), Math.floor(300 / t.length));
    return { t, cell, x0: (g.W - cols * cell) / 2, y0: TOP + Math.max(0, 5 - t.length) * (cell / 2) };
  };
  const tell = (text: string, good: boolean, left = 1.6) => (said = { text, left, good });
  const dotX = (d: number) => g.W - 18 - (levels.length - 1 - d) * (levels.length > 8 ? 19 : 22);

  function begin(at: number) {
    k = at;
    program = { main: [], p1: [], loop: [] };
    active = 'main';
    steps = null;
    shown = 0;
    said = null;
  }

  function add(block: Block, row = active, at = program[row].length) {
    if (steps) return;
    if (program[row].length >= cap(row)) return g.sound('bad');
    program[row].splice(at, 0, block);
    g.note(500 + BLOCKS.indexOf(block) * 60, 0.05, 'triangle', 0.03);
  }

  function go() {
    if (steps) {
      steps = null; // (Stop: back to the start)
      return;
    }
    if (!program.main.length) return g.sound('bad');
    steps = run(level(), program.main, program.p1, program.loop);
    shown = 0;
    clock = 0;
  }

  function after(last: Step) {
    if (last.won) {
      g.sound('win');
      g.addScore(100 + Math.max(0, cap('main') + cap('p1') + cap('loop') - program.main.length - program.p1.length - program.loop.length) * 10); // prettier-ignore
      reached = Math.max(reached, k + 1);
      g.keep('reached', reached);
      if (k === levels.length - 1) return g.win(g.say('Every level done!'));
      tell(g.say('Level complete!'), true, 1.4);
      g.pause(1.4, () => begin(k + 1));
      return;
    }
    g.sound('bad');
    tell(last.error === 'too long' ? g.say('It never stops: P1 calls itself') : last.error ? g.say('Oops! The robot can’t go there') : g.say('Not every blue tile is lit yet'), false, 1.8); // prettier-ignore
    g.pause(1.8, () => (steps = null));
  }

  return {
    controls: 'Drag the blocks into the program (or tap them), then Run: light every blue tile',
    reset() {
      reached = Math.min(levels.length - 1, g.kept<number>('reached') ?? 0);
      begin(0);
    },
    update(dt) {
      const inp = g.input;
      if (said && (said.left -= dt) <= 0) said = null;
      if (steps && shown < steps.length) {
        clock += dt;
        while (clock >= TICK && shown < steps.length) {
          clock -= TICK;
          shown += 1;
          const s = steps[shown - 1];
          if (s.block === 'light' && !s.error) g.note(880, 0.08, 'sine', 0.05);
          if (shown === steps.length) after(s);
        }
      }
      for (const [key, block] of KEYS) if (inp.pressed(key) && palette().includes(block)) add(block);
      if (inp.pressed('Backspace') && !steps) program[active].pop();
      if (inp.pressed('Enter')) go();
      // a block picked up from the palette, dropped in a row (or, let go where it was, added to the row picked)
      if (inp.tapped) {
        const p = inp.tapAt;
        const i = palette().findIndex((_, j) => g.within(p, paletteBox(j)));
        if (i >= 0) dragging = palette()[i];
        else if (g.within(p, RUN)) go();
        else if (g.within(p, CLEAR) && !steps) program = { main: [], p1: [], loop: [] };
        else
          for (let d = 0; d < levels.length && d <= reached; d++)
            if (Math.hypot(p.x - dotX(d), p.y - 44) < 10 && !steps) begin(d);
        for (const row of rows()) {
          if (!g.within(p, { x: 8, y: ROWS[row], w: g.W - 16, h: SLOT })) continue;
          active = row;
          const j = program[row].findIndex((_, m) => g.within(p, slotBox(row, m)));
          if (j >= 0 && !steps) program[row].splice(j, 1);
        }
      }
      // (let go: a drag is no tap, so the pointer's coming up is watched)
      if (dragging && !inp.pointer.down) {
        const p = inp.pointer;
        const home = palette().findIndex((_, j) => g.within(p, paletteBox(j)));
        const row = rows().find((r) => g.within(p, { x: 8, y: ROWS[r] - 8, w: g.W - 16, h: SLOT + 16 }));
        if (row) {
          active = row;
          const at = Math.max(0, Math.min(program[row].length, Math.round((p.x - 62) / (SLOT + 3))));
          add(dragging, row, at);
        } else if (home >= 0) add(dragging);
        dragging = null;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`${g.say('Level')} ${k + 1}/${levels.length}`, 14, 44, 18, fg, 'left');
      // the levels reached, to go back to
      for (let d = 0; d < levels.length; d++) {
        const x = dotX(d);
        ctx.fillStyle = d === k ? accent : d <= reached ? fg + '99' : fg + '22';
        ctx.beginPath();
        ctx.arc(x, 44, 8, 0, Math.PI * 2);
        ctx.fill();
        g.text(String(d + 1), x, 44, 10, d === k ? '#ffffff' : '#0f172a');
      }
      // the board: each tile raised by its height, blue ones to light, lit ones yellow
      const { t, cell: CELL, x0, y0 } = board();
      const b = bot();
      t.forEach((row, r) =>
        row.forEach((tile, c) => {
          if (!tile) return;
          const x = x0 + c * CELL;
          const y = y0 + r * CELL - tile.h * 8;
          ctx.fillStyle = '#475569';
          ctx.fillRect(x + 2, y + CELL - 6, CELL - 4, tile.h * 8 + 4);
          const lit = b.lit.includes(`${c},${r}`);
          ctx.fillStyle = lit ? '#fde047' : tile.blue ? '#3b82f6' : '#cbd5e1';
          ctx.fillRect(x + 2, y + 2, CELL - 4, CELL - 6);
          if (tile.h) g.text(String(tile.h), x + CELL - 10, y + 12, 11, '#334155');
        }),
      );
      // the robot, and which way it faces
      const here = t[b.r][b.c]!;
      const cx = x0 + b.c * CELL + CELL / 2;
      const cy = y0 + b.r * CELL + CELL / 2 - here.h * 8 - 3;
      const [dx, dy] = [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ][b.dir];
      g.sprite('player', cx, cy, 36);
      ctx.fillStyle = '#f43f5e';
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(cx + dx * 30, cy + dy * 30);
      ctx.lineTo(cx + dx * 17 - dy * 10, cy + dy * 17 + dx * 10);
      ctx.lineTo(cx + dx * 17 + dy * 10, cy + dy * 17 - dx * 10);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      if (said) g.text(said.text, g.W / 2, 386, 17, said.good ? '#22c55e' : '#f87171');
      // the palette
      palette().forEach((block, i) => {
        const box = paletteBox(i);
        ctx.fillStyle = HUE[block];
        ctx.beginPath();
        ctx.roundRect(box.x, box.y, box.w, box.h, 8);
        ctx.fill();
        g.text(ICON[block], box.x + box.w / 2, box.y + box.h / 2, 22, '#ffffff');
      });
      // the rows of the program, the block being done lit
      const now = steps && shown > 0 ? steps[shown - 1] : null;
      for (const row of rows()) {
        g.text(
          row === 'main' ? 'MAIN' : row === 'p1' ? 'P1' : '×3',
          12,
          ROWS[row] + SLOT / 2,
          13,
          row === active ? accent : fg,
          'left',
        );
        for (let i = 0; i < cap(row); i++) {
          const box = slotBox(row, i);
          const block = program[row][i];
          ctx.fillStyle = block ? HUE[block] : 'rgba(148,163,184,0.18)';
          ctx.fillRect(box.x, box.y, box.w, box.h);
          if (block) g.text(ICON[block], box.x + SLOT / 2, box.y + SLOT / 2, 16, '#ffffff');
          if (now && now.row === row && now.at === i) {
            ctx.strokeStyle = '#fde047';
            ctx.lineWidth = 3;
            ctx.strokeRect(box.x - 1, box.y - 1, box.w + 2, box.h + 2);
          }
        }
        if (row === active) {
          ctx.strokeStyle = accent;
          ctx.lineWidth = 1.5;
          ctx.strokeRect(8, ROWS[row] - 4, g.W - 16, SLOT + 8);
        }
      }
      panel(g, RUN, !!program.main.length);
      g.text(
        steps ? `■ ${g.say('Stop')}` : `▶ ${g.say('Run')}`,
        RUN.x + RUN.w / 2,
        RUN.y + RUN.h / 2,
        18,
        fg,
      );
      panel(g, CLEAR, !steps);
      g.text(g.say('Clear'), CLEAR.x + CLEAR.w / 2, CLEAR.y + CLEAR.h / 2, 17, fg);
      if (dragging) {
        const p = g.input.pointer;
        ctx.globalAlpha = 0.85;
        ctx.fillStyle = HUE[dragging];
        ctx.fillRect(p.x - 22, p.y - 20, 44, 40);
        g.text(ICON[dragging], p.x, p.y, 20, '#ffffff');
        ctx.globalAlpha = 1;
      }
    },
    light: () => ({ x: paletteBox(0).x + 27, y: paletteBox(0).y + 23 }),
  };
});
