export const controls = 'Arrows or drag to move, Space or hold to fire';
export const source = String.raw`
function GENRE(g) {
  let x, shots, foes, drops, cool, spawn, kills, triple, boss;
  return {
    reset() { x = g.W / 2; shots = []; foes = []; drops = []; cool = 0; spawn = 0; kills = 0; triple = 0; boss = null; },
    update(dt) {
      const sp = 360 * g.DIFF;
      if (g.keys.has('ArrowLeft') || g.keys.has('a')) x -= sp * dt;
      if (g.keys.has('ArrowRight') || g.keys.has('d')) x += sp * dt;
      if (g.pointer.down) x += (g.pointer.x - x) * Math.min(1, dt * 10);
      x = Math.max(20, Math.min(g.W - 20, x)); cool -= dt; triple -= dt;
      if ((g.keys.has(' ') || g.pointer.down) && cool <= 0) {
        cool = 0.22; g.beep(900, 0.03, 'triangle', 0.03);
        for (const dx of triple > 0 ? [-120, 0, 120] : [0]) shots.push({ x, y: g.H - 70, vx: dx });
      }
      shots.forEach((s) => { s.y -= 520 * dt; s.x += s.vx * dt; }); shots = shots.filter((s) => s.y > 30);
      spawn -= dt;
      if (spawn <= 0 && !boss) { foes.push({ x: g.rand(30, g.W - 30), y: 30, vy: g.rand(60, 110) * g.DIFF }); spawn = 1.1 / g.DIFF; }
      if (g.SPEC.features.includes('boss') && !boss && kills > 0 && kills % 15 === 0) boss = { x: g.W / 2, y: 90, hp: 12, dir: 1 };
      if (boss) { boss.x += boss.dir * 120 * g.DIFF * dt; if (boss.x < 60 || boss.x > g.W - 60) boss.dir *= -1; }
      for (const f of foes) f.y += f.vy * dt;
      for (const s of shots) {
        for (const f of foes) if (!f.dead && Math.abs(f.x - s.x) < 22 && Math.abs(f.y - s.y) < 22) {
          f.dead = s.hit = true; kills++; g.addScore(1);
          if (g.SPEC.features.includes('powerups') && Math.random() < 0.1) drops.push({ x: f.x, y: f.y });
        }
        if (boss && !s.hit && Math.abs(boss.x - s.x) < 50 && Math.abs(boss.y - s.y) < 30) { s.hit = true; if (--boss.hp <= 0) { boss = null; kills++; g.addScore(20); } }
      }
      shots = shots.filter((s) => !s.hit);
      for (const f of foes) if (!f.dead && (f.y > g.H - 40 || (Math.abs(f.x - x) < 28 && Math.abs(f.y - (g.H - 60)) < 28))) {
        f.dead = true; if (!g.loseLife()) return;
      }
      foes = foes.filter((f) => !f.dead);
      drops.forEach((d) => (d.y += 140 * dt));
      drops = drops.filter((d) => { if (Math.abs(d.x - x) < 30 && Math.abs(d.y - (g.H - 60)) < 30) { triple = 8; g.beep(1000, 0.1); return false; } return d.y < g.H; });
    },
    draw(ctx) {
      ctx.fillStyle = g.SPEC.palette.accent; shots.forEach((s) => ctx.fillRect(s.x - 2, s.y - 10, 4, 14));
      foes.forEach((f) => g.emoji(g.SPEC.enemy, f.x, f.y, 34 * g.SPEC.size));
      drops.forEach((d) => g.emoji(g.SPEC.item, d.x, d.y, 26));
      if (boss) { g.emoji(g.SPEC.enemy, boss.x, boss.y, 80); ctx.fillStyle = g.SPEC.palette.fg; ctx.fillRect(boss.x - 40, boss.y - 56, 80 * boss.hp / 12, 6); }
      g.emoji(g.SPEC.player, x, g.H - 60, 40 * g.SPEC.size);
    },
  };
}
`;
