// Roles: player = your discs (red); enemy (else hazard, target: the runtime's stand-ins) = the other
// side's discs (yellow), played by a minimax AI with alpha-beta (easy looks 2 moves ahead and slips,
// hard 6) or, with twoPlayer, by a second person on the same screen. A disc is a red or yellow disc
// with its side's sprite on it; a disc-shaped emoji (🔴 🟡 …) is drawn as the disc itself.
// Parts: twoPlayer, levels (the next match has a deeper AI), timer (time up: ahead on rounds wins),
// night (light at the chosen column), highscores. Score = rounds won (g.got per round with a goal);
// a match is first to the goal's number of rounds, else first to 2. No lives.
import { boot } from '../runtime';
import type { Entity } from '../../src/design';

const COLS = 7;
const ROWS = 6;
const C = 62;
const X0 = (480 - COLS * C) / 2;
const Y0 = 150;
const R = 25;
const ORDER = [3, 2, 4, 1, 5, 0, 6]; // the middle first: better moves first make alpha-beta prune more
const DISCS: Record<string, [string, string]> = {
  '🔴': ['Red', '#ef4444'],
  '🟡': ['Yellow', '#facc15'],
  '🟢': ['Green', '#22c55e'],
  '🔵': ['Blue', '#3b82f6'],
};

type Who = 1 | 2;
interface Side {
  e: Entity;
  name: string;
  color: string;
  own: boolean;
}
type Board = number[]; // row * COLS + col, row 0 at the top; 0 empty, else Who

/** Every run of four cells: the windows the AI weighs and a win is looked for in. */
const WINDOWS: number[][] = [];
for (let r = 0; r < ROWS; r++)
  for (let c = 0; c < COLS; c++)
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ]) {
      const er = r + 3 * dr;
      const ec = c + 3 * dc;
      if (er < ROWS && ec >= 0 && ec < COLS)
        WINDOWS.push([0, 1, 2, 3].map((k) => (r + k * dr) * COLS + c + k * dc));
    }
const WEIGHT = [0, 1, 6, 40];

