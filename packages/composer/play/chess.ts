// Chess (pure): the whole rules and the computer's play, no DOM. Squares are 0-63, a1 = 0, b1 = 1 … h8 = 63
// (rank * 8 + file). A piece is a number: its kind (1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king),
// positive for white, negative for black, 0 an empty square. Moves are made legal by playing each
// pseudo-legal one and keeping those that leave their own king out of check; castling also needs the
// king's square and the one it passes over unattacked. The game ends in checkmate, stalemate or a draw:
// too little material to mate, fifty moves each without a capture or a pawn move, or the same position
// three times. The computer is an alpha-beta negamax over material and piece-square tables, captures
// first, with a quiescence search on captures (normal and hard); easy looks one move ahead and often
// plays any move at all.

export type Color = 'w' | 'b';
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
/** What a pawn can become, the queen first (the picker's order). */
export const PROMOTIONS = [QUEEN, ROOK, BISHOP, KNIGHT] as const;
export type Promotion = (typeof PROMOTIONS)[number];

/** Castling rights, as bits. */
export const WK = 1;
export const WQ = 2;
export const BK = 4;
export const BQ = 8;

export interface State {
  /** 64 squares, a1 first: 0 empty, +kind white, −kind black. */
  board: number[];
  turn: Color;
  /** WK | WQ | BK | BQ still allowed. */
  castling: number;
  /** The square a pawn that just moved two passed over (an en passant capture lands there), else −1. */
  ep: number;
  /** Half-moves since the last capture or pawn move (the fifty-move rule). */
  halfmove: number;
  fullmove: number;
  /** The positions since the last capture or pawn move, this one last (threefold repetition). */
  seen: string[];
}

export interface Move {
  from: number;
  to: number;
  /** The piece that moves (signed). */
  piece: number;
  /** The piece taken (signed), 0 for none; an en passant capture takes the pawn beside `to`. */
  captured: number;
  promo?: Promotion;
  special?: 'double' | 'ep' | 'castle';
}

export type Result = 'checkmate' | 'stalemate' | 'draw' | null;
export type Level = 'easy' | 'normal' | 'hard';

export const file = (sq: number) => sq & 7;
export const rank = (sq: number) => sq >> 3;
export const kindOf = (p: number) => Math.abs(p);
export const colorOf = (p: number): Color | null => (p > 0 ? 'w' : p < 0 ? 'b' : null);
const sign = (c: Color) => (c === 'w' ? 1 : -1);
const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');
export const squareName = (sq: number) => 'abcdefgh'[file(sq)] + (rank(sq) + 1);
export const squareOf = (name: string) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

// Precomputed steps from each square: a knight's, a king's, the eight rays (four straight, four
// diagonal), and the squares a pawn of each colour attacks.
const onBoard = (f: number, r: number) => f >= 0 && f < 8 && r >= 0 && r < 8;
const jumpsFrom = (deltas: [number, number][]) =>
  Array.from({ length: 64 }, (_, sq) =>
    deltas.filter(([df, dr]) => onBoard(file(sq) + df, rank(sq) + dr)).map(([df, dr]) => sq + dr * 8 + df),
  );
