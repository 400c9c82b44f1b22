// UNO (pure): the 108 cards, what may be played on what, whose turn is next, what the computer plays
// and which colour it names, and the points left in hands.

export type Colour = 'red' | 'yellow' | 'green' | 'blue';
export type Face = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'skip' | 'reverse' | '+2' | 'wild' | '+4'; // prettier-ignore

export interface Card {
  /** Null for the wild ones. */
  colour: Colour | null;
  face: Face;
}

export const COLOURS: Colour[] = ['red', 'yellow', 'green', 'blue'];

/** The whole deck: each colour's 0 once and 1-9, skip, reverse and +2 twice; four wilds, four +4s. */
export function deck(): Card[] {
  const out: Card[] = [];
  for (const colour of COLOURS) {
    out.push({ colour, face: '0' });
    for (const face of ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'skip', 'reverse', '+2'] as Face[])
      out.push({ colour, face }, { colour, face });
  }
  for (let i = 0; i < 4; i++) out.push({ colour: null, face: 'wild' }, { colour: null, face: '+4' });
  return out;
}

/** Whether `card` may go on `top` when the colour asked is `colour`. */
export const playable = (card: Card, top: Card, colour: Colour) =>
  card.colour === null || card.colour === colour || card.face === top.face;

/** Whose turn follows `turn` of `n` going `dir` (1 or -1), `steps` on (2 over a skipped one). */
export const after = (turn: number, dir: number, n: number, steps = 1) =>
  (((turn + dir * steps) % n) + n) % n;

/** The colour a hand has most of (red when it has none). */
export function bestColour(hand: Card[]): Colour {
  const count = (c: Colour) => hand.filter((x) => x.colour === c).length;
  return COLOURS.reduce((a, b) => (count(b) > count(a) ? b : a));
}

/** The computer's card: of those it may play, its colour's first (an attack first when the next player
 * is close to winning), a number of the same face, a wild last; -1 when it has none. */
export function choose(hand: Card[], top: Card, colour: Colour, nextLeft: number): number {
  const can = hand.map((c, i) => ({ c, i })).filter(({ c }) => playable(c, top, colour));
  if (!can.length) return -1;
  const attack = (c: Card) => ['skip', '+2', 'reverse'].includes(c.face);
  const rank = (c: Card) =>
    c.colour === null ? (nextLeft <= 2 && c.face === '+4' ? 0 : 9) : nextLeft <= 2 && attack(c) ? 1 : c.colour === colour ? 2 : 3; // prettier-ignore
  return can.reduce((a, b) => (rank(b.c) < rank(a.c) ? b : a)).i;
}

/** A card's points at the end: its number, 20 for an action, 50 for a wild. */
export const worth = (c: Card) => (c.colour === null ? 50 : /^\d$/.test(c.face) ? Number(c.face) : 20);
