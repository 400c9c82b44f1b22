// Roles: player = the bowler at the foul line; shot = the ball (a drawn bowling ball when the design
// names none, or only "bowling" / "bowling ball", whose emoji would be 🎳 or ⚽); target = the pins (drawn
// bowling pins when the design names none or just "pin", whose emoji is a 📌 pushpin).
// Parts: levels (each next game's par is 20 higher), night (light on the ball), highscores; timer (time
// up judges the score so far). Ten frames of two rolls (three in the tenth), strikes and spares by the
// real rules on a sheet at the top. Without a goal, frame 10 ends the game: par (easy 80, normal 100,
// hard 130) or more wins. With a goal N, each point is one g.got, so reaching N points wins at once.
// The lane is seen in perspective from behind the bowler; the camera follows the ball to the pins.
import { boot, type Vec } from '../runtime';

interface Pin {
  x: number;
  z: number;
  vx: number;
  vz: number;
  down: boolean;
  /** The fall as it shows: 0 upright … 1 lying; its sign is the side it falls to. */
  tilt: number;
  side: number;
  gone: boolean;
}
interface Ball {
  x: number;
  z: number;
  vx: number;
  vz: number;
  spin: number;
  turn: number;
  gutter: boolean;
}
interface Cam {
  z: number;
  h: number;
  f: number;
  cy: number;
  p: number;
}
interface Swipe {
  pts: (Vec & { t: number })[];
  from: number; // where the ball stood when the press began
  x0: number;
  flick: number; // index of the lowest point: the flick starts there (-1 while positioning)
}

// The lane in metres, as the rules have it: 1.05 m wide, 18.29 m to the head pin, pins 30.5 cm apart.
const HALF = 0.525;
const GUT = 0.77;
const HEAD = 18.29;
const PIT = 19.45;
const BALL_R = 0.109;
const PIN_R = 0.06;
const STEP = 1 / 240;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Marks of a frame's rolls, as on a score sheet: X strike, / spare, - nothing. */
function marks(rolls: number[], tenth: boolean): string[] {
  if (!tenth && rolls[0] === 10) return ['', 'X'];
  let rack = 0; // pins down in this rack before the roll (the tenth frame racks again after X or /)
  return rolls.map((n) => {
    if (!rack && n === 10) return 'X';
    if (rack && rack + n === 10) {
      rack = 0;
      return '/';
    }
    rack = rack ? 0 : n;
    return n ? String(n) : '-';
  });
}

