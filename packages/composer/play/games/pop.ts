// Roles: target = what floats up from the bottom to be popped (bubbles, balloons, fireflies); hazard
// (optional) = what floats among them and must not be popped (a life).
// A tap or click pops what is under it (the arrows move a ring and Space pops, so it plays without a
// pointer). Each popped target is one of the goal's things; a quick run of pops is a combo worth more.
// A target that floats off the top gets away: on hard each one costs a life, otherwise every fifth.
// More of them, and faster, with g.diff, the level and the time played.
// How many are popped shows top left (the score, with its combos, ends the round and ranks it).
// design.decor: drawn on the targets, one on each ("balloons with animals on them").
// Parts: boss (now and then a giant one that takes several pops, with g.bossBar), powerups (now and then
// an hourglass that slows everything, or a burst that pops all on screen), night (each one glows; light
// at the ring), levels (without a goal: 20 pops a level), timer, highscores.
import { boot, type Vec } from '../runtime';

type Kind = 'target' | 'hazard' | 'boss' | 'slow' | 'burst';
interface Floater extends Vec {
  kind: Kind;
  vy: number;
  sway: number; // how far it drifts side to side
  phase: number;
  baseX: number;
  size: number;
  hp: number;
  deco: number; // which of the design's decor is drawn on it
}
interface Ring extends Vec {
  age: number;
  color: string;
  size: number;
}

const RAINBOW = ['#ef4444', '#f59e0b', '#facc15', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];
const TOP = 64; // above this line a floater has got away (the score line is over it)
const PER_LEVEL = 20;
const AWAY_PER_LIFE = 5;

