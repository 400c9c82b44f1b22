// Dropping from the air onto what is below: Santa's presents down the chimneys, a water plane over forest
// fires, a stork with its bundles.
// Roles: player = who flies over, left and right along the top (up and down a little) while the ground
// scrolls by below; shot = what is dropped (presents, water, bombs), falling with a little of the flight's
// speed; target = what it is dropped on, standing on the ground and coming in from the right (chimneys,
// fires, ships): each one hit is one g.got and is done (a fire goes out, a house lights up); hazard =
// what flies at your height the other way (birds, balloons): a life when touched.
// With params.grounded the hazard stands on the ground among the targets instead ("rain on the fires but
// not on the picnics"): a drop on it costs a life.
// A target that scrolls off un-hit is a miss; three misses in a row cost a life.
// Parts: powerups (a star in the air: three dropped at once, spread, for 8 s), levels (without a goal:
// every 10 hits; the ground faster each), timer, night, highscores.
import { boot, targetKinds, type Entity, type RoleId, type Vec } from '../runtime';

interface Falling extends Vec {
  vx: number;
  vy: number;
}
interface Spot {
  x: number;
  /** One to spare (grounded hazard): dropped on, it costs a life. */
  spare?: boolean;
  /** Seconds since it was hit; -1 while it waits. */
  done: number;
  look: RoleId | Entity;
}

const PER_LEVEL = 10;

