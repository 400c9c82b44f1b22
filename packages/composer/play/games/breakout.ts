// Roles: player = who rides the paddle (drawn on it); target = the bricks (hazard, when the design has no
// target), each one of the goal's things; hazard = what now and then falls from a broken brick and costs
// a life if the paddle catches it (when bricks are targets); enemy = the boss brick; shot = the ball (a
// glowing dot without one).
// Parts: powerups (a star: a wide paddle), boss (a moving big brick with hit points), levels (a new brick
// layout each), multiball (a second ball is served with the first; a life goes when the last ball
// does; with powerups too, it is a power-up of its own that splits each ball in play), timer, night (the
// light follows the ball), highscores. params.creep: the bricks come down slowly, as invaders do.
import { boot, targetKinds, type Entity, type RoleId, type Vec } from '../runtime';

interface Ball extends Vec {
  vx: number;
  vy: number;
  stuck: boolean;
}
interface Brick extends Vec {
  hp: number;
  max: number;
  w: number;
  h: number;
  boss: boolean;
  look: Entity;
}
interface Drop extends Vec {
  kind: 'star' | 'multi' | 'hazard';
}

const COLS = 8;
const BW = 56;
const BH = 30;
const Y = 590; // the paddle's middle
const CREEP = 7; // pixels a second the bricks come down (params.creep)

// Which cells of the grid have a brick, by level: rows, a checkerboard, a pyramid, a diamond.
const LAYOUTS: ((c: number, r: number, rows: number) => boolean)[] = [
  () => true,
  (c, r) => (c + r) % 2 === 0,
  (c, r, rows) => Math.abs(c - 3.5) <= rows - r - 0.5,
  (c, r, rows) => Math.abs(c - 3.5) + Math.abs(r - (rows - 1) / 2) <= 4,
];

