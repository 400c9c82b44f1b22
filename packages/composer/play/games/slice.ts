// Fruit Ninja. Things are tossed up from the bottom in arcs (one at a time at first, then volleys, higher
// and faster with g.diff, which grows with the level); a swipe cuts them. The blade's trail follows the
// pointer while it is held down (mouse or finger), glowing; a thing it crosses fast enough is sliced: it
// splits along the cut into two halves that spin apart, with a splash and a stain in its colour. Each is
// one of the goal's things (goal = slices to win); three or more in one swipe are a combo, worth as many
// points again. Keyboard: the arrows move a blade cursor and Space slashes across it (along the arrow
// held, else corner to corner in turn); Space held keeps the blade down, so moving with it cuts too.
// Roles: target = the fruit, mixed with the design's extras as more kinds of fruit; a target that falls
// back down unsliced costs a life (an ✖ where it fell); hazard = the bombs tossed among them: slicing
// one costs a life with a flash, or on hard ends the round; player (when the design names one) watches
// from a corner.
// Parts: powerups (now and then a glowing fruit: ❄️ slow motion, or 🔥 a frenzy of fruit from the sides
// that cost nothing if missed), boss (every so often a big fruit hangs in the air and takes many slices,
// with g.bossBar), levels (without a goal: 25 slices a level), timer (lasting to the end wins unless
// there is a goal), highscores.
import type { Entity, RoleId } from '../../src/design';
import { boot, H, W, type Vec } from '../runtime';

type Kind = 'fruit' | 'bomb' | 'power' | 'boss';
interface Thing extends Vec {
  vx: number;
  vy: number;
  rot: number;
  spin: number;
  kind: Kind;
  who: RoleId | Entity;
  size: number; // drawn height, before the design's size
  power: 'slow' | 'frenzy' | null;
  free: boolean; // a frenzy's: missing it costs nothing
  hp: number;
  max: number;
  hang: number; // the boss: seconds it still hangs in the air
  cutAt: number; // the boss: when it was last cut (one cut per crossing)
  shake: number;
  gone: boolean; // sliced: its halves fly instead
}
interface Half extends Vec {
  vx: number;
  vy: number;
  rot: number;
  spin: number;
  cut: number; // the cut's angle
  side: 1 | -1;
  who: RoleId | Entity;
  size: number;
  angle: number; // the thing's turn when it was cut
}
interface Drop extends Vec {
  vx: number;
  vy: number;
  r: number;
  color: string;
  life: number;
}
interface Stain extends Vec {
  r: number;
  color: string;
  age: number;
  blobs: { a: number; d: number; r: number }[];
}
interface Float extends Vec {
  s: string;
  age: number;
  color: string;
  size: number;
  life: number;
}
interface Point extends Vec {
  age: number;
  brk: boolean; // starts a new stroke: not joined to the point before
}

const MIN_SPEED = 320; // px/s a blade must move to cut
const TRAIL = 0.18; // seconds a trail point glows
const SLASH = 0.1; // seconds a keyboard slash takes
const REACH = 115; // a keyboard slash runs this far either side of the cursor
const PER_LEVEL = 25;
const FIRST_BOSS = 12;
const BOSS_EVERY = 22;
const SLASHES = [-Math.PI / 4, Math.PI / 4, 0]; // ╲ ╱ ─, in turn, when no arrow is held

