// Roles: target (else player) = the thing stacked: each layer is a rounded slab in its colour (shaded
// layer by layer) with its sprite tiled along it, so what was named is visibly what is stacked, cut
// and all; player = who rides the sliding layer (when the design names a target too).
// A layer slides side to side above the tower; a tap or Space drops it: the overhang is cut off and
// falls, so the next layer is narrower; a drop within a few pixels is perfect (no cut, a flash and a
// rising note; three in a row widen it again). Missing the tower entirely ends the round. The height is
// the score, each layer one of the goal's things. An easy design is calm: pastel layers, soft notes,
// a slower slide.
// Parts: levels (without a goal: 15 layers each, sliding faster), timer (lasting to the end wins unless
// there is a goal), night (light on the sliding layer), highscores. No lives.
import type { RoleId } from '../../src/design';
import { boot, H, W } from '../runtime';

interface Slab {
  x: number; // left edge
  w: number;
  a: number; // where its row of sprites is anchored, so a cut piece keeps its half-sprites
}
interface Piece extends Slab {
  y: number; // screen y, as it falls
  vy: number;
  rot: number;
  vr: number;
  i: number; // the layer it came from, for its colour
}

const LH = 32; // a layer's height
const BASE = H - 70; // the top of the first layer before the view scrolls
const TILE = 34;
const PER_LEVEL = 15;
const SCALE = [0, 2, 4, 7, 9]; // a pentatonic scale: any run of notes sounds pleasant

