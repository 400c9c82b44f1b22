// Roles: player = the ship (turns, thrusts with inertia, wraps at the edges); enemy (else hazard) = the
// drifting rocks that split large → medium → small when shot, each one destroyed one of the goal's
// things, and the boss, a giant one ringed like a saucer; hazard (when the rocks are the enemy) = what
// the boss shoots (red sparks without one); shot = your shots (accent dots without one).
// Score by size: 20 large, 50 medium, 100 small; 500 for the boss.
// Parts: levels (each cleared wave is the next level; without it the waves go on, one more rock each),
// boss (every third wave the giant crosses and recrosses, shooting at you, until shot down), powerups (a
// drifting star now and then: a shield for 8 s that breaks the rocks it touches), timer (lasting to the
// end wins unless there is a goal), night (light on the ship), highscores.
// Touch: hold a finger anywhere: the ship turns to it, fires while facing it, and thrusts toward it when
// it is far. A tap is one shot that way. One thumb plays it all and never covers the ship, which on-screen
// buttons would need three fingers for.
import type { RoleId } from '../../src/design';
import { boot, H, W, type Vec } from '../runtime';

interface Body extends Vec {
  vx: number;
  vy: number;
}
interface Rock extends Body {
  size: number; // 3 large, 2 medium, 1 small
  rot: number;
  spin: number;
}
interface Spark extends Body {
  life: number;
}
interface Saucer extends Vec {
  vx: number;
  y0: number;
  hp: number;
  max: number;
  cool: number;
}

const RADIUS = [0, 14, 24, 40];
const DRAWN = [0, 30, 52, 86];
const POINTS = [0, 100, 50, 20];
const TURN = 4.2;
const THRUST = 330;
const FAR = 120; // a finger farther than this from the ship pulls it along
// Emoji drawn pointing somewhere other than up: the turn that makes them face right.
const FACING: Record<string, number> = { '🚀': Math.PI / 4, '✈️': Math.PI / 4 };

