// Roles: shot = thrown thing (else player), player = thrower, target (else enemy) = to knock down (g.got), goal = hoop when no target/enemy. Parts: levels, boss, aimAnywhere, timer, night.
// Drag back from the launcher and let go: the throw flies with gravity into a structure of wooden blocks
// with targets on it; knocked pieces fall and bring down what they held. A layout gives a few shots;
// running out costs a life and the layout again. A design with a goal but no target or enemy is a hoop
// game: each basket g.got(1), each miss a life (against a timer, only time). Levels: a new layout (or 5 baskets); boss: a big one
// taking 3 hits; aimAnywhere: drag from anywhere; night: light on the throw.
import { boot, type Vec } from '../runtime';

interface Body extends Vec {
  w: number;
  h: number;
  foe: boolean;
  vx: number;
  vy: number;
  angle: number;
  spin: number;
  /** Falling or flying: no longer part of the structure. */
  loose: boolean;
  hp: number;
  hitAt: number;
  /** The big one that takes several hits (the boss part). */
  boss: boolean;
}
interface Ball extends Vec {
  vx: number;
  vy: number;
  age: number;
  scored: boolean;
}

const GROUND = 580;
const GRAVITY = 600;
const L: Vec = { x: 96, y: 470 }; // the launcher's pouch
const MAX_PULL = 130;
const PULL_SPEED = 5.5;