const KNIGHT_STEPS = jumpsFrom([[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]); // prettier-ignore
const KING_STEPS = jumpsFrom([[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]); // prettier-ignore
const DIRS: [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]; // prettier-ignore
const RAYS: number[][][] = Array.from({ length: 64 }, (_, sq) =>
  DIRS.map(([df, dr]) => {
    const out: number[] = [];
    for (let f = file(sq) + df, r = rank(sq) + dr; onBoard(f, r); f += df, r += dr) out.push(r * 8 + f);
    return out;
  }),
);
/** [white, black]: the squares a pawn of that colour on each square attacks. */
const PAWN_HITS = [jumpsFrom([[-1, 1], [1, 1]]), jumpsFrom([[-1, -1], [1, -1]])]; // prettier-ignore
/** The rights a move to or from each square ends (a king or rook leaving home, a rook taken there). */
const CASTLE_KEEP = Array<number>(64).fill(~0);
CASTLE_KEEP[4] = ~(WK | WQ);
CASTLE_KEEP[60] = ~(BK | BQ);
CASTLE_KEEP[0] = ~WQ;
CASTLE_KEEP[7] = ~WK;
CASTLE_KEEP[56] = ~BQ;
CASTLE_KEEP[63] = ~BK;

const BACK = [ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK];

export function start(): State {
  const board = Array<number>(64).fill(0);
  for (let f = 0; f < 8; f++) {
    board[f] = BACK[f];
    board[8 + f] = PAWN;
    board[48 + f] = -PAWN;
    board[56 + f] = -BACK[f];
  }
  const s: State = {
    board,
    turn: 'w',
    castling: WK | WQ | BK | BQ,
    ep: -1,
    halfmove: 0,
    fullmove: 1,
    seen: [],
  };
  s.seen = [keyOf(s)];
  return s;
}

const LETTERS = ' pnbrqk';

/** A position from Forsyth-Edwards notation (the tests' positions). */
export function fromFen(fen: string): State {
  const [placement, turn = 'w', rights = '-', ep = '-', half = '0', full = '1'] = fen.trim().split(/\s+/);
  const board = Array<number>(64).fill(0);
  placement.split('/').forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else {
        const kind = LETTERS.indexOf(ch.toLowerCase());
        board[(7 - i) * 8 + f] = ch === ch.toUpperCase() ? kind : -kind;
        f += 1;
      }
    }
  });
  let castling = 0;
  for (const [ch, bit] of [['K', WK], ['Q', WQ], ['k', BK], ['q', BQ]] as const) if (rights.includes(ch)) castling |= bit; // prettier-ignore
  const s: State = {
    board,
    turn: turn === 'b' ? 'b' : 'w',
    castling,
    ep: ep === '-' ? -1 : squareOf(ep),
    halfmove: Number(half),
    fullmove: Number(full),
    seen: [],
  };
  s.seen = [keyOf(s)];
  return s;
}

/** The position in Forsyth-Edwards notation. */
export function toFen(s: State): string {
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let gap = 0;
    for (let f = 0; f < 8; f++) {
      const p = s.board[r * 8 + f];
      if (!p) gap++;
      else {
        if (gap) row += gap;
        gap = 0;
        row += p > 0 ? LETTERS[p].toUpperCase() : LETTERS[-p];
      }
    }
    rows.push(row + (gap ? gap : ''));
  }
  const rights = ['K', 'Q', 'k', 'q'].filter((_, i) => s.castling & (1 << i)).join('') || '-';
  return `${rows.join('/')} ${s.turn} ${rights} ${s.ep < 0 ? '-' : squareName(s.ep)} ${s.halfmove} ${s.fullmove}`;
}

/** What makes two positions the same for repetition: pieces, side to move, rights, a capturable ep. */
function keyOf(s: State): string {
  const epLive = s.ep >= 0 && PAWN_HITS[s.turn === 'w' ? 1 : 0][s.ep].some((sq) => s.board[sq] === sign(s.turn) * PAWN); // prettier-ignore
  return `${s.board.join(',')}${s.turn}${s.castling}${epLive ? s.ep : -1}`;
}

// The position the search plays on: one board made and unmade in place (no copies in the tree).
interface Pos {
  b: number[];
  side: 1 | -1;
  castling: number;
  ep: number;
  kings: [number, number]; // [white's, black's]
}
const posOf = (s: State): Pos => ({
  b: [...s.board],
  side: s.turn === 'w' ? 1 : -1,
  castling: s.castling,
  ep: s.ep,
  kings: [s.board.indexOf(KING), s.board.indexOf(-KING)],
});

