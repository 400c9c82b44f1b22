// Roles: player (optional) = the ball, when named (a marble); else a steel ball. Parts: highscores. A
// tilting labyrinth (tilt.ts), the wooden kind: the arrow keys (or a finger held toward a side) tilt the
// board and the ball rolls that way with real momentum, bouncing a little off the walls. A painted line
// shows the way; a ball that rolls over a hole drops in and starts the level again. The goal takes it to
// the next board; three boards (or as many as asked), each with more holes, against the clock.
import { boot, clock } from '../runtime';
import { BALL, CELL, goalOf, HOLE, holesOf, level, pathOf, roll, startOf, wallsOf, type Ball } from '../tilt';

const X0 = 20;
const Y0 = 108;
const EASE = 5; // how fast the board follows the keys, per second

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const boards = g.design.params.levels ?? 3;
  let stage: number;
  let map: string[];
  let path: { x: number; y: number }[];
  let ball: Ball;
  let tilt: { x: number; y: number };
  let falls: number;
  let dropping: number; // s of the ball falling into a hole
  let cleared: number; // s of "level done" shown

  function board(k: number) {
    stage = k;
    map = level(k, Math.random);
    path = pathOf(map);
    ball = startOf(map);
    tilt = { x: 0, y: 0 };
    dropping = 0;
    cleared = 0;
  }

  return {
    controls:
      'Arrow keys (or hold a finger toward a side) tilt the board: roll the ball to the goal, past the holes',
    reset() {
      falls = 0;
      board(1);
    },
    update(dt) {
      if (cleared > 0) {
        if ((cleared -= dt) > 0) return;
        if (stage >= boards) {
          g.addScore(Math.max(10, 600 - Math.floor(g.time) - falls * 10));
          return g.win(`⏱ ${clock(g.time)}`);
        }
        return board(stage + 1);
      }
      if (dropping > 0) {
        if ((dropping -= dt) > 0) return;
        ball = startOf(map);
        tilt = { x: 0, y: 0 };
        return;
      }
      const inp = g.input;
      let want = {
        x: (inp.keys.has('ArrowRight') ? 1 : 0) - (inp.keys.has('ArrowLeft') ? 1 : 0),
        y: (inp.keys.has('ArrowDown') ? 1 : 0) - (inp.keys.has('ArrowUp') ? 1 : 0),
      };
      // (a finger held on the board leans it toward the finger)
      if (inp.pointer.down && !want.x && !want.y) {
        const [dx, dy] = [inp.pointer.x - (X0 + 220), inp.pointer.y - (Y0 + 220)];
        const d = Math.max(60, Math.hypot(dx, dy));
        want = { x: dx / d, y: dy / d };
      }
      tilt.x += g.clamp(want.x - tilt.x, -EASE * dt, EASE * dt);
      tilt.y += g.clamp(want.y - tilt.y, -EASE * dt, EASE * dt);
      const next = roll(ball, map, tilt.x, tilt.y, dt);
      ball = next.ball;
      if (next.event === 'hole') {
        falls += 1;
        dropping = 0.6;
        g.sound('lose');
      } else if (next.event === 'goal') {
        cleared = 1.4;
        g.sound('win');
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.save();
      // the board leans: its shadow falls away from where it tilts down
      ctx.fillStyle = 'rgba(0,0,0,0.45)';
      ctx.fillRect(X0 - 8 - tilt.x * 8, Y0 - 8 - tilt.y * 8, 456, 456);
      ctx.translate(X0, Y0);
      const wood = ctx.createLinearGradient(0, 0, 440, 440);
      wood.addColorStop(0, '#e8c18d');
      wood.addColorStop(1, '#c8955a');
      ctx.fillStyle = wood;
      ctx.fillRect(0, 0, 440, 440);
      // the painted line
      ctx.strokeStyle = '#1d4ed8';
      ctx.lineWidth = 4;
      ctx.setLineDash([10, 8]);
      ctx.beginPath();
      path.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.stroke();
      ctx.setLineDash([]);
      for (const h of holesOf(map)) {
        ctx.fillStyle = '#1c1917';
        ctx.beginPath();
        ctx.arc(h.x, h.y, HOLE, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#78350f';
        ctx.lineWidth = 2;
        ctx.stroke();
      }
      const goal = goalOf(map);
      ctx.fillStyle = '#15803d';
      ctx.beginPath();
      ctx.arc(goal.x, goal.y, HOLE + 2, 0, Math.PI * 2);
      ctx.fill();
      g.text('🏁', goal.x, goal.y, 20);
      for (const w of wallsOf(map)) {
        ctx.fillStyle = '#7c4a1e';
        ctx.fillRect(w.c * CELL, w.r * CELL, CELL, CELL);
        ctx.fillStyle = '#9a5f2c';
        ctx.fillRect(w.c * CELL + 3, w.r * CELL + 3, CELL - 6, CELL - 6);
      }
      // the ball (smaller as it drops)
      const r = BALL * (dropping > 0 ? dropping / 0.6 : 1);
      if (g.design.roles.player) g.sprite('player', ball.x, ball.y, r * 2.2);
      else {
        const steel = ctx.createRadialGradient(ball.x - r / 3, ball.y - r / 3, 1, ball.x, ball.y, r);
        steel.addColorStop(0, '#ffffff');
        steel.addColorStop(0.5, '#9ca3af');
        steel.addColorStop(1, '#374151');
        ctx.fillStyle = steel;
        ctx.beginPath();
        ctx.arc(ball.x, ball.y, r, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.restore();
      g.text(`${g.say('Level')} ${stage}/${boards}`, 16, 62, 18, fg, 'left');
      g.text(`⏱ ${clock(g.time)}`, g.W / 2, 62, 22, accent);
      g.text(`${g.say('Falls')}: ${falls}`, g.W - 16, 62, 18, fg, 'right');
      // a spirit level: how the board leans
      ctx.strokeStyle = fg + '88';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(g.W / 2, 595, 24, 0, Math.PI * 2);
      ctx.stroke();
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.arc(g.W / 2 + tilt.x * 18, 595 + tilt.y * 18, 6, 0, Math.PI * 2);
      ctx.fill();
      if (cleared > 0) g.text(stage >= boards ? `🏆 ${clock(g.time)}` : `${g.say('Level')} ${stage} ✓`, g.W / 2, Y0 + 220, 40, '#ffffff'); // prettier-ignore
    },
  };
});