const free = (b: Board, c: number) => {
  for (let r = ROWS - 1; r >= 0; r--) if (!b[r * COLS + c]) return r;
  return -1;
};
/** The cells of a four (or more, in one line) that the disc at i makes, or null. */
function fourAt(b: Board, i: number): number[] | null {
  const full = WINDOWS.filter((w) => w.includes(i) && w.every((j) => b[j] === b[i]));
  if (!full.length) return null;
  const step = full[0][1] - full[0][0]; // one direction: a second four across it is not joined
  const cells = new Set(full.filter((w) => w[1] - w[0] === step).flat());
  return [...cells].sort((a, z) => a - z);
}
/** How good the board looks for `who`: open windows it half-fills, less the other side's, centre discs. */
function value(b: Board, who: Who): number {
  let s = 0;
  for (const w of WINDOWS) {
    let mine = 0;
    let theirs = 0;
    for (const j of w)
      if (b[j] === who) mine++;
      else if (b[j]) theirs++;
    if (!theirs) s += WEIGHT[mine];
    else if (!mine) s -= WEIGHT[theirs];
  }
  for (let r = 0; r < ROWS; r++) s += b[r * COLS + 3] === who ? 3 : b[r * COLS + 3] ? -3 : 0;
  return s;
}
function negamax(b: Board, who: Who, depth: number, alpha: number, beta: number): number {
  if (depth === 0) return value(b, who);
  let best = -Infinity;
  for (const c of ORDER) {
    const r = free(b, c);
    if (r < 0) continue;
    const i = r * COLS + c;
    b[i] = who;
    const v = fourAt(b, i) ? 10000 + depth : -negamax(b, who === 1 ? 2 : 1, depth - 1, -beta, -alpha);
    b[i] = 0;
    best = Math.max(best, v);
    alpha = Math.max(alpha, v);
    if (alpha >= beta) break;
  }
  return best === -Infinity ? 0 : best; // a full board is a draw
}
/** The best column for `who`, looking `depth` discs ahead; equal ones vary from game to game. */
function bestMove(b: Board, who: Who, depth: number): number {
  let best = -Infinity;
  let moves: number[] = [];
  for (const c of ORDER) {
    const r = free(b, c);
    if (r < 0) continue;
    const i = r * COLS + c;
    b[i] = who;
    const v = fourAt(b, i) ? 1e6 : -negamax(b, who === 1 ? 2 : 1, depth - 1, -Infinity, Infinity);
    b[i] = 0;
    if (v > best) [best, moves] = [v, [c]];
    else if (v === best) moves.push(c);
  }
  return moves[Math.floor(Math.random() * moves.length)];
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  const two = g.has('twoPlayer');
  const mine = g.role('player');
  const theirs = g.role('enemy');
  const goal = g.design.params.goal;
  const needed = g.clamp(goal ?? 2, 1, 9);
  const diff = g.design.params.difficulty;
  // A side's disc: its own emoji when that is a disc (a colour the other side does not have), else red
  // (or yellow against red) with the sprite on it.
  const sideOf = (e: Entity, not: string): Side => {
    const d = e.emoji ? DISCS[e.emoji] : undefined;
    if (d && d[0] !== not) return { e, name: d[0], color: d[1], own: true };
    const [name, color] = not === 'Red' ? DISCS['🟡'] : DISCS['🔴'];
    return { e, name, color, own: false };
  };
  const first = sideOf(mine, '');
  const side: Record<Who, Side> = { 1: first, 2: sideOf(theirs, first.name) };
  const same = mine === theirs; // no other side named: plain yellow discs, no sprite
  // The other side's name begins sentences; with nothing named it is its colour ("Yellow").
  const other = same ? side[2].name : theirs.name[0].toUpperCase() + theirs.name.slice(1);
  const label = (w: Who) => (two ? side[w].name : w === 1 ? 'You' : other);

  let board: Board;
  let turn: Who;
  let starter: Who;
  let wins: [number, number, number]; // draws, player, other
  let cursor: number;
  let think: number;
  let drop: { c: number; r: number; y: number; vy: number; bounced: boolean } | null;
  let over: { line: number[] | null; t: number } | null;
  let lastPointer = { x: -1, y: -1 };

  const cx = (c: number) => X0 + c * C + C / 2;
  const cy = (r: number) => Y0 + r * C + C / 2;
  const depth = () => g.clamp({ easy: 2, normal: 4, hard: 6 }[diff] + g.level - 1, 1, 7);
  const slip = () => Math.max(0, { easy: 0.3, normal: 0.08, hard: 0 }[diff] - 0.05 * (g.level - 1));

  function disc(w: Who, x: number, y: number, alpha = 1) {
    const { ctx } = g;
    ctx.globalAlpha = alpha;
    const s = side[w];
    if (!s.own) {
      ctx.fillStyle = s.color;
      ctx.beginPath();
      ctx.arc(x, y, R, 0, Math.PI * 2);
      ctx.fill();
      g.ring(x, y, R - 5, 'rgba(0,0,0,0.25)');
    }
    if (s.own) g.sprite(s.e, x, y, (R * 2.15) / g.design.params.size);
    else if (!(w === 2 && same)) g.sprite(s.e, x, y, 30 / Math.max(1, g.design.params.size));
    ctx.globalAlpha = 1;
  }
  function newRound() {
    board = Array<number>(COLS * ROWS).fill(0);
    turn = starter;
    over = null;
    drop = null;
    think = 0.7;
  }
  function play(c: number) {
    if (drop || over || c < 0 || c >= COLS) return;
    const r = free(board, c);
    if (r < 0) return g.sound('bad');
    cursor = c;
    drop = { c, r, y: Y0 - C / 2, vy: 0, bounced: false };
  }
  /** The falling disc has come to rest: it is on the board now, and may end the round. */
  function land(c: number, r: number) {
    const i = r * COLS + c;
    board[i] = turn;
    g.sound(turn === 1 ? 'jump' : 'tick');
    const line = fourAt(board, i);
    if (line || board.every((m) => m)) {
      over = { line, t: 0 };
      wins[line ? turn : 0]++;
      g.sound(!line ? 'tick' : turn === 1 || two ? 'win' : 'bad');
      return;
    }
    turn = turn === 1 ? 2 : 1;
    think = 0.5;
  }
  function tally() {
    if (over?.line && board[over.line[0]] === 1) {
      if (goal === null) g.addScore(1);
      else {
        g.got(1);
        if (g.state() !== 'play' || !over) return; // that won the match (or a new level began)
      }
    }
    if (wins[2] >= needed) return g.lose(`${two ? side[2].name : other} won the match`);
    if (wins[1] >= needed && goal === null) return g.win();
    starter = starter === 1 ? 2 : 1; // the rounds take turns at who begins
    newRound();
  }

  return {
    controls: two
      ? 'Take turns: tap a column, or arrows and Space (or 1-7), to drop a disc'
      : 'Tap a column, or arrows and Space (or 1-7), to drop your disc',
    reset() {
      wins = [0, 0, 0];
      starter = 1;
      cursor = 3;
      newRound();
    },
    update(dt) {
      if (drop) {
        drop.vy += 4200 * dt;
        drop.y += drop.vy * dt;
        const end = cy(drop.r);
        if (drop.y >= end) {
          drop.y = end;
          if (!drop.bounced && drop.vy > 300) [drop.vy, drop.bounced] = [-drop.vy * 0.22, true];
          else {
            const { c, r } = drop;
            drop = null;
            land(c, r);
          }
        }
        return;
      }
      if (over) {
        over.t += dt;
        if (over.t > 1.8) tally();
        return;
      }
      if (turn === 2 && !two) {
        think -= dt;
        if (think > 0) return;
        const open = ORDER.filter((c) => free(board, c) >= 0);
        return play(g.chance(slip()) ? g.pick(open) : bestMove(board, 2, depth()));
      }
      const inp = g.input;
      const p = inp.pointer;
      const inBoard = p.x > X0 && p.x < X0 + COLS * C && p.y > Y0 - 80 && p.y < Y0 + ROWS * C;
      const col = Math.floor((p.x - X0) / C);
      if (inBoard && (p.x !== lastPointer.x || p.y !== lastPointer.y)) cursor = col; // hovering aims
      lastPointer = { x: p.x, y: p.y };
      if (inp.tapped && inBoard) play(col);
      if (inp.pressed('ArrowLeft')) cursor = Math.max(0, cursor - 1);
      if (inp.pressed('ArrowRight')) cursor = Math.min(COLS - 1, cursor + 1);
      if (inp.pressed(' ') || inp.pressed('Enter') || inp.pressed('ArrowDown')) play(cursor);
      for (let k = 1; k <= COLS; k++) if (inp.pressed(String(k))) play(k - 1);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent, bg } = g.design.setting;
      // The match: each side's disc and its round wins.
      disc(1, 80, 66);
      g.text(`${wins[1]}`, 118, 68, 30, fg, 'left');
      g.text(`first to ${needed}` + (wins[0] ? ` · ${wins[0]} drawn` : ''), 240, 68, 15, accent);
      g.text(`${wins[2]}`, 362, 68, 30, fg, 'right');
      disc(2, 400, 66);
      board.forEach((m, i) => m && disc(m as Who, cx(i % COLS), cy(Math.floor(i / COLS))));
      if (drop) disc(turn, cx(drop.c), drop.y);
      else if (!over && (two || turn === 1)) disc(turn, cx(cursor), Y0 - 34, 0.9);
      // The frame in front of the discs, its holes showing them (or the background).
      ctx.fillStyle = '#1d4ed8';
      ctx.beginPath();
      ctx.roundRect(X0 - 8, Y0 - 6, COLS * C + 16, ROWS * C + 12, 16);
      for (let i = 0; i < COLS * ROWS; i++) {
        const x = cx(i % COLS);
        const y = cy(Math.floor(i / COLS));
        ctx.moveTo(x + R + 2, y);
        ctx.arc(x, y, R + 2, 0, Math.PI * 2);
      }
      ctx.fill('evenodd');
      ctx.strokeStyle = 'rgba(0,0,0,0.3)';
      ctx.lineWidth = 2;
      ctx.stroke();
      for (let c = 0; c < COLS; c++) g.text(`${c + 1}`, cx(c), Y0 + ROWS * C + 20, 13, fg + '99');
      if (over?.line) {
        // The four (or more) that won, ringed and joined, pulsing.
        const cells = over.line;
        const at = (i: number) => ({ x: cx(i % COLS), y: cy(Math.floor(i / COLS)) });
        const a = at(cells[0]);
        const z = at(cells[cells.length - 1]);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 8;
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        const k = Math.min(1, over.t * 3);
        ctx.lineTo(a.x + (z.x - a.x) * k, a.y + (z.y - a.y) * k);
        ctx.stroke();
        ctx.lineWidth = 4 + 2 * Math.sin(over.t * 10);
        ctx.strokeStyle = bg === '#ffffff' ? '#111' : '#fff';
        for (const i of cells) {
          ctx.beginPath();
          ctx.arc(at(i).x, at(i).y, R + 1, 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      const winner = over?.line ? (board[over.line[0]] as Who) : 0;
      const status = over
        ? winner
          ? `${label(winner)} ${winner === 1 && !two ? 'take' : 'takes'} the round!`
          : 'A draw'
        : two
          ? `${side[turn].name}'s turn`
          : turn === 1
            ? 'Your turn'
            : `${other} is thinking…`;
      ctx.font = 'bold 22px system-ui, sans-serif';
      if (!over) disc(turn, 240 - ctx.measureText(status).width / 2 - 36, 584);
      g.text(status, 240, 584, 22, over ? accent : fg);
    },
    light: () => ({ x: cx(cursor), y: drop ? drop.y : Y0 + 60 }),
    timeUp() {
      if (wins[1] > wins[2]) g.win();
      else g.lose("Time's up");
    },
  };
});
