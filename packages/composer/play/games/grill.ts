// Roles: target = what is cooked (a burger when none is named; pancakes, steaks, sausages…).
// Parts: timer, levels, highscores. Raw things land on the empty places of a grill (six, two rows)
// and cook; a ring round each fills as its side cooks. Tap one (or press its number, or move the
// cursor with the arrows and press Space) when its ring is green to flip it; when the second side is
// green, tap again to serve it (a point, two for a perfect moment). Tapped too early, nothing happens;
// left too long, it burns: smoke, it is lost, and so is a life. Things come faster as you serve.
import { boot, stepCursor } from '../runtime';

interface Cooking {
  side: 1 | 2;
  done: number; // how cooked the side up is: 0 raw, 1 just right, BURNT and more burnt
  rate: number; // per second
  flip: number; // seconds left of the flip's hop
}

const SLOTS = 6;
const COLS = 3;
const READY = 0.8; // from here a side can be flipped or served
const PERFECT = [0.95, 1.25];
const BURNT = 1.7;

boot((g) => {
  let grill: (Cooking | null)[];
  let smoke: { x: number; y: number; t: number }[];
  let next: number;
  let served: number;
  let cursor: number;
  let said: { text: string; x: number; y: number; t: number } | null;
  g.showLives(true);

  const spot = (i: number) => ({
    x: g.W / 2 + ((i % COLS) - 1) * 140,
    y: 250 + Math.floor(i / COLS) * 170,
  });
  const colourOf = (done: number) =>
    done < READY ? '#9ca3af' : done <= PERFECT[1] ? '#22c55e' : done < BURNT ? '#f97316' : '#ef4444';

  function act(i: number) {
    const c = grill[i];
    const at = spot(i);
    cursor = i;
    if (!c || c.flip > 0) return;
    if (c.done < READY) {
      said = { text: g.say('Not yet'), x: at.x, y: at.y - 70, t: 0.7 };
      g.sound('tick');
      return;
    }
    const perfect = c.done >= PERFECT[0] && c.done <= PERFECT[1];
    if (c.side === 1) {
      grill[i] = { ...c, side: 2, done: 0, flip: 0.35 };
      g.sound('jump');
      if (perfect) said = { text: g.say('Perfect!'), x: at.x, y: at.y - 70, t: 0.7 };
      return;
    }
    grill[i] = null;
    served += 1;
    g.got(perfect ? 2 : 1);
    if (perfect) said = { text: g.say('Perfect!'), x: at.x, y: at.y - 70, t: 0.7 };
  }

  return {
    controls: 'Tap a thing on the grill (or press 1-6) when its ring is green: once to flip, once to serve',
    reset() {
      grill = Array.from({ length: SLOTS }, () => null);
      smoke = [];
      next = 0.3;
      served = 0;
      cursor = 0;
      said = null;
    },
    update(dt) {
      const inp = g.input;
      // A new raw one on a free place now and then, sooner as you go.
      next -= dt;
      const free = grill.map((c, i) => (c ? -1 : i)).filter((i) => i >= 0);
      if (next <= 0 && free.length) {
        const i = free[g.int(0, free.length - 1)];
        grill[i] = { side: 1, done: 0, rate: g.rand(0.16, 0.24) * g.diff * (1 + served * 0.015), flip: 0 };
        next = g.rand(1.6, 2.6) / (g.diff * (1 + served * 0.03));
      }
      for (let i = 0; i < SLOTS; i++) {
        const c = grill[i];
        if (!c) continue;
        c.flip = Math.max(0, c.flip - dt);
        c.done += c.rate * dt;
        if (c.done >= BURNT) {
          grill[i] = null;
          const at = spot(i);
          smoke.push({ ...at, t: 1.2 });
          g.sound('bad');
          if (!g.loseLife()) return;
        }
      }
      smoke = smoke.filter((s) => (s.t -= dt) > 0);
      if (said && (said.t -= dt) <= 0) said = null;
      if (inp.tapped) {
        const hit = grill.findIndex((_, i) => g.hit(inp.tapAt, spot(i), 62));
        if (hit >= 0) act(hit);
      }
      for (let i = 0; i < SLOTS; i++) if (inp.pressed(String(i + 1))) act(i);
      cursor = stepCursor(inp, cursor, COLS, SLOTS);
      if (inp.pressed(' ') || inp.pressed('Enter')) act(cursor);
    },
    draw() {
      const { ctx, W } = g;
      // The grill: a dark plate with bars, a hot glow under each place.
      ctx.fillStyle = '#1f2937';
      ctx.fillRect(30, 150, W - 60, 360);
      ctx.strokeStyle = '#4b5563';
      ctx.lineWidth = 4;
      for (let x = 50; x < W - 40; x += 26) {
        ctx.beginPath();
        ctx.moveTo(x, 160);
        ctx.lineTo(x, 500);
        ctx.stroke();
      }
      for (let i = 0; i < SLOTS; i++) {
        const at = spot(i);
        const c = grill[i];
        const glow = ctx.createRadialGradient(at.x, at.y, 6, at.x, at.y, 64);
        glow.addColorStop(0, 'rgba(249,115,22,0.45)');
        glow.addColorStop(1, 'rgba(249,115,22,0)');
        ctx.fillStyle = glow;
        ctx.fillRect(at.x - 64, at.y - 64, 128, 128);
        g.text(String(i + 1), at.x - 56, at.y - 56, 14, '#9ca3af');
        if (i === cursor) g.ring(at.x, at.y, 66, g.design.setting.accent, 2);
        if (!c) continue;
        // How cooked the side that is down is: a ring that fills, grey → green → orange → red.
        ctx.strokeStyle = colourOf(c.done);
        ctx.lineWidth = 7;
        ctx.beginPath();
        ctx.arc(at.x, at.y, 52, -Math.PI / 2, -Math.PI / 2 + Math.min(1, c.done / BURNT) * Math.PI * 2);
        ctx.stroke();
        const hop = c.flip > 0 ? Math.sin((c.flip / 0.35) * Math.PI) * 40 : 0;
        g.sprite('target', at.x, at.y - hop, 66, c.flip > 0 ? (c.flip / 0.35) * Math.PI : 0);
        // (past just right it chars: a darkening shade laid over it)
        const char = Math.min(0.6, Math.max(0, c.done - PERFECT[1]) * 1.2);
        if (char > 0) {
          ctx.fillStyle = `rgba(40,20,10,${char})`;
          ctx.beginPath();
          ctx.arc(at.x, at.y - hop, 34, 0, Math.PI * 2);
          ctx.fill();
        }
        if (c.side === 2) g.text('↻', at.x + 40, at.y + 40, 18, '#e5e7eb');
        if (c.done > PERFECT[1]) g.text('💨', at.x + 26, at.y - 44 - ((g.time * 20) % 16), 22);
      }
      for (const s of smoke) g.text('💨', s.x, s.y - (1.2 - s.t) * 60, 40 * s.t + 10);
      if (said) g.text(said.text, said.x, said.y, 22, '#fef3c7');
      g.text(g.say('Served') + `: ${served}`, W / 2, 560, 20, g.design.setting.fg);
    },
  };
});
