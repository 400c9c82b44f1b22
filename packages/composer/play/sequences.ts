// Things that go in a known order, for the ordering game (play/games/order.ts): each family has one or
// more orderings (a round each), first to last. A card shows its emoji, else a swatch of its colour
// (a planet, a colour of the rainbow), else its name alone.

export interface Card {
  name: string;
  emoji?: string;
  color?: string;
  /** Drawn as a ball this big (0-1) rather than a swatch: planets, by size. */
  ball?: number;
}
export interface Ordering {
  /** What the order is, said above the slots ("Nearest the Sun first"). */
  ask: string;
  first: string;
  last: string;
  cards: Card[];
}

const MERCURY = { name: 'Mercury', color: '#9ca3af', ball: 0.38 };
const VENUS = { name: 'Venus', color: '#e8c27a', ball: 0.55 };
const EARTH = { name: 'Earth', color: '#3b82f6', ball: 0.56 };
const MARS = { name: 'Mars', color: '#dc4a26', ball: 0.45 };
const JUPITER = { name: 'Jupiter', color: '#d9a066', ball: 1 };
const SATURN = { name: 'Saturn', color: '#e6c77a', ball: 0.9 };
const URANUS = { name: 'Uranus', color: '#7dd3fc', ball: 0.7 };
const NEPTUNE = { name: 'Neptune', color: '#3657d6', ball: 0.68 };

/** The families by the id the composer puts in design.words[0]. */
export const SEQUENCES: Record<string, Ordering[]> = {
  planets: [
    {
      ask: 'The planets from the Sun',
      first: '☀️ Nearest the Sun',
      last: 'Farthest',
      cards: [MERCURY, VENUS, EARTH, MARS, JUPITER, SATURN, URANUS, NEPTUNE],
    },
    {
      ask: 'The planets by size',
      first: 'Smallest',
      last: 'Biggest',
      cards: [MERCURY, MARS, VENUS, EARTH, NEPTUNE, URANUS, SATURN, JUPITER],
    },
  ],
  sizes: [
    {
      ask: 'Animals by size',
      first: 'Smallest',
      last: 'Biggest',
      cards: [
        { name: 'ant', emoji: '🐜' },
        { name: 'mouse', emoji: '🐭' },
        { name: 'cat', emoji: '🐈' },
        { name: 'dog', emoji: '🐕' },
        { name: 'horse', emoji: '🐎' },
        { name: 'elephant', emoji: '🐘' },
        { name: 'whale', emoji: '🐋' },
      ],
    },
    {
      ask: 'Animals by size',
      first: 'Smallest',
      last: 'Biggest',
      cards: [
        { name: 'bee', emoji: '🐝' },
        { name: 'frog', emoji: '🐸' },
        { name: 'rabbit', emoji: '🐇' },
        { name: 'sheep', emoji: '🐑' },
        { name: 'cow', emoji: '🐄' },
        { name: 'giraffe', emoji: '🦒' },
      ],
    },
  ],
  lifecycles: [
    {
      ask: 'A chicken grows up',
      first: 'First',
      last: 'Last',
      cards: [
        { name: 'egg', emoji: '🥚' },
        { name: 'hatching', emoji: '🐣' },
        { name: 'chick', emoji: '🐥' },
        { name: 'hen', emoji: '🐔' },
      ],
    },
    {
      ask: 'A plant grows',
      first: 'First',
      last: 'Last',
      cards: [
        { name: 'seed', emoji: '🫘' },
        { name: 'sprout', emoji: '🌱' },
        { name: 'plant', emoji: '🌿' },
        { name: 'flower', emoji: '🌷' },
      ],
    },
    {
      ask: 'A butterfly’s life',
      first: 'First',
      last: 'Last',
      cards: [
        { name: 'egg', emoji: '🥚' },
        { name: 'caterpillar', emoji: '🐛' },
        { name: 'chrysalis', color: '#8b6b3d' },
        { name: 'butterfly', emoji: '🦋' },
      ],
    },
    {
      ask: 'A person grows up',
      first: 'Youngest',
      last: 'Oldest',
      cards: [
        { name: 'baby', emoji: '👶' },
        { name: 'child', emoji: '🧒' },
        { name: 'adult', emoji: '🧑' },
        { name: 'old person', emoji: '🧓' },
      ],
    },
  ],
  days: [
    {
      ask: 'The days of the week',
      first: 'First',
      last: 'Last',
      cards: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name) => ({ name })), // prettier-ignore
    },
  ],
  months: [
    {
      ask: 'The months, January to June',
      first: 'First',
      last: 'Last',
      cards: ['January', 'February', 'March', 'April', 'May', 'June'].map((name) => ({ name })),
    },
    {
      ask: 'The months, July to December',
      first: 'First',
      last: 'Last',
      cards: ['July', 'August', 'September', 'October', 'November', 'December'].map((name) => ({ name })),
    },
  ],
  rainbow: [
    {
      ask: 'The colours of the rainbow',
      first: 'Top',
      last: 'Bottom',
      cards: [
        { name: 'red', color: '#ef4444' },
        { name: 'orange', color: '#f97316' },
        { name: 'yellow', color: '#facc15' },
        { name: 'green', color: '#22c55e' },
        { name: 'blue', color: '#3b82f6' },
        { name: 'indigo', color: '#4f46e5' },
        { name: 'violet', color: '#a855f7' },
      ],
    },
  ],
};

/** Orderings made anew each round: numbers smallest first (more and bigger as levels go), letters A-Z. */
export function madeUp(family: string, round: number, pick: (lo: number, hi: number) => number): Ordering {
  const n = Math.min(8, 4 + round);
  const seen = new Set<number>();
  if (family === 'letters') {
    while (seen.size < n) seen.add(pick(0, 25));
    const cards = [...seen].sort((a, b) => a - b).map((k) => ({ name: String.fromCharCode(65 + k) }));
    return { ask: 'Letters in ABC order', first: 'A', last: 'Z', cards };
  }
  const top = [20, 100, 1000][Math.min(2, Math.floor(round / 2))];
  while (seen.size < n) seen.add(pick(1, top));
  const cards = [...seen].sort((a, b) => a - b).map((k) => ({ name: String(k) }));
  return { ask: 'Numbers, smallest first', first: 'Smallest', last: 'Biggest', cards };
}
