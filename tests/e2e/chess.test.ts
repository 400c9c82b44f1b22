// Chess in Chromium, as a person plays it: a pawn tapped shows its two squares, the computer answers a
// move, Undo takes both back, castling moves the rook too, a pawn on the last rank asks what it becomes,
// check is said, fool's mate ends the game with Black named, and playing Black turns the board round.
import type { Browser } from 'playwright-core';
import type { Design } from '@degs/composer';
import { eventually, launchBrowser } from '../support/browser';
import { onClock as pageOnClock, seeded, type Degs } from '../support/clock';
import {
  choose,
  kindOf,
  legalMoves,
  makeMove,
  result,
  squareName,
  start,
  type State,
} from '../../packages/composer/play/chess';

jest.setTimeout(120_000);

// The board as the page draws it (play/games/chess.ts): 52 px squares from (32, 82).
const S = 52;
const X0 = 32;
const Y0 = 82;
const WHITE = '♔♕♖♗♘♙';
const BLACK = '♚♛♜♝♞♟';

const chess = (parts: Design['parts'], params: Partial<Design['params']> = {}): Design => ({
  version: 2,
  mechanic: 'chess',
  title: 'Ajedrez',
  tagline: 'Checkmate the other king: every piece moves as in real chess',
  roles: {},
  setting: { name: 'wood', bg: '#3b2a1a', fg: '#f5e6c8', accent: '#f59e0b' },
  params: { speed: 1, difficulty: 'easy', lives: 3, size: 1, goal: null, seconds: 60, ...params },
  parts,
  topic: null,
  words: [],
  notes: [],
});

