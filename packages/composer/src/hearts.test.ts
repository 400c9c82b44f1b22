import { shuffled, type Card } from '../play/cards';
import { choosePass, choosePlay, deal, handScores, legal, passTo, points, taker, why, type Table } from '../play/hearts'; // prettier-ignore

function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}
const c = (rank: number, suit: number): Card => ({ rank, suit });
const [S, H, D, C] = [0, 1, 2, 3];

describe('hearts', () => {
  test('the 2♣ leads the first trick; suit is followed; no hearts led before one is played; no points on the first trick', () => {
    const first: Table = { trick: [], broken: false, first: true };
    const hand = [c(2, C), c(5, H), c(9, D)];
    expect(why(hand, c(9, D), first)).toBe('two');
    expect(why(hand, c(2, C), first)).toBeNull();
    const later: Table = { trick: [], broken: false, first: false };
    expect(why(hand, c(5, H), later)).toBe('hearts');
    expect(why([c(5, H), c(7, H)], c(5, H), later)).toBeNull(); // (nothing but hearts)
    expect(why(hand, c(5, H), { ...later, broken: true })).toBeNull();
    const clubLed: Table = { trick: [{ p: 1, card: c(2, C) }], broken: false, first: true };
    expect(why([c(4, C), c(12, S), c(3, D)], c(3, D), clubLed)).toBe('follow');
    expect(why([c(12, S), c(3, H), c(3, D)], c(12, S), clubLed)).toBe('first');
    expect(why([c(12, S), c(3, H), c(3, D)], c(3, D), clubLed)).toBeNull();
    expect(legal([c(12, S), c(3, H)], clubLed)).toHaveLength(2); // (only points left: any of them)
  });

  test('the highest card of the suit led takes the trick, the ace high; a heart is 1 and the queen of spades 13', () => {
    expect(taker([{ p: 2, card: c(10, D) }, { p: 3, card: c(1, S) }, { p: 0, card: c(1, D) }, { p: 1, card: c(13, D) }])).toBe(0); // prettier-ignore
    expect(points(c(7, H)) + points(c(12, S)) + points(c(12, D))).toBe(14);
  });

  test('all 26 to one shoots the moon: 26 to each of the others', () => {
    const all = shuffled(seeded(1)).filter((x) => points(x) > 0);
    expect(handScores([all, [], [], []])).toEqual({ scores: [0, 26, 26, 26], moon: 0 });
    expect(handScores([all.slice(0, 3), all.slice(3), [], []]).moon).toBeNull();
  });

  test('passing goes left, right, across; a computer passes the queen, king and ace of spades first', () => {
    expect([passTo(0, 'left'), passTo(0, 'right'), passTo(0, 'across'), passTo(0, 'none')]).toEqual([
      1, 3, 2, 0,
    ]);
    const hand = [c(12, S), c(2, H), c(3, C), c(13, S), c(4, D), c(1, H)];
    expect(choosePass(hand)).toEqual(expect.arrayContaining([c(12, S), c(13, S), c(1, H)]));
  });

  test('four computers play whole hands: every card they play is allowed, every hand gives out 26 points (or a moon)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const hands = deal(shuffled(seeded(seed)));
      const taken: Card[][] = [[], [], [], []];
      let t: Table = { trick: [], broken: false, first: true };
      let turn = hands.findIndex((h) => h.some((x) => x.suit === C && x.rank === 2));
      for (let k = 0; k < 52; k++) {
        const card = choosePlay(hands[turn], t);
        expect(why(hands[turn], card, t)).toBeNull();
        hands[turn] = hands[turn].filter((x) => x !== card);
        t.trick.push({ p: turn, card });
        if (card.suit === H) t.broken = true;
        turn = (turn + 1) % 4;
        if (t.trick.length === 4) {
          turn = taker(t.trick);
          taken[turn].push(...t.trick.map((x) => x.card));
          t = { trick: [], broken: t.broken, first: false };
        }
      }
      const { scores, moon } = handScores(taken);
      expect(scores.reduce((a, b) => a + b)).toBe(moon === null ? 26 : 78);
    }
  });

  test('a computer ducks under the card winning the trick, and gives the queen of spades away when it cannot follow', () => {
    const t: Table = { trick: [{ p: 1, card: c(10, D) }], broken: true, first: false };
    expect(choosePlay([c(4, D), c(9, D), c(13, D)], t)).toEqual(c(9, D));
    expect(choosePlay([c(12, S), c(13, H), c(2, C)], t)).toEqual(c(12, S));
    const spades: Table = {
      trick: [
        { p: 1, card: c(3, S) },
        { p: 2, card: c(13, S) },
      ],
      broken: true,
      first: false,
    };
    expect(choosePlay([c(12, S), c(2, S)], spades)).toEqual(c(12, S));
  });
});
