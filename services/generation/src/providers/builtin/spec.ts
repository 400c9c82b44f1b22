// Prompt → versioned game spec, and improvement instructions → spec changes. Pure and deterministic:
// the same prompt always gives the same game.

export const SPEC_VERSION = 1;
export const GENRES = [
  'snake',
  'breakout',
  'flappy',
  'shooter',
  'pong',
  'runner',
  'maze',
  'clicker',
  'platformer',
  'match3',
] as const;
export type Genre = (typeof GENRES)[number];
export type Difficulty = 'easy' | 'normal' | 'hard';

export interface GameSpec {
  specVersion: number;
  genre: Genre;
  title: string;
  theme: string;
  player: string; // emoji
  enemy: string; // emoji
  item: string; // emoji
  palette: { bg: string; fg: string; accent: string };
  difficulty: Difficulty;
  speed: number; // 0.5 .. 2.5
  lives: number; // 1 .. 9
  size: number; // sprite scale 0.6 .. 1.6
  features: string[]; // 'boss', 'powerups'
}

const GENRE_WORDS: [Genre, RegExp][] = [
  ['match3', /\b(match[- ]?(3|three)|gems?\b|jewels?|candy crush|bejeweled)/],
  ['pong', /\b(pong|ping ?pong|table tennis|tennis)/],
  ['snake', /\b(snake|worm|serpent|slither)/],
  ['breakout', /\b(breakout|brick|arkanoid|paddle|block breaker)/],
  ['flappy', /\b(flappy|flap|bird|fly through|pipes?|helicopter)/],
  ['shooter', /\b(shoot|shooter|space invaders?|invaders?|asteroids?|blaster|laser|galaga)/],
  ['runner', /\b(runner|running|endless run|dino|parkour|jump over)/],
  ['maze', /\b(maze|labyrinth|pac-?man|dungeon)/],
  ['clicker', /\b(clicker|click|tapping|tap the|whack|reaction|aim trainer)/],
  ['platformer', /\b(platform(er)?|doodle|climb|jump up|mario)/],
];

const THEMES: {
  name: string;
  re: RegExp;
  player: string;
  enemy: string;
  item: string;
  palette: GameSpec['palette'];
}[] = [
  {
    name: 'space',
    re: /\b(space|galaxy|alien|planet|star|rocket|cosmic)/,
    player: '🚀',
    enemy: '👾',
    item: '⭐',
    palette: { bg: '#0b1026', fg: '#e0e7ff', accent: '#a78bfa' },
  },
  {
    name: 'ocean',
    re: /\b(ocean|sea|fish|underwater|shark|coral)/,
    player: '🐠',
    enemy: '🦈',
    item: '🫧',
    palette: { bg: '#06263d', fg: '#e0f2fe', accent: '#38bdf8' },
  },
  {
    name: 'cats',
    re: /\b(cat|kitten|kitty|meow)/,
    player: '🐱',
    enemy: '🐶',
    item: '🐟',
    palette: { bg: '#2a1b12', fg: '#fde68a', accent: '#fb923c' },
  },
  {
    name: 'zombies',
    re: /\b(zombie|undead|halloween|ghost|spooky)/,
    player: '🧑‍🚀',
    enemy: '🧟',
    item: '🎃',
    palette: { bg: '#111807', fg: '#d9f99d', accent: '#84cc16' },
  },
  {
    name: 'dragons',
    re: /\b(dragon|fantasy|castle|knight|wizard)/,
    player: '🐉',
    enemy: '🏰',
    item: '💎',
    palette: { bg: '#1f0b0b', fg: '#fee2e2', accent: '#f87171' },
  },
  {
    name: 'food',
    re: /\b(food|pizza|burger|fruit|candy|cake|donut)/,
    player: '😋',
    enemy: '🥦',
    item: '🍩',
    palette: { bg: '#2b0f24', fg: '#fce7f3', accent: '#f472b6' },
  },
  {
    name: 'jungle',
    re: /\b(jungle|forest|monkey|animal|safari)/,
    player: '🐒',
    enemy: '🐍',
    item: '🍌',
    palette: { bg: '#052e16', fg: '#dcfce7', accent: '#22c55e' },
  },
];
const DEFAULT_THEME = {
  name: 'arcade',
  player: '🙂',
  enemy: '👹',
  item: '🪙',
  palette: { bg: '#0b0f14', fg: '#e8edf2', accent: '#22c55e' },
};

