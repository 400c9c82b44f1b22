// Roles: player = your mark (X); enemy (or else hazard) = the other side's mark (O), played by a minimax
// AI that slips on easy, or by a second person with twoPlayer. Parts: twoPlayer, levels (the next match
// has a sharper AI), timer, night (light at the cursor), highscores. A goal sets how many round wins
// take the match (g.got per round won); otherwise the first to 3.
import { boot, type Vec } from '../runtime';
import type { Entity } from '../../src/design';

const C = 120;
const X0 = (480 - 3 * C) / 2;
const Y0 = 150;
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];
const RING: Entity = { name: 'ring', emoji: '⭕', color: '#f43f5e' };

type Mark = 0 | 1 | 2; // empty, player, other
type Board = Mark[];

const winLine = (b: Board): number[] | null =>
  LINES.find((l) => b[l[0]] && b[l[0]] === b[l[1]] && b[l[1]] === b[l[2]]) ?? null;
const full = (b: Board) => b.every((m) => m !== 0);

/** The best result `who` can force, +1 win, 0 draw, -1 loss (sooner wins count a little more). */
function minimax(b: Board, who: 1 | 2, memo: Map<string, number>): number {
  const key = b.join('') + who;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -2;
  for (let i = 0; i < 9; i++) {
    if (b[i]) continue;
    b[i] = who;
    const score = winLine(b) ? 1 : full(b) ? 0 : -minimax(b, who === 1 ? 2 : 1, memo) * 0.9;
    b[i] = 0;
    best = Math.max(best, score);
  }
  memo.set(key, best);
  return best;
}

