// Roles: none; one named is the puzzle's emblem by its clock. Parts: highscores (and modes: easy gives
// each word's first letter). A crossword (crossword.ts): words laid across and down in a grid of white
// and black squares, numbered as in a newspaper, their clues listed under it, Across and Down (clues.ts:
// a theme's words when asked, "about the sea", else a mix; the page's language's own list when it is
// not English). Tap a square to write in it (again to turn from across to down), or a clue to go to its
// word; the word being written is lit and its clue shown over the lists. Letters typed fill the squares
// and move on; arrows move, Backspace rubs out, Space turns, Enter goes to the next clue. Check strikes
// the wrong letters through in red; Reveal writes the right letter in the square (marked as given); New
// deals another grid. All the letters right wins, with the time it took and the best for its size kept.
// params.across: 9 unless asked (5-13).
import { boot, clock, type Box } from '../runtime';
import { panel } from '../panel';
import { cluesFor } from '../clues';
import { build, cellsOf, complete, entryAt, full, moveFrom, numberAt, wrongCells, type Dir, type Entry, type Puzzle } from '../crossword'; // prettier-ignore

const TOP = 46;
const SIDE = 324; // the grid's width
const BANNER: Box = { x: 14, y: 378, w: 452, h: 30 };
const LISTS = { y: 418, h: 164 };
const CHECK: Box = { x: 14, y: 592, w: 140, h: 40 };
const REVEAL: Box = { x: 170, y: 592, w: 140, h: 40 };
const NEW: Box = { x: 326, y: 592, w: 140, h: 40 };

interface Line {
  entry: Entry;
  box: Box;
  text: string;
  size: number;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const n = g.design.params.across ?? 9;
  const words = cluesFor(g.design.lang, g.design.params.theme);
  const emblem = g.design.roles.player ?? g.design.roles.target;
  let p: Puzzle;
  let filled: string[];
  let given: Set<number>; // squares revealed
  let start: Set<number>; // the first letter of every word, given from the start (easy)
  let marked: Set<number>; // squares found wrong by Check, until written again
  let cursor: number;
  let dir: Dir;
  let told: { text: string; left: number } | null;
  let reveals: number;

  const cell = () => Math.floor(SIDE / n);
  const x0 = () => (g.W - cell() * n) / 2;
  const best = () => g.kept<number>(`best:${n}`);
  const current = () => entryAt(p, cursor, dir) ?? entryAt(p, cursor, dir === 'across' ? 'down' : 'across')!;

  function deal() {
    p = build(words, n);
    filled = Array(n * n).fill('');
    given = new Set();
    marked = new Set();
    start = new Set(g.design.params.difficulty === 'easy' ? p.entries.map((e) => cellsOf(e, n)[0]) : []);
    for (const i of start) filled[i] = p.letters[i]!;
    // (1 Across, or 1 Down when no word across starts at 1)
    const first = p.entries.reduce((a, b) => (b.n < a.n ? b : a));
    dir = first.dir;
    cursor = cellsOf(first, n)[0];
    told = null;
    reveals = 0;
    g.restartClock();
    g.wantsKeyboard(true);
  }

  function go(e: Entry) {
    dir = e.dir;
    const cells = cellsOf(e, n);
    cursor = cells.find((i) => !filled[i]) ?? cells[0];
  }

  /** Turn to the other way when the square has a word that way. */
  function turn() {
    const other = dir === 'across' ? 'down' : 'across';
    if (entryAt(p, cursor, other)) dir = other;
  }

  function write(i: number, letter: string) {
    told = null; // (what Check said stands until the next letter)
    if (start.has(i)) return;
    filled[i] = letter;
    marked.delete(i);
    if (!letter) return;
    g.note(420 + (letter.charCodeAt(0) - 65) * 9, 0.04, 'triangle', 0.025);
    if (complete(p, filled)) return solve();
    if (full(p, filled)) told = { text: g.say('Not quite: some letters are wrong'), left: 4 };
  }

  function solve() {
    const took = g.time;
    const record = best();
    if (record === null || took < record) g.keep(`best:${n}`, took);
    g.addScore(p.entries.length * 10 + Math.max(0, 600 - Math.floor(took)) - reveals * 10);
    g.wantsKeyboard(false);
    g.win(`${g.say('Solved!')}  ⏱ ${clock(took)}${record !== null && took < record ? `  ★ ${g.say('New best')}` : ''}`); // prettier-ignore
  }

