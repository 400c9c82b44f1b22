// Roles: target = what the stones are, when named (shells, beans); coloured stones otherwise. Parts: modes (easy, normal, hard: how far the computer looks
// ahead), highscores. Kalaha / mancala against the computer (kalaha.ts): six pits a side with four stones
// each (or as asked), a store at each end, yours on the right. Tap one of your pits (or 1-6): its stones
// walk one by one round the board counter-clockwise; the last in your store plays again; the last in an
// empty pit of yours takes the stones across. The computer's moves walk the same way. An empty side ends
// the game: whoever has more stones wins.
import { boot } from '../runtime';
import { choose, legal, path, play, start, STORE, type Board } from '../kalaha';

const ROW = { top: 250, bottom: 360 };
const pitX = (k: number) => 98 + k * 57;
const COLOURS = ['#f87171', '#fbbf24', '#34d399', '#60a5fa', '#c084fc', '#f472b6'];

/** Where place i of the board is on the screen. */
function placeAt(i: number): { x: number; y: number } {
  if (i === 6) return { x: 446, y: (ROW.top + ROW.bottom) / 2 };
  if (i === 13) return { x: 34, y: (ROW.top + ROW.bottom) / 2 };
  return i < 6 ? { x: pitX(i), y: ROW.bottom } : { x: pitX(12 - i), y: ROW.top };
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const depth = { easy: 1, normal: 3, hard: 6 }[g.design.params.difficulty];
  let board: Board;
  let turn: 0 | 1;
  let walking: { from: number; lands: number[]; t: number; side: 0 | 1; before: Board } | null;
  let thinking: number;
  let done: number | null;
  let said: string;

  function move(pit: number, side: 0 | 1) {
    walking = { from: pit, lands: path(board, pit, side), t: 0, side, before: board };
    board = board.map((n, i) => (i === pit ? 0 : n));
    g.sound('tick');
  }
  function landed() {
    const w = walking!;
    const after = play(w.before, w.from, w.side);
    board = after.board;
    walking = null;
    if (after.over) {
      done = 0;
      return;
    }
    said = after.again ? g.say('Again!') : '';
    if (!after.again) turn = (1 - w.side) as 0 | 1;
    else g.sound('point');
    thinking = 0.7;
  }

  return {
    controls: 'Tap one of your pits (bottom row) or press 1-6 to sow its stones',
    reset() {
      board = start(Math.max(3, Math.min(6, g.design.params.goal ?? 4)));
      turn = 0;
      walking = null;
      thinking = 0;
      done = null;
      said = '';
    },
    update(dt) {
      if (done !== null) {
        if ((done += dt) < 1) return;
        const [me, them] = [board[STORE[0]], board[STORE[1]]];
        g.addScore(me, true);
        if (me > them) return g.win(`${g.say('You win!')} ${me} – ${them}`);
        if (me === them) return g.win(`${g.say('A draw')}: ${me} – ${them}`);
        return g.lose(`${g.say('The computer wins')} ${them} – ${me}`);
      }
      if (walking) {
        // a stone a step: each lands in turn
        walking.t += dt;
        const shown = Math.min(walking.lands.length, Math.floor(walking.t / 0.16));
        const base = walking.before.map((n, i) => (i === walking!.from ? 0 : n));
        for (const at of walking.lands.slice(0, shown)) base[at] += 1;
        board = base;
        if (walking.t >= walking.lands.length * 0.16 + 0.2) landed();
        return;
      }
      if (turn === 1) {
        if ((thinking -= dt) > 0) return;
        return move(choose(board, 1, depth), 1);
      }
      const inp = g.input;
      for (let k = 0; k < 6; k++) if (inp.pressed(String(k + 1)) && board[k] > 0) return move(k, 0);
      if (!inp.tapped) return;
      const pit = legal(board, 0).find(
        (i) => Math.hypot(inp.tapAt.x - placeAt(i).x, inp.tapAt.y - placeAt(i).y) < 30,
      );
      if (pit !== undefined) move(pit, 0);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the wooden board, its stores and pits
      ctx.fillStyle = '#92400e';
      ctx.beginPath();
      ctx.roundRect(8, ROW.top - 56, g.W - 16, ROW.bottom - ROW.top + 112, 40);
      ctx.fill();
      for (let i = 0; i < 14; i++) {
        const p = placeAt(i);
        const store = i === 6 || i === 13;
        ctx.fillStyle = '#5c2a0a';
        ctx.beginPath();
        if (store) ctx.roundRect(p.x - 22, p.y - 72, 44, 144, 22);
        else ctx.arc(p.x, p.y, 26, 0, Math.PI * 2);
        ctx.fill();
        if (turn === 0 && !walking && i < 6 && board[i] > 0) g.ring(p.x, p.y, 28, accent + '88', 2);
        // the stones, a few in a heap, and how many
        const n = board[i];
        for (let k = 0; k < Math.min(n, store ? 24 : 12); k++) {
          const a = k * 2.4;
          const r = store ? 6 + (k % 6) * 2 : 4 + (k % 4) * 4;
          const sx = p.x + Math.cos(a) * r * (store ? 1.2 : 1);
          const sy = p.y + Math.sin(a) * r * (store ? 4 : 1);
          if (g.design.roles.target) g.sprite('target', sx, sy, 13);
          else {
            ctx.fillStyle = COLOURS[(k + i) % COLOURS.length];
            ctx.beginPath();
            ctx.arc(sx, sy, 5, 0, Math.PI * 2);
            ctx.fill();
          }
        }
        const labelY = store ? p.y + 92 : i < 6 ? p.y + 44 : p.y - 44;
        g.text(String(n), p.x, labelY, store ? 22 : 16, fg);
      }
      g.text(g.say('Computer'), 34, ROW.top - 80, 16, turn === 1 ? accent : fg, 'left');
      g.text(g.say('You'), g.W - 34, ROW.bottom + 90, 16, turn === 0 ? accent : fg, 'right');
      if (said) g.text(said, g.W / 2, ROW.bottom + 120, 22, accent);
      if (turn === 1 && !done) g.text('…', g.W / 2, ROW.top - 80, 22, fg);
    },
  };
});
