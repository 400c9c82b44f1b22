// Roles: player = the car that crosses (a car unless named); the heavy truck and the train of later levels
// are the game's own. Parts: levels (params.levels of nine, 2-9: a level select screen, levels opened by
// finishing the one before, the best stars of each kept on the device), highscores. Params: steel (steel
// beams besides road and wood: stronger, dearer). A bridge builder like Poly Bridge (bridge.ts): a river
// gap with anchors on its banks and a grid of dots; tap a joint, then a dot within reach, to lay road or a
// beam (or drag from one to the other); tap a member to take it away (its cost back). The budget at the
// top goes down as you build. Play: the bridge takes its own weight and the vehicle's, members going from
// green to red as they strain and snapping past their limit. Across to the flag: 1-3 stars by the budget
// left; in the river: back to building, the bridge as it was. Keys: Space/Enter play (and stop), 1/2/3
// the material, Backspace undoes, Delete clears.
import { boot, short, type Box, type Entity } from '../runtime';
import { panel } from '../panel';
import {
  advance,
  build,
  carsOf,
  cost,
  GRID,
  jointsOf,
  lay,
  LEVELS,
  MATERIALS,
  MAX_LENGTH,
  open,
  priceOf,
  problem,
  same,
  snap,
  span,
  stars as starsFor,
  STEP,
  stressOf,
  toSegment,
  VEHICLES,
  type Level,
  type Material,
  type Member,
  type Pt,
  type Sim,
} from '../bridge';

const PX = 32; // pixels a metre (a grid cell)
const DECK = 300; // the screen's y of the banks' usual top (y = 0)
const BOTTOM = 552; // the river bed and the scene's foot; the buttons below
const sx = (x: number) => x * PX;
const sy = (y: number) => DECK - y * PX;
const REACH = 14; // px from a dot that a tap counts as on it
const TRUCK: Entity = { name: 'truck', emoji: '🚚', color: '#2563eb' };
const ENGINE: Entity = { name: 'train', emoji: '🚂', color: '#dc2626' };
const WAGON: Entity = { name: 'train car', emoji: '🚃', color: '#16a34a' };
const LOOK: Record<Material, { colour: string; width: number }> = {
  road: { colour: '#374151', width: 8 },
  wood: { colour: '#b7793e', width: 6 },
  steel: { colour: '#7c93b5', width: 6 },
};
const NAME: Record<Material, string> = { road: 'Road', wood: 'Wood', steel: 'Steel' };
const SIZE = { car: 40, truck: 54, train: 38 };

type Mode = 'select' | 'edit' | 'run';
interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  angle: number;
  spin: number;
  half: number;
  colour: string;
  width: number;
}
interface Drop {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const steel = g.design.params.steel === true;
  const many = g.has('levels');
  // (as many as the runtime counts: nine when the design says no number)
  const count = many ? Math.max(2, Math.min(LEVELS.length, g.design.params.levels ?? LEVELS.length)) : 1;
  const materials: Material[] = steel ? ['road', 'wood', 'steel'] : ['road', 'wood'];
  const built = new Map<number, Member[]>(); // each level's bridge as last left, this visit
  const roundBest = new Map<number, number>(); // points scored on each level this round
  let mode: Mode;
  let k: number; // the level being built, from 0
  let level: Level;
  let members: Member[];
  let history: Member[][];
  let material: Material;
  let from: Pt | null; // the joint a member starts from
  let press: { at: Pt; x: number; y: number; was: boolean } | null; // a press on a dot, maybe a drag
  let sim: Sim | null;
  let acc: number;
  let pieces: Piece[];
  let drops: Drop[];
  let said: { text: string; left: number; bad: boolean } | null;
  let failed: { left: number } | null;
  let won: { stars: number; left: number; shown: number } | null;
  let jumpTo: number | null = null; // a level picked further on: the runtime's level walked up to it
  let cursor = 0; // the level lit on the select screen (keys)
  let attempts: number;
  let clock = 0;

  const best = (): number[] => {
    const kept = g.kept<number[]>('stars');
    return Array.isArray(kept) ? kept.map((n) => (typeof n === 'number' ? n : 0)) : [];
  };
  const unlocked = (i: number) => i === 0 || (best()[i - 1] ?? 0) > 0;
  const tell = (text: string, bad = false, left = 1.8) => (said = { text, left, bad });
  const spent = () => cost(members);
  const roadName = () => (level.vehicle === 'train' ? 'Track' : 'Road');
  const who = () => (level.vehicle === 'truck' ? g.say('truck') : level.vehicle === 'train' ? g.say('train') : g.role('player').name); // prettier-ignore

