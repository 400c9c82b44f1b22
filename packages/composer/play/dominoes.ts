// Dominoes against the computer (pure): the 28 tiles of a double-six set, a line with two open ends,
// what fits where, the computer's tile, and who wins a round (the first out, or the fewest pips when no
// one can play).

/** A tile: its two halves, 0-6. */
export type Tile = [number, number];

/** The 28 tiles, each pair of 0-6 once. */
export function set(): Tile[] {
  const out: Tile[] = [];
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) out.push([a, b]);
  return out;
}

/** The line as laid: its tiles in order, each turned so that touching halves match. */
export type Line = Tile[];

/** The open ends: the left half of the first tile and the right half of the last (null when empty). */
export const ends = (line: Line): [number, number] | null =>
  line.length ? [line[0][0], line[line.length - 1][1]] : null;

/** Where `t` can go: 'left', 'right', both, or none (anywhere on an empty line). */
export function fits(line: Line, t: Tile): ('left' | 'right')[] {
  const e = ends(line);
  if (!e) return ['right'];
  const out: ('left' | 'right')[] = [];
  if (t.includes(e[0])) out.push('left');
  if (t.includes(e[1])) out.push('right');
  return out;
}

/** The line with `t` laid on `side`, turned to match. */
export function lay(line: Line, t: Tile, side: 'left' | 'right'): Line {
  const e = ends(line);
  if (!e) return [t];
  if (side === 'left') return [t[1] === e[0] ? t : [t[1], t[0]], ...line];
  return [...line, t[0] === e[1] ? t : [t[1], t[0]]];
}

export const pips = (hand: Tile[]) => hand.reduce((s, t) => s + t[0] + t[1], 0);

/** The computer's move: its heaviest tile that fits (a double first among equals), and where; null when
 * none fits. */
export function choose(line: Line, hand: Tile[]): { i: number; side: 'left' | 'right' } | null {
  let best: { i: number; side: 'left' | 'right' } | null = null;
  let most = -1;
  for (const [i, t] of hand.entries()) {
    const where = fits(line, t);
    const weight = t[0] + t[1] + (t[0] === t[1] ? 0.5 : 0);
    if (where.length && weight > most) [best, most] = [{ i, side: where[0] }, weight];
  }
  return best;
}

/** Who starts: the one holding the highest double (else the heaviest tile); 0 you, 1 the computer. */
export function starter(hands: [Tile[], Tile[]]): 0 | 1 {
  const rank = (h: Tile[]) => Math.max(...h.map((t) => (t[0] === t[1] ? 100 + t[0] : t[0] + t[1])));
  return rank(hands[0]) >= rank(hands[1]) ? 0 : 1;
}

/** A round's end: the one out of tiles wins; with no one able to play and nothing to draw, the fewest
 * pips. The winner scores the pips left in the other's hand. null while it goes on. */
export function roundEnd(
  hands: [Tile[], Tile[]],
  line: Line,
  pile: number,
): { winner: 0 | 1 | null; points: number } | null {
  // prettier-ignore
  for (const p of [0, 1] as const)
    if (!hands[p].length) return { winner: p, points: pips(hands[1 - p]) };
  const stuck = pile === 0 && hands.every((h) => h.every((t) => !fits(line, t).length));
  if (!stuck) return null;
  const [a, b] = [pips(hands[0]), pips(hands[1])];
  if (a === b) return { winner: null, points: 0 };
  return a < b ? { winner: 0, points: b } : { winner: 1, points: a };
}
