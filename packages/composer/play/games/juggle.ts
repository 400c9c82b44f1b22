// Roles: target (else shot) = the balls kept in the air; player = who bounces them off its head along the
// bottom; hazard = something that now and then drops in and costs a life if it lands on the player (a
// tap knocks it away). Every bounce, by head or by tap, is one of the goal's things (goal = bounces to
// win) and is worth one point more for each other ball in the air; a ball that reaches the ground costs a
// life. One more ball joins every few bounces.
// Parts: powerups (a falling star: slow motion for a while), levels (without a goal: 25 bounces each,
// faster falls), timer (lasting to the end wins unless there is a goal), night (light on the lowest
// ball), highscores.
import type { RoleId } from '../../src/design';
import { boot, H, W, type Vec } from '../runtime';

interface Ball extends Vec {
  vx: number;
  vy: number;
  spin: number;
  cool: number; // a ball just kicked cannot be kicked again at once (no double taps)
}
interface Drop extends Vec {
  vy: number;
  kind: 'hazard' | 'star';
}
interface Float extends Vec {
  s: string;
  age: number;
}

const GROUND = H - 40;
const PY = GROUND - 34; // the player's middle
const PER_LEVEL = 25;

boot((g) => {
  const S = g.design.params.size;
  const { rand, clamp } = g;
  const R = g.design.roles;
  const ballRole: RoleId = R.target || !R.shot ? 'target' : 'shot';
  const BR = 22 * S; // a ball's radius
  const head = () => ({ x: px, y: PY - 14 * S });
  const every = Math.round(8 / Math.sqrt(g.diff)); // bounces until another ball joins
  let px: number;
  let pv: number; // the player's speed, passed on to what it heads
  let balls: Ball[];
  let drops: Drop[];
  let floats: Float[];
  let coming: { x: number; t: number }[]; // balls about to drop in, shown as marks at the top
  let bounces: number;
  let slow: number;
  let bump: number;
  let hazardIn: number;
  let starIn: number;
  let dragging: boolean;

  const gravity = () => 560 * Math.sqrt(g.diff) * (slow > 0 ? 0.5 : 1);
  const most = () => Math.min(5, 2 + g.level + (g.design.params.difficulty === 'hard' ? 1 : 0));

  /** Up it goes, high enough to stay on screen, sideways by `side` px/s. */
  function kick(b: Ball, side: number, at: Vec) {
    const rise = Math.min(rand(340, 430), b.y - 80);
    b.vy = -Math.sqrt(2 * gravity() * Math.max(rise, 120));
    b.vx = clamp(side + rand(-20, 20), -190, 190);
    b.cool = 0.25;
    bounces += 1;
    const worth = balls.length;
    floats.push({ x: at.x, y: at.y - 20, s: `+${worth}`, age: 0 });
    g.sound('jump');
    if (worth > 1) g.addScore(worth - 1, true);
    g.got(1);
    if (bounces % every === 0 && balls.length + coming.length < most())
      coming.push({ x: rand(50, W - 50), t: 1 });
    if (g.has('levels') && g.design.params.goal === null && bounces >= PER_LEVEL * g.level) g.win();
  }

  function control(dt: number) {
    const inp = g.input;
    const p = inp.pointer;
    const was = px;
    if (inp.tapped) {
      // a tap on a ball kicks it away from where it was hit; anywhere else it moves the player
      const b = balls.find((o) => g.hit(p, o, BR + 26) && o.cool <= 0);
      const d = drops.find((o) => g.hit(p, o, BR + 20));
      dragging = !b && !d;
      if (b) kick(b, (b.x - p.x) * 5, b);
      else if (d) {
        drops = drops.filter((o) => o !== d);
        if (d.kind === 'star') slow = 6;
        g.sound(d.kind === 'star' ? 'win' : 'tick');
      }
    }
    dragging &&= p.down;
    const speed = 430 * Math.sqrt(g.diff);
    const dx = inp.dir().x;
    if (dx) px += dx * speed * dt;
    else if (dragging) px += clamp(p.x - px, -speed * 1.3 * dt, speed * 1.3 * dt);
    px = clamp(px, 30, W - 30);
    pv = (px - was) / Math.max(dt, 0.001);
  }

  function moveBalls(dt: number) {
    const hd = head();
    for (const b of balls) {
      b.vy += gravity() * dt;
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      b.spin += b.vx * dt * 0.03;
      b.cool -= dt;
      if (b.x < BR || b.x > W - BR) {
        b.x = clamp(b.x, BR, W - BR);
        b.vx = -b.vx * 0.8;
      }
      if (b.vy > 0 && g.hit(b, hd, BR + 26 * S)) {
        // off the head: sideways by where it landed on it, plus how the player moved
        bump = 0.15;
        kick(b, (b.x - hd.x) * 4 + pv * 0.25, b);
      }
    }
    const landed = balls.filter((b) => b.y > GROUND - BR);
    if (!landed.length) return;
    balls = balls.filter((b) => !landed.includes(b));
    for (const b of landed) floats.push({ x: b.x, y: GROUND - 30, s: '✖', age: 0 });
    if (g.loseLife() && !balls.length && !coming.length) coming.push({ x: rand(80, W - 80), t: 1 });
  }

  function moveDrops(dt: number) {
    if (R.hazard && (hazardIn -= dt) <= 0) {
      drops.push({ x: rand(40, W - 40), y: -30, vy: 0, kind: 'hazard' });
      hazardIn = rand(7, 12) / g.diff;
    }
    if (g.has('powerups') && (starIn -= dt) <= 0) {
      drops.push({ x: rand(40, W - 40), y: -30, vy: 0, kind: 'star' });
      starIn = rand(16, 24);
    }
    const hd = head();
    for (const d of drops) {
      d.vy = Math.min(d.vy + gravity() * 0.5 * dt, 260 * g.diff);
      d.y += d.vy * dt;
      if (!g.hit(d, hd, 40 * S)) continue;
      d.y = H + 99; // gone
      if (d.kind === 'star') {
        slow = 6;
        g.sound('win');
      } else g.loseLife();
    }
    drops = drops.filter((d) => d.y < GROUND);
  }

  return {
    controls: `Tap a ${g.role(ballRole).name} to kick it up; Arrows or drag move the ${g.role('player').name} to head them`,
    reset() {
      px = W / 2;
      pv = 0;
      // (multiball: two from the start)
      balls = (g.has('multiball') ? [-70, 70] : [0]).map((dx) => ({
        x: W / 2 + dx + rand(-20, 20),
        y: 160,
        vx: 0,
        vy: 0,
        spin: 0,
        cool: 0,
      }));
      [drops, floats, coming] = [[], [], []];
      [bounces, slow, bump, dragging] = [0, 0, 0, false];
      hazardIn = rand(8, 12);
      starIn = rand(10, 16);
    },
    update(dt) {
      slow -= dt;
      bump -= dt;
      control(dt);
      for (const c of coming)
        if ((c.t -= dt) <= 0) balls.push({ x: c.x, y: -BR, vx: rand(-40, 40), vy: 60, spin: 0, cool: 0 });
      coming = coming.filter((c) => c.t > 0);
      moveBalls(dt);
      if (g.state() !== 'play') return;
      moveDrops(dt);
      for (const f of floats) f.age += dt;
      floats = floats.filter((f) => f.age < 0.8);
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      if (slow > 0) {
        ctx.fillStyle = accent;
        ctx.globalAlpha = 0.08;
        ctx.fillRect(0, 0, W, H);
      }
      // the bounce count, big and faint behind it all, as keepy-uppy is counted aloud
      ctx.globalAlpha = 0.12;
      g.text(String(bounces), W / 2, H / 2 - 40, 140, fg);
      ctx.globalAlpha = 0.3;
      ctx.fillStyle = accent;
      ctx.fillRect(0, GROUND, W, H - GROUND);
      ctx.globalAlpha = 0.8;
      ctx.fillRect(0, GROUND, W, 3);
      // shadows on the ground: smaller and fainter the higher the ball
      ctx.fillStyle = '#000';
      for (const b of balls) {
        const k = clamp(1 - (GROUND - b.y) / 600, 0.2, 1);
        ctx.globalAlpha = 0.3 * k;
        ctx.beginPath();
        ctx.ellipse(b.x, GROUND + 6, BR * k, 5 * k, 0, 0, 7);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      for (const c of coming) g.text('▼', c.x, 52 + Math.sin(c.t * 20) * 3, 22, accent);
      for (const d of drops)
        if (d.kind === 'star') g.text('⭐', d.x, d.y, 30);
        else g.sprite('hazard', d.x, d.y, 38, Math.sin(d.y / 30) * 0.4);
      g.sprite('player', px, PY, bump > 0 ? 74 : 66);
      for (const b of balls) g.sprite(ballRole, b.x, b.y, (BR * 2.1) / S, b.spin);
      for (const f of floats) {
        ctx.globalAlpha = 1 - f.age / 0.8;
        g.text(f.s, f.x, f.y - f.age * 50, 22, fg);
      }
      ctx.globalAlpha = 1;
      if (slow > 0) g.text(`slow ${Math.ceil(slow)}`, W / 2, 50, 16, accent);
    },
    light: () => balls.reduce<Vec>((a, b) => (b.y > a.y ? b : a), balls[0] ?? head()),
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});
