// params.mouse: the ship follows the mouse, the button held fires (the arrows work too).
// Roles: player = the ship at the bottom; enemy = what comes down in waves (target, then hazard, when the
// design has no enemy); hazard = the bombs they drop (when it is not the foe itself); shot = your shots
// (a bar in the accent colour without one). Kills are the goal's things.
// Parts: boss (a big foe with a health bar after every 12 kills; with levels, at the end of each, or of
// every so many, params.bossEvery),
// powerups (a star: triple shot), aimAnywhere (shots go toward the pointer or the last direction held),
// levels (without a goal: three waves each), timer, night, highscores, twoPlayer (two ships side by side, playing together: player one
// on the arrows and Space, player two on A/D and W; three hearts each; a ship that falls is out, and the
// round is over when both are).
import type { RoleId } from '../../src/design';
import { boot, type Vec } from '../runtime';

interface Foe extends Vec {
  hx: number; // place in the formation
  hy: number;
  dive: Vec | null; // velocity while diving at the player
}
interface Mover extends Vec {
  vx: number;
  vy: number;
}
/** A ship at the bottom: where it is, which way it aims, its gun's cool-down and (two players) hearts. */
interface Ship {
  x: number;
  aim: Vec;
  cool: number;
  triple: number;
  safe: number;
  lives: number;
  two: boolean;
}
interface Boss extends Vec {
  hp: number;
  max: number;
  vx: number;
}

const BOSS_EVERY = 12;

