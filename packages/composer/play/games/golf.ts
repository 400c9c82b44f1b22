// Roles: shot = the ball (a drawn golf ball when the design names none, or just "ball" / "golf ball");
// player = the golfer standing by the ball; goal = the flag (or the hole itself) at the cup, a drawn flag
// when the design names none; hazard = what slides back and forth across later holes (a drawn bumper
// when it names none). Parts: levels (the next course is the same holes mirrored, faster), night (light
// on the ball), highscores. A course of 9 hand-made holes (walls, blocks, bumpers, sand, water, slopes,
// movers); with a goal N the course is N holes (one g.got each). Each hole allows par + 3 strokes; water
// costs a stroke. The course is won at par plus an allowance (easy 1.5, normal 1, hard 0.5 a hole).
import { boot, type Vec } from '../runtime';

type Rect = [number, number, number, number];
interface Hole {
  par: number;
  tee: [number, number];
  cup: [number, number];
  /** The green's outline, x,y pairs. */
  wall: number[];
  blocks?: number[][];
  bumpers?: [number, number, number][];
  sand?: Rect[];
  water?: Rect[];
  /** A slope: the rect and the pull on the ball (px/s²). */
  slope?: [...Rect, number, number][];
  /** From x0,y0 to x1,y1 and back, in this many seconds. */
  movers?: [number, number, number, number, number][];
}
interface Seg {
  a: Vec;
  b: Vec;
}

const HOLES: Hole[] = [
  { par: 2, tee: [240, 560], cup: [240, 190], wall: [160, 130, 320, 130, 320, 610, 160, 610] },
  {
    par: 3,
    tee: [140, 560],
    cup: [370, 210],
    wall: [60, 610, 220, 610, 220, 300, 420, 300, 420, 130, 60, 130],
  },
  {
    par: 3,
    tee: [240, 570],
    cup: [240, 180],
    wall: [120, 130, 360, 130, 360, 610, 120, 610],
    blocks: [[180, 340, 300, 340, 300, 380, 180, 380]],
  },
  {
    par: 3,
    tee: [240, 570],
    cup: [240, 175],
    wall: [150, 130, 330, 130, 380, 180, 380, 560, 330, 610, 150, 610, 100, 560, 100, 180],
    sand: [[175, 215, 130, 45]],
    bumpers: [
      [170, 400, 18],
      [310, 400, 18],
      [240, 320, 14],
    ],
  },
  {
    par: 3,
    tee: [160, 560],
    cup: [320, 190],
    wall: [80, 130, 400, 130, 400, 610, 80, 610],
    water: [
      [80, 320, 130, 80],
      [266, 320, 134, 80],
    ],
  },
  {
    par: 3,
    tee: [240, 570],
    cup: [240, 180],
    wall: [
      100, 130, 380, 130, 380, 290, 280, 330, 280, 410, 380, 450, 380, 610, 100, 610, 100, 450, 200, 410, 200,
      330, 100, 290,
    ],
    movers: [[210, 370, 270, 370, 2.4]],
  },
  {
    par: 3,
    tee: [330, 570],
    cup: [150, 180],
    wall: [80, 130, 400, 130, 400, 610, 80, 610],
    slope: [[80, 250, 320, 190, 110, 0]],
    sand: [[300, 140, 100, 70]],
    bumpers: [[240, 480, 20]],
  },
  {
    par: 4,
    tee: [400, 560],
    cup: [95, 185],
    wall: [
      40, 610, 440, 610, 440, 470, 180, 470, 180, 400, 440, 400, 440, 130, 40, 130, 40, 270, 300, 270, 300,
      340, 40, 340,
    ],
    bumpers: [[300, 540, 16]],
  },
  {
    par: 4,
    tee: [240, 575],
    cup: [240, 230],
    wall: [60, 130, 420, 130, 420, 610, 60, 610],
    water: [
      [150, 280, 180, 45],
      [150, 195, 30, 85],
      [300, 195, 30, 85],
    ],
    bumpers: [[240, 360, 16]],
    movers: [[100, 440, 380, 440, 3]],
  },
];
const R = 7; // the ball's radius
const CUP = 11;
const MAX_PULL = 150;
const MAX_SPEED = 900;

