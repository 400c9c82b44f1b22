// Roles: player = the car you park; hazard = the cars parked in the other bays. Parts: timer, levels
// (each level a fuller lot and a narrower bay), highscores, night.
// A parking lot seen from above: two rows of bays along the top and the bottom, every bay full but one,
// which is marked. Up/W drives, Down/S brakes and reverses, Left/Right steer (the wheels turn the car
// only while it rolls, the other way in reverse); on a touch screen the car drives towards the finger
// held down, and backs up when the finger is behind it. Stopping inside the marked bay, straight, is
// parked (g.got, points for the time it took); touching a parked car or the edge costs a life.
import { boot, type Vec } from '../runtime';

interface Bay {
  x: number; // left edge
  y: number; // top edge
  top: boolean; // in the top row (parked nose up) or the bottom one
  taken: boolean;
}

const TOP = 60; // the lot starts below the score line
const BAY_W = 62;
const BAY_H = 104;
const COLS = 7;
const LEFT = 23; // the rows' left edge: (480 - 7 × 62) / 2
const CAR_L = 50; // a car's length and width, for collisions
const CAR_W = 28;
const MAX_FWD = 190;
const MAX_REV = 90;
const STILL = 12; // px/s: slower than this counts as stopped
const HOLD = 0.6; // seconds stopped in the bay to be parked

