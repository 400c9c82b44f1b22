// Roles: none needed; a target (if the design names one) sits small beside your row of captured pieces, a
// mascot. Parts: twoPlayer (White and Black take turns on one screen; the board does not turn round each
// move, White plays up from the bottom), modes (easy, normal, hard: how far the computer looks, chess.ts),
// highscores (the material you took, and 100 and more for a win), timer (time up: more material wins).
// Chess against the computer (chess.ts has the rules): you are White, or with params.black Black, the
// board turned so your pieces are at the bottom and the computer opening. Tap (or drag) a piece: the
// squares it can go to are dotted (ringed where it would take). Castling, en passant and promotion (a
// picker of four, the queen first) all work; a king in check stands on red and "Check!" says so. The
// computer waits a moment ("Thinking…"), then its piece slides; the last move's two squares are tinted.
// The pieces each side has taken line up above and below the board. Undo (or U) takes back your last
// move and the computer's answer (with two players, the last move); New game starts again. Checkmate,
// stalemate and the draws (too little to mate, fifty moves, the same position three times) end the game.
// Keys: arrows move a cursor, Space or Enter picks a piece and puts it down, Escape lets go.
import { boot, type Box, type Vec } from '../runtime';
import { panel } from '../panel';
import {
  choose,
  colorOf,
  drawReason,
  file,
  inCheck,
  kindOf,
  kingSquare,
  legalMoves,
  makeMove,
  PROMOTIONS,
  rank,
  result,
  san,
  start,
  VALUE,
  KING,
  type Color,
  type Move,
  type Promotion,
  type State,
} from '../chess';

const S = 52; // a square
const X0 = (480 - 8 * S) / 2;
const Y0 = 82;
const TOP_ROW = 54; // the top side's name and what it has taken
const BOTTOM_ROW = Y0 + 8 * S + 36;
const STATUS_Y = BOTTOM_ROW + 34;
const THINK = 0.5; // seconds the computer seems to think before it moves
const LIGHT = '#f0d9b5';
const DARK = '#b58863';
// The solid glyphs (filled white for White, dark for Black) and the outlined ones (White's lines over
// its fill). U+FE0E asks for the pawn as text: ♟ alone is an emoji on some phones.
const SOLID = ['', '♟\uFE0E', '♞', '♝', '♜', '♛', '♚'];
const OUTLINE = ['', '♙', '♘', '♗', '♖', '♕', '♔'];

interface Slide {
  move: Move;
  /** The board before the move: drawn under the sliding piece until it lands. */
  before: number[];
  t: number;
  dur: number;
}
/** A move played, with the position before it (Undo goes back to it) and its notation. */
interface Played {
  before: State;
  move: Move;
  san: string;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (the pieces taken say how it goes; the score ranks the game at the end)
  const two = g.has('twoPlayer');
  const { fg, accent } = g.design.setting;
  const UNDO: Box = { x: 16, y: STATUS_Y + 26, w: 138, h: 40 };
  const NEW: Box = { x: 480 - 16 - 138, y: STATUS_Y + 26, w: 138, h: 40 };

  let s: State;
  let you: Color; // (with two players: White, whose side is at the bottom)
  let flip: boolean; // Black at the bottom
  let past: Played[];
  let sel: number; // the picked piece's square, −1 none
  let cursor: Vec; // the keyboard's square, in screen columns and rows
  let picking: { moves: Move[]; at: number } | null; // a pawn on the last rank: which piece it becomes
  let drag: { from: number; was: boolean } | null; // a piece held down by the pointer (`was`: picked before)
  let slide: Slide | null;
  let think: number;
  let over: { t: number; told: boolean } | null;
  let lastPointer: Vec = { x: -1, y: -1 };

