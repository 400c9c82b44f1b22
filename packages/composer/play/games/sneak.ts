// Stealth: get what you came for without being seen.
// Roles: player (you), enemy (the watchers: guards, a cat), target (what you take: cheese, a diamond).
// Without an enemy the watchers are the targets themselves: come up on one from outside its view and
// it is got (a ghost scaring people), and it runs off.
// A round is won with the design's goal taken (8 when it has none).
// Parts: timer, levels (one more watcher each), highscores, night (a light around you), sleeps.
// Watchers walk rounds about the furniture, stopping at the corners to look around; each sees a cone
// that the furniture blocks. Seen, a watcher grows suspicious ("?"), and in about half a second it has
// spotted you ("!"): a life, and back to where you came in (where nobody sees you). With sleeps: one watcher lies in the middle
// and sleeps; it stirs ("!") before it wakes, and while it is awake, anything that moves is seen (a
// mouse stealing cheese from a sleeping cat, red light green light).
import { boot, lookout, steer, targetKinds, type Vec } from '../runtime';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Watcher extends Vec {
  facing: number; // radians
  route: Vec[];
  leg: number; // the corner it walks to
  pause: number; // looking around at a corner
  look: number; // where it started looking from
  suspicion: number; // 0..1; at 1 it has spotted you
  fled: number; // a scared watcher running off (seconds)
}

const RANGE = 175;
const HALF_CONE = 0.6; // radians each side
const START: Vec = { x: 240, y: 604 };
const ENOUGH = 8; // what a round takes when the design says no number

