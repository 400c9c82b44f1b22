import {
  BISHOP,
  BK,
  BQ,
  WK,
  choose,
  drawReason,
  fromFen,
  inCheck,
  KNIGHT,
  legalMoves,
  makeMove,
  PAWN,
  perft,
  QUEEN,
  result,
  ROOK,
  san,
  squareName,
  squareOf,
  start,
  toFen,
  type Level,
  type Move,
  type State,
} from '../play/chess';

let seed = 11;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

/** The legal move from one square to another ("e2", "e4"), a promotion to `promo` if it is one. */
function move(s: State, from: string, to: string, promo?: number): Move {
  const m = legalMoves(s).find((x) => x.from === squareOf(from) && x.to === squareOf(to) && (x.promo ?? 0) === (promo ?? (x.promo ? QUEEN : 0))); // prettier-ignore
  if (!m) throw new Error(`${from}-${to} is not legal in ${toFen(s)}`);
  return m;
}
/** The position after moves written "e2e4 e7e5 …". */
function after(s: State, moves: string): State {
  for (const w of moves.split(' ').filter(Boolean)) s = makeMove(s, move(s, w.slice(0, 2), w.slice(2, 4)));
  return s;
}
const can = (s: State, from: string, to: string) =>
  legalMoves(s).some((m) => m.from === squareOf(from) && m.to === squareOf(to));

