// Roles: target = what the lights are, when named (lanterns, fireflies); lit squares otherwise. Parts: levels
// (more presses scramble the next board), timer, highscores. Lights Out (lights.ts): a 5 × 5 board (as asked,
// 3-6) of lights; a tap (or the arrows and Space) flips a light and the four beside it. Put every light
// out. Moves are counted against the fewest it takes; Hint shows a press of the way out, New deals another
// board, Restart the same again.
import { boot, stepCursor } from '../runtime';
import { dark, press, puzzle, solve } from '../lights';
import { panel } from '../panel';

const TOP = 110;
const SIZE = 400;
const BUTTONS = { hint: { x: 40, y: 548, w: 120, h: 48 }, restart: { x: 180, y: 548, w: 120, h: 48 }, fresh: { x: 320, y: 548, w: 120, h: 48 } }; // prettier-ignore

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const n = g.design.params.across ?? 5;
  const cell = SIZE / n;
  const left = (g.W - SIZE) / 2;
  const named = !!g.design.roles.target;
  let start: boolean[];
  let lit: boolean[];
  let moves: number;
  let par: number;
  let cursor: number;
  let hint: { at: number; t: number } | null;
  let done: number | null; // s since the last light went out

  function deal() {
    start = puzzle(n, 3 + g.level * 2 + (g.design.params.difficulty === 'hard' ? 4 : 0), Math.random);
    lit = start;
    par = solve(lit, n)?.length ?? 0;
    moves = 0;
    hint = null;
  }

  function tap(i: number) {
    lit = press(lit, n, i);
    moves += 1;
    g.sound('tick');
    hint = null;
    if (dark(lit)) {
      g.addScore(Math.max(10, Math.round((100 * par) / moves)));
      g.sound('win');
      done = 0;
    }
  }

  function showHint() {
    const way = solve(lit, n);
    if (way?.length) hint = { at: way[0], t: 0 };
    moves += 1; // (a hint costs a move)
  }

  return {
    controls: 'Tap a light: it and the four beside it flip. Put every light out',
    reset() {
      deal();
      cursor = Math.floor((n * n) / 2);
      done = null;
    },
    update(dt) {
      const inp = g.input;
      if (done !== null) {
        if ((done += dt) > 1.2) g.win(`${g.say('All lights out!')} ${moves} ${g.say('moves')}`);
        return;
      }
      if (hint) hint.t += dt;
      cursor = stepCursor(inp, cursor, n, n * n);
      if (inp.pressed(' ') || inp.pressed('Enter')) return tap(cursor);
      if (inp.pressed('h')) return showHint();
      if (!inp.tapped) return;
      const p = inp.tapAt;
      if (g.within(p, BUTTONS.hint)) return showHint();
      if (g.within(p, BUTTONS.restart)) {
        lit = start;
        moves = 0;
        hint = null;
        return;
      }
      if (g.within(p, BUTTONS.fresh)) return deal();
      const c = Math.floor((p.x - left) / cell);
      const r = Math.floor((p.y - TOP) / cell);
      if (c >= 0 && c < n && r >= 0 && r < n) {
        cursor = r * n + c;
        tap(cursor);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`${g.say('Moves')}: ${moves}`, left, 70, 22, fg, 'left');
      g.text(`${g.say('Fewest')}: ${par}`, left + SIZE, 70, 22, fg, 'right');
      for (let i = 0; i < n * n; i++) {
        const x = left + (i % n) * cell;
        const y = TOP + Math.floor(i / n) * cell;
        const on = lit[i];
        if (on) {
          ctx.shadowColor = '#fde047';
          ctx.shadowBlur = 22;
        }
        ctx.fillStyle = on ? '#fde047' : '#1f2937';
        ctx.beginPath();
        ctx.roundRect(x + 5, y + 5, cell - 10, cell - 10, 12);
        ctx.fill();
        ctx.shadowBlur = 0;
        if (named) {
          ctx.globalAlpha = on ? 1 : 0.25;
          g.sprite('target', x + cell / 2, y + cell / 2, cell * 0.55);
          ctx.globalAlpha = 1;
        }
        if (i === cursor) g.ring(x + cell / 2, y + cell / 2, cell / 2 - 2, accent, 3);
        if (hint?.at === i && Math.floor(hint.t * 3) % 2 === 0) g.ring(x + cell / 2, y + cell / 2, cell / 3, '#22d3ee', 5); // prettier-ignore
      }
      const label: [keyof typeof BUTTONS, string][] = [
        ['hint', 'Hint'],
        ['restart', 'Restart'],
        ['fresh', 'New'],
      ];
      for (const [k, name] of label) {
        panel(g, BUTTONS[k], true);
        g.text(g.say(name), BUTTONS[k].x + BUTTONS[k].w / 2, BUTTONS[k].y + BUTTONS[k].h / 2, 20, fg);
      }
    },
  };
});
