// Roles: player = the red car, when named (a car otherwise, drawn). Parts: levels (more cars and more
// moves each), timer (a stopwatch when asked), highscores. Rush Hour / Unblock Me (rushhour.ts): a 6 × 6
// lot of cars and trucks that slide only along their length; drag one (or tap it and use the arrows) to
// clear the way for the red car to the gap on the right. Moves are counted against the fewest; Restart
// sets the lot back.
import { boot } from '../runtime';
import { EXIT_ROW, fewest, level, out, reach, SIZE, slide, type Car } from '../rushhour';
import { panel } from '../panel';

const CELL = 66;
const X0 = 36;
const Y0 = 120;
const RESTART = { x: 170, y: 548, w: 140, h: 46 };
const COLOURS = ['#ef4444', '#3b82f6', '#22c55e', '#eab308', '#a855f7', '#f97316', '#14b8a6', '#ec4899', '#84cc16', '#6366f1', '#f43f5e', '#0ea5e9']; // prettier-ignore

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let start: Car[];
  let cars: Car[];
  let moves: number;
  let best: number;
  let picked: number; // the car the arrows move
  let drag: { car: number; from: number; shift: number } | null;
  let leaving: number | null;

  const carAt = (x: number, y: number) =>
    cars.findIndex((c) => {
      const cx = X0 + c.col * CELL;
      const cy = Y0 + c.row * CELL;
      return (
        x >= cx && y >= cy && x < cx + (c.across ? c.len : 1) * CELL && y < cy + (c.across ? 1 : c.len) * CELL
      );
    });

  function moved(i: number, by: number) {
    const next = slide(cars, i, by);
    if (next === cars) return;
    cars = next;
    moves += 1;
    g.sound('tick');
    if (out(cars)) {
      leaving = 0;
      g.sound('win');
      g.addScore(Math.max(1, Math.round((100 * best) / moves)), true);
    }
  }

  return {
    controls: 'Drag the cars along their lanes (or tap one and use the arrows) to let the red car out',
    reset() {
      start = level(6 + Math.min(6, g.level), 3 + Math.min(12, g.level * 2), Math.random);
      cars = start;
      moves = 0;
      best = fewest(start) ?? 0;
      picked = 0;
      drag = null;
      leaving = null;
    },
    update(dt) {
      if (leaving !== null) {
        if ((leaving += dt) > 1) g.win(`${g.say('Solved!')} ${moves} ${g.say('moves')}`);
        return;
      }
      const inp = g.input;
      const c = cars[picked];
      const dir = c.across ? (inp.pressed('ArrowRight') ? 1 : inp.pressed('ArrowLeft') ? -1 : 0) : inp.pressed('ArrowDown') ? 1 : inp.pressed('ArrowUp') ? -1 : 0; // prettier-ignore
      if (dir) moved(picked, dir);
      if (inp.pressed(' ')) picked = (picked + 1) % cars.length;
      if (inp.tapped) {
        if (g.within(inp.tapAt, RESTART)) {
          cars = start;
          moves = 0;
          return;
        }
        const i = carAt(inp.tapAt.x, inp.tapAt.y);
        if (i >= 0) {
          picked = i;
          drag = { car: i, from: cars[i].across ? inp.tapAt.x : inp.tapAt.y, shift: 0 };
        }
      }
      if (drag && inp.pointer.down) {
        const [back, fwd] = reach(cars, drag.car);
        const along = (cars[drag.car].across ? inp.pointer.x : inp.pointer.y) - drag.from;
        drag.shift = g.clamp(along / CELL, back, fwd);
      } else if (drag) {
        const by = Math.round(drag.shift);
        const i = drag.car;
        drag = null;
        moved(i, by);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`${g.say('Moves')}: ${moves}`, X0, 80, 20, fg, 'left');
      g.text(`${g.say('Fewest')}: ${best}`, X0 + SIZE * CELL, 80, 20, fg, 'right');
      // the lot, and the gap on the right of the red car's row
      ctx.fillStyle = '#334155';
      ctx.fillRect(X0 - 8, Y0 - 8, SIZE * CELL + 16, SIZE * CELL + 16);
      ctx.fillStyle = '#cbd5e1';
      ctx.fillRect(X0, Y0, SIZE * CELL, SIZE * CELL);
      ctx.strokeStyle = '#94a3b8';
      ctx.lineWidth = 1;
      for (let k = 1; k < SIZE; k++) {
        ctx.beginPath();
        ctx.moveTo(X0 + k * CELL, Y0);
        ctx.lineTo(X0 + k * CELL, Y0 + SIZE * CELL);
        ctx.moveTo(X0, Y0 + k * CELL);
        ctx.lineTo(X0 + SIZE * CELL, Y0 + k * CELL);
        ctx.stroke();
      }
      ctx.fillStyle = '#cbd5e1';
      ctx.fillRect(X0 + SIZE * CELL, Y0 + EXIT_ROW * CELL + 4, 12, CELL - 8);
      g.text('➜', X0 + SIZE * CELL + 22, Y0 + EXIT_ROW * CELL + CELL / 2, 24, accent);
      // the cars: the red one first, trucks longer; the one picked ringed
      cars.forEach((c, i) => {
        const shift = drag?.car === i ? drag.shift : 0;
        const out = leaving !== null && i === 0 ? leaving * 400 : 0;
        const x = X0 + (c.col + (c.across ? shift : 0)) * CELL + 5 + out;
        const y = Y0 + (c.row + (c.across ? 0 : shift)) * CELL + 5;
        const w = (c.across ? c.len : 1) * CELL - 10;
        const h = (c.across ? 1 : c.len) * CELL - 10;
        ctx.fillStyle = i === 0 ? '#dc2626' : COLOURS[1 + ((i - 1) % (COLOURS.length - 1))];
        ctx.beginPath();
        ctx.roundRect(x, y, w, h, 12);
        ctx.fill();
        ctx.fillStyle = 'rgba(255,255,255,0.45)';
        if (c.across) ctx.fillRect(x + w - 22, y + 8, 10, h - 16);
        else ctx.fillRect(x + 8, y + h - 22, w - 16, 10);
        if (i === 0 && g.design.roles.player) g.sprite('player', x + w / 2, y + h / 2, 40);
        if (i === picked) {
          ctx.strokeStyle = '#ffffff';
          ctx.lineWidth = 3;
          ctx.strokeRect(x - 2, y - 2, w + 4, h + 4);
        }
      });
      panel(g, RESTART, true, 10);
      g.text(g.say('Restart'), RESTART.x + RESTART.w / 2, RESTART.y + RESTART.h / 2, 18, fg);
    },
  };
});
