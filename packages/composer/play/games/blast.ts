// Roles: target (optional) = a thing named, drawn on every block. Parts: highscores (the best kept).
// Block blast (blast.ts): three shapes wait in the tray; drag one onto the 8 × 8 grid (it is held above the
// finger so the finger does not hide it, and a shadow shows where it lands). A full row or column clears;
// clearing turn after turn is a combo. When all three are down, three more come; when none left fits, it
// is over. Keys: 1-3 pick a shape, arrows move it, Space puts it down.
import { boot, type Box } from '../runtime';
import { deal, extent, fits, fitsAnywhere, over, place, type Grid, type Shape } from '../blast';

const N = 8;
const CELL = 50;
const GX = (480 - N * CELL) / 2;
const GY = 96;
const TRAY_Y = 530;
const MINI = 22; // a cell in the tray
const LIFT = 90; // how far above the finger a held shape is drawn
const COLOURS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6', '#f97316'];

boot((g) => {
  g.showLives(false);
  const named = g.design.roles.target ? 'target' : null;
  let grid: Grid;
  let tray: (Shape | null)[];
  let colours: number[];
  let held: number | null; // the tray's shape being dragged
  let cursor: { row: number; col: number }; // where the keys put the picked shape
  let combo: number;
  let bursts: { x: number; y: number; colour: number; t: number }[];
  let ending: number;
  let dragging = false; // (the held shape follows the pointer while it is down)

  const slot = (i: number): Box => ({ x: 20 + i * 150, y: TRAY_Y - 10, w: 140, h: 110 });
  /** Where a held shape's top-left cell lands for the pointer at (x, y): the grid cell under it. */
  function landing(s: Shape, x: number, y: number) {
    const { rows, cols } = extent(s);
    const left = x - (cols * CELL) / 2;
    const top = y - LIFT - (rows * CELL) / 2;
    return { row: Math.round((top - GY) / CELL), col: Math.round((left - GX) / CELL) };
  }
  function refill() {
    tray = deal(grid, Math.random);
    colours = tray.map(() => 1 + g.int(0, COLOURS.length - 1));
  }
  function put(i: number, row: number, col: number): boolean {
    const s = tray[i];
    if (!s || !fits(grid, s, row, col)) return false;
    const r = place(grid, s, row, col, colours[i], combo);
    for (const rr of r.rows) for (let c = 0; c < N; c++) bursts.push({ x: GX + c * CELL + CELL / 2, y: GY + rr * CELL + CELL / 2, colour: grid[rr][c] || colours[i], t: 0 }); // prettier-ignore
    for (const cc of r.cols) for (let rr = 0; rr < N; rr++) bursts.push({ x: GX + cc * CELL + CELL / 2, y: GY + rr * CELL + CELL / 2, colour: grid[rr][cc] || colours[i], t: 0 }); // prettier-ignore
    grid = r.grid;
    combo = r.combo;
    tray[i] = null;
    g.addScore(r.points);
    const lines = r.rows.length + r.cols.length;
    if (lines) {
      g.sound('win');
      if (lines > 1 || combo > 1)
        g.announce(combo > 1 ? `${g.say('Combo')} ×${combo}!` : `${lines} ${g.say('lines')}!`);
    } else g.sound('tick');
    if (tray.every((x) => !x)) refill();
    return true;
  }

  return {
    controls: 'Drag the shapes onto the grid; fill a row or a column to clear it (1-3, arrows, Space)',
    reset() {
      grid = Array.from({ length: N }, () => Array<number>(N).fill(0));
      refill();
      held = null;
      dragging = false;
      cursor = { row: 3, col: 3 };
      combo = 0;
      bursts = [];
      ending = 0;
    },
    update(dt) {
      for (const b of bursts) b.t += dt;
      bursts = bursts.filter((b) => b.t < 0.5);
      if (over(grid, tray)) {
        if ((ending += dt) > 1.2) g.lose(g.say('No room for any of the shapes'));
        return;
      }
      const inp = g.input;
      for (const k of [0, 1, 2])
        if (inp.pressed(String(k + 1)) && tray[k]) {
          held = k;
          cursor = { row: 3, col: 3 };
        }
      if (held !== null && !inp.pointer.down) {
        if (inp.pressed('ArrowLeft')) cursor.col -= 1;
        if (inp.pressed('ArrowRight')) cursor.col += 1;
        if (inp.pressed('ArrowUp')) cursor.row -= 1;
        if (inp.pressed('ArrowDown')) cursor.row += 1;
        if (inp.pressed(' ') || inp.pressed('Enter')) {
          if (put(held, cursor.row, cursor.col)) held = null;
          else g.sound('bad');
        }
      }
      if (inp.tapped) {
        const i = [0, 1, 2].find((k) => tray[k] && g.within(inp.tapAt, slot(k)));
        const p = inp.tapAt;
        if (i !== undefined) held = i;
        else if (held !== null && !dragging && p.y >= GY && p.y < GY + N * CELL) {
          // (a shape picked by a tap, then a tap on the grid: it goes down centred on that cell)
          const { rows, cols } = extent(tray[held]!);
          const row = Math.floor((p.y - GY) / CELL) - Math.floor((rows - 1) / 2);
          const col = Math.floor((p.x - GX) / CELL) - Math.floor((cols - 1) / 2);
          if (put(held, row, col)) held = null;
          else g.sound('bad');
          return;
        }
      }
      // (let go: down where the shadow shows, or, let go on the tray, picked for a tap or the keys)
      if (held !== null && dragging && !inp.pointer.down) {
        if (g.within(inp.pointer, slot(held))) {
          dragging = false;
          return;
        }
        const { row, col } = landing(tray[held]!, inp.pointer.x, inp.pointer.y);
        if (!put(held, row, col)) g.sound('bad');
        held = null;
      }
      dragging = held !== null && inp.pointer.down;
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      // the board
      ctx.fillStyle = '#1e1b4b';
      ctx.beginPath();
      ctx.roundRect(GX - 8, GY - 8, N * CELL + 16, N * CELL + 16, 12);
      ctx.fill();
      for (let r = 0; r < N; r++)
        for (let c = 0; c < N; c++) {
          const v = grid[r][c];
          if (v) block(GX + c * CELL, GY + r * CELL, CELL, COLOURS[v - 1]);
          else {
            ctx.fillStyle = '#312e81';
            ctx.fillRect(GX + c * CELL + 2, GY + r * CELL + 2, CELL - 4, CELL - 4);
          }
        }
      // where the held shape would land, and the lines it would clear
      const s = held !== null ? tray[held] : null;
      const at = s && (dragging ? landing(s, g.input.pointer.x, g.input.pointer.y) : cursor);
      if (s && at && fits(grid, s, at.row, at.col)) {
        ctx.globalAlpha = 0.4;
        for (const [r, c] of s)
          block(GX + (at.col + c) * CELL, GY + (at.row + r) * CELL, CELL, COLOURS[colours[held!] - 1]);
        ctx.globalAlpha = 1;
      }
      for (const b of bursts) {
        const k = b.t / 0.5;
        ctx.globalAlpha = 1 - k;
        block(
          b.x - (CELL / 2) * (1 + k),
          b.y - (CELL / 2) * (1 + k),
          CELL * (1 + k),
          COLOURS[(b.colour || 1) - 1],
        );
        ctx.globalAlpha = 1;
      }
      // the tray
      tray.forEach((shape, i) => {
        if (!shape || (i === held && dragging)) return;
        const { rows, cols } = extent(shape);
        const b = slot(i);
        ctx.globalAlpha = fitsAnywhere(grid, shape) ? 1 : 0.35;
        if (i === held && !dragging) g.ring(b.x + b.w / 2, b.y + b.h / 2, 62, '#facc15', 3);
        for (const [r, c] of shape)
          block(b.x + b.w / 2 - (cols * MINI) / 2 + c * MINI, b.y + b.h / 2 - (rows * MINI) / 2 + r * MINI, MINI, COLOURS[colours[i] - 1]); // prettier-ignore
        ctx.globalAlpha = 1;
      });
      // the shape held, above the finger
      if (s && dragging) {
        const { rows, cols } = extent(s);
        const x = g.input.pointer.x - (cols * CELL) / 2;
        const y = g.input.pointer.y - LIFT - (rows * CELL) / 2;
        for (const [r, c] of s) block(x + c * CELL, y + r * CELL, CELL, COLOURS[colours[held!] - 1]);
      }
      if (combo > 1) g.text(`${g.say('Combo')} ×${combo}`, g.W / 2, 62, 18, '#facc15');
      else g.text(g.say('Fill a row or a column'), g.W / 2, 62, 15, fg);

      function block(x: number, y: number, size: number, colour: string) {
        ctx.fillStyle = colour;
        ctx.beginPath();
        ctx.roundRect(x + 1, y + 1, size - 2, size - 2, size * 0.14);
        ctx.fill();
        // (a bevel: light on top, dark below)
        ctx.fillStyle = 'rgba(255,255,255,0.28)';
        ctx.fillRect(x + 4, y + 4, size - 8, size * 0.18);
        ctx.fillStyle = 'rgba(0,0,0,0.18)';
        ctx.fillRect(x + 4, y + size * 0.78, size - 8, size * 0.14);
        if (named) g.sprite(named, x + size / 2, y + size / 2, size * 0.6);
      }
    },
  };
});
