// Roles: player = your pieces (they start at the bottom and move up); enemy (else the runtime's stand-ins)
// = the other side's pieces, played by an alpha-beta AI (material, kings, advancement; easy looks 2 plies
// ahead and slips now and then, hard 8 within a time budget) or, with twoPlayer, by a second person on
// the same screen. A piece is a disc in its side's colour with the side's sprite on it; a side that is
// only a plain circle ("red circle", "black circle", 🔴 ⚫) or has no emoji is a plain disc in the colour
// its name (or circle) says. Kings wear a 👑.
// English draughts: 8×8, 12 men each on the dark squares, men move and capture diagonally forward,
// captures are compulsory and a multi-jump goes on with the same piece, a man reaching the far row is
// crowned (which ends the move) and a king moves and captures both ways, one square at a time. Taking
// every piece or leaving the other side without a move wins; 60 plies with no capture and no man moved
// is a draw. You move first. Undo (or U) takes back your last move and the answer to it.
// Parts: twoPlayer (pass-and-play: the board says whose turn it is), highscores (10 a piece you take,
// 100 for the win), timer (time up: more pieces wins). No lives.
import { boot, type Vec } from '../runtime';
import { panel } from '../panel';
import { brightness, mix, rgb } from '../colours';
import type { Entity } from '../../src/design';

const S = 52; // a square
const X0 = (480 - 8 * S) / 2;
const Y0 = 116;
const R = 20; // a piece
const DRAW_PLIES = 60;

/** row * 8 + col, row 0 at the top. 0 empty; 1 a man of side 1 (you), 2 its king; -1, -2 the other side. */
type Board = number[];
type Side = 1 | -1;
interface Move {
  from: number;
  /** Every square it lands on, in order (one for a step, one per jump). */
  path: number[];
  /** The squares of the pieces it takes. */
  caps: number[];
}
interface Hop {
  piece: number;
  from: number;
  to: number;
  cap: number; // -1: no capture
  t: number;
  dur: number;
  /** What follows once it has landed (the move is complete). */
  then?: () => void;
}
interface Fade {
  i: number;
  piece: number;
  t: number;
}

const row = (i: number) => i >> 3;
const col = (i: number) => i & 7;
const dark = (r: number, c: number) => (r + c) % 2 === 1;
const crownRow = (s: Side) => (s === 1 ? 0 : 7);
const sideOf = (p: number): Side | 0 => (p > 0 ? 1 : p < 0 ? -1 : 0);
const ALL_DIRS: [number, number][] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];
function dirs(p: number): [number, number][] {
  if (Math.abs(p) === 2) return ALL_DIRS;
  return p > 0 ? ALL_DIRS.slice(0, 2) : ALL_DIRS.slice(2);
}

/** The jump sequences from `at` (the piece started at `from`), each as long as the rules make it go. */
function jumps(b: Board, from: number, p: number, at: number, path: number[], caps: number[], out: Move[]) {
  let went = false;
  for (const [dr, dc] of dirs(p)) {
    const r1 = row(at) + dr;
    const c1 = col(at) + dc;
    const r2 = r1 + dr;
    const c2 = c1 + dc;
    if (r2 < 0 || r2 > 7 || c2 < 0 || c2 > 7) continue;
    const mid = r1 * 8 + c1;
    const land = r2 * 8 + c2;
    if (sideOf(b[mid]) !== -sideOf(p) || caps.includes(mid)) continue;
    if (b[land] !== 0 && land !== from) continue; // a king's ring of jumps may end where it began
    went = true;
    const nextPath = [...path, land];
    const nextCaps = [...caps, mid];
    // A man crowned mid-jump stops there: crowning ends the move.
    if (Math.abs(p) === 1 && r2 === crownRow(sideOf(p) as Side))
      out.push({ from, path: nextPath, caps: nextCaps });
    else jumps(b, from, p, land, nextPath, nextCaps, out);
  }
  if (!went && path.length) out.push({ from, path, caps });
}

