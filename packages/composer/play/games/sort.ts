// Sort each falling thing into the right bin. Two to four bins along the bottom, each a category with a
// label, an icon and a key; things drop one at a time down the middle, faster as you go, and several
// at once later. Drag a thing onto a bin, or tap a bin (or press its key: 1-4 / arrows) to send the
// lowest thing there. Right bin = a point (g.got with a goal), wrong bin or a thing that reaches the
// bins unsorted = a life lost (and the right bin lights up, so it teaches).
// The category set is design.words[0], one of the SETS ids below: recycling, fruit-veg,
// animals-habitat, colors, animal-food (else the set that places most of the design's things, else one
// the title and tagline hint at, else recycling).
// The things come from design.extras and the design's roles: each that a set item matches (same emoji,
// or same name, plural or not) is sorted into that item's bin; bins nothing matches are left out. With
// under two bins matched, the set's own items are used: the composer must then list them in extras.
// A bin whose animal/label a role or extra names (animal-food's bins) shows that sprite as its icon.
// Roles: player = the sorter by the chute, cheering or wincing; others only as things to sort.
// Parts: timer (time up = win), levels (without a goal, 15 right a level, faster), night (light on the
// lowest thing), highscores.
import { boot, type Vec } from '../runtime';
import type { Entity, RoleId } from '../../src/design';
import { HINTS, SETS } from '../../src/sorts';

interface Bin {
  label: string;
  icon: string;
  color: string;
  /** The design's own entity for the bin (an animal to feed), drawn as a sprite instead of the icon. */
  own?: Entity;
  flash: number;
  good: boolean;
}
interface Thing extends Vec {
  e: Entity;
  bin: number;
  held: boolean;
  fly: { to: number; t: number; from: Vec } | null;
}
interface Pop extends Vec {
  s: string;
  color: string;
  age: number;
}

const ROLES: RoleId[] = ['target', 'hazard', 'ally', 'goal', 'shot', 'enemy'];
const BIN_TOP = 468;
const KEYS = [
  ['ArrowLeft', 'ArrowRight'],
  ['ArrowLeft', 'ArrowDown', 'ArrowRight'],
  ['ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight'],
];
const ARROW: Record<string, string> = { ArrowLeft: '←', ArrowDown: '↓', ArrowUp: '↑', ArrowRight: '→' };
const PER_LEVEL = 15;

const bare = (s: string) => s.replace(/\uFE0F/g, '');
const stem = (s: string) =>
  s
    .toLowerCase()
    .trim()
    .replace(/(es|s)$/, '');