  function type(letter: string) {
    write(cursor, letter);
    if (g.state() !== 'play') return;
    const cells = cellsOf(current(), n);
    const k = cells.indexOf(cursor);
    if (k < cells.length - 1) cursor = cells[k + 1];
  }

  function rubOut() {
    if (filled[cursor]) return write(cursor, '');
    const cells = cellsOf(current(), n);
    const k = cells.indexOf(cursor);
    if (k > 0) {
      cursor = cells[k - 1];
      write(cursor, '');
    }
  }

  function check() {
    const wrong = wrongCells(p, filled);
    wrong.forEach((i) => marked.add(i));
    told = {
      text: wrong.length
        ? `${wrong.length} ${g.say(wrong.length === 1 ? 'wrong letter' : 'wrong letters')}`
        : g.say('No wrong letters so far'),
      left: 3,
    };
    g.sound(wrong.length ? 'bad' : 'point');
  }

  function reveal() {
    // (the square the cursor is on, else the first of its word that is not right yet)
    const cells = cellsOf(current(), n);
    const i = filled[cursor] !== p.letters[cursor] ? cursor : cells.find((c) => filled[c] !== p.letters[c]);
    if (i === undefined) return;
    reveals += 1;
    given.add(i);
    cursor = i;
    write(i, p.letters[i]!);
  }

  /** The largest size up to `size` (and down to 9) at which `s` fits `w`. */
  function fit(s: string, size: number, w: number): number {
    for (; size > 9; size--) {
      g.ctx.font = `bold ${size}px system-ui, sans-serif`;
      if (g.ctx.measureText(s).width <= w) break;
    }
    return size;
  }

  /** The clue lists, Across on the left and Down on the right: a clue too long for one line takes two
   * when the column has room, and the lines shrink to fit the column. */
  function lines(): Line[] {
    const out: Line[] = [];
    (['across', 'down'] as const).forEach((way, side) => {
      const list = p.entries.filter((e) => e.dir === way);
      const x = side ? g.W / 2 + 6 : 14;
      const w = g.W / 2 - 20;
      const texts = list.map((e) => `${e.n}. ${e.clue}`);
      const two = texts.map((t) => fit(t, 13, w - 6) < 12);
      const rows = texts.length + two.filter(Boolean).length;
      const fold = rows * 13 <= LISTS.h - 20;
      const h = Math.min(17, (LISTS.h - 20) / (fold ? rows : texts.length));
      let y = LISTS.y + 20;
      list.forEach((entry, k) => {
        const tall = fold && two[k];
        const text = tall ? halves(texts[k]) : texts[k];
        const size = Math.min(13, Math.floor(h - 2), ...text.split('\n').map((t) => fit(t, 13, w - 6)));
        out.push({ entry, box: { x, y, w, h: tall ? h * 2 : h }, text, size });
        y += tall ? h * 2 : h;
      });
    });
    return out;
  }

  /** A clue in two lines, broken at the space nearest its middle. */
  function halves(s: string): string {
    const spaces = [...s.matchAll(/ /g)].map((m) => m.index!);
    const at = spaces.reduce((a, b) => (Math.abs(b - s.length / 2) < Math.abs(a - s.length / 2) ? b : a), spaces[0] ?? -1); // prettier-ignore
    return at < 0 ? s : `${s.slice(0, at)}\n   ${s.slice(at + 1)}`;
  }

