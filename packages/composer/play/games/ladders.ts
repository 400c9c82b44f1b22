// Roles: hazard = the snakes (their heads drawn as it), extras = the counters to pick from (animals named:
// "a lion, a bunny, a frog, a bear"), else coloured counters. Parts: highscores, timer. Snakes and ladders
// (ladders.ts): pick how many play (one against the computer, or two to four on one screen), and a counter
// each when there are some to pick; tap the big die (or Space) to roll it, the counter hops square by
// square so the squares can be counted along, a ladder's foot takes it up, a snake's head down; a six rolls
// again. The first on 100 wins (a roll past it bounces back), with a happy tune.
import { boot, type Box } from '../runtime';
import type { Entity } from '../../src/design';
import { panel } from '../panel';
import { pips } from '../pips';
import { cellOf, hops, LADDERS, LAST, slide, SNAKES } from '../ladders';

const CELL = 44;
const X0 = 20;
const Y0 = 80;
const DIE: Box = { x: 360, y: 534, w: 84, h: 84 };
const COLOURS = ['#ef4444', '#3b82f6', '#22c55e', '#facc15'];
const NAMES = ['Red', 'Blue', 'Green', 'Yellow'];
const HOP = 0.32; // seconds a hop takes
const TUNE = [523, 659, 784, 1047, 784, 1047]; // (C E G C' G C': the winner's tune)
const setupBox = (i: number): Box => ({
  x: 40 + (i % 2) * 210,
  y: 220 + Math.floor(i / 2) * 110,
  w: 190,
  h: 90,
});

interface Counter {
  at: number;
  /** The animal picked, when there are some to pick. */
  look: Entity | null;
  computer: boolean;
}

