// Roles: player = the one fishing, sitting in the boat on the surface; target = the fish (and the design's
// extras: more kinds, each worth more and swimming deeper); hazard and enemy = what swims too and cuts
// the line when it touches the hook (a life); with the boss part, a big enemy (else hazard) patrols the
// deep and goes for the hook; shot = the bait on the hook when named (else a drawn hook).
// dive: the player is no angler in a boat but a bird over the water, itself the hook: it dives and comes
// back up with what it caught in its claws.
// Parts: timer (time up ends the round: won with any fish, unless a goal is left), levels (without a goal
// or timer, 8 fish a level; more and faster fish), boss, night (light on the hook), highscores.
// Each fish is one g.got, worth more the deeper it swam and the rarer its kind.
import { boot, targetKinds, type Vec } from '../runtime';
import type { RoleId } from '../../src/design';
import { sea, surfaceLine } from '../water';

interface Swimmer extends Vec {
  vx: number;
  kind: number; // index in kinds; -1 a hazard
  size: number;
  phase: number;
}
interface Float extends Vec {
  s: string;
  age: number;
}

const SURFACE = 150;
const BOTTOM = 596;
const PER_LEVEL = 8;

boot((g) => {
  const { roles, setting } = g.design;
  const S = g.design.params.size;
  // The fish: the target, then the design's extras, each kind worth one more.
  const kinds = targetKinds(g.design, 3);
  // What cuts the line: the hazard, and the enemy too when the design names both.
  const cutters = (['hazard', 'enemy'] as const).filter((r) => roles[r]);
  const cutter: RoleId | null = cutters[0] ?? null;
  const bossRole: RoleId | null = g.has('boss') && cutter ? (roles.enemy ? 'enemy' : 'hazard') : null;
  const goal = g.design.params.goal;
  // Nothing that can cost a life, and no goal or clock: the round is a set catch.
  const aim =
    goal ?? (g.has('levels') && !g.has('timer') ? PER_LEVEL : !cutter && !g.has('timer') ? 10 : null);
  g.showLives(!!cutter);
  let boatX: number;
  /** up: at the boat; sink: cast, going down by itself; hold: hanging where it was let down to. */
  let hook: Vec & { state: 'up' | 'sink' | 'hold' | 'reel' };
  let held: number; // seconds the pointer (or Space) has been held without dragging: over 0.15 lowers
  let fish: Swimmer | null; // the one on the hook
  let swimmers: Swimmer[];
  let boss: (Vec & { vx: number }) | null;
  let spawn: number;
  let caught: number;
  let floats: Float[];
  let landing: { s: Swimmer; t: number } | null; // a catch flying into the boat
  let snapped: number; // seconds since the line was cut (the hook is gone a moment)
  let bubbles: (Vec & { r: number })[];

  const tip = () => ({ x: boatX + 46, y: SURFACE - 58 });
  const dives = g.has('dive');
  const restY = dives ? SURFACE - 56 : SURFACE + 16;
  const depth = (y: number) => g.clamp(Math.floor((y - 190) / 135), 0, 2);

  function addSwimmer() {
    const bad = cutter && g.chance(Math.min(0.45, 0.22 + 0.04 * g.level));
    const y = g.rand(195, BOTTOM - 30);
    // deeper water holds the rarer kinds
    const kind = bad
      ? -1 - g.int(0, cutters.length - 1)
      : Math.min(kinds.length - 1, Math.floor(Math.random() * (1 + depth(y) * 0.7) * kinds.length * 0.6));
    const dir = g.chance(0.5) ? 1 : -1;
    const speed = g.rand(45, 85) * (1 + depth(y) * 0.25) * Math.sqrt(g.diff);
    swimmers.push({
      x: dir > 0 ? -30 : g.W + 30,
      y,
      vx: dir * speed,
      kind,
      size: bad ? 44 : 34 + kind * 6 + depth(y) * 3,
      phase: g.rand(0, 6),
    });
  }
  /** A tap: cast the hook when it is up, reel it in when it is down. */
  function tap() {
    if (hook.state === 'up' && snapped > 0.8) {
      hook.state = 'sink';
      g.sound('jump');
    } else if (hook.state === 'sink' || hook.state === 'hold') hook.state = 'reel';
  }
  function snap() {
    fish = null;
    hook.state = 'up';
    snapped = 0;
    Object.assign(hook, { x: tip().x, y: restY });
    floats.push({ x: hook.x, y: SURFACE + 30, s: 'Snap!', age: 0 });
    g.loseLife();
  }
  function land(s: Swimmer) {
    const value = 1 + s.kind + depth(s.y);
    caught += 1;
    floats.push({ x: boatX, y: SURFACE - 70, s: `+${value}`, age: 0 });
    if (!dives) landing = { s, t: 0 }; // (a bird keeps what it caught)
    g.got(1);
    if (g.state() !== 'play') return;
    g.addScore(value - 1, true);
    if (aim !== null && goal === null && caught >= aim) g.win();
  }

  function moveHook(dt: number) {
    const t = tip();
    hook.x += (t.x - hook.x) * Math.min(1, dt * 4); // the line trails the boat
    if (hook.state === 'sink') hook.y = Math.min(BOTTOM - 12, hook.y + (dives ? 260 : 150) * dt);
    else if (hook.state === 'reel') {
      hook.y -= (fish ? 190 : 280) * dt;
      if (hook.y <= restY) {
        hook.y = restY;
        hook.state = 'up';
        if (fish) {
          const f = fish;
          fish = null;
          land(f);
        }
      }
    }
  }
  function swim(dt: number) {
    for (const s of swimmers) {
      s.x += s.vx * dt;
      s.phase += dt * 4;
      if (g.chance(dt * 0.08)) s.vx *= -1; // now and then one turns back
      if (hook.state === 'up' || snapped < 0.8) continue;
      const reach = (s.size * S) / 2.2 + 4;
      if (!g.hit(hook, { x: s.x, y: s.y }, reach)) continue;
      if (s.kind < 0) return snap();
      if (!fish) {
        fish = s;
        hook.state = 'reel';
        g.sound('point');
      }
    }
    swimmers = swimmers.filter((s) => s !== fish && s.x > -60 && s.x < g.W + 60);
    if (boss) {
      // The boss patrols the deep and turns for the hook when it comes near.
      const near = hook.state !== 'up' && hook.y > 420 && Math.abs(hook.x - boss.x) < 170;
      const want = near ? Math.sign(hook.x - boss.x) * 120 : Math.sign(boss.vx || 1) * 60;
      boss.vx += (want - boss.vx) * Math.min(1, dt * 2) * Math.sqrt(g.diff);
      boss.x += boss.vx * dt;
      boss.y += ((near ? hook.y : 520) - boss.y) * Math.min(1, dt * 0.8);
      if (boss.x < 40 || boss.x > g.W - 40) boss.vx = Math.sign(g.W / 2 - boss.x) * 60;
      if (hook.state !== 'up' && snapped > 0.8 && g.hit(hook, boss, 40 * S)) snap();
    }
  }

  // Drawing ----------------------------------------------------------------------------------------
  function swimmer(s: Swimmer) {
    const ctx = g.ctx;
    ctx.save();
    ctx.translate(s.x, s.y + Math.sin(s.phase) * 4);
    if (s.vx > 0) ctx.scale(-1, 1); // the emoji faces left: turned to face the way it swims
    g.sprite(s.kind < 0 ? cutters[-1 - s.kind] : kinds[s.kind], 0, 0, s.size);
    ctx.restore();
  }
  function scene() {
    const ctx = g.ctx;
    sea(g, SURFACE, BOTTOM);
    // depth bands: the deeper, the more a fish is worth
    for (let b = 1; b < 3; b++) {
      const y = 190 + b * 135;
      ctx.fillStyle = 'rgba(255,255,255,0.06)';
      ctx.fillRect(0, y, g.W, 1);
      g.text(`×${b + 1}`, g.W - 10, y + 12, 12, 'rgba(255,255,255,0.35)', 'right');
    }
    ctx.fillStyle = '#c2a66b';
    ctx.beginPath();
    ctx.moveTo(0, g.H);
    for (let x = 0; x <= g.W; x += 40) ctx.lineTo(x, BOTTOM + Math.sin(x / 50) * 6);
    ctx.lineTo(g.W, g.H);
    ctx.fill();
    ctx.strokeStyle = '#2f8a4a';
    ctx.lineWidth = 4;
    for (const x of [40, 130, 300, 420]) {
      ctx.beginPath();
      for (let k = 0; k < 6; k++) ctx.lineTo(x + Math.sin(g.time * 1.5 + k + x) * 5, BOTTOM + 4 - k * 12);
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    for (const b of bubbles) {
      ctx.beginPath();
      ctx.arc(b.x + Math.sin(b.y / 20) * 3, b.y, b.r, 0, Math.PI * 2);
      ctx.fill();
    }
    surfaceLine(g, SURFACE);
  }
  /** The diver: itself the hook, head down while it dives, the catch in its claws. */
  function diver() {
    const ctx = g.ctx;
    if (fish) g.sprite(kinds[fish.kind], hook.x, hook.y + 26, fish.size * 0.9);
    ctx.save();
    ctx.translate(hook.x, hook.y);
    ctx.rotate(hook.state === 'sink' ? -Math.PI / 3 : 0);
    if (g.showing(0.8 - snapped)) g.sprite('player', 0, 0, 56);
    ctx.restore();
  }
  function boat() {
    const ctx = g.ctx;
    if (dives) return diver();
    const bob = Math.sin(g.time * 2) * 2;
    g.sprite('player', boatX - 14, SURFACE - 34 + bob, 46);
    ctx.fillStyle = '#8b5a2b';
    ctx.beginPath();
    ctx.moveTo(boatX - 62, SURFACE - 14 + bob);
    ctx.lineTo(boatX + 62, SURFACE - 14 + bob);
    ctx.lineTo(boatX + 44, SURFACE + 10 + bob);
    ctx.lineTo(boatX - 44, SURFACE + 10 + bob);
    ctx.fill();
    ctx.fillStyle = '#6b4423';
    ctx.fillRect(boatX - 62, SURFACE - 16 + bob, 124, 5);
    const t = tip();
    ctx.strokeStyle = '#3f2a14';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(boatX, SURFACE - 22 + bob);
    ctx.lineTo(t.x, t.y + bob);
    ctx.stroke();
    if (snapped < 0.8) return;
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(t.x, t.y + bob);
    ctx.lineTo(hook.x, hook.y);
    ctx.stroke();
    if (fish) {
      ctx.save();
      ctx.translate(hook.x, hook.y + (fish.size * S) / 2.4);
      ctx.rotate(Math.PI / 2 + Math.sin(g.time * 18) * 0.5); // hanging by the mouth, wriggling
      g.sprite(kinds[fish.kind], 0, 0, fish.size);
      ctx.restore();
    }
    if (roles.shot) return g.sprite('shot', hook.x, hook.y + 6, 20);
    ctx.strokeStyle = '#e5e7eb';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(hook.x, hook.y);
    ctx.lineTo(hook.x, hook.y + 10);
    ctx.arc(hook.x - 5, hook.y + 10, 5, 0, Math.PI * 0.9);
    ctx.stroke();
  }

  return {
    controls: dives
      ? 'Drag or arrows to fly along; tap or Space to dive, and again to come back up'
      : 'Drag or arrows to move the boat; tap or Space to cast and to reel in; hold (or Down) to lower the hook',
    reset() {
      boatX = g.W / 2;
      hook = { x: tip().x, y: restY, state: 'up' };
      held = -1; // the press that started the round is not one
      fish = null;
      swimmers = [];
      for (let i = 0; i < 4; i++) {
        addSwimmer();
        swimmers[i].x = g.rand(40, g.W - 40);
      }
      boss = bossRole ? { x: 60, y: 520, vx: 60 } : null;
      spawn = 1;
      caught = 0;
      floats = [];
      landing = null;
      snapped = 1;
      bubbles = Array.from({ length: 10 }, () => ({
        x: g.rand(0, g.W),
        y: g.rand(SURFACE, BOTTOM),
        r: g.rand(1.5, 4),
      }));
    },
    update(dt) {
      const inp = g.input;
      const d = inp.dir();
      const speed = hook.state === 'up' ? 260 : 130;
      const p = inp.pointer;
      const dragging = p.down && Math.abs(p.x - inp.tapAt.x) > 12;
      if (d.x) boatX += d.x * speed * dt;
      else if (dragging) boatX += g.clamp(p.x - 46 - boatX, -speed * dt, speed * dt);
      boatX = g.clamp(boatX, 70, g.W - 110);
      // (the key that started the round is not a cast)
      // A hold lowers the hook (it hangs where it is let go); a quick press casts it, or reels it in.
      const k = inp.keys;
      const holding = (p.down && !dragging) || k.has(' ') || k.has('Enter') || k.has('ArrowDown');
      if (dragging) {
        if (held > 0.15 && hook.state === 'sink') hook.state = 'hold';
        held = -1; // a drag moves the boat and is no press
      }
      if (holding) {
        if (held >= 0) held += dt;
        if (held > 0.15 && snapped > 0.8 && (hook.state !== 'reel' || !fish)) hook.state = 'sink';
      } else {
        if (held > 0 && held <= 0.15) tap();
        else if (held > 0.15 && hook.state === 'sink') hook.state = 'hold';
        held = 0;
      }
      if (inp.pressed('ArrowUp') && (hook.state === 'sink' || hook.state === 'hold')) tap();
      snapped += dt;
      moveHook(dt);
      if (g.state() !== 'play' || !swimmers) return;
      swim(dt);
      spawn -= dt;
      if (spawn <= 0 && swimmers.length < Math.min(10, 5 + g.level)) {
        addSwimmer();
        spawn = g.rand(0.6, 1.4) / g.diff;
      }
      for (const b of bubbles) if ((b.y -= 30 * dt) < SURFACE) b.y = BOTTOM;
      for (const f of floats) f.age += dt;
      floats = floats.filter((f) => f.age < 1);
      if (landing && (landing.t += dt) > 0.5) landing = null;
    },
    draw() {
      const ctx = g.ctx;
      scene();
      for (const s of swimmers) swimmer(s);
      if (boss && bossRole) {
        ctx.save();
        ctx.translate(boss.x, boss.y);
        if (boss.vx > 0) ctx.scale(-1, 1);
        g.sprite(g.boss(bossRole), 0, 0, 86);
        ctx.restore();
      }
      boat();
      if (landing) {
        // the catch flies up out of the water and into the boat
        const k = landing.t / 0.5;
        g.sprite(
          kinds[landing.s.kind],
          hook.x + (boatX - hook.x) * k,
          restY - Math.sin(k * Math.PI) * 70 - k * 20,
          landing.s.size,
          k * 6,
        );
      }
      for (const f of floats) {
        ctx.globalAlpha = 1 - f.age;
        g.text(f.s, f.x, f.y - f.age * 40, 24, f.s === 'Snap!' ? '#fca5a5' : setting.accent);
        ctx.globalAlpha = 1;
      }
      if (goal === null)
        g.text(aim !== null ? `${caught}/${aim} fish` : `${caught} fish`, 12, 50, 16, setting.fg, 'left');
    },
    light: () => hook,
    timeUp() {
      if (goal !== null || caught === 0) g.lose(caught ? `Time's up: ${caught} fish` : "Time's up: no fish");
      else g.win();
    },
  };
});