describe('chess: the rules', () => {
  test('the starting position, in FEN and back', () => {
    expect(toFen(start())).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const kiwi = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    expect(toFen(fromFen(kiwi))).toBe(kiwi);
    expect(squareName(squareOf('e4'))).toBe('e4');
  });

  test('perft from the start: 20, 400, 8902', () => {
    expect([1, 2, 3].map((d) => perft(start(), d))).toEqual([20, 400, 8902]);
  });

  test('perft from Kiwipete (castling, en passant, promotions, pins): 48, 2039', () => {
    const kiwi = fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    expect([1, 2].map((d) => perft(kiwi, d))).toEqual([48, 2039]);
  });

  test('perft from the other standard positions (checks, en passant pins, promotions)', () => {
    expect(perft(fromFen('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'), 3)).toBe(2812);
    expect(perft(fromFen('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'), 3)).toBe(9467);
    expect(perft(fromFen('rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'), 2)).toBe(1486);
  });

  test('castling: both ways when the way is clear; the rook goes too', () => {
    const s = fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(can(s, 'e1', 'g1')).toBe(true);
    expect(can(s, 'e1', 'c1')).toBe(true);
    const short = makeMove(s, move(s, 'e1', 'g1'));
    expect(short.board[squareOf('f1')]).toBe(ROOK);
    expect(short.board[squareOf('h1')]).toBe(0);
    const long = makeMove(s, move(s, 'e1', 'c1'));
    expect(long.board[squareOf('d1')]).toBe(ROOK);
    expect(long.board[squareOf('a1')]).toBe(0);
    expect(san(s, move(s, 'e1', 'g1'))).toBe('O-O');
    expect(san(s, move(s, 'e1', 'c1'))).toBe('O-O-O');
    // (no castling back with that king)
    const black = makeMove(short, move(short, 'a8', 'b8'));
    expect(can(black, 'f1', 'h1')).toBe(false);
  });

  test('castling: not out of, through or into check; past an attacked b1 it may', () => {
    // a black rook on f8 watches f1: not short (through check); long is fine
    const through = fromFen('5r1k/8/8/8/8/8/8/R3K2R w KQ - 0 1');
    expect(can(through, 'e1', 'g1')).toBe(false);
    expect(can(through, 'e1', 'c1')).toBe(true);
    // a rook on g8: not into check
    expect(can(fromFen('6rk/8/8/8/8/8/8/R3K2R w KQ - 0 1'), 'e1', 'g1')).toBe(false);
    // in check on e1: neither way
    const checked = fromFen('4r2k/8/8/8/8/8/8/R3K2R w KQ - 0 1');
    expect(inCheck(checked)).toBe(true);
    expect(can(checked, 'e1', 'g1') || can(checked, 'e1', 'c1')).toBe(false);
    // only b1 attacked: the king does not cross it, long castling stands
    expect(can(fromFen('1r5k/8/8/8/8/8/8/R3K2R w KQ - 0 1'), 'e1', 'c1')).toBe(true);
    // a piece between: no
    expect(can(fromFen('7k/8/8/8/8/8/8/RN2K1NR w KQ - 0 1'), 'e1', 'c1')).toBe(false);
  });

  test('castling: not once the king or that rook has moved, even back home', () => {
    const s = fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const rookBack = after(s, 'h1h2 a8a7 h2h1 a7a8');
    expect(can(rookBack, 'e1', 'g1')).toBe(false);
    expect(can(rookBack, 'e1', 'c1')).toBe(true);
    expect(can(makeMove(rookBack, move(rookBack, 'a1', 'a2')), 'e8', 'c8')).toBe(false);
    const kingBack = after(s, 'e1e2 e8e7 e2e1 e7e8');
    expect(can(kingBack, 'e1', 'g1') || can(kingBack, 'e1', 'c1')).toBe(false);
    // a rook taken on its square ends that side's right on that wing (and the taker's, its rook gone)
    const taken = after(fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), 'h1h8');
    expect(taken.castling & BK).toBe(0);
    expect(taken.castling & BQ).toBe(BQ);
    expect(taken.castling & WK).toBe(0);
  });

  test('en passant: only right after the double step, and the pawn taken goes', () => {
    const s = fromFen('4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1');
    const pushed = after(s, 'a2a4');
    expect(squareName(pushed.ep)).toBe('a3');
    const ep = legalMoves(pushed).find((m) => m.special === 'ep');
    expect(ep && squareName(ep.to)).toBe('a3');
    const took = makeMove(pushed, ep!);
    expect(took.board[squareOf('a4')]).toBe(0);
    expect(took.board[squareOf('a3')]).toBe(-PAWN);
    expect(san(pushed, ep!)).toBe('bxa3');
    // one move later it is gone
    const later = after(pushed, 'e8d8 e1e2');
    expect(legalMoves(later).some((m) => m.special === 'ep')).toBe(false);
    // a single step never allows it
    const single = after(fromFen('4k3/8/8/8/8/1p6/P7/4K3 w - - 0 1'), 'a2a3');
    expect(single.ep).toBe(-1);
  });

  test('en passant is refused when it would bare the king (the two pawns leave the rank)', () => {
    const s = fromFen('8/8/8/K1pP3r/8/8/8/7k w - c6 0 1');
    // white: d5xc6 e.p. would leave the a5 king open to the h5 rook
    expect(legalMoves(s).some((m) => m.special === 'ep')).toBe(false);
  });

  test('promotion: four choices, the queen first; the pawn becomes what is chosen', () => {
    const s = fromFen('8/P7/8/8/8/8/8/k6K w - - 0 1');
    const promos = legalMoves(s).filter((m) => m.from === squareOf('a7'));
    expect(promos.map((m) => m.promo)).toEqual([QUEEN, ROOK, BISHOP, KNIGHT]);
    const queen = makeMove(s, promos[0]);
    expect(queen.board[squareOf('a8')]).toBe(QUEEN);
    expect(queen.board[squareOf('a7')]).toBe(0);
    expect(san(s, promos[0])).toBe('a8=Q+');
    expect(san(s, promos[3])).toBe('a8=N');
    expect(makeMove(s, promos[3]).board[squareOf('a8')]).toBe(KNIGHT);
    // a black pawn taking into a promotion
    const b = fromFen('4k3/8/8/8/8/8/6p1/5R1K b - - 0 1');
    const takes = legalMoves(b).filter((m) => m.from === squareOf('g2') && m.to === squareOf('f1'));
    expect(takes).toHaveLength(4);
    expect(makeMove(b, takes[0]).board[squareOf('f1')]).toBe(-QUEEN);
  });

  test('notation: pieces, captures, disambiguation, check and mate', () => {
    const s = start();
    expect(san(s, move(s, 'g1', 'f3'))).toBe('Nf3');
    expect(san(s, move(s, 'e2', 'e4'))).toBe('e4');
    const open = after(s, 'e2e4 d7d5');
    expect(san(open, move(open, 'e4', 'd5'))).toBe('exd5');
    const knights = fromFen('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1');
    expect(san(knights, move(knights, 'b1', 'd2'))).toBe('Nbd2');
    const rooks = fromFen('4k3/R7/8/8/8/8/8/R3K3 w - - 0 1');
    expect(san(rooks, move(rooks, 'a1', 'a4'))).toBe('R1a4');
  });

  test("fool's mate is checkmate; the mated side has no move", () => {
    const s = after(start(), 'f2f3 e7e5 g2g4');
    expect(san(s, move(s, 'd8', 'h4'))).toBe('Qh4#');
    const mated = makeMove(s, move(s, 'd8', 'h4'));
    expect(inCheck(mated)).toBe(true);
    expect(legalMoves(mated)).toHaveLength(0);
    expect(result(mated)).toBe('checkmate');
    expect(result(s)).toBeNull();
  });

  test('a known stalemate; a check that is not mate', () => {
    const stale = fromFen('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(inCheck(stale)).toBe(false);
    expect(result(stale)).toBe('stalemate');
    const check = fromFen('7k/8/6K1/8/8/8/8/Q7 b - - 0 1');
    expect(inCheck(check)).toBe(true);
    expect(result(check)).toBeNull();
  });

  test('draws: too little material, fifty moves, the same position three times', () => {
    expect(drawReason(fromFen('8/8/8/4k3/8/8/8/4KB2 w - - 0 1'))).toBe('material');
    expect(drawReason(fromFen('8/8/8/4k3/8/8/8/4K3 w - - 0 1'))).toBe('material');
    expect(drawReason(fromFen('2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1'))).toBe('material'); // (bishops on one colour)
    expect(drawReason(fromFen('1b6/8/8/4k3/8/8/8/4KB2 w - - 0 1'))).toBeNull();
    expect(drawReason(fromFen('8/8/8/4k3/8/8/4P3/4K3 w - - 0 1'))).toBeNull();
    expect(result(fromFen('8/8/8/4k3/8/8/8/R3K3 w - - 100 80'))).toBe('draw');
    expect(drawReason(fromFen('8/8/8/4k3/8/8/8/R3K3 w - - 99 80'))).toBeNull();
    const twice = after(start(), 'g1f3 g8f6 f3g1 f6g8');
    expect(drawReason(twice)).toBeNull();
    const thrice = after(twice, 'g1f3 g8f6 f3g1 f6g8');
    expect(drawReason(thrice)).toBe('repetition');
    expect(result(thrice)).toBe('draw');
    // a capture or pawn move starts the count again
    expect(after(start(), 'e2e4').halfmove).toBe(0);
    expect(after(start(), 'g1f3').halfmove).toBe(1);
  });
});