/** Whether side `by` (1 white, −1 black) attacks square `sq`. */
function attacked(b: number[], sq: number, by: 1 | -1): boolean {
  // (a pawn of `by` attacks sq from where a pawn of the other colour on sq would attack)
  for (const at of PAWN_HITS[by === 1 ? 1 : 0][sq]) if (b[at] === by * PAWN) return true;
  for (const at of KNIGHT_STEPS[sq]) if (b[at] === by * KNIGHT) return true;
  for (const at of KING_STEPS[sq]) if (b[at] === by * KING) return true;
  const rays = RAYS[sq];
  for (let d = 0; d < 8; d++) {
    const slider = d < 4 ? ROOK : BISHOP;
    for (const at of rays[d]) {
      const p = b[at];
      if (!p) continue;
      if (p === by * slider || p === by * QUEEN) return true;
      break;
    }
  }
  return false;
}

const kingOf = (pos: Pos, side: 1 | -1) => pos.kings[side === 1 ? 0 : 1];

/** Every pseudo-legal move of the side to move (or only captures and promotions). */
function pseudo(pos: Pos, capturesOnly = false): Move[] {
  const { b, side } = pos;
  const out: Move[] = [];
  const add = (from: number, to: number, piece: number, captured: number) =>
    out.push({ from, to, piece, captured });
  for (let from = 0; from < 64; from++) {
    const piece = b[from];
    if (!piece || piece * side < 0) continue;
    const kind = piece * side;
    if (kind === PAWN) {
      const step = side * 8;
      const last = side === 1 ? 7 : 0;
      const one = from + step;
      const promote = (to: number, captured: number) => {
        for (const promo of PROMOTIONS) out.push({ from, to, piece, captured, promo });
      };
      if (b[one] === 0) {
        if (rank(one) === last) promote(one, 0);
        else if (!capturesOnly) {
          add(from, one, piece, 0);
          const two = one + step;
          if (rank(from) === (side === 1 ? 1 : 6) && b[two] === 0)
            out.push({ from, to: two, piece, captured: 0, special: 'double' });
        }
      }
      for (const to of PAWN_HITS[side === 1 ? 0 : 1][from]) {
        if (b[to] * side < 0) {
          if (rank(to) === last) promote(to, b[to]);
          else add(from, to, piece, b[to]);
        } else if (to === pos.ep) out.push({ from, to, piece, captured: -piece, special: 'ep' });
      }
    } else if (kind === KNIGHT || kind === KING) {
      for (const to of (kind === KNIGHT ? KNIGHT_STEPS : KING_STEPS)[from]) {
        const t = b[to];
        if (t * side > 0 || (capturesOnly && !t)) continue;
        add(from, to, piece, t);
      }
      if (kind === KING && !capturesOnly) castles(pos, from, out);
    } else {
      const rays = RAYS[from];
      for (let d = kind === BISHOP ? 4 : 0; d < (kind === ROOK ? 4 : 8); d++)
        for (const to of rays[d]) {
          const t = b[to];
          if (t * side > 0) break;
          if (t || !capturesOnly) add(from, to, piece, t);
          if (t) break;
        }
    }
  }
  return out;
}

/** Castling: the right kept, the squares between empty, and the king not in, through or into check. */
function castles(pos: Pos, from: number, out: Move[]) {
  const { b, side } = pos;
  const home = side === 1 ? 4 : 60;
  if (from !== home) return;
  const [kBit, qBit] = side === 1 ? [WK, WQ] : [BK, BQ];
  const foe = -side as 1 | -1;
  if (!(pos.castling & (kBit | qBit)) || attacked(b, home, foe)) return;
  if (pos.castling & kBit && b[home + 3] === side * ROOK && !b[home + 1] && !b[home + 2])
    if (!attacked(b, home + 1, foe) && !attacked(b, home + 2, foe))
      out.push({ from, to: home + 2, piece: b[from], captured: 0, special: 'castle' });
  if (pos.castling & qBit && b[home - 4] === side * ROOK && !b[home - 1] && !b[home - 2] && !b[home - 3])
    if (!attacked(b, home - 1, foe) && !attacked(b, home - 2, foe))
      out.push({ from, to: home - 2, piece: b[from], captured: 0, special: 'castle' });
}