boot((g) => {
  const S = g.design.params.size;
  const R = g.design.roles;
  const { rand, clamp } = g;
  const { accent, fg } = g.design.setting;
  const hard = g.design.params.difficulty === 'hard';
  const goal = g.design.params.goal;
  // More kinds of fruit: the extras, but never one that looks like the bomb or the fruit itself.
  const same = (a: Entity, b: Entity | undefined) =>
    !!b && (a.name === b.name || (!!a.emoji && a.emoji === b.emoji));
  const extras = (g.design.extras ?? []).filter((e) => !same(e, R.hazard) && !same(e, R.target)).slice(0, 6);
  // A bomb-like hazard fizzes at its fuse.
  const fused =
    /bomb|dynamite|tnt|grenade|firework|mine/i.test(g.role('hazard').name) ||
    /💣|🧨/.test(g.role('hazard').emoji ?? '');
  const entity = (who: RoleId | Entity) => (typeof who === 'string' ? g.role(who) : who);
  let things: Thing[];
  let halves: Half[];
  let drops: Drop[];
  let stains: Stain[];
  let floats: Float[];
  let trail: Point[];
  let queue: { at: number; thing: Thing }[]; // a volley's tosses still to come
  let clock: number; // the game's own time (slowed by slow motion)
  let volley: number;
  let nextIn: number;
  let slices: number;
  let bossAt: number;
  let slow: number;
  let frenzy: number;
  let frenzyIn: number;
  let boom: number; // seconds of a bomb's white flash
  let blade: Vec | null; // the blade's tip this frame, while it cuts
  let source: 'pointer' | 'slash' | 'keys' | null; // what moves the blade
  let cursor: Vec;
  let keyed: boolean; // the keyboard moved the blade last: show its cursor
  let slash: { from: Vec; to: Vec; t: number } | null;
  let slashTurn: number;
  let combo: { n: number; left: number; at: Vec };

  const gravity = () => 520 * g.diff;
  const radius = (t: { size: number }) => t.size * S * 0.42;

  // Tossing ---------------------------------------------------------------------------------------
  function fruitKind(): RoleId | Entity {
    return extras.length && g.chance(0.55) ? g.pick(extras) : 'target';
  }
  /** A thing thrown up from below the bottom edge, to peak somewhere in the upper half. */
  function toss(kind: Kind, x0 = rand(60, W - 60)): Thing {
    const G = gravity();
    const peak = kind === 'boss' ? H * 0.38 : rand(110, 300);
    const rise = H + 50 - peak;
    const vy = -Math.sqrt(2 * G * rise);
    const aloft = (2 * -vy) / G;
    const land = kind === 'boss' ? W / 2 : rand(70, W - 70);
    const size = kind === 'boss' ? 130 : kind === 'bomb' ? 54 : rand(56, 66);
    return {
      x: x0,
      y: H + 50,
      vx: kind === 'boss' ? 0 : (land - x0) / aloft,
      vy,
      rot: rand(-0.5, 0.5),
      spin: kind === 'boss' ? 0.3 : rand(-3, 3),
      kind,
      who: kind === 'bomb' ? 'hazard' : kind === 'boss' ? g.boss('target') : fruitKind(),
      size,
      power: null,
      free: false,
      hp: 1,
      max: 1,
      hang: 0,
      cutAt: -1,
      shake: 0,
      gone: false,
    };
  }
  function launchVolley() {
    volley += 1;
    const level = g.level - 1 + (hard ? 1 : 0);
    const most = Math.min(6, 1 + Math.floor(volley / 4) + level);
    const n = volley <= 2 ? 1 : g.int(Math.max(1, most - 2), most);
    const bombs = R.hazard && volley > 2 ? Math.min(0.32, 0.12 + 0.01 * volley + 0.03 * level) : 0;
    // Sometimes all at once, spread along the bottom; else one after another.
    const together = n > 1 && g.chance(0.4);
    let anyFruit = false;
    for (let i = 0; i < n; i++) {
      const bomb: boolean = g.chance(bombs) && (anyFruit || i < n - 1);
      const x = together ? ((i + 0.5) / n) * (W - 100) + 50 + rand(-20, 20) : rand(60, W - 60);
      const t = toss(bomb ? 'bomb' : 'fruit', x);
      anyFruit ||= !bomb;
      queue.push({ at: clock + (together ? rand(0, 0.08) : i * rand(0.22, 0.4)), thing: t });
    }
    if (g.has('powerups') && volley > 3 && slow <= 0 && frenzy <= 0 && g.chance(0.12)) {
      const t = toss('fruit');
      t.power = g.chance(0.5) ? 'slow' : 'frenzy';
      t.who = 'target';
      queue.push({ at: clock + n * 0.3 + 0.2, thing: t });
    }
    nextIn = (3.2 + n * 0.25) / Math.sqrt(g.diff);
  }
  function launchBoss() {
    const b = toss('boss');
    b.hp = b.max = 10 + 3 * g.level + (hard ? 4 : 0);
    b.hang = 5 + 0.5 * g.level;
    things.push(b);
    bossAt = Infinity; // the next is set when this one is gone
    g.announce(`Giant ${g.role('target').name}!`);
  }
  /** The frenzy's extra fruit, thrown in across the screen from the sides. */
  function frenzyFruit() {
    const left = g.chance(0.5);
    const t = toss('fruit', left ? -30 : W + 30);
    t.y = rand(H * 0.55, H * 0.8);
    t.vx = (left ? 1 : -1) * rand(200, 300) * Math.sqrt(g.diff);
    t.vy = -rand(380, 520) * Math.sqrt(g.diff);
    t.free = true;
    things.push(t);
  }

  // Cutting ---------------------------------------------------------------------------------------
  /** How near the segment a→b passes to p. */
  function distance(p: Vec, a: Vec, b: Vec) {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = dx * dx + dy * dy;
    const k = len ? clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len, 0, 1) : 0;
    return Math.hypot(p.x - (a.x + k * dx), p.y - (a.y + k * dy));
  }
  function splash(at: Vec, color: string, n: number, spread = 1) {
    for (let i = 0; i < n; i++) {
      const a = rand(0, Math.PI * 2);
      const v = rand(60, 260) * spread;
      drops.push({
        x: at.x,
        y: at.y,
        vx: Math.cos(a) * v,
        vy: Math.sin(a) * v - 80,
        r: rand(2, 5),
        color,
        life: rand(0.4, 0.8),
      });
    }
    const r = rand(26, 40) * spread;
    const blobs = Array.from({ length: 7 }, () => ({ a: rand(0, 7), d: rand(0.3, 1.1), r: rand(0.15, 0.4) }));
    stains.push({ x: at.x, y: at.y, r, color, age: 0, blobs });
    if (stains.length > 14) stains.shift();
  }
  function split(t: Thing, cut: number) {
    const nx = -Math.sin(cut);
    const ny = Math.cos(cut);
    for (const side of [1, -1] as const)
      halves.push({
        x: t.x + nx * side * 4,
        y: t.y + ny * side * 4,
        vx: t.vx * 0.5 + nx * side * rand(70, 110),
        vy: Math.min(t.vy, 0) * 0.4 + ny * side * rand(70, 110) - 60,
        rot: 0,
        spin: side * rand(1.5, 3.5),
        cut,
        side,
        who: t.who,
        size: t.size,
        angle: t.rot,
      });
  }
  function float(s: string, at: Vec, color = fg, size = 22, life = 0.9) {
    floats.push({ x: clamp(at.x, 60, W - 60), y: clamp(at.y, 90, H - 40), s, age: 0, color, size, life });
  }
  function cutThing(t: Thing, a: Vec, b: Vec) {
    const cut = Math.atan2(b.y - a.y, b.x - a.x);
    const color = entity(t.who).color;
    if (t.kind === 'boss') {
      if (clock - t.cutAt < 0.09) return;
      t.cutAt = clock;
      t.hp -= 1;
      t.shake = 0.15;
      splash(t, color, 8, 0.8);
      g.addScore(1);
      if (t.hp > 0) return;
      t.gone = true;
      split(t, cut);
      splash(t, color, 30, 1.8);
      g.addScore(t.max);
      float(`+${t.max}`, t, accent, 34);
      g.sound('win');
      bossAt = slices + BOSS_EVERY;
      g.got(1);
      return;
    }
    t.gone = true;
    if (t.kind === 'bomb') {
      boom = 0.5;
      splash(t, '#1f2937', 8, 1.4);
      splash(t, '#fde047', 12, 1.3);
      splash(t, '#f97316', 12, 1.1);
      combo.n = 0;
      if (hard) return g.lose(`You sliced the ${g.role('hazard').name}`);
      g.loseLife();
      return;
    }
    split(t, cut);
    splash(t, color, 16);
    slices += 1;
    combo.n += 1;
    combo.left = 0.45;
    combo.at = { x: t.x, y: t.y };
    if (t.power === 'slow') {
      slow = 6;
      g.announce('Slow motion!');
      g.note(330, 0.6, 'sine', 0.08);
    } else if (t.power === 'frenzy') {
      frenzy = 5;
      frenzyIn = 0;
      g.announce('Frenzy!');
      g.note(660, 0.4, 'square', 0.05);
    }
    g.got(1);
    if (g.state() === 'play' && g.has('levels') && goal === null && slices >= PER_LEVEL * g.level) g.win();
  }
  /** The blade moved from a to b in dt: everything it crossed fast enough is cut. */
  function sweep(a: Vec, b: Vec, dt: number) {
    if (Math.hypot(b.x - a.x, b.y - a.y) / Math.max(dt, 0.001) < MIN_SPEED) return;
    for (const t of things) {
      if (t.gone || t.y > H + 40) continue; // below the edge: out of reach
      if (distance(t, a, b) < radius(t) + 4) cutThing(t, a, b);
      if (g.state() !== 'play') return;
    }
  }
  function endCombo() {
    if (combo.n >= 3) {
      g.addScore(combo.n, true);
      float(`Combo ×${combo.n}  +${combo.n}`, { x: combo.at.x, y: combo.at.y - 40 }, accent, 26);
      g.note(784, 0.15, 'triangle', 0.07);
      g.note(1046, 0.3, 'triangle', 0.06);
    }
    combo.n = 0;
  }

  // Input -----------------------------------------------------------------------------------------
  function addPoint(p: Vec, brk: boolean) {
    trail.push({ x: p.x, y: p.y, age: 0, brk });
  }
  function control(dt: number) {
    const inp = g.input;
    const p = inp.pointer;
    const d = inp.dir();
    const n = Math.hypot(d.x, d.y);
    if (n) {
      cursor.x = clamp(cursor.x + (d.x / n) * 480 * dt, 20, W - 20);
      cursor.y = clamp(cursor.y + (d.y / n) * 480 * dt, 60, H - 20);
      keyed = true;
    }
    let prev = blade; // where the stroke was last frame; null: a new stroke starts here
    let tip: Vec | null = null;
    let from: typeof source = null;
    if (inp.pressed(' ')) {
      // a slash across the cursor: along the arrow held, else the next of ╲ ╱ ─
      const a = n ? Math.atan2(d.y, d.x) : SLASHES[slashTurn++ % SLASHES.length];
      const u = { x: Math.cos(a) * REACH, y: Math.sin(a) * REACH };
      slash = {
        from: { x: cursor.x - u.x, y: cursor.y - u.y },
        to: { x: cursor.x + u.x, y: cursor.y + u.y },
        t: 0,
      };
      keyed = true;
      addPoint(slash.from, true);
      prev = slash.from;
      source = 'slash';
      g.note(900, 0.06, 'sawtooth', 0.02);
    }
    if (slash) {
      slash.t = Math.min(1, slash.t + dt / SLASH);
      const { from: a, to: b, t } = slash;
      tip = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      from = 'slash';
      if (t >= 1) slash = null;
    } else if (p.down) {
      tip = { x: p.x, y: p.y };
      from = 'pointer';
      if (inp.tapped) prev = null;
      cursor = { x: clamp(p.x, 20, W - 20), y: clamp(p.y, 60, H - 20) };
      keyed = false;
    } else if (inp.keys.has(' ')) {
      // Space held after a slash: the blade stays down at the cursor, and moving it cuts.
      tip = { ...cursor };
      from = 'keys';
    }
    if (from !== source) prev = null;
    source = from;
    if (!tip) {
      if (blade) endCombo();
      blade = null;
      return;
    }
    if (prev) sweep(prev, tip, dt);
    addPoint(tip, !prev);
    blade = tip;
  }

  // The round -------------------------------------------------------------------------------------
  function move(dt: number) {
    const G = gravity();
    for (const t of things) {
      if (t.kind === 'boss' && t.vy >= 0 && t.hang > 0) {
        // at its peak it hangs, bobbing, until it is cut up or its time is over
        t.hang -= dt;
        t.vy = 0;
        t.x += Math.sin(clock * 1.3) * 20 * dt;
        t.y += Math.sin(clock * 2.1) * 12 * dt;
      } else {
        t.vy += G * dt;
        t.x += t.vx * dt;
        t.y += t.vy * dt;
      }
      t.rot += t.spin * dt;
      t.shake -= dt;
    }
    for (const h of halves) {
      h.vy += G * dt;
      h.x += h.vx * dt;
      h.y += h.vy * dt;
      h.rot += h.spin * dt;
    }
    for (const d of drops) {
      d.vy += 600 * dt;
      d.x += d.vx * dt;
      d.y += d.vy * dt;
      d.life -= dt;
    }
    halves = halves.filter((h) => h.y < H + 100);
    drops = drops.filter((d) => d.life > 0);
    for (const s of stains) s.age += dt;
    stains = stains.filter((s) => s.age < 3);
  }
  /** Things that fell back below the bottom: a target unsliced costs a life. */
  function fallen() {
    const down = things.filter((t) => !t.gone && t.vy > 0 && t.y > H + radius(t) + 20);
    things = things.filter((t) => !t.gone && !down.includes(t));
    for (const t of down) {
      if (t.kind === 'boss') {
        bossAt = slices + BOSS_EVERY;
        continue;
      }
      if (t.kind !== 'fruit' || t.free || t.power) continue;
      float('✖', { x: t.x, y: H - 30 }, '#ef4444', 34, 1.6);
      combo.n = 0;
      if (!g.loseLife()) return;
    }
  }

  return {
    controls:
      `Swipe (drag) through each ${extras.length ? 'thing' : g.role('target').name} to slice it, or Arrows move the blade and Space slashes` +
      (R.hazard ? `; never slice the ${g.role('hazard').name}` : ''),
    reset() {
      [things, halves, drops, stains, floats, trail, queue] = [[], [], [], [], [], [], []];
      [clock, volley, slices, slow, frenzy, frenzyIn, boom, slashTurn] = [0, 0, 0, 0, 0, 0, 0, 0];
      nextIn = 0.3;
      bossAt = g.has('boss') ? FIRST_BOSS : Infinity;
      blade = null;
      source = null;
      slash = null;
      cursor = { x: W / 2, y: H / 2 };
      keyed = false;
      combo = { n: 0, left: 0, at: { x: W / 2, y: H / 2 } };
    },
    update(realDt) {
      // Slow motion slows the things, never the blade.
      slow -= realDt;
      const dt = realDt * (slow > 0 ? 0.45 : 1);
      clock += dt;
      boom -= realDt;
      for (const p of trail) p.age += realDt;
      trail = trail.filter((p) => p.age < TRAIL);
      control(realDt);
      if (g.state() !== 'play') return;
      if (combo.n && (combo.left -= realDt) <= 0) endCombo();

      things = things.filter((t) => !t.gone);
      const boss = things.find((t) => t.kind === 'boss');
      for (const q of queue) if (q.at <= clock) things.push(q.thing);
      queue = queue.filter((q) => q.at > clock);
      if (!boss && !queue.length) {
        if (slices >= bossAt) {
          // the boss comes in on its own, once the air is clear
          if (!things.length) launchBoss();
        } else {
          // the next volley when its time comes, or soon after the last fruit is gone
          nextIn -= dt;
          if (!things.some((t) => t.kind !== 'bomb')) nextIn = Math.min(nextIn, 0.6 / Math.sqrt(g.diff));
          if (nextIn <= 0) launchVolley();
        }
      }
      frenzy -= dt;
      if (frenzy > 0 && !boss && (frenzyIn -= dt) <= 0) {
        frenzyFruit();
        frenzyIn = rand(0.18, 0.32);
      }
      move(dt);
      fallen();
      for (const f of floats) f.age += realDt;
      floats = floats.filter((f) => f.age < f.life);
    },
    draw() {
      const { ctx } = g;
      // A board behind it all: faint planks, and the juice stains of what was sliced.
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.04;
      for (let x = 0; x < W; x += 80) ctx.fillRect(x, 0, 2, H);
      for (const s of stains) {
        ctx.globalAlpha = 0.35 * (1 - s.age / 3);
        ctx.fillStyle = s.color;
        ctx.beginPath();
        ctx.arc(s.x, s.y, s.r * 0.6, 0, Math.PI * 2);
        for (const b of s.blobs) {
          const bx = s.x + Math.cos(b.a) * s.r * b.d;
          const by = s.y + Math.sin(b.a) * s.r * b.d;
          ctx.moveTo(bx + s.r * b.r, by);
          ctx.arc(bx, by, s.r * b.r, 0, Math.PI * 2);
        }
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      if (slow > 0) {
        ctx.fillStyle = '#7dd3fc';
        ctx.globalAlpha = 0.1;
        ctx.fillRect(0, 0, W, H);
        ctx.globalAlpha = 1;
      }
      if (R.player) g.sprite('player', W - 34, H - 34, 40);

      // Halves: the thing drawn twice, each clipped to its side of the cut.
      for (const h of halves) {
        const r = h.size * S;
        ctx.save();
        ctx.translate(h.x, h.y);
        ctx.rotate(h.cut + h.rot);
        ctx.beginPath();
        ctx.rect(-r, h.side > 0 ? 0 : -r, 2 * r, r);
        ctx.clip();
        ctx.rotate(-h.cut);
        g.sprite(h.who, 0, 0, h.size, h.angle);
        ctx.restore();
      }
      for (const t of things) {
        if (t.y > H + 80) continue;
        const jolt = t.shake > 0 ? Math.sin(t.shake * 90) * 5 : 0;
        if (t.power) {
          const pulse = Math.sin(clock * 8) * 3;
          ctx.globalAlpha = 0.8;
          g.ring(t.x, t.y, radius(t) + 10 + pulse, t.power === 'slow' ? '#7dd3fc' : '#fb923c', 4);
          ctx.globalAlpha = 1;
        }
        if (t.kind === 'bomb' && fused) {
          // a fizzing fuse on it
          ctx.fillStyle = g.chance(0.5) ? '#fde047' : '#f97316';
          ctx.beginPath();
          ctx.arc(
            t.x + Math.cos(t.rot - 1) * radius(t),
            t.y + Math.sin(t.rot - 1) * radius(t),
            rand(2, 5),
            0,
            7,
          );
          ctx.fill();
        }
        g.sprite(t.who, t.x + jolt, t.y, t.size, t.rot);
        if (t.power)
          g.text(t.power === 'slow' ? '❄️' : '🔥', t.x + radius(t) * 0.8, t.y - radius(t) * 0.8, 20);
        if (t.kind === 'boss' && t.hang > 0 && t.vy === 0)
          g.ring(t.x, t.y, radius(t) + 8, accent, 2 + Math.max(0, Math.sin(clock * 6)) * 2);
      }
      for (const d of drops) {
        ctx.globalAlpha = Math.min(1, d.life * 2);
        ctx.fillStyle = d.color;
        ctx.beginPath();
        ctx.arc(d.x, d.y, d.r, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;

      // The blade's trail: a glow in the accent colour with a white core, thinner as it fades.
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      for (const pass of [0, 1]) {
        ctx.strokeStyle = pass ? '#ffffff' : accent;
        ctx.shadowColor = accent;
        ctx.shadowBlur = pass ? 0 : 14;
        for (let i = 1; i < trail.length; i++) {
          const p = trail[i];
          if (p.brk) continue;
          const q = trail[i - 1];
          const k = 1 - p.age / TRAIL;
          ctx.globalAlpha = pass ? k : 0.8 * k;
          ctx.lineWidth = (pass ? 4 : 11) * k + 1;
          ctx.beginPath();
          ctx.moveTo(q.x, q.y);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }
      }
      ctx.shadowBlur = 0;
      ctx.globalAlpha = 1;
      if (keyed) {
        // the keyboard's blade cursor
        ctx.globalAlpha = 0.85;
        g.ring(cursor.x, cursor.y, 13, accent, 2);
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(cursor.x - 6, cursor.y + 6);
        ctx.lineTo(cursor.x + 6, cursor.y - 6);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
      for (const f of floats) {
        ctx.globalAlpha = Math.max(0, 1 - f.age / f.life);
        g.text(f.s, f.x, f.y - (f.age / f.life) * 36, f.size, f.color);
      }
      ctx.globalAlpha = 1;
      const boss = things.find((t) => t.kind === 'boss' && t.y < H + 40);
      if (boss) g.bossBar(g.boss('target'), boss.hp, boss.max);
      if (slow > 0) g.text(`❄️ ${Math.ceil(slow)}`, W / 2, boss ? 88 : 52, 16, '#7dd3fc');
      else if (frenzy > 0) g.text(`🔥 ${Math.ceil(frenzy)}`, W / 2, boss ? 88 : 52, 16, '#fb923c');
      if (boom > 0) {
        ctx.fillStyle = '#ffffff';
        ctx.globalAlpha = Math.min(0.8, boom * 1.6);
        ctx.fillRect(0, 0, W, H);
        ctx.globalAlpha = 1;
      }
    },
    light: () => blade ?? cursor,
    timeUp: () => (goal === null ? g.win() : g.lose("Time's up")),
  };
});
