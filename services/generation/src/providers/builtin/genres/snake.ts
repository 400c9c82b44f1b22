export const controls = 'Arrows / WASD or swipe to steer';
export const source = String.raw`
function GENRE(g) {
  const C = 24, COLS = g.W / C, ROWS = Math.floor((g.H - 40) / C);
  let snake, dir, next, food, bonus, acc, grow, swipe = null;
  const step = () => 0.14 / g.DIFF;
  function place() { for (;;) { const p = { x: Math.floor(g.rand(0, COLS)), y: Math.floor(g.rand(0, ROWS)) }; if (!snake.some((s) => s.x === p.x && s.y === p.y)) return p; } }
  function respawn() { snake = [{ x: 5, y: 5 }, { x: 4, y: 5 }, { x: 3, y: 5 }]; dir = next = { x: 1, y: 0 }; acc = 0; grow = 0; }
  function turn(d) { if (d.x !== -dir.x || d.y !== -dir.y) next = d; }
  return {
    reset() { respawn(); food = place(); bonus = null; },
    update(dt) {
      const k = g.keys;
      if (k.has('ArrowUp') || k.has('w')) turn({ x: 0, y: -1 });
      if (k.has('ArrowDown') || k.has('s')) turn({ x: 0, y: 1 });
      if (k.has('ArrowLeft') || k.has('a')) turn({ x: -1, y: 0 });
      if (k.has('ArrowRight') || k.has('d')) turn({ x: 1, y: 0 });
      if (g.pointer.tapped) swipe = { x: g.pointer.x, y: g.pointer.y };
      if (swipe && g.pointer.down) {
        const dx = g.pointer.x - swipe.x, dy = g.pointer.y - swipe.y;
        if (Math.hypot(dx, dy) > 24) { turn(Math.abs(dx) > Math.abs(dy) ? { x: Math.sign(dx), y: 0 } : { x: 0, y: Math.sign(dy) }); swipe = null; }
      }
      acc += dt; if (acc < step()) return; acc = 0; dir = next;
      const head = { x: snake[0].x + dir.x, y: snake[0].y + dir.y };
      if (head.x < 0 || head.y < 0 || head.x >= COLS || head.y >= ROWS || snake.some((s) => s.x === head.x && s.y === head.y)) {
        if (g.loseLife()) respawn();
        return;
      }
      snake.unshift(head);
      if (head.x === food.x && head.y === food.y) { g.addScore(1); grow += 2; food = place(); if (g.SPEC.features.includes('powerups') && Math.random() < 0.3) bonus = { ...place(), t: 6 }; }
      if (bonus && head.x === bonus.x && head.y === bonus.y) { g.addScore(5); bonus = null; }
      if (bonus && (bonus.t -= step()) <= 0) bonus = null;
      if (grow > 0) grow--; else snake.pop();
    },
    draw(ctx) {
      ctx.strokeStyle = g.SPEC.palette.accent; ctx.lineWidth = 2; ctx.strokeRect(1, 41, COLS * C - 2, ROWS * C - 2);
      const y0 = 40 + C / 2, s = C * g.SPEC.size;
      g.emoji(g.SPEC.item, food.x * C + C / 2, food.y * C + y0, s);
      if (bonus) g.emoji('⭐', bonus.x * C + C / 2, bonus.y * C + y0, s);
      snake.forEach((p, i) => i === 0 ? g.emoji(g.SPEC.player, p.x * C + C / 2, p.y * C + y0, s * 1.1)
        : (ctx.fillStyle = g.SPEC.palette.accent, ctx.fillRect(p.x * C + 3, p.y * C + 43, C - 6, C - 6)));
    },
  };
}
`;