interface Undo {
  castling: number;
  ep: number;
}

function make(pos: Pos, m: Move): Undo {
  const { b } = pos;
  const undo = { castling: pos.castling, ep: pos.ep };
  b[m.from] = 0;
  b[m.to] = m.promo ? Math.sign(m.piece) * m.promo : m.piece;
  if (m.special === 'ep') b[m.to - pos.side * 8] = 0;
  else if (m.special === 'castle') {
    const [rf, rt] = m.to > m.from ? [m.from + 3, m.from + 1] : [m.from - 4, m.from - 1];
    b[rt] = b[rf];
    b[rf] = 0;
  }
  if (kindOf(m.piece) === KING) pos.kings[m.piece > 0 ? 0 : 1] = m.to;
  pos.castling &= CASTLE_KEEP[m.from] & CASTLE_KEEP[m.to];
  pos.ep = m.special === 'double' ? (m.from + m.to) / 2 : -1;
  pos.side = -pos.side as 1 | -1;
  return undo;
}

function unmake(pos: Pos, m: Move, undo: Undo) {
  const { b } = pos;
  pos.side = -pos.side as 1 | -1;
  pos.castling = undo.castling;
  pos.ep = undo.ep;
  b[m.from] = m.piece;
  if (m.special === 'ep') {
    b[m.to] = 0;
    b[m.to - pos.side * 8] = m.captured;
  } else b[m.to] = m.captured;
  if (m.special === 'castle') {
    const [rf, rt] = m.to > m.from ? [m.from + 3, m.from + 1] : [m.from - 4, m.from - 1];
    b[rf] = b[rt];
    b[rt] = 0;
  }
  if (kindOf(m.piece) === KING) pos.kings[m.piece > 0 ? 0 : 1] = m.from;
}

/** The pseudo-legal moves that do not leave the mover's own king attacked. */
function legal(pos: Pos, capturesOnly = false): Move[] {
  const side = pos.side;
  return pseudo(pos, capturesOnly).filter((m) => {
    const undo = make(pos, m);
    const ok = !attacked(pos.b, kingOf(pos, side), -side as 1 | -1);
    unmake(pos, m, undo);
    return ok;
  });
}

export const legalMoves = (s: State): Move[] => legal(posOf(s));

/** Whether the side to move is in check. */
export function inCheck(s: State): boolean {
  const pos = posOf(s);
  const k = kingOf(pos, pos.side);
  return k >= 0 && attacked(pos.b, k, -pos.side as 1 | -1);
}

/** The square of `color`'s king (−1 if it has none: a test's bare board). */
export const kingSquare = (s: State, color: Color) => s.board.indexOf(sign(color) * KING);

/** The position after a legal move (the move is not checked: pass one of legalMoves). */
export function makeMove(s: State, m: Move): State {
  const pos = posOf(s);
  make(pos, m);
  const irreversible = m.captured !== 0 || kindOf(m.piece) === PAWN;
  const next: State = {
    board: pos.b,
    turn: other(s.turn),
    castling: pos.castling,
    ep: pos.ep,
    halfmove: irreversible ? 0 : s.halfmove + 1,
    fullmove: s.fullmove + (s.turn === 'b' ? 1 : 0),
    seen: [],
  };
  // (a position before a capture or a pawn move cannot come again)
  next.seen = [...(irreversible ? [] : s.seen), keyOf(next)];
  return next;
}

/** Whether neither side can ever mate: kings alone, or with one knight or one bishop, or bishops all on
 * squares of one colour. */
export function insufficient(s: State): boolean {
  const minors: { kind: number; sq: number }[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const k = kindOf(s.board[sq]);
    if (k === PAWN || k === ROOK || k === QUEEN) return false;
    if (k === KNIGHT || k === BISHOP) minors.push({ kind: k, sq });
  }
  if (minors.length <= 1) return true;
  const shade = (sq: number) => (file(sq) + rank(sq)) % 2;
  return minors.every((m) => m.kind === BISHOP && shade(m.sq) === shade(minors[0].sq));
}

