// Roles: enemy (or hazard, or target) = the walkers that come down the path in waves; ally (or the
// player without one) = the towers you place; shot = what towers fire (a line without one);
// player = the home at the path's end that the walkers must not reach.
// Two kinds of tower to build: a quick, cheap one that hits one walker, and a slow, dear one whose shot
// bursts over all walkers near where it lands (picked on the buttons at the top or with 1 and 2).
// Parts: boss (a big, slow walker last in every wave; with params.bossWave, one much tougher boss in
// that wave only, its health shown), levels (each level a new map), timer (lasting the clock wins),
// highscores. params.waves: how many (5 without). Each walker stopped is one g.got, so a goal wins on
// that many stopped; otherwise surviving every wave wins.
import { boot, type Vec } from '../runtime';
import type { Entity, RoleId } from '../../src/design';

interface Walker extends Vec {
  d: number; // distance along the path
  hp: number;
  max: number;
  speed: number;
  boss: boolean;
}
interface Tower extends Vec {
  col: number;
  row: number;
  rank: number;
  wait: number;
  kind: number; // of KINDS
}
interface Shot extends Vec {
  to: Walker;
  dmg: number;
  burst: number; // the radius it hurts all walkers in where it lands (0: only its walker)
}
/** The towers to build: quick and cheap, one walker at a time; slow and dear, bursting over many. */
const KINDS = [
  { name: 'Quick', cost: 50, every: 0.6, burst: 0, dmg: 1 },
  { name: 'Splash', cost: 80, every: 1.6, burst: 56, dmg: 2 },
];
/** The kind buttons over the map, and the line of coins and waves beside them. */
const KIND_BUTTON = (i: number) => ({ x: 6 + i * 136, y: 44, w: 130, h: 32 });

const CELL = 40;
const COLS = 12;
const ROWS = 14;
const Y0 = 80;
// Maps as corners in cells, from above the top row to below the bottom one.
const MAPS: [number, number][][] = [
  [[1, -1], [1, 3], [10, 3], [10, 7], [1, 7], [1, 11], [10, 11], [10, 14]],
  [[10, -1], [10, 2], [2, 2], [2, 5], [7, 5], [7, 9], [2, 9], [2, 12], [10, 12], [10, 14]],
  [[1, -1], [1, 11], [4, 11], [4, 2], [7, 2], [7, 11], [10, 11], [10, 14]],
]; // prettier-ignore

