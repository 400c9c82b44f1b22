export const controls = 'Arrows or drag to move your paddle';
export const source = String.raw`
function GENRE(g) {
  let me, ai, ball;
  const PW = () => 90 * g.SPEC.size;
  function serve(dir) { ball = { x: g.W / 2, y: g.H / 2, vx: g.rand(-160, 160) * g.DIFF, vy: dir * 280 * g.DIFF, r: 9 }; }
  return {
    reset() { me = g.W / 2; ai = g.W / 2; serve(1); },
    update(dt) {
      const sp = 440 * g.DIFF;
      if (g.keys.has('ArrowLeft') || g.keys.has('a')) me -= sp * dt;
      if (g.keys.has('ArrowRight') || g.keys.has('d')) me += sp * dt;
      if (g.pointer.down) me += (g.pointer.x - me) * Math.min(1, dt * 12);
      me = Math.max(PW() / 2, Math.min(g.W - PW() / 2, me));
      const aiSpeed = { easy: 150, normal: 230, hard: 320 }[g.SPEC.difficulty];
      ai += Math.max(-aiSpeed * dt, Math.min(aiSpeed * dt, ball.x - ai));
      ball.x += ball.vx * dt; ball.y += ball.vy * dt;
      if (ball.x < ball.r || ball.x > g.W - ball.r) { ball.vx *= -1; g.beep(320, 0.03); }
      const hit = (px, py, dir) => Math.abs(ball.y - py) < 10 && Math.abs(ball.x - px) < PW() / 2 + ball.r && Math.sign(ball.vy) === dir;
      if (hit(me, g.H - 50, 1)) { ball.vy = -Math.abs(ball.vy) * 1.04; ball.vx += (ball.x - me) * 4; g.beep(520, 0.04); }
      if (hit(ai, 70, -1)) { ball.vy = Math.abs(ball.vy) * 1.02; g.beep(420, 0.04); }
      if (ball.y < 30) { g.addScore(1); serve(1); }
      if (ball.y > g.H + 10) { if (g.loseLife()) serve(-1); }
    },
    draw(ctx) {
      ctx.fillStyle = g.SPEC.palette.fg; ctx.globalAlpha = 0.2; ctx.fillRect(0, g.H / 2 - 1, g.W, 2); ctx.globalAlpha = 1;
      ctx.fillStyle = g.SPEC.palette.accent; ctx.fillRect(me - PW() / 2, g.H - 50, PW(), 12);
      ctx.fillStyle = g.SPEC.palette.fg; ctx.fillRect(ai - PW() / 2, 60, PW(), 12);
      g.emoji(g.SPEC.enemy, ai, 40, 22);
      g.emoji(g.SPEC.item, ball.x, ball.y, ball.r * 2.6);
    },
  };
}
`;
