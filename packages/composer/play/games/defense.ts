// Missile defense (play/defense.ts): missiles (role enemy) come down on six cities (role goal) and three
// bases; a tap or click sends a shot from the nearest base with ammo to that point, where it bursts and
// stops every missile the blast catches (arrows move a crosshair and Space fires; A, S, D fire from
// each base). From the second wave some missiles split into three halfway down. A wave over, what
// stands scores a bonus and the bases are filled again; each wave comes faster and with more. The
// cities all gone, it is over. Roles: player (optional) = who mans the bases, drawn on them.
// Parts: timer, night (the blasts light the sky), highscores.
import { boot, H, W, type Vec } from '../runtime';
import {
  baseFor,
  BLAST_TIME,
  blastRadius,
  caught,
  headOf,
  split,
  type Blast,
  type Missile,
} from '../defense';

interface Shot {
  from: Vec;
  to: Vec;
  at: number; // of the way, 0-1
  speed: number; // of the way a second
}

const GROUND = H - 42;
const AMMO = 10;
const BASE_X = [36, W / 2, W - 36];
const CITY_X = [92, 140, 188, 292, 340, 388];

boot((g) => {
  g.showLives(false);
  let cities: { x: number; up: boolean }[];
  let bases: { x: number; ammo: number; up: boolean }[];
  let missiles: Missile[];
  let shots: Shot[];
  let blasts: Blast[];
  let booms: Blast[]; // where something on the ground was hit
  let wave: number;
  let toCome: number; // missiles of this wave still to fall
  let next: number; // seconds to the next one
  let between: number; // the pause after a wave
  let aimAt: Vec;

  const standing = () => [
    ...cities.filter((c) => c.up).map((c) => ({ x: c.x, y: GROUND })),
    ...bases.filter((b) => b.up).map((b) => ({ x: b.x, y: GROUND - 14 })),
  ];
  const pace = () => (0.075 + wave * 0.012) * g.diff;

  function startWave() {
    wave += 1;
    toCome = 8 + wave * 2;
    next = 0.6;
    for (const b of bases) [b.ammo, b.up] = [AMMO, true];
    if (wave > 1) g.announce(`${g.say('Wave')} ${wave}`);
  }
  function launch() {
    const targets = standing();
    const to = targets[g.int(0, targets.length - 1)];
    missiles.push({
      from: { x: g.rand(20, W - 20), y: 60 },
      to,
      at: 0,
      speed: pace() * g.rand(0.8, 1.2),
      splits: wave > 1 && g.chance(0.18 + wave * 0.02),
    });
  }
  function fireAt(
    to: Vec,
    from = baseFor(
      to,
      bases.map((b) => ({ x: b.x, ammo: b.up ? b.ammo : 0 })),
    ),
  ) {
    if (from < 0 || to.y > GROUND - 30) return g.sound('bad');
    const b = bases[from];
    if (!b.up || b.ammo <= 0) return g.sound('bad');
    b.ammo -= 1;
    const start = { x: b.x, y: GROUND - 20 };
    shots.push({ from: start, to: { ...to }, at: 0, speed: 620 / Math.max(40, Math.hypot(to.x - start.x, to.y - start.y)) }); // prettier-ignore
    g.sound('shoot');
  }
  function hitGround(m: Missile) {
    booms.push({ x: m.to.x, y: m.to.y, age: 0 });
    g.sound('hit');
    const city = cities.find((c) => c.up && c.x === m.to.x);
    if (city) city.up = false;
    const base = bases.find((b) => b.up && b.x === m.to.x);
    if (base) [base.up, base.ammo] = [false, 0];
    if (!cities.some((c) => c.up)) g.lose('The cities are gone');
  }

  return {
    controls: 'Tap or click where to blast (or arrows and Space; A, S, D fire from each base)',
    reset() {
      cities = CITY_X.map((x) => ({ x, up: true }));
      bases = BASE_X.map((x) => ({ x, ammo: AMMO, up: true }));
      [missiles, shots, blasts, booms, wave, between] = [[], [], [], [], 0, 0];
      aimAt = { x: W / 2, y: H / 2 };
      startWave();
    },
    update(dt) {
      const inp = g.input;
      const d = inp.dir();
      aimAt = { x: g.clamp(aimAt.x + d.x * 420 * dt, 10, W - 10), y: g.clamp(aimAt.y + d.y * 420 * dt, 70, GROUND - 40) }; // prettier-ignore
      if (inp.tapped) fireAt(inp.tapAt);
      else if (g.time > 0.2 && inp.pressed(' ')) fireAt(aimAt);
      ['a', 's', 'd'].forEach((k, i) => inp.pressed(k) && fireAt(aimAt, i));
      // what was fired flies to its point and bursts there
      for (const s of shots) s.at = Math.min(1, s.at + s.speed * dt);
      for (const s of shots.filter((s) => s.at >= 1)) blasts.push({ ...s.to, age: 0 });
      shots = shots.filter((s) => s.at < 1);
      for (const b of [...blasts, ...booms]) b.age += dt;
      blasts = blasts.filter((b) => b.age < BLAST_TIME);
      booms = booms.filter((b) => b.age < BLAST_TIME);
      // what comes down: caught by a blast (its own blast catching more), split, or landing
      for (const m of [...missiles]) {
        m.at += m.speed * dt;
        if (caught(m, blasts)) {
          missiles = missiles.filter((x) => x !== m);
          blasts.push({ ...headOf(m), age: BLAST_TIME * 0.2 });
          g.addScore(25);
          g.sound('point');
        } else if (m.splits && m.at > 0.45 && headOf(m).y < GROUND * 0.6) {
          missiles = missiles.filter((x) => x !== m);
          missiles.push(...split(m, standing(), (n) => g.int(0, Math.max(0, n - 1))));
        } else if (m.at >= 1) {
          missiles = missiles.filter((x) => x !== m);
          hitGround(m);
          if (g.state() !== 'play') return;
        }
      }
      if (toCome > 0 && (next -= dt) <= 0) {
        launch();
        toCome -= 1;
        next = g.rand(0.5, 1.4) / Math.sqrt(g.diff * (1 + wave * 0.15));
      }
      // the wave over: what stands is worth a bonus, and the next one comes
      if (!toCome && !missiles.length) {
        if (between === 0) {
          const bonus = 100 * cities.filter((c) => c.up).length + 5 * bases.reduce((n, b) => n + b.ammo, 0);
          g.addScore(bonus);
          g.announce(`${g.say('Bonus')} ${bonus}`);
          between = 2.5;
        } else if ((between -= dt) <= 0) {
          between = 0;
          startWave();
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.2;
      ctx.fillRect(0, GROUND, W, H - GROUND);
      ctx.globalAlpha = 1;
      for (const c of cities)
        if (c.up) g.sprite('goal', c.x, GROUND - 16, 34);
        else g.text('🔥', c.x, GROUND - 10, 20);
      for (const b of bases) {
        ctx.fillStyle = b.up ? accent : '#475569';
        ctx.beginPath();
        ctx.moveTo(b.x - 30, GROUND);
        ctx.lineTo(b.x - 12, GROUND - 24);
        ctx.lineTo(b.x + 12, GROUND - 24);
        ctx.lineTo(b.x + 30, GROUND);
        ctx.fill();
        if (g.design.roles.player && b.up) g.sprite('player', b.x, GROUND - 36, 22);
        g.text(b.up ? String(b.ammo) : '✖', b.x, GROUND + 20, 16, b.ammo ? fg : '#f87171');
      }
      // the missiles' trails and heads
      const enemy = g.role('enemy');
      for (const m of missiles) {
        const h = headOf(m);
        ctx.strokeStyle = enemy.color;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(m.from.x, m.from.y);
        ctx.lineTo(h.x, h.y);
        ctx.stroke();
        g.sprite('enemy', h.x, h.y, 22, Math.atan2(m.to.y - m.from.y, m.to.x - m.from.x) + Math.PI / 4); // (a rocket's picture points up and right)
      }
      for (const s of shots) {
        const x = s.from.x + (s.to.x - s.from.x) * s.at;
        const y = s.from.y + (s.to.y - s.from.y) * s.at;
        ctx.strokeStyle = accent;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(s.from.x, s.from.y);
        ctx.lineTo(x, y);
        ctx.stroke();
        g.text('✕', s.to.x, s.to.y, 14, accent);
      }
      for (const b of [...blasts, ...booms]) {
        const r = blastRadius(b.age);
        const glow = ctx.createRadialGradient(b.x, b.y, 1, b.x, b.y, Math.max(2, r));
        glow.addColorStop(0, '#fff7ed');
        glow.addColorStop(0.5, '#fb923c');
        glow.addColorStop(1, 'rgba(239,68,68,0.15)');
        ctx.fillStyle = glow;
        ctx.beginPath();
        ctx.arc(b.x, b.y, r, 0, Math.PI * 2);
        ctx.fill();
      }
      g.ring(aimAt.x, aimAt.y, 12, accent, 2);
      g.text(`${g.say('Wave')} ${wave}`, W - 12, 22, 20, accent, 'right');
    },
    light: () => [...blasts, ...booms].map((b) => ({ x: b.x, y: b.y, r: blastRadius(b.age) * 2 + 10 })),
    timeUp: () => g.win(),
  };
});