  return {
    controls: 'Tap a square and type (again to turn down); Check, Reveal and New under the clues',
    reset() {
      deal();
    },
    update(dt) {
      const inp = g.input;
      if (told && (told.left -= dt) <= 0) told = null;
      for (const ch of inp.typed) if (/^[a-z]$/.test(ch)) type(ch.toUpperCase());
      if (g.state() !== 'play') return;
      if (inp.pressed('Backspace') || inp.pressed('Delete')) rubOut();
      if (inp.pressed(' ')) turn();
      if (inp.pressed('Enter') || inp.pressed('Tab')) {
        const all = p.entries;
        go(all[(all.indexOf(current()) + 1) % all.length]);
      }
      // (an arrow across the way being written turns first, as a newspaper's site does)
      for (const [key, dr, dc] of [
        ['ArrowRight', 0, 1],
        ['ArrowLeft', 0, -1],
        ['ArrowDown', 1, 0],
        ['ArrowUp', -1, 0],
      ] as const) {
        // prettier-ignore
        if (!inp.pressed(key)) continue;
        const way: Dir = dr ? 'down' : 'across';
        if (way !== dir && entryAt(p, cursor, way)) dir = way;
        else cursor = moveFrom(p, cursor, dr, dc);
        if (!entryAt(p, cursor, dir)) turn();
      }
      if (!inp.tapped) return;
      const at = inp.tapAt;
      if (g.within(at, CHECK)) return check();
      if (g.within(at, REVEAL)) return reveal();
      if (g.within(at, NEW)) return deal();
      told = null;
      const line = lines().find((l) => g.within(at, l.box));
      if (line) return go(line.entry);
      const c = Math.floor((at.x - x0()) / cell());
      const r = Math.floor((at.y - TOP) / cell());
      if (c < 0 || r < 0 || c >= n || r >= n || p.letters[r * n + c] === null) return;
      if (r * n + c === cursor) return turn();
      cursor = r * n + c;
      if (!entryAt(p, cursor, dir)) turn();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const record = best();
      if (emblem) g.sprite(emblem, 24, 22, 26);
      g.text(`⏱ ${clock(g.time)}`, emblem ? 46 : 14, 22, 17, fg, 'left');
      if (record !== null) g.text(`${g.say('Best')} ${clock(record)}`, g.W - 14, 22, 15, fg + 'aa', 'right');
      const s = cell();
      const X = x0();
      const word = new Set(cellsOf(current(), n));
      for (let i = 0; i < n * n; i++) {
        const x = X + (i % n) * s;
        const y = TOP + Math.floor(i / n) * s;
        if (p.letters[i] === null) {
          ctx.fillStyle = '#0b1020';
          ctx.fillRect(x, y, s, s);
          continue;
        }
        ctx.fillStyle = i === cursor ? '#fde047' : word.has(i) ? '#bfdbfe' : '#ffffff';
        ctx.fillRect(x, y, s, s);
        ctx.strokeStyle = '#334155';
        ctx.lineWidth = 1;
        ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
        const number = numberAt(p, i);
        if (number) g.text(String(number), x + 2, y + s * 0.2, s * 0.28, '#334155', 'left');
        if (given.has(i)) {
          ctx.fillStyle = '#ef4444';
          ctx.beginPath();
          ctx.moveTo(x + s - s * 0.28, y);
          ctx.lineTo(x + s, y);
          ctx.lineTo(x + s, y + s * 0.28);
          ctx.fill();
        }
        const ink = marked.has(i)
          ? '#dc2626'
          : given.has(i)
            ? '#1d4ed8'
            : start.has(i)
              ? '#64748b'
              : '#0f172a';
        if (filled[i]) g.text(filled[i], x + s / 2, y + s * 0.58, s * 0.6, ink);
        if (marked.has(i)) {
          ctx.strokeStyle = '#dc2626';
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x + 3, y + s - 3);
          ctx.lineTo(x + s - 3, y + 3);
          ctx.stroke();
        }
      }
      ctx.strokeStyle = accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(X - 1, TOP - 1, s * n + 2, s * n + 2);
      // the clue of the word being written (or what Check found)
      panel(g, BANNER, true, 8);
      const e = current();
      const banner = told?.text ?? `${e.n} ${g.say(e.dir === 'across' ? 'Across' : 'Down')}: ${e.clue}`;
      g.text(banner, g.W / 2, BANNER.y + BANNER.h / 2, fit(banner, 16, BANNER.w - 12), told ? '#fde047' : fg); // prettier-ignore
      g.text(g.say('Across'), 14, LISTS.y + 8, 14, accent, 'left');
      g.text(g.say('Down'), g.W / 2 + 6, LISTS.y + 8, 14, accent, 'left');
      for (const l of lines()) {
        if (l.entry === e) {
          ctx.fillStyle = accent + '44';
          ctx.fillRect(l.box.x - 4, l.box.y, l.box.w, l.box.h);
        }
        const done = cellsOf(l.entry, n).every((i) => filled[i]);
        const rows = l.text.split('\n');
        rows.forEach((t, k) => g.text(t, l.box.x, l.box.y + (l.box.h / rows.length) * (k + 0.5), l.size, done ? fg + '88' : fg, 'left')); // prettier-ignore
      }
      for (const [b, label] of [
        [CHECK, `✔️ ${g.say('Check')}`],
        [REVEAL, `💡 ${g.say('Reveal')}`],
        [NEW, g.say('New')],
      ] as const) {
        // prettier-ignore
        panel(g, b, true);
        g.text(label, b.x + b.w / 2, b.y + b.h / 2, fit(label, 17, b.w - 14), fg);
      }
    },
    light: () => ({ x: x0() + (cursor % n) * cell() + cell() / 2, y: TOP + Math.floor(cursor / n) * cell() + cell() / 2 }), // prettier-ignore
  };
});
