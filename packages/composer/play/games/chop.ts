// Chopping a tree from its foot, a log at a time (as in Timberman).
// Roles: player = who chops (a lumberjack, a beaver), on the left or the right of the trunk; target =
// the tree (its crown on top); hazard = the branches that stick out of the trunk, to one side or the
// other (drawn as branches: the emoji of one is a bird's nest).
// A tap on a side (or Left/Right, or a swipe) steps there and chops: the bottom log flies off and the
// trunk comes down one. A branch that comes down on the side the player stands on costs a life (and
// clears, so play goes on). A bar of time runs down, faster as the round goes on; each chop puts some
// back; when it is empty the round is over. Every log chopped is one of the goal's things.
// Parts: levels (without a goal: 40 logs a level), timer, highscores.
import { boot, type Vec } from '../runtime';

type Side = -1 | 0 | 1; // a branch's side: left, none, right
interface Flying extends Vec {
  vx: number;
  vy: number;
  spin: number;
  branch: Side;
}

const LOG = 54; // a log's height
const TRUNK = 92; // the trunk's width
const BASE = 560; // where the bottom log stands
const SEEN = 6; // logs drawn above the bottom one
const PER_LEVEL = 40;

boot((g) => {
  const X = g.W / 2;
  let logs: Side[]; // from the bottom up: each log's branch
  let side: -1 | 1;
  let time: number; // 0..1, the bar
  let chopped: number;
  let swing: number; // seconds of the axe's swing
  let flying: Flying[];
  let hurt: number;

  /** The next log's branch: never on both sides of the same height, and a bare log between sides. */
  function grow(): Side {
    const last = logs[logs.length - 1] ?? 0;
    if (last !== 0) return g.chance(0.5) ? last : 0;
    return g.chance(0.55 + Math.min(0.25, g.level * 0.03)) ? (g.chance(0.5) ? -1 : 1) : 0;
  }
  /** A branch at the player's height on its side hits it: a life, and the branch breaks off. */
  function struck(): boolean {
    if (logs[0] !== side) return false;
    hurt = 0.6;
    logs[0] = 0;
    g.sound('bad');
    return !g.loseLife();
  }
  function chop(to: -1 | 1) {
    if (g.state() !== 'play') return;
    side = to;
    if (struck()) return; // (stepping into a branch)
    swing = 0.12;
    const log = logs.shift()!;
    flying.push({ x: X, y: BASE, vx: -to * 520, vy: -240, spin: 0, branch: log });
    logs.push(grow());
    chopped += 1;
    time = Math.min(1, time + 0.06);
    g.sound('hit');
    g.got(1);
    if (g.state() !== 'play' || struck()) return; // (or one coming down on it)
    if (g.has('levels') && g.design.params.goal === null && chopped >= PER_LEVEL) g.win();
  }

  function branch(y: number, to: Side, alpha = 1) {
    const ctx = g.ctx;
    ctx.globalAlpha = alpha;
    ctx.fillStyle = '#7c4a1e';
    const x0 = to < 0 ? X - TRUNK / 2 - 110 : X + TRUNK / 2;
    ctx.fillRect(x0, y - 10, 110, 16);
    // leaves at its end
    ctx.fillStyle = '#16a34a';
    ctx.beginPath();
    ctx.ellipse(to < 0 ? x0 + 6 : x0 + 104, y - 8, 26, 16, 0, 0, Math.PI * 2);
    ctx.fill();
    if (g.design.roles.hazard) g.sprite('hazard', to < 0 ? x0 + 40 : x0 + 70, y - 2, 26);
    ctx.globalAlpha = 1;
  }

  return {
    controls: 'Tap left or right of the tree to chop from that side (or Left/Right)',
    reset() {
      logs = [0, 0];
      while (logs.length < SEEN + 2) logs.push(grow());
      side = -1;
      time = 0.7;
      chopped = 0;
      swing = 0;
      flying = [];
      hurt = 0;
    },
    update(dt) {
      swing -= dt;
      hurt -= dt;
      for (const f of flying) {
        f.vy += 1400 * dt;
        f.x += f.vx * dt;
        f.y += f.vy * dt;
        f.spin += dt * 8 * Math.sign(f.vx);
      }
      flying = flying.filter((f) => f.y < g.H + 80);
      if (g.state() !== 'play') return;
      const inp = g.input;
      if (inp.tapped) chop(inp.tapAt.x < X ? -1 : 1);
      else if (inp.pressed('ArrowLeft') || inp.pressed('a') || inp.swipe === 'left') chop(-1);
      else if (inp.pressed('ArrowRight') || inp.pressed('d') || inp.swipe === 'right') chop(1);
      // the bar runs down faster as more is chopped
      time -= dt * (0.09 + Math.min(0.25, chopped / 400)) * g.diff;
      if (time <= 0) g.lose("Time's up");
    },
    draw() {
      const ctx = g.ctx;
      // the ground and the stump
      ctx.fillStyle = '#57534e';
      ctx.fillRect(0, BASE + LOG / 2, g.W, g.H - BASE);
      // the trunk, log by log, its branches, and the crown above
      for (let i = SEEN; i >= 0; i--) {
        const y = BASE - i * LOG;
        ctx.fillStyle = i % 2 ? '#92400e' : '#a16207';
        ctx.fillRect(X - TRUNK / 2, y - LOG / 2, TRUNK, LOG);
        ctx.strokeStyle = 'rgba(0,0,0,0.25)';
        ctx.strokeRect(X - TRUNK / 2, y - LOG / 2, TRUNK, LOG);
        if (logs[i]) branch(y - LOG / 4, logs[i]);
      }
      g.sprite('target', X, BASE - SEEN * LOG - LOG / 2 - 56, 140);
      for (const f of flying) {
        ctx.save();
        ctx.translate(f.x, f.y);
        ctx.rotate(f.spin);
        ctx.fillStyle = '#a16207';
        ctx.fillRect(-TRUNK / 2, -LOG / 2, TRUNK, LOG);
        ctx.restore();
      }
      // the player beside the foot of the trunk, turned to it, the axe swung
      const px = X + side * (TRUNK / 2 + 54);
      if (hurt <= 0 || g.showing(hurt)) {
        ctx.save();
        ctx.translate(px, BASE + 4);
        if (side < 0) ctx.scale(-1, 1); // (creatures face left: on the left it turns to the tree)
        g.sprite('player', 0, 0, 78);
        // the axe in hand, swung at the trunk (when who chops is not an axe itself)
        if (g.role('player').emoji !== '🪓') {
          ctx.translate(-36, -6);
          ctx.rotate(swing > 0 ? -1.1 : -0.2);
          g.text('🪓', 0, -18, 40);
        }
        ctx.restore();
      }
      // the bar of time
      ctx.fillStyle = 'rgba(0,0,0,0.3)';
      ctx.fillRect(X - 120, 52, 240, 12);
      ctx.fillStyle = time > 0.3 ? '#22c55e' : '#ef4444';
      ctx.fillRect(X - 120, 52, 240 * Math.max(0, time), 12);
    },
  };
});