boot((g) => {
  g.showLives(false);
  const picks = (g.design.extras ?? []).slice(0, 8);
  let phase: 'players' | 'pick' | 'roll' | 'rolling' | 'hop' | 'slide' | 'won';
  let counters: Counter[];
  let turn: number;
  let face: number; // the die's face
  let t: number; // seconds into the phase
  let path: number[]; // the squares still to hop
  let from: number; // where a slide starts
  let turns: number; // rolls the first player has made

  const centre = (n: number) => {
    const { row, col } = cellOf(n);
    return { x: X0 + col * CELL + CELL / 2, y: Y0 + (9 - row) * CELL + CELL / 2 };
  };
  const nameOf = (i: number) =>
    counters[i]?.look ? g.say(cap(counters[i].look!.name)) : counters[i]?.computer ? '🤖' : g.say(NAMES[i]);
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

  function roll() {
    face = g.pick([1, 2, 3, 4, 5, 6]);
    t = 0;
    phase = 'rolling';
    g.sound('tick');
    if (turn === 0) turns += 1;
  }
  function endTurn() {
    // (a six rolls again)
    if (face !== 6) turn = (turn + 1) % counters.length;
    phase = 'roll';
    t = 0;
  }

  return {
    controls: 'Pick how many play, then tap the die (or Space) to roll',
    reset() {
      phase = 'players';
      counters = [];
      turn = 0;
      face = 1;
      t = 0;
      path = [];
      from = 0;
      turns = 0;
    },
    update(dt) {
      const inp = g.input;
      const tap = (b: Box) => inp.tapped && g.within(inp.pointer, b);
      t += dt;
      if (phase === 'players') {
        // 1 against the computer, or 2-4 on one screen (keys 1-4)
        for (let i = 0; i < 4; i++)
          if (inp.pressed(String(i + 1)) || tap(setupBox(i))) {
            const n = Math.max(2, i + 1);
            counters = Array.from({ length: n }, (_, k) => ({
              at: 0,
              look: null,
              computer: i === 0 && k === 1,
            }));
            turn = 0;
            phase = picks.length >= 2 ? 'pick' : 'roll';
            return;
          }
        return;
      }
      if (phase === 'pick') {
        const free = picks.filter((p) => !counters.some((c) => c.look === p));
        const take = (p: Entity) => {
          counters[turn].look = p;
          g.sound('point');
          turn += 1;
          // (the computer's counter is the first left)
          while (counters[turn]?.computer) counters[turn++].look = picks.find((x) => !counters.some((c) => c.look === x)) ?? null; // prettier-ignore
          if (turn >= counters.length) {
            turn = 0;
            phase = 'roll';
          }
        };
        free.forEach((p, i) => {
          if (inp.pressed(String(i + 1)) || tap(setupBox(i))) take(p);
        });
        return;
      }
      if (phase === 'roll') {
        const me = counters[turn];
        if (me.computer ? t > 0.8 : inp.pressed(' ') || inp.pressed('Enter') || tap(DIE)) roll();
        return;
      }
      if (phase === 'rolling') {
        // the die tumbles a moment, then shows its face
        if (t < 0.6) return;
        path = hops(counters[turn].at, face);
        t = 0;
        phase = 'hop';
        return;
      }
      const me = counters[turn];
      if (phase === 'hop') {
        if (t < HOP) return;
        t = 0;
        me.at = path.shift()!;
        g.sound('jump');
        if (path.length) return;
        if (slide(me.at) !== me.at) {
          from = me.at;
          phase = 'slide';
          g.sound(LADDERS[me.at] ? 'point' : 'bad');
          return;
        }
      }
      if (phase === 'slide') {
        if (t < 0.8) return;
        me.at = slide(from);
      }
      if (phase === 'hop' || phase === 'slide') {
        if (me.at === LAST) {
          phase = 'won';
          t = 0;
          return;
        }
        return endTurn();
      }
      if (phase === 'won') {
        // the winner's tune, a note at a time, then the round ends
        const k = Math.floor(t / 0.16);
        if (k < TUNE.length && Math.floor((t - dt) / 0.16) < k) g.note(TUNE[k], k === TUNE.length - 1 ? 0.6 : 0.2, 'triangle', 0.3); // prettier-ignore
        if (t < 1.6) return;
        const said = `${nameOf(turn)} ${g.say('wins!')}`;
        if (me.computer) return g.lose(said);
        g.addScore(Math.max(10, 200 - turns * 5));
        return g.win(said);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      if (phase === 'players' || phase === 'pick') {
        const asking =
          phase === 'players' ? g.say('How many players?') : `${nameOf(turn)}: ${g.say('pick your counter')}`;
        g.text(asking, g.W / 2, 170, 26, fg);
        if (phase === 'players')
          ['1 + 🤖', '2', '3', '4'].forEach((label, i) => {
            const b = setupBox(i);
            panel(g, b, true);
            g.text(label, b.x + b.w / 2, b.y + b.h / 2, 34, '#ffffff');
          });
        else
          picks
            .filter((p) => !counters.some((c) => c.look === p))
            .forEach((p, i) => {
              const b = setupBox(i);
              panel(g, b, true);
              g.sprite(p, b.x + 50, b.y + b.h / 2, 56);
              g.text(g.say(cap(p.name)), b.x + 130, b.y + b.h / 2, 20, '#ffffff');
            });
        return;
      }
      // the board: 100 squares in two colours, numbered
      for (let n = 1; n <= LAST; n++) {
        const { x, y } = centre(n);
        const { row, col } = cellOf(n);
        ctx.fillStyle = (row + col) % 2 ? '#fde68a' : '#fef3c7';
        ctx.fillRect(x - CELL / 2, y - CELL / 2, CELL, CELL);
        g.text(String(n), x - CELL / 2 + 3, y - CELL / 2 + 8, 10, '#78716c', 'left');
      }
      // the ladders: two rails and their rungs
      for (const [foot, top] of Object.entries(LADDERS)) {
        const [a, b] = [centre(Number(foot)), centre(top)];
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const [nx, ny] = [((b.y - a.y) / len) * 8, (-(b.x - a.x) / len) * 8];
        ctx.strokeStyle = '#92400e';
        ctx.lineWidth = 4;
        ctx.beginPath();
        for (const s of [1, -1]) {
          ctx.moveTo(a.x + s * nx, a.y + s * ny);
          ctx.lineTo(b.x + s * nx, b.y + s * ny);
        }
        for (let k = 0.5; k < len / 14; k++) {
          const f = (k * 14) / len;
          const [x, y] = [a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f];
          ctx.moveTo(x + nx, y + ny);
          ctx.lineTo(x - nx, y - ny);
        }
        ctx.stroke();
      }
      // the snakes: a wavy body from the head down to the tail, the head drawn as the snake named
      for (const [head, tail] of Object.entries(SNAKES)) {
        const [a, b] = [centre(Number(head)), centre(tail)];
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const [nx, ny] = [(b.y - a.y) / len, -(b.x - a.x) / len];
        ctx.strokeStyle = g.design.roles.hazard?.tint ?? '#16a34a';
        ctx.lineWidth = 7;
        ctx.lineCap = 'round';
        ctx.beginPath();
        for (let f = 0; f <= 1.001; f += 0.05) {
          const wave = Math.sin(f * Math.PI * 4) * 9 * (1 - f * 0.5);
          const [x, y] = [a.x + (b.x - a.x) * f + nx * wave, a.y + (b.y - a.y) * f + ny * wave];
          if (f === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.stroke();
        g.sprite('hazard', a.x, a.y, 30);
      }
      // the counters, side by side when they share a square; one sliding moves along its snake or ladder
      counters.forEach((c, i) => {
        if (c.at === 0) return;
        let p = centre(c.at);
        if (phase === 'slide' && i === turn) {
          const [a, b] = [centre(from), centre(slide(from))];
          const f = Math.min(1, t / 0.8);
          p = { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
        }
        const lift = phase === 'hop' && i === turn ? Math.sin((t / HOP) * Math.PI) * 10 : 0;
        const [x, y] = [p.x + ((i % 2) - 0.5) * 14, p.y + (Math.floor(i / 2) - 0.5) * 12 - lift];
        if (c.look) g.sprite(c.look, x, y, 30);
        else {
          ctx.fillStyle = COLOURS[i];
          ctx.strokeStyle = '#ffffff';
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.arc(x, y, 12, 0, Math.PI * 2);
          ctx.fill();
          ctx.stroke();
        }
      });
      // whose turn, each player's square, and the big die with its dots
      counters.forEach((c, i) => {
        const y = 548 + i * 20;
        if (c.look) g.sprite(c.look, 30, y, 18);
        else {
          ctx.fillStyle = COLOURS[i];
          ctx.beginPath();
          ctx.arc(30, y, 7, 0, Math.PI * 2);
          ctx.fill();
        }
        g.text(`${nameOf(i)} ${c.at || ''}`, 44, y, 15, i === turn ? accent : fg, 'left');
      });
      const said =
        phase === 'won'
          ? `${nameOf(turn)} ${g.say('wins!')}`
          : counters[turn].computer || phase !== 'roll'
            ? nameOf(turn)
            : `${nameOf(turn)}: ${g.say('tap the die')}`;
      g.text(said, 240, 576, 20, phase === 'won' ? accent : fg);
      const shown = phase === 'rolling' ? 1 + (Math.floor(t * 20) % 6) : face;
      ctx.fillStyle = '#ffffff';
      ctx.strokeStyle = phase === 'roll' && !counters[turn].computer ? accent : '#57534e';
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.roundRect(DIE.x, DIE.y, DIE.w, DIE.h, 14);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#111827';
      pips(ctx, shown, DIE.x + DIE.w / 2, DIE.y + DIE.h / 2, 22, 8);
    },
  };
});