boot((g) => {
  g.showLives(false);
  const R = g.design.roles;
  const role: RoleId = R.target ? 'target' : 'player';
  const rider = !!R.target; // the player rides the sliding layer
  const calm = g.design.params.difficulty === 'easy';
  const W0 = g.clamp(200 * g.design.params.size, 140, 300);
  const [hue, grey] = hueOf(g.role(role).color);
  let tower: Slab[];
  let cur: Slab;
  let dir: number;
  let pieces: Piece[];
  let cam: number;
  let streak: number;
  let glow: number;
  let ending: number; // after a miss: the falling layer is watched before the round ends
  // Drops play notes that climb with a run of perfect drops (soft sine ones in a calm game).
  function note(step: number, vol: number) {
    const freq = 262 * 2 ** (SCALE[step % 5] / 12 + Math.floor(step / 5) * 0.5);
    g.note(freq, calm ? 0.9 : 0.4, calm ? 'sine' : 'triangle', vol * (calm ? 0.6 : 1));
  }

  const n = () => tower.length;
  const rowY = (i: number) => BASE - i * LH + cam; // screen y of layer i's top
  const speed = () => Math.min(420, (150 + 6 * n()) * g.diff);
  const color = (i: number) =>
    `hsl(${hue + Math.sin(i * 0.45) * 14},${grey ? 10 : calm ? 45 : 68}%,${(calm ? 74 : 56) + Math.sin(i * 0.9) * 7}%)`;

  function next() {
    const top = tower[n() - 1];
    dir = n() % 2 ? 1 : -1; // from alternate sides
    const x = dir > 0 ? -top.w * 0.5 : W - top.w * 0.5;
    cur = { x, w: top.w, a: x + (top.a - top.x) };
  }

  function drop() {
    const top = tower[n() - 1];
    const i = n();
    if (Math.abs(cur.x - top.x) <= (calm ? 8 : 5)) {
      // perfect: no cut; a run of them grows the layer back a little
      cur.a += top.x - cur.x;
      cur.x = top.x;
      streak += 1;
      glow = 0.5;
      if (streak >= 3 && cur.w < W0) {
        cur.x = Math.max(0, cur.x - 5);
        cur.w = Math.min(W0, cur.w + 10);
      }
      note(streak + 4, 0.09);
    } else {
      const left = Math.max(cur.x, top.x);
      const right = Math.min(cur.x + cur.w, top.x + top.w);
      streak = 0;
      if (right <= left) return miss(i);
      // the overhang, on whichever side it sticks out, falls away
      const cut = cur.x < top.x ? { x: cur.x, w: left - cur.x } : { x: right, w: cur.x + cur.w - right };
      fall({ ...cut, a: cur.a }, i, cur.x < top.x ? -1 : 1);
      cur = { x: left, w: right - left, a: cur.a };
      note(2, 0.06);
    }
    tower.push(cur);
    g.got(1);
    if (g.has('levels') && g.design.params.goal === null && n() > PER_LEVEL) g.win();
    next();
  }
  function miss(i: number) {
    fall(cur, i, dir);
    ending = 1;
    g.sound('bad');
  }
  function fall(s: Slab, i: number, side: number) {
    pieces.push({ ...s, y: rowY(i), vy: 0, rot: 0, vr: side * g.rand(1, 2.5), i });
  }

  /** A layer: a rounded slab in its colour, its sprites tiled along it, clipped to it. */
  function slab(s: Slab, y: number, i: number) {
    const { ctx } = g;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(s.x, y, s.w, LH - 2, 7);
    ctx.fillStyle = color(i);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.18)';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.clip();
    if (g.role(role).emoji)
      for (let x = s.a + TILE / 2 + Math.floor((s.x - s.a) / TILE) * TILE; x < s.x + s.w + TILE; x += TILE)
        g.sprite(role, x, y + LH / 2, 24 / g.design.params.size);
    else if (s.w > 30) g.sprite(role, s.x + s.w / 2, y + LH / 2, 26 / g.design.params.size);
    ctx.restore();
  }

  return {
    controls: 'Tap or press Space to drop; line it up exactly for a perfect drop',
    reset() {
      tower = [{ x: (W - W0) / 2, w: W0, a: (W - W0) / 2 }];
      [pieces, cam, streak, glow, ending] = [[], 0, 0, 0, 0];
      next();
    },
    update(dt) {
      glow -= dt;
      cam += (Math.max(0, (n() - 8) * LH) - cam) * Math.min(1, dt * 4);
      for (const p of pieces) {
        p.vy += 900 * dt;
        p.y += p.vy * dt;
        p.rot += p.vr * dt;
      }
      pieces = pieces.filter((p) => p.y < H + 200);
      if (ending > 0) {
        if ((ending -= dt) <= 0) g.lose();
        return;
      }
      // the sliding layer turns at the edges, so it can always be dropped anywhere over the tower
      cur.x += dir * speed() * dt;
      cur.a += dir * speed() * dt;
      if ((cur.x < -cur.w * 0.6 && dir < 0) || (cur.x > W - cur.w * 0.4 && dir > 0)) dir = -dir;
      const inp = g.input;
      // (the Space that started the round is still "pressed" in its first frame)
      if (inp.tapped || (g.time > 0.2 && (inp.pressed(' ') || inp.pressed('ArrowDown')))) drop();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // a soft sky above, and the ground the tower stands on
      const sky = ctx.createLinearGradient(0, 0, 0, H);
      sky.addColorStop(0, accent + '40');
      sky.addColorStop(1, accent + '00');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, W, H);
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.12;
      ctx.fillRect(0, rowY(0) + LH, W, H);
      ctx.globalAlpha = 1;
      const from = Math.max(0, Math.floor(cam / LH) - 2);
      for (let i = from; i < n(); i++) slab(tower[i], rowY(i), i);
      if (glow > 0) {
        const t = tower[n() - 1];
        ctx.strokeStyle = accent;
        ctx.globalAlpha = glow * 2;
        ctx.lineWidth = 3;
        ctx.beginPath();
        const k = (0.5 - glow) * 24;
        ctx.roundRect(t.x - k, rowY(n() - 1) - k, t.w + 2 * k, LH - 2 + 2 * k, 9);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
      if (!ending) {
        slab(cur, rowY(n()), n());
        if (rider) g.sprite('player', cur.x + cur.w / 2, rowY(n()) - 20, 40);
      }
      for (const p of pieces) {
        ctx.save();
        ctx.translate(p.x + p.w / 2, p.y + LH / 2);
        ctx.rotate(p.rot);
        slab({ x: -p.w / 2, w: p.w, a: p.a - p.x - p.w / 2 }, -LH / 2, p.i);
        ctx.restore();
      }
      g.text(String(n() - 1), W / 2, 80, 44, fg);
      if (streak > 1) g.text(`Perfect ×${streak}`, W / 2, 118, 18, accent);
    },
    light: () => ({ x: cur.x + cur.w / 2, y: rowY(n()) }),
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});

/** The hue (0-360) of a #rrggbb colour, so the layers can vary around it, and whether it is a grey. */
function hueOf(hex: string): [number, boolean] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 0.12) return [30, true];
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, false];
}
