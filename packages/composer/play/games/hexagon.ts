// Roles: player = the cursor going round, when named (a triangle otherwise). Parts: highscores (the best
// time). Super Hexagon (hexagon.ts): a hexagon in the middle, a little triangle going round it (←/→ or A/D,
// or hold the left or right half of the screen), rings of wall pieces closing in from the edges with gaps
// to slip through; the whole scene turns, one way then the other, and its colours pulse to the beat.
// Touching a wall ends the run; the seconds survived are the score.
import { boot } from '../runtime';
import { close, hits, pattern, SIDES, THICK, type Ring } from '../hexagon';

const C = { x: 240, y: 320 };
const MIDDLE = 44; // the middle hexagon's radius
const ORBIT = 62; // the player's distance from the middle
const TURN_SPEED = 6.2; // rad/s the player goes round
const FAR = 520;

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let rings: Ring[];
  let angle: number; // the player's, on the board
  let spin: number; // the scene's turn
  let spinDir: number;
  let nextFlip: number;
  let alive: number; // s survived
  let counted: number;
  let crash: number | null;

  const speed = () => (150 + alive * 2.2) * g.diff;

  function more() {
    const last = rings.reduce((r, ring) => Math.max(r, ring.r), 0);
    rings = [...rings, ...pattern(Math.max(FAR, last + 150), 130, Math.random)];
  }

  /** A point `r` px out at `a` radians on the board, turned with the scene. */
  const at = (a: number, r: number) => ({ x: C.x + Math.cos(a + spin) * r, y: C.y + Math.sin(a + spin) * r });

  function hexagon(r: number, fill: string) {
    const { ctx } = g;
    ctx.fillStyle = fill;
    ctx.beginPath();
    for (let k = 0; k <= SIDES; k++) {
      const p = at((k * Math.PI * 2) / SIDES, r);
      if (k) ctx.lineTo(p.x, p.y);
      else ctx.moveTo(p.x, p.y);
    }
    ctx.fill();
  }

  return {
    controls: 'Go round with ← / → (or hold the left or right of the screen); slip through the gaps',
    reset() {
      rings = [];
      angle = -Math.PI / 2; // (at the top)
      spin = 0;
      spinDir = 1;
      nextFlip = 6;
      alive = 0;
      counted = 0;
      crash = null;
      more();
    },
    update(dt) {
      if (crash !== null) {
        if ((crash += dt) > 0.8) g.lose(`${alive.toFixed(2)} s`);
        return;
      }
      const inp = g.input;
      let dir = inp.dir().x;
      if (!dir && inp.pointer.down) dir = inp.pointer.x < g.W / 2 ? -1 : 1;
      const was = angle;
      angle += dir * TURN_SPEED * dt;
      // (sideways into a piece: held back, not killed)
      if (hits(rings, angle, ORBIT) && !hits(rings, was, ORBIT)) angle = was;
      rings = close(rings, speed(), dt, MIDDLE);
      if (rings.reduce((r, ring) => Math.max(r, ring.r), 0) < FAR - 100) more();
      if (hits(rings, angle, ORBIT)) {
        crash = 0;
        g.sound('lose');
        return;
      }
      alive += dt;
      while (counted + 1 <= alive) {
        counted += 1;
        g.addScore(1, true);
      }
      spin += spinDir * (0.9 + alive * 0.02) * dt;
      if ((nextFlip -= dt) <= 0) {
        spinDir = -spinDir;
        nextFlip = g.rand(4, 8);
      }
    },
    draw() {
      const { ctx } = g;
      const beat = 0.5 + 0.5 * Math.sin(alive * Math.PI * 2 * 1.1);
      const hue = (200 + alive * 12) % 360;
      // the background in slices of two shades, round the middle
      ctx.fillStyle = `hsl(${hue}, 45%, 12%)`;
      ctx.fillRect(0, 0, g.W, g.H);
      for (let k = 0; k < SIDES; k += 2) {
        const a = at((k * Math.PI * 2) / SIDES, 900);
        const b = at(((k + 1) * Math.PI * 2) / SIDES, 900);
        ctx.fillStyle = `hsl(${hue}, 45%, 17%)`;
        ctx.beginPath();
        ctx.moveTo(C.x, C.y);
        ctx.lineTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.fill();
      }
      // the walls: each piece a band of its side of a hexagon
      ctx.fillStyle = `hsl(${hue}, 85%, ${58 + beat * 10}%)`;
      for (const ring of rings)
        ring.walls.forEach((on, k) => {
          if (!on) return;
          const a0 = (k * Math.PI * 2) / SIDES;
          const a1 = ((k + 1) * Math.PI * 2) / SIDES;
          const r0 = Math.max(MIDDLE, ring.r);
          const r1 = ring.r + THICK;
          const [p, q, s, t] = [at(a0, r0), at(a1, r0), at(a1, r1), at(a0, r1)];
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(q.x, q.y);
          ctx.lineTo(s.x, s.y);
          ctx.lineTo(t.x, t.y);
          ctx.fill();
        });
      // the middle, pulsing
      hexagon(MIDDLE + beat * 3, `hsl(${hue}, 85%, ${58 + beat * 10}%)`);
      hexagon(MIDDLE - 5 + beat * 3, `hsl(${hue}, 45%, 12%)`);
      // the player
      const p = at(angle, ORBIT);
      if (g.design.roles.player) g.sprite('player', p.x, p.y, 22, angle + spin + Math.PI / 2);
      else {
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        const tip = at(angle, ORBIT + 9);
        const l = at(angle - 0.12, ORBIT - 4);
        const r = at(angle + 0.12, ORBIT - 4);
        ctx.moveTo(tip.x, tip.y);
        ctx.lineTo(l.x, l.y);
        ctx.lineTo(r.x, r.y);
        ctx.fill();
      }
      if (crash !== null) g.ring(p.x, p.y, 14 + crash * 40, '#ffffff', 3);
    },
    drawOver() {
      const best = g.kept<number[]>('scores')?.[0] ?? 0;
      g.text(`${alive.toFixed(2)} s`, g.W - 16, 30, 26, '#ffffff', 'right');
      g.text(`${g.say('Best')}: ${Math.max(best, Math.floor(alive))} s`, 16, 30, 18, '#ffffffcc', 'left');
    },
  };
});
