// Roles: target = the big thing you tap to earn; player = your own tapping (the "+1 per tap" upgrade);
// ally = the helpers that earn by themselves every second; goal = the top producer when named;
// hazard = a pest that now and then eats your savings until tapped away.
// Parts: timer (the round's clock; time up ends it), levels (the amount to reach grows), powerups (a
// golden target that multiplies taps for a while), highscores.
// With a goal N: earn N × 100 (each 100 earned is one g.got); with levels: earn 1,000 × level; else
// an idle game that goes on: 1K, 10K, 100K… each reached is cheered, the next shown (a timer ends it).
import { boot, type Vec } from '../runtime';
import type { Entity, RoleId } from '../../src/design';
import { panel } from '../panel';

interface Upgrade {
  name: string;
  icon: RoleId | Entity;
  base: number;
  owned: number;
  tap: number; // added to each tap
  rate: number; // added per second
}
interface Float extends Vec {
  s: string;
  age: number;
}

const SUFFIX = ['', 'K', 'M', 'B', 'T'];
/** 1234 → "1.2K", 3_400_000 → "3.4M"; small numbers stay whole. */
function fmt(n: number): string {
  n = Math.floor(n);
  let i = 0;
  let v = n;
  while (v >= 1000 && i < SUFFIX.length - 1) {
    v /= 1000;
    i++;
  }
  return i === 0 ? String(n) : `${v >= 100 ? Math.floor(v) : v.toFixed(1).replace(/\.0$/, '')}${SUFFIX[i]}`;
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  const center: Vec = { x: g.W / 2, y: 235 };
  const BTN = { top: 400, w: 222, h: 110, gap: 12 };
  // Helpers are the design's ally, or more of the player when it names none.
  const helper: RoleId = g.design.roles.ally ? 'ally' : 'player';
  const ally = g.role(helper).name;
  const named = g.design.extras ?? [];
  const top = g.design.roles.goal ? g.role('goal').name : `${g.role('target').name} factory`;
  let coins: number;
  let earned: number;
  let milestones: number;
  let upgrades: Upgrade[];
  let tick: number;
  let bounce: number;
  let floats: Float[];
  let pest: (Vec & { age: number }) | null;
  let pestIn: number;
  let golden: (Vec & { age: number }) | null;
  let frenzy: number;

  const goal = g.design.params.goal;
  // The layout has room for a 150 px target: a big size part makes it no bigger than that.
  const big = Math.max(1, g.design.params.size);
  /** `s` cut short with … so it fits `width` pixels at the button's 18 px. */
  function fit(s: string, width: number): string {
    g.ctx.font = 'bold 18px system-ui, sans-serif';
    let out = s;
    while (out.length > 1 && g.ctx.measureText(out).width > width) out = out.slice(0, -2) + '…';
    return out;
  }
  const endless = goal === null && !g.has('levels');
  let passed: number; // milestones of an endless game reached
  const aim = () => (goal !== null ? goal * 100 : endless ? 1000 * 10 ** passed : 1000 * g.level);
  // Harder designs (and levels) make upgrades dearer, but gently: a ×3 diff is ×1.7 prices; a faster one
  // ("it's too slow at the start") makes them cheaper, so the first comes sooner.
  const pace = g.design.params.speed;
  const cost = (u: Upgrade) => Math.ceil((u.base * Math.sqrt(g.diff / pace) * 1.15 ** u.owned) / pace);
  const perTap = () => (1 + upgrades.reduce((s, u) => s + u.tap * u.owned, 0)) * (frenzy > 0 ? 3 : 1);
  const perSec = () => upgrades.reduce((s, u) => s + u.rate * u.owned, 0);
  const button = (i: number) => ({
    x: 12 + (i % 2) * (BTN.w + BTN.gap),
    y: BTN.top + Math.floor(i / 2) * (BTN.h + BTN.gap),
  });

  /** All earning goes through here: score is what was earned, each 100 is one thing got. */
  function earn(n: number, at: Vec) {
    coins += n;
    earned += n;
    floats.push({ x: at.x + g.rand(-30, 30), y: at.y - 40, s: `+${fmt(n)}`, age: 0 });
    const steps = goal !== null ? Math.floor(earned / 100) - milestones : 0;
    g.addScore(n - steps);
    if (steps > 0) {
      milestones += steps;
      g.got(steps);
    }
    if (goal === null && earned >= aim() && endless) {
      g.announce(`${fmt(aim())}!`);
      g.sound('win');
      passed += 1;
    } else if (goal === null && earned >= aim()) g.win();
  }
  function tapTarget() {
    bounce = 0.12;
    earn(perTap(), center);
  }
  function buy(i: number) {
    const u = upgrades[i];
    if (!u || coins < cost(u)) return g.sound('bad');
    coins -= cost(u);
    u.owned += 1;
    g.sound('jump');
  }

  return {
    controls: `Tap the ${g.role('target').name} (or Space) to earn; tap an upgrade (or 1-4) to buy it`,
    reset() {
      coins = 0;
      earned = 0;
      milestones = 0;
      passed = 0;
      upgrades = [
        { name: '+1 per tap', icon: 'player', base: 10, owned: 0, tap: 1, rate: 0 },
        // (upgrades named are bought by their names: "a second oven, a baker apprentice, a delivery bike")
        { name: named[0] ? ally : `auto ${ally}`, icon: helper, base: 20, owned: 0, tap: 0, rate: 1 },
        {
          name: named[0]?.name ?? `${ally} team`,
          icon: named[0] ?? helper,
          base: 150,
          owned: 0,
          tap: 0,
          rate: 6,
        },
        { name: named[1]?.name ?? top, icon: named[1] ?? (g.design.roles.goal ? 'goal' : 'target'), base: 900, owned: 0, tap: 0, rate: 40 }, // prettier-ignore
      ];
      tick = 1;
      bounce = 0;
      floats = [];
      pest = null;
      pestIn = g.rand(15, 25);
      golden = null;
      frenzy = 0;
    },
    update(dt) {
      const p = g.input.pointer;
      if (g.input.tapped) {
        if (pest && g.hit(p, pest, 34)) {
          pest = null;
          g.sound('hit');
        } else if (golden && g.hit(p, golden, 34)) {
          golden = null;
          frenzy = 10;
          g.sound('win');
        } else if (g.hit(p, center, 95)) tapTarget();
        else
          upgrades.forEach((_, i) => {
            const b = button(i);
            if (g.within(p, { x: b.x, y: b.y, w: BTN.w, h: BTN.h })) buy(i);
          });
      }
      if (g.input.pressed(' ') || g.input.pressed('Enter')) tapTarget();
      for (let i = 0; i < upgrades.length; i++) if (g.input.pressed(String(i + 1))) buy(i);

      // Producers pay once a second, so the helpers' work is visible as a "+N" each tick.
      tick -= dt;
      if (tick <= 0) {
        tick += 1;
        if (perSec() > 0) earn(perSec(), { x: center.x, y: center.y + 20 });
      }
      bounce = Math.max(0, bounce - dt);
      frenzy = Math.max(0, frenzy - dt);
      for (const f of floats) f.age += dt;
      floats = floats.filter((f) => f.age < 0.9);

      // The pest appears only when the design names a hazard, and eats 10% of savings a second.
      pestIn -= dt;
      if (g.design.roles.hazard && !pest && pestIn <= 0) {
        pest = { x: g.pick([110, 370]), y: g.rand(150, 320), age: 0 };
        pestIn = g.rand(18, 30) / g.diff;
      }
      if (pest) {
        pest.age += dt;
        coins -= coins * 0.1 * dt;
      }
      if (g.has('powerups') && !golden && frenzy <= 0 && g.chance(dt / 12))
        golden = { x: g.rand(60, g.W - 60), y: g.rand(90, 330), age: 0 };
      if (golden && (golden.age += dt) > 5) golden = null;
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      g.text(fmt(coins), g.W / 2, 72, 34, fg);
      g.text(`${fmt(perSec())} per second · ${fmt(perTap())} per tap`, g.W / 2, 104, 18, accent);
      // Helpers circle the target: one sprite per auto producer owned, up to a ring of 12.
      const helpers = Math.min(12, upgrades[1].owned + upgrades[2].owned);
      for (let i = 0; i < helpers; i++) {
        const a = (i / 12) * Math.PI * 2 + g.time * 0.4;
        sprite(helper, center.x + Math.cos(a) * 122, center.y + Math.sin(a) * 108, 30 / big);
      }
      if (frenzy > 0) {
        ctx.fillStyle = accent + '44';
        ctx.beginPath();
        ctx.arc(center.x, center.y, 100 + Math.sin(g.time * 8) * 6, 0, Math.PI * 2);
        ctx.fill();
      }
      sprite('target', center.x, center.y, (150 / big) * (1 - bounce * 0.8));
      if (pest) sprite('hazard', pest.x + Math.sin(pest.age * 6) * 6, pest.y, 46);
      if (golden) {
        g.ctx.globalAlpha = 0.6 + 0.4 * Math.sin(golden.age * 10);
        sprite('target', golden.x, golden.y, 52);
        g.ctx.globalAlpha = 1;
      }
      for (const f of floats) {
        ctx.globalAlpha = 1 - f.age / 0.9;
        g.text(f.s, f.x, f.y - f.age * 60, 22, fg);
        ctx.globalAlpha = 1;
      }
      const left = Math.max(0, aim() - earned);
      const line = endless ? g.say('Next: {x}').replace('{x}', fmt(aim())) : left > 0 ? `Earn ${fmt(left)} more to win` : 'Done!'; // prettier-ignore
      g.text(line, g.W / 2, 372, 18, fg);
      upgrades.forEach((u, i) => {
        const b = button(i);
        const ok = coins >= cost(u);
        panel(g, { x: b.x, y: b.y, w: BTN.w, h: BTN.h }, ok, 12);
        sprite(u.icon, b.x + 32, b.y + 36, 38 / big);
        g.text(`×${u.owned}`, b.x + 32, b.y + 82, 18, fg);
        g.text(fit(u.name, BTN.w - 72), b.x + 64, b.y + 30, 18, fg, 'left');
        g.text(u.tap ? `+${u.tap}/tap` : `+${u.rate}/s`, b.x + 64, b.y + 56, 18, fg + 'bb', 'left');
        g.text(`${i + 1}) ${fmt(cost(u))}`, b.x + 64, b.y + 84, 20, ok ? accent : fg + '88', 'left');
      });
    },
    timeUp() {
      g.lose(`Time's up: ${fmt(earned)} earned`);
    },
  };
});
