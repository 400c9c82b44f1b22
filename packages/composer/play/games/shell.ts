// Roles: target = what hides under a cup (a ball, a pea, a coin). Parts: highscores (the best streak).
// The shell game (shell.ts): the ball is shown under a cup, the cups come down and swap places, two at a
// time, sliding past each other; then tap the cup it is under (or 1, 2, 3, 4). Right, the streak grows and
// the next shuffle is quicker and longer (a fourth cup after six); wrong, the cup it was under lifts and
// the run is over.
import { boot } from '../runtime';
import { follow, pace, shuffle, type Swap } from '../shell';

const Y = 360; // where the cups stand
const CUP = { w: 92, h: 104 };

type Phase =
  | { at: 'show'; left: number } // the ball shown under its cup
  | { at: 'shuffle'; k: number; t: number } // swap k, t of its time gone
  | { at: 'choose' }
  | { at: 'lift'; picked: number; left: number };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let streak: number;
  let cups: number;
  let ball: number; // the place the ball is at
  let swaps: Swap[];
  let seconds: number;
  let phase: Phase;

  const placeX = (p: number) => g.W / 2 + (p - (cups - 1) / 2) * (cups === 4 ? 112 : 140);
  function round() {
    const p = pace(streak);
    cups = p.cups;
    seconds = p.seconds / g.design.params.speed; // ("really fast")
    ball = Math.floor(Math.random() * cups);
    swaps = shuffle(p.swaps, cups, Math.random);
    phase = { at: 'show', left: 1.4 };
  }
  /** Where the cup standing at place `p` before swap k is drawn while it runs (t 0-1). */
  function cupAt(p: number, swap: Swap | null, t: number): { x: number; y: number } {
    const x = placeX(p);
    if (!swap || (p !== swap[0] && p !== swap[1])) return { x, y: Y };
    const to = placeX(p === swap[0] ? swap[1] : swap[0]);
    const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2; // (ease in and out)
    // one passes in front (lower), the other behind (higher)
    const arc = Math.sin(Math.PI * t) * 26 * (p === swap[0] ? 1 : -1);
    return { x: x + (to - x) * e, y: Y + arc };
  }
  function choose(p: number) {
    phase = { at: 'lift', picked: p, left: 1.3 };
    if (p === ball) {
      streak += 1;
      g.addScore(1);
      g.sound('win');
    } else g.sound('lose');
  }

  return {
    controls: 'Watch the cup with the ball, then tap it (or press 1, 2, 3)',
    reset() {
      streak = 0;
      round();
    },
    update(dt) {
      const inp = g.input;
      switch (phase.at) {
        case 'show':
          if ((phase.left -= dt) <= 0) phase = { at: 'shuffle', k: 0, t: 0 };
          return;
        case 'shuffle':
          phase.t += dt / seconds;
          if (phase.t < 1) return;
          ball = follow([swaps[phase.k]], ball);
          g.note(300 + phase.k * 20, 0.04, 'triangle', 0.03);
          phase = phase.k + 1 < swaps.length ? { at: 'shuffle', k: phase.k + 1, t: 0 } : { at: 'choose' };
          return;
        case 'choose': {
          const key = ['1', '2', '3', '4'].findIndex((d) => inp.pressed(d));
          if (key >= 0 && key < cups) return choose(key);
          if (!inp.tapped) return;
          for (let p = 0; p < cups; p++)
            if (
              Math.abs(inp.tapAt.x - placeX(p)) < CUP.w / 2 &&
              Math.abs(inp.tapAt.y - (Y - CUP.h / 2)) < CUP.h / 2 + 20
            )
              return choose(p);
          return;
        }
        case 'lift':
          if ((phase.left -= dt) > 0) return;
          if (phase.picked !== ball) return g.lose(`${g.say('Streak')}: ${streak}`);
          return round();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // a green felt table
      ctx.fillStyle = '#166534';
      ctx.beginPath();
      ctx.ellipse(g.W / 2, Y + 10, 230, 90, 0, 0, Math.PI * 2);
      ctx.fill();
      g.text(`${g.say('Streak')}: ${streak}`, g.W / 2, 70, 30, accent);
      const say =
        phase.at === 'show'
          ? g.say('Watch the ball!')
          : phase.at === 'shuffle'
            ? ''
            : phase.at === 'choose'
              ? g.say('Where is the ball?')
              : phase.picked === ball
                ? g.say('Right!')
                : g.say('Not there!');
      g.text(say, g.W / 2, 150, 26, fg);
      const swap = phase.at === 'shuffle' ? swaps[phase.k] : null;
      const t = phase.at === 'shuffle' ? phase.t : 0;
      // lifted: the ball's cup while it is shown, the picked one and the ball's at the end
      const lifted = (p: number) =>
        phase.at === 'show' ? p === ball : phase.at === 'lift' ? p === phase.picked || p === ball : false;
      const order = [...Array(cups).keys()].sort((a, b) => cupAt(a, swap, t).y - cupAt(b, swap, t).y);
      for (const p of order) {
        const { x, y } = cupAt(p, swap, t);
        const up = lifted(p) ? 70 : 0;
        if (p === ball && up) g.sprite('target', x, y - 22, 40);
        cup(x, y - up);
        if (phase.at === 'choose') g.text(String(p + 1), x, y + 30, 16, fg + 'aa');
      }
    },
  };

  /** A red cup standing upside down, its rim at (x, y). */
  function cup(x: number, y: number) {
    const { ctx } = g;
    const grad = ctx.createLinearGradient(x - CUP.w / 2, 0, x + CUP.w / 2, 0);
    grad.addColorStop(0, '#991b1b');
    grad.addColorStop(0.4, '#ef4444');
    grad.addColorStop(1, '#7f1d1d');
    ctx.fillStyle = grad;
    ctx.beginPath();
    ctx.moveTo(x - CUP.w / 2, y);
    ctx.lineTo(x - CUP.w / 3.4, y - CUP.h);
    ctx.lineTo(x + CUP.w / 3.4, y - CUP.h);
    ctx.lineTo(x + CUP.w / 2, y);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#fca5a5';
    ctx.beginPath();
    ctx.ellipse(x, y, CUP.w / 2, 9, 0, 0, Math.PI * 2);
    ctx.fill();
  }
});