boot((g) => {
  const S = g.design.params.size;
  const R = g.design.roles;
  const foeRole: RoleId = R.enemy ? 'enemy' : R.target ? 'target' : 'hazard';
  const bombRole: RoleId | null = R.hazard && foeRole !== 'hazard' ? 'hazard' : null;
  const Y = g.H - 64;
  const aiming = g.has('aimAnywhere');
  const pair = g.has('twoPlayer');
  // Steered with the mouse: the ship goes where the mouse goes, the button held fires.
  const mouse = !!g.design.params.mouse && !pair && !aiming;
  let mouseX = -1; // where the mouse was last frame (it moved: the ship follows it)
  let following = false;
  if (pair) g.showLives(false); // (each has hearts of their own)
  let ships: Ship[];
  const flying = () => ships.filter((s) => s.lives > 0);
  let foes: Foe[];
  let form: Vec; // the formation's offset
  let sway: number; // how far it may swing and stay on screen
  let shots: Mover[];
  let bombs: Mover[];
  let stars: Vec[];
  let boss: Boss | null;
  let wave: number;
  let waves: number; // cleared this level
  let kills: number;
  let nextBoss: number;
  let bossMet: boolean; // this level's boss has come
  let diveIn: number;

  function newWave() {
    wave += 1;
    const n = Math.min(5 + wave * 2, 18);
    const cols = Math.min(n, 6);
    form = { x: g.W / 2, y: -Math.ceil(n / cols) * 52 }; // it comes in from above
    foes = [];
    for (let i = 0; i < n; i++) {
      const hx = ((i % cols) - (cols - 1) / 2) * 62;
      const hy = Math.floor(i / cols) * 52;
      foes.push({ hx, hy, x: form.x + hx, y: form.y + hy, dive: null });
    }
    sway = Math.max(10, (g.W - 80 - (cols - 1) * 62) / 2);
  }

  function fire(me: Ship) {
    const { x } = me;
    const dir = aiming ? me.aim : { x: 0, y: -1 };
    const spread = me.triple > 0 ? [-0.22, 0, 0.22] : [0];
    for (const a of spread) {
      const c = Math.cos(a);
      const s = Math.sin(a);
      const vx = dir.x * c - dir.y * s;
      const vy = dir.x * s + dir.y * c;
      shots.push({ x: x + vx * 20, y: Y + vy * 20, vx: vx * 560, vy: vy * 560 });
    }
    me.cool = 0.2 / (g.design.params.pace?.shot ?? 1); // ("shoot faster": a pace of its own)
    g.sound('shoot');
  }

  function control(me: Ship, dt: number) {
    const d = me.two ? g.input.dir2() : g.input.dir();
    const p = g.input.pointer;
    const speed = 360 * Math.sqrt(g.diff);
    me.x += d.x * speed * dt;
    // Held up/down/sideways sets where shots go; there is always some "up" in it.
    if (aiming && (d.x || d.y < 0)) me.aim = unit(d.x, d.y < 0 ? -1 : -0.8);
    // (player two fires with W; in two-player, W is no longer player one's)
    let firing = me.two ? g.input.keys.has('w') : g.input.keys.has(' ');
    if (mouse) {
      following = (following || p.x !== mouseX) && !d.x; // (the arrows take over until it moves again)
      mouseX = p.x;
      if (following) me.x += g.clamp(p.x - me.x, -speed * 3 * dt, speed * 3 * dt);
      firing ||= p.down;
    } else if (p.down && !me.two) {
      if (aiming && p.y < Y - 50) {
        me.aim = unit(p.x - me.x, Math.min(p.y - Y, -10));
        firing = true;
      } else {
        me.x += g.clamp(p.x - me.x, -speed * 1.5 * dt, speed * 1.5 * dt);
        firing ||= !aiming;
      }
    }
    me.x = g.clamp(me.x, 24, g.W - 24);
    me.cool -= dt;
    if (firing && me.cool <= 0) fire(me);
  }

  function moveFoes(dt: number) {
    // The formation sways and sinks; now and then one leaves it to dive at the player.
    form.x = g.W / 2 + Math.sin(g.time * 0.9) * sway;
    form.y += (form.y < 70 ? 120 : 9 * g.pace('enemy')) * dt;
    diveIn -= dt;
    const home = foes.filter((f) => !f.dive);
    if (diveIn <= 0 && home.length && form.y >= 70) {
      const f = g.pick(home);
      const { x } = g.pick(flying().length ? flying() : ships); // (at one of the ships)
      const n = Math.hypot(x - f.x, Y - f.y) || 1;
      const v = 230 * g.pace('enemy');
      f.dive = { x: ((x - f.x) / n) * v, y: ((Y - f.y) / n) * v };
      diveIn = g.rand(1.5, 3) / g.diff;
    }
    for (const f of foes) {
      if (f.dive) {
        f.x += f.dive.x * dt;
        f.y += f.dive.y * dt;
        if (f.y > g.H + 30) [f.y, f.dive] = [-30, null]; // back in from the top, to its place
      } else {
        f.x += (form.x + f.hx - f.x) * Math.min(1, dt * 4);
        f.y += (form.y + f.hy - f.y) * Math.min(1, dt * 4);
      }
      if (bombRole && f.y > 40 && g.chance(dt * 0.08 * g.diff))
        bombs.push({ x: f.x, y: f.y, vx: 0, vy: 200 * g.diff });
    }
    if (boss) {
      boss.x += boss.vx * g.diff * dt;
      if (boss.x < 70 || boss.x > g.W - 70) boss.vx *= -1;
      boss.y += (130 - boss.y) * Math.min(1, dt * 2);
      if (g.chance(dt * 0.9 * g.diff))
        for (const vx of [-90, 0, 90]) bombs.push({ x: boss.x, y: boss.y + 40, vx, vy: 210 * g.diff });
    }
  }

  function kill(f: Foe) {
    foes = foes.filter((o) => o !== f);
    kills += 1;
    if (g.has('powerups') && g.chance(0.08)) stars.push({ x: f.x, y: f.y });
    g.got(1);
  }

  function hits() {
    for (const s of shots) {
      const f = foes.find((o) => g.hit(s, o, 24 * S));
      if (f) {
        s.y = -99; // the shot is spent
        kill(f);
      } else if (boss && Math.abs(s.x - boss.x) < 48 * S && Math.abs(s.y - boss.y) < 40 * S) {
        s.y = -99;
        boss.hp -= 1;
        g.sound('tick');
        if (boss.hp <= 0) {
          boss = null;
          kills += 1;
          g.addScore(19);
          g.got(1);
        }
      }
      if (g.state() !== 'play') return;
    }
    // The formation sank down to the ships: a life, and it goes back up.
    const landed = foes.some((f) => !f.dive && f.y > Y - 40);
    if (landed) form.y = -60;
    for (const ship of flying()) {
      const me = { x: ship.x, y: Y };
      const touching = foes.find((f) => g.hit(me, f, 32 * S)) ?? bombs.find((b) => g.hit(me, b, 22 * S));
      if (!landed && !(touching && ship.safe <= 0)) continue;
      ship.safe = 1.5;
      foes = foes.filter((f) => f !== touching);
      bombs = bombs.filter((b) => b !== touching);
      if (!pair) {
        g.loseLife();
        continue;
      }
      // two players: a heart of one's own; a ship with none is out, and with both out the round is over
      ship.lives -= 1;
      g.sound('hit');
      if (!flying().length) return g.lose();
    }
    stars = stars.filter((st) => {
      const by = flying().find((ship) => g.hit({ x: ship.x, y: Y }, st, 34 * S));
      if (!by) return st.y < g.H + 20;
      by.triple = 8;
      g.sound('win');
      return false;
    });
  }

  const unit = (dx: number, dy: number): Vec => {
    const n = Math.hypot(dx, dy) || 1;
    return { x: dx / n, y: dy / n };
  };

  return {
    controls: pair
      ? 'Player 1: Left/Right and Space to fire. Player 2: A/D and W to fire. Together: clear the waves'
      : aiming
        ? 'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move'
        : mouse
          ? 'The mouse steers, hold the button (or Space) to fire'
          : 'Arrows or A/D to move, Space to fire; or drag and hold to fire',
    reset() {
      const ship = (x: number, two: boolean): Ship => ({ x, aim: { x: 0, y: -1 }, cool: 0, triple: 0, safe: 1, lives: 3, two }); // prettier-ignore
      ships = pair ? [ship(g.W / 2 + 70, false), ship(g.W / 2 - 70, true)] : [ship(g.W / 2, false)];
      [shots, bombs, stars, boss] = [[], [], [], null];
      [wave, waves, kills, nextBoss, bossMet] = [0, 0, 0, BOSS_EVERY, false];
      diveIn = 3;
      newWave();
    },
    update(dt) {
      for (const ship of flying()) {
        control(ship, dt);
        ship.triple -= dt;
        ship.safe -= dt;
      }
      const move = (m: Mover) => {
        m.x += m.vx * dt;
        m.y += m.vy * dt;
      };
      shots.forEach(move);
      bombs.forEach(move);
      for (const st of stars) st.y += 120 * dt;
      shots = shots.filter((s) => s.y > -20 && s.x > -20 && s.x < g.W + 20);
      bombs = bombs.filter((b) => b.y < g.H + 20);
      moveFoes(dt);
      hits();
      if (g.state() !== 'play' || foes.length || boss) return;
      // A wave is cleared: the boss, the next level, or the next wave.
      waves += 1;
      const levelled = g.has('levels') && g.design.params.goal === null;
      // (with a boss, a level ends with it: "a boss at the end of each level")
      // ("a boss every 3 levels": only those levels end with it)
      const every = g.design.params.bossEvery ?? 1;
      const bossDue = levelled ? waves >= 3 && !bossMet && g.level % every === 0 : kills >= nextBoss;
      if (g.has('boss') && bossDue) {
        [nextBoss, bossMet] = [kills + BOSS_EVERY, true];
        const hp = 16 + 6 * g.level;
        boss = { x: g.W / 2, y: -60, hp, max: hp, vx: 110 };
      } else if (levelled && waves >= 3) g.win();
      else newWave();
    },
    draw() {
      const ctx = g.ctx;
      for (const st of stars) g.text('⭐', st.x, st.y, 28);
      for (const b of bombs) g.sprite(bombRole ?? 'hazard', b.x, b.y, 24);
      for (const s of shots) {
        const angle = Math.atan2(s.vy, s.vx) + Math.PI / 2;
        if (R.shot) g.sprite('shot', s.x, s.y, 24, angle);
        else {
          ctx.save();
          ctx.translate(s.x, s.y);
          ctx.rotate(angle);
          ctx.fillStyle = g.design.setting.accent;
          ctx.fillRect(-2.5, -10, 5, 20);
          ctx.restore();
        }
      }
      for (const f of foes)
        g.sprite(foeRole, f.x, f.y, 38, f.dive ? Math.atan2(f.dive.y, f.dive.x) - Math.PI / 2 : 0);
      if (boss) {
        g.sprite(g.boss(foeRole), boss.x, boss.y, 100);
        g.bossBar(g.boss(foeRole), boss.hp, boss.max);
      }
      for (const { x, aim, triple, safe, two } of flying()) {
        if (aiming) {
          ctx.strokeStyle = g.design.setting.accent;
          ctx.globalAlpha = 0.5;
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x + aim.x * 30, Y + aim.y * 30);
          ctx.lineTo(x + aim.x * 46, Y + aim.y * 46);
          ctx.stroke();
          ctx.globalAlpha = 1;
        }
        if (triple > 0) g.text('×3', x + 30, Y + 20, 14, g.design.setting.accent);
        if (g.showing(safe)) g.sprite('player', x, Y, 46);
        if (pair) g.text(two ? 'P2' : 'P1', x, Y + 34, 13, two ? '#f472b6' : g.design.setting.accent);
      }
      if (pair) g.pairHearts(ships[0].lives, ships[1].lives);
    },
    light: () => flying().map((sh) => ({ x: sh.x, y: Y })),
  };
});