/** Why the game is drawn, if it is by a rule other than stalemate. */
export function drawReason(s: State): 'material' | 'fifty' | 'repetition' | null {
  if (insufficient(s)) return 'material';
  if (s.halfmove >= 100) return 'fifty';
  const now = s.seen[s.seen.length - 1];
  if (s.seen.filter((k) => k === now).length >= 3) return 'repetition';
  return null;
}

/** How the game has ended, if it has. */
export function result(s: State): Result {
  if (!legalMoves(s).length) return inCheck(s) ? 'checkmate' : 'stalemate';
  return drawReason(s) ? 'draw' : null;
}

/** A move in standard algebraic notation: "Nf3", "exd5", "O-O", "e8=Q+", "Qxf7#". */
export function san(s: State, m: Move): string {
  let out: string;
  const kind = kindOf(m.piece);
  if (m.special === 'castle') out = m.to > m.from ? 'O-O' : 'O-O-O';
  else {
    const takes = m.captured ? 'x' : '';
    if (kind === PAWN) {
      out = (takes ? 'abcdefgh'[file(m.from)] + 'x' : '') + squareName(m.to);
      if (m.promo) out += '=' + LETTERS[m.promo].toUpperCase();
    } else {
      // (another piece of the kind that could go there too: say the file, else the rank, else both)
      const rivals = legalMoves(s).filter((o) => o.piece === m.piece && o.to === m.to && o.from !== m.from);
      let from = '';
      if (rivals.length) {
        if (rivals.every((o) => file(o.from) !== file(m.from))) from = 'abcdefgh'[file(m.from)];
        else if (rivals.every((o) => rank(o.from) !== rank(m.from))) from = String(rank(m.from) + 1);
        else from = squareName(m.from);
      }
      out = LETTERS[kind].toUpperCase() + from + takes + squareName(m.to);
    }
  }
  const after = makeMove(s, m);
  if (inCheck(after)) out += legalMoves(after).length ? '+' : '#';
  return out;
}

/** The number of move paths `depth` plies deep (the standard check of a move generator). */
export function perft(s: State, depth: number): number {
  const pos = posOf(s);
  const walk = (d: number): number => {
    const moves = legal(pos);
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) {
      const undo = make(pos, m);
      n += walk(d - 1);
      unmake(pos, m, undo);
    }
    return n;
  };
  return depth === 0 ? 1 : walk(depth);
}

// The computer --------------------------------------------------------------------------------------

/** Piece values in centipawns, by kind (the king's is only for ordering captures). */
export const VALUE = [0, 100, 320, 330, 500, 900, 20000];

