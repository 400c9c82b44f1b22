// Connections (pure), the word puzzle: sixteen words in a 4 × 4 grid that fall into four groups of four;
// pick four and submit. A right group is locked in as a bar of its colour (yellow the plainest, then green,
// blue, purple the trickiest); a wrong one is a mistake, and three of a group in it is "one away". Four
// mistakes and the rest is shown. Each puzzle has words that would fit more than one group.

export interface Group {
  name: string;
  words: string[];
  /** 0 yellow (plainest) … 3 purple (trickiest). */
  level: number;
}

export const PUZZLES: Group[][] = [
  [
    { name: 'Fish', words: ['PERCH', 'PIKE', 'BASS', 'TROUT'], level: 0 },
    { name: 'Parts of a shoe', words: ['SOLE', 'HEEL', 'TONGUE', 'LACE'], level: 1 },
    { name: 'Things that bark', words: ['DOG', 'SEAL', 'TREE', 'FOX'], level: 2 },
    { name: 'Complain', words: ['CARP', 'GRIPE', 'MOAN', 'WHINE'], level: 3 },
  ],
  [
    { name: 'Planets', words: ['VENUS', 'EARTH', 'SATURN', 'MERCURY'], level: 0 },
    { name: 'Chocolate bars', words: ['MARS', 'TWIX', 'BOUNTY', 'SNICKERS'], level: 1 },
    { name: 'Chemical elements', words: ['IRON', 'GOLD', 'NEON', 'TIN'], level: 2 },
    { name: '___ ring', words: ['BOXING', 'ONION', 'EAR', 'KEY'], level: 3 },
  ],
  [
    { name: 'Kitchen tools', words: ['WHISK', 'LADLE', 'GRATER', 'SPATULA'], level: 0 },
    { name: 'Card games', words: ['SNAP', 'BRIDGE', 'HEARTS', 'RUMMY'], level: 1 },
    { name: 'By the fireplace', words: ['POKER', 'TONGS', 'BELLOWS', 'GRATE'], level: 2 },
    { name: '___fly', words: ['BUTTER', 'FIRE', 'DRAGON', 'HORSE'], level: 3 },
  ],
  [
    { name: 'Birds', words: ['ROBIN', 'FINCH', 'WREN', 'JAY'], level: 0 },
    { name: 'On a building site', words: ['CRANE', 'DIGGER', 'BULLDOZER', 'DUMPER'], level: 1 },
    { name: 'Quick', words: ['SWIFT', 'RAPID', 'BRISK', 'NIMBLE'], level: 2 },
    { name: 'Batman villains', words: ['JOKER', 'PENGUIN', 'RIDDLER', 'BANE'], level: 3 },
  ],
  [
    { name: 'Fruit', words: ['FIG', 'LIME', 'KIWI', 'PLUM'], level: 0 },
    { name: 'Colours', words: ['TEAL', 'MAROON', 'CORAL', 'INDIGO'], level: 1 },
    { name: 'On a calendar', words: ['DATE', 'WEEK', 'MONTH', 'YEAR'], level: 2 },
    { name: '___ tree', words: ['FAMILY', 'PALM', 'SHOE', 'GUM'], level: 3 },
  ],
  [
    { name: 'Pasta', words: ['PENNE', 'FUSILLI', 'ORZO', 'RIGATONI'], level: 0 },
    { name: 'Chess pieces', words: ['ROOK', 'PAWN', 'BISHOP', 'KNIGHT'], level: 1 },
    { name: 'Rock bands', words: ['QUEEN', 'OASIS', 'BLUR', 'GENESIS'], level: 2 },
    { name: '___dom', words: ['KING', 'FREE', 'BORE', 'STAR'], level: 3 },
  ],
];

export const MISTAKES = 4;

export interface State {
  groups: Group[];
  /** The words still on the grid, in the order shown. */
  left: string[];
  /** The groups found, in the order found. */
  found: Group[];
  mistakes: number;
  /** Guesses made (sorted words joined), so one is not counted twice. */
  tried: string[];
}

export function start(groups: Group[], rand: () => number): State {
  return {
    groups,
    left: shuffle(
      groups.flatMap((g) => g.words),
      rand,
    ),
    found: [],
    mistakes: 0,
    tried: [],
  };
}

export function shuffle<T>(list: T[], rand: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export type Verdict = 'right' | 'one away' | 'wrong' | 'tried';

/** Four words submitted: the state after, and what the person is told. */
export function submit(s: State, picked: string[]): { state: State; verdict: Verdict; group?: Group } {
  const key = [...picked].sort().join('|');
  if (s.tried.includes(key)) return { state: s, verdict: 'tried' };
  const tried = [...s.tried, key];
  const group = s.groups.find((g) => !s.found.includes(g) && g.words.every((w) => picked.includes(w)));
  if (group) {
    const state = {
      ...s,
      tried,
      found: [...s.found, group],
      left: s.left.filter((w) => !group.words.includes(w)),
    };
    return { state, verdict: 'right', group };
  }
  const best = Math.max(...s.groups.map((g) => g.words.filter((w) => picked.includes(w)).length));
  return { state: { ...s, tried, mistakes: s.mistakes + 1 }, verdict: best === 3 ? 'one away' : 'wrong' };
}

export const solved = (s: State) => s.found.length === s.groups.length;
export const lost = (s: State) => s.mistakes >= MISTAKES;