  // buttons
  const matBox = (i: number): Box => ({ x: 12 + i * 104, y: 560, w: 98, h: 36 });
  const UNDO: Box = { x: 12, y: 602, w: 98, h: 32 };
  const CLEAR: Box = { x: 116, y: 602, w: 98, h: 32 };
  const PLAY: Box = { x: 330, y: 560, w: 138, h: 74 };
  const IMPROVE: Box = { x: 70, y: 214, w: 160, h: 42 };
  const NEXT: Box = { x: 250, y: 214, w: 160, h: 42 };
  const card = (i: number): Box => {
    const cols = 3;
    return { x: 24 + (i % cols) * 148, y: 104 + Math.floor(i / cols) * 142, w: 136, h: 128 };
  };

  function begin(at: number) {
    k = at;
    level = LEVELS[k];
    members = (built.get(k) ?? []).map((m) => ({ ...m }));
    history = [];
    material = 'road';
    from = null;
    press = null;
    sim = null;
    acc = 0;
    pieces = [];
    drops = [];
    failed = null;
    won = null;
    attempts = 0;
    said = members.length
      ? null
      : { text: g.say('Tap an anchor, then a dot near it, to lay road'), left: 6, bad: false };
    mode = 'edit';
  }

  function change(next: Member[]) {
    history.push(members);
    if (history.length > 200) history.shift();
    members = next;
    built.set(k, members);
  }

  /** A member from a to b of the material picked, if it can be laid. */
  function layFrom(a: Pt, b: Pt): boolean {
    const why = problem(level, a, b);
    if (why) {
      if (why === 'too long') tell(g.say('Too long: beams reach 3 squares at most'), true);
      else if (why === 'ground') tell(g.say('That would go through the ground'), true);
      g.sound('bad');
      return false;
    }
    const had = members.find((m) => (same(m.a, a) && same(m.b, b)) || (same(m.a, b) && same(m.b, a)));
    if (had?.material === material) return true;
    change(lay(members, a, b, material));
    if (said && !said.bad && said.left > 2) said = null; // (the first hint has done its work)
    g.note(material === 'road' ? 330 : material === 'wood' ? 440 : 620, 0.07, 'triangle', 0.05);
    if (spent() > level.budget) tell(g.say('Over budget!'), true);
    return true;
  }

  function remove(i: number) {
    const next = members.filter((_, j) => j !== i);
    change(next);
    from = null;
    g.note(220, 0.08, 'square', 0.03);
  }

  const isJoint = (p: Pt) => jointsOf(level, members).some((q) => same(q, p));
  const toWorld = (x: number, y: number): Pt => ({ x: x / PX, y: (DECK - y) / PX });
  /** The dot a press at (x, y) is on, if it is on one a joint can be at. */
  function dotAt(x: number, y: number): Pt | null {
    const p = snap(toWorld(x, y));
    if (Math.hypot(sx(p.x) - x, sy(p.y) - y) > REACH || !open(level, p)) return null;
    return p;
  }
  /** The member under a press, nearest first. */
  function memberAt(x: number, y: number): number {
    let found = -1;
    let near = 10;
    members.forEach((m, i) => {
      const { d } = toSegment({ x, y }, { x: sx(m.a.x), y: sy(m.a.y) }, { x: sx(m.b.x), y: sy(m.b.y) });
      if (d < near) {
        near = d;
        found = i;
      }
    });
    return found;
  }

  function play() {
    if (mode === 'run') return stop();
    if (mode !== 'edit') return;
    if (spent() > level.budget) {
      tell(g.say('Over budget! Take something away first'), true);
      return g.sound('bad');
    }
    sim = build(level, members);
    acc = 0;
    pieces = [];
    drops = [];
    from = null;
    press = null;
    failed = null;
    won = null;
    said = null;
    attempts += 1;
    mode = 'run';
    g.sound('jump');
  }

  function stop() {
    sim = null;
    failed = null;
    won = null;
    mode = 'edit';
  }

  function crossed() {
    const left = level.budget - spent();
    const n = starsFor(level.budget, spent());
    const kept = best();
    if ((kept[k] ?? 0) < n) {
      while (kept.length < k) kept.push(0);
      kept[k] = n;
      g.keep('stars', kept);
    }
    const points = n * 100 + Math.max(0, Math.round((100 * left) / level.budget));
    const had = roundBest.get(k) ?? 0;
    if (points > had) {
      g.addScore(points - had);
      roundBest.set(k, points);
    }
    won = { stars: n, left, shown: 0 };
    g.sound('win');
  }

  function next() {
    if (!won) return;
    // the last level (or the only one): the round is won
    if (!many || k >= count - 1)
      return g.win(`${'★'.repeat(won.stars)}${'☆'.repeat(3 - won.stars)} ${g.say('Bridge held!')}`);
    if (k + 1 === g.level) return g.win(); // (the runtime's next level is this game's next)
    begin(k + 1);
  }

  function pick(i: number) {
    if (!unlocked(i)) {
      tell(g.say('Finish the level before to open this one'), true);
      return g.sound('bad');
    }
    if (i + 1 > g.level) {
      // the runtime's level counts the level played: walked up to it, a level a frame
      jumpTo = i + 1;
      return g.win();
    }
    begin(i);
  }

