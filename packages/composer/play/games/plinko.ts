// Roles: shot = the ball dropped (a ball unless it names another thing). Parts: highscores, timer. Plinko
// (plinko.ts, bounce.ts): move the dropper along the top (←/→, or tap where to drop), drop the ball (Space,
// or the tap), and it falls through rows of pegs, bouncing off each, into a slot along the bottom worth
// its points (500 in the middle, nothing beside it). Ten balls: reach the goal (1000 unless said) to win.
import { boot } from '../runtime';
import { board, drop, FLOOR, PEG_R, pegs, SLOT_TOP, slotOf, SLOTS, SLOT_W } from '../plinko';
import type { Ball } from '../bounce';

const BALLS = 10;
const DROP_Y = 100;
const R = 9;

boot((g) => {
  g.showLives(false);
  const target = g.design.params.goal ?? 1000;
  const segments = board();
  const PEGS = pegs();
  let x: number; // the dropper
  let left: number;
  let ball: Ball | null;
  let still: number; // seconds the ball has lain still in a slot
  let falling: number; // seconds the ball has fallen
  let lit: { slot: number; t: number } | null; // the slot last scored, shown a moment

  function score(b: Ball) {
    const slot = slotOf(b.x);
    const points = SLOTS[slot];
    g.addScore(points);
    g.sound(points >= 500 ? 'win' : points > 0 ? 'point' : 'bad');
    lit = { slot, t: 0 };
    ball = null;
  }

  return {
    controls: 'Move the dropper (←/→ or tap where) and drop the ball (Space or the tap)',
    reset() {
      x = g.W / 2;
      left = BALLS;
      ball = null;
      still = 0;
      falling = 0;
      lit = null;
    },
    update(dt) {
      const inp = g.input;
      if (lit && (lit.t += dt) > 1.2) lit = null;
      if (ball) {
        falling += dt;
        drop(ball, dt, segments, Math.random);
        if (ball.y > SLOT_TOP && Math.hypot(ball.vx, ball.vy) < 40) still += dt;
        else still = 0;
        if (still > 0.3 || falling > 12) score(ball);
        return;
      }
      if (left === 0) {
        if (lit) return; // (the last ball's points shown first)
        const said = `${g.say('Score')} ${g.score()}`;
        return g.score() >= target ? g.win(said) : g.lose(said);
      }
      if (inp.keys.has('ArrowLeft')) x -= 260 * dt;
      if (inp.keys.has('ArrowRight')) x += 260 * dt;
      const go = inp.pressed(' ') || inp.pressed('Enter') || inp.tapped;
      if (inp.tapped) x = inp.pointer.x;
      x = Math.max(R + 2, Math.min(g.W - R - 2, x));
      if (go) {
        ball = { x: x + g.rand(-0.5, 0.5), y: DROP_Y, vx: 0, vy: 0, r: R };
        left -= 1;
        still = 0;
        falling = 0;
        g.sound('jump');
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the slots, each with its points, the one scored lit
      SLOTS.forEach((points, k) => {
        ctx.fillStyle =
          lit?.slot === k
            ? accent + '88'
            : points >= 500
              ? 'rgba(250,204,21,0.25)'
              : 'rgba(255,255,255,0.06)';
        ctx.fillRect(k * SLOT_W + 2, SLOT_TOP, SLOT_W - 4, FLOOR - SLOT_TOP);
        g.text(
          String(points),
          k * SLOT_W + SLOT_W / 2,
          FLOOR - 22,
          points >= 500 ? 18 : 15,
          points ? '#ffffff' : fg + '99',
        );
      });
      ctx.strokeStyle = fg;
      ctx.lineWidth = 3;
      ctx.beginPath();
      for (const s of segments) {
        if (s.ax === s.bx && s.ay === s.by) continue;
        ctx.moveTo(s.ax, s.ay);
        ctx.lineTo(s.bx, s.by);
      }
      ctx.stroke();
      ctx.fillStyle = '#e2e8f0';
      for (const p of PEGS) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, PEG_R, 0, Math.PI * 2);
        ctx.fill();
      }
      // the dropper (with the ball ready while there are balls left), then the ball falling
      if (!ball && left > 0) {
        ctx.fillStyle = accent;
        ctx.beginPath();
        ctx.moveTo(x - 12, DROP_Y - 26);
        ctx.lineTo(x + 12, DROP_Y - 26);
        ctx.lineTo(x, DROP_Y - 14);
        ctx.fill();
        g.sprite('shot', x, DROP_Y, R * 2.4);
      }
      if (ball) g.sprite('shot', ball.x, ball.y, R * 2.4);
      if (lit) g.text(`+${SLOTS[lit.slot]}`, lit.slot * SLOT_W + SLOT_W / 2, SLOT_TOP - 20, 22, accent);
      g.text(`${g.say('Balls')}: ${left}`, 16, 60, 18, fg, 'left');
      g.text(`${g.say('Goal')} ${target}`, g.W - 16, 60, 18, fg, 'right');
    },
  };
});
