// The words a word game plays with (hangman, scramble): the design's own, or common ones, and the
// design's thing a word names (shown once it is solved).
import type { Design, Entity, RoleId } from '../src/design';

const COMMON = `garden rocket planet castle dragon pirate jungle island winter summer bridge forest
  guitar pencil window button kitten monkey rabbit turtle puzzle candle wizard doctor camera
  mountain library elephant penguin giraffe dolphin umbrella blanket chocolate pumpkin sandwich
  volcano treasure rainbow whistle lantern balloon compass diamond airplane octopus squirrel
  butterfly festival kangaroo keyboard magnet mirror orange parrot pepper violin yellow zipper`.split(/\s+/);
const ROLES: RoleId[] = ['player', 'target', 'hazard', 'enemy', 'ally', 'goal', 'shot'];

/** Lower case, accents off: "Café" → "cafe". */
export const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The design's words that are words of letters (and spaces, hyphens), or the common list. */
export function wordPool(design: Design): { words: string[]; own: boolean } {
  const own = design.words.map(plain).filter((w) => /^[a-z][a-z '-]*[a-z]$/.test(w));
  return own.length ? { words: [...new Set(own)], own: true } : { words: COMMON, own: false };
}

/** The thing of the design (a role or an extra) a word names, singular or plural. */
export function thingNamed(design: Design, word: string): Entity | undefined {
  const things = [
    ...ROLES.flatMap((r) => (design.roles[r] ? [design.roles[r]!] : [])),
    ...(design.extras ?? []),
  ];
  const w = word.replace(/[^a-z]/g, '');
  return things.find((e) => {
    const n = plain(e.name).replace(/[^a-z]/g, '');
    return n === w || n + 's' === w || n === w + 's';
  });
}
