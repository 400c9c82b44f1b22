// Playing cards shared by the card games (pyramid solitaire, blackjack): a card, a shuffled deck, and a
// card's face and back drawn the same way in each.
import type { Api, Box } from './runtime';

export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number;
  /** 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
  suit: number;
}

export const SUITS = ['♠', '♥', '♦', '♣'];
export const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** `decks` whole decks of 52, shuffled (Fisher-Yates). */
export function shuffled(rand: () => number, decks = 1): Card[] {
  const cards: Card[] = [];
  for (let n = 0; n < decks; n++)
    for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return cards;
}

/** A card face up: rank and suit in its corner, the big suit in its middle when `open` (a card lying
 * under others shows only its corner); outlined in the accent when `lit`. */
export function cardFace(g: Api, c: Card, b: Box, lit = false, open = true): void {
  const { ctx } = g;
  ctx.fillStyle = open ? '#ffffff' : '#d6d3d1';
  ctx.strokeStyle = lit ? g.design.setting.accent : '#57534e';
  ctx.lineWidth = lit ? 4 : 1.5;
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, 6);
  ctx.fill();
  ctx.stroke();
  const red = c.suit === 1 || c.suit === 2 ? '#dc2626' : '#111827';
  const size = Math.round(b.w * 0.3);
  const [inX, inY] = [Math.round(size * 0.95), Math.round(size * 0.8)];
  g.text(RANKS[c.rank], b.x + inX, b.y + inX, size, red);
  g.text(SUITS[c.suit], b.x + b.w - inY, b.y + inX, size - 2, red);
  if (open) g.text(SUITS[c.suit], b.x + b.w / 2, b.y + b.h / 2 + size / 2, Math.round(size * 1.65), red);
}

/** A card face down: the deck's back. */
export function cardBack(g: Api, b: Box): void {
  const { ctx } = g;
  ctx.fillStyle = '#1d4ed8';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, 6);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.strokeRect(b.x + 6, b.y + 6, b.w - 12, b.h - 12);
}