  function snapped(p: Piece, dt: number) {
    p.vy -= 10 * dt;
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    p.angle += p.spin * dt;
  }

  function runFor(dt: number) {
    if (!sim) return;
    acc = Math.min(acc + dt, STEP * 4);
    let broke = 0;
    while (acc >= STEP) {
      acc -= STEP;
      const before = sim.result;
      for (const i of advance(sim)) {
        broke += 1;
        const b = sim.beams[i];
        const [p, q] = [sim.nodes[b.a], sim.nodes[b.b]];
        // the two halves fall away, turning
        for (const [end, other] of [
          [p, q],
          [q, p],
        ]) {
          const mx = end.x + (other.x - end.x) * 0.25;
          const my = end.y + (other.y - end.y) * 0.25;
          pieces.push({
            x: mx,
            y: my,
            vx: end.vx + (Math.random() - 0.5) * 2,
            vy: end.vy + Math.random() * 2,
            angle: Math.atan2(other.y - end.y, other.x - end.x),
            spin: (Math.random() - 0.5) * 8,
            half: span(end, other) / 4,
            colour: LOOK[b.material].colour,
            width: LOOK[b.material].width,
          });
        }
      }
      if (!before && sim.result) {
        if (sim.result === 'crossed') crossed();
        else {
          failed = { left: 2 };
          g.sound('lose');
          tell(
            sim.result === 'fell'
              ? `${g.say('Into the river!')} (${who()})`
              : `${g.say('Stuck: it cannot go on')} (${who()})`,
            true,
            2.2,
          );
        }
      }
    }
    if (broke) {
      g.note(110, 0.18, 'sawtooth', 0.08);
      g.note(1900, 0.05, 'square', 0.04);
    }
    for (const p of pieces) snapped(p, dt);
    pieces = pieces.filter((p) => p.y > level.water - 1);
    // a splash where a wheel goes in
    for (const i of sim.wheels) {
      const w = sim.nodes[i];
      if (w.y < level.water + 0.3 && w.y > level.water - 0.4 && w.vy < -1)
        for (let n = 0; n < 3; n++)
          drops.push({
            x: w.x,
            y: level.water,
            vx: (Math.random() - 0.5) * 4,
            vy: 2 + Math.random() * 4,
            life: 0.8,
          });
    }
    for (const d of drops) {
      d.vy -= 12 * dt;
      d.x += d.vx * dt;
      d.y += d.vy * dt;
      d.life -= dt;
    }
    drops = drops.filter((d) => d.life > 0).slice(-120);
  }

  function editInput() {
    const inp = g.input;
    if (inp.pressed('1')) material = 'road';
    if (inp.pressed('2')) material = 'wood';
    if (inp.pressed('3') && steel) material = 'steel';
    if (inp.pressed('Backspace') || inp.pressed('z')) undo();
    if (inp.pressed('Delete')) clear();
    if (inp.pressed('Escape')) from = null;
    if (inp.tapped) {
      const { x, y } = inp.tapAt;
      const mat = materials.findIndex((_, i) => g.within(inp.tapAt, matBox(i)));
      if (mat >= 0) {
        material = materials[mat];
        return g.sound('tick');
      }
      if (g.within(inp.tapAt, UNDO)) return undo();
      if (g.within(inp.tapAt, CLEAR)) return clear();
      if (g.within(inp.tapAt, PLAY)) return play();
      if (y > BOTTOM) return;
      const dot = dotAt(x, y);
      if (inp.secondary) {
        // (a right click takes away the member under it, or every member of a joint)
        const i = memberAt(x, y);
        if (dot && isJoint(dot) && i < 0) change(members.filter((m) => !same(m.a, dot) && !same(m.b, dot)));
        else if (i >= 0) remove(i);
        from = null;
        return;
      }
      if (dot) {
        if (from && !same(from, dot)) {
          if (span(from, dot) > MAX_LENGTH + 1e-9 && isJoint(dot)) {
            from = dot; // (out of reach: start again from the joint tapped)
            press = { at: dot, x, y, was: false };
            return;
          }
          if (layFrom(from, dot)) from = dot;
          return;
        }
        if (from && same(from, dot)) {
          press = { at: dot, x, y, was: true };
          return;
        }
        if (isJoint(dot)) {
          from = dot;
          press = { at: dot, x, y, was: false };
          g.sound('tick');
          return;
        }
        const i = memberAt(x, y);
        if (i >= 0) return remove(i);
        tell(g.say('Start from a joint or an anchor'), true);
        return;
      }
      const i = memberAt(x, y);
      if (i >= 0) return remove(i);
      from = null;
    }
    // a drag from a joint, let go on another dot
    if (press && !inp.pointer.down) {
      const p = inp.pointer;
      const moved = Math.hypot(p.x - press.x, p.y - press.y) > REACH;
      const dot = dotAt(p.x, p.y) ?? snap(toWorld(p.x, p.y));
      if (moved && !same(dot, press.at)) {
        if (layFrom(press.at, dot)) from = dot;
      } else if (!moved && press.was) from = null;
      press = null;
    }
  }

