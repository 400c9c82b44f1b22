// Blackjack's rules: what a hand is worth (an ace 11 or 1), a blackjack, a bust, when a pair can be split,
// the dealer drawing to 17, and what a hand pays against the dealer's. Pure, so it is tested on its own
// (src/blackjack.test.ts); the game (games/blackjack.ts) deals and draws it.
import type { Card } from './cards';

/** A hand's best total (an ace counts 11 while that stays 21 or under) and whether an ace is counted 11. */
export function total(hand: Card[]): { total: number; soft: boolean } {
  const hard = hand.reduce((sum, c) => sum + Math.min(c.rank, 10), 0);
  return hand.some((c) => c.rank === 1) && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false }; // prettier-ignore
}

/** An ace and a ten-card as the first two: 21 that pays 3 to 2. */
export const isBlackjack = (hand: Card[]) => hand.length === 2 && total(hand).total === 21;
export const isBust = (hand: Card[]) => total(hand).total > 21;
/** Two cards alike ("two of the same") can be played as two hands. */
export const canSplit = (hand: Card[]) => hand.length === 2 && hand[0].rank === hand[1].rank;
/** The dealer draws under 17 and stands on every 17. */
export const dealerDraws = (hand: Card[]) => total(hand).total < 17;

export type Outcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** How a hand ends against the dealer's (a 21 from a split pair is no blackjack). */
export function outcome(hand: Card[], dealer: Card[], fromSplit: boolean): Outcome {
  if (isBust(hand)) return 'bust';
  const natural = isBlackjack(hand) && !fromSplit;
  if (natural && isBlackjack(dealer)) return 'push';
  if (natural) return 'blackjack';
  if (isBlackjack(dealer)) return 'lose';
  if (isBust(dealer)) return 'win';
  const [mine, theirs] = [total(hand).total, total(dealer).total];
  return mine > theirs ? 'win' : mine < theirs ? 'lose' : 'push';
}

/** The chips a hand's bet brings back: the bet and 3 to 2 on a blackjack, the bet and as much again on a
 * win, the bet on a push, nothing otherwise. */
export function payout(bet: number, end: Outcome): number {
  return end === 'blackjack'
    ? bet + Math.floor(bet * 1.5)
    : end === 'win'
      ? bet * 2
      : end === 'push'
        ? bet
        : 0;
}
