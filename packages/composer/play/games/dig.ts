// Digging for what is buried: a field of mounds, and under a few of them the things to find (bones for a
// dog, treasure, fossils). Roles: player = who digs (drawn where it last dug); target = what is buried
// (each found is one of the goal's things); hazard (optional) = what is buried too and better left
// there (a life when dug up).
// A tap on a mound (or the arrows and Space) digs it. An empty hole tells how near the nearest find is:
// red next to one, orange two away, blue further (hot and cold). Digs are few: the round is lost when
// they run out with things still buried, and won when all are found (the digs left are points).
// Parts: levels (a bigger field, more to find), timer, highscores.
import { boot, type Vec } from '../runtime';

type Under = 'target' | 'hazard' | null;
interface Mound {
  under: Under;
  dug: boolean;
  heat: number; // for an empty hole: how many steps to the nearest find
  t: number; // seconds since it was dug
}

const TOP = 100;

boot((g) => {
  g.showLives(!!g.design.roles.hazard);
  let cols: number;
  let rows: number;
  let size: number;
  let field: Mound[];
  let cursor: number;
  let digs: number;
  let found: number;
  let toFind: number;
  let digger: Vec;

  const left = () => (g.W - cols * size) / 2;
  const at = (i: number): Vec => ({
    x: left() + (i % cols) * size + size / 2,
    y: TOP + Math.floor(i / cols) * size + size / 2,
  });
  const steps = (i: number, j: number) =>
    Math.max(Math.abs((i % cols) - (j % cols)), Math.abs(Math.floor(i / cols) - Math.floor(j / cols)));

  function heats() {
    field.forEach((m, i) => {
      const near = field.map((o, j) => (o.under === 'target' && !o.dug ? steps(i, j) : 99));
      m.heat = Math.min(...near);
    });
  }
  function dig(i: number) {
    const m = field[i];
    if (!m || m.dug || g.state() !== 'play') return;
    m.dug = true;
    m.t = 0;
    digs -= 1;
    digger = { ...at(i) };
    cursor = i;
    if (m.under === 'target') {
      found += 1;
      g.sound('point');
      g.addScore(20);
      heats();
      g.got(1);
      if (g.state() !== 'play') return;
      if (found >= toFind) {
        g.addScore(digs * 5);
        g.win();
        return;
      }
    } else if (m.under === 'hazard') {
      g.sound('bad');
      if (!g.loseLife()) return;
    } else g.sound('tick');
    if (digs <= 0) g.lose('Out of digs');
  }

  return {
    controls: 'Tap a mound to dig it (or arrows and Space); red is hot, blue is cold',
    reset() {
      cols = Math.min(8, 6 + Math.floor((g.level - 1) / 2));
      rows = cols + 1;
      size = Math.min(Math.floor((g.W - 24) / cols), Math.floor((g.H - TOP - 40) / rows));
      const n = cols * rows;
      toFind = g.clamp(g.design.params.goal ?? 4 + Math.floor(g.level / 2), 1, 12);
      const hazards = g.design.roles.hazard ? 3 + g.level : 0;
      const spots = Array.from({ length: n }, (_, i) => i).sort(() => Math.random() - 0.5);
      field = Array.from({ length: n }, () => ({ under: null, dug: false, heat: 99, t: 9 }) as Mound);
      spots.slice(0, toFind).forEach((i) => (field[i].under = 'target'));
      spots.slice(toFind, toFind + hazards).forEach((i) => (field[i].under = 'hazard'));
      heats();
      digs = toFind * 4 + { easy: 10, normal: 6, hard: 2 }[g.design.params.difficulty];
      found = 0;
      cursor = Math.floor(n / 2);
      digger = at(cursor);
    },
    update(dt) {
      for (const m of field) m.t += dt;
      const inp = g.input;
      if (inp.tapped) {
        const p = inp.tapAt;
        const c = Math.floor((p.x - left()) / size);
        const r = Math.floor((p.y - TOP) / size);
        if (c >= 0 && c < cols && r >= 0 && r < rows) dig(r * cols + c);
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy) cursor = g.clamp(cursor + dx + dy * cols, 0, field.length - 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) dig(cursor);
    },
    draw() {
      const ctx = g.ctx;
      field.forEach((m, i) => {
        const { x, y } = at(i);
        const r = size * 0.42;
        if (!m.dug) {
          // a mound of earth
          ctx.fillStyle = '#92400e';
          ctx.beginPath();
          ctx.ellipse(x, y + r * 0.35, r, r * 0.62, 0, Math.PI, 0);
          ctx.fill();
          ctx.fillStyle = '#78350f';
          ctx.fillRect(x - r, y + r * 0.3, r * 2, r * 0.18);
        } else {
          // a hole, ringed by how near the nearest find is (once a find is dug, it shows)
          ctx.fillStyle = '#1c1917';
          ctx.beginPath();
          ctx.ellipse(x, y + r * 0.3, r * 0.9, r * 0.45, 0, 0, Math.PI * 2);
          ctx.fill();
          if (m.under) g.sprite(m.under, x, y - Math.min(1, m.t * 3) * r * 0.4, size * 0.62);
          else {
            const colour = m.heat <= 1 ? '#ef4444' : m.heat === 2 ? '#f97316' : '#3b82f6';
            g.ring(x, y + r * 0.3, r * 0.95, colour, 3);
          }
        }
        if (i === cursor) g.ring(x, y, r * 1.1, g.design.setting.accent, 2);
      });
      g.sprite('player', digger.x + size * 0.3, digger.y - size * 0.35, size * 0.6);
      g.text(`⛏️ ${digs}`, 20, 70, 20, g.design.setting.fg, 'left');
      g.text(`${found} / ${toFind}`, g.W - 20, 70, 20, g.design.setting.fg, 'right');
    },
  };
});