  function undo() {
    const last = history.pop();
    if (!last) return g.sound('bad');
    members = last;
    built.set(k, members);
    from = null;
    g.note(260, 0.06, 'triangle', 0.04);
  }
  function clear() {
    if (!members.length) return;
    change([]);
    from = null;
    g.sound('hit');
  }

  function selectInput() {
    const inp = g.input;
    if (inp.pressed('ArrowRight')) cursor = Math.min(count - 1, cursor + 1);
    if (inp.pressed('ArrowLeft')) cursor = Math.max(0, cursor - 1);
    if (inp.pressed('ArrowDown')) cursor = Math.min(count - 1, cursor + 3);
    if (inp.pressed('ArrowUp')) cursor = Math.max(0, cursor - 3);
    if (inp.pressed(' ') || inp.pressed('Enter')) return pick(cursor);
    if (inp.tapped) {
      const i = Array.from({ length: count }, (_, j) => j).find((j) => g.within(inp.tapAt, card(j)));
      if (i !== undefined) {
        cursor = i;
        pick(i);
      }
    }
  }

  // Drawing ----------------------------------------------------------------------------------------

  function scene(t: number) {
    const { ctx, W } = g;
    const sky = ctx.createLinearGradient(0, 0, 0, BOTTOM);
    sky.addColorStop(0, '#7cc4ea');
    sky.addColorStop(1, g.design.setting.bg);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, BOTTOM);
    // far hills and a few clouds
    ctx.fillStyle = 'rgba(74, 124, 89, 0.35)';
    ctx.beginPath();
    ctx.moveTo(0, sy(level.water) - 10);
    for (let x = 0; x <= W; x += 12)
      ctx.lineTo(x, DECK - 70 + Math.sin(x * 0.013 + 1) * 26 + Math.sin(x * 0.031) * 10);
    ctx.lineTo(W, sy(level.water) - 10);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.8)';
    for (const [cx, cy, r] of [
      [70, 96, 16],
      [300, 76, 20],
      [420, 120, 13],
    ]) {
      const x = ((cx + t * 6) % (W + 80)) - 40;
      ctx.beginPath();
      ctx.arc(x, cy, r, 0, Math.PI * 2);
      ctx.arc(x + r, cy + 4, r * 0.8, 0, Math.PI * 2);
      ctx.arc(x - r, cy + 5, r * 0.7, 0, Math.PI * 2);
      ctx.fill();
    }
    // the river, shimmering
    const top = sy(level.water);
    const water = ctx.createLinearGradient(0, top, 0, BOTTOM);
    water.addColorStop(0, '#3b82f6');
    water.addColorStop(1, '#1e3a8a');
    ctx.fillStyle = water;
    ctx.fillRect(0, top, W, BOTTOM - top);
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = 2;
    for (let row = 0; row < 4; row++) {
      const y = top + 12 + row * 22;
      for (let x = -40; x < W + 40; x += 70) {
        const dx = x + ((t * (18 + row * 6)) % 70) + row * 23;
        ctx.beginPath();
        ctx.moveTo(dx, y);
        ctx.lineTo(dx + 22 - row * 3, y);
        ctx.stroke();
      }
    }
    // the banks: earth with grass on top
    const bank = (x0: number, x1: number, y: number) => {
      ctx.fillStyle = '#8b5a2b';
      ctx.fillRect(sx(x0), sy(y), sx(x1) - sx(x0), BOTTOM - sy(y));
      ctx.fillStyle = '#6b4423';
      for (let yy = sy(y) + 26; yy < BOTTOM; yy += 30) ctx.fillRect(sx(x0), yy, sx(x1) - sx(x0), 3);
      ctx.fillStyle = '#4ade80';
      ctx.fillRect(sx(x0), sy(y) - 4, sx(x1) - sx(x0), 8);
      ctx.fillStyle = '#22c55e';
      ctx.fillRect(sx(x0), sy(y) + 2, sx(x1) - sx(x0), 3);
    };
    bank(-1, level.left, level.banks[0]);
    bank(level.right, 16, level.banks[1]);
    if (level.pier) {
      const { x, top: pt, width } = level.pier;
      ctx.fillStyle = '#9ca3af';
      ctx.fillRect(sx(x - width / 2), sy(pt), width * PX, BOTTOM - sy(pt));
      ctx.fillStyle = '#6b7280';
      for (let yy = sy(pt) + 14; yy < BOTTOM; yy += 16) ctx.fillRect(sx(x - width / 2), yy, width * PX, 2);
    }
    // the far bank's flag
    const fx = sx(Math.min(level.right + 1.5, 14.05));
    const fy = sy(level.banks[1]);
    ctx.fillStyle = '#374151';
    ctx.fillRect(fx - 2, fy - 56, 4, 56);
    const wave = Math.sin(t * 4) * 3;
    ctx.fillStyle = '#ef4444';
    ctx.beginPath();
    ctx.moveTo(fx + 2, fy - 56);
    ctx.quadraticCurveTo(fx + 16, fy - 52 + wave, fx + 30, fy - 46);
    ctx.quadraticCurveTo(fx + 16, fy - 40 + wave, fx + 2, fy - 36);
    ctx.fill();
  }

  /** Green (no strain) through yellow to red (at its limit). */
  const stressColour = (s: number) => `hsl(${Math.round(120 * (1 - s))}, 85%, ${45 - s * 5}%)`;

  function member(a: Pt, b: Pt, mat: Material, stress: number | null, alpha = 1) {
    const { ctx } = g;
    const [x1, y1, x2, y2] = [sx(a.x), sy(a.y), sx(b.x), sy(b.y)];
    ctx.globalAlpha = alpha;
    ctx.lineCap = 'round';
    if (mat === 'road' && level.vehicle === 'train') {
      // a track: sleepers across, two rails along
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
      ctx.strokeStyle = stress === null ? '#78350f' : stressColour(stress);
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
      ctx.strokeStyle = '#5b3a1a';
      ctx.lineWidth = 3;
      for (let d = 4; d < len; d += 8) {
        ctx.beginPath();
        ctx.moveTo(x1 + ux * d + uy * 5, y1 + uy * d - ux * 5);
        ctx.lineTo(x1 + ux * d - uy * 3, y1 + uy * d + ux * 3);
        ctx.stroke();
      }
      ctx.strokeStyle = '#cbd5e1';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(x1 + uy * 4, y1 - ux * 4);
      ctx.lineTo(x2 + uy * 4, y2 - ux * 4);
      ctx.stroke();
    } else {
      const look = LOOK[mat];
      ctx.strokeStyle = '#1f2937';
      ctx.lineWidth = look.width + 3;
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
      ctx.strokeStyle = stress === null || mat === 'road' ? look.colour : stressColour(stress);
      ctx.lineWidth = look.width;
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
      if (mat === 'road') {
        // the road's strain in its middle line; the lane marks when building
        ctx.strokeStyle = stress === null ? '#facc15' : stressColour(stress);
        ctx.lineWidth = stress === null ? 1.5 : 3;
        if (stress === null) ctx.setLineDash([5, 5]);
        ctx.beginPath();
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
        ctx.stroke();
        ctx.setLineDash([]);
      } else if (mat === 'steel' && stress === null) {
        ctx.strokeStyle = '#c7d2fe';
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
        ctx.stroke();
      }
    }
    ctx.globalAlpha = 1;
  }

  function joint(p: Pt, anchor: boolean) {
    const { ctx } = g;
    const [x, y] = [sx(p.x), sy(p.y)];
    const disc = (r: number, fill: string, stroke?: string, width = 0) => {
      ctx.fillStyle = fill;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      if (!stroke) return;
      ctx.strokeStyle = stroke;
      ctx.lineWidth = width;
      ctx.stroke();
    };
    // (an anchor: a red bolt with a white rim and hole; a joint: a small white pin)
    if (anchor) {
      disc(8, '#dc2626', '#ffffff', 2.5);
      disc(2.5, '#ffffff');
    } else disc(4.5, '#f8fafc', '#1f2937', 2);
  }

  /** The vehicle, each car on its wheels, facing right (emoji vehicles face left: drawn mirrored). */
  function vehicle() {
    const { ctx } = g;
    const kind = level.vehicle;
    const size = SIZE[kind];
    const r = VEHICLES[kind].radius;
    const cars = sim
      ? carsOf(sim)
      : Array.from({ length: VEHICLES[kind].cars }, (_, c) => {
          const v = VEHICLES[kind];
          const front = level.left - 0.7 - c * (v.wheelbase + v.coupling);
          return { x: front - v.wheelbase / 2, y: level.banks[0] + r, angle: 0 };
        });
    cars.forEach((c, i) => {
      ctx.save();
      ctx.translate(sx(c.x), sy(c.y - r));
      ctx.rotate(-c.angle);
      ctx.scale(-1, 1);
      const look = kind === 'truck' ? TRUCK : kind === 'train' ? (i === 0 ? ENGINE : WAGON) : 'player';
      g.sprite(look, 0, -size * 0.36, size);
      ctx.restore();
    });
  }

  function editor(t: number) {
    const { ctx } = g;
    const { accent } = g.design.setting;
    // the grid of dots a joint can go on; those in reach of the joint picked, brighter
    const start = press?.at ?? from;
    for (let x = GRID.x0; x <= GRID.x1; x++)
      for (let y = GRID.y0; y <= GRID.y1; y++) {
        const p = { x, y };
        if (!open(level, p)) continue;
        const near = start && span(start, p) <= MAX_LENGTH + 1e-9 && !problem(level, start, p);
        ctx.fillStyle = near ? accent : 'rgba(15, 23, 42, 0.28)';
        ctx.beginPath();
        ctx.arc(sx(x), sy(y), near ? 3.2 : 2, 0, Math.PI * 2);
        ctx.fill();
      }
    if (start) {
      ctx.strokeStyle = accent + '88';
      ctx.setLineDash([4, 6]);
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(sx(start.x), sy(start.y), MAX_LENGTH * PX, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    for (const m of members) member(m.a, m.b, m.material, null);
    // what would be laid: from the joint picked to the dot under the pointer
    const p = g.input.pointer;
    if (start && p.y < BOTTOM) {
      const to = snap(toWorld(p.x, p.y));
      if (!same(to, start) && Math.hypot(sx(to.x) - p.x, sy(to.y) - p.y) < 24) {
        const ok = !problem(level, start, to);
        member(start, to, material, null, ok ? 0.55 : 0.3);
        if (!ok) {
          ctx.strokeStyle = '#ef4444';
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(sx(start.x), sy(start.y));
          ctx.lineTo(sx(to.x), sy(to.y));
          ctx.stroke();
        } else g.text(`$${priceOf({ a: start, b: to, material })}`, sx(to.x), sy(to.y) - 16, 13, '#0f172a');
      }
    }
    for (const q of jointsOf(level, members))
      joint(
        q,
        level.anchors.some((a) => same(a, q)),
      );
    if (start) g.ring(sx(start.x), sy(start.y), 11 + Math.sin(t * 6), accent, 3);
  }

  function running() {
    if (!sim) return;
    const { ctx } = g;
    const at = (i: number) => ({ x: sim!.nodes[i].x, y: sim!.nodes[i].y });
    // beams first, the road over them
    for (const pass of [false, true])
      for (const b of sim.beams)
        if (!b.broken && (b.material === 'road') === pass) member(at(b.a), at(b.b), b.material, stressOf(b));
    for (let i = 0; i < sim.joints; i++) {
      const used = sim.beams.some((b) => !b.broken && (b.a === i || b.b === i));
      const anchor = i < level.anchors.length; // (the anchors are the first joints)
      if (used || anchor) joint(at(i), anchor);
    }
    for (const p of pieces) {
      ctx.save();
      ctx.translate(sx(p.x), sy(p.y));
      ctx.rotate(-p.angle);
      ctx.strokeStyle = p.colour;
      ctx.lineWidth = p.width;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(-p.half * PX, 0);
      ctx.lineTo(p.half * PX, 0);
      ctx.stroke();
      ctx.restore();
    }
  }

  /** The river drawn again, see-through, over what has fallen in. */
  function underWater(t: number) {
    if (!sim) return;
    const { ctx } = g;
    const top = sy(level.water) + Math.sin(t * 2) * 1.5;
    ctx.fillStyle = 'rgba(37, 99, 235, 0.55)';
    ctx.fillRect(sx(level.left), top, sx(level.right) - sx(level.left), BOTTOM - top);
  }

  function splash() {
    const { ctx } = g;
    ctx.fillStyle = 'rgba(224, 242, 254, 0.9)';
    for (const d of drops) {
      ctx.beginPath();
      ctx.arc(sx(d.x), sy(d.y), 3, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function budgetBar() {
    const { ctx } = g;
    const { fg } = g.design.setting;
    const cost = spent();
    const left = level.budget - cost;
    const over = left < 0;
    g.text(`${g.say('Budget')} $${short(level.budget)}`, 12, 22, 16, fg, 'left');
    g.text(over ? `$${short(-left)} ${g.say('over budget')}` : `$${short(left)} ${g.say('left')}`, g.W - 12, 22, 18, over ? '#dc2626' : fg, 'right'); // prettier-ignore
    const bar = { x: 12, y: 38, w: g.W - 24, h: 10 };
    ctx.fillStyle = 'rgba(15, 23, 42, 0.2)';
    ctx.beginPath();
    ctx.roundRect(bar.x, bar.y, bar.w, bar.h, 5);
    ctx.fill();
    const share = Math.max(0, Math.min(1, left / level.budget));
    ctx.fillStyle = over ? '#dc2626' : share >= 0.4 ? '#22c55e' : share >= 0.2 ? '#facc15' : '#f97316';
    ctx.beginPath();
    ctx.roundRect(bar.x, bar.y, Math.max(over ? bar.w : 0, bar.w * share), bar.h, 5);
    ctx.fill();
    // where the stars change: 40% and 20% left
    ctx.fillStyle = 'rgba(15, 23, 42, 0.55)';
    for (const s of [0.2, 0.4]) ctx.fillRect(bar.x + bar.w * s - 1, bar.y - 2, 2, bar.h + 4);
    const kind = level.vehicle;
    const heavy =
      kind === 'truck' ? `🚚 ${g.say('Heavy truck')}` : kind === 'train' ? `🚂 ${g.say('Train')}` : '';
    if (heavy) g.text(heavy, 12, 62, 14, fg, 'left');
    if (many) g.text(`${'★'.repeat(best()[k] ?? 0)}${'☆'.repeat(3 - (best()[k] ?? 0))}`, g.W - 12, 62, 15, '#b45309', 'right'); // prettier-ignore
  }

  function buttons() {
    const { fg, accent, bg } = g.design.setting;
    // the tray the buttons sit in
    g.ctx.fillStyle = bg;
    g.ctx.fillRect(0, BOTTOM, g.W, g.H - BOTTOM);
    g.ctx.fillStyle = 'rgba(15, 23, 42, 0.25)';
    g.ctx.fillRect(0, BOTTOM, g.W, 3);
    const editing = mode === 'edit';
    if (editing)
      materials.forEach((m, i) => {
        const b = matBox(i);
        panel(g, b, material === m);
        g.ctx.fillStyle = LOOK[m].colour;
        g.ctx.fillRect(b.x + 8, b.y + b.h / 2 - 4, 14, 8);
        const name = m === 'road' ? roadName() : NAME[m];
        g.text(`${i + 1} ${g.say(name)}`, b.x + 28, b.y + 12, 14, material === m ? accent : fg, 'left');
        g.text(`$${MATERIALS[m].cost}/m`, b.x + 28, b.y + 27, 11, fg, 'left');
      });
    if (editing) {
      panel(g, UNDO, history.length > 0);
      g.text(`↶ ${g.say('Undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2, 15, fg);
      panel(g, CLEAR, members.length > 0);
      g.text(g.say('Clear'), CLEAR.x + CLEAR.w / 2, CLEAR.y + CLEAR.h / 2, 15, fg);
    }
    if (mode === 'edit' || (mode === 'run' && !won)) {
      const ok = mode === 'run' || spent() <= level.budget;
      g.ctx.fillStyle = mode === 'run' ? '#64748b' : ok ? '#16a34a' : '#9ca3af';
      g.ctx.beginPath();
      g.ctx.roundRect(PLAY.x, PLAY.y, PLAY.w, PLAY.h, 12);
      g.ctx.fill();
      g.text(mode === 'run' ? `■ ${g.say('Stop')}` : `▶ ${g.say('Play')}`, PLAY.x + PLAY.w / 2, PLAY.y + PLAY.h / 2, 22, '#ffffff'); // prettier-ignore
    }
    if (mode === 'run') {
      // a key to the colours
      const { ctx } = g;
      const grad = ctx.createLinearGradient(20, 0, 220, 0);
      grad.addColorStop(0, stressColour(0));
      grad.addColorStop(0.5, stressColour(0.5));
      grad.addColorStop(1, stressColour(1));
      ctx.fillStyle = grad;
      ctx.fillRect(20, 598, 220, 10);
      g.text(g.say('Stress'), 20, 582, 13, fg, 'left');
      g.text(g.say('snaps'), 240, 618, 11, fg, 'right');
    }
  }

  function result() {
    if (!won) return;
    const { ctx } = g;
    ctx.fillStyle = 'rgba(15, 23, 42, 0.82)';
    ctx.beginPath();
    ctx.roundRect(50, 76, g.W - 100, 194, 16);
    ctx.fill();
    g.text(g.say('Bridge held!'), g.W / 2, 104, 26, '#ffffff');
    // the stars come in one by one
    for (let i = 0; i < 3; i++) {
      const lit = i < won.stars && won.shown > 0.25 + i * 0.3;
      g.text(lit ? '★' : '☆', g.W / 2 + (i - 1) * 54, 148, lit ? 48 : 40, lit ? '#facc15' : '#64748b');
    }
    const pct = Math.round((100 * won.left) / level.budget);
    g.text(`$${short(won.left)} ${g.say('left')} (${pct}%)`, g.W / 2, 189, 16, '#e2e8f0');
    panel(g, IMPROVE, true);
    g.text(`↺ ${g.say('Improve')}`, IMPROVE.x + IMPROVE.w / 2, IMPROVE.y + IMPROVE.h / 2, 17, '#ffffff');
    ctx.fillStyle = '#16a34a';
    ctx.beginPath();
    ctx.roundRect(NEXT.x, NEXT.y, NEXT.w, NEXT.h, 10);
    ctx.fill();
    const last = !many || k >= count - 1;
    g.text(last ? `✓ ${g.say('Finish')}` : `▶ ${g.say('Next level')}`, NEXT.x + NEXT.w / 2, NEXT.y + NEXT.h / 2, 17, '#ffffff'); // prettier-ignore
  }

  function selectScreen(t: number) {
    const { ctx } = g;
    const { fg, accent, bg } = g.design.setting;
    scene(t);
    ctx.fillStyle = bg;
    ctx.fillRect(0, BOTTOM, g.W, g.H - BOTTOM);
    ctx.fillStyle = 'rgba(15, 23, 42, 0.35)';
    ctx.fillRect(0, 0, g.W, g.H);
    g.text(g.say('Choose a level'), g.W / 2, 66, 26, '#ffffff');
    const kept = best();
    for (let i = 0; i < count; i++) {
      const b = card(i);
      const open = unlocked(i);
      const l = LEVELS[i];
      ctx.fillStyle = open ? 'rgba(255,255,255,0.92)' : 'rgba(148,163,184,0.6)';
      ctx.beginPath();
      ctx.roundRect(b.x, b.y, b.w, b.h, 14);
      ctx.fill();
      if (i === cursor) {
        ctx.strokeStyle = accent;
        ctx.lineWidth = 4;
        ctx.stroke();
      }
      g.text(String(i + 1), b.x + 14, b.y + 20, 22, open ? '#0f172a' : '#475569', 'left');
      g.text(`${l.right - l.left} m`, b.x + b.w - 12, b.y + 20, 13, '#475569', 'right');
      if (!open) {
        g.text('🔒', b.x + b.w / 2, b.y + 62, 32);
        continue;
      }
      if (l.vehicle === 'car') {
        ctx.save();
        ctx.translate(b.x + b.w / 2, b.y + 62);
        ctx.scale(-1, 1);
        g.sprite('player', 0, 0, 40);
        ctx.restore();
      } else {
        // (facing right, as they drive)
        ctx.save();
        ctx.scale(-1, 1);
        g.text(l.vehicle === 'truck' ? '🚚' : '🚂', -(b.x + b.w / 2), b.y + 62, 38);
        ctx.restore();
      }
      const n = kept[i] ?? 0;
      g.text(`${'★'.repeat(n)}${'☆'.repeat(3 - n)}`, b.x + b.w / 2, b.y + 104, 24, n ? '#d97706' : '#94a3b8');
    }
    const total = kept.slice(0, count).reduce((s, n) => s + (n ?? 0), 0);
    g.text(`★ ${total}/${count * 3}`, g.W / 2, 560, 22, '#facc15');
    g.text(g.say('Tap a level to build its bridge'), g.W / 2, 598, 16, fg === '#ffffff' ? fg : '#ffffff');
    if (said) g.text(said.text, g.W / 2, 530, 16, '#fecaca');
  }

  return {
    controls:
      'Tap a joint, then a dot near it, to lay road or a beam (or drag); tap a member to remove it; Play sends it across (Space). 1/2/3 material, Backspace undo',
    reset() {
      if (g.state() !== 'play') jumpTo = null; // (a new round: nothing is being walked up to)
      if (jumpTo !== null && g.level < jumpTo) return g.win(); // (still walking up to the level picked)
      if (jumpTo !== null) {
        const to = jumpTo - 1;
        jumpTo = null;
        return begin(to);
      }
      if (many && g.level === 1) {
        // a new round starts at the select screen, the next level to do lit (else one to better)
        begin(0);
        mode = 'select';
        const kept = best();
        const open = Array.from({ length: count }, (_, i) => i).filter(unlocked);
        cursor = open.find((i) => !kept[i]) ?? open.find((i) => (kept[i] ?? 0) < 3) ?? 0;
        said = null;
        return;
      }
      begin(many ? Math.min(count, g.level) - 1 : 0);
    },
    update(dt) {
      clock += dt;
      if (said && (said.left -= dt) <= 0) said = null;
      const inp = g.input;
      if (mode === 'select') return selectInput();
      if (mode === 'edit') {
        if (inp.pressed(' ') || inp.pressed('Enter')) return play();
        return editInput();
      }
      runFor(dt);
      if (won) {
        won.shown += dt;
        if (inp.pressed(' ') || inp.pressed('Enter')) return next();
        if (inp.tapped && g.within(inp.tapAt, NEXT)) return next();
        if (inp.tapped && g.within(inp.tapAt, IMPROVE)) return stop();
        return;
      }
      if (failed && (failed.left -= dt) <= 0) {
        stop();
        tell(attempts > 1 ? g.say('Try triangles: they hold their shape') : g.say('Fix the bridge and try again'), false, 3); // prettier-ignore
        return;
      }
      if (inp.pressed(' ') || inp.pressed('Enter') || (inp.tapped && g.within(inp.tapAt, PLAY))) stop();
      else if (failed && inp.tapped) stop();
    },
    draw() {
      if (mode === 'select') return selectScreen(clock);
      scene(clock);
      if (mode === 'edit') editor(clock);
      else running();
      vehicle();
      underWater(clock);
      splash();
      budgetBar();
      if (said) {
        const { ctx } = g;
        ctx.font = 'bold 15px system-ui, sans-serif';
        const w = ctx.measureText(said.text).width + 24;
        ctx.fillStyle = said.bad ? 'rgba(127, 29, 29, 0.85)' : 'rgba(15, 23, 42, 0.75)';
        ctx.beginPath();
        ctx.roundRect(g.W / 2 - w / 2, 72, w, 26, 13);
        ctx.fill();
        g.text(said.text, g.W / 2, 85, 15, '#ffffff');
      }
      buttons();
      result();
    },
    light: () => {
      const c = sim ? carsOf(sim)[0] : { x: level.left - 1, y: level.banks[0] };
      return { x: sx(c.x), y: sy(c.y) };
    },
  };
});
