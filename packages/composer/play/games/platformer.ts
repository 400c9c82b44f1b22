// Roles: player = climber, target = pickups on platforms (g.got), hazard = spikes on platforms, enemy = floaters, goal = top of a level. Parts: powerups, levels, boss, timer, night.
// Bounce up from platform to platform; the score is the height reached. Falling off the bottom costs a
// life (and brings the climber back with a boost). Floaters (only when the design names an enemy) can be
// stomped from above. Powerups: a rocket on a platform for a big boost; levels: reach the goal up high;
// boss: a big floater (the enemy, or the hazard); night: light on the climber.
// A hazard that rises ("escape the rising water", "the lava is rising") is no spike on platforms but a
// flood coming up from below, ever faster: touching it costs a life and it falls back a little.
import { boot, type Vec } from '../runtime';

interface Platform extends Vec {
  w: number;
  /** Sideways speed of a moving platform (0 for still ones). */
  vx: number;
  item: 'target' | 'hazard' | 'spring' | null;
  /** The hazard sits at one end (-1 left, 1 right). */
  at: number;
}
interface Floater extends Vec {
  vx: number;
  big: boolean;
}

const GRAVITY = 1500;
const BOUNCE_BASE = 800;
const SPRING = 1500;

boot((g) => {
  const BOUNCE = BOUNCE_BASE * (g.design.params.jump ?? 1); // ("jump higher")
  const S = g.design.params.size;
  const R = 18 * S;
  const foe = g.design.roles.enemy ? 'enemy' : 'hazard';
  const rising = /\b(rising|flood|tide|lava|acid)\b/.test(g.design.roles.hazard?.name ?? '');
  let flood: number; // world y of the rising flood's surface
  let me: Vec;
  let vx: number;
  let vy: number;
  let platforms: Platform[];
  let floaters: Floater[];
  let top: number; // world y of the highest platform made so far (world y grows downwards)
  let cam: number; // world y shown at the top of the screen
  let safe: number;
  let goalY: number;
  let best: number;

  const height = () => Math.max(0, Math.round((520 - me.y) / 10));
  const addPlatform = () => {
    const climbed = 520 - top;
    // gaps widen with the climb but stay under the bounce's 213 px reach
    top -= g.rand(55, 75) + Math.min(85, (climbed / 120) * Math.sqrt(g.diff));
    const roll = Math.random();
    const item = roll < 0.25 ? 'target' : !rising && roll < 0.25 + 0.1 * g.diff ? 'hazard' : null;
    // a platform with a hazard is wider, to leave room to land beside it
    const w = g.clamp(100 - climbed / 150, 64, 100) + (item === 'hazard' ? 50 : 0);
    const spring = !item && g.has('powerups') && g.chance(0.06);
    const vx = g.chance(Math.min(0.4, climbed / 8000)) ? g.rand(50, 110) * g.diff : 0;
    const x = g.rand(w / 2, g.W - w / 2);
    platforms.push({ x, y: top, w, vx, item: spring ? 'spring' : item, at: g.pick([-1, 1]) });
    if (g.design.roles.enemy && g.chance(Math.min(0.15, 0.03 + climbed / 15000)))
      floaters.push({ x: g.rand(40, g.W - 40), y: top - 35, vx: g.pick([-60, 60]), big: false });
  };
  const itemX = (p: Platform) => (p.item === 'hazard' ? p.x + p.at * (p.w / 2 - 20) : p.x);
  const respawn = () => {
    // back in at the bottom of the view with a big boost, so a fall costs a life but not the climb
    me.y = cam + g.H - 40;
    vy = -SPRING;
    safe = 1.5;
  };

  return {
    controls: 'Arrows or A/D to move, or hold/drag left and right',
    reset() {
      me = { x: g.W / 2, y: 480 };
      vx = 0;
      vy = -BOUNCE;
      platforms = [{ x: g.W / 2, y: 560, w: g.W, vx: 0, item: null, at: 0 }];
      floaters = [];
      top = 560;
      cam = 0;
      safe = 0;
      best = 0;
      flood = g.H + 4; // (just under the floor's edge: it shows as soon as it starts to rise)
      goalY = g.has('levels') ? 520 - (2500 + 500 * g.level) : -Infinity;
      if (g.has('boss')) floaters.push({ x: 60, y: -1500, vx: 90, big: true });
      while (top > cam - g.H) addPlatform();
    },
    update(dt) {
      // steer: keys, or towards where the pointer is held
      const d = g.input.dir().x;
      const want = d
        ? d * 320
        : g.input.pointer.down
          ? g.clamp((g.input.pointer.x - me.x) * 6, -320, 320)
          : 0;
      vx += (want - vx) * Math.min(1, dt * 10);
      me.x += vx * dt;
      if (me.x < -R) me.x += g.W + 2 * R; // wrap around the sides
      if (me.x > g.W + R) me.x -= g.W + 2 * R;
      const before = me.y;
      vy += GRAVITY * dt;
      me.y += vy * dt;
      safe -= dt;

      for (const p of platforms) {
        if (p.vx) {
          p.x += p.vx * dt;
          if (p.x < p.w / 2 || p.x > g.W - p.w / 2) p.vx = -p.vx;
        }
        // land only when falling through the platform's top
        const feet = me.y + R;
        if (vy > 0 && before + R <= p.y && feet >= p.y && Math.abs(me.x - p.x) < p.w / 2 + R * 0.5) {
          me.y = p.y - R;
          vy = p.item === 'spring' ? -SPRING : -BOUNCE;
          g.sound('jump');
        }
        const on = { x: itemX(p), y: p.y - 18 * S };
        if (p.item === 'target' && g.hit(me, on, 34 * S)) {
          p.item = null;
          g.got(1);
        } else if (p.item === 'hazard' && safe <= 0 && g.hit(me, on, 24 * S)) {
          p.item = null;
          safe = 1.5;
          if (!g.loseLife()) return;
        }
      }
      for (const f of floaters) {
        const w = f.big ? 60 : 20;
        f.x += f.vx * dt * g.diff;
        if (f.x < w || f.x > g.W - w) f.vx = -f.vx;
        if (!g.hit(me, f, (f.big ? 40 : 24) * S + R * 0.6)) continue;
        if (vy > 0 && me.y < f.y) {
          f.y = Infinity; // stomped: gone, with a bounce
          vy = -BOUNCE * 1.1;
          g.addScore(f.big ? 10 : 3);
        } else if (safe <= 0) {
          safe = 1.5;
          if (!g.loseLife()) return;
        }
      }
      const h = height();
      if (h > best) {
        g.addScore(h - best, true); // the score is the height reached, quietly
        best = h;
      }
      if (me.y < goalY + 40) return g.win();

      // the view follows upwards only; new platforms appear above, old ones drop away below
      cam = Math.min(cam, me.y - g.H * 0.4);
      while (top > cam - 60) addPlatform();
      platforms = platforms.filter((p) => p.y < cam + g.H + 40);
      floaters = floaters.filter((f) => f.y < cam + g.H + 60);
      if (me.y - R > cam + g.H && g.loseLife()) respawn();
      if (rising) {
        // it rises ever faster, and never drops out of sight below the view
        flood = Math.min(flood - (24 + Math.min(60, best / 40)) * g.pace('hazard') * dt, cam + g.H - 12);
        if (me.y + R > flood && safe <= 0) {
          safe = 1.5;
          if (!g.loseLife()) return;
          flood += 260;
          me.y = Math.min(me.y, flood - 120);
          vy = -SPRING;
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      const sy = (y: number) => y - cam;
      if (goalY > cam - 100) {
        if (g.design.roles.goal) g.sprite('goal', g.W / 2, sy(goalY), 60);
        else g.text('🏁', g.W / 2, sy(goalY), 56);
        ctx.fillStyle = fg;
        ctx.fillRect(0, sy(goalY) + 34, g.W, 3);
      }
      for (const p of platforms) {
        ctx.fillStyle = accent;
        ctx.beginPath();
        ctx.roundRect(p.x - p.w / 2, sy(p.y), p.w, 14, 7);
        ctx.fill();
        const y = sy(p.y) - 18 * S;
        if (p.item === 'target') g.sprite('target', p.x, y + Math.sin(g.time * 4 + p.x) * 3, 32);
        if (p.item === 'hazard') g.sprite('hazard', itemX(p), y, 34);
        if (p.item === 'spring') g.text('🚀', p.x, y, 28);
      }
      for (const f of floaters)
        if (sy(f.y) > -60) g.sprite(f.big ? g.boss(foe) : foe, f.x, sy(f.y), f.big ? 84 : 40);
      if (rising && sy(flood) < g.H) {
        // the flood: a band of water (or lava) with a wavy top, its picture riding on it
        const top = sy(flood);
        const what = g.role('hazard').name;
        ctx.fillStyle = /lava/.test(what) ? '#ea580c' : /acid/.test(what) ? '#65a30d' : '#2563eb';
        ctx.globalAlpha = 0.85;
        ctx.beginPath();
        ctx.moveTo(0, g.H);
        for (let x = 0; x <= g.W; x += 20) ctx.lineTo(x, top + Math.sin(g.time * 3 + x / 30) * 6);
        ctx.lineTo(g.W, g.H);
        ctx.fill();
        ctx.globalAlpha = 1;
        for (let x = 40; x < g.W; x += 120)
          g.sprite('hazard', x, top + 24 + Math.sin(g.time * 2 + x) * 4, 30);
      }
      g.text(`${height()} m`, g.W - 12, g.H - 18, 16, fg, 'right');
      if (g.showing(safe)) g.sprite('player', me.x, sy(me.y), 44, g.clamp(vx / 1200, -0.25, 0.25));
    },
    light: () => ({ x: me.x, y: me.y - cam }),
  };
});
