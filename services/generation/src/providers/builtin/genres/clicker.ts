export const controls = 'Tap or click the targets before they vanish';
export const source = String.raw`
function GENRE(g) {
  let targets, t, streak;
  const LIFE = () => ({ easy: 2.2, normal: 1.6, hard: 1.1 }[g.SPEC.difficulty]) / g.SPEC.speed;
  return {
    reset() { targets = []; t = 0.3; streak = 0; },
    update(dt) {
      t -= dt;
      if (t <= 0) {
        const bad = Math.random() < 0.2;
        targets.push({ x: g.rand(50, g.W - 50), y: g.rand(110, g.H - 60), age: 0, bad, r: 34 * g.SPEC.size });
        t = g.rand(0.5, 1.0) / g.DIFF;
      }
      if (g.pointer.tapped) {
        const hit = targets.find((o) => Math.hypot(o.x - g.pointer.x, o.y - g.pointer.y) < o.r);
        if (hit) {
          targets = targets.filter((o) => o !== hit);
          if (hit.bad) { streak = 0; if (!g.loseLife()) return; } else { streak++; g.addScore(1 + Math.floor(streak / 5)); }
        }
      }
      for (const o of targets) o.age += dt;
      const missed = targets.filter((o) => !o.bad && o.age > LIFE());
      targets = targets.filter((o) => o.age <= LIFE());
      for (const _ of missed) { streak = 0; if (!g.loseLife()) return; }
    },
    draw(ctx) {
      for (const o of targets) {
        const k = 1 - o.age / LIFE();
        ctx.strokeStyle = o.bad ? g.SPEC.palette.fg : g.SPEC.palette.accent; ctx.lineWidth = 4;
        ctx.beginPath(); ctx.arc(o.x, o.y, o.r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * k); ctx.stroke();
        g.emoji(o.bad ? g.SPEC.enemy : g.SPEC.item, o.x, o.y, o.r * 1.2);
      }
      g.emoji(g.SPEC.player, g.W / 2, 70, 30);
    },
  };
}
`;
