// Roles: player = who drives, when named (the jeep is drawn). Parts: highscores. Hill Climb Racing
// (hillclimb.ts): a jeep on endless rolling hills that grow steeper; gas (→ / ↑ or the right pedal) and
// brake (← / ↓ or the left pedal), which in the air tip it back and forward. The fuel gauge drains; fuel
// cans on the road fill it, coins score. Out of fuel, or on its roof, the run ends; the distance and the
// coins are the score.
import { boot } from '../runtime';
import { drive, ground, start, type Car } from '../hillclimb';

const AT = 150; // where the jeep is on the screen
const PEDAL = { brake: { x: 16, y: 560, w: 90, h: 70 }, gas: { x: 374, y: 560, w: 90, h: 70 } };
const CAN_EVERY = 900;
const PX_PER_M = 20;

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let car: Car;
  let fuel: number;
  let coins: number;
  let taken: Set<number>; // the x of each can or coin got
  let wheel: number; // the wheels' turn
  let end: { why: string; t: number } | null;
  let seed: number;

  const things = (from: number, to: number) => {
    const out: { x: number; kind: 'can' | 'coin' }[] = [];
    for (let x = Math.ceil(from / 50) * 50; x < to; x += 50) {
      if (x < 300) continue;
      if (x % CAN_EVERY === 0) out.push({ x, kind: 'can' });
      else if (x % 350 < 150) out.push({ x, kind: 'coin' });
    }
    return out;
  };

  return {
    controls: 'Gas → (or the right pedal), brake ← (or the left); in the air they tip the jeep',
    reset() {
      seed = g.rand(0, 6);
      car = start(seed);
      fuel = 100;
      coins = 0;
      taken = new Set();
      wheel = 0;
      end = null;
    },
    update(dt) {
      if (end) {
        if ((end.t += dt) > 1.2) g.lose(end.why);
        return;
      }
      const inp = g.input;
      const press = (b: { x: number; y: number; w: number; h: number }) =>
        inp.pointer.down && g.within(inp.pointer, b);
      const gas = fuel > 0 && (inp.dir().x > 0 || inp.dir().y < 0 || press(PEDAL.gas));
      const brake = inp.dir().x < 0 || inp.dir().y > 0 || press(PEDAL.brake);
      const was = car.x;
      if (drive(car, gas, brake, dt, seed) === 'flip') {
        end = { why: g.say('Crashed!'), t: 0 };
        return g.sound('lose');
      }
      wheel += (car.x - was) / 13;
      fuel = Math.max(0, fuel - dt * (gas ? 3.4 : 1.2));
      // what the jeep runs over
      for (const t of things(car.x - 30, car.x + 30)) {
        if (taken.has(t.x) || Math.abs(t.x - car.x) > 28) continue;
        taken.add(t.x);
        if (t.kind === 'can') {
          fuel = 100;
          g.sound('win');
        } else {
          coins += 1;
          g.addScore(5);
        }
      }
      const metres = Math.floor(Math.max(0, car.x - 100) / PX_PER_M);
      if (metres + coins * 5 > g.score()) g.addScore(metres + coins * 5 - g.score(), true);
      if (fuel <= 0 && Math.hypot(car.vx, car.vy) < 5 && !car.air) end = { why: g.say('Out of fuel!'), t: 0 };
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      const cam = car.x - AT;
      // sky, far hills, the road's hills
      const sky = ctx.createLinearGradient(0, 0, 0, g.H);
      sky.addColorStop(0, '#38bdf8');
      sky.addColorStop(1, '#e0f2fe');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, g.W, g.H);
      ctx.fillStyle = '#86efac';
      ctx.beginPath();
      ctx.moveTo(0, g.H);
      for (let x = 0; x <= g.W; x += 8) ctx.lineTo(x, 330 + Math.sin((x + cam * 0.3) * 0.006) * 40);
      ctx.lineTo(g.W, g.H);
      ctx.fill();
      ctx.fillStyle = '#92400e';
      ctx.beginPath();
      ctx.moveTo(0, g.H);
      for (let x = 0; x <= g.W; x += 4) ctx.lineTo(x, ground(cam + x, seed));
      ctx.lineTo(g.W, g.H);
      ctx.fill();
      ctx.strokeStyle = '#16a34a';
      ctx.lineWidth = 10;
      ctx.beginPath();
      for (let x = 0; x <= g.W; x += 4) (x ? ctx.lineTo : ctx.moveTo).call(ctx, x, ground(cam + x, seed) + 3);
      ctx.stroke();
      // fuel cans and coins on the road
      for (const t of things(cam - 20, cam + g.W + 20)) {
        if (taken.has(t.x)) continue;
        const y = ground(t.x, seed);
        if (t.kind === 'can') {
          ctx.fillStyle = '#dc2626';
          ctx.fillRect(t.x - cam - 10, y - 30, 20, 26);
          g.text('⛽', t.x - cam, y - 17, 14);
        } else {
          ctx.fillStyle = '#facc15';
          ctx.beginPath();
          ctx.arc(t.x - cam, y - 22, 8, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      // the jeep: wheels on the line, body over them, the driver
      ctx.save();
      ctx.translate(AT, car.y);
      ctx.rotate(car.angle);
      ctx.fillStyle = '#f59e0b';
      ctx.beginPath();
      ctx.roundRect(-36, -40, 72, 22, 6);
      ctx.fill();
      ctx.fillStyle = '#b45309';
      ctx.fillRect(-8, -56, 6, 18);
      if (g.design.roles.player) g.sprite('player', 8, -58, 30);
      else {
        ctx.fillStyle = '#fcd34d';
        ctx.beginPath();
        ctx.arc(8, -54, 10, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#dc2626';
        ctx.fillRect(-2, -66, 20, 6);
      }
      for (const wx of [-24, 24]) {
        ctx.fillStyle = '#111827';
        ctx.beginPath();
        ctx.arc(wx, -13, 13, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#9ca3af';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(wx + Math.cos(wheel) * 9, -13 + Math.sin(wheel) * 9);
        ctx.lineTo(wx - Math.cos(wheel) * 9, -13 - Math.sin(wheel) * 9);
        ctx.stroke();
      }
      ctx.restore();
      // the gauges: fuel, distance, coins; the pedals
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(14, 40, 150, 16);
      ctx.fillStyle = fuel > 25 ? '#22c55e' : '#ef4444';
      ctx.fillRect(14, 40, 1.5 * fuel, 16);
      g.text('⛽', 178, 48, 16);
      g.text(`${Math.floor(Math.max(0, car.x - 100) / PX_PER_M)} m`, g.W / 2, 24, 22, '#0f172a');
      g.text(`🪙 ${coins}`, g.W - 16, 24, 20, '#0f172a', 'right');
      for (const [k, b] of Object.entries(PEDAL)) {
        ctx.fillStyle = 'rgba(15,23,42,0.55)';
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 12);
        ctx.fill();
        g.text(k === 'gas' ? g.say('GAS') : g.say('BRAKE'), b.x + b.w / 2, b.y + b.h / 2, 16, fg);
      }
      if (end) g.text(end.why, g.W / 2, 200, 36, '#ffffff');
    },
  };
});