function bestMove(b: Board, who: 1 | 2, memo: Map<string, number>): number {
  let best = -3;
  let moves: number[] = [];
  for (let i = 0; i < 9; i++) {
    if (b[i]) continue;
    b[i] = who;
    const score = winLine(b) ? 1 : full(b) ? 0 : -minimax(b, who === 1 ? 2 : 1, memo) * 0.9;
    b[i] = 0;
    if (score > best + 1e-9) [best, moves] = [score, [i]];
    else if (Math.abs(score - best) < 1e-9) moves.push(i);
  }
  return moves[Math.floor(Math.random() * moves.length)]; // equal moves vary from game to game
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  const two = g.has('twoPlayer');
  const other = g.design.roles.enemy ?? g.design.roles.hazard ?? RING;
  const needed = g.clamp(g.design.params.goal ?? 3, 1, 9);
  const memo = new Map<string, number>();
  let board: Board;
  let turn: 1 | 2;
  let starter: 1 | 2;
  let wins: [number, number, number]; // draws, player, other
  let cursor: number;
  let think: number; // the AI waits a moment, so its move can be seen
  let over: { line: number[] | null; t: number } | null; // the finished round, shown before the next

  const slip = () =>
    Math.max(0, { easy: 0.45, normal: 0.15, hard: 0 }[g.design.params.difficulty] - 0.05 * (g.level - 1));
  const name = (who: 1 | 2) => (who === 1 ? g.role('player').name : other.name);
  const cellAt = (p: Vec) => {
    const x = Math.floor((p.x - X0) / C);
    const y = Math.floor((p.y - Y0) / C);
    return x >= 0 && y >= 0 && x < 3 && y < 3 ? y * 3 + x : -1;
  };
  const mark = (who: Mark, x: number, y: number, size: number) =>
    who === 1 ? g.sprite('player', x, y, size) : who === 2 ? g.sprite(other, x, y, size) : undefined;

  function newRound() {
    board = Array<Mark>(9).fill(0);
    turn = starter;
    over = null;
    think = 0.6;
  }
  function place(i: number) {
    if (i < 0 || board[i] || over) return;
    board[i] = turn;
    g.sound(turn === 1 ? 'jump' : 'tick');
    const line = winLine(board);
    if (line || full(board)) {
      over = { line, t: 0 };
      if (!line) wins[0]++;
      else wins[turn]++;
      if (line && turn === 2) g.sound('bad');
      return;
    }
    turn = turn === 1 ? 2 : 1;
    think = 0.6;
  }

  return {
    controls: two
      ? 'Take turns: tap a square, or arrows and Space (or keys 1-9)'
      : 'Tap a square, or arrows and Space (or keys 1-9), to place your mark',
    reset() {
      wins = [0, 0, 0];
      starter = 1;
      cursor = 4;
      newRound();
    },
    update(dt) {
      if (over) {
        over.t += dt;
        if (over.t < 1.4) return;
        // Scored once the round has been seen: reaching the goal ends the match at once.
        if (over.line && board[over.line[0]] === 1) {
          if (g.design.params.goal === null) g.addScore(10);
          else {
            g.got(1);
            if (!over || g.state() !== 'play') return; // that won the match (or a new level began)
          }
        }
        if (wins[2] >= needed)
          return g.lose(two ? `${other.name} wins the match` : `${other.name} won the match`);
        if (wins[1] >= needed && g.design.params.goal === null) return g.win(); // with a goal, g.got has won it
        starter = starter === 1 ? 2 : 1; // the rounds take turns at who begins
        return newRound();
      }
      if (turn === 2 && !two) {
        think -= dt;
        if (think <= 0) {
          const free = board.map((m, i) => (m ? -1 : i)).filter((i) => i >= 0);
          place(g.chance(slip()) ? g.pick(free) : bestMove(board, 2, memo));
        }
        return;
      }
      const inp = g.input;
      if (inp.tapped && cellAt(inp.pointer) >= 0) {
        cursor = cellAt(inp.pointer);
        place(cursor);
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy)
        cursor = g.clamp(Math.floor(cursor / 3) + dy, 0, 2) * 3 + g.clamp((cursor % 3) + dx, 0, 2);
      if (inp.pressed(' ') || inp.pressed('Enter')) place(cursor);
      for (let k = 1; k <= 9; k++) if (inp.pressed(String(k))) place(k - 1);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const fit = 1 / Math.max(1, g.design.params.size);
      // The match: each side's mark and its round wins, first to `needed`.
      mark(1, 110, 84, 40 * fit);
      g.text(`${wins[1]}`, 150, 86, 30, fg, 'left');
      g.text(`first to ${needed}` + (wins[0] ? ` · ${wins[0]} drawn` : ''), 240, 86, 15, accent);
      g.text(`${wins[2]}`, 330, 86, 30, fg, 'right');
      mark(2, 370, 84, 40 * fit);
      ctx.strokeStyle = fg;
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      for (let k = 1; k < 3; k++) {
        ctx.beginPath();
        ctx.moveTo(X0 + k * C, Y0 + 8);
        ctx.lineTo(X0 + k * C, Y0 + 3 * C - 8);
        ctx.moveTo(X0 + 8, Y0 + k * C);
        ctx.lineTo(X0 + 3 * C - 8, Y0 + k * C);
        ctx.stroke();
      }
      const centre = (i: number) => ({ x: X0 + (i % 3) * C + C / 2, y: Y0 + Math.floor(i / 3) * C + C / 2 });
      board.forEach((m, i) => mark(m, centre(i).x, centre(i).y, C * 0.66 * fit));
      if (!over && (two || turn === 1)) {
        const { x, y } = centre(cursor);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 3;
        ctx.strokeRect(x - C / 2 + 8, y - C / 2 + 8, C - 16, C - 16);
      }
      if (over?.line) {
        const a = centre(over.line[0]);
        const b = centre(over.line[2]);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 10;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(a.x + (b.x - a.x) * Math.min(1, over.t * 3), a.y + (b.y - a.y) * Math.min(1, over.t * 3));
        ctx.stroke();
      }
      const who = over ? (over.line ? board[over.line[0]] : 0) : turn;
      const status = over
        ? who
          ? `${name(who as 1 | 2)} takes the round!`
          : 'A draw'
        : two
          ? `${name(turn)}'s turn`
          : turn === 1
            ? 'Your turn'
            : `${other.name} is thinking…`;
      ctx.font = 'bold 22px system-ui, sans-serif';
      if (!over) mark(turn, 240 - ctx.measureText(status).width / 2 - 30, 560, 30 * fit);
      g.text(status, 240, 560, 22, over ? accent : fg);
    },
    light: () => ({ x: X0 + (cursor % 3) * C + C / 2, y: Y0 + Math.floor(cursor / 3) * C + C / 2 }),
  };
});