/** Every legal move of side `s`: the captures if there are any (they are compulsory), else the steps. */
function legal(b: Board, s: Side): Move[] {
  const caps: Move[] = [];
  for (let i = 0; i < 64; i++) if (sideOf(b[i]) === s) jumps(b, i, b[i], i, [], [], caps);
  if (caps.length) return caps;
  const steps: Move[] = [];
  for (let i = 0; i < 64; i++) {
    if (sideOf(b[i]) !== s) continue;
    for (const [dr, dc] of dirs(b[i])) {
      const r = row(i) + dr;
      const c = col(i) + dc;
      if (r >= 0 && r < 8 && c >= 0 && c < 8 && b[r * 8 + c] === 0)
        steps.push({ from: i, path: [r * 8 + c], caps: [] });
    }
  }
  return steps;
}
const dest = (m: Move) => m.path[m.path.length - 1];
const crowns = (b: Board, m: Move) =>
  Math.abs(b[m.from]) === 1 && row(dest(m)) === crownRow(sideOf(b[m.from]) as Side);

/** Plays `m` on `b`; returns what undo() needs. */
function make(b: Board, m: Move): number[] {
  const p = b[m.from];
  const taken = m.caps.map((c) => b[c]);
  const crowned = crowns(b, m);
  b[m.from] = 0;
  for (const c of m.caps) b[c] = 0;
  b[dest(m)] = crowned ? p * 2 : p;
  return [p, ...taken];
}
function undo(b: Board, m: Move, saved: number[]) {
  b[dest(m)] = 0;
  b[m.from] = saved[0];
  m.caps.forEach((c, k) => (b[c] = saved[k + 1]));
}

/** How the board looks for side `s`: material (kings more), men's advance, a guarded back row. */
function value(b: Board, s: Side): number {
  let v = 0;
  for (let i = 0; i < 64; i++) {
    const p = b[i];
    if (!p) continue;
    const r = row(i);
    let w: number;
    if (Math.abs(p) === 2) {
      const c = col(i);
      w = 165 + (r > 1 && r < 6 && c > 1 && c < 6 ? 6 : 0); // kings like the middle
    } else {
      const advance = p > 0 ? 7 - r : r;
      w = 100 + advance * advance * 0.9 + (advance === 0 ? 8 : 0); // the back row keeps kings out
    }
    v += p > 0 ? w : -w;
  }
  return v * s;
}