boot((g) => {
  const sleeps = g.has('sleeps');
  const takes = !!g.design.roles.target && !!g.design.roles.enemy; // else the watchers are the targets
  const watcherRole = g.design.roles.enemy ? 'enemy' : 'target';
  // Furniture in a 2 × 2, with lanes between (the sleeper's room has none: it sees all).
  const boxes: Box[] = sleeps
    ? []
    : [
        { x: 75, y: 185, w: 110, h: 80 },
        { x: 295, y: 185, w: 110, h: 80 },
        { x: 75, y: 405, w: 110, h: 80 },
        { x: 295, y: 405, w: 110, h: 80 },
      ];
  const SPOTS: Vec[] = [
    { x: 240, y: 335 },
    { x: 240, y: 130 },
    { x: 40, y: 335 },
    { x: 440, y: 335 },
    { x: 130, y: 120 },
    { x: 350, y: 120 },
    { x: 130, y: 540 },
    { x: 350, y: 540 },
  ];
  let me: Vec;
  let watchers: Watcher[];
  let loot: (Vec & { look: number })[];
  const looks = targetKinds(g.design, 4); // (what you take, in all its kinds)
  let safe: number;
  let sleeper: ReturnType<typeof lookout>; // asleep (away), stirring (warn), awake (look)
  let caughtFlash: number;
  let firstBox = 0;

  const inBox = (p: Vec, pad: number) =>
    boxes.some((b) => p.x > b.x - pad && p.x < b.x + b.w + pad && p.y > b.y - pad && p.y < b.y + b.h + pad);
  // How far a ray goes before furniture stops it (slabs), up to `max`.
  function reach(o: Vec, a: number, max: number): number {
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let best = max;
    for (const b of boxes) {
      const tx1 = (b.x - o.x) / dx;
      const tx2 = (b.x + b.w - o.x) / dx;
      const ty1 = (b.y - o.y) / dy;
      const ty2 = (b.y + b.h - o.y) / dy;
      const near = Math.max(Math.min(tx1, tx2), Math.min(ty1, ty2));
      const far = Math.min(Math.max(tx1, tx2), Math.max(ty1, ty2));
      if (far >= Math.max(near, 0) && near < best) best = Math.max(0, near);
    }
    return best;
  }
  const angleTo = (a: Vec, b: Vec) => Math.atan2(b.y - a.y, b.x - a.x);
  const turn = (from: number, to: number) => Math.atan2(Math.sin(to - from), Math.cos(to - from));
  function sees(w: Watcher, p: Vec): boolean {
    if (w.fled > 0) return false;
    if (sleeps) return sleeper.phase() === 'look';
    const d = Math.hypot(p.x - w.x, p.y - w.y);
    if (d > RANGE) return false;
    const a = angleTo(w, p);
    return Math.abs(turn(w.facing, a)) < HALF_CONE && reach(w, a, d) >= d - 2;
  }

  // A round about one piece of furniture, 40 px out, one way or the other.
  function routeAround(b: Box, clockwise: boolean): Vec[] {
    const m = 40;
    const loop = [
      { x: b.x - m, y: b.y - m },
      { x: b.x + b.w + m, y: b.y - m },
      { x: b.x + b.w + m, y: b.y + b.h + m },
      { x: b.x - m, y: b.y + b.h + m },
    ];
    return clockwise ? loop : loop.reverse();
  }
  function newWatcher(i: number): Watcher {
    if (sleeps) {
      return { x: g.W / 2, y: 230, facing: Math.PI / 2, route: [], leg: 0, pause: 0, look: 0, suspicion: 0, fled: 0 }; // prettier-ignore
    }
    const b = boxes[(i + firstBox) % boxes.length]; // (each about its own)
    const route = routeAround(b, g.chance(0.5));
    const at = g.int(0, 3);
    const p = route[at];
    return { x: p.x, y: p.y, facing: 0, route, leg: (at + 1) % 4, pause: 0, look: 0, suspicion: 0, fled: 0 }; // prettier-ignore
  }
  function placeLoot(): Vec & { look: number } {
    const look = g.int(0, looks.length - 1);
    if (sleeps) {
      // under its nose: the closer, the braver
      const a = g.rand(0.3, Math.PI - 0.3);
      const r = g.rand(95, 150);
      return { x: g.W / 2 + Math.cos(a) * r, y: 230 + Math.sin(a) * r * 0.8, look };
    }
    const free = SPOTS.filter((s) => !loot?.some((l) => g.hit(l, s, 40)) && !g.hit(s, me, 120));
    const s = g.pick(free.length ? free : SPOTS);
    return { x: s.x, y: s.y, look };
  }
  function taken() {
    g.got(1);
    if (g.design.params.goal === null && g.score() >= ENOUGH) g.win();
  }
  function caught() {
    g.sound('bad');
    caughtFlash = 0.8;
    safe = 1.5;
    me = { ...START };
    for (const w of watchers) w.suspicion = 0;
    g.loseLife();
  }

  return {
    controls: sleeps
      ? 'Arrows or WASD to move, or drag: freeze when it wakes'
      : 'Arrows or WASD to sneak, or drag',
    reset() {
      me = { ...START };
      firstBox = g.int(0, 3);
      const count = sleeps ? 1 : Math.min(4, 2 + (g.level - 1));
      watchers = Array.from({ length: count }, (_, i) => newWatcher(i));
      loot = [];
      if (takes) for (let i = 0; i < (sleeps ? 2 : 3); i++) loot.push(placeLoot());
      safe = 1;
      sleeper = lookout(g, [2, 4.5], 0.8, [1.6, 2.8]);
      caughtFlash = 0;
    },
    update(dt) {
      safe -= dt;
      caughtFlash -= dt;
      const was = { ...me };
      const move = steer(g.input, me, 165, dt, 1);
      // (furniture is in the way: slide along it)
      me.x = g.clamp(me.x + move.x, 16, g.W - 16);
      if (inBox(me, 14)) me.x = was.x;
      me.y = g.clamp(me.y + move.y, 70, g.H - 18);
      if (inBox(me, 14)) me.y = was.y;
      const moved = Math.hypot(me.x - was.x, me.y - was.y) > 0.2;

      const turned = sleeps ? sleeper.step(dt) : null;
      if (turned) g.sound(turned === 'warn' ? 'tick' : turned === 'look' ? 'bad' : 'point');

      for (const [i, w] of watchers.entries()) {
        if (w.fled > 0) {
          // scared off: it runs from you, and walks back in a while later
          w.fled -= dt;
          const a = angleTo(me, w);
          w.x += Math.cos(a) * 260 * dt;
          w.y += Math.sin(a) * 260 * dt;
          if (w.fled <= 0) Object.assign(w, newWatcher(i));
          continue;
        }
        if (!sleeps) {
          if (w.pause > 0) {
            // looking around at a corner, either side of where it came from
            w.pause -= dt;
            w.facing = w.look + Math.sin((1.4 - w.pause) * 3) * 0.9;
          } else {
            const to = w.route[w.leg];
            const dist = Math.hypot(to.x - w.x, to.y - w.y);
            const step = 62 * g.pace(watcherRole) * dt;
            w.facing += turn(w.facing, angleTo(w, to)) * Math.min(1, dt * 8);
            if (dist <= step) {
              w.x = to.x;
              w.y = to.y;
              w.leg = (w.leg + 1) % w.route.length;
              w.pause = 1.4;
              w.look = w.facing;
            } else {
              w.x += ((to.x - w.x) / dist) * step;
              w.y += ((to.y - w.y) / dist) * step;
            }
          }
        }
        // (in the hole you came in by, nobody sees you)
        const seen = safe <= 0 && !g.hit(me, START, 26) && sees(w, me) && (!sleeps || moved);
        const near = 1 - Math.min(1, Math.hypot(me.x - w.x, me.y - w.y) / RANGE);
        w.suspicion = seen
          ? w.suspicion + dt * (sleeps ? 6 : (1.7 + near * 2.5) * g.diff)
          : Math.max(0, w.suspicion - dt * 0.7);
        if (w.suspicion >= 1) {
          caught();
          if (g.state() !== 'play') return;
          break;
        }
        // Come up on it unseen: scared off (when the watchers are what you are after).
        if (!takes && g.hit(me, w, 34) && !seen) {
          w.fled = 1.6;
          w.suspicion = 0;
          taken();
          if (g.state() !== 'play') return;
        }
      }
      for (let i = 0; i < loot.length; i++)
        if (g.hit(me, loot[i], 30)) {
          loot[i] = placeLoot();
          taken();
          if (g.state() !== 'play') return;
        }
    },
    draw() {
      const ctx = g.ctx;
      for (const b of boxes) {
        // furniture: a shadow, a body and a lighter top
        ctx.fillStyle = 'rgba(0,0,0,0.3)';
        ctx.fillRect(b.x + 6, b.y + 8, b.w, b.h);
        ctx.fillStyle = '#57534e';
        ctx.fillRect(b.x, b.y, b.w, b.h);
        ctx.fillStyle = '#78716c';
        ctx.fillRect(b.x + 6, b.y + 6, b.w - 12, b.h - 20);
      }
      // where you came in
      g.ring(START.x, START.y, 26, g.design.setting.fg, 2);
      // what each watcher sees: a cone the furniture cuts off
      for (const w of watchers) {
        if (sleeps || w.fled > 0) continue;
        ctx.beginPath();
        ctx.moveTo(w.x, w.y);
        for (let i = 0; i <= 20; i++) {
          const a = w.facing - HALF_CONE + (i / 20) * HALF_CONE * 2;
          const r = reach(w, a, RANGE);
          ctx.lineTo(w.x + Math.cos(a) * r, w.y + Math.sin(a) * r);
        }
        ctx.closePath();
        ctx.fillStyle = w.suspicion > 0.05 ? 'rgba(248,113,113,0.35)' : 'rgba(253,224,71,0.22)';
        ctx.fill();
      }
      const phase = sleeps ? sleeper.phase() : 'away';
      if (phase === 'look') {
        ctx.fillStyle = 'rgba(248,113,113,0.12)';
        ctx.fillRect(0, 44, g.W, g.H);
      }
      for (const l of loot) g.sprite(looks[l.look], l.x, l.y, 32);
      for (const w of watchers) {
        const big = sleeps ? 110 : 46;
        ctx.save();
        ctx.translate(w.x, w.y);
        if (Math.cos(w.facing) > 0.2 && !sleeps) ctx.scale(-1, 1);
        if (sleeps && phase === 'away') ctx.globalAlpha = 0.75;
        g.sprite(watcherRole, 0, 0, big);
        ctx.restore();
        if (sleeps) {
          const says = phase === 'away' ? 'Zzz' : phase === 'warn' ? '!' : '👀';
          g.text(says, w.x + 60, w.y - 55 + (phase === 'away' ? Math.sin(g.time * 2) * 5 : 0), 26, phase === 'away' ? '#cbd5e1' : '#f87171'); // prettier-ignore
        } else if (w.fled > 0) g.text('😱', w.x, w.y - 36, 22);
        else if (w.suspicion > 0.05) g.text(w.suspicion > 0.6 ? '!' : '?', w.x, w.y - 38, 24, '#f87171');
      }
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 38);
      if (caughtFlash > 0) g.text(g.say('Spotted!'), g.W / 2, g.H / 2, 40, '#f87171');
    },
    light: () => ({ x: me.x, y: me.y, r: 130 }),
  };
});
