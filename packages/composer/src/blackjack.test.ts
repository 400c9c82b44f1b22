import { canSplit, dealerDraws, isBlackjack, isBust, outcome, payout, total } from '../play/blackjack';
import { shuffled } from '../play/cards';

const hand = (...ranks: number[]) => ranks.map((rank, i) => ({ rank, suit: i % 4 }));

test('a hand is worth its best total: an ace 11 while that stays 21 or under, else 1; faces 10', () => {
  expect(total(hand(1, 6))).toEqual({ total: 17, soft: true });
  expect(total(hand(1, 6, 10))).toEqual({ total: 17, soft: false });
  expect(total(hand(1, 1, 9))).toEqual({ total: 21, soft: true });
  expect(total(hand(13, 12))).toEqual({ total: 20, soft: false });
  expect(isBlackjack(hand(1, 11))).toBe(true);
  expect(isBlackjack(hand(7, 7, 7))).toBe(false); // (21, but of three cards)
  expect(isBust(hand(10, 6, 8))).toBe(true);
});

test('two cards alike can be split; the dealer draws under 17 and stands on every 17', () => {
  expect(canSplit(hand(8, 8))).toBe(true);
  expect(canSplit(hand(8, 9))).toBe(false);
  expect(canSplit(hand(8, 8, 2))).toBe(false);
  expect(dealerDraws(hand(10, 6))).toBe(true);
  expect(dealerDraws(hand(10, 7))).toBe(false);
  expect(dealerDraws(hand(1, 6))).toBe(false); // (a soft 17 too)
});

test('what a hand brings back against the dealer: 3 to 2 on a blackjack, even money on a win', () => {
  expect(outcome(hand(1, 13), hand(10, 9), false)).toBe('blackjack');
  expect(payout(10, 'blackjack')).toBe(25);
  expect(outcome(hand(1, 13), hand(10, 9), true)).toBe('win'); // (a split ace and ten is 21, no blackjack)
  expect(outcome(hand(10, 9), hand(10, 8), false)).toBe('win');
  expect(payout(10, 'win')).toBe(20);
  expect(outcome(hand(10, 8), hand(10, 8), false)).toBe('push');
  expect(payout(10, 'push')).toBe(10);
  expect(outcome(hand(10, 5, 9), hand(10, 6, 9), false)).toBe('bust'); // (the player's bust loses first)
  expect(outcome(hand(10, 5), hand(10, 6, 9), false)).toBe('win');
  expect(outcome(hand(10, 10), hand(1, 10), false)).toBe('lose'); // (the dealer's blackjack beats 20)
  expect(payout(10, 'lose') + payout(10, 'bust')).toBe(0);
});

test('a shoe of decks holds every card of each deck once, shuffled', () => {
  const shoe = shuffled(Math.random, 4);
  expect(shoe).toHaveLength(208);
  expect(shoe.filter((c) => c.rank === 1 && c.suit === 0)).toHaveLength(4);
  expect(shoe.slice(0, 13).map((c) => c.rank)).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
});
