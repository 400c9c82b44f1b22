// Versions made before the composer carry a version-1 spec (one of ten genres, three emoji): read as a
// design, they can still be improved.
import { DESIGN_VERSION, type Design, type Difficulty, type MechanicId } from './design';
import { colorOf, emojiToWords } from './entities';
import { MECHANICS } from './mechanics';
import { taglineFor } from './compose';

interface SpecV1 {
  specVersion: 1;
  genre: MechanicId;
  title: string;
  theme: string;
  player: string;
  enemy: string;
  item: string;
  palette: { bg: string; fg: string; accent: string };
  difficulty: Difficulty;
  speed: number;
  lives: number;
  size: number;
  features: string[];
}

const isV1 = (s: unknown): s is SpecV1 =>
  typeof s === 'object' && s !== null && (s as SpecV1).specVersion === 1 && (s as SpecV1).genre in MECHANICS;

export function fromLegacy(spec: unknown): Design | null {
  if (!isV1(spec)) return null;
  const entity = (emoji: string) => {
    const name = emojiToWords(emoji).split(' and ')[0].slice(0, 24) || 'thing';
    return { name, emoji, color: colorOf(name) };
  };
  const m = MECHANICS[spec.genre];
  const roles: Design['roles'] = { player: entity(spec.player) };
  if (m.roles.target) roles.target = entity(spec.item);
  if (m.roles.enemy) roles.enemy = entity(spec.enemy);
  else if (m.roles.hazard) roles.hazard = entity(spec.enemy);
  return {
    version: DESIGN_VERSION,
    mechanic: spec.genre,
    title: spec.title.slice(0, 60),
    tagline: taglineFor(spec.genre, roles),
    roles,
    setting: { name: spec.theme, ...spec.palette },
    params: {
      speed: spec.speed,
      difficulty: spec.difficulty,
      lives: spec.lives,
      size: spec.size,
      goal: null,
      seconds: 60,
    },
    parts: spec.features.filter((f): f is 'boss' | 'powerups' => f === 'boss' || f === 'powerups'),
    topic: null,
    words: [],
    notes: [],
  };
}
