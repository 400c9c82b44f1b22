// Roles: player = you, on the bottom paddle; enemy = the opponent on the top paddle (the computer, or
// player two); target = the ball (a glowing dot without one). First to 7 (or to the design's goal; your
// points are the goal's things) wins.
// Parts: twoPlayer (player two on A/D or the top half of the screen), boss (a giant opponent with a wide
// paddle), powerups (a star mid-court: a wide paddle for whoever hit the ball last), levels (a faster
// opponent each), timer (whoever leads when it ends wins), night (the light follows the ball), highscores.
import { boot, type Vec } from '../runtime';

interface Paddle {
  x: number;
  y: number;
  points: number;
  wide: number; // seconds of the star's wide paddle
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  const R = g.design.roles;
  const two = g.has('twoPlayer');
  const foe = R.enemy ? 'enemy' : 'hazard';
  const first = g.design.params.goal ?? 7;
  const BR = 12; // the ball's radius
  let me: Paddle;
  let them: Paddle;
  let ball: Vec & { vx: number; vy: number };
  let wait: number; // the pause before a serve
  let hits: number;
  let last: Paddle | null;
  let star: Vec | null;

  const width = (p: Paddle) => (p === them && g.has('boss') ? 140 : 96) + (p.wide > 0 ? 50 : 0);
  const speed = () => 300 * g.pace('target') * Math.min(1.8, 1 + hits * 0.04);

  function serve(down: boolean) {
    ball = { x: g.W / 2, y: g.H / 2, vx: 0, vy: 0 };
    const a = g.rand(0.2, 0.5) * (g.chance(0.5) ? 1 : -1);
    ball.vx = Math.sin(a) * 300 * g.pace('target');
    ball.vy = (down ? 1 : -1) * Math.cos(a) * 300 * g.pace('target');
    wait = 0.9;
    hits = 0;
    last = null;
  }

  // A paddle moved by keys, or by the pointer when it is on that paddle's half (or anywhere, alone).
  function steer(p: Paddle, d: number, half: 'top' | 'bottom' | 'any', dt: number) {
    const v = 460 * Math.sqrt(g.diff);
    const ptr = g.input.pointer;
    p.x += d * v * dt;
    const mine = half === 'any' || (half === 'top') === ptr.y < g.H / 2;
    if (ptr.down && mine && !d) p.x += g.clamp(ptr.x - p.x, -v * 1.8 * dt, v * 1.8 * dt);
    p.x = g.clamp(p.x, width(p) / 2, g.W - width(p) / 2);
  }

  // The computer goes where the ball will cross its line, with a little error, and no faster than it may.
  function think(dt: number) {
    let aimX = g.W / 2;
    if (ball.vy < 0) {
      const t = (ball.y - them.y) / -ball.vy;
      const span = g.W - 2 * BR;
      let x = (ball.x - BR + ball.vx * t) % (2 * span);
      if (x < 0) x += 2 * span;
      aimX = BR + (x > span ? 2 * span - x : x) + Math.sin(g.time * 1.7) * 22;
    }
    const v = 240 * g.diff * (g.has('boss') ? 0.85 : 1);
    them.x = g.clamp(
      them.x + g.clamp(aimX - them.x, -v * dt, v * dt),
      width(them) / 2,
      g.W - width(them) / 2,
    );
  }

  // The ball against a paddle: where it lands sets the angle, so players can aim.
  function rebound(p: Paddle, down: boolean) {
    const off = (ball.x - p.x) / (width(p) / 2 + BR);
    const near = down ? ball.y + BR >= p.y - 8 && ball.y < p.y : ball.y - BR <= p.y + 8 && ball.y > p.y;
    if (Math.abs(off) > 1 || !near || (down ? ball.vy < 0 : ball.vy > 0)) return;
    hits += 1;
    last = p;
    // (never straight back: a ball that only goes up and down never gets past anyone)
    const a = (off < 0 || (off === 0 && g.chance(0.5)) ? -1 : 1) * Math.max(0.2, Math.abs(off));
    ball.vx = Math.sin(a) * speed();
    ball.vy = (down ? -1 : 1) * Math.cos(a) * speed();
    g.sound('jump');
  }