boot((g) => {
  g.showLives(false); // strokes, not lives
  const { roles, setting } = g.design;
  const S = g.design.params.size;
  const goal = g.design.params.goal;
  const drawnBall = !roles.shot || /^(golf )?balls?$/i.test(roles.shot.name);
  const count = g.clamp(goal ?? 9, 1, 18);
  const slack = { easy: 1.5, normal: 1, hard: 0.5 }[g.design.params.difficulty];
  let n: number; // the hole being played
  let hole: Hole;
  let flip: boolean;
  let segs: Seg[];
  let ball: Vec & { vx: number; vy: number };
  let from: Vec; // where the last stroke was played (water sends the ball back)
  let card: number[];
  let strokes: number;
  let phase: 'aim' | 'roll' | 'done';
  let wait: number;
  let say: string;
  let aim: number; // the direction of the putt, radians
  let power: number;
  let charge: number; // seconds Space has been held; -1 when not
  let drag: Vec | null;
  let sink: number; // the ball dropping into the cup, 0 … 1
  let clock: number;
  let still: number; // seconds the ball has crept along

  const mx = (x: number) => (flip ? g.W - x : x);
  const pt = (x: number, y: number): Vec => ({ x: mx(x), y });
  const rect = ([x, y, w, h]: Rect) => ({ x: flip ? g.W - x - w : x, y, w, h });
  const inside = (p: Vec, r: Rect) => {
    const q = rect(r);
    return p.x > q.x && p.x < q.x + q.w && p.y > q.y && p.y < q.y + q.h;
  };
  const cup = () => pt(...hole.cup);
  const coursePar = () =>
    Array.from({ length: count }, (_, i) => HOLES[i % 9].par).reduce((a, b) => a + b, 0);
  const limit = () => coursePar() + Math.round(count * slack);
  const total = () => card.reduce((a, b) => a + b, 0) + (phase === 'done' ? 0 : strokes);
  /** Where each mover is at time t (it eases back and forth), with how fast it goes there. */
  const movers = (t = clock) =>
    (hole.movers ?? []).map(([x0, y0, x1, y1, period]) => {
      const at = (s: number) => {
        const k = (1 - Math.cos((s * Math.PI * 2 * Math.sqrt(g.diff)) / period)) / 2;
        return pt(x0 + (x1 - x0) * k, y0 + (y1 - y0) * k);
      };
      const p = at(t);
      const q = at(t + 0.01);
      return { ...p, r: 16, v: { x: (q.x - p.x) / 0.01, y: (q.y - p.y) / 0.01 } };
    });

  function start(i: number) {
    n = i;
    hole = HOLES[i % 9];
    // (a course with something named in the way has it from the first hole)
    if (roles.hazard && i % 9 === 0) hole = { ...hole, movers: [[195, 390, 285, 390, 2.8]] };
    flip = (Math.floor(i / 9) + g.level + 1) % 2 === 1;
    segs = [];
    for (const p of [hole.wall, ...(hole.blocks ?? [])])
      for (let j = 0; j < p.length; j += 2)
        segs.push({ a: pt(p[j], p[j + 1]), b: pt(p[(j + 2) % p.length], p[(j + 3) % p.length]) });
    const t = pt(...hole.tee);
    ball = { ...t, vx: 0, vy: 0 };
    from = { ...t };
    strokes = 0;
    phase = 'aim';
    sink = 0;
    charge = -1;
    drag = null;
    power = 0;
    const c = cup();
    aim = Math.atan2(c.y - t.y, c.x - t.x);
  }
  function putt(p: number) {
    if (p < 0.04) return;
    ball.vx = Math.cos(aim) * p * MAX_SPEED;
    ball.vy = Math.sin(aim) * p * MAX_SPEED;
    from = { x: ball.x, y: ball.y };
    strokes += 1;
    phase = 'roll';
    still = 0;
    g.sound('shoot');
  }
  function holeOut(sunk: boolean) {
    const max = hole.par + 3;
    const taken = sunk ? strokes : max + 1;
    card.push(taken);
    phase = 'done';
    wait = 1.8;
    sink = sunk ? 0 : -1; // only a sunk ball drops in
    const d = taken - hole.par;
    say = !sunk
      ? 'Out of strokes'
      : taken === 1
        ? 'Hole in one!'
        : (['Eagle!', 'Birdie!', 'Par', 'Bogey', 'Double bogey'][d + 2] ?? `+${d}`);
    if (sunk) {
      g.addScore(Math.max(1, max - taken) * 10 + (taken === 1 ? 20 : 0), true);
      g.sound(d <= 0 ? 'win' : 'point');
    } else g.sound('bad');
  }
  function next() {
    const last = card.length >= count;
    const sum = card.reduce((a, b) => a + b, 0);
    if (last && sum > limit()) return g.lose(`${sum} strokes: ${limit()} or fewer wins`);
    if (goal !== null) g.got(1);
    if (last) g.win(); // (with a goal, that g.got may have won already)
    if (!last && g.state() === 'play') start(n + 1);
  }

  /** A wall or bumper at `p` with radius `r` (0 for a wall point), moving at `v`, bounces the ball. */
  function bounce(p: Vec, r: number, v: Vec = { x: 0, y: 0 }, e = 0.75) {
    const dx = ball.x - p.x;
    const dy = ball.y - p.y;
    const d = Math.hypot(dx, dy);
    if (d >= R + r || d === 0) return;
    const nx = dx / d;
    const ny = dy / d;
    ball.x = p.x + nx * (R + r);
    ball.y = p.y + ny * (R + r);
    const rel = (ball.vx - v.x) * nx + (ball.vy - v.y) * ny;
    if (rel >= 0) return;
    ball.vx -= (1 + e) * rel * nx;
    ball.vy -= (1 + e) * rel * ny;
    if (-rel > 60) g.sound('tick');
  }
  function step(dt: number) {
    const b = ball;
    let v = Math.hypot(b.vx, b.vy);
    const inSand = (hole.sand ?? []).some((r) => inside(b, r));
    let pulled = false;
    for (const [x, y, w, h, ax, ay] of hole.slope ?? [])
      if (inside(b, [x, y, w, h])) {
        b.vx += (flip ? -ax : ax) * dt;
        b.vy += ay * dt;
        pulled = true;
      }
    v = Math.hypot(b.vx, b.vy);
    const drop = (inSand ? 450 + 5 * v : 55 + 1.1 * v) * dt;
    const k = v > drop ? (v - drop) / v : 0;
    b.vx *= k;
    b.vy *= k;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    for (const s of segs) {
      const ex = s.b.x - s.a.x;
      const ey = s.b.y - s.a.y;
      const t = g.clamp(((b.x - s.a.x) * ex + (b.y - s.a.y) * ey) / (ex * ex + ey * ey), 0, 1);
      bounce({ x: s.a.x + ex * t, y: s.a.y + ey * t }, 6); // the wall's half thickness
    }
    for (const [x, y, r] of hole.bumpers ?? []) bounce(pt(x, y), r, undefined, 0.9);
    for (const m of movers()) bounce(m, m.r, m.v, 0.9);
    const c = cup();
    const dc = Math.hypot(c.x - b.x, c.y - b.y);
    v = Math.hypot(b.vx, b.vy);
    if (dc < CUP) {
      if (v < 420) {
        g.sound('point');
        b.vx = b.vy = 0;
        return holeOut(true);
      }
      b.vx += (c.x - b.x) * 6; // too fast: it lips out, turned a little
      b.vy += (c.y - b.y) * 6;
    } else if (dc < CUP + 6 && v < 200) {
      b.vx += ((c.x - b.x) / dc) * 400 * dt; // the lip draws a slow ball in
      b.vy += ((c.y - b.y) / dc) * 400 * dt;
    }
    if ((hole.water ?? []).some((r) => inside(b, r))) {
      strokes += 1;
      say = 'Splash! +1';
      wait = 1;
      g.sound('bad');
      Object.assign(b, from, { vx: 0, vy: 0 });
      return;
    }
    still = v < 12 ? still + dt : 0; // held against a wall on a slope, it comes to rest too
    if ((!pulled && v < 5) || still > 0.3) {
      b.vx = b.vy = 0;
      phase = 'aim';
      if (strokes >= hole.par + 3) holeOut(false);
    }
  }

  // Drawing ----------------------------------------------------------------------------------------
  function path(p: number[]) {
    const ctx = g.ctx;
    ctx.beginPath();
    for (let j = 0; j < p.length; j += 2) ctx.lineTo(mx(p[j]), p[j + 1]);
    ctx.closePath();
  }
  function course() {
    const ctx = g.ctx;
    ctx.lineJoin = 'round';
    path(hole.wall);
    ctx.strokeStyle = '#8b5a2b';
    ctx.lineWidth = 14;
    ctx.stroke();
    ctx.fillStyle = '#3f9d4a';
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = 'rgba(255,255,255,0.06)'; // mowing stripes
    for (let y = 100; y < g.H; y += 56) ctx.fillRect(0, y, g.W, 28);
    for (const r of hole.sand ?? []) {
      const q = rect(r);
      ctx.fillStyle = '#e9d38f';
      ctx.beginPath();
      ctx.roundRect(q.x, q.y, q.w, q.h, 18);
      ctx.fill();
    }
    for (const r of hole.water ?? []) {
      const q = rect(r);
      ctx.fillStyle = '#2f7fd1';
      ctx.fillRect(q.x, q.y, q.w, q.h);
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 2;
      for (let y = q.y + 12; y < q.y + q.h; y += 16) {
        ctx.beginPath();
        for (let x = q.x + 6; x < q.x + q.w - 6; x += 6) ctx.lineTo(x, y + Math.sin(x / 8 + g.time * 3) * 2);
        ctx.stroke();
      }
    }
    for (const [x, y, w, h, ax, ay] of hole.slope ?? []) {
      const q = rect([x, y, w, h]);
      ctx.fillStyle = 'rgba(0,0,0,0.08)';
      ctx.fillRect(q.x, q.y, q.w, q.h);
      const a = Math.atan2(ay, flip ? -ax : ax);
      ctx.fillStyle = 'rgba(255,255,255,0.3)';
      for (let i = 40; i < q.w; i += 70)
        for (let j = 35; j < q.h; j += 60) {
          const s = ((g.time * 30) % 70) - 35;
          g.text('›', q.x + i + Math.cos(a) * s, q.y + j + Math.sin(a) * s, 34, 'rgba(255,255,255,0.35)');
        }
    }
    ctx.restore();
    ctx.fillStyle = '#8b5a2b';
    for (const p of hole.blocks ?? []) {
      path(p);
      ctx.fill();
      ctx.stroke();
    }
    for (const [x, y, r] of hole.bumpers ?? []) {
      const p = pt(x, y);
      ctx.fillStyle = '#b45309';
      ctx.beginPath();
      ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#f59e0b';
      ctx.beginPath();
      ctx.arc(p.x, p.y, r * 0.55, 0, Math.PI * 2);
      ctx.fill();
    }
    const c = cup();
    ctx.fillStyle = '#0b0f0b';
    ctx.beginPath();
    ctx.arc(c.x, c.y, CUP, 0, Math.PI * 2);
    ctx.fill();
    const tee = pt(...hole.tee);
    ctx.fillStyle = 'rgba(255,255,255,0.25)';
    ctx.fillRect(tee.x - 16, tee.y - 3, 32, 6);
  }
  function flag() {
    const c = cup();
    if (roles.goal) {
      if (/hole|cup/i.test(roles.goal.name)) g.sprite('goal', c.x, c.y, 30 / S);
      // a ⛳'s own hole sits low in it, so it goes over the cup; another flag stands beside it
      else if (roles.goal.emoji?.startsWith('⛳')) g.sprite('goal', c.x - S, c.y - 8 * S, 40);
      else g.sprite('goal', c.x + 12, c.y - 22, 36);
      return;
    }
    const ctx = g.ctx;
    ctx.strokeStyle = '#f8fafc';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(c.x, c.y);
    ctx.lineTo(c.x, c.y - 46);
    ctx.stroke();
    ctx.fillStyle = setting.accent;
    ctx.beginPath();
    ctx.moveTo(c.x, c.y - 46);
    ctx.lineTo(c.x + 26, c.y - 38 + Math.sin(g.time * 4) * 2);
    ctx.lineTo(c.x, c.y - 30);
    ctx.fill();
  }
  function drawBall() {
    const ctx = g.ctx;
    const k = Math.max(0, sink);
    const s = 1 - k * 0.6;
    const c = cup();
    const x = ball.x + (c.x - ball.x) * k;
    const y = ball.y + (c.y - ball.y) * k;
    if (!drawnBall) return g.sprite('shot', x, y, 2.6 * R * s);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath();
    ctx.arc(x + 2, y + 2, R * S * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(x, y, R * S * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.3)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  function guide() {
    const ctx = g.ctx;
    const p = drag || charge >= 0 ? power : 0.25;
    ctx.setLineDash([6, 8]);
    ctx.lineCap = 'round';
    ctx.strokeStyle = drag || charge >= 0 ? '#ffffff' : 'rgba(255,255,255,0.45)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(ball.x, ball.y);
    ctx.lineTo(ball.x + Math.cos(aim) * (30 + p * 170), ball.y + Math.sin(aim) * (30 + p * 170));
    ctx.stroke();
    ctx.setLineDash([]);
    if (drag) {
      ctx.strokeStyle = setting.accent; // the pull, back from the ball
      ctx.beginPath();
      ctx.moveTo(ball.x, ball.y);
      ctx.lineTo(ball.x - Math.cos(aim) * p * MAX_PULL, ball.y - Math.sin(aim) * p * MAX_PULL);
      ctx.stroke();
    }
    if (drag || charge >= 0) {
      ctx.fillStyle = 'rgba(0,0,0,0.5)';
      ctx.fillRect(140, 612, 200, 14);
      ctx.fillStyle = p > 0.8 ? '#ef4444' : setting.accent;
      ctx.fillRect(142, 614, 196 * p, 10);
    }
  }
  function sheet() {
    const { fg, accent } = setting;
    const ctx = g.ctx;
    const shown = Math.min(count, 9);
    const first = Math.floor(Math.min(n, count - 1) / 9) * 9;
    const w = 36;
    const x0 = 14;
    ctx.fillStyle = 'rgba(0,0,0,0.5)';
    ctx.fillRect(8, 34, 464, 50);
    for (let i = 0; i < shown; i++) {
      const h = first + i;
      const x = x0 + i * w;
      if (h >= count) break;
      ctx.strokeStyle = h === n && phase !== 'done' ? accent : fg + '66';
      ctx.lineWidth = h === n ? 2 : 1;
      ctx.strokeRect(x, 38, w - 2, 42);
      g.text(`${h + 1}`, x + w / 2 - 1, 48, 11, fg + 'aa');
      const s = card[h];
      const { par } = HOLES[h % 9];
      if (s !== undefined)
        g.text(String(s), x + w / 2 - 1, 66, 17, s < par ? accent : s > par ? '#fca5a5' : fg);
      else g.text(`p${par}`, x + w / 2 - 1, 66, 12, fg + '77');
    }
    const sum = total();
    g.text(`${sum}`, 420, 54, 22, fg);
    g.text(`win ≤${limit()}`, 420, 74, 12, accent);
    g.text(`Hole ${n + 1} · Par ${hole.par} · Stroke ${strokes}/${hole.par + 3}`, g.W / 2, 98, 15, fg);
  }

  return {
    controls: 'Drag back from the ball and let go to putt; or arrows to aim, hold Space for power and let go',
    reset() {
      card = [];
      clock = 0;
      say = '';
      wait = 0;
      start(0);
    },
    update(dt) {
      clock += dt;
      const inp = g.input;
      wait = Math.max(0, wait - dt);
      if (phase === 'done') {
        if (sink >= 0) sink = Math.min(1, sink + dt * 4);
        if (wait <= 0) next();
        return;
      }
      if (phase === 'roll') {
        for (let i = 0; i < 4 && phase === 'roll'; i++) step(dt / 4);
        return;
      }
      // aiming: a drag back from anywhere, or the arrows and Space
      if (inp.tapped) drag = { ...inp.pointer };
      if (drag) {
        const dx = drag.x - inp.pointer.x;
        const dy = drag.y - inp.pointer.y;
        const len = Math.hypot(dx, dy);
        if (len > 6) aim = Math.atan2(dy, dx);
        power = Math.min(1, len / MAX_PULL);
        if (!inp.pointer.down) {
          drag = null;
          if (len > 12) putt(power);
          power = 0;
        }
      }
      const turn = (inp.keys.has('ArrowRight') ? 1 : 0) - (inp.keys.has('ArrowLeft') ? 1 : 0);
      const fine = (inp.keys.has('ArrowDown') ? 1 : 0) - (inp.keys.has('ArrowUp') ? 1 : 0);
      aim += (turn * 1.6 + fine * 0.3) * dt;
      if (inp.keys.has(' ') || inp.keys.has('Enter')) {
        charge = Math.max(0, charge) + dt;
        const t = (charge * 0.8) % 2; // the meter rises and falls until let go
        power = t < 1 ? t : 2 - t;
      } else if (charge >= 0) {
        charge = -1;
        putt(power);
        power = 0;
      }
    },
    draw() {
      course();
      for (const m of movers())
        if (roles.hazard) g.sprite('hazard', m.x, m.y, 60);
        else {
          const ctx = g.ctx;
          ctx.fillStyle = '#7c2d12';
          ctx.beginPath();
          ctx.arc(m.x, m.y, m.r, 0, Math.PI * 2);
          ctx.fill();
          ctx.strokeStyle = '#fde68a';
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.arc(m.x, m.y, m.r - 5, clock * 3, clock * 3 + 4);
          ctx.stroke();
        }
      if (sink < 1) drawBall();
      flag();
      if (phase === 'aim') {
        guide();
        // the golfer stands beside the ball, facing the putt
        g.sprite('player', ball.x - Math.sin(aim) * 30, ball.y + Math.cos(aim) * 30, 40);
      }
      if (phase === 'done' || wait > 0) {
        g.ctx.globalAlpha = g.clamp(wait * 3, 0, 1);
        g.text(
          say,
          g.W / 2,
          360,
          say.endsWith('!') ? 46 : 34,
          say.endsWith('!') ? setting.accent : '#ffffff',
        );
        g.ctx.globalAlpha = 1;
      }
      sheet();
    },
    light: () => ball,
  };
});