/** A search with a time budget: iterative deepening, alpha-beta, captures searched to the end. */
function search(b: Board, s: Side, maxDepth: number, budgetMs: number): Move | null {
  const root = legal(b, s);
  if (root.length <= 1) return root[0] ?? null;
  const deadline = performance.now() + budgetMs;
  let nodes = 0;
  let aborted = false;
  const negamax = (who: Side, depth: number, alpha: number, beta: number, ply: number): number => {
    if ((++nodes & 1023) === 0 && performance.now() > deadline) aborted = true;
    if (aborted) return 0;
    const ms = legal(b, who);
    if (!ms.length) return -100000 + ply; // no move: lost (sooner losses are worse)
    const capturing = ms[0].caps.length > 0;
    if (depth <= 0 && (!capturing || depth < -8)) return value(b, who);
    let best = -Infinity;
    for (const m of ms) {
      const saved = make(b, m);
      const v = -negamax(who === 1 ? -1 : 1, depth - 1, -beta, -alpha, ply + 1);
      undo(b, m, saved);
      if (v > best) best = v;
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return best;
  };
  let chosen: Move[] = root;
  // Earlier depths' best first helps the later ones prune; equal moves vary from game to game.
  for (let depth = 1; depth <= maxDepth; depth++) {
    let best = -Infinity;
    let moves: Move[] = [];
    const order = [...chosen, ...root.filter((m) => !chosen.includes(m))];
    for (const m of order) {
      const saved = make(b, m);
      const v = -negamax(s === 1 ? -1 : 1, depth - 1, -Infinity, -best + 1, 1);
      undo(b, m, saved);
      if (aborted) break;
      if (v > best + 0.5) [best, moves] = [v, [m]];
      else if (Math.abs(v - best) <= 0.5) moves.push(m);
    }
    if (aborted) break;
    chosen = moves;
    if (Math.abs(best) > 50000) break; // a forced result is known
  }
  return chosen[Math.floor(Math.random() * chosen.length)];
}

// The colours a plain side's name or circle can say.
const CIRCLES: Record<string, string> = {
  '🔴': '#dc2626',
  '🟠': '#ea580c',
  '🟡': '#eab308',
  '🟢': '#16a34a',
  '🔵': '#2563eb',
  '🟣': '#9333ea',
  '🟤': '#7c2d12',
  '⚫': '#1f2937',
  '⚪': '#f1f5f9',
};
const COLOUR_WORDS: Record<string, string> = {
  red: '#dc2626',
  black: '#1f2937',
  white: '#f1f5f9',
  yellow: '#eab308',
  gold: '#d4a017',
  orange: '#ea580c',
  green: '#16a34a',
  blue: '#2563eb',
  purple: '#9333ea',
  pink: '#ec4899',
  brown: '#7c2d12',
  grey: '#6b7280',
  gray: '#6b7280',
  silver: '#cbd5e1',
};
const PLAIN_EMOJI = new Set([...Object.keys(CIRCLES), '⭕', '🔘', '⏺️', '⏺']);
const PLAIN_NAME = /\b(circles?|discs?|disks?|checkers?|pieces?|counters?|tokens?|draughts?|dots?)\b/i;

const isLight = (c: string) => brightness(c) > 140;
const apart = (a: string, b: string) => {
  const x = rgb(a);
  const y = rgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

interface Look {
  e: Entity;
  plain: boolean;
  color: string;
  /** What the side is called on the board: "Red", "Cat". */
  label: string;
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  const two = g.has('twoPlayer');
  const diff = g.design.params.difficulty;
  const fit = 1 / Math.max(1, g.design.params.size);
  const { fg, accent, bg } = g.design.setting;

  // Each side's look: its sprite on a disc in its colour, or a plain disc in the colour it names.
  function lookOf(e: Entity, s: Side): Look {
    const word = Object.keys(COLOUR_WORDS).find((w) => new RegExp(`\\b${w}\\b`, 'i').test(e.name));
    const plain = !e.emoji || PLAIN_EMOJI.has(e.emoji) || PLAIN_NAME.test(e.name);
    const color = plain
      ? (word && COLOUR_WORDS[word]) || (e.emoji && CIRCLES[e.emoji]) || (s === 1 ? '#dc2626' : '#1f2937')
      : e.color;
    const label = plain
      ? word
        ? word[0].toUpperCase() + word.slice(1)
        : s === 1
          ? 'Red'
          : 'Black'
      : e.name[0].toUpperCase() + e.name.slice(1);
    return { e, plain, color, label };
  }
  const look: Record<Side, Look> = {
    1: lookOf(g.role('player'), 1),
    [-1]: lookOf(g.role('enemy'), -1),
  } as Record<Side, Look>;
  // Two sides the same colour (or near it) could not be told apart: the other side's goes darker or lighter.
  if (apart(look[1].color, look[-1].color) < 110)
    look[-1].color = look[-1].plain
      ? isLight(look[1].color)
        ? '#1f2937'
        : '#f1f5f9'
      : mix(look[-1].color, isLight(look[1].color) ? '#000000' : '#ffffff', 0.55);
  if (look[1].label === look[-1].label) [look[1].label, look[-1].label] = ['Player 1', 'Player 2'];
  const name = (s: Side) => (two ? look[s].label : s === 1 ? 'You' : look[-1].label);

  const darkSq = mix('#8a5a34', accent, 0.08);
  const lightSq = mix('#ead7b0', fg, 0.12);

  let board: Board;
  let turn: Side;
  let moves: Move[]; // the side to move's legal moves, found as its turn began
  let sel: number; // the selected piece's square (-1 none)
  let taken: number[]; // the squares the selected piece has landed on so far this move
  let cursor: number;
  let hops: Hop[]; // the move being shown
  let fades: Fade[];
  let think: number;
  let quiet: number; // plies without a capture or a man moving
  let last: { from: number; to: number } | null;
  let over: { t: number; winner: Side | 0; told: boolean } | null;
  let news: { text: string; t: number } | null; // a word in the status line for a moment ("Crowned!")
  let hint: number; // seconds to show the pieces that must jump (after a wrong tap)
  let takenBy: Record<Side, number>;
  let lastPointer: Vec = { x: -1, y: -1 };
  // The board as each of your turns began, for Undo (your move and the computer's answer taken back).
  let history: {
    side: Side;
    board: number[];
    quiet: number;
    takenBy: Record<Side, number>;
    last: typeof last;
  }[];
  const UNDO = { x: 344, y: 592, w: 100, h: 34 };
  const canUndo = () => human() && !taken.length && !hops.length && !over && history.length >= 2;

  const cx = (i: number) => X0 + col(i) * S + S / 2;
  const cy = (i: number) => Y0 + row(i) * S + S / 2;
  const cellAt = (p: Vec) => {
    const c = Math.floor((p.x - X0) / S);
    const r = Math.floor((p.y - Y0) / S);
    return r >= 0 && r < 8 && c >= 0 && c < 8 ? r * 8 + c : -1;
  };
  const depth = () => ({ easy: 2, normal: 4, hard: 8 })[diff] + g.level - 1;
  const slip = () => ({ easy: 0.3, normal: 0.06, hard: 0 })[diff];
  const human = () => two || turn === 1;
  const count = (s: Side) => board.filter((p) => sideOf(p) === s).length;

  /** The moves of the selected piece that go on the way it has gone so far. */
  const going = () =>
    sel < 0 ? [] : moves.filter((m) => m.from === sel && taken.every((sq, k) => m.path[k] === sq));
  /** Where the selected piece can land next. */
  const targets = () => [...new Set(going().map((m) => m.path[taken.length]))];
  const mustJump = () => moves.length > 0 && moves[0].caps.length > 0;
  const movable = (i: number) => moves.some((m) => m.from === i);

  function startTurn(s: Side) {
    turn = s;
    moves = legal(board, s);
    sel = -1;
    taken = [];
    think = 0.55;
    if (!moves.length) return finish(s === 1 ? -1 : 1); // no piece or no move: the other side wins
    if (quiet >= DRAW_PLIES) return finish(0);
    if (human()) history.push({ side: s, board: [...board], quiet, takenBy: { ...takenBy }, last });
    // The cursor starts on a piece that can move (one that must jump, when one must).
    if (human() && !movable(cursor)) cursor = moves[0].from;
  }
  function takeBack() {
    if (!canUndo()) return;
    history.pop(); // (this turn's start)
    const back = history.pop()!; // (the turn before: startTurn keeps it again)
    board = [...back.board];
    quiet = back.quiet;
    takenBy = { ...back.takenBy };
    last = back.last;
    g.sound('tick');
    startTurn(back.side);
  }
  function finish(winner: Side | 0) {
    over = { t: 0, winner, told: false };
    sel = -1;
    g.sound(winner === 0 ? 'tick' : winner === 1 || two ? 'win' : 'bad');
  }

  /** Shows one hop (the board changes as it ends: the jumped piece goes, a crown may come). */
  function hop(piece: number, from: number, to: number, cap: number, dur: number) {
    hops.push({ piece, from, to, cap, t: 0, dur });
  }
  /** The board after a hop ends. */
  function land(h: Hop) {
    board[h.from] = 0;
    board[h.to] = h.piece;
    if (h.cap >= 0) {
      fades.push({ i: h.cap, piece: board[h.cap], t: 0 });
      board[h.cap] = 0;
      takenBy[sideOf(h.piece) as Side]++;
      if (sideOf(h.piece) === 1) g.addScore(10);
      else g.sound('hit');
      g.note(330 + 60 * takenBy[sideOf(h.piece) as Side], 0.12, 'square', 0.05);
    } else g.sound(sideOf(h.piece) === 1 ? 'jump' : 'tick');
  }
  /** A whole move is over: crown, count towards a draw, and hand over the turn. */
  function done(m: Move, wasMan: boolean) {
    const to = dest(m);
    const s = sideOf(board[to]) as Side;
    if (wasMan && row(to) === crownRow(s)) {
      board[to] = s * 2;
      g.note(660, 0.15, 'triangle', 0.08);
      g.note(990, 0.3, 'triangle', 0.06);
      news = {
        text: s === 1 || two ? `${two ? look[s].label : 'You'}: a king!` : `${look[-1].label} has a king`,
        t: 1.4,
      };
    }
    quiet = m.caps.length || wasMan ? 0 : quiet + 1;
    last = { from: m.from, to };
    startTurn(s === 1 ? -1 : 1);
  }

  /** The person acts on square i: select a piece, or move the selected one there. */
  function act(i: number) {
    if (i < 0 || hops.length || over || !human()) return;
    if (taken.length) {
      // Mid-jump: the same piece jumps on.
      if (targets().includes(i)) step(i);
      else g.sound('bad');
      return;
    }
    if (sideOf(board[i]) === turn) {
      if (movable(i)) {
        sel = i === sel ? -1 : i;
        g.sound('tick');
      } else {
        sel = -1;
        g.sound('bad');
        if (mustJump()) hint = 1.6; // another piece has to jump: show which
      }
      return;
    }
    if (sel >= 0 && targets().includes(i)) return step(i);
    if (sel >= 0) g.sound('bad');
    sel = -1;
  }
  /** The selected piece lands on i (one step, or one jump of a multi-jump). */
  function step(i: number) {
    const at = taken.length ? taken[taken.length - 1] : sel;
    const m = going().find((x) => x.path[taken.length] === i)!;
    const cap = m.caps.length ? m.caps[taken.length] : -1;
    taken.push(i);
    hop(board[at], at, i, cap, cap >= 0 ? 0.2 : 0.14);
    cursor = i;
    const complete = going().find((x) => x.path.length === taken.length);
    if (complete) {
      const wasMan = Math.abs(board[at]) === 1; // the piece is still where this hop starts
      hops[hops.length - 1].then = () => done(complete, wasMan);
    }
  }
  /** The computer plays a whole move, hop by hop. */
  function computer() {
    const m = g.chance(slip()) ? g.pick(moves) : search(board, -1, depth(), diff === 'hard' ? 450 : 250);
    if (!m) return finish(1);
    const wasMan = Math.abs(board[m.from]) === 1;
    let at = m.from;
    m.path.forEach((sq, k) => {
      hop(board[m.from], at, sq, m.caps.length ? m.caps[k] : -1, 0.28);
      at = sq;
    });
    hops[hops.length - 1].then = () => done(m, wasMan);
    sel = m.from;
  }

  // Drawing ------------------------------------------------------------------------------------------
  function piece(p: number, x: number, y: number, alpha = 1, scale = 1) {
    const { ctx } = g;
    const s = sideOf(p) as Side;
    const lk = look[s];
    const r = R * scale;
    ctx.globalAlpha = alpha;
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.beginPath();
    ctx.ellipse(x + 2, y + 4, r, r * 0.92, 0, 0, Math.PI * 2);
    ctx.fill();
    // The rim, the face a shade lighter, and the groove round it: a piece, not a flat dot.
    const edge = isLight(lk.color) ? mix(lk.color, '#000000', 0.35) : mix(lk.color, '#ffffff', 0.3);
    ctx.fillStyle = mix(lk.color, '#000000', 0.3);
    ctx.beginPath();
    ctx.arc(x, y + 2, r, 0, Math.PI * 2);
    ctx.fill();
    const face = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
    face.addColorStop(0, mix(lk.color, '#ffffff', 0.28));
    face.addColorStop(1, lk.color);
    ctx.fillStyle = face;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = edge;
    ctx.lineWidth = 1.5 * scale;
    ctx.beginPath();
    ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
    ctx.stroke();
    const king = Math.abs(p) === 2;
    if (!lk.plain) g.sprite(lk.e, x, y + (king ? 3 * scale : 0), r * 1.45 * fit);
    if (king) {
      g.ring(x, y, r - 1, '#facc15', 2.5 * scale);
      const size = (lk.plain ? 24 : 17) * scale;
      ctx.fillStyle = '#000';
      ctx.font = `${size}px "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('👑', x, lk.plain ? y + 1 : y - r * 0.62);
    }
    ctx.globalAlpha = 1;
  }
  function square(i: number, color: string, width = 3, inset = 3) {
    const { ctx } = g;
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.strokeRect(X0 + col(i) * S + inset, Y0 + row(i) * S + inset, S - inset * 2, S - inset * 2);
  }

  return {
    controls: two
      ? 'Take turns: tap a piece, then where it goes (or arrows and Space). Jumps are a must'
      : 'Tap a piece, then where it goes (or arrows and Space). Jumps are a must',
    reset() {
      board = Array<number>(64).fill(0);
      for (let i = 0; i < 64; i++) if (dark(row(i), col(i))) board[i] = row(i) < 3 ? -1 : row(i) > 4 ? 1 : 0;
      hops = [];
      fades = [];
      quiet = 0;
      last = null;
      over = null;
      hint = 0;
      news = null;
      takenBy = { 1: 0, [-1]: 0 } as Record<Side, number>;
      history = [];
      cursor = 5 * 8 + 2;
      lastPointer = { ...g.input.pointer }; // only a pointer that moves points at squares
      startTurn(1);
    },
    update(dt) {
      hint = Math.max(0, hint - dt);
      if (news && (news.t -= dt) <= 0) news = null;
      for (const f of fades) f.t += dt;
      fades = fades.filter((f) => f.t < 0.5);
      if (hops.length) {
        const h = hops[0];
        h.t += dt;
        if (h.t >= h.dur) {
          hops.shift();
          land(h);
          h.then?.();
        }
        return;
      }
      if (over) {
        over.t += dt;
        if (over.t < 1.3 || over.told) return;
        over.told = true;
        const w = over.winner;
        if (w === 1) {
          g.addScore(100);
          return g.win();
        }
        return g.lose(w === 0 ? 'A draw' : two ? `${look[-1].label} wins!` : `${look[-1].label} won`);
      }
      if (!human()) {
        think -= dt;
        if (think <= 0) computer();
        return;
      }
      const inp = g.input;
      const p = inp.pointer;
      const at = cellAt(p);
      if (at >= 0 && (p.x !== lastPointer.x || p.y !== lastPointer.y)) cursor = at; // hovering points
      lastPointer = { x: p.x, y: p.y };
      if (inp.tapped && g.within(inp.tapAt, UNDO)) return takeBack();
      if (inp.pressed('u') || inp.pressed('Backspace')) return takeBack();
      if (inp.tapped) act(cellAt(inp.tapAt));
      const dx =
        (inp.pressed('ArrowRight') || inp.pressed('d') ? 1 : 0) -
        (inp.pressed('ArrowLeft') || inp.pressed('a') ? 1 : 0);
      const dy =
        (inp.pressed('ArrowDown') || inp.pressed('s') ? 1 : 0) -
        (inp.pressed('ArrowUp') || inp.pressed('w') ? 1 : 0);
      if (dx || dy) cursor = g.clamp(row(cursor) + dy, 0, 7) * 8 + g.clamp(col(cursor) + dx, 0, 7);
      if (inp.pressed(' ') || inp.pressed('Enter')) act(cursor);
      if (inp.pressed('Escape') && !taken.length) sel = -1;
    },
    draw() {
      const { ctx } = g;
      const t = g.time;
      // Who is who, and how many pieces each has left.
      const left = (s: Side) => (board ? count(s) : 12);
      const top = 66;
      piece(1, 44, top, 1, 0.8);
      g.text(`${name(1)}  ${left(1)}`, 66, top, 18, turn === 1 && !over ? fg : fg + 'aa', 'left');
      piece(-1, 436, top, 1, 0.8);
      g.text(`${left(-1)}  ${name(-1)}`, 414, top, 18, turn === -1 && !over ? fg : fg + 'aa', 'right');
      g.text('vs', 240, top, 15, accent);
      // The board in its frame.
      ctx.fillStyle = mix('#3b2414', bg, 0.25);
      ctx.beginPath();
      ctx.roundRect(X0 - 10, Y0 - 10, 8 * S + 20, 8 * S + 20, 10);
      ctx.fill();
      for (let i = 0; i < 64; i++) {
        ctx.fillStyle = dark(row(i), col(i)) ? darkSq : lightSq;
        ctx.fillRect(X0 + col(i) * S, Y0 + row(i) * S, S, S);
      }
      if (last) {
        ctx.fillStyle = 'rgba(255,255,255,0.13)';
        for (const i of [last.from, last.to]) ctx.fillRect(X0 + col(i) * S, Y0 + row(i) * S, S, S);
      }
      const moving = new Set(hops.length ? [hops[0].from] : []);
      const yours = human() && !over && !hops.length;
      // Pieces that must jump glow (after a wrong tap they pulse harder).
      if (yours && mustJump() && !taken.length) {
        const pulse = 0.5 + 0.5 * Math.sin(t * (hint > 0 ? 14 : 5));
        for (const i of new Set(moves.map((m) => m.from))) {
          ctx.fillStyle = `rgba(250,204,21,${0.18 + 0.25 * pulse})`;
          ctx.fillRect(X0 + col(i) * S, Y0 + row(i) * S, S, S);
        }
      }
      for (let i = 0; i < 64; i++) if (board[i] && !moving.has(i)) piece(board[i], cx(i), cy(i));
      if (yours && mustJump() && !taken.length && sel < 0)
        for (const i of new Set(moves.map((m) => m.from)))
          g.ring(
            cx(i),
            cy(i),
            R + 3 + Math.sin(t * (hint > 0 ? 14 : 5)) * 1.5,
            '#facc15',
            hint > 0 ? 4 : 2.5,
          );
      for (const f of fades) piece(f.piece, cx(f.i), cy(f.i) - f.t * 30, 1 - f.t * 2, 1 + f.t);
      if (hops.length) {
        const h = hops[0];
        const k = Math.min(1, h.t / h.dur);
        const e = k * k * (3 - 2 * k);
        const lift = h.cap >= 0 ? Math.sin(k * Math.PI) * 18 : 0;
        piece(
          h.piece,
          cx(h.from) + (cx(h.to) - cx(h.from)) * e,
          cy(h.from) + (cy(h.to) - cy(h.from)) * e - lift,
          1,
          1 + lift / 90,
        );
      }
      if (yours) {
        if (sel >= 0) {
          const at = taken.length ? taken[taken.length - 1] : sel;
          g.ring(cx(at), cy(at), R + 4, accent, 3);
          for (const i of targets()) {
            ctx.fillStyle = accent + '99';
            ctx.beginPath();
            ctx.arc(cx(i), cy(i), 9, 0, Math.PI * 2);
            ctx.fill();
            square(i, accent, 2, 4);
          }
        }
        square(cursor, fg, 3, 2);
      } else if (!over && !two && sel >= 0 && !hops.length) g.ring(cx(sel), cy(sel), R + 4, fg + '88', 2);
      // Whose turn it is, under the board.
      let status: string;
      if (over)
        status =
          over.winner === 0
            ? 'A draw: no progress'
            : over.winner === 1 && !two
              ? 'You win!'
              : `${name(over.winner)} ${two ? 'wins' : 'won'}!`;
      else if (news) status = news.text;
      else if (two) status = `${look[turn].label}'s turn` + (mustJump() ? ': jump!' : '');
      else if (turn === -1) status = `${look[-1].label} is thinking…`;
      else if (taken.length) status = 'Keep jumping!';
      else status = mustJump() ? 'You must jump!' : 'Your turn';
      const sy = Y0 + 8 * S + 38;
      ctx.font = 'bold 22px system-ui, sans-serif';
      if (!over) piece(turn, 240 - ctx.measureText(status).width / 2 - 26, sy, 1, 0.7);
      g.text(status, 240, sy, 22, over || (mustJump() && human()) ? accent : fg);
      if (canUndo()) {
        panel(g, UNDO, true);
        g.text(`↶ ${g.say('Undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2, 16, fg);
      }
      if (!over && human() && !hops.length && quiet > DRAW_PLIES - 16)
        g.text(`${Math.ceil((DRAW_PLIES - quiet) / 2)} moves each to a draw`, 240, sy + 28, 14, fg + 'aa');
    },
    light: () => ({ x: cx(cursor), y: cy(cursor) }),
    timeUp() {
      // Time up: the side with more pieces (kings count a half more) takes it.
      const worth = (s: Side) =>
        board.reduce((n, p) => n + (sideOf(p) === s ? (Math.abs(p) === 2 ? 1.5 : 1) : 0), 0);
      if (worth(1) > worth(-1)) {
        g.addScore(50);
        g.win();
      } else g.lose(worth(1) === worth(-1) ? "Time's up: level on pieces" : "Time's up");
    },
  };
});
