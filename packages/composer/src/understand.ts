// Reading a prompt: compromise tags the words and gives their lemmas; a small grammar of game talk on
// top finds who the player is, what they collect, dodge and fight, where it happens, how many, which
// parts and settings were asked for, and which mechanic the words point to. Never substring tests:
// every rule looks at whole words (and their lemmas).
import nlp from 'compromise';
import type { Difficulty, Lang, MechanicId, PartId, TopicId } from './design';
import { CROPS, LINED_UP, MECHANIC_IDS, PLAYED, swung } from './design';
import { MECHANICS, NAMED_PARTS } from './mechanics';
import {
  emojiFor,
  spelled,
  emojiToWords,
  entityOf,
  isCreature,
  isFood,
  isPerson,
  isYoungOf,
  keepsPlural,
  singular,
} from './entities';
import { READ_NAMES, readInEnglish } from './foreign';
import { languageOf, toEnglish, untranslated } from './languages';

export interface Token {
  /** As typed, lower-case. */
  word: string;
  /** Verb infinitive or singular noun. */
  lemma: string;
  pos: 'noun' | 'verb' | 'adj' | 'adv' | 'num' | 'det' | 'prep' | 'conj' | 'other';
  value?: number;
  /** A comma or a full stop typed after it: a thing's name ends there ("apples, bananas"). */
  end?: ',' | '.';
}

export interface Reading {
  /** What was typed, in English whatever language it was asked in. */
  english: string;
  tokens: Token[];
  mechanic: MechanicId;
  /** The words named a mechanic or its action; false when it is the nearest guess. */
  sure: boolean;
  player: string | null;
  /** The player was named as such ("you are a X"), not guessed from the first thing mentioned. */
  playerSure: boolean;
  targets: string[];
  hazards: string[];
  enemies: string[];
  allies: string[];
  goalThing: string | null;
  setting: string | null;
  count: number | null;
  /** "first to 10 points wins", "best of 5": the score that ends a match. */
  firstTo: number | null;
  parts: PartId[];
  without: string[];
  difficulty: Difficulty | null;
  speed: number | null;
  /** "big colorful balloons": things drawn bigger (or "tiny": smaller), × 1. */
  size: number | null;
  lives: number | null;
  seconds: number | null;
  /** How many levels: "3 levels". */
  levels: number | null;
  /** How many questions: "10 questions"; more is "add 5 more questions" (to those asked already). */
  asks: { count: number; more: boolean } | null;
  colours: string[];
  title: string | null;
  /** A game the mechanic stands in for ("connect four"). */
  approximates: string | null;
  /** Names of games the prompt uses ("asteroids", "angry birds"). */
  games: string[];
  /** "donuts as bricks": [thing, the role word it stands for]. */
  as: [string, string][];
  topic: TopicId | null;
  nouns: string[];
  /** The language it was typed in, when not English; and the prompt as typed. */
  lang: Lang | null;
  prompt: string;
  /** A language read into English but not written (foreign.ts): the game's words stay English. */
  readFrom: string | null;
  /** A way out of a place or to someone held ("escape the house", "rescue the princess"): a maze. */
  escape: boolean;
  /** Something is brought to the targets ("bring it to the kids"). */
  delivers: boolean;
  /** What the player turns into when the round is won ("turning into a butterfly"). */
  becomes: string | null;
  /** Things are kept from breaking down ("fix the broken space station"). */
  repairs: boolean;
  /** Fires are put out before what they burn burns down ("a firefighter putting out fires"). */
  blaze: boolean;
  /** The fight is with the boss ("a knight fighting a dragon boss", "a boss battle"), not waves first. */
  bossFirst: boolean;
  /** Days said ("14 days"): a business sim's length. */
  days: number | null;
  /** What `count` counts ("find 5 batteries": battery), when said. */
  countOf: string | null;
  /** A code's length and colours, as asked ("4 colors out of 6", "5 pegs"): mastermind. */
  code: { length: number | null; colours: number | null } | null;
  /** A boss at the end of every so many levels ("a boss every 3 levels", "after every 3rd level"). */
  bossEvery: number | null;
  /** Waves said ("10 waves"). */
  waves: number | null;
  /** The wave a boss comes in ("a boss on wave 10", "a boss in the last wave": -1). */
  bossWave: number | null;
  /** The boss, when it is another kind than those fought ("skeletons and a lich boss"). */
  boss: string | null;
  /** What is dropped must not fall on the hazard, down among the targets ("but not on the picnics"). */
  spared: boolean;
  /** Through the edge and out on the other side ("go through the walls"). */
  wraps: boolean;
  /** Walls standing in the middle of the field ("put some walls in the middle"). */
  walled: boolean;
  /** What is broken comes down on you ("the bricks slowly move down toward you"). */
  creeps: boolean;
  /** As many as one can before the clock runs out ("as many as he can get in 60 seconds"). */
  sprint: boolean;
  /** Player one plays on WASD, player two on the arrows ("WASD + space for player 1"). */
  wasdFirst: boolean;
  /** Steered with the mouse: the player follows the pointer ("control the ship with the mouse"). */
  mouseSteer: boolean;
  /** How long it takes is shown, no clock that runs out ("show the time", "a stopwatch"). */
  stopwatch: boolean;
  /** Things drawn on what is got, one on each ("balloons with animals on them"): the words as said. */
  decor: string | null;
  /** No way to lose ("no game over", "just relaxing"): nothing costs a life. */
  gentle: boolean;
  /** A second jump in the air ("double jump + wall jump"). */
  doubleJump: boolean;
  /** Boards said, in order ("8x8 with 10 mines, 12x12 with 25"): a minesweeper's for each mode. */
  boards: { cols: number; rows: number; mines: number | null }[];
  /** What falling labels are, in a catching game: fractions equal to one ("equal to 1/2") or letters that spell. */
  labelled: 'equal' | 'spell' | null;
  /** The fraction asked first, in lowest terms ("equal to 2/4" is 1/2); 1/2 when none is. */
  fraction: string;
  /** A board's size as asked ("10x10"), cells across and down. */
  grid: { cols: number; rows: number } | null;
  /** How many mines (or bombs) a board hides, as asked ("with 15 mines"). */
  mines: number | null;
  /** The times tables asked ("the 7 times table", "only the 2, 5 and 10 times tables"), for sums of them. */
  tables: number[];
  /** What an ordering game puts in order (play/sequences.ts): planets, days, sizes...; numbers by default. */
  ordering: string;
  /** Parts said not to be there ("no timers", "remove the shield powerup"). */
  unwanted: PartId[];
}

/** Actions that say what a thing is to the player: never a word describing the thing after them. */
const ROLE_ACTIONS = [
  'avoid',
  'dodge',
  'collect',
  'catch',
  'eat',
  'shoot',
  'escape',
  'chase',
  'grab',
  'fight',
];

const TARGET_VERBS = [
  'collect',
  'dig',
  'unearth',
  'gather',
  'grab',
  'steal',
  'snatch',
  'loot',
  'find',
  'pick',
  'eat',
  'get',
  'save',
  'rescue',
  'catch',
  'hunt',
  'chase',
  'feed',
  'fetch',
  'munch',
  'earn',
  'whack',
  'pop',
  'burst',
  'tap',
  'click',
  'poke',
  'hit',
  'match',
  'type',
  'deliver',
  'bake',
  'harvest',
  'water',
  'tend',
  'swat',
  'squash',
  'smash',
  'break',
  'knock',
  'capture',
  // "lassoing runaway cows", "netting fish", "trapping mice": caught with something held
  'lasso',
  'rope',
  'net',
  'trap',
  'herd',
  'loot',
  'steal',
  'win',
  'score',
  'mine',
  'pollinate',
  'dig',
  // what a ghost does to people is its score: "scaring people for points"
  'scare',
  'spook',
  'frighten',
];
const HAZARD_VERBS = [
  'dodge',
  'avoid',
  'escape',
  'evade',
  'survive',
  'flee',
  'outrun',
  'hide',
  'jump',
  'fear',
];
const ENEMY_VERBS = [
  'extinguish',
  'shoot',
  'spit',
  'fight',
  'kill',
  'defeat',
  'destroy',
  'battle',
  'blast',
  'attack',
  'slay',
  'zap',
  'stop',
  'beat',
  'defend',
  'punch',
  'kick',
  'bomb',
  'invade',
  'conquer',
  'stomp',
  'race',
];
const MOVE_VERBS = [
  'throw',
  'launch',
  'fling',
  'toss',
  'hurl',
  'lob',
  'help',
  'guide',
  'control',
  'play',
  'be',
  'cross',
  'fly',
  'run',
  'drive',
  'steer',
  'pilot',
  'sail',
  'ride',
  'swim',
  'climb',
];
const ACTION = new Set([
  ...TARGET_VERBS,
  ...HAZARD_VERBS,
  ...ENEMY_VERBS,
  ...MOVE_VERBS,
  ...MECHANIC_IDS.flatMap((m) => MECHANICS[m].verbs),
]);

/** What enemies do to what you defend: "robots attack a city". */
const ATTACKS = ['attack', 'invade', 'raid', 'besiege', 'storm', 'overrun'];

/** Things that are shot or thrown: "shoot arrows" arms the player, it does not name an enemy. */
const PROJECTILES = new Set([
  'ink',
  'needle', // ("pop the balloons with a needle": what they are popped with, not a thing to pop)
  'pin',
  'arrow',
  'laser',
  'fireball',
  'bullet',
  'snowball',
  'rocket',
  'missile',
  'bubble',
  'water',
  'spell',
  'star',
  'seed',
  'pie',
  'egg',
  'ball',
  'rock',
  'stone',
  'banana',
  'coconut',
  'knife',
  'dart',
  'spear',
  'bolt',
  'beam',
  'fire',
  'ink',
  'acorn',
  'cannonball',
  'cannon', // "firing cannons": what flies is the cannonball
]);
/** What a catcher catches with: "catch the stars with a basket" makes the basket the player. */
const CONTAINERS = new Set([
  'basket',
  'bucket',
  'can',
  'hoop',
  'net',
  'bowl',
  'hat',
  'cup',
  'jar',
  'bag',
  'box',
  'mouth',
  'glove',
  'hands',
  'hand',
  'plate',
  'cart',
  'boat',
  // tools one catches or gathers with: "catch the falling leaves with a rake"
  'rake',
  'shovel',
  'spoon',
  'umbrella',
  'tray',
  'pan',
  'paddle',
  'broom',
]);
const JUMPS = ['jump', 'hop', 'leap', 'vault', 'bounce'];
/** Things of two words whose last word alone is another thing. */
const COMPOUNDS = new Set(['trash can', 'garbage can', 'paper ball', 'paper plane', 'water bottle', 'bubble wrap', 'ice cream', 'hot dog', 'french fry', 'cotton candy', 'jelly bean', 'hot chocolate', 'candy cane', 'gummy bear', 'sea star', 'ice cube', 'snow globe', 'space station', 'zoo keeper', 'lighthouse keeper', 'laser cannon', 'treasure chest', 'lily pad', 'ice block', 'ice floe', 'christmas tree', 'rain drop', 'soccer ball', 'beach ball', 'tennis ball', 'hot air balloon', 'air balloon', 'banana peel', 'oil slick', 'palm tree', 'polar bear', 'teddy bear', 'baseball bat', 'dump truck', 'collection book', 'fire truck', 'fire engine', 'ice cream truck']); // prettier-ignore
/** Ways of going over ground: what follows "over", "through", "down"… is where it happens. */
const GLIDES = ['slide', 'glide', 'skate', 'ski', 'sled', 'roll', 'swim', 'surf', 'walk', 'wander', 'run', 'fly', 'drive', 'ride', 'race', 'sail', 'float', 'dive', 'zoom', 'speed', 'travel']; // prettier-ignore
/** Ground that is a where but no place of its own. */
const SURFACES = new Set([
  'ice',
  'water',
  'grass',
  'sand',
  'hill',
  'hills',
  'slope',
  'slopes',
  'slide',
  'waves',
  'clouds',
]);
/** What one hops along to cross water: "across lily pads". */
const PLATFORMS = new Set([
  'lily pad',
  'pad',
  'log',
  'stone',
  'stepping stone',
  'rock',
  'platform',
  'floe',
  'raft',
  'turtle',
]);
/** Weapons held, and what they shoot when the prompt does not say ("a water gun" shoots water). */
/** The creature a prompt begins with, before any action: who holds what comes later ("a girl
 * catching butterflies with her net"); none when it begins with the action ("catch … with a rake"). */
function subjectOf(tokens: Token[], before: number): string | null {
  const verb = tokens.findIndex((x) => x.pos === 'verb');
  const upto = Math.min(before, verb < 0 ? before : verb);
  let at = tokens.slice(0, upto).findIndex((x) => x.pos === 'noun');
  // ("a mother bird feeding": the last creature of the name acts)
  while (at >= 0 && at + 1 < upto && tokens[at + 1].pos === 'noun' && isCreature(tokens[at + 1].lemma))
    at += 1;
  const who = tokens[at];
  // ("zombie survival where you shoot zombies": a creature naming the game is not the one who acts,
  // and neither is anyone when "you" do it)
  const namesGame = GAME_WORDS.has(tokens[at + 1]?.lemma ?? '') || tokens[at + 1]?.word === 'survival';
  if (tokens.slice(0, upto).some((x) => x.word === 'you')) return null;
  return who && isCreature(who.lemma) && !namesGame ? who.lemma : null;
}

/** Words that say whose a thing is: "his sword" is a sword. */
const OWNERS = new Set(['his', 'her', 'its', 'their', 'my', 'your', 'our']);
/** What a weapon held fires (a sword is itself what hits). */
export const WEAPONS: Record<string, string> = {
  sword: 'sword',
  gun: 'bullet',
  pistol: 'bullet',
  rifle: 'bullet',
  shotgun: 'bullet',
  blaster: 'laser',
  cannon: 'cannonball',
  bow: 'arrow',
  crossbow: 'arrow',
  slingshot: 'rock',
  catapult: 'rock',
  hose: 'water',
  launcher: 'rocket',
  wand: 'sparkles',
};
/** "eggs that fall from the chickens", "dropped by the birds": who drops what falls. */
function droppedFrom(tokens: Token[]): string | null {
  for (let i = 0; i < tokens.length - 2; i++) {
    if (!['fall', 'drop', 'come', 'rain', 'throw', 'lay'].includes(tokens[i].lemma)) continue;
    const at = tokens[i + 1].word === 'down' ? i + 2 : i + 1;
    if (!['from', 'by'].includes(tokens[at]?.word ?? '')) continue;
    const thing = tokens.slice(at + 1, at + 3).find((t) => t.pos !== 'det');
    if (thing?.pos === 'noun') return thing.lemma;
  }
  // "catch the coconuts the monkey throws", "the eggs that the hens lay": who throws them
  for (let i = 2; i < tokens.length; i++)
    if (
      ['drop', 'throw', 'toss', 'lay', 'shake'].includes(tokens[i].lemma) &&
      tokens[i].pos === 'verb' &&
      tokens[i - 1].pos === 'noun' &&
      tokens[i - 2].pos === 'det'
    )
      return tokens[i - 1].lemma;
  return null;
}
/** Where the things one swings or jumps along are. */
const ALONG_PLACES: Record<string, string> = {
  vine: 'jungle',
  liana: 'jungle',
  branch: 'forest',
  tree: 'forest',
  roof: 'city',
  rooftop: 'city',
  building: 'city',
  cloud: 'sky',
};
/** Feeding, where who eats wants something of its own ("the right food", "what each one wants"). */
export const FEEDS_RIGHT = (tokens: Token[]) =>
  tokens.some((t) => t.lemma === 'feed') &&
  has(tokens, 'right', 'correct', 'favorite', 'favourite', 'wants', 'want', 'asks', 'orders');
/** Words for a picture of something. */
const PICTURES = ['picture', 'image', 'photo', 'photograph', 'drawing', 'painting', 'portrait'];
/** Verbs of fixing things, and what broken things are said to be. */
const REPAIRS = ['fix', 'repair', 'mend', 'patch', 'maintain'];
const BROKEN = new Set([
  'broken',
  'damaged',
  'leaky',
  'leaking',
  'busted',
  'faulty',
  'old',
  'rusty',
  'cracked',
]);
/** Verbs of driving animals somewhere, and where they are driven. */
const HERDS = ['herd', 'corral', 'shepherd', 'wrangle'];
const PENS = new Set(['pen', 'corral', 'enclosure', 'fold', 'paddock', 'barn', 'coop', 'stable', 'sheepfold', 'field', 'hen house', 'kennel', 'stall']); // prettier-ignore
/** Who comes for a herd. */
const PREDATORS = new Set(['wolf', 'fox', 'coyote', 'bear', 'lion', 'tiger', 'dingo', 'eagle']);
/** What a swing hangs from. */
const HELD_ONTO = ['vine', 'liana', 'rope', 'web', 'grapple', 'grappling hook', 'hook'];
/** "swinging from vine to vine", "jumping between platforms": the thing moved along. */
function movedAlong(tokens: Token[]): string | null {
  for (let i = 0; i < tokens.length - 2; i++) {
    if (tokens[i].pos !== 'verb' || ![...JUMPS, 'swing', 'climb', 'run'].includes(tokens[i].lemma)) continue;
    const [a, b, c, d] = tokens.slice(i + 1, i + 5);
    // (the same word on both sides is a thing, whatever the tagger made of it: "from roof to roof")
    if (a.word === 'from' && b && c?.word === 'to' && d?.word === b.word)
      return b.pos === 'noun' ? b.lemma : singular(b.word);
    const thing = b?.pos === 'det' ? c : b;
    if (a.word === 'between' && thing?.pos === 'noun' && thing.word !== thing.lemma) return thing.lemma;
    // "jumping across the roofs", "hopping over the clouds": many of a place jumped along
    const along = ['across', 'along', 'over', 'through', 'on'].includes(a.word) && tokens[i].lemma !== 'run';
    if (along && thing?.pos === 'noun' && thing.word !== thing.lemma && ALONG_PLACES[thing.lemma])
      return thing.lemma;
  }
  return null;
}
/** What a place is like: "a snowy mountain", "a stormy sea" (compromise reads some as nouns). */
const LIKE_WEATHER = new Set(['snowy', 'icy', 'frosty', 'rainy', 'stormy', 'sunny', 'windy', 'foggy', 'misty', 'cloudy', 'muddy', 'sandy', 'rocky', 'grassy', 'spooky', 'haunted', 'busy', 'crowded', 'runaway', 'escaped']); // prettier-ignore
/** Words that open a clause of their own: "before winter comes". */
const CLAUSE_WORDS = new Set(['before', 'until', 'till', 'when', 'while', 'after', 'once', 'as', 'if']);
/** Words that are about the game, not things in it. */
const GAME_WORDS = new Set([
  'game',
  'games',
  // ("a timer mode where u have 60 sec", "a level select with stars")
  'sec',
  'secs',
  'select',
  // ("hitting and the bar and bearing off should all work", "the bouncing cards … would be lovely")
  'should',
  'would',
  'could',
  'work',
  // ("ok so I want…", "click the right number of slices", "a top down grid")
  'ok',
  'okay',
  'right',
  'grid',
  'play',
  // ("when someone wins": nobody in the game)
  'someone',
  'somebody',
  'anyone',
  'everyone',
  'nobody',
  'none',
  // the keys it is played with ("wasd vs arrow keys"), a board's size ("4x4"); "there is"
  'there',
  'hint',
  'hints',
  'wasd',
  'zqsd',
  'arrowkeys',
  'arrows',
  '4x4',
  '3x3',
  '5x5',
  '6x6',
  '9x9',
  // where a game is played: "the dinosaur game from chrome"
  'chrome',
  // kinds of game, never things in one: "an rpg", "a 2d shooter", "a stealth game"
  'rpg',
  'shootout',
  'showdown',
  'gunfight',
  'roguelike',
  'roguelite',
  'crawler',
  'adventure',
  'simulator',
  'sim',
  'stealth',
  'survival',
  '2d',
  '3d',
  'crash',
  // what people say of it: "an epic boss fight"
  'epic',
  'awesome',
  'amazing',
  'google',
  'browser',
  // places on the screen and directions: "shoot back", "before they reach the top"
  'back',
  'top',
  'bottom',
  'side',
  'edge',
  'middle',
  'center',
  'centre',
  'corner',
  'screen',
  'ground',
  'away',
  'down',
  'up',
  'apocalypse',
  'survival',
  'horror',
  'toddler',
  'preschooler',
  'child',
  'children',
  'business',
  'sim',
  'simulator',
  'simulation',
  'wave',
  'waves',
  'old',
  'boss',
  'bosses',
  'fight',
  'fights',
  'battle',
  'battles',
  'win',
  'wins',
  'gravity',
  'ceiling',
  'defense',
  'defence',
  // a light one carries is how the dark is played (night), not a thing in it
  'flashlight',
  'torch',
  'lantern',
  'upside',
  'combat',
  'duel',
  'war',
  'end',
  'start',
  'beginning',
  'year',
  'years',
  'age',
  'son',
  'daughter',
  'kid',
  'kids',
  'beginner',
  'beginners',
  'child',
  'children',
  'clone',
  'version',
  'level',
  'levels',
  'lap',
  'laps',
  // (how it goes wrong or feels: "the ball gets stuck", "i just want to fish chill")
  'stuck',
  'laggy',
  'glitchy',
  'buggy',
  'chill',
  'player',
  'players',
  'point',
  'points',
  'score',
  'scores',
  'life',
  'lives',
  // how a game counts and arms you: "a combo counter", "3 weapon types", "after a countdown"
  'combo',
  'counter',
  'countdown',
  'weapon',
  'weapons',
  'type',
  'types',
  // what it is played on: "big buttons for our smartboard with touch", "press the spacebar"
  'spacebar',
  'other',
  'others',
  // (words of linking and time, whatever the tagger made of them: "it's over", "during a storm")
  'is',
  'are',
  'was',
  'during',
  'touch',
  'smartboard',
  'whiteboard',
  'touchscreen',
  // what happens in a game, not things in it: "every few turns gravity flips", "lots of explosions",
  // "a heartbeat when it is close", "a jumpscare when it gets you"
  'turn',
  'turns',
  'flip',
  'flips',
  'explosion',
  'explosions',
  'heartbeat',
  'jumpscare',
  'jumpscares',
  'brrr',
  // how it is seen: "a night vision toggle", "dark mode"
  'vision',
  'toggle',
  // what is heard of a thing is not the thing: "footsteps get louder when it's close"
  'footstep',
  'footsteps',
  // a letter alone is no thing ("w/", "a n b")
  ...'bcdefghjklmnopqrstuvwxyz',
  'time',
  'second',
  'seconds',
  'minute',
  'minutes',
  'round',
  'rounds',
  // (a distance: "after 2000m", "past 3000 meters")
  'meter',
  'meters',
  'metre',
  'metres',
  // ("see my best runs", "three tries")
  'run',
  'runs',
  'attempt',
  'attempts',
  'tries',
  'way',
  'past',
  'trick',
  'tricks',
  'stunt',
  'stunts',
  'lot',
  'lots',
  'kind',
  'type',
  'style',
  'look',
  'forth',
  'damage',
  'curvy',
  'count',
  'aim',
  'story',
  'headlight',
  'number',
  'multi',
  'live',
  'going',
  'move',
  'counter',
  'shuffle',
  'scene',
  'ending',
  'pastel',
  'pastels',
  'neon',
  'vibe',
  'vibes',
  'aesthetic',
  'mode',
  'thing',
  'things',
  'one',
  'boss',
  'power',
  'powerup',
  'boost',
  'turbo',
  'nitro',
  'echolocation',
  'sonar',
  'up',
  'ups',
  'timer',
  'high',
  'highscore',
  'leaderboard',
  'difficulty',
  'speed',
  'control',
  'controls',
  'screen',
  'idea',
  'you',
  'i',
  'me',
  'we',
  'it',
  'friend',
  'friends',
  'color',
  'colour',
  'colors',
  'colours',
  'theme',
  'background',
  'night',
  'day',
  'dark',
  'darkness',
  'bit',
  'something',
  'everything',
  'each',
  'every',
  'all',
  'direction',
  'directions',
  'enemy',
  'enemies',
  'hazard',
  'hazards',
  'obstacle',
  'obstacles',
  'item',
  'items',
  'end',
  'start',
  'tap',
  'click',
  'swipe',
  'arrowkeys', // "arrow keys" are controls; arrows alone are shot
  'arrowkey',
  'keyboard',
  'phone',
  'tablet',
  'screen',
  'puzzle',
  'puzzles',
  'minigame',
  'app',
  'hard',
  'easy',
  'super',
  'fast',
  'slow',
  'simple',
  'relaxing',
  'kid',
  'kids',
  'style',
  'computer',
  'ai',
  'start',
  'finish',
  'name',
  'names',
  'ground',
  'side',
  // what a light shows, a class's grade ("I teach 4th grade"), how foes fly ("in patterns")
  'show',
  'shows',
  'grade',
  'grades',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  'pattern',
  'patterns',
  'formation',
  'formations',
  'vertical',
  'horizontal',
  // school: "I teach 4th grade science", "a short fact about the word", "the solar system"
  'science',
  'fact',
  'facts',
  'subject',
  'lesson',
  'homework',
  'system',
  'stuff',
  'if',
  'worksheet',
  'practice',
  'phase',
  'phases',
  'classic',
  'worth',
  'dive',
  'dives',
  'restart',
  'button',
  'buttons',
  'undo',
]);
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'some',
  'all',
  'many',
  'lots',
  'of',
  'every',
  'each',
  'any',
  'my',
  'your',
  'his',
  'her',
  'their',
  'its',
  'our',
  'more',
  'few',
  'several',
  'other',
  'different',
  'tons',
  'bunch',
]);
const PREPOSITIONS = new Set([
  'off', // "knocking cups off the table"
  'in',
  'on',
  'at',
  'under',
  'inside',
  'through',
  'across',
  'over',
  'into',
  'onto',
  'from',
  'to',
  'with',
  'without',
  'for',
  'about',
  'around',
  'near',
  'above',
  'below',
  'between',
  'against',
  'vs',
  'versus',
  'as',
  'by',
  'like',
  'of',
  'while',
  'and',
  'or',
  'but',
  'then',
  'where',
  'who',
  'that',
  'which',
  'when',
  'until',
  'before',
  'after',
  'so',
]);
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};
/** -ing words that describe a thing rather than an action ("the falling pianos"). */
const MOVING = new Set([
  'falling',
  'flying',
  'rolling',
  'bouncing',
  'floating',
  'swimming',
  'crawling',
  'running',
  'jumping',
  'spinning',
  'glowing',
  'burning',
  'exploding',
  'dancing',
  'singing',
  'talking',
  'walking',
  'shooting',
  'racing',
  'haunting',
  'killer',
  'evil',
  'giant',
  'angry',
  'hungry',
  'cute',
  'tiny',
  'little',
  'big',
  'huge',
  'mad',
  'crazy',
  'magic',
  'magical',
  'haunted',
  'spooky',
  'scary',
  'dark',
  'neon',
]);
export const SETTING_WORDS = new Set([
  'waterfall',
  'greenhouse',
  'canyon',
  'fair',
  'funfair',
  'carnival',
  'fairground',
  'space',
  'ocean',
  'sea',
  'underwater',
  'jungle',
  'forest',
  'desert',
  'city',
  'castle',
  'dungeon',
  'snow',
  'winter',
  'arctic',
  'beach',
  'island',
  'volcano',
  'sky',
  'cave',
  'farm',
  'school',
  'kitchen',
  'house',
  'building',
  'apartment',
  'hotel',
  'mansion',
  'graveyard',
  'cemetery',
  'candy',
  'garden',
  'park',
  'street',
  'road',
  'highway',
  'moon',
  'mars',
  'galaxy',
  'lab',
  'factory',
  'hospital',
  'office',
  'mall',
  'zoo',
  'swamp',
  'mountain',
  'river',
  'lake',
  'pond',
  'meadow',
  'field',
  'world',
  'kingdom',
  'planet',
  'spaceship',
  'ship',
  'pirate',
  'western',
  'halloween',
  'christmas',
  'night',
  'sunset',
  'rainbow',
  'cloud',
  'clouds',
  'hell',
  'heaven',
  'store',
  'supermarket',
  'library',
  'museum',
  'arena',
  'stadium',
  'court',
  'pool',
  'bathroom',
  'bedroom',
  'room',
  'living room',
  'attic',
  'basement',
  'tower',
  'temple',
  'pyramid',
  'tomb',
  'reef',
  'coral',
  'outback',
  'savanna',
  'savannah',
  'prairie',
  'grill',
]);
const COLOUR_WORDS = [
  'red',
  'blue',
  'green',
  'purple',
  'violet',
  'pink',
  'orange',
  'yellow',
  'gold',
  'golden',
  'neon',
  'white',
  'black',
  'pastel',
  'rainbow',
  'teal',
  'cyan',
  'brown',
  'grey',
  'gray',
  'mint',
];
/** Words that say the topic is sums. */
const MATH_WORDS = [
  'math',
  'maths',
  'arithmetic',
  'multiplication',
  'addition',
  'subtraction',
  'division',
  'sum',
  'number',
  'times',
  'equation',
];
const TOPICS: [TopicId, string[]][] = [
  ['flags', ['flag']],
  ['capitals', ['capital', 'country', 'geography', 'city', 'countries']],
  ['math', MATH_WORDS],
  ['landmarks', ['landmark', 'monument', 'wonder', 'sight', 'sightseeing']],
  // (before animals: "guess the animal sound" asks what says "moo")
  ['sounds', ['sound', 'noise', 'says', 'moo', 'woof', 'oink']],
  ['dinosaurs', ['dinosaur', 'dino', 'jurassic', 'fossil', 'prehistoric', 't-rex']],
  ['art', ['art', 'artist', 'painter', 'painting', 'museum', 'masterpiece']],
  ['history', ['history', 'historical', 'ancient']],
  ['body', ['body', 'anatomy', 'organ', 'organs', 'skeleton', 'muscle', 'muscles']],
  [
    'football',
    ['football', 'soccer', 'fútbol', 'futbol', 'fußball', 'fussball', 'calcio', 'futebol', 'world cup'],
  ],
  ['animals', ['animal', 'creature', 'pet', 'zoo', 'wildlife']],
  // (before science: "the planets of the solar system" is space, not physics)
  ['space', ['planet', 'solar', 'astronomy', 'space', 'galaxy', 'universe', 'moon', 'astronaut', 'star']],
  ['water', ['evaporation', 'condensation', 'precipitation', 'weather']],
  ['plants', ['photosynthesis', 'plant', 'germination', 'pollination', 'botany']],
  ['science', ['science', 'chemistry', 'physics', 'biology', 'element', 'fact']],
  ['words', ['word', 'vocabulary', 'spelling', 'english', 'opposite', 'synonym', 'language']],
];
const PART_WORDS: [PartId, string[]][] = [
  ['boss', ['boss', 'bosses', 'mothership', 'king', 'queen', 'overlord']],
  [
    'powerups',
    ['powerup', 'power-up', 'powerups', 'power-ups', 'upgrade', 'upgrades', 'shield', 'bonus', 'bonuses', 'boost', 'boosts', 'turbo', 'nitro', 'weapons'], // prettier-ignore
  ],
  ['timer', ['timer', 'timed', 'countdown', 'clock', 'deadline']],
  ['levels', ['levels', 'stages', 'worlds']],
  ['highscores', ['highscore', 'highscores', 'leaderboard', 'scoreboard', 'ranking']],
  ['night', ['night', 'dark', 'darkness', 'flashlight', 'torch', 'midnight', 'shadows', 'lantern', 'echolocation', 'sonar', 'headlight', 'headlamp']], // prettier-ignore
  ['aimAnywhere', ['aim', 'aiming', 'crosshair', 'directions', 'mouse-aim', 'twin-stick']],
  ['twoPlayer', ['multiplayer', 'two-player', '2-player', 'pvp', 'coop', 'co-op']],
  ['multiball', ['multiball', 'multi-ball', 'multi ball']],
];

/** A choice of how hard, asked for: "easy/medium/hard buttons", "difficulty levels", "choose the
 * difficulty", "easy, normal and hard modes". */
