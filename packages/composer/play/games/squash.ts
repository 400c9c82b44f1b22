// Roles: player = the thing to protect (a cake), in the middle of a picnic blanket in the setting's
// colours; target = the bugs that crawl in from every edge toward it on wiggly paths (each squashed one
// is one of the goal's things, 10 points); hazard (optional) = what wanders across too and must be
// spared (a bee, a ladybug): squashing it costs a life.
// A tap or click swats where it lands, squashing every bug under the swatter (a splat that fades, a
// squish); the keyboard moves the swatter with the arrows and swats with Space, so it plays without a
// pointer. A bug that reaches the protected thing takes a bite out of it (a life; the bite shows, the
// thing shrinks) and runs off with the crumb, still squashable. More bugs, and faster, with g.diff, the
// level and the time played.
// Parts: timer (lasting to the end wins), boss (now and then a giant bug that takes several swats, with
// g.bossBar; its bite costs a life and it comes back for more), powerups (now and then a can of bug
// spray: swat it and a cloud clears every bug on screen, spares what is to be spared, and hurts the
// giant), levels (without a goal: 15 squashed, 5 more each level), highscores.
import { boot, plural, type Vec } from '../runtime';
import { mix } from '../colours';

type Kind = 'bug' | 'spare' | 'boss';
interface Crawler extends Vec {
  kind: Kind;
  speed: number;
  phase: number; // along its wiggle
  wig: number; // how far it swings sideways, as a share of its speed
  freq: number;
  vx: number; // last step, for which way it faces
  vy: number;
  size: number;
  hp: number;
  max: number;
  fleeing: boolean; // took its bite and runs off with it
  retreat: number; // the giant backs off this long after a bite
  hurt: number; // seconds since it was struck
  to: Vec; // where a wanderer heads: off the far side
  age: number;
}
interface Splat extends Vec {
  age: number;
  size: number;
  color: string;
  seed: number;
  kind: Kind;
  tilt: number;
}
interface Pop extends Vec {
  text: string;
  age: number;
  color: string;
}

const CENTER: Vec = { x: 240, y: 356 };
const BLANKET = { w: 336, h: 288, square: 48 };
const SWAT = 38; // the swatter head's half-width
const CURSOR_SPEED = 430;
const PER_LEVEL = 15;
const TOP = 40; // the score line is above this