boot((g) => {
  const S = g.design.params.size;
  const { rand, hit } = g;
  const { accent, fg } = g.design.setting;
  const R = g.design.roles;
  // What the prompt says to shoot is cast as the enemy: those are the rocks.
  const rockRole: RoleId = R.enemy ? 'enemy' : 'hazard';
  const boltRole: RoleId | null = R.enemy && R.hazard ? 'hazard' : null;
  const turnBy = FACING[g.role('player').emoji ?? ''];
  const sky = Array.from({ length: 70 }, () => ({
    x: rand(0, W),
    y: rand(0, H),
    r: rand(0.5, 1.6),
  }));
  let ship: Body & { a: number };
  let rocks: Rock[];
  let shots: Spark[];
  let bolts: Spark[]; // the saucer's
  let sparks: Spark[];
  let saucer: Saucer | null;
  let star: Spark | null;
  let wave: number;
  let safe: number; // seconds of blinking after a hit
  let shield: number;
  let cool: number;
  let starIn: number;
  let saucerIn: number; // Infinity: no saucer this wave
  let next: number; // the pause after a cleared wave
  let thrusting: boolean;
  let held: boolean; // a finger went down during play and is still down
  let aimAt: Vec;
  let aimFor: number; // seconds the ship still turns toward aimAt

  const wrap = (b: Vec, m: number) => {
    b.x = b.x < -m ? W + m : b.x > W + m ? -m : b.x;
    b.y = b.y < -m ? H + m : b.y > H + m ? -m : b.y;
  };
  const step = (b: Body, dt: number) => {
    b.x += b.vx * dt;
    b.y += b.vy * dt;
  };
  const angleTo = (p: Vec) => {
    const d = Math.atan2(p.y - ship.y, p.x - ship.x) - ship.a;
    return Math.atan2(Math.sin(d), Math.cos(d)); // -π … π, the short way round
  };
  const burst = (at: Vec, n: number) => {
    for (let i = 0; i < n; i++) {
      const a = rand(0, 7);
      const v = rand(40, 160);
      sparks.push({ x: at.x, y: at.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: rand(0.3, 0.7) });
    }
  };
  const rock = (x: number, y: number, size: number, dir: number): Rock => {
    const v = rand(30, 55) * (4 - size) ** 0.6 * g.diff * (1 + 0.06 * (wave - 1));
    return { x, y, size, vx: Math.cos(dir) * v, vy: Math.sin(dir) * v, rot: 0, spin: rand(-1.5, 1.5) };
  };

  function startWave() {
    const n = Math.min(3 + wave, 11);
    for (let i = 0; i < n; i++) {
      // from the edges, never on top of the ship
      const a = (i / n) * Math.PI * 2 + rand(-0.3, 0.3);
      rocks.push(rock(W / 2 + Math.cos(a) * 260, H / 2 + Math.sin(a) * 330, 3, rand(0, 7)));
    }
    saucerIn = g.has('boss') && wave % 3 === 0 ? 4 : Infinity;
    next = 0;
    if (!g.has('levels') && wave > 1) g.announce(`Wave ${wave}`);
  }
  function respawn() {
    ship = { x: W / 2, y: H / 2, vx: 0, vy: 0, a: -Math.PI / 2 };
    safe = 2;
  }

  function fire() {
    if (shots.length >= 5) return;
    const [c, s] = [Math.cos(ship.a), Math.sin(ship.a)];
    shots.push({
      x: ship.x + c * 22 * S,
      y: ship.y + s * 22 * S,
      vx: c * 480 + ship.vx,
      vy: s * 480 + ship.vy,
      life: 0.8,
    });
    cool = 0.2;
    g.sound('shoot');
  }

  function steer(dt: number) {
    const inp = g.input;
    const d = inp.dir();
    const p = inp.pointer;
    held = inp.tapped || (held && p.down); // not the press that started the round
    if (held) [aimAt, aimFor] = [{ x: p.x, y: p.y }, 0.6];
    let turn = d.x;
    thrusting = d.y < 0;
    if (!turn && aimFor > 0) {
      // touch: turn toward the finger, fire when facing it, fly to it while it is held far away
      const off = angleTo(aimAt);
      turn = g.clamp(off / (TURN * 1.3 * dt), -1.3, 1.3);
      if (held && Math.hypot(aimAt.x - ship.x, aimAt.y - ship.y) > FAR) thrusting = true;
      if (Math.abs(off) < 0.25 && cool <= 0) {
        fire();
        if (!held) aimFor = 0; // a tap is one shot
      }
    }
    aimFor -= dt;
    ship.a += turn * TURN * dt;
    if (thrusting) {
      ship.vx += Math.cos(ship.a) * THRUST * dt;
      ship.vy += Math.sin(ship.a) * THRUST * dt;
    }
    const k = Math.max(0, 1 - 0.5 * dt); // space is nearly frictionless, but not quite
    ship.vx *= k;
    ship.vy *= k;
    const v = Math.hypot(ship.vx, ship.vy);
    if (v > 340) [ship.vx, ship.vy] = [(ship.vx * 340) / v, (ship.vy * 340) / v];
    step(ship, dt);
    wrap(ship, 20);
    if ((inp.pressed(' ') && cool < 0.12) || (inp.keys.has(' ') && cool <= 0)) fire();
  }

  function breakRock(r: Rock, push: Vec) {
    rocks = rocks.filter((o) => o !== r);
    burst(r, 4 + r.size * 3);
    if (r.size > 1) {
      const dir = Math.atan2(r.vy + push.y * 0.15, r.vx + push.x * 0.15);
      for (const s of [-1, 1]) rocks.push(rock(r.x, r.y, r.size - 1, dir + s * rand(0.3, 0.9)));
    }
    if (r.size === 3) g.sound('beat');
    g.addScore(POINTS[r.size] - 1, true);
    g.got(1);
  }

  function moveSaucer(dt: number) {
    if (!saucer && (saucerIn -= dt) <= 0) {
      const left = g.chance(0.5);
      const hp = 6 + 2 * g.level;
      const y0 = rand(130, H - 170);
      saucer = {
        x: left ? -50 : W + 50,
        y: y0,
        y0,
        vx: (left ? 80 : -80) * g.diff,
        hp,
        max: hp,
        cool: 1.5,
      };
      saucerIn = Infinity;
      g.announce(`Giant ${g.role(rockRole).name}!`);
    }
    if (!saucer) return;
    saucer.x += saucer.vx * dt;
    saucer.y = saucer.y0 + Math.sin(g.time * 1.6) * 70;
    if (saucer.x < -60 || saucer.x > W + 60) {
      saucer.x = saucer.vx > 0 ? -60 : W + 60; // round again, at another height
      saucer.y0 = rand(130, H - 170);
    }
    if ((saucer.cool -= dt) <= 0) {
      const a = Math.atan2(ship.y - saucer.y, ship.x - saucer.x) + rand(-0.25, 0.25);
      bolts.push({ x: saucer.x, y: saucer.y, vx: Math.cos(a) * 220, vy: Math.sin(a) * 220, life: 2.4 });
      saucer.cool = rand(1, 1.6) / g.diff;
      g.sound('tick');
    }
  }

  /** Shots against rocks, the saucer and the star; the ship against everything. */
  function collide() {
    for (const s of shots) {
      const r = rocks.find((o) => hit(s, o, RADIUS[o.size] * S + 3));
      if (r) {
        s.life = 0;
        breakRock(r, { x: s.vx, y: s.vy });
      } else if (saucer && hit(s, saucer, 36 * S)) {
        s.life = 0;
        burst(s, 5);
        g.sound('tick');
        if (--saucer.hp <= 0) {
          burst(saucer, 24);
          saucer = null;
          g.addScore(499, true);
          g.got(1);
        }
      } else if (star && hit(s, star, 24)) {
        s.life = 0;
        takeStar();
      }
      if (g.state() !== 'play') return;
    }
    if (star && hit(ship, star, 30 * S)) takeStar();
    const r = rocks.find((o) => hit(ship, o, (RADIUS[o.size] + 12) * S));
    if (r && shield > 0) breakRock(r, { x: ship.vx, y: ship.vy });
    else if (
      safe <= 0 &&
      (r || bolts.some((b) => hit(ship, b, 14 * S)) || (saucer && hit(ship, saucer, 44 * S)))
    ) {
      burst(ship, 20);
      bolts = [];
      if (g.loseLife()) respawn();
    }
  }
  function takeStar() {
    star = null;
    shield = 8;
    g.sound('win');
  }

  function drawShip() {
    const { ctx } = g;
    if ((safe > 0 && Math.floor(safe * 8) % 2) || g.state() === 'over') return; // the blink after a hit
    const [c, s] = [Math.cos(ship.a), Math.sin(ship.a)];
    if (thrusting && g.state() === 'play') {
      // the flame: behind the ship, flickering
      const b = { x: ship.x - c * 22 * S, y: ship.y - s * 22 * S };
      const len = rand(14, 24) * S;
      ctx.fillStyle = '#fb923c';
      ctx.beginPath();
      ctx.moveTo(b.x - s * 7 * S, b.y + c * 7 * S);
      ctx.lineTo(b.x + s * 7 * S, b.y - c * 7 * S);
      ctx.lineTo(b.x - c * len, b.y - s * len);
      ctx.fill();
    }
    if (turnBy !== undefined) g.sprite('player', ship.x, ship.y, 44, ship.a + turnBy);
    else {
      g.sprite('player', ship.x, ship.y, 40);
      // a thing that does not point: a nose mark shows where it faces
      const n = { x: ship.x + c * 30 * S, y: ship.y + s * 30 * S };
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.moveTo(n.x + c * 9, n.y + s * 9);
      ctx.lineTo(n.x - s * 6, n.y + c * 6);
      ctx.lineTo(n.x + s * 6, n.y - c * 6);
      ctx.fill();
    }
    if (shield > 0 && (shield > 2 || Math.floor(shield * 6) % 2)) {
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      ctx.globalAlpha = 0.7;
      ctx.beginPath();
      ctx.arc(ship.x, ship.y, (32 + Math.sin(g.time * 8) * 2) * S, 0, 7);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
  }

  /** The boss: a giant rock in a glowing saucer's ring, its lights chasing round. */
  function drawSaucer(u: Vec) {
    const { ctx } = g;
    const ring = (front: boolean) => {
      ctx.strokeStyle = accent;
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.ellipse(u.x, u.y + 8, 70 * S, 18 * S, 0, front ? 0 : Math.PI, front ? Math.PI : Math.PI * 2);
      ctx.stroke();
    };
    ring(false);
    g.sprite(g.boss(rockRole), u.x, u.y, 92, Math.sin(g.time * 3) * 0.15);
    ring(true);
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI + ((g.time * 2) % (Math.PI / 5));
      dot(
        { x: u.x + Math.cos(a) * 70 * S, y: u.y + 8 + Math.sin(a) * 18 * S },
        4,
        i % 2 ? '#fde047' : '#f87171',
      );
    }
  }

  function dot(at: Vec, r: number, color: string) {
    g.ctx.fillStyle = color;
    g.ctx.beginPath();
    g.ctx.arc(at.x, at.y, r, 0, 7);
    g.ctx.fill();
  }

  return {
    controls: `Arrows turn and thrust, Space fires; or hold a finger: the ${g.role('player').name} turns to it, fires, and flies there`,
    reset() {
      [rocks, shots, bolts, sparks, saucer, star] = [[], [], [], [], null, null];
      [shield, cool, aimFor, starIn, held, thrusting] = [0, 0, 0, rand(12, 20), false, false];
      aimAt = { x: 0, y: 0 };
      wave = g.level;
      respawn();
      startWave();
    },
    update(dt) {
      [safe, shield, cool] = [safe - dt, shield - dt, cool - dt];
      steer(dt);
      for (const r of rocks) {
        step(r, dt);
        r.rot += r.spin * dt;
        wrap(r, RADIUS[r.size] * S);
      }
      for (const list of [shots, bolts, sparks])
        for (const b of list) {
          step(b, dt);
          if (list !== sparks) wrap(b, 4);
          b.life -= dt;
        }
      moveSaucer(dt);
      if (g.has('powerups') && !star && (starIn -= dt) <= 0) {
        const a = rand(0, 7);
        star = {
          x: g.chance(0.5) ? -20 : W + 20,
          y: rand(100, H - 100),
          vx: Math.cos(a) * 50,
          vy: Math.sin(a) * 50,
          life: 12,
        };
        starIn = rand(18, 28);
      }
      if (star) {
        step(star, dt);
        wrap(star, 20);
        if ((star.life -= dt) <= 0) star = null;
      }
      const round = rocks;
      collide();
      if (g.state() !== 'play' || rocks !== round) return; // over, or a new level began
      [shots, bolts, sparks] = [shots, bolts, sparks].map((l) => l.filter((b) => b.life > 0));
      if (rocks.length || saucer || saucerIn < Infinity) return;
      // The wave is cleared: a breath, then the next level or the next wave.
      if ((next += dt) < 1.2) return;
      if (g.has('levels') && g.design.params.goal === null) g.win();
      else {
        wave += 1;
        startWave();
      }
    },
    draw() {
      const { ctx } = g;
      ctx.fillStyle = fg;
      for (const s of sky) {
        ctx.globalAlpha = 0.25 + 0.2 * Math.sin(g.time + s.x);
        ctx.fillRect(s.x, s.y, s.r, s.r);
      }
      ctx.globalAlpha = 1;
      for (const s of sparks) {
        ctx.globalAlpha = Math.min(1, s.life * 2);
        dot(s, 2, fg);
      }
      ctx.globalAlpha = 1;
      for (const r of rocks) g.sprite(rockRole, r.x, r.y, DRAWN[r.size], r.rot);
      if (star) g.text('⭐', star.x, star.y, 30 + Math.sin(g.time * 6) * 4);
      for (const b of bolts)
        if (boltRole) g.sprite(boltRole, b.x, b.y, 24);
        else dot(b, 5, '#f87171');
      for (const s of shots)
        if (R.shot) g.sprite('shot', s.x, s.y, 20, Math.atan2(s.vy, s.vx) + Math.PI / 2);
        else dot(s, 3.5, accent);
      if (saucer) {
        drawSaucer(saucer);
        g.bossBar(g.boss(rockRole), saucer.hp, saucer.max);
      }
      drawShip();
      const p = g.input.pointer;
      if (held && g.state() === 'play') {
        // where the finger pulls: a ring, solid when it is far enough to thrust
        ctx.strokeStyle = accent;
        ctx.globalAlpha = 0.45;
        ctx.lineWidth = 2;
        ctx.setLineDash(Math.hypot(p.x - ship.x, p.y - ship.y) > FAR ? [] : [4, 4]);
        ctx.beginPath();
        ctx.arc(p.x, p.y, 22, 0, 7);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.globalAlpha = 1;
      }
    },
    light: () => ship,
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});
