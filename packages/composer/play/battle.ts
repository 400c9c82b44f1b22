// A turn-based monster battle (pure): types and what beats what, the moves of each type, damage, levels
// and experience, and the chance that a ball catches a wild one.

export type Kind = 'fire' | 'water' | 'grass' | 'normal';

/** What each type is strong against (twice the damage; the other way round, half). */
const BEATS: Record<Kind, Kind | null> = { fire: 'grass', grass: 'water', water: 'fire', normal: null };

export function effect(move: Kind, target: Kind): number {
  if (BEATS[move] === target) return 2;
  if (BEATS[target] === move) return 0.5;
  return 1;
}

export interface Move {
  name: string;
  kind: Kind;
  /** Damage strength; 0 heals instead. */
  power: number;
  /** The chance it lands (0-1). */
  aim: number;
}

const m = (name: string, kind: Kind, power: number, aim = 1): Move => ({ name, kind, power, aim });

/** Each type's four moves: a weak sure one, its own, a strong risky one of its own, and a heal. */
export const MOVES: Record<Kind, Move[]> = {
  fire: [
    m('Tackle', 'normal', 35),
    m('Ember', 'fire', 45),
    m('Flame Burst', 'fire', 75, 0.8),
    m('Rest', 'normal', 0),
  ],
  water: [
    m('Tackle', 'normal', 35),
    m('Bubble', 'water', 45),
    m('Water Jet', 'water', 75, 0.8),
    m('Rest', 'normal', 0),
  ],
  grass: [
    m('Tackle', 'normal', 35),
    m('Vine Whip', 'grass', 45),
    m('Leaf Storm', 'grass', 75, 0.8),
    m('Rest', 'normal', 0),
  ],
  normal: [
    m('Strike', 'normal', 40),
    m('Quick Jab', 'normal', 30),
    m('Heavy Blow', 'normal', 70, 0.75),
    m('Rest', 'normal', 0),
  ],
};

export interface Fighter {
  name: string;
  emoji: string | null;
  kind: Kind;
  level: number;
  hp: number;
  /** The most HP it has at its level. */
  max: number;
  xp: number;
}

/** Most HP at a level. */
export const maxHp = (level: number) => 24 + level * 6;
/** Experience to reach the next level from `level`. */
export const toNext = (level: number) => level * 20;

export function fighter(name: string, emoji: string | null, kind: Kind, level: number): Fighter {
  return { name, emoji, kind, level, hp: maxHp(level), max: maxHp(level), xp: 0 };
}

/** What a move does to `target` (`roll` 0-1 for the spread, `aim` 0-1 against its chance to land). */
export function strike(
  user: Fighter,
  target: Fighter,
  move: Move,
  roll: number,
  aim: number,
): { damage: number; times: number; missed: boolean } {
  // prettier-ignore
  if (aim >= move.aim) return { damage: 0, times: 1, missed: true };
  const times = effect(move.kind, target.kind);
  const base = ((user.level * 0.4 + 2) * move.power) / 22 + 2;
  const same = move.kind === user.kind ? 1.25 : 1; // (a fire monster's fire moves are its best)
  return {
    damage: Math.max(1, Math.round(base * same * times * (0.85 + 0.15 * roll))),
    times,
    missed: false,
  };
}

/** What a heal gives back: a third of the most. */
export const healed = (f: Fighter) => Math.min(f.max - f.hp, Math.ceil(f.max / 3));

/** Experience for beating `foe`. */
export const reward = (foe: Fighter) => 8 + foe.level * 6;

/** `f` given `xp` more: the levels it went up (its most HP grows, and it gets back what it grew). */
export function gain(f: Fighter, xp: number): number {
  f.xp += xp;
  let ups = 0;
  while (f.xp >= toNext(f.level)) {
    f.xp -= toNext(f.level);
    f.level += 1;
    const grown = maxHp(f.level) - f.max;
    f.max += grown;
    f.hp = Math.min(f.max, f.hp + grown + Math.ceil(f.max / 4));
    ups += 1;
  }
  return ups;
}

/** The chance a ball catches `foe`: small at full HP, likely when nearly beaten. */
export const catchChance = (foe: Fighter) => 0.15 + 0.75 * (1 - foe.hp / foe.max);

const EMOJI_KINDS: Record<Kind, string> = { fire: '🦊🔥🐉🐲🦂🦖', water: '🐢🦀🐙🐟🐠🐳🐬🦈🐸🦆🐧🦭', grass: '🦎🐛🐌🍄🌵🐝🦋🐞🌳🌿', normal: '' }; // prettier-ignore

/** The type a named creature most likely is ("a lava dragon", "a crab", a 🐌), or normal. */
export function kindOf(name: string): Kind {
  for (const kind of ['fire', 'water', 'grass'] as Kind[])
    if ([...name].some((c) => c.length > 1 && EMOJI_KINDS[kind].includes(c))) return kind;
  if (/\b(?:fire|flame|lava|dragon|phoenix|ember|magma|sun|volcano|dino\w*|salamander|fox)\b/i.test(name))
    return 'fire';
  if (/\b(?:water|fish|shark|crab|octopus|squid|whale|dolphin|frog|turtle|duck|penguin|seal|otter|jellyfish|sea\w*)\b/i.test(name)) return 'water'; // prettier-ignore
  if (/\b(?:grass|leaf|plant|tree|flower|bug|beetle|snail|caterpillar|mushroom|cactus|lizard|bee|butterfly|ladybug)\b/i.test(name)) return 'grass'; // prettier-ignore
  return 'normal';
}
