// A reign decided card by card (Reigns): who comes to the throne and what they ask, what a yes and a no
// do to the four powers (the church, the people, the army, the treasury), a year a decision, and the end
// when a power runs dry or grows too strong. Pure, so it is tested on its own (src/reign.test.ts); the
// game (games/reign.ts) shows the cards and the bars.

/** The church, the people, the army, the treasury: 0-100 each. */
export type Powers = [number, number, number, number];
export interface Card {
  who: string;
  emoji: string;
  asks: string;
  yes: Powers;
  no: Powers;
}

export const START: Powers = [50, 50, 50, 50];

export const CARDS: Card[] = [
  {
    who: 'Bishop',
    emoji: '⛪',
    asks: 'Build a new cathedral in the capital?',
    yes: [15, -5, 0, -15],
    no: [-10, 0, 0, 5],
  },
  {
    who: 'General',
    emoji: '💂',
    asks: 'The border is weak. Raise a bigger army?',
    yes: [0, -10, 15, -10],
    no: [0, 5, -15, 0],
  },
  { who: 'Treasurer', emoji: '🧮', asks: 'Raise taxes on bread?', yes: [0, -15, 0, 15], no: [0, 5, 0, -10] },
  {
    who: 'Peasant',
    emoji: '🧑‍🌾',
    asks: 'The harvest failed. Open the royal granary?',
    yes: [5, 15, 0, -10],
    no: [0, -15, 0, 5],
  },
  {
    who: 'Queen',
    emoji: '👸',
    asks: 'Hold a grand feast for the nobles?',
    yes: [-5, -5, 5, -15],
    no: [0, 5, -5, 5],
  },
  {
    who: 'Jester',
    emoji: '🤡',
    asks: 'May I mock the bishop at dinner?',
    yes: [-15, 10, 0, 0],
    no: [5, -5, 0, 0],
  },
  {
    who: 'Merchant',
    emoji: '🧔',
    asks: 'Let foreign traders into the market?',
    yes: [-5, 5, 0, 15],
    no: [5, -5, 0, -5],
  },
  {
    who: 'Knight',
    emoji: '🛡️',
    asks: 'Dragons in the hills! Send knights to slay them?',
    yes: [5, 10, -15, -5],
    no: [0, -10, 5, 0],
  },
  {
    who: 'Doctor',
    emoji: '🧑‍⚕️',
    asks: 'A plague spreads. Close the city gates?',
    yes: [-5, -10, 0, -10],
    no: [0, -20, -5, 0],
  },
  {
    who: 'Witch',
    emoji: '🧙‍♀️',
    asks: 'I can bring rain for a price in gold. Deal?',
    yes: [-15, 10, 0, -10],
    no: [10, -5, 0, 0],
  },
  {
    who: 'Bishop',
    emoji: '⛪',
    asks: 'The church wants a tenth of all harvests.',
    yes: [15, -10, 0, -5],
    no: [-15, 5, 0, 0],
  },
  {
    who: 'General',
    emoji: '💂',
    asks: 'Invade the neighbouring kingdom for its gold?',
    yes: [-5, -10, -10, 20],
    no: [5, 5, -10, 0],
  },
  {
    who: 'Treasurer',
    emoji: '🧮',
    asks: 'Mint cheaper coins to fill the treasury?',
    yes: [0, -10, 0, 15],
    no: [0, 0, 0, -5],
  },
  {
    who: 'Peasant',
    emoji: '🧑‍🌾',
    asks: 'Let us hunt in the royal forest?',
    yes: [0, 15, 0, -5],
    no: [0, -10, 5, 0],
  },
  {
    who: 'Queen',
    emoji: '👸',
    asks: 'Marry our daughter to a foreign prince?',
    yes: [5, 0, 10, 10],
    no: [-5, 5, -5, 0],
  },
  {
    who: 'Architect',
    emoji: '👷',
    asks: 'Build stone walls around the city?',
    yes: [0, 5, 10, -20],
    no: [0, -5, -5, 5],
  },
  {
    who: 'Monk',
    emoji: '🧑‍🦲',
    asks: 'Fund a school in the monastery?',
    yes: [10, 10, 0, -10],
    no: [-10, -5, 0, 5],
  },
  {
    who: 'Spy',
    emoji: '🕵️',
    asks: 'The general plots against you. Arrest him?',
    yes: [0, 0, -20, 0],
    no: [0, 0, 10, -5],
  },
  {
    who: 'Farmer',
    emoji: '👩‍🌾',
    asks: 'Wolves take our sheep. Pay for hunters?',
    yes: [0, 10, 0, -10],
    no: [0, -10, 0, 5],
  },
  {
    who: 'Captain',
    emoji: '⚓',
    asks: 'Build a fleet of warships?',
    yes: [0, -5, 15, -15],
    no: [0, 0, -10, 5],
  },
  {
    who: 'Bard',
    emoji: '🎻',
    asks: 'Hold a music festival for everyone?',
    yes: [-5, 15, 0, -10],
    no: [5, -10, 0, 0],
  },
  {
    who: 'Cardinal',
    emoji: '🧑‍⚖️',
    asks: 'Burn the heretics’ books?',
    yes: [15, -10, 5, 0],
    no: [-15, 10, 0, 0],
  },
  {
    who: 'Banker',
    emoji: '🏦',
    asks: 'Borrow gold from the northern bank?',
    yes: [0, 0, 0, 20],
    no: [0, 0, -5, -10],
  },
  {
    who: 'Soldier',
    emoji: '🪖',
    asks: 'The soldiers want double pay.',
    yes: [0, 0, 15, -15],
    no: [0, 0, -15, 5],
  },
];

/** Why a reign ends, by the power (church, people, army, treasury) and whether it ran dry or grew too strong. */
export const ENDS: [string, string][] = [
  [
    'The church names you a heretic and you are cast out.',
    'The bishops rule in your name; you are only a puppet.',
  ],
  ['The people rise up and storm the castle.', 'The people love you so much they crown one of their own.'],
  ['With no army, a neighbour takes your kingdom.', 'The generals march on the throne and take it.'],
  [
    'The treasury is empty and the kingdom falls apart.',
    'So much gold draws thieves; you are robbed and overthrown.',
  ],
];

/** The powers after a decision (each kept within 0-100). */
export const decide = (p: Powers, card: Card, yes: boolean): Powers =>
  p.map((v, i) => Math.max(0, Math.min(100, v + (yes ? card.yes : card.no)[i]))) as Powers;

/** Why the reign is over (null while it goes on): the first power at 0 or 100. */
export function ended(p: Powers): string | null {
  const i = p.findIndex((v) => v <= 0 || v >= 100);
  return i < 0 ? null : ENDS[i][p[i] <= 0 ? 0 : 1];
}

/** The next card: any but the last few shown. */
export function nextCard(recent: number[], rand: () => number): number {
  const free = CARDS.map((_, i) => i).filter((i) => !recent.includes(i));
  return free[Math.floor(rand() * free.length)];
}