// Piece-square tables from white's side, a8 first as printed (a white piece on sq reads [sq ^ 56],
// a black one [sq]): pawns advance and hold the centre, knights and bishops come out, the king stays
// castled until the endgame, when it heads for the middle.
// prettier-ignore
const PST: number[][] = [
  [],
  [0, 0, 0, 0, 0, 0, 0, 0, 50, 50, 50, 50, 50, 50, 50, 50, 10, 10, 20, 30, 30, 20, 10, 10, 5, 5, 10, 25, 25, 10, 5, 5,
    0, 0, 0, 20, 20, 0, 0, 0, 5, -5, -10, 0, 0, -10, -5, 5, 5, 10, 10, -20, -20, 10, 10, 5, 0, 0, 0, 0, 0, 0, 0, 0],
  [-50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0, 0, 0, 0, -20, -40, -30, 0, 10, 15, 15, 10, 0, -30, -30, 5, 15,
    20, 20, 15, 5, -30, -30, 0, 15, 20, 20, 15, 0, -30, -30, 5, 10, 15, 15, 10, 5, -30, -40, -20, 0, 5, 5, 0, -20, -40,
    -50, -40, -30, -30, -30, -30, -40, -50],
  [-20, -10, -10, -10, -10, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 10, 10, 5, 0, -10, -10, 5, 5, 10, 10,
    5, 5, -10, -10, 0, 10, 10, 10, 10, 0, -10, -10, 10, 10, 10, 10, 10, 10, -10, -10, 5, 0, 0, 0, 0, 5, -10, -20, -10,
    -10, -10, -10, -10, -10, -20],
  [0, 0, 0, 0, 0, 0, 0, 0, 5, 10, 10, 10, 10, 10, 10, 5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0,
    0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 5, 5, 0, 0, 0],
  [-20, -10, -10, -5, -5, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 5, 5, 5, 0, -10, -5, 0, 5, 5, 5, 5, 0,
    -5, 0, 0, 5, 5, 5, 5, 0, -5, -10, 5, 5, 5, 5, 5, 0, -10, -10, 0, 5, 0, 0, 0, 0, -10, -20, -10, -10, -5, -5, -10,
    -10, -20],
  [-30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40,
    -30, -30, -40, -40, -50, -50, -40, -40, -30, -20, -30, -30, -40, -40, -30, -30, -20, -10, -20, -20, -20, -20, -20,
    -20, -10, 20, 20, 0, 0, 0, 0, 20, 20, 20, 30, 10, 0, 0, 10, 30, 20],
];
// prettier-ignore
const KING_END = [-50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0, 0, -10, -20, -30, -30, -10, 20, 30, 30, 20,
  -10, -30, -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 20, 30, 30, 20, -10, -30,
  -30, -30, 0, 0, 0, 0, -30, -30, -50, -30, -30, -30, -30, -30, -30, -50];

/** How good the board is for `side` to move, in centipawns. */
function evaluate(pos: Pos): number {
  const { b } = pos;
  let score = 0;
  let heavy = 0; // knights to queens on the board, both sides: little of it is an endgame
  const material = [0, 0];
  for (let sq = 0; sq < 64; sq++) {
    const p = b[sq];
    if (!p) continue;
    const k = p > 0 ? p : -p;
    if (k !== PAWN && k !== KING) heavy += VALUE[k];
    material[p > 0 ? 0 : 1] += k === KING ? 0 : VALUE[k];
    if (k === KING) continue;
    score += p > 0 ? VALUE[k] + PST[k][sq ^ 56] : -VALUE[k] - PST[k][sq];
  }
  const end = heavy <= 1600;
  const [wk, bk] = pos.kings;
  const kingTable = end ? KING_END : PST[KING];
  score += kingTable[wk ^ 56] - kingTable[bk];
  if (end) {
    // The side ahead drives the other king to the edge and brings its own near: mates at a shallow depth.
    const ahead = material[0] - material[1];
    if (Math.abs(ahead) >= 300) {
      const loser = ahead > 0 ? bk : wk;
      const edge = Math.max(3 - file(loser), file(loser) - 4) + Math.max(3 - rank(loser), rank(loser) - 4);
      const near = 14 - Math.abs(file(wk) - file(bk)) - Math.abs(rank(wk) - rank(bk));
      score += Math.sign(ahead) * (edge * 47 + near * 16);
    }
  }
  return score * pos.side;
}

const MATE = 100000;

/** Captures and promotions first, most valuable victim by least valuable attacker. */
const order = (m: Move) =>
  (m.captured ? VALUE[kindOf(m.captured)] * 10 - VALUE[kindOf(m.piece)] / 10 + 10000 : 0) +
  (m.promo ? VALUE[m.promo] * 10 : 0);
const sortMoves = (ms: Move[]) => ms.sort((a, b) => order(b) - order(a));

interface Search {
  nodes: number;
  budget: number;
  quiesce: boolean;
  /** How deep checks at the horizon may extend the search. */
  maxPly: number;
}