boot((g) => {
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  const foe: RoleId = (['enemy', 'hazard'] as const).find((r) => g.design.roles[r]) ?? 'target';
  const builder: RoleId = g.design.roles.ally ? 'ally' : 'player';
  // The splash tower is the design's second kind when it names one ("a cannon that does splash damage").
  const heavy = g.design.extras?.[0];
  const look = (k: number): RoleId | Entity => (KINDS[k].burst && heavy ? heavy : builder);
  const label = (k: number) => (KINDS[k].burst && heavy ? heavy.name.replace(/^./, (c) => c.toUpperCase()) : KINDS[k].name); // prettier-ignore
  // Things fit their 40 px cells: a big size part makes them no bigger than that.
  const big = Math.max(1, g.design.params.size);
  let path: Vec[];
  let length: number;
  let road: Set<string>;
  let walkers: Walker[];
  let towers: Tower[];
  let shots: Shot[];
  let bursts: (Vec & { r: number; age: number })[]; // a splash tower's shots landing, for a moment
  let coins: number;
  let wave: number;
  let queue: boolean[]; // walkers still to come this wave (true: the boss)
  let spawn: number;
  let rest: number; // seconds until the next wave
  let cursor: { col: number; row: number };
  let broke: number; // seconds to show "not enough coins"
  let kind: number; // of KINDS: what the next tower built is
  const WAVES = g.design.params.waves ?? 5;
  const bossWave = g.has('boss') ? (g.design.params.bossWave ?? null) : null;

  const center = (col: number, row: number): Vec => ({
    x: col * CELL + CELL / 2,
    y: Y0 + row * CELL + CELL / 2,
  });
  const upgrade = (t: Tower) => 40 * t.rank;
  const range = (t: Tower) => 90 + t.rank * 15;

  function layMap() {
    const corners = MAPS[(g.level - 1) % MAPS.length];
    path = corners.map(([c, r]) => center(c, r));
    length = 0;
    road = new Set();
    for (let i = 1; i < corners.length; i++) {
      const [[c0, r0], [c1, r1]] = [corners[i - 1], corners[i]];
      length += Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
      for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c++)
        for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++) road.add(`${c},${r}`);
    }
  }
  /** Where a walker `d` pixels along the path stands. */
  function along(d: number): Vec {
    for (let i = 1; i < path.length; i++) {
      const seg = Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
      if (d <= seg) {
        const k = d / seg;
        return {
          x: path[i - 1].x + (path[i].x - path[i - 1].x) * k,
          y: path[i - 1].y + (path[i].y - path[i - 1].y) * k,
        };
      }
      d -= seg;
    }
    return path[path.length - 1];
  }
  function nextWave() {
    wave += 1;
    queue = Array<boolean>(3 + wave * 2).fill(false);
    if (g.has('boss') && (bossWave === null || wave === bossWave)) queue.push(true);
    if (wave === bossWave) g.announce(g.say('Boss!'));
    spawn = 0;
  }
  function build(col: number, row: number) {
    cursor = { col, row };
    const there = towers.find((t) => t.col === col && t.row === row);
    const price = there ? upgrade(there) : KINDS[kind].cost;
    if (road.has(`${col},${row}`) || (there && there.rank >= 3)) return g.sound('bad');
    if (coins < price) {
      broke = 1;
      return g.sound('bad');
    }
    coins -= price;
    if (there) there.rank += 1;
    else towers.push({ ...center(col, row), col, row, rank: 1, wait: 0, kind });
    g.sound('jump');
  }
  function hurt(w: Walker, dmg: number) {
    w.hp -= dmg;
    if (w.hp > 0 || !walkers.includes(w)) return;
    walkers = walkers.filter((o) => o !== w);
    coins += w.boss ? 40 : 10;
    g.got(1);
    g.addScore(w.boss ? 20 : 4);
  }

  return {
    controls:
      'Pick a tower (1 or 2), tap the ground to build it (tap a tower to upgrade), or arrows and Space',
    reset() {
      layMap();
      walkers = [];
      towers = [];
      shots = [];
      bursts = [];
      coins = 150;
      wave = 0;
      queue = [];
      rest = 3;
      cursor = { col: 5, row: 5 };
      broke = 0;
      kind = 0;
    },
    update(dt) {
      const p = g.input.pointer;
      const picked = KINDS.findIndex((_, i) => g.input.pressed(String(i + 1)) || (g.input.tapped && g.within(p, KIND_BUTTON(i)))); // prettier-ignore
      if (picked >= 0) kind = picked;
      else if (g.input.tapped && p.y >= Y0) build(Math.floor(p.x / CELL), Math.floor((p.y - Y0) / CELL));
      const d = { x: 0, y: 0 };
      if (g.input.pressed('ArrowLeft')) d.x = -1;
      if (g.input.pressed('ArrowRight')) d.x = 1;
      if (g.input.pressed('ArrowUp')) d.y = -1;
      if (g.input.pressed('ArrowDown')) d.y = 1;
      cursor = { col: g.clamp(cursor.col + d.x, 0, COLS - 1), row: g.clamp(cursor.row + d.y, 0, ROWS - 1) };
      if (g.input.pressed(' ') || g.input.pressed('Enter')) build(cursor.col, cursor.row);
      broke = Math.max(0, broke - dt);

      // Waves: a rest, then walkers one by one; when the last is gone, the next wave rests.
      if (!queue.length && !walkers.length) {
        if (wave >= WAVES) return g.win();
        rest -= dt;
        if (rest <= 0) nextWave();
      }
      spawn -= dt;
      if (queue.length && spawn <= 0) {
        const boss = queue.shift()!;
        // (the one boss of its wave takes far more hits than one in every wave)
        const hp = Math.round((1.5 + wave * 1.5) * g.diff * (boss ? (bossWave ? 30 : 8) : 1));
        const speed = g.rand(55, 65) * g.pace('enemy') * (boss ? 0.5 : 1);
        walkers.push({ ...path[0], d: 0, hp, max: hp, speed, boss });
        spawn = 0.9 / g.diff;
        rest = 4;
      }
      for (const w of [...walkers]) {
        w.d += w.speed * dt;
        Object.assign(w, along(w.d));
        if (w.d < length) continue;
        walkers = walkers.filter((o) => o !== w);
        if (!g.loseLife()) return;
      }
      // Each tower fires at the walker in range that is furthest along.
      for (const t of towers) {
        t.wait -= dt;
        const aim = walkers.filter((w) => g.hit(t, w, range(t))).sort((a, b) => b.d - a.d)[0];
        if (!aim || t.wait > 0) continue;
        const k = KINDS[t.kind];
        t.wait = k.every;
        shots.push({ x: t.x, y: t.y, to: aim, dmg: t.rank * k.dmg, burst: k.burst });
        g.sound('shoot');
      }
      bursts = bursts.filter((b) => (b.age += dt) < 0.35);
      // Shots home in on their walker; one that arrives hurts it (or all near it) and is gone.
      shots = shots.filter((s) => {
        const dx = s.to.x - s.x;
        const dy = s.to.y - s.y;
        const n = Math.hypot(dx, dy) || 1;
        const step = Math.min(n, 420 * dt);
        s.x += (dx / n) * step;
        s.y += (dy / n) * step;
        if (n - step < 12 && s.burst) {
          for (const w of walkers.filter((o) => g.hit(o, s.to, s.burst))) hurt(w, s.dmg);
          bursts.push({ x: s.to.x, y: s.to.y, r: s.burst, age: 0 });
        } else if (n - step < 12) hurt(s.to, s.dmg);
        return n - step >= 12 && walkers.includes(s.to);
      });
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      ctx.strokeStyle = fg + '30';
      ctx.lineWidth = CELL - 4;
      ctx.beginPath();
      path.forEach((v, i) => (i ? ctx.lineTo(v.x, v.y) : ctx.moveTo(v.x, v.y)));
      ctx.stroke();
      sprite('player', path[path.length - 1].x, g.H - 26, 44);
      // the two kinds to pick from, then the coins and the wave
      KINDS.forEach((k, i) => {
        const b = KIND_BUTTON(i);
        ctx.fillStyle = i === kind ? accent : fg + '22';
        ctx.fillRect(b.x, b.y, b.w, b.h);
        sprite(look(i), b.x + 16, b.y + b.h / 2, 22);
        if (k.burst) g.ring(b.x + 16, b.y + b.h / 2, 13, '#fb923c', 2);
        const ink = i === kind ? '#0b0b0b' : fg;
        g.text(`${i + 1} ${g.say(label(i))} ${k.cost}`, b.x + 32, b.y + b.h / 2 + 5, 14, ink, 'left');
      });
      const info = `${g.say('Coins')} ${coins}  ${g.say('Wave')} ${Math.max(1, wave)}/${WAVES}`;
      g.text(info, g.W - 6, 65, 14, broke > 0 ? '#f87171' : fg, 'right');

      const c = center(cursor.col, cursor.row);
      ctx.strokeStyle = accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(c.x - CELL / 2 + 2, c.y - CELL / 2 + 2, CELL - 4, CELL - 4);
      for (const t of towers) {
        if (t.col === cursor.col && t.row === cursor.row) {
          ctx.beginPath();
          ctx.arc(t.x, t.y, range(t), 0, Math.PI * 2);
          ctx.stroke();
        }
        sprite(look(t.kind), t.x, t.y, (30 + t.rank * 3) / big);
        if (KINDS[t.kind].burst) g.ring(t.x, t.y, 17, '#fb923c', 3); // (a splash tower: an orange ring)
        g.text('•'.repeat(t.rank), t.x, t.y + 17, 18, accent);
      }
      for (const b of bursts) g.ring(b.x, b.y, b.r * (0.5 + b.age * 1.5), '#fb923c', 4);
      const boss = bossWave ? walkers.find((w) => w.boss) : undefined;
      if (boss) g.bossBar(foe, boss.hp, boss.max);
      for (const w of walkers) {
        const size = (w.boss ? (bossWave ? 70 : 54) : 32) / big;
        sprite(w.boss ? g.boss(foe) : foe, w.x, w.y, size);
        ctx.fillStyle = '#dc2626';
        ctx.fillRect(w.x - size / 2, w.y - size / 2 - 8, size, 4);
        ctx.fillStyle = '#4ade80';
        ctx.fillRect(w.x - size / 2, w.y - size / 2 - 8, (size * w.hp) / w.max, 4);
      }
      for (const s of shots) {
        // (turned toward its walker, as a shot is drawn flying up)
        if (g.design.roles.shot)
          sprite('shot', s.x, s.y, 18, Math.atan2(s.to.y - s.y, s.to.x - s.x) + Math.PI / 2); // prettier-ignore
        else {
          // A streak pointing at its walker.
          const a = Math.atan2(s.to.y - s.y, s.to.x - s.x);
          ctx.strokeStyle = accent;
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.moveTo(s.x - Math.cos(a) * 12, s.y - Math.sin(a) * 12);
          ctx.lineTo(s.x, s.y);
          ctx.stroke();
        }
      }
      if (!queue.length && !walkers.length && wave < WAVES)
        g.text(`Wave ${wave + 1} in ${Math.ceil(rest)}`, g.W / 2, 340, 30, '#ffffff');
    },
    timeUp: () => g.win(), // the clock ran out with the home still standing
  };
});
