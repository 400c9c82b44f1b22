// Roles: player = who sits at the bottom and catches with its tongue (a frog, a chameleon); target =
// what flies about to be caught (flies: each one is one of the goal's things; a kind's others too);
// hazard (optional) = what flies among them and must not be caught (a bee: a life).
// A tap or click flicks the tongue out to that point (Left/Right aim it and Space flicks it, so it
// plays without a pointer): the first thing its tip touches sticks and is pulled back to the mouth. A
// fly that has buzzed about long enough flies off: every third one gone costs a life (each one on
// hard). Catches close together are a combo worth more.
// Parts: powerups (now and then a golden one: a few seconds when the tongue reaches twice as fast),
// night (each one glows; light at the player), levels (without a goal: 15 caught a level), timer,
// highscores.
import { boot, targetKinds, type Entity, type RoleId, type Vec } from '../runtime';

interface Flier extends Vec {
  kind: 'target' | 'hazard' | 'gold';
  look: RoleId | Entity;
  vx: number;
  vy: number;
  turn: number; // seconds to its next change of heading
  life: number; // seconds before it flies off
  leaving: boolean;
}
interface Tongue {
  angle: number; // from straight up
  len: number;
  reach: number; // how far this flick goes
  out: boolean; // going out (else coming back)
  held: Flier | null;
}

const PER_LEVEL = 15;
const GONE_PER_LIFE = 3;
const TOP = 80;

