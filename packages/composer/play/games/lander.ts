// Roles: player = the craft that lands; hazard = rocks drifting across the sky (only when the design
// names one); target = fuel drifting in the sky (powerups). Parts: levels (a landing each: the pad gets
// narrower, the ground rougher, gravity stronger), timer, night, highscores, powerups.
// Gravity pulls the craft down; Up/W/Space or holding the pointer fires the engine (fuel runs out),
// Left/Right or the pointer's side pushes it sideways. Touching down on the pad slowly and level is a
// landing (g.got, points for the fuel left); touching the ground anywhere else, or too fast, is a crash
// and costs a life. The speed meter turns green when a touchdown would be safe.
import { boot, type Vec } from '../runtime';

interface Rock extends Vec {
  vx: number;
  spin: number;
}

const SAFE_FALL = 70; // px/s down at touchdown
const SAFE_DRIFT = 45; // px/s sideways at touchdown
/** Emoji drawn flying up and to the right: turned so the craft stands upright. */
const DIAGONAL = new Set(['🚀', '✈️', '🛩️']);
const SEG = 24; // the ground's samples, pixels apart
const TOP = 70; // the craft starts below the score line

boot((g) => {
  const S = g.design.params.size;
  const R = 18 * S; // the craft's half height
  const hasRocks = !!g.design.roles.hazard;
  const upright = DIAGONAL.has(g.role('player').emoji ?? '') ? -Math.PI / 4 : 0;
  let craft: Vec & { vx: number; vy: number };
  let fuel: number;
  let ground: number[]; // heights, one per SEG
  let pad: { x: number; w: number; y: number };
  let rocks: Rock[];
  let cans: Vec[];
  let burning: boolean;
  let pause: number; // seconds of "Landed!" or the crash before the next approach
  let flame: number;
  let landed: number; // landings this round: each one narrows the pad a little more

  const gravity = () => 55 * g.diff * (g.design.params.gravity ?? 1);
  const groundAt = (x: number) => {
    const i = g.clamp(Math.floor(x / SEG), 0, ground.length - 2);
    const t = (x - i * SEG) / SEG;
    return ground[i] * (1 - t) + ground[i + 1] * t;
  };

  /** New ground with one flat pad, narrower and rougher with each level. */
  function terrain() {
    const hard = g.level - 1 + landed;
    const w = g.clamp(120 - 12 * hard, 64, 120) * Math.min(1.4, S);
    const x = g.rand(40, g.W - 40 - w);
    const y = g.rand(g.H - 150, g.H - 70);
    const rough = 40 + 12 * hard;
    ground = [];
    for (let i = 0; i * SEG <= g.W + SEG; i++) {
      const gx = i * SEG;
      const onPad = gx >= x - SEG && gx <= x + w + SEG;
      ground.push(onPad ? y : g.clamp(y + g.rand(-rough, rough), g.H - 230, g.H - 20));
    }
    pad = { x, w, y };
  }

  function approach() {
    craft = { x: g.rand(80, g.W - 80), y: TOP + 20, vx: g.rand(-40, 40), vy: 0 };
    fuel = 100;
    rocks = [];
    cans = [];
    pause = 0;
    terrain();
  }

  function land() {
    landed += 1;
    g.sound('win');
    g.addScore(Math.round(fuel)); // the fuel left is the bonus
    g.announce('Landed!');
    pause = 1.2;
    craft.vx = 0;
    craft.vy = 0;
    g.got(1);
    if (g.state() === 'play' && g.has('levels') && g.design.params.goal === null) g.win();
  }

  function crash(why: string) {
    g.announce(why);
    pause = 1.2;
    craft.vy = 0;
    craft.vx = 0;
    g.loseLife();
  }

  return {
    controls: 'Up, W or Space (or hold) to fire the engine, arrows to steer',
    reset() {
      flame = 0;
      landed = 0;
      approach();
    },
    update(dt) {
      flame += dt;
      if (pause > 0) {
        pause -= dt;
        if (pause <= 0) approach();
        return;
      }
      const k = g.input.keys;
      const p = g.input.pointer;
      burning = fuel > 0 && (k.has('ArrowUp') || k.has('w') || k.has(' ') || p.down);
      let side = g.input.dir().x;
      if (!side && p.down) side = g.clamp((p.x - craft.x) / 80, -1, 1);
      if (side && fuel > 0) fuel -= 6 * Math.abs(side) * dt;
      if (burning) fuel -= 22 * dt;
      fuel = Math.max(0, fuel);
      craft.vy += (gravity() - (burning ? 150 : 0)) * dt;
      craft.vx += side * (fuel > 0 ? 90 : 0) * dt;
      craft.x += craft.vx * dt;
      craft.y += craft.vy * dt;
      if (craft.y < TOP) {
        craft.y = TOP;
        craft.vy = Math.max(0, craft.vy);
      }
      if (craft.x < R || craft.x > g.W - R) {
        craft.x = g.clamp(craft.x, R, g.W - R);
        craft.vx = -craft.vx * 0.4;
      }

      // Rocks cross the sky from level 1 when the design names them; fuel drifts by with powerups.
      if (hasRocks && g.chance(dt * (0.35 + 0.1 * g.level))) {
        const left = g.chance(0.5);
        rocks.push({
          x: left ? -30 : g.W + 30,
          y: g.rand(TOP + 40, g.H - 260),
          vx: (left ? 1 : -1) * g.rand(50, 110) * g.diff,
          spin: 0,
        });
      }
      for (const r of rocks) {
        r.x += r.vx * dt;
        r.spin += dt * 2;
        if (g.hit(r, craft, R + 14 * S)) return crash('Hit!');
      }
      rocks = rocks.filter((r) => r.x > -40 && r.x < g.W + 40);
      if (g.has('powerups') && cans.length === 0 && g.chance(dt * 0.15))
        cans.push({ x: g.rand(60, g.W - 60), y: g.rand(TOP + 60, g.H - 280) });
      cans = cans.filter((c) => {
        if (!g.hit(c, craft, R + 14)) return true;
        fuel = Math.min(100, fuel + 40);
        g.sound('point');
        return false;
      });

      // Touchdown: the pad, slowly and level, is a landing; anything else a crash.
      const feet = craft.y + R;
      if (feet >= groundAt(craft.x)) {
        craft.y = groundAt(craft.x) - R;
        const onPad = craft.x - R * 0.6 >= pad.x && craft.x + R * 0.6 <= pad.x + pad.w;
        if (!onPad) crash('Missed the pad');
        else if (craft.vy > SAFE_FALL || Math.abs(craft.vx) > SAFE_DRIFT) crash('Too fast!');
        else land();
      }
    },
    draw() {
      const ctx = g.ctx;
      // The ground, filled down to the bottom edge.
      ctx.fillStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.35;
      ctx.beginPath();
      ctx.moveTo(0, g.H);
      ground.forEach((h, i) => ctx.lineTo(i * SEG, h));
      ctx.lineTo(g.W, g.H);
      ctx.closePath();
      ctx.fill();
      ctx.globalAlpha = 1;
      // The pad: a bright bar with a light at each end that blinks.
      ctx.fillStyle = g.design.setting.accent;
      ctx.fillRect(pad.x, pad.y - 4, pad.w, 8);
      const blink = Math.sin(flame * 6) > 0 ? 1 : 0.35;
      ctx.globalAlpha = blink;
      ctx.beginPath();
      ctx.arc(pad.x + 4, pad.y - 10, 5, 0, Math.PI * 2);
      ctx.arc(pad.x + pad.w - 4, pad.y - 10, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;

      for (const r of rocks) g.sprite('hazard', r.x, r.y, 36, r.spin);
      for (const c of cans) g.text('⛽', c.x, c.y, 28);
      if (burning && pause <= 0) g.text('🔥', craft.x, craft.y + R + 10 + Math.sin(flame * 40) * 2, 22 * S);
      g.sprite('player', craft.x, craft.y, R * 2.4, upright + g.clamp(craft.vx / 200, -0.5, 0.5));

      // Fuel and the fall speed, green while a touchdown would be safe.
      ctx.fillStyle = '#ffffff';
      ctx.globalAlpha = 0.25;
      ctx.fillRect(16, g.H - 26, 120, 10);
      ctx.globalAlpha = 1;
      ctx.fillStyle = fuel > 25 ? g.design.setting.accent : '#ef4444';
      ctx.fillRect(16, g.H - 26, 1.2 * fuel, 10);
      g.text('⛽', 150, g.H - 21, 16);
      const safe = craft.vy <= SAFE_FALL && Math.abs(craft.vx) <= SAFE_DRIFT;
      g.text(
        `↓ ${Math.max(0, Math.round(craft.vy))}`,
        g.W - 20,
        g.H - 21,
        18,
        safe ? '#22c55e' : '#ef4444',
        'right',
      );
    },
    light: () => craft,
  };
});
