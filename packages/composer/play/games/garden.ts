// Keep everything alive: a grid of things (role target: plants, pets, campfires…), each with a meter
// that drains at its own rate, faster as time goes on. Tap one (or pick it with the arrows and press
// Space) to refill its meter. A thing whose meter runs dry wilts: a life lost, and a new one is put in
// its place. Things kept above a quarter grow through three stages (a plant: a sprout, then the
// target on a stem, bigger and bigger; anything else: it grows bigger) and give points as they go;
// a fully grown one blooms (g.got with a goal, else 10 points) and starts again from small.
// Machines (a space station, robots, leaks) break down instead: tapping one fixes it; one running low
// smokes and sparks, and a thing made of parts (a station, a ship, a house) shows its parts, one each.
// Fires (a hazard that is fire: "a firefighter putting out fires") break out on houses or trees
// instead: what burns loses its meter while the fire is on it, a fire left burning spreads next door,
// and a tap puts it out (one of the goal's things); nothing else needs tending.
// Roles: target = the things kept alive; player = the watering can (or food, wood, a wrench, whoever
// fixes) that follows the pointer and tips over what it refills; hazard (optional) = pests that land on things and drain them
// fast until tapped away.
// Parts: timer (last until time is up = win), levels (without a goal, 6 blooms a level, one more thing
// each level), night (light at the can), highscores.
import { MADE_OF_PARTS } from '../../src/design';
import { boot, type Entity, type Vec } from '../runtime';

interface Thing extends Vec {
  meter: number;
  rate: number;
  growth: number; // 0-3: the stage it is in, and how far on
  dead: number; // seconds left of a wilted one, before the new one
  pest: number; // seconds a pest has been on it; 0: none
  bloom: number; // seconds since it bloomed (a sparkle)
  splash: number; // seconds since it was refilled
}

const PLANT =
  /plant|flower|tree|rose|tulip|seed|sprout|cact|crop|herb|veg|bonsai|daisy|lil|blossom|fern|bush|garden|pumpkin|tomato/;
const PLANTS = '🌱🌿🌻🌷🌸🌹🌺🌼🪴🌵🌳🌲🍀🌾💐🎃🍅🌽🥕🥀';
const FIRE = /fire|flame|torch|candle|lamp|lantern/;
const MACHINE =
  /machine|engine|station|robot|computer|panel|pipe|generator|reactor|ship|rocket|car|truck|plane|train|boat|clock|toy|leak|hole|crack|satellite|antenna|factory|house|server|printer|elevator|drone|submarine|tractor/;
/** The parts shown of a thing made of them, one per place (each named as the thing: what it is of). */
const PARTS: [RegExp, string[]][] = [
  [/station|satellite|rocket|spaceship|starship|ufo/, ['📡', '🔋', '🛰️', '💡', '⚙️', '🖥️', '🔭', '🧯', '🪫']],
  [/ship|boat|submarine/, ['⚙️', '🧭', '💡', '📡', '🔋', '🛟', '⛽', '🧯', '🔧']],
  [/house|home|factory|castle/, ['💡', '🚿', '🔌', '🚪', '🪟', '🔥', '🧯', '⚙️', '📺']],
];
const PER_LEVEL = 6;
const TOP = 70;
const BOTTOM = 620;

