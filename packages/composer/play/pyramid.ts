// Pyramid solitaire's rules: a deck dealt into a pyramid of 28 and a stock, which cards are free, pairs
// that make 13 (a king alone), the draw pile and its passes, and undo. Pure, so it is tested on its own
// (src/pyramid.test.ts); the game (games/pyramid.ts) draws and plays it.

import { shuffled, type Card } from './cards';

export type { Card };
export interface Table {
  /** Row by row from the top: row r holds r + 1 cards; null where one was taken. */
  pyramid: (Card | null)[];
  stock: Card[];
  waste: Card[];
  /** Times the waste has gone back into the stock. */
  passes: number;
}
/** Where a pick is: a pyramid card by index, or the top of the waste. */
export type Spot = number | 'waste';

export const ROWS = 7;
export const PASSES = 3; // (through the stock three times: twice back)

/** The row and place in it of pyramid card i. */
export function rowOf(i: number): { row: number; at: number } {
  let row = 0;
  while (((row + 1) * (row + 2)) / 2 <= i) row += 1;
  return { row, at: i - (row * (row + 1)) / 2 };
}
const indexOf = (row: number, at: number) => (row * (row + 1)) / 2 + at;

/** A shuffled deck dealt: 28 face up in the pyramid, the rest in the stock. */
export function deal(rand: () => number): Table {
  const deck = shuffled(rand);
  return { pyramid: deck.slice(0, 28), stock: deck.slice(28), waste: [], passes: 1 };
}

/** A pyramid card is free when it is there and no card lies on it (the two below it are gone). */
export function isFree(t: Table, i: number): boolean {
  if (!t.pyramid[i]) return false;
  const { row, at } = rowOf(i);
  return row === ROWS - 1 || (!t.pyramid[indexOf(row + 1, at)] && !t.pyramid[indexOf(row + 1, at + 1)]);
}

export const cardAt = (t: Table, s: Spot): Card | null =>
  s === 'waste' ? (t.waste[t.waste.length - 1] ?? null) : isFree(t, s) ? t.pyramid[s] : null;

/** Takes what the picks make 13 with (a king alone, or two free cards); false when they do not. */
export function take(t: Table, picks: Spot[]): boolean {
  const cards = picks.map((s) => cardAt(t, s));
  if (cards.some((c) => !c) || new Set(picks).size !== picks.length) return false;
  const sum = cards.reduce((s, c) => s + c!.rank, 0);
  if (sum !== 13 || picks.length > 2) return false;
  for (const s of picks) {
    if (s === 'waste') t.waste.pop();
    else t.pyramid[s] = null;
  }
  return true;
}

/** Turns the next stock card onto the waste; an empty stock takes the waste back while passes are left. */
export function draw(t: Table): boolean {
  if (t.stock.length) {
    t.waste.push(t.stock.pop()!);
    return true;
  }
  if (t.passes >= PASSES || !t.waste.length) return false;
  t.stock = [...t.waste].reverse();
  t.waste = [];
  t.passes += 1;
  return true;
}

export const cleared = (t: Table) => t.pyramid.every((c) => !c);

/** Whether anything can still be done: a pair or a king to take, or a card to draw. */
export function canMove(t: Table): boolean {
  if (t.stock.length || (t.passes < PASSES && t.waste.length)) return true;
  const free: Spot[] = [...t.pyramid.keys()].filter((i) => isFree(t, i));
  if (t.waste.length) free.push('waste');
  const ranks = free.map((s) => cardAt(t, s)!.rank);
  return ranks.some((r, i) => r === 13 || ranks.some((q, j) => j !== i && r + q === 13));
}

export const copyOf = (t: Table): Table => ({
  pyramid: [...t.pyramid],
  stock: [...t.stock],
  waste: [...t.waste],
  passes: t.passes,
});
