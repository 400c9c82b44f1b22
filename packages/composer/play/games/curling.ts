// Curling: slide stones up the ice to the house (the rings at the top), and sweep to carry them further.
// A power bar swings at the bottom: move the pointer (or the arrows) to aim, tap (or Enter / Up) to
// throw at the power shown. While a stone slides, sweep: tap or press Space again and again, and it
// slows less (it curls a little the way it was thrown). Stones stay where they stop and knock each other
// about. When every stone of an end has stopped, those in the house score: 3 on the button, 2 in the
// middle ring, 1 in the outer; a stone that slides through the back is gone. Six stones an end, three
// ends (the goal's number of ends, when the design has one); the game is won at 4 points an end.
// Roles: shot = the stone (🥌 when the design names a stone or a rock); player = who throws and sweeps
// (a broom when the design names nobody: drawn at the hack, then sweeping beside the stone). Parts: levels (faster ice, a smaller house), timer, highscores.
import { boot, type Vec } from '../runtime';

interface Stone extends Vec {
  vx: number;
  vy: number;
  moving: boolean;
  out: boolean;
}

const HOUSE: Vec = { x: 240, y: 150 };
const RINGS = [66, 44, 20]; // outer, middle, button
const HACK_Y = 590;
const R = 14; // a stone's radius
const PER_END = 6;