boot((g) => {
  const d = g.design;
  const who = g.role('target');
  const word = who.name.toLowerCase();
  const kind = /fire|flame|blaze/.test(d.roles.hazard?.name ?? '')
    ? 'blaze'
    : PLANT.test(word) || (!!who.emoji && PLANTS.includes(who.emoji))
      ? 'plant'
      : FIRE.test(word) || who.emoji === '🔥'
        ? 'fire'
        : MACHINE.test(word)
          ? 'machine'
          : 'pet';
  const verb = { plant: 'water', fire: 'stoke', pet: 'feed', machine: 'fix', blaze: 'save' }[kind];
  const gone = { plant: 'wilted', fire: 'gone out', pet: 'too hungry', machine: 'broken down', blaze: 'burnt down' }[kind]; // prettier-ignore
  const partsOf = kind === 'machine' && MADE_OF_PARTS.test(word) ? PARTS.find(([re]) => re.test(word))?.[1] : undefined; // prettier-ignore
  const looks: (Entity | 'target')[] = partsOf ? partsOf.map((emoji) => ({ ...who, emoji })) : ['target'];
  const pests = !!d.roles.hazard;
  const size = Math.max(1, d.params.size);
  let things: Thing[];
  let cols: number;
  let cellW: number;
  let cellH: number;
  let cursor: number;
  let can: Vec;
  let pestIn: number;
  let blooms: number;
  let tick: number;
  let lastPointer = { x: 0, y: 0 };
  let keyed = false; // the arrows were used: show which thing they chose

  const stage = (t: Thing) => Math.min(3, Math.floor(t.growth));
  const drain = () => g.diff * (1 + g.time / 90); // it gets busier as the round goes on
  const fresh = (t: Thing) =>
    Object.assign(t, { meter: 0.9, growth: 0, dead: 0, pest: 0, bloom: 9, splash: 9 });
  const at = (p: Vec) =>
    things.findIndex((t) => Math.abs(p.x - t.x) < cellW / 2 && Math.abs(p.y - t.y) < cellH / 2);
  const pestAt = (t: Thing): Vec => ({ x: t.x + 24, y: t.y + cellH * 0.18 - 36 }); // on the stem

  function tend(i: number) {
    const t = things[i];
    if (!t) return;
    cursor = i;
    if (t.dead) return g.sound('bad');
    if (t.pest && kind === 'blaze') {
      // put out: a splash of water, and one more fire out
      t.pest = 0;
      t.splash = 0;
      g.sound('hit');
      g.addScore(4);
      g.got(1);
      return;
    }
    if (t.pest) {
      t.pest = 0; // the pest first: a refill would only feed it
      g.addScore(2);
      g.sound('hit');
      return;
    }
    if (kind === 'blaze') return g.sound('tick'); // (nothing to put out there)
    t.meter = Math.min(1, t.meter + 0.45);
    t.splash = 0;
    g.sound('jump');
  }
  function wilt(t: Thing) {
    t.dead = 3;
    t.pest = 0;
    g.loseLife();
  }
  function grow(t: Thing, dt: number) {
    if (t.meter < 0.25 || t.pest || kind === 'blaze') return;
    t.growth += dt * (0.07 + t.rate); // the thirstier grow faster
    if (t.growth < 3.5) return; // a moment in full bloom, then it counts
    t.growth = kind === 'plant' ? 0 : 1; // a plant is picked and sown again; a pet or fire goes on
    t.bloom = 0;
    blooms++;
    g.sound('win');
    if (d.params.goal !== null) g.got(1);
    else g.addScore(10);
    if (g.has('levels') && d.params.goal === null && blooms >= PER_LEVEL) g.win();
  }

  function drawThing(t: Thing, i: number) {
    const { ctx } = g;
    const { fg, accent } = d.setting;
    const s = stage(t);
    const base = t.y + cellH * 0.18;
    // What it stands on: a pot, a ring of stones under logs, a metal plate, or a cushion.
    ctx.fillStyle =
      kind === 'plant' ? '#b45309' : kind === 'fire' ? '#78350f' : kind === 'machine' || kind === 'blaze' ? '#64748b' : fg + '30'; // prettier-ignore
    ctx.beginPath();
    if (kind === 'machine' || kind === 'blaze') ctx.rect(t.x - 38, base - 4, 76, 16);
    else if (kind === 'plant') {
      ctx.moveTo(t.x - 30, base - 14);
      ctx.lineTo(t.x + 30, base - 14);
      ctx.lineTo(t.x + 22, base + 20);
      ctx.lineTo(t.x - 22, base + 20);
    } else ctx.ellipse(t.x, base + 6, 40, 12, 0, 0, Math.PI * 2);
    ctx.fill();
    // (a machine stays its size: what it does is run, smoking as it runs down)
    const scale = t.dead
      ? 0.7
      : kind === 'machine' || kind === 'blaze'
        ? 0.85
        : (0.5 + 0.17 * s) * (kind === 'fire' ? 0.5 + t.meter / 2 : 1);
    const px = (Math.min(cellW, cellH) * 0.46 * scale) / size;
    let top = base + 4 - px * 0.4; // sitting on its cushion or logs
    ctx.globalAlpha = t.dead ? 0.4 : 1;
    if (kind === 'plant') {
      // The stem, drooping when thirsty; a sprout's two leaves at the first stage.
      const droop = t.meter < 0.25 || t.dead ? 14 : 0;
      const h = 14 + s * 10;
      ctx.strokeStyle = t.dead ? '#78716c' : '#16a34a';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(t.x, base - 14);
      ctx.quadraticCurveTo(t.x, base - 14 - h, t.x + droop, base - 14 - h + droop / 2);
      ctx.stroke();
      top = base - 14 - h - px / 2 + 6;
      if (s === 0 && !t.dead) {
        ctx.fillStyle = '#22c55e';
        for (const side of [-1, 1]) {
          ctx.beginPath();
          ctx.ellipse(t.x + side * 11 + droop, base - 14 - h, 11, 5, side * 0.5, 0, Math.PI * 2);
          ctx.fill();
        }
      }
    }
    if (kind !== 'plant' || s > 0 || t.dead) {
      const wob = t.dead
        ? 0.6
        : t.meter < 0.25
          ? Math.sin(g.time * 8) * 0.12
          : t.bloom < 0.5
            ? Math.sin(t.bloom * 25) * 0.15
            : 0;
      g.sprite(looks[i % looks.length], t.x + (kind === 'plant' && t.meter < 0.25 ? 14 : 0), top, px, wob);
    }
    if (kind === 'machine' && !t.dead && t.meter < 0.5) {
      // smoke rising from it, and sparks when it is about to go
      ctx.fillStyle = 'rgba(148,163,184,0.55)';
      for (let k = 0; k < 3; k++) {
        const rise = (g.time * 30 + k * 17 + i * 7) % 50;
        ctx.globalAlpha = 0.7 * (1 - rise / 50);
        ctx.beginPath();
        ctx.arc(t.x + 14 + Math.sin(rise / 8 + k) * 6, top - px / 2 - rise, 6 + rise / 6, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      if (t.meter < 0.25 && g.time % 0.4 < 0.2) g.text('⚡', t.x - 20, top - px / 3, 20);
    }
    ctx.globalAlpha = 1;
    if (t.bloom < 1) {
      // A ring of sparkles going out when it blooms.
      ctx.fillStyle = accent;
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2;
        const r = 20 + t.bloom * 60;
        ctx.globalAlpha = 1 - t.bloom;
        ctx.beginPath();
        ctx.arc(t.x + Math.cos(a) * r, top + Math.sin(a) * r, 4, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
    }
    if (t.splash < 0.5) {
      ctx.fillStyle = kind === 'plant' || kind === 'blaze' ? '#60a5fa' : accent; // drops, crumbs or sparks falling on it
      for (let k = 0; k < 5; k++) {
        ctx.beginPath();
        ctx.arc(t.x - 16 + k * 8, top - 30 + ((t.splash * 160 + k * 13) % 50), 3, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    if (t.pest && kind === 'blaze') {
      // the fire on it, bigger as it burns, with its smoke
      const grown = Math.min(1, t.pest / 5);
      ctx.fillStyle = 'rgba(71,85,105,0.5)';
      for (let k = 0; k < 3; k++) {
        const rise = (g.time * 40 + k * 19 + i * 5) % 60;
        ctx.globalAlpha = 0.6 * (1 - rise / 60);
        ctx.beginPath();
        ctx.arc(t.x + Math.sin(rise / 9 + k) * 8, top - px / 2 - 20 - rise, 8 + rise / 5, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      g.sprite(
        'hazard',
        t.x - 10,
        top + 4 - grown * 10,
        (30 + grown * 34) / size,
        Math.sin(g.time * 12 + i) * 0.08,
      );
      g.sprite('hazard', t.x + 16, top + 10, (20 + grown * 20) / size, Math.sin(g.time * 10 + i) * 0.1);
    } else if (t.pest) {
      const p = pestAt(t);
      g.sprite('hazard', p.x + Math.sin(t.pest * 6) * 4, p.y, 34 / size);
    }
    // The meter: green, then yellow, then red and blinking.
    const w = cellW * 0.7;
    const y = base + 30;
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(t.x - w / 2, y, w, 10);
    const m = t.dead ? 0 : t.meter;
    ctx.fillStyle = m > 0.5 ? '#22c55e' : m > 0.25 ? '#eab308' : g.time % 0.5 < 0.25 ? '#ef4444' : '#7f1d1d';
    ctx.fillRect(t.x - w / 2, y, w * m, 10);
    if (i === cursor && keyed) {
      ctx.strokeStyle = fg + '88';
      ctx.lineWidth = 2;
      ctx.strokeRect(t.x - cellW / 2 + 6, t.y - cellH / 2 + 6, cellW - 12, cellH - 12);
    }
    if (t.dead) g.text(gone, t.x, t.y, 16, '#f87171');
  }

  return {
    controls: `Tap a ${who.name} to ${verb} it${pests ? ', tap pests away' : ''}; or arrows and Space`,
    reset() {
      const n = Math.min(9, { easy: 4, normal: 6, hard: 6 }[d.params.difficulty] + g.level - 1);
      cols = n <= 4 ? 2 : 3;
      const rows = Math.ceil(n / cols);
      cellW = g.W / cols;
      cellH = Math.min(220, (BOTTOM - TOP) / rows);
      const y0 = TOP + (BOTTOM - TOP - rows * cellH) / 2;
      things = Array.from({ length: n }, (_, i) => {
        // the last row is centred when it is short
        const row = Math.floor(i / cols);
        const inRow = Math.min(cols, n - row * cols);
        const t = {
          x: g.W / 2 + ((i % cols) - (inRow - 1) / 2) * cellW,
          y: y0 + (row + 0.5) * cellH,
          rate: g.rand(0.035, 0.07),
        } as Thing;
        fresh(t);
        t.meter = g.rand(0.55, 0.95); // not all thirsty at once, nor all the same size
        t.growth = g.rand(0.3, 1.3);
        return t;
      });
      cursor = 0;
      can = { x: g.W / 2, y: g.H / 2 };
      pestIn = kind === 'blaze' ? 1.2 : g.rand(6, 10);
      blooms = 0;
      tick = 1;
    },
    update(dt) {
      const inp = g.input;
      const p = inp.pointer;
      if (p.x !== lastPointer.x || p.y !== lastPointer.y) can = { x: p.x, y: p.y }; // the can follows a mouse
      lastPointer = { x: p.x, y: p.y };
      if (inp.tapped) {
        can = { x: p.x, y: p.y };
        const hitPest = kind === 'blaze' ? -1 : things.findIndex((t) => t.pest && g.hit(p, pestAt(t), 34));
        tend(hitPest >= 0 ? hitPest : at(p));
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy) {
        keyed = true;
        cursor = g.clamp(cursor + dx + dy * cols, 0, things.length - 1);
        can = { x: things[cursor].x + 30, y: things[cursor].y - cellH * 0.3 };
      }
      if (inp.pressed(' ') || inp.pressed('Enter')) tend(cursor);
      for (let k = 1; k <= things.length; k++) if (inp.pressed(String(k))) tend(k - 1);

      pestIn -= dt;
      if (pests && pestIn <= 0) {
        const free = things.filter((t) => !t.dead && !t.pest);
        if (free.length) g.pick(free).pest = 0.01;
        pestIn = (kind === 'blaze' ? g.rand(2.2, 4) : g.rand(7, 12)) / g.diff;
      }
      for (const t of things) {
        t.bloom += dt;
        t.splash += dt;
        if (t.dead) {
          t.dead = Math.max(0, t.dead - dt);
          if (!t.dead) fresh(t);
          continue;
        }
        if (t.pest) t.pest += dt;
        if (kind === 'blaze') {
          // it burns only while the fire is on it (and mends a little when it is out); a fire left
          // burning catches next door
          t.meter = Math.min(1, t.meter + (t.pest ? -0.11 * drain() : 0.02) * dt);
          const next = things.find((o) => o !== t && !o.dead && !o.pest && Math.hypot(o.x - t.x, o.y - t.y) < cellW * 1.1); // prettier-ignore
          if (t.pest > 5 && next) {
            next.pest = 0.01;
            t.pest = 2.5; // (and it goes on burning)
          }
        } else t.meter -= t.rate * drain() * (t.pest ? 3 : 1) * dt;
        if (t.meter <= 0) wilt(t);
        else grow(t, dt);
        if (g.state() !== 'play') return; // the round ended, or a new level began
      }
      tick -= dt;
      if (tick <= 0) {
        // Well-kept things are worth a little every second, more the bigger they are.
        tick = 1;
        g.addScore(
          things.reduce((s, t) => s + (!t.dead && t.meter >= 0.25 ? stage(t) : 0), 0),
          true,
        );
      }
    },
    draw() {
      // (a thing made of parts is shown whole above them, smoking while one of them is failing)
      if (partsOf) {
        const bob = Math.sin(g.time * 1.5) * 3;
        g.sprite('target', g.W / 2, 118 + bob, 92);
        if (things.some((t) => t.meter < 0.3))
          g.text('💨', g.W / 2 + 44, 92 + bob - ((g.time * 30) % 20), 30);
      }
      things.forEach(drawThing);
      const over = at(can);
      const tip = over >= 0 && things[over].splash < 0.4 ? -0.7 : 0;
      g.sprite('player', can.x, can.y - 10, 44, tip);
    },
    light: () => can,
    timeUp: () => g.win(),
  };
});