  const human = () => two || s.turn === you;
  const level = () => g.design.params.difficulty;
  const col = (sq: number) => (flip ? 7 - file(sq) : file(sq));
  const row = (sq: number) => (flip ? rank(sq) : 7 - rank(sq));
  const cx = (sq: number) => X0 + col(sq) * S + S / 2;
  const cy = (sq: number) => Y0 + row(sq) * S + S / 2;
  const squareAt = (c: number, r: number) => (flip ? r * 8 + (7 - c) : (7 - r) * 8 + c);
  const cellAt = (p: Vec) => {
    const c = Math.floor((p.x - X0) / S);
    const r = Math.floor((p.y - Y0) / S);
    return c >= 0 && c < 8 && r >= 0 && r < 8 ? squareAt(c, r) : -1;
  };
  const cursorSq = () => squareAt(cursor.x, cursor.y);
  const name = (c: Color) =>
    two ? g.say(c === 'w' ? 'White' : 'Black') : g.say(c === you ? 'You' : 'Computer');
  // The position's moves, check and result, found once per position (not every frame).
  let known: { of: State; moves: Move[]; check: boolean; end: ReturnType<typeof result> } | null = null;
  const now = () => {
    if (known?.of !== s) known = { of: s, moves: legalMoves(s), check: inCheck(s), end: result(s) };
    return known;
  };
  const movesFrom = (sq: number) => now().moves.filter((m) => m.from === sq);
  const busy = () => slide !== null || over !== null;
  /** What each side has taken, by the colour that took: the biggest first. */
  const taken = (by: Color) =>
    past
      .filter((p) => p.move.captured && colorOf(p.move.piece) === by)
      .map((p) => p.move.captured)
      .sort((a, b) => kindOf(b) - kindOf(a));
  const worth = (c: Color) =>
    s.board.reduce((n, p) => n + (colorOf(p) === c && kindOf(p) !== KING ? VALUE[kindOf(p)] : 0), 0);
  // Undo takes back a whole turn of yours (and the answer to it); with two players, one move.
  const canUndo = () =>
    !over && !picking && (two ? past.length > 0 : past.some((p) => p.before.turn === you));

  function play(m: Move) {
    const before = s;
    past.push({ before, move: m, san: san(before, m) });
    s = makeMove(before, m);
    // (the computer's move slides slowly enough to follow; a person's own move just settles)
    slide = { move: m, before: before.board, t: 0, dur: !two && before.turn !== you ? 0.38 : 0.14 };
    sel = -1;
    picking = null;
    drag = null;
    g.sound(m.captured ? 'hit' : 'tick');
    if (now().check) g.note(740, 0.18, 'triangle', 0.06);
  }

  /** The move has landed: the game may be over; else the computer starts thinking. */
  function landed() {
    slide = null;
    think = THINK;
    if (now().end) over = { t: 0, told: false };
  }

  function takeBack() {
    if (!canUndo()) return g.sound('bad');
    // (back past the computer's answer to your own move; while it thinks, just your move)
    while (past.length) {
      const p = past.pop()!;
      s = p.before;
      if (two || p.before.turn === you) break;
    }
    slide = null;
    sel = -1;
    picking = null;
    drag = null;
    think = THINK;
    g.sound('tick');
  }

  /** The person acts on square `sq`: picks a piece of the side to move, or moves the picked one there. */
  function act(sq: number) {
    if (sq < 0 || busy() || !human() || picking) return;
    const p = s.board[sq];
    if (p && colorOf(p) === s.turn) {
      sel = sq;
      drag = { from: sq, was: false };
      return g.sound(movesFrom(sq).length ? 'tick' : 'bad');
    }
    const to = sel >= 0 ? movesFrom(sel).filter((m) => m.to === sq) : [];
    if (!to.length) {
      sel = -1;
      return g.sound('bad');
    }
    moveTo(to);
  }
  /** One of the picked piece's moves to one square: a promotion asks which piece first. */
  function moveTo(to: Move[]) {
    if (to.length > 1) {
      picking = { moves: to, at: 0 }; // (the queen first)
      drag = null;
      return g.sound('tick');
    }
    play(to[0]);
  }

