// Klondike solitaire (pure): seven columns dealt 1 to 7 cards, the top one face up; the rest is the stock,
// turned one (or three) at a time onto the waste and round again when it runs out. Runs go down a column in
// alternate colours (a king alone on an empty one); each suit is built up from its ace to its king on the
// four foundations. Scored as the old Windows one: a card to a foundation 10, from the waste to a column 5, a
// card turned up 5, a card back down from a foundation −15.
import { shuffled, type Card } from './cards';

export interface Column {
  down: Card[];
  up: Card[];
}

export interface Table {
  stock: Card[];
  waste: Card[];
  foundations: Card[][];
  columns: Column[];
  score: number;
}

/** Where cards are: the waste's top, a column (from its `at`-th face-up card down), a foundation's top. */
export type From =
  { at: 'waste' } | { at: 'column'; col: number; index: number } | { at: 'foundation'; f: number };
export type To = { at: 'column'; col: number } | { at: 'foundation'; f: number };

export const red = (c: Card) => c.suit === 1 || c.suit === 2;

export function deal(rand: () => number): Table {
  const deck = shuffled(rand);
  const columns: Column[] = [];
  for (let i = 0; i < 7; i++) columns.push({ down: deck.splice(0, i), up: deck.splice(0, 1) });
  return { stock: deck, waste: [], foundations: [[], [], [], []], columns, score: 0 };
}

export const copyOf = (t: Table): Table => ({
  stock: [...t.stock],
  waste: [...t.waste],
  foundations: t.foundations.map((f) => [...f]),
  columns: t.columns.map((c) => ({ down: [...c.down], up: [...c.up] })),
  score: t.score,
});

/** The stock turned: one card (or three) onto the waste, or, empty, the waste turned back over. */
export function turn(t: Table, three = false): Table {
  const n = copyOf(t);
  if (!n.stock.length) {
    n.stock = n.waste.reverse();
    n.waste = [];
    return n;
  }
  for (let k = 0; k < (three ? 3 : 1) && n.stock.length; k++) n.waste.push(n.stock.pop()!);
  return n;
}

/** The cards a move takes: one, or a column's run from a face-up card down. */
export function cardsAt(t: Table, from: From): Card[] {
  if (from.at === 'waste') return t.waste.length ? [t.waste[t.waste.length - 1]] : [];
  if (from.at === 'foundation') {
    const f = t.foundations[from.f];
    return f.length ? [f[f.length - 1]] : [];
  }
  return t.columns[from.col].up.slice(from.index);
}

/** Whether `card` goes on a column whose top face-up card is `top` (a king on an empty column). */
export const stacks = (card: Card, top: Card | undefined, empty: boolean) =>
  top ? red(card) !== red(top) && card.rank === top.rank - 1 : empty && card.rank === 13;

/** Whether `card` goes on a foundation: an ace on an empty one, else the next of its suit. */
export function founds(card: Card, f: Card[]): boolean {
  const top = f[f.length - 1];
  return top ? top.suit === card.suit && card.rank === top.rank + 1 : card.rank === 1;
}

export function canMove(t: Table, from: From, to: To): boolean {
  const cards = cardsAt(t, from);
  if (!cards.length) return false;
  if (to.at === 'foundation') return cards.length === 1 && founds(cards[0], t.foundations[to.f]) && !(from.at === 'foundation' && from.f === to.f); // prettier-ignore
  if (from.at === 'column' && from.col === to.col) return false;
  const col = t.columns[to.col];
  return stacks(cards[0], col.up[col.up.length - 1], !col.up.length && !col.down.length);
}

