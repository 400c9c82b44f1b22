export const controls = 'Arrows or drag to move the paddle';
export const source = String.raw`
function GENRE(g) {
  let pad, ball, bricks, drops, level, wide;
  const PW = () => (90 + (wide > 0 ? 50 : 0)) * g.SPEC.size;
  function serve() { ball = { x: pad.x, y: g.H - 80, vx: (Math.random() < 0.5 ? -1 : 1) * 170 * g.DIFF, vy: -260 * g.DIFF, r: 8 * g.SPEC.size }; }
  function build() {
    bricks = []; const rows = 4 + Math.min(level, 4), cols = 8, bw = g.W / cols;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) bricks.push({ x: c * bw + 2, y: 70 + r * 26, w: bw - 4, h: 22, hp: 1 });
    if (g.SPEC.features.includes('boss')) bricks.push({ x: g.W / 2 - 50, y: 70 + rows * 26 + 10, w: 100, h: 34, hp: 5, boss: true });
  }
  return {
    reset() { level = 1; wide = 0; drops = []; pad = { x: g.W / 2 }; build(); serve(); },
    update(dt) {
      const sp = 420 * g.DIFF;
      if (g.keys.has('ArrowLeft') || g.keys.has('a')) pad.x -= sp * dt;
      if (g.keys.has('ArrowRight') || g.keys.has('d')) pad.x += sp * dt;
      if (g.pointer.down) pad.x += (g.pointer.x - pad.x) * Math.min(1, dt * 12);
      pad.x = Math.max(PW() / 2, Math.min(g.W - PW() / 2, pad.x)); wide -= dt;
      ball.x += ball.vx * dt; ball.y += ball.vy * dt;
      if (ball.x < ball.r || ball.x > g.W - ball.r) { ball.vx *= -1; ball.x = Math.max(ball.r, Math.min(g.W - ball.r, ball.x)); g.beep(300, 0.03); }
      if (ball.y < 40 + ball.r) { ball.vy = Math.abs(ball.vy); g.beep(300, 0.03); }
      const py = g.H - 50;
      if (ball.vy > 0 && ball.y > py - ball.r && ball.y < py + 12 && Math.abs(ball.x - pad.x) < PW() / 2 + ball.r) {
        ball.vy = -Math.abs(ball.vy); ball.vx = ((ball.x - pad.x) / (PW() / 2)) * 300 * g.DIFF; g.beep(440, 0.04);
      }
      if (ball.y > g.H + 20) { if (g.loseLife()) serve(); return; }
      for (const b of bricks) {
        if (b.hp > 0 && ball.x > b.x - ball.r && ball.x < b.x + b.w + ball.r && ball.y > b.y - ball.r && ball.y < b.y + b.h + ball.r) {
          b.hp--; ball.vy *= -1; g.addScore(b.boss ? (b.hp ? 1 : 10) : 1);
          if (g.SPEC.features.includes('powerups') && Math.random() < 0.12) drops.push({ x: b.x + b.w / 2, y: b.y });
          break;
        }
      }
      drops.forEach((d) => (d.y += 150 * dt));
      drops = drops.filter((d) => { if (d.y > py - 10 && Math.abs(d.x - pad.x) < PW() / 2) { wide = 8; g.beep(880, 0.1); return false; } return d.y < g.H; });
      if (bricks.every((b) => b.hp <= 0)) { level++; g.addScore(5); build(); serve(); }
    },
    draw(ctx) {
      for (const b of bricks) if (b.hp > 0) {
        ctx.fillStyle = b.boss ? g.SPEC.palette.fg : g.SPEC.palette.accent; ctx.globalAlpha = b.boss ? 1 : 0.55 + (b.y % 52) / 120;
        ctx.fillRect(b.x, b.y, b.w, b.h); ctx.globalAlpha = 1;
        if (b.boss) g.emoji(g.SPEC.enemy, b.x + b.w / 2, b.y + b.h / 2, 28);
      }
      drops.forEach((d) => g.emoji(g.SPEC.item, d.x, d.y, 24));
      ctx.fillStyle = g.SPEC.palette.fg; ctx.fillRect(pad.x - PW() / 2, g.H - 50, PW(), 12);
      g.emoji(g.SPEC.player, ball.x, ball.y, ball.r * 2.6);
    },
  };
}
`;
