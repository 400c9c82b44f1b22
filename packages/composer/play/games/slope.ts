// Down a snowy slope (as in SkiFree): skiing, snowboarding, sledding, a penguin sliding down a hill.
// Roles: player = who slides down (seen from above, near the top of the screen); hazard = what stands
// on the slope (trees, and the design's extras beside them: rocks; a crash costs a life); target = what lies on the way to pick up (fish,
// coins: the goal's things); goal (optional) = the flags of the gates (passing between two is a point).
// Left/Right (or the pointer held to one side, or a tilt of a drag) steer; the slope goes by faster the
// further down, and turning slows a little. Distance is points (one each 10 m).
// Parts: powerups (now and then a star: a few seconds of going through anything), levels (without a
// goal: 500 m a level), timer (reaching the end of the clock wins), night (light at the player),
// highscores, chaser (SkiFree's yeti: the enemy comes down behind you, a little faster than you go
// straight, more so while you turn or lie crashed; its touch costs a life and it falls back, to come
// again).
import { boot, type Entity, type Vec } from '../runtime';

type Kind = 'hazard' | 'target' | 'gate' | 'star';
interface Thing extends Vec {
  kind: Kind;
  /** What a hazard looks like: the hazard, or one of the design's extras (trees and rocks). */
  look?: Entity;
  width: number; // a gate's gap
  passed: boolean;
}

const Y = 190; // where the player rides
const LEVEL_M = 500;

