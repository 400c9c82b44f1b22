export const controls = 'Space, Up or tap to flap';
export const source = String.raw`
function GENRE(g) {
  let y, vy, pipes, t, wasDown;
  const GAP = () => (g.SPEC.difficulty === 'easy' ? 210 : g.SPEC.difficulty === 'hard' ? 150 : 180);
  function respawn() { y = g.H / 2; vy = 0; pipes = []; t = 0; }
  return {
    reset() { respawn(); wasDown = true; },
    update(dt) {
      const flap = g.keys.has(' ') || g.keys.has('ArrowUp') || g.keys.has('w') || g.pointer.down;
      if (flap && !wasDown) { vy = -330; g.beep(700, 0.04, 'triangle'); }
      wasDown = flap;
      vy += 900 * dt; y += vy * dt; t -= dt;
      if (t <= 0) { pipes.push({ x: g.W + 40, gap: g.rand(140, g.H - 140), passed: false }); t = 1.7 / g.DIFF; }
      const sp = 170 * g.DIFF, r = 16 * g.SPEC.size;
      for (const p of pipes) {
        p.x -= sp * dt;
        if (!p.passed && p.x < 120) { p.passed = true; g.addScore(1); }
        if (Math.abs(p.x - 120) < 30 + r && Math.abs(y - p.gap) > GAP() / 2 - r) { if (g.loseLife()) respawn(); return; }
      }
      pipes = pipes.filter((p) => p.x > -60);
      if (y > g.H - r || y < 40) { if (g.loseLife()) respawn(); }
    },
    draw(ctx) {
      ctx.fillStyle = g.SPEC.palette.accent;
      for (const p of pipes) { ctx.fillRect(p.x - 30, 40, 60, p.gap - GAP() / 2 - 40); ctx.fillRect(p.x - 30, p.gap + GAP() / 2, 60, g.H); g.emoji(g.SPEC.enemy, p.x, p.gap - GAP() / 2 - 16, 24); }
      g.emoji(g.SPEC.player, 120, y, 36 * g.SPEC.size);
    },
  };
}
`;
