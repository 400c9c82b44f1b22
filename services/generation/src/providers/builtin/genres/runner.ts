export const controls = 'Space, Up or tap to jump';
export const source = String.raw`
function GENRE(g) {
  const GROUND = 520;
  let y, vy, obstacles, coins, t, c, dist, wasDown;
  function respawn() { y = GROUND; vy = 0; obstacles = []; coins = []; t = 1; c = 0.5; }
  return {
    reset() { respawn(); dist = 0; wasDown = true; },
    update(dt) {
      const jump = g.keys.has(' ') || g.keys.has('ArrowUp') || g.keys.has('w') || g.pointer.down;
      if (jump && !wasDown && y >= GROUND) { vy = -620; g.beep(600, 0.05, 'triangle'); }
      wasDown = jump;
      vy += 1700 * dt; y = Math.min(GROUND, y + vy * dt);
      const sp = (260 + dist / 40) * g.DIFF; dist += sp * dt; t -= dt; c -= dt;
      if (t <= 0) { obstacles.push({ x: g.W + 30, h: g.rand(30, 60) * (g.SPEC.difficulty === 'hard' ? 1.2 : 1) }); t = g.rand(0.9, 1.8) / g.DIFF; }
      if (c <= 0) { coins.push({ x: g.W + 30, y: GROUND - g.rand(40, 170) }); c = g.rand(0.6, 1.4); }
      obstacles.forEach((o) => (o.x -= sp * dt)); coins.forEach((o) => (o.x -= sp * dt));
      const r = 18 * g.SPEC.size;
      for (const o of obstacles) if (Math.abs(o.x - 90) < 16 + r * 0.6 && y > GROUND - o.h) { if (g.loseLife()) respawn(); return; }
      coins = coins.filter((o) => { if (Math.hypot(o.x - 90, o.y - (y - r)) < r + 12) { g.addScore(1); return false; } return o.x > -30; });
      obstacles = obstacles.filter((o) => o.x > -40);
    },
    draw(ctx) {
      ctx.fillStyle = g.SPEC.palette.accent; ctx.fillRect(0, GROUND + 4, g.W, 4);
      for (const o of obstacles) { ctx.fillStyle = g.SPEC.palette.fg; ctx.fillRect(o.x - 14, GROUND + 4 - o.h, 28, o.h); g.emoji(g.SPEC.enemy, o.x, GROUND - o.h - 10, 20); }
      coins.forEach((o) => g.emoji(g.SPEC.item, o.x, o.y, 22));
      g.emoji(g.SPEC.player, 90, y - 18 * g.SPEC.size, 40 * g.SPEC.size);
    },
  };
}
`;