boot((g) => {
  const S = g.design.params.size;
  let x: number;
  let lean: number; // -1..1, how far it is turned to a side
  let speed: number; // px a second down the slope
  let metres: number;
  let things: Thing[];
  let until: number; // px until the next thing
  let crash: number; // seconds of the crash (no steering)
  let star: number; // seconds of going through anything
  let trail: Vec[];
  const chasing = g.has('chaser') && !!g.design.roles.enemy;
  let chaser: Vec | null; // the one coming down behind you (chaser)
  let chaseIn: number; // seconds until it comes (again)

  function add(kind: Kind) {
    const gapW = 150;
    const looks = [g.role('hazard'), ...(g.design.extras ?? [])];
    things.push({
      kind,
      look: kind === 'hazard' && looks.length > 1 ? g.pick(looks) : undefined,
      x: kind === 'gate' ? g.rand(gapW / 2 + 30, g.W - gapW / 2 - 30) : g.rand(24, g.W - 24),
      y: g.H + 40,
      width: gapW,
      passed: false,
    });
  }

  return {
    controls: 'Left/Right to steer (or hold the pointer to a side)',
    reset() {
      x = g.W / 2;
      lean = 0;
      speed = 180;
      metres = 0;
      things = [];
      until = 120;
      crash = 0;
      star = 0;
      trail = [];
      chaser = null;
      chaseIn = 6;
    },
    update(dt) {
      crash -= dt;
      star -= dt;
      if (g.state() !== 'play') return;
      // steering: the arrows, or the pointer held (or dragged) to a side of the rider
      const inp = g.input;
      let want = inp.dir().x;
      if (inp.pointer.down) want = g.clamp((inp.pointer.x - x) / 80, -1, 1);
      if (crash > 0) want = 0;
      lean += (want - lean) * Math.min(1, dt * 6);
      x = g.clamp(x + lean * 300 * dt, 22, g.W - 22);
      // faster the further down, a little slower while turned hard
      const top = (260 + Math.min(260, metres * 0.25)) * g.diff;
      speed += ((crash > 0 ? 40 : top * (1 - Math.abs(lean) * 0.25)) - speed) * Math.min(1, dt * 1.5);
      const fall = speed * dt;
      metres += fall / 20;
      g.addScore(Math.floor(metres / 10) - Math.floor((metres - fall / 20) / 10), true);
      if (g.has('levels') && g.design.params.goal === null && metres >= LEVEL_M * g.level) return g.win();

      until -= fall;
      if (until <= 0) {
        const roll = Math.random();
        const kind: Kind =
          g.has('powerups') && roll < 0.03
            ? 'star'
            : g.design.roles.goal && roll < 0.15
              ? 'gate'
              : g.design.roles.target && roll < 0.42
                ? 'target'
                : 'hazard';
        add(kind);
        until = g.rand(70, 150) / Math.sqrt(g.diff);
      }
      for (const t of things) t.y -= fall * (t.kind === 'hazard' ? g.pace('hazard') : 1);
      things = things.filter((t) => t.y > -60);
      trail.push({ x, y: Y });
      for (const p of trail) p.y -= fall;
      trail = trail.filter((p) => p.y > -10);

      const me = { x, y: Y };
      if (chasing && !chaser && (chaseIn -= dt) <= 0) chaser = { x, y: -50 };
      if (chaser) {
        // down the slope at a little more than your best straight speed: it gains while you turn or crash
        chaser.y += (top * 1.06 * g.pace('enemy') - speed) * dt;
        chaser.x += g.clamp(x - chaser.x, -170 * dt, 170 * dt);
        chaser.y = Math.max(chaser.y, -120);
        if (g.hit(me, chaser, 34 * S) && star <= 0) {
          chaser = null;
          chaseIn = 8;
          crash = 1.2;
          g.sound('bad');
          if (!g.loseLife()) return;
        }
      }
      for (const t of [...things]) {
        if (t.kind === 'gate') {
          if (!t.passed && t.y < Y) {
            t.passed = true;
            if (Math.abs(x - t.x) < t.width / 2) {
              g.addScore(5);
              g.sound('point');
            } else g.sound('bad');
          }
          continue;
        }
        const reach = (t.kind === 'hazard' ? 26 * g.size('hazard') : 30) * S;
        if (!g.hit(me, t, reach)) continue;
        if (t.kind === 'hazard') {
          if (star > 0 || crash > 0) continue;
          things = things.filter((o) => o !== t);
          crash = 1.2;
          speed = 40;
          g.sound('bad');
          if (!g.loseLife()) return;
        } else {
          things = things.filter((o) => o !== t);
          if (t.kind === 'star') {
            star = 5;
            g.sound('win');
          } else {
            g.sound('point');
            g.got(1);
            if (g.state() !== 'play') return;
          }
        }
      }
    },
    draw() {
      const ctx = g.ctx;
      // the snow of the slope (at night, in the dark the runtime lays over it)
      const snow = ctx.createLinearGradient(0, 0, g.W, g.H);
      snow.addColorStop(0, '#f8fafc');
      snow.addColorStop(1, '#dbe7f3');
      ctx.fillStyle = snow;
      ctx.fillRect(0, 0, g.W, g.H);
      // the tracks left in the snow
      ctx.strokeStyle = 'rgba(100,116,139,0.35)';
      ctx.lineWidth = 3;
      for (const side of [-7, 7]) {
        ctx.beginPath();
        trail.forEach((p, i) => (i ? ctx.lineTo(p.x + side, p.y) : ctx.moveTo(p.x + side, p.y)));
        ctx.stroke();
      }
      for (const t of things) {
        if (t.kind === 'gate') {
          for (const side of [-1, 1]) {
            const fx = t.x + (side * t.width) / 2;
            if (g.design.roles.goal) g.sprite('goal', fx, t.y, 34);
          }
        } else if (t.kind === 'star') g.text('⭐', t.x, t.y, 30);
        else g.sprite(t.look ?? t.kind, t.x, t.y, t.kind === 'hazard' ? 50 : 32);
      }
      if (chaser) g.sprite('enemy', chaser.x, chaser.y, 56, Math.sin(g.time * 12) * 0.15);
      if (star > 0) g.ring(x, Y, 30, g.design.setting.accent, 3);
      if (crash <= 0 || g.showing(crash)) g.sprite('player', x, Y, 48, crash > 0 ? g.time * 12 : lean * 0.5);
      g.text(`${Math.floor(metres)} m`, g.W - 16, 70, 18, '#0f172a', 'right');
    },
    light: () => ({ x, y: Y }),
  };
});
