// Roles: player = the ship at the bottom; enemy = what comes down in waves (target, then hazard, when the
// design has no enemy); hazard = the bombs they drop (when it is not the foe itself); shot = your shots
// (a bar in the accent colour without one). Kills are the goal's things.
// Parts: boss (a big foe with a health bar after every 12 kills), powerups (a star: triple shot),
// aimAnywhere (shots go toward the pointer or the last direction held), levels (without a goal: three
// waves each), timer, night, highscores.
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
  let x: number;
  let aim: Vec;
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
  let cool: number;
  let triple: number;
  let safe: number;
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

  function fire() {
    const dir = aiming ? aim : { x: 0, y: -1 };
    const spread = triple > 0 ? [-0.22, 0, 0.22] : [0];
    for (const a of spread) {
      const c = Math.cos(a);
      const s = Math.sin(a);
      const vx = dir.x * c - dir.y * s;
      const vy = dir.x * s + dir.y * c;
      shots.push({ x: x + vx * 20, y: Y + vy * 20, vx: vx * 560, vy: vy * 560 });
    }
    cool = 0.2 / (g.design.params.pace?.shot ?? 1); // ("shoot faster": a pace of its own)
    g.sound('shoot');
  }

  function control(dt: number) {
    const d = g.input.dir();
    const p = g.input.pointer;
    const speed = 360 * Math.sqrt(g.diff);
    x += d.x * speed * dt;
    // Held up/down/sideways sets where shots go; there is always some "up" in it.
    if (aiming && (d.x || d.y < 0)) aim = unit(d.x, d.y < 0 ? -1 : -0.8);
    let firing = g.input.keys.has(' ');
    if (p.down) {
      if (aiming && p.y < Y - 50) {
        aim = unit(p.x - x, Math.min(p.y - Y, -10));
        firing = true;
      } else {
        x += g.clamp(p.x - x, -speed * 1.5 * dt, speed * 1.5 * dt);
        firing ||= !aiming;
      }
    }
    x = g.clamp(x, 24, g.W - 24);
    cool -= dt;
    if (firing && cool <= 0) fire();
  }

  function moveFoes(dt: number) {
    // The formation sways and sinks; now and then one leaves it to dive at the player.
    form.x = g.W / 2 + Math.sin(g.time * 0.9) * sway;
    form.y += (form.y < 70 ? 120 : 9 * g.pace('enemy')) * dt;
    diveIn -= dt;
    const home = foes.filter((f) => !f.dive);
    if (diveIn <= 0 && home.length && form.y >= 70) {
      const f = g.pick(home);
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
    const me = { x, y: Y };
    // The formation sank down to the ship: a life, and it goes back up.
    const landed = foes.some((f) => !f.dive && f.y > Y - 40);
    if (landed) form.y = -60;
    const touching = foes.find((f) => g.hit(me, f, 32 * S)) ?? bombs.find((b) => g.hit(me, b, 22 * S));
    if (landed || (touching && safe <= 0)) {
      safe = 1.5;
      foes = foes.filter((f) => f !== touching);
      bombs = bombs.filter((b) => b !== touching);
      g.loseLife();
    }
    stars = stars.filter((st) => {
      if (!g.hit(me, st, 34 * S)) return st.y < g.H + 20;
      triple = 8;
      g.sound('win');
      return false;
    });
  }

  const unit = (dx: number, dy: number): Vec => {
    const n = Math.hypot(dx, dy) || 1;
    return { x: dx / n, y: dy / n };
  };

  return {
    controls: aiming
      ? 'Arrows move and aim, Space fires; hold above the ship to fire there, drag low to move'
      : 'Arrows or A/D to move, Space to fire; or drag and hold to fire',
    reset() {
      x = g.W / 2;
      aim = { x: 0, y: -1 };
      [shots, bombs, stars, boss] = [[], [], [], null];
      [wave, waves, kills, nextBoss] = [0, 0, 0, BOSS_EVERY];
      [cool, triple, safe, diveIn] = [0, 0, 1, 3];
      newWave();
    },
    update(dt) {
      control(dt);
      triple -= dt;
      safe -= dt;
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
      if (g.has('levels') && g.design.params.goal === null && waves >= 3) {
        g.win();
        return;
      }
      if (g.has('boss') && kills >= nextBoss) {
        nextBoss = kills + BOSS_EVERY;
        const hp = 16 + 6 * g.level;
        boss = { x: g.W / 2, y: -60, hp, max: hp, vx: 110 };
      } else newWave();
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
    },
    light: () => ({ x, y: Y }),
  };
});