boot((g) => {
  g.showLives(false); // a bowling game has no lives
  const { roles } = g.design;
  const S = g.design.params.size;
  const drawnBall = !roles.shot || /^bowl/i.test(roles.shot.name);
  const drawnPins = !roles.target || /\bpins?\b|skittle/i.test(roles.target.name);
  const goal = g.design.params.goal;
  const par = () =>
    goal ??
    Math.min(300, { easy: 80, normal: 100, hard: 130 }[g.design.params.difficulty] + 20 * (g.level - 1));
  let frames: number[][];
  let pins: Pin[];
  let ball: Ball | null;
  let phase: 'aim' | 'roll' | 'sweep';
  let wait: number; // seconds: after the ball, for the pins to settle; in the sweep, for the message
  let standing: number; // pins up when this roll began
  let aimX: number;
  let angle: number;
  let spin: number;
  let power: number;
  let charge: number; // seconds Space has been held; -1 when not held
  let swipe: Swipe | null;
  let camT: number; // 0 behind the bowler … 1 over the pins
  let say: string;
  let end: boolean; // frame 10 is done: the sweep's message is the last
  let total: number; // points counted so far (pins and the bonuses known yet)
  let clash: number; // for the sound of pins, not every frame

  const rack = () => {
    pins = [];
    for (let r = 0; r < 4; r++)
      for (let i = 0; i <= r; i++)
        pins.push({
          x: (i - r / 2) * 0.305,
          z: HEAD + r * 0.264,
          vx: 0,
          vz: 0,
          down: false,
          tilt: 0,
          side: 1,
          gone: false,
        });
  };
  const cam = (): Cam => {
    const t = camT;
    const c = {
      z: lerp(-6, 15.5, t * t * t),
      h: lerp(3.2, 3, t),
      f: lerp(1200, 600, t),
      cy: lerp(200, 300, t),
      p: 0,
    };
    // Tilted so the pins sit at a set height on screen: they are always in view.
    const d = 18.6 - c.z;
    const m = (lerp(160, 270, t) - c.cy) / c.f;
    c.p = Math.atan((c.h - m * d) / (d + m * c.h));
    return c;
  };
  let view: Cam;
  /** A point on the lane (x across, z along, y up, in metres) on screen, with pixels per metre there. */
  const at = (x: number, z: number, y = 0) => {
    const d = z - view.z;
    const c = Math.cos(view.p);
    const s = Math.sin(view.p);
    const up = view.h - y;
    const zc = Math.max(0.05, d * c + up * s);
    return { x: g.W / 2 + (view.f * x) / zc, y: view.cy + (view.f * (up * c - d * s)) / zc, k: view.f / zc };
  };
  const nearZ = () => view.z + 0.4 - view.h * Math.tan(view.p); // a little ahead of what is behind the camera

  /** This game's points: each roll's pins, and the rolls after a strike (two) or spare (one) again. */
  const score = (upTo = 10) => {
    const all = frames.flat();
    let sum = 0;
    let i = 0;
    frames.slice(0, upTo).forEach((f, n) => {
      sum += f.reduce((a, b) => a + b, 0);
      if (n < 9 && f[0] === 10) sum += (all[i + 1] ?? 0) + (all[i + 2] ?? 0);
      else if (n < 9 && f.length === 2 && f[0] + f[1] === 10) sum += all[i + 2] ?? 0;
      i += f.length;
    });
    return sum;
  };
  /** Whether frame n's total is known (its bonus rolls have been rolled). */
  const known = (n: number) => {
    const f = frames[n];
    if (!f) return false;
    const after = frames.slice(n + 1).flat().length;
    if (n === 9) return f.length === 3 || (f.length === 2 && f[0] + f[1] < 10);
    if (f[0] === 10) return after >= 2;
    if (f.length < 2) return false;
    return f[0] + f[1] < 10 || after >= 1;
  };

  function newAim() {
    phase = 'aim';
    ball = null;
    charge = -1;
    swipe = null;
    power = 0;
    standing = pins.filter((p) => !p.down).length;
  }
  function roll(pw: number, ang: number, sp: number) {
    const v = 6.5 + 4 * pw;
    // No release is perfect: a harder throw (and a harder game) strays a little more.
    const stray = g.rand(-1, 1) * 0.005 * (0.4 + pw) * g.diff;
    ball = { x: aimX, z: 0, vx: v * Math.tan(ang + stray), vz: v, spin: sp, turn: 0, gutter: false };
    phase = 'roll';
    wait = 0;
    power = pw;
    g.sound('shoot');
  }

  /** One small step of the ball and the pins, with their knocks. */
  function step() {
    const b = ball;
    if (b) {
      if (!b.gutter) b.vx += b.spin * 0.3 * Math.sqrt(g.diff) * (b.z > 6 ? 1 : 0.2) * STEP; // the hook
      b.x += b.vx * STEP;
      b.z += b.vz * STEP;
      b.turn += (b.vz / BALL_R) * STEP;
      if (!b.gutter && Math.abs(b.x) > HALF && b.z < HEAD) {
        b.gutter = true;
        b.vx = 0;
        b.x = Math.sign(b.x) * (HALF + 0.11);
        g.sound('bad');
      }
      if (!b.gutter) for (const p of pins) if (!p.gone) knock(b, 7, BALL_R, p, 1.5, p.down ? 0.09 : PIN_R);
    }
    pins.forEach((p, i) => {
      if (p.gone || !p.down) return;
      p.x += p.vx * STEP;
      p.z += p.vz * STEP;
      const v = Math.hypot(p.vx, p.vz);
      const slow = Math.max(0, v - 3 * STEP) / (v || 1); // sliding on the deck
      p.vx *= slow;
      p.vz *= slow;
      if (Math.abs(p.x) > GUT) {
        p.x = Math.sign(p.x) * GUT; // the kickback plates send pins back in
        p.vx *= -0.6;
      }
      if (p.z > PIT || p.z < HEAD - 1.5) p.gone = true;
      for (let j = 0; j < pins.length; j++)
        if (j !== i && !pins[j].gone) knock(p, 1.5, 0.09, pins[j], 1.5, pins[j].down ? 0.09 : PIN_R);
    });
  }
  /** A moving body a hits pin p: an impulse along the line between them, and p falls. */
  function knock(
    a: { x: number; z: number; vx: number; vz: number },
    ma: number,
    ra: number,
    p: Pin,
    mp: number,
    rp: number,
  ) {
    const dx = p.x - a.x;
    const dz = p.z - a.z;
    const d = Math.hypot(dx, dz);
    if (d >= ra + rp || d === 0) return;
    const nx = dx / d;
    const nz = dz / d;
    const rel = (a.vx - p.vx) * nx + (a.vz - p.vz) * nz;
    // pushed apart, the lighter one more
    const over = ra + rp - d;
    p.x += nx * over * (ma / (ma + mp));
    p.z += nz * over * (ma / (ma + mp));
    if (rel <= 0) return;
    const j = (1.6 * rel) / (1 / ma + 1 / mp);
    a.vx -= (j / ma) * nx;
    a.vz -= (j / ma) * nz;
    const wob = g.rand(-0.25, 0.25); // no two racks fall alike
    p.vx += (j / mp) * (nx * Math.cos(wob) - nz * Math.sin(wob));
    p.vz += (j / mp) * (nz * Math.cos(wob) + nx * Math.sin(wob));
    if (!p.down && rel > 0.15) {
      p.down = true;
      p.side = p.vx >= 0 ? 1 : -1;
    }
    if (clash <= 0) {
      g.sound(ma > 2 ? 'hit' : 'tick');
      clash = 0.08;
    }
  }

  /** The roll is over: count it, mark the sheet, and set up the next roll or end the game. */
  function count() {
    const fell = standing - pins.filter((p) => !p.down).length;
    const n = frames.length - 1;
    const f = frames[n];
    f.push(fell);
    const tenth = n === 9;
    const m = marks(f, tenth).at(-1);
    say =
      m === 'X'
        ? 'STRIKE!'
        : m === '/'
          ? 'SPARE!'
          : ball?.gutter && !fell
            ? 'Gutter ball'
            : `${fell} pin${fell === 1 ? '' : 's'}`;
    if (m === 'X' || m === '/') g.sound('win');
    const was = total;
    total = score();
    if (total > was) {
      if (goal !== null) g.got(total - was);
      else g.addScore(total - was, true);
    }
    if (g.state() !== 'play') return; // the goal was reached
    const cleared = pins.every((p) => p.down);
    const sum = f.reduce((a, b) => a + b, 0);
    const frameOver = tenth ? f.length === 3 || (f.length === 2 && sum < 10) : f.length === 2 || f[0] === 10;
    phase = 'sweep';
    wait = 1.3;
    end = tenth && frameOver;
    if (end) wait = 2;
    else if (frameOver) {
      frames.push([]);
      rack();
    } else if (cleared) rack();
    else pins = pins.filter((p) => !p.down); // the sweep takes the fallen pins
  }
  function finish() {
    // with a goal, reaching it has already won (g.got)
    if (total >= par()) g.win();
    else g.lose(`${total} points: par is ${par()}`);
  }

  // Input ------------------------------------------------------------------------------------------
  function steer(dt: number) {
    const inp = g.input;
    const k = inp.keys;
    const p = inp.pointer;
    if (inp.tapped && p.y > 260) swipe = { pts: [], from: aimX, x0: p.x, flick: -1 };
    if (swipe) {
      swipe.pts.push({ x: p.x, y: p.y, t: g.time });
      const pts = swipe.pts;
      // Sideways before the flick moves the ball; from the lowest point on, an upward flick rolls it.
      let low = 0;
      pts.forEach((q, i) => (q.y >= pts[low].y ? (low = i) : 0));
      if (swipe.flick < 0) {
        if (p.y < pts[low].y - 24) swipe.flick = low;
        else aimX = swipe.from + (p.x - swipe.x0) / at(0, 0).k;
      }
      if (!p.down) {
        const s = swipe;
        swipe = null;
        if (s.flick >= 0) flick(pts.slice(s.flick));
      }
    }
    if (charge < 0) aimX += ((k.has('ArrowRight') ? 1 : 0) - (k.has('ArrowLeft') ? 1 : 0)) * 0.6 * dt;
    aimX = g.clamp(aimX, -HALF + 0.12, HALF - 0.12);
    angle = g.clamp(
      angle + ((k.has('ArrowDown') ? 1 : 0) - (k.has('ArrowUp') ? 1 : 0)) * 0.05 * dt,
      -0.05,
      0.05,
    );
    if (inp.pressed('q')) spin = Math.max(-1, spin - 0.5);
    if (inp.pressed('e')) spin = Math.min(1, spin + 0.5);
    const held = k.has(' ') || k.has('Enter');
    if (held) {
      charge = Math.max(0, charge) + dt;
      const t = (charge * 0.75 * Math.sqrt(g.diff)) % 2; // the meter rises and falls until let go
      power = t < 1 ? t : 2 - t;
    } else if (charge >= 0) roll(power, angle, spin);
  }
  /** An upward flick: its speed is the power, its slant the aim, its bend the spin. */
  function flick(pts: (Vec & { t: number })[]) {
    const a = pts[0];
    const b = pts[pts.length - 1];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 40 || a.y - b.y < 30) return;
    const speed = len / Math.max(0.05, b.t - a.t);
    let bend = 0;
    for (const q of pts) {
      const side = ((q.x - a.x) * (b.y - a.y) - (q.y - a.y) * (b.x - a.x)) / len; // <0: bulges right
      if (Math.abs(side) > Math.abs(bend)) bend = side;
    }
    angle = g.clamp(Math.atan2(b.x - a.x, a.y - b.y) * 0.12, -0.05, 0.05);
    spin = g.clamp(Math.round((bend / len) * 8) / 2, -1, 1); // a swipe bulging right hooks left
    roll(g.clamp((speed - 300) / 1500, 0.05, 1), angle, spin);
  }

  // Drawing ----------------------------------------------------------------------------------------
  function quad(x0: number, x1: number, z0: number, z1: number, color: string) {
    const ctx = g.ctx;
    const a = at(x0, z0);
    const b = at(x1, z0);
    const c = at(x1, z1);
    const d = at(x0, z1);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineTo(c.x, c.y);
    ctx.lineTo(d.x, d.y);
    ctx.fill();
  }
  function lane() {
    const ctx = g.ctx;
    const z0 = nearZ();
    const { accent } = g.design.setting;
    quad(-GUT - 0.6, GUT + 0.6, Math.min(z0, 0), PIT + 1.2, accent + '55');
    quad(-GUT, GUT, Math.min(z0, 0), 0, '#e8c48a'); // the approach
    quad(-HALF, HALF, Math.max(z0, 0), PIT, '#d9a55b');
    for (const s of [-1, 1]) quad(s * HALF, s * GUT, Math.max(z0, 0), PIT, '#3a3f47');
    quad(-GUT, GUT, PIT, PIT + 1.2, '#0d0f12'); // the pit
    ctx.strokeStyle = 'rgba(120,70,20,0.25)';
    ctx.lineWidth = 1;
    for (let b = -19; b <= 19; b += 3) {
      const a = at((b / 39) * 2 * HALF, Math.max(z0, 0));
      const c = at((b / 39) * 2 * HALF, PIT);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(c.x, c.y);
      ctx.stroke();
    }
    ctx.fillStyle = '#7a3b12';
    for (let i = -3; i <= 3; i++) {
      // the aiming arrows, a chevron across the lane, and the dots before them
      const x = i * 0.135;
      const zArrow = 4.6 + Math.abs(i) * 0.3;
      if (zArrow > z0) {
        const tip = at(x, zArrow + 0.35);
        const l = at(x - 0.025, zArrow);
        const r = at(x + 0.025, zArrow);
        ctx.beginPath();
        ctx.moveTo(tip.x, tip.y);
        ctx.lineTo(l.x, l.y);
        ctx.lineTo(r.x, r.y);
        ctx.fill();
      }
      if (2.1 > z0) {
        const d = at(x, 2.1);
        ctx.beginPath();
        ctx.ellipse(d.x, d.y, d.k * 0.015, d.k * 0.008, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    if (z0 < 0) quad(-GUT, GUT, 0, 0.03, '#b91c1c'); // the foul line
    // the masking wall over the pit
    const top = at(0, PIT + 1.2, 0.75);
    const l = at(-GUT - 0.6, PIT + 1.2);
    const r = at(GUT + 0.6, PIT + 1.2);
    ctx.fillStyle = '#111827';
    ctx.fillRect(l.x, top.y, r.x - l.x, l.y - top.y);
    ctx.fillStyle = accent + '66';
    ctx.fillRect(l.x, top.y, r.x - l.x, l.y - top.y);
  }
  function pin(p: Pin) {
    const ctx = g.ctx;
    const base = at(p.x, p.z);
    // a little larger than life, to read from the foul line; an emoji, as wide as tall, a little less
    const h = (drawnPins ? 0.475 : 0.3) * base.k;
    ctx.save();
    ctx.translate(base.x, base.y);
    ctx.rotate((p.side * p.tilt * Math.PI) / 2);
    if (!drawnPins) g.sprite('target', 0, -h / 2, h / S);
    else {
      const w = h * 0.16;
      ctx.fillStyle = '#f8fafc';
      ctx.beginPath();
      ctx.moveTo(-w * 0.6, 0);
      ctx.bezierCurveTo(-w * 1.6, -h * 0.45, -w * 0.2, -h * 0.55, -w * 0.45, -h * 0.72);
      ctx.bezierCurveTo(-w * 1.1, -h * 1.02, w * 1.1, -h * 1.02, w * 0.45, -h * 0.72);
      ctx.bezierCurveTo(w * 0.2, -h * 0.55, w * 1.6, -h * 0.45, w * 0.6, 0);
      ctx.fill();
      ctx.strokeStyle = '#dc2626';
      ctx.lineWidth = Math.max(1, h * 0.035);
      for (const y of [0.64, 0.69]) {
        ctx.beginPath();
        ctx.moveTo(-w * 0.42, -h * y);
        ctx.lineTo(w * 0.42, -h * y);
        ctx.stroke();
      }
    }
    ctx.restore();
  }
  function drawBall(b: { x: number; z: number; turn: number }) {
    const ctx = g.ctx;
    const c = at(b.x, b.z, BALL_R);
    const r = BALL_R * c.k * 1.1;
    if (!drawnBall) return g.sprite('shot', c.x, c.y, (2 * r) / S, b.turn);
    const grad = ctx.createRadialGradient(c.x - r * 0.35, c.y - r * 0.35, r * 0.1, c.x, c.y, r);
    const color = roles.shot?.color ?? g.design.setting.accent;
    grad.addColorStop(0, '#ffffff');
    grad.addColorStop(0.25, color);
    grad.addColorStop(1, '#111827');
    ctx.fillStyle = grad;
    ctx.beginPath();
    ctx.arc(c.x, c.y, r * S, 0, Math.PI * 2);
    ctx.fill();
    // finger holes that roll over the top
    const y = Math.cos(b.turn);
    if (y > 0) {
      ctx.fillStyle = 'rgba(0,0,0,0.7)';
      for (const [dx, dy] of [
        [-0.25, 0],
        [0.25, 0],
        [0, 0.35],
      ]) {
        ctx.beginPath();
        ctx.ellipse(
          c.x + dx * r,
          c.y - Math.sin(b.turn) * r * 0.6 + dy * r * y,
          r * 0.11,
          r * 0.11 * y,
          0,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
    }
  }
  function sheet() {
    const ctx = g.ctx;
    const { fg, accent } = g.design.setting;
    const x0 = 21;
    const y0 = 38;
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.fillRect(x0 - 6, y0 - 4, 450, 60);
    ctx.lineWidth = 1;
    for (let n = 0; n < 10; n++) {
      const x = x0 + n * 42;
      const w = n === 9 ? 58 : 40;
      const now = n === frames.length - 1 && phase !== 'sweep';
      ctx.strokeStyle = now ? accent : fg + '88';
      ctx.lineWidth = now ? 2 : 1;
      ctx.strokeRect(x, y0, w, 52);
      const cells = n === 9 ? 3 : 2;
      const m = frames[n] ? marks(frames[n], n === 9) : [];
      for (let c = 0; c < cells; c++) {
        const cx = x + w - (cells - c) * 18;
        ctx.strokeRect(cx, y0, 18, 20);
        if (m[c]) g.text(m[c], cx + 9, y0 + 11, 14, m[c] === 'X' || m[c] === '/' ? accent : fg);
      }
      g.text(String(n + 1), x + 3, y0 + 44, 10, fg + '99', 'left');
      if (known(n)) g.text(String(score(n + 1)), x + w / 2, y0 + 37, 17, fg);
    }
    const f = frames.length;
    g.text(`Frame ${Math.min(10, f)}`, x0, y0 + 68, 15, fg, 'left');
    g.text(`Par ${par()}`, x0 + 438, y0 + 68, 15, total >= par() ? accent : fg, 'right');
  }
  function guide() {
    const ctx = g.ctx;
    const { fg, accent } = g.design.setting;
    // where the ball will go: dots along the aim, bending with the spin
    ctx.fillStyle = fg;
    let x = aimX;
    let vx = Math.tan(angle);
    for (let z = 1; z < 9; z += 0.6) {
      x += vx * 0.6;
      if (z > 6) vx += spin * 0.006;
      const d = at(x, z);
      ctx.globalAlpha = 0.8 - z * 0.07;
      ctx.beginPath();
      ctx.arc(d.x, d.y, Math.max(1.5, d.k * 0.018), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    // the power meter, and the spin under it
    ctx.fillStyle = 'rgba(0,0,0,0.5)';
    ctx.fillRect(440, 380, 24, 160);
    ctx.fillStyle = accent;
    ctx.fillRect(443, 537 - 154 * power, 18, 154 * power);
    g.text('Power', 452, 370, 13, fg);
    const sp = spin < 0 ? '↺' : spin > 0 ? '↻' : '·';
    g.text(`Spin ${sp}${spin ? Math.abs(spin) : ''}`, 452, 558, 13, fg);
  }

  return {
    controls:
      'Drag the ball sideways, then swipe up to roll (curve the swipe to spin); or arrows to aim, Q/E spin, hold Space for power',
    reset() {
      frames = [[]];
      total = 0;
      rack();
      aimX = 0;
      angle = 0;
      spin = 0;
      camT = 0;
      clash = 0;
      say = '';
      end = false;
      newAim();
      view = cam();
    },
    update(dt) {
      clash -= dt;
      if (phase === 'aim') {
        camT = Math.max(0, camT - dt * 1.5);
        steer(dt);
      } else if (phase === 'roll') {
        for (let t = 0; t < dt; t += STEP) step();
        const b = ball;
        if (b) camT = Math.max(camT, Math.min(1, b.z / 16.5));
        if (b && (b.z > PIT + 0.4 || b.vz < 0.3)) {
          ball = null;
          wait = 0;
        }
        const moving = pins.some((p) => p.down && !p.gone && Math.hypot(p.vx, p.vz) > 0.05);
        if (!ball && ((wait += dt) > 2.5 || (!moving && wait > 0.6))) count();
        for (const p of pins) if (p.down) p.tilt = Math.min(1, p.tilt + dt * 5);
      } else if ((wait -= dt) <= 0) {
        if (end) finish();
        else newAim();
      }
      view = cam();
    },
    draw() {
      const ctx = g.ctx;
      lane();
      // far to near, so nearer things cover farther ones
      const things: { z: number; draw: () => void }[] = pins
        .filter((p) => !p.gone && p.z > nearZ())
        .map((p) => ({ z: p.z, draw: () => pin(p) }));
      const b = ball ?? (phase === 'aim' ? { x: aimX, z: 0, turn: 0 } : null);
      if (b && b.z > nearZ()) things.push({ z: b.z, draw: () => drawBall(b) });
      things.sort((a, c) => c.z - a.z).forEach((t) => t.draw());
      if (-0.3 > nearZ()) {
        const me = at(aimX + 0.42, -0.3, 0.5);
        g.sprite('player', me.x, me.y, (me.k * 0.4) / S);
      }
      if (phase === 'aim') guide();
      if (phase === 'sweep') {
        ctx.globalAlpha = g.clamp(wait * 3, 0, 1);
        g.text(
          say,
          g.W / 2,
          400,
          say.endsWith('!') ? 52 : 36,
          say.endsWith('!') ? g.design.setting.accent : '#ffffff',
        );
        ctx.globalAlpha = 1;
      }
      sheet();
    },
    light: () => {
      const b = ball ? at(ball.x, ball.z) : at(aimX, 0);
      return { x: b.x, y: b.y };
    },
    timeUp: finish,
  };
});
