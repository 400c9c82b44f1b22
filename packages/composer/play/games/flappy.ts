// Roles: player = flier, hazard = columns' ends, target = bonus (g.got). Parts: powerups, levels, timer, night.
// Tap to flap through the gaps between accent columns capped with the hazard (or stacked of it, when it is no pipe or pillar); touching one, or the ground,
// costs a life. Targets float in some gaps. Powerups: a shield to fly through columns; levels: 12 columns
// each; timer: surviving it wins (unless a goal is still to reach); night: light on the flier.
// Hold (the helicopter game): hold Space/Up/W or the pointer to climb, let go to fall, through a cave whose
// wavy ceiling and floor (solid, in the hazard's colour, the hazard drawn along them) close in with
// distance and level, with blocks standing free in the middle; any touch costs a life. Score by
// distance; levels: 3,000 px each; powerups: a shield that bounces off instead of crashing.
import { boot, type Api, type Game, type Vec } from '../runtime';

interface Column {
  x: number;
  /** Centre of the gap. */
  gap: number;
  passed: boolean;
  bonus: Vec | null;
  shield: Vec | null;
}

const X = 130; // the flier stays here; the world scrolls by
const COL_W = 64;
const GROUND = 600;
const TOP = 40;
const PER_LEVEL = 12;

