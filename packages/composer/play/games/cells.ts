// Roles: player = what you are, when named (a circle of your colour otherwise). Parts: highscores. agar.io
// offline (cells.ts): a big arena with a grid; your cell follows the mouse (or a finger, or the arrows),
// eats the little dots to grow, eats bot cells a tenth smaller, and flees the bigger ones; the bigger, the
// slower, and the view draws back as you grow. Bots with names do the same. Eaten, the round ends; the
// leaderboard at the top right ranks everyone by mass; your best mass is kept.
import { boot, type Vec } from '../runtime';
import { eats, leaderboard, radius, speed, steer, type Cell } from '../cells';

const WORLD = 2400;
const DOTS = 420;
const BOTS = 14;
const BOT_NAMES = ['Blob', 'Nom', 'Zed', 'Pixel', 'Mochi', 'Orbit', 'Kiwi', 'Dash', 'Luna', 'Rex', 'Bean', 'Jelly', 'Turbo', 'Nova', 'Pip', 'Echo']; // prettier-ignore
const COLOURS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#14b8a6', '#3b82f6', '#8b5cf6', '#ec4899'];

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let me: Cell;
  let bots: Cell[];
  let dots: (Vec & { c: string })[];
  let eatenBy: string | null;
  let view: number; // zoom
  let lastPointer: Vec;
  let aim: Vec;

  const spot = (): Vec => ({ x: g.rand(40, WORLD - 40), y: g.rand(40, WORLD - 40) });
  const dot = () => ({ ...spot(), c: g.pick(COLOURS) });
  /** A bot somewhere away from you (never born on top of you). */
  const bot = (name: string): Cell => {
    let at = spot();
    while (me && Math.hypot(at.x - me.x, at.y - me.y) < 450) at = spot();
    return { ...at, name, mass: g.rand(8, 45) * (g.design.params.difficulty === 'hard' ? 1.6 : 1), colour: g.pick(COLOURS) }; // prettier-ignore
  };
  const move = (c: Cell, dir: Vec, dt: number) => {
    const v = speed(c.mass) * g.diff;
    c.x = g.clamp(c.x + dir.x * v * dt, 0, WORLD);
    c.y = g.clamp(c.y + dir.y * v * dt, 0, WORLD);
  };
  const toScreen = (p: Vec) => ({ x: g.W / 2 + (p.x - me.x) * view, y: g.H / 2 + (p.y - me.y) * view });

  return {
    controls: 'Your cell follows the mouse (or a finger, or the arrows): eat the dots and the smaller cells',
    reset() {
      me = { x: WORLD / 2, y: WORLD / 2, name: g.say('You'), mass: 20, colour: '#38bdf8' };
      bots = BOT_NAMES.slice(0, BOTS).map(bot);
      dots = Array.from({ length: DOTS }, dot);
      eatenBy = null;
      view = 1;
      lastPointer = { x: g.W / 2, y: g.H / 2 };
      aim = { x: 0, y: 0 };
    },
    update(dt) {
      if (eatenBy) return;
      const inp = g.input;
      // the mouse (where it is from the middle) or the keys
      const keys = inp.dir();
      const p = inp.pointer;
      if (keys.x || keys.y) aim = keys;
      else if (p.x !== lastPointer.x || p.y !== lastPointer.y || p.down) {
        const dx = p.x - g.W / 2;
        const dy = p.y - g.H / 2;
        const d = Math.hypot(dx, dy);
        aim =
          d < 8 ? { x: 0, y: 0 } : { x: (dx / d) * Math.min(1, d / 80), y: (dy / d) * Math.min(1, d / 80) };
      }
      lastPointer = { x: p.x, y: p.y };
      move(me, aim, dt);
      for (const b of bots) move(b, steer(b, [me, ...bots], dots), dt * 0.9);
      // dots eaten
      for (const c of [me, ...bots]) {
        const r = radius(c.mass);
        dots = dots.filter((d) => {
          if (Math.hypot(d.x - c.x, d.y - c.y) > r) return true;
          c.mass += 1;
          if (c === me) g.sound('tick');
          return false;
        });
      }
      while (dots.length < DOTS) dots.push(dot());
      // cells eaten
      const everyone = [me, ...bots];
      for (const a of everyone)
        for (const b of everyone) {
          if (a === b || !eats(a, b) || b.mass <= 0) continue;
          a.mass += b.mass;
          b.mass = 0;
          if (b === me) {
            eatenBy = a.name;
            g.sound('lose');
          } else if (a === me) g.sound('point');
        }
      bots = bots.map((b) => (b.mass > 0 ? b : bot(b.name)));
      const mass = Math.floor(me.mass);
      if (mass > g.score()) g.addScore(mass - g.score(), true);
      view += (g.clamp(1.15 - radius(me.mass) / 220, 0.45, 1) - view) * Math.min(1, dt * 2);
      if (eatenBy) g.pause(1, () => g.lose(`${g.say('Eaten by')} ${eatenBy}`));
    },
    draw() {
      const { ctx } = g;
      ctx.fillStyle = '#f8fafc';
      ctx.fillRect(0, 0, g.W, g.H);
      // the grid, and the arena's edge
      ctx.strokeStyle = '#e2e8f0';
      ctx.lineWidth = 1;
      const step = 50 * view;
      const o = toScreen({ x: 0, y: 0 });
      for (let x = ((o.x % step) + step) % step; x < g.W; x += step) {
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x, g.H);
        ctx.stroke();
      }
      for (let y = ((o.y % step) + step) % step; y < g.H; y += step) {
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(g.W, y);
        ctx.stroke();
      }
      ctx.strokeStyle = '#94a3b8';
      ctx.lineWidth = 4;
      ctx.strokeRect(o.x, o.y, WORLD * view, WORLD * view);
      for (const d of dots) {
        const s = toScreen(d);
        if (s.x < -5 || s.y < -5 || s.x > g.W + 5 || s.y > g.H + 5) continue;
        ctx.fillStyle = d.c;
        ctx.beginPath();
        ctx.arc(s.x, s.y, 4 * view + 1, 0, Math.PI * 2);
        ctx.fill();
      }
      // the cells, smallest first (the big ones over them), each with its name
      for (const c of [...bots, me].filter((c) => c.mass > 0).sort((a, b) => a.mass - b.mass)) {
        const s = toScreen(c);
        const r = radius(c.mass) * view;
        if (s.x < -r || s.y < -r || s.x > g.W + r || s.y > g.H + r) continue;
        ctx.fillStyle = c.colour;
        ctx.strokeStyle = 'rgba(0,0,0,0.25)';
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.arc(s.x, s.y, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
        if (c === me && g.design.roles.player) g.sprite('player', s.x, s.y, r * 1.3);
        g.text(c.name, s.x, s.y, Math.max(10, Math.min(22, r * 0.5)), '#ffffff');
      }
    },
    drawOver() {
      const { ctx } = g;
      const top = leaderboard([me, ...bots].filter((c) => c.mass > 0));
      ctx.fillStyle = 'rgba(15,23,42,0.55)';
      ctx.fillRect(g.W - 150, 36, 140, 138);
      g.text(g.say('Leaderboard'), g.W - 80, 52, 14, '#ffffff');
      top.slice(0, 6).forEach((c, i) => {
        const mine = c === me;
        g.text(`${i + 1}. ${c.name}`, g.W - 142, 74 + i * 17, 13, mine ? '#fde047' : '#e2e8f0', 'left');
        g.text(String(Math.floor(c.mass)), g.W - 16, 74 + i * 17, 13, mine ? '#fde047' : '#e2e8f0', 'right');
      });
      const rank = top.indexOf(me) + 1;
      if (rank > 6) g.text(`${rank}. ${me.name} ${Math.floor(me.mass)}`, g.W - 80, 178, 12, '#fde047');
      g.text(`${g.say('Mass')} ${Math.floor(me.mass)}`, 14, 24, 18, '#0f172a', 'left');
    },
  };
});
