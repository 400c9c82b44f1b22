// Roles: the symbols, when the design names things (player, target, ally, hazard, enemy, goal, shot,
// then the extras: "sudoku with fruit" is played with fruit); numbers otherwise. Parts: levels (the next
// puzzle has fewer givens), timer, highscores. A 4×4 grid on easy, 6×6 on normal, 9×9 on hard (fewer
// symbols named than the grid needs: a smaller grid). Every puzzle has exactly one solution. Pick a cell
// (tap, or the arrows), then a symbol (tap the tray, or its number key). A wrong symbol flashes and costs
// a life; a full grid wins. With params.paper, as in the newspaper: 9 × 9 whatever the difficulty (easy,
// normal, hard: fewer givens), any digit may be written, one that clashes with another in its row, column or
// box shows red; Notes writes small pencil marks instead, Erase clears, Undo takes back; solved, it says so.
import { boot, namedThings, shuffled, type RoleId } from '../runtime';
import { panel } from '../panel';

const ORDER: RoleId[] = ['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'];
const TOP = 92;
const SIDE = 440;
// Box shapes: rows × columns of a box, for each grid size.
const BOX: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3] };

/** A full grid: a shuffled pattern, so every row, column and box holds each symbol once. */
function solved(n: number, rand: () => number): number[] {
  const [br, bc] = BOX[n];
  const pick = <T>(a: T[]) => a.map((v) => [rand(), v] as const).sort((x, y) => x[0] - y[0]).map(([, v]) => v); // prettier-ignore
  const bands = pick([...Array(n / br).keys()]);
  const rows = bands.flatMap((b) => pick([...Array(br).keys()]).map((r) => b * br + r));
  const stacks = pick([...Array(n / bc).keys()]);
  const cols = stacks.flatMap((s) => pick([...Array(bc).keys()]).map((c) => s * bc + c));
  const symbols = pick([...Array(n).keys()]);
  const pattern = (r: number, c: number) => (bc * (r % br) + Math.floor(r / br) + c) % n;
  return rows.flatMap((r) => cols.map((c) => symbols[pattern(r, c)]));
}

/** How many solutions a grid has, counting up to two (-1 = empty). */
function solutions(grid: number[], n: number, limit = 2): number {
  const [br, bc] = BOX[n];
  const at = grid.indexOf(-1);
  if (at < 0) return 1;
  const r = Math.floor(at / n);
  const c = at % n;
  let found = 0;
  for (let v = 0; v < n && found < limit; v++) {
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const br0 = r - (r % br) + Math.floor(k / bc);
      const bc0 = c - (c % bc) + (k % bc);
      if (grid[r * n + k] === v || grid[k * n + c] === v || grid[br0 * n + bc0] === v) ok = false;
    }
    if (!ok) continue;
    grid[at] = v;
    found += solutions(grid, n, limit - found);
    grid[at] = -1;
  }
  return found;
}

