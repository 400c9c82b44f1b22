// Roles: target = the box stacked (crates, presents, cakes: its picture on each); player (optional) =
// who works the crane, in its cab.
// A box hangs from a crane that swings side to side over the tower, wider as it grows; a tap or Space
// lets it go. It lands and stays, or, its middle past the edge below, tips off; a box that stays can
// make the boxes above a box whose load is past its edge topple (play/topple.ts). The tower sways
// with its lean. Every box that falls is counted: as many as the lives (3 unless asked, "if 3 fall
// off you lose") and the round is over. The height is the score, each new storey one of the goal's
// things. Parts: timer, night (a light on the hook), highscores.
import { boot, H, W } from '../runtime';
import { land, lean, type Box } from '../topple';

interface Tumbling extends Box {
  y: number; // screen y of its middle
  vx: number;
  vy: number;
  rot: number;
  vr: number;
}

const GROUND = H - 90; // the platform's top before the view scrolls
const HOOK = 150; // the hook's screen height
const ROPE = 70;

boot((g) => {
  g.showLives(false); // (the boxes fallen are its count)
  g.showScore(false); // (the height is)
  const S = g.design.params.size;
  const SIDE = g.clamp(60 * S, 44, 84);
  const limit = g.design.params.lives;
  let tower: Box[];
  let falling: { x: number; y: number; vy: number } | null;
  let tumbling: Tumbling[];
  let phase: number;
  let fallen: number;
  let best: number;
  let cam: number;
  let wait: number; // a moment before the next box hangs from the hook

  const height = () => tower.length - 1;
  const topY = () => GROUND - tower.slice(1).reduce((h, b) => h + b.h, 0) + cam; // screen y of the top
  const swing = () => 70 + Math.min(80, height() * 6);
  const hookX = () => W / 2 + Math.sin(phase) * swing();

  function tumble(b: Box, y: number, side: number) {
    tumbling.push({ ...b, y, vx: side * g.rand(60, 140), vy: -60, rot: 0, vr: side * g.rand(2, 4) });
    fallen += 1;
    g.sound('bad');
    if (g.state() === 'play') g.loseLife();
  }

  function landed(x: number) {
    const box = { x, w: SIDE, h: SIDE };
    const y = topY() - SIDE / 2;
    const where = land(tower, box);
    if (where.kind === 'miss') return tumble(box, y, Math.sign(x - tower[tower.length - 1].x) || 1);
    if (where.kind === 'tip') return tumble(box, y, where.side);
    g.sound('point');
    // (what toppled falls from where it stood, above what still stands, each its own way)
    let at = topY();
    for (const b of where.fell) {
      tumble(b, at - b.h / 2, Math.sign(b.x - tower[tower.length - 1].x) || 1);
      at -= b.h;
    }
    if (height() > best) {
      best = height();
      g.got(1);
    }
  }

  /** A box: a crate of the target's colour with the target's picture on it. */
  function box(x: number, y: number, rot = 0) {
    const { ctx } = g;
    const e = g.role('target');
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rot);
    ctx.fillStyle = e.color;
    ctx.globalAlpha = 0.35;
    ctx.beginPath();
    ctx.roundRect(-SIDE / 2, -SIDE / 2, SIDE, SIDE, 6);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = e.color;
    ctx.lineWidth = 3;
    ctx.stroke();
    g.sprite('target', 0, 0, SIDE * 0.8);
    ctx.restore();
  }

  return {
    controls: 'Tap or press Space to let the box go from the crane',
    reset() {
      tower = [{ x: W / 2, w: 170 * Math.max(1, S * 0.9), h: 0 }];
      [falling, tumbling, phase, fallen, best, cam, wait] = [null, [], 0, 0, 0, 0, 0.4];
    },
    update(dt) {
      phase += dt * (1.5 + height() * 0.05) * g.diff;
      wait -= dt;
      // (the top kept well below the hook, so a box is seen falling)
      cam +=
        (Math.max(0, HOOK + ROPE + SIDE / 2 + 200 - (GROUND - height() * SIDE)) - cam) * Math.min(1, dt * 3);
      for (const t of tumbling) {
        t.vy += 1200 * dt;
        t.x += t.vx * dt;
        t.y += t.vy * dt;
        t.rot += t.vr * dt;
      }
      tumbling = tumbling.filter((t) => t.y < H + 120);
      if (falling) {
        falling.vy += 1500 * dt;
        falling.y += falling.vy * dt;
        if (falling.y + SIDE / 2 >= topY()) {
          const { x } = falling;
          falling = null;
          wait = 0.35;
          landed(x);
        }
        return;
      }
      const inp = g.input;
      // (the Space that started the round is still "pressed" in its first frame)
      if (wait <= 0 && (inp.tapped || (g.time > 0.2 && inp.pressed(' '))))
        falling = { x: hookX(), y: HOOK + ROPE, vy: 0 };
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the ground and the platform the tower stands on
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.12;
      ctx.fillRect(0, GROUND + cam + 18, W, H);
      ctx.globalAlpha = 1;
      const base = tower[0];
      ctx.fillStyle = accent;
      ctx.fillRect(base.x - base.w / 2, GROUND + cam, base.w, 18);
      // the tower sways with its lean, about the platform
      const sway = lean(tower) * 0.05 * Math.sin(g.time * 2.6) + lean(tower) * 0.02;
      ctx.save();
      ctx.translate(base.x, GROUND + cam);
      ctx.rotate(sway * Math.min(1, height() / 6));
      let y = 0;
      for (const b of tower.slice(1)) {
        box(b.x - base.x, y - b.h / 2);
        y -= b.h;
      }
      ctx.restore();
      for (const t of tumbling) box(t.x, t.y, t.rot);
      // the crane's arm, its rope and the hook, with the next box (or the one let go)
      const hx = hookX();
      ctx.strokeStyle = fg;
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.moveTo(0, 96);
      ctx.lineTo(W, 96);
      ctx.stroke();
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(hx, 96);
      ctx.lineTo(hx, HOOK + (falling ? 6 : ROPE - SIDE / 2));
      ctx.stroke();
      g.text('🏗️', 30, 72, 44);
      if (g.design.roles.player) g.sprite('player', hx, 84, 30);
      if (falling) box(falling.x, falling.y);
      else if (wait <= 0) box(hx, HOOK + ROPE, Math.sin(phase) * -0.12);
      g.text(String(height()), W / 2, 58, 40, fg);
      g.text(
        `${g.say('Fallen')} ${Math.min(fallen, limit)}/${limit}`,
        W - 12,
        22,
        20,
        fallen ? '#f87171' : accent,
        'right',
      );
    },
    light: () => ({ x: hookX(), y: HOOK + ROPE }),
    timeUp: () => (g.design.params.goal === null ? g.win() : g.lose("Time's up")),
  };
});