  // The promotion picker: four boxes in a row over the middle of the board.
  const pickBox = (i: number): Box => ({ x: 240 - 2 * 74 + i * 74 + 2, y: Y0 + 4 * S - 36, w: 70, h: 72 });
  function pickerInput() {
    const inp = g.input;
    const pick = picking!;
    if (inp.pressed('ArrowRight')) pick.at = (pick.at + 1) % 4;
    if (inp.pressed('ArrowLeft')) pick.at = (pick.at + 3) % 4;
    const keyed = ['q', 'r', 'b', 'n'].findIndex((k) => inp.pressed(k));
    if (keyed >= 0) pick.at = keyed;
    if (inp.pressed('Enter') || inp.pressed(' ') || keyed >= 0) return promote(PROMOTIONS[pick.at]);
    if (inp.pressed('Escape')) picking = null;
    if (inp.tapped) {
      const i = [0, 1, 2, 3].findIndex((k) => g.within(inp.tapAt, pickBox(k)));
      if (i >= 0) promote(PROMOTIONS[i]);
      else picking = null; // (a tap beside it: the pawn stays where it was)
    }
  }
  function promote(kind: Promotion) {
    const m = picking!.moves.find((x) => x.promo === kind)!;
    play(m);
  }

  function finish() {
    const how = now().end;
    const loser = s.turn; // (mated: the side to move)
    const mine = past.filter((p) => colorOf(p.move.piece) === you);
    const gained = taken(you).reduce((n, p) => n + VALUE[kindOf(p)], 0) / 20; // (5 a pawn, 45 a queen)
    if (how === 'checkmate') {
      if (two) {
        g.addScore(100);
        return g.win(g.say(loser === 'w' ? 'Checkmate! Black wins' : 'Checkmate! White wins'));
      }
      if (loser !== you) {
        // A quicker win is worth more.
        g.addScore(Math.round(gained) + 100 + 2 * Math.max(0, 60 - mine.length));
        return g.win(g.say('Checkmate! You win'));
      }
      g.addScore(Math.round(gained));
      return g.lose(g.say('Checkmate: the computer wins'));
    }
    // A draw is no one's win: the round ends as not won (no winner's fanfare), its message saying why.
    g.addScore(Math.round(gained) + (two ? 0 : 25));
    g.lose(drawLine());
  }
  function drawLine(): string {
    if (now().end === 'stalemate') return g.say('Stalemate: a draw');
    const why = drawReason(s);
    return g.say(
      why === 'material'
        ? 'A draw: not enough pieces to checkmate'
        : why === 'fifty'
          ? 'A draw: fifty moves without a capture or a pawn move'
          : 'A draw: the same position three times',
    );
  }

