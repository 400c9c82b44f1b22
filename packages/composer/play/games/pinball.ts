// Roles: target = the bumpers (each hit scores and counts toward the goal); shot = the ball (a silver
// dot without one); enemy = a moving bumper worth more (when named, or with boss as another bumper).
// Parts: boss (the moving bumper), levels (one more bumper each), timer, night, highscores. Two
// flippers (left: ←, A, Z or the left half of the screen; right: →, D, M or the right half; Space both)
// keep the ball in play; it drains between them and costs a life. Each ball waits in the plunger's lane on
// the right: hold Space or ↓ (or a finger anywhere) to pull the plunger back, let go to launch; a weak
// pull falls back down the lane to try again, and a ball that rolls back into the lane waits there too.
import { boot, type Vec } from '../runtime';

interface Seg {
  a: Vec;
  b: Vec;
}
interface Flipper {
  pivot: Vec;
  side: 1 | -1; // 1: left (points right), -1: right (points left)
  angle: number;
  w: number; // angular speed now, for the kick it gives
}
interface Bumper extends Vec {
  r: number;
  lit: number;
  moving: boolean;
}

const R = 11;
const LEN = 78;
const REST = 0.52; // radians below level
const UP = -0.5;
// The plunger's lane, right of the table: the ball rests on the plunger at LANE_X, REST_Y.
const LANE_IN = 432;
const LANE_X = 448;
const REST_Y = 598;
const WALLS: Seg[] = [
  { a: { x: 16, y: 60 }, b: { x: 16, y: 470 } },
  { a: { x: 464, y: 60 }, b: { x: 464, y: REST_Y + 22 } },
  { a: { x: 16, y: 60 }, b: { x: 464, y: 60 } },
  // The lane's inner wall, open at the top, and the corner that turns a launched ball into the table
  { a: { x: LANE_IN, y: 150 }, b: { x: LANE_IN, y: REST_Y + 22 } },
  { a: { x: 372, y: 60 }, b: { x: 464, y: 118 } },
  // The slopes down to the flippers
  { a: { x: 16, y: 470 }, b: { x: 150, y: 556 } },
  { a: { x: LANE_IN, y: 470 }, b: { x: 330, y: 556 } },
  // Slingshots above the slopes
  { a: { x: 70, y: 400 }, b: { x: 120, y: 470 } },
  { a: { x: 410, y: 400 }, b: { x: 360, y: 470 } },
];

/** The nearest point of a segment to p. */
function nearest(s: Seg, p: Vec): Vec {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const t = Math.max(0, Math.min(1, ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / (dx * dx + dy * dy)));
  return { x: s.a.x + dx * t, y: s.a.y + dy * t };
}

