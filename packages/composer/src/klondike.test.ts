import type { Card } from '../play/cards';
import {
  bestMove,
  canMove,
  deal,
  foundationFor,
  hint,
  move,
  solvable,
  turn,
  won,
  type Table,
} from '../play/klondike';

let seed = 11;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const card = (rank: number, suit: number): Card => ({ rank, suit });
/** A table with only the columns given (face-up runs), nothing in the stock. */
function table(columns: Card[][], foundations: Card[][] = [[], [], [], []]): Table {
  return {
    stock: [],
    waste: [],
    foundations,
    columns: [...columns, ...Array.from({ length: 7 - columns.length }, () => [])].map((up) => ({
      down: [],
      up,
    })),
    score: 0,
  };
}

describe('klondike solitaire', () => {
  test('deals seven columns of 1 to 7 with the top card up, and 24 in the stock', () => {
    const t = deal(rand);
    expect(t.columns.map((c) => c.down.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(t.columns.every((c) => c.up.length === 1)).toBe(true);
    expect(t.stock.length).toBe(24);
    const all = [...t.stock, ...t.columns.flatMap((c) => [...c.down, ...c.up])];
    expect(new Set(all.map((c) => `${c.rank}${c.suit}`)).size).toBe(52);
  });

  test('the stock turns one (or three) onto the waste, and the waste goes back over when it is empty', () => {
    const t = deal(rand);
    const one = turn(t);
    expect([one.stock.length, one.waste.length]).toEqual([23, 1]);
    const three = turn(t, true);
    expect([three.stock.length, three.waste.length]).toEqual([21, 3]);
    let all = t;
    for (let k = 0; k < 24; k++) all = turn(all);
    const back = turn(all);
    expect([back.stock.length, back.waste.length]).toEqual([24, 0]);
    expect(back.stock[back.stock.length - 1]).toEqual(t.stock[t.stock.length - 1]); // (in the same order)
  });

  test('runs go down in alternate colours, a king alone on an empty column', () => {
    const t = table([[card(8, 1)], [card(7, 0)], [card(7, 2)], [card(13, 3)]]);
    expect(canMove(t, { at: 'column', col: 1, index: 0 }, { at: 'column', col: 0 })).toBe(true); // 7♠ on 8♥
    expect(canMove(t, { at: 'column', col: 2, index: 0 }, { at: 'column', col: 0 })).toBe(false); // 7♦ on 8♥
    expect(canMove(t, { at: 'column', col: 3, index: 0 }, { at: 'column', col: 5 })).toBe(true); // K♣ to empty
    expect(canMove(t, { at: 'column', col: 1, index: 0 }, { at: 'column', col: 5 })).toBe(false);
  });

  test('a card moved off the face-down ones turns the next up and scores 5', () => {
    const t = table([[card(8, 1)]]);
    t.columns[1] = { down: [card(2, 2)], up: [card(7, 0)] };
    const after = move(t, { at: 'column', col: 1, index: 0 }, { at: 'column', col: 0 });
    expect(after.columns[1]).toEqual({ down: [], up: [card(2, 2)] });
    expect(after.columns[0].up).toEqual([card(8, 1), card(7, 0)]);
    expect(after.score).toBe(5);
  });

  test('each suit goes up from its ace; a tapped card goes up when it can, else onto a column', () => {
    const t = table([[card(1, 1)], [card(9, 0), card(8, 1)], [card(9, 3)]]);
    expect(foundationFor(t, card(1, 1))).toBe(0);
    expect(foundationFor(t, card(2, 1))).toBe(-1);
    expect(bestMove(t, { at: 'column', col: 0, index: 0 })).toEqual({ at: 'foundation', f: 0 });
    const up = move(t, { at: 'column', col: 0, index: 0 }, { at: 'foundation', f: 0 });
    expect(up.score).toBe(10);
    expect(foundationFor(up, card(2, 1))).toBe(0);
    expect(foundationFor(up, card(2, 0))).toBe(-1);
    // 8♥ goes onto 9♣ (the only column it fits)
    expect(bestMove(up, { at: 'column', col: 1, index: 1 })).toEqual({ at: 'column', col: 2 });
  });

  test('a hint sends an ace up first', () => {
    const t = table([[card(5, 0)], [card(1, 2)]]);
    expect(hint(t)).toEqual({ from: { at: 'column', col: 1, index: 0 }, to: { at: 'foundation', f: 0 } });
  });

  test('a game played by hints and the stock alone moves only legally and keeps 52 cards; all face up, it finishes', () => {
    for (let game = 0; game < 20; game++) {
      let t = deal(rand);
      for (let k = 0; k < 800 && !won(t); k++) {
        const h = hint(t);
        if (h) {
          expect(canMove(t, h.from, h.to)).toBe(true);
          t = move(t, h.from, h.to);
        } else t = turn(t);
        const count = t.stock.length + t.waste.length + t.foundations.flat().length + t.columns.flatMap((c) => [...c.down, ...c.up]).length; // prettier-ignore
        expect(count).toBe(52);
      }
    }
    const nearly = table(
      [[card(13, 0)], [card(13, 1)]],
      [
        Array.from({ length: 12 }, (_, i) => card(i + 1, 0)),
        Array.from({ length: 12 }, (_, i) => card(i + 1, 1)),
        Array.from({ length: 13 }, (_, i) => card(i + 1, 2)),
        Array.from({ length: 13 }, (_, i) => card(i + 1, 3)),
      ],
    );
    expect(solvable(nearly)).toBe(true);
    const done = move(move(nearly, { at: 'column', col: 0, index: 0 }, { at: 'foundation', f: 0 }), { at: 'column', col: 1, index: 0 }, { at: 'foundation', f: 1 }); // prettier-ignore
    expect(won(done)).toBe(true);
  });
});
