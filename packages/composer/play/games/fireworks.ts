// Roles: none drawn by default (a thing named rides up with each rocket: a rocket, a star). Parts: none:
// a toy, no score and no end. Fireworks (fireworks.ts): a night sky over a city; a tap (or a click) sends
// a rocket up from the bottom, its trail behind it, to where it was tapped, and it bursts with a bang into
// coloured sparks in the shape picked below: round, a heart, a star, or a big one whose sparks burst again.
// Space sends one from a random place; 1-4 pick the shape.
import { boot, type Vec } from '../runtime';
import { burst, KINDS, step, type Kind, type Spark } from '../fireworks';
import { panel } from '../panel';

const BAR_Y = 568;
const BUTTON = { w: 104, h: 56 };
const ICONS: Record<Kind, string> = { round: '●', heart: '❤', star: '★', double: '✸' };
const NAMES: Record<Kind, string> = { round: 'Round', heart: 'Heart', star: 'Star', double: 'Big' };

interface Rocket extends Vec {
  to: Vec;
  from: Vec;
  t: number;
  kind: Kind;
  trail: Vec[];
}

const buttonAt = (i: number) => ({ x: 18 + i * (BUTTON.w + 12), y: BAR_Y, ...BUTTON });

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const carried = !!g.design.roles.player;
  let kind: Kind;
  let rockets: Rocket[];
  let sparks: Spark[];
  let flash: number;
  let city: { x: number; w: number; h: number; lit: boolean[] }[];

  function bang() {
    // a bang: a short burst of noise through a falling low-pass filter
    const ac = g.audio();
    if (!ac) return g.sound('hit');
    const len = Math.floor(ac.sampleRate * 0.7);
    const buffer = ac.createBuffer(1, len, ac.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < len; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / len) ** 3;
    const src = ac.createBufferSource();
    src.buffer = buffer;
    const filter = ac.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(2400, ac.currentTime);
    filter.frequency.exponentialRampToValueAtTime(200, ac.currentTime + 0.6);
    const gain = ac.createGain();
    gain.gain.value = 0.7;
    src.connect(filter).connect(gain).connect(ac.destination);
    src.start();
  }

  function launch(to: Vec) {
    const from = { x: g.clamp(to.x + g.rand(-40, 40), 20, g.W - 20), y: BAR_Y - 8 };
    rockets.push({ ...from, from, to, t: 0, kind, trail: [] });
    g.sound('shoot');
  }

  return {
    controls: 'Tap the sky to send up a firework; pick its shape below (or 1-4)',
    reset() {
      kind = 'round';
      rockets = [];
      sparks = [];
      flash = 0;
      // a skyline: blocks of different heights with a few lit windows
      city = [];
      for (let x = 0; x < g.W;) {
        const w = g.int(34, 70);
        const h = g.int(40, 130);
        city.push({ x, w, h, lit: Array.from({ length: 40 }, () => g.chance(0.3)) });
        x += w + g.int(0, 6);
      }
    },
    update(dt) {
      const inp = g.input;
      KINDS.forEach((k, i) => {
        if (inp.pressed(String(i + 1))) kind = k;
      });
      if (inp.pressed(' ')) launch({ x: g.rand(60, g.W - 60), y: g.rand(90, 260) });
      if (inp.tapped) {
        const i = KINDS.findIndex((_, k) => g.within(inp.tapAt, buttonAt(k)));
        if (i >= 0) {
          kind = KINDS[i];
          g.sound('tick');
        } else if (inp.tapAt.y < BAR_Y - 150) launch({ ...inp.tapAt });
      }
      for (const r of rockets) {
        r.t += dt / 0.9;
        const e = 1 - (1 - Math.min(1, r.t)) ** 2; // (fast off the ground, slowing at the top)
        r.x = r.from.x + (r.to.x - r.from.x) * e;
        r.y = r.from.y + (r.to.y - r.from.y) * e;
        r.trail = [...r.trail, { x: r.x, y: r.y }].slice(-14);
        if (r.t >= 1) {
          sparks.push(...burst(r.kind, r.x, r.y, Math.random, r.kind === 'double' ? 1.3 : 1));
          flash = 0.25;
          bang();
        }
      }
      rockets = rockets.filter((r) => r.t < 1);
      sparks = step(sparks, dt, Math.random);
      flash = Math.max(0, flash - dt);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the night sky, lit a moment by each burst
      const sky = ctx.createLinearGradient(0, 0, 0, BAR_Y);
      sky.addColorStop(0, '#020617');
      sky.addColorStop(1, '#1e1b4b');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, g.W, BAR_Y);
      if (flash) {
        ctx.fillStyle = `rgba(255,255,255,${flash * 0.25})`;
        ctx.fillRect(0, 0, g.W, BAR_Y);
      }
      // the sparks, glowing
      ctx.globalCompositeOperation = 'lighter';
      for (const s of sparks) {
        const a = Math.min(1, s.life / 0.6);
        ctx.fillStyle = `hsla(${s.hue}, 100%, ${60 + 20 * a}%, ${a})`;
        ctx.beginPath();
        ctx.arc(s.x, s.y, 2.4, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalCompositeOperation = 'source-over';
      // the rockets and their trails
      for (const r of rockets) {
        r.trail.forEach((p, i) => {
          ctx.fillStyle = `rgba(253, 186, 116, ${i / r.trail.length})`;
          ctx.fillRect(p.x - 1.5, p.y - 1.5, 3, 3);
        });
        if (carried) g.sprite('player', r.x, r.y, 26);
        else {
          ctx.fillStyle = '#fde68a';
          ctx.fillRect(r.x - 2, r.y - 6, 4, 10);
        }
      }
      // the city
      for (const b of city) {
        ctx.fillStyle = '#0b1020';
        ctx.fillRect(b.x, BAR_Y - b.h, b.w, b.h);
        ctx.fillStyle = '#fde68a';
        let k = 0;
        for (let y = BAR_Y - b.h + 10; y < BAR_Y - 14; y += 16)
          for (let x = b.x + 6; x < b.x + b.w - 10; x += 12)
            if (b.lit[k++ % b.lit.length]) ctx.fillRect(x, y, 5, 7);
      }
      // the shapes to pick
      ctx.fillStyle = '#020617';
      ctx.fillRect(0, BAR_Y - 8, g.W, g.H - BAR_Y + 8);
      KINDS.forEach((k, i) => {
        const b = buttonAt(i);
        panel(g, b, k === kind);
        g.text(ICONS[k], b.x + 24, b.y + b.h / 2, 24, k === 'heart' ? '#f472b6' : k === kind ? accent : fg);
        g.text(g.say(NAMES[k]), b.x + 66, b.y + b.h / 2, 15, fg);
      });
    },
  };
});
