// Roles: target (when named and one of the pictures: "like a heart") = the first picture to find. No other
// things: squares filled in. Parts: levels (the next level's pictures are 10 × 10), timer, highscores. A
// nonogram (nonogram.ts): the numbers by each row and above each column are its runs of filled squares;
// tap a square to fill it (drag to fill more), a right click, a long press or the ✕ button marks one as
// empty; arrows and Space fill, X marks. Hint fills one right square. A picture solved shows what it is,
// one g.got; the goal (3 pictures unless said) wins. params.across: 5 or 10 squares a side.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { cluesOf, columnOf, lineDone, PICTURES, rowOf, solved, type Picture } from '../nonogram';

type Mark = 0 | 1 | 2; // empty, filled, marked ✕
const X0 = 150;
const Y0 = 170;
const HOLD = 0.45; // seconds of pressing that mark ✕ instead of filling
const CROSS: Box = { x: 40, y: 560, w: 150, h: 48 };
const HINT: Box = { x: 290, y: 560, w: 150, h: 48 };

boot((g) => {
  g.showLives(false);
  const { params, roles } = g.design;
  let n: 5 | 10;
  let order: Picture[];
  let picture: Picture;
  let marks: Mark[];
  let clues: ReturnType<typeof cluesOf>;
  let crossMode: boolean;
  let cursor: number;
  let drag: { to: Mark; held: number; cell: number; moved: boolean } | null;
  let done: number; // seconds the solved picture has been shown
  let count: number; // pictures solved this round

  const size = () => Math.min(60, Math.floor(300 / n));
  const cellAt = (x: number, y: number) => {
    const c = Math.floor((x - X0) / size());
    const r = Math.floor((y - Y0) / size());
    return c >= 0 && r >= 0 && c < n && r < n ? r * n + c : -1;
  };
  const filled = () => marks.map((m) => m === 1);

  function deal(k: number) {
    picture = order[k % order.length];
    clues = cluesOf(picture);
    marks = Array<Mark>(n * n).fill(0);
    done = 0;
  }
  function set(i: number, to: Mark) {
    if (i < 0 || marks[i] === to) return;
    marks[i] = to;
    g.note(to === 1 ? 520 : to === 2 ? 300 : 400, 0.05, 'triangle', 0.03);
    if (solved(filled(), picture)) {
      done = 0.001;
      g.sound('win');
      g.addScore(n * 10);
    }
  }

  return {
    controls:
      'Tap a square to fill it (drag for more); right click, hold or ✕ marks it empty; arrows and Space fill, X marks',
    reset() {
      n = params.across === 10 || (g.has('levels') && g.level > 1) ? 10 : 5;
      // (the picture named first: "little pictures like a heart")
      const named = roles.target ? PICTURES[n].findIndex((p) => p.name === roles.target!.name) : -1;
      order = [...PICTURES[n]].sort(() => Math.random() - 0.5);
      if (named >= 0) order = [PICTURES[n][named], ...order.filter((p) => p !== PICTURES[n][named])];
      crossMode = false;
      cursor = 0;
      drag = null;
      count = 0;
      deal(0);
    },
    update(dt) {
      if (done > 0) {
        if ((done += dt) < 1.6) return;
        count += 1;
        g.got(1);
        if (g.state() !== 'play') return;
        if (g.design.params.goal === null && count >= 3) return g.win();
        return deal(count);
      }
      const inp = g.input;
      const p = inp.pointer;
      if (inp.tapped) {
        if (g.within(p, CROSS)) crossMode = !crossMode;
        else if (g.within(p, HINT)) {
          // one square of the picture not yet filled, filled (a hint costs points)
          const want = filled();
          const left = [...want.keys()].filter(
            (i) => picture.rows[Math.floor(i / n)][i % n] === '#' && !want[i],
          );
          const wrong = [...want.keys()].filter(
            (i) => want[i] && picture.rows[Math.floor(i / n)][i % n] !== '#',
          );
          if (wrong.length) set(wrong[0], 2);
          else if (left.length) set(g.pick(left), 1);
          if (g.score() >= 5) g.addScore(-5);
        } else {
          const i = cellAt(p.x, p.y);
          if (i >= 0) {
            cursor = i;
            const mark: Mark = inp.secondary || crossMode ? 2 : 1;
            const to: Mark = marks[i] === mark ? 0 : mark;
            drag = { to, held: 0, cell: i, moved: false };
            if (mark === 2 || marks[i] !== 0) set(i, to); // (a fill waits: a long press marks instead)
          }
        }
      }
      if (drag) {
        drag.held += dt;
        const i = cellAt(p.x, p.y);
        if (i >= 0 && i !== drag.cell) {
          if (!drag.moved && marks[drag.cell] !== drag.to) set(drag.cell, drag.to);
          drag.moved = true;
          set(i, drag.to);
          drag.cell = i;
        }
        if (p.down && !drag.moved && drag.to === 1 && drag.held >= HOLD) {
          set(drag.cell, 2); // a long press marks ✕
          drag = null;
        } else if (!p.down) {
          if (!drag.moved && marks[drag.cell] !== drag.to) set(drag.cell, drag.to);
          drag = null;
        }
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy)
        cursor = g.clamp(Math.floor(cursor / n) + dy, 0, n - 1) * n + g.clamp((cursor % n) + dx, 0, n - 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) set(cursor, marks[cursor] === 1 ? 0 : 1);
      if (inp.pressed('x')) set(cursor, marks[cursor] === 2 ? 0 : 2);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const s = size();
      const now = filled();
      const font = n === 10 ? 13 : 18;
      // the numbers: a line's turn grey once its squares give them
      for (let k = 0; k < n; k++) {
        const rowOk = lineDone(rowOf(now, n, k), clues.rows[k]);
        g.text(clues.rows[k].join(' '), X0 - 10, Y0 + k * s + s / 2, font, rowOk ? fg + '66' : fg, 'right');
        const colOk = lineDone(columnOf(now, n, k), clues.columns[k]);
        clues.columns[k].forEach(
          (v, j, all) =>
          g.text(String(v), X0 + k * s + s / 2, Y0 - 12 - (all.length - 1 - j) * (font + 4), font, colOk ? fg + '66' : fg), // prettier-ignore
        );
      }
      for (let i = 0; i < n * n; i++) {
        const x = X0 + (i % n) * s;
        const y = Y0 + Math.floor(i / n) * s;
        ctx.fillStyle = marks[i] === 1 ? (done > 0 ? accent : fg) : 'rgba(255,255,255,0.08)';
        ctx.fillRect(x + 1, y + 1, s - 2, s - 2);
        if (marks[i] === 2) g.text('✕', x + s / 2, y + s / 2, s * 0.5, fg + '99');
      }
      // every fifth line heavier, as on paper
      ctx.strokeStyle = fg + '55';
      for (let k = 0; k <= n; k++) {
        ctx.lineWidth = k % 5 === 0 ? 2.5 : 1;
        ctx.beginPath();
        ctx.moveTo(X0 + k * s, Y0);
        ctx.lineTo(X0 + k * s, Y0 + n * s);
        ctx.moveTo(X0, Y0 + k * s);
        ctx.lineTo(X0 + n * s, Y0 + k * s);
        ctx.stroke();
      }
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      ctx.strokeRect(X0 + (cursor % n) * s + 2, Y0 + Math.floor(cursor / n) * s + 2, s - 4, s - 4);
      panel(g, CROSS, crossMode);
      g.text(`✕ ${g.say('Mark empty')}`, CROSS.x + CROSS.w / 2, CROSS.y + CROSS.h / 2, 16, fg);
      panel(g, HINT, true);
      g.text(`💡 ${g.say('Hint')}`, HINT.x + HINT.w / 2, HINT.y + HINT.h / 2, 16, fg);
      const goal = g.design.params.goal ?? 3;
      g.text(`${Math.min(goal, count + 1)}/${goal}`, g.W - 16, 52, 16, fg + 'aa', 'right');
      if (done > 0) {
        ctx.fillStyle = 'rgba(0,0,0,0.55)';
        ctx.fillRect(0, Y0 + (n * s) / 2 - 50, g.W, 100);
        g.text(`${picture.emoji} ${g.say('Solved!')}`, g.W / 2, Y0 + (n * s) / 2, 30, '#ffffff');
      }
    },
    light: () => ({ x: X0 + (cursor % n) * size() + size() / 2, y: Y0 + Math.floor(cursor / n) * size() + size() / 2 }), // prettier-ignore
  };
});
