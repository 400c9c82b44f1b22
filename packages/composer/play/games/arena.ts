// Roles: player = the fighter in the middle; enemy = what comes at you from every side (hazard, when the
// design has no enemy); hazard = what the boss throws; shot = your shots (a dot in the accent colour
// without one); ally = a friend circling you who knocks enemies out; target = what the fallen sometimes
// drop (points). Kills are the goal's things.
// Parts: boss (every third wave; first, in a boss fight: params.bossFirst), powerups (rapid fire), aimAnywhere (shots go toward the pointer or
// the way you move; otherwise at the nearest enemy), levels (without a goal: three waves each), timer,
// night, highscores, returnFire (the foes keep their distance and throw at you: a snowball fight; what
// they throw is the hazard, or the same thing you throw), melee (the shot is a weapon swung in the hand,
// a sword or a baseball bat: no shots fly; whatever comes within reach is struck in an arc and knocked
// back, and what is thrown at you can be batted away), twoPlayer (a second fighter on WASD, the first on
// the arrows, each with three hearts; the foes go for the nearer one; the last one standing wins: player
// one g.win(), player two g.lose()), upgrades (a roguelite: each wave is a room, and a room cleared
// offers three upgrades to pick one of, by a tap or the keys 1-3: more damage, faster fire, an extra
// heart, faster feet, a triple shot; the boss comes every fifth room).
import type { RoleId } from '../../src/design';
import { boot, type Vec } from '../runtime';

interface Mover extends Vec {
  vx: number;
  vy: number;
}
interface Foe extends Vec {
  hp: number;
  speed: number;
  big: boolean;
  /** Seconds to its next throw (returnFire). */
  cool: number;
}
/** One who fights: where, which way they last moved, their weapon's cool-down, and their hearts. */
interface Fighter extends Vec {
  face: Vec;
  cool: number;
  rapid: number;
  safe: number;
  lives: number;
  swing: { t: number; dir: number } | null; // the swing under way: seconds into it, the way it faces
  two: boolean;
}
interface Pickup extends Vec {
  kind: 'target' | 'rapid';
  life: number;
}

/** What a cleared room offers: three of these. */
const UPGRADES = [
  { id: 'damage', icon: '⚔️', label: 'More damage' },
  { id: 'rate', icon: '🔥', label: 'Faster fire' },
  { id: 'heart', icon: '❤️', label: 'Extra heart' },
  { id: 'feet', icon: '👟', label: 'Faster feet' },
  { id: 'spread', icon: '🔱', label: 'Triple shot' },
] as const;
type Upgrade = (typeof UPGRADES)[number];
const CARD_Y = 330;
const cardX = (i: number) => 85 + i * 155;