interface Edge {
  x: number;
  top: number;
  bot: number;
  /** The hazard drawn on the ceiling or the floor here. */
  mark: 'top' | 'bot' | null;
}
interface Block {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SEG = 16; // the terrain's samples, pixels apart
const CEIL = 62; // the ceiling never comes higher: the score line is above it
const LEVEL_DISTANCE = 3000;

boot((g) => {
  if (g.has('hold')) return cave(g);
  const S = g.design.params.size;
  const R = 15 * g.size('player'); // the flier's hit radius
  let me: Vec;
  let vy: number;
  let cols: Column[];
  let untilNext: number;
  let waiting: number; // hover before the first flap, like the original
  let safe: number;
  let shielded: number;
  let passed: number;
  let scroll: number;

  const gapSize = () => g.clamp(210 / Math.sqrt(g.diff), 150, 240) + 20 * (S - 1);
  const spawn = () => {
    const half = gapSize() / 2;
    const gap = g.rand(TOP + half + 30, GROUND - half - 30);
    const bonus = g.chance(0.6) ? { x: 0, y: gap } : null;
    const shield = !bonus && g.has('powerups') && g.chance(0.25) ? { x: 0, y: gap } : null;
    cols.push({ x: g.W + COL_W, gap, passed: false, bonus, shield });
  };
  const respawn = () => {
    me = { x: X, y: 300 };
    vy = 0;
    waiting = 3;
    safe = 1.2;
    // clear the columns about to reach the flier so a new life does not start inside one
    cols = cols.filter((c) => c.x > X + 200);
  };
  const flapped = () =>
    g.input.tapped || g.input.pressed(' ') || g.input.pressed('ArrowUp') || g.input.pressed('w');
  const hitsColumn = (c: Column) => {
    const half = gapSize() / 2;
    return Math.abs(c.x - me.x) < COL_W / 2 + R * 0.8 && Math.abs(me.y - c.gap) > half - R * 0.8;
  };

  // Buildings to fly between are drawn as towers with lit windows, not columns capped with a picture.
  const towers = /\b(building|skyscraper|tower|block|apartment)s?$/.test(g.role('hazard').name);
  // Columns made of what the prompt named in their place; pipes and pillars stay columns.
  const stacked =
    !towers &&
    !!g.role('hazard').emoji &&
    !/\b(pipe|column|pillar|post|pole|wall|tube|chimney|gap)s?$/.test(g.role('hazard').name);
  function tower(x: number, y: number, h: number) {
    const { ctx } = g;
    ctx.fillStyle = '#475569';
    ctx.fillRect(x - COL_W / 2, y, COL_W, h);
    ctx.fillStyle = '#fde68a';
    for (let wy = y + 8; wy < y + h - 12; wy += 22)
      for (const wx of [-COL_W / 4, COL_W / 4])
        if ((Math.floor(wy / 22) + (wx > 0 ? 1 : 0)) % 3) ctx.fillRect(x + wx - 5, wy, 10, 12);
  }

  return {
    controls: 'Tap, Space or Up to flap',
    reset() {
      cols = [];
      passed = 0;
      shielded = 0;
      scroll = 0;
      untilNext = 0.5;
      respawn();
    },
    update(dt) {
      const speed = 160 * g.diff;
      if (flapped()) {
        vy = -400;
        waiting = 0;
        g.sound('jump');
      }
      if (waiting > 0) {
        waiting -= dt;
        me.y = 300 + Math.sin(g.time * 5) * 8;
      } else {
        vy = Math.min(vy + 1300 * dt, 700);
        me.y += vy * dt;
      }
      safe -= dt;
      shielded -= dt;
      scroll += speed * dt;

      untilNext -= dt;
      if (untilNext <= 0) {
        spawn();
        untilNext = (220 + 60 * g.clamp(g.diff - 1, 0, 2)) / speed; // wider apart when faster
      }
      for (const c of cols) {
        c.x -= speed * dt;
        if (!c.passed && c.x < me.x - COL_W / 2) {
          c.passed = true;
          g.addScore(1);
          if (g.has('levels') && ++passed >= PER_LEVEL) return g.win();
        }
        if (c.bonus && g.hit(me, { x: c.x, y: c.bonus.y }, 30 * S)) {
          c.bonus = null;
          g.got(1);
        }
        if (c.shield && g.hit(me, { x: c.x, y: c.shield.y }, 30 * S)) {
          c.shield = null;
          shielded = 5;
          g.sound('win');
        }
      }
      cols = cols.filter((c) => c.x > -COL_W);

      if (me.y < TOP + R) {
        me.y = TOP + R;
        vy = Math.max(vy, 0);
      }
      const crashed = me.y > GROUND - R || (shielded <= 0 && cols.some(hitsColumn));
      if (crashed && safe <= 0 && g.loseLife()) respawn();
      else if (crashed && safe > 0 && me.y > GROUND - R) vy = -400; // bounce while still safe
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      for (const c of cols) {
        const half = gapSize() / 2;
        if (towers) {
          tower(c.x, TOP, c.gap - half - TOP);
          tower(c.x, c.gap + half, GROUND - c.gap - half);
          if (c.bonus) g.sprite('target', c.x, c.bonus.y + Math.sin(g.time * 4) * 6, 34);
          if (c.shield) g.text('🛡️', c.x, c.shield.y, 30);
          continue;
        }
        if (stacked) {
          // ("the pipes are forks": columns of forks, on a faint column so the gap reads at a glance)
          ctx.fillStyle = accent;
          ctx.globalAlpha = shielded > 0 ? 0.12 : 0.25;
          ctx.fillRect(c.x - COL_W / 2, TOP, COL_W, c.gap - half - TOP);
          ctx.fillRect(c.x - COL_W / 2, c.gap + half, COL_W, GROUND - c.gap - half);
          ctx.save();
          ctx.beginPath();
          ctx.rect(c.x - COL_W, TOP, COL_W * 2, GROUND - TOP);
          ctx.clip();
          ctx.globalAlpha = shielded > 0 ? 0.5 : 1;
          for (let y = c.gap - half - 24; y > TOP - 24; y -= 46) g.sprite('hazard', c.x, y, 48);
          for (let y = c.gap + half + 24; y < GROUND + 24; y += 46) g.sprite('hazard', c.x, y, 48);
          ctx.restore();
          if (c.bonus) g.sprite('target', c.x, c.bonus.y + Math.sin(g.time * 4) * 6, 34);
          if (c.shield) g.text('🛡️', c.x, c.shield.y, 30);
          continue;
        }
        ctx.fillStyle = accent;
        ctx.globalAlpha = shielded > 0 ? 0.45 : 0.85;
        ctx.fillRect(c.x - COL_W / 2, TOP, COL_W, c.gap - half - TOP);
        ctx.fillRect(c.x - COL_W / 2, c.gap + half, COL_W, GROUND - c.gap - half);
        // wider caps at the gap's edges, where the hazard sits
        ctx.fillRect(c.x - COL_W / 2 - 5, c.gap - half - 40, COL_W + 10, 40);
        ctx.fillRect(c.x - COL_W / 2 - 5, c.gap + half, COL_W + 10, 40);
        ctx.globalAlpha = 1;
        g.sprite('hazard', c.x, c.gap - half - 20, 42);
        g.sprite('hazard', c.x, c.gap + half + 20, 42);
        if (c.bonus) g.sprite('target', c.x, c.bonus.y + Math.sin(g.time * 4) * 6, 34);
        if (c.shield) g.text('🛡️', c.x, c.shield.y, 30);
      }
      // the ground, with marks that scroll so the flight feels fast
      ctx.fillStyle = accent;
      ctx.fillRect(0, GROUND, g.W, g.H - GROUND);
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.3;
      for (let x = -(scroll % 40); x < g.W; x += 40) ctx.fillRect(x, GROUND + 8, 20, 4);
      ctx.globalAlpha = 1;
      if (shielded > 0) {
        g.ring(me.x, me.y, R + 10, fg);
      }
      const tilt = waiting > 0 ? 0 : g.clamp(vy / 900, -0.5, 0.8);
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 44, tilt);
      if (waiting > 0 && g.state() === 'play') g.text('Tap to flap!', g.W / 2, 380, 22);
    },
    light: () => me,
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});

/** The hold part: the helicopter game in a scrolling cave. */
function cave(g: Api): Game {
  const S = g.design.params.size;
  const R = 15 * g.size('player');
  const { accent, fg } = g.design.setting;
  const rock = g.role('hazard').color;
  let me: Vec;
  let vy: number;
  let edges: Edge[];
  let blocks: Block[];
  let bonus: Vec[];
  let shields: Vec[];
  let waiting: number;
  let safe: number;
  let shielded: number;
  let scroll: number; // distance flown this round
  let counted: number; // distance already scored
  let centre: number;
  let drift: number;
  let aimAt: number;
  let aimFor: number; // samples until the cave turns somewhere else
  let wobble: [number, number];
  let sinceMark: number;
  let blockIn: number; // distance to the next free-standing block
  let bonusIn: number;

  const held = () =>
    g.input.pointer.down || g.input.keys.has(' ') || g.input.keys.has('ArrowUp') || g.input.keys.has('w');
  const started = () =>
    g.input.tapped || g.input.pressed(' ') || g.input.pressed('ArrowUp') || g.input.pressed('w');
  /** The cave's height here: wide at the start, narrower with distance and level, never too tight. */
  const gapAt = (dist: number) => g.clamp(400 - dist * 0.03 - 30 * (g.level - 1), 150 + 50 * (S - 1), 400);
  /** The ceiling and floor at x, between the samples either side. */
  function wallsAt(x: number): [number, number] {
    const i = edges.findIndex((e) => e.x > x);
    if (i <= 0) return i === 0 ? [edges[0].top, edges[0].bot] : [CEIL, GROUND];
    const [a, b] = [edges[i - 1], edges[i]];
    const t = (x - a.x) / (b.x - a.x);
    return [a.top + (b.top - a.top) * t, a.bot + (b.bot - a.bot) * t];
  }
  /** One more sample at the right: the middle wanders smoothly, each edge wobbles a little. */
  function grow(x: number, dist: number) {
    const gap = gapAt(dist);
    const lo = CEIL + gap / 2 + 6;
    const hi = GROUND - gap / 2 - 6;
    if (--aimFor <= 0) {
      aimAt = g.rand(lo, hi);
      aimFor = g.int(8, 20);
    }
    aimAt = g.clamp(aimAt, lo, hi);
    // steering toward where it turns, never steeper than a climb can follow
    drift = g.clamp(drift + g.clamp((aimAt - centre) * 0.02, -1.6, 1.6), -9, 9) * 0.94;
    centre = g.clamp(centre + drift, lo, hi);
    wobble = wobble.map((w) => g.clamp(w + g.rand(-5, 5), -14, 14)) as [number, number];
    let mark: Edge['mark'] = null;
    if (++sinceMark > 6 && g.chance(0.12)) [mark, sinceMark] = [g.chance(0.5) ? 'top' : 'bot', 0];
    edges.push({
      x,
      top: Math.max(CEIL, centre - gap / 2 + wobble[0]),
      bot: Math.min(GROUND, centre + gap / 2 + wobble[1]),
      mark,
    });
  }
  function respawn() {
    const [top, bot] = wallsAt(X);
    me = { x: X, y: (top + bot) / 2 };
    vy = 0;
    waiting = 3;
    safe = 1.2;
    // clear what is about to reach the flier, so a new life does not start inside it
    blocks = blocks.filter((b) => b.x + b.w < X - R || b.x > X + 240);
  }
  /** A free-standing block where the cave is wide enough to leave a way past it. */
  function spawnBlock() {
    const x = g.W + 30;
    const [top, bot] = wallsAt(g.W);
    const pass = 3.2 * R + 24; // the way round it, above or below
    const w = g.rand(30, 46);
    const h = Math.min(g.rand(60, 120), bot - top - pass - 20);
    if (h < 30) return;
    const y = g.chance(0.5) ? g.rand(top + pass + 15, bot - h - 8) : g.rand(top + 8, bot - h - pass - 15);
    if (y < top + 8 || y + h > bot - 8) return;
    blocks.push({ x, y, w, h });
  }
  const touches = (b: Block) => {
    const dx = me.x - g.clamp(me.x, b.x, b.x + b.w);
    const dy = me.y - g.clamp(me.y, b.y, b.y + b.h);
    return dx * dx + dy * dy < (R * 0.8) ** 2;
  };
  const hitsCave = () => {
    for (const dx of [-R * 0.6, 0, R * 0.6]) {
      const [top, bot] = wallsAt(me.x + dx);
      const reach = Math.sqrt(Math.max(0, (R * 0.8) ** 2 - dx * dx));
      if (me.y - reach < top || me.y + reach > bot) return true;
    }
    return false;
  };

  return {
    controls: 'Hold Space or press and hold to rise',
    reset() {
      edges = [];
      blocks = [];
      bonus = [];
      shields = [];
      [scroll, counted, shielded, sinceMark] = [0, 0, 0, 0];
      [centre, drift, aimAt, aimFor] = [(CEIL + GROUND) / 2, 0, (CEIL + GROUND) / 2, 12];
      wobble = [0, 0];
      blockIn = 700;
      bonusIn = 400;
      for (let x = -SEG * 2; x < g.W + SEG * 2; x += SEG) grow(x, 0);
      respawn();
    },
    update(dt) {
      const speed = 160 * g.diff;
      if (started()) waiting = 0;
      if (waiting > 0) {
        // hover in the middle of the cave until the first press
        waiting -= dt;
        const [top, bot] = wallsAt(me.x);
        me.y += ((top + bot) / 2 + Math.sin(g.time * 5) * 6 - me.y) * Math.min(1, dt * 4);
        vy = 0;
      } else {
        // smooth: the push up and the pull down build speed, not jumps
        vy += (held() ? -1050 : 900) * dt;
        vy = g.clamp(vy, -330, 400);
        me.y += vy * dt;
      }
      safe -= dt;
      shielded -= dt;

      const step = speed * dt;
      scroll += step;
      for (const e of edges) e.x -= step;
      for (const b of blocks) b.x -= step;
      for (const list of [bonus, shields]) for (const p of list) p.x -= step;
      while (edges[edges.length - 1].x < g.W + SEG) grow(edges[edges.length - 1].x + SEG, scroll);
      while (edges.length > 2 && edges[1].x < -SEG) edges.shift();
      blocks = blocks.filter((b) => b.x + b.w > -10);
      if ((blockIn -= step) <= 0) {
        spawnBlock();
        blockIn = g.rand(420, 760) / (1 + 0.15 * (g.level - 1));
      }
      if ((bonusIn -= step) <= 0) {
        const [top, bot] = wallsAt(g.W + 20);
        const at = { x: g.W + 20, y: g.rand(top + 40, bot - 40) };
        const clear = !blocks.some((b) => Math.abs(b.x - at.x) < 120);
        if (clear && g.has('powerups') && shielded <= 0 && g.chance(0.2)) shields.push(at);
        else if (clear) bonus.push(at);
        bonusIn = g.rand(320, 620);
      }
      // a point every 10 pixels flown
      const metres = Math.floor(scroll / 10) - counted;
      if (metres > 0) {
        counted += metres;
        g.addScore(metres, true);
      }
      if (g.has('levels') && scroll >= LEVEL_DISTANCE) return g.win();
      bonus = bonus.filter((p) => {
        if (p.x < -20) return false;
        if (!g.hit(me, p, 30 * S)) return true;
        g.got(1);
        return false;
      });
      if (g.state() !== 'play') return;
      shields = shields.filter((p) => {
        if (p.x < -20) return false;
        if (!g.hit(me, p, 30 * S)) return true;
        shielded = 5;
        g.sound('win');
        return false;
      });

      const crashed = hitsCave() || blocks.some(touches);
      if (!crashed) return;
      if (safe > 0 || shielded > 0) {
        // still blinking, or shielded: pushed back into the open
        const [top, bot] = wallsAt(me.x);
        me.y = g.clamp(me.y, top + R, bot - R);
        vy = me.y < (top + bot) / 2 ? 120 : -120;
        if (blocks.some(touches)) me.y += me.y < (top + bot) / 2 ? -3 : 3;
      } else if (g.loseLife()) respawn();
    },
    draw() {
      const { ctx } = g;
      // ceiling and floor: solid bands with a lit edge
      ctx.fillStyle = rock;
      for (const up of [true, false]) {
        ctx.beginPath();
        ctx.moveTo(edges[0].x, up ? 0 : g.H);
        for (const e of edges) ctx.lineTo(e.x, up ? e.top : e.bot);
        ctx.lineTo(edges[edges.length - 1].x, up ? 0 : g.H);
        ctx.closePath();
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(0,0,0,0.22)'; // darker further into the rock
      for (const up of [true, false]) {
        ctx.beginPath();
        ctx.moveTo(edges[0].x, up ? 0 : g.H);
        for (const e of edges) ctx.lineTo(e.x, up ? e.top - 22 : e.bot + 22);
        ctx.lineTo(edges[edges.length - 1].x, up ? 0 : g.H);
        ctx.closePath();
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(0,0,0,0.3)'; // the score line reads on any rock
      ctx.fillRect(0, 0, g.W, 44);
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      for (const up of [true, false]) {
        ctx.beginPath();
        edges.forEach((e, i) =>
          i ? ctx.lineTo(e.x, up ? e.top : e.bot) : ctx.moveTo(e.x, up ? e.top : e.bot),
        );
        ctx.stroke();
      }
      for (const e of edges)
        if (e.mark) g.sprite('hazard', e.x, e.mark === 'top' ? e.top - 15 : e.bot + 15, 30);
      for (const b of blocks) {
        ctx.fillStyle = rock;
        ctx.globalAlpha = shielded > 0 ? 0.5 : 1;
        ctx.fillRect(b.x, b.y, b.w, b.h);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 3;
        ctx.strokeRect(b.x, b.y, b.w, b.h);
        ctx.globalAlpha = 1;
        g.sprite('hazard', b.x + b.w / 2, b.y + b.h / 2, Math.min(32, b.w - 4) / S);
      }
      for (const p of bonus) g.sprite('target', p.x, p.y + Math.sin(g.time * 4) * 6, 34);
      for (const p of shields) g.text('🛡️', p.x, p.y, 30);
      if (shielded > 0) g.ring(me.x, me.y, R + 10, fg);
      const tilt = waiting > 0 ? 0 : g.clamp(vy / 1000, -0.35, 0.4);
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 44, tilt);
      if (waiting > 0 && g.state() === 'play') g.text('Hold to rise!', g.W / 2, 380, 22);
    },
    light: () => me,
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
}
