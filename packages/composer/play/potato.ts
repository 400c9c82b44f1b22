// Hot potato, the party game (pure): a category is shown and a bomb's hidden fuse is lit; each player says
// a word of the category and passes the phone on. Nobody knows when it goes off: the fuse is a random
// length, and the ticking only quickens as it burns, so the end is heard coming but never known.

export const CATEGORIES = [
  'Fruits',
  'Countries',
  'Car brands',
  'Animals',
  'Colours',
  'Sports',
  'Things in a kitchen',
  'Jobs',
  'Cities',
  'Vegetables',
  'Things at school',
  'Musical instruments',
  'Clothes',
  'Drinks',
  'Things at the beach',
  'Board games',
];

/** A fuse's length in seconds, between `least` and `most`. */
export const fuse = (rand: () => number, least = 12, most = 45) => least + rand() * (most - least);

/** Seconds to the next tick when `burnt` of `total` seconds have gone: about one a second at first,
 * quickening to five a second near the end. */
export function tickGap(burnt: number, total: number): number {
  const done = Math.max(0, Math.min(1, burnt / total));
  return 1 - done * 0.8;
}

/** The categories in a fresh order, none repeated until all are used; the last shown not first again. */
export function deck(rand: () => number, last: string | null = null): string[] {
  const d = [...CATEGORIES].sort(() => rand() - 0.5);
  if (d[0] === last) d.push(d.shift()!);
  return d;
}