boot((g) => {
  const S = g.design.params.size;
  const R = g.design.roles;
  const brickRole = R.target ? 'target' : 'hazard';
  // ("the bricks are vegetables": a row of each kind)
  const kinds: (RoleId | Entity)[] = R.target ? targetKinds(g.design, 5) : [brickRole];
  const look = (k: RoleId | Entity) => (typeof k === 'string' ? g.role(k) : k);
  const falls = !!(R.target && R.hazard);
  let pad: number;
  let balls: Ball[];
  let bricks: Brick[];
  let drops: Drop[];
  let wide: number;
  let hold: number; // seconds before a stuck ball launches by itself
  let rally: number;
  let bossHit: number; // the moving boss brick could hit the ball twice in a row: a short pause between

  const padW = () => (wide > 0 ? 150 : 96);
  const speed = () => 320 * g.diff * Math.min(1.35, 1 + rally * 0.02);

  function layout() {
    bricks = [];
    const rows = 4 + Math.min(g.level, 3);
    const has = LAYOUTS[(g.level - 1) % LAYOUTS.length];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < COLS; c++)
        if (has(c, r, rows)) {
          const hp = g.level > 2 && r < 2 ? 2 : 1; // tougher top rows later on
          bricks.push({
            x: 16 + BW / 2 + c * BW,
            y: 72 + r * (BH + 4),
            hp,
            max: hp,
            w: BW - 4,
            h: BH,
            boss: false,
            look: look(kinds[r % kinds.length]),
          });
        }
    if (g.has('boss')) {
      const hp = 6 + 2 * g.level;
      const e = g.role(g.boss(R.enemy ? 'enemy' : 'hazard'));
      bricks.push({ x: g.W / 2, y: 100 + rows * (BH + 4), hp, max: hp, w: 110, h: 46, boss: true, look: e }); // prettier-ignore
    }
  }

  // ("power-ups that drop from bricks like multiball": the extra ball is one of the power-ups)
  const multiDrops = g.has('multiball') && g.has('powerups');
  // Where each ball waits on the paddle before the launch (with multiball, two side by side).
  const spread = (n: number) => Array.from({ length: n }, (_, i) => (i - (n - 1) / 2) * 28);
  function serve(n = g.has('multiball') && !multiDrops ? 2 : 1) {
    balls = spread(n).map((dx) => ({
      x: pad + dx,
      y: Y - 26,
      vx: 0,
      vy: 0,
      stuck: true,
    }));
    hold = 2;
    rally = 0;
  }
  function launch() {
    const a = g.rand(0.15, 0.5) * (g.chance(0.5) ? 1 : -1);
    // With multiball the second goes the other way.
    const angles = balls.length > 1 ? [a, -a] : [a];
    balls = angles.map((t) => ({
      x: pad,
      y: Y - 26,
      vx: Math.sin(t) * speed(),
      vy: -Math.cos(t) * speed(),
      stuck: false,
    }));
  }

  // A ball against one brick: bounce off the side it came through.
  function bounce(ball: Ball, b: Brick): boolean {
    const dx = ball.x - b.x;
    const dy = ball.y - b.y;
    const ox = b.w / 2 + 9 - Math.abs(dx);
    const oy = b.h / 2 + 9 - Math.abs(dy);
    if (ox <= 0 || oy <= 0) return false;
    if (ox < oy) {
      ball.vx = Math.sign(dx) * Math.abs(ball.vx);
      ball.x += Math.sign(dx) * ox;
    } else {
      ball.vy = Math.sign(dy) * Math.abs(ball.vy);
      ball.y += Math.sign(dy) * oy;
    }
    b.hp -= 1;
    if (b.boss) bossHit = 0.25;
    if (b.hp > 0) {
      g.sound('tick');
      return true;
    }
    bricks = bricks.filter((o) => o !== b);
    if (b.boss) g.addScore(10);
    if (g.has('powerups') && g.chance(0.15))
      drops.push({ x: b.x, y: b.y, kind: multiDrops && g.chance(0.5) ? 'multi' : 'star' });
    else if (falls && g.chance(0.12)) drops.push({ x: b.x, y: b.y, kind: 'hazard' });
    g.got(1);
    return true;
  }

  function step(ball: Ball, dt: number) {
    ball.x += ball.vx * dt;
    ball.y += ball.vy * dt;
    if (ball.x < 9 || ball.x > g.W - 9) ball.vx = Math.abs(ball.vx) * (ball.x < 9 ? 1 : -1);
    if (ball.y < 50) ball.vy = Math.abs(ball.vy);
    const off = (ball.x - pad) / (padW() / 2 + 9);
    if (ball.vy > 0 && ball.y > Y - 22 && ball.y < Y + 4 && Math.abs(off) <= 1) {
      // Where it lands on the paddle sets the angle, so the player can aim.
      rally += 1;
      // (never straight up: a ball that only goes up and down is stuck in one column)
      const a = (off < 0 ? -1 : 1) * Math.max(0.15, Math.abs(off * 1.05));
      ball.vx = Math.sin(a) * speed();
      ball.vy = -Math.cos(a) * speed();
      g.sound('jump');
    }
    for (const b of bricks) if ((!b.boss || bossHit <= 0) && bounce(ball, b)) break;
  }

  return {
    controls: 'Arrows/A-D or drag to move, Space or tap to launch',
    reset() {
      pad = g.W / 2;
      drops = [];
      wide = 0;
      bossHit = 0;
      layout();
      serve();
    },
    update(dt) {
      const d = g.input.dir();
      const p = g.input.pointer;
      const v = 460 * Math.sqrt(g.diff);
      pad += d.x * v * dt;
      if (p.down && !d.x) pad += g.clamp(p.x - pad, -v * 1.6 * dt, v * 1.6 * dt);
      pad = g.clamp(pad, padW() / 2, g.W - padW() / 2);
      wide -= dt;
      bossHit -= dt;
      for (const b of bricks) if (b.boss) b.x = g.W / 2 + Math.sin(g.time * 0.9 * g.diff) * (g.W / 2 - 70);

      if (balls[0].stuck) {
        const at = spread(balls.length);
        balls.forEach((b, i) => (b.x = pad + at[i]));
        hold -= dt;
        if (g.input.pressed(' ') || g.input.tapped || hold <= 0) launch();
      } else
        for (const ball of balls) {
          const n = Math.ceil((Math.hypot(ball.vx, ball.vy) * dt) / 6); // small steps: no tunnelling
          for (let i = 0; i < n; i++) step(ball, dt / n);
        }
      if (g.state() !== 'play') return;
      // (params.creep: the wall comes down on you while the ball is in play, like invaders; the bricks
      // reaching the paddle's line end the round)
      if (g.design.params.creep && !balls[0].stuck) {
        for (const b of bricks) if (!b.boss) b.y += CREEP * g.diff * dt;
        if (bricks.some((b) => !b.boss && b.y + b.h / 2 >= Y - 24))
          return g.lose(g.say('The bricks reached you'));
      }
      if (!bricks.length) {
        g.win(); // cleared: the next layout, with levels
        return;
      }
      balls = balls.filter((b) => b.y <= g.H + 20);
      if (!balls.length) {
        if (g.loseLife()) serve();
        return;
      }
      drops = drops.filter((o) => {
        o.y += 150 * dt;
        if (Math.abs(o.y - Y) > 16 || Math.abs(o.x - pad) > padW() / 2 + 10) return o.y < g.H + 20;
        if (o.kind === 'hazard') g.loseLife();
        else if (o.kind === 'multi') {
          // each ball in play splits in two, the new one going the other way (or two are served)
          if (balls[0].stuck) serve(2);
          else balls.push(...balls.map((b) => ({ ...b, vx: -b.vx || 120 })));
          g.sound('win');
        } else {
          wide = 10;
          g.sound('win');
        }
        return false;
      });
    },
    draw() {
      const ctx = g.ctx;
      for (const b of bricks) {
        const e = b.look;
        ctx.fillStyle = e.color;
        ctx.globalAlpha = 0.12 + 0.18 * (b.hp / b.max); // a faint fill, so the thing on it stands out
        ctx.beginPath();
        ctx.roundRect(b.x - b.w / 2, b.y - b.h / 2, b.w, b.h, 6);
        ctx.fill();
        ctx.globalAlpha = 1;
        ctx.strokeStyle = b.max > 1 ? g.design.setting.accent : e.color;
        ctx.lineWidth = 2;
        ctx.stroke();
        g.sprite(e, b.x, b.y, (b.boss ? 40 : 24) / S);
        if (b.boss) g.text(`${b.hp}`, b.x + b.w / 2 - 10, b.y - b.h / 2 + 8, 12, g.design.setting.fg);
      }
      for (const o of drops) {
        if (o.kind === 'star') g.text('⭐', o.x, o.y, 26);
        else if (o.kind === 'multi') {
          // a capsule of balls, marked ×2
          ctx.fillStyle = g.design.setting.accent;
          ctx.beginPath();
          ctx.roundRect(o.x - 22, o.y - 11, 44, 22, 11);
          ctx.fill();
          ctx.fillStyle = g.design.setting.fg;
          for (const dx of [-11, 11]) {
            ctx.beginPath();
            ctx.arc(o.x + dx, o.y, 5, 0, Math.PI * 2);
            ctx.fill();
          }
          g.text('×2', o.x, o.y, 11, g.design.setting.bg);
        } else g.sprite('hazard', o.x, o.y, 30);
      }
      ctx.fillStyle = g.design.setting.accent;
      ctx.beginPath();
      ctx.roundRect(pad - padW() / 2, Y - 9, padW(), 18, 9);
      ctx.fill();
      // the one on the paddle (the paddle itself is none: no bat drawn on the bar)
      if (R.player && R.player.name !== 'paddle') g.sprite('player', pad, Y, 32);
      for (const ball of balls)
        if (R.shot) g.sprite('shot', ball.x, ball.y, 24);
        else {
          ctx.fillStyle = g.design.setting.fg;
          ctx.shadowColor = g.design.setting.accent;
          ctx.shadowBlur = 12;
          ctx.beginPath();
          ctx.arc(ball.x, ball.y, 9, 0, Math.PI * 2);
          ctx.fill();
          ctx.shadowBlur = 0;
        }
    },
    // In the dark the light follows the balls: the paddle's place is always known.
    light: () => balls,
  };
});