function quiescence(pos: Pos, alpha: number, beta: number, sr: Search, qply: number): number {
  sr.nodes++;
  const stand = evaluate(pos);
  if (stand >= beta || qply >= 8) return stand;
  if (stand > alpha) alpha = stand;
  for (const m of sortMoves(legal(pos, true))) {
    const undo = make(pos, m);
    const v = -quiescence(pos, -beta, -alpha, sr, qply + 1);
    unmake(pos, m, undo);
    if (v >= beta) return v;
    if (v > alpha) alpha = v;
  }
  return alpha;
}

function negamax(pos: Pos, depth: number, alpha: number, beta: number, ply: number, sr: Search): number {
  const checked = attacked(pos.b, kingOf(pos, pos.side), -pos.side as 1 | -1);
  // (a check at the horizon is looked at one ply more: a mate there is seen)
  if (depth <= 0 && checked && ply < sr.maxPly) depth = 1;
  if (depth <= 0) {
    if (sr.quiesce) return quiescence(pos, alpha, beta, sr, 0);
    sr.nodes++;
    return evaluate(pos);
  }
  sr.nodes++;
  const moves = legal(pos);
  if (!moves.length) return checked ? -MATE + ply : 0; // mated, or stalemate
  let best = -Infinity;
  for (const m of sortMoves(moves)) {
    const undo = make(pos, m);
    const v = -negamax(pos, depth - 1, -beta, -alpha, ply + 1, sr);
    unmake(pos, m, undo);
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta || sr.nodes > sr.budget) break;
  }
  return best;
}

/** How far each level looks (plies), whether it follows captures to the end, how often it plays any move
 * at all, and by how many centipawns it may take a move a little worse than the best (its games vary). */
export const LEVELS: Record<Level, { depth: number; quiesce: boolean; slip: number; spread: number }> = {
  easy: { depth: 1, quiesce: false, slip: 0.4, spread: 40 },
  normal: { depth: 2, quiesce: true, slip: 0, spread: 25 },
  hard: { depth: 3, quiesce: true, slip: 0, spread: 10 },
};

/** The computer's move: easy often plays any legal move and otherwise the best one a move ahead (it
 * never sees the mate you threaten); normal looks two plies ahead, hard three, both following captures
 * to the end. `rand` varies the choice among moves nearly as good; a node budget keeps a move well under
 * a second (a depth it cuts short is not trusted). */
export function choose(
  s: State,
  level: Level,
  rand: () => number = Math.random,
  budget = 30000,
): Move | null {
  const all = legalMoves(s);
  if (!all.length) return null;
  const { depth, quiesce, slip, spread } = LEVELS[level];
  if (rand() < slip) return all[Math.floor(rand() * all.length)];
  sortMoves(all);
  const pos = posOf(s);
  // Each move's nudge: of two moves within `spread` of each other, either may come out ahead. The
  // window searched is widened by the spread so that every move that could win gets its true score.
  const nudge = new Map(all.map((m) => [m, rand() * spread]));
  let chosen = all[0];
  // A move back to a position already seen counts as a draw: ahead, the computer makes progress instead
  // of going round in circles; behind, it is glad of one.
  const again = new Set(all.filter((m) => s.seen.includes(keyOf(makeMove(s, m)))));
  const sr: Search = { nodes: 0, budget, quiesce, maxPly: depth + 4 };
  for (let d = 1; d <= depth; d++) {
    let best = -Infinity;
    let bestMove = chosen;
    for (const m of [chosen, ...all.filter((m) => m !== chosen)]) {
      const undo = make(pos, m);
      const v = again.has(m) ? 0 : -negamax(pos, d - 1, -Infinity, -(best - spread), 1, sr);
      unmake(pos, m, undo);
      const score = Math.abs(v) > MATE - 1000 ? v : v + nudge.get(m)!;
      if (score > best) [best, bestMove] = [score, m];
      if (sr.nodes > sr.budget && d > 1) break;
    }
    if (sr.nodes > sr.budget && d > 1) break;
    chosen = bestMove;
    if (best > MATE - 1000) break; // a mate found: no need to look further
  }
  return chosen;
}
