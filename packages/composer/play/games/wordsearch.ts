// Word search: words hidden in a grid of letters, across, down and on the diagonals (backwards too on
// hard). Drag across a word's letters (or move the cursor with the arrows and press Space at each end)
// to mark it; the list underneath crosses it off, with the picture of the thing it names.
// Roles: player = what stands for a word that names nothing (letters). Words come from design.words
// (the prompt's kind or topic: animals, fruit), else common ones. A word found is one g.got; a goal is
// how many to find, none: all of them. Parts: timer, levels (a new grid, more words), highscores.
import { boot, shuffled, stepCursor } from '../runtime';
import { thingNamed, wordPool } from '../wordlist';
import { type Cell, type Laid, cellsOf, layWords, lineFrom, wordAt } from '../wordgrid';

const MARKS = ['#f59e0b', '#22c55e', '#3b82f6', '#ec4899', '#a855f7', '#14b8a6', '#ef4444', '#84cc16'];

boot((g) => {
  const { params, setting } = g.design;
  const pool = wordPool(g.design).words.filter((w) => /^[a-z]{3,10}$/.test(w));
  const words = pool.length ? pool : ['apple', 'rocket', 'garden'];
  const easy = params.difficulty === 'easy';
  g.showLives(false);
  let size: number; // cells a side
  let grid: ReturnType<typeof layWords>;
  let found: Laid[];
  let from: Cell | null; // where the drag (or the cursor's mark) began
  let over: Cell; // the cell under the pointer (or the cursor)
  let wasDown: boolean;
  let miss: number; // seconds of a wrong mark's shake

  const CELL = () => Math.floor(420 / size);
  const x0 = () => (g.W - CELL() * size) / 2;
  const Y0 = 96;
  const centre = ({ c, r }: Cell) => ({ x: x0() + (c + 0.5) * CELL(), y: Y0 + (r + 0.5) * CELL() });
  const cellAt = (x: number, y: number): Cell | null => {
    const c = Math.floor((x - x0()) / CELL());
    const r = Math.floor((y - Y0) / CELL());
    return c >= 0 && c < size && r >= 0 && r < size ? { c, r } : null;
  };
  const clampCell = ({ c, r }: Cell): Cell => ({ c: g.clamp(c, 0, size - 1), r: g.clamp(r, 0, size - 1) });
  const toFind = () => params.goal ?? grid.laid.length;

  function mark(line: Cell[]) {
    const hit = wordAt(grid, line);
    if (hit && !found.includes(hit)) {
      found.push(hit);
      g.addScore(hit.word.length * 2);
      g.sound('point');
      g.got(1, thingNamed(g.design, hit.word.toLowerCase()));
      if (g.state() === 'play' && params.goal === null && found.length === grid.laid.length) g.win();
    } else if (line.length > 1) {
      miss = 0.4;
      g.sound('bad');
    }
  }

  return {
    controls: 'Drag across a word to mark it (or arrows to move, Space at each end)',
    reset() {
      // (as asked, "a 10x10 grid", big enough for its longest word)
      size = Math.max(params.across ?? (easy ? 8 : 10), ...words.map((w) => Math.min(10, w.length)));
      const count = Math.min(words.length, (easy ? 6 : 8) + Math.min(3, g.level - 1));
      const chosen = shuffled(words).slice(0, Math.max(count, Math.min(words.length, params.goal ?? 0)));
      grid = layWords(chosen, size, size, params.difficulty === 'hard', Math.random);
      found = [];
      from = null;
      over = { c: 0, r: 0 };
      wasDown = false;
      miss = 0;
    },
    update(dt) {
      miss -= dt;
      if (g.state() !== 'play') return;
      const inp = g.input;
      const p = inp.pointer;
      // a drag: from the cell pressed to the cell let go over
      if (p.down) {
        const at = cellAt(p.x, p.y);
        if (!wasDown && at) from = at;
        if (at) over = at;
        else if (from)
          over = clampCell({ c: Math.floor((p.x - x0()) / CELL()), r: Math.floor((p.y - Y0) / CELL()) });
      } else if (wasDown && from) {
        mark(lineFrom(from, over));
        from = null;
      }
      wasDown = p.down;
      // the keys: a cursor, and Space at each end of a word
      const step = stepCursor(inp, over.r * size + over.c, size, size * size);
      over = { c: step % size, r: Math.floor(step / size) };
      if (inp.pressed(' ') || inp.pressed('Enter')) {
        if (!from) from = over;
        else {
          mark(lineFrom(from, over));
          from = null;
        }
      }
    },
    draw() {
      const ctx = g.ctx;
      const S = CELL();
      // the marks of the words found, and of the one being marked, under the letters
      const capsule = (cells: Cell[], colour: string, alpha: number) => {
        const [a, b] = [centre(cells[0]), centre(cells[cells.length - 1])];
        ctx.save();
        ctx.globalAlpha = alpha;
        ctx.strokeStyle = colour;
        ctx.lineCap = 'round';
        ctx.lineWidth = S * 0.78;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x + 0.01, b.y);
        ctx.stroke();
        ctx.restore();
      };
      ctx.fillStyle = 'rgba(255,255,255,0.92)';
      ctx.beginPath();
      ctx.roundRect(x0() - 8, Y0 - 8, S * size + 16, S * size + 16, 12);
      ctx.fill();
      found.forEach((l, k) => capsule(cellsOf(l, l.word.length), MARKS[k % MARKS.length], 0.55));
      if (from) {
        const shake = miss > 0 ? Math.sin(miss * 60) * 3 : 0;
        ctx.save();
        ctx.translate(shake, 0);
        capsule(lineFrom(from, over), setting.accent, 0.45);
        ctx.restore();
      } else if (miss > 0) capsule([over], '#ef4444', 0.4);
      for (let r = 0; r < size; r++)
        for (let c = 0; c < size; c++) {
          const { x, y } = centre({ c, r });
          g.text(grid.letters[r][c], x, y + 1, Math.round(S * 0.55), '#1f2937');
        }
      // the cursor, for the keys
      const at = centre(over);
      ctx.strokeStyle = setting.accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(at.x - S / 2 + 2, at.y - S / 2 + 2, S - 4, S - 4);
      // the words to find, each with its picture, crossed off when found
      const list = grid.laid;
      const perCol = Math.ceil(list.length / 3);
      list.forEach((l, k) => {
        const col = Math.floor(k / perCol);
        const x = 24 + col * 152;
        const y = Y0 + S * size + 30 + (k % perCol) * 26;
        const done = found.includes(l);
        const thing = thingNamed(g.design, l.word.toLowerCase());
        if (thing) g.sprite(thing, x + 10, y, 20);
        g.text(l.word, x + (thing ? 26 : 0), y, 16, done ? 'rgba(148,163,184,0.9)' : setting.fg, 'left');
        if (done) {
          ctx.strokeStyle = setting.fg;
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x + (thing ? 24 : -2), y + 1);
          ctx.lineTo(x + (thing ? 28 : 2) + l.word.length * 11, y + 1);
          ctx.stroke();
        }
      });
      g.text(`${found.length} / ${toFind()}`, g.W - 16, 70, 18, setting.fg, 'right');
    },
  };
});
