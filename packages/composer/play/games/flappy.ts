// Roles: player = flier, hazard = columns' ends, target = bonus (g.got). Parts: powerups, levels, timer, night.
// Tap to flap through the gaps between accent columns capped with the hazard; touching one, or the ground,
// costs a life. Targets float in some gaps. Powerups: a shield to fly through columns; levels: 12 columns
// each; timer: surviving it wins (unless a goal is still to reach); night: light on the flier.
import { boot, type Vec } from '../runtime';

interface Column {
  x: number;
  /** Centre of the gap. */
  gap: number;
  passed: boolean;
  bonus: Vec | null;
  shield: Vec | null;
}

const X = 130; // the flier stays here; the world scrolls by
const COL_W = 64;
const GROUND = 600;
const TOP = 40;
const PER_LEVEL = 12;

boot((g) => {
  const S = g.design.params.size;
  const R = 15 * S; // the flier's hit radius
  let me: Vec;
  let vy: number;
  let cols: Column[];
  let untilNext: number;
  let waiting: number; // hover before the first flap, like the original
  let safe: number;
  let shielded: number;
  let passed: number;
  let scroll: number;

  const gapSize = () => g.clamp(210 / Math.sqrt(g.diff), 150, 240) + 20 * (S - 1);
  const spawn = () => {
    const half = gapSize() / 2;
    const gap = g.rand(TOP + half + 30, GROUND - half - 30);
    const bonus = g.chance(0.6) ? { x: 0, y: gap } : null;
    const shield = !bonus && g.has('powerups') && g.chance(0.25) ? { x: 0, y: gap } : null;
    cols.push({ x: g.W + COL_W, gap, passed: false, bonus, shield });
  };
  const respawn = () => {
    me = { x: X, y: 300 };
    vy = 0;
    waiting = 3;
    safe = 1.2;
    // clear the columns about to reach the flier so a new life does not start inside one
    cols = cols.filter((c) => c.x > X + 200);
  };
  const flapped = () =>
    g.input.tapped || g.input.pressed(' ') || g.input.pressed('ArrowUp') || g.input.pressed('w');
  const hitsColumn = (c: Column) => {
    const half = gapSize() / 2;
    return Math.abs(c.x - me.x) < COL_W / 2 + R * 0.8 && Math.abs(me.y - c.gap) > half - R * 0.8;
  };

  return {
    controls: 'Tap, Space or Up to flap',
    reset() {
      cols = [];
      passed = 0;
      shielded = 0;
      scroll = 0;
      untilNext = 0.5;
      respawn();
    },
    update(dt) {
      const speed = 160 * g.diff;
      if (flapped()) {
        vy = -400;
        waiting = 0;
        g.sound('jump');
      }
      if (waiting > 0) {
        waiting -= dt;
        me.y = 300 + Math.sin(g.time * 5) * 8;
      } else {
        vy = Math.min(vy + 1300 * dt, 700);
        me.y += vy * dt;
      }
      safe -= dt;
      shielded -= dt;
      scroll += speed * dt;

      untilNext -= dt;
      if (untilNext <= 0) {
        spawn();
        untilNext = (220 + 60 * g.clamp(g.diff - 1, 0, 2)) / speed; // wider apart when faster
      }
      for (const c of cols) {
        c.x -= speed * dt;
        if (!c.passed && c.x < me.x - COL_W / 2) {
          c.passed = true;
          g.addScore(1);
          if (g.has('levels') && ++passed >= PER_LEVEL) return g.win();
        }
        if (c.bonus && g.hit(me, { x: c.x, y: c.bonus.y }, 30 * S)) {
          c.bonus = null;
          g.got(1);
        }
        if (c.shield && g.hit(me, { x: c.x, y: c.shield.y }, 30 * S)) {
          c.shield = null;
          shielded = 5;
          g.sound('win');
        }
      }
      cols = cols.filter((c) => c.x > -COL_W);

      if (me.y < TOP + R) {
        me.y = TOP + R;
        vy = Math.max(vy, 0);
      }
      const crashed = me.y > GROUND - R || (shielded <= 0 && cols.some(hitsColumn));
      if (crashed && safe <= 0 && g.loseLife()) respawn();
      else if (crashed && safe > 0 && me.y > GROUND - R) vy = -400; // bounce while still safe
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      for (const c of cols) {
        const half = gapSize() / 2;
        ctx.fillStyle = accent;
        ctx.globalAlpha = shielded > 0 ? 0.45 : 0.85;
        ctx.fillRect(c.x - COL_W / 2, TOP, COL_W, c.gap - half - TOP);
        ctx.fillRect(c.x - COL_W / 2, c.gap + half, COL_W, GROUND - c.gap - half);
        // wider caps at the gap's edges, where the hazard sits
        ctx.fillRect(c.x - COL_W / 2 - 5, c.gap - half - 40, COL_W + 10, 40);
        ctx.fillRect(c.x - COL_W / 2 - 5, c.gap + half, COL_W + 10, 40);
        ctx.globalAlpha = 1;
        g.sprite('hazard', c.x, c.gap - half - 20, 42);
        g.sprite('hazard', c.x, c.gap + half + 20, 42);
        if (c.bonus) g.sprite('target', c.x, c.bonus.y + Math.sin(g.time * 4) * 6, 34);
        if (c.shield) g.text('🛡️', c.x, c.shield.y, 30);
      }
      // the ground, with marks that scroll so the flight feels fast
      ctx.fillStyle = accent;
      ctx.fillRect(0, GROUND, g.W, g.H - GROUND);
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.3;
      for (let x = -(scroll % 40); x < g.W; x += 40) ctx.fillRect(x, GROUND + 8, 20, 4);
      ctx.globalAlpha = 1;
      if (shielded > 0) {
        g.ring(me.x, me.y, R + 10, fg);
      }
      const tilt = waiting > 0 ? 0 : g.clamp(vy / 900, -0.5, 0.8);
      if (g.showing(safe)) g.sprite('player', me.x, me.y, 44, tilt);
      if (waiting > 0 && g.state() === 'play') g.text('Tap to flap!', g.W / 2, 380, 22);
    },
    light: () => me,
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});