export const MODES =
  /\b(?:easy|normal|medium)\s*(?:\/|,|and|or|-)\s*(?:medium|normal|hard)\b|\bdifficult(?:y|ies) (?:levels?|modes?|settings?|select\w*|buttons?|options?|choices?|menu)\b|\b(?:choose|pick|select|set|change) (?:a |the |your |of )?difficult(?:y|ies)\b|\b(?:choice|choices|selection|option|options) of (?:the )?difficult(?:y|ies)\b|\b(?:easy|hard) (?:and|or) hard(?:er)? modes?\b|\b(?:add|with|have|need|want|put in|include) (?:an? )?(?:easy|easier|kids?|beginner|hard|harder|expert) mode\b/i;

/** The infinitive of an action word in any form: "collecting" → "collect", "dodges" → "dodge". */
/** Verbs of coming and going that are no action of a game ("a yeti comes and chases you"). */
const COMES: Record<string, string> = { comes: 'come', appears: 'appear', shows: 'show', follows: 'follow', arrives: 'arrive', pops: 'pop' }; // prettier-ignore

export function verbLemma(word: string): string | null {
  if (ACTION.has(word)) return word;
  const tries: string[] = [];
  if (word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    tries.push(stem, `${stem}e`, stem.slice(0, -1), stem.replace(/y$/, 'ie'));
  }
  if (word.endsWith('ies')) tries.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) tries.push(word.slice(0, -2));
  if (word.endsWith('s')) tries.push(word.slice(0, -1));
  if (word.endsWith('ed')) tries.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
  return tries.find((t) => ACTION.has(t)) ?? null;
}

/** A misspelt plural mended as its one ("dinasaurs" is dinosaurs). */
function plurally(word: string): string | null {
  const one = singular(word);
  const fixed = one !== word ? spelled(one) : null;
  return fixed && fixed !== word ? `${fixed}s` : null; // ("colours": "colour" with an s put in is no mend)
}