  function point(winner: Paddle) {
    winner.points += 1;
    if (winner === me) g.got(1);
    else g.sound('bad');
    if (g.state() !== 'play') return; // the goal was reached
    if (me.points >= first) g.win(two ? 'Player 1 wins' : undefined);
    else if (them.points >= first) g.lose(two ? 'Player 2 wins' : `The ${R[foe]?.name ?? 'computer'} wins`);
    else serve(winner === me);
  }

  return {
    controls: two
      ? 'Player 1: ←/→ or the bottom half; player 2: A/D or the top half'
      : 'Arrows/A-D or drag to move your paddle',
    reset() {
      me = { x: g.W / 2, y: g.H - 60, points: 0, wide: 0 };
      them = { x: g.W / 2, y: 92, points: 0, wide: 0 };
      star = null;
      serve(g.chance(0.5));
    },
    update(dt) {
      steer(me, g.input.dir().x, two ? 'bottom' : 'any', dt);
      if (two) steer(them, g.input.dir2().x, 'top', dt);
      else think(dt);
      me.wide -= dt;
      them.wide -= dt;
      if (g.has('powerups') && !star && g.chance(dt / 8))
        star = { x: g.rand(60, g.W - 60), y: g.rand(240, 400) };
      if (star && last && g.hit(ball, star, 30)) {
        last.wide = 8;
        star = null;
        g.sound('win');
      }
      wait -= dt;
      if (wait > 0) return;
      const n = Math.ceil((Math.hypot(ball.vx, ball.vy) * dt) / 8); // small steps: no passing through
      for (let i = 0; i < n; i++) {
        ball.x += (ball.vx * dt) / n;
        ball.y += (ball.vy * dt) / n;
        if (ball.x < BR || ball.x > g.W - BR) ball.vx = Math.abs(ball.vx) * (ball.x < BR ? 1 : -1);
        rebound(me, true);
        rebound(them, false);
      }
      if (ball.y > g.H + BR) point(them);
      else if (ball.y < 40 - BR) point(me);
    },
    timeUp() {
      if (me.points > them.points) g.win(two ? 'Player 1 wins' : undefined);
      else g.lose(me.points === them.points ? 'A draw' : "Time's up");
    },
    draw() {
      const ctx = g.ctx;
      ctx.strokeStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.2;
      ctx.lineWidth = 3;
      ctx.setLineDash([14, 12]);
      ctx.beginPath();
      ctx.moveTo(0, g.H / 2);
      ctx.lineTo(g.W, g.H / 2);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 0.18;
      g.text(`${them.points}`, g.W / 2, g.H / 2 - 70, 90);
      g.text(`${me.points}`, g.W / 2, g.H / 2 + 70, 90);
      ctx.globalAlpha = 1;
      if (star) g.text('⭐', star.x, star.y, 30);
      for (const p of [me, them]) {
        ctx.fillStyle = p === me ? g.design.setting.accent : g.role(foe).color;
        ctx.beginPath();
        ctx.roundRect(p.x - width(p) / 2, p.y - 8, width(p), 16, 8);
        ctx.fill();
      }
      g.sprite('player', me.x, me.y + 30, 38);
      g.sprite(g.has('boss') ? g.boss(foe) : foe, them.x, them.y - 30, g.has('boss') ? 56 : 38);
      if (R.target) g.sprite('target', ball.x, ball.y, BR * 2.4);
      else {
        ctx.fillStyle = g.design.setting.fg;
        ctx.shadowColor = g.design.setting.accent;
        ctx.shadowBlur = 14;
        ctx.beginPath();
        ctx.arc(ball.x, ball.y, BR, 0, Math.PI * 2);
        ctx.fill();
        ctx.shadowBlur = 0;
      }
      if (wait > 0 && g.state() === 'play')
        g.text('Ready', g.W / 2, g.H / 2 - 24, 22, g.design.setting.accent);
    },
    // In the dark the light follows the ball: the paddles' lines are always known.
    light: () => ball,
  };
});
