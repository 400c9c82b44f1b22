export const controls = 'Tap a gem, then a neighbour, to swap; make lines of three';
export const source = String.raw`
function GENRE(g) {
  const N = 8, C = 56, OX = (g.W - N * C) / 2, OY = 130;
  const KINDS = [g.SPEC.item, g.SPEC.enemy, g.SPEC.player, '💎', '🍀', '🔔'].slice(0, g.SPEC.difficulty === 'easy' ? 5 : 6);
  const HUES = ['#ef4444', '#3b82f6', '#eab308', '#22c55e', '#a855f7', '#f97316'];
  let board, pick, time, cursor;
  const rnd = () => Math.floor(Math.random() * KINDS.length);
  function matches() {
    const hit = new Set();
    for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) {
      const k = board[y][x];
      if (x < N - 2 && k === board[y][x + 1] && k === board[y][x + 2]) [0, 1, 2].forEach((i) => hit.add(y * N + x + i));
      if (y < N - 2 && k === board[y + 1][x] && k === board[y + 2][x]) [0, 1, 2].forEach((i) => hit.add((y + i) * N + x));
    }
    return hit;
  }
  function settle(scoring) {
    for (let guard = 0; guard < 50; guard++) {
      const hit = matches(); if (!hit.size) return;
      if (scoring) { g.addScore(hit.size); time = Math.min(time + hit.size * 0.5, 60); }
      for (const i of hit) board[Math.floor(i / N)][i % N] = -1;
      for (let x = 0; x < N; x++) {
        const col = []; for (let y = N - 1; y >= 0; y--) if (board[y][x] >= 0) col.push(board[y][x]);
        for (let y = N - 1, i = 0; y >= 0; y--, i++) board[y][x] = i < col.length ? col[i] : rnd();
      }
    }
  }
  function swap(a, b) {
    [board[a.y][a.x], board[b.y][b.x]] = [board[b.y][b.x], board[a.y][a.x]];
    if (!matches().size) { [board[a.y][a.x], board[b.y][b.x]] = [board[b.y][b.x], board[a.y][a.x]]; g.beep(160, 0.06); return; }
    settle(true);
  }
  function choose(cell) {
    if (!pick) { pick = cell; return; }
    if (Math.abs(pick.x - cell.x) + Math.abs(pick.y - cell.y) === 1) swap(pick, cell);
    pick = null;
  }
  let keyWas = new Set();
  return {
    reset() { board = Array.from({ length: N }, () => Array.from({ length: N }, rnd)); settle(false); pick = null; cursor = { x: 3, y: 3 }; time = 30 / g.SPEC.speed; },
    update(dt) {
      time -= dt;
      if (g.pointer.tapped) {
        const x = Math.floor((g.pointer.x - OX) / C), y = Math.floor((g.pointer.y - OY) / C);
        if (x >= 0 && y >= 0 && x < N && y < N) choose({ x, y });
      }
      const pressed = (k) => g.keys.has(k) && !keyWas.has(k);
      if (pressed('ArrowLeft')) cursor.x = Math.max(0, cursor.x - 1);
      if (pressed('ArrowRight')) cursor.x = Math.min(N - 1, cursor.x + 1);
      if (pressed('ArrowUp')) cursor.y = Math.max(0, cursor.y - 1);
      if (pressed('ArrowDown')) cursor.y = Math.min(N - 1, cursor.y + 1);
      if (pressed('Enter') || pressed('x')) choose({ ...cursor });
      keyWas = new Set(g.keys);
      if (time <= 0) { if (g.loseLife()) { time = 30 / g.SPEC.speed; } }
    },
    draw(ctx) {
      for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) {
        ctx.fillStyle = (x + y) % 2 ? g.SPEC.palette.accent : g.SPEC.palette.fg; ctx.globalAlpha = 0.12; ctx.fillRect(OX + x * C, OY + y * C, C, C); ctx.globalAlpha = 1;
        // A coloured disc per kind too: kinds stay apart for colour-blind players and without emoji fonts.
        ctx.fillStyle = HUES[board[y][x]]; ctx.beginPath(); ctx.arc(OX + x * C + C / 2, OY + y * C + C / 2, C * 0.42, 0, Math.PI * 2); ctx.fill();
        g.emoji(KINDS[board[y][x]], OX + x * C + C / 2, OY + y * C + C / 2, C * 0.6);
      }
      ctx.strokeStyle = g.SPEC.palette.fg; ctx.lineWidth = 2; ctx.strokeRect(OX + cursor.x * C + 2, OY + cursor.y * C + 2, C - 4, C - 4);
      if (pick) { ctx.strokeStyle = g.SPEC.palette.accent; ctx.lineWidth = 4; ctx.strokeRect(OX + pick.x * C + 2, OY + pick.y * C + 2, C - 4, C - 4); }
      ctx.fillStyle = g.SPEC.palette.accent; ctx.fillRect(OX, 100, (N * C) * Math.max(0, time) / 60, 8);
      ctx.font = 'bold 18px system-ui'; ctx.fillStyle = g.SPEC.palette.fg; ctx.textAlign = 'center'; ctx.fillText('⏱ ' + Math.max(0, Math.ceil(time)), g.W / 2, 80);
    },
  };
}
`;