boot((g) => {
  const S = g.design.params.size;
  const R = 16 * S;
  const roles = g.design.roles;
  const hoopMode = !!roles.goal && !roles.target && !roles.enemy;
  const foeRole = roles.target || !roles.enemy ? 'target' : 'enemy';
  const missile = roles.shot ? 'shot' : 'player';
  let bodies: Body[];
  let ball: Ball | null;
  let shots: number;
  let settle: number; // after a throw, time for the pieces to fall before judging
  let aim: { angle: number; power: number };
  let drag: { from: Vec; held: number } | null;
  let hoop: Vec;
  let baskets: number;

  const body = (x: number, y: number, w: number, h: number, foe: boolean, hp = 1): Body => ({
    ...{ x, y, w, h, foe, hp, boss: hp > 1 },
    ...{ vx: 0, vy: 0, angle: 0, spin: 0, loose: false, hitAt: -1 },
  });
  const build = () => {
    bodies = [];
    const n = g.clamp(1 + g.level, 2, 4);
    const xs = Array.from({ length: n }, (_, i) => 270 + (i * 170) / (n - 1));
    const tall = xs.map(() => g.int(2, Math.min(4, 2 + g.level)));
    const foe = (x: number, top: number, big = false) => {
      const size = (big ? 64 : 36) * S;
      bodies.push(body(x, top - size / 2, size, size, true, big ? 3 : 1));
    };
    xs.forEach((x, i) => {
      for (let k = 0; k < tall[i]; k++) bodies.push(body(x, GROUND - 20 - k * 40, 36, 40, false));
    });
    for (let i = 0; i < n; i++) {
      const top = GROUND - tall[i] * 40;
      // two towers of one height may carry a plank, with the foe in its middle
      if (i + 1 < n && tall[i + 1] === tall[i] && g.chance(0.6)) {
        const mid = (xs[i] + xs[i + 1]) / 2;
        bodies.push(body(mid, top - 7, xs[i + 1] - xs[i] + 36, 14, false));
        foe(mid, top - 14, g.has('boss') && i + 2 === n);
        i += 1;
      } else foe(xs[i], top, g.has('boss') && i + 1 === n);
    }
    shots = bodies.filter((b) => b.foe).length + 2;
  };
  const newHoop = () => (hoop = { x: g.rand(300, 400), y: g.rand(220, 420) });
  const velocity = (): Vec => {
    if (drag) {
      const dx = drag.from.x - g.input.pointer.x;
      const dy = drag.from.y - g.input.pointer.y;
      const k = Math.min(1, MAX_PULL / (Math.hypot(dx, dy) || 1));
      return { x: dx * k * PULL_SPEED, y: dy * k * PULL_SPEED };
    }
    return { x: Math.cos(aim.angle) * aim.power, y: -Math.sin(aim.angle) * aim.power };
  };
  const fire = (v: Vec) => {
    ball = { x: L.x, y: L.y, vx: v.x, vy: v.y, age: 0, scored: false };
    if (!hoopMode) shots -= 1;
    g.sound('shoot');
  };
  const knock = (b: Body, vx: number, vy: number) => {
    b.vx += vx;
    b.vy = Math.min(b.vy, vy);
    b.spin = g.rand(-6, 6);
    if (b.loose) return;
    b.loose = true;
    if (b.foe) g.got(1);
  };
  const overlaps = (a: Body, b: Body) =>
    Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2;
  /** A still piece with nothing under it starts to fall; so a knocked block brings down what it held. */
  const supported = (b: Body) =>
    b.y + b.h / 2 >= GROUND - 2 ||
    bodies.some(
      (o) =>
        o !== b &&
        !o.loose &&
        Math.abs(o.y - o.h / 2 - (b.y + b.h / 2)) < 4 &&
        Math.abs(o.x - b.x) < (o.w + b.w) / 2 - 6,
    );

  const moveBall = (b: Ball, dt: number) => {
    const before = b.y;
    b.age += dt;
    b.vy += GRAVITY * dt;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    if (b.y > GROUND - R) {
      b.y = GROUND - R;
      b.vy *= -0.4;
      b.vx *= 0.7;
    }
    if (hoopMode) {
      // the rim's two ends bounce the ball; passing down between them is a basket
      for (const rx of [hoop.x - 30, hoop.x + 30]) {
        const dx = b.x - rx;
        const dy = b.y - hoop.y;
        const d = Math.hypot(dx, dy);
        if (d < R + 4 && d > 0) {
          const dot = (b.vx * dx + b.vy * dy) / d;
          if (dot < 0) {
            b.vx -= (1.7 * dot * dx) / d;
            b.vy -= (1.7 * dot * dy) / d;
          }
        }
      }
      if (Math.abs(b.x - (hoop.x + 40)) < R && b.y > hoop.y - 70 && b.y < hoop.y + 10) {
        b.vx = -Math.abs(b.vx) * 0.6; // the backboard
        b.x = hoop.x + 40 - R;
      }
      if (!b.scored && b.vy > 0 && before < hoop.y && b.y >= hoop.y && Math.abs(b.x - hoop.x) < 26) {
        b.scored = true;
        g.got(1);
      }
      return;
    }
    for (const o of bodies) {
      const cx = g.clamp(b.x, o.x - o.w / 2, o.x + o.w / 2);
      const cy = g.clamp(b.y, o.y - o.h / 2, o.y + o.h / 2);
      if (Math.hypot(b.x - cx, b.y - cy) > R || g.time - o.hitAt < 0.25) continue;
      o.hitAt = g.time;
      g.sound('hit');
      if (--o.hp > 0) {
        b.vx *= -0.3; // a boss shrugs off a hit
        continue;
      }
      knock(o, b.vx * (o.foe ? 0.8 : 0.5), -120 + b.vy * 0.3);
      b.vx *= 0.5;
      b.vy *= 0.6;
    }
  };
  const moveBodies = (dt: number) => {
    for (const b of bodies) if (!b.loose && !supported(b)) knock(b, 0, 0);
    for (const b of bodies) {
      if (!b.loose) continue;
      b.vy += GRAVITY * dt;
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      b.angle += b.spin * dt;
      if (b.y + b.h / 2 > GROUND) {
        b.y = GROUND - b.h / 2;
        b.vy = Math.abs(b.vy) < 60 ? 0 : -b.vy * 0.25;
        b.vx *= 0.7;
        b.spin *= 0.6;
      }
      // a moving piece knocks the still ones it runs into
      for (const o of bodies)
        if (!o.loose && o !== b && Math.hypot(b.vx, b.vy) > 80 && overlaps(b, o)) {
          knock(o, b.vx * 0.6, -60);
          b.vx *= 0.7;
        }
    }
    bodies = bodies.filter((b) => b.x > -60 && b.x < g.W + 60);
  };
  /** A throw is over: judge it once the pieces have had time to fall. */
  const judge = () => {
    if (hoopMode) {
      // (against the clock a miss costs only time)
      if (!ball?.scored && !g.has('timer') && !g.loseLife()) return;
      if (ball?.scored) {
        newHoop();
        if (g.has('levels') && g.design.params.goal === null && ++baskets >= 5) g.win();
      }
    } else if (bodies.every((b) => !b.foe || b.loose)) {
      g.addScore(3 * shots); // unused shots are worth something
      g.win();
    } else if (shots <= 0 && g.loseLife()) build();
  };

  return {
    controls: 'Drag back and let go to throw; or Up/Down to aim, Left/Right for power, Space to throw',
    // Time up: a shootout is won with any basket (the score is how many); a knock-down needs them all.
    timeUp: () => (g.score() > 0 && hoopMode ? g.win("Time's up") : g.lose("Time's up")),
    reset() {
      if (hoopMode) bodies = [];
      else build();
      newHoop();
      baskets = 0;
      ball = null;
      settle = 0;
      drag = null;
      aim = { angle: 0.8, power: 480 };
    },
    update(dt) {
      const inp = g.input;
      const ready = !ball && settle <= 0;
      aim.angle = g.clamp(aim.angle + inp.dir().y * -1.2 * dt, -0.2, 1.5);
      aim.power = g.clamp(aim.power + inp.dir().x * 300 * dt, 250, MAX_PULL * PULL_SPEED);
      if (ready && inp.tapped) drag = { from: g.has('aimAnywhere') ? { ...inp.pointer } : L, held: 0 };
      if (drag) {
        drag.held += dt;
        if (!inp.pointer.down) {
          const v = velocity();
          // a quick tap is not a throw: only a real pull, held a moment, lets go
          if (ready && drag.held > 0.1 && Math.hypot(v.x, v.y) > 100) fire(v);
          drag = null;
        }
      } else if (ready && inp.pressed(' ')) fire(velocity());

      if (ball) {
        const thrown = ball;
        moveBall(thrown, dt);
        if (ball !== thrown) return; // that basket or knock won the round, and a new one began
        const still = ball.y >= GROUND - R - 1 && Math.hypot(ball.vx, ball.vy) < 40;
        if (still || ball.age > 6 || ball.x > g.W + 40 || ball.x < -40) {
          settle = 0.9;
          if (hoopMode) judge();
          ball = null;
        }
      } else if (settle > 0) {
        settle -= dt;
        if (settle <= 0 && !hoopMode) judge();
      }
      moveBodies(dt);
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      // with no place named, a sky over the field (a slingshot game's daylight)
      if (!g.design.setting.name && !g.has('night')) {
        const sky = ctx.createLinearGradient(0, 0, 0, GROUND);
        sky.addColorStop(0, '#1d4ed8');
        sky.addColorStop(1, '#7cc3f5');
        ctx.fillStyle = sky;
        ctx.fillRect(0, 0, g.W, GROUND);
      }
      ctx.fillStyle = accent;
      ctx.globalAlpha = 0.6;
      ctx.fillRect(0, GROUND, g.W, g.H - GROUND);
      ctx.globalAlpha = 1;
      // the launcher: a fork on a post, with the band pulled back while aiming
      ctx.strokeStyle = fg;
      ctx.lineWidth = 6;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(L.x, GROUND);
      ctx.lineTo(L.x, L.y + 30);
      ctx.lineTo(L.x - 16, L.y - 10);
      ctx.moveTo(L.x, L.y + 30);
      ctx.lineTo(L.x + 16, L.y - 10);
      ctx.stroke();
      if (missile === 'shot') g.sprite('player', 44, GROUND - 26, 48);
      const v = velocity();
      if (!ball && settle <= 0) {
        // the path the throw would take, as dots
        ctx.fillStyle = fg;
        for (let t = 0.08; t < 1.2; t += 0.08) {
          ctx.globalAlpha = 0.7 - t * 0.5;
          ctx.beginPath();
          ctx.arc(L.x + v.x * t, L.y + v.y * t + (GRAVITY * t * t) / 2, 3, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.globalAlpha = 1;
        const pull = drag ? Math.min(1, Math.hypot(v.x, v.y) / (MAX_PULL * PULL_SPEED)) * MAX_PULL : 0;
        const a = Math.atan2(v.y, v.x);
        g.sprite(missile, L.x - Math.cos(a) * pull, L.y - Math.sin(a) * pull, 34);
      }
      if (hoopMode) {
        g.sprite('goal', hoop.x + 14, hoop.y - 40, 64);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 5;
        ctx.beginPath();
        ctx.moveTo(hoop.x - 30, hoop.y);
        ctx.lineTo(hoop.x + 30, hoop.y);
        ctx.moveTo(hoop.x + 40, hoop.y - 70);
        ctx.lineTo(hoop.x + 40, hoop.y + 10);
        ctx.stroke();
        // the net under the rim
        ctx.strokeStyle = fg;
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        for (let k = 0; k <= 4; k++) {
          ctx.moveTo(hoop.x - 30 + k * 15, hoop.y);
          ctx.lineTo(hoop.x - 18 + k * 9, hoop.y + 34);
        }
        ctx.stroke();
      }
      for (const b of bodies) {
        ctx.save();
        ctx.translate(b.x, b.y);
        ctx.rotate(b.angle);
        if (b.foe) g.sprite(b.boss ? g.boss(foeRole) : foeRole, 0, 0, b.h / S);
        else {
          // a wooden block, its grain along it
          ctx.fillStyle = '#c08a4a';
          ctx.fillRect(-b.w / 2, -b.h / 2, b.w, b.h);
          ctx.strokeStyle = 'rgba(92,51,23,0.45)';
          ctx.lineWidth = 1.5;
          ctx.beginPath();
          const along = b.w > b.h;
          for (const k of [-0.25, 0.2]) {
            if (along) {
              ctx.moveTo(-b.w / 2 + 4, k * b.h);
              ctx.lineTo(b.w / 2 - 4, k * b.h);
            } else {
              ctx.moveTo(k * b.w, -b.h / 2 + 4);
              ctx.lineTo(k * b.w, b.h / 2 - 4);
            }
          }
          ctx.stroke();
          ctx.strokeStyle = '#5c3317';
          ctx.lineWidth = 2;
          ctx.strokeRect(-b.w / 2, -b.h / 2, b.w, b.h);
        }
        ctx.restore();
      }
      if (ball) g.sprite(missile, ball.x, ball.y, 34, ball.age * 8);
      if (!hoopMode) for (let i = 0; i < shots; i++) g.sprite(missile, 20 + i * 26, g.H - 28, 22);
    },
    light: () => ball ?? L,
  };
});