boot((g) => {
  const { roles } = g.design;
  let ball: Vec & { vx: number; vy: number };
  let flippers: Flipper[];
  let bumpers: Bumper[];
  let serve: number;
  let resting: boolean; // on the plunger, waiting to be launched
  let pull: number; // 0..1, how far the plunger is pulled back

  const tip = (f: Flipper): Vec => ({
    x: f.pivot.x + f.side * Math.cos(f.angle) * LEN,
    y: f.pivot.y + Math.sin(f.angle) * LEN,
  });

  function newBall() {
    ball = { x: LANE_X, y: REST_Y, vx: 0, vy: 0 };
    serve = 0;
    resting = true;
    pull = 0;
  }
  function layout() {
    const spots: Vec[] = [
      { x: 240, y: 170 },
      { x: 150, y: 250 },
      { x: 330, y: 250 },
      { x: 240, y: 320 },
      { x: 110, y: 140 },
      { x: 370, y: 140 },
    ];
    const n = Math.min(spots.length, 3 + (g.level - 1));
    bumpers = spots.slice(0, n).map((p) => ({ ...p, r: 28, lit: 0, moving: false }));
    if (roles.enemy || g.has('boss')) bumpers.push({ x: 240, y: 110, r: 24, lit: 0, moving: true });
  }
  /** Out of a wall or flipper (a capsule of radius `thick`), bouncing off it; `kick` is its speed there. */
  function collide(s: Seg, thick: number, kick: Vec = { x: 0, y: 0 }, bounce = 0.55): boolean {
    const q = nearest(s, ball);
    const dx = ball.x - q.x;
    const dy = ball.y - q.y;
    const d = Math.hypot(dx, dy);
    if (d >= R + thick || d === 0) return false;
    const nx = dx / d;
    const ny = dy / d;
    ball.x = q.x + nx * (R + thick);
    ball.y = q.y + ny * (R + thick);
    const rvx = ball.vx - kick.x;
    const rvy = ball.vy - kick.y;
    const into = rvx * nx + rvy * ny;
    if (into < 0) {
      ball.vx = rvx - (1 + bounce) * into * nx + kick.x;
      ball.vy = rvy - (1 + bounce) * into * ny + kick.y;
    }
    return true;
  }

  return {
    controls: 'Hold Space or ↓ to pull the plunger · Left: ← A Z or tap left · Right: → D M or tap right',
    reset() {
      flippers = [
        { pivot: { x: 150, y: 560 }, side: 1, angle: REST, w: 0 },
        { pivot: { x: 330, y: 560 }, side: -1, angle: REST, w: 0 },
      ];
      layout();
      newBall();
    },
    update(dt) {
      const inp = g.input;
      const p = inp.pointer;
      const held = [
        inp.keys.has('ArrowLeft') || inp.keys.has('a') || inp.keys.has('z') || inp.keys.has(' ') || (p.down && p.x < g.W / 2),
        inp.keys.has('ArrowRight') || inp.keys.has('d') || inp.keys.has('m') || inp.keys.has(' ') || (p.down && p.x >= g.W / 2),
      ]; // prettier-ignore
      flippers.forEach((f, i) => {
        const want = held[i] ? UP : REST;
        const before = f.angle;
        const turn = 16 * dt;
        f.angle = want < f.angle ? Math.max(want, f.angle - turn) : Math.min(want, f.angle + turn);
        f.w = (f.angle - before) / dt;
        if (held[i] && before === REST) g.note(180, 0.04, 'square', 0.03);
      });
      for (const b of bumpers) {
        b.lit = Math.max(0, b.lit - dt * 3);
        if (b.moving) b.x = 240 + Math.sin(g.time * 1.3 * g.pace('enemy')) * 150;
      }
      if ((serve -= dt) > 0) return;
      if (resting) {
        // pulled back while held, launched on letting go: a full pull (about a second) reaches the top
        const pulling = inp.keys.has(' ') || inp.keys.has('ArrowDown') || inp.keys.has('s') || p.down;
        if (pulling) pull = Math.min(1, pull + dt * 1.1);
        else if (pull > 0) {
          ball.vy = -(620 + 720 * pull) * Math.sqrt(Math.sqrt(g.diff)); // (as gravity grows with difficulty)
          g.note(120 + 200 * pull, 0.12, 'triangle', 0.05);
          resting = false;
          pull = 0;
        }
        ball.y = REST_Y + pull * 26;
        return;
      }
      // Small steps, so a fast ball never passes through a flipper.
      const steps = 6;
      const h = dt / steps;
      for (let k = 0; k < steps; k++) {
        ball.vy += 760 * Math.sqrt(g.diff) * h;
        const v = Math.hypot(ball.vx, ball.vy);
        if (v > 1300) [ball.vx, ball.vy] = [(ball.vx * 1300) / v, (ball.vy * 1300) / v];
        ball.x += ball.vx * h;
        ball.y += ball.vy * h;
        // (the plunger's top is the lane's floor)
        if (ball.x > LANE_IN && ball.y > REST_Y) [ball.y, ball.vy] = [REST_Y, -ball.vy * 0.3];
        for (const w of WALLS) collide(w, 3);
        for (const f of flippers) {
          const t = tip(f);
          const q = nearest({ a: f.pivot, b: t }, ball);
          // The flipper's surface moves at w × r where the ball touches it.
          const kick = { x: -f.side * f.w * (q.y - f.pivot.y), y: f.side * f.w * (q.x - f.pivot.x) };
          collide({ a: f.pivot, b: t }, 7, kick, 0.3);
        }
        for (const b of bumpers) {
          const dx = ball.x - b.x;
          const dy = ball.y - b.y;
          const d = Math.hypot(dx, dy);
          if (d >= b.r + R || d === 0) continue;
          // Bumpers push back harder than they were hit.
          const out = Math.max(520, Math.hypot(ball.vx, ball.vy) * 1.05);
          ball.vx = (dx / d) * out;
          ball.vy = (dy / d) * out;
          ball.x = b.x + (dx / d) * (b.r + R + 1);
          ball.y = b.y + (dy / d) * (b.r + R + 1);
          b.lit = 1;
          g.sound('point');
          if (g.design.params.goal !== null) g.got(1);
          else g.addScore(b.moving ? 50 : 10, true);
          if (g.state() !== 'play') return;
        }
      }
      // (back down the lane, slow: it rests on the plunger again)
      if (ball.x > LANE_IN && ball.y >= REST_Y - 1 && Math.abs(ball.vy) < 140) {
        [ball.x, ball.y, ball.vx, ball.vy, resting] = [LANE_X, REST_Y, 0, 0, true];
      }
      if (ball.y > g.H + 20) {
        g.sound('hit');
        if (g.loseLife()) newBall();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.strokeStyle = fg + 'aa';
      ctx.lineCap = 'round';
      ctx.lineWidth = 6;
      for (const w of WALLS) {
        ctx.beginPath();
        ctx.moveTo(w.a.x, w.a.y);
        ctx.lineTo(w.b.x, w.b.y);
        ctx.stroke();
      }
      for (const b of bumpers) {
        g.ring(b.x, b.y, b.r + 4 + b.lit * 6, b.lit > 0 ? '#ffffff' : accent, 4);
        g.sprite(b.moving && roles.enemy ? 'enemy' : 'target', b.x, b.y, b.r * 1.5);
      }
      // the plunger: a knob under the ball on a spring, lower as it is pulled
      const knob = REST_Y + 12 + (resting ? pull * 26 : 0);
      ctx.fillStyle = accent;
      ctx.fillRect(LANE_IN + 5, knob, 464 - LANE_IN - 10, 7);
      ctx.strokeStyle = fg + '88';
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (let k = 0, y = knob + 7; y < g.H - 4; k++, y += 5) ctx.lineTo(LANE_X + (k % 2 ? 8 : -8), y);
      ctx.stroke();
      if (resting) g.text(g.say('Hold Space, let go to launch'), 210, 612, 15, fg);
      ctx.lineWidth = 14;
      ctx.strokeStyle = accent;
      for (const f of flippers) {
        const t = tip(f);
        ctx.beginPath();
        ctx.moveTo(f.pivot.x, f.pivot.y);
        ctx.lineTo(t.x, t.y);
        ctx.stroke();
      }
      ctx.lineCap = 'butt';
      if (roles.shot) g.sprite('shot', ball.x, ball.y, R * 2.4);
      else {
        ctx.fillStyle = '#e5e7eb';
        ctx.beginPath();
        ctx.arc(ball.x, ball.y, R, 0, Math.PI * 2);
        ctx.fill();
      }
    },
    light: () => ball,
    timeUp() {
      g.lose(`Time's up: ${g.score()} points`);
    },
  };
});
