// Roles: player = the bow (or the archer) on the left; target (when named) = what sits on the bullseye;
// shot = the arrow (drawn as a shaft when it names none). Parts: levels (a smaller face each level),
// timer, highscores. Archery (archery.ts): a target face on the right at a new distance and height for each
// arrow, a wind that pushes the arrow sideways (shown by an arrow and its strength). Press, pull back and
// let go (or ↑/↓ to aim and hold Space to draw): the farther the pull, the faster the arrow. The rings
// score 10 to 1; five arrows an end, and an end of at least the pass mark (20, 30, 38 by difficulty) wins.
import { boot, type Vec } from '../runtime';
import { aimOf, GRAVITY, RINGS, ringAt, speedOf } from '../archery';

const BOW: Vec = { x: 62, y: 430 };
const GROUND = 560;
const ARROWS = 5;
const FACE = ['#f8fafc', '#f8fafc', '#1f2937', '#1f2937', '#38bdf8', '#38bdf8', '#ef4444', '#ef4444', '#facc15', '#facc15']; // prettier-ignore

boot((g) => {
  g.showLives(false);
  const { roles, params } = g.design;
  const pass = { easy: 20, normal: 30, hard: 38 }[params.difficulty];
  const maxWind = { easy: 60, normal: 110, hard: 160 }[params.difficulty];
  let radius: number;
  let target: Vec;
  let wind: number;
  let shot: number; // arrows shot this end
  let total: number;
  let aim: { angle: number; power: number };
  let pull: Vec | null; // where a press began
  let drawing: boolean; // Space held
  let arrow: (Vec & { vx: number; vy: number }) | null;
  let stuck: { y: number; ring: number }[]; // on the face, this arrow's target
  let said: { text: string; left: number };
  let wait: number; // seconds until the next arrow

  function nextTarget() {
    target = { x: g.rand(250, 420), y: g.rand(300, 470) };
    wind = Math.round(g.rand(-1, 1) * maxWind);
    stuck = [];
  }
  function loose() {
    if (aim.power < 0.08) return;
    const v = speedOf(aim.power);
    arrow = { x: BOW.x, y: BOW.y, vx: Math.cos(aim.angle) * v, vy: Math.sin(aim.angle) * v };
    g.sound('shoot');
  }
  function settle(text: string) {
    arrow = null;
    shot += 1;
    said = { text, left: 1.2 };
    wait = 1.2;
  }

  return {
    controls: 'Press, pull back and let go to shoot (or ↑/↓ to aim, hold Space to draw); mind the wind',
    reset() {
      radius = Math.max(30, 58 - (g.level - 1) * 6);
      shot = 0;
      total = 0;
      aim = { angle: -0.35, power: 0 };
      pull = null;
      drawing = false;
      arrow = null;
      said = { text: '', left: 0 };
      wait = 0;
      nextTarget();
    },
    update(dt) {
      said.left -= dt;
      if (wait > 0) {
        if ((wait -= dt) > 0) return;
        if (shot >= ARROWS) {
          if (total >= pass) return g.win(`${g.say('Total')} ${total}`);
          return g.lose(`${g.say('Total')} ${total} · ${g.say('Pass')} ${pass}`);
        }
        nextTarget();
      }
      if (arrow) {
        const before = arrow.x;
        const beforeY = arrow.y;
        arrow.vx += wind * dt;
        arrow.vy += GRAVITY * dt;
        arrow.x += arrow.vx * dt;
        arrow.y += arrow.vy * dt;
        if (before < target.x && arrow.x >= target.x) {
          const y = beforeY + ((arrow.y - beforeY) * (target.x - before)) / (arrow.x - before);
          const ring = ringAt(y - target.y, radius);
          if (ring > 0) {
            stuck.push({ y, ring });
            total += ring;
            g.addScore(ring);
            g.sound(ring >= 9 ? 'win' : 'point');
            return settle(ring === RINGS ? g.say('Bullseye!') : `+${ring}`);
          }
        }
        if (arrow.y > GROUND || arrow.x > g.W + 30 || arrow.x < -30) {
          g.sound('bad');
          settle(g.say('Miss'));
        }
        return;
      }
      const inp = g.input;
      const p = inp.pointer;
      if (inp.tapped) pull = { x: p.x, y: p.y };
      if (pull) {
        aim = aimOf(pull, p);
        if (!p.down) {
          loose();
          pull = null;
        }
      }
      if (inp.keys.has('ArrowUp')) aim.angle = Math.max(-1.4, aim.angle - dt * 0.8);
      if (inp.keys.has('ArrowDown')) aim.angle = Math.min(0.6, aim.angle + dt * 0.8);
      if (inp.keys.has(' ')) {
        drawing = true;
        aim.power = Math.min(1, aim.power + dt * 0.9);
      } else if (drawing) {
        drawing = false;
        loose();
      }
      if (!drawing && !pull && !arrow) aim.power = 0;
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = 'rgba(34,197,94,0.35)';
      ctx.fillRect(0, GROUND, g.W, g.H - GROUND);
      // the target: its stand, the rings (white, black, blue, red, gold), the arrows in it
      ctx.strokeStyle = '#92400e';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(target.x - 12, GROUND);
      ctx.lineTo(target.x, target.y);
      ctx.lineTo(target.x + 12, GROUND);
      ctx.stroke();
      for (let k = 0; k < RINGS; k++) {
        ctx.fillStyle = FACE[k];
        ctx.beginPath();
        ctx.arc(target.x, target.y, radius * (1 - k / RINGS), 0, Math.PI * 2);
        ctx.fill();
      }
      if (roles.target) g.sprite('target', target.x, target.y, radius * 0.5);
      ctx.strokeStyle = '#78350f';
      ctx.lineWidth = 3;
      for (const s of stuck) {
        ctx.beginPath();
        ctx.moveTo(target.x, s.y);
        ctx.lineTo(target.x - 26, s.y - 6);
        ctx.stroke();
      }
      // the wind: an arrow as long as it is strong
      const w = (wind / maxWind) * 60;
      g.text(g.say('Wind'), g.W / 2, 58, 15, fg);
      ctx.strokeStyle = accent;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.moveTo(g.W / 2 - w, 82);
      ctx.lineTo(g.W / 2 + w, 82);
      if (Math.abs(w) > 2) {
        const tip = g.W / 2 + w;
        const back = Math.sign(w) * 10;
        ctx.moveTo(tip - back, 74);
        ctx.lineTo(tip, 82);
        ctx.lineTo(tip - back, 90);
      }
      ctx.stroke();
      g.text(String(Math.abs(Math.round(wind / 10))), g.W / 2 + 90, 82, 15, fg);
      // the bow, and the aim while drawing
      g.sprite('player', BOW.x - 14, BOW.y + 6, 60);
      if (!arrow && wait <= 0 && aim.power > 0) {
        const len = 40 + 90 * aim.power;
        ctx.strokeStyle = fg + 'aa';
        ctx.setLineDash([6, 6]);
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(BOW.x, BOW.y);
        ctx.lineTo(BOW.x + Math.cos(aim.angle) * len, BOW.y + Math.sin(aim.angle) * len);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = accent;
        ctx.fillRect(20, GROUND + 20, 120 * aim.power, 10);
      }
      if (arrow) {
        const a = Math.atan2(arrow.vy, arrow.vx);
        if (roles.shot?.emoji) g.sprite('shot', arrow.x, arrow.y, 30);
        else {
          ctx.strokeStyle = '#78350f';
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.moveTo(arrow.x, arrow.y);
          ctx.lineTo(arrow.x - Math.cos(a) * 30, arrow.y - Math.sin(a) * 30);
          ctx.stroke();
        }
      }
      g.text(`${g.say('Arrow')} ${Math.min(ARROWS, shot + 1)}/${ARROWS}`, 16, 52, 16, fg, 'left');
      g.text(`${g.say('Total')} ${total} · ${g.say('Pass')} ${pass}`, g.W - 16, 52, 16, fg, 'right');
      if (said.left > 0) g.text(said.text, target.x - 20, target.y - radius - 24, 24, accent);
    },
  };
});