boot((g) => {
  const S = g.design.params.size;
  const R = g.design.roles;
  const foeRole: RoleId = R.enemy ? 'enemy' : 'hazard';
  const aiming = g.has('aimAnywhere');
  const fireBack = g.has('returnFire');
  const theirs: RoleId | null = R.hazard ? 'hazard' : R.shot ? 'shot' : null;
  let back: Mover[]; // what the foes throw (returnFire)
  const pair = g.has('twoPlayer');
  if (pair) g.showLives(false); // (each has hearts of their own)
  let me: Fighter;
  let fighters: Fighter[]; // you, and player two
  let foes: Foe[];
  let shots: Mover[];
  let throws: Mover[]; // the boss's
  let pickups: Pickup[];
  let wave: number;
  let cleared: number;
  let toSpawn: number;
  let spawnIn: number;
  let orbit: number;
  let lastPointer: Vec;
  let pointerAt: number; // when the mouse or finger last moved
  const melee = g.has('melee');
  const REACH = 74 * S;
  const ARC = 1.1; // radians either side of where the swing faces
  const fighter = (x: number, two: boolean): Fighter => ({ x, y: g.H / 2, face: { x: 0, y: -1 }, cool: 0, rapid: 0, safe: 1, lives: 3, swing: null, two }); // prettier-ignore
  const standing = () => fighters.filter((f) => f.lives > 0);
  const upgrading = g.has('upgrades');
  const bossEvery = upgrading ? 5 : 3;
  let offer: Upgrade[] | null; // (a room cleared: the upgrades to pick one of)
  let taken: Record<Upgrade['id'], number>;

  function startWave() {
    wave += 1;
    // (a boss fight starts with the boss and a few of its own; else it comes every third wave)
    const fight = g.has('boss') && g.design.params.bossFirst && wave === 1;
    toSpawn = fight ? 2 : 3 + wave * 3;
    spawnIn = 1.2;
    if (g.has('boss') && (wave % bossEvery === 0 || fight)) {
      const hp = 20 + 8 * g.level;
      foes.push({ ...edge(), hp, speed: 45, big: true, cool: 0 });
    }
  }
  function edge(): Vec {
    const t = g.rand(0, 1);
    return g.pick([
      { x: t * g.W, y: -30 },
      { x: t * g.W, y: g.H + 30 },
      { x: -30, y: 50 + t * (g.H - 50) },
      { x: g.W + 30, y: 50 + t * (g.H - 50) },
    ]);
  }

  function move(me: Fighter, dt: number) {
    const d = me.two ? g.input.dir2() : g.input.dir();
    const p = g.input.pointer;
    const speed = 230 * Math.sqrt(g.diff) * (1 + 0.15 * taken.feet);
    let v: Vec = { x: d.x, y: d.y };
    if (!me.two && !d.x && !d.y && p.down && Math.hypot(p.x - me.x, p.y - me.y) > 12)
      v = { x: p.x - me.x, y: p.y - me.y };
    const n = Math.hypot(v.x, v.y);
    if (n) {
      me.face = { x: v.x / n, y: v.y / n };
      me.x = g.clamp(me.x + me.face.x * speed * dt, 20, g.W - 20);
      me.y = g.clamp(me.y + me.face.y * speed * dt, 56, g.H - 20);
    }
    if (me.two) return;
    if (p.x !== lastPointer.x || p.y !== lastPointer.y || p.down) pointerAt = g.time;
    lastPointer = { x: p.x, y: p.y };
  }

  // Where the next shot goes: the pointer or the way you move (aimAnywhere), else the nearest foe.
  function aim(me: Fighter): Vec | null {
    let to: Vec | null = null;
    if (aiming) {
      const p = g.input.pointer;
      to = g.time - pointerAt < 2 && !me.two ? p : { x: me.x + me.face.x, y: me.y + me.face.y };
    } else {
      let best = 380;
      for (const f of foes) {
        const dist = Math.hypot(f.x - me.x, f.y - me.y);
        if (dist < best) [best, to] = [dist, f];
      }
    }
    if (!to) return null;
    const n = Math.hypot(to.x - me.x, to.y - me.y) || 1;
    return { x: (to.x - me.x) / n, y: (to.y - me.y) / n };
  }

  /** A swing toward `dir`: every foe within reach in its arc is hit and knocked back; throws are batted away. */
  function strike(me: Fighter, dir: number) {
    me.swing = { t: 0, dir };
    const inArc = (o: Vec, reach: number) => {
      const dist = Math.hypot(o.x - me.x, o.y - me.y);
      const turn = Math.atan2(o.y - me.y, o.x - me.x) - dir;
      const off = Math.abs(Math.atan2(Math.sin(turn), Math.cos(turn))); // (the turn, within ±π)
      return dist < reach && (off < ARC || dist < 26 * S);
    };
    [throws, back] = [throws.filter((t) => !inArc(t, REACH)), back.filter((t) => !inArc(t, REACH))];
    for (const f of foes.filter((o) => inArc(o, REACH + (o.big ? 40 : 14) * S))) {
      f.hp -= 1 + taken.damage;
      const n = Math.hypot(f.x - me.x, f.y - me.y) || 1;
      const push = f.big ? 14 : 46;
      f.x += ((f.x - me.x) / n) * push;
      f.y += ((f.y - me.y) / n) * push;
      if (f.hp <= 0) defeat(f);
      else g.sound('tick');
      if (g.state() !== 'play') return;
    }
  }
  /** The nearest foe within the weapon's reach, or null. */
  function inReach(me: Fighter): Foe | null {
    let best: Foe | null = null;
    let dist = Infinity;
    for (const f of foes) {
      const d = Math.hypot(f.x - me.x, f.y - me.y) - (f.big ? 40 : 14) * S;
      if (d < REACH && d < dist) [best, dist] = [f, d];
    }
    return best;
  }

  function defeat(f: Foe) {
    foes = foes.filter((o) => o !== f);
    if (f.big) g.addScore(19);
    else if (R.target && g.chance(0.15)) pickups.push({ x: f.x, y: f.y, kind: 'target', life: 6 });
    if (g.has('powerups') && g.chance(f.big ? 1 : 0.06))
      pickups.push({ x: f.x, y: f.y, kind: 'rapid', life: 6 });
    g.got(1);
  }

  function fight(dt: number) {
    const ally = R.ally ? { x: me.x + Math.cos(orbit) * 58, y: me.y + Math.sin(orbit) * 58 } : null;
    for (const f of foes) {
      // (each goes for the nearer one still standing)
      const near = (a: Vec) => Math.hypot(a.x - f.x, a.y - f.y);
      const me = standing().sort((a, b) => near(a) - near(b))[0] ?? fighters[0];
      const dx = me.x - f.x;
      const dy = me.y - f.y;
      const n = Math.hypot(dx, dy) || 1;
      if (fireBack && !f.big && n < 210) {
        // In range: circle the player instead of walking into them, and throw.
        f.x += (-dy / n) * f.speed * 0.5 * dt;
        f.y += (dx / n) * f.speed * 0.5 * dt;
      } else {
        f.x += (dx / n) * f.speed * dt;
        f.y += (dy / n) * f.speed * dt;
      }
      f.cool -= dt;
      if (fireBack && !f.big && f.cool <= 0 && n < 330) {
        const v = 190 * Math.sqrt(g.diff);
        back.push({ x: f.x, y: f.y, vx: (dx / n) * v, vy: (dy / n) * v });
        f.cool = g.rand(1.8, 3.4) / g.diff;
      }
      if (f.big && g.chance(dt * 0.5 * g.diff))
        for (let a = 0; a < 8; a++)
          throws.push({ x: f.x, y: f.y, vx: Math.cos(a * 0.785) * 170, vy: Math.sin(a * 0.785) * 170 });
    }
    for (const s of shots) {
      const f = foes.find((o) => g.hit(s, o, (o.big ? 52 : 24) * S));
      if (!f) continue;
      s.x = -999; // spent
      f.hp -= 1 + taken.damage;
      if (f.hp <= 0) defeat(f);
      else g.sound('tick');
      if (g.state() !== 'play') return;
    }
    const knocked = ally && foes.find((f) => !f.big && g.hit(ally, f, 34 * S));
    if (knocked) defeat(knocked);
    for (const me of standing()) {
      const touching =
        foes.find((f) => g.hit(me, f, (f.big ? 56 : 32) * S)) ??
        [...throws, ...back].find((t) => g.hit(me, t, 22 * S));
      if (!touching || me.safe > 0) continue;
      me.safe = 1.5;
      throws = throws.filter((t) => t !== touching);
      back = back.filter((t) => t !== touching);
      foes = foes.filter((f) => f !== touching || f.big);
      if (!pair) {
        g.loseLife();
        continue;
      }
      // two players: a heart of one's own; the last one standing wins
      me.lives -= 1;
      g.sound('hit');
      if (me.lives > 0) continue;
      if (me.two) g.win(g.say('Player 1 wins'));
      else g.lose(g.say('Player 2 wins'));
      return;
    }
  }

  /** The upgrade picked (a tap on its card, or 1-3), and the next room. */
  function choose(cards: Upgrade[]) {
    const inp = g.input;
    let picked = [1, 2, 3].findIndex((k) => inp.pressed(String(k)));
    if (inp.tapped)
      picked = cards.findIndex(
        (_, i) => Math.abs(inp.tapAt.x - cardX(i)) < 70 && Math.abs(inp.tapAt.y - CARD_Y) < 95,
      );
    const card = cards[picked];
    if (!card) return;
    taken[card.id] += 1;
    if (card.id === 'heart') g.addLife();
    else g.sound('point');
    offer = null;
    startWave();
  }

  return {
    controls: pair
      ? `Player 1: arrows; player 2: WASD. ${melee ? 'Each swings at whoever comes near' : 'Each shoots the nearest one'}; the last one standing wins` // prettier-ignore
      : melee
        ? `WASD or arrows to move, or drag; you swing your ${R.shot?.name ?? 'weapon'} at whoever comes near`
        : aiming
          ? 'WASD or arrows to move (or drag); shots go toward the pointer'
          : 'WASD or arrows to move, or drag; you shoot the nearest one',
    reset() {
      me = fighter(pair ? g.W / 2 + 60 : g.W / 2, false);
      fighters = pair ? [me, fighter(g.W / 2 - 60, true)] : [me];
      [foes, shots, throws, back, pickups] = [[], [], [], [], []];
      [wave, cleared, orbit, pointerAt] = [0, 0, 0, -9];
      offer = null;
      taken = { damage: 0, rate: 0, heart: 0, feet: 0, spread: 0 };
      lastPointer = { ...g.input.pointer };
      startWave();
    },
    update(dt) {
      if (offer) return choose(offer);
      for (const f of standing()) {
        move(f, dt);
        f.cool -= dt;
        f.rapid -= dt;
        f.safe -= dt;
      }
      spawnIn -= dt;
      orbit += dt * 3;
      if (toSpawn > 0 && spawnIn <= 0) {
        toSpawn -= 1;
        const tough = wave > 4 && g.chance(0.3);
        const cool = g.rand(1, 2.5);
        foes.push({
          ...edge(),
          hp: tough ? 2 : 1,
          speed: g.rand(55, 90) * g.pace('enemy'),
          big: false,
          cool,
        });
        spawnIn = g.rand(0.4, 0.9) / g.diff;
      }
      for (const me of standing()) {
        if (me.swing && (me.swing.t += dt) > 0.2) me.swing = null;
        const near = melee && me.cool <= 0 ? inReach(me) : null;
        if (near) {
          // (aimed, the swing goes where you aim; else at the nearest)
          const to = aiming ? aim(me) : null;
          strike(me, to ? Math.atan2(to.y, to.x) : Math.atan2(near.y - me.y, near.x - me.x));
          me.cool = (me.rapid > 0 ? 0.2 : 0.42) / (g.design.params.pace?.shot ?? 1);
          g.sound('shoot');
          if (g.state() !== 'play') return;
        }
        const dir = !melee && me.cool <= 0 ? aim(me) : null;
        if (dir) {
          const a = Math.atan2(dir.y, dir.x);
          for (const off of taken.spread ? [0, -0.22, 0.22] : [0])
            shots.push({ x: me.x, y: me.y, vx: Math.cos(a + off) * 520, vy: Math.sin(a + off) * 520 });
          me.cool = (me.rapid > 0 ? 0.11 : 0.3) / (g.design.params.pace?.shot ?? 1) / 1.3 ** taken.rate; // ("shoot faster")
          g.sound('shoot');
        }
      }
      for (const m of [...shots, ...throws, ...back]) {
        m.x += m.vx * dt;
        m.y += m.vy * dt;
      }
      const inside = (m: Vec) => m.x > -30 && m.x < g.W + 30 && m.y > -30 && m.y < g.H + 30;
      [shots, throws, back] = [shots.filter(inside), throws.filter(inside), back.filter(inside)];
      fight(dt);
      if (g.state() !== 'play') return;
      pickups = pickups.filter((p) => {
        p.life -= dt;
        const by = standing().find((f) => g.hit(f, p, 34 * S));
        if (!by) return p.life > 0;
        if (p.kind === 'target') g.addScore(3);
        else {
          by.rapid = 8;
          g.sound('win');
        }
        return false;
      });
      if (toSpawn > 0 || foes.length) return;
      // The wave is over: the next level, or the next wave.
      cleared += 1;
      if (g.has('levels') && g.design.params.goal === null && cleared >= 3) g.win();
      else if (upgrading) {
        // (three different upgrades, the triple shot only once)
        const open = UPGRADES.filter(
          (u) => !(u.id === 'spread' && taken.spread) && !(u.id === 'heart' && pair),
        );
        offer = [...open].sort(() => g.rand(-1, 1)).slice(0, 3);
        g.sound('win');
      } else startWave();
    },
    draw() {
      const ctx = g.ctx;
      // A faint floor grid, so movement reads.
      ctx.strokeStyle = g.design.setting.fg;
      ctx.globalAlpha = 0.06;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = 40; x < g.W; x += 40) {
        ctx.moveTo(x, 40);
        ctx.lineTo(x, g.H);
      }
      for (let y = 40; y < g.H; y += 40) {
        ctx.moveTo(0, y);
        ctx.lineTo(g.W, y);
      }
      ctx.stroke();
      ctx.globalAlpha = 1;
      for (const p of pickups)
        if (p.life > 1.5 || Math.floor(p.life * 8) % 2 === 0) {
          if (p.kind === 'target') g.sprite('target', p.x, p.y, 30);
          else g.text('✨', p.x, p.y, 30);
        }
      for (const t of throws) g.sprite('hazard', t.x, t.y, 22);
      for (const b of back) {
        if (theirs) g.sprite(theirs, b.x, b.y, 22);
        else {
          ctx.fillStyle = '#f87171';
          ctx.beginPath();
          ctx.arc(b.x, b.y, 6, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      for (const s of shots) {
        if (R.shot) g.sprite('shot', s.x, s.y, 22, Math.atan2(s.vy, s.vx) + Math.PI / 2);
        else {
          ctx.fillStyle = g.design.setting.accent;
          ctx.beginPath();
          ctx.arc(s.x, s.y, 5, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      for (const f of foes) {
        g.sprite(f.big ? g.boss(foeRole) : foeRole, f.x, f.y, f.big ? 96 : 40);
        if (f.big) g.bossBar(g.boss(foeRole), f.hp, 20 + 8 * g.level);
      }
      if (R.ally) g.sprite('ally', me.x + Math.cos(orbit) * 58, me.y + Math.sin(orbit) * 58, 30);
      for (const f of standing()) {
        if (g.showing(f.safe)) g.sprite('player', f.x, f.y, 46);
        if (melee) drawWeapon(f);
        if (!pair) continue;
        // who is who, and their hearts
        const colour = f.two ? '#f472b6' : g.design.setting.accent;
        g.ring(f.x, f.y, 30, colour, 3);
        g.text(f.two ? 'P2' : 'P1', f.x, f.y - 38, 14, colour);
      }
      if (pair) g.pairHearts(fighters[0].lives, fighters[1].lives);
      if (toSpawn === 3 + wave * 3 && spawnIn > 0.4)
        g.text(`${g.say(upgrading ? 'Room' : 'Wave')} ${wave}`, g.W / 2, g.H / 2 - 90, 34);
      if (offer) {
        // the room is cleared: three cards to pick one of
        ctx.fillStyle = 'rgba(2,6,23,0.72)';
        ctx.fillRect(0, 0, g.W, g.H);
        g.text(g.say('Choose an upgrade'), g.W / 2, CARD_Y - 130, 28, g.design.setting.accent);
        offer.forEach((u, i) => {
          const x = cardX(i);
          ctx.fillStyle = '#1e293b';
          ctx.fillRect(x - 68, CARD_Y - 90, 136, 180);
          ctx.strokeStyle = g.design.setting.accent;
          ctx.lineWidth = 2;
          ctx.strokeRect(x - 68, CARD_Y - 90, 136, 180);
          g.text(u.icon, x, CARD_Y - 30, 44);
          g.text(g.say(u.label), x, CARD_Y + 35, 16, '#f8fafc');
          g.text(String(i + 1), x, CARD_Y + 70, 14, '#94a3b8');
        });
      }
    },
    light: () => standing(),
  };

  /** The weapon: held at your side, or sweeping its arc with a trail while a swing is under way. */
  function drawWeapon(me: Fighter) {
    const ctx = g.ctx;
    const swing = me.swing;
    if (!swing) {
      const side = me.face.x < 0 ? -1 : 1;
      g.sprite('shot', me.x + side * 24, me.y + 4, 28, side * 0.5);
      return;
    }
    const k = swing.t / 0.2;
    const a = swing.dir - ARC + 2 * ARC * k;
    ctx.strokeStyle = g.design.setting.accent;
    ctx.globalAlpha = 0.45 * (1 - k);
    ctx.lineWidth = 10 * S;
    ctx.beginPath();
    ctx.arc(me.x, me.y, REACH * 0.72, swing.dir - ARC, a);
    ctx.stroke();
    ctx.globalAlpha = 1;
    const r = REACH * 0.55;
    g.sprite('shot', me.x + Math.cos(a) * r, me.y + Math.sin(a) * r, 34, a + Math.PI / 2);
  }
});
