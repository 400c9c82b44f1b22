export const controls = 'Arrows / WASD or swipe to move; collect everything before time runs out';
export const source = String.raw`
function GENRE(g) {
  const C = 32, COLS = 15, ROWS = 17, OX = (g.W - COLS * C) / 2, OY = 72;
  let grid, me, ghosts, items, time, step, swipe = null, level = 1;
  function carve() {
    grid = Array.from({ length: ROWS }, () => Array(COLS).fill(1));
    const stack = [[1, 1]]; grid[1][1] = 0;
    while (stack.length) {
      const [x, y] = stack[stack.length - 1];
      const dirs = [[2, 0], [-2, 0], [0, 2], [0, -2]].filter(([dx, dy]) => grid[y + dy]?.[x + dx] === 1 && x + dx > 0 && x + dx < COLS - 1 && y + dy > 0 && y + dy < ROWS - 1);
      if (!dirs.length) { stack.pop(); continue; }
      const [dx, dy] = dirs[Math.floor(Math.random() * dirs.length)];
      grid[y + dy / 2][x + dx / 2] = 0; grid[y + dy][x + dx] = 0; stack.push([x + dx, y + dy]);
    }
    for (let i = 0; i < 14; i++) { const x = 1 + Math.floor(g.rand(0, COLS - 2)), y = 1 + Math.floor(g.rand(0, ROWS - 2)); grid[y][x] = 0; }
  }
  const open = () => { for (;;) { const x = Math.floor(g.rand(1, COLS - 1)), y = Math.floor(g.rand(1, ROWS - 1)); if (!grid[y][x] && (x !== me.x || y !== me.y)) return { x, y }; } };
  function build() {
    carve(); me = { x: 1, y: 1 };
    items = Array.from({ length: 6 + level * 2 }, open);
    ghosts = Array.from({ length: { easy: 1, normal: 2, hard: 3 }[g.SPEC.difficulty] + Math.floor(level / 2) }, () => ({ ...open(), t: 0 }));
    time = 30 / g.SPEC.speed; step = 0;
  }
  function move(dx, dy) { if (!grid[me.y + dy]?.[me.x + dx]) { me.x += dx; me.y += dy; } }
  return {
    reset() { level = 1; build(); },
    update(dt) {
      step -= dt; time -= dt;
      if (step <= 0) {
        const k = g.keys; const before = step;
        if (k.has('ArrowUp') || k.has('w')) move(0, -1); else if (k.has('ArrowDown') || k.has('s')) move(0, 1);
        else if (k.has('ArrowLeft') || k.has('a')) move(-1, 0); else if (k.has('ArrowRight') || k.has('d')) move(1, 0);
        step = before <= 0 ? 0.12 : step;
      }
      if (g.pointer.tapped) swipe = { x: g.pointer.x, y: g.pointer.y };
      if (swipe && g.pointer.down) {
        const dx = g.pointer.x - swipe.x, dy = g.pointer.y - swipe.y;
        if (Math.hypot(dx, dy) > 24) { Math.abs(dx) > Math.abs(dy) ? move(Math.sign(dx), 0) : move(0, Math.sign(dy)); swipe = { x: g.pointer.x, y: g.pointer.y }; }
      }
      items = items.filter((i) => { if (i.x === me.x && i.y === me.y) { g.addScore(1); return false; } return true; });
      if (!items.length) { level++; g.addScore(5 + Math.ceil(time)); build(); return; }
      for (const gh of ghosts) {
        gh.t -= dt;
        if (gh.t <= 0) {
          gh.t = 0.45 / g.DIFF;
          const opts = [[1, 0], [-1, 0], [0, 1], [0, -1]].filter(([dx, dy]) => !grid[gh.y + dy]?.[gh.x + dx]);
          opts.sort((a, b) => Math.hypot(gh.x + a[0] - me.x, gh.y + a[1] - me.y) - Math.hypot(gh.x + b[0] - me.x, gh.y + b[1] - me.y));
          const [dx, dy] = Math.random() < 0.6 ? opts[0] : opts[Math.floor(Math.random() * opts.length)];
          gh.x += dx; gh.y += dy;
        }
        if (gh.x === me.x && gh.y === me.y) { if (g.loseLife()) { me = { x: 1, y: 1 }; time = Math.max(time, 10); } return; }
      }
      if (time <= 0) { if (g.loseLife()) build(); }
    },
    draw(ctx) {
      for (let y = 0; y < ROWS; y++) for (let x = 0; x < COLS; x++) if (grid[y][x]) { ctx.fillStyle = g.SPEC.palette.accent; ctx.globalAlpha = 0.5; ctx.fillRect(OX + x * C, OY + y * C, C, C); ctx.globalAlpha = 1; }
      const at = (p, ch, s = C * 0.8) => g.emoji(ch, OX + p.x * C + C / 2, OY + p.y * C + C / 2, s * g.SPEC.size);
      items.forEach((i) => at(i, g.SPEC.item, C * 0.6)); ghosts.forEach((gh) => at(gh, g.SPEC.enemy)); at(me, g.SPEC.player);
      ctx.font = 'bold 18px system-ui'; ctx.fillStyle = g.SPEC.palette.fg; ctx.textAlign = 'center'; ctx.fillText('⏱ ' + Math.max(0, Math.ceil(time)) + '   Level ' + level, g.W / 2, 52);
    },
  };
}
`;