boot((g) => {
  const S = g.design.params.size;
  const hard = g.design.params.difficulty === 'hard';
  const { accent, fg } = g.design.setting;
  const kinds = targetKinds(g.design, 3);
  const seat: Vec = { x: g.W / 2, y: g.H - 96 }; // where the player sits
  const mouth: Vec = { x: seat.x, y: seat.y + 14 };
  let fliers: Flier[];
  let tongue: Tongue | null;
  let aim: number;
  let spawn: number;
  let caught: number;
  let gone: number;
  let combo: number;
  let lastCatch: number;
  let quick: number; // seconds of the golden one's fast tongue
  let gulp: number;

  const most = () => Math.min(7, 3 + g.level + Math.floor(g.time / 20));
  const speedOf = (f: Flier) =>
    (f.kind === 'hazard' ? 95 : 80) * g.pace(f.kind === 'hazard' ? 'hazard' : 'target') * (1 + g.time / 120);

  function enter(): Flier {
    const roll = Math.random();
    const kind: Flier['kind'] =
      g.has('powerups') && roll < 0.05 ? 'gold' : g.design.roles.hazard && roll < 0.3 ? 'hazard' : 'target';
    const left = g.chance(0.5);
    const f: Flier = {
      kind,
      look: kind === 'hazard' ? 'hazard' : g.pick(kinds),
      x: left ? -20 : g.W + 20,
      y: g.rand(TOP + 40, mouth.y - 140),
      vx: 0,
      vy: 0,
      turn: 0,
      life: g.rand(6, 10),
      leaving: false,
    };
    head(f, left ? g.rand(-0.6, 0.6) : Math.PI + g.rand(-0.6, 0.6));
    return f;
  }
  function head(f: Flier, a: number) {
    f.vx = Math.cos(a) * speedOf(f);
    f.vy = Math.sin(a) * speedOf(f);
    f.turn = g.rand(0.4, 1.4);
  }

  function flick(angle: number, reach: number) {
    if (tongue || g.state() !== 'play') return;
    tongue = {
      angle: g.clamp(angle, -1.45, 1.45),
      len: 0,
      reach: g.clamp(reach, 80, 560),
      out: true,
      held: null,
    };
    g.sound('jump');
  }
  const tip = (t: Tongue): Vec => ({
    x: mouth.x + Math.sin(t.angle) * t.len,
    y: mouth.y - Math.cos(t.angle) * t.len,
  });

  function swallow(f: Flier) {
    gulp = 0.25;
    if (f.kind === 'hazard') {
      g.sound('bad');
      g.loseLife();
      return;
    }
    if (f.kind === 'gold') {
      quick = 6;
      g.announce('Quick tongue!');
      g.sound('win');
      return;
    }
    combo = g.time - lastCatch < 2 ? combo + 1 : 1;
    lastCatch = g.time;
    g.addScore(10 * Math.min(combo, 5) * g.worth(f.look));
    g.sound('point');
    caught += 1;
    g.got(1, f.look);
    if (g.state() === 'play' && g.has('levels') && g.design.params.goal === null && caught >= PER_LEVEL)
      g.win();
  }

  return {
    controls: 'Tap or click to flick the tongue (Left/Right aim, Space flicks)',
    reset() {
      fliers = [];
      tongue = null;
      aim = 0;
      spawn = 0.2;
      caught = 0;
      gone = 0;
      combo = 0;
      lastCatch = -9;
      quick = 0;
      gulp = 0;
    },
    update(dt) {
      quick -= dt;
      gulp -= dt;
      aim = g.clamp(aim + g.input.dir().x * 1.8 * dt, -1.45, 1.45);
      if (g.input.tapped) {
        const p = g.input.tapAt;
        aim = g.clamp(Math.atan2(p.x - mouth.x, mouth.y - p.y), -1.45, 1.45);
        flick(aim, Math.hypot(p.x - mouth.x, p.y - mouth.y) + 20);
      } else if (g.input.pressed(' ') || g.input.pressed('ArrowUp')) flick(aim, 560);
      if (g.state() !== 'play') return;

      spawn -= dt;
      if (spawn <= 0 && fliers.filter((f) => !f.leaving).length < most()) {
        fliers.push(enter());
        spawn = g.rand(0.5, 1.2) / g.diff;
      }
      for (const f of fliers) {
        if (tongue?.held === f) continue;
        f.life -= dt;
        f.turn -= dt;
        if (f.life <= 0 && !f.leaving) {
          // it has had enough: off it goes, up and away
          f.leaving = true;
          f.vx = (f.x < g.W / 2 ? -1 : 1) * speedOf(f) * 1.6;
          f.vy = -speedOf(f);
        } else if (!f.leaving && f.turn <= 0) head(f, Math.atan2(f.vy, f.vx) + g.rand(-1.3, 1.3));
        f.x += f.vx * dt;
        f.y += f.vy * dt;
        if (!f.leaving) {
          // the air above the player is theirs: they turn back at its edges
          if (f.x < 24 || f.x > g.W - 24) f.vx = (f.x < 24 ? 1 : -1) * Math.abs(f.vx);
          if (f.y < TOP + 20 || f.y > mouth.y - 90) f.vy = (f.y < TOP + 20 ? 1 : -1) * Math.abs(f.vy);
        }
      }
      for (const f of fliers.filter((f) => f.leaving && (f.y < -30 || f.x < -40 || f.x > g.W + 40))) {
        fliers = fliers.filter((o) => o !== f);
        if (f.kind !== 'target') continue;
        gone += 1;
        if (hard || gone % GONE_PER_LIFE === 0) {
          g.announce('Got away!');
          if (!g.loseLife()) return;
        }
      }

      if (tongue) {
        const t = tongue;
        const speed = (quick > 0 ? 2600 : 1500) * g.pace('player');
        if (t.out) {
          t.len += speed * dt;
          const at = tip(t);
          const hit = fliers.find((f) =>
            g.hit(at, f, 26 * S * g.size(f.kind === 'hazard' ? 'hazard' : 'target')),
          );
          if (hit) t.held = hit;
          if (hit || t.len >= t.reach) t.out = false;
        } else {
          t.len -= speed * 0.8 * dt;
          if (t.held) Object.assign(t.held, tip(t));
          if (t.len <= 0) {
            tongue = null;
            if (t.held) {
              fliers = fliers.filter((o) => o !== t.held);
              swallow(t.held);
            }
          }
        }
      }
    },
    draw() {
      const ctx = g.ctx;
      // where the player sits: a pad on water, a branch otherwise
      const place = g.design.setting.name ?? g.role('player').name; // (a frog with no place is on a pond)
      const onWater = /pond|lake|swamp|river|marsh|water|lily|frog|toad|newt/.test(place);
      ctx.fillStyle = onWater ? '#15803d' : '#92400e';
      if (onWater) {
        // a lily pad, with its notch
        ctx.beginPath();
        ctx.ellipse(seat.x, seat.y + 44, 92, 26, 0, 0.15, Math.PI * 2 - 0.15);
        ctx.lineTo(seat.x, seat.y + 44);
        ctx.fill();
      } else ctx.fillRect(0, seat.y + 36, g.W, 16);
      // the aim, while the tongue is in
      if (!tongue && g.state() === 'play') {
        ctx.strokeStyle = fg;
        ctx.globalAlpha = 0.25;
        ctx.setLineDash([4, 10]);
        ctx.beginPath();
        ctx.moveTo(mouth.x, mouth.y);
        ctx.lineTo(mouth.x + Math.sin(aim) * 200, mouth.y - Math.cos(aim) * 200);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.globalAlpha = 1;
      }
      for (const f of fliers) {
        const wings = Math.sin(g.time * 40 + f.x) * 0.12;
        if (g.has('night') && f.kind !== 'hazard') {
          const glow = ctx.createRadialGradient(f.x, f.y, 2, f.x, f.y, 30);
          glow.addColorStop(0, accent);
          glow.addColorStop(1, 'transparent');
          ctx.fillStyle = glow;
          ctx.fillRect(f.x - 30, f.y - 30, 60, 60);
        }
        if (f.kind === 'gold') {
          g.ring(f.x, f.y, 20, '#facc15', 3);
          g.sprite(kinds[0], f.x, f.y, 34, wings);
        } else g.sprite(f.look, f.x, f.y, 40, wings);
      }
      g.sprite('player', seat.x, seat.y, 84 * (gulp > 0 ? 1.1 : 1));
      if (tongue) {
        const at = tip(tongue);
        ctx.strokeStyle = '#f472b6';
        ctx.lineCap = 'round';
        ctx.lineWidth = 9;
        ctx.beginPath();
        ctx.moveTo(mouth.x, mouth.y);
        ctx.lineTo(at.x, at.y);
        ctx.stroke();
        ctx.fillStyle = '#ec4899';
        ctx.beginPath();
        ctx.arc(at.x, at.y, 9, 0, Math.PI * 2);
        ctx.fill();
        ctx.lineCap = 'butt';
      }
      if (combo > 1 && g.time - lastCatch < 2)
        g.text(`x${Math.min(combo, 5)}`, mouth.x + 70, mouth.y - 30, 22, accent);
    },
    light: () => [
      { x: mouth.x, y: mouth.y, r: 170 },
      ...fliers.filter((f) => f.kind !== 'hazard').map((f) => ({ x: f.x, y: f.y, r: 50 })),
    ],
  };
});
