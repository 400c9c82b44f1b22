// Herd the animals into the pen: a top-down field, a fenced pen at the top with a gap in its fence.
// Roles: player (who herds: a sheepdog, a farmer), target (the animals, in a flock: they keep near each
// other, wander, and run from the player when it comes close), goal (optional: what the pen is, a barn
// or a coop, drawn at its back), enemy (optional: a wolf that comes for a straying animal now and then;
// it takes one unless the player gets near it first, and runs off). Parts: timer, levels (more animals
// and a narrower gap each level), night (light at the player), highscores.
// Arrows or a held pointer move the player, who cannot cross the fence. An animal inside the pen is
// penned (g.got) and stays there. A round is won with all of them in: the design's goal, else FLOCK.
import { boot, steer, type Vec } from '../runtime';

interface Animal extends Vec {
  vx: number;
  vy: number;
  penned: boolean;
  taken: number; // seconds since a wolf took it (drawn going off); 0: not taken
  face: number;
}
interface Wolf extends Vec {
  prey: Animal | null;
  fleeing: boolean;
}
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const FLOCK = 8;
const SCARE = 130; // how near the player comes before they run
const BODY = 15;
const FENCE = 8;
const TOP = 64;

boot((g) => {
  const { ctx } = g;
  const total = () => g.design.params.goal ?? FLOCK + (g.level - 1) * 2;
  let me: Vec & { face: number };
  let animals: Animal[];
  let pen: Box; // the inside of the pen
  let gap: number; // the way in, in the middle of its front
  let fences: Box[];
  let wolf: Wolf | null;
  let wolfIn: number;
  let penned: number;

  function layout() {
    const w = 200;
    const h = 130;
    // (room all round it: they can be brought round behind it and back)
    pen = { x: g.W / 2 - w / 2, y: TOP + 70, w, h };
    gap = Math.max(64, 104 - (g.level - 1) * 10);
    const side = (w - gap) / 2;
    const bottom = pen.y + pen.h;
    fences = [
      { x: pen.x - FENCE, y: pen.y - FENCE, w: w + FENCE * 2, h: FENCE }, // back
      { x: pen.x - FENCE, y: pen.y - FENCE, w: FENCE, h: h + FENCE * 2 }, // left
      { x: pen.x + w, y: pen.y - FENCE, w: FENCE, h: h + FENCE * 2 }, // right
      { x: pen.x - FENCE, y: bottom, w: side + FENCE, h: FENCE }, // the front, either side of the gap
      { x: pen.x + w - side, y: bottom, w: side + FENCE, h: FENCE },
    ];
  }
  /** Pushes a body of radius r out of the fences; which way it was pushed (to stop it going on). */
  function unfence(b: Vec, r: number): Vec {
    const pushed = { x: 0, y: 0 };
    for (const f of fences) {
      const cx = g.clamp(b.x, f.x, f.x + f.w);
      const cy = g.clamp(b.y, f.y, f.y + f.h);
      const dx = b.x - cx;
      const dy = b.y - cy;
      const d = Math.hypot(dx, dy);
      if (d >= r) continue;
      if (d === 0) {
        // (its centre is in the fence: out the nearer side)
        const up = b.y - f.y < f.y + f.h - b.y;
        b.y = up ? f.y - r : f.y + f.h + r;
        pushed.y = up ? -1 : 1;
        continue;
      }
      b.x = cx + (dx / d) * r;
      b.y = cy + (dy / d) * r;
      pushed.x += dx / d;
      pushed.y += dy / d;
    }
    return pushed;
  }
  const inPen = (b: Vec) =>
    b.x > pen.x + 6 && b.x < pen.x + pen.w - 6 && b.y > pen.y + 6 && b.y < pen.y + pen.h - 10;
  function loose(): Animal {
    // somewhere in the open field, away from the player and the pen
    for (;;) {
      const a = { x: g.rand(40, g.W - 40), y: g.rand(pen.y + pen.h + 90, g.H - 40) };
      if (!me || !g.hit(a, me, SCARE)) return { ...a, vx: 0, vy: 0, penned: false, taken: 0, face: 1 };
    }
  }

  function moveAnimal(a: Animal, dt: number) {
    const pace = 140 * Math.sqrt(g.diff) * g.pace('target');
    let ax = 0;
    let ay = 0;
    if (!a.penned) {
      // away from the player, harder the nearer it is
      const dx = a.x - me.x;
      const dy = a.y - me.y;
      const d = Math.hypot(dx, dy) || 1;
      if (d < SCARE) {
        ax += (dx / d) * 900 * (1 - d / SCARE);
        ay += (dy / d) * 900 * (1 - d / SCARE);
      }
      // one right at the way in walks in (as a flock follows the first)
      const bottom = pen.y + pen.h;
      if (Math.abs(a.x - (pen.x + pen.w / 2)) < gap / 2 && a.y > bottom && a.y < bottom + 60) ay -= 260;
      // and from a wolf
      if (wolf && !wolf.fleeing && g.hit(a, wolf, SCARE)) {
        ax += Math.sign(a.x - wolf.x) * 400;
        ay += Math.sign(a.y - wolf.y) * 400;
      }
    }
    // the flock: toward the others near, never on top of them
    let cx = 0;
    let cy = 0;
    let n = 0;
    for (const b of animals) {
      if (b === a || b.taken || b.penned !== a.penned) continue;
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      if (d < BODY * 2 && d > 0) {
        ax += ((a.x - b.x) / d) * 500;
        ay += ((a.y - b.y) / d) * 500;
      } else if (d < 110) {
        cx += b.x;
        cy += b.y;
        n++;
      }
    }
    if (n) {
      ax += (cx / n - a.x) * 0.6;
      ay += (cy / n - a.y) * 0.6;
    }
    // a little wandering, and grazing slows them
    if (g.chance(dt * 1.5)) {
      a.vx += g.rand(-30, 30);
      a.vy += g.rand(-30, 30);
    }
    a.vx = (a.vx + ax * dt) * (1 - 2.2 * dt);
    a.vy = (a.vy + ay * dt) * (1 - 2.2 * dt);
    const speed = Math.hypot(a.vx, a.vy);
    const most = a.penned ? 30 : pace;
    if (speed > most) {
      a.vx *= most / speed;
      a.vy *= most / speed;
    }
    a.x = g.clamp(a.x + a.vx * dt, BODY, g.W - BODY);
    a.y = g.clamp(a.y + a.vy * dt, TOP + BODY, g.H - BODY);
    if (Math.abs(a.vx) > 4) a.face = Math.sign(a.vx);
    const pushed = unfence(a, BODY);
    if (pushed.x) a.vx = 0;
    if (pushed.y) a.vy = 0;
    if (a.penned) {
      a.x = g.clamp(a.x, pen.x + BODY, pen.x + pen.w - BODY);
      a.y = g.clamp(a.y, pen.y + BODY, pen.y + pen.h - BODY);
    }
  }

  function moveWolf(dt: number) {
    wolfIn -= dt;
    if (!wolf) {
      if (g.design.roles.enemy && wolfIn <= 0) {
        const left = g.chance(0.5);
        wolf = { x: left ? -30 : g.W + 30, y: g.rand(g.H / 2, g.H - 60), prey: null, fleeing: false };
      }
      return;
    }
    const w = wolf;
    if (w.fleeing) {
      w.x += Math.sign(w.x - g.W / 2 || 1) * 260 * dt;
      if (w.x < -60 || w.x > g.W + 60) {
        wolf = null;
        wolfIn = g.rand(9, 15) / g.diff;
      }
      return;
    }
    // the loose animal nearest it
    w.prey = animals
      .filter((a) => !a.penned && !a.taken)
      .sort((a, b) => Math.hypot(a.x - w.x, a.y - w.y) - Math.hypot(b.x - w.x, b.y - w.y))[0];
    if (!w.prey) return;
    const dx = w.prey.x - w.x;
    const dy = w.prey.y - w.y;
    const d = Math.hypot(dx, dy) || 1;
    const speed = 90 * Math.sqrt(g.diff) * g.pace('enemy');
    w.x += (dx / d) * speed * dt;
    w.y += (dy / d) * speed * dt;
    if (g.hit(w, me, 70)) {
      // chased off
      w.fleeing = true;
      g.addScore(2);
      g.sound('point');
    } else if (d < BODY + 10) {
      w.prey.taken = 0.01;
      w.fleeing = true;
      g.loseLife();
    }
  }

  return {
    controls: 'Arrows or WASD to move, or drag',
    reset() {
      layout();
      me = { x: g.W / 2, y: g.H - 40, face: 1 };
      animals = [];
      for (let i = 0; i < total(); i++) animals.push(loose());
      wolf = null;
      wolfIn = g.rand(6, 10);
      penned = 0;
    },
    update(dt) {
      if (g.state() === 'play') {
        const move = steer(g.input, me, 230, dt);
        me.x = g.clamp(me.x + move.x, 16, g.W - 16);
        me.y = g.clamp(me.y + move.y, TOP + 16, g.H - 16);
        if (move.x) me.face = Math.sign(move.x);
        unfence(me, 16);
        moveWolf(dt);
      }
      for (const a of animals) {
        if (a.taken) {
          a.taken += dt;
          continue;
        }
        moveAnimal(a, dt);
        if (!a.penned && inPen(a) && g.state() === 'play') {
          a.penned = true;
          penned += 1;
          g.got(1);
          if (g.design.params.goal === null && penned >= total()) g.win();
          if (g.state() !== 'play') return;
        }
      }
      // one taken is gone, and another strays in from the edge so the round can still be won
      for (const a of animals)
        if (a.taken > 1) {
          animals.splice(animals.indexOf(a), 1);
          const next = loose();
          next.y = g.H - 30;
          animals.push(next);
          break;
        }
    },
    light: () => ({ x: me.x, y: me.y, r: 180 }),
    draw() {
      // the field (tufts of grass), the pen: ground inside, what it is at its back, its fence
      ctx.fillStyle = 'rgba(74,222,128,0.10)';
      ctx.fillRect(0, TOP, g.W, g.H - TOP);
      ctx.fillStyle = 'rgba(134,239,172,0.35)';
      for (let i = 0; i < 40; i++) {
        const x = (i * 137) % g.W;
        const y = TOP + 20 + ((i * 89) % (g.H - TOP - 40));
        ctx.fillRect(x, y, 2, 7);
        ctx.fillRect(x + 4, y + 2, 2, 5);
      }
      ctx.fillStyle = 'rgba(120,72,32,0.25)';
      ctx.fillRect(pen.x, pen.y, pen.w, pen.h);
      if (g.design.roles.goal) g.sprite('goal', pen.x + pen.w / 2, pen.y + 26, 44);
      ctx.fillStyle = '#92400e';
      for (const f of fences) ctx.fillRect(f.x, f.y, f.w, f.h);
      ctx.fillStyle = '#78350f';
      for (const f of fences)
        for (let x = f.x; x <= f.x + f.w; x += 24) ctx.fillRect(x - 2, f.y - 3, 5, f.h + 6);
      g.text(`${penned}/${total()}`, pen.x + pen.w / 2, pen.y - 24, 18, g.design.setting.fg);
      for (const a of animals) {
        if (a.taken) {
          ctx.globalAlpha = Math.max(0, 1 - a.taken);
          g.sprite('target', a.x, a.y - a.taken * 40, 34);
          ctx.globalAlpha = 1;
          continue;
        }
        ctx.save();
        ctx.translate(a.x, a.y);
        if (a.face > 0) ctx.scale(-1, 1);
        g.sprite('target', 0, 0, 34);
        ctx.restore();
      }
      if (wolf) g.sprite('enemy', wolf.x, wolf.y, 44);
      ctx.save();
      ctx.translate(me.x, me.y);
      if (me.face > 0) ctx.scale(-1, 1);
      g.sprite('player', 0, 0, 42);
      ctx.restore();
    },
  };
});