boot((g) => {
  let car: Vec & { heading: number; v: number };
  let bays: Bay[];
  let goal: Bay;
  let safe: number;
  let parkedFor: number;
  let pause: number; // seconds of "Parked!" before the next lot
  let took: number; // seconds spent on this bay
  let parked: number;

  const bottomRowY = () => g.H - 16 - BAY_H;

  function lot() {
    const fullness = Math.min(0.95, 0.7 + 0.08 * (g.level - 1 + parked));
    bays = [];
    for (const top of [true, false])
      for (let i = 0; i < COLS; i++)
        bays.push({ x: LEFT + i * BAY_W, y: top ? TOP + 8 : bottomRowY(), top, taken: false });
    goal = g.pick(bays);
    for (const b of bays) b.taken = b !== goal && g.chance(fullness);
    // The car starts in the aisle, at the end farther from its bay.
    const fromLeft = goal.x > g.W / 2;
    car = { x: fromLeft ? 50 : g.W - 50, y: g.H / 2 + 30, heading: fromLeft ? 0 : Math.PI, v: 0 };
    safe = 0;
    parkedFor = 0;
    took = 0;
  }

  /** Points along the car's length: its body as three circles. */
  const body = () =>
    [-1, 0, 1].map((k) => ({
      x: car.x + Math.cos(car.heading) * k * (CAR_L / 2 - CAR_W / 2),
      y: car.y + Math.sin(car.heading) * k * (CAR_L / 2 - CAR_W / 2),
    }));
  /** The rectangle a parked car fills in its bay. */
  const parkedRect = (b: Bay) => ({
    x: b.x + (BAY_W - CAR_W) / 2 - 2,
    y: b.y + (BAY_H - CAR_L) / 2,
    w: CAR_W + 4,
    h: CAR_L,
  });
  const touches = (p: Vec, r: { x: number; y: number; w: number; h: number }) => {
    const dx = p.x - g.clamp(p.x, r.x, r.x + r.w);
    const dy = p.y - g.clamp(p.y, r.y, r.y + r.h);
    return dx * dx + dy * dy < (CAR_W / 2) ** 2;
  };

  function bump(back: Vec) {
    car.x = back.x;
    car.y = back.y;
    car.v = -car.v * 0.3;
    if (safe > 0) return;
    safe = 1;
    g.announce('Bump!');
    g.loseLife();
  }

  /** In the marked bay, straight in it (nose in or out), and stopped. */
  const inBay = () => {
    const r = { x: goal.x + 8, y: goal.y + 12, w: BAY_W - 16, h: BAY_H - 24 };
    const inside = body().every((p) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h);
    return inside && Math.abs(Math.sin(car.heading)) > 0.94;
  };

  return {
    controls: 'Up to drive, Down to reverse, Left and Right to steer (or hold where to go)',
    reset() {
      parked = 0;
      pause = 0;
      lot();
    },
    update(dt) {
      if (pause > 0) {
        pause -= dt;
        if (pause <= 0) lot();
        return;
      }
      safe -= dt;
      took += dt;
      // Throttle and steering from the keys, or from where the finger is held.
      const d = g.input.dir();
      let throttle = -d.y;
      let steer = d.x;
      const p = g.input.pointer;
      if (p.down && !throttle && !steer) {
        const want = Math.atan2(p.y - car.y, p.x - car.x);
        let diff = want - car.heading;
        while (diff > Math.PI) diff -= Math.PI * 2;
        while (diff < -Math.PI) diff += Math.PI * 2;
        const behind = Math.abs(diff) > 2.2;
        throttle = Math.hypot(p.x - car.x, p.y - car.y) < 18 ? 0 : behind ? -1 : 1;
        steer = behind ? -Math.sign(diff) * 0.8 : g.clamp(diff * 1.6, -1, 1);
      }
      const accel = throttle > 0 ? 240 : throttle < 0 ? (car.v > 0 ? 420 : 200) : 0;
      car.v += throttle * accel * dt;
      if (!throttle) car.v -= Math.sign(car.v) * Math.min(Math.abs(car.v), 260 * dt); // rolls to a stop
      car.v = g.clamp(car.v, -MAX_REV * g.diff, MAX_FWD * g.diff);
      // The wheels turn the car as it rolls: none standing still, the other way in reverse.
      car.heading += steer * 2.6 * g.clamp(car.v / 110, -1, 1) * dt;
      const back = { x: car.x, y: car.y };
      car.x += Math.cos(car.heading) * car.v * dt;
      car.y += Math.sin(car.heading) * car.v * dt;

      const pts = body();
      const out = pts.some(
        (q) => q.x < CAR_W / 2 || q.x > g.W - CAR_W / 2 || q.y < TOP + CAR_W / 2 || q.y > g.H - CAR_W / 2,
      );
      const hit = bays.some((b) => b.taken && pts.some((q) => touches(q, parkedRect(b))));
      if (out || hit) return bump(back);

      if (inBay() && Math.abs(car.v) < STILL) parkedFor += dt;
      else parkedFor = 0;
      if (parkedFor >= HOLD) {
        parked += 1;
        g.sound('win');
        g.announce('Parked!');
        g.addScore(Math.max(10, Math.round(100 - took * 3)));
        pause = 1.2;
        g.got(1);
        if (g.state() === 'play' && g.has('levels') && g.design.params.goal === null) g.win();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // Asphalt lines: each bay's sides, and the marked one in the accent colour with a P.
      ctx.strokeStyle = fg;
      ctx.globalAlpha = 0.45;
      ctx.lineWidth = 3;
      for (const b of bays) {
        ctx.beginPath();
        ctx.moveTo(b.x, b.y);
        ctx.lineTo(b.x, b.y + BAY_H);
        ctx.moveTo(b.x + BAY_W, b.y);
        ctx.lineTo(b.x + BAY_W, b.y + BAY_H);
        const end = b.top ? b.y : b.y + BAY_H;
        ctx.moveTo(b.x, end);
        ctx.lineTo(b.x + BAY_W, end);
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
      const ready = parkedFor > 0 ? Math.min(1, parkedFor / HOLD) : 0;
      ctx.fillStyle = accent;
      ctx.globalAlpha = 0.18 + 0.5 * ready + (ready ? 0 : 0.12 * Math.sin(g.time * 5));
      ctx.fillRect(goal.x + 3, goal.y + 3, BAY_W - 6, BAY_H - 6);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = accent;
      ctx.strokeRect(goal.x + 3, goal.y + 3, BAY_W - 6, BAY_H - 6);
      g.text('P', goal.x + BAY_W / 2, goal.y + BAY_H / 2, 30, accent);
      // The parked cars, nose in.
      for (const b of bays)
        if (b.taken) drawCar('hazard', b.x + BAY_W / 2, b.y + BAY_H / 2, b.top ? -Math.PI / 2 : Math.PI / 2);
      if (g.showing(safe)) {
        g.ring(car.x, car.y, 30, accent, 2);
        drawCar('player', car.x, car.y, car.heading);
      }
    },
    light: () => car,
  };

  /** A car emoji (drawn from the side, facing left) turned to face `heading`, never upside down. */
  function drawCar(role: 'player' | 'hazard', x: number, y: number, heading: number) {
    const { ctx } = g;
    ctx.save();
    ctx.translate(x, y);
    if (Math.cos(heading) >= 0) {
      ctx.rotate(heading);
      ctx.scale(-1, 1);
    } else ctx.rotate(heading - Math.PI);
    g.sprite(role, 0, 0, 46);
    ctx.restore();
  }
});
