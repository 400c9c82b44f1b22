// The design of a game: what the composer makes from a prompt, what an improvement edits, and what a
// model's design output must match. Plain data, versioned, embedded in the page it made.

export const DESIGN_VERSION = 2;

/** The core mechanics: each is one module under play/games/ and one entry in MECHANICS (mechanics.ts). */
export const MECHANIC_IDS = [
  'collect',
  'catch',
  'dodge',
  'shooter',
  'arena',
  'snake',
  'breakout',
  'pong',
  'flappy',
  'runner',
  'platformer',
  'maze',
  'clicker',
  'whack',
  'match3',
  'memory',
  'slide',
  'mines',
  'sokoban',
  'tictactoe',
  'blocks',
  'typing',
  'rhythm',
  'quiz',
  'towers',
  'launch',
  'racer',
  'crossing',
  'pipes',
  'simon',
  'hangman',
  'wordle',
  'asteroids',
  'juggle',
  'stack',
  'bowling',
  'golf',
  'fishing',
  'connect4',
  'sort',
  'garden',
  'tiles',
  'stand',
  'race',
  'sidescroller',
  'slice',
  'gallery',
  'squash',
  'duel',
  'checkers',
  'penalty',
  'pacman',
  'lander',
  'pop',
  'park',
  'rps',
  'cook',
  'merge',
  'reaction',
  'paint',
  'sudoku',
  'pinball',
  'grill',
  'wrap',
  'scramble',
  'numbers',
  'grow',
  'sneak',
  'knock',
  'swing',
  'herd',
  'dots',
  'bubbles',
  'tongue',
  'decorate',
  'chop',
  'slope',
  'dig',
  'circuit',
  'wordsearch',
  'spotdiff',
  'drop',
  'count',
  'airport',
  'order',
  'fraction',
  'curling',
  'story',
  'conquest',
  'lines',
  'colony',
  'angling',
  'topple',
  'battleship',
  'defense',
  'pet',
  'boxes',
  'mastermind',
  'nonogram',
  'archery',
  'betting',
  'periodic',
  'pyramid',
  'rope',
  'farm',
  'blackjack',
  'reversi',
  'ladders',
  'plinko',
  'cycles',
  'sand',
  'drums',
  'pour',
  'bomber',
  'money',
  'reign',
  'hoops',
  'lights',
  'wheel',
  'yahtzee',
  'bingo',
  'fireworks',
  'hexagon',
  'colouring',
  'artillery',
  'pool',
  'marbles',
  'jigsaw',
  'hillclimb',
  'cells',
  'hanoi',
  'rushhour',
  'kalaha',
  'persona',
  'battle',
  'fighter',
  'uno',
  'mahjong',
  'derby',
  'dominoes',
  'takuzu',
  'morris',
  'life',
  'guess',
  'deal',
  'shell',
  'potato',
  'spiro',
  'tilt',
  'claw',
  'crossword',
  'hearts',
  'skijump',
  'lightbot',
  'hidden',
  'trail',
  'snowflake',
  'backgammon',
  'bridge',
  'jenga',
  'chess',
  'klondike',
  'blast',
  'flow',
  'connections',
  'epidemic',
  'guard',
  'flight',
] as const;
export type MechanicId = (typeof MECHANIC_IDS)[number];

/** The mechanics whose points for a target depend on which kind it is (a design's `worth`). */
export const WORTH_SCORED: MechanicId[] = ['catch', 'collect', 'tongue'];

/** Games with a double jump as a power-up, which params.doubleJump gives for good. */
export const DOUBLE_JUMPERS: MechanicId[] = ['runner', 'sidescroller'];

/** Games that play well without their danger (a calm collecting round). */
export const CALM: MechanicId[] = ['collect', 'catch', 'maze', 'tongue'];

/** Parts that add to any mechanic that takes them (see MECHANICS[...].parts). */
export const PART_IDS = [
  'boss',
  'powerups',
  'timer',
  'levels',
  'highscores',
  'night',
  'aimAnywhere',
  'twoPlayer',
  'returnFire',
  'hold',
  'feed',
  'build',
  'flip',
  'chaser',
  'multiball',
  'carry',
  'flee',
  'sleeps',
  'climb',
  'dive',
  'lined',
  'melee',
  'ghost',
  'upgrades',
  'modes',
] as const;
export type PartId = (typeof PART_IDS)[number];

