// Improving a game edits its design: swap one role's thing ("make the player a dog"), add or remove a
// part ("add a boss", "no timer"), change numbers (speed, difficulty, lives, size, time, goal), the
// scene, colours, the title, or the mechanic itself ("turn it into a racing game"). Everything not
// asked for stays. What cannot be done is said, never replaced by some other change.
import { noteIn } from './notes';
import { languageOf, toEnglish } from './languages';
import type { Design, Difficulty, MechanicId, PartId, RoleId } from './design';
import {
  CALM,
  DECORATED,
  DOUBLE_JUMPERS,
  LIMITS,
  MEMORY_PAIRS,
  passMark,
  PERSONA_QUESTIONS,
  swung,
  WORTH_SCORED,
} from './design';
import { entityOf, hash, isCreature, kindOf, NAMED_COLOURS, singular } from './entities';
import { KIND, MECHANICS } from './mechanics';
import {
  article,
  backdropOf,
  cap,
  clamp,
  compose,
  CATCHING,
  CUBE,
  DRAW_THREE,
  PLAYS_BLACK,
  epidemicAsked,
  STEEL,
  goldenAsked,
  decorOf,
  DISHES,
  personaAsked,
  FIRST_TO,
  ICY,
  KINDS,
  KEEPERS,
  MATHS,
  fitParts,
  heavyTower,
  minesweeper,
  boxesSide,
  padsShuffle,
  farmAnimals,
  SEASONS_ASKED,
  nonogramSide,
  takuzuSide,
  subjectsAsked,
  crosswordTheme,
  playsAlready,
  TIMED_PUZZLES,
  paletteFor,
  PART_NAMES,
  piecesNamed,
  levelAsked,
  paletteNamed,
  plural,
  QUIZ_TITLES,
  ROLE_WORDS,
  taglineFor,
  towerWaves,
  DARK,
} from './compose';
import {
  bossNamed,
  BOSS_TITLES,
  namesIn,
  SETTING_WORDS,
  thingAt,
  poppedFrom,
  tokenize,
  understand,
  verbLemma,
  WEAPONS,
  type Token,
} from './understand';

export interface Improvement {
  design: Design;
  /** What changed, in a few words each. */
  changes: string[];
  /** What was asked and not done, said to the person. */
  notes: string[];
}

const EDIT_VERBS = ['make', 'change', 'turn', 'replace', 'swap', 'set', 'switch', 'let', 'use', 'have'];
const LINKS = [
  'to',
  'into',
  'with',
  'be',
  'as',
  'are',
  'is',
  'should',
  'become',
  'a',
  'an',
  'the',
  'instead',
  'of',
];
/** Things a game has whatever its design says, and what to tell someone who asks for them. */
const BUILT_IN: Partial<Record<MechanicId, Record<string, string>>> = {
  pacman: Object.fromEntries(
    ['pellet', 'power pellet', 'power up', 'power-up', 'powerup'].map((w) => [
      w,
      'It already has power pellets: eat one and the {enemy} can be eaten for a while.',
    ]),
  ),
  rhythm: { beat: 'The notes already come on the beat of its song.' },
  // ("add a key that opens a locked door to the last room")
  maze: { key: 'The door out stays locked until every {target} is found: they are its key.' },
};
/** A built-in's line with the game's own things named in it. */
const builtIn = (d: Design, head: string) =>
  BUILT_IN[d.mechanic]![head].replace('{enemy}', plural(d.roles.enemy?.name ?? 'ghost')).replace(
    '{target}',
    d.roles.target?.name ?? 'key',
  );
/** Where one role's things move at a pace of their own (the runtime's `pace`). */
const PACED: Partial<Record<MechanicId, RoleId[]>> = {
  collect: ['hazard', 'enemy'],
  snake: ['target'], // (food that runs away: flee)
  dodge: ['hazard'],
  catch: ['target', 'hazard'],
  shooter: ['enemy', 'shot'],
  arena: ['enemy', 'shot'],
  crossing: ['hazard', 'ally'],
  pong: ['target'],
  pacman: ['enemy'],
  towers: ['enemy'],
  maze: ['enemy', 'hazard'],
  grow: ['target', 'hazard', 'enemy'],
  sneak: ['enemy', 'target'],
  paint: ['hazard'],
  pinball: ['enemy'],
  herd: ['target', 'enemy'],
  tongue: ['target', 'hazard'],
};
const REMOVE = ['remove', 'without', 'no', 'delete', 'drop', 'disable', 'lose'];
const HARDER: Difficulty[] = ['easy', 'normal', 'hard'];
const round2 = (n: number) => Math.round(n * 100) / 100;
/** A difficulty `by` steps harder (or easier), staying within easy…hard. */
const stepped = (now: Difficulty, by: number) => HARDER[clamp(HARDER.indexOf(now) + by, 0, 2)];

/** The last word of a thing's name, what it is: "a red dragon" is a dragon. */
function headOf(name: string): string;
function headOf(name: string | undefined): string | undefined;
function headOf(name: string | undefined) {
  return name?.split(' ').pop();
}

/** The roles filled by a thing called `word`, by the last word of its name. */
function rolesCalled(d: Design, word: string | undefined): RoleId[] {
  // ("make the dino pink": the dinosaur; "make the enemies purple": whatever they are)
  const named = (Object.keys(d.roles) as RoleId[]).filter(
    (role) => word !== undefined && kindOf(headOf(d.roles[role]!.name)) === kindOf(word),
  );
  return named.length ? named : (ROLE_WORDS[word ?? '']?.filter((r) => d.roles[r]).slice(0, 1) ?? []);
}

/** The role a word points at in this design: a role word ("enemies") or the name of what fills one. */
function roleOf(word: string, design: Design): RoleId | null {
  // ("make the boss a kraken": the boss is drawn as one of its own from then on)
  if (word === 'boss' && design.parts.includes('boss')) return 'boss';
  const byWord = ROLE_WORDS[word]?.find((r) => design.roles[r]);
  if (byWord) return byWord;
  const entries = Object.entries(design.roles) as [RoleId, { name: string }][];
  const found = entries.find(([, e]) => e.name === word || kindOf(headOf(e.name)) === kindOf(word))?.[0]; // prettier-ignore
  // ("change pacman to a pumpkin": the game's name is the one you play)
  if (!found && design.roles.player && MECHANICS[design.mechanic].names.includes(word)) return 'player';
  // ("change the guy into a robot": who is played, whoever it is drawn as)
  if (!found && design.roles.player && ['guy', 'dude', 'protagonist', 'avatar', 'mc'].includes(word)) return 'player'; // prettier-ignore
  // ("make the ball a fireball": a ball drawn as a plain dot until one is named)
  if (!found && word === 'ball' && MECHANICS[design.mechanic].optional?.includes('shot')) return 'shot';
  return found ?? null;
}

/** "make the player a dog", "change the enemies to ghosts", "replace the fish with mice". */
function roleSwaps(tokens: Token[], design: Design, sure: string | null): [RoleId, string][] {
  const swaps: [RoleId, string][] = [];
  if (sure) swaps.push(['player', sure]);
  for (let i = 0; i < tokens.length; i++) {
    // "make the cats dogs and the player a mouse": 'and' carries the edit on.
    const carries = tokens[i].word === 'and' && swaps.length > 0;
    if (!EDIT_VERBS.includes(tokens[i].lemma) && !carries) continue;
    let j = i + 1;
    while (tokens[j] && ['the', 'all', 'my', 'a', 'an', 'of', 'it'].includes(tokens[j].word)) j++;
    const what = tokens[j];
    if (!what) continue;
    const role = roleOf(what.lemma, design) ?? roleOf(what.word, design);
    if (!role) continue;
    let k = j + 1;
    while (tokens[k] && LINKS.includes(tokens[k].word)) k++;
    const next = tokens[k];
    // "to horses" reads to a tagger as a verb; a word with a picture of its own is the thing.
    const pictured =
      next && next.pos === 'verb' && !verbLemma(next.word) && entityOf(singular(next.word)).emoji;
    // ("make the cookies come faster": what they do is no thing)
    if (next && MOVES.includes(next.lemma)) continue;
    const thing = pictured
      ? { name: singular(next.word) }
      : next?.pos === 'verb' || verbLemma(next?.word ?? '')
        ? null
        : thingAt(tokens, k);
    // "make the pipes farther apart" changes how they are, not what they are.
    const head = thing && 'end' in thing ? tokens[thing.end - 1] : next;
    const isThing = !!thing && (head?.pos === 'noun' || !!entityOf(thing.name).emoji);
    if (
      thing &&
      isThing &&
      !ROLE_WORDS[thing.name] &&
      !NO_THINGS.has(thing.name.split(' ')[0]) && // ("make the fish worth double")
      thing.name !== design.roles[role]?.name
    )
      swaps.push([role, thing.name]);
  }
  // "cats instead of dogs": the new thing comes first.
  tokens.forEach((t, i) => {
    if (t.word !== 'instead' || tokens[i + 1]?.word !== 'of') return;
    const old = thingAt(tokens, i + 2);
    const role = old && roleOf(headOf(old.name), design);
    const before = tokens
      .slice(0, i)
      .reverse()
      .find((x) => x.pos === 'noun');
    if (role && before) swaps.push([role, before.lemma]);
  });
  return swaps;
}

/** What things do that may follow their name in an ask ("make the cookies come faster"). */
const MOVES = ['come', 'go', 'move', 'fall', 'fly', 'run', 'appear', 'spawn', 'pop', 'drop', 'swim', 'walk', 'grow', 'turn', 'spin', 'bounce', 'float']; // prettier-ignore
const CHASE = ['chase', 'hunt', 'follow', 'attack', 'catch', 'guard'];
/** What a hunter does to its prey: one that does it to the one you play is after it. */
const PREYS = ['eat', 'bite', 'grab', 'get', 'kill', 'sting', 'snatch'];
const isStandIn = (d: Design, role: RoleId) => {
  const m = MECHANICS[d.mechanic];
  return (
    d.roles[role]?.name === m.roles[role] ||
    // (rivals of your own kind stand in until the person names them: "add a shark that chases you")
    (role === 'enemy' && !!m.mirror && d.roles.enemy?.name === d.roles.player?.name) ||
    [
      'star',
      'coin',
      'gem',
      'heart',
      'bomb',
      'fire',
      'spike',
      'skull',
      'bat',
      'spider',
      'robot',
      'flag',
      'door',
      'trophy',
      'person',
    ].includes(d.roles[role]?.name ?? '')
  );
};

/** The first role a new thing can take that the game draws and does not have yet: a creature is
 * someone to face, a thing is in the way or to be got. */
function openRole(d: Design, creature: boolean): RoleId | null {
  const m = MECHANICS[d.mechanic];
  const order: RoleId[] = creature ? ['enemy', 'hazard', 'target'] : ['hazard', 'target', 'enemy'];
  return order.find((role) => (role in m.roles || m.optional?.includes(role)) && !d.roles[role]) ?? null;
}

/** Games that show their things to get in several kinds (play/runtime.ts targetKinds). */
const SEVERAL_KINDS: MechanicId[] = [
  'catch',
  'dodge',
  'collect',
  'fishing',
  'cook',
  'knock',
  'grow',
  'sneak',
  'tongue',
];
/** Games whose player already flies. */
const FLYING: MechanicId[] = ['flappy', 'shooter', 'asteroids', 'lander', 'swing'];
/** "dragonflies worth more points", "a bonus fish": one kind of target scores more. */
const SPECIAL = [
  'golden',
  'gold',
  'silver',
  'shiny',
  'rare',
  'special',
  'magic',
  'rainbow',
  'sparkly',
  'giant',
];
const WORTH_SAID = /\bworth\b|\bbonus\b|\b(?:more|extra|double|triple) points\b/i;

/** Words for how a game plays, never things in it: "add a double jump" is no kangaroo. */
const NO_THINGS = new Set([
  'online', // ("an online leaderboard": where it would be kept, said in a note)
  'spotify',
  'internet',
  'lap', // ("a table of the best lap times")
  'floor', // ("a second floor": more of the place)
  'puzzle',
  'table',
  'jump',
  'worth',
  'bonus',
  'double',
  'multiplier',
  'combo',
  'streak',
  'score',
  'point',
  'checkpoint',
  'music',
  'tune',
  'soundtrack',
  'song',
  'sound',
  'effect',
  'explosion',
  'particle',
  'animation',
  'shield',
  'dash',
  'ability',
  'skill',
  'upgrade',
  'shop',
  'menu',
  'pause',
  'button',
  'control',
  'gravity',
  'physics',
  'wind',
  'breeze',
  'leaderboard',
  'tutorial',
  'instruction',
  'bonus',
]);

