// Roles: target = what the discs carry, when named (one on each). Parts: timer (a stopwatch when asked),
// highscores. The Tower of Hanoi (hanoi.ts): three pegs, 3-7 discs (the buttons at the top, or as asked)
// on the first; tap a peg to lift its top disc and another to put it down (or drag it across, or 1-3), never
// on a smaller disc (it shakes). Moves are counted against the fewest, 2^n - 1; all on the last peg wins.
import { boot } from '../runtime';
import { canMove, fewest, move, solved, start, type Pegs } from '../hanoi';
import { panel } from '../panel';

const BASE = 470;
const PEG_X = [90, 240, 390];
const COUNTS = [3, 4, 5, 6, 7];
const countBox = (i: number) => ({ x: 40 + i * 82, y: 60, w: 70, h: 40 });
const COLOURS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#06b6d4', '#3b82f6', '#a855f7'];

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  g.showGoal(false); // (the goal asked is how many discs)
  let n = Math.max(3, Math.min(7, g.design.params.goal ?? 3 + Math.min(2, g.level - 1)));
  let pegs: Pegs;
  let held: number | null; // the peg whose top disc is lifted
  let moves: number;
  let shake: { peg: number; t: number } | null;
  let done: number | null;

  const pegAt = (x: number) => PEG_X.findIndex((px) => Math.abs(x - px) < 72);
  const discW = (d: number) => 40 + (d - 1) * (96 / Math.max(1, n - 1));
  const H = () => Math.min(30, 220 / n);

  function drop(to: number) {
    if (held === null) return;
    if (to === held) return void (held = null);
    if (!canMove(pegs, held, to)) {
      shake = { peg: to, t: 0 };
      g.sound('bad');
      held = null;
      return;
    }
    pegs = move(pegs, held, to);
    held = null;
    moves += 1;
    g.sound('tick');
    if (solved(pegs, n)) {
      g.addScore(Math.max(1, Math.round((100 * fewest(n)) / moves)), true);
      g.sound('win');
      done = 0;
    }
  }
  function deal() {
    pegs = start(n);
    held = null;
    moves = 0;
    shake = null;
    done = null;
  }

  return {
    controls: 'Tap a peg to lift its top disc, then another to put it down (or drag, or 1-3)',
    reset: deal,
    update(dt) {
      if (done !== null) {
        if ((done += dt) > 1.2) g.win(`${g.say('Solved!')} ${moves} ${g.say('moves')}`);
        return;
      }
      if (shake && (shake.t += dt) > 0.4) shake = null;
      const inp = g.input;
      for (let k = 0; k < 3; k++)
        if (inp.pressed(String(k + 1))) {
          if (held === null) held = pegs[k].length ? k : null;
          else drop(k);
        }
      if (inp.tapped) {
        const pick = COUNTS.findIndex((_, i) => g.within(inp.tapAt, countBox(i)));
        if (pick >= 0) {
          n = COUNTS[pick];
          return deal();
        }
        const peg = pegAt(inp.tapAt.x);
        if (peg < 0 || inp.tapAt.y < 120) return;
        if (held === null) held = pegs[peg].length ? peg : null;
        else drop(peg);
      }
      // (a drag: let go over another peg)
      if (inp.released && held !== null) {
        const over = pegAt(inp.pointer.x);
        if (over >= 0 && over !== held && Math.abs(inp.pointer.x - PEG_X[held]) > 72) drop(over);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      COUNTS.forEach((c, i) => {
        const b = countBox(i);
        panel(g, b, c === n, 8);
        g.text(String(c), b.x + b.w / 2, b.y + b.h / 2, 18, fg);
      });
      g.text(`${g.say('Moves')}: ${moves}`, 40, 140, 20, fg, 'left');
      g.text(`${g.say('Fewest')}: ${fewest(n)}`, g.W - 40, 140, 20, fg, 'right');
      // the base and the pegs
      ctx.fillStyle = '#92400e';
      ctx.fillRect(20, BASE, g.W - 40, 16);
      const h = H();
      PEG_X.forEach((x, p) => {
        const wob = shake?.peg === p ? Math.sin(shake.t * 60) * 4 : 0;
        ctx.fillStyle = '#b45309';
        ctx.fillRect(x - 5 + wob, BASE - (n + 1.6) * h, 10, (n + 1.6) * h);
        g.text(String(p + 1), x, BASE + 36, 16, fg + 'aa');
        pegs[p].forEach((d, k) => {
          const lifted = held === p && k === pegs[p].length - 1;
          const y = lifted ? BASE - (n + 2.6) * h : BASE - (k + 1) * h;
          const dx = lifted && g.input.pointer.down ? g.input.pointer.x - x : 0;
          const w = discW(d);
          ctx.fillStyle = COLOURS[(d - 1) % COLOURS.length];
          ctx.beginPath();
          ctx.roundRect(x - w / 2 + wob + dx, y, w, h - 3, 8);
          ctx.fill();
          if (g.design.roles.target) g.sprite('target', x + wob + dx, y + h / 2 - 1, h - 6);
          else g.text(String(d), x + wob + dx, y + h / 2, Math.min(16, h - 10), '#ffffff');
        });
      });
      if (held !== null) g.ring(PEG_X[held], BASE - (n + 2.6) * h + h / 2, h, accent, 3);
    },
  };
});