boot((g) => {
  const d = g.design;
  const known = d.extras ?? [];
  const named = [...ROLES.filter((r) => d.roles[r]).map((r) => d.roles[r]!), ...known];
  const text = [d.words.join(' '), d.title, d.tagline].join(' ').toLowerCase();
  const same = (e: Entity, emoji: string, name: string) =>
    (!!e.emoji && bare(e.emoji) === bare(emoji)) || stem(e.name) === stem(name);
  const item = (s: string, color: string): Entity => {
    const at = s.indexOf(' ');
    return { name: s.slice(at + 1), emoji: s.slice(0, at), color };
  };
  // How many of the design's things a set can place: the best one is the set when words name none.
  const fits = (k: string) =>
    SETS[k]
      .flatMap((b) => b[3].split(',').map((s) => item(s, '')))
      .filter((it) => named.some((e) => same(e, it.emoji!, it.name))).length;
  const likely = Object.keys(SETS).sort((a, z) => fits(z) - fits(a))[0];
  const id =
    [d.words[0]?.toLowerCase()].find((w) => w && SETS[w]) ??
    (fits(likely) >= 2 ? likely : HINTS.find(([re]) => re.test(text))?.[1]) ??
    'recycling';

  // The set's bins and items; then the design's things each placed in the bin its match is in.
  const all = SETS[id].map(([label, icon, color, list]) => ({
    bin: { label, icon, color, own: named.find((e) => same(e, icon, label)), flash: 0, good: true } as Bin,
    items: list.split(',').map((s) => item(s, color)),
  }));
  const mine = all.map((b) =>
    b.items.map((it) => named.find((e) => same(e, it.emoji!, it.name))).filter((e): e is Entity => !!e),
  );
  const useOwn = mine.filter((m) => m.length).length >= 2;
  const kept = all
    .map((b, i) => ({ bin: b.bin, items: useOwn ? [...new Set(mine[i])] : b.items }))
    .filter((b) => b.items.length);
  const bins = kept.map((b) => b.bin);
  const n = bins.length;
  const keys = KEYS[n - 2];
  const binW = (g.W - 8 * (n + 1)) / n;
  const binX = (i: number) => 8 + i * (binW + 8) + binW / 2;

  let things: Thing[];
  let pops: Pop[];
  let held: { t: Thing; dx: number; dy: number } | null;
  let spawn: number;
  let right: number;
  let streak: number;
  let mood: number; // > 0 cheering, < 0 wincing, fading to 0
  let last: Entity | null;

  const fall = () => Math.min(230, (42 + 3 * right) * g.diff);
  const lowest = () =>
    things.filter((t) => !t.fly && !t.held).reduce<Thing | null>((a, t) => (!a || t.y > a.y ? t : a), null);
  const binAt = (x: number) => g.clamp(Math.floor((x - 4) / (binW + 8)), 0, n - 1);
  const pop = (x: number, s: string, color: string) => pops.push({ x, y: BIN_TOP - 30, s, color, age: 0 });

  function add() {
    const b = g.int(0, n - 1);
    const options = kept[b].items.filter((e) => e !== last);
    const e = g.pick(options.length ? options : kept[b].items);
    last = e;
    things.push({ e, bin: b, x: g.W / 2, y: 70, held: false, fly: null });
  }
  function send(t: Thing | null, to: number) {
    if (!t) return;
    t.held = false;
    t.fly = { to, t: 0, from: { x: t.x, y: t.y } };
    g.sound('shoot');
  }
  /** A thing landed in a bin: right or wrong. */
  function judge(t: Thing, to: number) {
    things = things.filter((o) => o !== t);
    const b = bins[to];
    b.flash = 0.6;
    b.good = t.bin === to;
    if (b.good) {
      right++;
      streak++;
      mood = 0.6;
      pop(binX(to), streak >= 5 ? `✓ ${streak} in a row` : '✓', '#4ade80');
      if (d.params.goal !== null) g.got(1);
      else g.addScore(1);
      if (streak % 5 === 0) g.addScore(streak / 5, true); // a streak is worth a little more
      if (g.has('levels') && d.params.goal === null && right >= PER_LEVEL * g.level) g.win();
      return;
    }
    wrong(t, `✗ ${bins[t.bin].label}!`);
  }
  function wrong(t: Thing, s: string) {
    things = things.filter((o) => o !== t);
    streak = 0;
    mood = -0.8;
    const b = bins[t.bin];
    b.flash = 1; // the right bin lights up, so the person learns where it goes
    b.good = true;
    pop(binX(t.bin), s, '#f87171');
    g.loseLife();
  }

  function drawBin(b: Bin, i: number) {
    const { ctx } = g;
    const x = binX(i) - binW / 2;
    const lift = b.flash > 0 ? Math.sin(b.flash * 20) * 3 : 0;
    ctx.fillStyle = b.color;
    ctx.beginPath();
    ctx.roundRect(x + 4, BIN_TOP + 14, binW - 8, g.H - BIN_TOP - 20, [4, 4, 14, 14]);
    ctx.fill();
    ctx.fillStyle = 'rgba(0,0,0,0.3)'; // the lid
    ctx.beginPath();
    ctx.roundRect(x, BIN_TOP + lift, binW, 18, 6);
    ctx.fill();
    if (b.flash > 0) {
      ctx.strokeStyle = b.good ? '#4ade80' : '#f87171';
      ctx.lineWidth = 5;
      ctx.strokeRect(x + 2, BIN_TOP + 2, binW - 4, g.H - BIN_TOP - 10);
    }
    const fit = Math.min(22, (binW - 10) / (b.label.length * 0.6));
    g.text(b.label, x + binW / 2, BIN_TOP + 40, fit, '#ffffff');
    if (b.own) g.sprite(b.own, x + binW / 2, BIN_TOP + 90, 50 / Math.max(1, d.params.size));
    else g.text(b.icon, x + binW / 2, BIN_TOP + 90, 44);
    g.text(`${i + 1} ${ARROW[keys[i]]}`, x + binW / 2, BIN_TOP + 140, 15, 'rgba(255,255,255,0.8)');
  }

  return {
    controls: `Drag each thing into its bin, or tap a bin (or press 1-${n} / arrows) for the lowest one`,
    reset() {
      things = [];
      pops = [];
      held = null;
      spawn = 0.4;
      right = 0;
      streak = 0;
      mood = 0;
      last = null;
    },
    update(dt) {
      const inp = g.input;
      const p = inp.pointer;
      if (inp.tapped) {
        const near = things.find((t) => !t.fly && g.hit(p, t, 44));
        if (near) {
          held = { t: near, dx: near.x - p.x, dy: near.y - p.y };
          near.held = true;
        } else if (p.y > BIN_TOP - 10) send(lowest(), binAt(p.x));
      }
      if (held) {
        const t = held.t;
        t.x = g.clamp(p.x + held.dx, 30, g.W - 30);
        t.y = g.clamp(p.y + held.dy, 60, BIN_TOP + 40);
        if (!p.down) {
          // Let go over the bins: into the one under it; anywhere else it falls on from there.
          if (t.y > BIN_TOP - 40) send(t, binAt(t.x));
          else t.held = false;
          held = null;
        }
      }
      keys.forEach((k, i) => (inp.pressed(String(i + 1)) || inp.pressed(k)) && send(lowest(), i));

      spawn -= dt;
      const falling = things.filter((t) => !t.fly).length;
      if ((spawn <= 0 && falling < 4) || (!falling && spawn < 1.2)) {
        add();
        spawn = Math.max(1, 3.4 - 0.07 * right) / g.diff;
      }
      for (const t of [...things]) {
        if (t.fly) {
          t.fly.t += dt / 0.28;
          const k = Math.min(1, t.fly.t);
          t.x = t.fly.from.x + (binX(t.fly.to) - t.fly.from.x) * k;
          t.y = t.fly.from.y + (BIN_TOP + 30 - t.fly.from.y) * k - Math.sin(k * Math.PI) * 50;
          if (k >= 1) judge(t, t.fly.to);
        } else if (!t.held) {
          t.y += fall() * dt;
          if (t.y > BIN_TOP - 26) wrong(t, 'Too slow!');
        }
        if (g.state() !== 'play') return;
      }
      for (const b of bins) b.flash = Math.max(0, b.flash - dt);
      for (const o of pops) o.age += dt;
      pops = pops.filter((o) => o.age < 1);
      mood -= Math.sign(mood) * Math.min(Math.abs(mood), dt);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = d.setting;
      // The chute the things come down, and the sorter beside it.
      ctx.fillStyle = fg + '14';
      ctx.fillRect(g.W / 2 - 46, 44, 92, BIN_TOP - 44);
      ctx.fillStyle = fg + '40';
      ctx.fillRect(g.W / 2 - 56, 44, 112, 8);
      g.sprite('player', 60, 110 - Math.max(0, mood) * 30, 64, mood < 0 ? Math.sin(mood * 30) * 0.2 : 0);
      if (streak >= 3) g.text(`${streak} in a row`, 400, 80, 18, accent);
      g.text(`${right} sorted`, 400, 106, 16, fg);
      bins.forEach(drawBin);
      const low = lowest();
      for (const t of things) {
        if (t === low && !held) {
          g.ring(t.x, t.y, 36, accent);
        }
        const big = t.held ? 1.2 : t.fly ? 1 - t.fly.t * 0.4 : 1;
        g.sprite(t.e, t.x, t.y, (56 * big) / Math.max(1, d.params.size));
        if (!t.fly) g.text(g.say(t.e.name), t.x, t.y + 46, 15, fg);
      }
      if (held && held.t.y > BIN_TOP - 40) {
        ctx.fillStyle = 'rgba(255,255,255,0.25)';
        ctx.fillRect(binX(binAt(held.t.x)) - binW / 2, BIN_TOP, binW, g.H - BIN_TOP);
      }
      for (const o of pops) {
        ctx.globalAlpha = 1 - o.age;
        g.text(o.s, o.x, o.y - o.age * 40, 20, o.color);
        ctx.globalAlpha = 1;
      }
    },
    light: () => lowest() ?? { x: g.W / 2, y: 300 },
    timeUp: () => g.win(),
  };
});