boot((g) => {
  const S = g.design.params.size;
  const R = g.design.roles;
  const { fg, accent, bg } = g.design.setting;
  const spare = !!R.hazard;
  const goalled = g.design.params.goal !== null;
  const thingSize = 104 * Math.min(1, 1.3 / S); // drawn at this × size
  const bugSize = 40 * Math.min(1, 1.3 / S);
  const targetName = g.role('target').name;
  // Grass tufts round the blanket, placed once.
  const tufts = Array.from({ length: 38 }, () => ({
    x: g.rand(0, g.W),
    y: g.rand(TOP, g.H),
    s: g.rand(5, 10),
  }));
  let crawlers: Crawler[];
  let splats: Splat[];
  let pops: Pop[];
  let bites: number[]; // angles where the protected thing was bitten
  let crumbs: (Vec & { vx: number; vy: number; age: number })[];
  let cursor: Vec;
  let lastPointer: Vec;
  let swat: (Vec & { age: number }) | null;
  let clock: number;
  let spawn: number;
  let spareIn: number;
  let squashed: number;
  let bossAt: number;
  let can: (Vec & { life: number }) | null;
  let canIn: number;
  let cloud: (Vec & { r: number; hitBoss: boolean }) | null;
  let shake: number;
  let ended: boolean; // this round or level was won in this frame: nothing more happens in it

  const pace = () => g.diff * (1 + clock / 75); // quicker over the round
  const dist = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y);
  const bitten = () => Math.max(0.55, 1 - 0.07 * bites.length); // the thing shrinks with each bite
  const reach = () => thingSize * S * bitten() * 0.36; // a bug this close takes its bite
  /** A point just off one of the screen's edges. */
  const edge = (): Vec => {
    const side = g.int(0, 3);
    if (side === 0) return { x: g.rand(0, g.W), y: TOP - 30 };
    if (side === 1) return { x: g.rand(0, g.W), y: g.H + 30 };
    return { x: side === 2 ? -30 : g.W + 30, y: g.rand(TOP, g.H) };
  };

  function crawler(kind: Kind): Crawler {
    const at = edge();
    const boss = kind === 'boss';
    const max = boss ? Math.min(14, 5 + g.level) : 1;
    // a wanderer crosses: through somewhere near the middle, on and off the far side
    const via = { x: CENTER.x + g.rand(-140, 140), y: CENTER.y + g.rand(-160, 160) };
    const way = dist(via, at) || 1;
    const away = { x: at.x + ((via.x - at.x) / way) * 2000, y: at.y + ((via.y - at.y) / way) * 2000 };
    return {
      ...at,
      kind,
      speed:
        (boss ? 30 : kind === 'spare' ? g.rand(45, 70) : g.rand(36, 52)) * (kind === 'spare' ? 1 : pace()),
      phase: g.rand(0, Math.PI * 2),
      wig: boss ? 0.35 : g.rand(0.45, 1.15),
      freq: g.rand(2.5, 5.5),
      vx: 0,
      vy: 0,
      size: boss ? bugSize * 2.4 : bugSize * (kind === 'spare' ? 1.05 : g.rand(0.85, 1.1)),
      hp: max,
      max,
      fleeing: false,
      retreat: 0,
      hurt: 9,
      to: away,
      age: 0,
    };
  }

  function squish(c: Crawler) {
    splats.push({
      x: c.x,
      y: c.y,
      age: 0,
      size: c.size,
      color: g.role(c.kind === 'spare' ? 'hazard' : 'target').color,
      seed: g.rand(0, 999),
      kind: c.kind,
      tilt: g.rand(-0.5, 0.5),
    });
    crawlers = crawlers.filter((o) => o !== c);
    g.note(c.kind === 'boss' ? 70 : 120, 0.16, 'sawtooth', 0.08);
    g.note(c.kind === 'boss' ? 45 : 75, 0.25, 'square', 0.05);
  }

  /** A bug squashed: points, one of the goal's things; false when that ended the round or level. */
  function scored(c: Crawler, bonus = 0): boolean {
    squish(c);
    squashed += 1;
    const points = (c.kind === 'boss' ? 50 : 10) + bonus;
    pops.push({ x: c.x, y: c.y - 10, text: `+${points}`, age: 0, color: '#ffffff' });
    if (c.kind === 'boss') g.announce(`${cap(g.role(g.boss('target')).name)} squashed!`);
    g.addScore(points - 1, true);
    g.got(1); // the design's goal: its last bug wins through the runtime
    if (goalled && squashed >= g.design.params.goal!) ended = true;
    if (g.has('levels') && !goalled && squashed >= PER_LEVEL + 5 * (g.level - 1)) {
      ended = true;
      g.win();
    }
    return !finished();
  }
  const finished = () => ended || g.state() !== 'play';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

  function strike(at: Vec) {
    swat = { ...at, age: 0 };
    if (can && Math.abs(at.x - can.x) < SWAT + 14 && Math.abs(at.y - can.y) < SWAT + 20) {
      cloud = { x: can.x, y: can.y, r: 10, hitBoss: false };
      can = null;
      g.sound('shoot');
      g.note(300, 0.6, 'sawtooth', 0.03);
    }
    const under = (c: Crawler, pad: number) =>
      Math.abs(c.x - at.x) < SWAT + c.size * pad && Math.abs(c.y - at.y) < SWAT + c.size * pad;
    const hits = crawlers.filter((c) => c.kind !== 'spare' && under(c, 0.3));
    // what should be spared is only squashed when the swatter really lands on it
    const oops = crawlers.find((c) => c.kind === 'spare' && under(c, -0.15));
    if (!hits.length && !oops) return g.sound('tick');
    shake = 0.12;
    const bugs = hits.filter((c) => c.kind !== 'boss');
    for (const b of hits.filter((c) => c.kind === 'boss')) {
      b.hp -= 1;
      b.hurt = 0;
      // knocked back, away from the thing it is after
      const d = dist(b, CENTER) || 1;
      b.x += ((b.x - CENTER.x) / d) * 18;
      b.y += ((b.y - CENTER.y) / d) * 18;
      if (b.hp <= 0) {
        if (!scored(b)) return;
      } else g.sound('hit');
    }
    const combo = bugs.length > 1 ? 5 * bugs.length : 0;
    if (combo) pops.push({ x: at.x, y: at.y - 44, text: `${bugs.length}× combo!`, age: 0, color: accent });
    for (const b of bugs) if (!scored(b, combo / bugs.length)) return;
    if (oops) {
      squish(oops);
      pops.push({ x: oops.x, y: oops.y - 10, text: 'Oops!', age: 0, color: '#ff6b6b' });
      g.sound('bad');
      if (!g.loseLife()) ended = true;
    }
  }

  function bite(c: Crawler) {
    const a = Math.atan2(c.y - CENTER.y, c.x - CENTER.x);
    bites.push(a);
    for (let i = 0; i < 7; i++)
      crumbs.push({
        x: CENTER.x + Math.cos(a) * reach(),
        y: CENTER.y + Math.sin(a) * reach(),
        vx: Math.cos(a + g.rand(-0.8, 0.8)) * g.rand(40, 110),
        vy: Math.sin(a + g.rand(-0.8, 0.8)) * g.rand(40, 110),
        age: 0,
      });
    pops.push({
      x: CENTER.x + Math.cos(a) * 60,
      y: CENTER.y + Math.sin(a) * 60,
      text: 'Chomp!',
      age: 0,
      color: '#ff6b6b',
    });
    if (c.kind === 'boss') c.retreat = 1.6;
    else c.fleeing = true;
    if (!g.loseLife()) ended = true;
  }

  function move(c: Crawler, dt: number) {
    c.hurt += dt;
    c.age += dt;
    c.phase += c.freq * dt;
    const goal = c.kind === 'spare' ? c.to : CENTER;
    const sign = c.fleeing || c.retreat > 0 ? -1 : 1; // away from the thing, with its crumb
    if (c.retreat > 0) c.retreat -= dt;
    const d = dist(c, goal) || 1;
    const ux = ((goal.x - c.x) / d) * sign;
    const uy = ((goal.y - c.y) / d) * sign;
    // close in, they go straight for it
    const wiggle = c.kind === 'spare' || sign < 0 ? c.wig : c.wig * Math.min(1, (d - reach()) / 90);
    const side = Math.sin(c.phase) * wiggle;
    const speed = c.speed * (sign < 0 ? 1.4 : 1) * (c.hurt < 0.25 ? 0.2 : 1);
    c.vx = (ux - uy * side) * speed;
    c.vy = (uy + ux * side) * speed;
    c.x += c.vx * dt;
    c.y += c.vy * dt;
  }
  const offscreen = (c: Vec) => c.x < -60 || c.x > g.W + 60 || c.y < TOP - 70 || c.y > g.H + 60;

  return {
    controls: `Tap the ${plural(targetName)} to squash them, or Arrows to aim and Space to swat${
      spare ? `; spare the ${plural(g.role('hazard').name)}` : ''
    }`,
    reset() {
      crawlers = [];
      splats = [];
      pops = [];
      bites = [];
      crumbs = [];
      cursor = { x: CENTER.x, y: CENTER.y - 150 };
      lastPointer = { x: g.input.pointer.x, y: g.input.pointer.y };
      swat = null;
      clock = 0;
      spawn = 0.8;
      spareIn = g.rand(4, 8);
      squashed = 0;
      bossAt = 10;
      can = null;
      canIn = g.rand(10, 16);
      cloud = null;
      shake = 0;
      ended = false;
    },
    update(dt) {
      clock += dt;
      const inp = g.input;
      // The swatter: the mouse moves it, the arrows move it, a tap or Space brings it down.
      const p = inp.pointer;
      if (p.x !== lastPointer.x || p.y !== lastPointer.y) cursor = { x: p.x, y: p.y };
      lastPointer = { x: p.x, y: p.y };
      const d = inp.dir();
      cursor.x = g.clamp(cursor.x + d.x * CURSOR_SPEED * dt, 0, g.W);
      cursor.y = g.clamp(cursor.y + d.y * CURSOR_SPEED * dt, TOP, g.H);
      if (inp.tapped) {
        cursor = { x: inp.tapAt.x, y: inp.tapAt.y };
        strike(cursor);
      } else if (inp.pressed(' ') || inp.pressed('Enter')) strike(cursor);
      if (finished()) return; // over, or won: the next level starts after this frame

      // New bugs from the edges: more at once, and more often, as it goes on.
      spawn -= dt;
      const bugs = crawlers.filter((c) => c.kind === 'bug').length;
      const boss = crawlers.find((c) => c.kind === 'boss');
      if (spawn <= 0) {
        spawn = (g.rand(0.9, 1.7) / pace()) * (boss ? 1.8 : 1);
        const group = 1 + (g.chance(Math.min(0.6, 0.12 * g.level + clock / 200)) ? 1 : 0);
        for (let i = 0; i < group && bugs + i < Math.min(16, 4 + 2 * g.level + clock / 20); i++)
          crawlers.push(crawler('bug'));
      }
      if (spare) {
        spareIn -= dt;
        if (spareIn <= 0) {
          spareIn = g.rand(4, 9);
          if (crawlers.filter((c) => c.kind === 'spare').length < 2) crawlers.push(crawler('spare'));
        }
      }
      if (g.has('boss') && !boss && squashed >= bossAt) {
        bossAt = squashed + 15;
        crawlers.push(crawler('boss'));
        g.announce(`Giant ${targetName}!`);
      }
      if (g.has('powerups')) {
        if (can && (can.life -= dt) <= 0) can = null;
        if (!can && !cloud && (canIn -= dt) <= 0) {
          canIn = g.rand(14, 22);
          // somewhere on the grass or the blanket's edge, never on the thing itself
          const a = g.rand(0, Math.PI * 2);
          const r = g.rand(120, 190);
          can = {
            x: g.clamp(CENTER.x + Math.cos(a) * r, 40, g.W - 40),
            y: g.clamp(CENTER.y + Math.sin(a) * r, TOP + 60, g.H - 40),
            life: 7,
          };
        }
      }
      if (cloud) {
        cloud.r += 520 * dt;
        for (const c of crawlers.filter((o) => o.kind !== 'spare' && dist(o, cloud!) < cloud!.r)) {
          if (c.kind === 'boss') {
            if (cloud.hitBoss) continue;
            cloud.hitBoss = true;
            c.hp = Math.max(1, c.hp - 3);
            c.hurt = 0;
            continue;
          }
          if (!scored(c)) return;
        }
        if (cloud && cloud.r > 800) cloud = null;
      }

      for (const c of [...crawlers]) {
        move(c, dt);
        const near = reach() + (c.kind === 'boss' ? c.size * 0.3 : 0);
        if (c.kind !== 'spare' && !c.fleeing && c.retreat <= 0 && dist(c, CENTER) < near) {
          bite(c);
          if (finished()) return;
        }
      }
      // off with the crumb, or wandered across: gone
      crawlers = crawlers.filter((c) => !((c.fleeing || c.kind === 'spare') && c.age > 2 && offscreen(c)));
      splats = splats.filter((s) => (s.age += dt) < 4);
      pops = pops.filter((s) => (s.age += dt) < 0.9);
      crumbs = crumbs.filter((c) => {
        c.age += dt;
        c.x += c.vx * dt * Math.max(0, 1 - c.age * 2);
        c.y += c.vy * dt * Math.max(0, 1 - c.age * 2);
        return c.age < 3;
      });
      if (swat && (swat.age += dt) > 0.25) swat = null;
      if (shake > 0) shake -= dt;
    },
    draw() {
      const { ctx } = g;
      ctx.save();
      if (shake > 0) ctx.translate(g.rand(-3, 3), g.rand(-3, 3));
      drawGround();
      for (const s of splats) drawSplat(s);
      drawThing();
      for (const c of crumbs) {
        ctx.fillStyle = g.role('player').color;
        ctx.globalAlpha = Math.max(0, 1 - c.age / 3);
        ctx.fillRect(c.x - 2, c.y - 2, 4, 4);
      }
      ctx.globalAlpha = 1;
      if (can) drawCan(can);
      for (const c of crawlers) drawCrawler(c);
      if (cloud) {
        const grad = ctx.createRadialGradient(cloud.x, cloud.y, cloud.r * 0.6, cloud.x, cloud.y, cloud.r);
        grad.addColorStop(0, 'rgba(190,255,170,0)');
        grad.addColorStop(0.8, `rgba(190,255,170,${0.45 * Math.max(0, 1 - cloud.r / 800)})`);
        grad.addColorStop(1, 'rgba(190,255,170,0)');
        ctx.fillStyle = grad;
        ctx.fillRect(0, 0, g.W, g.H);
      }
      ctx.save();
      ctx.shadowColor = 'rgba(0,0,0,0.8)'; // readable on grass and gingham alike
      ctx.shadowBlur = 4;
      for (const p of pops) {
        ctx.globalAlpha = Math.max(0, 1 - p.age / 0.9);
        g.text(p.text, p.x, p.y - p.age * 30, 18, p.color);
      }
      ctx.restore();
      drawSwatter();
      ctx.restore();
      const boss = crawlers.find((c) => c.kind === 'boss');
      if (boss) g.bossBar(g.boss('target'), boss.hp, boss.max);
    },
    timeUp: () => g.win(), // the thing survived the clock
  };

  function drawGround() {
    const { ctx } = g;
    ctx.strokeStyle = fg;
    ctx.globalAlpha = 0.1;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (const t of tufts) {
      ctx.moveTo(t.x - t.s * 0.5, t.y);
      ctx.lineTo(t.x - t.s * 0.7, t.y - t.s);
      ctx.moveTo(t.x, t.y);
      ctx.lineTo(t.x, t.y - t.s * 1.3);
      ctx.moveTo(t.x + t.s * 0.5, t.y);
      ctx.lineTo(t.x + t.s * 0.7, t.y - t.s);
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
    // the picnic blanket: checks in the accent colour, a fringe, a plate in the middle
    const { w, h, square } = BLANKET;
    const x0 = CENTER.x - w / 2;
    const y0 = CENTER.y - h / 2;
    ctx.fillStyle = mix(bg, fg, 0.7);
    ctx.fillRect(x0, y0, w, h);
    ctx.fillStyle = accent;
    ctx.globalAlpha = 0.5;
    for (let j = 0; j < h / square; j++)
      for (let i = 0; i < w / square; i++) {
        if ((i + j) % 2) continue;
        ctx.fillRect(x0 + i * square, y0 + j * square, square, square);
      }
    ctx.globalAlpha = 0.25;
    for (let j = 0; j < h / square; j++) ctx.fillRect(x0, y0 + j * square + square * 0.4, w, square * 0.2);
    for (let i = 0; i < w / square; i++) ctx.fillRect(x0 + i * square + square * 0.4, y0, square * 0.2, h);
    ctx.globalAlpha = 0.6;
    ctx.strokeStyle = accent;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (let x = x0 + 4; x < x0 + w; x += 8) {
      ctx.moveTo(x, y0);
      ctx.lineTo(x, y0 - 7);
      ctx.moveTo(x, y0 + h);
      ctx.lineTo(x, y0 + h + 7);
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.ellipse(
      CENTER.x,
      CENTER.y + thingSize * S * 0.28,
      thingSize * S * 0.62,
      thingSize * S * 0.22,
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.15)';
    ctx.lineWidth = 2;
    ctx.stroke();
  }

  /** The protected thing, with a bite out of it for every bug that reached it. */
  function drawThing() {
    const { ctx } = g;
    const size = thingSize * bitten();
    const px = size * S;
    ctx.save();
    // Each bite is a clip that leaves out its three round tooth marks (a rectangle with holes).
    for (const a of bites)
      for (const [da, r] of [
        [-0.24, 0.14],
        [0, 0.17],
        [0.24, 0.14],
      ]) {
        const bx = CENTER.x + Math.cos(a + da) * px * 0.38;
        const by = CENTER.y + Math.sin(a + da) * px * 0.38;
        ctx.beginPath();
        ctx.rect(0, 0, g.W, g.H);
        ctx.arc(bx, by, px * r, 0, Math.PI * 2, true);
        ctx.clip();
      }
    const wobble = bites.length ? Math.sin(clock * 3) * 0.03 : 0;
    g.sprite('player', CENTER.x, CENTER.y, size, wobble);
    ctx.restore();
  }

  function drawCrawler(c: Crawler) {
    const { ctx } = g;
    const role = c.kind === 'spare' ? 'hazard' : c.kind === 'boss' ? g.boss('target') : 'target';
    ctx.save();
    const jolt = c.hurt < 0.2 ? Math.sin(c.hurt * 80) * 4 : 0;
    ctx.translate(c.x + jolt, c.y);
    // sprites face left: mirrored to go right, and tipped toward where they go (never upside down)
    const right = c.vx > 0;
    if (right) ctx.scale(-1, 1);
    const tilt = Math.atan2(-c.vy, Math.abs(c.vx) || 0.001);
    const step = Math.sin(c.phase * 3) * 0.12; // a scuttle
    if (c.kind === 'boss' && c.hurt < 0.3) ctx.globalAlpha = 0.6;
    g.sprite(role, 0, 0, c.size, g.clamp(tilt, -0.6, 0.6) + step);
    ctx.restore();
    if (c.fleeing) {
      // off with a crumb
      ctx.fillStyle = g.role('player').color;
      ctx.beginPath();
      ctx.arc(c.x + (c.vx > 0 ? 1 : -1) * c.size * 0.45, c.y - 4, 5, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function drawSplat(s: Splat) {
    const { ctx } = g;
    const fade = Math.max(0, 1 - s.age / 4);
    const rnd = (k: number) => {
      const v = Math.sin(s.seed * 12.9898 + k * 78.233) * 43758.5453;
      return v - Math.floor(v);
    };
    ctx.globalAlpha = 0.75 * fade;
    ctx.fillStyle = mix(s.color, '#000000', 0.35);
    ctx.beginPath();
    ctx.arc(s.x, s.y, s.size * 0.32, 0, Math.PI * 2);
    for (let k = 0; k < 9; k++) {
      const a = rnd(k) * Math.PI * 2;
      const r = s.size * (0.25 + rnd(k + 20) * 0.45);
      const q = s.size * (0.05 + rnd(k + 40) * 0.1);
      ctx.moveTo(s.x + Math.cos(a) * r + q, s.y + Math.sin(a) * r);
      ctx.arc(s.x + Math.cos(a) * r, s.y + Math.sin(a) * r, q, 0, Math.PI * 2);
    }
    ctx.fill();
    ctx.globalAlpha = 1;
    if (s.age < 0.7) {
      // the squashed one, flat, for a moment
      ctx.save();
      ctx.globalAlpha = 1 - s.age / 0.7;
      ctx.translate(s.x, s.y);
      ctx.rotate(s.tilt);
      ctx.scale(1.3, 0.32);
      g.sprite(s.kind === 'spare' ? 'hazard' : 'target', 0, 0, s.size);
      ctx.restore();
    }
  }

  /** The can of bug spray: a can in green and white with a red nozzle, blinking before it goes. */
  function drawCan(c: Vec & { life: number }) {
    const { ctx } = g;
    if (c.life < 2 && Math.floor(c.life * 6) % 2 === 0) return;
    const bob = Math.sin(clock * 4) * 3;
    const x = c.x - 14;
    const y = c.y - 22 + bob;
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath();
    ctx.ellipse(c.x, c.y + 24, 18, 5, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#16a34a';
    ctx.beginPath();
    ctx.roundRect(x, y, 28, 46, 5);
    ctx.fill();
    ctx.fillStyle = '#f8fafc';
    ctx.fillRect(x, y + 14, 28, 16);
    ctx.font = 'bold 9px system-ui, sans-serif';
    ctx.fillStyle = '#166534';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('BUG', c.x, y + 22.5);
    ctx.fillStyle = '#9ca3af';
    ctx.fillRect(x + 6, y - 7, 16, 7);
    ctx.fillStyle = '#dc2626';
    ctx.fillRect(x + 10, y - 12, 8, 5);
    ctx.fillRect(x + 18, y - 11, 5, 3);
    g.ring(c.x, c.y + bob, 34 + Math.sin(clock * 6) * 3, accent, 2);
  }

  /** The fly swatter: a mesh head on a handle, hovering where it will land, flat and bigger as it hits. */
  function drawSwatter() {
    const { ctx } = g;
    const down = swat !== null && swat.age < 0.14;
    const at = down ? swat! : cursor;
    const half = down ? SWAT + 4 : SWAT;
    ctx.save();
    ctx.translate(at.x, at.y);
    if (!down) ctx.rotate(-0.12);
    ctx.globalAlpha = down ? 0.95 : 0.7;
    ctx.strokeStyle = '#1f2937';
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(half * 0.7, half * 0.7);
    ctx.lineTo(half * 0.7 + 70, half * 0.7 + 70);
    ctx.stroke();
    ctx.strokeStyle = accent;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(half * 0.7, half * 0.7);
    ctx.lineTo(half * 0.7 + 68, half * 0.7 + 68);
    ctx.stroke();
    if (down) {
      ctx.fillStyle = accent;
      ctx.globalAlpha = 0.45;
      ctx.beginPath();
      ctx.roundRect(-half, -half, half * 2, half * 2, 10);
      ctx.fill();
      ctx.globalAlpha = 0.95;
    }
    // the mesh
    ctx.strokeStyle = fg;
    ctx.lineWidth = 1;
    ctx.globalAlpha *= 0.6;
    ctx.beginPath();
    for (let k = -half + 8; k < half; k += 8) {
      ctx.moveTo(k, -half);
      ctx.lineTo(k, half);
      ctx.moveTo(-half, k);
      ctx.lineTo(half, k);
    }
    ctx.stroke();
    ctx.globalAlpha = down ? 0.95 : 0.8;
    ctx.strokeStyle = accent;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(-half, -half, half * 2, half * 2, 10);
    ctx.stroke();
    ctx.restore();
  }
});
