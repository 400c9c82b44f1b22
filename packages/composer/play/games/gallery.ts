// Duck Hunt. Targets come up out of the grass in waves and fly about the sky in curving zig-zags,
// turning at the edges, until their time is up: then they fly off the top. A crosshair follows the
// pointer (the arrows move it too); a click or tap fires (Space fires with the keyboard). A hit target
// stops, then falls spinning into the grass: one of the goal's things (goal = hits to win), worth more
// points the faster it flew. Each wave has three shots per target, shown as shells at the bottom; when
// they run out, what is left flies away. A wave with any escapees costs a life; a wave with none is a
// perfect one (a bonus).
// Scenery in the setting's colours: a sky gradient, a tree and bushes in silhouette, and grass.
// Roles: target = what is shot; hazard (optional) = what flies among them and must not be shot (a
// life); player (when the design names one) stands in the grass at the corner.
// Parts: boss (every fifth wave: one big, fast target that takes several hits, with g.bossBar),
// powerups (a glowing target now and then: 💥 a wide shot, or ⏳ slow motion, for a few seconds),
// night (a flashlight: light() at the crosshair), levels (without a goal: 10 hits a level), timer
// (lasting to the end wins unless there is a goal), highscores, lined (bottles, cans: the targets stand
// in a row on a fence instead of flying, and sink out of sight when their time is up; params.sway
// slides the row side to side).
import { boot, H, W, type Vec } from '../runtime';
import { mix } from '../colours';

type Kind = 'target' | 'hazard' | 'boss';
type State = 'wait' | 'fly' | 'flee' | 'hit' | 'fall' | 'gone';
interface Bird extends Vec {
  kind: Kind;
  state: State;
  t: number; // seconds in this state (or, waiting, until it rises)
  a: number; // heading
  speed: number;
  age: number; // seconds flying
  stay: number; // seconds it flies before it gets away
  turnIn: number; // until its next zig or zag
  phase: number;
  risen: boolean; // has left the grass (from then on it keeps above it)
  size: number;
  hp: number;
  max: number;
  power: 'wide' | 'slow' | null;
  rot: number;
  vy: number; // falling
  shake: number;
}
interface Float extends Vec {
  s: string;
  age: number;
  color: string;
  size: number;
}

const GRASS = H - 118; // the top of the grass
const RAIL = GRASS - 70; // the fence's top rail, where lined-up things stand
const TOP = 92; // targets turn below the score line until they get away
const PER_LEVEL = 10;
const BOSS_EVERY = 5; // waves