const COLOURS: [RegExp, Partial<GameSpec['palette']>][] = [
  [/\bred\b/, { accent: '#ef4444' }],
  [/\bblue\b/, { accent: '#3b82f6' }],
  [/\bgreen\b/, { accent: '#22c55e' }],
  [/\b(purple|violet)\b/, { accent: '#a855f7' }],
  [/\bpink\b/, { accent: '#ec4899' }],
  [/\borange\b/, { accent: '#f97316' }],
  [/\b(yellow|gold(en)?)\b/, { accent: '#eab308' }],
  [/\bneon\b/, { bg: '#05010f', accent: '#39ff14' }],
  [/\b(light|bright|white|pastel)\b/, { bg: '#f8fafc', fg: '#0f172a' }],
  [/\b(dark|night|black)\b/, { bg: '#020617', fg: '#e2e8f0' }],
];

const GENRE_TITLES: Record<Genre, string> = {
  snake: 'Snake',
  breakout: 'Breakout',
  flappy: 'Flyer',
  shooter: 'Blaster',
  pong: 'Pong',
  runner: 'Runner',
  maze: 'Maze',
  clicker: 'Clicker',
  platformer: 'Jumper',
  match3: 'Match',
};
const SUPPORTS: Record<string, Genre[]> = {
  boss: ['shooter', 'breakout'],
  powerups: ['snake', 'breakout', 'shooter'],
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round2 = (n: number) => Math.round(n * 100) / 100;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A stable choice for prompts that name no genre, so the same prompt is always the same game. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function colours(text: string, palette: GameSpec['palette']): GameSpec['palette'] {
  let p = { ...palette };
  for (const [re, change] of COLOURS) if (re.test(text)) p = { ...p, ...change };
  return p;
}

function namedTitle(prompt: string): string | null {
  const m = /\b(?:called|named|titled)\s+["“']?([A-Za-z0-9][\w '!-]{1,40}?)["”']?(?:[.,!]|$)/i.exec(prompt);
  return m ? m[1].trim() : null;
}

export function parsePrompt(prompt: string): GameSpec {
  const text = prompt.toLowerCase();
  const genre = GENRE_WORDS.find(([, re]) => re.test(text))?.[0] ?? GENRES[hash(text) % GENRES.length];
  const theme = THEMES.find((t) => t.re.test(text)) ?? DEFAULT_THEME;
  const difficulty: Difficulty = /\b(hard|difficult|insane|brutal|challenging)\b/.test(text)
    ? 'hard'
    : /\b(easy|relaxing|chill|kids?|simple)\b/.test(text)
      ? 'easy'
      : 'normal';
  const speed = /\b(fast|quick|speedy|turbo)\b/.test(text) ? 1.3 : /\b(slow|calm)\b/.test(text) ? 0.75 : 1;
  const livesMatch = /\b(\d)\s+lives\b/.exec(text);
  const features = [
    ...(/\bboss\b/.test(text) && SUPPORTS.boss.includes(genre) ? ['boss'] : []),
    ...(/power[- ]?ups?\b/.test(text) && SUPPORTS.powerups.includes(genre) ? ['powerups'] : []),
  ];
  return {
    specVersion: SPEC_VERSION,
    genre,
    title: namedTitle(prompt) ?? `${cap(theme.name)} ${GENRE_TITLES[genre]}`,
    theme: theme.name,
    player: theme.player,
    enemy: theme.enemy,
    item: theme.item,
    palette: colours(text, theme.palette),
    difficulty,
    speed,
    lives: livesMatch
      ? clamp(Number(livesMatch[1]), 1, 9)
      : difficulty === 'easy'
        ? 5
        : difficulty === 'hard'
          ? 2
          : 3,
    size: 1,
    features,
  };
}

/**
 * Turns an improvement instruction into spec changes. A change the genre cannot take is named in the
 * notes, never dropped silently; the result always differs from the parent.
 */
export function improveSpec(
  parent: GameSpec,
  instruction: string,
): { spec: GameSpec; changes: string[]; notes: string[] } {
  const text = instruction.toLowerCase();
  const spec: GameSpec = { ...parent, palette: { ...parent.palette }, features: [...parent.features] };
  const changes: string[] = [];
  const notes: string[] = [];

  const newGenre = GENRE_WORDS.find(([g, re]) => g !== parent.genre && re.test(text))?.[0];
  if (newGenre && /\b(make it|turn it into|change it to|as a|into a)\b/.test(text)) {
    spec.genre = newGenre;
    spec.title = `${cap(spec.theme)} ${GENRE_TITLES[newGenre]}`;
    spec.features = spec.features.filter((f) => SUPPORTS[f]?.includes(newGenre));
    changes.push(`genre: ${newGenre}`);
  }
  if (/\b(faster|speed up|quicker|more speed)\b/.test(text)) {
    spec.speed = round2(clamp(spec.speed * 1.3, 0.5, 2.5));
    changes.push('faster');
  }
  if (/\b(slower|slow down|less fast)\b/.test(text)) {
    spec.speed = round2(clamp(spec.speed / 1.3, 0.5, 2.5));
    changes.push('slower');
  }
  if (/\b(harder|more difficult|tougher|challenging)\b/.test(text)) {
    spec.difficulty = spec.difficulty === 'easy' ? 'normal' : 'hard';
    changes.push('harder');
  }
  if (/\b(easier|simpler|less difficult)\b/.test(text)) {
    spec.difficulty = spec.difficulty === 'hard' ? 'normal' : 'easy';
    changes.push('easier');
  }
  const lives = /\b(\d)\s+lives\b/.exec(text);
  if (lives) {
    spec.lives = clamp(Number(lives[1]), 1, 9);
    changes.push(`${spec.lives} lives`);
  } else if (/\bmore lives\b/.test(text)) {
    spec.lives = clamp(spec.lives + 2, 1, 9);
    changes.push('more lives');
  } else if (/\b(fewer|less) lives\b/.test(text)) {
    spec.lives = clamp(spec.lives - 1, 1, 9);
    changes.push('fewer lives');
  }
  if (/\b(bigger|larger|huge)\b/.test(text)) {
    spec.size = round2(clamp(spec.size * 1.25, 0.6, 1.6));
    changes.push('bigger');
  }
  if (/\b(smaller|tiny|little)\b/.test(text)) {
    spec.size = round2(clamp(spec.size / 1.25, 0.6, 1.6));
    changes.push('smaller');
  }
  for (const [feature, re] of [
    ['boss', /\bboss\b/],
    ['powerups', /power[- ]?ups?\b/],
  ] as const) {
    if (!re.test(text) || spec.features.includes(feature)) continue;
    if (SUPPORTS[feature].includes(spec.genre)) {
      spec.features.push(feature);
      changes.push(`added ${feature}`);
    } else {
      notes.push(
        `A ${spec.genre} game cannot have ${feature === 'boss' ? 'a boss' : 'power-ups'} yet, so that part was left out.`,
      );
    }
  }
  const theme = THEMES.find((t) => t.name !== spec.theme && t.re.test(text));
  if (theme) {
    Object.assign(spec, {
      theme: theme.name,
      player: theme.player,
      enemy: theme.enemy,
      item: theme.item,
      palette: { ...theme.palette },
    });
    spec.title = `${cap(theme.name)} ${GENRE_TITLES[spec.genre]}`;
    changes.push(`theme: ${theme.name}`);
  }
  const palette = colours(text, spec.palette);
  if (JSON.stringify(palette) !== JSON.stringify(spec.palette)) {
    spec.palette = palette;
    changes.push('colours');
  }
  const named = namedTitle(instruction);
  if (named) {
    spec.title = named;
    changes.push('title');
  }
  if (JSON.stringify(spec) === JSON.stringify(parent)) {
    // Nothing recognised: still a new version, a touch livelier, and say so.
    spec.speed = round2(clamp(spec.speed * 1.1, 0.5, 2.5));
    if (spec.speed === parent.speed)
      spec.palette = { ...spec.palette, accent: spec.palette.accent === '#eab308' ? '#22c55e' : '#eab308' };
    notes.push(
      notes.length
        ? 'Nothing else changed, so the game was made a little faster.'
        : 'That change was not recognised; the game was made a little faster instead.',
    );
    changes.push('a little faster');
  }
  return { spec, changes, notes };
}