boot((g) => {
  const S = g.design.params.size;
  const hard = g.design.params.difficulty === 'hard';
  const { accent, fg } = g.design.setting;
  let floaters: Floater[];
  let rings: Ring[];
  let aim: Vec;
  let spawn: number;
  let popped: number;
  let away: number;
  let combo: number;
  let lastPop: number;
  let slow: number;
  let bossIn: number;

  const decor = g.design.decor ?? [];
  // Balloons come in every colour (unless a colour was asked for).
  const target = g.role('target');
  const rainbow = /balloon/.test(target.name) && !target.tint;
  const pace = () => g.diff * (1 + Math.min(0.6, g.time / 90)) * (slow > 0 ? 0.45 : 1);
  const radius = (f: Floater) => (f.size * S) / 2 + 8;

  function rise(kind: Kind): Floater {
    const boss = kind === 'boss';
    const x = g.rand(50, g.W - 50);
    return {
      kind,
      x,
      baseX: x,
      y: g.H + 40,
      vy: (boss ? 38 : g.rand(55, 95)) * (kind === 'hazard' ? 0.9 : 1),
      sway: g.rand(12, 40),
      phase: g.rand(0, 6),
      size: boss ? 110 : kind === 'target' || kind === 'hazard' ? g.rand(44, 56) : 40,
      hp: boss ? 6 + 2 * g.level : 1,
      deco: g.int(0, 99),
    };
  }

  function burst(at: Vec, color: string, size: number) {
    rings.push({ x: at.x, y: at.y, age: 0, color, size });
  }

  function pop(f: Floater) {
    if (f.kind === 'hazard') {
      floaters = floaters.filter((o) => o !== f);
      burst(f, '#ef4444', f.size);
      g.sound('bad');
      g.loseLife();
      return;
    }
    if (f.kind === 'boss' && --f.hp > 0) {
      g.sound('hit');
      g.addScore(2);
      f.vy *= 0.9;
      burst(f, accent, f.size * 0.6);
      return;
    }
    floaters = floaters.filter((o) => o !== f);
    burst(f, f.kind === 'boss' ? accent : fg, f.size);
    if (f.kind === 'slow') {
      slow = 5;
      g.announce('Slow motion!');
      return;
    }
    if (f.kind === 'burst') {
      g.announce('Pop them all!');
      for (const o of floaters.filter((o) => o.kind === 'target')) pop(o);
      return;
    }
    combo = g.time - lastPop < 0.8 ? combo + 1 : 1;
    lastPop = g.time;
    g.addScore(f.kind === 'boss' ? 25 : Math.min(combo, 5));
    popped += 1;
    g.got(1);
    if (g.state() === 'play' && g.has('levels') && g.design.params.goal === null && popped >= PER_LEVEL)
      g.win();
  }

  /** Pops the nearest floater under the point, if any. */
  function tapAt(p: Vec) {
    const under = floaters
      .filter((f) => g.hit(p, f, radius(f)))
      .sort((a, b) => Math.hypot(a.x - p.x, a.y - p.y) - Math.hypot(b.x - p.x, b.y - p.y));
    if (under[0]) pop(under[0]);
    else g.sound('tick');
  }

  return {
    controls: 'Tap or click to pop (arrows move, Space pops)',
    reset() {
      g.showScore(false); // (how many are popped is its count, top left; the score ends the round)
      floaters = [];
      rings = [];
      aim = { x: g.W / 2, y: g.H / 2 };
      spawn = 0.4;
      popped = 0;
      away = 0;
      combo = 0;
      lastPop = -9;
      slow = 0;
      bossIn = 25;
    },
    update(dt) {
      slow -= dt;
      const d = g.input.dir();
      aim.x = g.clamp(aim.x + d.x * 360 * dt, 20, g.W - 20);
      aim.y = g.clamp(aim.y + d.y * 360 * dt, TOP, g.H - 20);
      if (g.input.tapped) {
        aim = { ...g.input.tapAt };
        tapAt(g.input.tapAt);
      } else if (g.input.pressed(' ')) tapAt(aim);
      if (g.state() !== 'play') return;

      spawn -= dt;
      if (spawn <= 0) {
        const roll = Math.random();
        const kind: Kind =
          g.has('powerups') && roll < 0.04
            ? g.chance(0.5)
              ? 'slow'
              : 'burst'
            : g.design.roles.hazard && roll < 0.22
              ? 'hazard'
              : 'target';
        floaters.push(rise(kind));
        spawn = g.rand(0.45, 1.0) / pace();
      }
      if (g.has('boss')) {
        bossIn -= dt;
        if (bossIn <= 0 && !floaters.some((f) => f.kind === 'boss')) {
          floaters.push(rise('boss'));
          g.announce(`Giant ${g.role('target').name}!`);
          bossIn = 30;
        }
      }
      for (const f of [...floaters]) {
        f.y -= f.vy * pace() * dt;
        f.phase += dt * 1.6;
        f.x = g.clamp(f.baseX + Math.sin(f.phase) * f.sway, 24, g.W - 24);
        if (f.y < TOP - radius(f)) {
          floaters = floaters.filter((o) => o !== f);
          if (f.kind !== 'target' && f.kind !== 'boss') continue;
          away += 1;
          if (hard || f.kind === 'boss' || away % AWAY_PER_LIFE === 0) {
            g.announce('Got away!');
            g.loseLife();
            if (g.state() !== 'play') return;
          } else g.sound('bad');
        }
      }
      for (const r of rings) r.age += dt;
      rings = rings.filter((r) => r.age < 0.45);
    },
    draw() {
      const ctx = g.ctx;
      // The line they get away over.
      ctx.strokeStyle = fg;
      ctx.globalAlpha = 0.18;
      ctx.setLineDash([8, 8]);
      ctx.beginPath();
      ctx.moveTo(0, TOP);
      ctx.lineTo(g.W, TOP);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      for (const f of floaters) {
        if (g.has('night') && f.kind !== 'hazard') {
          // a glow behind each one, so the night shows where they are
          const glow = ctx.createRadialGradient(f.x, f.y, 2, f.x, f.y, f.size);
          glow.addColorStop(0, accent);
          glow.addColorStop(1, 'transparent');
          ctx.globalAlpha = 0.35 + 0.15 * Math.sin(f.phase * 3);
          ctx.fillStyle = glow;
          ctx.fillRect(f.x - f.size, f.y - f.size, f.size * 2, f.size * 2);
          ctx.globalAlpha = 1;
        }
        if (f.kind === 'slow') g.text('⏳', f.x, f.y, 34);
        else if (f.kind === 'burst') g.text('💥', f.x, f.y, 34);
        else {
          const tilt = Math.sin(f.phase) * 0.15;
          const look = f.kind === 'target' && rainbow ? { ...target, tint: RAINBOW[f.deco % RAINBOW.length] } : f.kind; // prettier-ignore
          g.sprite(f.kind === 'boss' ? g.boss('target') : look, f.x, f.y, f.size, tilt);
          // ("balloons with animals on them"): one on each
          if (decor.length && f.kind === 'target')
            g.sprite(decor[f.deco % decor.length], f.x, f.y - f.size * 0.1, f.size * 0.5, tilt);
        }
        if (f.kind === 'boss') g.bossBar(g.boss('target'), f.hp, 6 + 2 * g.level);
      }
      for (const r of rings) {
        const t = r.age / 0.45;
        ctx.globalAlpha = 1 - t;
        g.ring(r.x, r.y, (r.size / 2) * (1 + t), r.color, 3);
        ctx.globalAlpha = 1;
      }
      g.ring(aim.x, aim.y, 22, accent, 2);
      g.text(`${g.say('Popped')} ${popped}`, 12, 22, 20, fg, 'left');
      if (combo > 1 && g.time - lastPop < 0.8)
        g.text(`x${Math.min(combo, 5)}`, aim.x, aim.y - 34, 20, accent);
    },
    // At night each one is a light of its own (fireflies), and so is the ring.
    light: () => [
      aim,
      ...floaters.filter((f) => f.kind !== 'hazard').map((f) => ({ x: f.x, y: f.y, r: f.size * 1.3 })),
    ],
  };
});
