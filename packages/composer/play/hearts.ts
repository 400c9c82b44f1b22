// Hearts for four (you and three computers): the rules as the old Windows game plays them, and how a
// computer passes and plays. Plain data and pure functions (unit-tested in src/hearts.test.ts); the
// game draws the table and asks these what may be played.
import type { Card } from './cards';

export type { Card };

/** Where the three cards go, hand by hand: left, right, across, then a hand kept. */
export const PASSES = ['left', 'right', 'across', 'none'] as const;
export type Pass = (typeof PASSES)[number];

/** A card's height in a trick: the ace high. */
export const high = (c: Card) => (c.rank === 1 ? 14 : c.rank);
export const same = (a: Card, b: Card) => a.rank === b.rank && a.suit === b.suit;
export const HEART = 1;
export const SPADE = 0;
export const CLUB = 3;
const isQueen = (c: Card) => c.suit === SPADE && c.rank === 12;

/** Its points: a heart 1, the queen of spades 13. */
export const points = (c: Card) => (c.suit === HEART ? 1 : isQueen(c) ? 13 : 0);

/** Four hands of 13 from a shuffled deck, each sorted by suit (♣ ♦ ♠ ♥) and height. */
export function deal(deck: Card[]): Card[][] {
  return [0, 1, 2, 3].map((p) => sorted(deck.slice(p * 13, p * 13 + 13)));
}

const ORDER = [2, 3, 1, 0]; // (♠ ♥ ♦ ♣ by suit number: shown ♣ ♦ ♠ ♥)
export function sorted(hand: Card[]): Card[] {
  return [...hand].sort((a, b) => ORDER[a.suit] - ORDER[b.suit] || high(a) - high(b));
}

/** Who receives player `p`'s three cards (players 0-3 clockwise: you, west, north, east). */
export function passTo(p: number, pass: Pass): number {
  return pass === 'left' ? (p + 1) % 4 : pass === 'right' ? (p + 3) % 4 : pass === 'across' ? (p + 2) % 4 : p;
}

export interface Table {
  trick: { p: number; card: Card }[]; // the cards played to this trick, in order
  broken: boolean; // a heart has been played
  first: boolean; // the first trick of the hand
}

/** Why a card may not be played now, or null when it may. */
export function why(hand: Card[], card: Card, t: Table): 'two' | 'follow' | 'hearts' | 'first' | null {
  const lead = t.trick[0]?.card;
  const only = (f: (c: Card) => boolean) => hand.every(f);
  if (!lead) {
    if (t.first && hand.some((c) => c.suit === CLUB && c.rank === 2)) return card.suit === CLUB && card.rank === 2 ? null : 'two'; // prettier-ignore
    if (card.suit === HEART && !t.broken && !only((c) => c.suit === HEART)) return 'hearts';
    return null;
  }
  if (card.suit !== lead.suit && hand.some((c) => c.suit === lead.suit)) return 'follow';
  // (no points on the first trick, unless there is nothing else to play)
  if (t.first && card.suit !== lead.suit && points(card) > 0 && !only((c) => points(c) > 0)) return 'first';
  return null;
}

export const legal = (hand: Card[], t: Table) => hand.filter((c) => why(hand, c, t) === null);

/** Who takes the trick: the highest card of the suit led. */
export function taker(trick: Table['trick']): number {
  const lead = trick[0].card.suit;
  return trick.reduce((a, b) => (b.card.suit === lead && high(b.card) > high(a.card) ? b : a)).p;
}

/** Each player's points for a hand from what they took; all 26 to one (shooting the moon) gives the
 * other three 26 each instead. */
export function handScores(taken: Card[][]): { scores: number[]; moon: number | null } {
  const raw = taken.map((cards) => cards.reduce((s, c) => s + points(c), 0));
  const moon = raw.findIndex((s) => s === 26);
  return moon >= 0 ? { scores: raw.map((_, p) => (p === moon ? 0 : 26)), moon } : { scores: raw, moon: null };
}

/** The three a computer passes: the queen, king and ace of spades first, then its highest hearts and
 * highest other cards, keeping low spades to guard the queen. */
export function choosePass(hand: Card[]): Card[] {
  const danger = (c: Card) =>
    (c.suit === SPADE && high(c) >= 12 ? 40 : 0) + (c.suit === HEART ? 8 : 0) + high(c) * 2;
  return [...hand].sort((a, b) => danger(b) - danger(a)).slice(0, 3);
}

/** A computer's card: to lead, its lowest safe card; to follow, the highest that stays under the
 * card winning the trick (or, last to play a trick with no points, its highest); with none of the
 * suit, the queen of spades or its highest heart or card, given away. */
export function choosePlay(hand: Card[], t: Table): Card {
  const can = legal(hand, t);
  const lowest = (cs: Card[]) => cs.reduce((a, b) => (high(b) < high(a) ? b : a));
  const highest = (cs: Card[]) => cs.reduce((a, b) => (high(b) > high(a) ? b : a));
  // (the queen of spades kept back while another card will do)
  const sparing = (cs: Card[]) => (cs.some((c) => !isQueen(c)) ? cs.filter((c) => !isQueen(c)) : cs);
  const lead = t.trick[0]?.card;
  if (!lead) {
    // (not a spade that could draw out the queen onto itself; hearts last)
    const safe = can.filter((c) => c.suit !== HEART && !(c.suit === SPADE && high(c) >= 12));
    return lowest(safe.length ? safe : can);
  }
  const following = can.filter((c) => c.suit === lead.suit);
  if (following.length) {
    const winning = t.trick.filter((x) => x.card.suit === lead.suit).reduce((a, b) => (high(b.card) > high(a.card) ? b : a)).card; // prettier-ignore
    const under = following.filter((c) => high(c) < high(winning));
    const queenOut = t.trick.some((x) => isQueen(x.card));
    // (the queen goes under a king or ace of spades already played)
    const queen = following.find(isQueen);
    if (queen && high(winning) > 12) return queen;
    if (under.length) return highest(sparing(under));
    const clean = t.trick.every((x) => points(x.card) === 0) && !queenOut;
    if (t.trick.length === 3 && clean) return highest(sparing(following));
    return lowest(following);
  }
  const queen = can.find(isQueen);
  if (queen) return queen;
  const hearts = can.filter((c) => c.suit === HEART);
  return highest(hearts.length ? hearts : can);
}