boot((g) => {
  const { params } = g.design;
  const named = namedThings(g.design, ORDER);
  const paper = !!params.paper;
  if (paper) {
    g.showLives(false);
    g.showScore(false);
  }
  const wanted = paper ? 9 : { easy: 4, normal: 6, hard: 9 }[params.difficulty];
  // Things for symbols only when there are enough of them for the grid.
  const n = named.length >= 4 ? ([9, 6, 4].find((k) => k <= Math.min(wanted, named.length)) ?? 4) : wanted;
  const faces = named.length >= n ? named.slice(0, n) : [];
  const [br, bc] = BOX[n];
  const cell = SIDE / n;
  const x0 = (g.W - SIDE) / 2;
  let answer: number[];
  let grid: number[];
  let given: boolean[];
  let sel: number;
  let flash: { at: number; v: number; t: number } | null;
  let filled: number;
  let notes: Set<number>[]; // (paper) pencil marks per cell
  let noting: boolean;
  let history: { at: number; v: number; notes: Set<number> }[];
  const BUTTONS = { notes: { x: 84, y: 44, w: 96, h: 38 }, erase: { x: 192, y: 44, w: 96, h: 38 }, undo: { x: 300, y: 44, w: 96, h: 38 } }; // prettier-ignore

  function puzzle() {
    answer = solved(n, Math.random);
    grid = [...answer];
    // Take away what can go while one solution stays: fewer givens each level.
    const keep = paper
      ? { easy: 40, normal: 32, hard: 26 }[g.design.params.difficulty] - 2 * (g.level - 1)
      : Math.round(n * n * Math.max(0.3, (n === 4 ? 0.45 : n === 6 ? 0.42 : 0.4) - 0.03 * (g.level - 1)));
    for (const i of shuffled([...Array(n * n).keys()])) {
      if (grid.filter((v) => v >= 0).length <= keep) break;
      const v = grid[i];
      grid[i] = -1;
      if (solutions([...grid], n) !== 1) grid[i] = v;
    }
    given = grid.map((v) => v >= 0);
    filled = grid.filter((v) => v >= 0).length;
    sel = grid.indexOf(-1);
    notes = grid.map(() => new Set<number>());
    noting = false;
    history = [];
  }
  /** Whether the digit in a cell is also in its row, column or box. */
  function clashes(i: number): boolean {
    const v = grid[i];
    if (v < 0) return false;
    const r = Math.floor(i / n);
    const c = i % n;
    for (let k = 0; k < n * n; k++) {
      if (k === i || grid[k] !== v) continue;
      const kr = Math.floor(k / n);
      const kc = k % n;
      if (kr === r || kc === c || (Math.floor(kr / br) === Math.floor(r / br) && Math.floor(kc / bc) === Math.floor(c / bc))) return true; // prettier-ignore
    }
    return false;
  }
  /** (paper) A digit written in, or a pencil mark, or the cell cleared (-1); undoable. */
  function write(v: number) {
    if (sel < 0 || given[sel]) return;
    history.push({ at: sel, v: grid[sel], notes: new Set(notes[sel]) });
    if (noting && v >= 0) {
      if (grid[sel] >= 0) return;
      if (notes[sel].has(v)) notes[sel].delete(v);
      else notes[sel].add(v);
      return g.sound('tick');
    }
    grid[sel] = v;
    notes[sel].clear();
    g.sound(v >= 0 && clashes(sel) ? 'bad' : 'tick');
    filled = grid.filter((x) => x >= 0).length;
    if (filled === n * n && grid.every((x, i) => x === answer[i])) {
      g.addScore(100, true);
      g.win(g.say('Solved!'));
    }
  }
  function undo() {
    const last = history.pop();
    if (!last) return;
    grid[last.at] = last.v;
    notes[last.at] = last.notes;
    filled = grid.filter((x) => x >= 0).length;
    sel = last.at;
  }
  function put(v: number) {
    if (paper) return write(v);
    if (sel < 0 || given[sel] || grid[sel] === answer[sel]) return;
    if (answer[sel] !== v) {
      flash = { at: sel, v, t: 0.8 };
      g.sound('bad');
      g.loseLife();
      return;
    }
    grid[sel] = v;
    filled += 1;
    g.addScore(1, true);
    g.sound('point');
    if (filled === n * n) return g.win('Solved!');
    // On to the next empty cell in reading order.
    const next = [...Array(n * n).keys()].map((k) => (sel + k) % (n * n)).find((k) => grid[k] < 0);
    sel = next ?? -1;
  }
  const tray = (v: number) => ({
    x: g.W / 2 + (v - (n - 1) / 2) * Math.min(50, 460 / n),
    y: TOP + SIDE + 58,
  });
  function symbol(v: number, x: number, y: number, size: number, color: string) {
    if (faces.length) g.sprite(faces[v], x, y, size);
    else g.text(String(v + 1), x, y + 1, size * 0.8, color);
  }

  return {
    controls: `Tap a square, then a ${faces.length ? 'picture' : 'number'} below; or arrows and 1-${n}`,
    reset() {
      flash = null;
      puzzle();
    },
    update(dt) {
      if (flash && (flash.t -= dt) <= 0) flash = null;
      const inp = g.input;
      for (const [key, d] of [
        ['ArrowLeft', -1],
        ['ArrowRight', 1],
        ['ArrowUp', -n],
        ['ArrowDown', n],
      ] as const)
        if (inp.pressed(key)) sel = (Math.max(0, sel) + d + n * n) % (n * n);
      for (let v = 0; v < n; v++) if (inp.pressed(String(v + 1))) put(v);
      if (paper) {
        if (inp.pressed('Backspace') || inp.pressed('Delete') || inp.pressed('0')) write(-1);
        if (inp.pressed('n')) noting = !noting;
        if (inp.pressed('u') || inp.pressed('z')) undo();
      }
      if (!inp.tapped) return;
      const { x, y } = inp.tapAt;
      if (paper && g.within(inp.tapAt, BUTTONS.notes)) return void (noting = !noting);
      if (paper && g.within(inp.tapAt, BUTTONS.erase)) return write(-1);
      if (paper && g.within(inp.tapAt, BUTTONS.undo)) return undo();
      if (x > x0 && x < x0 + SIDE && y > TOP && y < TOP + SIDE)
        sel = Math.floor((y - TOP) / cell) * n + Math.floor((x - x0) / cell);
      else
        for (let v = 0; v < n; v++) {
          const t = tray(v);
          if (Math.abs(x - t.x) < 24 && Math.abs(y - t.y) < 26) put(v);
        }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = '#f8fafc';
      ctx.fillRect(x0, TOP, SIDE, SIDE);
      for (let i = 0; i < n * n; i++) {
        const x = x0 + (i % n) * cell;
        const y = TOP + Math.floor(i / n) * cell;
        const r = Math.floor(i / n);
        const c = i % n;
        const inSel =
          sel >= 0 &&
          (r === Math.floor(sel / n) ||
            c === sel % n ||
            (Math.floor(r / br) === Math.floor(sel / n / br) &&
              Math.floor(c / bc) === Math.floor((sel % n) / bc)));
        ctx.fillStyle = i === sel ? accent + '88' : inSel ? accent + '22' : given[i] ? '#e2e8f0' : '#f8fafc';
        ctx.fillRect(x, y, cell, cell);
        if (grid[i] >= 0)
          symbol(grid[i], x + cell / 2, y + cell / 2, cell * 0.62, given[i] ? '#0f172a' : paper && clashes(i) ? '#dc2626' : '#2563eb'); // prettier-ignore
        else if (paper)
          for (const v of notes[i]) g.text(String(v + 1), x + ((v % 3) + 0.5) * (cell / 3), y + (Math.floor(v / 3) + 0.5) * (cell / 3) + 1, cell / 3.4, '#64748b'); // prettier-ignore
        if (flash && flash.at === i) {
          ctx.globalAlpha = Math.min(1, flash.t * 2);
          symbol(flash.v, x + cell / 2, y + cell / 2, cell * 0.62, '#dc2626');
          ctx.globalAlpha = 1;
        }
      }
      // Thin lines between cells, thick ones between boxes.
      ctx.strokeStyle = '#0f172a';
      for (let k = 0; k <= n; k++) {
        ctx.lineWidth = k % bc === 0 ? 3 : 1;
        ctx.beginPath();
        ctx.moveTo(x0 + k * cell, TOP);
        ctx.lineTo(x0 + k * cell, TOP + SIDE);
        ctx.stroke();
        ctx.lineWidth = k % br === 0 ? 3 : 1;
        ctx.beginPath();
        ctx.moveTo(x0, TOP + k * cell);
        ctx.lineTo(x0 + SIDE, TOP + k * cell);
        ctx.stroke();
      }
      for (let v = 0; v < n; v++) {
        const t = tray(v);
        ctx.fillStyle = fg + '22';
        ctx.beginPath();
        ctx.roundRect(t.x - 22, t.y - 24, 44, 48, 8);
        ctx.fill();
        symbol(v, t.x, t.y, 30, fg);
      }
      if (!paper) return g.text(`${n * n - filled} to fill`, g.W / 2, 66, 18, accent);
      const label: [keyof typeof BUTTONS, string][] = [['notes', noting ? '✎ Notes: on' : '✎ Notes'], ['erase', 'Erase'], ['undo', '↶ Undo']]; // prettier-ignore
      for (const [k, name] of label) {
        panel(g, BUTTONS[k], k === 'notes' ? noting : true, 8);
        g.text(g.say(name), BUTTONS[k].x + BUTTONS[k].w / 2, BUTTONS[k].y + BUTTONS[k].h / 2, 14, fg);
      }
    },
    timeUp() {
      g.lose(`Time's up: ${n * n - filled} squares left`);
    },
  };
});
