export const controls = 'Arrows or drag to steer; land on the platforms to bounce higher';
export const source = String.raw`
function GENRE(g) {
  let x, y, vy, vx, platforms, cam, best;
  function respawn() {
    x = g.W / 2; y = g.H - 120; vy = -700; vx = 0; cam = 0; best = 0;
    platforms = [];
    for (let i = 0; i < 12; i++) platforms.push(newPlatform(g.H - 60 - i * 70));
  }
  function newPlatform(py) {
    const w = ({ easy: 110, normal: 90, hard: 70 }[g.SPEC.difficulty]) * g.SPEC.size;
    return { x: g.rand(w / 2, g.W - w / 2), y: py, w, moving: Math.random() < 0.15 * g.DIFF ? g.rand(-80, 80) : 0, item: Math.random() < 0.2 };
  }
  return {
    reset() { respawn(); },
    update(dt) {
      const sp = 330 * g.DIFF;
      vx = 0;
      if (g.keys.has('ArrowLeft') || g.keys.has('a')) vx = -sp;
      if (g.keys.has('ArrowRight') || g.keys.has('d')) vx = sp;
      if (g.pointer.down) vx = Math.max(-sp, Math.min(sp, (g.pointer.x - x) * 6));
      x = Math.max(16, Math.min(g.W - 16, x + vx * dt));
      vy += 1500 * dt * Math.min(1.4, g.DIFF); y += vy * dt;
      for (const p of platforms) {
        p.x += p.moving * dt; if (p.x < p.w / 2 || p.x > g.W - p.w / 2) p.moving *= -1;
        if (vy > 0 && Math.abs(y - p.y) < 12 && Math.abs(x - p.x) < p.w / 2 + 8) { vy = -720; g.beep(500, 0.04, 'triangle'); if (p.item) { p.item = false; g.addScore(5); } }
      }
      // The view keeps rising on its own: standing still (even on a moving platform) ends the round.
      cam -= 28 * g.DIFF * dt;
      if (y - cam < 260) cam = y - 260;
      const height = Math.floor((g.H - 120 - y) / 70); // the player's own climb, not the view's
      if (height > best) { g.addScore(height - best); best = height; }
      platforms = platforms.filter((p) => p.y - cam < g.H + 40);
      while (platforms.length < 12) platforms.push(newPlatform(Math.min(...platforms.map((p) => p.y)) - g.rand(55, 85)));
      if (y - cam > g.H + 30) { if (g.loseLife()) respawn(); }
    },
    draw(ctx) {
      for (const p of platforms) {
        ctx.fillStyle = p.moving ? g.SPEC.palette.fg : g.SPEC.palette.accent; ctx.fillRect(p.x - p.w / 2, p.y - cam, p.w, 10);
        if (p.item) g.emoji(g.SPEC.item, p.x, p.y - cam - 16, 20);
      }
      g.emoji(g.SPEC.enemy, g.W - 30, 70, 24);
      g.emoji(g.SPEC.player, x, y - cam - 16, 36 * g.SPEC.size);
    },
  };
}
`;