boot((g) => {
  const ends = g.design.params.goal ?? 3;
  // (a stone or a rock named is a curling stone, 🥌)
  const stoneName = g.design.roles.shot?.name ?? 'stone';
  const look = ['stone', 'rock', 'curling stone', 'curling'].includes(stoneName)
    ? { name: stoneName, emoji: '🥌', color: '#6b7280' }
    : 'shot';
  g.showLives(false);
  let end: number;
  let stones: Stone[];
  let thrown: number;
  let power: number; // the bar's swing, 0-1
  let rising: boolean;
  let aimX: number;
  let sweeps: number[]; // when each sweep was, for the sweeping rate
  let total: number;
  let shown: { text: string; left: number } | null;

  const ringOf = (s: Stone) => {
    const d = Math.hypot(s.x - HOUSE.x, s.y - HOUSE.y) - R * 0.5;
    return RINGS.filter((r) => d < r).length; // 0 outside, 1 outer, 2 middle, 3 button
  };
  const sliding = () => stones.some((s) => s.moving);
  const ice = () => 200 / (1 + 0.12 * (g.level - 1)); // (the slowing of the ice: less on faster ice)

  function throwStone() {
    const speed = 250 + power * 300;
    const a = Math.atan2(HOUSE.y - HACK_Y, aimX - 240);
    stones.push({
      x: 240,
      y: HACK_Y,
      vx: Math.cos(a) * speed,
      vy: Math.sin(a) * speed,
      moving: true,
      out: false,
    });
    thrown += 1;
    sweeps = [];
    [power, rising] = [0, true]; // (the bar starts again from empty for the next one)
    g.sound('shoot');
  }

  function scoreEnd() {
    const points = stones.filter((s) => !s.out).reduce((n, s) => n + ringOf(s), 0);
    total += points;
    g.addScore(points);
    shown = { text: `${g.say('End')} ${end}: +${points}`, left: 2 };
    if (g.state() !== 'play') return;
    if (end >= ends) {
      if (total >= 4 * ends) g.win(`${total} ${g.say('points')}`);
      else g.lose(`${total} ${g.say('points')}`);
      return;
    }
    end += 1;
    stones = [];
    thrown = 0;
  }

  return {
    controls: 'Aim with the pointer or arrows, tap to throw; tap or press Space fast to sweep',
    reset() {
      end = 1;
      stones = [];
      thrown = 0;
      power = 0;
      rising = true;
      aimX = 240;
      sweeps = [];
      total = 0;
      shown = null;
    },
    update(dt) {
      const inp = g.input;
      if (shown && (shown.left -= dt) <= 0) shown = null;
      const moving = sliding();
      if (!moving && !shown && thrown >= PER_END) return scoreEnd();
      if (!moving && !shown) {
        // aiming: the bar swings, the pointer or the arrows set where it goes
        power += (rising ? 1 : -1) * dt * 0.9;
        if (power >= 1 || power <= 0) [power, rising] = [g.clamp(power, 0, 1), power <= 0];
        if (inp.pointer.y < HACK_Y - 40) aimX = g.clamp(inp.pointer.x, 150, 330);
        aimX = g.clamp(aimX + inp.dir().x * 160 * dt, 150, 330);
        if (inp.tapped || inp.pressed('Enter') || inp.pressed('ArrowUp')) throwStone();
        return;
      }
      // sliding: a tap or Space is a sweep; sweeping fast keeps the stone going
      if (inp.tapped || inp.pressed(' ')) {
        sweeps.push(g.time);
        g.note(900 + g.rand(0, 200), 0.03, 'triangle', 0.03);
      }
      sweeps = sweeps.filter((t) => g.time - t < 0.6);
      const swept = Math.min(1, sweeps.length / 4);
      const last = stones[stones.length - 1];
      for (const s of stones) {
        if (!s.moving) continue;
        const v = Math.hypot(s.vx, s.vy);
        const slow = ice() * (s === last ? 1 - 0.3 * swept : 1) * dt;
        if (v <= slow) {
          [s.vx, s.vy, s.moving] = [0, 0, false];
          continue;
        }
        s.vx -= (s.vx / v) * slow;
        s.vy -= (s.vy / v) * slow;
        s.vx += (s.vx > 0 ? 1 : -1) * 6 * dt; // (the curl)
        s.x += s.vx * dt;
        s.y += s.vy * dt;
        if (s.y < 60 || s.x < 60 || s.x > 420) [s.out, s.moving] = [true, false]; // through the back or off the side
      }
      // stones that meet pass their speed along the line between them (equal stones)
      for (let i = 0; i < stones.length; i++)
        for (let j = i + 1; j < stones.length; j++) {
          const [a, b] = [stones[i], stones[j]];
          if (a.out || b.out) continue;
          const dx = b.x - a.x;
          const dy = b.y - a.y;
          const d = Math.hypot(dx, dy);
          if (d >= R * 2 || d === 0) continue;
          const [nx, ny] = [dx / d, dy / d];
          const along = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny;
          if (along <= 0) continue;
          a.vx -= along * nx;
          a.vy -= along * ny;
          b.vx += along * nx;
          b.vy += along * ny;
          a.moving = b.moving = true;
          g.sound('tick');
        }
      stones = stones.filter((s) => !s.out || s === last);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the sheet: ice, the house's rings, the hog line and the hack
      ctx.fillStyle = '#e8f1f8';
      ctx.fillRect(60, 40, 360, g.H - 40);
      const colours = ['#2563eb', '#f8fafc', '#dc2626'];
      RINGS.forEach((r, i) => {
        ctx.fillStyle = colours[i];
        ctx.beginPath();
        ctx.arc(HOUSE.x, HOUSE.y, r, 0, Math.PI * 2);
        ctx.fill();
      });
      ctx.fillStyle = '#f8fafc';
      ctx.beginPath();
      ctx.arc(HOUSE.x, HOUSE.y, 6, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#94a3b8';
      ctx.fillRect(60, 330, 360, 2);
      ctx.fillRect(225, HACK_Y + 18, 30, 6);
      for (const s of stones) if (!s.out) g.sprite(look, s.x, s.y, R * 2.4);
      if (!sliding() && !shown && thrown < PER_END) {
        // the throw: where it aims, and the power bar
        ctx.strokeStyle = accent;
        ctx.setLineDash([6, 6]);
        ctx.beginPath();
        ctx.moveTo(240, HACK_Y);
        ctx.lineTo(aimX, HOUSE.y);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = 'rgba(15,23,42,0.5)';
        ctx.fillRect(140, HACK_Y + 30, 200, 12);
        ctx.fillStyle = accent;
        ctx.fillRect(140, HACK_Y + 30, 200 * power, 12);
        g.sprite('player', 200, HACK_Y, 40);
      } else if (sliding()) {
        g.text(g.say('Sweep! Space or tap'), g.W / 2, 370, 18, '#0f172a');
        g.sprite('player', stones[stones.length - 1].x - 30, stones[stones.length - 1].y + 24, 34);
      }
      g.text(`${g.say('End')} ${end}/${ends}`, 110, 60, 15, '#0f172a');
      g.text(`${g.say('Stones')} ${PER_END - thrown}`, 370, 60, 15, '#0f172a');
      if (shown) g.text(shown.text, g.W / 2, 300, 30, fg === '#0f172a' ? accent : '#0f172a');
    },
  };
});