describe('chess in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** The page on its own clock (tests/support/clock.ts), with a person's ways round the board. */
  async function onClock(design: Design, before = '') {
    const { page, read, words, errors } = await pageOnClock(browser, design, before);
    const flip = design.params.black === true && !design.parts.includes('twoPlayer');
    /** Where a square ("e2") is on the canvas: Black's side at the bottom when the person plays Black. */
    const at = (sq: string) => {
      const f = sq.charCodeAt(0) - 97;
      const r = Number(sq[1]) - 1;
      return { x: X0 + (flip ? 7 - f : f) * S + S / 2, y: Y0 + (flip ? r : 7 - r) * S + S / 2 };
    };
    /** The pieces on the board as drawn: square → glyph (♔…♙ White's, ♚…♟ Black's). */
    const board = async () => {
      const out: Record<string, string> = {};
      for (const w of await read('words')) {
        const glyph = w.name.replace('\uFE0E', '');
        if (!(WHITE + BLACK).includes(glyph) || glyph.length !== 1) continue;
        const c = Math.floor((w.x - X0) / S);
        const r = Math.floor((w.y - Y0) / S);
        if (c < 0 || c > 7 || r < 0 || r > 7) continue; // (a piece taken, beside the board)
        const f = flip ? 7 - c : c;
        const rank = flip ? r : 7 - r;
        out['abcdefgh'[f] + (rank + 1)] = glyph;
      }
      return out;
    };
    const tap = async (sq: string) => {
      const p = at(sq);
      await page.mouse.click(p.x, p.y);
      await page.clock.runFor(60);
    };
    /** Moves written "e2e4 e7e5 …", each a tap on the piece and one on its square, let land. */
    const play = async (moves: string) => {
      for (const m of moves.split(' ')) {
        await tap(m.slice(0, 2));
        await tap(m.slice(2, 4));
        await page.clock.runFor(300);
      }
    };
    /** The colour on the canvas at a point (its own pixels). */
    const pixel = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const c = document.getElementById('game') as HTMLCanvasElement;
          return [...c.getContext('2d')!.getImageData(px, py, 1, 1).data.slice(0, 3)];
        },
        [x, y],
      );
    const begin = async () => {
      await page.keyboard.press('Space');
      await page.clock.runFor(100);
      expect(await read('state')).toBe('play');
    };
    return { page, read, words, board, tap, play, at, pixel, begin, errors };
  }

  const START: Record<string, string> = {};
  'rnbqkbnr'.split('').forEach((p, f) => {
    const glyph = (s: string) => ({ k: 0, q: 1, r: 2, b: 3, n: 4, p: 5 })[s]!;
    START['abcdefgh'[f] + '1'] = WHITE[glyph(p)];
    START['abcdefgh'[f] + '2'] = WHITE[5];
    START['abcdefgh'[f] + '7'] = BLACK[5];
    START['abcdefgh'[f] + '8'] = BLACK[glyph(p)];
  });

  test('against the computer: a pawn tapped dots two squares; it moves, the computer answers; Undo takes both back', async () => {
    const { page, words, board, tap, at, pixel, begin, errors } = await onClock(chess(['modes', 'highscores']), seeded(3)); // prettier-ignore
    await begin();
    expect(await board()).toEqual(START);
    expect(await words()).toEqual(
      expect.arrayContaining(['You', 'Computer', 'Your turn', '↶ Undo', 'New game']),
    );
    // the squares' own colours, then the pawn tapped: e3 and e4 dotted, e5 not
    const plain = { e3: await pixel(at('e3').x, at('e3').y), e4: await pixel(at('e4').x, at('e4').y) };
    await tap('e2');
    expect(await pixel(at('e3').x, at('e3').y)).not.toEqual(plain.e3);
    expect(await pixel(at('e4').x, at('e4').y)).not.toEqual(plain.e4);
    expect(await pixel(at('e5').x, at('e5').y + 16)).toEqual(await pixel(at('e5').x, at('e5').y));
    await tap('e4');
    expect(await words()).toContain('Thinking…');
    await page.clock.runFor(150); // (the pawn slides there)
    expect((await board()).e4).toBe('♙');
    expect((await board()).e2).toBeUndefined();
    // the computer answers: one black piece has moved
    await page.clock.runFor(2000);
    const now = await board();
    const blackMoved = Object.keys(START).filter((sq) => BLACK.includes(START[sq]) && now[sq] !== START[sq]);
    expect(blackMoved).toHaveLength(1);
    expect(Object.values(now).filter((g) => BLACK.includes(g))).toHaveLength(16);
    expect(await words()).toContain('Your turn');
    // Undo: both moves taken back
    await page.mouse.click(85, 614);
    await page.clock.runFor(100);
    expect(await board()).toEqual(START);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a whole game against the easy computer, played well, is won by checkmate', async () => {
    const { page, read, words, board, tap, begin, errors } = await onClock(chess(['modes', 'highscores']), seeded(2)); // prettier-ignore
    await begin();
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    // the glyphs a position is drawn with
    const drawn = (st: State) => {
      const out: Record<string, string> = {};
      st.board.forEach((p, sq) => {
        if (p) out[squareName(sq)] = (p > 0 ? WHITE : BLACK)[6 - kindOf(p)];
      });
      return out;
    };
    const same = (a: Record<string, string>, b: Record<string, string>) =>
      Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);
    let s = start();
    let answered = 0;
    for (let ply = 0; ply < 300 && !result(s); ply++) {
      if (s.turn === 'w') {
        const m = choose(s, 'hard', rand)!;
        await tap(squareName(m.from));
        await tap(squareName(m.to));
        if (m.promo) await page.keyboard.press('Enter'); // (hard's promotions are queens)
        await page.clock.runFor(300);
        s = makeMove(s, m);
        expect(await board()).toEqual(drawn(s));
      } else {
        await page.clock.runFor(1500);
        // the computer's move: the one legal move that leaves the board as drawn
        const now = await board();
        const m = legalMoves(s).find((x) => same(drawn(makeMove(s, x)), now));
        expect(m).toBeDefined();
        s = makeMove(s, m!);
        answered++;
      }
    }
    expect(result(s)).toBe('checkmate');
    expect(answered).toBeGreaterThan(3);
    await page.clock.runFor(2500);
    expect(await read('state')).toBe('won');
    expect(await words()).toContain('Checkmate! You win');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('two players: castling moves the rook too; check is said and the king stands on red', async () => {
    const { page, words, board, play, at, pixel, begin, errors } = await onClock(chess(['twoPlayer']));
    await begin();
    expect(await words()).toContain('White to move');
    await play('e2e4 e7e5 g1f3 b8c6 f1c4 g8f6');
    expect(await words()).toContain('White to move');
    await play('e1g1');
    const castled = await board();
    expect(castled.g1).toBe('♔');
    expect(castled.f1).toBe('♖');
    expect(castled.h1).toBeUndefined();
    expect(castled.e1).toBeUndefined();
    expect(await words()).toContain('4. O-O');
    // a bishop takes on f7 with check
    await play('f6e4 c4f7');
    expect(await words()).toContain('Check! Black to move');
    const [r, gr, b] = await pixel(at('e8').x - 22, at('e8').y);
    expect(r).toBeGreaterThan(150);
    expect(gr).toBeLessThan(120);
    expect(b).toBeLessThan(120);
    // the pawn the bishop took sits beside the board, on White's row
    const taken = (await page.evaluate(() => (window as unknown as { __degs: Degs }).__degs.words)).filter(
      (w) => w.y > Y0 + 8 * S + 20 && w.name.startsWith('♟'),
    );
    expect(taken).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('two players: a pawn on the last rank asks what it becomes (Enter: the queen; a tap: the knight)', async () => {
    const { page, words, board, play, tap, begin, errors } = await onClock(chess(['twoPlayer']));
    await begin();
    await play('e2e4 d7d5 e4d5 c7c6 d5c6 g8f6 c6b7 e7e6');
    await tap('b7');
    await tap('a8');
    expect(await words()).toContain('Promote your pawn');
    expect((await board()).b7).toBe('♙'); // (not moved until chosen)
    await page.keyboard.press('Enter');
    await page.clock.runFor(300);
    expect((await board()).a8).toBe('♕');
    expect(await words()).toContain('5. bxa8=Q');
    // taken back, and this time the knight (the fourth box over the board)
    await page.keyboard.press('u');
    await page.clock.runFor(100);
    expect((await board()).b7).toBe('♙');
    await tap('b7');
    await tap('a8');
    await page.mouse.click(240 - 2 * 74 + 3 * 74 + 37, Y0 + 4 * S);
    await page.clock.runFor(300);
    expect((await board()).a8).toBe('♘');
    expect(errors).toEqual([]);
    await page.close();
  });

  test("two players: fool's mate ends the game with Black named the winner", async () => {
    const { page, read, words, play, begin, errors } = await onClock(chess(['twoPlayer']));
    await begin();
    await play('f2f3 e7e5 g2g4 d8h4');
    expect(await words()).toContain('Checkmate!');
    await page.clock.runFor(2500);
    await eventually(
      () => read('state'),
      (s) => expect(s).toBe('won'),
    );
    expect(await words()).toContain('Checkmate! Black wins');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('playing Black: the board turned (Black at the bottom) and the computer opens', async () => {
    const { page, words, board, at, begin, errors } = await onClock(
      chess(['modes'], { black: true }),
      seeded(9),
    );
    await begin();
    // Black's king at the bottom, on e8, White's on e1 at the top
    const kings = (await page.evaluate(() => (window as unknown as { __degs: Degs }).__degs.words)).filter(
      (w) => w.name === '♚' || w.name === '♔',
    );
    const e8 = at('e8');
    expect(e8.y).toBeGreaterThan(Y0 + 7 * S);
    expect(kings.some((k) => k.name === '♚' && k.x === e8.x && k.y === e8.y)).toBe(true);
    await page.clock.runFor(2000);
    const now = await board();
    const whiteMoved = Object.keys(START).filter((sq) => WHITE.includes(START[sq]) && now[sq] !== START[sq]);
    expect(whiteMoved).toHaveLength(1);
    expect(await words()).toContain('Your turn');
    expect(await words()).toEqual(expect.arrayContaining(['h', '1', '8']));
    expect(errors).toEqual([]);
    await page.close();
  });
});