  // Drawing ------------------------------------------------------------------------------------------
  /** A piece: the solid glyph filled white with a dark edge and White's lines over it, or filled dark
   * with a light edge for Black. The glyph written with g.text is the one a test reads: ♔…♙ for White's
   * pieces, ♚…♟ for Black's. */
  function piece(p: number, x: number, y: number, size: number) {
    const { ctx } = g;
    const k = kindOf(p);
    ctx.font = `bold ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    if (p > 0) {
      ctx.strokeStyle = '#1c1917';
      ctx.lineWidth = Math.max(2, size * 0.07);
      ctx.strokeText(SOLID[k], x, y);
      ctx.fillStyle = '#ffffff';
      ctx.fillText(SOLID[k], x, y);
      g.text(OUTLINE[k], x, y, size, '#1c1917');
    } else {
      ctx.strokeStyle = 'rgba(255,255,255,0.75)';
      ctx.lineWidth = Math.max(1.5, size * 0.05);
      ctx.strokeText(SOLID[k], x, y);
      g.text(SOLID[k], x, y, size, '#1c1917');
    }
  }
  const tint = (sq: number, color: string) => {
    g.ctx.fillStyle = color;
    g.ctx.fillRect(X0 + col(sq) * S, Y0 + row(sq) * S, S, S);
  };

  function board() {
    const { ctx } = g;
    ctx.fillStyle = '#4a3222';
    ctx.beginPath();
    ctx.roundRect(X0 - 8, Y0 - 8, 8 * S + 16, 8 * S + 16, 8);
    ctx.fill();
    for (let sq = 0; sq < 64; sq++) tint(sq, (file(sq) + rank(sq)) % 2 ? LIGHT : DARK);
    const last = past[past.length - 1];
    if (last) for (const sq of [last.move.from, last.move.to]) tint(sq, 'rgba(205, 210, 60, 0.5)');
    if (sel >= 0) tint(sel, 'rgba(20, 110, 60, 0.55)');
    // the king in check: red under it
    if (now().check && !slide) {
      const k = kingSquare(s, s.turn);
      const glow = ctx.createRadialGradient(cx(k), cy(k), 4, cx(k), cy(k), S * 0.72);
      glow.addColorStop(0, '#ff1a1a');
      glow.addColorStop(0.55, 'rgba(230, 20, 20, 0.85)');
      glow.addColorStop(1, 'rgba(180, 0, 0, 0.15)');
      ctx.fillStyle = glow;
      ctx.fillRect(X0 + col(k) * S, Y0 + row(k) * S, S, S);
    }
    // the files and ranks along the edges (from where the person sits)
    for (let i = 0; i < 8; i++) {
      const f = flip ? 7 - i : i;
      g.text('abcdefgh'[f], X0 + i * S + S / 2, Y0 + 8 * S + 16, 13, fg);
      g.text(String(flip ? i + 1 : 8 - i), X0 - 18, Y0 + i * S + S / 2, 13, fg);
    }
  }

  function pieces() {
    const dragging = drag && !slide && drag.from === sel && moved() ? drag.from : -1;
    const shown = slide ? slide.before : s.board;
    const moving = new Set<number>();
    if (slide) {
      moving.add(slide.move.from);
      if (slide.move.special === 'castle') moving.add(slide.move.to > slide.move.from ? slide.move.from + 3 : slide.move.from - 4); // prettier-ignore
    }
    for (let sq = 0; sq < 64; sq++)
      if (shown[sq] && !moving.has(sq) && sq !== dragging) piece(shown[sq], cx(sq), cy(sq), 44);
    if (slide) {
      const k = Math.min(1, slide.t / slide.dur);
      const e = k * k * (3 - 2 * k);
      const m = slide.move;
      const along = (from: number, to: number, p: number) =>
        piece(p, cx(from) + (cx(to) - cx(from)) * e, cy(from) + (cy(to) - cy(from)) * e, 44);
      if (m.special === 'castle') {
        const [rf, rt] = m.to > m.from ? [m.from + 3, m.from + 1] : [m.from - 4, m.from - 1];
        along(rf, rt, slide.before[rf]);
      }
      along(m.from, m.to, m.piece);
    }
    // dots where the picked piece can go, rings where it would take
    if (sel >= 0 && !slide && !picking && human()) {
      const { ctx } = g;
      for (const m of movesFrom(sel)) {
        ctx.fillStyle = 'rgba(20, 85, 40, 0.5)';
        ctx.strokeStyle = 'rgba(20, 85, 40, 0.5)';
        if (m.captured) {
          ctx.lineWidth = 5;
          ctx.beginPath();
          ctx.arc(cx(m.to), cy(m.to), S / 2 - 4, 0, Math.PI * 2);
          ctx.stroke();
        } else {
          ctx.beginPath();
          ctx.arc(cx(m.to), cy(m.to), 8, 0, Math.PI * 2);
          ctx.fill();
        }
      }
    }
    if (dragging >= 0) piece(s.board[dragging], g.input.pointer.x, g.input.pointer.y, 50);
  }
  const moved = () =>
    Math.hypot(g.input.pointer.x - g.input.tapAt.x, g.input.pointer.y - g.input.tapAt.y) > 8;

  /** A side's row: its king, its name (lit on its turn), the pieces it has taken, and how far ahead it is. */
  function side(c: Color, y: number) {
    const { ctx } = g;
    const turn = !over && s.turn === c;
    // (the king and the pieces taken on the board's light colour: a black piece reads on it, not on the night)
    ctx.fillStyle = LIGHT;
    ctx.beginPath();
    ctx.roundRect(13, y - 16, 32, 32, 7);
    ctx.fill();
    if (turn) {
      ctx.strokeStyle = accent;
      ctx.lineWidth = 3;
      ctx.stroke();
    }
    piece(c === 'w' ? KING : -KING, 29, y + 1, 26);
    const label = name(c);
    g.text(label, 56, y, 17, turn ? accent : fg, 'left');
    ctx.font = 'bold 17px system-ui, sans-serif';
    let x = 56 + ctx.measureText(label).width + 24;
    const got = taken(c);
    if (got.length) {
      ctx.fillStyle = 'rgba(240, 217, 181, 0.85)';
      ctx.beginPath();
      ctx.roundRect(x - 12, y - 14, got.length * 15 + 10, 28, 8);
      ctx.fill();
    }
    for (const p of got) {
      piece(p, x, y + 1, 22);
      x += 15;
    }
    const ahead = (worth(c) - worth(c === 'w' ? 'b' : 'w')) / 100;
    if (ahead >= 1) g.text(`+${Math.round(ahead)}`, x + 4, y, 15, fg, 'left');
    if (c === you && g.design.roles.target) g.sprite('target', 480 - 28, y, 28);
  }

  function picker() {
    const { ctx } = g;
    const sign = s.turn === 'w' ? 1 : -1;
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.fillRect(X0, Y0, 8 * S, 8 * S);
    ctx.fillStyle = '#f8fafc';
    ctx.beginPath();
    ctx.roundRect(240 - 2 * 74 - 8, Y0 + 4 * S - 68, 4 * 74 + 16, 120, 12);
    ctx.fill();
    g.text(g.say('Promote your pawn'), 240, Y0 + 4 * S - 50, 16, '#1c1917');
    PROMOTIONS.forEach((kind, i) => {
      const b = pickBox(i);
      ctx.fillStyle = i === picking!.at ? accent : '#e2e8f0';
      ctx.beginPath();
      ctx.roundRect(b.x, b.y + 10, b.w, b.h - 10, 10);
      ctx.fill();
      piece(sign * kind, b.x + b.w / 2, b.y + b.h / 2 + 6, 46);
    });
  }

  function status(): { text: string; color: string } {
    if (over) {
      const how = now().end;
      if (how !== 'checkmate') return { text: drawLine(), color: accent };
      return { text: g.say('Checkmate!'), color: '#ef4444' };
    }
    if (picking) return { text: g.say('Promote your pawn'), color: accent };
    const check = now().check && !slide;
    if (two) {
      const whose = g.say(s.turn === 'w' ? 'White to move' : 'Black to move');
      return { text: check ? `${g.say('Check!')} ${whose}` : whose, color: check ? '#ef4444' : fg };
    }
    if (s.turn !== you) return { text: g.say('Thinking…'), color: fg };
    if (check) return { text: g.say('Check!'), color: '#ef4444' };
    return { text: g.say('Your turn'), color: fg };
  }

  /** A new game from the start. */
  function fresh() {
    s = start();
    flip = !two && g.design.params.black === true;
    you = flip ? 'b' : 'w';
    past = [];
    sel = -1;
    cursor = { x: flip ? 3 : 4, y: 6 }; // (the king's pawn)
    picking = null;
    drag = null;
    slide = null;
    think = THINK;
    over = null;
    lastPointer = { ...g.input.pointer }; // (only a pointer that moves points at squares)
  }

  return {
    controls: two
      ? 'Take turns: tap a piece, then a dotted square (or arrows and Space). U undoes'
      : 'Tap a piece, then a dotted square (or arrows and Space). U undoes',
    reset: fresh,
    update(dt) {
      if (slide) {
        // (a tap or key while a piece slides lands it at once and counts: a quick player is not ignored)
        const hurry =
          g.input.tapped || g.input.pressed(' ') || g.input.pressed('Enter') || g.input.pressed('u');
        slide.t += dt;
        if (slide.t >= slide.dur || hurry) landed();
        if (!hurry) return;
      }
      if (over) {
        if ((over.t += dt) >= 1.6 && !over.told) {
          over.told = true;
          finish();
        }
        return;
      }
      const inp = g.input;
      if (inp.tapped && g.within(inp.tapAt, NEW)) {
        g.sound('tick');
        g.restartClock();
        return fresh();
      }
      if ((inp.tapped && g.within(inp.tapAt, UNDO)) || inp.pressed('u') || inp.pressed('Backspace')) return takeBack(); // prettier-ignore
      if (!human()) {
        if ((think -= dt) > 0) return;
        const m = choose(s, level(), Math.random);
        if (m) play(m);
        return;
      }
      if (picking) return pickerInput();
      // The pointer over the board moves the cursor with it (a keyboard's cursor stays where it was left).
      const p = inp.pointer;
      const at = cellAt(p);
      if (at >= 0 && (p.x !== lastPointer.x || p.y !== lastPointer.y)) cursor = { x: col(at), y: row(at) };
      lastPointer = { x: p.x, y: p.y };
      if (inp.tapped) {
        const sq = cellAt(inp.tapAt);
        const was = sel;
        act(sq);
        if (drag && was === sq) drag.was = true;
      } else if (drag && !p.down) {
        // A piece let go: dropped on a square it can go to, it goes; let go where it was picked up a
        // second time, it is put back.
        const { from, was } = drag;
        drag = null;
        const to = cellAt(p);
        if (to >= 0 && to !== from && sel === from) {
          const ms = movesFrom(from).filter((m) => m.to === to);
          if (ms.length) moveTo(ms);
          else g.sound('bad');
        } else if (to === from && was && !moved()) sel = -1;
      }
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy) cursor = { x: g.clamp(cursor.x + dx, 0, 7), y: g.clamp(cursor.y + dy, 0, 7) };
      if (inp.pressed(' ') || inp.pressed('Enter')) {
        act(cursorSq());
        drag = null;
      }
      if (inp.pressed('Escape')) sel = -1;
    },
    draw() {
      board();
      pieces();
      if (human() && !busy() && !picking) {
        const sq = cursorSq();
        g.ctx.strokeStyle = accent;
        g.ctx.lineWidth = 3;
        g.ctx.strokeRect(X0 + col(sq) * S + 1.5, Y0 + row(sq) * S + 1.5, S - 3, S - 3);
      }
      side(flip ? 'w' : 'b', TOP_ROW);
      side(flip ? 'b' : 'w', BOTTOM_ROW);
      if (picking) picker();
      const st = status();
      g.text(st.text, 240, STATUS_Y, 22, st.color);
      panel(g, UNDO, canUndo() && !slide);
      g.text(`↶ ${g.say('Undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2, 17, fg);
      panel(g, NEW, !over);
      g.text(g.say('New game'), NEW.x + NEW.w / 2, NEW.y + NEW.h / 2, 17, fg);
      // the last move, as written: "12… Nf6"
      const last = past[past.length - 1];
      if (last) {
        const n = last.before.fullmove;
        g.text(
          `${n}${last.before.turn === 'w' ? '.' : '…'} ${last.san}`,
          240,
          UNDO.y + UNDO.h / 2,
          17,
          fg + 'cc',
        );
      }
    },
    light: () => ({ x: X0 + cursor.x * S + S / 2, y: Y0 + cursor.y * S + S / 2 }),
    timeUp() {
      // Time up: the side with more material takes it.
      const lead = worth('w') - worth('b');
      const ahead: Color | null = lead > 0 ? 'w' : lead < 0 ? 'b' : null;
      if (two) {
        if (ahead) return g.win(g.say(ahead === 'w' ? "Time's up: White wins" : "Time's up: Black wins"));
        return g.lose(g.say("Time's up: a draw"));
      }
      if (ahead === you) {
        g.addScore(50);
        return g.win(g.say("Time's up: you are ahead"));
      }
      g.lose(g.say("Time's up"));
    },
  };
});