boot((g) => {
  const S = g.design.params.size;
  const R = g.design.roles;
  const { rand, clamp } = g;
  const { bg, fg, accent } = g.design.setting;
  const hard = g.design.params.difficulty === 'hard';
  const goal = g.design.params.goal;
  const sky = [bg, mix(bg, accent, 0.3), mix(mix(bg, accent, 0.35), '#ffffff', 0.12)];
  const shade = mix(bg, '#000000', 0.45); // the tree and bushes
  // grass green, tinted with the setting's accent and shaded toward its background
  const green = mix('#3f9d3a', accent, 0.2);
  const grass = mix(green, bg, 0.45);
  const blades = mix(green, bg, 0.2);
  const soil = mix(mix(green, '#3b2a1a', 0.6), bg, 0.4);
  // tufts along the grass's top edge, fixed for the game
  const tufts = Array.from({ length: 34 }, (_, i) => ({ x: i * 15 + rand(-4, 4), h: rand(8, 22) }));
  let birds: Bird[];
  let floats: Float[];
  let holes: (Vec & { age: number })[];
  let marks: ('hit' | 'away' | null)[]; // the wave's targets, as the HIT row shows them
  let cross: Vec;
  let lastPointer: Vec;
  let held: number; // seconds the arrows have been held (the crosshair speeds up)
  let wave: number;
  let shells: number;
  let most: number; // shells the wave began with
  let pause: number; // seconds until the next wave
  let hits: number;
  let wide: number;
  let slow: number;
  let flash: number;

  const lined = g.has('lined');
  const sway = !!g.design.params.sway;
  /** Stands on the fence rather than flying (a lined-up target, or the big one among them). */
  const stands = (b: Bird) => lined && b.kind !== 'hazard';
  const radius = (b: Bird) => b.size * S * 0.5 + 6;
  const pace = () => Math.pow(g.diff, 0.9) * (1 + 0.04 * Math.min(wave - 1, 10));
  const flying = (b: Bird) => b.state === 'fly' || b.state === 'flee';

  function bird(kind: Kind, delay: number, slot = rand(70, W - 70)): Bird {
    const boss = kind === 'boss';
    const hp = boss ? 6 + 2 * g.level + (hard ? 3 : 0) : 1;
    const size = boss ? 96 : 48;
    const standing = lined && kind !== 'hazard';
    return {
      kind,
      state: 'wait',
      t: delay,
      x: slot,
      y: standing ? RAIL - size * S * 0.5 : GRASS + 30,
      a: -Math.PI / 2 + rand(0.35, 0.9) * (g.chance(0.5) ? 1 : -1),
      speed: (boss ? 200 : rand(100, 140)) * pace() * (kind === 'hazard' ? 0.85 : 1),
      age: 0,
      stay: boss ? 14 : Math.max(3, (standing ? 7 : 5.5) / Math.sqrt(g.diff)),
      turnIn: rand(0.8, 1.6),
      phase: standing ? slot : rand(0, 6), // (standing: its place along the fence)
      risen: false,
      size,
      hp,
      max: hp,
      power: null,
      rot: 0,
      vy: 0,
      shake: 0,
    };
  }
  function startWave() {
    wave += 1;
    birds = birds.filter((b) => b.kind === 'hazard'); // one still leaving finishes leaving
    if (g.has('boss') && wave % BOSS_EVERY === 0) {
      const b = bird('boss', 0.3);
      birds.push(b);
      shells = most = b.hp + 4;
      marks = [null];
      g.announce(`Big ${g.role('target').name}!`);
    } else {
      const n = Math.min(5, 1 + Math.floor(wave / 2) + (g.level - 1) + (hard ? 1 : 0));
      // (lined up, each has its place along the fence)
      const flock = Array.from({ length: n }, (_, i) =>
        bird('target', 0.3 + i * (lined ? 0.25 : 0.55), lined ? (W * (i + 1)) / (n + 1) : undefined),
      );
      if (g.has('powerups') && wave > 1 && g.chance(0.3))
        g.pick(flock).power = g.chance(0.5) ? 'wide' : 'slow';
      birds.push(...flock);
      shells = most = 3 * n;
      marks = Array<null>(n).fill(null);
    }
    if (R.hazard && wave > 1 && g.chance(Math.min(0.75, 0.35 + 0.05 * wave)))
      birds.push(bird('hazard', rand(0.5, 2)));
  }
  /** The wave is over when every target has fallen or got away. */
  function waveOver() {
    const away = marks.filter((m) => m === 'away').length;
    for (const b of birds) if (b.kind === 'hazard' && flying(b)) b.state = 'flee';
    pause = 1.6;
    if (away) {
      const gone = lined ? 'missed' : 'got away'; // (bottles stay where they are)
      g.announce(away === marks.length ? (lined ? 'Missed!' : 'Got away!') : `${away} ${gone}!`);
      g.sound('bad');
      g.loseLife();
    } else if (marks.length > 1) {
      const bonus = 5 * marks.length;
      g.addScore(bonus);
      g.announce(`Perfect! +${bonus}`);
    }
  }

  // Shooting --------------------------------------------------------------------------------------
  function fire(at: Vec) {
    if (pause > 0 && !birds.some(flying)) return; // between waves: nothing to shoot at
    if (shells <= 0) return g.sound('tick');
    shells -= 1;
    flash = 0.07;
    holes.push({ x: at.x, y: at.y, age: 0 });
    g.sound('shoot');
    const reach = (b: Bird) => radius(b) + (wide > 0 ? 46 : 0);
    const inRange = birds.filter((b) => flying(b) && g.hit(at, b, reach(b)));
    // a wide shot takes all it covers; a plain one the nearest
    inRange.sort((p, q) => Math.hypot(p.x - at.x, p.y - at.y) - Math.hypot(q.x - at.x, q.y - at.y));
    for (const b of wide > 0 ? inRange : inRange.slice(0, 1)) {
      struck(b);
      if (g.state() !== 'play') return;
    }
    if (!shells) for (const b of birds) if (b.kind !== 'hazard' && b.state === 'fly') b.state = 'flee';
  }
  function struck(b: Bird) {
    if (b.kind === 'hazard') {
      down(b);
      float('✖', b, '#ef4444', 34);
      g.loseLife();
      return;
    }
    if (b.kind === 'boss') {
      b.hp -= 1;
      b.shake = 0.2;
      g.addScore(2);
      if (b.hp > 0) {
        g.sound('hit');
        // hit, it bolts off a new way
        b.a = rand(-Math.PI, 0);
        b.turnIn = rand(0.3, 0.7);
        return;
      }
    }
    down(b);
    const pts = Math.max(1, Math.round(b.speed / 45)) + (b.kind === 'boss' ? 20 : 0);
    float(
      `+${pts}`,
      { x: b.x, y: b.y - radius(b) - 8 },
      b.kind === 'boss' ? accent : fg,
      b.kind === 'boss' ? 30 : 22,
    );
    const i = b.kind === 'boss' ? 0 : marks.indexOf(null);
    if (i >= 0) marks[i] = 'hit';
    if (b.power === 'wide') {
      wide = 8;
      g.announce('Wide shot!');
    } else if (b.power === 'slow') {
      slow = 6;
      g.announce('Slow motion!');
    }
    hits += 1;
    g.addScore(pts - 1, true);
    g.got(1);
    if (g.state() === 'play' && g.has('levels') && goal === null && hits >= PER_LEVEL * g.level) g.win();
  }
  function down(b: Bird) {
    b.state = 'hit';
    b.t = 0;
    b.vy = 0;
  }
  function float(s: string, at: Vec, color: string, size: number) {
    floats.push({ x: clamp(at.x, 40, W - 40), y: clamp(at.y, 100, H - 60), s, age: 0, color, size });
  }

  // Flying ----------------------------------------------------------------------------------------
  function fly(b: Bird, dt: number) {
    if (b.state === 'wait') {
      if ((b.t -= dt) <= 0) [b.state, b.t] = ['fly', 0];
      return;
    }
    b.t += dt;
    b.shake -= dt;
    if (b.state === 'hit') {
      // it hangs a moment where it was hit, then drops
      if (b.t > 0.35) {
        [b.state, b.t] = ['fall', 0];
        g.note(b.kind === 'boss' ? 300 : 700, 0.35, 'sine', 0.05);
      }
      return;
    }
    if (b.state === 'fall') {
      b.vy += 900 * dt;
      b.y += b.vy * dt;
      b.rot += 9 * dt;
      if (b.y > GRASS + 40) b.state = 'gone'; // into the grass
      return;
    }
    b.age += dt;
    if (stands(b)) {
      // on the fence: still, or the row sliding side to side; time up, it sinks out of sight
      b.a = Math.PI;
      if (sway) b.x = clamp(b.phase + Math.sin(g.time * 1.3 * pace()) * 70, 30, W - 30);
      if (b.state === 'flee') b.y += 160 * dt;
      else if (b.age > b.stay) b.state = 'flee';
      return;
    }
    if (b.state === 'flee') {
      // off the top, the short way round
      const want = -Math.PI / 2;
      b.a += Math.atan2(Math.sin(want - b.a), Math.cos(want - b.a)) * Math.min(1, dt * 3);
    } else {
      // a curving path, with sudden zigs and zags
      b.a += Math.sin(b.age * (b.kind === 'boss' ? 3.4 : 2.2) + b.phase) * 2 * dt;
      if ((b.turnIn -= dt) <= 0) {
        b.a = Math.PI - b.a + rand(-0.35, 0.35);
        b.turnIn = b.kind === 'boss' ? rand(0.4, 0.9) : rand(0.8, 1.7);
      }
      const c = Math.cos(b.a);
      const s = Math.sin(b.a);
      if ((b.x < 40 && c < 0) || (b.x > W - 40 && c > 0)) b.a = Math.PI - b.a;
      if (b.y < TOP && s < 0) b.a = -b.a;
      if (b.risen && b.y > GRASS - 60 && s > 0) b.a = -b.a;
      if (b.age > b.stay) b.state = 'flee';
    }
    if (b.y < GRASS - 70) b.risen = true;
    const v = b.speed * (b.state === 'flee' ? 1.4 : 1);
    b.x += Math.cos(b.a) * v * dt;
    b.y += Math.sin(b.a) * v * dt;
    if (b.state === 'flee') b.x = clamp(b.x, -40, W + 40);
  }

  function aim(dt: number) {
    const inp = g.input;
    const p = inp.pointer;
    if (p.x !== lastPointer.x || p.y !== lastPointer.y) cross = { x: p.x, y: p.y };
    lastPointer = { x: p.x, y: p.y };
    const d = inp.dir();
    if (d.x || d.y) {
      held += dt;
      const v = 260 + 420 * Math.min(1, held / 0.6);
      const n = Math.hypot(d.x, d.y);
      cross.x += (d.x / n) * v * dt;
      cross.y += (d.y / n) * v * dt;
    } else held = 0;
    cross.x = clamp(cross.x, 8, W - 8);
    cross.y = clamp(cross.y, 48, H - 8);
    if (inp.tapped) {
      cross = { x: inp.tapAt.x, y: inp.tapAt.y };
      fire(cross);
    } else if (inp.pressed(' ')) fire(cross);
  }

  // Drawing ---------------------------------------------------------------------------------------
  function scenery() {
    const { ctx } = g;
    const grad = ctx.createLinearGradient(0, 0, 0, GRASS);
    grad.addColorStop(0, sky[0]);
    grad.addColorStop(0.65, sky[1]);
    grad.addColorStop(1, sky[2]);
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, W, GRASS + 20);
    // the tree on the left and the bushes on the right, in silhouette
    ctx.fillStyle = shade;
    ctx.fillRect(58, GRASS - 190, 22, 200);
    ctx.beginPath();
    for (const [x, y, r] of [
      [70, GRASS - 230, 58],
      [30, GRASS - 200, 44],
      [112, GRASS - 196, 46],
      [66, GRASS - 175, 40],
      [20, GRASS - 255, 32],
    ]) {
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    for (const [x, r] of [
      [330, 34],
      [372, 46],
      [420, 38],
      [462, 30],
    ]) {
      ctx.moveTo(x + r, GRASS + 4);
      ctx.arc(x, GRASS + 4, r, Math.PI, 0);
    }
    ctx.fill();
  }
  /** A wooden fence across the field, its top rail where the lined-up things stand. */
  function fence() {
    const { ctx } = g;
    const wood = mix('#a16207', bg, 0.25);
    const dark = mix('#713f12', bg, 0.3);
    ctx.fillStyle = wood;
    ctx.fillRect(0, RAIL, W, 12);
    ctx.fillRect(0, RAIL + 40, W, 10);
    ctx.fillStyle = dark;
    ctx.fillRect(0, RAIL + 10, W, 2);
    for (let x = 18; x < W; x += 64) {
      ctx.fillStyle = wood;
      ctx.fillRect(x, RAIL - 8, 14, GRASS - RAIL + 14);
      ctx.fillStyle = dark;
      ctx.fillRect(x + 11, RAIL - 8, 3, GRASS - RAIL + 14);
    }
  }
  function grassFront() {
    const { ctx } = g;
    ctx.fillStyle = grass;
    ctx.fillRect(0, GRASS, W, H - GRASS);
    ctx.fillStyle = blades;
    ctx.beginPath();
    for (const t of tufts) {
      ctx.moveTo(t.x - 7, GRASS + 2);
      ctx.lineTo(t.x - 2, GRASS - t.h);
      ctx.lineTo(t.x + 1, GRASS + 2);
      ctx.lineTo(t.x + 5, GRASS - t.h * 0.6);
      ctx.lineTo(t.x + 9, GRASS + 2);
    }
    ctx.fill();
    ctx.fillStyle = soil;
    ctx.fillRect(0, H - 52, W, 52);
  }
  function hudBottom() {
    const { ctx } = g;
    const y = H - 26;
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(8, y - 18, W - 16, 36);
    g.text('SHOT', 18, y, 13, fg, 'left');
    if (most <= 18)
      for (let i = 0; i < most; i++) {
        const x = 62 + i * 10;
        ctx.globalAlpha = i < shells ? 1 : 0.2;
        ctx.fillStyle = '#dc2626';
        ctx.fillRect(x, y - 9, 7, 13);
        ctx.fillStyle = '#eab308';
        ctx.fillRect(x, y + 4, 7, 5);
      }
    else g.text(`${shells}`, 62, y, 16, '#eab308', 'left');
    ctx.globalAlpha = 1;
    const hx = W / 2 + 70;
    g.text('HIT', hx - 12, y, 13, fg, 'right');
    marks.forEach((m, i) => {
      const x = hx + i * 18;
      if (m === 'away') g.text('✖', x + 6, y, 14, '#ef4444');
      else {
        ctx.fillStyle = m === 'hit' ? accent : 'rgba(255,255,255,0.25)';
        ctx.beginPath();
        ctx.arc(x + 6, y, 6, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    if (R.player) g.sprite('player', W - 34, GRASS + 24, 44);
  }
  function crosshair() {
    const { ctx } = g;
    const r = wide > 0 ? 40 : 16;
    const { x, y } = cross;
    for (const pass of [0, 1]) {
      ctx.strokeStyle = pass ? '#ffffff' : 'rgba(0,0,0,0.6)';
      ctx.lineWidth = pass ? 2 : 4;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        ctx.moveTo(x + dx * (r - 7), y + dy * (r - 7));
        ctx.lineTo(x + dx * (r + 8), y + dy * (r + 8));
      }
      ctx.stroke();
    }
    ctx.fillStyle = '#ef4444';
    ctx.fillRect(x - 1.5, y - 1.5, 3, 3);
  }
  function drawBird(b: Bird) {
    const { ctx } = g;
    const role = b.kind === 'boss' ? g.boss('target') : b.kind;
    const left = Math.cos(b.a) < 0;
    ctx.save();
    ctx.translate(b.x + (b.shake > 0 ? Math.sin(b.shake * 80) * 4 : 0), b.y);
    if (b.power && flying(b)) {
      ctx.globalAlpha = 0.8;
      g.ring(0, 0, radius(b) + 6 + Math.sin(g.time * 8) * 3, b.power === 'wide' ? '#f97316' : '#7dd3fc', 4);
      ctx.globalAlpha = 1;
    }
    if (b.state === 'fall') ctx.rotate(b.rot);
    else if (flying(b) && !stands(b)) {
      // it flaps; an emoji (most face left) faces the way it flies, nose up or down with its climb
      const flap = 1 + Math.sin(b.age * 18) * 0.07;
      if (g.role(role).emoji) {
        const [c, s] = [Math.cos(b.a), Math.sin(b.a)];
        ctx.scale(left ? 1 : -1, flap);
        ctx.rotate(clamp(left ? Math.atan2(-s, -c) : -Math.atan2(s, c), -0.45, 0.45));
      } else ctx.scale(1, flap);
    }
    g.sprite(role, 0, 0, b.size);
    ctx.restore();
    if (b.power && flying(b))
      g.text(b.power === 'wide' ? '💥' : '⏳', b.x + radius(b) * 0.8, b.y - radius(b) * 0.8, 18);
  }

  return {
    controls:
      'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target' +
      (R.hazard ? `; never shoot the ${g.role('hazard').name}` : ''),
    reset() {
      [birds, floats, holes, marks] = [[], [], [], []];
      cross = { x: W / 2, y: H / 2 - 60 };
      lastPointer = { ...g.input.pointer };
      [held, wave, shells, most, hits, wide, slow, flash] = [0, 0, 0, 0, 0, 0, 0, 0];
      pause = 0.5;
    },
    update(realDt) {
      slow -= realDt;
      wide -= realDt;
      flash -= realDt;
      const dt = realDt * (slow > 0 ? 0.45 : 1);
      aim(realDt);
      if (g.state() !== 'play') return;
      for (const b of birds) fly(b, dt);
      // what got off the top, and what fell into the grass
      for (const b of birds) {
        if (b.state !== 'flee' || (stands(b) ? b.y < RAIL + 20 : b.y > -60)) continue;
        b.state = 'gone';
        if (b.kind === 'hazard') continue;
        const i = b.kind === 'boss' ? 0 : marks.indexOf(null);
        if (i >= 0) marks[i] = 'away';
      }
      birds = birds.filter((b) => b.state !== 'gone');
      if (pause > 0) {
        if ((pause -= realDt) <= 0) startWave();
      } else if (!birds.some((b) => b.kind !== 'hazard')) waveOver();
      if (g.state() !== 'play') return;
      for (const f of floats) f.age += realDt;
      floats = floats.filter((f) => f.age < 1);
      for (const h of holes) h.age += realDt;
      holes = holes.filter((h) => h.age < 0.25);
    },
    draw() {
      const { ctx } = g;
      scenery();
      if (slow > 0) {
        ctx.fillStyle = '#7dd3fc';
        ctx.globalAlpha = 0.1;
        ctx.fillRect(0, 0, W, GRASS);
        ctx.globalAlpha = 1;
      }
      if (lined) {
        for (const b of birds) if (b.state !== 'wait' && !(stands(b) && b.state === 'flee')) drawBird(b);
        // (sinking ones go down behind the fence)
        ctx.save();
        ctx.beginPath();
        ctx.rect(0, 0, W, RAIL);
        ctx.clip();
        for (const b of birds) if (stands(b) && b.state === 'flee') drawBird(b);
        ctx.restore();
        fence();
      } else for (const b of birds) if (b.state !== 'wait') drawBird(b);
      grassFront();
      hudBottom();
      for (const h of holes) {
        ctx.globalAlpha = 1 - h.age / 0.25;
        g.ring(h.x, h.y, 6 + h.age * 90, '#fde68a', 3);
      }
      ctx.globalAlpha = 1;
      for (const f of floats) {
        ctx.globalAlpha = Math.max(0, 1 - f.age);
        g.text(f.s, f.x, f.y - f.age * 36, f.size, f.color);
      }
      ctx.globalAlpha = 1;
      const boss = birds.find((b) => b.kind === 'boss' && b.hp > 0);
      if (boss) g.bossBar(g.boss('target'), boss.hp, boss.max);
      if (wide > 0) g.text(`💥 ${Math.ceil(wide)}`, W / 2, boss ? 88 : 52, 16, '#f97316');
      else if (slow > 0) g.text(`⏳ ${Math.ceil(slow)}`, W / 2, boss ? 88 : 52, 16, '#7dd3fc');
      if (g.state() === 'play') crosshair();
      if (flash > 0) {
        ctx.fillStyle = '#ffffff';
        ctx.globalAlpha = 0.18;
        ctx.fillRect(0, 0, W, H);
        ctx.globalAlpha = 1;
      }
    },
    light: () => cross,
    timeUp: () => (goal === null ? g.win() : g.lose("Time's up")),
  };
});
