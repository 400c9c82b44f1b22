// Eat what is smaller, grow, and keep away from what is bigger (Feeding Frenzy, agar.io).
// Roles: player (you, growing with every bite), target (food, always smaller than you), enemy (your
// rivals: each comes at a size of its own around yours, to be eaten while it is smaller and fled
// while it is bigger, ringed red then), hazard (hurts at any size: a hook, a rock).
// Parts: timer, levels, highscores, night (a light around you). Things swim in from the sides and
// across; you move with the arrows, WASD or a drag. Food is worth 1, a rival 3; your size follows what
// you have eaten, so the goal (30 bites when the design has none) is reached at your biggest. A bigger
// rival or a hazard costs a life.
import { boot, steer, targetKinds, type Vec } from '../runtime';

interface Swimmer extends Vec {
  vx: number;
  size: number;
  kind: 'food' | 'rival' | 'hazard';
  look: number; // which of the food's kinds
  wobble: number;
}

const START = 34; // your size at first (px tall)
const BIGGEST = 150;
const FULL_GROWN = 30; // bites

boot((g) => {
  const looks = targetKinds(g.design, 4);
  const rivals = !!g.design.roles.enemy;
  const hazards = !!g.design.roles.hazard;
  let me: Vec & { size: number; facing: number };
  let swimmers: Swimmer[];
  let eaten: number; // weighted: a rival counts 3
  let bites: number;
  let spawn: number;
  let safe: number;

  // How big you are after eating `n`: quick at first, levelling off toward the biggest.
  const sizeAfter = (n: number) => START + (BIGGEST - START) * (1 - Math.exp(-n / 14));
  const edible = (s: Swimmer) => s.kind === 'food' || (s.kind === 'rival' && s.size < me.size * 0.92);

  function spawnOne(roll = Math.random()) {
    const kind: Swimmer['kind'] =
      rivals && roll < 0.38 ? 'rival' : hazards && roll > 0.86 ? 'hazard' : 'food';
    const size =
      kind === 'food'
        ? g.rand(16, Math.max(20, me.size * 0.75))
        : kind === 'rival'
          ? g.clamp(me.size * g.rand(0.55, 1.9), 22, 210)
          : 38;
    const fromLeft = g.chance(0.5);
    const speed =
      g.rand(50, 120) * g.pace(kind === 'rival' ? 'enemy' : kind === 'hazard' ? 'hazard' : 'target');
    swimmers.push({
      x: fromLeft ? -size : g.W + size,
      y: g.rand(80, g.H - 30),
      vx: (fromLeft ? 1 : -1) * speed * (kind === 'rival' ? 0.8 + 40 / size : 1),
      size,
      kind,
      look: g.int(0, looks.length - 1),
      wobble: g.rand(0, 6),
    });
  }

  return {
    controls: 'Arrows or WASD to swim, or drag',
    reset() {
      me = { x: g.W / 2, y: g.H / 2, size: START, facing: 1 };
      swimmers = [];
      eaten = 0;
      bites = 0;
      spawn = 0;
      safe = 1.5;
      // (a few of each to begin with, spread out: rivals of both sizes among the food)
      [0.5, 0.5, 0.5, 0.1, 0.2, 0.95].forEach((roll, i) => {
        spawnOne(roll);
        swimmers[i].x = g.rand(40, g.W - 40);
      });
      // (nothing dangerous starts on top of you)
      swimmers = swimmers.filter((s) => edible(s) || !g.hit(me, s, 160));
    },
    update(dt) {
      const speed = (250 - (me.size - START) * 0.6) * Math.sqrt(g.diff); // the big are a little slower
      const move = steer(g.input, me, speed, dt);
      me.x += move.x;
      me.y += move.y;
      if (move.x) me.facing = Math.sign(move.x);
      const half = me.size / 2;
      me.x = g.clamp(me.x, half, g.W - half);
      me.y = g.clamp(me.y, 50 + half, g.H - half);
      safe -= dt;

      spawn -= dt;
      if (spawn <= 0) {
        spawnOne();
        spawn = g.rand(0.45, 0.9) / g.diff;
      }
      for (const s of swimmers) {
        s.wobble += dt * 2;
        s.x += s.vx * dt;
        s.y += Math.sin(s.wobble) * 18 * dt;
      }
      swimmers = swimmers.filter((s) => s.x > -s.size - 20 && s.x < g.W + s.size + 20);

      for (const s of swimmers) {
        if (!g.hit(me, s, (me.size + s.size) * 0.36)) continue;
        if (edible(s)) {
          swimmers = swimmers.filter((o) => o !== s);
          const worth = s.kind === 'rival' ? 3 : 1;
          eaten += worth;
          me.size = sizeAfter(eaten);
          if (worth > 1) g.addScore(worth - 1);
          bites += 1;
          g.got(1);
          // (without a goal of its own, the round is won full grown)
          if (g.design.params.goal === null && bites >= FULL_GROWN) g.win('Full grown!');
          if (g.state() !== 'play') return;
        } else if (safe <= 0) {
          safe = 1.5;
          if (s.kind === 'hazard') swimmers = swimmers.filter((o) => o !== s);
          g.loseLife();
          if (g.state() !== 'play') return;
        }
      }
    },
    draw() {
      for (const s of swimmers) {
        const who = s.kind === 'food' ? looks[s.look] : s.kind === 'rival' ? 'enemy' : 'hazard';
        g.ctx.save();
        g.ctx.translate(s.x, s.y);
        if (s.vx > 0 && s.kind !== 'hazard') g.ctx.scale(-1, 1); // facing where it swims
        g.sprite(who, 0, 0, s.size);
        g.ctx.restore();
        if (s.kind === 'rival' && !edible(s)) g.ring(s.x, s.y, s.size * 0.55, '#ef4444', 2);
      }
      if (g.showing(safe)) {
        // (you look like your rivals: a ring says which one is you)
        if (rivals && g.design.roles.enemy!.name === g.design.roles.player?.name)
          g.ring(me.x, me.y, me.size * 0.58, g.design.setting.accent, 2);
        g.ctx.save();
        g.ctx.translate(me.x, me.y);
        if (me.facing > 0) g.ctx.scale(-1, 1);
        g.sprite('player', 0, 0, me.size);
        g.ctx.restore();
      }
    },
    light: () => ({ x: me.x, y: me.y, r: 120 + me.size }),
  };
});