/** What comes after you in hordes, more and more of them (a chaser game's zombies). */
export const HORDES = ['zombie', 'ant', 'skeleton', 'mummy', 'rat', 'spider', 'wasp', 'bee', 'goblin', 'orc', 'robot', 'alien']; // prettier-ignore

/** Weapons swung in the hand, not shot: a fighter with one strikes what comes near (the melee part). */
export const MELEE = ['sword', 'axe', 'club', 'hammer', 'katana', 'dagger', 'knife', 'mace', 'lightsaber', 'spear', 'sabre', 'saber', 'scythe', 'glove', 'fist', 'pan', 'shovel', 'stick', 'staff', 'whip', 'racket', 'mallet', 'crowbar', 'pitchfork', 'broom', 'wrench', 'bat']; // prettier-ignore

/** Whether a thing is a weapon swung in the hand ("a baseball bat"; a bat alone is the animal). */
export function swung(name: string): boolean {
  const words = name.toLowerCase().split(' ');
  const head = words[words.length - 1];
  if (head === 'bat') return ['baseball', 'cricket', 'wooden', 'metal', 'softball'].includes(words[words.length - 2]); // prettier-ignore
  return MELEE.includes(head);
}

/** Things with no emoji of their own that the page draws as what they are (play/drawn.ts); an entity
 * named so (or ending so: "treasure chest", "laser cannon") has no emoji. */
export const DRAWN_THINGS = [
  'submarine',
  'chest',
  'cannon',
  'catapult',
  'tank',
  'arrow',
  'stinger',
  'dragonfly',
  'windmill',
] as const;

/** Things shot at where they stand in a row, on a fence or a shelf (a shooting gallery's bottles). */
export const LINED_UP = ['bottle', 'can', 'tin can', 'jar', 'glass', 'vase', 'target', 'bullseye', 'pumpkin'];

/** Games that draw the design's decor on their targets ("balloons with animals on them"). */
export const DECORATED: MechanicId[] = ['pop'];

/** How many pairs a memory board has by difficulty, unless the design says (params.cards). */
/** How many right answers of a quiz's n win it: seven in ten. */
export function passMark(n: number): number {
  return Math.ceil(n * 0.7);
}

export const MEMORY_PAIRS: Record<Difficulty, number> = { easy: 6, normal: 8, hard: 10 };

/** What is cut when a field is harvested or a lawn mown ("a tractor harvesting wheat"); the painting
 * game cuts a target so named instead of painting it (play/games/paint.ts). */
export const CROPS = ['wheat', 'corn', 'hay', 'grain', 'barley', 'rice', 'crop', 'field', 'lawn', 'grass'];

/** Things made of parts: fixing one is fixing its parts (play/games/garden.ts shows them, one each). */
export const MADE_OF_PARTS = /station|satellite|rocket|spaceship|starship|ufo|ship|boat|submarine|house|home|factory|castle/; // prettier-ignore

/** Who pulls a line of carriages behind it, where a snake grows a tail: it picks up, it does not eat. */
export const PULLERS = /\b(train|locomotive|tram)$/;

/** Instruments a rhythm game is played on ("tap the drums when the notes hit the line"): the one named
 * is who you are, played to the notes. */
export const PLAYED = ['drum', 'piano', 'guitar', 'xylophone', 'trumpet', 'violin', 'keyboard'];

/** Who is who on screen. A boss is drawn as the boss named ("skeletons and a lich boss"), else as the
 * role whose big one it is (g.boss). */

