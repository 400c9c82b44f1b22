// Swing from vine to vine (or web to web, rope to rope): a side view that scrolls on as far as you get.
// Roles: player (hangs and swings: a monkey, a spider, a hero), target (pickups hanging in the air
// between the vines: g.got; a goal of N wins when N are got), hazard (optional: what waits below, a
// river's crocodiles; a fall costs a life either way). Parts: timer, levels (without a goal, a level
// is LEVEL_AT vines on; each level spaces them wider), night (light on the player), highscores.
// Hanging, the player swings like a pendulum; Left/Right pump it higher. Space or a tap lets go (the
// swing's speed carries on) and, in the air, grabs the nearest vine in reach (ringed). Each vine further
// on than the last is a point.
import { boot, type Vec } from '../runtime';

interface Anchor extends Vec {
  len: number; // how far the vine hangs
  sway: number;
}
interface Pickup extends Vec {
  taken: boolean;
}

const GRAVITY = 900;
const TOP = 34; // where the vines hang from
const GRAB = 46; // how near the vine the player must be to grab it
const BUFFER = 0.35; // a grab asked for a moment early still grabs
const FLOOR = 60; // the band at the bottom a fall ends in
const LEVEL_AT = 15;

boot((g) => {
  const { ctx } = g;
  const name = g.design.roles.player?.name ?? '';
  const webbed = /spider/.test(name);
  const rope = webbed ? '#e5e7eb' : /rope|grappl|hook|ninja|pirate/.test(name) ? '#a16207' : '#15803d';
  const below = g.design.roles.hazard ? 'hazard' : null;
  let anchors: Anchor[];
  let pickups: Pickup[];
  let on: Anchor | null; // the vine held, or null in the air
  let length: number;
  let angle: number; // 0: straight down, positive: to the right
  let spin: number; // angle per second
  let p: Vec;
  let v: Vec;
  let cam: number;
  let furthest: number; // index of the furthest vine grabbed
  let lastHeld: Anchor;
  let falling: number; // seconds since a fall, before the player is back on a vine
  let grab: number; // seconds a grab asked for in the air still holds

  const gap = () => g.rand(150, 215) * (1 + 0.06 * (g.level - 1));
  function extend() {
    while (anchors[anchors.length - 1].x < cam + g.W + 300) {
      const last = anchors[anchors.length - 1];
      const next: Anchor = { x: last.x + gap(), y: TOP, len: g.rand(170, 270), sway: g.rand(0, 6) };
      anchors.push(next);
      if (g.chance(0.75)) pickups.push({ x: (last.x + next.x) / 2 + g.rand(-25, 25), y: g.rand(170, 360), taken: false }); // prettier-ignore
    }
    anchors = anchors.filter((a) => a.x > cam - 400 || a === lastHeld);
    pickups = pickups.filter((t) => t.x > cam - 100 && !t.taken);
  }
  function hang(a: Anchor, fromAngle?: number) {
    on = a;
    lastHeld = a;
    const dx = p.x - a.x;
    const dy = p.y - a.y;
    length = fromAngle === undefined ? g.clamp(Math.hypot(dx, dy), 60, a.len + GRAB) : a.len;
    angle = fromAngle ?? Math.atan2(dx, dy);
    // what speed it had across the rope keeps it swinging
    spin = fromAngle === undefined ? (v.x * Math.cos(angle) - v.y * Math.sin(angle)) / length : 0;
    place();
    const k = anchors.indexOf(a);
    if (k > furthest) {
      g.addScore(k - furthest);
      furthest = k;
      if (g.design.params.goal === null && g.has('levels') && furthest >= LEVEL_AT) g.win();
    }
  }
  function place() {
    if (!on) return;
    p = { x: on.x + length * Math.sin(angle), y: on.y + length * Math.cos(angle) };
  }
  /** Where a loose vine hangs at a height (it sways). */
  const vineAt = (a: Anchor, y: number) => a.x + Math.sin(g.time * 1.5 + a.sway) * 12 * ((y - a.y) / a.len);
  /** The vine the player touches (or nearly), nearest first. */
  const reachable = () =>
    anchors
      .filter(
        (a) =>
          a !== on && p.y > a.y + 30 && p.y < a.y + a.len + GRAB && Math.abs(p.x - vineAt(a, p.y)) < GRAB,
      )
      .sort((a, b) => Math.abs(p.x - a.x) - Math.abs(p.x - b.x))[0];

  return {
    controls: 'Space or tap to let go and to grab the next vine, Left/Right to swing higher',
    reset() {
      anchors = [{ x: 150, y: TOP, len: 220, sway: 0 }];
      grab = 0;
      pickups = [];
      cam = 0;
      furthest = 0;
      falling = 0;
      p = { x: 0, y: 0 };
      v = { x: 0, y: 0 };
      lastHeld = anchors[0];
      hang(anchors[0], -0.9);
      extend();
    },
    update(dt) {
      if (g.state() !== 'play') {
        // (the title shows it swinging)
        spin += (-GRAVITY / length) * Math.sin(angle) * dt;
        angle += spin * dt;
        place();
        return;
      }
      const act = g.input.pressed(' ') || g.input.pressed('ArrowUp') || g.input.tapped;
      if (falling > 0) {
        falling -= dt;
        if (falling <= 0) {
          hang(lastHeld, -0.7);
        }
        return;
      }
      if (on) {
        const pump = g.input.dir().x;
        // a pump along the way it swings adds to it (as legs do on a swing)
        spin += ((-GRAVITY / length) * Math.sin(angle) + pump * 2.2) * dt;
        spin *= 1 - 0.05 * dt;
        angle += spin * dt;
        // (a rope goes slack past the top: it stops there)
        if (Math.abs(angle) > 2.6) {
          angle = Math.sign(angle) * 2.6;
          spin = 0;
        }
        place();
        if (act) {
          // let go: on with the swing's speed, and a little lift
          v = { x: length * spin * Math.cos(angle) * 1.1, y: -length * spin * Math.sin(angle) * 1.1 - 60 };
          on = null;
          g.sound('jump');
        }
      } else {
        v.y += GRAVITY * dt;
        p.x += v.x * dt;
        p.y += v.y * dt;
        if (p.y < 20) {
          p.y = 20;
          v.y = Math.max(0, v.y);
        }
        grab = act ? BUFFER : grab - dt;
        const near = grab > 0 ? reachable() : undefined;
        if (near) {
          hang(near);
          grab = 0;
          g.sound('point');
        }
        if (p.y > g.H - FLOOR + 10) {
          falling = 0.9;
          if (!g.loseLife()) return;
        }
      }
      for (const t of pickups)
        if (!t.taken && g.hit(t, p, 34 * g.size('target'))) {
          t.taken = true;
          g.got(1);
          if (g.state() !== 'play') return;
        }
      cam += (p.x - g.W * 0.35 - cam) * Math.min(1, dt * 4);
      extend();
    },
    light: () => ({ x: p.x - cam, y: p.y, r: 170 }),
    draw() {
      const sx = (x: number) => x - cam;
      // the canopy the vines hang from
      ctx.fillStyle = webbed ? 'rgba(71,85,105,0.85)' : 'rgba(20,83,45,0.9)';
      ctx.fillRect(0, 0, g.W, 40);
      for (let i = Math.floor(cam / 46) - 1; i < (cam + g.W) / 46 + 1; i++) {
        ctx.beginPath();
        ctx.arc(sx(i * 46), 40 + (i % 3) * 6, 26, 0, Math.PI * 2);
        ctx.fill();
      }
      // the band below a fall ends in
      ctx.fillStyle = below ? 'rgba(30,64,175,0.55)' : 'rgba(20,83,45,0.8)';
      ctx.fillRect(0, g.H - FLOOR, g.W, FLOOR);
      if (below)
        for (let i = Math.floor(cam / 240); i < (cam + g.W) / 240 + 1; i++)
          g.sprite(below, sx(i * 240 + 90 + Math.sin(g.time * 0.7 + i) * 50), g.H - 30 + Math.sin(g.time * 2 + i) * 4, 44); // prettier-ignore
      const near = on ? null : reachable();
      ctx.lineWidth = 4;
      for (const a of anchors) {
        if (sx(a.x) < -60 || sx(a.x) > g.W + 60) continue;
        ctx.strokeStyle = a === near ? g.design.setting.accent : rope;
        ctx.beginPath();
        ctx.moveTo(sx(a.x), a.y);
        if (a === on) ctx.lineTo(sx(p.x), p.y);
        else {
          // a loose vine, swaying, with leaves along it
          const end = vineAt(a, a.y + a.len);
          ctx.quadraticCurveTo(sx(a.x), a.y + a.len / 2, sx(end), a.y + a.len);
        }
        ctx.stroke();
        if (!webbed && a !== on) {
          ctx.fillStyle = '#22c55e';
          for (let k = 1; k < 5; k++) {
            const y = a.y + (a.len * k) / 5;
            ctx.beginPath();
            ctx.ellipse(sx(vineAt(a, y)) + (k % 2 ? 6 : -6), y, 7, 3.5, k % 2 ? 0.5 : -0.5, 0, Math.PI * 2);
            ctx.fill();
          }
        }
      }
      for (const t of pickups)
        if (!t.taken) g.sprite('target', sx(t.x), t.y + Math.sin(g.time * 3 + t.x) * 5, 34);
      if (falling <= 0 || g.showing(falling)) g.sprite('player', sx(p.x), p.y, 46, on ? angle * -0.4 : 0);
    },
  };
});