export function tokenize(text: string): Token[] {
  // (", not the rocks" is "but not the rocks": the comma is gone once the words are read)
  const doc = nlp(
    text
      .replace(/[“”"]/g, ' " ')
      .replace(/\bvs\.?/gi, 'versus')
      .replace(/,\s*not\b/gi, ' but not')
      // ("a ball of yarn" is the yarn a kitten chases)
      .replace(/\bballs? of (yarn|wool|string|thread)\b/gi, '$1'),
  );
  doc.compute('root');
  const terms = (
    doc.json() as { terms: { normal: string; root?: string; tags: string[]; post?: string }[] }[]
  ).flatMap((s) => s.terms);
  const out: Token[] = [];
  for (const t of terms) {
    // (a comma or a full stop ends a thing's name: "apples, bananas" are two; "bugs. carrots shoot")
    const post = t.post ?? '';
    const stop: Token['end'] = /[.!?;:]/.test(post) ? '.' : post.includes(',') ? ',' : undefined;
    const before = out.length;
    for (const word of t.normal.split(/[^a-z0-9'+-]+/).filter(Boolean)) {
      const tags = new Set(t.tags);
      const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
      let pos: Token['pos'] = 'other';
      if (n !== undefined) pos = 'num';
      else if (/\d[+*x-]\d/.test(word))
        pos = 'other'; // ("a sum like 4+3": no thing)
      else if (DETERMINERS.has(word) || tags.has('Pronoun')) pos = 'det';
      else if (PREPOSITIONS.has(word))
        pos =
          tags.has('Conjunction') || ['and', 'or', 'but', 'while', 'then', 'so'].includes(word)
            ? 'conj'
            : 'prep';
      else if (tags.has('Verb') || tags.has('Gerund')) pos = 'verb';
      else if (tags.has('Adjective')) pos = 'adj';
      else if (tags.has('Noun') || tags.has('Value')) pos = 'noun';
      else if (tags.has('Adverb') || word === 'not') pos = 'adv'; // "gently", "not": how, never a thing
      // ("a pengiun": a word nobody knows, one slip from a thing's name, is that thing)
      const fixed = pos === 'noun' && tags.size <= 2 ? (spelled(word) ?? plurally(word)) : null;
      if (fixed) {
        out.push({ word: fixed, lemma: singular(fixed), pos, value: n });
        continue;
      }
      // (compromise's root of "cheeses" is "chees": the plain singular when only that names a thing)
      const root = singular(t.root && !t.root.includes(' ') ? t.root : word);
      const lemma =
        pos === 'noun' && keepsPlural(word)
          ? word
          : pos === 'noun'
            ? !emojiFor(root) && emojiFor(singular(word))
              ? singular(word)
              : root
            : (verbLemma(word) ?? t.root ?? word);
      out.push({ word, lemma, pos, value: n });
    }
    if (stop && out.length > before) out[out.length - 1].end = stop;
  }
  // "ice cream" and "hot dogs" are one thing each, whatever their last word is on its own.
  for (let i = out.length - 2; i >= 0; i--) {
    const two = `${out[i].word} ${singular(out[i + 1].word)}`;
    // "a mother duck", "baby turtles": one creature, drawn as its kind
    const kin = /^(?:mother|father|mama|mom|mommy|papa|dad|daddy|baby)$/.test(out[i].word) && out[i + 1].pos === 'noun' && isCreature(singular(out[i + 1].word)); // prettier-ignore
    if (COMPOUNDS.has(two) || kin) out.splice(i, 2, { word: two, lemma: two, pos: 'noun', value: undefined });
  }
  // "3 computer cars", "an ai opponent": who the computer plays are rivals of their kind, no computer;
  // "finish first": an ordinal is no thing.
  for (let i = out.length - 2; i >= 0; i--)
    if (['computer', 'cpu', 'ai'].includes(out[i].word) && out[i + 1].pos === 'noun') out.splice(i, 1);
  for (const t of out)
    if (['first', 'second', 'third', 'last'].includes(t.word) && t.pos === 'noun') t.pos = 'adj';
  // ("a yeti comes and chases you": after a thing the tagger does not know, its verbs read as things)
  for (let i = out.length - 1; i >= 1; i--) {
    const t = out[i];
    const lemma = verbLemma(t.word) ?? COMES[t.word];
    if (t.pos !== 'noun' || !/[^s]s$/.test(t.word) || !lemma || !['noun', 'conj'].includes(out[i - 1].pos))
      continue;
    const next = out[i + 1];
    if (
      ['you', 'u', 'me', 'us', 'him', 'her', 'them'].includes(next?.word ?? '') ||
      (next?.word === 'and' && out[i + 2]?.pos === 'verb')
    )
      // prettier-ignore
      out[i] = { ...t, pos: 'verb', lemma };
  }
  // compromise reads "collecting" and "fighting" as nouns: an -ing form of an action is an action,
  // unless a determiner says it describes a thing ("the falling pianos").
  out.forEach((t, i) => {
    const prev = out[i - 1];
    // "a snowy mountain": what a place is like, never a thing in it.
    // "questions about animals": asked in a quiz, never the verb
    if (t.word === 'questions' || t.word === 'question') {
      [t.pos, t.lemma] = ['noun', 'question'];
      return;
    }
    if (LIKE_WEATHER.has(t.word)) {
      t.pos = 'adj';
      return;
    }
    // ("jumping on roofs", "catches fish and dodges"): after "on" a word with a picture is a thing; after
    // an action, one with a picture and nothing after is what it acts on; an action's -s form between
    // things is what the first does ("roofs catches mice").
    const next1 = out[i + 1];
    const pictured = emojiFor(singular(t.word)) || SETTING_WORDS.has(singular(t.word));
    if (t.pos === 'verb' && ['on', 'over', 'across'].includes(prev?.word ?? '') && pictured) {
      [t.pos, t.lemma] = ['noun', singular(t.word)];
      return;
    }
    if (
      t.pos === 'verb' &&
      prev?.pos === 'verb' &&
      t.word.length > 3 &&
      emojiFor(singular(t.word)) &&
      next1?.word === 'and'
    ) {
      [t.pos, t.lemma] = ['noun', singular(t.word)];
      return;
    }
    const acting = verbLemma(t.word);
    if (
      t.pos === 'noun' &&
      /s$/.test(t.word) &&
      acting &&
      ACTION.has(acting) &&
      prev?.pos === 'noun' &&
      ['noun', 'det', 'adj', 'num'].includes(next1?.pos ?? '')
    ) {
      [t.pos, t.lemma] = ['verb', acting];
      return;
    }
    // "a jumping game", "a shooting game": the action the game is named for.
    const named = verbLemma(t.word);
    if (t.word.endsWith('ing') && named && ['game', 'games'].includes(out[i + 1]?.word ?? '')) {
      t.pos = 'verb';
      t.lemma = named;
      return;
    }
    // ("a viking with an axe": after "a", an -ing word that is a thing, with no thing after it, is it)
    if (
      t.pos === 'verb' &&
      t.word.endsWith('ing') &&
      ['a', 'an'].includes(prev?.word ?? '') &&
      !['noun', 'adj'].includes(out[i + 1]?.pos ?? '') &&
      emojiFor(t.word)
    ) {
      [t.pos, t.lemma] = ['noun', t.word];
      return;
    }
    if (MOVING.has(t.word) && (!prev || ['det', 'adj', 'prep', 'num', 'verb'].includes(prev.pos))) {
      t.pos = 'adj';
      return;
    }
    const verb = verbLemma(t.word);
    const next = out[i + 1];
    // "the fishing nets", "a bowling ball": an -ing word between a determiner and a thing describes it
    // (not one of the game's own actions after another word: "floating avoiding birds").
    if (
      t.word.endsWith('ing') &&
      (prev?.pos === 'det' ||
        (prev?.pos === 'adj' && !ROLE_ACTIONS.includes(verb ?? '')) ||
        // ("spitting at annoying tourists": after "at", what is no action of a game describes them)
        (prev?.word === 'at' && !ACTION.has(verb ?? ''))) &&
      next?.pos === 'noun' &&
      !GAME_WORDS.has(next.lemma)
    ) {
      t.pos = 'adj';
      return;
    }
    // "and catch fish", "to eat apples": a bare action word after "and" or "to", before its object,
    // is the action ("catch fish" is no fish of a kind called catch).
    if (
      t.pos === 'noun' &&
      verb === t.word &&
      ['and', 'to', 'then', 'or', 'you', 'we', 'they'].includes(prev?.word ?? '') &&
      (next?.pos === 'noun' ||
        next?.pos === 'det' ||
        next?.pos === 'adj' ||
        // ("you water flowers": its object read as a verb)
        (next?.pos === 'verb' && /[^s]s$/.test(next.word) && !!emojiFor(singular(next.word))))
    ) {
      t.pos = 'verb';
      t.lemma = verb;
      if (next.pos === 'verb') [next.pos, next.lemma] = ['noun', singular(next.word)];
      return;
    }
    // "a cat who jumps from roofs": after "who" or "that", a known action's -s form is what it does.
    if (
      t.pos === 'noun' &&
      ['who', 'that', 'which'].includes(prev?.word ?? '') &&
      /[^s]s$/.test(t.word) &&
      ACTION.has(verb ?? '')
    ) {
      t.pos = 'verb';
      t.lemma = verb!;
      return;
    }
    // "crabs that pinch you": after "that" or "who", a bare action word before "you" is what they do.
    if (
      t.pos === 'noun' &&
      ['that', 'which', 'who'].includes(prev?.word ?? '') &&
      ['you', 'me', 'us', 'them', 'it'].includes(next?.word ?? '')
    ) {
      t.pos = 'verb';
      t.lemma = verb ?? t.word;
      return;
    }
    // "the coconuts the monkey throws", "the eggs the hens lay": a thing, then who does something to
    // it, and what it does last.
    const doing =
      verbLemma(t.word) ?? (/^(lay|toss|shake)s?$/.test(t.word) ? t.word.replace(/s$/, '') : null);
    if (
      (t.pos === 'noun' || t.pos === 'verb') &&
      doing &&
      (/[^s]s$/.test(t.word) || (doing === t.word && /s$/.test(prev?.word ?? ''))) &&
      prev?.pos === 'noun' &&
      out[i - 2]?.pos === 'det' &&
      (out[i - 3]?.pos === 'noun' || ['that', 'which'].includes(out[i - 3]?.word ?? '')) &&
      (!next || next.pos === 'conj' || next.pos === 'prep')
    ) {
      t.pos = 'verb';
      t.lemma = doing;
      return;
    }
    // "a ghost chases you": an action's -s form before "you" is what the thing before it does.
    if (
      t.pos === 'noun' &&
      prev?.pos === 'noun' &&
      /[^s]s$/.test(t.word) &&
      ['you', 'me', 'us', 'him', 'them'].includes(next?.word ?? '') &&
      verbLemma(t.word)
    ) {
      t.pos = 'verb';
      t.lemma = verbLemma(t.word)!;
      return;
    }
    // "but not rocks": after "but not", a word read as a verb is what is not wanted.
    if (t.pos === 'verb' && prev?.word === 'not' && ['but', 'and'].includes(out[i - 2]?.word ?? '')) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "before winter comes", "until the sun sets": after a clause word and its subject, the last word
    // is what the subject does (compromise reads "comes" as a plural).
    const clauseAt = out[i - 2]?.pos === 'det' ? i - 3 : i - 2;
    if (
      (t.pos === 'noun' || t.pos === 'verb') &&
      t.word.endsWith('s') &&
      prev?.pos === 'noun' &&
      CLAUSE_WORDS.has(out[clauseAt]?.word ?? '') &&
      (!next || next.pos === 'conj' || next.pos === 'prep') &&
      nlp(`it ${t.word}`).has('#Verb')
    ) {
      t.pos = 'verb';
      t.lemma = verbLemma(t.word) ?? t.word.replace(/e?s$/, '');
      return;
    }
    // "avoiding sea mines": a thing right after an action and a first noun names the object whole.
    if (
      t.pos === 'verb' &&
      /[^s]s$/.test(t.word) &&
      prev?.pos === 'noun' &&
      out[i - 2]?.pos === 'verb' &&
      (!next || next.pos === 'conj' || next.pos === 'prep')
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "jumping over cones in the park": a plural right after a place word is a thing, not an action.
    if (
      t.pos === 'verb' &&
      /[^s]s$/.test(t.word) &&
      ['over', 'across', 'under', 'past', 'around', 'between', 'through', 'at', 'with'].includes(
        prev?.word ?? '',
      ) &&
      (!next || next.pos === 'conj' || next.pos === 'prep')
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "in a burning building": a place word after an article (and what it is like) is the place.
    const lead = prev?.pos === 'adj' ? out[i - 2] : prev;
    if ((t.pos === 'verb' || t.word.endsWith('ing')) && SETTING_WORDS.has(t.word) && lead?.pos === 'det') {
      t.pos = 'noun';
      t.lemma = t.word;
      return;
    }
    // "fighting a kraken", "a lich boss": compromise reads a word it does not know as a participle or a
    // what-it-is-like; after an article, ending the phrase, a word that names a thing is that thing.
    if (
      (t.pos === 'verb' || t.pos === 'adj') &&
      ['a', 'an', 'the'].includes(lead?.word ?? '') &&
      !verbLemma(t.word) &&
      (!next || next.pos === 'conj' || next.pos === 'prep' || next.lemma === 'boss') &&
      emojiFor(singular(t.word))
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "must not be seen by the cat": what is done to someone is no thing.
    if (next?.word === 'by' && DONE_BY.includes(t.word)) {
      t.pos = 'verb';
      return;
    }
    // "jumping across lily pads": jumping across is crossing.
    if (
      t.pos === 'verb' &&
      JUMPS.includes(t.lemma) &&
      next?.word === 'across' &&
      out.slice(i + 2, i + 5).some((x) => PLATFORMS.has(x.lemma))
    ) {
      t.lemma = 'cross';
      return;
    }
    // "to get to the ocean": getting somewhere is reaching it, not collecting it.
    if (t.pos === 'verb' && t.lemma === 'get' && next?.word === 'to') {
      t.lemma = 'reach';
      return;
    }
    // "put out" is one action: extinguish.
    if (t.pos === 'verb' && t.lemma === 'put' && next?.word === 'out') t.lemma = 'extinguish';
    // "putting out fires": after a verb's particle comes its object.
    // ("floating up avoiding birds": an action's -ing form there is another action)
    if (
      t.pos === 'verb' &&
      prev &&
      ['out', 'up', 'off', 'down'].includes(prev.word) &&
      out[i - 2]?.pos === 'verb' &&
      !(t.word.endsWith('ing') && verb)
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "add bombs you must not slice": what is added is a thing, whatever else the word can be.
    if (
      t.pos === 'verb' &&
      ['add', 'put', 'include', 'bring'].includes(prev?.lemma ?? '') &&
      /s$/.test(t.word) &&
      !!emojiFor(singular(t.word))
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "collecting bones": right after an action, a word that is no action of ours is its object; so is
    // a plural thing even when it is one ("eating flies").
    if (
      t.pos === 'verb' &&
      (!verb ||
        (TARGET_VERBS.includes(prev?.lemma ?? '') && /s$/.test(t.word) && !!emojiFor(singular(t.word)))) &&
      prev?.pos === 'verb' &&
      ACTION.has(prev.lemma) &&
      !['out', 'up'].includes(t.word)
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "letters to houses": a plural of a thing after "to" is where something goes, not an action.
    const before = prev?.pos === 'det' ? out[i - 2] : prev;
    if (
      t.pos === 'verb' &&
      !verb &&
      before?.word === 'to' &&
      t.word.endsWith('s') &&
      emojiFor(singular(t.word))
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "dodge trees and rocks, go…": a thing's plural after "and" and another thing, ending the phrase.
    if (
      t.pos === 'verb' &&
      prev?.word === 'and' &&
      out[i - 2]?.pos === 'noun' &&
      t.end &&
      /[^s]s$/.test(t.word) &&
      emojiFor(singular(t.word))
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    // "honey jars": a last word read as a verb after a thing is the thing's name ("a yeti comes" is not).
    if (
      t.pos === 'verb' &&
      !verb &&
      !COMES[t.word] &&
      prev?.pos === 'noun' &&
      (!next || next.pos === 'conj')
    ) {
      t.pos = 'noun';
      t.lemma = singular(t.word);
      return;
    }
    const opensObject =
      next &&
      (next.pos === 'det' ||
        next.pos === 'num' ||
        (next.word === 'as' && ['many', 'much'].includes(out[i + 2]?.word ?? '')) ||
        // "the knight shoot arrows", "help the chef catch falling vegetables"
        ((next.pos === 'noun' || (next.word.endsWith('ing') && out[i + 2]?.pos === 'noun')) &&
          prev?.pos === 'noun'));
    const afterThing = prev && (prev.pos === 'det' || prev.pos === 'adj' || prev.pos === 'num');
    if (
      verb &&
      (t.word.endsWith('ing') ||
        t.pos === 'verb' ||
        (t.word === verb && (i === 0 || (opensObject && !afterThing))))
    ) {
      t.pos = 'verb';
      t.lemma = verb;
    } else if (t.word.endsWith('ing') && t.word.length > 5 && t.pos === 'noun' && !afterThing) {
      // An activity ("fishing", "juggling"), not a thing to draw.
      t.pos = 'verb';
      t.lemma = t.word.replace(/ing$/, '');
    }
  });
  return out;
}

/** The noun phrase from token i: adjectives and nouns up to the last noun ("space cat"), with its end. */
function phraseAt(
  tokens: Token[],
  i: number,
  skip: Set<string>,
): { words: string[]; end: number; count: number | null } | null {
  let count: number | null = null;
  const particle = (t: Token) =>
    (t.pos === 'prep' &&
      ['up', 'out', 'at', 'for', 'of', 'over', 'past', 'around', 'through', 'away'].includes(t.word)) ||
    (t.word === 'as' && ['many', 'much'].includes(tokens[i + 1]?.word ?? '')) ||
    t.word === 'only';
  while (i < tokens.length && (tokens[i].pos === 'det' || tokens[i].pos === 'num' || particle(tokens[i]))) {
    if (tokens[i].pos === 'num') count = tokens[i].value ?? null;
    i++;
  }
  const words: string[] = [];
  let lastNoun = -1;
  let j = i;
  for (; j < tokens.length && words.length < 4; j++) {
    const t = tokens[j];
    if (
      // (an action's name after a noun is its verb, "the knight shoot arrows", but a plural is a
      // thing: "sea mines")
      (t.pos === 'noun' &&
        !(ACTION.has(t.lemma) && t.word === t.lemma && words.length > 0 && tokens[j - 1].pos !== 'adj')) ||
      t.pos === 'adj' ||
      (t.pos === 'other' && /^[a-z]/.test(t.word) && !ACTION.has(t.lemma))
    ) {
      words.push(t.pos === 'noun' ? t.lemma : t.word);
      if (t.pos !== 'adj') lastNoun = words.length;
      if (t.end) break;
      // "a dragon's castle": the owner is a thing of its own
      if (t.pos === 'noun' && t.word.endsWith("'s") && tokens[j + 1]?.pos === 'noun') break;
    } else break;
  }
  if (lastNoun <= 0) return null;
  const kept = words.slice(0, lastNoun).filter((w) => !MOVING.has(w) || words.length === 1);
  const thing = kept.filter((w) => !GAME_WORDS.has(w) && !skip.has(w));
  if (!thing.length) return null;
  // Keep the head and at most two words before it ("space cat", not "big evil space cat").
  return { words: thing.slice(-3), end: i + lastNoun, count };
}

/** Phrases joined by "and" / "or" / commas after a verb: "coins and gems". */
function objectsAt(
  tokens: Token[],
  i: number,
  skip: Set<string>,
): { things: string[]; count: number | null; end: number } {
  const things: string[] = [];
  let count: number | null = null;
  let at = i;
  for (;;) {
    const p = phraseAt(tokens, at, skip);
    if (!p) break;
    things.push(p.words.join(' '));
    count ??= p.count;
    at = p.end;
    // ("apples, bananas and cherries": a list goes on after a comma, as after "and")
    // (not into a new clause: "looking for cheese, the cat is chasing you")
    const after = tokens[at - 1]?.end === ',' ? phraseAt(tokens, at, skip) : null;
    const clause = after && (['verb', 'adv'].includes(tokens[after.end]?.pos ?? '') || AUXILIARIES.has(tokens[after.end]?.word ?? '')); // prettier-ignore
    if (after && !clause) continue;
    if (
      tokens[at] &&
      ['and', 'or'].includes(tokens[at].word) &&
      tokens[at + 1] &&
      tokens[at + 1].pos !== 'verb'
    )
      at += 1;
    else break;
  }
  return { things, count, end: at };
}

const has = (tokens: Token[], ...words: string[]) =>
  tokens.some((t) => words.includes(t.word) || words.includes(t.lemma));
/** A run of words in order ("tower defense"), by word or lemma. */
function hasPhrase(tokens: Token[], phrase: string): boolean {
  const ws = wordsOf(phrase);
  return tokens.some((_, i) =>
    ws.every((w, k) => tokens[i + k] && (tokens[i + k].word === w || tokens[i + k].lemma === w)),
  );
}

/** A phrase's words as tokenize reads them ("ice cream truck" is "ice cream", "truck"). */
function wordsOf(phrase: string): string[] {
  const ws = phrase.split(/[\s-]+/);
  for (let i = ws.length - 2; i >= 0; i--)
    if (COMPOUNDS.has(`${ws[i]} ${ws[i + 1]}`)) ws.splice(i, 2, `${ws[i]} ${ws[i + 1]}`);
  return ws;
}

/** Names of games the prompt uses as such: "a snake game", "tetris but with cats", not "dodging snakes". */
/** Words that are nothing but the name of a kind of game, whatever comes before them. */
/** Games known by name that no mechanic makes yet: a prompt naming one is told so. */
const UNBUILT = ['poker', 'texas holdem', 'scrabble', 'monopoly', 'minecraft', 'tangram', 'qwop', 'xonix', 'lemmings', 'bocce', 'petanque', 'rummy', 'go fish', 'spades card game', 'klondike', 'freecell', 'spider solitaire', 'carrom', 'mancala board'] as const; // prettier-ignore
const ONLY_NAMES = ['backgammon', 'jenga', 'platformer', 'sidescroller', 'shmup', 'sokoban', 'tetris', 'wordle', 'minesweeper', 'arkanoid', 'galaga', 'pacman', 'frogger', 'sudoku', 'bingo', 'yahtzee', 'kniffel', 'yatzy', 'takuzu', 'binairo', 'crossword', 'crosswords', 'crucigrama', 'cruciverba', 'kreuzworträtsel']; // prettier-ignore

function namesIn(tokens: Token[], which: 'names' | 'approx' = 'names'): string[] {
  const found: string[] = [];
  const likened = new Map<string, number>(); // (where each is said)
  let first = Infinity; // (where the first game named outright is said)
  for (const id of MECHANIC_IDS)
    for (const name of MECHANICS[id][which] ?? []) {
      const words = wordsOf(name);
      const at = tokens.findIndex((_, i) =>
        words.every((w, k) => tokens[i + k]?.word === w || tokens[i + k]?.lemma === w),
      );
      if (at < 0) continue;
      const before = tokens
        .slice(0, at)
        .reverse()
        .find((x) => x.pos !== 'det' && x.pos !== 'num' && x.pos !== 'adj');
      // "dodging snakes", "bowling balls": the word names a thing here, not the game.
      const after = tokens[at + 1];
      const mention =
        words.length === 1 &&
        !GAME_WORDS.has(tokens[at + 1]?.lemma ?? '') && // "make it a snake game" names it
        !ONLY_NAMES.includes(name) && // ("make a platformer": a word that is nothing but a game's name)
        // "oxygen tanks", "garden snakes": things, named by the word before them ("2 player snake" is
        // the game)
        ((tokens[at - 1]?.pos === 'noun' && tokens[at].word !== tokens[at].lemma) ||
          (before &&
            (before.pos === 'verb' ||
              ['versus', 'against', 'and', 'or', 'with', 'of', 'from'].includes(before.word))) ||
          (after?.pos === 'noun' &&
            !GAME_WORDS.has(after.lemma) &&
            !MECHANICS[id].nouns.includes(after.lemma)));
      if (!mention) found.push(name);
      // ("breakout where the bricks move down like space invaders": a game a thing is likened to)
      if (!mention && ['like', 'as'].includes(tokens[at - 1]?.word ?? '')) likened.set(name, at);
      else if (!mention) first = Math.min(first, at);
    }
  // (a game likened to after another named outright is no game of its own: its words say how the first
  // plays; "like flappy bird but the pipes are sunflowers" is flappy bird)
  const after = [...likened].filter(([, at]) => at > first).map(([n]) => n);
  const named = found.filter((n) => !after.includes(n));
  if (after.length)
    for (const name of after) {
      const words = wordsOf(name);
      const at = tokens.findIndex((_, i) => words.every((w, k) => [tokens[i + k]?.word, tokens[i + k]?.lemma].includes(w))); // prettier-ignore
      for (const t of tokens.slice(at, at + words.length)) t.pos = 'adv';
    }
  // "bubble shooter" names that game, not a shooter as well
  return named.filter((n) => !named.some((o) => o.length > n.length && ` ${o} `.includes(` ${n} `)));
}

/** "Bombs explode in a cross after 3 sec": when a thing does something, no round's length. */
const FUSED = /\b(?:explod|go(?:es)? off|blows? up|hatch|burst|disappear|vanish|respawn|detonat)\w*\b[^.]{0,30}\bafter \d+\s*(?:sec|second)/i; // prettier-ignore
/** A time that says how long something took ("the fast kids finished all 8 levels in 10 minutes"): no clock asked for. */
const TOOK = /\b(?:finished|beat|completed|solved|cleared|did|done)\b[^.]{0,40}\bin (?:about |under |less than |only |just )?\d+\s*(?:seconds?|secs?|minutes?|mins?)\b/i; // prettier-ignore

/** Names said as where the game is, after another game named outright: "pacman but you are a bee in
 * a maze" is pacman, played in its maze. */
function namedAsPlace(tokens: Token[], names: string[]): Set<string> {
  const at = (name: string) => {
    const words = wordsOf(name);
    return tokens.findIndex((_, i) =>
      words.every((w, k) => tokens[i + k]?.word === w || tokens[i + k]?.lemma === w),
    );
  };
  const first = Math.min(...names.map(at).filter((i) => i >= 0));
  return new Set(
    names.filter((n) => {
      const i = at(n);
      const prep =
        tokens
          .slice(0, i)
          .reverse()
          .find((x) => x.pos !== 'det' && x.pos !== 'adj')?.word ?? '';
      return i > first && ['in', 'inside', 'through', 'into', 'within'].includes(prep);
    }),
  );
}

function mechanicScores(
  tokens: Token[],
  roles: { targets: number; hazards: number; enemies: number },
  names: string[],
  approx: string[],
): Map<MechanicId, number> {
  const scores = new Map<MechanicId, number>();
  const verbs = tokens.filter((t) => t.pos === 'verb').map((t) => t.lemma);
  const nouns = tokens.filter((t) => t.pos === 'noun' || t.pos === 'other').map((t) => t.lemma);
  for (const id of MECHANIC_IDS) {
    const m = MECHANICS[id];
    let s = 0;
    // (a longer name is the more particular game: "formula 1 racing" is formula 1's, not a race's)
    for (const name of m.names)
      if (hasPhrase(tokens, name)) s += names.includes(name) ? 11 + wordsOf(name).length : 2;
    for (const name of m.approx ?? []) if (approx.includes(name)) s += 12;
    for (const v of m.verbs) if (verbs.includes(v)) s += 4;
    for (const n of m.nouns) if (nouns.includes(n)) s += 2;
    const r = m.roles;
    if (roles.targets && r.target) s += 1;
    if (roles.hazards && r.hazard) s += 1;
    if (roles.enemies && r.enemy) s += 1;
    if (s > 0) scores.set(id, s);
  }
  return scores;
}

const MORE_OF = ['more', 'extra'];

function numberBefore(tokens: Token[], words: string[]): number | null {
  const i = tokens.findIndex((t, k) => k > 0 && words.includes(t.word) && tokens[k - 1].pos === 'num');
  return i > 0 ? (tokens[i - 1].value ?? null) : null;
}

/** A title the person gave: 'called "Fish Run"', "named Star Hopper". */
export function namedTitle(text: string): string | null {
  const m =
    /\b(?:called|named|titled|call it|name it|title it|rename it(?: to)?)\s+["“']?([A-Za-z0-9][\w '!:-]{1,40}?)["”']?(?:[.,!]|$|\s+(?:where|with|in|and|that|who)\b)/i.exec(
      text,
    );
  return m ? m[1].trim() : null;
}

/** Ways of sending something at someone, and the shooting they stand for. */
const SENT_AT: [string, string][] = [
  ['casting', 'shooting'],
  ['casts', 'shoots'],
  ['cast', 'shoot'],
  ['breathing', 'shooting'],
  ['breathes', 'shoots'],
  ['breathe', 'shoot'],
  ['spitting', 'shooting'],
  ['spits', 'shoots'],
  ['spit', 'shoot'],
];
/** Contractions typed without their apostrophe ("dont", "im", "its a pig"), as the grammar reads them. */
const BARE_CONTRACTIONS: [RegExp, string][] = [
  [/\b(do|does|did|is|are|was|were|has|have|should|would|could|must)nt\b/gi, "$1n't"],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bim\b/gi, "i'm"],
  [/\byoure\b/gi, "you're"],
  [/\bits (a|an|the|like)\b/gi, "it's $1"],
  [/\b(that|what)s\b/gi, "$1's"],
  [/\btheres\b|\bthere's\b/gi, 'there is'], // ("theres a friendly ghost": no thing called "there's")
  [/\btrys\b/gi, 'tries'],
  [/\bpenalty shoot[- ]out\b/gi, 'penalty shootout'],
  // "trick or treating door to door": collecting candy
  [/\btrick[- ]or[- ]treat(?:ing|ers?)?\b/gi, 'collecting candy'],
  // "has to catch", "you need to find": the action is what counts
  [/\b(has|have|had|need|needs|got|gotta|must|try|tries) to\b/gi, 'will'],
  [/\bgotta\b/gi, 'will'],
  [/\b(?:trying|tries|try) to\b/gi, 'will'],
  // how people type in a hurry: "u", "ur", "gmae", "enemys"
  [/\bu\b/gi, 'you'],
  [/\b(the|its|their) (\w+) (?:lit|lighted) up\b/gi, '$1 lit $2'], // ("the stations lit up": a look, no doer)
  // ("a lighthouse keeper", "a shopkeeper": who keeps a place is no goalkeeper)
  [/\b(shop|inn|bee|time|park|book|house) keepers?\b/gi, '$1keeper'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?!\w)/gi, 'with'],
  [/\bn\b/gi, 'and'], // ("3 weapon types n a big boss")
  [/\bb4\b/gi, 'before'],
  [/\b(game|one) were\b/gi, '$1 where'], // ("a game were a unicorn jumps")
  [/\bplease\b/gi, ''], // (and "pls", "lol": CHAT_FILLER)
  // ("Hello, I am 74 and … Could you make one for me?": a greeting and the asking are no things)
  [/^\s*(?:hello|hi|hey|hiya|good (?:morning|afternoon|evening))\b[\s,!.]*/gi, ''],
  [
    /\b(?:could|would|can|will) you (?:please )?(?:make|build|create|code|program|write) (?:one|it|this|that)(?: for (?:me|us))?\s*\?/gi,
    '',
  ],
  [/\bur (a|an|the)\b/gi, "you're $1"], // ("ur a hot air balloon")
  [/\bur\b/gi, 'your'],
  [/\br\b/gi, 'are'],
  [/\b(?:gmae|gaem|gam)\b/gi, 'game'],
  [/\benemys\b/gi, 'enemies'],
  [/\benemey\b/gi, 'enemy'],
  [/\bthru\b/gi, 'through'],
  [/\bwher\b/gi, 'where'],
  [/\bsecnds?\b/gi, 'seconds'],
  [/\bbasketbal\b/gi, 'basketball'],
  [/\bdiff?(?:rence|erance|rance)(s?)\b/gi, 'difference$1'], // ("spot the diffrence")
  // "Which Blendz smoothie are you?": a personality quiz of smoothies
  [
    /\b(?:which|what) (?:kind of |type of |sort of )?((?:[\p{L}'-]+ ){0,2}[\p{L}'-]+) (?:are you|am i|would you be|r u)(?=\s*[?'"”’]|\s*$|\s+(?:quiz|test)\b)/giu,
    '$1 personality quiz',
  ],
  [/\bdiff?rent\b/gi, 'different'],
  [/\bcolect(s|ing)?\b/gi, 'collect$1'],
  [/\bdodgeing\b/gi, 'dodging'],
  [/\bshoting\b/gi, 'shooting'],
  // "my little brother wants a game with…": who it is for is no part of it
  [
    /\bmy (?:little |younger |big |older |)(?:brother|sister|son|daughter|kid|kids|niece|nephew|cousin)(?: wants| would like| likes| loves| asked for)?\b/gi,
    '',
  ],
  // Slang that says nothing of the game: "a lowkey fire parkour game w a ninja, no cap"
  [/\b(?:lowkey|highkey|no cap|fr fr|ngl|tbh|istg|bussin)\b/gi, ''],
  [/\b(?:a |an )?(?:fire|lit|goated|sick) (?=(?:\w+ )?game\b)/gi, 'a '],
  [/(?<=\s)w\/? (?=(?:a|an|the|some|lots|\d+)\b)/gi, 'with '],
  // "same keyboard", "on one keyboard": how two play, no typing
  [/\b(?:on |at |with |using )?(?:the |a )?(?:same|one|single|shared|1) keyboard\b/gi, ''],
  // "I'm a 2nd grade teacher and …", "as a mom of two": who asks, no one in the game
  [
    /\b(?:i am|i'm|im|as) an? (?:(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|high school|middle school|primary|elementary|math|maths|science|english|art|music|pe) )?(?:grade |year |school )?(?:teacher|teaching assistant|tutor|parent|mom|mum|dad|homeschooler|homeschool mom|librarian)\b(?: and)?/gi,
    '',
  ],
  // "for my 4th graders", "my students", "my class": who it is for again
  [
    /\b(?:for )?my (?:\d+(?:st|nd|rd|th)[ -]?|first[ -]|second[ -]|third[ -]|fourth[ -]|fifth[ -]|sixth[ -])?(?:grade |year )?(?:graders|students|pupils|class|classroom|learners|kindergarteners|preschoolers|toddlers?)\b/gi,
    '',
  ],
  // "scoops up rocks into a dump truck", "load boxes onto the ship": carried there, one at a time
  [
    /\b(?:scoops?|scooping|shovels?|shovell?ing|loads?|loading)(?: up)? (\w+) (?:into|onto|in|on) (?=(?:the|a|an|his|her|my|their) )/gi,
    'carries $1 to ',
  ],
  // "spraying water on fires" is shooting it at them
  [
    /\b(?:spray|sprays|spraying|squirt|squirts|squirting) (water|paint|ink|foam) (?:on|at)\b/gi,
    'shooting $1 at',
  ],
  // "casting spells at elves", "breathing fire on knights": what is sent at someone is shot at them
  ...SENT_AT.flatMap(([said, to]): [RegExp, string][] =>
    said.startsWith('cast')
      ? [
          [new RegExp(`\\b${said} (?:magic |fire |ice )?spells? (?:at|on)\\b`, 'gi'), `${to} spells at`],
          [new RegExp(`\\b${said} (?:magic |fire |ice )?spells?\\b`, 'gi'), `${to} spells`],
        ]
      : [[new RegExp(`\\b${said} (fire|flames?|ice|water|acid|venom) (?:at|on)\\b`, 'gi'), `${to} $1 at`]],
  ),
  // "a puppy digging for bones": what one digs for is dug up
  [/\b(dig|digs|digging) for\b/gi, '$1 up'],
  // "sword fighting": the sword is what one fights with
  [/\b(?:a |an |the |^)sword[ -]?fight(?:ing)?( game)?\b/gi, 'a fighting$1 with a sword'],
  // "cast your line": fishing, not a spell or a thing called a line
  [
    /\b(?:cast|casts|casting) (?:your|the|a|my|his|her|its|their) (?:fishing )?(?:line|rod)\b/gi,
    'go fishing',
  ],
  // "pigs replaced by aliens": the new thing stands for the old (an improvement's "replace the pigs with
  // aliens" is its own edit)
  [/\b([a-z]+) (?:are |is )?replaced (?:by|with) ([a-z]+)\b/gi, '$2 as $1'],
  // "bricks made of ice": the ice stands for the bricks ("ice as bricks")
  [/\b([a-z]+) (?:are |is )?made (?:out of|of|from) ([a-z]+)\b/gi, '$2 as $1'],
  [/\b(?:run|get) away from\b/gi, 'escape from'],
  [/\b(?:running|getting) away from\b/gi, 'escaping from'],
  [/\b(?:runs|gets) away from\b/gi, 'escapes from'],
];

/** Who one runs from: "runs away from the mailman", "chased by a bear", "escape the zombies". */
const CHASED =
  /\b(?:(?:runs?|running|ran|gets?|getting) away from|(?:runs?|running|ran) from|escapes? from|escaping from|flee(?:s|ing)?(?: from)?|chased by|hunted by|escapes?|escaping|outrun(?:s|ning)?) (?:the |a |an |some )?(?:angry |big |evil |scary |hungry )?([a-z]+)/i;

/** "find its way back to the hive", "find your way home". */
const WAY_TO =
  /\b(?:find|finds|finding|make|makes|making) (?:its|their|his|her|your|my|our|the) way (?:back )?(?:home|(?:back )?to (?:the |its |their |his |her |your |my |our )?([a-z]+))/i;

/** "get back to the hive", "fly back to the nest": the way back to somewhere is the game. */
const BACK_TO =
  /\b(?:get|gets|getting|go|goes|going|fly|flies|flying|hurry|hurries|return|returns|returning|head|heads|heading|swim|swims|swimming|run|runs|running) back to (?:the |its |their |his |her |your |my |our )?([a-z]+)/i;
/** "before the storm": the weather coming is the clock. */
const BEFORE_WEATHER = /\bbefore (?:the )?(storm|rain|flood|tide|blizzard|tornado|hurricane|thunderstorm)\b/i;
/** "must get home", "fly back home": the way home is the game. */
const GO_HOME =
  /\b(?:get|gets|getting|go|goes|going|run|runs|running|fly|flies|flying|hurry|hurries|return|returns|returning|head|heads|heading|race|races|racing) (?:back )?home\b/i;
/** "before the sun comes up": a race against the clock, in the dark. */
const BEFORE_DAWN =
  /\bbefore (?:the )?(?:sun (?:comes up|rises|is up)|sunrise|dawn|daybreak|morning|daylight|day breaks)\b/i;

const BEFORE_DARK =
  /\bbefore (?:it gets )?(?:dark|nightfall|night falls|sunset|the sun sets|the sun goes down)\b/i;

/** Things listed after "upgrades like", "buy", "hire" or "unlock" ("buy ovens and hire bakers", "a
 * second oven, a baker apprentice and a delivery bike"), up to three, without "second" or "extra". */
function upgradesNamed(tokens: Token[], skip: Set<string>): string[] {
  const out: string[] = [];
  const anchor = (t: Token, i: number) =>
    (t.lemma === 'upgrade' && ['like', 'such', 'including'].includes(tokens[i + 1]?.word ?? '')) ||
    (['buy', 'hire', 'unlock'].includes(t.lemma) && t.pos === 'verb' && tokens[i + 1]?.lemma !== 'upgrade');
  for (let at = 0; at < tokens.length && out.length < 3; at++) {
    if (!anchor(tokens[at], at)) continue;
    let i = at + (tokens[at].lemma === 'upgrade' ? 2 : 1);
    if (tokens[i]?.word === 'as') i++; // ("such as")
    while (i < tokens.length && out.length < 3) {
      // (in a list, "and drills" may be read as a verb: a plural there is one more thing bought)
      const listed = out.length > 0 && tokens[i]?.pos === 'verb' && /s$/.test(tokens[i].word);
      const p =
        phraseAt(tokens, i, skip) ?? (listed ? { words: [singular(tokens[i].word)], end: i + 1 } : null);
      if (!p) break;
      const words = p.words.filter((w) => !['second', 'third', 'extra', 'new', 'more', 'another', 'bigger', 'better'].includes(w)); // prettier-ignore
      if (words.length && !out.includes(words.join(' '))) out.push(words.join(' '));
      i = p.end;
      // (one list goes on over "and" and a new "a"; "and hire" starts the next)
      if (
        tokens[i]?.pos === 'conj' &&
        ['and', 'or'].includes(tokens[i].word) &&
        !anchor(tokens[i + 1] ?? tokens[i], i + 1)
      )
        i++;
      else if (tokens[i]?.pos !== 'det' && tokens[i - 1]?.end !== ',') break; // ("pickaxes, miners and drills")
    }
    at = i - 1;
  }
  return out;
}

/** A word a pattern found, as the tagger read it ("zombies" is a zombie). */
function lemmaOf(tokens: Token[], word: string): string {
  return tokens.find((t) => t.word === word.toLowerCase())?.lemma ?? singular(word);
}

/** Takes a thing out of the reading's lists where another reading has given it its place. */
/** Where things stand in a row to be shot at. */
const LEDGES = ['fence', 'shelf', 'wall', 'log', 'barrel', 'ledge', 'rail', 'post'];
/** A shooter's own names, but the word itself ("space invaders", "galaga"). */
const invadersNamed = (names: string[]) =>
  names.some((n) => MECHANICS.shooter.names.includes(n) && n !== 'shooter');

function forget(thing: string, ...lists: string[][]): void {
  for (const list of lists) list.splice(0, list.length, ...list.filter((x) => x !== thing));
}
/** A catching game of labels: fractions ("catch only the ones equal to 1/2") or letters that spell. */
function labelledBy(tokens: Token[]): 'equal' | 'spell' | null {
  if (tokens.some((t) => t.lemma === 'fraction')) return 'equal';
  const letters = tokens.some((t) => t.lemma === 'letter');
  return letters && tokens.some((t) => ['spell', 'spelling', 'word', 'name'].includes(t.lemma))
    ? 'spell'
    : null;
}
/** The fraction the text names first, in lowest terms ("equal to 2/4" is 1/2); else 1/2. */
function fractionAsked(text: string): string {
  const m = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(text);
  const [p, q] = m ? [Number(m[1]), Number(m[2])] : [1, 2];
  if (!(p > 0 && q > p)) return '1/2';
  const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
  return `${p / gcd(p, q)}/${q / gcd(p, q)}`;
}
/** What a line brings up that is no fish. */
const JUNK = [
  'boot',
  'boots',
  'shoe',
  'tire',
  'tyre',
  'can',
  'bottle',
  'trash',
  'garbage',
  'junk',
  'seaweed',
  'sock',
];

/** How a fishing sim plays: a bite waited for, a reel's minigame, the catch sold, better rods. */
const ANGLING =
  /\b(?:wait(?:ing)? for (?:a |the )?bites?|reel(?:ing)?[- ]?(?:mini[- ]?games?|bar|meter)|mini[- ]?games?|bobbers?|floats? (?:goes|go|dips?) (?:under|down)|(?:better|new|upgrade\w*|buy\w*) (?:fishing )?rods?|rods? (?:shop|upgrades?)|sell\w* (?:the |your |my |all )?(?:fish|catch)|stardew|cozy|chill|relax\w*)\b/i;

/** Food flipped on a griddle: "flip the crepe", "turn the pancake over". */
const FLIPPED =
  /\b(?:flip|flips|flipping|flipped)\b|\bturn(?:s|ing)? (?:the |a |each |it )?(?:crepe|pancake|burger|patty|steak|omelet+e?)s?\b/i;

/** A stack that can topple: its physics, its wobble, boxes falling off, a crane. */
const TOPPLE =
  /\b(?:physics|wobbl\w*|topples?|toppling|tips? over|tipping|falls? off|fall down|crane|teeter\w*|sway\w*)\b/i;
/** "if 3 fall off you lose", "after three drop you lose": how many may fall. */
const FALLS_ALLOWED =
  /\b(?:if|when|after) (\d|two|three|four|five) (?:\w+ )?(?:falls?|fell|drops?|tips?|topples?)\b/i;

/** Things drawn on others: "with animals on them", "has a smiley face on it" (the things, in group 1). */
const DECOR =
  /\b(?:with|have|has|having)\s+(?:(?:an?|some|little|cute|different|funny|big)\s+)*([a-z]+(?:\s[a-z]+)?)\s+(?:drawn\s+|printed\s+|painted\s+)?on\s+(?:them|it|each(?:\s+one)?)\b/i;

/** "every 3 levels", "every 3rd level", "every 3. level", "every third level": the number, said or as a word. */
const BOSS_EVERY =
  /\bevery (\d)\s*(?:levels|waves|stages|rounds)\b|\bevery (\d|second|third|fourth|fifth|other)(?:st|nd|rd|th|\.)? (?:level|stage|world|wave|round)\b/i;
const ORDINALS: Record<string, number> = { other: 2, second: 2, third: 3, fourth: 4, fifth: 5 };

/** How long it takes, shown: a stopwatch, not a clock that runs out. */
const STOPWATCH =
  /\b(?:stop ?watch|show(?:s|ing)? (?:the |a |how much )?(?:time|timer|clock)|(?:time|timer|clock) (?:shown|showing|on screen|displayed)|time (?:how long|it takes|me|myself|yourself|the player)|how (?:long|fast) (?:it takes|you|i|they|he|she)|track(?:s|ing)? (?:the |your |my )?time|elapsed time|(?:best|fastest) times?)\b/i;

/** A little way on, in the same clause, past no other player. */
const NEAR = '(?:(?!\\bplayer\\b|\\bp ?[12]\\b)[^.;]){0,24}?';
/** The player keys are for: "for player 1", "= P1". */
const FOR_PLAYER = '\\b(?:for|=|:|is|are)\\s*(?:the )?(?:player|p) ?';
/** "WASD + space for player 1", "player one uses WASD", "arrows for player 2": player one on WASD. */
/** "steered with the mouse", "control the ship with your mouse", "the ship follows the mouse", "mouse to move". */
const MOUSE_STEER =
  /\b(?:steer\w*|control\w*|move[sd]?|moving|fly|flies|drive[sn]?)\b[^.,;]{0,40}\b(?:with|using|by) (?:the |your |a )?mouse\b|\bfollows? (?:the |your )?(?:mouse|cursor)\b|\bmouse (?:to )?(?:steer|move|control)s?\b|\bmouse[- ](?:controlled|steered|movement)\b/i;

const WASD_FIRST = new RegExp(
  [
    `\\b(?:wasd|zqsd)\\b${NEAR}${FOR_PLAYER}(?:1|one)\\b`,
    `\\b(?:player|p) ?(?:1|one)\\b${NEAR}\\b(?:wasd|zqsd)\\b`,
    `\\barrow(?: ?keys?|s)\\b${NEAR}${FOR_PLAYER}(?:2|two)\\b`,
    `\\b(?:player|p) ?(?:2|two)\\b${NEAR}\\barrow(?: ?keys?|s)\\b`,
  ].join('|'),
  'i',
);

/** Things coming down to be caught: "falling", "from the sky", "into a basket". */
const FALLS =
  /\b(?:fall\w*|drop\w*|rain\w*|tumbl\w*|from (?:the )?(?:sky|above|trees?|ceiling|clouds?|top)|baskets?|buckets?|nets?)\b/i;

/** "a word appears with a missing letter": a quiz of the letter each word is missing. */
/** Reading a clock: "telling time", "what time is it", "o'clock and half past". */
const TELLING_TIME =
  /\btell(?:s|ing)? (?:the )?time\b|\bwhat time is it\b|\bread(?:s|ing)? (?:an? |the )?(?:analog(?:ue)? )?clocks?\b|\bo['’]?clock\b|\bhalf past\b|\bclock (?:with|has) hands\b/i;

const MISSING_LETTER =
  /\b(?:missing|lost|hidden|gone) letters?\b|\bletters? (?:is |are )?missing\b|\bfill in the (?:missing |right )?letters?\b/i;

/** "as many as he can get", "as many as possible": a count against the clock, no fixed number. */
const SPRINT = /\bas many (?:\w+ )?as (?:you|u|he|she|they|i|we|one|possible|poss)\b/i;

const TABLE =
  /\b((?:\d{1,2}(?:'?s)?,? (?:and |or |& )?)*\d{1,2})(?:'?s)? (?:times|multiplication)[- ]tables?\b|\btimes[- ]tables? (?:of|for) ((?:\d{1,2},? (?:and |or |& )?)*\d{1,2})\b/i;
/** Which things an ordering game puts in order (play/sequences.ts), by what the prompt says. */
const ORDERINGS: [string, RegExp][] = [
  ['planets', /\bplanets?\b|\bsolar system\b/i],
  ['lifecycles', /\blife ?cycles?\b|\bgrows? up\b|\bhatch/i],
  ['days', /\bdays\b|\bweekdays?\b/i],
  ['months', /\bmonths?\b/i],
  ['rainbow', /\brainbow\b/i],
  ['letters', /\balphabet|\babc\b|\bletters?\b/i],
  ['sizes', /\banimals?\b|\bsizes?\b|\btallest\b/i],
];
/** Who pops out ("gophers popping out of holes"), in group 1. */
const POPPER = /\b(\w+) (?:pop|popping|pops|peek|peeking|peeks|jump|jumping|jumps)(?: up)? (?:out|up)\b/i;
/** What must not be hit: "if u hit the bunny by accident u lose points", "don't whack the cat or you lose". */
const SPARE_OR_LOSE =
  /\bif (?:you|u|she|he|they|i) (?:hit|whack|tap|click|touch|bonk|smash|pop|shoot)s? (?:on )?(?:the |a |an )?(\w+)(?: (?:by accident|accidentally|by mistake))?,? (?:you|u|she|he|they|i) (?:lose|loose)\b/i;

/** What things pop out of ("moles popping out of cupcakes instead of holes"), when it is no hole. */
export function poppedFrom(english: string, tokens: Token[]): string | null {
  const m = /\b(?:pop|popping|pops|peek|peeking|peeks|come|coming|comes|jump|jumping|jumps)(?: up)? out (?:of|from) (?:the |some |little |tiny |big )?(\w+)/i.exec(english); // prettier-ignore
  const word = m?.[1].toLowerCase();
  if (!word || ['hole', 'holes', 'ground', 'nowhere', 'it', 'them'].includes(word)) return null;
  return tokens.find((t) => t.word === word && t.pos === 'noun')?.lemma ?? singular(word);
}
/** Words that name no thing in the game ("no fail state", "start with 5 hearts"): in no role, nor the player. */
function noThings(r: Reading, words: string[]): void {
  for (const w of words) forget(w, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
  if (r.player && words.includes(r.player)) [r.player, r.playerSure] = [null, false];
  if (r.goalThing && words.includes(r.goalThing)) r.goalThing = null;
}

/** What one climbs up, dodging what comes down: a tree's trunk or a rock face (the dodging game's climb). */
const CLIMBED = ['tree', 'trunk', 'beanstalk', 'palm tree', 'mountain', 'cliff', 'wall', 'tower', 'volcano', 'rock face', 'skyscraper', 'building']; // prettier-ignore

/** Birds that dive into the water for fish (the fishing game with the dive part). */
const DIVERS = new Set(['eagle', 'pelican', 'seagull', 'gull', 'osprey', 'heron', 'kingfisher', 'bird', 'puffin', 'gannet', 'hawk', 'cormorant', 'penguin']); // prettier-ignore

/** Words just before a thing that say it is to be kept away from. */
const AVOIDED =
  /\b(?:avoid\w*|without (?:\w+ )?(?:hitting|touching)|dodg\w*|not (?:hit|touch)\w*|miss\w*)\s+(?:the |any |a )?$/i;

/** What one draws with: the one played in a line-drawing game. */
const DRAWING_TOOLS = ['pencil', 'pen', 'crayon', 'marker', 'chalk', 'brush', 'paintbrush'];

/** Titles that make one of a kind its boss ("the goblin king"), not a kind of its own. */
export const BOSS_TITLES = ['king', 'queen', 'lord', 'chief', 'leader', 'giant', 'mega', 'big', 'final', 'master', 'emperor', 'overlord']; // prettier-ignore

/** The thing a boss is said to be: "a lich boss", "the boss is a giant kraken", "a zombie king boss"
 * (a zombie: the title only says it leads). Its name and the words it was named with. */
export function bossNamed(tokens: Token[]): { name: string; words: string[] } | null {
  const at = tokens.findIndex((t) => t.lemma === 'boss');
  if (at < 0) return null;
  let words: Token[] = [];
  // "the boss is a giant kraken"; "a boss at the top, a giant storm cloud that…" (what it is, set off by
  // a comma): the words after, past articles and what it is like
  const comma = tokens.findIndex((t, k) => k >= at && k < at + 8 && t.end === ',');
  const after = ['is', 'be'].includes(tokens[at + 1]?.word ?? '')
    ? at + 2
    : comma >= 0 && tokens[comma + 1]?.pos === 'det'
      ? comma + 1
      : -1;
  if (after >= 0) {
    let k = after;
    while (['det', 'adj'].includes(tokens[k]?.pos ?? '') || ['giant', 'huge', 'big', 'massive'].includes(tokens[k]?.word ?? '')) k++; // prettier-ignore
    while (tokens[k]?.pos === 'noun') words.push(tokens[k++]);
  }
  if (!words.length) for (let k = at - 1; tokens[k]?.pos === 'noun'; k--) words.unshift(tokens[k]);
  words = words.filter((t) => !GAME_WORDS.has(t.lemma) && t.lemma !== 'boss');
  const kinds = words.filter((t) => !BOSS_TITLES.includes(t.lemma));
  const name = (kinds.length ? kinds : words).at(-1)?.lemma;
  return name ? { name, words: words.map((t) => t.lemma) } : null;
}

/** "find 3 keys before the thing finds you": what is coming for you, a monster when it is unnamed. */
function comingFor(english: string, tokens: Token[]): string | null {
  const coming = /\bbefore (?:the |a |an |that )?(\w+) (?:finds|catches|gets|reaches|eats|grabs) (?:you|u)\b/i.exec(english)?.[1]; // prettier-ignore
  if (!coming || ['time', 'clock', 'timer'].includes(coming)) return null;
  return UNNAMED.includes(coming) ? 'monster' : lemmaOf(tokens, coming);
}

/** Made for a young child: "my 6 year old", "my daughter is 7". */
const YOUNG =
  /\b[2-8][ -]?(?:year|yr)s?[ -]?olds?\b|\b(?:son|daughter|kid|child|brother|sister|niece|nephew|grandson|granddaughter) (?:is|who is|aged?) [2-8]\b/i;

/** Racing your own best lap: "a ghost car of my best lap", "race myself", "time trial". */
const GHOST_LAP =
  /\bghost (?:car|lap|racer|run|kart)s?\b|\bghost of (?:my|your|the) (?:best|fastest|last)\b|\brace (?:against )?(?:myself|yourself|my own)\b|\btime[- ]trials?\b/i;

/** What a puzzle's spots are called when they are nothing to draw but spots. */
const ROLE_WORD_SPOTS = ['target', 'spot', 'goal', 'mark', 'x', 'square', 'tile'];

/** "i keep dying in 2 seconds": how soon it goes wrong is a complaint, no clock asked for. */
const COMPLAINT = /\b(?:dying|die|dies|died|dead|lose|losing|lost|crash|crashing|over) (?:in|after|within) (?:like |about )?\d+ (?:sec|second|min)/i; // prettier-ignore

/** No way to lose: "no game over", "he can't lose", "nothing to lose, just relaxing". */
const GENTLE =
  /\bno (?:way to (?:lose|die|fail)|losing|game ?overs?|failing|fail states?|dying|death)\b|\b(?:can'?t|cannot|can not|never|don'?t|doesn'?t) (?:ever )?(?:lose|die|fail)\b|\bnothing to lose\b|\bjust relaxing\b|\bjust (?:want to |wanna )?(?:\w+ )?(?:chill|relax)(?:ing|ed)?\b|\bwithout (?:losing|dying|a game over)\b|\b(?:that'?s|thats|is|nice and|super|very|really) (?:chill|relaxing|cozy|cosy|calm|peaceful)\b|\b(?:chill|relaxing|cozy|cosy|peaceful) (?:\w+ )?game\b/i;

/** Nothing to win: a toy to watch or play with. */
const NO_WIN =
  /\bno (?:win(?:ning)?(?: condition| state)?|goal|end(?:ing)?)\b|\b(?:more of |just )?a toy\b|\b(?:just )?(?:to|for) watch(?:ing)?\b|\bsandbox\b/i;

/** Sports a creature can be said to play by name ("penguin soccer"). */
const SPORTS = ['soccer', 'football', 'hockey', 'basketball', 'tennis', 'volleyball', 'baseball', 'rugby', 'golf', 'badminton', 'bowling']; // prettier-ignore

/** Words that make a game easy, unless they say how it looks ("simple shapes are fine"). */
const EASY = ['easy', 'relaxing', 'chill', 'kid', 'kids', 'simple', 'casual', 'cozy', 'toddler', 'beginner', 'beginners']; // prettier-ignore
const LOOKS = ['shape', 'graphic', 'art', 'visual', 'sprite', 'drawing', 'style', 'pixel'];

/** An upgrade chosen between rooms: "a choice of 1 of 3 upgrades", "pick an upgrade", a roguelite. */
const UPGRADE_CHOICE =
  /\b(?:choice of|choose|chooses|choosing|pick|picks|picking|select)\b[^.]{0,24}\b(?:upgrades?|perks?|power-?ups?|buffs?|cards?)\b|\brogue-?(?:like|lite)s?\b|\bvampire survivors\b|\bbinding of isaac\b|\bbrotato\b/i;
/** What upgrades and rooms are called: none of it a thing to draw. */
const UPGRADE_WORDS = ['upgrade', 'choice', 'damage', 'fire', 'rate', 'fire rate', 'heart', 'extra heart', 'health', 'speed', 'perk', 'buff', 'room', 'dungeon room', 'permadeath', 'shape', 'art', 'card', 'small']; // prettier-ignore

/** Things put in order: "drag the planets into the right order", "arrange them in the correct order". */
const ORDERED =
  /\b(?:put|puts|putting|drag|drags|dragging|arrange|arranges|arranging|place|places|placing|sort|sorts|sorting|order|line up|lines up)\b[^.]{0,40}\b(?:in|into) (?:the )?(?:right|correct|proper) order\b/i;

/** A snake that goes through the walls and comes out on the other side. */
export const WRAPS =
  /\b(?:go|goes|going|pass|passes|move|moves|travel|travels)\s+(?:through|thru|across)\s+(?:the\s+)?(?:walls?|edges?|sides?)\b|\bcomes? out (?:on |at )?the other side\b|\bno walls\b|\bwraps? around\b|\bwrapping\b/i;

/** Ways of coming at a place ("walk toward a castle"). */
const COME_AT = ['walk', 'march', 'come', 'head', 'crawl', 'move', 'creep', 'run', 'fly', 'swim'];

/** What comes after you without a name ("something slowly follows you"): a monster. */
const UNNAMED = ['thing', 'it', 'something', 'someone', 'somebody', 'creature', 'entity', 'beast'];

/** Who comes after the player: "runs away from the mailman", "chased by a fox", "a cat chases you". */
function chaserIn(english: string, tokens: Token[], player: string | null): string | null {
  const said = CHASED.exec(english)?.[1];
  if (said) return lemmaOf(tokens, said);
  const coming = comingFor(english, tokens);
  if (coming) return coming;
  const at = tokens.findIndex(
    (t, i) =>
      // (compromise may read "chases" as a plural)
      (['chase', 'hunt', 'follow'].includes(t.lemma) || /^(chas|hunt|follow)(es|s|ing)$/.test(t.word)) &&
      ['you', 'it', 'him', 'her', 'them', 'me', 'us', player ?? ''].includes(
        tokens.slice(i + 1).find((x) => !['the', 'a', 'an', 'your', 'our'].includes(x.word))?.lemma ?? '',
      ),
  );
  // (back over what it does first: "the statues come alive and chase you", "wake up and follow you")
  const before =
    at > 0
      ? tokens
          .slice(Math.max(0, at - 6), at)
          .reverse()
          .find(
            (x) =>
              UNNAMED.includes(x.word) ||
              (!AUXILIARIES.has(x.word) &&
                !['verb', 'adj', 'adv'].includes(x.pos) &&
                !['and', 'then', 'to', 'up', 'life'].includes(x.word)),
          )
      : undefined;
  if (before && UNNAMED.includes(before.word)) return 'monster';
  return before?.pos === 'noun' ? before.lemma : null;
}

/** "flips gravity to dodge spikes", "runs on the ceiling": gravity that turns over (a runner's part). */
const GRAVITY_FLIP =
  /\b(?:flip|flips|flipping|switch|switches|switching|reverse|reverses|reversing|invert|inverts|inverting|change|changes|changing)(?: the)? gravity\b|\bgravity (?:flip|flips|flipping|switch|switches|swap|swaps)\b|\bupside[- ]down\b|\b(?:run|runs|running|walk|walks|walking) on the ceiling\b/i;

/** "hold to go up": the helicopter game's control, asked by name. */
const HOLD_TO_RISE =
  /\b(?:press and hold|hold down|keep holding|hold)(?: (?:the )?(?:space ?bar|space|screen|mouse|button|click))? (?:to|and) (?:go up|rise|fly up|fly|climb|float|lift off|ascend|thrust|go higher|boost)\b/i;
/** "tap to jump", "use the arrow keys to move": how it is played, not things in it (the action stays). */
const CONTROL_PHRASE =
  /\b(?:tap|click|press|swipe|drag|use|hold)(?: (?:on |the |your |a )*(?:space ?bar|space|screen|mouse|button|arrowkeys|arrows|keys?|finger|wasd))? to\b/gi;

/** "tap to shoot the tongue": how a frog eats, no thing to shoot. */
const TONGUE =
  /\b(?:shoots?|shooting|sticks? out|sticking out|flicks?|flicking) (?:the |its |his |her |your )?tongue\b/gi;

/** "eats bugs with its tongue", "collects worms for its babies": its own means and whom it is for,
 * no things in the game (what it holds to shoot or catch with stays: "with his bow", "with her net"). */
const OWN_MEANS = /\b(?:with|using|for) (?:its|his|her|their|my|your|our) ([a-z]+)\b/gi;
const KIN = /^(?:friends?|family|pals?|buddies|siblings?|brothers?|sisters?)$/i;
const HELD =
  /^(?:gun|pistol|rifle|shotgun|blaster|cannon|bow|crossbow|slingshot|catapult|hose|launcher|sword|net|bat|hammer|rake|basket|bucket)$/i;

/** "first to 10 points wins", "best of 5": how long a match is (firstTo), never things in it. */
const MATCH_LENGTH = new RegExp(
  `\\b(?:the )?(?:first (?:one )?to|best (?:of|out of)) (\\d+|${Object.keys(NUMBER_WORDS).join('|')})` +
    `(?: (?:points?|goals?|hits?|wins?|rounds?|games?|kills?))?(?: wins?)?\\b`,
  'gi',
);

/** "first to 10 points", "best of 5" (first to 3). */
export function firstTo(text: string): number | null {
  for (const m of text.matchAll(MATCH_LENGTH)) {
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : (NUMBER_WORDS[m[1].toLowerCase()] ?? 0);
    if (n > 0) return /best/i.test(m[0]) ? Math.ceil(n / 2) : n;
  }
  return null;
}

/** Chat words that say how it was typed, never what is in the game: "racing snails lol". */
const CHAT_FILLER = /\b(?:lol+|lmao|rofl|ha(?:ha)+|he(?:he)+|omg|pls|plz|xd|idk|bruh|thx|tysm)\b/gi;

/** "make a game where …", "can you create a simple game in which …": the asking, before the idea. */
const ASKING =
  /^\s*(?:(?:please|pls|hey|hi)[ ,]+)?(?:(?:can|could|would) you (?:please )?|i (?:want|need|would like|'d like) (?:you to )?|let'?s )?(?:make|create|build|design|generate|code|program|write|give|want|need|have)?(?: me| us)? ?(?:a |an )?(?:(?:simple|fun|little|cool|small|new|quick|short|easy|hard|relaxing|calm|cute|scary|epic|retro|pixel|2d|3d|arcade|mobile) )*game (?:where|in which|wherein|that)\s+/i;

/** Who flies over what is below, to drop things on it. */
const FLIERS = ['santa', 'cloud', 'plane', 'airplane', 'helicopter', 'stork', 'bird', 'dragon', 'sleigh', 'drone', 'balloon', 'pilot', 'bomber', 'seagull', 'pigeon', 'eagle', 'owl', 'jet', 'ufo', 'witch', 'fairy', 'bee']; // prettier-ignore

/** The keys people name: those that move, and the others. */
const MOVE_KEYS = '(?:wasd|zqsd|arrowkeys|arrows)'; // (zqsd: wasd on a French keyboard)
const ANY_KEY = `(?:${MOVE_KEYS}|space ?bar|enter|return|shift|ctrl|control|tab)`;

/** "wasd to move", "arrow keys to drive": how it is played, nothing in the game. */
const KEYS_TO = new RegExp(`\\b(?:with |using )?(?:the )?(?:${MOVE_KEYS}|space ?bar)(?: (?:or|and) (?:the )?${MOVE_KEYS})? (?:to|for) (?:move|moving|steer|steering|drive|driving|walk|run|jump|play|control)\\b`, 'gi'); // prettier-ignore

/** "race against the clock": a timer, no race and no clock in the game. */
const AGAINST_CLOCK = /\b(?:(?:a )?race|racing|run|running)?\s*against (?:the )?(?:clock|time)\b/gi;

/** "one with the space bar and the other with the key Enter": the keys each plays with. */
const KEY_NAMED = new RegExp(`\\b(?:with|using|on|by) (?:the )?(?:key |button )?${ANY_KEY}(?: key| button)?\\b`, 'gi'); // prettier-ignore

/** "wasd vs arrows", "on the same keyboard": who plays with which keys, and where, is nothing in the game. */
const KEY_GROUP = `${MOVE_KEYS}(?:\\s*(?:\\+|and|&)\\s*(?:the )?(?:space ?bar|space|enter|return|shift|ctrl))?`;
const KEYS_SHARED = new RegExp(`\\b${KEY_GROUP}\\s*(?:vs\\.?|versus|and|or|\\/|&)\\s*(?:the )?${KEY_GROUP}\\b|\\bon (?:the same|one|a single) (?:keyboard|screen|computer|device|pc|laptop|phone|tablet)\\b`, 'gi'); // prettier-ignore

/** "press space", "hit enter", "WASD + space", "arrow keys and enter": that key is pressed, no thing. */
function keyPressed(english: string, key: string): boolean {
  return new RegExp(`\\b(?:press|hit|tap|mash|spam|hold|push)\\w* (?:the )?${key}\\b|\\b(?:${ANY_KEY}|arrows?|keys|[a-z])\\s*(?:\\+|&|and|or|,|\\/)\\s*${key}\\b`, 'i').test(english); // prettier-ignore
}

/** "WASD + space for player 1", "player 2 uses arrows + enter": whose keys are which, nothing in the game. */
const KEYS_FOR = new RegExp(`\\b${KEY_GROUP}\\s*(?:for|=|:|is|are)\\s*(?:the )?(?:player|p)\\s*(?:1|2|one|two)\\b|\\b(?:player|p)\\s*(?:1|2|one|two)\\s*(?:uses?|:|=|with|on|gets?|has|plays? with)\\s*(?:the )?${KEY_GROUP}\\b`, 'gi'); // prettier-ignore

/** The prompt as the grammar reads it: bare contractions mended, arrow keys one word, controls out. */
export function plainTalk(text: string): string {
  let out = text
    .replace(ASKING, '')
    .replace(/\barrow[- ]?keys?\b/gi, 'arrowkeys')
    // ("after 2000m a yeti comes": a distance, then a new clause)
    .replace(
      /\b(?:after|at|past|every|for) (\d+) ?(m|km|ft|meters?|metres?|feet)\b,? ?/gi,
      (_, n: string) => `after ${n} meters, `,
    )
    .replace(/\b(?:insted|instad|instaed|insteed|intead)\b/gi, 'instead') // (spelt as typed fast)
    .replace(/\bpower (ups?)\b/gi, 'power$1') // ("a power up": one thing)
    .replace(/\b(?:get rid of|take (?:away|out))\b/gi, 'remove') // (nothing is got: "get rid of the seals")
    .replace(/\bbright (colou?rs?)\b/gi, '$1') // (bright colours are no bright day)
    .replace(/\bdives (down|at|toward|towards|into)\b/gi, 'swoops $1') // ("one dives down at me": no diver)
    .replace(/\b(?:\d+|three|four|five|six|seven)[ -]letters?\b/gi, ' ') // ("5 letter animal names": a length)
    .replace(/\b(?:flashlight|torch|light|lantern) (?:circle|cone|radius)\b/gi, 'flashlight') // (what is lit)
    .replace(
      /\b(creepy|scary|spooky|strange|evil|weird|mysterious|shadowy) (?:thing|creature|entity|presence)\b/gi,
      '$1 monster',
    )
    .replace(
      /\b(?:fuel|health|hp|energy|progress|life|power|loading|boss|speed) (?:bar|meter|gauge)s?\b/gi,
      ' ',
    ) // (a gauge)
    .replace(/\b(?:remake|clone|knock-?off|rip-?off)\b/gi, ' ') // ("missile command remake": the game named, no thing)
    .replace(/\b(?:on|in) (?:its|his|her|their) (?:belly|tummy|back|chest|shirt|hat|head)\b/gi, ' ') // (where it is carried)
    // ("show how many she got right at the end": a tally of the round, no counting game)
    .replace(
      /\b(?:show|shows|tell|tells|see|display|displays)(?: me| her| him| them| us)? how many (?:she|he|they|you|i|we) (?:got|get|gets|had|did|\w+ed)\b/gi,
      ' ',
    )
    .replace(/\b(?:with|using|by) (?:the |your |a )?(?:mouse|trackpad|touchpad|finger|fingers)\b/gi, ' ') // (how it is played)
    // ("buy upgrades like more spores, automatic pickers": upgrades, each named; "buy" no thing)
    .replace(/\bbuy(?:ing)? (upgrades?)\b/gi, '$1')
    .replace(/\b(upgrades? (?:like|such as|including)) more\b/gi, '$1')
    // ("night time with stars in the background": the sky's stars, no things to get)
    .replace(
      /\b(?:with )?(?:twinkling |shining |some |lots of )?stars (?:in|on) the (?:background|sky|backdrop)\b/gi,
      ' ',
    ) // prettier-ignore
    // ("my daughter (5) loves balloons": who it is for likes them; no love in the game)
    .replace(
      /\b(she|he|they|daughter|son|kids?|child|children|niece|nephew|grandson|granddaughter|students|class)( \(\d+\))? (?:loves|love|adores|adore)\b/gi,
      '$1$2 likes',
    )
    .replace(CHAT_FILLER, ' ');
  for (const [re, to] of BARE_CONTRACTIONS) out = out.replace(re, to);
  return (
    out
      .replace(HOLD_TO_RISE, ' ')
      .replace(CONTROL_PHRASE, ' ')
      .replace(KEYS_TO, ' ')
      .replace(KEYS_FOR, ' two players ') // (whose keys are which: there are two)
      .replace(KEYS_SHARED, ' ')
      .replace(KEY_NAMED, ' ')
      .replace(TONGUE, ' ')
      .replace(MATCH_LENGTH, ' ')
      .replace(AGAINST_CLOCK, ' ')
      // ("looking for its friends": its friends are who is looked for; "for my friends" is who plays)
      .replace(OWN_MEANS, (said, thing: string) =>
        HELD.test(thing) || (KIN.test(thing) && /\b(?:its|his|her|their)\b/i.test(said)) ? said : ' ',
      )
  );
}

/** Done to you by something: "eaten by crocodiles" (a chaser), "stung by bees" (a hazard). */
const DONE_BY_CHASER = [
  'eaten',
  'caught',
  'chased',
  'attacked',
  'grabbed',
  'spotted',
  'seen',
  'noticed',
  'found',
  'bitten',
  'killed',
];
const DONE_BY_HAZARD = [
  'hit',
  'stung',
  'touched',
  'burned',
  'burnt',
  'squashed',
  'crushed',
  'struck',
  'zapped',
  'shot',
  'splashed',
  'squished',
];
const DONE_BY = [...DONE_BY_CHASER, ...DONE_BY_HAZARD];
/** What the enemies do to what you protect: "before they eat the cake". */
const AUXILIARIES = new Set([
  'do',
  'does',
  'did',
  "don't",
  "doesn't",
  'will',
  'can',
  'should',
  'must',
  'is',
  'are',
  'was',
  'be',
]);
/** Who fishes for a living: their catching is fishing. */
const ANGLERS = new Set(['fisherman', 'fisher', 'angler', 'fishermen']);
/** Who catches with its tongue, and what it catches so. */
const TONGUED = new Set(['frog', 'toad', 'chameleon', 'lizard', 'gecko', 'anteater', 'salamander', 'newt']);
const BUGS = new Set(['fly', 'mosquito', 'bug', 'insect', 'ant', 'moth', 'dragonfly', 'cricket', 'beetle', 'gnat', 'grasshopper', 'firefly', 'ladybug', 'termite']); // prettier-ignore
/** Vehicles ridden down a road. */
export const RIDDEN = new Set([
  'bike',
  'bicycle',
  'motorbike',
  'motorcycle',
  'scooter',
  'skateboard',
  'moped',
]);
/** What people are rescued from that holds no one: they are picked up and brought to safety. */
const DISASTERS = new Set(['flood', 'fire', 'storm', 'earthquake', 'tsunami', 'hurricane', 'tornado', 'avalanche', 'volcano', 'water', 'sea', 'ocean', 'building', 'wreck', 'shipwreck']); // prettier-ignore
/** Whole places one saves from what comes at them: defended, not rescued. */
const WORLDS = new Set([
  'world',
  'earth',
  'planet',
  'city',
  'town',
  'village',
  'kingdom',
  'galaxy',
  'universe',
]);
/** Ways others use, which one crosses: "across the road" is a crossing game. */
const CROSSABLE = new Set(['road', 'street', 'highway', 'motorway', 'freeway', 'river', 'stream', 'traffic']);
/** Places one escapes from or finds one's way through: a maze. */
const PLACES = new Set([
  'house',
  'mansion',
  'castle',
  'prison',
  'jail',
  'dungeon',
  'maze',
  'labyrinth',
  'cave',
  'room',
  'lab',
  'laboratory',
  'temple',
  'tomb',
  'pyramid',
  'building',
  'school',
  'hospital',
  'forest',
  'ship',
]);
/** Vehicles one rides: "deliver pizzas on a bike" is played as the bike. */
export const VEHICLES = new Set([
  'bike',
  'bicycle',
  'car',
  'boat',
  'skateboard',
  'motorbike',
  'motorcycle',
  'scooter',
  'train',
  'plane',
  'rocket',
  'ship',
  'truck',
  'taxi',
  'bus',
  'tractor',
  'digger',
  'excavator',
  'bulldozer',
  'kart',
  'sled',
  'sleigh',
  'surfboard',
  'unicycle',
  'horse',
  'broom',
  'broomstick',
  'jetpack',
  'spaceship',
  'submarine',
  'ufo',
]);
const HARMS = [
  'eat',
  'reach',
  'get',
  'steal',
  'take',
  'attack',
  'destroy',
  'bite',
  'touch',
  'ruin',
  'invade',
  'grab',
  'hit', // "before they hit the earth"
  'smash',
];

/** Bricks that come down on you ("the bricks slowly move down toward you like space invaders"). */
const CREEPS =
  /\b(?:bricks?|blocks?|wall|rows?)\b[^.;]*?\b(?:move|moves|moving|come|comes|coming|creep|creeps|creeping|descend|descends|descending|drop|drops|dropping|lower|lowers|lowering|advance|advances|advancing)\b[^.;]*?\b(?:down|toward|towards|closer|lower|nearer)\b|\bbricks? (?:that )?(?:creep|descend)\w*/i;

/** A word as the reading spells it: lower case, without accents ("zähle" → "zahle"). */
const plainWord = (w: string) => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export function understand(typed: string): Reading {
  // (Dutch, Polish, Turkish: read into English, when none of the languages written; or when most of its
  // words are one of those read: Dutch "de" and "en" are Spanish words too)
  const read = readInEnglish(emojiToWords(typed));
  const written = read ? null : languageOf(typed);
  const english = read ? read.english : toEnglish(emojiToWords(typed));
  const text = plainTalk(english);
  const tokens = tokenize(text);
  // (a word of another language its lexicon does not know, "tombent", "zähle", kept as typed: a verb
  // or a word of that language, no thing of the game unless an emoji names it)
  const unknown = new Set((read ? read.left : untranslated(typed)).map(plainWord));
  for (const t of tokens) if (t.pos === 'noun' && unknown.has(t.word) && !emojiFor(t.lemma)) t.pos = 'other';
  // Words of the game's own name ("tetris", "flappy bird") are not things in it.
  const names = namesIn(tokens);
  const approx = namesIn(tokens, 'approx');
  const named = new Set(
    [...names, ...approx].flatMap((n) => n.split(/[\s-]+/)).flatMap((w) => [w, singular(w)]),
  );
  const r: Reading = {
    english,
    tokens,
    mechanic: 'collect',
    sure: false,
    player: null,
    playerSure: false,
    targets: [],
    hazards: [],
    enemies: [],
    allies: [],
    goalThing: null,
    setting: null,
    count: null,
    firstTo: firstTo(english),
    parts: [],
    without: [],
    difficulty: null,
    speed: null,
    size: null,
    lives: null,
    seconds: null,
    levels: null,
    asks: null,
    colours: [],
    title: namedTitle(text),
    as: [],
    approximates: null,
    games: [...names, ...approx],
    topic: null,
    nouns: [],
    lang: written,
    readFrom: read ? READ_NAMES[read.lang] : null,
    prompt: typed,
    escape: false,
    delivers: false,
    becomes: null,
    repairs: false,
    blaze: false,
    bossFirst: false,
    bossEvery: null,
    days: null,
    countOf: null,
    code: null,
    waves: null,
    bossWave: null,
    boss: null,
    spared: false,
    wraps: false,
    walled: false,
    creeps: false,
    sprint: false,
    wasdFirst: false,
    mouseSteer: false,
    stopwatch: false,
    decor: null,
    gentle: false,
    doubleJump: false,
    boards: [],
    labelled: null,
    fraction: '1/2',
    ordering: 'numbers',
    tables: [],
    grid: null,
    mines: null,
    unwanted: [],
  };
  const used = new Set<number>();
  let feeding = false; // "feed the monster candy": the eater catches the food
  // "a bird feeding worms to her babies", "a taxi picking up passengers": what is picked up is carried
  // to who wants it (a pick-up and drop-off round)
  let carrying = false;
  let ledAway = false; // "guiding ships away from the rocks": the ships dodge them
  // Who is picked up or brought something ("pick up the kids", "bring it to the kids"): things, even
  // when words about players.
  const kept = new Set<string>();
  const notThings = new Set<string>(); // what is ridden is drawn with its rider; the sun that rises
  let building = false; // "build a snowman by catching snowballs": what is built grows with each catch
  let snowballFight = false; // fought by a kid, unless one is named
  let snowballs = false; // ("snowball fight for 2 players": what is thrown is nobody who plays)
  let armed = false; // "with a water gun": someone holds it
  let defended = false; // "aliens invading earth", "defend the castle": something is held against foes
  const push = (list: string[], things: string[]) => things.forEach((t) => !list.includes(t) && list.push(t));

  // "a ghost hunting game", "treasure hunting on an island", "bug catching in the garden": a thing
  // before the activity that is named after it is what the activity is done to.
  tokens.forEach((t, i) => {
    const act = tokens[i + 1];
    const after = tokens[i + 2];
    if (t.pos !== 'noun' || act?.pos !== 'verb' || !act.word.endsWith('ing')) return;
    const bare = !tokens[i - 1] || !['det', 'num'].includes(tokens[i - 1].pos);
    if (!(['game', 'games'].includes(after?.word ?? '') || (bare && (!after || after.pos === 'prep'))))
      return;
    // ("car racing", "horse racing": the thing named is what races)
    const list = TARGET_VERBS.includes(act.lemma)
      ? r.targets
      : ENEMY_VERBS.includes(act.lemma) && act.lemma !== 'race'
        ? r.enemies
        : null;
    if (!list) return;
    push(list, [t.lemma]);
    used.add(i);
  });

  // "alien invasion", "zombie apocalypse": the ones invading are the foes, not who you play.
  tokens.forEach((t, i) => {
    const who = tokens[i - 1];
    if (
      t.pos === 'noun' &&
      ['invasion', 'apocalypse', 'attack', 'outbreak', 'uprising'].includes(t.lemma) &&
      who?.pos === 'noun'
    ) {
      push(r.enemies, [who.lemma]);
      used.add(i - 1).add(i);
      notThings.add(t.lemma);
    }
  });

  // "a caterpillar eating leaves and turning into a butterfly", "eat apples to become a giant": what
  // the player turns into is how the round ends, not a thing met on the way.
  const turning = new Set<number>(); // (its words say nothing of how the game plays)
  tokens.forEach((t, i) => {
    const at = TURNS_INTO.includes(t.lemma) && tokens[i + 1]?.word === 'into' ? i + 2 : t.lemma === 'become' ? i + 1 : -1; // prettier-ignore
    // ("become a giant": a word that can be either, after "a", is a thing)
    const lone = tokens[at]?.pos === 'det' && tokens[at + 1]?.pos === 'adj' && !['noun', 'adj'].includes(tokens[at + 2]?.pos ?? ''); // prettier-ignore
    const p =
      at > 0 && !r.becomes
        ? (phraseAt(tokens, at, named) ?? (lone ? { words: [tokens[at + 1].word], end: at + 2 } : null))
        : null;
    if (!p) return;
    r.becomes = p.words.join(' ');
    for (let k = i; k < p.end; k++) {
      used.add(k);
      turning.add(k);
    }
    notThings.add(r.becomes).add(p.words[p.words.length - 1]);
  });

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // "you are a X", "i'm a X", "play as a X", "as a X", "control a X", "flappy bird but it's a pig"
    if (
      (t.word === 'are' && tokens[i - 1]?.word === 'you') ||
      (t.word === 'am' && tokens[i - 1]?.word === 'i') ||
      t.word === "you're" ||
      t.word === "i'm" ||
      (t.word === "it's" && tokens[i - 1]?.word === 'but') ||
      (t.word === 'as' &&
        (i === 0 ||
          ['play', 'playing', 'game'].includes(tokens[i - 1]?.word) ||
          (['a', 'an'].includes(next?.word ?? '') && !r.player))) ||
      t.lemma === 'control' ||
      t.word === 'be'
    ) {
      const p = phraseAt(tokens, i + 1, named);
      if (p && !r.player) {
        r.player = p.words.join(' ');
        i = p.end - 1;
      }
      continue;
    }
    // "help a chicken cross the road": the one helped is the player.
    if (['help', 'guide', 'lead'].includes(t.lemma)) {
      const p = phraseAt(tokens, i + 1, named);
      if (p && !r.player) r.player = p.words.join(' ');
      // "a lighthouse guiding ships away from the rocks": the guided dodge what they are led from, and
      // the guide is the light they go by, not a thing in the way.
      if (p && tokens[p.end]?.word === 'away' && tokens[p.end + 1]?.word === 'from') {
        const from = objectsAt(tokens, p.end + 2, named);
        push(r.hazards, from.things);
        ledAway = true;
        const guide = tokens[i - 1];
        if (guide?.pos === 'noun' && !isCreature(guide.lemma)) notThings.add(guide.lemma);
        for (let k = i; k < from.end; k++) used.add(k);
        i = from.end - 1;
        continue;
      }
      // "guide the lost duckling back to its mother": where it is led is the goal.
      const to = p ? tokens.findIndex((x, k) => k >= p.end && x.word === 'to') : -1;
      if (
        p &&
        to >= 0 &&
        to <= p.end + 2 &&
        tokens.slice(p.end, to).every((x) => ['back', 'home'].includes(x.word))
      ) {
        const goal = phraseAt(tokens, to + 1, named);
        if (goal) {
          r.goalThing ??= goal.words.join(' ');
          for (let k = i; k < goal.end; k++) used.add(k);
          i = goal.end - 1;
        }
      }
      continue;
    }
    // "a race between a turtle and a rabbit": the first is you, the second who you race.
    if (
      t.word === 'between' &&
      ['race', 'battle', 'fight', 'war', 'duel', 'match', 'contest'].includes(tokens[i - 1]?.lemma ?? '')
    ) {
      // (the two come as one list of things: "a turtle and a rabbit")
      const both = objectsAt(tokens, i + 1, named);
      if (both.things.length === 2) {
        r.player ??= both.things[0];
        push(r.enemies, [both.things[1]]);
        for (let k = i; k < both.end; k++) used.add(k);
        i = both.end - 1;
        continue;
      }
    }
    // "X vs Y", "X against Y"
    if ((t.word === 'versus' || t.word === 'against') && next) {
      const p = objectsAt(tokens, i + 1, named);
      push(r.enemies, p.things);
      if (t.word === 'versus' && !r.player) {
        // (no word of the game's name: "tic tac toe vs computer" has no "toe" playing)
        const before = tokens
          .slice(0, i)
          .reverse()
          .findIndex((x) => x.pos === 'noun' && !named.has(x.lemma));
        if (before >= 0) r.player = tokens[i - 1 - before].lemma;
      }
      continue;
    }
    // "a snowball fight with penguins": what is thrown, and whom at.
    if (['fight', 'battle', 'war', 'duel'].includes(t.lemma) && t.pos !== 'verb') {
      // ("a tank battle" is the game's name: the tanks are the sides, not what is thrown; a "space
      // battle" is where it is; "a robot fight" is fought by robots)
      const before = tokens[i - 1];
      if (before?.pos === 'noun' && !named.has(before.lemma) && !SETTING_WORDS.has(before.lemma)) {
        if (isCreature(before.lemma)) r.player ??= before.lemma;
        else r.allies.push(before.lemma);
      }
      if (before?.lemma === 'snowball') snowballs = true;
      if (next && ['with', 'against', 'versus'].includes(next.word)) {
        const p = objectsAt(tokens, i + 2, named);
        push(r.enemies, p.things);
        if (tokens[i - 1]?.lemma === 'snowball' && i === 1) snowballFight = true;
        i = p.end - 1;
      }
      continue;
    }
    // "donuts as bricks", "cats as the enemies": the thing takes that role.
    if (t.word === 'as' && i > 0) {
      const before = tokens
        .slice(0, i)
        .reverse()
        .find((x) => x.pos === 'noun');
      const p = phraseAt(tokens, i + 1, named);
      const roleWord = p?.words[p.words.length - 1];
      if (before && roleWord && tokens[i - 1]?.pos === 'noun') {
        r.as.push([before.lemma, singular(roleWord)]);
        if (p) i = p.end - 1;
        continue;
      }
    }
    // "enemies are X", "with X as enemies"
    if (['enemy', 'enemies', 'bad guys', 'villain', 'villains'].includes(t.word) && next?.word === 'are') {
      push(r.enemies, objectsAt(tokens, i + 2, named).things);
      continue;
    }
    // "the bricks are planets", "the ball is a hamster", "a cube that is a cookie", "where the snake is
    // a dragon" (the game's own thing, named with "the"): the thing takes the place of the one named.
    const linked = ['that', 'which'].includes(next?.word ?? '') ? i + 2 : i + 1;
    const ownThing = named.has(t.lemma) && tokens[i - 1]?.word === 'the';
    if (
      t.pos === 'noun' &&
      ['is', 'are'].includes(tokens[linked]?.word ?? '') &&
      (!named.has(t.lemma) || ownThing)
    ) {
      const said = tokens[linked + 1];
      // ("the blocks are presents": a word with a picture of its own is a thing, whatever the tagger
      // made of it; not "the volcano is erupting")
      const pictured = said?.pos === 'verb' && !said.word.endsWith('ing') && !!emojiFor(singular(said.word));
      const p = pictured
        ? { words: [singular(said.word)], end: linked + 2 }
        : phraseAt(tokens, linked + 1, named);
      if (p && p.words.length && (said?.pos !== 'verb' || pictured)) {
        r.as.push([p.words.join(' '), singular(t.lemma)]);
        i = p.end - 1;
        continue;
      }
    }
    // "robots attack a city": who attacks is the enemy, what they attack is defended.
    if (
      t.pos === 'verb' &&
      ATTACKS.includes(t.lemma) &&
      tokens[i - 1]?.pos === 'noun' &&
      // ("aliens invading earth" attack it; "the invading aliens" are only described)
      (t.word !== t.lemma + 'ing' || ['det', 'noun'].includes(tokens[i + 1]?.pos ?? ''))
    ) {
      push(r.enemies, [tokens[i - 1].lemma]);
      // ("tower defense with robots attacking a city": they were no player of yours)
      if (r.player === tokens[i - 1].lemma) [r.player, r.playerSure] = [null, false];
      used.add(i - 1);
      const what = objectsAt(tokens, i + 1, named);
      r.goalThing ??= what.things[0] ?? null;
      defended ||= what.things.length > 0;
      for (let k = i; k < what.end; k++) used.add(k);
      i = what.end - 1;
      continue;
    }
    // "little monsters walk toward a castle": who comes at a place are the foes, the place is defended
    const toward = COME_AT.includes(t.lemma) && ['toward', 'towards'].includes(tokens[i + 1]?.word ?? '');
    if (toward && tokens[i - 1]?.pos === 'noun' && !GAME_WORDS.has(tokens[i - 1].lemma))
      push(r.enemies, [tokens[i - 1].lemma]);
    // "find 5 keys to open the door": what the finds open is the way out, nobody you play
    const opened = ['open', 'unlock'].includes(t.lemma) && tokens[i - 1]?.word === 'to';
    if (toward || opened) {
      const what = objectsAt(tokens, i + (toward ? 2 : 1), named);
      if (what.things.length) {
        r.goalThing ??= what.things[0];
        for (let k = i; k < what.end; k++) used.add(k);
        i = what.end - 1;
        continue;
      }
    }
    // "swim away from sharks", "stay away from the lava"
    if (t.word === 'from' && tokens[i - 1]?.word === 'away') {
      const from = objectsAt(tokens, i + 1, named);
      push(r.hazards, from.things);
      for (let k = i; k < from.end; k++) used.add(k);
      i = from.end - 1;
      continue;
    }
    // "without getting eaten by crocodiles": who does it to you is to be avoided.
    if (t.word === 'by' && i > 0 && DONE_BY.includes(tokens[i - 1].word)) {
      const by = objectsAt(tokens, i + 1, named);
      push(DONE_BY_CHASER.includes(tokens[i - 1].word) ? r.enemies : r.hazards, by.things);
      for (let k = i - 1; k < by.end; k++) used.add(k);
      i = by.end - 1;
      continue;
    }
    // "before they eat the cake", "don't let them reach the castle": what you protect.
    if (
      t.pos === 'verb' &&
      HARMS.includes(t.lemma) &&
      ['they', 'them', 'it', 'he', 'she'].includes(tokens[i - 1]?.word ?? '')
    ) {
      const what = objectsAt(tokens, i + 1, named);
      if (what.things.length) {
        r.goalThing ??= what.things[0];
        for (let k = i; k < what.end; k++) used.add(k);
        i = what.end - 1;
        continue;
      }
    }
    // "ghosts chase you", "zombies attack you", "aliens shoot back": the ones doing it are enemies.
    if (
      t.pos === 'verb' &&
      (['you', 'me', 'us'].includes(next?.word ?? '') ||
        (next?.word === 'back' && ['shoot', 'fire', 'attack', 'throw', 'hit'].includes(t.lemma))) &&
      [
        'chase',
        'follow',
        'hunt',
        'attack',
        'haunt',
        'eat',
        'catch',
        'shoot',
        'stalk',
        'fire',
        'throw',
        'hit',
      ].includes(t.lemma) &&
      tokens[i - 1]?.pos === 'noun'
    ) {
      push(r.enemies, [tokens[i - 1].lemma]);
      if (r.player === tokens[i - 1].lemma) r.player = null;
      continue;
    }
    // "without getting eaten by ...": the getting is no collecting.
    if (t.lemma === 'get' && DONE_BY.includes(next?.word ?? '')) continue;
    // What must not be done to, or is not wanted, is a hazard: "don't hit the walls", "never touch the
    // lava", "fruit but not rocks".
    const before = tokens[i - 1]?.word ?? '';
    if (
      (t.word === 'not' && ['but', 'and'].includes(before)) ||
      (t.pos === 'verb' &&
        t.lemma !== 'let' &&
        !(t.lemma === 'run' && next?.word === 'out') && // ("without running out of fuel": a supply)
        ["don't", 'never', 'not', "can't", "mustn't", 'without'].includes(before))
    ) {
      const obj = objectsAt(tokens, i + 1, named);
      if (obj.things.length) {
        push(r.hazards, obj.things);
        for (let k = i; k < obj.end; k++) used.add(k);
        i = obj.end - 1;
        continue;
      }
    }
    if (t.pos === 'verb') {
      // "look for", "search for", "put out": the verb and its particle are one action.
      const v = ['look', 'search', 'go'].includes(t.lemma) && next?.word === 'for' ? 'find' : t.lemma;
      if (t.lemma === 'extinguish') r.allies.push('water'); // what puts fires out
      // "escape the haunted house": a way out of a place is a maze.
      if (['escape', 'leave', 'exit'].includes(v)) {
        const place = objectsAt(tokens, i + 1, named);
        if (place.things.length && PLACES.has(place.things[0].split(' ').pop()!)) {
          r.setting ??= place.things[0];
          r.escape = true;
          for (let k = i; k < place.end; k++) used.add(k);
          i = place.end - 1;
          continue;
        }
      }
      // "bring it to the kids", "deliver the pizza to the houses": who it goes to is what you reach;
      // what is carried (or the thing named before "it") is what you play.
      if (['bring', 'deliver', 'carry', 'take'].includes(v)) {
        const what = objectsAt(tokens, i + 1, named);
        const after = tokens[what.end]?.word === 'it' ? what.end + 1 : what.end;
        const to = tokens[after]?.word === 'to' ? after : -1;
        const dest = to > 0 ? tokens.slice(to + 1).find((x) => x.pos !== 'det' && x.pos !== 'adj') : null;
        // (who carries: the one named doing it, else who is played already: "he drives a digger and…")
        const carrier = subjectOf(tokens, i) ?? (r.playerSure ? r.player : null);
        if (dest?.pos === 'noun' && carrier && what.things.length && (!r.player || r.player === carrier)) {
          r.player = carrier;
          r.playerSure = true;
          push(r.targets, what.things);
          r.goalThing ??= dest.lemma;
          kept.add(dest.lemma);
          carrying = true;
          for (let k = i; k <= tokens.indexOf(dest); k++) used.add(k);
          i = tokens.indexOf(dest);
          continue;
        }
        // "a bird delivering mail across the sky": delivered, though nobody said where to (letters to
        // mailboxes, anything else to houses).
        if (v === 'deliver' && to < 0 && what.things.length) {
          if (carrier && !r.player) {
            r.player = carrier;
            r.playerSure = true;
          }
          push(r.targets, what.things);
          r.goalThing ??= /^(mail|letter|post|parcel|package|envelope)/.test(what.things[0])
            ? 'mailbox'
            : 'house';
          carrying = true;
          for (let k = i; k < what.end; k++) used.add(k);
          i = what.end - 1;
          continue;
        }
        if (dest?.pos === 'noun') {
          const carried =
            subjectOf(tokens, i) ??
            what.things[0] ??
            tokens
              .slice(0, i)
              .reverse()
              .find((x) => x.pos === 'noun')?.lemma;
          if (carried && !r.player) {
            r.player = carried;
            r.playerSure = true;
            forget(carried, r.targets, r.hazards);
          }
          push(r.targets, [dest.lemma]);
          kept.add(dest.lemma);
          r.delivers = true;
          r.sure = true;
          for (let k = i; k <= tokens.indexOf(dest); k++) used.add(k);
          i = tokens.indexOf(dest);
          continue;
        }
      }
      // "rescue the princess from the dragon": reach who is held, past who holds them.
      if (['save', 'rescue', 'free'].includes(v)) {
        const from = tokens.findIndex((x, k) => k > i && x.word === 'from');
        const who = objectsAt(tokens, i + 1, named);
        // ("save the world from an asteroid" is defending it, no rescue)
        const world = who.things.some((x) => SETTING_WORDS.has(x) || WORLDS.has(x));
        const holder = from > 0 ? objectsAt(tokens, from + 1, named) : null;
        // ("rescuing people from a flood": from a disaster, each is picked up and flown to safety)
        const disaster = holder?.things.find((x) => DISASTERS.has(x.split(' ').pop()!));
        if (from > 0 && who.things.length && who.end === from && disaster) {
          push(r.targets, who.things);
          r.setting ??= disaster;
          r.goalThing ??= 'hospital';
          carrying = true;
          for (let k = i; k < holder!.end; k++) used.add(k);
          i = holder!.end - 1;
          continue;
        }
        if (from > 0 && who.things.length && who.end === from && !world && holder) {
          // ("from a tower": a place holds them, and the place is where it happens)
          const place = holder.things.filter((x) => PLACES.has(x) || SETTING_WORDS.has(x) || x === 'tower');
          if (place.length) r.setting ??= place[0];
          push(
            r.enemies,
            holder.things.filter((x) => !place.includes(x)),
          );
          r.goalThing ??= who.things[0];
          r.escape = true;
          for (let k = i; k < holder.end; k++) used.add(k);
          i = holder.end - 1;
          continue;
        }
      }
      if (['defend', 'protect', 'guard', 'save'].includes(v)) {
        const from = tokens.findIndex((x, k) => k > i && ['from', 'against'].includes(x.word));
        if (from > 0) push(r.enemies, objectsAt(tokens, from + 1, named).things);
        const what = objectsAt(tokens, i + 1, named);
        r.goalThing ??= what.things[0] ?? null;
        defended ||= v !== 'save' || SETTING_WORDS.has(r.goalThing ?? '') || WORLDS.has(r.goalThing ?? '');
        // "a space station defending against meteors": who defends is who you play.
        const who = tokens[i - 1];
        if (who?.pos === 'noun' && !used.has(i - 1) && !r.player) {
          const start = tokens
            .slice(0, i - 1)
            .reverse()
            .findIndex((x) => x.pos !== 'noun' && x.pos !== 'adj');
          const first = start < 0 ? 0 : i - 1 - start;
          r.player = tokens
            .slice(first, i)
            .map((x) => (x === who ? x.lemma : x.word))
            .join(' ');
          r.playerSure = true;
          for (let k = first; k < i; k++) used.add(k);
        }
        if (from > 0) {
          i = from;
          continue;
        }
        // ("defend the castle": what is defended is no foe)
        if (v !== 'save' && what.things.length) {
          for (let k = i; k < what.end; k++) used.add(k);
          i = what.end - 1;
          continue;
        }
      }
      // "build a snowman by catching snowballs": what is built is on screen, and it grows by the catching.
      if (['build', 'make'].includes(v)) {
        const built = objectsAt(tokens, i + 1, named);
        if (
          built.things.length &&
          tokens[built.end]?.word === 'by' &&
          tokens[built.end + 1]?.pos === 'verb'
        ) {
          r.player = built.things[0];
          r.playerSure = true;
          building = true;
          for (let k = i; k < built.end + 1; k++) used.add(k);
          i = built.end;
          continue;
        }
      }
      // "feed the hungry monster candy", "feed the fish to the cat", "feed the dog with bones": who eats
      // is who you play, and what they eat comes to them to be caught.
      if (v === 'feed') {
        const meal = feedingOf(tokens, i + 1, named);
        const feeder = subjectOf(tokens, i);
        // ("a mother bird feeding worms to her babies": the one feeding fetches the food for them)
        if (meal && feeder && feeder !== meal.eater && !r.player) {
          // ("a mother bird": the words before the one feeding say who it is, no things of their own)
          for (let k = tokens.findIndex((x) => x.lemma === feeder) - 1; tokens[k]?.pos === 'noun'; k--)
            notThings.add(tokens[k].lemma);
          r.player = feeder;
          r.playerSure = true;
          push(r.targets, meal.food);
          r.goalThing ??= meal.eater;
          carrying = true;
          for (let k = i; k < meal.end; k++) used.add(k);
          i = meal.end - 1;
          continue;
        }
        if (meal) {
          r.player = meal.eater;
          r.playerSure = true;
          push(r.targets, meal.food);
          feeding = true;
          for (let k = i; k < meal.end; k++) used.add(k);
          i = meal.end - 1;
          continue;
        }
      }
      const particle =
        ['out', 'for', 'down', 'over', 'off'].includes(next?.word ?? '') ||
        (['pick', 'dig', 'clean'].includes(v) && next?.word === 'up') ||
        (['reach', 'cross'].includes(v) && ['to', 'across'].includes(next?.word ?? '')) ||
        (next?.word === 'from' && ['escape', 'flee', 'run', 'hide'].includes(v));
      // (what an idle game buys may be of its name: "a lemonade stand game, buy more stands")
      const buys = ['buy', 'hire', 'purchase'].includes(v);
      // (and what is shot may be of it too: "a space shooter … shooting bubbles at soap bars")
      const shoots = ['shoot', 'fire', 'blast'].includes(v) && PROJECTILES.has(tokens[i + 1]?.lemma ?? '');
      const obj = objectsAt(tokens, i + (particle ? 2 : 1), buys || shoots ? new Set<string>() : named);
      if (!obj.things.length) {
        // "pick up the kids": people picked up are things here, though words about players elsewhere.
        const who = tokens.slice(i + 2).find((x) => x.pos !== 'det' && x.pos !== 'adj');
        if (v === 'pick' && particle && who?.pos === 'noun' && GAME_WORDS.has(who.lemma)) {
          push(r.targets, [who.lemma]);
          kept.add(who.lemma);
          carrying = true;
        }
        // "falling pianos to dodge" and "dodge" alone: the nearest thing before counts.
        continue;
      }
      // "fly a paper plane", "drive the bus", "steer a boat": what is flown or driven is who you play.
      const steered = obj.things[0].split(' ').pop()!;
      if (
        ['fly', 'drive', 'steer', 'pilot', 'sail', 'ride'].includes(v) &&
        !particle &&
        (VEHICLES.has(steered) || ['kite', 'drone', 'helicopter', 'balloon'].includes(steered))
      ) {
        // ("a witch riding her broom": the rider is played, on it)
        const rider = subjectOf(tokens, i);
        r.player ??= rider ?? obj.things[0];
        r.playerSure = true;
        if (r.player !== obj.things[0]) notThings.add(obj.things[0]);
        for (let k = i; k < obj.end; k++) used.add(k);
        i = obj.end - 1;
        continue;
      }
      const shotWord =
        ['shoot', 'fire', 'blast', 'spit', 'breathe'].includes(v) &&
        PROJECTILES.has(obj.things[0].split(' ').pop()!);
      if (shotWord) {
        // "breathes fire at knights": what it is aimed at is fought
        push(r.allies, obj.things.slice(0, 1));
        const at = tokens[obj.end]?.word === 'at' ? objectsAt(tokens, obj.end + 1, named) : null;
        if (at) {
          push(r.enemies, at.things);
          for (let k = i; k < at.end; k++) used.add(k);
          i = at.end - 1;
          continue;
        }
      }
      // "buy ovens", "hire elves": what an idle game's money buys comes before the money itself.
      else if (['buy', 'hire', 'purchase', 'unlock', 'upgrade'].includes(v))
        r.allies.unshift(...obj.things.filter((x) => !r.allies.includes(x)));
      // "cleaning up trash": what is cleaned up is gathered ("cleaning a room" is no room to gather)
      else if (v === 'clean' && particle) push(r.targets, obj.things);
      // "a squirrel hiding nuts": what is hidden away is gathered (hiding from something stays a danger)
      else if (v === 'hide' && !particle) push(r.targets, obj.things);
      else if (TARGET_VERBS.includes(v)) {
        push(r.targets, obj.things);
        if (v === 'pick') obj.things.forEach((x) => kept.add(x));
        if (v === 'pick' && particle && obj.things.some((x) => isPerson(x) || PASSENGERS.has(x)))
          carrying = true;
      } else if (HAZARD_VERBS.includes(v)) push(r.hazards, obj.things);
      else if (ENEMY_VERBS.includes(v)) push(r.enemies, obj.things);
      else if (['throw', 'launch', 'fling', 'toss', 'hurl', 'lob'].includes(v)) {
        r.allies.push(...obj.things.slice(0, 1)); // the thrown thing; at (or into) what comes below
        const at = tokens.findIndex((x, k) => k >= obj.end && ['at', 'into'].includes(x.word));
        if (at >= 0) {
          const aimed = objectsAt(tokens, at + 1, named);
          // ("into a trash can", "into the basket": what it goes in is the hoop, nothing to knock down)
          const hoop =
            tokens[at].word === 'into' &&
            aimed.things.length &&
            CONTAINERS.has(aimed.things[0].split(' ').pop()!);
          if (hoop) r.goalThing ??= aimed.things[0];
          else push(r.targets, aimed.things);
          for (let k = at; k < aimed.end; k++) used.add(k);
        }
      } else if (
        GLIDES.includes(v) &&
        ['over', 'through', 'along', 'on', 'down', 'around', 'across'].includes(next?.word ?? '') &&
        !CROSSABLE.has(obj.things[0]) &&
        [obj.things[0], obj.things[0].split(' ').pop()!].some((w) => SETTING_WORDS.has(w) || SURFACES.has(w))
      )
        r.setting ??= obj.things[0]; // "sliding over the ice", "rolling through a forest": where, not what
      else if (JUMPS.includes(v) && next?.word === 'over') push(r.hazards, obj.things);
      // "jumping across lily pads": what one lands on to cross
      else if (v === 'cross' && PLATFORMS.has(obj.things[0].split(' ').pop()!)) {
        push(r.allies, obj.things);
        r.setting ??= obj.things[0];
      } else if (v === 'cross' && SETTING_WORDS.has(obj.things[0].split(' ').pop()!))
        r.setting ??= obj.things[0]; // "cross the (busy) river": the river is where, the far bank the goal
      else if (v === 'cross' || v === 'climb' || v === 'reach') r.goalThing ??= obj.things[0];
      if (obj.count && TARGET_VERBS.includes(v) && r.count === null) {
        r.count = obj.count;
        r.countOf = obj.things[0] ?? null;
      }
      for (let k = i; k < obj.end; k++) used.add(k);
      continue;
    }
    // "in a dark haunted house", "under the sea", "on the moon"
    // "with a motorbike avoiding trucks": the one doing the action is the player.
    // "catch the raindrops in a bucket": what they are caught in is the catcher.
    if (['with', 'on', 'in', 'into'].includes(t.word) && !r.player && !used.has(i)) {
      const p = phraseAt(tokens, i + 1, named);
      const head = p?.words[p.words.length - 1] ?? '';
      // "with a water gun", "with a bow": a weapon says what is shot (its first word, or its ammunition).
      if (t.word === 'with' && p && WEAPONS[head]) {
        const kind = p.words.slice(0, -1).filter((w) => !OWNERS.has(w));
        push(r.allies, [kind.length ? kind.join(' ') : WEAPONS[head]]);
        // ("a knight with his sword": the knight holds it)
        const holder = subjectOf(tokens, i);
        // ("alien invasion… with a laser cannon": the invaders hold nothing of yours)
        if (holder && !r.enemies.includes(holder)) r.player ??= holder;
        // ("defend the castle with a catapult": a siege engine nobody holds is what you play)
        else if (['catapult', 'cannon', 'turret'].includes(head) && !holder) r.player ??= p.words.join(' ');
        else armed = true;
        i = p.end - 1;
        continue;
      }
      // "a viking with an axe", "hit the zombies with a baseball bat": a weapon swung in the hand is
      // the holder's, close up; held by nobody named, it is what you play with.
      const swinging = p?.words.filter((w) => !OWNERS.has(w)).join(' ') ?? '';
      if (t.word === 'with' && p && swung(swinging)) {
        const holder = subjectOf(tokens, i);
        if (holder) {
          r.player ??= holder;
          push(r.allies, [swinging]);
        } else r.player ??= swinging;
        i = p.end - 1;
        continue;
      }
      // "knock down cans with a ball", "shoot the balloons with darts": what it is done with is thrown.
      if (
        t.word === 'with' &&
        p &&
        PROJECTILES.has(head) &&
        tokens[p.end]?.word !== 'as' &&
        tokens
          .slice(0, i)
          .some(
            (x) =>
              x.pos === 'verb' &&
              ['knock', 'hit', 'topple', 'smash', 'break', 'shoot', 'pop', 'burst', 'throw'].includes(
                x.lemma,
              ),
          )
      ) {
        // (what things are popped with is the pointer itself: no thing of its own)
        if (tokens.slice(0, i).some((x) => x.pos === 'verb' && ['pop', 'burst'].includes(x.lemma)))
          notThings.add(p.words.join(' '));
        else push(r.allies, [p.words.join(' ')]);
        i = p.end - 1;
        continue;
      }
      // "deliver pizzas on a bike": who rides is who you play.
      // ("a witch on a broom": the witch rides it, and is who you play)
      const rider = tokens
        .slice(0, i)
        .reverse()
        .find((x) => x.pos === 'noun' && isCreature(x.lemma));
      if (['on', 'in'].includes(t.word) && p && VEHICLES.has(head) && p.words.length <= 2) {
        r.player = rider ? rider.lemma : p.words.join(' ');
        i = p.end - 1;
        continue;
      }
      const held = ['with', 'in', 'into'].includes(t.word) && CONTAINERS.has(head);
      // (not "with balloons, do not shoot the owls": an instruction begins there)
      // ("with a dog that collects bones": a clause of its own says what it does)
      const after = p?.end ?? 0;
      const doer = p && ['that', 'who', 'which'].includes(tokens[after]?.word ?? '') ? after + 1 : after;
      const acts = tokens[doer]?.pos === 'verb' && !AUXILIARIES.has(tokens[doer]?.word ?? '');
      // ("a penguin sliding on ice collecting fish": the penguin acts, on the ice; "a girl catching
      // butterflies with her net": the girl holds it)
      if (p && !SETTING_WORDS.has(head) && ((t.word !== 'in' && acts && !rider) || held)) {
        r.player = (held && t.word === 'with' && subjectOf(tokens, i)) || p.words.join(' ');
        i = p.end - 1;
        continue;
      }
    }
    if (
      !used.has(i) &&
      // ("rolling down a hill", "running along the beach")
      ['in', 'on', 'under', 'inside', 'through', 'across', 'into', 'around', 'down', 'along'].includes(t.word)
    ) {
      const p = phraseAt(tokens, i + 1, named);
      const head = p?.words[p.words.length - 1] ?? '';
      // ("jumps on goblins": a creature is no place; jumped on, it is a foe stomped)
      if (p && isCreature(head) && !SETTING_WORDS.has(head)) {
        if (t.word === 'on' && JUMPS.includes(tokens[i - 1]?.lemma ?? '')) push(r.enemies, [head]);
      } else if (
        p &&
        !r.setting &&
        !(/ing$/.test(head) && p.words.length === 1 && !SETTING_WORDS.has(head))
      ) {
        // (a bare "-ing" word is what goes on, no place: "moves across showing which step is playing")
        r.setting = p.words.join(' ');
        for (let k = i; k < p.end; k++) used.add(k);
      }
    }
  }

  if (snowballFight && !r.player) r.player = 'kid';
  r.playerSure = r.player !== null;
  // The player: the first thing named before the first action, when no rule above said.
  if (!r.player) {
    const firstVerb = tokens.findIndex((t) => t.pos === 'verb');
    const upto = firstVerb < 0 ? tokens.length : firstVerb;
    for (let i = 0; i < upto; i++) {
      if (used.has(i) || tokens[i].pos === 'prep') {
        if (
          tokens[i].pos === 'prep' &&
          !['where', 'who', 'that', 'which', 'when', 'as'].includes(tokens[i].word)
        )
          break;
        continue;
      }
      const p = phraseAt(tokens, i, named);
      // (a phrase another rule has read, "a zombie shooting game", is no player)
      const read = p && [...used].some((k) => k >= i && k < p.end);
      if (p && p.end <= upto && !read) {
        const words = p.words.filter((w) => !MECHANIC_IDS.some((m) => MECHANICS[m].names.includes(w)));
        const head = tokens[p.end - 1];
        // "a memory card game": what describes the game is not its player.
        const describesGame = tokens.slice(i, p.end + 1).some((x) => x.word === 'game' || x.word === 'games');
        // "space shooter": a scene alone is where it happens, not who you play.
        // ("the volcano is erupting": a scene that is doing something is still the scene)
        const next = tokens[p.end];
        const sceneOnly =
          words.length === 1 &&
          SETTING_WORDS.has(words[0]) &&
          (next?.pos !== 'verb' || AUXILIARIES.has(next.word));
        // ("aliens shoot back": who was read as a foe is not who you play)
        const foe = [...r.enemies, ...r.hazards].includes(words.join(' '));
        if (
          words.length &&
          !describesGame &&
          !sceneOnly &&
          !foe &&
          (entityOf(words.join(' ')).emoji || head?.pos === 'noun')
        ) {
          r.player = words.join(' ');
          // ("an octopus ink shooter": what it shoots is named with it)
          if (words.length > 1 && PROJECTILES.has(words[words.length - 1])) {
            push(r.allies, [words[words.length - 1]]);
            r.player = words.slice(0, -1).join(' ');
          }
          // "a knight shooting arrows", "a cat who shoots lasers": whoever does the shooting is who
          // you play, in any game (not those who attack: "aliens attack the city").
          const does = tokens[['who', 'that'].includes(next?.word ?? '') ? p.end + 1 : p.end];
          r.playerSure ||=
            does?.pos === 'verb' &&
            ['shoot', 'chop', 'slice', 'cut', 'scare', 'spook', 'frighten', 'whack', 'haunt'].includes(
              does.lemma,
            );
          break;
        }
        i = p.end - 1;
      }
    }
  }
  // What stands for a role's things ("the ice as bricks") is those things, not who you play.
  if (r.player && r.as.some(([thing]) => thing === r.player)) r.player = null;
  if (snowballs && r.player === 'snowball') r.player = null;
  // ("missile command remake": the game's own name is no one to play)
  if (r.player && r.player.includes(' ') && r.player.split(' ').every((w) => named.has(w))) r.player = null;
  // ("space shooter go brrr": a place before the game's name is where it is, not who plays)
  const placeAt = tokens.findIndex((t) => t.lemma === r.player);
  if (r.player && SETTING_WORDS.has(r.player) && names.includes(tokens[placeAt + 1]?.word ?? '')) {
    r.setting = r.player;
    r.player = null;
  }
  // Words about the game ("a boss fight", "waves", "my 7 year old") are not things in it.
  const thing = (x: string) => kept.has(x) || !GAME_WORDS.has(x.split(' ').pop()!);
  for (const list of [r.targets, r.hazards, r.enemies, r.allies])
    list.splice(0, list.length, ...list.filter(thing));
  if (r.player && !thing(r.player) && !snowballFight) r.player = null;
  // "help the bee find its way back to the hive": a way to somewhere is a maze with it at the end.
  // (back to somewhere past things dodged on the way is a run home, not a maze)
  const way = WAY_TO.exec(english) ?? (r.hazards.length ? null : BACK_TO.exec(english));
  if (way || GO_HOME.test(english)) {
    const to = way?.[1] ? lemmaOf(tokens, way[1]) : 'home';
    r.escape = true;
    r.goalThing = to;
    forget(to, r.targets, r.hazards);
  }

  // "defend the farm with a water gun": a person holds it (on a farm, the farmer), not a spaceship.
  if (armed && !r.player) {
    r.player = r.setting === 'farm' || r.goalThing === 'farm' ? 'farmer' : 'person';
    r.playerSure = true;
  }
  // A setting word used as a modifier ("a space cat") sets the scene too.
  const heads = [r.player, ...r.targets, ...r.hazards, ...r.enemies, ...r.allies].map((x) =>
    x?.split(' ').pop(),
  );
  // ("a parking game" is not in a park)
  const scenes = tokens.filter(
    (t) =>
      SETTING_WORDS.has(t.lemma) &&
      t.pos !== 'adv' && // ("like space invaders": a game likened to)
      !t.word.endsWith('ing') &&
      !heads.includes(t.lemma) &&
      !named.has(t.lemma),
  );
  // ("night at the museum": the museum is where; the night is the night part's)
  const scene =
    scenes.find((t) => !['night', 'midnight', 'day', 'evening', 'morning'].includes(t.lemma)) ?? scenes[0];
  r.setting ??= scene ? scene.lemma : null;

  r.nouns = [
    ...new Set(
      tokens
        .filter(
          (t, i) =>
            t.pos === 'noun' &&
            !GAME_WORDS.has(t.lemma) &&
            !(t.lemma in WEAPONS) && // what is held says what is shot ("with a water gun")
            // (a game's own word is a thing when a boss is made of it: "a big snake boss")
            ((!named.has(t.lemma) && !named.has(t.word)) || tokens[i + 1]?.lemma === 'boss') &&
            !DONE_BY.includes(t.word) &&
            t.lemma.length > 2,
        )
        .map((t) => t.lemma),
    ),
  ];
  r.parts = PART_WORDS.filter(([, words]) => has(tokens, ...words)).map(([p]) => p);
  // ("build up from Ace to King", "the queen of spades", a chess king: a card or a piece, no boss)
  if (
    has(tokens, 'card', 'cards', 'deck', 'suit', 'suits', 'chess', 'checkmate', 'solitaire', 'klondike') &&
    !has(tokens, 'boss', 'bosses', 'overlord', 'mothership')
  )
    // prettier-ignore
    r.parts = r.parts.filter((p) => p !== 'boss');
  // ("the score should save my best", "keep my best score", "high score"): the best kept, shown
  if (/\b(?:save|keep|remember|store)\b[^.]{0,24}\bbest\b|\bhigh ?scores?\b|\bbest scores?\b/i.test(english))
    r.parts.push('highscores');
  // ("3 weapon types", "weapon upgrades": weapons picked up are power-ups)
  if (/\bweapon (?:types?|upgrades?|pickups?)\b/i.test(english)) r.parts.push('powerups');
  // "before the time runs out", "against the clock", "in 60 seconds": a round on the clock
  const TIMED =
    /\b(?:time limit|against (?:the )?(?:clock|time)|beat the clock|out of time|(?:time|clock) (?:runs?|running) out|\d+\s*(?:seconds?|secs?|minutes?|mins?))\b/i;
  if (TIMED.test(english) && !COMPLAINT.test(english) && !FUSED.test(english) && !TOOK.test(english)) r.parts.push('timer'); // prettier-ignore
  // ("show the time", "with a stopwatch", "a timer and moves" in a puzzle): how long it took, shown,
  // no clock that runs out
  r.stopwatch =
    STOPWATCH.test(english) ||
    (r.parts.includes('timer') && !TIMED.test(english) && !has(tokens, 'countdown', 'deadline'));
  if (STOPWATCH.test(english)) for (const w of ['stopwatch', 'clock', 'timer', 'time']) notThings.add(w);
  // ("balloons with animals on them", "each balloon has a smiley on it"): drawn on them, no thing of its own
  const decor = DECOR.exec(english);
  if (decor) {
    r.decor = decor[1];
    for (const t of tokenize(decor[1])) notThings.add(t.lemma);
  }
  // ("the chicken coop" is a hen house, not co-op play)
  const coop = tokens.findIndex((t) => t.word === 'coop');
  if (
    coop > 0 &&
    ['det', 'noun'].includes(tokens[coop - 1].pos) &&
    !has(tokens, 'multiplayer', 'two-player', '2-player', 'pvp', 'co-op')
  )
    r.parts = r.parts.filter((p) => p !== 'twoPlayer');
  // "add a second ball", "two balls at once": more than one ball in play.
  const MORE = ['second', 'another', 'more', 'extra', 'multiple', 'two', '2', 'double'];
  if (tokens.some((t, i) => t.lemma === 'ball' && MORE.includes(tokens[i - 1]?.word ?? '')))
    r.parts.push('multiball');
  if (HOLD_TO_RISE.test(english)) r.parts.push('hold');
  // "catch the snowflakes on your tongue": the tongue catches, stuck out of a face.
  if (/\b(?:on|with|in|into) (?:your|my) (?:tongue|mouth)\b/i.test(english)) {
    r.player ??= 'tongue';
    if (r.setting === 'tongue' || r.setting === 'mouth') r.setting = null;
  }
  // (the sun that comes up is the clock, no thing in the game)
  if (BEFORE_DAWN.test(english)) {
    r.parts.push('timer');
    r.setting ??= 'night';
    for (const w of ['sun', 'sunrise', 'dawn', 'morning']) notThings.add(w);
  }
  // "before the storm": a race with the weather (the storm is no thing to dodge)
  const weather = BEFORE_WEATHER.exec(english);
  if (weather) {
    r.parts.push('timer');
    r.setting ??= 'stormy';
    notThings.add(weather[1]);
  }
  // "before dark", "before sunset": the day running out is the clock, not a dark game
  if (BEFORE_DARK.test(english)) {
    r.parts = [...r.parts.filter((p) => p !== 'night'), 'timer'];
    r.setting ??= 'sunset';
    for (const w of ['dark', 'sunset', 'nightfall', 'sun']) notThings.add(w);
  }
  for (const list of [r.nouns, r.targets, r.hazards, r.enemies, r.allies])
    list.splice(0, list.length, ...list.filter((x) => !notThings.has(x)));
  if (GRAVITY_FLIP.test(english)) r.parts.push('flip');
  for (const n of names) r.parts.push(...(NAMED_PARTS[n] ?? []));
  if (hasPhrase(tokens, 'power up') || hasPhrase(tokens, 'power ups')) r.parts.push('powerups');
  // ("remember the best time for each one", "my fastest times", "a personal best")
  if (
    [
      'high score',
      'high scores',
      'best score',
      'best time',
      'best times',
      'fastest time',
      'fastest times',
      'personal best',
      'record time',
    ].some((p) => hasPhrase(tokens, p))
  )
    // prettier-ignore
    r.parts.push('highscores');
  // ("a high score table", "a score board": the table of scores, no table to catch)
  for (const w of ['table', 'list', 'board', 'tables', 'lists', 'boards'])
    if (['score', 'scores', 'highscore'].some((s) => hasPhrase(tokens, `${s} ${w}`))) {
      r.parts.push('highscores');
      for (const list of [r.nouns, r.targets, r.hazards, r.enemies, r.allies])
        list.splice(0, list.length, ...list.filter((x) => x !== w && x !== w.replace(/s$/, '')));
    }
  if (
    hasPhrase(tokens, 'all directions') ||
    hasPhrase(tokens, 'any direction') ||
    hasPhrase(tokens, 'every direction')
  )
    r.parts.push('aimAnywhere');
  // "a snowball fight", "they shoot back", "bullet hell": the other side fires too.
  if (
    /\b(shoots?|fires?|throws?|fight|hits?) back\b|\b(snowball|water ?balloon|pillow|paintball|food|laser|nerf|dodgeball) (fight|battle|war)s?\b|\bbullet (hell|patterns?)\b|\b(enemies|they|foes) (shoot|fire|throw)\b|\bdodge theirs\b/i.test(
      text,
    ) ||
    // ("dragons breathing fire at the castle", "the dragons should shoot at you")
    /\bbreath(?:e|es|ing) (?:fire|flames?)\b|\bspit(?:s|ting)? (?:fire|venom|poison)\b|\b(?!(?:you|i|we|me)\b)\w+ (?:should|will|can|could) (?:also )?(?:shoot|fire|throw|spit|breathe)\b/i.test(
      text,
    )
  )
    r.parts.push('returnFire');
  if (
    /\b(2|two)[ -]?players?\b|\b(2|two) (people|persons|kids|friends)\b|\bmultiplayer\b|\bplay together\b|\b(with|against|vs\.?|versus) (a|my) (friend|buddy|sibling|brother|sister)\b|\blocal (co-?op|multiplayer)\b|\b(second|2nd|another) player\b|\bplayer (2|two)\b|^\W*(?:a |an )?\w+(?: \w+)? for (?:2|two)\b(?! (?:minutes?|seconds?|hours?|levels?|lives|rounds?|\w+s\b))/i.test(
      text,
    )
  )
    r.parts.push('twoPlayer');
  // ("two people play": the people are the players, nothing drawn)
  if (r.parts.includes('twoPlayer')) forget('person', r.nouns, r.hazards, r.targets);
  if (
    /\b(levels?\s*\d|\d+\s*levels|(more|new|multiple|second|another|next|harder|extra) levels?|level up)\b/i.test(
      text,
    )
  )
    r.parts.push('levels');
  // "no timer", "without enemies", "don't add a boss"
  tokens.forEach((t, i) => {
    if (['no', 'without', 'remove', 'less'].includes(t.word) || t.word === "don't" || t.word === 'not') {
      const p = phraseAt(tokens, i + 1, named);
      if (p) r.without.push(...p.words);
      const next = tokens[i + 1];
      if (next) r.without.push(next.lemma);
    }
  });
  // ("no enemies or timers": each of a list said not to be there)
  const listedOut = (w: string) => new RegExp(`\\b(?:no|without) (?:\\w+,? (?:or|and|nor) )+${w}s?\\b`, 'i').test(english); // prettier-ignore
  for (const [part, words] of PART_WORDS)
    if (words.some((w) => r.without.includes(w) || r.without.includes(singular(w)) || listedOut(w))) {
      r.parts = r.parts.filter((p) => p !== part);
      r.unwanted.push(part);
    }
  // ("easy/medium/hard buttons", "choose the difficulty": a choice on the title screen, no one level)
  const modes = MODES.test(english);
  if (modes) r.parts.push('modes');
  // ("three difficulty levels", "tres niveles (fácil, medio, difícil)": a choice of how hard, no levels to
  // climb unless they are asked too)
  if (
    modes &&
    /\bdifficulty levels?\b|\blevels? \((?:easy|normal|medium)\b/i.test(english) &&
    !/\blevels?\b/i.test(english.replace(/\bdifficulty levels?\b|\blevels? \((?:easy|normal|medium)\b/gi, ''))
  )
    r.parts = r.parts.filter((p) => p !== 'levels');
  r.parts = [...new Set(r.parts)];

  // ("make it get a bit harder each round" is a game that ramps up, not a hard one)
  const ramp = (i: number) =>
    ['harder', 'tougher'].includes(tokens[i].word) &&
    (tokens.slice(i + 1, i + 3).some((x) => ['each', 'every', 'as', 'over', 'with'].includes(x.word)) ||
      // ("the longer you drag, the harder it goes": how hard it is hit, not a hard game)
      tokens[i - 1]?.word === 'the');
  const hard = ['hard', 'difficult', 'insane', 'brutal', 'challenging', 'impossible', 'hardcore'];
  r.difficulty = tokens.some((t, i) => (hard.includes(t.word) || hard.includes(t.lemma)) && !ramp(i))
    ? 'hard'
    : tokens.some(
          (t, i) =>
            (EASY.includes(t.word) || EASY.includes(t.lemma)) && !LOOKS.includes(tokens[i + 1]?.lemma ?? ''),
        ) // ("simple shapes": how it looks)
      ? 'easy'
      : YOUNG.test(english)
        ? 'easy'
        : null;
  if (modes) {
    r.difficulty = null;
    noThings(r, [
      'medium',
      'difficulty',
      'mode',
      'button',
      'level',
      'setting',
      'option',
      'choice',
      'selection',
    ]);
  }
  // (a size word before a thing, not before a boss or a level: "big balloons", not "a big boss")
  const sized = (words: string[]) =>
    tokens.some(
      (t, i) =>
        words.includes(t.word) &&
        tokens[i + 1] &&
        ![tokens[i + 1].lemma, tokens[i + 2]?.lemma].some((w) =>
          ['boss', 'level', 'map', 'world', 'maze', 'paddle', 'bonus', 'board', 'grid'].includes(w ?? ''),
        ) &&
        ['noun', 'adj'].includes(tokens[i + 1].pos),
    );
  r.size = sized(['big', 'huge', 'giant', 'large', 'massive']) ? 1.3 : sized(['tiny', 'small']) ? 0.8 : null;
  r.speed = has(tokens, 'fast', 'quick', 'speedy', 'turbo', 'frantic', 'hyper')
    ? 1.3
    : has(tokens, 'slow', 'calm', 'gentle', 'relaxing')
      ? 0.75
      : null;
  // ("3 tries", "five chances": lives by other names)
  r.lives = numberBefore(tokens, ['lives', 'life', 'hearts', 'tries', 'chances', 'attempts']);
  // ("start with 5 hearts": hearts counted are lives, no thing to draw)
  if (r.lives && numberBefore(tokens, ['hearts'])) noThings(r, ['heart']);
  const secs = numberBefore(tokens, ['seconds', 'second', 'secs', 'sec']);
  const mins = numberBefore(tokens, ['minutes', 'minute', 'mins', 'min']);
  r.seconds = COMPLAINT.test(english) || FUSED.test(english) || TOOK.test(english) ? null : (secs ?? (mins ? mins * 60 : null)); // prettier-ignore
  r.levels = numberBefore(tokens, ['levels', 'stages', 'worlds']);
  r.days = numberBefore(tokens, ['days']);
  const outOf = /\b(\d)\s+colou?rs?\s+(?:out\s+)?of\s+(\d)\b/i.exec(english);
  const length = outOf ? Number(outOf[1]) : numberBefore(tokens, ['pegs', 'holes', 'slots', 'positions', 'spots']); // prettier-ignore
  const colours = outOf ? Number(outOf[2]) : numberBefore(tokens, ['colors', 'colours']);
  r.code = length || colours ? { length, colours } : null;
  const grid = /\b(\d{1,2})\s*[x×]\s*(\d{1,2})\b/i.exec(english);
  r.grid = grid ? { cols: Number(grid[1]), rows: Number(grid[2]) } : null;
  r.mines = numberBefore(tokens, ['mines', 'bombs', 'mine', 'bomb']);
  // ("8x8 with 10 mines, 12x12 with 25, 16x16 with 40": a board for each of easy, normal and hard)
  r.boards = [
    ...english.matchAll(/\b(\d{1,2})\s*[x×]\s*(\d{1,2})\b(?:\s*(?:with|w\/|and|,)?\s*(\d{1,3})\b)?/gi),
  ].map((m) => ({ cols: Number(m[1]), rows: Number(m[2]), mines: m[3] ? Number(m[3]) : null }));
  // ("10 multiple choice questions": how many a quiz asks)
  const QUESTIONS = ['questions', 'question', 'qs'];
  const more = tokens.findIndex(
    (t, k) => MORE_OF.includes(t.word) && QUESTIONS.includes(tokens[k + 1]?.word),
  );
  const asks = more > 0 ? numberBefore(tokens.slice(0, more).concat(tokens.slice(more + 1)), QUESTIONS) : numberBefore(tokens, QUESTIONS); // prettier-ignore
  r.asks = asks ? { count: asks, more: more > 0 } : null;
  // (in the order said: "pastel pink and mint green" is pink first)
  r.colours = [...new Set(tokens.map((t) => t.word).filter((w) => COLOUR_WORDS.includes(w)))];
  r.topic = hasPhrase(tokens, 'water cycle')
    ? 'water'
    : MISSING_LETTER.test(english)
      ? 'letters'
      : TELLING_TIME.test(english)
        ? 'time'
        : (TOPICS.find(([, words]) => has(tokens, ...words))?.[0] ?? null);

  const placedNames = namedAsPlace(tokens, names);
  const scores = mechanicScores(
    tokens.filter((_, k) => !turning.has(k)),
    {
      targets: r.targets.length,
      hazards: r.hazards.length,
      enemies: r.enemies.length,
    },
    // ("pacman … in a maze": the game named outright, not the place it is played in)
    names.filter((n) => !placedNames.has(n)),
    approx,
  );
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0];
  // (a game known by its name that is not made yet: said so, whatever it becomes; none when a game that is
  // made is named too, "like backgammon but a race")
  const unbuilt = names.length ? null : (UNBUILT.find((n) => hasPhrase(tokens, n)) ?? null);
  if (best && best[1] >= 2) {
    r.mechanic = best[0];
    r.sure = true;
    r.approximates = approx.find((n) => MECHANICS[best[0]].approx?.includes(n)) ?? unbuilt;
    if ((r.mechanic === 'quiz' || r.mechanic === 'persona') && asks) r.count = asks;
    // ("mini golf with 3 holes": a course that long)
    if (r.mechanic === 'golf') r.count = numberBefore(tokens, ['holes', 'hole']) ?? r.count;
    // "bullet hell shmup": a shoot-'em-up whose foes fill the screen with bullets, shot back at
    const shmup = names.some((n) => MECHANICS.shooter.names.includes(n));
    if (r.mechanic === 'dodge' && names.includes('bullet hell') && shmup) r.mechanic = 'shooter';
    // ("a sword fighting game with samurai": a blade swung at foes from every side, no bout of rounds)
    const bladed = tokens.some((t) =>
      ['sword', 'swords', 'katana', 'axe', 'spear', 'blade'].includes(t.word),
    );
    if (r.mechanic === 'fighter' && bladed && names.every((n) => ['fighting game', 'fight game'].includes(n)))
      r.mechanic = 'arena';
  } else if (r.parts.includes('hold')) {
    r.mechanic = 'flappy'; // holding to rise is how a helicopter game flies
    r.sure = true;
  } else {
    r.mechanic = r.enemies.length ? 'arena' : r.hazards.length && !r.targets.length ? 'dodge' : 'collect';
    r.sure = false;
  }
  if (!r.approximates && unbuilt) r.approximates = unbuilt;

  // "hopping across the road", "get across the river": getting over a way others use is a crossing.
  const across = tokens.findIndex(
    (t, i) =>
      (t.word === 'across' || t.lemma === 'cross') &&
      tokens.slice(i + 1, i + 4).some((x) => x.pos === 'noun' && CROSSABLE.has(x.lemma)),
  );
  if (across >= 0 && !names.length && !r.targets.length && !['racer', 'race'].includes(r.mechanic)) {
    r.mechanic = 'crossing';
    r.sure = true;
  }
  // "a bird that flies between buildings": what one flies between are the gaps' walls.
  const between = tokens.findIndex((t) => t.word === 'between');
  const walls = between >= 0 ? objectsAt(tokens, between + 1, new Set()).things : [];
  if (r.mechanic === 'flappy' && walls.length) {
    forget(walls[0], r.targets, r.enemies);
    r.hazards = [walls[0], ...r.hazards.filter((h) => h !== walls[0])];
  }
  // "bake a cake for the customers": made to order is a kitchen, unless it is named an idle game.
  const idle =
    names.some((n) => MECHANICS.clicker.names.includes(n)) ||
    has(tokens, 'idle', 'clicker', 'tycoon', 'incremental');
  if (r.mechanic === 'clicker' && !idle && has(tokens, 'customer', 'customers', 'order', 'orders')) {
    r.mechanic = 'cook';
    r.sure = true;
  }
  // ("idle pizza shop": an idle game stays one, whatever it sells)
  if (r.mechanic === 'cook' && idle) r.mechanic = 'clicker';
  // "feed the hungry dinosaurs the right food": each wants a food of its own, served as ordered
  if (!names.length && FEEDS_RIGHT(tokens)) {
    r.mechanic = 'cook';
    r.sure = true;
  }
  // "a ghost scaring people", "a mouse stealing cheese from a sleeping cat", "without being seen":
  // coming up on people unseen, or taking things from under watching eyes, is stealth.
  const scaring = has(tokens, 'scare', 'scaring', 'scares', 'spook', 'spooking', 'frighten', 'frightening');
  const unseen =
    tokens.some((t) => ['sneak', 'tiptoe', 'creep'].includes(t.lemma)) ||
    /\bwithout (being |getting )?(seen|spotted|noticed|caught|detected|waking)\b|\bwithout (the |a |any )?\w+ (seeing|noticing|spotting|hearing|catching|waking)\b|\b(must|should|can) ?not be (seen|spotted|caught)\b|\b(unseen|unnoticed|undetected)\b|\b(sleeping|asleep)\b|\bred light,? green light\b|\bsquid game\b/i.test(
      english,
    );
  if (
    !names.length &&
    ((scaring && !r.enemies.length && r.targets.length) ||
      (unseen && ['collect', 'whack', 'dodge', 'maze', 'arena'].includes(r.mechanic)))
  ) {
    r.mechanic = 'sneak';
    r.sure = true;
    // (those who would see you are the watchers, not things in the way)
    r.enemies.push(...r.hazards.filter((h) => isCreature(h)));
    r.hazards = r.hazards.filter((h) => !isCreature(h));
  }
  if (r.mechanic === 'sneak') {
    // "without the guards seeing you": they are who watches, never who you play
    const seer =
      (/\bwithout (?:the |a |any )?(\w+) (?:seeing|noticing|spotting|hearing|catching|waking)\b/i.exec(
        english,
      ) ??
        /\b(?:sneak|sneaks|sneaking|creep|creeps|creeping|tiptoe|tiptoes|tiptoeing) past (?:the |a )?(\w+)/i.exec(
          english,
        ))?.[1];
    const watcher = seer ? lemmaOf(tokens, seer) : null;
    if (watcher && isCreature(watcher)) {
      r.enemies = [watcher, ...r.enemies.filter((e) => e !== watcher)];
      forget(watcher, r.targets, r.hazards);
      if (r.player === watcher) r.player = null;
    }
    // "you can hide behind plants": cover, never what is taken
    r.targets = r.targets.filter((t) => !/^(?:behind|under|inside) /.test(t));
    // "sneak from your desk to the coffee machine and back": where you sneak to is what you go for
    const to = /\b(?:sneak|sneaks|sneaking|creep|creeps|creeping|tiptoe|tiptoes|tiptoeing) (?:from (?:the |your |my |his |her )?\w+ )?to (?:the |a )?(\w+)(?: (\w+))?/i.exec(english); // prettier-ignore
    if (to) {
      // (two nouns are one thing: "the coffee machine")
      const [first, second] = [to[1].toLowerCase(), to[2]?.toLowerCase()];
      const goal =
        second && r.nouns.includes(first) && r.nouns.includes(second) ? `${first} ${second}` : first;
      if (!['get', 'go', 'the', 'reach'].includes(goal)) {
        forget(goal, r.enemies, r.hazards);
        r.targets = [goal, ...r.targets.filter((t) => t !== goal)];
      }
    }
    // "escape from the prison": the prison is where, and a prisoner gets out with its keys
    const from =
      /\b(?:escape|escaping|break out|breaking out|get out|getting out) (?:of |from )?(?:the |a )?(\w+)/i.exec(
        english,
      )?.[1];
    const jail =
      from && /^(prison|jail|cell|dungeon|castle|tower|house|mansion|museum|bank)$/.test(from) ? from : null;
    if (jail) {
      r.setting ??= jail;
      forget(jail, r.enemies, r.targets, r.hazards);
      if (!r.targets.length) r.targets.push('key');
      if (!r.player && /prison|jail|cell|dungeon/.test(jail)) r.player = 'prisoner';
    }
  }
  if (
    r.mechanic === 'sneak' &&
    /\b(sleeping|asleep|sleeps|naps?|napping|waking|wakes?)\b|\bred light\b|\bsquid game\b|\bstatues\b/i.test(
      english,
    )
  )
    r.parts.push('sleeps');
  // "a fisherman catching fish": who fishes fishes, with a rod.
  if (r.mechanic === 'catch' && ANGLERS.has(r.player ?? '') && !names.length) r.mechanic = 'fishing';
  // ("a cat that has to catch mice in the kitchen"): creatures a creature catches run, they are chased,
  // not caught as they fall
  if (
    r.mechanic === 'catch' &&
    !names.length &&
    r.player &&
    isCreature(r.player) &&
    r.targets.length > 0 &&
    r.targets.every((t) => isCreature(t) && !/fish|salmon|trout|tuna|shrimp|crab/.test(t)) && // (no swimmers)
    !FALLS.test(english)
  )
    r.mechanic = 'collect';
  // "an eagle diving to catch salmon from the river": a bird that dives for fish fishes with itself.
  const divesFor =
    ['catch', 'collect', 'fishing'].includes(r.mechanic) &&
    !names.length &&
    DIVERS.has(r.player?.split(' ').pop() ?? '') &&
    (has(tokens, 'dive', 'diving', 'dives', 'swoop', 'swooping', 'plunge', 'plunging') ||
      r.mechanic === 'fishing') &&
    r.nouns.some((n) => /\b(fish|salmon|trout|tuna|sardine|mackerel|herring|minnow)$/.test(n));
  if (divesFor) {
    r.mechanic = 'fishing';
    r.sure = true;
    if (!r.parts.includes('dive')) r.parts.push('dive');
  }
  // ("cast line, wait for a bite, little reel minigame, sell fish for coins, buy better rods"): fishing
  // the way a fishing sim plays it, from a dock
  if (r.mechanic === 'fishing' && !r.parts.includes('dive') && ANGLING.test(english)) r.mechanic = 'angling';
  // ("watch out for old boots": what bites now and then and is worth nothing)
  const junk = r.mechanic === 'angling' && r.nouns.find((n) => JUNK.includes(n.split(' ').pop()!));
  if (junk && !r.hazards.length) {
    r.hazards.push(junk);
    forget(junk, r.targets);
  }
  // "a frog catching flies", "a chameleon catching bugs with its tongue": a tongue flicked at them.
  const licks =
    (TONGUED.has(r.player ?? '') && r.targets.some((t) => BUGS.has(t.split(' ').pop()!))) ||
    has(tokens, 'tongue', 'tongues');
  if (
    licks &&
    !names.length &&
    ['catch', 'collect', 'arena', 'dodge', 'whack', 'tongue'].includes(r.mechanic)
  ) {
    r.mechanic = 'tongue';
    r.sure = true;
  }
  // "a penguin sliding down an icy hill", "skiing down the mountain": down a snowy slope.
  const downhill = tokens.some(
    (t, i) =>
      ['slide', 'glide', 'roll', 'zoom', 'race', 'speed', 'go', 'rush'].includes(t.lemma) &&
      tokens[i + 1]?.word === 'down' &&
      tokens
        .slice(i + 2, i + 6)
        .some((x) => ['hill', 'slope', 'mountain', 'mountainside', 'piste'].includes(x.lemma)),
  );
  if (
    !names.length &&
    (downhill ||
      has(
        tokens,
        'ski',
        'skiing',
        'skier',
        'snowboard',
        'snowboarding',
        'snowboarder',
        'sled',
        'sledding',
        'sledge',
        'toboggan',
      ))
  ) {
    r.mechanic = 'slope';
    r.sure = true;
    if (['hill', 'slope', 'mountain', 'piste'].includes(r.setting ?? '')) r.setting = 'snowy mountain';
    r.setting ??= 'snowy mountain';
  }
  if (r.mechanic === 'slope') {
    r.setting ??= 'snowy mountain';
    for (const w of ['hill', 'slope', 'mountain', 'piste', 'mountainside'])
      forget(w, r.targets, r.hazards, r.enemies, r.nouns);
    // (who slides: a snowboarder, a sled, unless someone is named)
    if (!r.player && has(tokens, 'snowboard', 'snowboarding', 'snowboarder')) r.player = 'snowboarder';
    if (!r.player && has(tokens, 'sled', 'sledding', 'sledge', 'toboggan')) r.player = 'sled';
  }
  // "dig for gold but avoid the bombs": digging is how it plays, whatever else is in the way
  if (
    !names.length &&
    has(tokens, 'dig', 'digs', 'digging', 'excavate', 'unearth') &&
    ['collect', 'dodge', 'arena', 'maze'].includes(r.mechanic)
  ) {
    r.mechanic = 'dig';
    r.sure = true;
    // ("minecraft but 2d and u can dig down": who digs there is a miner)
    if (r.player === 'minecraft') r.player = 'miner';
    forget('minecraft', r.hazards, r.enemies, r.targets, r.nouns);
  }
  // "a lumberjack chopping trees", "chop wood": trees are chopped from the foot, log by log.
  const felled = r.nouns.some((n) =>
    ['tree', 'wood', 'log', 'trunk', 'timber', 'oak', 'pine'].includes(n.split(' ').pop()!),
  );
  const chopper = ['lumberjack', 'woodcutter', 'beaver', 'logger'].includes(r.player ?? '');
  if (!names.length && felled && (chopper || has(tokens, 'chop', 'chopping', 'chops', 'fell', 'felling')))
    r.mechanic = 'chop';
  // "a monster truck crushing cars": driven over, not a match of candies
  if (
    !names.length &&
    VEHICLES.has(r.player?.split(' ').pop() ?? '') &&
    has(tokens, 'crush', 'crushing', 'crushes', 'smash', 'smashing', 'smashes')
  ) {
    r.mechanic = 'collect';
    r.sure = true;
  }
  // "a snowball fight": in the snow
  if (has(tokens, 'snowball', 'snowballs')) r.setting ??= 'winter';
  // "decorate the christmas tree": it is christmas there (the snow falls behind it)
  if (r.mechanic === 'decorate' && /\bchristmas\b|\bxmas\b/i.test(english)) r.setting ??= 'christmas';
  // "a delivery guy on a bike dodging potholes": dodging on a road vehicle is a ride down a road.
  const ridden = RIDDEN.has(r.setting ?? '') || RIDDEN.has(r.player ?? '');
  if (ridden && r.mechanic === 'dodge' && !names.length) {
    r.mechanic = 'racer';
    if (RIDDEN.has(r.setting ?? '')) r.setting = 'road';
  }
  // "the lava is rising, climb up": what rises is a flood from below, never the one you play.
  const flood = tokens.find((t) => ['lava', 'water', 'flood', 'tide', 'acid'].includes(t.lemma));
  if (flood && has(tokens, 'rise', 'rising', 'rises') && !r.hazards.some((h) => h.endsWith(flood.lemma))) {
    if (r.player?.split(' ')[0] === flood.lemma) [r.player, r.playerSure] = [null, false];
    for (const w of [flood.lemma, `${flood.lemma} rise`, 'rise']) forget(w, r.targets, r.enemies, r.nouns);
    r.hazards.unshift(`rising ${flood.lemma}`);
  }
  // "a tractor harvesting wheat", "mow the lawn": a field is cut row by row, every tile of it.
  if (
    has(tokens, 'mow', 'mowing', 'harvest', 'harvesting', 'reap', 'reaping') &&
    !has(tokens, 'plant', 'planting', 'grow', 'growing', 'water') &&
    tokens.some((t) => CROPS.includes(t.lemma)) &&
    !names.length
  ) {
    r.mechanic = 'paint';
    r.sure = true;
  }
  // "dodge the shopping carts in the parking lot": a parking lot is where, when nobody parks.
  if (
    r.mechanic === 'park' &&
    has(tokens, 'dodge', 'avoid', 'dodging', 'avoiding') &&
    !tokens.some((t, i) => t.lemma === 'park' && t.pos === 'verb' && tokens[i + 1]?.word !== 'lot')
  )
    r.mechanic = 'dodge';
  // "an archer shooting at targets": targets are shot at in a gallery, not foes of a shooter.
  if (
    ['shooter', 'arena'].includes(r.mechanic) &&
    !names.length &&
    [...r.enemies, ...r.targets].some((x) => ['target', 'bullseye', 'dartboard'].includes(x))
  )
    r.mechanic = 'gallery';
  // "ice hockey goalie stopping pucks": a keeper stopping shots plays a shootout, in goal.
  if (
    has(tokens, 'goalie', 'goalkeeper', 'keeper') &&
    has(tokens, 'stop', 'save', 'block', 'stopping', 'saving', 'blocking') &&
    !names.length
  ) {
    r.mechanic = 'penalty';
    r.sure = true;
  }
  // "find 7 differences at the beach": differences are spotted between two pictures.
  if (has(tokens, 'difference', 'differences') && !names.length && r.mechanic !== 'quiz') {
    r.mechanic = 'spotdiff';
    forget('difference', r.targets, r.nouns);
  }
  // "a racing game with laps": laps are gone round a circuit.
  if (['racer', 'race'].includes(r.mechanic) && has(tokens, 'lap', 'laps', 'circuit')) {
    r.mechanic = 'circuit';
    forget('lap', r.targets, r.nouns);
  }
  // "aliens invading earth": foes come at what is defended, which stands where they come to.
  if (defended && ['arena', 'collect', 'dodge'].includes(r.mechanic) && r.enemies.length && !names.length) {
    r.mechanic = 'shooter';
    r.sure = true;
  }
  if (r.escape && !names.length) {
    r.mechanic = 'maze';
    r.sure = true;
  }
  if (feeding && !names.length) {
    r.mechanic = 'catch';
    r.sure = true;
    r.parts.push('feed');
  }
  if (building && r.mechanic === 'catch') r.parts.push('build');
  if (ledAway && !names.length) {
    r.mechanic = 'dodge';
    r.sure = true;
  }
  // "cleaning up trash on the beach": litter picked up is gathered; sorting is when bins or sorting
  // are said.
  if (
    r.mechanic === 'sort' &&
    !names.length &&
    !has(tokens, 'sort', 'sorting', 'bin', 'bins', 'recycle', 'recycling', 'separate', 'into', 'right')
  )
    r.mechanic = 'collect';
  // "tap the numbers in order from 1 to 20": how many numbers.
  const upTo = /\b(?:1|one) to (\d{1,2})\b/.exec(english);
  if (r.mechanic === 'numbers' && upTo) r.count = Math.max(4, Math.min(49, Number(upTo[1])));
  // "match the socks": things matched with no row of three said are pairs to find.
  if (r.mechanic === 'match3' && !names.length && !has(tokens, '3', 'three', 'row', 'rows', 'line', 'swap'))
    r.mechanic = 'memory';
  // "catch the chickens that escaped": loose animals are chased down, not caught as they fall.
  if (
    r.mechanic === 'catch' &&
    !names.length &&
    r.targets.some((x) => isCreature(x.split(' ').pop()!)) &&
    has(tokens, 'runaway', 'escaped', 'loose', 'fleeing')
  )
    r.mechanic = 'collect';
  // "lassoing runaway cows", "chase the pigs": creatures hunted down run from you.
  if (
    r.mechanic === 'collect' &&
    !carrying &&
    r.targets.some((x) => isCreature(x.split(' ').pop()!)) &&
    (has(tokens, 'runaway', 'escaped', 'loose', 'fleeing') ||
      tokens.some(
        (t) =>
          t.pos === 'verb' && ['chase', 'lasso', 'catch', 'hunt', 'herd', 'round', 'rope'].includes(t.lemma),
      ))
  )
    r.parts.push('flee');
  // ("snake but the apple runs away", "the food runs from you"): what the snake eats runs off
  const runs = /\b(\w+) (?:(?:always|just|also|quickly|keeps|then|will|can) )?(?:runs?|running|moves?|moving|hops?|rolls?|scurr(?:ies|ying|y)|flees?|fleeing|escapes?|escaping|tries to (?:escape|get away|run away)) (?:away|off|from (?:you|the snake|the player|your head|it))\b/i.exec(english); // prettier-ignore
  const runner = runs && r.mechanic === 'snake' ? lemmaOf(tokens, runs[1]) : null;
  if (runner && runner !== 'snake' && (r.nouns.includes(runner) || r.player === runner)) {
    if (r.player === runner) [r.player, r.playerSure] = [null, false];
    r.targets = [runner, ...r.targets.filter((t) => t !== runner)];
    r.hazards = r.hazards.filter((t) => t !== runner);
    r.parts.push('flee');
  }
  // "a bird building a nest with twigs", "a beaver building a dam from sticks": the makings are
  // picked up one at a time and brought to what is being built.
  const built = /\b(?:build|builds|building|make|makes|making) (?:a |an |the |its |his |her |their )?(\w+) (?:with|from|out of) (\w+)/i.exec(english); // prettier-ignore
  if (built && !names.length && r.player && isCreature(r.player)) {
    const [what, from] = [lemmaOf(tokens, built[1]), lemmaOf(tokens, built[2])];
    r.targets = [from, ...r.targets.filter((x) => x !== from && x !== what)];
    forget(what, r.hazards, r.enemies, r.allies);
    r.goalThing = what;
    r.mechanic = 'collect';
    r.sure = true;
    r.parts.push('carry');
  }
  if (carrying && !names.length) {
    r.mechanic = 'collect';
    r.sure = true;
    r.parts.push('carry');
    r.goalThing ??= 'destination'; // (a taxi's passengers go somewhere each)
  }
  // "a knight fighting a dragon boss", "boss battle": the boss is who is fought, from the start (not
  // "a boss at the end").
  const bossAt = tokens.findIndex((t) => t.lemma === 'boss');
  r.bossFirst =
    bossAt >= 0 &&
    (tokens[bossAt - 1]?.pos === 'noun' ||
      ['battle', 'fight', 'rush'].includes(tokens[bossAt + 1]?.lemma ?? '')) &&
    !has(tokens, 'end', 'last', 'late', 'later', 'final', 'finally');
  // "a boss every 3 levels", "after every 3rd level comes a boss", "every third level has a boss"
  const every = bossAt >= 0 ? BOSS_EVERY.exec(english) : null;
  if (every) {
    const n = ORDINALS[every[1] ?? every[2]] ?? Number(every[1] ?? every[2]);
    if (n >= 2 && n <= 5) [r.bossEvery, r.levels] = [n, null];
  }
  // "10 waves", "a boss on wave 10", "a boss in the final wave"
  const waves = /\b(\d{1,2}) waves\b/i.exec(english);
  r.waves = waves ? Number(waves[1]) : null;
  const bossWave = /\bboss\w* (?:\w+ ){0,6}?(?:on|at|in|for) (?:the )?(?:wave (\d{1,2})|(\d{1,2})(?:st|nd|rd|th) wave|(?:last|final) wave)\b/i.exec(english); // prettier-ignore
  r.bossWave = bossWave ? Number(bossWave[1] ?? bossWave[2] ?? -1) : null;
  // "against 3 rivals": rivals, opponents and competitors are who the game is against, no thing.
  for (const w of ['rival', 'opponent', 'competitor']) forget(w, r.enemies, r.hazards, r.targets, r.nouns);
  // "a firefly lighting up the forest to find its friends": its friends are more of its own kind.
  const friends = tokens.findIndex(
    (t, i) =>
      ['friend', 'family', 'pal', 'buddy', 'sibling', 'brother', 'sister'].includes(t.lemma) &&
      ['its', 'his', 'her', 'their'].includes(tokens[i - 1]?.word ?? ''),
  );
  if (friends >= 0 && r.player) {
    forget(tokens[friends].lemma, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
    r.targets.unshift(r.player);
    r.playerSure = true;
    // (looking for them is how it plays: finding them)
    if (r.mechanic === 'collect' && tokens.some((t) => ['look', 'find', 'search', 'seek'].includes(t.lemma)))
      r.sure = true;
  }
  // "skeletons and a lich boss", "aliens, and the boss is a giant kraken": a boss of its own kind is
  // drawn as itself; one of the kind fought ("a dragon boss" when dragons are fought, "the zombie king")
  // is that kind, only bigger. Never the player.
  const boss = bossNamed(tokens);
  if (boss) {
    if (r.player && boss.words.includes(r.player)) [r.player, r.playerSure] = [null, false];
    const kind = [...r.enemies, ...r.targets, ...r.hazards, ...r.allies].find((x) => x.endsWith(boss.name)) ?? boss.name; // prettier-ignore
    if (r.enemies.some((x) => x !== kind)) {
      forget(kind, r.enemies, r.targets, r.hazards, r.allies, r.nouns);
      r.boss = kind;
    }
    // (its title is no thing of the game: "the zombie king" is a zombie)
    for (const w of boss.words) if (w !== kind && BOSS_TITLES.includes(w)) forget(w, r.nouns);
    if (!r.parts.includes('boss')) r.parts.push('boss');
  }
  // "eggs that fall from the chickens": who drops them walks along the top (the dropper of a catch).
  const dropper = droppedFrom(tokens);
  if (dropper && r.mechanic === 'catch' && !SETTING_WORDS.has(dropper)) {
    forget(dropper, r.targets, r.hazards);
    r.enemies = [dropper, ...r.enemies.filter((x) => x !== dropper)];
    if (!r.parts.includes('boss')) r.parts.push('boss');
  }
  // "snowball fight for 2 players, first to 5 hits wins": two who fight each other are a duel (two in an
  // arena fight off the waves side by side)
  // (and a battle of two in space is fought between them, not side by side against the waves)
  const eachOther = /\beach other\b|\bvs\.?\b|\bversus\b|\bhits? wins?\b/i.test(english) || (r.mechanic === 'shooter' && has(tokens, 'battle', 'fight', 'war', 'combat', 'duel')); // prettier-ignore
  if (r.parts.includes('twoPlayer') && ['arena', 'shooter'].includes(r.mechanic) && (r.firstTo || eachOther))
    r.mechanic = 'duel';
  // "a space battle for two players": two players need a game two can play, the likeliest that can;
  // a fight named and none of them likely is a duel.
  if (r.parts.includes('twoPlayer') && !MECHANICS[r.mechanic].parts.includes('twoPlayer') && !names.length) {
    const two = [...scores.entries()]
      .filter(([id]) => MECHANICS[id].parts.includes('twoPlayer'))
      .sort((a, b) => b[1] - a[1])[0];
    if (two) r.mechanic = two[0];
    else if (r.mechanic === 'penalty') {
      // Football for two has no game of its own yet: the nearest is a match of two on one pitch, each
      // guarding a goal line (said in the notes).
      r.mechanic = 'pong';
      r.approximates = 'football for two players';
      r.games.push(r.approximates);
      r.setting ??= 'pitch';
      // (the sport's name is the game, not a thing in it)
      for (const sport of ['football', 'soccer', 'ball']) forget(sport, r.targets, r.hazards);
      if (['football', 'soccer', 'ball'].includes(r.player ?? '')) r.player = null;
    } else if (has(tokens, 'battle', 'fight', 'war', 'combat', 'duel', 'shootout', 'versus', 'vs'))
      r.mechanic = 'duel';
    r.sure ||= MECHANICS[r.mechanic].parts.includes('twoPlayer');
  }
  // "tank battle in a maze against the computer": tanks fight among the walls (a duel's arena has
  // them); the computer is who drives the other tank, no thing of its own.
  if (
    has(tokens, 'tank') &&
    has(tokens, 'battle', 'fight', 'war', 'duel', 'combat', 'against', 'versus') &&
    !['duel', 'shooter', 'arena'].includes(r.mechanic)
  ) {
    r.mechanic = 'duel';
    r.sure = true;
    r.games = r.games.filter((n) => MECHANICS.duel.names.includes(n)); // (the maze is its walls)
  }
  if (r.mechanic === 'duel')
    for (const cpu of ['computer', 'cpu', 'ai', 'bot']) forget(cpu, r.enemies, r.nouns, r.targets);
  // "swinging from vine to vine", "jumping between platforms": what one moves along is the level of a
  // platform game, never a thing to avoid (crossing water on lily pads stays a crossing).
  const along = movedAlong(tokens);
  if (along && !names.length && r.mechanic !== 'crossing') {
    // (swinging along them is hanging from them)
    r.mechanic = tokens.some((t) => t.lemma === 'swing' && t.pos === 'verb') ? 'swing' : 'sidescroller';
    r.sure = true;
    forget(along, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
    if (r.setting === along) r.setting = null; // ("between buildings": the city)
    r.setting ??= ALONG_PLACES[along] ?? null;
  }
  // "swing on vines collecting bananas": what one hangs from is how it plays, not who or what.
  if (r.mechanic === 'swing') {
    for (const hold of HELD_ONTO) forget(hold, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
    if (r.player && HELD_ONTO.includes(r.player)) r.player = null;
    if (r.setting && HELD_ONTO.includes(r.setting)) r.setting = ALONG_PLACES[r.setting] ?? null;
    // (vines hang in a jungle, where apes swing)
    const apes = [
      'monkey',
      'ape',
      'gorilla',
      'chimp',
      'chimpanzee',
      'orangutan',
      'tarzan',
      'sloth',
      'gibbon',
    ];
    if (!r.setting && (has(tokens, 'vine', 'vines', 'liana') || apes.includes(r.player ?? 'monkey'))) r.setting = 'jungle'; // prettier-ignore
  }
  // "runs away from the mailman and jumps over fences": in a runner, who you run from is behind you;
  // "collecting cheese while a cat chases you": in a hunt, it comes after you all round.
  // ("escape the zombies in a mall": creatures escaped come after you all round; they do not fall)
  const escaped = r.mechanic === 'dodge' ? CHASED.exec(english)?.[1] : undefined;
  const falling = has(tokens, 'fall', 'falling', 'rain', 'raining', 'drop', 'dropping', 'sky', 'above');
  if (escaped && isCreature(lemmaOf(tokens, escaped)) && !falling && !r.parts.length) r.mechanic = 'collect';
  // (down a slope, SkiFree's yeti comes after you: "after 2000m a yeti comes and chases you")
  const who = ['runner', 'collect', 'slope'].includes(r.mechanic)
    ? chaserIn(english, tokens, r.player)
    : null;
  // (a maze's foes come after you of themselves: "find 5 keys before the thing finds you")
  const hunter = r.mechanic === 'maze' ? comingFor(english, tokens) : null;
  if (hunter && !r.enemies.includes(hunter)) r.enemies = [hunter, ...r.enemies];
  if (who && !SETTING_WORDS.has(who)) {
    if (r.player === who) r.player = null; // ("run from the zombies": you are not one)
    r.hazards = r.hazards.filter((h) => h !== who);
    r.enemies = [who, ...r.enemies.filter((e) => e !== who)];
    forget(who, r.targets); // ("where the statues come alive and chase you": they are no finds)
    r.parts.push('chaser');
  }
  // "a race of cars in the desert" is driven, not run: a race between vehicles is a racing game.
  const raced = r.nouns.find((n) => VEHICLES.has(n) && n !== 'horse');
  if ((r.mechanic === 'race' || r.mechanic === 'racer') && raced) {
    r.mechanic = 'racer';
    r.player ??= raced; // the cars of a car race are driven, the traffic is what is in the way
    if (r.player === raced) forget(raced, r.enemies, r.targets);
  }
  // "tap the drums when the notes hit the line": notes coming to a line, or on a beat, are a rhythm game
  const noted = has(tokens, 'note', 'notes', 'arrow', 'arrows');
  if (
    noted &&
    has(tokens, 'line', 'beat', 'rhythm', 'music', 'song', 'tempo') &&
    r.mechanic !== 'rhythm' &&
    !names.length
  ) {
    r.mechanic = 'rhythm';
    forget('line', r.targets, r.hazards, r.nouns);
    // (what is played is who you are: the drums)
    const played = r.nouns.find((n) => PLAYED.includes(n));
    if (played) {
      r.player = played;
      forget(played, r.targets, r.hazards, r.nouns);
    }
  }
  // (the beat and the music are what it is played to, never things on the screen)
  if (r.mechanic === 'rhythm') {
    // ("like guitar hero": the instrument named is what is played)
    const played = tokens.find((t) => PLAYED.includes(t.lemma))?.lemma;
    if (played && (!r.player || r.player === 'hero')) r.player = played;
    forget('beat', r.targets, r.nouns);
    if (['beat', 'music', 'song', 'rhythm'].includes(r.player ?? '')) r.player = null;
    // ("4 lanes, notes fall down": the game's own words are nobody who plays)
    const own = (w: string) => MECHANICS.rhythm.nouns.includes(w) && !PLAYED.includes(w);
    if (r.player?.split(' ').every(own)) r.player = null;
  }
  // "a platformer where a frog hops up lily pads to the top of a waterfall": up is a climb
  const upward = has(tokens, 'top', 'upward', 'upwards', 'higher') && has(tokens, 'up', 'top');
  if (r.mechanic === 'sidescroller' && upward && tokens.some((t) => [...JUMPS, 'climb'].includes(t.lemma))) {
    r.mechanic = 'platformer';
    r.sure = true;
  }
  // "hire dwarves that mine for you automatically": helpers earning by themselves are an idle game
  const byThemselves = has(tokens, 'automatically', 'idle', 'afk', 'passive', 'passively') || /\b(?:earn|earns|mine|mines|make|makes|work|works|bake|bakes) for you\b/i.test(english); // prettier-ignore
  if (
    byThemselves &&
    has(tokens, 'hire', 'buy', 'upgrade', 'upgrades', 'click', 'tap') &&
    r.mechanic !== 'clicker'
  ) {
    r.mechanic = 'clicker';
    r.sure = true;
    for (const helper of [...r.allies]) forget(helper, r.hazards, r.enemies);
  }
  // "buy upgrades like a second oven, a baker apprentice and a delivery bike": a clicker's upgrades are
  // the helpers named, each bought in turn.
  if (r.mechanic === 'clicker') {
    const bought = upgradesNamed(tokens, named);
    if (bought.length) {
      for (const b of bought) forget(b, r.targets, r.hazards, r.enemies, r.nouns);
      r.allies = bought;
    }
  }
  // "stack wobbly pancakes": what is stacked is the piece, whatever compromise made of the word
  const stackAt = tokens.findIndex((t) => t.lemma === 'stack');
  const piece = stackAt >= 0 ? tokens.slice(stackAt + 1, stackAt + 4).find((t) => !['the', 'a', 'some', 'game', 'games'].includes(t.word) && emojiFor(singular(t.word))) : undefined; // prettier-ignore
  if (r.mechanic === 'stack' && piece && !r.player) r.player = singular(piece.word);
  // "a friendly ghost you can talk to": a creature said to be friendly is on your side, no danger
  for (const [i, t] of tokens.entries())
    if (['friendly', 'helpful', 'kind', 'nice'].includes(t.word) && tokens[i + 1]?.pos === 'noun') {
      const friend = tokens[i + 1].lemma;
      if (!isCreature(friend)) continue;
      forget(friend, r.hazards, r.enemies, r.nouns, r.targets);
      if (r.player === friend) r.player = null;
      push(r.allies, [friend]);
    }
  // "picks up passengers at stations": where things are picked up is a place, not a danger
  const pickedAt = /\b(?:pick(?:s|ing)? up|collect(?:s|ing)?|load(?:s|ing)?|drop(?:s|ping)? off) (?:the |some )?\w+ at (?:the |a )?(\w+)/i.exec(english)?.[1]; // prettier-ignore
  if (pickedAt) forget(lemmaOf(tokens, pickedAt), r.hazards, r.enemies, r.nouns);
  // "passengers instead of apples": what is replaced is not in the game
  const replaced = /\binstead of (?:the |a |an )?(\w+)/i.exec(english)?.[1];
  if (replaced) forget(lemmaOf(tokens, replaced), r.hazards, r.enemies, r.targets, r.nouns);
  // "drag the planets into the right order": things put in order (not letters caught in the right order)
  if (ORDERED.test(english) && !has(tokens, 'catch', 'fall', 'falling', 'type', 'spell') && !names.length) {
    r.mechanic = 'order';
    r.sure = true;
    for (const w of ['order', 'right', 'correct', 'proper', 'right order', 'correct order'])
      forget(w, r.targets, r.hazards, r.enemies, r.nouns);
  }
  // "show a fraction like 3/8 and they click slices of a pizza": whatever is done, fractions are learnt
  // (fractions that fall to be caught are caught)
  const caught = has(tokens, 'catch', 'fall', 'falling');
  const fractions = has(tokens, 'fraction', 'fractions');
  if (fractions && caught && r.mechanic === 'fraction') r.mechanic = 'catch';
  if (fractions && !caught && !names.some((n) => !MECHANICS.fraction.names.includes(n))) {
    r.mechanic = 'fraction';
    r.sure = true;
    r.player = null;
    r.targets = r.targets.filter((x) => !['slice', 'piece', 'fraction'].includes(x));
  }
  // "clearing a room gives you a choice of 1 of 3 upgrades", "a roguelite": an upgrade picked after each
  // room (what the upgrades are, and the rooms, are no things in it)
  if (UPGRADE_CHOICE.test(english) && ['arena', 'collect'].includes(r.mechanic)) {
    r.mechanic = 'arena';
    r.sure = true;
    if (!r.parts.includes('upgrades')) r.parts.push('upgrades');
    r.parts = r.parts.filter((p) => p !== 'powerups');
    noThings(r, UPGRADE_WORDS);
    if (r.player && !isCreature(r.player)) [r.player, r.playerSure] = [null, false];
    if (r.goalThing && UPGRADE_WORDS.includes(r.goalThing)) r.goalThing = null;
    if (['room', 'dungeon room'].includes(r.setting ?? '')) r.setting = 'dungeon';
  }
  // "like asteroids but you collect the junk instead of shooting it": a shooter's world, gathered by
  // touch (its rocks still drift by, to dodge)
  const unarmed = /\binstead of (?:shooting|blasting|destroying|killing)\b|\b(?:no|without) (?:shooting|guns?)\b/i.test(english); // prettier-ignore
  if (unarmed && ['asteroids', 'shooter', 'gallery'].includes(r.mechanic) && r.targets.length) {
    if (r.mechanic === 'asteroids' && !r.hazards.length) r.hazards.push('asteroid');
    r.mechanic = 'collect';
    r.games = [];
  }
  // "you get 7 random letters and make as many words as you can": words spelt from letters given
  const spells = /\b(?:make|makes|making|form|forms|build|spell|find) (?:as many |the most |some |new |)(?:\w+ )?words?\b/i.test(english); // prettier-ignore
  if (spells && has(tokens, 'letter', 'letters', 'tile', 'tiles') && !names.length) {
    r.mechanic = 'scramble';
    r.sure = true;
    r.count = null; // ("7 letters" is no number of words)
    r.targets = [];
    r.hazards = [];
    r.player = null;
  }
  // "my daughter is learning colours, it says a colour and she taps the right one": a colour quiz
  const LEARN_COLOURS =
    /\b(?:learn\w*|teach\w*|practi[cs]\w*|says? a|names? a|name the|which|tap the right|find the)\b[^.]{0,24}\bcolou?rs?\b|\bcolou?rs? (?:quiz|for (?:toddlers|babies|little kids|preschoolers))\b/i; // prettier-ignore
  if (LEARN_COLOURS.test(english) && !names.some((n) => !MECHANICS.quiz.names.includes(n))) {
    r.mechanic = 'quiz';
    r.sure = true;
    r.topic = 'colours';
    r.targets = [];
    r.hazards = [];
    r.allies = [];
  }
  // "count the sheep jumping over the fence": counting what goes by is the game, whatever it does
  const countAt = tokens.findIndex(
    (t, i) => t.lemma === 'count' && !['down', 'up'].includes(tokens[i + 1]?.word ?? ''),
  );
  const counted = countAt >= 0 ? phraseAt(tokens, countAt + 1, named)?.words.join(' ') : undefined;
  // (said first, it is what the game is: "count the sheep jumping over the fence" is no jumping game)
  if (countAt >= 0 && countAt <= 1 && counted) {
    r.mechanic = 'count';
    r.sure = true;
    r.targets = [counted];
    r.player = null;
    for (const w of ['fence', 'hedge', 'wall', 'gate']) forget(w, r.hazards, r.nouns, r.targets);
    forget(counted, r.hazards, r.enemies);
  }
  // "help santa drop presents down the chimneys", "a plane dropping water on forest fires": dropped from
  // the air onto what is below, by one who flies over.
  // (compromise reads "santa drop presents" as a noun, "dropping babies" as what they are like)
  // ("a cloud that rains on the fires": what falls is the rain)
  const rainAt = tokens.findIndex(
    (t, i) =>
      /^rain(s|ing|ed)?$/.test(t.word) && ['on', 'onto', 'over', 'down'].includes(tokens[i + 1]?.word),
  );
  const dropAt =
    rainAt >= 0
      ? rainAt
      : tokens.findIndex(
          (t, i) =>
            (['drop', 'bomb', 'parachute', 'airdrop'].includes(t.lemma) ||
              /^(drop|bomb)(s|ping|ing)$/.test(t.word)) &&
            ['det', 'noun', 'adj', 'num', 'verb'].includes(tokens[i + 1]?.pos ?? ''),
        );
  const ontoAt = tokens.findIndex(
    (t, i) => i > dropAt && ['on', 'onto', 'into', 'down', 'over', 'to'].includes(t.word),
  );
  if (dropAt >= 0 && ontoAt > dropAt + (rainAt >= 0 ? 0 : 1) && !names.length) {
    // ("drop presents": compromise may read the thing dropped as a verb)
    const what =
      rainAt >= 0
        ? 'raindrop'
        : (phraseAt(tokens, dropAt + 1, named)?.words.join(' ') ??
          (tokens[dropAt + 1]?.pos === 'verb' ? singular(tokens[dropAt + 1].word) : undefined));
    const onto = phraseAt(tokens, ontoAt + 1, named)?.words ?? [];
    // ("forest fires": the forest is where, the fires what the water is for)
    const where = onto.length > 1 && SETTING_WORDS.has(onto[0]) ? onto[0] : null;
    const target = where ? onto.slice(1).join(' ') : onto.join(' ');
    const flier =
      subjectOf(tokens, dropAt) ??
      tokens
        .slice(0, dropAt)
        .reverse()
        .find((t) => t.pos === 'noun')?.lemma ??
      null;
    const flying =
      FLIERS.includes(flier ?? '') || has(tokens, 'fly', 'flying', 'flies', 'sky', 'air', 'plane');
    if (what && target && flying && !SETTING_WORDS.has(target)) {
      r.mechanic = 'drop';
      r.sure = true;
      if (flier && flier !== what && flier !== target) {
        r.player = flier;
        r.playerSure = true;
        for (const list of [r.hazards, r.enemies, r.targets, r.nouns]) forget(flier, list);
      }
      r.allies = [what];
      r.targets = [target];
      // ("rain on the fires but not on the picnics": where it must not fall is the danger)
      const notAt = tokens.findIndex((t, i) => i > ontoAt && t.word === 'not' && ['on', 'onto', 'into'].includes(tokens[i + 1]?.word)); // prettier-ignore
      const spared = notAt > 0 ? phraseAt(tokens, notAt + 2, named)?.words.join(' ') : undefined;
      if (spared) [r.hazards, r.spared] = [[spared], true];
      for (const list of [r.hazards, r.enemies]) for (const x of [what, target]) forget(x, list);
      // (nor is the word for dropping a thing, nor a place it happens over: "on islands")
      forget(tokens[dropAt].lemma, r.hazards, r.nouns, r.targets);
      const places = r.hazards.filter((h) => SETTING_WORDS.has(h));
      for (const w of places) forget(w, r.hazards, r.nouns);
      if (!where && places[0]) r.setting = places[0];
      // ("while flying over the town": the town is below)
      const overAt = tokens.findIndex((t, i) => i > dropAt && t.word === 'over' && i !== ontoAt);
      const below = overAt > 0 ? phraseAt(tokens, overAt + 1, named)?.words.join(' ') : undefined;
      if (below && !r.setting) r.setting = below;
      if (where) r.setting = where;
    }
  }
  // "a frog hopping on lily pads to get across the pond": hopping across the water on what floats
  const floater = r.nouns.find((n) => ['lily pad', 'lilypad', 'log', 'stepping stone', 'raft', 'ice floe'].includes(n)); // prettier-ignore
  const wet = ['pond', 'river', 'lake', 'swamp', 'stream', 'creek'].find((w) => has(tokens, w));
  if (
    // (hopping from floe to floe is across too)
    (has(tokens, 'across') || !!floater) &&
    tokens.some((t) => JUMPS.includes(t.lemma)) &&
    (floater || wet) &&
    !names.length
  ) {
    r.mechanic = 'crossing';
    if (floater) {
      forget(floater, r.targets, r.hazards, r.nouns);
      r.allies = [floater];
    }
    // (what is hopped on is no place: the water is)
    if (!r.setting || r.setting === floater) r.setting = wet ?? (floater === 'lily pad' ? 'pond' : 'river');
  }
  // ("go kart race around a track against 3 cars": the first vehicle named is the one driven)
  const driven = r.nouns.find((n) => VEHICLES.has(n.split(' ').pop()!) && n !== 'horse');
  if (r.mechanic === 'circuit' && driven && !r.player) r.player = driven;
  // "tap the fireflies before they fly away": things tapped or popped, not shot, are popped as they
  // float up (a shooting gallery or a game named for shooting stays one).
  const popped = tokens.some(
    (t, i) =>
      t.pos === 'verb' &&
      ['pop', 'burst', 'tap', 'click', 'poke'].includes(t.lemma) &&
      ['det', 'noun', 'adj', 'num'].includes(tokens[i + 1]?.pos ?? ''),
  );
  const shootingNamed = names.some((n) => !n.startsWith('before') && MECHANICS.gallery.names.includes(n));
  // (nor a clicker named one: "a clicker game where you click the oven to make loaves")
  const clickerNamed = names.some((n) => MECHANICS.clicker.names.includes(n));
  const gameNamed = r.mechanic === 'gallery' ? shootingNamed : clickerNamed;
  if (popped && r.targets.length && ['gallery', 'clicker'].includes(r.mechanic) && !gameNamed) {
    r.mechanic = 'pop';
    r.sure = true;
  }
  // "a cowboy shooting bottles off a fence": things that stand in a row to be shot are a shooting
  // gallery's, and the fence is where they stand.
  const shotAt = [...r.enemies, ...r.targets];
  if (
    ['shooter', 'arena', 'gallery'].includes(r.mechanic) &&
    !invadersNamed(names) &&
    shotAt.some((n) => LINED_UP.includes(n)) &&
    !shotAt.some((n) => isCreature(n))
  ) {
    r.mechanic = 'gallery';
    r.parts.push('lined');
    for (const ledge of LEDGES) forget(ledge, r.targets, r.nouns, r.hazards, r.enemies);
  }
  // People are not caught as they fall but chased down ("catch the bad guys"), unless something
  // falls or is caught in something.
  if (
    r.mechanic === 'catch' &&
    !names.length &&
    !feeding &&
    r.targets.length &&
    r.targets.every(isPerson) &&
    !has(tokens, 'fall', 'falling', 'drop', 'dropping', 'rain', 'raining', 'basket', 'bucket', 'net')
  )
    r.mechanic = 'collect';
  // A shooter aimed every way, or one where the other side fires back, is fought on open ground.
  const invaders = invadersNamed(names);
  if (
    r.mechanic === 'shooter' &&
    !invaders &&
    (r.parts.includes('aimAnywhere') || r.parts.includes('returnFire'))
  )
    r.mechanic = 'arena';
  // "feed the right food to each animal": giving each its own is sorting things into their places.
  if (
    !names.length &&
    has(tokens, 'right', 'correct') &&
    has(tokens, 'each', 'every') &&
    has(tokens, 'feed', 'food', 'sort', 'put', 'match')
  ) {
    r.mechanic = 'sort';
    r.sure = true;
    r.parts = r.parts.filter((p) => p !== 'feed' && p !== 'carry');
    // (who does the sorting is shown when named: "a zoo keeper feeding…"; not who is fed)
    const who = tokens.find((t) => t.pos === 'noun');
    r.player =
      who &&
      ['zoo keeper', 'lighthouse keeper', 'zookeeper', 'keeper', 'farmer', 'vet', 'chef'].includes(who.lemma)
        ? who.lemma
        : null;
  }
  // "bounce the ball on the paddle as long as you can": nothing to break is keeping it up.
  if (
    r.mechanic === 'breakout' &&
    !names.length &&
    !has(tokens, 'brick', 'block', 'break', 'smash', 'wall', 'destroy')
  ) {
    r.mechanic = 'juggle';
    // (the paddle it bounces on is who you play)
    if (has(tokens, 'paddle') && !r.player) r.player = 'paddle';
    if (r.setting === 'paddle') r.setting = null;
  }
  // "bounce the ball", "breakout with a tennis ball": in breakout a ball is what bounces, not a brick.
  if (r.mechanic === 'breakout') {
    const balls = r.nouns.filter((n) => n.split(' ').pop() === 'ball');
    forget(balls[0] ?? '', r.targets, r.hazards);
    if (balls.length && !r.allies.length) r.allies.push(balls[0]);
  }
  // "flip the pancakes", "don't let the burgers burn": food flipped, fried or burning is on a grill.
  const cooked = [...r.targets, ...r.hazards, ...r.nouns].find((n) => isFood(n) && n !== 'burn');
  if (
    !names.length &&
    cooked &&
    r.mechanic !== 'cook' &&
    tokens.some(
      (t) =>
        (t.pos === 'verb' && ['flip', 'grill', 'fry', 'sear', 'barbecue'].includes(t.lemma)) ||
        ['burn', 'burns', 'burning', 'burnt', 'burned'].includes(t.word),
    )
  ) {
    r.mechanic = 'grill';
    r.sure = true;
    r.targets = [cooked, ...r.targets.filter((x) => x !== cooked && isFood(x))];
    r.hazards = [];
    forget('burn', r.nouns);
  }
  // "tap the moles before they hide": things to hit before they go back in are whack-a-mole.
  if (
    !names.length &&
    /\b(tap|hit|whack|bonk|smack|click)\b.*\bbefore (they|it) (hide|hides|disappear|disappears|go back|goes back|escape|vanish)/i.test(
      english,
    )
  ) {
    r.mechanic = 'whack';
    r.sure = true;
  }
  // "pick apples from the tree": where things are picked from is the orchard, not a danger.
  const source = /\b(?:pick|picks|picking|picked|shake|shakes|shaking)\b.*\bfrom (?:the |a )?(trees?|bush|bushes|branch|branches)\b/i.exec(english); // prettier-ignore
  if (source) {
    forget(singular(source[1]), r.hazards, r.enemies, r.targets, r.nouns);
    r.setting ??= 'orchard';
  }
  // "a robot vacuum cleaning the house": cleaning with nothing named to clean up picks up dirt.
  if (
    tokens.some((t) => ['clean', 'vacuum', 'sweep', 'mop', 'hoover'].includes(t.lemma)) &&
    !r.targets.length &&
    !names.length &&
    ['dodge', 'collect'].includes(r.mechanic)
  ) {
    r.targets.push('dirt');
    r.mechanic = 'collect';
  }
  // "a cat knocking things off the table": pushing things off a table (or a shelf) to break is its
  // own mischief; the table is where, not a thing.
  const surface = tokens.find((t) => ['table', 'shelf', 'counter', 'desk'].includes(t.lemma));
  if (
    r.mechanic === 'knock' ||
    (!names.length &&
      surface &&
      tokens.some((t, i) => ['knock', 'push', 'swipe', 'bat'].includes(t.lemma) && tokens.slice(i + 1, i + 5).some((x) => ['off', 'over'].includes(x.word)))) // prettier-ignore
  ) {
    r.mechanic = 'knock';
    r.sure = true;
    if (surface) forget(surface.lemma, r.targets, r.nouns, r.hazards, r.enemies);
    r.setting ??= surface?.lemma === 'counter' ? 'kitchen' : 'living room';
  }
  // "help the astronaut fix the broken space station", "repair the robots before they break down":
  // keeping things from breaking down is tending them, as a garden is kept (play/games/garden.ts).
  const fixing = tokens.findIndex((t) => REPAIRS.includes(t.lemma) && t.pos === 'verb');
  if (fixing >= 0 && !names.length) {
    r.mechanic = 'garden';
    r.sure = true;
    const what = objectsAt(tokens, fixing + 1, named).things.map((x) => x.split(' ').filter((w) => !BROKEN.has(w)).join(' ')); // prettier-ignore
    // ("fix the leaks in the boat": the boat is where)
    if (what.length) r.targets = [...what, ...r.targets.filter((x) => !what.includes(x))];
    forget(r.player ?? '', r.targets);
    for (const x of what) forget(x, r.hazards, r.enemies);
    // ("in the boat" after what is fixed is where, not who)
    const who = r.player ? tokens.findIndex((t) => t.lemma === r.player!.split(' ').pop()) : -1;
    if (r.player && (what.includes(r.player) || who > fixing)) {
      if (who > fixing && !what.includes(r.player)) r.setting ??= r.player;
      r.player = null;
    }
    r.repairs = true;
    // (what breaks things is no danger to tap away unless it is named as one)
    r.hazards = r.hazards.filter((h) => !['down', 'break'].includes(h));
  }
  // "a firefighter putting out fires in the city", "put out the forest fire": fires break out on what
  // is there and are put out before it burns down: tending, as a garden is kept (play/games/garden.ts).
  const fires = [...r.targets, ...r.enemies, ...r.hazards, ...r.nouns].some((x) => /^(fire|flame|blaze|wildfire)$/.test(x.split(' ').pop()!)); // prettier-ignore
  const fighter = /^(firefighter|fireman|firemen|firefighters|fire truck|fire engine)$/.test(r.player ?? '');
  const doused = has(tokens, 'water', 'hose', 'extinguisher') && tokens.some((t) => ['shoot', 'spray', 'squirt'].includes(t.lemma)); // prettier-ignore
  if (!names.length && fires && (fighter || doused || tokens.some((t) => t.lemma === 'extinguish'))) {
    r.mechanic = 'garden';
    r.sure = true;
    r.blaze = true;
    const burning = [...r.targets, ...r.enemies, ...r.hazards].filter((x) => !/fire|flame|blaze|water|hose|extinguisher/.test(x)); // prettier-ignore
    r.targets = burning.length ? burning : [];
    r.enemies = [];
    r.hazards = ['fire'];
    if (r.player && !fighter && !isCreature(r.player)) r.player = null;
  }
  // "a picture of a cat": what is pictured is the thing
  const pictured = tokens.findIndex((t, i) => PICTURES.includes(t.lemma) && tokens[i + 1]?.word === 'of');
  if (pictured >= 0 && objectsAt(tokens, pictured + 2, named).things.length) {
    noThings(r, [tokens[pictured].lemma]);
  }
  // "a jigsaw puzzle of a castle": a puzzle's picture may be of a place
  if (r.mechanic === 'slide' && !r.player && r.setting && !r.nouns.some((n) => n !== r.setting))
    r.player = r.setting;
  // "a frog eating flies on a lily pad": a thing read as where it happens is the scene, not a thing
  if (
    r.setting?.includes(' ') &&
    r.mechanic !== 'crossing' &&
    ![...r.targets, ...r.hazards, ...r.enemies].includes(r.setting)
  )
    forget(r.setting, r.nouns, r.allies);
  // "hopping across a river on lily pads": in a crossing, what one goes on is ridden, not dodged
  if (r.mechanic === 'crossing') {
    const on = tokens.findIndex((t, i) => t.word === 'on' && i > 0);
    const ridden = on > 0 ? objectsAt(tokens, on + 1, named).things.filter((x) => !SETTING_WORDS.has(x)) : [];
    for (const x of ridden) forget(x, r.targets, r.hazards, r.enemies);
    r.allies = [...ridden, ...r.allies.filter((x) => !ridden.includes(x))];
  }
  // "build the tallest tower by stacking blocks": stacking is the game, however tall the tower
  // (a game named outright whose pieces are stacked is that game: "mahjong solitaire… the tiles stacked")
  if (
    tokens.some((t) => t.lemma === 'stack' && t.pos === 'verb') &&
    !has(tokens, 'defense', 'defend', 'defence') &&
    !names.some((n) => MECHANICS.mahjong.names.includes(n))
  ) {
    r.mechanic = 'stack';
    r.sure = true;
    for (const w of ['tower', 'tallest tower', 'highest tower', 'tall tower'])
      forget(w, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
    if (r.player?.split(' ').pop() === 'tower') r.player = null;
  }
  // ("a physics game where you stack wobbly boxes, if 3 fall off you lose"): a tower that topples,
  // what is stacked is what it is built of
  if (r.mechanic === 'stack' && TOPPLE.test(english)) {
    r.mechanic = 'topple';
    if (r.player && !r.targets.includes(r.player)) r.targets.unshift(r.player);
    r.player = null;
  }
  // ("pour the batter, flip the crepe at the right moment"): cooked on a griddle, flipped when ready
  if (['cook', 'stand'].includes(r.mechanic) && FLIPPED.test(english)) r.mechanic = 'grill';
  const fallsAllowed = r.mechanic === 'topple' ? FALLS_ALLOWED.exec(english) : null;
  if (fallsAllowed) r.lives = NUMBER_WORDS[fallsAllowed[1].toLowerCase()] ?? Number(fallsAllowed[1]);
  // "solve addition problems to launch a rocket": sums to solve are a math quiz
  if (
    r.topic === 'math' &&
    !names.length &&
    has(
      tokens,
      'solve',
      'problem',
      'problems',
      'addition',
      'subtraction',
      'multiplication',
      'arithmetic',
      'sum',
      'sums',
    )
  ) {
    // ("she types the answer": typed, the sums fall as words do, carried by the things named)
    // (answers typed "or clicked", or fed to a monster, are chosen: a quiz)
    const typed = has(tokens, 'type', 'types', 'typing', 'typed') && !has(tokens, 'click', 'tap', 'choose', 'pick', 'feed'); // prettier-ignore
    r.mechanic = typed ? 'typing' : 'quiz';
    r.sure = true;
    for (const w of [...MATH_WORDS, 'answer', 'problem', 'question', 'poof'])
      forget(w, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
  }
  // "run a tiny airport: planes show up…": what lands are the aircraft named; a storm (or fog) closes a
  // runway; the rest (runways, gates, reputation, management) is the airport's own
  if (r.mechanic === 'airport') {
    const AIRCRAFT = ['plane', 'airplane', 'aeroplane', 'jet', 'helicopter', 'blimp', 'airship', 'ufo', 'rocket', 'dragon']; // prettier-ignore
    const WEATHER = [
      'storm',
      'thunderstorm',
      'fog',
      'cloud',
      'lightning',
      'tornado',
      'snowstorm',
      'blizzard',
    ];
    r.targets = r.nouns.filter((n) => AIRCRAFT.includes(n.split(' ').pop()!)).slice(0, 1);
    r.hazards = r.nouns.filter((n) => WEATHER.includes(n)).slice(0, 1);
    r.enemies = [];
    r.allies = [];
    r.player = null;
    r.nouns = [...r.targets, ...r.hazards];
  }
  // "a ghost car of my best lap so i can race myself", "time trial": racing your own best lap
  // (asked of any game: the part is there, or a note says it is not)
  if (GHOST_LAP.test(english)) {
    r.parts.push('ghost');
    if (r.mechanic === 'circuit') r.enemies = [];
    forget('ghost', r.targets, r.hazards, r.enemies, r.nouns);
    forget('ghost car', r.targets, r.hazards, r.enemies, r.nouns);
    for (const w of ['lap', 'trial', 'time trial']) forget(w, r.targets, r.hazards, r.nouns);
  }
  // ("go through the walls and come out the other side": walls are no danger to a snake that wraps)
  r.wraps = WRAPS.test(english);
  r.creeps = CREEPS.test(english);
  r.sprint = SPRINT.test(english);
  r.wasdFirst = WASD_FIRST.test(english);
  r.mouseSteer = MOUSE_STEER.test(english);
  r.walled = /\b(?:walls?|obstacles?|blocks?) (?:in|across|through|down) the (?:middle|cent(?:er|re)|field|board|grid|map)\b|\binner walls?\b|\bwalls? inside\b/i.test(english); // prettier-ignore
  // ("no win condition, it's more of a toy to watch": nothing to win or lose, a toy)
  r.gentle = GENTLE.test(english) || NO_WIN.test(english);
  // ("no fail state please": what is not wanted is no thing either)
  if (r.gentle) noThings(r, ['fail', 'state', 'fail state', 'failing', 'game over', 'death', 'way', 'losing', 'pressure']); // prettier-ignore
  // ("double jump + wall jump": ways of jumping are no things to jump over)
  r.doubleJump = /\bdouble[ -]?jumps?(?:ing)?\b/i.test(english);
  if (/\b(?:double|wall|triple)[ -]?jumps?(?:ing)?\b/i.test(english))
    noThings(r, ['jump', 'wall', 'double jump', 'wall jump', 'triple jump']);
  if (r.mechanic === 'snake' && r.wraps)
    for (const w of ['wall', 'edge', 'side']) forget(w, r.hazards, r.enemies, r.targets, r.nouns);
  // In the dark the light is yours ("pointing the light at it"), and a monster there is after you.
  if (r.parts.includes('night')) {
    for (const w of ['light', 'flashlight', 'torch', 'lantern'])
      forget(w, r.hazards, r.enemies, r.targets, r.nouns);
    if (!r.enemies.length && r.nouns.includes('monster') && ['maze', 'collect'].includes(r.mechanic))
      r.enemies = ['monster'];
  }
  // "a platformer where a frog jumps on lily pads": who jumps is who you play
  if (!r.player && ['sidescroller', 'platformer', 'runner'].includes(r.mechanic)) {
    const jumper = tokens.find(
      (t, i) => t.pos === 'noun' && isCreature(t.lemma) && JUMPS.includes(tokens[i + 1]?.lemma ?? '') && ['a', 'an', 'the'].includes(tokens[i - 1]?.word ?? ''), // prettier-ignore
    );
    if (jumper) {
      [r.player, r.playerSure] = [jumper.lemma, true];
      forget(jumper.lemma, r.enemies, r.hazards, r.targets);
    }
  }
  // "fortnite but 2d where u can build walls n shoot bots, storm shrinks": what you can build is no one
  // you play, and a battle royale's storm is its closing ring
  const canBuild = tokens.findIndex((t, i) => t.lemma === 'build' && tokens[i - 1]?.word === 'can');
  if (canBuild >= 0 && ['arena', 'shooter'].includes(r.mechanic)) {
    const built = objectsAt(tokens, canBuild + 1, named).things;
    for (const w of built) forget(w, r.targets, r.hazards, r.allies, r.nouns);
    if (r.player && built.includes(r.player)) r.player = null;
  }
  if (r.games.some((n) => ['fortnite', 'battle royale', 'pubg'].includes(n)))
    for (const w of ['storm', 'storm shrink', 'shrink', 'zone', 'circle'])
      forget(w, r.targets, r.hazards, r.enemies, r.nouns);
  // "push ice blocks onto the targets": what is pushed is what the puzzle moves, where it goes its spots
  // (walls are the board's, and "the blocks" again are those ice blocks)
  if (r.mechanic === 'sokoban') {
    const pushAt = tokens.findIndex((t) => t.lemma === 'push' || t.lemma === 'shove');
    const pushed = pushAt >= 0 ? objectsAt(tokens, pushAt + 1, named).things : [];
    // ("a box pushing puzzle": what is pushed, before the pushing)
    const before = tokens[pushAt - 1];
    // (but "a robot pushing crates" is who pushes them)
    if (pushAt > 0 && tokens[pushAt].word.endsWith('ing') && before.pos === 'noun' && !pushed.length)
      pushed.push(before.lemma);
    if (r.player && pushed.includes(r.player)) r.player = null;
    const ontoAt = tokens.findIndex((t) => t.word === 'onto' || t.word === 'into');
    const spots = ontoAt >= 0 ? (phraseAt(tokens, ontoAt + 1, named)?.words.join(' ') ?? null) : null;
    if (pushed.length) r.targets = [...new Set([...pushed, ...r.targets])];
    r.targets = r.targets.filter((x) => !r.targets.some((y) => y !== x && y.endsWith(` ${x}`)));
    forget('wall', r.targets, r.hazards, r.nouns);
    if (r.goalThing === 'wall') r.goalThing = null;
    if (spots && !ROLE_WORD_SPOTS.includes(spots)) r.goalThing = spots;
    r.nouns = r.nouns.filter((x) => !r.nouns.some((y) => y !== x && y.endsWith(` ${x}`)));
  }
  // "land the rocket without running out of fuel": a lander's fuel is its gauge, not a thing
  if (r.mechanic === 'lander')
    for (const gauge of ['fuel', 'gas', 'petrol', 'gasoline', 'oxygen'])
      forget(gauge, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
  // "a sheepdog herding sheep into the pen", "round up the chickens into the coop": driving animals
  // into a pen is herding. The pen is where they go, not the scene (a farm); a wolf is after them.
  if (r.mechanic === 'herd' || (!names.length && tokens.some((t) => HERDS.includes(t.lemma)))) {
    r.mechanic = 'herd';
    r.sure = true;
    const up = tokens.findIndex((t, i) => t.lemma === 'round' && tokens[i + 1]?.word === 'up');
    if (up >= 0) push(r.targets, objectsAt(tokens, up + 2, named).things);
    const pen = tokens.find((t, i) => PENS.has(t.lemma) && i > 0 && ['into', 'in', 'to', 'inside', 'the', 'their', 'its'].includes(tokens[i - 1].word)); // prettier-ignore
    if (pen) {
      forget(pen.lemma, r.targets, r.hazards, r.enemies, r.allies, r.nouns);
      // (a pen is the fence drawn; a barn or a coop is drawn at its back)
      if (!['pen', 'corral', 'enclosure', 'fold', 'paddock', 'field'].includes(pen.lemma))
        r.goalThing = pen.lemma;
      if (r.setting === pen.lemma) r.setting = null;
    }
    r.setting ??= 'farm';
    const you = has(tokens, 'you', 'i', 'as', "you're", "i'm");
    if (r.player && (r.targets.includes(r.player) || (!you && PREDATORS.has(r.player)))) {
      if (PREDATORS.has(r.player)) push(r.enemies, [r.player]);
      r.player = null;
    }
    push(
      r.enemies,
      r.nouns.filter((n) => PREDATORS.has(n) && n !== r.player),
    );
    for (const p of r.enemies) forget(p, r.targets);
  }
  // "a fish growing bigger by eating smaller fish", "a slime that grows by eating candy": growing by
  // what you eat is a feeding frenzy (a snake grows too, and stays a snake).
  if (
    !names.length &&
    r.mechanic !== 'snake' &&
    !/\b(plant|flower|tree|seed|crop|bush|garden)s?\b/i.test(english) &&
    /\b(grows?|growing|gets? bigger|getting bigger|bigger and bigger)\b.*\b(eat|eats|eating|swallow\w*|devour\w*|absorb\w*)\b|\b(eats?|eating|swallow\w*|devour\w*)\b.*\b(grows?|growing|gets? bigger|getting bigger)\b|\b(eat|eats|eating) (the |all the )?(smaller|small|little|tiny)\b|\beat or be eaten\b/i.test(
      english,
    )
  ) {
    r.mechanic = 'grow';
    r.sure = true;
    forget('smaller', r.targets, r.nouns);
  }
  // "jumping on platforms to catch mice": a platform game, with what is caught to be got on the way.
  if (
    !names.length &&
    tokens.some((t) => t.lemma === 'platform') &&
    tokens.some((t) => ['jump', 'hop', 'leap'].includes(t.lemma)) &&
    ['catch', 'collect', 'runner', 'dodge'].includes(r.mechanic)
  ) {
    r.mechanic = 'sidescroller';
    r.sure = true;
    if (r.setting === 'platform') r.setting = null;
  }
  // "fishing fish in a lake": what is fished is the catch, and who fishes is someone.
  const fishy = (n: string) =>
    /\b(fish|trout|salmon|tuna|carp|bass|cod|pike|catfish|goldfish|peces)$/.test(n);
  const fishes = ['fishing', 'angling'].includes(r.mechanic);
  if (fishes && r.player && fishy(r.player)) {
    r.targets.unshift(r.player);
    r.player = null;
  }
  const catchOf = fishes && !r.targets.length && r.nouns.find(fishy);
  if (catchOf) r.targets.push(catchOf);
  // "a tank shooting other tanks", "a pirate ship firing at other ships": the first is you, the others
  // are who you fight.
  const other = tokens.findIndex((t, i) => t.word === 'other' && tokens[i + 1]?.pos === 'noun');
  const kin = other >= 0 ? tokens[other + 1].lemma : null;
  // (the one doing it comes before the action: "park the car without touching other cars" is not it)
  const acts = tokens.findIndex((t) => t.pos === 'verb');
  const self = kin && tokens.slice(0, acts).some((t) => t.lemma === kin) ? (r.player?.split(' ').pop() === kin ? r.player : kin) : null; // prettier-ignore
  if (kin && self && !r.targets.includes(kin) && !r.hazards.includes(kin)) {
    r.player = self;
    r.playerSure = true;
    r.enemies = [kin, ...r.enemies.filter((e) => e !== kin && e !== self)];
  }
  // "a mother duck and her ducklings": the young are looked after by the one whose young they are,
  // who is you; they are never what is in the way.
  const adult = r.nouns.find((a) => r.nouns.some((y) => isYoungOf(y, a)));
  const young = adult && r.nouns.find((y) => isYoungOf(y, adult));
  if (adult && young && (!r.player || r.player === adult)) {
    r.player = adult;
    r.playerSure = true;
    forget(young, r.hazards, r.enemies, r.allies);
    if (!r.targets.includes(young)) r.targets.unshift(young);
  }
  // (bringing something somewhere is how it plays: reaching them)
  if (r.delivers && r.mechanic === 'collect') r.sure = true;
  // "a shark chasing surfers": who lives in the sea plays there, when nothing says where; an
  // astronaut in space.
  if (!r.setting && r.player && SEA_DWELLERS.has(r.player)) r.setting = 'sea';
  if (!r.setting && r.player && SPACE_FARERS.has(r.player)) r.setting = 'space';
  // "jumping between walls climbing up a tower": a jumping game that goes up is a climb.
  if (
    ['sidescroller', 'runner'].includes(r.mechanic) &&
    tokens.some((t) => t.lemma === 'climb') &&
    has(tokens, 'up', 'tower', 'higher', 'top', 'sky')
  )
    r.mechanic = 'platformer';
  // "a koala climbing a tree avoiding falling branches": dodging on the way up what is climbed, which is
  // where it plays, not a thing in it.
  const climbed = tokens.findIndex((t) => t.lemma === 'climb');
  const up = climbed >= 0 ? tokens.slice(climbed + 1, climbed + 4).find((t) => t.pos === 'noun') : undefined;
  // "a knight climbing the tower to rescue the princess from the dragon": up the tower to who is held
  // at the top (the goal up high), past its keeper (the boss).
  const rescue = tokens.findIndex((t) => ['rescue', 'save', 'free'].includes(t.lemma) && t.pos === 'verb');
  const held = rescue >= 0 ? tokens.slice(rescue + 1, rescue + 4).find((t) => t.pos === 'noun') : undefined;
  if (up && ['tower', 'castle'].includes(up.lemma) && held && isPerson(held.lemma) && !names.length) {
    r.mechanic = 'platformer';
    r.sure = true;
    r.goalThing = held.lemma;
    if (r.player === held.lemma) [r.player, r.playerSure] = [null, false];
    r.setting ??= up.lemma;
    forget(up.lemma, r.targets, r.hazards, r.nouns);
    forget(held.lemma, r.targets);
    for (const part of ['levels', ...(r.enemies.length ? ['boss' as const] : [])] as const)
      if (!r.parts.includes(part)) r.parts.push(part);
  }
  if (r.mechanic === 'dodge' && up && CLIMBED.includes(up.lemma)) {
    if (!r.parts.includes('climb')) r.parts.push('climb');
    r.setting ??= up.lemma;
    forget(up.lemma, r.targets, r.hazards, r.allies, r.nouns);
  }
  // "type the words to destroy the meteors": typing words is the typing game, whatever they stop.
  const typing = tokens.findIndex((t) => t.lemma === 'type' && t.pos === 'verb');
  if (
    typing >= 0 &&
    tokens.slice(typing + 1, typing + 3).some((t) => ['word', 'letter', 'sentence'].includes(t.lemma)) &&
    !names.length
  ) {
    r.mechanic = 'typing';
    r.sure = true;
    forget('word', r.targets, r.nouns);
  }
  // (a space station is in space)
  if (!r.setting && tokens.some((t) => t.lemma === 'space station')) r.setting = 'space';
  // "ski down the mountain", "surfing the big waves": nobody named, the one doing it is the player.
  if (!r.player) {
    const doing = tokens.find((t, i) => DOERS[t.lemma] && tokens[i - 1]?.pos !== 'det');
    if (doing) r.player = DOERS[doing.lemma];
  }
  // "find the hidden treasure", "a mole digging tunnels to find worms": what is hidden is dug for, and
  // the ground dug through is no thing to get.
  const hidden = r.targets.find((t) => /^(hidden|buried) /.test(t));
  if (hidden && !names.length) {
    r.mechanic = 'dig';
    r.targets = r.targets.map((t) => (t === hidden ? t.replace(/^(hidden|buried) /, '') : t));
  }
  if (r.mechanic === 'dig') {
    for (const ground of ['tunnel', 'hole', 'dirt', 'ground', 'soil', 'sand', 'earth'])
      forget(ground, r.targets, r.nouns, r.hazards);
    // (what is looked for is got, even when the tagger put it in the way)
    const sought = (h: string) =>
      tokens.some((t, i) => t.lemma === h && ['find', 'look', 'search'].includes(tokens[i - 1]?.lemma ?? ''));
    for (const found of r.hazards.filter(sought)) {
      forget(found, r.hazards);
      push(r.targets, [found]);
    }
  }
  // "save the penalties": the game's own word is what it is played as, no thing to get or reach.
  // (where the game has things to get, its name may be one: "bubble wrap")
  const gets = 'target' in MECHANICS[r.mechanic].roles;
  for (const own of gets ? [] : MECHANICS[r.mechanic].names) {
    forget(own, r.targets);
    if (r.goalThing === own) r.goalThing = null;
  }
  // ("penguin soccer", "cat basketball": the creatures play the sport)
  const sport = r.player?.split(' ');
  if (sport?.length === 2 && SPORTS.includes(sport[1]) && isCreature(sport[0])) {
    r.player = sport[0];
    r.playerSure = true;
  }
  // ("press space really fast", "WASD + space to shoot", "the space bar": a key, no place; "in space"
  // still is one)
  if (
    r.setting === 'space' &&
    (keyPressed(english, 'space') ||
      /\bspace ?(?:bar|key)\b|\bspace (?:to|for) (?:shoot|fire|jump|start|pause|boost|dash)/i.test(
        english,
      )) &&
    !/\b(?:in|into|through|across|outer) space\b/i.test(english)
  )
    r.setting = null;
  // ("press space in the air for a trick": the key pressed is no thing to get)
  if (keyPressed(english, 'space')) noThings(r, ['space', 'press']);
  // ("its gophers popping out of holes"): who pops out is whacked, the holes are the game's own
  const popper = r.mechanic === 'whack' ? POPPER.exec(english)?.[1] : undefined;
  const popping = popper && tokens.find((t) => t.word === popper.toLowerCase() && t.pos === 'noun')?.lemma;
  if (popping && !['it', 'they', 'them', 'hole'].includes(popping)) {
    forget(popping, r.hazards, r.enemies);
    r.targets = [popping, ...r.targets.filter((x) => x !== popping)];
    noThings(r, ['hole']);
  }
  // ("if u hit the bunny by accident u lose points"): what must not be hit
  const spared = SPARE_OR_LOSE.exec(english)?.[1];
  const sparedThing =
    spared && tokens.find((t) => t.word === spared.toLowerCase() && t.pos === 'noun')?.lemma;
  if (sparedThing && sparedThing !== popping) {
    forget(sparedThing, r.targets, r.enemies);
    if (!r.hazards.includes(sparedThing)) r.hazards.unshift(sparedThing);
    noThings(r, ['accident', 'mistake']);
  }
  // ("moles popping out of cupcakes": where they pop up from is the whacking game's holes)
  const from = r.mechanic === 'whack' ? poppedFrom(english, tokens) : null;
  if (from) {
    // (the whole name: "flower pots")
    const named = [...r.targets, ...r.hazards, ...r.nouns].find((n) => n.split(' ')[0] === from) ?? from;
    noThings(r, [named, 'hole']);
    r.goalThing = named;
  }
  r.labelled = labelledBy(tokens);
  // ("the 7 times table", "the 3s times tables", "times tables of 4": sums, and no table to draw)
  const table = TABLE.exec(english);
  r.tables = table ? [...(table[1] ?? table[2]).matchAll(/\d+/g)].map((n) => Number(n[0])).filter((n) => n >= 1 && n <= 20) : []; // prettier-ignore
  if (r.tables.length) {
    noThings(r, ['table', 'times table', 'multiplication table']);
    r.topic = 'math';
  }
  // ("asteroids fall with a multiplication question on each, the children type the answer": sums typed)
  if (
    r.topic === 'math' &&
    /\btype (?:in )?(?:the |their |your )?(?:answers?|results?|sums?)\b/i.test(english)
  ) {
    r.mechanic = 'typing';
    r.sure = true;
    noThings(r, ['question', 'multiplication', 'answer', 'sum']);
  }
  // ("a times tables game", "times tables practice, as many as he can get": a quiz of sums (only a quiz
  // or a typing game shows them), never a pinball table)
  // ("a word appears with a missing letter, he picks the right one of 3": a quiz of letters)
  if (r.topic === 'letters') {
    [r.mechanic, r.sure] = ['quiz', true];
    noThings(r, ['letter', 'word', 'son', 'daughter', 'kid', 'class', 'round']);
  }
  // ("telling time game: show a clock with hands and 3 buttons with digital times"): a quiz of clocks
  if (r.topic === 'time') {
    [r.mechanic, r.sure] = ['quiz', true];
    noThings(r, [
      'clock',
      'hand',
      'button',
      'time',
      'grader',
      'first grader',
      'sound',
      'half',
      "o'clock",
      'oclock',
    ]);
    // (the time told is no clock running out)
    if (!/\b(?:\d+\s*(?:seconds?|secs?|minutes?|mins?)|time limit|timer|against the clock)\b/i.test(english))
      r.parts = r.parts.filter((p) => p !== 'timer');
  }
  if (/\b(?:times|multiplication) tables?\b/i.test(english) && !['quiz', 'typing'].includes(r.mechanic)) {
    [r.mechanic, r.topic] = ['quiz', 'math'];
    noThings(r, ['table', 'times table', 'multiplication table']);
  }
  r.fraction = fractionAsked(english);
  r.ordering = ORDERINGS.find(([, words]) => words.test(english))?.[0] ?? 'numbers';
  // ("click to aim ... you click again to shoot. goalie dives random": you take the kicks, the keeper is theirs)
  const keeper = ['goalie', 'goalkeeper', 'keeper'].find((k) => r.player === k);
  if (
    r.mechanic === 'penalty' &&
    keeper &&
    /\b(?:you|u) (?:\w+ )?(?:shoot|kick|aim)|\b(?:goalie|goalkeeper|keeper) (?:dives|jumps|moves|saves)\b/i.test(
      english,
    ) &&
    !/\b(?:you are|you're|ur|be|as|play as) (?:the |a )?(?:goalie|goalkeeper|keeper)\b/i.test(english)
  ) {
    [r.player, r.playerSure] = [null, false];
    r.enemies = [keeper];
  }
  // ("apples that fall from the tree": where they fall from is no danger; "that fall" no thing)
  const fallsFrom = /\bfall\w* (?:down )?(?:from|off|out of) (?:the |a |some )?(\w+)/i.exec(english)?.[1];
  const dropsFrom = fallsFrom ? lemmaOf(tokens, fallsFrom) : null;
  if (
    r.mechanic === 'catch' &&
    dropsFrom &&
    ['tree', 'sky', 'ceiling', 'roof', 'branch', 'shelf', 'top'].includes(dropsFrom)
  )
    noThings(r, [dropsFrom, 'fall']);
  // ("powerups like big paddle and multi ball")
  if (/\bmulti[- ]balls?\b/i.test(english) && !r.parts.includes('multiball')) r.parts.push('multiball');
  // ("press enter to blast it", "arrow keys + enter": a key, no thing)
  if (keyPressed(english, '(?:enter|return)')) noThings(r, ['enter', 'press', 'return', 'key']);
  // ("a zombie shooter": the zombies are shot, in whichever shooting game)
  const shooterAt = tokens.findIndex((t, i) => t.lemma === 'shooter' && tokens[i - 1]?.pos === 'noun');
  if (shooterAt > 0 && ['shooter', 'arena', 'gallery'].includes(r.mechanic) && !r.enemies.length) {
    const foe = tokens[shooterAt - 1].lemma;
    if (foe !== r.player && !SETTING_WORDS.has(foe) && emojiFor(foe)) r.enemies = [foe];
  }
  // ("one empty space" in a sliding puzzle: a gap, no place)
  if (/\b(?:empty|blank|free|one|missing) space\b/i.test(english) && r.mechanic === 'slide') {
    r.setting = r.setting === 'space' ? null : r.setting;
    noThings(r, ['space']);
  }
  // ("up/down arrows for right", "W/S and the arrows": keys, no thing nor place)
  if (
    /\b(?:up|down|left|right)(?:\s*\/\s*(?:up|down|left|right))? arrows?\b|\barrows? (?:for|to) (?:the )?(?:left|right|move|player)/i.test(
      english,
    )
  )
    noThings(r, ['arrow']);
  // ("avoid the dogs walking back and forth" in a platformer: creatures are its walkers, spikes are things)
  if (r.mechanic === 'sidescroller' && !r.enemies.length && r.hazards.some(isCreature)) {
    r.enemies = r.hazards.filter(isCreature);
    r.hazards = r.hazards.filter((h) => !isCreature(h));
  }
  // ("a horse race where you bet on the winner": a race watched and bet on, not run)
  if (
    ['race', 'racer'].includes(r.mechanic) &&
    tokens.some((t) => ['bet', 'wager', 'gamble', 'odds'].includes(t.lemma))
  )
    r.mechanic = 'betting';
  // (a tower defense's gold, a tetris's pieces, a hex map's lands: how it is played, no things in it)
  noThings(r, MECHANICS[r.mechanic].notThings ?? []);
  // ("3 balls per game": a pinball's lives, no ball to hit)
  const balls = r.mechanic === 'pinball' ? numberBefore(tokens, ['balls']) : null;
  if (balls) {
    r.lives ??= balls;
    noThings(r, ['ball']);
  }
  // ("a piece that reaches the end becomes a king": a rule of the game, not the player turning into one)
  if (r.becomes && MECHANICS[r.mechanic].notThings?.includes(r.becomes)) r.becomes = null;
  // ("hit them on the line" in a rhythm game: its own line, no place)
  if (r.setting && MECHANICS[r.mechanic].notThings?.includes(r.setting)) r.setting = null;
  // ("a lighthouse keeper during a storm": when the story happens, no place to reach; it ends at morning)
  const during = r.mechanic === 'story' ? /\b(?:during|through|amid|in the middle of) (?:a |the )?(storm|thunderstorm|blizzard|hurricane|gale|night|flood)\b/i.exec(english) : null; // prettier-ignore
  if (during) {
    noThings(r, [during[1]]);
    r.setting ??= during[1] === 'night' ? 'night' : 'storm';
    r.goalThing ??= 'morning';
  }
  // ("an ant farm", "a spider that eats ants": a colony's field is no farm, and a creature in it hunts ants)
  if (r.mechanic === 'colony') {
    if (['farm', 'hill', 'anthill', 'nest'].includes(r.setting ?? '')) r.setting = null;
    const eats = [...english.matchAll(/\b(\w+) (?:that |which |who )?(?:eats?|hunts?|attacks?|catches|chases?) (?:the |your |some )?ants\b/gi)].map((m) => lemmaOf(tokens, m[1])); // prettier-ignore
    const hunters = [...new Set([...r.targets, ...r.nouns])].filter((t) => eats.includes(t) || ['spider', 'anteater'].includes(t)); // prettier-ignore
    r.hazards = [...hunters, ...r.hazards.filter((h) => !hunters.includes(h))];
    r.targets = r.targets.filter((t) => !hunters.includes(t));
    forget('ant', r.hazards, r.enemies, r.targets); // ("the trails the other ants follow": the colony's own)
  }
  // ("breakout where the bricks move down": the bricks are what is broken, never who plays; "shoot at
  // your paddle": the paddle is yours, no danger)
  if (r.mechanic === 'breakout' && r.player && ['brick', 'block', 'tile', 'wall'].includes(r.player)) {
    r.targets = [r.player, ...r.targets.filter((t) => t !== r.player)];
    [r.player, r.playerSure] = [null, false];
  }
  if (r.mechanic === 'breakout') forget('paddle', r.hazards, r.enemies, r.targets);
  // ("animal pictures", "dinosaur cards": what a memory game's cards show)
  const faces = r.mechanic === 'memory' ? /\b([a-z]+) (?:cards?|pictures?|symbols?|images?|icons?|faces?|emojis?)\b/i.exec(english) : null; // prettier-ignore
  const shown = faces && tokens.find((t) => t.word === faces[1].toLowerCase());
  const notFaces = ['memory', 'matching', 'playing', 'face', 'flip'];
  if (
    shown &&
    (shown.pos === 'noun' || emojiFor(shown.lemma)) &&
    !notFaces.includes(shown.lemma) &&
    !r.nouns.includes(shown.lemma)
  )
    r.nouns.unshift(shown.lemma);
  // ("with animals, count the attempts": no one is played in a memory game, what is named is on the cards)
  if (r.mechanic === 'memory' && r.player && r.playerSure && !r.nouns.includes(r.player))
    r.nouns.unshift(r.player);
  if (r.mechanic === 'memory') [r.player, r.playerSure] = [null, false];
  // A line-drawing game: what falls is guided "into the cup", the pencil is the only one you play; a
  // sandbox has nothing to reach
  if (r.mechanic === 'lines') {
    if (r.player && !DRAWING_TOOLS.includes(r.player)) {
      r.targets.unshift(r.player);
      [r.player, r.playerSure] = [null, false];
    }
    const said = english.split(/\bdraw\w*\b/i).pop() ?? '';
    const held = [...said.matchAll(/\b(?:into|in|to|reach|reaches) (?:the |a |an |that |my )?(\w+)\b/gi)]
      .map((m) => lemmaOf(tokens, m[1]))
      .find((w) => r.nouns.includes(w));
    if (held) {
      r.goalThing = held;
      r.targets = r.targets.filter((t) => t !== held);
      // ("so the water reaches the plant": what is sent there, even a danger elsewhere)
      const falls = r.nouns.find((n) => n !== held && !r.enemies.includes(n) && !AVOIDED.test(english.split(n)[0].slice(-24))); // prettier-ignore
      if (!r.targets.length && falls) {
        r.targets = [falls];
        r.hazards = r.hazards.filter((h) => h !== falls);
      }
    }
    if (/\bsandbox\b|\bfree ?play\b|\bno goal\b|\bjust (?:watch|draw|play)\b/i.test(english)) r.gentle = true;
  }
  // ("clearing 2 or more lines at once gives a big bonus": the points for lines cleared together)
  if (r.mechanic === 'blocks' && /\blines?\b.*\bbonus\b/i.test(english))
    r.parts = r.parts.filter((p) => p !== 'powerups');
  // ("up/down arrows for right": keys, no place)
  if (['arrow', 'key', 'keyboard', 'mouse', 'wasd'].includes(r.setting ?? '')) r.setting = null;
  // ("into the right order", "got it right": no place)
  if (r.mechanic === 'order' && /^(?:right|correct|proper|order)\b/.test(r.setting ?? '')) r.setting = null;
  // ("air traffic control … I drag from a plane to draw the path it will follow": Flight Control's paths)
  if (
    r.mechanic === 'airport' &&
    /\b(?:draw|drag|trace)\w*\b[^.]{0,50}\b(?:path|paths|route|line)\b/i.test(english)
  )
    r.mechanic = 'flight';
  // (an arcade's hoops are against the clock, asked or not)
  if (r.mechanic === 'hoops' && !r.parts.includes('timer') && !r.unwanted.includes('timer'))
    r.parts.push('timer');
  // (a swish's bonus and a score sheet's are points, a wheel's upgrade a prize: no power-ups)
  if (
    r.mechanic === 'wheel' ||
    ((r.mechanic === 'hoops' || r.mechanic === 'yahtzee') &&
      !has(tokens, 'powerup', 'powerups', 'power-up', 'power-ups', 'upgrade', 'upgrades', 'boost', 'boosts'))
  )
    r.parts = r.parts.filter((p) => p !== 'powerups');
  // (a cue aimed with the mouse is how pool is played: no shooting every way)
  if (r.mechanic === 'pool') r.parts = r.parts.filter((p) => p !== 'aimAnywhere');
  // (fireworks are always at night: the night sky is theirs, no dark to light)
  if (r.mechanic === 'fireworks') r.parts = r.parts.filter((p) => p !== 'night');
  // ("you are a medieval king": the king you play is no boss to fight)
  if (/\b(?:king|queen)\b/.test(r.player ?? '') && !has(tokens, 'boss', 'bosses', 'overlord', 'mothership'))
    r.parts = r.parts.filter((p) => p !== 'boss');
  return r;
}

/** Verbs of changing into something else, before "into". */
const TURNS_INTO = ['turn', 'grow', 'transform', 'change', 'evolve', 'morph', 'metamorphose'];

/** Who rides along to be dropped off ("a taxi picking up passengers"). */
const PASSENGERS = new Set(['passenger', 'customer', 'tourist', 'student', 'traveller', 'traveler', 'rider', 'patient', 'kid', 'child', 'people']); // prettier-ignore

const SPACE_FARERS = new Set(['astronaut', 'spaceship', 'rocket', 'ufo', 'alien', 'space cat', 'starship']); // prettier-ignore
const SEA_DWELLERS = new Set(['fish', 'shrimp', 'shark', 'whale', 'dolphin', 'octopus', 'jellyfish', 'mermaid', 'submarine', 'squid', 'seahorse', 'crab', 'diver', 'surfer']); // prettier-ignore

/** Who does a sport: the player when the prompt only says what is done. */
const DOERS: Record<string, string> = {
  ski: 'skier',
  skiing: 'skier',
  snowboard: 'snowboarder',
  snowboarding: 'snowboarder',
  surf: 'surfer',
  surfing: 'surfer',
  swim: 'swimmer',
  swimming: 'swimmer',
  skate: 'skater',
  skating: 'skater',
  cycle: 'cyclist',
  cycling: 'cyclist',
  dive: 'diver',
  diving: 'diver',
};

/**
 * Who eats and what, after "feed" at token i: "the monster candy" (a creature, then food), "the fish
 * to the cat", "the dog with bones". Null when only one of them is named ("feed the pets").
 */
function feedingOf(
  tokens: Token[],
  i: number,
  skip: Set<string>,
): { eater: string; food: string[]; end: number } | null {
  const obj = objectsAt(tokens, i, skip);
  const first = obj.things[0];
  if (!first) return null;
  const link = tokens[obj.end]?.word;
  if (link === 'to' || link === 'with') {
    const other = objectsAt(tokens, obj.end + 1, skip);
    if (other.things.length) {
      return link === 'to'
        ? { eater: other.things[0], food: obj.things, end: other.end }
        : { eater: first, food: other.things, end: other.end };
    }
  }
  // One phrase holding both: the last creature with no creature after it eats what follows
  // ("baby dragon fruit": the baby dragon, the fruit).
  const words = first.split(' ');
  const at = words
    .map((w, k) => k)
    .filter((k) => k < words.length - 1 && isCreature(words[k]))
    .sort((a, b) => b - a)
    .find((k) => !words.slice(k + 1).some((w) => isCreature(w)));
  if (at === undefined) return null;
  return {
    eater: words.slice(0, at + 1).join(' '),
    food: [words.slice(at + 1).join(' '), ...obj.things.slice(1)],
    end: obj.end,
  };
}

/** The thing named from token i on ("a fire-breathing dragon" → "dragon"), for edits. */
export function thingAt(tokens: Token[], i: number): { name: string; end: number } | null {
  const p = phraseAt(tokens, i, new Set());
  return p ? { name: p.words.join(' '), end: p.end } : null;
}
export { namesIn };