export const ROLE_IDS = ['player', 'target', 'hazard', 'enemy', 'ally', 'goal', 'shot', 'boss'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

/** A thing the person named, as it is drawn: its emoji, or a shape in its colour with its name. */
export interface Entity {
  name: string;
  emoji: string | null;
  color: string;
  /** The colour it is shown in when asked ("make the cat blue"): its picture recoloured, shading kept. */
  tint?: string;
}

// 'pictures' asks "What is this?" of the design's extras (a kind the prompt named: fruit, sea animals).
export const TOPIC_IDS = [
  'capitals',
  'flags',
  'animals',
  'math',
  'science',
  'words',
  'dinosaurs',
  'art',
  'history',
  'pictures',
  'body',
  'football',
  'space',
  'landmarks',
  'sounds',
  'water',
  'plants',
  'colours',
  'letters',
  'time',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** The themes a crossword's words can have (play/clues.ts has each one's words and clues). */
export const CROSSWORD_THEMES = ['animals', 'food', 'nature', 'space', 'sea', 'sports', 'music', 'home', 'body', 'school'] as const; // prettier-ignore
export type CrosswordTheme = (typeof CROSSWORD_THEMES)[number];

export type Difficulty = 'easy' | 'normal' | 'hard';

/** Languages a game's own words can be shown in besides English (the prompt's, when it is one). */
export const LANG_IDS = ['es', 'fr', 'de', 'pt', 'it'] as const;
export type Lang = (typeof LANG_IDS)[number];

export interface Design {
  version: typeof DESIGN_VERSION;
  mechanic: MechanicId;
  title: string;
  /** One line under the title: what to do, in the prompt's words. */
  tagline: string;
  roles: Partial<Record<RoleId, Entity>>;
  setting: { name: string | null; bg: string; fg: string; accent: string };
  params: {
    speed: number;
    difficulty: Difficulty;
    lives: number;
    size: number;
    /** How many to get to win ("find 5 batteries"); null: play for score. */
    goal: number | null;
    /** A round's length when the timer part is on. */
    seconds: number;
    /** One role's things faster or slower than the rest ("make the jellyfish faster"), × speed. */
    pace?: Partial<Record<RoleId, number>>;
    /** How many levels a game with levels has ("3 levels"); none: up to 9. */
    levels?: number;
    /** One role's things drawn bigger or smaller than the rest ("make the butterflies bigger"), × size. */
    scale?: Partial<Record<RoleId, number>>;
    /** With the boss part: the boss comes first, a boss fight ("a knight fighting a dragon boss"). */
    bossFirst?: boolean;
    /** With levels and the boss part (a shooter): the boss ends every so many levels only ("a boss every
     * 3 levels"): 2-5. */
    bossEvery?: number;
    /** With towers: how many waves ("10 waves"; 5 without). */
    waves?: number;
    /** With towers and boss: the one wave the boss comes in, much tougher, with its health shown ("a boss on wave 10"). */
    bossWave?: number;
    /** The targets are the player's young: met, they follow, and they count when brought home. */
    escort?: boolean;
    /** With night: the light comes in pulses that spread and fade, seeing by echoes (sonar, a bat). */
    pulse?: boolean;
    /** Steered with the mouse (a shooter): the ship follows the pointer, the button held fires. */
    mouse?: boolean;
    /** Two players: player one on WASD, player two on the arrows, as asked (a tank duel). */
    wasdFirst?: boolean;
    /** How long the round has taken, shown as it goes and at its end (a puzzle's "show the time"). */
    stopwatch?: boolean;
    /** With the timer (a quiz): questions keep coming until the time is up; how many are right is the score. */
    sprint?: boolean;
    /** How many pairs a board of cards has (memory), when asked for more or fewer: 3-12. */
    cards?: number;
    /** A business sim's days, as asked ("14 days, make the most money"): 3-60; all are played. */
    days?: number;
    /** A sliding puzzle's tiles across (and down), as asked ("4x4", "the 8 puzzle"): 3-6; a dots-and-boxes
     * grid's dots across: 3-8; a nonogram's squares: 5 or 10; a takuzu's: 4-12, even; a crossword's: 5-13. */
    across?: number;
    /** A sudoku played as in the newspaper (9 × 9, any digit written, clashes in red, notes, undo), when
     * asked ("a proper 9x9 sudoku", "pencil marks"). */
    paper?: boolean;
    /** A bingo's highest number, as asked ("from 1 to 50"): 20-99. */
    upTo?: number;
    /** A prize wheel's slices, as listed ("8 slices: 10% off, free cookie, …"): 2-16 of up to 24 characters. */
    prizes?: string[];
    /** A personality quiz's results, as listed ("one of 4 smoothies (Mango Sunrise, Berry Blast, …)"): 2-8
     * of up to 24 characters. */
    results?: string[];
    /** A monster battle that starts with a choice of three partners, fire, water and grass (the first
     * three extras; the rest are the wild ones). */
    starters?: boolean;
    /** A monster battle where a ball catches wild ones into a team of three, switched in battle. */
    catching?: boolean;
    /** A fighting game for two that can also be played alone against the computer (a choice first). */
    solo?: boolean;
    /** What a guessing game (twenty questions) can guess, as asked ("a food mode and a famous people
     * mode"): a choice of them first when more than one. */
    subjects?: ('animals' | 'food' | 'people')[];
    /** A coding puzzle with a ×3 loop block and six harder levels that need it ("add a repeat loop"). */
    loops?: boolean;
    /** An epidemic with a vaccination slider (dots that start immune), a hospital-capacity line on its chart, a
     * count of everyone ever infected, a second town with no measures beside it, a masks toggle: as asked. */
    vaccine?: boolean;
    hospital?: boolean;
    tally?: boolean;
    compare?: boolean;
    masks?: boolean;
    /** Chess played with the black pieces, the computer opening with white ("let me play black"). */
    black?: boolean;
    /** Klondike dealing three cards at a time from the stock ("draw 3"), not one. */
    drawThree?: boolean;
    /** Backgammon with the doubling cube: offered before a roll, taken or dropped, the game worth its value. */
    cube?: boolean;
    /** A bridge builder with steel beams besides wood and road: stronger, dearer ("add steel beams"). */
    steel?: boolean;
    /** A claw machine's rare golden prize, as asked ("a golden teddy that gives the code TINY10 for 10%
     * off"): what it is, the code it shows when won and what the code is worth ('' when not said). */
    golden?: { name: string; emoji: string; code: string; off: string };
    /** A hidden-object game: how many of its extras, from the first, the person listed to find. */
    listed?: number;
    /** What a crossword's words are about, as asked ("a crossword about the sea"): a mix when not said. */
    theme?: CrosswordTheme;
    /** How many computers play a card game against you, as asked ("against 2 computers"): 1-3. */
    opponents?: number;
    /** What a prize wheel's codes start with, as asked ("a code like CAFE-XXXX"): 2-10 capitals. */
    prefix?: string;
    /** A prize wheel spun once per visitor ("only one spin per visitor"), kept on the device. */
    once?: boolean;
    /** The coins of a money game: euro coins when it says euros or cents in a euro country's language. */
    currency?: 'usd' | 'eur';
    /** A match-3 level's moves, as asked ("clear 20 salmon in 25 moves"): 5-99. */
    moves?: number;
    /** A code to break (mastermind): how long it is and of how many colours, as asked ("4 colors out of
     * 6"): 3-6 of 4-8. */
    code?: { length: number; colours: number };
    /** With simon: the pads change places after every round, always or on hard only ("a hard mode where
     * the buttons change places"). */
    shuffle?: 'always' | 'hard';
    /** With farm: the animals kept ("chickens that lay eggs and a cow for milk"), and the seasons turning
     * (nothing grows in winter). */
    animals?: string[];
    seasons?: boolean;
    /** With decorate: a Dance button makes the one dressed up dance ("a button to make him dance"). */
    dance?: boolean;
    /** Gravity × this where the game has a pull of its own to change (the lander): 0.5-2. */
    gravity?: number;
    /** A tune of the game's own plays during a round ("add music"). */
    music?: boolean;
    /** A second jump in the air, always (the runner's and the side-scroller's power-up, made for good). */
    doubleJump?: boolean;
    /** Jump strength × this, where the one you play jumps ("jump higher"): 0.7-1.4. */
    jump?: number;
    /** A shootout of one side only (penalty): 'keep' saves every kick, 'kick' takes every one; a goal let
     * in (or a miss) costs a life, and ten kicks lasted win. */
    side?: 'keep' | 'kick';
    /** With the lined part: the row slides side to side ("make the bottles move side to side"). */
    sway?: boolean;
    /** How much bigger (or smaller) a maze is than usual, in cells across ("make the maze bigger"): 0.6-1.6. */
    board?: number;
    /** With blocks: pieces of three squares, not four ("the pieces are only made of 3 squares"). */
    trios?: boolean;
    /** A board of cells across and down, as asked ("minesweeper 10x10"): 5-16 each. */
    grid?: { cols: number; rows: number };
    /** How many are hidden in a minesweeper board, as asked ("with 15 mines"): 1 to a third of the cells. */
    mines?: number;
    /** A minesweeper's boards for easy, normal and hard (the modes part), as asked ("8x8 with 10 mines,
     * 12x12 with 25, 16x16 with 40"). */
    modeBoards?: { cols: number; rows: number; mines: number }[];
    /** With drop: the hazard stands on the ground among the targets ("rain on the fires but not on the
     * picnics"), and what is dropped on it costs a life. */
    grounded?: boolean;
    /** With sokoban: on ice, a pushed crate slides on until a wall or another crate stops it. */
    slide?: boolean;
    /** With snake: through the edge, out on the other side ("go through the walls"). */
    wrap?: boolean;
    /** With snake: rows of walls across the middle from the start ("put some walls in the middle"). */
    walled?: boolean;
    /** With breakout: the bricks come down slowly toward the paddle ("like space invaders"). */
    creep?: boolean;
    /** No way to lose (a small child's game, "just relaxing"): a hit costs no life, and no hearts show. */
    gentle?: boolean;
    /** With catch: what falls carries a label that says whether to catch it. 'spell': letters, the next
     * of the word being spelt (design.words); 'equal': fractions equal to design.words[0] ("1/2"). */
    labelled?: 'spell' | 'equal';
  };
  parts: PartId[];
  /** What the player turns into when the round is won ("a caterpillar turning into a butterfly"). */
  becomes?: Entity;
  /** More things of the kind the prompt named, for games that show many kinds (memory, match-3). */
  extras?: Entity[];
  /** Things drawn on the target, one on each ("balloons with animals on them"): by the games in DECORATED. */
  decor?: Entity[];
  /** Kinds of target worth more than the rest, by name: how many times the usual points ("add
   * dragonflies worth more points"). Scored by the games in WORTH_SCORED; drawn with a glow. */
  worth?: Record<string, number>;
  /** The question bank (quiz) or word list (typing). */
  topic: TopicId | null;
  words: string[];
  /** What the prompt asked that the game only approximates, said to the person. */
  notes: string[];
  /** The language the person wrote in, when not English: the runtime's words are shown in it. */
  lang?: Lang;
}

export const LIMITS = {
  speed: [0.5, 2.5],
  lives: [1, 20], // (shown as ♥×n past five: a tower defense's "20 lives")
  size: [0.6, 1.6],
  goal: [1, 99],
  seconds: [10, 600],
  levels: [2, 9],
  waves: [1, 20],
  title: 60,
  tagline: 90,
  name: 24,
  words: 40,
} as const;

const COLOR = /^#[0-9a-f]{6}$/i;
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const inRange = (n: unknown, [lo, hi]: readonly [number, number]) =>
  typeof n === 'number' && Number.isFinite(n) && n >= lo && n <= hi;
const shortText = (s: unknown, max: number) =>
  typeof s === 'string' && s.trim().length > 0 && s.length <= max;

function entityProblem(e: unknown, where: string): string | null {
  if (!isObj(e)) return `${where} is not an entity`;
  if (!shortText(e.name, LIMITS.name)) return `${where}.name must be 1-${LIMITS.name} characters`;
  if (e.emoji !== null && !(typeof e.emoji === 'string' && e.emoji.length > 0 && e.emoji.length <= 16))
    return `${where}.emoji must be an emoji or null`;
  if (typeof e.color !== 'string' || !COLOR.test(e.color)) return `${where}.color must be #rrggbb`;
  if (e.tint !== undefined && !(typeof e.tint === 'string' && COLOR.test(e.tint)))
    return `${where}.tint must be #rrggbb`;
  return null;
}

/** Mechanics whose games have no one to play on screen (a popping game, a puzzle, a toy, a table game):
 * a design of one is sound without a player. Every mechanic whose roles have no player is here (a test
 * holds it so); a memory game of one thing shows it on every pair. */
export const PLAYERLESS: readonly MechanicId[] = ['pop', 'memory', 'decorate', 'merge', 'reaction', 'sudoku', 'pinball', 'grill', 'wrap', 'numbers', 'dots', 'bubbles', 'spotdiff', 'count', 'airport', 'order', 'fraction', 'lines', 'topple', 'defense', 'boxes', 'mastermind', 'nonogram', 'periodic', 'pyramid', 'rope', 'farm', 'blackjack', 'ladders', 'plinko', 'sand', 'drums', 'pour', 'money', 'lights', 'wheel', 'yahtzee', 'bingo', 'fireworks', 'hexagon', 'colouring', 'artillery', 'pool', 'marbles', 'jigsaw', 'hillclimb', 'cells', 'hanoi', 'rushhour', 'kalaha', 'persona', 'battle', 'uno', 'mahjong', 'dominoes', 'takuzu', 'morris', 'life', 'guess', 'deal', 'shell', 'potato', 'spiro', 'tilt', 'claw', 'crossword', 'hearts', 'skijump', 'lightbot', 'hidden', 'trail', 'snowflake', 'backgammon', 'bridge', 'jenga', 'chess', 'klondike', 'blast', 'flow', 'connections', 'epidemic']; // prettier-ignore

/** How many questions a personality quiz has to ask from (play/persona.ts). */
export const PERSONA_QUESTIONS = 10;

/** Whether `x` is a list of 2 to `most` words of 1-24 characters (a wheel's prizes, a quiz's results). */
const wordsOf = (x: unknown, most: number) =>
  Array.isArray(x) &&
  x.length >= 2 &&
  x.length <= most &&
  x.every((w) => typeof w === 'string' && w.length > 0 && w.length <= 24);

/** Every problem with a design from outside (a model, a stored version); empty when it is sound. */
export function designProblems(d: unknown): string[] {
  if (!isObj(d)) return ['the design is not an object'];
  const p: string[] = [];
  if (d.version !== DESIGN_VERSION) p.push(`version must be ${DESIGN_VERSION}`);
  if (!MECHANIC_IDS.includes(d.mechanic as MechanicId))
    p.push(`mechanic must be one of ${MECHANIC_IDS.join(', ')}`);
  if (!shortText(d.title, LIMITS.title)) p.push(`title must be 1-${LIMITS.title} characters`);
  if (typeof d.tagline !== 'string' || d.tagline.length > LIMITS.tagline)
    p.push(`tagline must be at most ${LIMITS.tagline} characters`);
  if (!isObj(d.roles)) p.push('roles must be an object');
  else
    for (const [role, e] of Object.entries(d.roles)) {
      if (!ROLE_IDS.includes(role as RoleId)) p.push(`unknown role ${role}`);
      else {
        const problem = entityProblem(e, `roles.${role}`);
        if (problem) p.push(problem);
      }
    }
  const playerless = PLAYERLESS.includes(d.mechanic as MechanicId);
  if (isObj(d.roles) && !d.roles.player && !playerless) p.push('roles.player is required');
  if (d.becomes !== undefined) {
    const problem = entityProblem(d.becomes, 'becomes');
    if (problem) p.push(problem);
  }
  if (d.decor !== undefined) {
    if (!Array.isArray(d.decor) || d.decor.length > 12) p.push('decor must be a list of at most 12 things');
    else
      for (const e of d.decor as unknown[]) {
        const problem = entityProblem(e, 'decor');
        if (problem) p.push(problem);
      }
  }
  const s = d.setting;
  if (
    !isObj(s) ||
    !(s.name === null || shortText(s.name, LIMITS.name)) ||
    ![s.bg, s.fg, s.accent].every((c) => typeof c === 'string' && COLOR.test(c))
  )
    p.push('setting must have a name (or null) and bg, fg, accent colours as #rrggbb');
  const q = d.params;
  if (!isObj(q)) p.push('params must be an object');
  else {
    if (!inRange(q.speed, LIMITS.speed)) p.push('params.speed must be 0.5-2.5');
    if (!['easy', 'normal', 'hard'].includes(q.difficulty as string))
      p.push('params.difficulty must be easy, normal or hard');
    if (!inRange(q.lives, LIMITS.lives) || !Number.isInteger(q.lives))
      p.push(`params.lives must be a whole number ${LIMITS.lives.join('-')}`);
    if (!inRange(q.size, LIMITS.size)) p.push('params.size must be 0.6-1.6');
    if (q.goal !== null && (!inRange(q.goal, LIMITS.goal) || !Number.isInteger(q.goal)))
      p.push('params.goal must be null or a whole number 1-99');
    if (!inRange(q.seconds, LIMITS.seconds)) p.push('params.seconds must be 10-600');
    const perRole = (v: unknown, range: readonly [number, number]) =>
      v === undefined ||
      (isObj(v) && Object.entries(v).every(([k, n]) => ROLE_IDS.includes(k as RoleId) && inRange(n, range)));
    if (q.levels !== undefined && !(Number.isInteger(q.levels) && inRange(q.levels, LIMITS.levels)))
      p.push('params.levels must be a whole number 2-9');
    if (!perRole(q.pace, LIMITS.speed)) p.push('params.pace must map roles to 0.5-2.5');
    for (const key of ['waves', 'bossWave'] as const)
      if (q[key] !== undefined && !(Number.isInteger(q[key]) && inRange(q[key], LIMITS.waves)))
        p.push(`params.${key} must be a whole number ${LIMITS.waves.join('-')}`);
    if (q.bossEvery !== undefined && !(Number.isInteger(q.bossEvery) && inRange(q.bossEvery, [2, 5])))
      p.push('params.bossEvery must be a whole number 2-5');
    if (q.bossFirst !== undefined && typeof q.bossFirst !== 'boolean')
      p.push('params.bossFirst must be true or false');
    if (q.escort !== undefined && typeof q.escort !== 'boolean')
      p.push('params.escort must be true or false');
    if (q.pulse !== undefined && typeof q.pulse !== 'boolean') p.push('params.pulse must be true or false');
    if (q.cards !== undefined && !(Number.isInteger(q.cards) && inRange(q.cards, [3, 12])))
      p.push('params.cards must be a whole number 3-12');
    if (q.upTo !== undefined && !(Number.isInteger(q.upTo) && inRange(q.upTo, [20, 99])))
      p.push('params.upTo must be a whole number 20-99');
    if (q.prizes !== undefined && !wordsOf(q.prizes, 16))
      p.push('params.prizes must be 2-16 words of 1-24 characters');
    if (q.opponents !== undefined && !(Number.isInteger(q.opponents) && inRange(q.opponents, [1, 3])))
      p.push('params.opponents must be a whole number 1-3');
    if (q.results !== undefined && !wordsOf(q.results, 8))
      p.push('params.results must be 2-8 words of 1-24 characters');
    if (q.listed !== undefined && !(Number.isInteger(q.listed) && inRange(q.listed, [0, 20])))
      p.push('params.listed must be a whole number 0-20');
    const golden = q.golden as { name?: unknown; emoji?: unknown; code?: unknown; off?: unknown } | undefined;
    if (
      golden !== undefined &&
      !(
        [golden?.name, golden?.emoji, golden?.code, golden?.off].every(
          (v) => typeof v === 'string' && v.length <= 24,
        ) && /^(?:[A-Z0-9-]{2,16})?$/.test(String(golden.code))
      )
    )
      p.push(
        'params.golden must be { name, emoji, code, off }: texts of up to 24 characters, the code none or 2-16 capitals or digits',
      );
    if (q.theme !== undefined && !CROSSWORD_THEMES.includes(q.theme as CrosswordTheme))
      p.push(`params.theme must be one of ${CROSSWORD_THEMES.join(', ')}`);
    if (
      q.subjects !== undefined &&
      !(
        Array.isArray(q.subjects) &&
        q.subjects.length > 0 &&
        q.subjects.every((x) => ['animals', 'food', 'people'].includes(String(x)))
      )
    )
      p.push("params.subjects must be a list of 'animals', 'food', 'people'");
    if (q.prefix !== undefined && !/^[A-Z0-9]{2,10}$/.test(String(q.prefix)))
      p.push('params.prefix must be 2-10 capitals');
    if (q.currency !== undefined && !['usd', 'eur'].includes(String(q.currency)))
      p.push("params.currency must be 'usd' or 'eur'");
    if (q.moves !== undefined && !(Number.isInteger(q.moves) && inRange(q.moves, [5, 99])))
      p.push('params.moves must be a whole number 5-99');
    if (q.days !== undefined && !(Number.isInteger(q.days) && inRange(q.days, [3, 60])))
      p.push('params.days must be a whole number 3-60');
    if (q.across !== undefined && !(Number.isInteger(q.across) && inRange(q.across, [3, 13])))
      p.push('params.across must be a whole number 3-13');
    if (q.gravity !== undefined && !inRange(q.gravity, [0.5, 2])) p.push('params.gravity must be 0.5-2');
    if (q.labelled !== undefined && !['spell', 'equal'].includes(String(q.labelled)))
      p.push("params.labelled must be 'spell' or 'equal'");
    if (q.side !== undefined && !['keep', 'kick'].includes(String(q.side)))
      p.push("params.side must be 'keep' or 'kick'");
    for (const flag of [
      'sway',
      'music',
      'doubleJump',
      'grounded',
      'slide',
      'wrap',
      'walled',
      'creep',
      'gentle',
      'trios',
      'mouse',
      'once',
      'paper',
      'loops',
      'steel',
      'cube',
      'black',
      'drawThree',
      'vaccine',
      'hospital',
      'tally',
      'compare',
      'masks',
    ] as const)
      if (q[flag] !== undefined && typeof q[flag] !== 'boolean')
        p.push(`params.${flag} must be true or false`);
    if (q.jump !== undefined && !inRange(q.jump, [0.7, 1.4])) p.push('params.jump must be 0.7-1.4');
    if (q.board !== undefined && !inRange(q.board, [0.6, 1.6])) p.push('params.board must be 0.6-1.6');
    const side = (n: unknown) => Number.isInteger(n) && (n as number) >= 5 && (n as number) <= 16;
    const grid = q.grid as { cols?: unknown; rows?: unknown } | undefined;
    if (grid !== undefined && !(side(grid?.cols) && side(grid?.rows)))
      p.push('params.grid must be { cols, rows } of 5-16');
    const cells =
      (side(grid?.cols) ? (grid!.cols as number) : 9) * (side(grid?.rows) ? (grid!.rows as number) : 11);
    const mines = q.mines as unknown;
    if (
      mines !== undefined &&
      !(Number.isInteger(mines) && (mines as number) >= 1 && (mines as number) <= cells / 3)
    )
      p.push('params.mines must be 1 to a third of the cells');
    const boards = q.modeBoards as { cols?: unknown; rows?: unknown; mines?: unknown }[] | undefined;
    const board = (b: (typeof boards & object)[number]) =>
      !!b && side(b.cols) && side(b.rows) && Number.isInteger(b.mines) && (b.mines as number) >= 1 &&
      (b.mines as number) <= ((b.cols as number) * (b.rows as number)) / 3; // prettier-ignore
    if (boards !== undefined && !(Array.isArray(boards) && boards.length === 3 && boards.every(board)))
      p.push('params.modeBoards must be three { cols, rows, mines } of 5-16 with up to a third mines');
    if (!perRole(q.scale, LIMITS.size)) p.push('params.scale must map roles to 0.6-1.6');
  }
  if (
    d.worth !== undefined &&
    !(
      isObj(d.worth) &&
      Object.entries(d.worth).every(
        ([k, n]) => shortText(k, LIMITS.name) && Number.isInteger(n) && inRange(n, [2, 10]),
      )
    )
  )
    p.push('worth must map names to whole numbers 2-10');
  if (!Array.isArray(d.parts) || !d.parts.every((x) => PART_IDS.includes(x as PartId)))
    p.push(`parts must be a list of ${PART_IDS.join(', ')}`);
  if (d.topic !== null && !TOPIC_IDS.includes(d.topic as TopicId))
    p.push(`topic must be null or one of ${TOPIC_IDS.join(', ')}`);
  if (
    !Array.isArray(d.words) ||
    d.words.length > LIMITS.words ||
    !d.words.every((w) => shortText(w, LIMITS.name))
  )
    p.push(`words must be at most ${LIMITS.words} short words`);
  if (d.lang !== undefined && !LANG_IDS.includes(d.lang as Lang))
    p.push(`lang must be absent or one of ${LANG_IDS.join(', ')}`);
  if (!Array.isArray(d.notes) || !d.notes.every((n) => typeof n === 'string'))
    p.push('notes must be a list of text');
  return p;
}

export function isDesign(d: unknown): d is Design {
  return designProblems(d).length === 0;
}
