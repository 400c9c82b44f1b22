// Roles: player and target (when both are named) = the two signs for 0 and 1 (suns and moons); one named
// alone is the grid's emblem. Parts: modes (easy keeps more squares given), highscores. Takuzu, also binairo
// (takuzu.ts): fill the grid with 0s and 1s, as many of each in every row and column, never three alike
// in a row, no two rows or columns the same. Tap a square for 0, again for 1, again to empty it; the
// squares given cannot be changed. What breaks a rule turns red and is told under the grid. Hint fills a
// square that follows (or shows one that is wrong); New grid deals another; the sizes above switch. A
// grid solved wins, with the time it took and the best for its size kept. params.across: 6 unless asked
// (4-12, even). Keys: arrows, 0 and 1, Space to turn a square over, Backspace to empty it, H, N.
import { boot, clock, stepCursor, type Box } from '../runtime';
import { panel } from '../panel';
import { deduce, problems, puzzle, solved, whole, type Cell, type Why } from '../takuzu';

const TOP = 96;
const SIDE = 400; // the grid's width
const NEW: Box = { x: 30, y: 568, w: 200, h: 48 };
const HINT: Box = { x: 250, y: 568, w: 200, h: 48 };
const KEEP = { easy: 0.35, normal: 0.12, hard: 0 }; // the share of the squares that could go, given back
const BROKEN = {
  three: 'Three alike in a row',
  count: 'Too many of one digit in a line',
  same: 'Two lines are the same',
} as const;
const BECAUSE: Record<Why, string> = {
  pair: 'Next to two alike: the other digit',
  gap: 'Between two alike: the other digit',
  half: 'This line has its half of the other digit',
  copy: 'The other way would copy a full line',
};

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const asked = g.design.params.across ?? 6;
  const sizes = [...new Set([6, 8, 10, asked])].sort((a, b) => a - b);
  let n = asked;
  let answer: (0 | 1)[];
  let given: boolean[];
  let grid: Cell[];
  let cursor: number;
  let told: { text: string; at: number; left: number } | null; // a hint's square and why
  let hints: number;

  const cell = () => Math.floor(SIDE / n);
  const x0 = () => (g.W - cell() * n) / 2;
  const sizeBox = (k: number): Box => {
    const w = 86;
    return { x: g.W / 2 - (sizes.length * (w + 10) - 10) / 2 + k * (w + 10), y: 42, w, h: 40 };
  };
  const { player, target } = g.design.roles;
  const signs = player && target ? ([player, target] as const) : null;
  const emblem = player ?? target;
  const best = () => g.kept<number>(`best:${n}`);

  function deal() {
    answer = whole(n, Math.random);
    grid = puzzle(answer, n, Math.random, KEEP[g.design.params.difficulty]);
    given = grid.map((v) => v !== null);
    cursor = given.indexOf(false);
    told = null;
    hints = 0;
    g.restartClock();
  }

  function put(i: number, v: Cell) {
    if (given[i]) return g.sound('bad');
    grid[i] = v;
    told = null;
    g.note(v === null ? 300 : v === 0 ? 440 : 560, 0.05, 'triangle', 0.03);
    if (!solved(grid, n)) return;
    const took = g.time;
    const record = best();
    if (record === null || took < record) g.keep(`best:${n}`, took);
    g.addScore(n * n + Math.max(0, 300 - Math.floor(took)) - hints * 5);
    g.win(`${g.say('Solved!')}  ⏱ ${clock(took)}${record !== null && took < record ? `  ★ ${g.say('New best')}` : ''}`); // prettier-ignore
  }

  function hint() {
    hints += 1;
    const wrong = grid.findIndex((v, i) => v !== null && v !== answer[i]);
    if (wrong >= 0) {
      told = { text: g.say('This square is wrong'), at: wrong, left: 3 };
      cursor = wrong;
      return g.sound('bad');
    }
    const step = deduce(grid, n) ?? { i: grid.indexOf(null), v: answer[grid.indexOf(null)], why: null };
    if (step.i < 0) return;
    cursor = step.i;
    put(step.i, step.v);
    told = { text: step.why ? g.say(BECAUSE[step.why]) : '', at: step.i, left: 4 };
  }

  return {
    controls: 'Tap a square: 0, then 1, then empty (arrows, 0, 1, Space; H for a hint, N for a new grid)',
    reset() {
      deal();
    },
    update(dt) {
      const inp = g.input;
      if (told && (told.left -= dt) <= 0) told = null;
      cursor = stepCursor(inp, cursor, n, n * n);
      const turn = (v: Cell): Cell => (v === null ? 0 : v === 0 ? 1 : null);
      if (inp.pressed('0')) put(cursor, 0);
      if (inp.pressed('1')) put(cursor, 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) put(cursor, turn(grid[cursor]));
      if (inp.pressed('Backspace') || inp.pressed('Delete')) put(cursor, null);
      if (inp.pressed('h')) hint();
      if (inp.pressed('n')) deal();
      if (!inp.tapped) return;
      const p = inp.tapAt;
      if (g.within(p, NEW)) return deal();
      if (g.within(p, HINT)) return hint();
      const k = sizes.findIndex((_, j) => g.within(p, sizeBox(j)));
      if (k >= 0 && sizes[k] !== n) {
        n = sizes[k];
        return deal();
      }
      const c = Math.floor((p.x - x0()) / cell());
      const r = Math.floor((p.y - TOP) / cell());
      if (c < 0 || r < 0 || c >= n || r >= n) return;
      cursor = r * n + c;
      put(cursor, turn(grid[cursor]));
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      if (emblem && !signs) g.sprite(emblem, 28, 62, 30);
      sizes.forEach((s, k) => {
        const b = sizeBox(k);
        panel(g, b, s === n, 8);
        g.text(`${s}×${s}`, b.x + b.w / 2, b.y + b.h / 2, 17, s === n ? '#ffffff' : fg + 'aa');
      });
      const broken = problems(grid, n);
      const red = new Set(broken.flatMap((b) => b.cells));
      const s = cell();
      const X = x0();
      for (let i = 0; i < n * n; i++) {
        const x = X + (i % n) * s;
        const y = TOP + Math.floor(i / n) * s;
        ctx.fillStyle = given[i] ? 'rgba(0,0,0,0.38)' : 'rgba(255,255,255,0.1)';
        ctx.fillRect(x + 1.5, y + 1.5, s - 3, s - 3);
        if (red.has(i)) {
          ctx.fillStyle = 'rgba(239,68,68,0.28)';
          ctx.fillRect(x + 1.5, y + 1.5, s - 3, s - 3);
        }
        const v = grid[i];
        if (v !== null) {
          const colour = red.has(i) ? '#fca5a5' : given[i] ? fg : accent;
          if (signs) {
            g.sprite(signs[v], x + s / 2, y + s / 2, s * (given[i] ? 0.62 : 0.54));
            if (red.has(i)) g.ring(x + s / 2, y + s / 2, s * 0.36, '#ef4444', 3);
          } else g.text(String(v), x + s / 2, y + s / 2 + 1, s * 0.55, colour);
        }
      }
      if (told) g.ring(X + (told.at % n) * s + s / 2, TOP + Math.floor(told.at / n) * s + s / 2, s * 0.46, '#fde047', 4); // prettier-ignore
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      ctx.strokeRect(X + (cursor % n) * s + 2, TOP + Math.floor(cursor / n) * s + 2, s - 4, s - 4);
      // what is wrong, else the hint's reason, else the best time for this size
      const under = TOP + n * s + 24;
      const record = best();
      if (broken.length) g.text(g.say(BROKEN[broken[0].rule]), g.W / 2, under, 18, '#fca5a5');
      else if (told?.text) g.text(told.text, g.W / 2, under, 17, '#fde047');
      else if (record !== null) g.text(`${g.say('Best')} ${n}×${n}: ${clock(record)}`, g.W / 2, under, 16, fg + 'aa'); // prettier-ignore
      panel(g, NEW, true);
      g.text(g.say('New grid'), NEW.x + NEW.w / 2, NEW.y + NEW.h / 2, 18, fg);
      panel(g, HINT, true);
      g.text(`💡 ${g.say('Hint')}`, HINT.x + HINT.w / 2, HINT.y + HINT.h / 2, 18, fg);
    },
    light: () => ({ x: x0() + (cursor % n) * cell() + cell() / 2, y: TOP + Math.floor(cursor / n) * cell() + cell() / 2 }), // prettier-ignore
  };
});
