// Roles: player = the shooter, shot = the ball (a basketball). Parts: highscores, timer (always: an
// arcade's 60 s unless said). Arcade basketball (hoops.ts): hold the mouse, a finger or Space to charge the
// throw (the meter fills, then falls back) and let go; the ball flies in an arc, off the rim and the board,
// and a basket is 2 points, a swish (touching nothing) 3. From 20 points the hoop slides from side to
// side, quicker as the score climbs; the best score is kept.
import { boot, type Vec } from '../runtime';
import { BOARD_ABOVE, charge, fly, RADIUS, release, RIM, type Ball, type Hoop } from '../hoops';

const FROM: Vec = { x: 110, y: 430 }; // where the ball leaves the hands
const RIM_Y = 300;
const HOME = 350; // the hoop's middle while it stands still
const FLOOR = 600;
const MOVES_AT = 20; // points from which the hoop moves
const REARM = 0.35; // s between throws
const METER = { x: 24, y: 110, w: 22, h: 220 };

interface Flying extends Ball {
  age: number;
  bounced: number;
}

boot((g) => {
  g.showLives(false);
  let balls: Flying[];
  let hoop: Hoop;
  let held: number | null; // s the charge has been held
  let last: number | null; // the power of the last throw, marked on the meter
  let rearm: number;
  let swayT: number;
  let shout: { text: string; t: number } | null;
  let net: number; // the net's swing after a basket
  let streak: number;

  const holding = () => g.input.pointer.down || g.input.keys.has(' ');

  function shoot() {
    const power = charge(held ?? 0);
    held = null;
    last = power;
    rearm = REARM;
    balls.push({ ...release(FROM, power), age: 0, bounced: 0 });
    g.sound('jump');
  }

  function scored(swish: boolean) {
    const before = g.score();
    streak += 1;
    g.addScore(swish ? 3 : 2);
    g.sound(swish ? 'win' : 'point');
    shout = { text: swish ? `${g.say('Swish!')} +3` : '+2', t: 0 };
    net = 1;
    if (before < MOVES_AT && g.score() >= MOVES_AT) g.announce(g.say('The hoop moves!'));
  }

  return {
    controls: 'Hold the mouse (or Space) to charge the throw and let go to shoot',
    reset() {
      balls = [];
      hoop = { x: HOME, y: RIM_Y };
      held = null;
      last = null;
      rearm = 0;
      swayT = 0;
      shout = null;
      net = 0;
      streak = 0;
    },
    update(dt) {
      // the hoop slides once the score is high enough, quicker the higher it goes
      if (g.score() >= MOVES_AT) {
        swayT += dt * (0.9 + Math.min(1.2, (g.score() - MOVES_AT) / 40)) * g.diff;
        hoop.x = HOME + Math.sin(swayT) * 60;
      }
      rearm -= dt;
      if (holding() && rearm <= 0) held = (held ?? 0) + dt;
      else if (held !== null) shoot();
      for (const b of balls) {
        b.age += dt;
        // (small steps: a fast ball never passes through the rim)
        for (let k = 0; k < 4; k++) {
          const what = fly(b, hoop, dt / 4);
          if (what === 'basket' || what === 'swish') scored(what === 'swish');
          if (what === 'rim' || what === 'board') g.sound('tick');
        }
        if (b.y > FLOOR - RADIUS && b.vy > 0) {
          b.y = FLOOR - RADIUS;
          b.vy *= -0.55;
          b.vx *= 0.8;
          if ((b.bounced += 1) === 1 && !b.scored) streak = 0;
        }
      }
      balls = balls.filter((b) => b.age < 3.5 && b.x > -40 && b.x < g.W + 40);
      if (shout && (shout.t += dt) > 1) shout = null;
      net = Math.max(0, net - dt * 2);
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      // with no place named, an arcade's booth: a wall under a row of lights
      if (!g.design.setting.name) {
        const wall = ctx.createLinearGradient(0, 0, 0, FLOOR);
        wall.addColorStop(0, '#1e1b4b');
        wall.addColorStop(1, '#312e81');
        ctx.fillStyle = wall;
        ctx.fillRect(0, 40, g.W, FLOOR - 40);
        for (let k = 0; k < 12; k++) {
          ctx.fillStyle = ['#f472b6', '#facc15', '#38bdf8'][(k + Math.floor(g.time * 3)) % 3];
          ctx.beginPath();
          ctx.arc(20 + k * 40, 56, 6, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      // the floor of the court
      ctx.fillStyle = '#b7793f';
      ctx.fillRect(0, FLOOR, g.W, g.H - FLOOR);
      ctx.fillStyle = 'rgba(0,0,0,0.15)';
      for (let x = 0; x < g.W; x += 40) ctx.fillRect(x, FLOOR, 2, g.H - FLOOR);
      // the pole, the board with its square, the rim and its net
      const board = hoop.x + RIM + 6;
      ctx.fillStyle = '#64748b';
      ctx.fillRect(board + 8, RIM_Y - BOARD_ABOVE + 20, 10, FLOOR - RIM_Y + BOARD_ABOVE - 20);
      ctx.fillStyle = '#f8fafc';
      ctx.fillRect(board, RIM_Y - BOARD_ABOVE, 8, BOARD_ABOVE + 22);
      ctx.fillStyle = '#ef4444';
      ctx.fillRect(board, RIM_Y - 40, 8, 30);
      ctx.strokeStyle = '#f1f5f9';
      ctx.lineWidth = 1.5;
      const sway = Math.sin(net * 12) * 4 * net;
      for (let k = 0; k <= 4; k++) {
        const top = hoop.x - RIM + (k * 2 * RIM) / 4;
        const bottom = hoop.x - RIM * 0.6 + (k * 1.2 * RIM) / 4 + sway;
        ctx.beginPath();
        ctx.moveTo(top, RIM_Y);
        ctx.lineTo(bottom, RIM_Y + 42 + net * 8);
        ctx.stroke();
      }
      for (const d of [14, 28]) {
        const half = RIM - (d / 42) * RIM * 0.4;
        ctx.beginPath();
        ctx.moveTo(hoop.x - half + sway, RIM_Y + d);
        ctx.lineTo(hoop.x + half + sway, RIM_Y + d);
        ctx.stroke();
      }
      ctx.strokeStyle = '#f97316';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(hoop.x - RIM, RIM_Y);
      ctx.lineTo(board, RIM_Y);
      ctx.stroke();
      // the shooter, with the next ball in hand (raised while charging)
      g.sprite('player', 70, 520, 110);
      const ready = rearm <= 0;
      if (ready) g.sprite('shot', FROM.x, FROM.y - (held !== null ? 8 : 0), RADIUS * 2.2);
      for (const b of balls) g.sprite('shot', b.x, b.y, RADIUS * 2.2, b.age * 8);
      // the charge meter, with where the last throw was let go
      ctx.fillStyle = 'rgba(15,23,42,0.55)';
      ctx.fillRect(METER.x, METER.y, METER.w, METER.h);
      const p = held !== null ? charge(held) : 0;
      const grad = ctx.createLinearGradient(0, METER.y + METER.h, 0, METER.y);
      grad.addColorStop(0, '#22c55e');
      grad.addColorStop(0.6, '#facc15');
      grad.addColorStop(1, '#ef4444');
      ctx.fillStyle = grad;
      ctx.fillRect(METER.x + 3, METER.y + METER.h - (METER.h - 6) * p - 3, METER.w - 6, (METER.h - 6) * p);
      if (last !== null) {
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(METER.x - 4, METER.y + METER.h - 3 - (METER.h - 6) * last - 1, METER.w + 8, 3);
      }
      g.text(g.say('Power'), METER.x + METER.w / 2, METER.y + METER.h + 16, 12, fg);
      if (shout) g.text(shout.text, hoop.x, RIM_Y - BOARD_ABOVE - 20 - shout.t * 30, 30, accent);
      if (streak >= 3) g.text(`🔥 ${streak}`, hoop.x, RIM_Y + 80, 20, '#fb923c');
    },
  };
});