boot((g) => {
  const S = g.design.params.size;
  const GROUND = g.H - 64; // where the targets stand
  const kinds = targetKinds(g.design, 3);
  const grounded = !!g.design.roles.hazard && !!g.design.params.grounded;
  const hasHazard = !!g.design.roles.hazard && !grounded;
  let me: Vec;
  let vx: number; // the flight's own speed along, which a drop keeps a little of
  let falling: Falling[];
  let spots: Spot[];
  let flyers: Vec[];
  let star: Vec | null;
  let triple: number; // seconds of three at once
  let cool: number;
  let nextSpot: number;
  let nextFlyer: number;
  let missed: number; // in a row
  let hits: number;
  let scrolled: number;
  let safe: number;

  const ground = () => 85 * g.pace('target');

  function dropOne() {
    const spread = triple > 0 ? [-70, 0, 70] : [0];
    for (const dx of spread) falling.push({ x: me.x, y: me.y + 20, vx: vx * 0.35 + dx, vy: 60 });
    cool = 0.35;
    g.sound('jump');
  }

  function land(f: Falling) {
    const spot = spots.find((s) => s.done < 0 && Math.abs(s.x - f.x) < 34 * g.size('target'));
    if (!spot) return;
    spot.done = 0;
    if (spot.spare) {
      g.sound('bad');
      g.loseLife();
      return;
    }
    missed = 0;
    hits += 1;
    g.got(1, spot.look);
    if (g.state() === 'play' && g.has('levels') && g.design.params.goal === null && hits >= PER_LEVEL)
      g.win();
  }

  return {
    controls: 'Arrows or drag to fly; tap or Space to drop',
    reset() {
      me = { x: g.W * 0.3, y: 130 };
      vx = 0;
      [falling, spots, flyers] = [[], [], []];
      star = null;
      [triple, cool, nextSpot, nextFlyer, missed, hits, scrolled, safe] = [0, 0, 0.3, 2.5, 0, 0, 0, 1];
    },
    update(dt) {
      const d = g.input.dir();
      const p = g.input.pointer;
      const speed = 260;
      const was = me.x;
      if (d.x || d.y) {
        me.x += d.x * speed * dt;
        me.y += d.y * speed * 0.6 * dt;
      } else if (p.down && Math.hypot(p.x - me.x, p.y - me.y) > 14) {
        me.x += g.clamp(p.x - me.x, -speed * dt, speed * dt);
        me.y += g.clamp(p.y - me.y, -speed * 0.6 * dt, speed * 0.6 * dt);
      }
      me.x = g.clamp(me.x, 30, g.W - 30);
      me.y = g.clamp(me.y, 80, GROUND - 180);
      vx = dt > 0 ? (me.x - was) / dt : 0;
      cool -= dt;
      triple -= dt;
      safe -= dt;
      if ((g.input.pressed(' ') || g.input.pressed('Enter') || g.input.pressed('ArrowDown') || g.input.released) && cool <= 0) dropOne(); // prettier-ignore

      // The ground goes by: targets come in from the right.
      const move = ground() * dt;
      scrolled += move;
      nextSpot -= dt;
      if (nextSpot <= 0) {
        const spare = grounded && g.chance(0.35);
        spots.push({ x: g.W + 40, done: -1, look: spare ? 'hazard' : g.pick(kinds), spare });
        nextSpot = g.rand(1.1, 2.2) / Math.sqrt(g.diff);
      }
      for (const s of spots) {
        s.x -= move;
        if (s.done >= 0) s.done += dt;
      }
      const gone = spots.filter((o) => o.x < -40 && o.done < 0 && !o.spare).length;
      missed += gone;
      if (missed >= 3) {
        missed = 0;
        g.loseLife();
        if (g.state() !== 'play') return;
      }
      spots = spots.filter((o) => o.x >= -40);

      for (const f of falling) {
        f.vy += 520 * dt;
        f.x += f.vx * dt;
        f.y += f.vy * dt;
      }
      const landed = falling.filter((f) => f.y >= GROUND - 10);
      falling = falling.filter((f) => f.y < GROUND - 10);
      for (const f of landed) {
        land(f);
        if (g.state() !== 'play') return;
      }

      // What flies the other way at your height.
      if (hasHazard) {
        nextFlyer -= dt;
        if (nextFlyer <= 0) {
          flyers.push({ x: g.W + 30, y: g.rand(90, GROUND - 190) });
          nextFlyer = g.rand(1.6, 3.2) / g.diff;
        }
        const fly = 150 * g.pace('hazard') * dt;
        for (const f of flyers) f.x -= fly;
        flyers = flyers.filter((f) => f.x > -30);
        const touching = flyers.find((f) => g.hit(me, f, 34 * S));
        if (touching && safe <= 0) {
          flyers = flyers.filter((f) => f !== touching);
          safe = 1.5;
          if (!g.loseLife()) return;
        }
      }
      if (g.has('powerups')) {
        if (!star && g.chance(dt / 9)) star = { x: g.W + 20, y: g.rand(90, GROUND - 190) };
        if (star) {
          star.x -= 110 * dt;
          if (g.hit(me, star, 34)) {
            star = null;
            triple = 8;
            g.sound('win');
          } else if (star.x < -20) star = null;
        }
      }
    },
    draw() {
      const ctx = g.ctx;
      // The ground, and the rooftops or trees passing on it.
      ctx.fillStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.18;
      ctx.fillRect(0, GROUND + 22, g.W, g.H - GROUND - 22);
      for (let x = -(scrolled % 60); x < g.W; x += 60) ctx.fillRect(x, GROUND + 28, 30, 4);
      ctx.globalAlpha = 1;
      for (const s of spots) {
        if (s.done >= 0) ctx.globalAlpha = Math.max(0.35, 1 - s.done);
        g.sprite(s.look, s.x, GROUND, 54);
        ctx.globalAlpha = 1;
        if (s.done >= 0 && s.done < 0.8) g.text(s.spare ? '💢' : '✨', s.x, GROUND - 40 - s.done * 40, 26);
      }
      for (const f of falling) g.sprite('shot', f.x, f.y, 26);
      for (const f of flyers) g.sprite('hazard', f.x, f.y, 36);
      if (star) g.text('⭐', star.x, star.y, 30);
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 56);
      if (triple > 0) g.ring(me.x, me.y, 36, g.design.setting.accent, 3);
      // A dotted line straight down from you, faint: where a drop would fall were the ground still.
      ctx.strokeStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.15;
      ctx.setLineDash([4, 8]);
      ctx.beginPath();
      ctx.moveTo(me.x, me.y + 30);
      ctx.lineTo(me.x, GROUND);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
    },
    light: () => me,
  };
});