/** A colour moved toward white (by > 0) or black (by < 0), by that fraction. */
function shade(hex: string, by: number): string {
  const to = by > 0 ? 255 : 0;
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${c
    .map((v) =>
      Math.round(v + (to - v) * Math.abs(by))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Games of two sides, yours and theirs, each shown as a thing (tic-tac-toe's crosses and circles). */
const TWO_SIDES: MechanicId[] = ['tictactoe', 'connect4', 'checkers'];

/** Games whose player jumps at a strength params.jump scales. */
const JUMPERS: MechanicId[] = ['sidescroller', 'runner', 'platformer'];

/** The scene at night (its stars and moon drawn, its colours dark); false when it already is. */
function nightSky(d: Design): boolean {
  if (/\bnight\b/.test(d.setting.name ?? '')) return false;
  const name = `${d.setting.name ? `${d.setting.name} ` : ''}night`.slice(0, LIMITS.name);
  d.setting = { ...d.setting, name, bg: '#0b1026' };
  return true;
}

/** "A maze game": the kind of game this is, for what is said about it. */
const aGame = (d: Design) => `${article(KIND[d.mechanic])} game`;
/** Said when a size is asked of a board that has one size. */
const keepsBoard = (d: Design) => `${aGame(d)} keeps its board as it is, so its size did not change.`;

/** Things that are only ever in the way: added with nothing said of them, they are a danger. */
const OBSTACLES = ['wall', 'rock', 'boulder', 'spike', 'fence', 'barrier', 'cone', 'crate', 'box', 'log', 'cactus', 'oil slick', 'puddle', 'hole', 'pit', 'mine', 'trap', 'barrel', 'saw', 'lava', 'tire', 'pothole']; // prettier-ignore

/** A board's own pieces: asking for more of them is a bigger board ("add more cards"). */
const PIECES = ['card', 'pair', 'tile', 'piece'];

/**
 * New things asked for, with their role, whether they come after the player ("that chases the bee"),
 * and whether they come alongside what is there.
 */
function newcomers(
  r: ReturnType<typeof understand>,
  d: Design,
  tokens: Token[],
  worthSaid: boolean,
): [RoleId, string, boolean, boolean][] {
  const added = tokens.some((t) => ['add', 'with', 'put', 'include', 'bring'].includes(t.lemma));
  // (by another word for it too: "the dino" is the dinosaur there is)
  const known = new Set(Object.values(d.roles).flatMap((e) => [e!.name, kindOf(headOf(e!.name))]));
  const out: [RoleId, string, boolean, boolean][] = [];
  // Games whose things to get come in several kinds take one added beside those there are (a
  // kitchen's ingredients are its kinds).
  // ("add dragonflies worth more points": one worth more is one more kind of them, whatever they are)
  const worthMore = worthSaid && WORTH_SCORED.includes(d.mechanic);
  const kinds =
    SEVERAL_KINDS.includes(d.mechanic) &&
    (d.mechanic === 'cook' || (!!d.roles.target && (!isStandIn(d, 'target') || worthMore)));
  const verbs = tokens.filter((t) => t.pos === 'verb').map((t) => t.lemma);
  for (const noun of r.nouns) {
    // ("add coins": a role's word that is a picture of its own is added as one, where the game has none)
    const pictured =
      ROLE_WORDS[noun]?.[0] === 'target' &&
      !!entityOf(noun).emoji &&
      (!d.roles.target || isStandIn(d, 'target'));
    // ("a high score table": a word of a part asked for is that part)
    const ofPart = r.parts.some((p) => PART_NAMES[p].split(/[ -]/).includes(noun));
    // ("add music": the asking word is no thing, whatever the tagger made of it)
    if (['add', 'put', 'include', 'bring', 'give', ...EDIT_VERBS].includes(noun)) continue;
    // ("a collection book of the fish caught", "a minimap": screens of the game, no things in it)
    if (SCREENS.includes(noun) || SCREENS.includes(headOf(noun))) continue;
    if (
      known.has(noun) ||
      known.has(kindOf(noun)) ||
      (ROLE_WORDS[noun] && !pictured) ||
      noun === r.setting ||
      (r.setting ?? '').split(' ').includes(noun) || // ("on the sea floor")
      NO_THINGS.has(noun) ||
      ofPart
    )
      continue;
    const i = tokens.findIndex((t) => t.lemma === noun);
    // ("add birds to duck under": what comes after "to" is done, not added)
    const then = tokens[i + 1];
    if (
      tokens[i - 1]?.word === 'to' &&
      (verbLemma(tokens[i].word) || !then || ['prep', 'adv'].includes(then.pos))
    )
      continue;
    // ("add snakes on the vines": where the newcomer is put is no newcomer of its own)
    const where = tokens[tokens[i - 1]?.pos === 'det' ? i - 2 : i - 1];
    if (out.length && ['on', 'in', 'at', 'along', 'under', 'over', 'inside', 'between', 'behind'].includes(where?.word ?? '')) continue; // prettier-ignore
    // ("add more cards": a board's own pieces are more of the board, no thing to add)
    if (PIECES.includes(noun) && tokens.some((t) => t.word === 'more')) continue;
    // "dogs that chase the cat": what is said of it may come after "that".
    let k = i + 1;
    while (['that', 'which', 'who', 'to', 'will', 'can', 'wants', 'want'].includes(tokens[k]?.word ?? ''))
      k++;
    // ("a goblin king boss": a goblin, the boss)
    while (BOSS_TITLES.includes(tokens[k]?.lemma ?? '') && tokens[k + 1]?.lemma === 'boss') k++;
    const after = tokens[k];
    // "add a shark boss": the boss is of the role the game's boss takes
    const boss = after?.lemma === 'boss' && (d.roles.enemy || MECHANICS[d.mechanic].boss === 'enemy');
    // ("add a kraken boss" to a game of ships: a boss of another kind than those fought is its own)
    const ownBoss =
      boss && !!d.roles.enemy && !isStandIn(d, 'enemy') && MECHANICS[d.mechanic].parts.includes('boss');
    // "a goblin king boss", "a mega boss": the boss is one of the enemies there are, only bigger.
    if (boss && (known.has(tokens[i - 1]?.lemma ?? '') || BOSS_TITLES.includes(noun))) continue;
    // ("apples to catch" are caught: a chaser chases someone, "a dog to chase the cat"; one that eats or
    // bites the one you play comes after it: "a snake that tries to eat the frog")
    const object = tokens.slice(k + 1).find((x) => !['the', 'a', 'an', 'your', 'my'].includes(x.word));
    const player = headOf(d.roles.player?.name);
    const atYou = ['you', 'me', 'player', player].includes(object?.lemma);
    const chases =
      after?.pos === 'verb' &&
      !!object &&
      (CHASE.includes(after.lemma) || (PREYS.includes(after.lemma) && atYou));
    // (a game with a chaser takes one that comes after you as its chaser)
    const hunts = chases && !boss && MECHANICS[d.mechanic].parts.includes('chaser');
    // ("add bombs you must not slice", "rocks to avoid": what is not to be done to is in the way)
    const shunned = tokens
      .slice(i + 1, i + 5)
      .some((t) => ['not', "don't", 'never', "mustn't", "shouldn't", 'avoid', 'dodge'].includes(t.word));
    const role: RoleId | null = ownBoss
      ? 'boss'
      : boss || hunts
        ? 'enemy'
        : shunned
          ? 'hazard'
          : pictured
            ? 'target'
            : r.allies.includes(noun)
              ? d.roles.shot
                ? 'shot'
                : 'ally'
              : r.targets.includes(noun)
                ? 'target'
                : r.hazards.includes(noun)
                  ? 'hazard'
                  : r.enemies.includes(noun) || chases
                    ? d.roles.enemy || 'enemy' in MECHANICS[d.mechanic].roles
                      ? 'enemy'
                      : 'hazard'
                    : verbs.some((v) => ['avoid', 'dodge', 'escape'].includes(v))
                      ? 'hazard'
                      : verbs.some((v) => ['collect', 'catch', 'grab', 'get', 'eat', 'find'].includes(v))
                        ? 'target'
                        : null;
    // ("add walls", "add oil slicks": a thing that is in the way takes the stand-in danger's place)
    // (whatever else the request does: "eat it and put some walls in the middle")
    const onlyByVerb = role === 'target' && !r.targets.includes(noun) && !pictured;
    if (
      (!role || onlyByVerb) &&
      added &&
      OBSTACLES.includes(noun) &&
      d.roles.hazard &&
      isStandIn(d, 'hazard')
    ) {
      out.push(['hazard', noun, false, false]);
      known.add(noun);
      continue;
    }
    // "add a level with birds": a thing added without saying what it does takes a free role.
    const free = !role && added && !(kinds && worthMore) ? openRole(d, isCreature(noun)) : null;
    if (free) {
      out.push([free, noun, false, false]);
      known.add(noun);
      continue;
    }
    if (kinds && added && (role === 'target' || !role || worthMore)) {
      // (someone added to a kitchen comes to order)
      if (d.mechanic === 'cook' && isCreature(noun)) out.push(['ally', noun, false, false]);
      else out.push(['target', noun, false, true]);
      known.add(noun);
      continue;
    }
    if (!role) continue;
    const fits = d.roles[role] ? role : role === 'hazard' && d.roles.enemy ? 'enemy' : role;
    if (hunts) out.push(['enemy', noun, true, false]);
    else if (
      !d.roles[fits] ||
      isStandIn(d, fits) ||
      r.targets.includes(noun) ||
      r.hazards.includes(noun) ||
      shunned
    )
      out.push([fits, noun, false, false]);
    known.add(noun);
  }
  return out;
}

/** Screens and menus a game could have, none of them a thing to play with (said so in a note). */
const SCREENS = ['collection', 'collection book', 'minimap', 'map', 'inventory', 'journal', 'log', 'album', 'pokedex', 'encyclopedia', 'bestiary', 'codex', 'menu', 'settings', 'tutorial', 'achievement', 'shop']; // prettier-ignore

/** Words of the choice of easy, normal or hard, which are the modes part when it is asked for. */
const MODE_WORDS = [
  'easy',
  'medium',
  'normal',
  'hard',
  'difficulty',
  'mode',
  'choice',
  'option',
  'selection',
];
/** A mode against the computer asked ("vs the cpu", "to play alone", "single player"). */
const AGAINST_COMPUTER = /\b(?:(?:against|vs\.?|versus) (?:the )?(?:computer|cpu|ai|bot)|single ?player|one player|1 player|1p|(?:play|playing) (?:alone|solo)|solo mode)\b/i; // prettier-ignore

/** A new mechanic when the instruction names one and asks for the change ("turn it into tetris"). */
function newMechanic(tokens: Token[], current: MechanicId): MechanicId | null {
  // ("make the pipes slower": "the pipes" are things of this game, no pipe game asked for)
  const theThing = (name: string) =>
    tokens.some(
      (t, i) => t.word === name.split(' ')[0] && ['the', 'these', 'those', 'its', 'all'].includes(tokens[i - 1]?.word ?? ''), // prettier-ignore
    );
  const names = [...namesIn(tokens), ...namesIn(tokens, 'approx')].filter((n) => !theThing(n));
  const asked = tokens.some(
    (t) => ['make', 'turn', 'change', 'convert', 'switch', 'instead'].includes(t.lemma) || t.word === 'into',
  );
  if (!asked || names.length === 0) return null;
  const found = (Object.keys(MECHANICS) as MechanicId[]).find(
    (id) =>
      id !== current &&
      [...MECHANICS[id].names, ...(MECHANICS[id].approx ?? [])].some((n) => names.includes(n)),
  );
  return found ?? null;
}

/** Games where the one you play moves freely, which become a fight when it is given something to shoot. */
const ARMS_INTO: Partial<Record<MechanicId, MechanicId>> = {
  collect: 'arena',
  dodge: 'arena',
  grow: 'arena',
  sneak: 'arena',
};
const SHOOTS = ['shoot', 'throw', 'fire', 'zap', 'blast', 'spit'];
/** Blows struck in the hand: "a bat to hit the zombies". */
const HITS = ['hit', 'swing', 'whack', 'smack', 'bash', 'slash', 'punch', 'strike', 'stab', 'bonk', 'smash'];
/** What the other side may be asked to let fly: shooting, and breathing, dropping or launching things. */
const FIRES = [...SHOOTS, 'breathe', 'drop', 'launch'];

/**
 * "give the bee a stinger to shoot the birds", "let the cat throw yarn at the dogs": the one you play
 * shoots. `said` is where its shooting verb stands (-1: none). Returns the weapon named, what flies,
 * and what is shot at, by name.
 */
function armsAsked(
  tokens: Token[],
  d: Design,
  said: number,
): { weapon: string | null; ammo: string | null; at: string | null } | null {
  // ("give the knight a bow": a weapon given is for shooting)
  const given = tokens.findIndex(
    (t, i) =>
      (WEAPONS[t.lemma] || swung(t.lemma) || swung(`${tokens[i - 1]?.word} ${t.lemma}`)) &&
      tokens.slice(0, i).some((x) => x.lemma === 'give'),
  );
  const v = said >= 0 ? said : given >= 0 ? tokens.length : -1;
  if (v < 0) return null;
  const player = headOf(d.roles.player?.name);
  const before = tokens.slice(0, v);
  const mine =
    tokens[v - 1]?.word === 'to' ||
    before.some((t) => ['me', 'you', 'player', 'i', player].includes(t.lemma) || t.lemma === 'give');
  const theirs = before.some((t) => rolesCalled(d, t.lemma).some((role) => role !== 'player'));
  if (!mine || (theirs && !before.some((t) => t.lemma === 'give'))) return null;
  // The weapon: what is given or added before the shooting ("a stinger", "a bow").
  const giveAt = before.findIndex((t) => ['give', 'add', 'with', 'hold', 'get'].includes(t.lemma));
  let weapon: string | null = null;
  for (let i = giveAt + 1; giveAt >= 0 && i < v; i++) {
    const thing = tokens[i].pos === 'noun' ? thingAt(tokens, i) : null;
    const pair = `${tokens[i - 1]?.word} ${thing?.name}`; // ("a baseball bat")
    if (thing && headOf(thing.name) !== player && thing.name !== 'player')
      weapon = !swung(thing.name) && swung(pair) ? pair : thing.name;
  }
  // What flies, or what is shot at: "shoot arrows", "shoot the birds", "throw yarn at the dogs".
  let ammo: string | null = null;
  let at: string | null = null;
  const object = thingAt(tokens, v + 1);
  const known = (name: string) => rolesCalled(d, headOf(name)).length > 0;
  if (object) {
    if (known(object.name) || isCreature(object.name)) at = object.name;
    else ammo = object.name;
    const atAt = tokens.findIndex((t, i) => i >= object.end && t.word === 'at');
    const target = atAt >= 0 ? thingAt(tokens, atAt + 1) : null;
    if (target) at = target.name;
  }
  if (!ammo && weapon) ammo = WEAPONS[weapon] ?? weapon;
  return { weapon, ammo, at };
}

/** What the other side is asked to fire, by its picture: "breathe fire", "throw rocks at you". */
function firedThing(tokens: Token[]): string | null {
  const at = tokens.findIndex((t) => FIRES.includes(t.lemma));
  if (at < 0) return null;
  const next = tokens.slice(at + 1).find((t) => !['the', 'a', 'an', 'some', 'big'].includes(t.word));
  const particle = ['back', 'up', 'down', 'more', 'again', 'out', 'off', 'at', 'too'];
  const name = next && next.pos !== 'adv' && !particle.includes(next.word) && singular(next.word);
  return name && entityOf(name).emoji ? name : null;
}

/** Weather words, as the scene's name says them (play/scenery.ts draws each). */
const WEATHER: Record<string, string> = {
  storm: 'stormy',
  stormy: 'stormy',
  thunderstorm: 'stormy',
  thunder: 'stormy',
  lightning: 'stormy',
  rain: 'rainy',
  rainy: 'rainy',
  raining: 'rainy',
  snow: 'snowy',
  snowy: 'snowy',
  snowing: 'snowy',
  blizzard: 'snowy',
};

/** A request's clauses, each from its own verb: "remove the ai cars and make it 2 players" is two. */
export function clausesOf(text: string): string[] {
  return text
    .split(
      /\s*(?:[,.;!]|\band\b|\bthen\b|\bbut\b|\bplus\b)\s+(?=(?:also |then |please |pls |maybe |just )?(?:add|make|put|give|include|let|turn|change|set|have|remove|delete|get rid|take|drop|disable|no|without)\b)/i,
    )
    .filter((c) => c.trim());
}

/** Playing a friend on another computer. */
const ONLINE_PLAY =
  /\b(?:online|over the (?:internet|network|web)|lan)\b.*\b(?:play|against|vs|versus|with)\b|\b(?:play|against|vs|versus)\b.*\b(?:online|on (?:his|her|their|another|a different|my friend'?s) (?:computer|pc|laptop|phone|device))\b|\bmultiplayer over\b/i;

/** "A hard mode", "hard difficulty": the hardest there is. */
const HARD_MODE = /\b(?:hard|difficult|expert) (?:mode|difficulty|level|setting)\b/i;
/** Said of a game too hard to play: "its impossible", "way too hard", "I keep dying". */
const TOO_HARD =
  /\b(?:too|way too|so|really|very|super|waaa*y too) (?:hard|difficult)\b|\b(?:it'?s|its|is|it is|this is|thats|that's)(?: \w+)? impossible\b|\bimpossible to (?:beat|win|play|survive|pass)\b|\bi keep (?:dying|losing)\b/i;

/** Bright colours a thing asked to be more colourful is drawn in. */
const BRIGHT = ['#f472b6', '#facc15', '#4ade80', '#38bdf8', '#fb923c', '#a78bfa'];

/** Asked to see a count: "show how many she popped", "display the number of fish caught". */
const SHOW_COUNT =
  /\b(?:show|display|see|tell|keep track of)\s+(?:me\s+)?(?:how many|the (?:number|count|amount) of)\b/i;

/** A second kind of tower asked for ("a second tower type", "a cannon that does splash damage"). */
const SECOND_TOWER =
  /\b(?:second|2nd|another|new|other|more|different|two) (?:tower|turret)s?(?: types?| kinds?)?\b|\b(?:tower|turret) (?:types?|kinds?)\b|\bsplash\b/i;

/** What a game made here cannot do, and what it is told when asked. */
const CANNOT: [RegExp, string][] = [
  [
    ONLINE_PLAY,
    'Playing someone on another computer is not built yet: two can play on this one, side by side.',
  ],
  // (scores asked alone: playing online is said once, above)
  [
    new RegExp(`^(?![\\s\\S]*?(?:${ONLINE_PLAY.source}))[\\s\\S]*?(?:\\bonline\\b|\\b(?:my|our|with) friends\\b.*\\b(?:scores?|leaderboard)\\b)`, 'i'), // prettier-ignore
    'Scores are kept on this device: a leaderboard shared online is not built yet.',
  ],
  [
    /\b(?:spotify|youtube|apple music|soundcloud)\b|\breal (?:songs?|tracks?) (?:from|by|like)\b|\b(?:song|track) by [a-z]/i,
    'A song from Spotify or anywhere else cannot be played in the game: it plays a beat of its own.',
  ],
  [
    /\b(?:upload|import|use) (?:my |your |a )?(?:own )?(?:mp3|song|music|track|audio)\b|\bmp3\b/i,
    'A song of your own cannot be uploaded yet: the game plays its own beat.',
  ],
];
/** A report that something does not work ("the towers dont shoot", "it's broken, fix pls"). */
const BROKEN_REPORT = /\b(?:fix|bug|bugs|buggy|broken|glitch\w*|doesn'?t work|does not work|not working)\b/i;
const TOWERS_IDLE =
  /\b(?:don'?t|do not|doesn'?t|does not|never|won'?t|wont|dont|not) (?:shoot|fire|attack|hit)\b/i;

const STUCK = /\bstuck\b|\bstraight (?:up and down|back and forth)\b|\bloops? forever\b/i;

/** Words before a request's verb that ask, not say what: "please add", "can you make", "also show". */
const ASKING = new Set(['please', 'pls', 'plz', 'can', 'could', 'would', 'you', 'u', 'also', 'maybe', 'just', 'now', 'then', 'and']); // prettier-ignore

/** Verbs a part of a request asks with ("show how many…", not "last one alive wins"); not those that
 * take away ("remove the other racers" is done by the rest when a time trial has none). */
const ASK_VERBS = new Set(['add', 'make', 'put', 'give', 'include', 'let', 'turn', 'change', 'set', 'have', 'show', 'play', 'display', 'use', 'draw', 'paint', 'colour', 'color', 'replace', 'swap', 'allow', 'keep', 'remember', 'save', 'spawn', 'increase', 'decrease', 'reduce', 'double', 'lower', 'raise', 'create', 'build', 'place', 'start', 'speed', 'slow', 'stop', 'count', 'track', 'write', 'say', 'tell', 'unlock', 'open', 'shoot']); // prettier-ignore

/** The parts of a request, each led by a verb of its own ("make the balloons have animals on them and
 * play a pop sound, and show how many she popped" is three); words led by no verb stay with the part
 * before them ("make it red and blue" is one). */
export function requestParts(text: string): { text: string; asks: boolean }[] {
  const parts: { text: string; asks: boolean }[] = [];
  for (const piece of text.split(/\s*(?:[,;!?]|\.(?=\s|$)|\b(?:and|then|plus|also)\b)\s*/i)) {
    const words = tokenize(piece).filter((t) => !ASKING.has(t.word));
    const lead = words[0];
    if (!lead) continue;
    if (lead.pos !== 'verb' && parts.length) {
      parts[parts.length - 1].text += ` and ${piece.trim()}`;
      continue;
    }
    // (a part that asks: "show how many she popped"; not "took me 5 min…", "the spiders go thru walls",
    // nor a bare "fix that")
    const content = words.filter((t) => !['it', 'that', 'this', 'them', 'pls', 'plz'].includes(t.word));
    const asks = ASK_VERBS.has(lead.word) && content.length > 1;
    parts.push({ text: piece.trim(), asks });
  }
  return parts;
}

/** The changes said that a later step undid, taken out of the list (in place). */
const takeBack = (changes: string[], undone: (c: string) => boolean) =>
  changes.splice(0, changes.length, ...changes.filter((c) => !undone(c)));

/** A bridge builder's levels asked for: "a 2nd level where a heavy truck has to cross instead of the car"
 * is a second level with its truck (the car stays the first one's), and "wider gaps" are its later
 * levels' gaps, no easier game. */
function bridgeLevels(parent: Design, d: Design, english: string, changes: string[]): void {
  const second = /\b(?:2nd|second|another|a new|next) level\b/i.test(english);
  if (second && !d.parts.includes('levels')) {
    d.parts.push('levels');
    d.params.levels = 2;
    changes.push(`added ${PART_NAMES.levels}`);
  }
  const drop = (change: string) => takeBack(changes, (c) => c === change);
  if (
    second &&
    d.roles.player?.name !== parent.roles.player?.name &&
    /\b(?:truck|lorry|train)\b/i.test(english)
  ) {
    drop(`player: ${d.roles.player?.name}`);
    d.roles.player = parent.roles.player;
  }
  if (/\bwider gaps?\b/i.test(english) && d.params.difficulty !== parent.params.difficulty) {
    drop(d.params.difficulty === 'easy' || parent.params.difficulty === 'hard' ? 'easier' : 'harder');
    d.params.difficulty = parent.params.difficulty;
  }
}

export function improve(parent: Design, instruction: string): Improvement {
  const { understood: _, ...made } = improveWith(parent, instruction, true);
  return made;
}

/** `whole`: the request as the person said it, each of its parts then tried alone to tell which were
 * understood (a part that changes nothing alone is said to be left, never dropped in silence). */
function improveWith(
  parent: Design,
  instruction: string,
  whole: boolean,
): Improvement & { understood: boolean } {
  // What the game does already, asked for ("put water on one … and sand that slows the ball down"): said
  // so, and the rest of the request done without those words (no "slower" from the sand's slowing).
  const inBoth = `${instruction} ${toEnglish(instruction)}`; // (asked in another language too)
  const doneAlready = (MECHANICS[parent.mechanic].already ?? []).filter(([asked]) => asked.test(inBoth));
  if (doneAlready.length) {
    // the bits of the ask that say what is there already, left out (said across two, "zeig an, welche
    // Steine eine Mühle bilden": both)
    const says = (bit: string) => doneAlready.some(([asked]) => asked.test(`${bit} ${toEnglish(bit)}`));
    const bits = instruction.split(/[,.;!?]|\band\b/i);
    const out = new Set<number>();
    bits.forEach((bit, i) => {
      if (says(bit)) out.add(i);
      else if (i + 1 < bits.length && !says(bits[i + 1]) && says(`${bit},${bits[i + 1]}`))
        out.add(i).add(i + 1);
    });
    const left = bits
      .filter((_, i) => !out.has(i))
      .join(', ')
      .replace(/^[\s,]+|[\s,]+$/g, '');
    // ("add a combo … and a golden pumpkin": what is left is still asked to be added)
    const adding =
      /^\s*(?:add|put|include)\b/i.test(instruction) && !/\b(?:add|put|include|make)\b/i.test(left);
    const rest = adding && left ? `add ${left}` : left;
    // (an ask split over two bits, "water and sand", leaves nothing else to do)
    const done =
      out.size && /\p{L}{3}/u.test(rest) && rest !== instruction.trim()
        ? improveWith(parent, rest, whole)
        : null;
    const lang = languageOf(instruction);
    const notes = [
      ...(done?.understood ? done.notes : []),
      ...doneAlready.map(([, note, said]) => (lang && said?.[lang]) || note),
    ];
    const design = { ...(done?.understood ? done.design : structuredClone(parent)), notes };
    return { design, changes: done?.understood ? done.changes : [], notes, understood: true };
  }
  // ("the results should be Margherita, Pepperoni, Hawaiian and Quattro Formaggi": a personality quiz's results)
  const listed = parent.mechanic === 'persona' ? personaAsked(instruction, languageOf(instruction) ?? undefined) : {}; // prettier-ignore
  if (listed.results) {
    const design: Design = { ...structuredClone(parent), extras: listed.pictures, notes: [] };
    design.params.results = listed.results;
    return { design, changes: [`results: ${listed.results.join(', ')}`], notes: [], understood: true };
  }
  const r = understand(instruction);
  // (what the game's own words name is no thing to add: a golf course's holes, a pinball's plunger)
  const own = new Set(MECHANICS[parent.mechanic].notThings ?? []);
  for (const list of [r.nouns, r.targets, r.hazards, r.enemies, r.allies])
    list.splice(0, list.length, ...list.filter((x) => !own.has(x)));
  const tokens = r.tokens;
  const has = (...words: string[]) => tokens.some((t) => words.includes(t.word) || words.includes(t.lemma));
  const english = r.english;
  const d: Design = structuredClone(parent);
  d.notes = [];
  const changes: string[] = [];
  const notes: string[] = [];

  // "make the unicorn fly": the one you play flies, as in a flying game
  const flies = /\bmake (?:the |my |it |your )?(\w+)? ?(?:fly|flying|float)\s*[.!]?$/i.exec(
    instruction.trim(),
  );
  const flier =
    flies &&
    (!flies[1] || singular(flies[1].toLowerCase()) === headOf(d.roles.player?.name)) &&
    !FLYING.includes(d.mechanic);
  const mechanic = flier ? 'flappy' : newMechanic(tokens, d.mechanic);
  if (mechanic) {
    const m = MECHANICS[mechanic];
    const oldNoun = MECHANICS[d.mechanic].noun;
    const roles: Design['roles'] = {};
    for (const role of Object.keys(m.roles) as RoleId[])
      roles[role] = d.roles[role] ?? entityOf(m.roles[role]!);
    d.roles = roles;
    const kept = fitParts(mechanic, d.parts);
    d.parts = kept.parts;
    notes.push(...kept.notes);
    d.mechanic = mechanic;
    d.title = d.title.includes(oldNoun) ? d.title.replace(oldNoun, m.noun) : d.title;
    if (mechanic === 'quiz') d.topic ??= r.topic ?? 'capitals';
    changes.push(`now ${article(KIND[mechanic]).toLowerCase()} game`);
  }

  // "make the aliens shoot lasers": the other side fires at you.
  const fireAt = tokens.findIndex((t) => SHOOTS.includes(t.lemma) && t.pos === 'verb');
  const shooter = tokens.slice(Math.max(0, fireAt - 3), fireAt).find((t) => t.pos === 'noun');
  const foes = (['enemy', 'hazard', 'boss'] as RoleId[]).map((role) => headOf(d.roles[role]?.name));
  if (fireAt > 0 && shooter && (foes.includes(shooter.lemma) || ROLE_WORDS[shooter.lemma]?.[0] === 'enemy'))
    if (!r.parts.includes('returnFire')) r.parts.push('returnFire');
  // "give the bee a stinger to shoot the birds": the one you play shoots at what is named.
  const hitAt = tokens.findIndex((t) => HITS.includes(t.lemma) && t.pos === 'verb');
  const arms = r.parts.includes('returnFire') ? null : armsAsked(tokens, d, fireAt >= 0 ? fireAt : hitAt);
  if (arms) {
    const foeName = headOf(arms.at ?? undefined);
    const foeRole = rolesCalled(d, foeName).find((role) => role !== 'player');
    const into = ARMS_INTO[d.mechanic];
    const m = MECHANICS[d.mechanic];
    if (m.roles.shot || m.optional?.includes('shot')) {
      // (a game that shoots already: what it shoots changes)
      if (arms.ammo && d.roles.shot?.name !== arms.ammo) {
        d.roles.shot = entityOf(arms.ammo);
        changes.push(`shot: ${arms.ammo}`);
      }
    } else if (into) {
      const foe =
        (foeRole && d.roles[foeRole]) ||
        (arms.at ? entityOf(singular(arms.at)) : d.roles.enemy || d.roles.hazard);
      const oldNoun = m.noun;
      const roles: Design['roles'] = { player: d.roles.player };
      if (foe) roles.enemy = foe;
      roles.shot = entityOf(arms.ammo ?? MECHANICS[into].roles.shot!);
      if (d.roles.target) roles.target = d.roles.target;
      d.roles = roles;
      const kept = fitParts(into, d.parts);
      d.parts = kept.parts;
      d.mechanic = into;
      d.title = d.title.replace(oldNoun, MECHANICS[into].noun);
      changes.push(swung(roles.shot.name) ? `now fighting with ${article(roles.shot.name).toLowerCase()}` : `now shooting ${plural(roles.shot.name)}`); // prettier-ignore
      if (arms.weapon) changes.push(`armed: ${arms.weapon}`);
      if (foe) changes.push(`enemy: ${foe.name}`);
      if (roles.target) notes.push(`The ${plural(foe?.name ?? 'foes')} you hit sometimes drop ${plural(roles.target.name)}.`); // prettier-ignore
    } else
      notes.push(
        `${aGame(d)} has no shooting, so the ${d.roles.player?.name ?? 'player'} was not given any.`,
      );
    r.nouns = r.nouns.filter((n) => ![arms.weapon, arms.ammo].includes(n));
  }

  const sure = r.playerSure ? r.player : null;
  for (const [role, name] of roleSwaps(tokens, d, sure)) {
    // (a boss drawn as its kind's big one becomes one of its own)
    if (role === 'boss' && !d.roles.boss) {
      d.roles.boss = entityOf(name);
      changes.push(`boss: ${name}`);
      continue;
    }
    if (!d.roles[role] && MECHANICS[d.mechanic].optional?.includes(role)) {
      d.roles[role] = entityOf(name);
      changes.push(`${role}: ${name}`);
      continue;
    }
    if (!d.roles[role]) {
      notes.push(`This game has no ${role}, so “${name}” was not added.`);
      continue;
    }
    const before = d.roles[role]!.name;
    // "let me be the striker": who was the striker takes the place left (the goalkeeper), sides swap.
    const was = d.roles[role]!;
    const swapped = (Object.keys(d.roles) as RoleId[]).filter(
      (other) => other !== role && d.roles[other]!.name === name && ['player', 'enemy'].includes(other),
    );
    // Every role showing that thing changes ("the snails" of a race are you and your rivals).
    for (const other of Object.keys(d.roles) as RoleId[])
      if (d.roles[other]!.name === before) {
        d.roles[other] = entityOf(name);
        changes.push(`${other}: ${name}`);
      }
    for (const other of swapped) {
      d.roles[other] = { ...was, color: d.roles[other]!.color };
      changes.push(`${other}: ${before}`);
    }
    d.title = d.title.replace(new RegExp(`\\b${cap(before)}\\b`, 'g'), cap(name));
  }

  // "use cats and dogs instead of x and o": a game of two sides takes the two named as its sides.
  const pair = r.nouns.filter((n) => !!entityOf(n).emoji && n.length > 1 && !ROLE_WORDS[n]);
  if (
    TWO_SIDES.includes(d.mechanic) &&
    pair.length >= 2 &&
    has('and') &&
    has('use', 'make', 'change', 'instead', 'play', 'be') &&
    !changes.some((c) => c.startsWith('player:'))
  ) {
    const [mine, theirs] = pair;
    d.roles.player = { ...entityOf(mine), color: d.roles.player?.color ?? entityOf(mine).color };
    d.roles.enemy = { ...entityOf(theirs), color: d.roles.enemy?.color ?? entityOf(theirs).color };
    d.title = `${cap(plural(mine))} vs ${cap(plural(theirs))} ${MECHANICS[d.mechanic].noun}`.slice(
      0,
      LIMITS.title,
    );
    changes.push(`player: ${mine}`, `enemy: ${theirs}`);
    r.nouns = r.nouns.filter((n) => n !== mine && n !== theirs);
  }
  // "use fruits instead": a game that shows a kind of things (memory with animals) shows another kind.
  // ("change the fruit to vegetables": the kind it shows now is not the one asked for)
  const shown = new Set([...Object.values(d.roles), ...(d.extras ?? [])].map((e) => e?.name));
  const kindAsked = tokens.find(
    (t, i) =>
      KINDS[t.lemma] &&
      !shown.has(t.lemma) &&
      !(tokens[i - 1]?.word === 'of' && tokens[i - 2]?.word === 'instead') &&
      KINDS[t.lemma].filter((n) => shown.has(n)).length < 2,
  );
  const showsKind = MECHANICS[d.mechanic].avatar === false && (parent.extras?.length ?? 0) > 0;
  if (kindAsked && showsKind && has('instead', 'use', 'change', 'switch', 'make', 'replace')) {
    const recast = compose(`${MECHANICS[d.mechanic].names[0]} with ${plural(kindAsked.lemma)}`);
    if (recast.mechanic === d.mechanic) {
      d.roles = recast.roles;
      d.extras = recast.extras;
      d.topic = recast.topic;
      d.title = recast.title;
      changes.push(`things: ${plural(kindAsked.lemma)}`);
    }
  }
  // (what went in as a game's own pieces is no new thing to add as well)
  const placedAs = (names: string[]) => {
    for (const list of [r.nouns, r.targets, r.hazards, r.enemies, r.allies])
      list.splice(0, list.length, ...list.filter((x) => !names.includes(singular(x))));
  };
  // A board game's counters picked from the creatures named ("let them pick an animal: lion, bunny…").
  const pieces = MECHANICS[d.mechanic].pieces ? piecesNamed(r, d.mechanic) : [];
  if (pieces.length >= 2) {
    d.extras = pieces;
    changes.push(`counters: ${pieces.map((e) => e.name).join(', ')}`);
    placedAs(pieces.map((e) => e.name));
  }
  // A toy's bar gets what of its palette is named ("add lava … and seeds", "add a bass row").
  const poured = paletteNamed(r, d.mechanic).filter((n) => !(d.extras ?? []).some((e) => e.name === n));
  if (poured.length) {
    d.extras = [...(d.extras ?? []), ...poured.map(entityOf)].slice(0, 9);
    for (const n of poured) changes.push(`on the bar: ${n}`);
    placedAs(poured);
  }
  // A kitchen that makes another dish makes it from that dish's ingredients.
  const dish = d.mechanic === 'cook' ? singular(d.roles.target?.name ?? '') : '';
  if (dish !== singular(parent.roles.target?.name ?? '') && DISHES[dish])
    d.extras = DISHES[dish].map(entityOf);

  // New things: "add a cat chasing the mouse", "some stars are bombs, avoid them".
  // ("add a golden cookie": a special one of what is got is worth more, and no colour of the game)
  const kindNames = [d.roles.target, ...(d.extras ?? [])].map((e) => headOf(e?.name));
  const special = tokens.find(
    (t, i) => SPECIAL.includes(t.word) && kindNames.includes(tokens[i + 1]?.lemma) && has('add'),
  );
  if (special) r.colours = r.colours.filter((c) => !['gold', 'golden', 'silver', 'rainbow'].includes(c));
  const worthSaid = WORTH_SAID.test(instruction) || !!special;
  // ("night, with a moon in the sky": the night scene's own moon, no thing to play with; the sky is no
  // new scene)
  const moonlit = has('moon') && has('night', 'sky') && !d.roles.player?.name.includes('moon');
  if (moonlit && nightSky(d)) changes.push('a moon in the night sky');
  let herdFoe = false;
  for (const [asRole, name, chases, alongside] of newcomers(r, d, tokens, worthSaid)) {
    if (moonlit && name === 'moon') continue;
    // (a herding game's newcomer is what comes for the flock, a wolf: never the flock itself; one only)
    const other = d.mechanic === 'herd' && asRole === 'target' && !!d.roles.target && headOf(name) !== headOf(d.roles.target.name); // prettier-ignore
    if (other && herdFoe) {
      notes.push(`${aGame(d)} has no place for ${plural(name)}, so they were not added.`);
      continue;
    }
    herdFoe ||= other;
    const role = other ? 'enemy' : asRole;
    // (what the game has anyway: pac-man's power pellets)
    const own = BUILT_IN[d.mechanic]?.[name];
    if (own) {
      notes.push(own.replace('{enemy}', plural(d.roles.enemy?.name ?? 'ghost')));
      continue;
    }
    if (alongside) {
      // (a kitchen has six bins: the newest ingredient takes the last one's place)
      const most = d.mechanic === 'cook' ? 5 : Infinity;
      d.extras = [...(d.extras ?? []).filter((e) => e.name !== name).slice(0, most), entityOf(name)];
      changes.push(`${d.mechanic === 'cook' ? 'ingredient' : 'also to get'}: ${name}`);
      continue;
    }
    // A role the mechanic knows but this game left out (a calm catch has no hazard) can come back.
    const m = MECHANICS[d.mechanic];
    // (and one who comes after you, where the game has a chaser: the downhill's yeti)
    const hunter = role === 'enemy' && chases && m.parts.includes('chaser');
    const place =
      role in m.roles || m.optional?.includes(role) || m.boss === role || role === 'boss' || hunter;
    if (!d.roles[role] && !place) {
      notes.push(`${aGame(d)} has no place for ${name}, so it was not added.`);
      continue;
    }
    d.roles[role] = entityOf(name);
    changes.push(`${role}: ${name}`);
    if (chases && !d.parts.includes('chaser')) {
      d.parts.push('chaser');
      changes.push(`added ${PART_NAMES.chaser}`);
    }
  }

  // "add dragonflies worth more points", "make the golden apples worth 5": one kind scores more.
  if (worthSaid) {
    const kinds = [d.roles.target, ...(d.extras ?? [])].filter((e) => !!e);
    let kind = kinds.find((e) => tokens.some((t) => t.lemma === headOf(e.name)));
    // ("add golden flies worth 5": golden ones are a kind of their own, the rest stay as they were)
    const fancy = kind && tokens.find((t, i) => SPECIAL.includes(t.word) && tokens[i + 1]?.lemma === headOf(kind!.name)); // prettier-ignore
    if (kind && fancy && WORTH_SCORED.includes(d.mechanic)) {
      kind = { ...kind, name: `${fancy.word} ${kind.name}` };
      d.extras = [...(d.extras ?? []).filter((e) => e.name !== kind!.name), kind];
    }
    const said = /\bworth (\d+)|(\d+) (?:points?|times)\b/i.exec(instruction);
    const times = clamp(said ? Number(said[1] ?? said[2]) : /\bdouble\b/i.test(instruction) ? 2 : 3, 2, 10);
    if (kind && WORTH_SCORED.includes(d.mechanic)) {
      d.worth = { ...d.worth, [kind.name]: times };
      changes.push(`${plural(kind.name)} worth ${times}×`);
      notes.push(`${cap(plural(kind.name))} are worth ${times} times the points, and shine so you can tell.`);
    } else notes.push(`${aGame(d)} scores all it counts the same, so nothing was made worth more.`);
  }

  // Parts asked for, and parts asked away.
  // (what a thing does is no taking away, "a power-up that drops 3 presents", nor is the game's own
  // verb, "make the apples drop faster")
  const ownVerb = (lemma: string) => lemma === d.mechanic || MECHANICS[d.mechanic].verbs.includes(lemma);
  const takesAway = (words: Token[]) =>
    words.some(
      (t, i) =>
        (REMOVE.includes(t.word) || REMOVE.includes(t.lemma)) &&
        !(['that', 'which', 'who', 'to'].includes(words[i - 1]?.word) || ownVerb(t.lemma)) &&
        // ("if u crash into the other snake u lose": who loses is a rule, nothing taken away)
        !(
          t.lemma === 'lose' &&
          ['you', 'u', 'i', 'we', 'they', 'he', 'she', 'it', 'will', 'player'].includes(words[i - 1]?.word)
        ),
    );
  // A removing word takes away what its own clause names: "remove the ai cars and make it 2 players"
  // adds the second player, "no timer, add a boss" adds the boss.
  const said = clausesOf(instruction);
  const clauses = said.map((text) => {
    const read = said.length > 1 ? understand(text) : r;
    return { read, away: takesAway(read.tokens) };
  });
  const removing = clauses.some((c) => c.away);
  // (things that run away come from how a game is described, not asked of one: "add a cat that chases
  // the mouse" adds a chaser)
  // ("a 20 second timer on each question": no clock on the whole quiz)
  const perQuestion = d.mechanic === 'quiz' && /\b(?:each|every|per) question\b/i.test(instruction);
  // ("add a lap timer": a circuit race already times every lap)
  const perLap = d.mechanic === 'circuit' && !/\b(?:table|high ?scores?|leaderboard)\b/i.test(english) && /\blap (?:timers?|times?|clocks?)\b|\b(?:timer|clock|stopwatch) (?:for |on |per |each |every |of )+(?:the )?laps?\b/i.test(english); // prettier-ignore
  if (perLap) notes.push('Every race already shows the time of each lap and your best one.');
  const partsOf = (away: boolean) =>
    new Set<PartId>(
      clauses
        .filter((c) => c.away === away)
        .flatMap((c) => c.read.parts)
        .filter((p) => p !== 'flee' && !(p === 'timer' && (perQuestion || perLap))),
    );
  const partWords = partsOf(false);
  // ("make it dark mode with purple": the page's ground dark, the colour asked its accent; no night)
  const darkMode = /\bdark (?:mode|theme|background|ui|colou?rs?)\b/i.test(english);
  if (darkMode) partWords.delete('night');
  // ("took me like 5 min to buy the first upgrade": how long something took, no clock asked)
  if (
    /\b(?:took|takes|taking|waited|spent)\b[^.,;!?]*?\b\d+\s*(?:m|mins?|minutes?|s|secs?|seconds?|h|hours?)\b/i.test(
      english,
    )
  ) {
    partWords.delete('timer');
    r.seconds = null;
  }
  // ("add a timer", "un chronomètre" to a puzzle): how long it takes, shown, no clock that runs out
  if (TIMED_PUZZLES.includes(d.mechanic) && (r.stopwatch || (partWords.has('timer') && !r.seconds))) {
    partWords.delete('timer');
    if (!d.params.stopwatch) {
      d.params.stopwatch = true;
      changes.push('a stopwatch');
    } else notes.push('It already shows how long you take.');
  }
  // ("power-ups that drop from zombies": a catching game's dropper is no boss of this game's)
  if (!has('boss', 'bosses', 'king', 'queen', 'mothership', 'overlord')) partWords.delete('boss');
  const goneWords = new Set([...partsOf(true), ...clauses.flatMap((c) => c.read.unwanted)]);
  // Words said in a clause that takes away ("remove the seals and add fish": the seals go).
  const awayWords = new Set(clauses.filter((c) => c.away).flatMap((c) => c.read.tokens.map((t) => t.lemma)));
  // "make it night": the night sky over the scene, everything still seen; the dark with a light around
  // you only when the dark itself is asked for ("make it dark", "a flashlight").
  const darkSaid = tokens.some((t) => DARK.includes(t.lemma));
  if (partWords.has('night') && !darkSaid && !d.parts.includes('night')) {
    partWords.delete('night');
    if (nightSky(d) && !moonlit) changes.push('a night sky');
  }
  if (removing) {
    const gone = d.parts.filter(
      (p) => goneWords.has(p) || (!partWords.has(p) && r.without.some((w) => PART_NAMES[p].includes(w))),
    );
    if (gone.length) {
      d.parts = d.parts.filter((p) => !gone.includes(p));
      changes.push(...gone.map((p) => `no ${PART_NAMES[p]}`));
    }
    // ("remove the timer" from a game that has none: say so, so nobody looks for it)
    if (goneWords.has('timer') && !parent.parts.includes('timer'))
      notes.push('It has no timer: play as long as you like.');
  }
  // ("a boss at the end of each level": levels, each ended by a boss)
  const perLevel = tokens.some(
    (t, i) =>
      ['each', 'every', 'per'].includes(t.word) && ['level', 'stage', 'world'].includes(tokens[i + 1]?.lemma),
  );
  // ("a boss every 3 waves": a shooter's levels are its waves, a boss ending every third)
  const bossEvery = d.mechanic === 'shooter' && partWords.has('boss') ? r.bossEvery : null;
  if (partWords.has('boss') && (perLevel || bossEvery)) partWords.add('levels');
  // ("make night 2 and 3 harder": a night shift's nights are its levels)
  if (d.mechanic === 'guard' && /\bnights? (?:\d|two|three)\b|\b(?:next|more|other) nights?\b/i.test(english))
    partWords.add('levels');
  if (bossEvery) {
    d.params.bossEvery = bossEvery;
    changes.push(`a boss every ${bossEvery} levels`);
  }
  if (partWords.size) {
    let added = [...partWords].filter((p) => !d.parts.includes(p));
    // In a shooter the foes already fire down at you (its hazard): shooting back is more of that.
    if (added.includes('returnFire') && d.mechanic === 'shooter' && d.roles.enemy && d.roles.hazard) {
      added = added.filter((p) => p !== 'returnFire');
      d.params.difficulty = stepped(d.params.difficulty, 1);
      const fired = firedThing(tokens);
      if (fired) d.roles.hazard = entityOf(fired);
      else if (isStandIn(d, 'hazard'))
        d.roles.hazard = entityOf(d.roles.shot?.name === 'laser' ? 'fireball' : 'laser');
      changes.push('they fire more');
      notes.push(`The ${plural(d.roles.enemy.name)} already fire back here; now they fire more often.`);
    }
    const fit = fitParts(d.mechanic, added as PartId[]);
    d.parts.push(...fit.parts);
    changes.push(...fit.parts.map((p) => `added ${PART_NAMES[p]}`));
    notes.push(...fit.notes);
    // ("add a timer" to a labyrinth or a crossword: its clock is there already)
    if (added.includes('timer') && !fit.parts.includes('timer') && playsAlready('timer', d.mechanic))
      notes.push('It already keeps time: the clock at the top shows how long this one is taking.');
    // "add a boss at the top, a giant storm cloud": a boss of its own kind, when none of the game's
    const named = fit.parts.includes('boss') && !d.roles.boss ? bossNamed(tokens) : null;
    const kind = named && named.words.filter((w) => !BOSS_TITLES.includes(w)).join(' ');
    if (kind && !Object.values(d.roles).some((e) => headOf(e!.name) === named.name)) {
      d.roles.boss = entityOf(kind);
      changes.push(`boss: ${kind}`);
    }
    // A boss is not there from the start: say when it comes, so nobody thinks it was left out.
    const big = d.roles.boss ?? d.roles.enemy ?? d.roles.hazard;
    const ends = d.mechanic === 'shooter' && d.parts.includes('levels');
    // (a tower defense's boss asked for one wave comes in that one only: the changes say which)
    const says = MECHANICS[d.mechanic].bossLine;
    if (fit.parts.includes('boss') && big && !(d.mechanic === 'towers' && r.bossWave))
      notes.push(
        says
          ? says.replace('{boss}', big.name)
          : `A big ${big.name} boss ${bossEvery ? `ends every ${bossEvery} levels` : ends ? 'ends each level' : 'comes late in the round'}.`, // prettier-ignore
      );
    // A second person takes the computer's place: its stand-in (a robot) goes.
    const computer = ['robot', 'computer', 'cpu', 'bot'].includes(d.roles.enemy?.name ?? '');
    if (fit.parts.includes('twoPlayer') && computer && isStandIn(d, 'enemy') && d.roles.player)
      d.roles.enemy = { ...d.roles.player, color: d.setting.accent };
  }
  // "against the computer", "single player": the second person's part goes.
  if (
    d.parts.includes('twoPlayer') &&
    /\b(against|vs\.?|versus) (the |a )?(computer|cpu|ai|bot|robot)\b|\b(single|one|1)[ -]?player\b|\bsolo\b|\bplay (?:alone|by myself|on my own)\b/i.test(
      english,
    )
  ) {
    d.parts = d.parts.filter((p) => p !== 'twoPlayer');
    changes.push('against the computer');
  }
  // "remove the seals": a game that can be calm loses that danger.
  if (removing)
    for (const role of ['hazard', 'enemy'] as RoleId[]) {
      const e = d.roles[role];
      const m = MECHANICS[d.mechanic];
      const named = e && awayWords.has(headOf(e.name));
      if (!e || !named) continue;
      if (CALM.includes(d.mechanic) || m.optional?.includes(role)) {
        delete d.roles[role];
        changes.push(`no ${plural(e.name)}`);
      } else if (!(
        role === 'enemy' &&
        (d.parts.includes('twoPlayer') || d.parts.includes('ghost')) &&
        ['circuit', 'race'].includes(d.mechanic)
      ))
        notes.push(`${aGame(d)} needs its ${plural(e.name)}, so they stayed.`);
    }
  if (d.parts.includes('night') && !parent.parts.includes('night')) d.setting.bg = '#05060a';

  const addAt0 = tokens.findIndex((t) => ['add', 'put', 'include'].includes(t.lemma));
  // Numbers. ("the flies are too fast": slower; "too easy": harder)
  // ("its to easy": "to" typed for "too")
  const too = (word: string) =>
    tokens.some(
      (t, i) =>
        t.word === word &&
        (tokens[i - 1]?.word === 'too' ||
          (tokens[i - 1]?.word === 'to' && ['its', 'is', 'way', 'so', 'are', 'r', 'was'].includes(tokens[i - 2]?.word ?? ''))), // prettier-ignore
    );
  if (too('fast') || too('quick')) tokens.push({ word: 'slower', lemma: 'slower', pos: 'adj' });
  if (too('slow')) tokens.push({ word: 'faster', lemma: 'faster', pos: 'adj' });
  // ("slow everything down", "speed it up")
  if (has('slow') && has('down')) tokens.push({ word: 'slower', lemma: 'slower', pos: 'adj' });
  if (too('hard') || too('difficult')) tokens.push({ word: 'easier', lemma: 'easier', pos: 'adj' });
  if (too('easy') || too('boring')) tokens.push({ word: 'harder', lemma: 'harder', pos: 'adj' });
  // "make the gaps wider", "make the gaps bigger", "more room": more room to pass is easier (not bigger
  // things); "tighter" is harder. ("power-ups ... like a wider paddle": what a power-up does)
  const GAPS = ['gap', 'gaps', 'opening', 'openings', 'hole', 'holes', 'space', 'spaces', 'room'];
  const ofGap = (i: number) => GAPS.includes(tokens[i - 1]?.word) || GAPS.includes(tokens[i + 1]?.word);
  const roomier = tokens.some((t, i) => ['bigger', 'larger', 'wider'].includes(t.word) && ofGap(i));
  // ("you bark with space": the key, no room)
  const spaceKey = /\b(?:with|press|hit|push|tap|using|use) (?:the )?space\b|\bspace ?bar\b/i.test(english);
  if (
    roomier ||
    (has('wider', 'roomier') && !r.parts.includes('powerups')) ||
    (has('more') && (has('room', 'gap') || (has('space') && !spaceKey)))
  )
    tokens.push({ word: 'easier', lemma: 'easier', pos: 'adj' });
  if (has('narrower', 'tighter') || (has('closer') && has('together')))
    tokens.push({ word: 'harder', lemma: 'harder', pos: 'adj' });
  if (has('apart') && has('farther', 'further', 'wider'))
    tokens.push({ word: 'easier', lemma: 'easier', pos: 'adj' });
  // The roles whose things the request names ("the jellyfish"), by the last word of their names.
  // ("make the penguin faster and the rocks bigger": each asks of what it follows, back to the last ask)
  const ASKS = ['faster', 'quicker', 'speed', 'slower', 'calmer', 'bigger', 'larger', 'huge', 'giant', 'smaller', 'tiny', 'little']; // prettier-ignore
  const rolesNamed = (...words: string[]) => {
    const at = tokens.findIndex((t) => words.includes(t.word));
    let from = at;
    while (from > 0 && !ASKS.includes(tokens[from - 1].word)) from--;
    // ("the aliens faster and bigger": an ask with no things of its own shares the one before's)
    while (from > 0 && !tokens.slice(from, at).some((t) => t.pos === 'noun')) {
      from--;
      while (from > 0 && !ASKS.includes(tokens[from - 1].word)) from--;
    }
    const namedIn = (span: Token[]) =>
      (Object.keys(d.roles) as RoleId[]).filter((r) =>
        span.some((t) => t.lemma === headOf(d.roles[r]!.name)),
      );
    if (at < 0) return namedIn(tokens);
    // ("make it faster", "faster jellyfish": the clause names none, the words right after may)
    const before = namedIn(tokens.slice(from, at + 1));
    return before.length ? before : namedIn(tokens.slice(at + 1, at + 4));
  };

  /** One role's pace or size times `by`, within its limits, and said. */
  const perRole = (key: 'pace' | 'scale', r: RoleId, by: number, word: string) => {
    const [lo, hi] = key === 'pace' ? LIMITS.speed : LIMITS.size;
    d.params[key] = { ...d.params[key], [r]: round2(clamp((d.params[key]?.[r] ?? 1) * by, lo, hi)) };
    changes.push(`${word} ${plural(d.roles[r]!.name)}`);
  };
  // ("a power-up that makes you shoot faster": what the power-up does, not the game's pace)
  const ofPowerUp = d.parts.includes('powerups') && !parent.parts.includes('powerups');
  // ("a combo counter that gets bigger", "a heartbeat that gets faster": what it does, no ask)
  const told = (i: number) =>
    ['gets', 'get', 'grows', 'getting', 'goes'].includes(tokens[i - 1]?.word) && ['that', 'which'].includes(tokens[i - 2]?.word); // prettier-ignore
  const askedFor = (...words: string[]) => tokens.some((t, i) => words.includes(t.word) && !told(i));
  const faster = askedFor('faster', 'quicker', 'speed') && !has('slower') && !ofPowerUp;
  if (faster || askedFor('slower', 'calmer')) {
    const by = faster ? 1.3 : 1 / 1.3;
    const word = faster ? 'faster' : 'slower';
    // "make the jellyfish faster": only those, where the game moves them at a pace of their own.
    // ("make my ship shoot faster": how often it fires)
    const firing = has('shoot', 'fire') && PACED[d.mechanic]?.includes('shot') && d.roles.shot ? (['shot'] as RoleId[]) : []; // prettier-ignore
    const named = [
      ...firing,
      ...rolesNamed(...(faster ? ASKS.slice(0, 3) : ['slower', 'calmer'])).filter((r) => r !== 'player'),
    ];
    const own = named.filter((r) => PACED[d.mechanic]?.includes(r));
    // ("make the apple faster" in a snake game: a still apple is made to run, and faster)
    if (faster && d.mechanic === 'snake' && own.includes('target') && !d.parts.includes('flee')) {
      d.parts.push('flee');
      changes.push(`runaway ${plural(d.roles.target!.name)}`);
    }
    for (const r of own) perRole('pace', r, by, word);
    if (!own.length) {
      d.params.speed = round2(clamp(d.params.speed * by, ...LIMITS.speed));
      changes.push(word);
      // (a rhythm game's notes are all that moves: slower is what was asked)
      if (named.length && !(['rhythm', 'tiles'].includes(d.mechanic) && named.every((x) => x === 'target')))
        notes.push(
          `Everything is ${word} now: ${aGame(d).toLowerCase()} cannot change the ${plural(d.roles[named[0]]!.name)} alone.`,
        );
    }
  }
  const step = (by: number) => stepped(d.params.difficulty, by);
  // "more seals", "fewer bombs": more of the danger is harder.
  const danger = [d.roles.hazard, d.roles.enemy].filter(Boolean).map((e) => headOf(e!.name));
  const ofDanger = tokens.some((t) => danger.includes(t.lemma));
  // "add obstacles", "add more enemies": more of the danger there is; a game without one gets its own.
  const dangerWords = ['enemy', 'obstacle', 'hazard', 'monster', 'danger', 'trap', 'baddie'];
  const moreDanger = addAt0 >= 0 && tokens.some((t) => dangerWords.includes(t.lemma));
  if (moreDanger && !d.roles.hazard && !d.roles.enemy) {
    const m = MECHANICS[d.mechanic];
    const role = (['hazard', 'enemy'] as RoleId[]).find((x) => x in m.roles || m.optional?.includes(x));
    const obstacle = tokens.some((t) => ['obstacle', 'trap'].includes(t.lemma)) && role === 'hazard';
    const name = role && (obstacle ? 'rock' : (m.roles[role] ?? (role === 'hazard' ? 'rock' : 'monster')));
    if (role && name) {
      d.roles[role] = entityOf(name);
      changes.push(`${role}: ${name}`);
    }
  }
  // ("the bats r too fast its impossible", "way too hard": a complaint, asking for it easier)
  const tooHard = TOO_HARD.test(english);
  if (
    (!tooHard &&
      has(
        'harder',
        'difficult',
        'challenging',
        'tougher',
        'unbeatable',
        'smarter',
        'dumb',
        'stupid',
        'impossible',
        'brutal',
      )) ||
    (moreDanger && !changes.some((c) => c.startsWith('hazard:') || c.startsWith('enemy:'))) ||
    (has('more') &&
      !has('colorful', 'colourful', 'colors', 'colours') && // ("more colorful asteroids": no more of them)
      (ofDanger || has('enemy', 'enemies', 'obstacle', 'obstacles', 'hazard', 'hard', 'difficult'))) ||
    HARD_MODE.test(english)
  ) {
    d.params.difficulty = HARD_MODE.test(english) ? 'hard' : step(1);
    changes.push('harder');
  }
  if (
    tooHard ||
    has('easier', 'simpler') ||
    (has('more') && has('easy') && !too('easy')) ||
    (has('fewer', 'less') &&
      (ofDanger || has('enemy', 'enemies', 'obstacle', 'obstacles', 'hard', 'difficult')))
  ) {
    d.params.difficulty = step(-1);
    changes.push('easier');
  }
  // "add more cards": a bigger board of pairs (memory)
  if (
    d.mechanic === 'memory' &&
    tokens.some((t) => PIECES.includes(t.lemma)) &&
    has('more', 'fewer', 'less')
  ) {
    const now = d.params.cards ?? MEMORY_PAIRS[d.params.difficulty];
    d.params.cards = clamp(now + (has('more') ? 4 : -2), 3, 12);
    changes.push(`${d.params.cards} pairs of cards`);
  }
  // "add a double jump": a second jump in the air for good, where the game has one as a power-up
  if (r.doubleJump && !awayWords.has('double')) {
    if (DOUBLE_JUMPERS.includes(d.mechanic) && !d.params.doubleJump) {
      d.params.doubleJump = true;
      changes.push('double jump');
    } else if (!DOUBLE_JUMPERS.includes(d.mechanic))
      notes.push(`Nobody jumps in ${aGame(d).toLowerCase()}, so there is no double jump.`);
  }
  // "make it darker", "brighter": the scene's colours, nearer black or white
  const dim = has('darker', 'dimmer', 'gloomier') ? -1 : has('brighter', 'lighter') ? 1 : 0;
  if (dim && !d.parts.includes('night')) {
    d.setting = { ...d.setting, bg: shade(d.setting.bg, dim * 0.45) };
    changes.push(dim < 0 ? 'darker' : 'brighter');
  }
  // "make the fox jump higher": the jump's strength, in games where the one you play jumps
  const jumpAsk = has('jump', 'bounce') && has('higher', 'further', 'farther', 'lower', 'less');
  if (jumpAsk && JUMPERS.includes(d.mechanic)) {
    const up = has('higher', 'further', 'farther');
    d.params.jump = round2(clamp((d.params.jump ?? 1) * (up ? 1.2 : 1 / 1.2), 0.7, 1.4));
    changes.push(up ? 'higher jumps' : 'lower jumps');
  } else if (jumpAsk) notes.push(`Nobody jumps in ${aGame(d).toLowerCase()}, so that was not changed.`);
  // "make the bottles move side to side": a row lined up on a fence slides
  if (/\b(?:side to side|left and right|back and forth|to and fro)\b/i.test(instruction)) {
    if (d.parts.includes('lined') && !d.params.sway) {
      d.params.sway = !has('stop', 'still', 'no');
      changes.push('the row slides side to side');
    } else if (!d.parts.includes('lined'))
      notes.push(`${aGame(d)} moves its things its own way, so that was not changed.`);
  }
  // "let the snake go through the walls": out on the other side
  if (d.mechanic === 'snake' && r.wraps && !d.params.wrap) {
    d.params.wrap = true;
    if (d.roles.hazard?.name === 'wall') delete d.roles.hazard;
    changes.push('through the walls');
  }
  // "10 waves", "a boss on wave 10 with a big health bar": the waves, and the one the boss comes in
  if (d.mechanic === 'towers' && (r.waves || r.bossWave)) {
    const before = [d.params.waves, d.params.bossWave];
    delete d.params.waves;
    delete d.params.bossWave;
    Object.assign(d.params, towerWaves(r, d.parts, before[0]));
    if (d.params.waves !== before[0]) changes.push(`${d.params.waves ?? 5} waves`);
    if (d.params.bossWave && d.params.bossWave !== before[1])
      changes.push(`the boss in wave ${d.params.bossWave}`);
  }
  // "make the bricks move down toward the paddle": the wall comes down, like invaders
  if (d.mechanic === 'breakout' && r.creeps && !d.params.creep) {
    d.params.creep = true;
    changes.push(`${plural(d.roles.target?.name ?? 'brick')} coming down`);
  }
  // "put some walls in the middle": rows of them across the field from the start
  if (d.mechanic === 'snake' && r.walled && !d.params.walled) {
    d.params.walled = true;
    changes.push('walls in the middle');
  }
  // "make it so he can't lose": nothing costs a life
  if (r.gentle && !d.params.gentle) {
    d.params.gentle = true;
    changes.push('no way to lose');
  }
  // "make it icy", "the crates should slide": a push puzzle on ice (or off it: "no ice")
  if (d.mechanic === 'sokoban' && tokens.some((t) => ICY.includes(t.lemma))) {
    const icy = !removing;
    if (icy !== !!d.params.slide) {
      if (icy) d.params.slide = true;
      else delete d.params.slide;
      changes.push(icy ? 'on ice: crates slide' : 'off the ice');
    }
  }
  // "make it 6x6": a board of cards that many across and down (memory), as near as it goes
  const GRID = /\b(\d{1,2})\s*(?:x|×|by)\s*(\d{1,2})\b/gi;
  const grid = new RegExp(GRID.source, 'i').exec(instruction);
  if (grid && d.mechanic === 'memory') {
    const asked = Math.floor((Number(grid[1]) * Number(grid[2])) / 2);
    d.params.cards = clamp(asked, 3, 12);
    changes.push(`${d.params.cards} pairs of cards`);
    if (d.params.cards !== asked)
      notes.push(
        `A board holds ${d.params.cards * 2} cards at most to fit a phone, so it has ${d.params.cards} pairs.`,
      );
  } else if (grid && d.mechanic === 'nonogram') {
    d.params.across = nonogramSide({ cols: Number(grid[1]), rows: Number(grid[2]) });
    changes.push(`pictures of ${d.params.across}×${d.params.across} squares`);
  } else if (grid && d.mechanic === 'boxes') {
    d.params.across = boxesSide({ cols: Number(grid[1]), rows: Number(grid[2]) });
    changes.push(`a grid of ${d.params.across}×${d.params.across} dots`);
  } else if (grid && d.mechanic === 'mines') {
    // "16x16 with 40 mines", "easy/medium/hard (8x8 with 10 mines, 12x12 with 25, 16x16 with 40)"
    const asked = minesweeper({ ...r, modes: r.parts.includes('modes') || d.parts.includes('modes') });
    delete d.params.grid;
    delete d.params.mines;
    delete d.params.modeBoards;
    Object.assign(d.params, asked);
    const said = (b: { cols: number; rows: number }, mines?: number) =>
      `${b.cols}×${b.rows}${mines ? ` with ${mines} mines` : ''}`;
    if (asked.modeBoards) changes.push(`boards: ${asked.modeBoards.map((b) => said(b, b.mines)).join(', ')}`);
    else if (asked.grid) changes.push(`a board of ${said(asked.grid, asked.mines)}`);
  } else if (grid && d.mechanic === 'takuzu') {
    // ("add 8x8 and 10x10 grids": sizes to choose from; one not offered yet becomes the one it starts at)
    const sizes = [...instruction.matchAll(GRID)].map((m) =>
      takuzuSide({ cols: Number(m[1]), rows: Number(m[2]) })!,
    );
    const fresh = sizes.filter((n) => ![6, 8, 10, d.params.across ?? 6].includes(n));
    if (fresh.length) d.params.across = Math.max(...fresh);
    changes.push(`grids of ${[...new Set(sizes)].map((n) => `${n}×${n}`).join(', ')} to choose from`);
  } else if (grid && d.mechanic === 'flow') {
    // ("add 7x7 8x8 and 9x9 packs": its boards from the smallest asked, a square bigger each level)
    const sizes = [...instruction.matchAll(GRID)].map((m) => clamp(Number(m[1]), 5, 9));
    d.params.across = Math.min(...sizes);
    changes.push(`boards from ${d.params.across}×${d.params.across}`);
  } else if (grid && d.mechanic === 'crossword') {
    d.params.across = clamp(Number(grid[1]), 5, 13);
    changes.push(`a grid of ${d.params.across}×${d.params.across}`);
  } else if (grid) notes.push(keepsBoard(d));
  // "make the gravity stronger": the lander's pull
  if (d.mechanic === 'lander' && has('gravity')) {
    const more = has('stronger', 'more', 'heavier', 'higher', 'harder', 'increase');
    if (more || has('weaker', 'less', 'lower', 'lighter', 'decrease')) {
      d.params.gravity = round2(clamp((d.params.gravity ?? 1) * (more ? 1.4 : 1 / 1.4), 0.5, 2));
      changes.push(`${more ? 'stronger' : 'weaker'} gravity`);
    }
  }
  // ("add animals! chickens that lay eggs and a cow for milk", "and seasons, nothing grows in winter")
  const kept = d.mechanic === 'farm' ? farmAnimals(r) : [];
  if (kept.length) {
    d.params.animals = kept;
    changes.push(`animals: ${[...new Set(kept)].join(', ')}`);
  }
  if (d.mechanic === 'farm' && SEASONS_ASKED.test(english) && !d.params.seasons) {
    d.params.seasons = true;
    changes.push('the seasons (nothing grows in winter)');
  }
  // ("a hard mode where the buttons change places after each round"): Simon's pads move about
  const shuffle = d.mechanic === 'simon' ? padsShuffle(english) : undefined;
  if (shuffle) {
    d.params.shuffle = shuffle;
    if (shuffle === 'hard' && !d.parts.includes('modes')) d.parts = [...d.parts, 'modes'];
    changes.push(shuffle === 'hard' ? 'a hard mode: the pads change places after every round' : 'the pads change places after every round'); // prettier-ignore
  }
  // "add 6 more holes so its 9", "make it 18 holes": a golf course's length (its 9 holes, again mirrored)
  const moreHoles = /\b(\d+) more holes?\b/i.exec(english);
  if (d.mechanic === 'golf' && (moreHoles || r.count)) {
    const holes = clamp(moreHoles ? (parent.params.goal ?? 9) + Number(moreHoles[1]) : r.count!, 1, 18);
    if (holes !== (parent.params.goal ?? 9)) {
      d.params.goal = holes;
      changes.push(`${holes} holes`);
    }
  }
  // "first to 7 wins": a match's length
  if (r.firstTo && (MECHANICS[d.mechanic].goal || FIRST_TO.includes(d.mechanic))) {
    const n = clamp(r.firstTo, ...LIMITS.goal);
    if (n !== d.params.goal) {
      d.params.goal = n;
      changes.push(`first to ${n}`);
    }
  }
  if (r.lives && clamp(r.lives, ...LIMITS.lives) === parent.params.lives)
    notes.push(
      `It already has ${parent.params.lives} ${parent.params.lives === 1 ? 'life' : 'lives'}, so that stays.`,
    );
  else if (r.lives) {
    d.params.lives = clamp(r.lives, ...LIMITS.lives);
    changes.push(`${d.params.lives} lives`);
  } else if (has('more', 'add', 'extra') && has('lives', 'life', 'hearts')) {
    d.params.lives = clamp(d.params.lives + 2, ...LIMITS.lives);
    changes.push('more lives');
  } else if (has('fewer', 'less') && has('lives', 'life', 'hearts')) {
    d.params.lives = clamp(d.params.lives - 1, ...LIMITS.lives);
    changes.push('fewer lives');
  }
  // ("add a giant taco boss": a boss is big anyway, and the size said is its own)
  // (the boss asked for, however it is described: "a boss every 3 waves, a giant stinky sock")
  const asksBoss = has('boss');
  const ofBoss = (i: number) => asksBoss || tokens.slice(i + 1, i + 4).some((t) => t.lemma === 'boss');
  // (not "a little sound", "a tiny hat": a little of something that has no size here)
  const ofSound = (i: number) => ['sound', 'noise', 'beep', 'music', 'tune', 'bit', 'more', 'less'].includes(tokens[i + 1]?.lemma ?? ''); // prettier-ignore
  const sized = (...words: string[]) =>
    tokens.some((t, i) => words.includes(t.word) && !ofBoss(i) && !told(i) && !ofGap(i) && !ofSound(i));
  // ("the buttons are too small", "bigger buttons": what is tapped is bigger)
  const smallButtons = /\bbuttons? (?:are |r |is )?(?:way |too |so |really )*(?:small|tiny)\b|\b(?:bigger|larger|big|huge) buttons?\b/i.test(english); // prettier-ignore
  const bigger = sized('bigger', 'larger', 'huge', 'giant') || smallButtons;
  // "make the maze bigger": more of it, not bigger things in it
  const ofBoard = d.mechanic === 'maze' && has('maze', 'labyrinth', 'map', 'level', 'board', 'grid');
  // ("a bigger grid": a crossword two squares wider)
  const ofCrossword = d.mechanic === 'crossword' && !grid && has('grid', 'crossword', 'puzzle', 'board');
  if (ofCrossword && (bigger || sized('smaller', 'tiny', 'little'))) {
    d.params.across = clamp((d.params.across ?? 9) + (bigger ? 2 : -2), 5, 13);
    changes.push(`a grid of ${d.params.across}×${d.params.across}`);
  } else if (ofBoard && (bigger || sized('smaller', 'tiny', 'little'))) {
    d.params.board = round2(clamp((d.params.board ?? 1) * (bigger ? 1.4 : 1 / 1.4), 0.6, 1.6));
    changes.push(`${bigger ? 'a bigger' : 'a smaller'} maze`);
  } else if (
    (bigger || sized('smaller', 'tiny', 'little')) &&
    has('maze', 'labyrinth', 'board', 'grid', 'map') &&
    !rolesNamed('bigger', 'larger', 'huge', 'giant', 'smaller', 'tiny', 'little').length
  )
    notes.push(keepsBoard(d));
  // ("bigger cards" at Hearts: they are as big as the table allows)
  else if (d.mechanic === 'hearts' && bigger)
    notes.push('The cards are already as large as the table allows: your hand in two rows of big cards.');
  else if (bigger || sized('smaller', 'tiny', 'little')) {
    const by = bigger ? 1.25 : 1 / 1.25;
    const word = bigger ? 'bigger' : 'smaller';
    // "make the butterflies bigger": only those; "make everything bigger": all.
    const named = rolesNamed(
      ...(bigger ? ['bigger', 'larger', 'huge', 'giant'] : ['smaller', 'tiny', 'little']),
    );
    for (const r of named) perRole('scale', r, by, word);
    if (!named.length) {
      d.params.size = round2(clamp(d.params.size * by, ...LIMITS.size));
      changes.push(word);
    }
  }
  if (
    r.seconds &&
    parent.parts.includes('timer') &&
    clamp(r.seconds, ...LIMITS.seconds) === parent.params.seconds
  )
    notes.push(`It already has a ${parent.params.seconds}-second timer, so that stays.`);
  else if (r.seconds && perQuestion)
    // (a whole quiz of 20 s is not what "a 20 second timer on each question" asks)
    notes.push('Each question already counts down on its own bar; a set time per question is not built yet.');
  else if (r.seconds) {
    d.params.seconds = clamp(r.seconds, ...LIMITS.seconds);
    const fit = fitParts(d.mechanic, d.parts.includes('timer') ? [] : ['timer']);
    d.parts.push(...fit.parts);
    notes.push(...fit.notes);
    if (fit.parts.length || parent.parts.includes('timer')) changes.push(`${d.params.seconds} s timer`);
  }
  // ("can i catch the wild monsters?? add a ball button… a team of 3 and switch")
  if (d.mechanic === 'battle' && !d.params.catching && CATCHING.test(english)) {
    d.params.catching = true;
    changes.push('a ball to catch wild ones, a team of three to switch');
  }
  // ("add a food mode and a famous people mode not just animals": what it can guess, picked first)
  const subjects = d.mechanic === 'guess' ? subjectsAsked(english, d.params.subjects) : undefined;
  if (subjects && subjects.join() !== (d.params.subjects ?? ['animals']).join()) {
    d.params.subjects = subjects;
    changes.push(`guesses ${subjects.join(', ')}`);
  }
  // ("a 'repeat x3' loop block, then 6 harder levels that need them"): a coding puzzle's loop
  if (d.mechanic === 'lightbot' && !d.params.loops && /\b(?:loops?|repeat\w*|x ?3|×3)\b/i.test(english)) {
    d.params.loops = true;
    changes.push('a ×3 loop block and six harder levels that need it');
  }
  // ("also add the doubling cube"; "add steel beams that are stronger but cost more"; "a rare golden teddy
  // that gives a 10% discount code TINY10")
  if (d.mechanic === 'backgammon' && CUBE.test(instruction)) {
    if (d.params.cube) notes.push('The doubling cube is already there: offer it before you roll.');
    else {
      d.params.cube = true;
      changes.push('the doubling cube');
    }
  }
  if (d.mechanic === 'bridge' && !d.params.steel && STEEL.test(instruction)) {
    d.params.steel = true;
    changes.push('steel beams: stronger, dearer');
  }
  // ("add a vaccination slider… a 'hospital capacity' line… a counter for how many were ever infected";
  // "compare two towns… a 'masks' toggle")
  if (d.mechanic === 'epidemic') {
    const asked = epidemicAsked(`${instruction} ${english}`);
    const said = { vaccine: 'a vaccination slider', hospital: 'a hospital-capacity line', tally: 'a count of everyone ever infected', compare: 'a second town with no measures', masks: 'a masks toggle' }; // prettier-ignore
    for (const k of Object.keys(asked) as (keyof typeof asked)[])
      if (!d.params[k]) {
        d.params[k] = true;
        changes.push(said[k]);
      }
  }
  // ("a timer mode where u have 60 sec to solve as many as u can": boards one after another on the clock)
  if (
    d.mechanic === 'flow' &&
    d.parts.includes('timer') &&
    !d.params.sprint &&
    /\bas many\b/i.test(english)
  ) {
    d.params.sprint = true;
    changes.push('as many boards as can be solved before the time is up');
  }
  // ("que también pueda jugar con las negras": the person plays black, the computer opens)
  if (d.mechanic === 'chess' && !d.params.black && PLAYS_BLACK.test(english)) {
    d.params.black = true;
    changes.push('you play black');
  }
  // ("an option to turn over three cards at a time like my sister plays")
  if (d.mechanic === 'klondike' && !d.params.drawThree && DRAW_THREE.test(english)) {
    d.params.drawThree = true;
    changes.push('three cards turned at a time (the Draw button switches back to one)');
  }
  const golden = d.mechanic === 'claw' && !d.params.golden ? goldenAsked(instruction) : null;
  if (golden) {
    d.params.golden = golden;
    changes.push(`a rare ${golden.name}${golden.code ? ` with the code ${golden.code}` : ''}`);
  }
  // ("make it about animals", "sea words please": a crossword's words of that theme)
  const theme = d.mechanic === 'crossword' ? crosswordTheme(english) : undefined;
  if (theme && theme !== d.params.theme) {
    d.params.theme = theme;
    changes.push(`words about ${theme}`);
  }
  // ("añade un modo contra la computadora para jugar solo": a fight for two that can be played alone)
  if (d.mechanic === 'fighter' && !d.params.solo && AGAINST_COMPUTER.test(english)) {
    // (two still play as before: a choice first)
    if (parent.parts.includes('twoPlayer')) {
      d.params.solo = true;
      if (!d.parts.includes('twoPlayer')) d.parts.push('twoPlayer');
    }
    changes.push('a mode against the computer');
  }
  // "add 5 more questions", "make it 20 questions": how many the quiz asks
  const level = d.mechanic === 'match3' ? levelAsked(english) : null;
  if ((d.mechanic === 'quiz' || d.mechanic === 'persona') && r.asks) {
    const n = r.asks.count + (r.asks.more ? (parent.params.goal ?? (d.mechanic === 'quiz' ? 10 : 6)) : 0);
    d.params.goal = clamp(n, 3, d.mechanic === 'quiz' ? 50 : PERSONA_QUESTIONS);
    changes.push(`${d.params.goal} questions`);
    d.tagline = d.tagline.replace(/\b\d+ questions: get \d+/, `${d.params.goal} questions: get ${passMark(d.params.goal)}`); // prettier-ignore
    if (n > d.params.goal) notes.push(`A personality quiz asks ${PERSONA_QUESTIONS} questions at most, so it asks ${PERSONA_QUESTIONS}.`); // prettier-ignore
  } else if (level && (level.goal || level.moves)) {
    // ("make levels with a goal like clear 20 salmon in 25 moves": lines of the kind to make, in so many)
    if (level.goal) d.params.goal = level.goal;
    if (level.moves) d.params.moves = level.moves;
    changes.push(`goal: ${d.params.goal ?? 'score'}${level.moves ? ` in ${level.moves} moves` : ''}`);
  } else if (r.count && MECHANICS[d.mechanic].goal && r.targets.length) {
    d.params.goal = clamp(r.count, ...LIMITS.goal);
    changes.push(`goal: ${d.params.goal}`);
  }

  // "make the cat blue and the dogs red": a colour said of a thing recolours that thing, not the scene.
  for (const [i, t] of tokens.entries()) {
    const hex = NAMED_COLOURS[t.word];
    if (!hex || !r.colours.includes(t.word)) continue;
    let k = i - 1;
    while (k >= 0 && !['and', ',', 'but'].includes(tokens[k].word) && !rolesCalled(d, tokens[k].lemma).length)
      k--;
    const whose = k >= 0 ? rolesCalled(d, tokens[k].lemma) : [];
    // ("blue cats": the colour before its thing)
    const after = rolesCalled(d, tokens[i + 1]?.lemma);
    let roles = after.length ? after : whose;
    // ("make the dino pink" where you and your rivals are dinosaurs: one named is the one you play)
    const said = after.length ? tokens[i + 1] : tokens[k];
    if (roles.length > 1 && roles.includes('player') && said?.word === said?.lemma) roles = ['player'];
    // ("a golden fly power-up": a colour said of something else, not in the game, is no colour of it)
    const next = tokens[i + 1];
    const scene = [
      'background',
      'sky',
      'scene',
      'world',
      'level',
      'everything',
      'game',
      'colour',
      'color',
      'theme',
    ];
    if (!roles.length && next?.pos === 'noun' && !scene.includes(next.lemma)) {
      r.colours = r.colours.filter((c) => c !== t.word);
      continue;
    }
    if (!roles.length) continue;
    for (const x of roles) {
      d.roles[x] = { ...d.roles[x]!, tint: hex };
      changes.push(`${x === 'player' ? d.roles[x]!.name : plural(d.roles[x]!.name)} in ${t.word}`);
    }
    r.colours = r.colours.filter((c) => c !== t.word);
  }
  // Scene and colours. ("change the cave to a forest": the scene it is to become comes last.)
  const into = /\b(?:to|into|for|with) (?:a |an |the )?([a-z ]+)$/i.exec(instruction.trim());
  const becomes = into ? understand(into[1]).setting : null;
  if (becomes && becomes !== r.setting && has('change', 'turn', 'switch', 'swap', 'replace', 'move'))
    r.setting = becomes;
  // ("change the moles to aliens" brings no space: a scene changes when its words are said, "my ship" is
  // no scene)
  const sceneSaid =
    !!r.setting &&
    SETTING_WORDS.has(headOf(r.setting)) && // ("move in zigzags" is no place)
    r.setting.split(' ').every((w) => tokens.some((t, i) => (t.word === w || t.lemma === w) && !['my', 'your', 'our'].includes(tokens[i - 1]?.word ?? ''))); // prettier-ignore
  const newScene =
    sceneSaid &&
    !((moonlit || /\bnight\b/.test(d.setting.name ?? '')) && ['sky', 'night'].includes(r.setting ?? '')) &&
    r.setting &&
    r.setting !== parent.setting.name &&
    !Object.values(d.roles).some((e) => e?.name === r.setting) &&
    // ("a second tower type" in a tower defense, "the last room" of a maze: the game's own, no scene)
    ![...MECHANICS[d.mechanic].nouns, ...(MECHANICS[d.mechanic].notThings ?? [])].includes(headOf(r.setting));
  if (newScene || r.colours.length) {
    const palette = paletteFor(newScene ? r.setting : null, r.colours, d.title, d.setting);
    d.setting = { name: newScene ? r.setting : d.setting.name, ...palette };
    if (d.parts.includes('night')) d.setting.bg = '#05060a';
    if (r.colours.length && d.roles.player) d.roles.player = { ...d.roles.player, color: d.setting.accent };
    changes.push(newScene ? `scene: ${r.setting}` : `colours: ${r.colours.join(', ')}`);
  }
  if (darkMode) {
    // (the accent's own hue, near black: a purple dark mode is a deep purple ground)
    const deep = (hex: string) =>
      '#' + [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.14).toString(16).padStart(2, '0')).join(''); // prettier-ignore
    d.setting = { ...d.setting, bg: deep(d.setting.accent), fg: '#f1f5f9' };
    changes.push('dark mode');
  }
  // "with a storm", "make it rain": the weather comes over the scene there is, drawn as its own.
  // (a storm cloud that is the boss, or lightning it shoots, is no weather)
  const bossWords = d.roles.boss ? [...d.roles.boss.name.split(' '), 'lightning', 'thunder'] : [];
  const weather = r.tokens.find((t) => WEATHER[t.word] && !bossWords.includes(t.word))?.word;
  const already = (d.setting.name ?? '').split(' ').some((w) => WEATHER[w] === WEATHER[weather ?? '']);
  if (weather && !already) {
    d.setting = { ...d.setting, name: [WEATHER[weather], d.setting.name].filter(Boolean).join(' ') };
    changes.push(`weather: ${WEATHER[weather]}`);
  }
  // "make the background blue", "a pink sky"
  const backdrop = has('background', 'backdrop', 'sky', 'bg')
    ? r.colours.map(backdropOf).find(Boolean)
    : null;
  if (backdrop && !d.parts.includes('night')) {
    d.setting.bg = backdrop;
    changes.push(`background: ${r.colours[0]}`);
  }
  // "moles popping out of cupcakes instead of holes": what the whacking game's things pop out of
  const from = d.mechanic === 'whack' ? poppedFrom(english, tokens) : null;
  if (from && d.roles.goal?.name !== from) {
    d.roles.goal = entityOf(from);
    changes.push(`holes: ${from}`);
  }
  // "starts with the 2 times table": sums of that table (the next one each level)
  if (r.tables.length && ['quiz', 'typing'].includes(d.mechanic)) {
    d.topic = 'math';
    d.words = ['multiply', ...r.tables.map((n) => `table ${n}`)];
    changes.push(`the ${r.tables.join(', ')} times table${r.tables.length > 1 ? 's' : ''}`);
  }
  // "make it about flags instead": a quiz asks about another topic.
  if (d.mechanic === 'quiz' && r.topic && r.topic !== d.topic) {
    // (a title that only named the old topic names the new one)
    if (d.title === `${QUIZ_TITLES[d.topic ?? 'capitals']} Quiz`) d.title = `${QUIZ_TITLES[r.topic]} Quiz`;
    d.topic = r.topic;
    changes.push(`topic: ${r.topic}`);
  }
  if (r.title) {
    d.title = r.title.slice(0, LIMITS.title);
    changes.push(`title: ${d.title}`);
  }
  // "make it endless": no clock and no end but the lives
  if (has('endless', 'forever', 'infinite', 'unlimited', 'nonstop')) {
    const ends: PartId[] = d.parts.filter((p) => p === 'timer' || p === 'levels');
    d.parts = d.parts.filter((p) => !ends.includes(p));
    if (d.params.goal !== null) d.params.goal = null;
    if (ends.length || parent.params.goal !== null) changes.push('endless');
    else notes.push('It already goes on until the lives run out.');
  }
  // "the game is too short", "make it longer": a longer round, more levels, or more lives.
  const longer =
    too('short') ||
    (has('longer') && !has('snake', 'tail') && !changes.length && !r.nouns.some((n) => n !== 'game'));
  if (longer) {
    if (d.parts.includes('timer')) {
      d.params.seconds = clamp(d.params.seconds + 30, ...LIMITS.seconds);
      changes.push(`${d.params.seconds} s timer`);
    } else if (!d.parts.includes('levels') && MECHANICS[d.mechanic].parts.includes('levels')) {
      d.parts.push('levels');
      changes.push(`added ${PART_NAMES.levels}`);
    } else {
      d.params.lives = clamp(d.params.lives + 2, ...LIMITS.lives);
      changes.push('more lives');
    }
  }
  // ("now make like 6 levels"): so many levels, where levels are there to count
  if (r.levels && d.parts.includes('levels') && r.levels !== parent.params.levels)
    d.params.levels = clamp(r.levels, ...LIMITS.levels);
  if (d.mechanic === 'bridge') bridgeLevels(parent, d, english, changes);
  // (a colour said of an epidemic is its dots' own: "start green and never get infected")
  if (d.mechanic === 'epidemic' && changes.some((c) => c.startsWith('colours: '))) {
    d.setting = structuredClone(parent.setting);
    takeBack(changes, (c) => c.startsWith('colours: '));
  }
  // (black asked of chess is a side, not a colour for the pieces)
  if (d.mechanic === 'chess' && d.params.black && !parent.params.black) {
    [d.roles, d.setting] = [structuredClone(parent.roles), structuredClone(parent.setting)];
    takeBack(changes, (c) => / in black$|^target: |^colours: black$/.test(c));
  }
  // A one-sided shootout follows who you are: a keeper saves, anyone else kicks ("let me be the striker").
  if (d.mechanic === 'penalty' && (d.params.side || KEEPERS.includes(d.roles.player?.name ?? '')))
    d.params.side = KEEPERS.includes(d.roles.player?.name ?? '') ? 'keep' : 'kick';
  // A fight is close up while what you hold is swung in the hand ("give the knight a bow": it shoots).
  if (d.mechanic === 'arena' && d.roles.shot) {
    const close = swung(d.roles.shot.name);
    if (close !== d.parts.includes('melee'))
      d.parts = close ? [...d.parts, 'melee'] : d.parts.filter((p) => p !== 'melee');
  }
  // The line under the title, from the game as it now is (a game in another language keeps its own).
  // (a line of its own, "Type the answer to each asteroid's sum", stays while what it says of stays)
  const line = taglineFor(d.mechanic, d.roles, d.parts, d.params);
  if (!d.lang && line !== taglineFor(parent.mechanic, parent.roles, parent.parts, parent.params))
    d.tagline = line;
  // "add music": a tune of its own; "no music" takes it away.
  if (has('music', 'tune', 'soundtrack', 'song')) {
    const off =
      ['music', 'tune', 'soundtrack', 'song'].some((w) => awayWords.has(w)) || has('off', 'stop', 'mute');
    if (off === !d.params.music) notes.push(off ? 'It has no music.' : 'It already has music.');
    else {
      if (off) delete d.params.music;
      else d.params.music = true;
      changes.push(off ? 'no music' : 'music');
    }
  }
  // Every game has its sounds, which start on the first touch or key.
  if (has('sound', 'sounds', 'sfx', 'audio') && !changes.length)
    notes.push('It already has sound effects; they start on the first touch or key.');
  // "add coins" to a game that has coins, or "add wind": say what became of the thing asked for.
  const addAt = tokens.findIndex((t) => ['add', 'put', 'include'].includes(t.lemma));
  const asked = addAt >= 0 ? thingAt(tokens, addAt + 1) : null;
  const head = headOf(asked?.name);
  // ("a goblin king boss" is the boss part, of goblins)
  // ("a boost button", "a shield power-up": a part named with what works it is that part)
  // ("add power ups: triple shot, shield, and a bomb": the kinds of power-up are the part too)
  const controlWords = new Set([
    ...(r.parts.length ? ['button', 'key', 'meter', 'bar'] : []),
    ...(r.parts.includes('powerups') ? ['triple', 'shot'] : []),
  ]);
  const isPart =
    head &&
    ([...r.parts].some((p) => PART_NAMES[p].includes(head)) ||
      controlWords.has(head) ||
      (partWords.has('modes') && MODE_WORDS.includes(head)) ||
      (r.parts.includes('boss') &&
        (BOSS_TITLES.includes(head) ||
          tokens.slice(addAt + 1, asked!.end + 1).some((t) => t.lemma === 'boss'))));
  // Placed when any of its words was ("storm clouds" went in as a storm).
  const placed =
    !!asked && [asked.name, ...asked.name.split(' ')].some((w) => changes.some((c) => c.endsWith(`: ${w}`)));
  if (
    asked &&
    head &&
    !isPart &&
    !(kept.length && head === 'animal') && // ("add animals!" to a farm: the ones named went in)
    !(NO_THINGS.has(head) && changes.length) && // ("add upgrades": the power-ups went in)
    !worthSaid && // (what is worth more was said of already)
    !placed &&
    !notes.some((n) => n.includes(`no place for ${plural(head)}`)) && // (said so already)
    !BUILT_IN[d.mechanic]?.[head] &&
    !MECHANICS[d.mechanic].nouns.includes(head) && // ("add 5 more questions" to a quiz: more of its own)
    // (a word of the game's own that the change was made of: "add a ball button" to catch with)
    !(changes.length && (MECHANICS[d.mechanic].notThings ?? []).includes(head)) &&
    !(r.asks && head === 'question') && // (how many questions, said of already)
    !(d.topic === 'math' && MATHS.some(([, w]) => w.includes(head))) && // ("add division": its sums)
    !(moonlit && head === 'moon') &&
    ![
      'level',
      'second',
      'timer',
      'stopwatch',
      'effect',
      'sound',
      'sfx',
      'music',
      'tune',
      'soundtrack',
      'song',
    ].includes(head) &&
    !(PIECES.includes(head) && d.params.cards !== parent.params.cards)
  ) {
    const there = rolesCalled(d, head).length > 0;
    if (!(there && changes.includes('harder')))
      notes.push(
        there
          ? `It already has ${plural(asked.name)}, so nothing changed there.`
          : `I could not add “${asked.name}” to this game yet, so it was left out.`,
      );
  }
  if (asked && head && BUILT_IN[d.mechanic]?.[head] && !notes.includes(builtIn(d, head)))
    notes.push(builtIn(d, head));
  const extra = tokens.findIndex((t) => t.word === 'with' && addAt >= 0 && tokens.indexOf(t) > addAt);
  const found = extra >= 0 ? thingAt(tokens, extra + 1) : null;
  // ("you bark with space": a key, or a word of how the game is played, is no thing to add)
  const how = [
    'space',
    'spacebar',
    'enter',
    'mouse',
    'arrow',
    'key',
    'keyboard',
    'wasd',
    'finger',
    'click',
    'tap',
  ];
  const modeWord = partWords.has('modes') && MODE_WORDS.includes(headOf(found?.name) ?? ''); // ("with a choice of difficulty")
  const withThing = found && !modeWord && !how.includes(headOf(found.name)) && !MECHANICS[d.mechanic].notThings?.includes(found.name) ? found : null; // prettier-ignore
  const withHead = headOf(withThing?.name);
  const hasIt = rolesCalled(d, withHead).length > 0;
  const justAdded = changes.some((c) => withHead && c.endsWith(`: ${withThing!.name}`));
  if (withThing && withHead && hasIt && !justAdded) notes.push(`It already has ${plural(withThing.name)}.`);
  else if (withThing && withHead && BUILT_IN[d.mechanic]?.[withHead]) notes.push(builtIn(d, withHead));
  else if (withThing && withHead && !changes.some((c) => c.includes(withHead)))
    notes.push(`I could not add “${withThing.name}” to this game yet, so it was left out.`);
  // ("add a double jump and coins to collect": what follows "and" was asked for too)
  const also =
    asked && tokens[asked.end]?.word === 'and'
      ? (thingAt(tokens, asked.end + 1)?.name ?? singular(tokens[asked.end + 1]?.word ?? ''))
      : null;
  const alsoHead = headOf(also ?? undefined);
  if (also && alsoHead && rolesCalled(d, alsoHead).length && !changes.some((c) => c.includes(alsoHead)))
    notes.push(
      `It already has ${plural(also)} to ${d.roles.target?.name === also ? 'collect' : 'watch for'}.`,
    );
  notes.push(...CANNOT.filter(([asked]) => asked.test(english)).map(([, note]) => note));
  // ("add division too" to a times-tables quiz): the sums asked of it, with those it had
  // (the verb "add" asks for something; "addition", "plus" ask for sums)
  const opSaid = (x: string) => x !== 'add' && tokens.some((t) => t.word === x || t.lemma === x);
  const ops = d.topic === 'math' ? MATHS.filter(([, w]) => w.some(opSaid)).map(([op]) => op) : [];
  const newOps = ops.filter((op) => !d.words.includes(op));
  if (newOps.length && !d.words.some((w) => w.startsWith('table '))) {
    d.words = [...new Set([...(d.words.length ? d.words : ['add']), ...newOps])];
    changes.push(`sums: ${newOps.join(', ')}`);
  }
  // ("add a trick where sometimes it turns red instead of green"): a decoy to let go by
  if (d.mechanic === 'reaction' && !d.roles.hazard && has('trick', 'fake', 'decoy', 'fakeout', 'red')) {
    d.roles.hazard = entityOf('stop sign');
    changes.push('a red decoy: pressing on it loses the round');
  }
  // ("add a button to give it a bath with bubbles"): a pet has its bath
  if (d.mechanic === 'pet' && has('bath', 'wash', 'bubbles', 'soap', 'shower'))
    notes.push('It already has a bath: the 🧼 Wash button washes it in bubbles.');
  // ("show how many she popped"): the count each game keeps is shown already
  if (SHOW_COUNT.test(english))
    notes.push(
      d.mechanic === 'pop'
        ? `It already shows how many ${plural(d.roles.target?.name ?? 'balloon')} are popped, at the top left.`
        : d.params.goal !== null
          ? `It already shows how many of the ${d.params.goal} are got, at the top right.`
          : 'The score at the top already counts each one.',
    );
  // ("make the balloons have animals on them"): drawn on them, one on each
  if (r.decor && d.roles.target)
    if (DECORATED.includes(d.mechanic)) {
      d.decor = decorOf(r.decor, r);
      changes.push(`${plural(d.roles.target.name)} with ${plural(r.decor.split(' ').map(singular).join(' '))} on them`);
    } else notes.push(`I could not draw ${r.decor} on the ${plural(d.roles.target.name)} in this game yet, so that part was left out.`); // prettier-ignore
  // ("make the asteroids more colorful", "Mach die Asteroiden bunter"): those drawn in a bright colour
  const colourful = ['colorful', 'colourful', 'colorfull', 'colourfull', 'colors', 'colours'];
  if (has(...colourful) && has('more', 'colorful', 'colourful')) {
    for (const x of rolesNamed(...colourful)) {
      d.roles[x] = { ...d.roles[x]!, tint: BRIGHT[hash(d.roles[x]!.name) % BRIGHT.length] };
      changes.push(`${plural(d.roles[x]!.name)} in a bright colour`);
    }
  }
  // ("add a second tower type, a cannon that does splash damage but costs more"): its second kind
  if (d.mechanic === 'towers' && SECOND_TOWER.test(english)) {
    const heavy = heavyTower(r);
    if (heavy) d.extras = [entityOf(heavy)];
    const name = d.extras?.[0]?.name ?? 'splash tower';
    changes.push(`second tower: ${name}`);
    notes.push(`The second kind of tower is the ${name}: dearer and slower, its shot bursts over every walker near where it lands (pick it with 2).`); // prettier-ignore
  }
  if (d.mechanic === 'towers' && TOWERS_IDLE.test(english))
    notes.push('The towers fire at whatever comes inside their ring: build them right beside the path.');
  // ("the ball gets stuck going straight up and down, fix it": the game already sees to that)
  if (['pong', 'breakout'].includes(d.mechanic) && STUCK.test(instruction))
    notes.push('The ball never goes straight up and down now: it always leaves a paddle at an angle.');
  const understood = changes.length > 0 || notes.length > 0;
  // ("…and show how many she popped": a part of the request nothing here could do is said so)
  const parts = whole && understood && !r.lang ? requestParts(instruction) : [];
  if (parts.length > 1)
    for (const part of parts)
      if (part.asks && !improveWith(parent, part.text, false).understood)
        notes.push(`I could not tell how to “${part.text.slice(0, 60)}” here, so that part was left out.`);
  if (!understood && BROKEN_REPORT.test(english))
    notes.push(
      'I could not find what goes wrong from here: say what should happen instead (“make the ball slower”) and I will change that.',
    );
  else if (!understood)
    notes.push(
      `I could not tell what to change from “${instruction.trim().slice(0, 80)}”, so this version plays the same.`,
    );
  // (answered in the language asked in, each thing said once)
  d.notes = [...new Set(notes)].map((n) => noteIn(r.lang, n, instruction));
  return { design: d, changes, notes: d.notes, understood };
}