/** The table after a move (its score too); a column left with face-down cards only turns its top one up. */
export function move(t: Table, from: From, to: To): Table {
  const n = copyOf(t);
  const cards = cardsAt(n, from);
  if (from.at === 'waste') n.waste.pop();
  else if (from.at === 'foundation') n.foundations[from.f].pop();
  else n.columns[from.col].up.splice(from.index);
  if (to.at === 'foundation') n.foundations[to.f].push(...cards);
  else n.columns[to.col].up.push(...cards);
  n.score += to.at === 'foundation' ? (from.at === 'foundation' ? 0 : 10) : from.at === 'waste' ? 5 : from.at === 'foundation' ? -15 : 0; // prettier-ignore
  if (from.at === 'column') {
    const col = n.columns[from.col];
    if (!col.up.length && col.down.length) {
      col.up.push(col.down.pop()!);
      n.score += 5;
    }
  }
  n.score = Math.max(0, n.score);
  return n;
}

/** The foundation a single card can go up to, if one. */
export function foundationFor(t: Table, card: Card): number {
  const same = t.foundations.findIndex((f) => f.length && f[0].suit === card.suit);
  if (same >= 0) return founds(card, t.foundations[same]) ? same : -1;
  return card.rank === 1 ? t.foundations.findIndex((f) => !f.length) : -1;
}

/** Where a tapped card (and the run under it) is best sent: up to its foundation when it is a top card,
 * else the first column it goes on (a king to an empty column only from under other cards). */
export function bestMove(t: Table, from: From): To | null {
  const cards = cardsAt(t, from);
  if (!cards.length) return null;
  if (cards.length === 1 && from.at !== 'foundation') {
    const f = foundationFor(t, cards[0]);
    if (f >= 0) return { at: 'foundation', f };
  }
  const cols = [...t.columns.keys()].filter((col) => canMove(t, from, { at: 'column', col }));
  // (a king already at the bottom of its column gains nothing from an empty one)
  const bare = from.at === 'column' && from.index === 0 && !t.columns[from.col].down.length;
  const useful = cols.filter((col) => !(bare && !t.columns[col].up.length));
  const col = useful.find((c) => t.columns[c].up.length) ?? useful[0];
  return col === undefined ? null : { at: 'column', col };
}

/** A move worth making, to hint at: a card up to a foundation, a run that turns a card up or empties a
 * column, the waste's top onto a column; else null (turn the stock). */
export function hint(t: Table): { from: From; to: To } | null {
  const tries: From[] = [{ at: 'waste' }];
  t.columns.forEach((c, col) => {
    if (c.up.length)
      tries.push({ at: 'column', col, index: c.up.length - 1 }, { at: 'column', col, index: 0 });
  });
  for (const from of tries) {
    const cards = cardsAt(t, from);
    if (cards.length !== 1) continue;
    const f = foundationFor(t, cards[0]);
    if (f >= 0) return { from, to: { at: 'foundation', f } };
  }
  for (const [col, c] of t.columns.entries()) {
    if (!c.up.length || (!c.down.length && c.up[0].rank === 13)) continue;
    const from: From = { at: 'column', col, index: 0 };
    const to = bestMove(t, from);
    if (to?.at === 'column') return { from, to };
  }
  const to = bestMove(t, { at: 'waste' });
  return to ? { from: { at: 'waste' }, to } : null;
}

export const won = (t: Table) => t.foundations.every((f) => f.length === 13);

/** All cards face up and the stock and waste gone through: the rest can go up on its own. */
export const solvable = (t: Table) =>
  !t.stock.length && !t.waste.length && t.columns.every((c) => !c.down.length);

/** Whether anything is left to do: a move, or cards in the stock or waste to turn. */
export function stuck(t: Table): boolean {
  if (t.stock.length || t.waste.length > 0) {
    // (turning the stock round finds every waste card in time: stuck only when none of them goes anywhere)
    const all = [...t.stock, ...t.waste];
    const any = all.some((card) => {
      const probe = { ...t, waste: [card] }; // (bestMove only reads: no copy needed)
      return bestMove(probe, { at: 'waste' }) !== null;
    });
    if (any) return false;
  }
  return !t.columns.some((c, col) =>
    c.up.some((_, index) => {
      const to = bestMove(t, { at: 'column', col, index });
      return to && (to.at === 'foundation' || index > 0 || c.down.length > 0);
    }),
  );
}