describe('chess: the computer', () => {
  const levels: Level[] = ['easy', 'normal', 'hard'];

  test('normal and hard find a mate in one, for either colour', () => {
    const mates = [
      ['6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'd1d8'],
      ['3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1', 'd8d1'],
      ['r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', 'h5f7'], // scholar's mate
      ['rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', ''], // (mated already: no move)
    ];
    for (const level of ['normal', 'hard'] as Level[])
      for (const [fen, want] of mates) {
        const s = fromFen(fen);
        const m = choose(s, level, rand);
        if (!want) expect(m).toBeNull();
        else {
          expect(m && squareName(m.from) + squareName(m.to)).toBe(want);
          expect(result(makeMove(s, m!))).toBe('checkmate');
        }
      }
  });

  test('normal and hard take a queen left hanging, and do not hang their own', () => {
    const hanging = fromFen('4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1');
    for (const level of ['normal', 'hard'] as Level[]) {
      const m = choose(hanging, level, rand)!;
      expect(squareName(m.to)).toBe('d5');
    }
    // black's queen is attacked by a pawn: it moves away (or is defended by something worth it)
    const attacked = fromFen('4k3/8/8/3q4/4P3/8/8/4K3 b - - 0 1');
    for (const level of ['normal', 'hard'] as Level[]) {
      const m = choose(attacked, level, rand)!;
      const next = makeMove(attacked, m);
      expect(legalMoves(next).some((x) => x.captured === -QUEEN)).toBe(false);
    }
  });

  test('easy does not see the mate you threaten (hard does); with no slip it still takes what is free', () => {
    const noSlip = () => 0.99; // (rand above the slip rate: it plays its best move a ply ahead)
    const free = fromFen('4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1');
    expect(squareName(choose(free, 'easy', noSlip)!.to)).toBe('d5');
    // the scholar's mate threatened (Qxf7#): easy develops its knight to f6 and is mated
    const mateIn1 = (s: State) => legalMoves(s).some((m) => result(makeMove(s, m)) === 'checkmate');
    const threat = fromFen('r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3');
    expect(mateIn1(makeMove(threat, choose(threat, 'easy', noSlip)!))).toBe(true);
    for (const level of ['normal', 'hard'] as Level[])
      expect(mateIn1(makeMove(threat, choose(threat, level, rand)!))).toBe(false);
  });

  test('easy plays any legal move about four times in ten', () => {
    // (a queen to take for free: only a slip leaves it)
    let slips = 0;
    const s = fromFen('4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1');
    for (let i = 0; i < 200; i++) {
      const m = choose(s, 'easy', rand)!;
      expect(legalMoves(s)).toContainEqual(m);
      if (!m.captured) slips++;
    }
    expect(slips).toBeGreaterThan(40);
    expect(slips).toBeLessThan(120);
  });

  test('every move it makes is legal, at every level, in whole games', () => {
    for (const level of levels) {
      let s = start();
      for (let ply = 0; ply < 30 && !result(s); ply++) {
        const m = choose(s, level, rand)!;
        const legal = legalMoves(s);
        expect(legal).toContainEqual(m);
        s = makeMove(s, m);
      }
    }
  });

  test('it answers quickly (a few hundred ms here at most, hard, in a busy middlegame)', () => {
    const s = fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    const t = performance.now();
    expect(choose(s, 'hard', rand)).not.toBeNull();
    expect(performance.now() - t).toBeLessThan(1500);
  });
});
