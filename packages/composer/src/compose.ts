// Reading → design: the mechanic the words asked for, every thing they named in the role it plays,
// the scene's colours, the parts and numbers asked for, a title and a line of instructions in the
// prompt's words, and a note of whatever had to be approximated.
import nlp from 'compromise';
import {
  CALM,
  CROPS,
  DESIGN_VERSION,
  LIMITS,
  MADE_OF_PARTS,
  passMark,
  PERSONA_QUESTIONS,
  PLAYED,
  PULLERS,
  swung,
  DECORATED,
  DOUBLE_JUMPERS,
  type Design,
  type Difficulty,
  type Entity,
  type Lang,
  type MechanicId,
  type PartId,
  type RoleId,
  type TopicId,
  type CrosswordTheme,
} from './design';
import { emojiFor, entityOf, hash, isCreature, isPerson, isYoungOf, singular } from './entities';
import { KIND, MECHANICS, NAMED_CAST } from './mechanics';
import { englishOf, everydayWords, localName, localNames, localTitle, ownLine, typedWord } from './languages';
import { TAGLINES } from './taglines';
import { SORT_TITLES, sortSetFor, sortThings } from './sorts';
import { FEEDS_RIGHT, SETTING_WORDS, understand, VEHICLES, type Reading } from './understand';

/** The set a sorting game sorts: the one its prompt and the things it names point to. */
const sortSetOf = (r: Reading) => sortSetFor(`${r.prompt} ${r.nouns.join(' ')}`);

type Palette = Pick<Design['setting'], 'bg' | 'fg' | 'accent'>;

/** Scenes people name, and their colours. */
const SCENES: [string[], Palette][] = [
  [
    ['space', 'galaxy', 'moon', 'mars', 'planet', 'spaceship', 'star'],
    { bg: '#0b1026', fg: '#e0e7ff', accent: '#a78bfa' },
  ],
  [
    ['ocean', 'sea', 'underwater', 'reef', 'coral', 'lake', 'river', 'pond', 'beach', 'island', 'pool'],
    { bg: '#06263d', fg: '#e0f2fe', accent: '#38bdf8' },
  ],
  [
    ['jungle', 'forest', 'garden', 'park', 'meadow', 'field', 'swamp', 'farm', 'pitch', 'stadium'],
    { bg: '#0f2e1a', fg: '#dcfce7', accent: '#4ade80' },
  ],
  [
    ['desert', 'pyramid', 'tomb', 'western', 'temple', 'outback', 'savanna', 'savannah', 'prairie'],
    { bg: '#3b2a12', fg: '#fef3c7', accent: '#f59e0b' },
  ],
  [
    ['snow', 'winter', 'arctic', 'christmas', 'mountain', 'ice'],
    { bg: '#dbeafe', fg: '#0f172a', accent: '#2563eb' },
  ],
  [
    ['castle', 'dungeon', 'cave', 'kingdom', 'tower', 'basement', 'attic'],
    { bg: '#1c1917', fg: '#f5f5f4', accent: '#f97316' },
  ],
  [
    ['house', 'mansion', 'graveyard', 'cemetery', 'halloween', 'haunted'],
    { bg: '#140b1f', fg: '#ede9fe', accent: '#f97316' },
  ],
  [
    [
      'city',
      'street',
      'road',
      'highway',
      'mall',
      'office',
      'store',
      'supermarket',
      'school',
      'factory',
      'lab',
    ],
    { bg: '#1e293b', fg: '#f1f5f9', accent: '#facc15' },
  ],
  [['volcano', 'hell', 'lava', 'fire'], { bg: '#2a0a05', fg: '#fee2e2', accent: '#f97316' }],
  [
    ['candy', 'kitchen', 'bakery', 'rainbow', 'cloud', 'clouds', 'sky', 'heaven'],
    { bg: '#2b0f24', fg: '#fce7f3', accent: '#f472b6' },
  ],
];
const DEFAULT_PALETTES: Palette[] = [
  { bg: '#0b0f14', fg: '#e8edf2', accent: '#22c55e' },
  { bg: '#111827', fg: '#f9fafb', accent: '#f59e0b' },
  { bg: '#0f172a', fg: '#e2e8f0', accent: '#38bdf8' },
  { bg: '#1a1025', fg: '#f5f3ff', accent: '#e879f9' },
];
const ACCENTS: Record<string, string> = {
  red: '#ef4444',
  blue: '#3b82f6',
  green: '#22c55e',
  purple: '#a855f7',
  violet: '#8b5cf6',
  pink: '#ec4899',
  orange: '#f97316',
  yellow: '#eab308',
  gold: '#eab308',
  golden: '#eab308',
  teal: '#14b8a6',
  cyan: '#06b6d4',
  brown: '#a16207',
  grey: '#9ca3af',
  gray: '#9ca3af',
  rainbow: '#f472b6',
  mint: '#10b981',
};
/** The pale grounds of pastel colours. */
const PASTELS: Record<string, string> = {
  red: '#fee2e2',
  pink: '#fce7f3',
  orange: '#ffedd5',
  yellow: '#fef9c3',
  green: '#dcfce7',
  mint: '#d1fae5',
  teal: '#ccfbf1',
  cyan: '#cffafe',
  blue: '#dbeafe',
  purple: '#f3e8ff',
  violet: '#ede9fe',
};

/** "A racing", "An arena". */
export const article = (kind: string) => `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind}`;
// (a word's first letter only: not the s of "men's", nor the h of "Mühle")
export const cap = (s: string) => s.replace(/(?<![\p{L}\p{N}'’])\p{L}/gu, (c) => c.toUpperCase());
/** A title's words capitalised, but not its small ones: "Whack a Mole". */
const titleCase = (s: string) =>
  s
    .replace(/(?<![\p{L}\p{N}'’])(?!(?:a|an|the|of|and|or|in|on)\b)\p{L}/gu, (c) => c.toUpperCase())
    .replace(/^\p{L}/u, (c) => c.toUpperCase());
const firstUp = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
// Words that do not take an s: the same in the plural, or things you have some of (dust, pollen).
const SAME_PLURAL = new Set([
  'fish',
  'sheep',
  'deer',
  'moose',
  'salmon',
  'trout',
  'cod',
  'carp',
  'pike',
  'tuna',
  'bass',
  'squid',
  'shrimp',
  'bison',
  'dust',
  'mail',
  'pollen',
  'plankton',
  'water',
  'sand',
  'snow',
  'rice',
  'honey',
  'gold',
  'candy',
  'trash',
  'garbage',
  'litter',
  'food',
  'money',
  'treasure',
  'lemonade',
  'lava',
  'ice',
  'mud',
  'grass',
  'hay',
  'corn',
  'popcorn',
  'cheese',
  'bread',
  'fruit',
]);
export const plural = (noun: string) => {
  const head = noun.split(' ').pop()!;
  if (SAME_PLURAL.has(head) || head.endsWith('fish')) return noun; // (jellyfish, goldfish)
  // ("mailman", "snowman", "fireman": compromise says "mailmans")
  if (/[^u]man$/.test(head) || head === 'man') return noun.replace(/man$/, 'men');
  const doc = nlp(noun).tag('Noun') as ReturnType<typeof nlp>;
  const many = doc.nouns().toPlural().text();
  // (compromise leaves some as they are: "spike")
  return many && many !== noun ? many : /s$/.test(head) ? noun : `${noun}s`;
};

/** A backdrop of a colour ("make the background blue"): that colour, dark enough for the game on it. */
export function backdropOf(colour: string): string | null {
  const hex = ACCENTS[colour];
  if (!hex) return null;
  const dark = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.28);
  return '#' + [1, 3, 5].map((i) => dark(i).toString(16).padStart(2, '0')).join('');
}

export function paletteFor(setting: string | null, colours: string[], seed: string, base?: Palette): Palette {
  const words = (setting ?? '').split(' ');
  let p: Palette =
    SCENES.find(([names]) => words.some((w) => names.includes(w)))?.[1] ??
    base ??
    DEFAULT_PALETTES[hash(seed) % DEFAULT_PALETTES.length];
  for (const c of colours) {
    if (ACCENTS[c]) p = { ...p, accent: ACCENTS[c] };
    if (c === 'neon') p = { bg: '#05010f', fg: '#f0fdf4', accent: '#39ff14' };
    if (c === 'white' || c === 'pastel') p = { ...p, bg: '#f8fafc', fg: '#0f172a' };
    if (c === 'black') p = { ...p, bg: '#020617', fg: '#e2e8f0' };
  }
  // "pastel pink and mint green": the first colour, pale, is the ground; the next one the accent
  const hues = colours.filter((c) => PASTELS[c]);
  if (colours.includes('pastel') && hues.length)
    p = { bg: PASTELS[hues[0]], fg: '#1e293b', accent: ACCENTS[hues[1] ?? hues[0]] };
  return p;
}

/** Things named in the prompt, in the roles the mechanic shows. */

/** Words that name a role rather than a thing: "cats as the enemies". */
export const ROLE_WORDS: Record<string, RoleId[]> = {
  player: ['player'],
  hero: ['player'],
  character: ['player'],
  you: ['player'],
  enemy: ['enemy', 'hazard'],
  rival: ['enemy'],
  opponent: ['enemy'],
  competitor: ['enemy'],
  monster: ['enemy', 'hazard'],
  villain: ['enemy', 'hazard'],
  baddie: ['enemy', 'hazard'],
  obstacle: ['hazard', 'enemy'],
  hazard: ['hazard', 'enemy'],
  danger: ['hazard', 'enemy'],
  trap: ['hazard', 'enemy'],
  coin: ['target'],
  collectible: ['target'],
  item: ['target'],
  pickup: ['target'],
  target: ['target'],
  treasure: ['target'],
  reward: ['target'],
  bullet: ['shot'],
  shot: ['shot'],
  projectile: ['shot'],
  ammo: ['shot'],
  tower: ['ally'],
  defender: ['ally'],
  helper: ['ally'],
  goal: ['goal'],
  exit: ['goal'],
};

const TOPPINGS = ['tomato', 'cheese', 'mushroom', 'bell pepper', 'onion', 'olive', 'garlic', 'egg'];

const INSTRUMENTS = ['guitar', 'piano', 'drum', 'trumpet', 'violin', 'saxophone', 'banjo', 'accordion'];

/** Kinds of things that stand for their members where a game shows several ("memory with farm animals"). */
export const KINDS: Record<string, string[]> = {
  animal: [
    'cow',
    'pig',
    'sheep',
    'horse',
    'chicken',
    'duck',
    'goat',
    'rabbit',
    'dog',
    'cat',
    'turkey',
    'donkey',
  ],
  fruit: [
    'apple',
    'banana',
    'grapes',
    'strawberry',
    'orange',
    'pear',
    'cherries',
    'watermelon',
    'pineapple',
    'lemon',
    'peach',
    'kiwi',
  ],
  ingredient: TOPPINGS,
  topping: TOPPINGS,
  // ("bejeweled but with sushi": the pieces of a sushi plate)
  sushi: ['nigiri', 'onigiri', 'tempura', 'fish cake', 'bento', 'dumpling'],
  // Flags are countries' (an emoji each): "memory game with flags".
  flag: [
    'france',
    'brazil',
    'germany',
    'italy',
    'canada',
    'mexico',
    'sweden',
    'india',
    'kenya',
    'argentina',
    'ireland',
    'greece',
  ],
  // Animals where the prompt puts them: "memory with sea animals", "animales del mar".
  'sea animal': [
    'fish',
    'octopus',
    'whale',
    'dolphin',
    'shark',
    'crab',
    'tropical fish',
    'jellyfish',
    'seal',
    'blowfish',
    'shrimp',
    'squid',
  ],
  'wild animal': [
    'lion',
    'tiger',
    'elephant',
    'giraffe',
    'zebra',
    'monkey',
    'gorilla',
    'hippopotamus',
    'rhinoceros',
    'leopard',
    'crocodile',
    'kangaroo',
  ],
  'forest animal': [
    'fox',
    'deer',
    'bear',
    'owl',
    'squirrel',
    'hedgehog',
    'rabbit',
    'raccoon',
    'wolf',
    'badger',
    'boar',
    'chipmunk',
  ],
  'polar animal': ['penguin', 'polar bear', 'seal', 'walrus', 'whale', 'fox', 'owl', 'reindeer'],
  vegetable: [
    'carrot',
    'broccoli',
    'tomato',
    'corn',
    'eggplant',
    'potato',
    'cucumber',
    'onion',
    'garlic',
    'pepper',
    'mushroom',
    'avocado',
  ],
  food: [
    'pizza',
    'burger',
    'taco',
    'sushi',
    'donut',
    'fries',
    'hotdog',
    'sandwich',
    'burrito',
    'pancakes',
    'spaghetti',
    'cookie',
  ],
  sweet: ['candy', 'lollipop', 'chocolate', 'cake', 'donut', 'cookie'],
  shell: ['spiral shell', 'coral', 'crab', 'lobster', 'shrimp', 'oyster'],
  bug: [
    'ladybug',
    'bee',
    'ant',
    'butterfly',
    'beetle',
    'snail',
    'spider',
    'cricket',
    'worm',
    'caterpillar',
    'mosquito',
    'fly',
  ],
  insect: ['ladybug', 'bee', 'ant', 'butterfly', 'beetle', 'cricket'],
  vehicle: [
    'car',
    'bus',
    'truck',
    'bike',
    'tractor',
    'taxi',
    'train',
    'plane',
    'boat',
    'helicopter',
    'rocket',
    'ambulance',
  ],
  planet: ['planet', 'earth', 'moon', 'sun', 'star', 'comet'],
  dinosaur: ['t-rex', 'sauropod'],
  sport: ['soccer', 'basketball', 'baseball', 'tennis', 'football', 'volleyball'],
  instrument: INSTRUMENTS,
  music: INSTRUMENTS,
  flower: ['sunflower', 'tulip', 'rose', 'hibiscus', 'daisy', 'cherry blossom'],
  gem: ['gem', 'ring', 'crown', 'coin', 'star', 'heart'],
};

/** "cookie factory" in a clicker is a cookie in a factory: a place at the end of a name is the scene. */
const PLACES = new Set([
  'factory',
  'shop',
  'empire',
  'business',
  'bakery',
  'farm',
  'world',
  'land',
  'kingdom',
  'city',
  'house',
  'game',
  'adventure',
  'simulator',
  'tycoon',
  'stand',
]);
const thingOf = (phrase: string) => {
  const words = phrase.split(' ');
  while (words.length > 1 && PLACES.has(words[words.length - 1])) words.pop();
  return words.slice(-2).join(' ');
};

/** When a stand-in would look like something the prompt named, these stand in instead. */
const SPARE: Partial<Record<RoleId, string[]>> = {
  target: ['star', 'coin', 'gem', 'heart'],
  hazard: ['bomb', 'fire', 'spike', 'skull'],
  enemy: ['bat', 'skull', 'spider', 'robot'],
  goal: ['flag', 'door', 'trophy', 'star'],
  ally: ['star', 'heart', 'shield', 'robot'],
  shot: ['fireball', 'laser', 'star', 'arrow'],
  player: ['person', 'robot', 'star', 'heart'],
};

/** What a place has to find and to mind, for games whose own stand-ins are anywhere's (a star, a bomb):
 * a submarine exploring the deep finds shells among jellyfish. */
const LOCAL: [string[], Partial<Record<RoleId, string>>][] = [
  [
    ['sea', 'ocean', 'underwater', 'reef', 'deep', 'coral', 'seabed'],
    { target: 'shell', hazard: 'jellyfish' },
  ],
  [['beach', 'coast', 'shore', 'seaside', 'island'], { target: 'shell', hazard: 'crab' }],
  [['space', 'galaxy', 'orbit', 'universe', 'cosmos'], { hazard: 'asteroid' }],
  [['jungle', 'rainforest'], { target: 'banana', hazard: 'snake' }],
  [['forest', 'woods', 'woodland'], { target: 'mushroom', hazard: 'bee' }],
  [['desert', 'sahara', 'dune', 'dunes'], { target: 'gem', hazard: 'cactus' }],
  [['winter', 'snow', 'snowy', 'arctic', 'polar', 'ice', 'icy'], { target: 'snowflake', hazard: 'snowball' }],
  [['cave', 'caves', 'cavern', 'mine', 'dungeon', 'tunnel'], { target: 'gem', hazard: 'bat' }],
  [['haunted', 'halloween', 'graveyard', 'cemetery', 'spooky'], { target: 'candy', hazard: 'ghost' }],
  [['farm', 'barn'], { target: 'egg', hazard: 'fox' }],
  [['garden', 'meadow'], { target: 'flower', hazard: 'bee' }],
  [['city', 'street', 'town', 'downtown'], { hazard: 'car' }],
];
const anywhere = (role: RoleId, thing: string | undefined) => !!thing && !!SPARE[role]?.includes(thing);

function castRoles(
  r: Reading,
  mechanic: MechanicId,
): {
  roles: Partial<Record<RoleId, Entity>>;
  named: Partial<Record<RoleId, string>>;
  kind: string | null;
  /** A kind the prompt named ("fruit"), whether or not its members fill the roles. */
  kindWord: string | null;
  extras: Entity[];
} {
  const m = MECHANICS[mechanic];
  // Roles it always shows, and those it shows only when the prompt names them (a runner's fliers).
  // (who chases you is drawn where the game has a chaser: "while a cat chases you")
  const chased = r.parts.includes('chaser') && m.parts.includes('chaser');
  const draws = (role: RoleId) =>
    role in m.roles || !!m.optional?.includes(role) || (role === 'enemy' && chased);
  const named: Partial<Record<RoleId, string>> = {};
  // A thing already cast, or a word of one ("vacuum" of "robot vacuum"), or the same picture.
  // (The one you play may look like those it fights: "a pirate ship firing at other ships".)
  // ("other ships" are other than yours, even when you are a ship)
  const others = new Set(r.tokens.filter((t, i) => r.tokens[i - 1]?.word === 'other').map((t) => t.lemma));
  // ("to find its friends": more of the player's own kind are what is found)
  if (r.player && r.targets.includes(r.player)) others.add(r.player);
  const taken = (thing: string, role?: RoleId) =>
    Object.entries(named).some(
      ([k, n]) =>
        !(others.has(thing) && k === 'player' && role !== 'player') &&
        (n === thing ||
          n!.split(' ').includes(thing) ||
          (role !== 'player' &&
            entityOf(n!).emoji === entityOf(thing).emoji &&
            entityOf(n!).tint === entityOf(thing).tint &&
            entityOf(thing).emoji !== null)),
    );
  // What the game's own name brings ("asteroids" are the enemies; basketball has a hoop, no targets).
  const cast: Partial<Record<RoleId, string | null>> = Object.assign(
    {},
    ...r.games.map((g) => NAMED_CAST[g] ?? {}),
  );
  for (const [thing, word] of r.as) {
    // (the game's own word for its piece stands for the piece: "the blocks are presents" in tetris)
    const own = (Object.keys({ ...m.roles, ...cast }) as RoleId[]).filter(
      (k) => (cast[k] ?? m.roles[k]) === word,
    );
    // ("the ball is a meatball": the ball a game throws or bounces is its shot)
    const roles: RoleId[] =
      word === 'ball' && !own.length && draws('shot')
        ? ['shot']
        : (ROLE_WORDS[word] ?? (own.length || !m.nouns.includes(word) ? own : (['player'] as RoleId[])));
    const role = roles.find((x) => draws(x) && !named[x]);
    if (role) named[role] = thing;
  }
  // "flappy bird but with a dragon", "piano tiles but with drums": what comes after "but with" is
  // the game's own piece (the bird, the piano), when the name brings one.
  const but = r.tokens.findIndex((t, i) => t.word === 'but' && r.tokens[i + 1]?.word === 'with');
  const instead = but >= 0 ? r.tokens.slice(but + 2).find((t) => t.pos === 'noun') : undefined;
  // (on piano tiles the piece is what each tile shows)
  // (in a slingshot game the piece is what is flung: "angry birds but with cannonballs")
  const own =
    mechanic === 'tiles'
      ? 'target'
      : mechanic === 'launch' && typeof cast.shot === 'string'
        ? 'shot'
        : (['player', 'target', 'enemy'] as RoleId[]).find((k) => typeof cast[k] === 'string');
  const swapped = instead && r.nouns.find((n) => n.split(' ').pop() === instead.lemma);
  if (swapped && own && !named[own]) named[own] = swapped;
  // "throw paper balls into a trash can": what it goes into is the hoop of a throwing game.
  if (mechanic === 'launch' && r.goalThing && !r.targets.length && !r.enemies.length)
    Object.assign(cast, { goal: r.goalThing, target: null, enemy: null });
  const place = (r.setting ?? '').split(' ');
  // Where one crosses says what is in the way: crabs on a beach, crocodiles in a river.
  // (Falling in the water is how one loses a crossing, not a thing that moves in its lanes.)
  const hazards = mechanic === 'crossing' ? r.hazards.filter((h) => !WET.includes(h)) : r.hazards;
  if (mechanic === 'crossing') {
    const where = [...place, ...[...r.hazards, ...r.nouns].filter((h) => WET.includes(h))];
    const hazard = CROSSED.find(([places]) => places.some((w) => where.includes(w)))?.[1];
    if (hazard && !('hazard' in cast)) cast.hazard = hazard;
  }
  // ("across the pond": water all the way, nothing but the water in the way)
  const pool = mechanic === 'crossing' && ['pond', 'lake', 'swamp'].some((w) => place.includes(w));
  if (pool && !r.tokens.some((t) => ['road', 'street', 'highway', 'traffic', 'car'].includes(t.lemma)))
    cast.hazard = null;
  // A race on the water has logs in the way, not trucks.
  if (mechanic === 'racer' && !('hazard' in cast) && WET.some((w) => place.includes(w))) cast.hazard = 'log';
  // A battle in space is fought in spaceships, at sea in ships.
  if (mechanic === 'duel' && !('player' in cast)) {
    const craft = place.includes('space') ? 'spaceship' : WET.some((w) => place.includes(w)) ? 'ship' : null;
    if (craft) cast.player = craft;
  }
  const reserved = new Set(Object.values(cast).filter((c): c is string => !!c));
  // The first thing named is who you play, unless the prompt gave it another part: what is replaced
  // ("the bricks are planets"), or what attacks, is chased or dodged.
  const otherwise = new Set([...r.as.map(([, w]) => w), ...r.enemies, ...r.hazards, ...r.targets]);
  const guessed = r.player && !otherwise.has(r.player) && !otherwise.has(singular(r.player));
  const player =
    r.player && (r.playerSure || (guessed && m.avatar !== false && !reserved.has(singular(r.player))))
      ? r.player
      : null;
  if (player && !named.player) named.player = player;
  // (a platform game's platforms are how it plays, not things in it)
  const levelWords = ['platformer', 'sidescroller'].includes(mechanic) ? ['platform', 'ledge'] : [];
  const want = (role: RoleId, ...lists: string[][]) => {
    if (!draws(role) || named[role]) return;
    const thing = lists.flat().find((t) => !taken(t) && !levelWords.includes(t));
    if (thing) named[role] = thing;
  };
  // A thing the game has a place for takes it whatever was done to it ("kick the ball" is the
  // shootout's soccer ball, not a foe).
  for (const n of [...r.enemies, ...r.hazards, ...r.targets]) {
    const role = (Object.keys(m.roles) as RoleId[]).find(
      (k) => m.roles[k]!.split(' ').pop() === n && !named[k],
    );
    if (role && role !== 'player' && !taken(n)) named[role] = n;
  }
  // In the games where what is hit is the point (shooting, popping, whacking), what is shot is the target.
  const hitGames: MechanicId[] = ['gallery', 'pop', 'whack', 'squash'];
  want('target', r.targets, hitGames.includes(mechanic) ? r.enemies : []);
  want('enemy', r.enemies, m.roles.hazard || m.optional?.includes('hazard') ? [] : hazards);
  want('hazard', hazards, m.roles.enemy ? [] : r.enemies);
  want('goal', r.goalThing ? [r.goalThing] : []);
  want('shot', r.allies);
  want('ally', r.allies);
  // Tower defense: the one who defends builds the towers; what is defended is the base.
  if (mechanic === 'towers' && named.player && !named.ally) {
    named.ally = named.player;
    named.player = named.goal ?? undefined;
    if (!named.player) delete named.player;
  }
  // "robots attack a city": the city is the base.
  if (['towers', 'squash', 'typing'].includes(mechanic) && !named.player && r.goalThing)
    named.player = r.goalThing;
  // Things named without saying what they do fill the mechanic's open roles, in its order.
  // ("memory game with planets": on cards or tiles, a scene's word in the plural is what is on them)
  const shownOn = (w: string) => m.avatar === false && r.tokens.some((t) => t.lemma === w && t.word !== w);
  // (every scene word, not only the one chosen: "a night sky game" has no sky to catch)
  const cast_ = [r.player, ...r.targets, ...r.hazards, ...r.enemies, ...r.allies];
  const scenes = r.nouns.filter(
    (n) => SETTING_WORDS.has(n) && !cast_.includes(n) && !VEHICLES.has(n) && !isCreature(n),
  );
  const settingWords = new Set(
    [...place, ...scenes, ...(mechanic === 'crossing' ? WET : [])].filter((w) => !shownOn(w)),
  );
  const asWords = new Set(r.as.map(([, w]) => w));
  // The mechanic's own words ("cards" in a memory game) are how it plays, not things in it.
  const mentioned = r.nouns.filter(
    (n) => !m.nouns.includes(n) && !m.names.includes(n) && !levelWords.includes(n),
  );
  // A first noun that is one of the game's own words ("9 holes" of golf) is not a thing in it.
  // (a word of its names too: "kick" of "penalty kick")
  const ownWord = (n: string) =>
    m.nouns.includes(n) || m.names.some((x) => x === n || x.split(' ').includes(n));
  const first = r.player && !player && !(ownWord(r.player) && !m.fill?.includes('player')) ? [r.player] : [];
  const loose = [...first, ...mentioned]
    .map(thingOf)
    .filter((n) => !settingWords.has(n) && !asWords.has(n) && !ROLE_WORDS[n] && !taken(n, 'player'));
  // A kind ("farm animals") brings its members to the roles still open.
  // ("a dinosaur" is one, "dinosaurs" or "fruit" a kind)
  const one = (n: string) =>
    r.tokens.some(
      (t, i) => t.lemma === n.split(' ').pop() && ['a', 'an', 'one'].includes(r.tokens[i - 1]?.word),
    );
  const kindOf = (n: string) => (one(n) ? undefined : membersOf(n, r));
  const expanded = loose.flatMap((n) => kindOf(n) ?? [n]);
  const kindWord = loose.find(kindOf) ?? null;
  // "a game with a cat": a creature named alone is who you play (one of it: "with mummies" are many).
  // (in a maze or a level, creatures named are who roams it: "a maze in a pyramid with mummies")
  const roamed = ['maze', 'pacman', 'platformer', 'sidescroller'].includes(mechanic);
  // (and where foes are filled first, many are those foes: "tower defense with goblins")
  const crowd = roamed || m.fill?.[0] === 'enemy';
  const oneOf = (n: string) => r.tokens.some((t) => t.lemma === n && t.word === t.lemma);
  if (!named.player && !cast.player && m.avatar !== false && !r.targets.length) {
    const who = expanded.find((n) => !taken(n) && !reserved.has(n) && isCreature(n) && (oneOf(n) || !crowd));
    if (who) named.player = who;
  }
  // "a maze with a key and a door": a thing the game already has a place for takes that place.
  for (const n of expanded) {
    const role = (Object.keys(m.roles) as RoleId[]).find((k) => m.roles[k] === n && !named[k]);
    if (role && !taken(n)) named[role] = n;
  }
  for (const role of m.fill ?? (['target', 'hazard', 'enemy', 'player', 'ally', 'goal'] as RoleId[])) {
    if (!draws(role) || named[role] || cast[role] === null) continue;
    const next = expanded.find(
      (n) =>
        !taken(n, role) &&
        !reserved.has(n) &&
        // (a kind's members are all alike: "slicing fruit" has none of them to avoid)
        !(role === 'hazard' && !KIND_BOARDS.includes(mechanic) && !loose.includes(n)) &&
        // (and things to get are got: "collecting apples, bananas and cherries" avoids none of them)
        !(['hazard', 'enemy'].includes(role) && r.targets.includes(n)) &&
        !(roamed && role === 'target' && isCreature(n) && draws('enemy')) &&
        // ("an idle lemonade stand where the money goes up": the money is what the lemonade makes)
        !(mechanic === 'clicker' && cast[role] && MONEY.includes(n)),
    );
    if (next) named[role] = next;
  }
  for (const role of Object.keys(named) as RoleId[]) named[role] = thingOf(named[role]!);
  const shown = new Set([
    ...(Object.keys(m.roles) as RoleId[]),
    ...(Object.keys(cast) as RoleId[]),
    ...(m.optional ?? []).filter((role) => named[role]),
    ...(chased && named.enemy ? (['enemy'] as RoleId[]) : []),
  ]);
  const roles: Partial<Record<RoleId, Entity>> = {};
  // The place's own things, for the roles whose stand-ins are anywhere's.
  const here = LOCAL.find(([words]) => words.some((w) => place.includes(w)))?.[1] ?? {};
  for (const role of shown) {
    const given = named[role];
    if (!given && (cast[role] === null || !(role in m.roles || cast[role]))) continue;
    // (a shooter's hazard is what its enemies drop: bombs wherever it is)
    const local =
      anywhere(role, m.roles[role] ?? undefined) && !(role === 'hazard' && ['shooter', 'arena'].includes(mechanic)) // prettier-ignore
        ? here[role]
        : undefined;
    const defaults = [cast[role], local, m.roles[role], ...(SPARE[role] ?? [])].filter(
      (d): d is string => !!d,
    );
    const standIn = defaults.find((d) => !taken(d)) ?? defaults[0];
    roles[role] = entityOf(given ?? standIn);
  }
  // Someone riding a bike is drawn riding it ("a delivery guy on a bike"), and the bike is no place.
  const rides: Record<string, string> = {
    bike: '🚴',
    bicycle: '🚴',
    motorbike: '🏍️',
    motorcycle: '🏍️',
    scooter: '🛵',
    moped: '🛵',
    skateboard: '🛹',
  };
  // (ridden when said so, "on a bike", "rides his scooter"; "buy a delivery bike" is no ride)
  const ridden = (n: string) =>
    r.tokens.some(
      (t, i) =>
        t.lemma === n &&
        r.tokens.slice(Math.max(0, i - 3), i).some((w) => ['on', 'by', 'ride', 'riding'].includes(w.lemma)),
    );
  const vehicle = r.nouns.find((n) => rides[n] && ridden(n));
  if (vehicle && roles.player && isPerson(roles.player.name) && !Object.values(named).includes(vehicle))
    roles.player = { ...roles.player, emoji: rides[vehicle] };
  // A pet is cared for from its bowl, not watered.
  const flora = /\b(plant|flower|tree|crop|seed|cactus|rose|tulip|sunflower|bush|grass)s?$/;
  if (
    mechanic === 'garden' &&
    !named.player &&
    named.target &&
    isCreature(named.target) &&
    !flora.test(named.target)
  )
    roles.player = entityOf('bowl');
  // Sorting fruit is not recycling: a basket stands for the player there.
  if (mechanic === 'sort' && !named.player && sortSetOf(r) !== 'recycling') roles.player = entityOf('basket');
  // "match three gems": the game's own piece named is what every tile is, in its kinds (no candies
  // among the gems).
  const piece = r.tokens.find((t) => ['gem', 'jewel', 'candy', 'sweet'].includes(t.lemma))?.lemma;
  if ((mechanic === 'match3' || mechanic === 'bubbles') && piece && !Object.keys(named).length) {
    const [target, player, hazard, ally] =
      KINDS[piece === 'jewel' ? 'gem' : piece === 'candy' ? 'sweet' : piece];
    // (a bubble shooter's player is who shoots: the fourth kind is its enemy role)
    const kinds =
      mechanic === 'match3'
        ? { player, target, hazard, ally }
        : { target, ally: player, hazard, enemy: ally };
    for (const [role, thing] of Object.entries(kinds)) roles[role as RoleId] = entityOf(thing);
  }
  // "find the matching pairs of socks": one thing named is every pair (in its own colours), not one
  // pair among stand-ins.
  const things = Object.values(named);
  // ("memory with dinosaurs": the kind's own are the cards, no stand-ins among them)
  if (mechanic === 'memory' && things.length && (things.length === 1 || kindWord))
    for (const role of Object.keys(roles) as RoleId[]) if (!named[role]) delete roles[role];
  // No jellyfish in a lake: what a line brings up there by mistake is an old boot.
  // (a bird diving into a river has nothing there to avoid but what it is told to)
  if (mechanic === 'fishing' && !named.hazard && /\b(lake|river|pond|stream|creek)\b/.test(r.setting ?? ''))
    if (r.parts.includes('dive')) delete roles.hazard;
    else roles.hazard = entityOf('boot');
  // ("push the boxes onto the X spots"): where they go is marked with an X
  if (mechanic === 'sokoban' && !named.goal && /\bx[- ](?:spots?|marks?|squares?|tiles?)\b/i.test(r.prompt))
    roles.goal = { ...entityOf('cross'), name: 'marked spot' };
  // A pet is fed what it eats, when the prompt names no food.
  const eats = roles.player && PET_FOOD.find(([who]) => who.test(roles.player!.name))?.[1];
  if (mechanic === 'pet' && !named.target && eats) roles.target = entityOf(eats);
  // A battleship's ships are ships at sea, not rockets.
  if (mechanic === 'battleship' && roles.player?.name === 'ship')
    roles.player = { ...roles.player, emoji: '🚢' };
  // A race in space weaves through asteroids, not trucks.
  if (mechanic === 'racer' && !named.hazard && /\b(space|galaxy|orbit|moon)\b/.test(r.setting ?? ''))
    roles.hazard = entityOf('asteroid');
  // On the road, the police are in cars ("avoid the police" in a driving game).
  if (mechanic === 'racer' || mechanic === 'crossing')
    for (const role of Object.keys(roles) as RoleId[])
      if (['police', 'cop', 'police officer'].includes(roles[role]!.name))
        roles[role] = entityOf('police car');
  // At sea a ship sails: "a pirate ship" is no spaceship.
  if (/\b(pirates?|sea|ocean|sail\w*|navy|naval|harbou?r|island|boats?|lighthouses?)\b/i.test(r.prompt))
    for (const e of Object.values(roles))
      if (/\bship$/.test(e!.name) && !/space|star/.test(e!.name)) e!.emoji = '⛵';
  // "protect the city with a laser cannon": the gun one defends with is who you play.
  const gun = r.nouns.find((n) => ['cannon', 'turret', 'catapult'].includes(n.split(' ').pop()!));
  if (mechanic === 'shooter' && !named.player && gun) roles.player = entityOf(gun);
  // A cannon fires cannonballs ("shooting cannons at ships"), a laser cannon lasers.
  if (roles.shot?.name.split(' ').pop() === 'cannon')
    roles.shot = { ...entityOf('cannonball'), name: roles.shot.name };
  const firing = [roles.player, roles.ally].find((e) => e && e.name.split(' ').pop() === 'cannon');
  if (firing && roles.shot && !named.shot)
    roles.shot = entityOf(firing.name === 'laser cannon' ? 'laser' : 'cannonball');
  // Archer towers shoot arrows, wizards fire: what a helper shoots, unless the prompt said.
  // (and what the one you play shoots: an archer arrows, a llama spit)
  const shoots = [roles.ally, firing ? undefined : roles.player]
    .map((e) => e && ALLY_SHOTS[e.name.split(' ').pop()!])
    .find(Boolean);
  if (shoots && roles.shot && !named.shot) roles.shot = entityOf(shoots);
  // "pinball with a ball that bounces off planets": what the ball bounces off are the bumpers; a
  // plain ball is pinball's own silver one.
  if (mechanic === 'pinball') {
    const said = (e?: Entity) => !!e && r.nouns.includes(e.name);
    if (said(roles.enemy) && !said(roles.target)) {
      roles.target = roles.enemy;
      delete roles.enemy;
    }
    if (roles.shot?.name === 'ball') delete roles.shot;
  }
  // "tap the drums when the notes hit the line": the instrument is what is played, to the notes
  const played = r.player && PLAYED.includes(r.player);
  if (mechanic === 'rhythm' && played) {
    roles.player = entityOf(r.player!);
    if (roles.target?.name === r.player) roles.target = entityOf(m.roles.target!);
  }
  // "a knight fighting dragons": a knight fights with a sword, close up (the melee part, below).
  const arms = FIGHTER_ARMS[roles.player?.name.split(' ').pop() ?? ''];
  if (mechanic === 'arena' && arms && !named.shot) roles.shot = entityOf(arms);
  // "back to its mother": the young one's mother is the grown one of its kind.
  const young = roles.player?.name.split(' ').pop() ?? '';
  if (roles.goal && PARENTS.includes(roles.goal.name) && isCreature(young))
    roles.goal = { ...entityOf(GROWN[young] ?? young.replace(/^baby /, '')), name: roles.goal.name };
  // "feeding worms to her babies": a creature's young are the little ones of its kind.
  const parent = roles.player?.name.split(' ').pop() ?? '';
  if (roles.goal && YOUNG_WORDS.includes(roles.goal.name) && isCreature(parent))
    roles.goal = { ...entityOf(YOUNG[parent] ?? `baby ${parent}`), name: roles.goal.name };
  // "a space shooter where aliens shoot back": in space, who fights is a spaceship.
  if (
    ['arena', 'shooter'].includes(mechanic) &&
    !named.player &&
    /\b(space|galaxy|orbit)\b/.test(r.setting ?? '')
  )
    roles.player = entityOf('spaceship');
  // "penalty shootout as the goalkeeper": the keeper said to be you is who you play.
  if (
    mechanic === 'penalty' &&
    r.player &&
    KEEPERS.includes(r.player) &&
    !KEEPERS.includes(roles.player?.name ?? '')
  )
    roles.player = entityOf(r.player);
  // "a goalkeeper saving penalty kicks": who shoots at the keeper is a striker.
  // (the shootout's own words name no one: "penalty shootout as the goalkeeper")
  const keeper = (n?: string) => /\b(goal)?(keeper|goalie)$/.test(n ?? '');
  const ownEnemy = !named.enemy || ownWord(roles.enemy?.name ?? '');
  if (mechanic === 'penalty' && ownEnemy && keeper(roles.player?.name)) roles.enemy = entityOf('striker');
  // "ice hockey goalie stopping pucks": the keeper who stops them is who you play; on the ice, the
  // shots are pucks, taken by a hockey player.
  const stops = r.tokens.some((t) => ['stop', 'save', 'block'].includes(t.lemma));
  // ("you aim and the goalie tries to block it": you kick; the keeper stops yours)
  const youKick = r.tokens.some((t, i) => t.word === 'you' && ['aim', 'shoot', 'kick', 'take', 'score'].includes(r.tokens[i + 1]?.lemma ?? '')); // prettier-ignore
  if (mechanic === 'penalty' && stops && !youKick && !keeper(roles.player?.name)) {
    const who = Object.values(roles).find((e) => keeper(e!.name));
    if (who) [roles.player, roles.enemy] = [who, entityOf('striker')];
  }
  const iced = r.tokens.some((t) => ['hockey', 'puck', 'ice'].includes(t.lemma));
  if (mechanic === 'penalty' && iced) {
    roles.shot = entityOf('puck');
    if (keeper(roles.player?.name)) roles.enemy = entityOf('hockey player');
  }
  // Air hockey is played with a puck, by two of a kind (a second player or the computer's mallet).
  if (mechanic === 'pong' && r.tokens.some((t) => t.lemma === 'hockey')) {
    if (!named.target) roles.target = entityOf('puck');
    if (!named.player && !named.enemy) roles.player = roles.enemy = entityOf('mallet');
  }
  // "keep the volleyball in the air": a ball of a sport is kept up by one who plays it, not a seal.
  const sport = roles.target?.name.split(' ').pop() ?? '';
  if (
    mechanic === 'juggle' &&
    named.target &&
    !named.player &&
    /volleyball|football|soccer|basketball|ball$/.test(sport)
  )
    roles.player = entityOf(sport === 'volleyball' ? 'volleyball player' : 'footballer');
  // "a lemonade stand where you see how much money you make": what is sold names the stand; money
  // is what selling makes, never the thing sold.
  if (mechanic === 'stand') {
    const said = /\b([a-z]+(?: [a-z]+)?) (?:stand|stall|truck|kiosk|cart)\b/i.exec(r.prompt)?.[1] ?? '';
    const sold = said.split(' ').filter((w) => !['a', 'an', 'the', 'my', 'our', 'your', 'own', 'little', 'big'].includes(w)).join(' '); // prettier-ignore
    const thing =
      sold && entityOf(sold).emoji
        ? sold
        : sold
            .split(' ')
            .filter((w) => entityOf(w).emoji)
            .pop();
    if (thing && !['food', 'business', 'shop', 'money'].includes(thing)) {
      roles.target = entityOf(thing);
      named.target = thing;
    } else if (['money', 'cash', 'coin', 'profit', 'price'].includes(roles.target?.name ?? ''))
      roles.target = entityOf(m.roles.target!);
  }
  // "a cozy game where you water plants": nothing comes to spoil it unless the prompt names it.
  const cozy = r.tokens.some((t) =>
    ['cozy', 'cosy', 'relaxing', 'calm', 'peaceful', 'chill', 'zen'].includes(t.word),
  );
  if (cozy && !named.hazard && roles.hazard && ['garden', ...CALM].includes(mechanic)) delete roles.hazard;
  // (and what grows is tended with a watering can, not played: "they grow flowers")
  if (
    mechanic === 'garden' &&
    /\b(flower|sunflower|tulip|rose|daisy|plant|seed)$/.test(roles.player?.name ?? '')
  )
    roles.player = entityOf('watering can');
  // "click to mine gold": who taps is a miner, in a mine, not a chef in a factory.
  if (mechanic === 'clicker' && mines(r) && !named.player) roles.player = entityOf('miner');
  // "chop wood": who chops is a lumberjack; the branches are drawn as the trunk's own.
  if (mechanic === 'chop') {
    if (roles.player && !isCreature(roles.player.name) && !isPerson(roles.player.name))
      roles.player = entityOf('lumberjack');
    if (/branch|limb|twig/.test(roles.hazard?.name ?? '')) delete roles.hazard;
  }
  // ("halloween trick or treating": a holiday is when, not who; who goes round is a kid)
  if (roles.player && ['halloween', 'christmas', 'easter'].includes(roles.player.name))
    roles.player = entityOf('kid');
  // (a snowball fight between two is two kids, not two tanks)
  if (mechanic === 'duel' && /snowball/.test(roles.shot?.name ?? '') && !named.player)
    roles.player = roles.enemy = entityOf('kid');
  // "a snowball fight": children throw them at each other, not a hero at zombies.
  if (mechanic === 'arena' && /snowball/.test(roles.shot?.name ?? '')) {
    if (!named.enemy) roles.enemy = entityOf('kid');
    if (!named.player) roles.player = entityOf('child');
  }
  // "paint the fence": the fence is what is painted; the brush paints it.
  if (
    mechanic === 'paint' &&
    roles.player &&
    !isCreature(roles.player.name) &&
    !/brush|roller|painter|paint$/.test(roles.player.name)
  )
    roles.player = entityOf('paintbrush');
  // "the statues come alive and chase you": who chases is the danger; no stand-in hazard besides.
  if (mechanic === 'collect' && chased && named.enemy && !named.hazard) delete roles.hazard;
  // Sneaking up on people or animals: they are the watchers (no guards besides).
  if (mechanic === 'sneak' && !named.enemy && named.target && isCreature(named.target)) delete roles.enemy;
  // A race or a duel is against your own kind unless the prompt says who the rivals are.
  if (m.mirror && !named.enemy && roles.player) roles.enemy = roles.player;
  // A kind counts when its members fill the game ("memory with farm animals"), not when mentioned.
  const members = (kindWord && membersOf(kindWord, r)) || [];
  const kind = Object.values(named).some((n) => members.includes(n!)) ? kindWord : null;
  // The rest of a kind ("farm animals") for games that show many kinds at once.
  const used = new Set(Object.values(roles).map((e) => e!.name));
  const extras = [...new Set(expanded)].filter((n) => !used.has(n) && members.includes(n)).map(entityOf);
  // "catch the falling fruit", "pizza ingredients": what falls or lies about is of every kind the word
  // names, each with its own picture; the word stays its name.
  const many = named.target && !one(named.target) && membersOf(named.target, r);
  // ("collecting apples, bananas and cherries": each kind named is got, the first the target)
  const gotToo = r.targets.filter((t) => !used.has(t) && t !== roles.target?.name);
  if (['catch', 'collect', 'fishing', 'angling'].includes(mechanic) && !extras.length && gotToo.length)
    extras.push(...gotToo.slice(0, 4).map(entityOf));
  // (and the bricks: "the bricks are vegetables", a row of each)
  if (many && ['catch', 'collect', 'breakout', 'slice'].includes(mechanic) && !extras.length) {
    roles.target = { ...entityOf(many[0]), name: roles.target!.name };
    extras.push(...many.slice(1, 5).map(entityOf));
  }
  // ("fruit bricks": the kind's first member broke in as the target; every kind of it is one)
  else if (kind && ['catch', 'collect', 'breakout'].includes(mechanic) && roles.target?.name === members[0])
    roles.target = { ...roles.target, name: kind };
  // A kitchen makes the dish named (a burger when none is) from its ingredients, those named first.
  if (mechanic === 'cook') {
    const typed = ` ${r.tokens.map((t) => t.word).join(' ')} `;
    // ("feed the dinosaurs the right food": no dish, the food each eater wants from its own menu)
    const feeding = FEEDS_RIGHT(r.tokens);
    const dish =
      Object.keys(DISHES).find((d) => [d, `${d}s`, `${d}es`].some((w) => typed.includes(` ${w} `))) ??
      (feeding ? 'food' : 'burger');
    const foods = r.nouns.filter((n) => !DISHES[n] && FOODS.has(n));
    named.target = dish;
    roles.target = entityOf(dish);
    // Who cooks is who does it ("a witch brewing potions", "a robot making pizzas"), or a chef; who
    // orders is someone else ("for the penguins"), and a food named is an ingredient, not a customer.
    const acts = r.tokens.findIndex((t) => t.pos === 'verb');
    const before = (n: string) =>
      r.tokens.slice(0, Math.max(0, acts)).some((t) => t.lemma === n.split(' ').pop());
    const cook =
      r.nouns.find((n) => ['chef', 'cook', 'baker'].includes(n)) ??
      (r.player && isCreature(r.player) && !FOODS.has(r.player) && !SERVED.includes(r.player) && (r.playerSure || before(r.player)) ? r.player : null); // prettier-ignore
    const orders =
      r.nouns.find((n) => isCreature(n) && !FOODS.has(n) && n !== cook) ??
      (feeding ? r.nouns.find((n) => ['animal', 'pet', 'creature'].includes(n)) : undefined) ??
      'customer';
    roles.ally = entityOf(orders);
    // (feeding the animals has no kitchen: nobody cooks)
    if (cook || !feeding) roles.player = entityOf(cook ?? 'chef');
    else delete roles.player;
    // (a chef who was not named is the kitchen's, not the game's name)
    if (cook) named.player = cook;
    else delete named.player;
    for (const role of Object.keys(roles) as RoleId[])
      if (!['player', 'target', 'ally'].includes(role)) delete roles[role];
    const menu = DISHES[singular(dish)] ?? MENUS.find(([eaters]) => eaters.test(orders))?.[1] ?? MENU;
    extras.splice(0, extras.length, ...[...new Set([...foods, ...menu])].slice(0, 6).map(entityOf));
  }
  // Cutting a field ("a tractor harvesting wheat", "mow the lawn"): who cuts is the vehicle (or the
  // mower) named, what is cut the crop named, grass when it is a lawn.
  if (cuts(mechanic, r)) {
    const crop = r.nouns.find((n) => CROPS.includes(n.split(' ').pop()!));
    const grain = ['wheat', 'corn', 'hay', 'grain', 'barley', 'crop', 'field'].includes(crop ?? '');
    const cutter =
      r.nouns.find(
        (n) => n !== crop && (VEHICLES.has(n) || isCreature(n) || /mower|harvester|scythe/.test(n)),
      ) ?? (grain ? 'tractor' : 'lawn mower');
    roles.player = entityOf(cutter);
    roles.target = entityOf(
      !crop || ['lawn', 'field', 'crop'].includes(crop) ? (grain ? 'wheat' : 'grass') : crop,
    );
    if (roles.hazard && [cutter, crop].includes(roles.hazard.name)) delete roles.hazard;
    named.player = cutter;
    named.target = roles.target.name;
  }
  // Decorating: the thing named is what is decorated (a christmas tree when none is), and what goes on
  // it is what the prompt names besides, then the thing's own kit.
  if (mechanic === 'decorate') {
    // (a glass worn is a pair of glasses)
    const worn = (n: string) => (n === 'glass' && /\bdress/i.test(r.english) ? 'glasses' : n);
    const things = r.nouns
      .map(worn)
      .filter((n) => !m.nouns.includes(n) && !SETTING_WORDS.has(n) && emojiFor(n));
    // (who is dressed up first: "a cute teddy bear in the middle and you click on hats, shirts…")
    const base =
      (r.player && emojiFor(r.player) && !WEARABLE.has(r.player) && !DECOR_ITEMS.has(r.player)
        ? r.player
        : null) ??
      (/\bdress/i.test(r.english)
        ? things.find((n) => isCreature(n) || n === 'teddy bear' || n === 'doll')
        : null) ??
      things.find((n) => !DECOR_ITEMS.has(n) && !WEARABLE.has(n)) ??
      'christmas tree';
    const own = DECOR.find(([words]) => words.test(base))?.[1] ?? DECOR_ANY;
    // (one of each look: a shirt named, no t-shirt beside it drawn the same)
    const looks = new Set<string>();
    const items = [...new Set([...things.filter((n) => n !== base), ...own])]
      .filter((n) => {
        const look = emojiFor(n) ?? n;
        return !looks.has(look) && !!looks.add(look);
      })
      .slice(0, 6);
    // (a tree decorated is a christmas tree, a cake a birthday cake, as drawn)
    const drawnAs: Record<string, string> = { tree: '🎄', cake: '🎂' };
    roles.player = { ...entityOf(base), ...(drawnAs[base] ? { emoji: drawnAs[base] } : {}) };
    roles.target = entityOf(items[0]);
    for (const role of Object.keys(roles) as RoleId[])
      if (role !== 'player' && role !== 'target') delete roles[role];
    extras.splice(0, extras.length, ...items.slice(1).map(entityOf));
  }
  // A clicker's upgrades named after the first (its ally) are bought after it, dearer and faster.
  if (mechanic === 'clicker' && roles.ally?.name === r.allies[0])
    extras.splice(0, extras.length, ...r.allies.slice(1, 3).map(entityOf));
  // (a snowflake's sill holds a thing with a picture, or nothing)
  if (mechanic === 'snowflake' && roles.target && !roles.target.emoji) delete roles.target;
  // A hidden-object game's things: those listed to find, then an attic's worth
  if (mechanic === 'hidden') {
    for (const k of Object.keys(roles) as RoleId[]) delete roles[k];
    extras.splice(0, extras.length, ...hiddenThings(r));
  }
  // A claw machine's heap: the plushies listed ("plushies (bear, bunny, duck, dinosaur)"), a kind each
  if (mechanic === 'claw') {
    const listed = clawToys(r.english);
    if (listed.length) {
      roles.target = listed[0];
      named.target = listed[0].name;
      extras.splice(0, extras.length, ...listed.slice(1));
    } else if (roles.target && /^(?:toy|toys|plush|plushie|plushies|prize|prizes)$/.test(roles.target.name))
      roles.target = entityOf(m.roles.target!);
    // (none named: a heap of the usual plush kinds)
    if (!listed.length && !extras.length)
      extras.push(...['bunny', 'duck', 'unicorn', 'dinosaur'].map(entityOf));
  }
  return { roles, named, kind, kindWord, extras };
}

/** An old attic's clutter, for a hidden-object game to hide things among (and to find from). */
const ATTIC: [string, string][] = [
  ['key', '🔑'], ['umbrella', '☂️'], ['clock', '🕰️'], ['cat', '🐈'], ['teddy bear', '🧸'], ['box', '📦'],
  ['candle', '🕯️'], ['chair', '🪑'], ['picture', '🖼️'], ['radio', '📻'], ['violin', '🎻'], ['suitcase', '🧳'],
  ['hat', '👒'], ['nesting doll', '🪆'], ['books', '📚'], ['mirror', '🪞'], ['thread', '🧵'], ['yarn', '🧶'],
  ['top hat', '🎩'], ['boot', '👢'], ['yo-yo', '🪀'], ['vase', '🏺'], ['old key', '🗝️'], ['flashlight', '🔦'],
  ['camera', '📷'], ['dice', '🎲'], ['puzzle piece', '🧩'], ['kite', '🪁'], ['roller skate', '🛼'], ['bucket', '🪣'],
  ['broom', '🧹'], ['basket', '🧺'], ['sunglasses', '🕶️'], ['gloves', '🧤'], ['scarf', '🧣'], ['ring', '💍'],
  ['trophy', '🏆'], ['trumpet', '🎺'], ['drum', '🥁'], ['banjo', '🪕'], ['oil lamp', '🪔'], ['hourglass', '⌛'],
  ['telescope', '🔭'], ['magnifying glass', '🔍'], ['scissors', '✂️'], ['glasses', '👓'], ['guitar', '🎸'],
  ['feather', '🪶'], ['shell', '🐚'], ['coin', '🪙'], ['crown', '👑'], ['sword', '🗡️'], ['map', '🗺️'],
  ['envelope', '✉️'], ['bell', '🔔'], ['paint palette', '🎨'], ['sock', '🧦'], ['shoe', '👞'], ['compass', '🧭'],
  ['teapot', '🫖'], ['alarm clock', '⏰'], ['lantern', '🏮'], ['doll', '🎎'], ['football', '⚽'], ['rocking horse', '🎠'],
]; // prettier-ignore

/** The things a hidden-object prompt lists to find, each with a picture (the attic's own where it has
 * one: a clock on the shelf, not a watch). */
export function hiddenListed(r: Reading): Entity[] {
  const not = MECHANICS.hidden.notThings ?? [];
  const named = [...r.targets, ...(r.player ? [r.player] : []), ...r.allies, ...r.hazards, ...r.enemies, ...r.nouns]; // prettier-ignore
  const listed: Entity[] = [];
  for (const name of named) {
    if (not.includes(name)) continue;
    const own = ATTIC.find(([n]) => n === name);
    const e = own ? { ...entityOf(name), emoji: own[1] } : entityOf(name);
    if (e.emoji && !listed.some((x) => x.emoji === e.emoji || x.name === e.name)) listed.push(e);
  }
  return listed.slice(0, 20);
}

/** A hidden-object game's things: those listed, then the attic's others. */
export function hiddenThings(r: Reading): Entity[] {
  const listed = hiddenListed(r);
  const room = ATTIC.filter(([name, emoji]) => !listed.some((e) => e.name === name || e.emoji === emoji));
  return [...listed, ...room.map(([name, emoji]) => ({ ...entityOf(name), name, emoji }))];
}

/** The toys listed for a claw machine's heap, each with a picture (a bear is a teddy bear). */
export function clawToys(english: string): Entity[] {
  const list =
    /\b(?:plush(?:ies|es|y)?|toys|stuffed animals|soft toys|teddies|prizes)\b[^()]{0,24}\(([^)]+)\)/i.exec(
      english,
    );
  if (!list) return [];
  return list[1]
    .split(/\s*(?:,|\band\b|\bor\b)\s*/i)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean)
    .map((w) => entityOf(w === 'bear' ? 'teddy bear' : w))
    .filter((e) => e.emoji)
    .slice(0, 6);
}

/** A claw machine's rare golden prize, as asked: "a rare golden teddy that gives a 10% discount code TINY10"
 * (its name, the code it shows and what the code is worth, when said). */
export function goldenAsked(text: string): { name: string; emoji: string; code: string; off: string } | null {
  const what =
    /\b(?:golden|gold)\s+(?!(?:coin|coins|star|stars|color|colour|one)\b)([a-z]+(?: bear)?)\b/i.exec(text);
  if (!what) return null;
  const thing = what[1].toLowerCase();
  const name = `golden ${thing === 'bear' ? 'teddy bear' : thing}`;
  const emoji =
    entityOf(/^(?:teddy|bear|teddy bear)$/.test(thing) ? 'teddy bear' : singular(thing)).emoji ?? '🧸';
  const code = /\b(?:code|coupon|voucher)\b[^A-Z\d]{0,12}([A-Z][A-Z\d-]{1,15})\b/.exec(text)?.[1] ?? '';
  const off = /(\d{1,2})\s*%/.exec(text);
  return { name: name.slice(0, 24), emoji, code, off: off ? `${off[1]}% off` : '' };
}

/** Backgammon with the doubling cube, as asked. */
export const CUBE = /\b(?:doubling cube|doubling|cube|videau|dopplerw\u00fcrfel|cubo)\b/i;
/** Chess played with the black pieces, as asked ("I play black", "let me play as black too"). */
export const PLAYS_BLACK =
  /\b(?:play|playing|plays|be|as|with|take|choose)\s+(?:as\s+|with\s+)?(?:the\s+)?black(?:\s+(?:pieces|side))?\b/i;
/** Klondike turning three cards at a time, as asked. */
export const DRAW_THREE =
  /\b(?:draw|turn|deal|flip)\w*(?: over)?\s+(?:3|three)\b|\b(?:3|three)[- ]card draw\b|\b(?:3|three) cards at a time\b/i;
/** What an epidemic simulation is asked to have besides its dots, sliders and chart. */
export function epidemicAsked(
  text: string,
): Partial<Record<'vaccine' | 'hospital' | 'tally' | 'compare' | 'masks', true>> {
  return {
    ...(/\bvaccin\w*|\bimmun\w*|\bvacun\w*|\bimpf\w*/i.test(text) ? { vaccine: true as const } : {}),
    ...(/\bhospital\w*|\bcapacity\b|\bkrankenhaus\w*|\bhôpita\w*|\bospedal\w*/i.test(text) ? { hospital: true as const } : {}),
    ...(/\bever infected\b|\btotal (?:number )?(?:of )?infect\w*|\bhow many (?:were|got|have been) (?:ever )?infected\b|\bcounter\b/i.test(text) ? { tally: true as const } : {}),
    ...(/\b(?:two|2) towns?\b|\bcompare (?:two|2)\b|\bside by side\b|\bno measures\b/i.test(text) ? { compare: true as const } : {}),
    ...(/\bmasks?\b|\bmascarillas?\b|\bmasques?\b|\bmasken\b|\bmáscaras?\b|\bmascherin\w*/i.test(text) ? { masks: true as const } : {}),
  }; // prettier-ignore
}

/** A bridge builder with steel beams as well, as asked. */
export const STEEL = /\b(?:steel|metal|iron|acier|stahl|acero|a\u00e7o|acciaio)\b/i;

/** What goes on a thing decorated, by what it is (each with a picture). */
const DECOR: [RegExp, string[]][] = [
  [/tree|pine|fir/, ['star', 'bauble', 'bell', 'gift', 'ribbon', 'candle']],
  [/cake|cupcake|muffin|pie|cookie|donut|doughnut/, ['strawberry', 'cherries', 'candle', 'chocolate', 'blossom', 'candy']], // prettier-ignore
  [/snowman/, ['top hat', 'carrot', 'scarf', 'gloves', 'button', 'coat']],
  [/princess|prince|queen|king|doll|girl|boy|woman|man|person|model|bride/, ['crown', 'dress', 'ribbon', 'ring', 'handbag', 'lipstick']], // prettier-ignore
  [/bear|teddy|cat|dog|bunny|rabbit|puppy|kitten|panda|monkey|penguin|fox|mouse|hamster|duck|frog/, ['top hat', 'glasses', 'scarf', 'ribbon', 'crown', 't-shirt']], // prettier-ignore
  [/house|room|home|bedroom|castle/, ['potted plant', 'framed picture', 'couch', 'light bulb', 'teddy bear', 'window']], // prettier-ignore
  [/pumpkin|jack-o-lantern/, ['candle', 'bat', 'spider', 'candy', 'ghost', 'spider web']],
  [/egg/, ['blossom', 'star', 'heart', 'sparkles', 'ribbon', 'butterfly']],
];
const DECOR_ANY = ['star', 'heart', 'ribbon', 'blossom', 'gem', 'balloon'];
/** What is worn: what a dress-up puts on someone, never the one dressed. */
const WEARABLE = new Set(['hat', 'top hat', 'cap', 'crown', 'shirt', 't-shirt', 'dress', 'glasses', 'sunglasses', 'shoe', 'boot', 'sock', 'scarf', 'tie', 'bow', 'ribbon', 'jacket', 'coat', 'jeans', 'shorts', 'pants', 'gloves', 'glove', 'necklace', 'ring', 'handbag', 'skirt', 'kimono', 'sari', 'bikini', 'lipstick', 'wig', 'mask', 'helmet']); // prettier-ignore
/** Words for decorations themselves: never the thing decorated. */
const DECOR_ITEMS = new Set([...DECOR.flatMap(([, items]) => items), ...DECOR_ANY, 'ornament', 'bauble', 'light', 'lights', 'tinsel', 'sprinkle', 'frosting', 'icing', 'decoration']); // prettier-ignore

/** A picture quiz's answers in the person's language, when it has a word for every one (a mix of
 * languages would be worse than English). */
function inWords(lang: Lang, things: Entity[], prompt: string): Entity[] {
  const named = things.map((e) => ({ ...e, name: localName(lang, e.name, prompt) }));
  return named.every((e, i) => e.name !== things[i].name) ? named : things;
}

/** Dishes a kitchen makes, and what goes in them (each with a picture). */
/** Who is served in a kitchen or a shop, never who cooks ("customers come in asking for a tea"). */
const SERVED = ['customer', 'client', 'guest', 'visitor', 'diner', 'shopper'];

export const DISHES: Record<string, string[]> = {
  burger: ['bread', 'meat', 'cheese', 'lettuce', 'tomato', 'onion'],
  hamburger: ['bread', 'meat', 'cheese', 'lettuce', 'tomato', 'onion'],
  cheeseburger: ['bread', 'meat', 'cheese', 'lettuce', 'tomato', 'bacon'],
  pizza: ['flatbread', 'tomato', 'cheese', 'mushroom', 'olive', 'pineapple'],
  sandwich: ['bread', 'cheese', 'lettuce', 'tomato', 'bacon', 'egg'],
  cake: ['egg', 'milk', 'butter', 'chocolate', 'strawberry', 'cherry'],
  cupcake: ['egg', 'milk', 'butter', 'chocolate', 'strawberry', 'cherry'],
  taco: ['flatbread', 'meat', 'cheese', 'lettuce', 'tomato', 'avocado'],
  burrito: ['flatbread', 'rice', 'meat', 'cheese', 'avocado', 'tomato'],
  salad: ['lettuce', 'tomato', 'cucumber', 'carrot', 'corn', 'olive'],
  sushi: ['rice', 'fish', 'avocado', 'cucumber', 'shrimp', 'egg'],
  'ice cream': ['ice cream', 'chocolate', 'strawberry', 'banana', 'cherry', 'cookie'],
  sundae: ['ice cream', 'chocolate', 'strawberry', 'banana', 'cherry', 'cookie'],
  smoothie: ['strawberry', 'banana', 'mango', 'blueberries', 'milk', 'kiwi'],
  'hot dog': ['bread', 'sausage', 'onion', 'cheese', 'tomato', 'pepper'],
  pancake: ['pancakes', 'butter', 'honey', 'strawberry', 'blueberries', 'banana'],
  soup: ['carrot', 'onion', 'potato', 'tomato', 'garlic', 'mushroom'],
  noodles: ['noodles', 'egg', 'meat', 'carrot', 'onion', 'mushroom'],
  ramen: ['noodles', 'egg', 'meat', 'carrot', 'onion', 'mushroom'],
  potion: ['mushroom', 'frog', 'herb', 'feather', 'bone', 'crystal ball'],
  tea: ['leaf', 'milk', 'honey', 'lemon', 'herb', 'flower'],
  coffee: ['coffee', 'milk', 'chocolate', 'ice', 'honey', 'cookie'],
};
/** What creatures are fed, when each wants its own ("feed the dinosaurs the right food"). */
const MENUS: [RegExp, string[]][] = [
  [/dino|rex|raptor|saur/, ['leaf', 'meat', 'fish', 'egg', 'fern', 'bone']],
  [/monster|alien|ogre|troll|dragon/, ['cookie', 'cake', 'donut', 'candy', 'pizza', 'apple']],
  [/dog|cat|puppy|kitten|pet|hamster|rabbit|bunny|bird|parrot/, ['bone', 'fish', 'carrot', 'seed', 'cheese', 'meat']], // prettier-ignore
];
/** What anyone else is fed: the zoo's foods. */
const MENU = ['banana', 'fish', 'meat', 'carrot', 'bamboo', 'seed'];
/** Things that go into dishes: named ones are used before the dish's own. */
const FOODS = new Set(Object.values(DISHES).flat());

const ALLY_SHOTS: Record<string, string> = {
  archer: 'arrow',
  bowman: 'arrow',
  wizard: 'fireball',
  mage: 'fireball',
  witch: 'fireball',
  cannon: 'cannonball',
  soldier: 'bullet',
  sniper: 'bullet',
  robot: 'laser',
  laser: 'laser',
  llama: 'spit',
  alpaca: 'spit',
  camel: 'spit',
};
/** What a fighter strikes with in the hand, unless the prompt says (a fight with it is close up). */
const FIGHTER_ARMS: Record<string, string> = {
  knight: 'sword',
  samurai: 'katana',
  viking: 'axe',
  barbarian: 'axe',
  gladiator: 'sword',
  warrior: 'sword',
  pirate: 'sword',
  musketeer: 'sword',
  boxer: 'boxing glove',
  caveman: 'club',
  lumberjack: 'axe',
};

const PARENTS = ['mother', 'mom', 'mum', 'mama', 'mommy', 'father', 'dad', 'parent', 'parents', 'family'];
/** The grown one of a young animal's kind. */
const GROWN: Record<string, string> = {
  duckling: 'duck',
  kitten: 'cat',
  puppy: 'dog',
  chick: 'hen',
  calf: 'cow',
  foal: 'horse',
  cub: 'bear',
  lamb: 'sheep',
  piglet: 'pig',
  fawn: 'deer',
  tadpole: 'frog',
  joey: 'kangaroo',
  gosling: 'goose',
  owlet: 'owl',
};

const YOUNG_WORDS = ['baby', 'babies', 'young', 'little one', 'child', 'children', 'kid', 'kids'];
/** The young of a grown animal's kind. */
const YOUNG: Record<string, string> = {
  ...Object.fromEntries(Object.entries(GROWN).map(([young, grown]) => [grown, young])),
  bird: 'baby bird',
};

/** Games whose things come from afar and must be seen coming: night is their sky, not a light radius. */
const SEEN_FROM_AFAR: MechanicId[] = ['catch', 'pop', 'dodge', 'gallery', 'slice', 'juggle', 'shooter'];
/** Seeing in the dark by echoes: the light comes in pulses (params.pulse). */
const PINGS = ['echolocation', 'sonar', 'radar', 'echo'];
/** Words that ask for the dark itself (a light around the player). */
export const DARK = ['dark', 'darkness', 'flashlight', 'torch', 'lantern', 'shadow', 'shadows', 'blackout', 'headlight', 'headlights', 'headlamp', ...PINGS]; // prettier-ignore

/** Matches whose page ends at a score the design may set ("first to 10"). */
export const FIRST_TO: MechanicId[] = ['pong', 'duel', 'tictactoe', 'connect4'];

/** Water one can fall in. */
/** What an idle game's product is sold for, not the product. */
const MONEY = ['money', 'cash', 'coin', 'dollar', 'gold', 'profit'];

const WET = ['water', 'river', 'sea', 'ocean', 'lake', 'pond', 'swamp'];
/** What is in the way where one crosses (the road's cars otherwise). */
const CROSSED: [string[], string][] = [
  [['beach', 'sand', 'shore', 'coast'], 'crab'],
  [WET, 'crocodile'],
  [['space', 'galaxy', 'moon'], 'asteroid'],
  [['jungle', 'forest', 'woods'], 'snake'],
  [['desert'], 'scorpion'],
  [['ice', 'snow', 'arctic', 'winter'], 'snowball'],
  [['sky', 'clouds'], 'bird'],
];

/** Where animals live, by the words around them: "sea animals", "animals of the jungle". */
const HABITATS: [string, string[]][] = [
  ['sea animal', ['sea', 'ocean', 'marine', 'underwater', 'reef', 'aquarium']],
  ['wild animal', ['wild', 'jungle', 'safari', 'zoo', 'savanna', 'savannah', 'africa']],
  ['forest animal', ['forest', 'wood', 'woods', 'woodland']],
  ['polar animal', ['arctic', 'polar', 'antarctic', 'antarctica', 'ice', 'snow']],
];

/** Boards whose every role is one more member of a kind (a memory game of farm animals). */
const KIND_BOARDS: MechanicId[] = ['memory', 'match3', 'merge'];

/** The members of a kind ("fruit", "farm animals"), animals by where the prompt puts them. */
function membersOf(phrase: string, r: Reading): string[] | undefined {
  const head = phrase.split(' ').pop()!;
  // Flags are countries' in a game of knowing them; on a ski slope a flag is a flag.
  if (head === 'flag' && !['memory', 'quiz', 'match3', 'tiles'].includes(r.mechanic)) return undefined;
  if (['animal', 'creature', 'critter'].includes(head) && !phrase.includes('farm')) {
    const words = new Set([
      ...phrase.split(' '),
      ...r.tokens.map((t) => t.lemma),
      ...(r.setting ?? '').split(' '),
    ]);
    const habitat = HABITATS.find(([, said]) => said.some((w) => words.has(w)));
    if (habitat) return KINDS[habitat[0]];
    // Animals that merge grow: the smallest first.
    if (r.mechanic === 'merge') return ['mouse', 'chick', 'rabbit', 'cat', 'dog', 'pig', 'sheep', 'cow', 'horse', 'elephant', 'whale']; // prettier-ignore
  }
  return KINDS[head];
}

/** What is drawn on the targets, one on each: a kind's members ("animals": a cow, a pig…) or the thing. */
export function decorOf(said: string, r: Reading): Entity[] {
  const name = said.split(' ').map(singular).join(' ');
  return (membersOf(name, r) ?? [name]).slice(0, 8).map(entityOf);
}

/** A topic as the prompt would name it, to find the person's own word for it. */
const TOPIC_NAMES: Record<TopicId, string> = {
  capitals: 'capitals',
  flags: 'flags',
  animals: 'animals',
  math: 'math',
  science: 'science',
  words: 'words',
  dinosaurs: 'dinosaurs',
  art: 'art',
  history: 'history',
  pictures: 'pictures',
  body: 'human body',
  football: 'football',
  space: 'space',
  landmarks: 'landmarks',
  sounds: 'animal sounds',
  water: 'water cycle',
  plants: 'plants',
  colours: 'colours',
  letters: 'letters',
  time: 'telling time',
};
export const QUIZ_TITLES: Record<TopicId, string> = {
  capitals: 'Capitals',
  flags: 'Flag',
  animals: 'Animal',
  math: 'Math',
  science: 'Science',
  words: 'Word',
  dinosaurs: 'Dinosaur',
  art: 'Art',
  history: 'History',
  pictures: 'Picture',
  body: 'Human Body',
  football: 'Football',
  space: 'Space',
  landmarks: 'Landmark',
  sounds: 'Animal Sound',
  water: 'Water Cycle',
  plants: 'Plant',
  colours: 'Colour',
  letters: 'Missing Letter',
  time: 'Telling Time',
};

/**
 * What a quiz asks: its topic's bank; a kind the prompt named with a picture for each ("fruit", "sea
 * animals") asks "What is this?" of them; anything else asks capitals (and a note says so).
 */
function quizTopic(r: Reading, extras: Entity[]): TopicId {
  const pictures = extras.filter((e) => e.emoji).length >= 4;
  // "animals" has its own bank; animals of one place ("sea animals", "farm animals") are pictures of
  // those (the farm's are the kind's own list).
  const onePlace = extras[0]?.name !== KINDS.animal[0] || r.setting === 'farm';
  if (r.topic && !(r.topic === 'animals' && pictures && onePlace)) return r.topic;
  return pictures ? 'pictures' : 'capitals';
}

/** "click to mine gold": mining is the verb, so the clicker is a mine and who taps a miner. */
const mines = (r: Reading) => r.tokens.some((t) => t.lemma === 'mine' && t.pos === 'verb');

/** Games whose title is their own name, whatever is said about them. */
const OWN_NAMES: MechanicId[] = [
  'snowflake',
  'hidden',
  'backgammon',
  'jenga',
  'bridge',
  'chess',
  'klondike',
  'blast',
  'flow',
  'connections',
  'epidemic',
];

/** "Space Cat: Fish Hunt" from what the prompt named; the scene or the mechanic when it named little. */
function titleFor(
  r: Reading,
  named: Partial<Record<RoleId, string>>,
  mechanic: MechanicId,
  kind: string | null,
  topic: TopicId | null,
): string {
  if (r.title) return r.title.slice(0, LIMITS.title);
  // ("Caterpillar: Leaf Snake": a snake game played by something else is a feast)
  const noun =
    mechanic === 'snake' && named.player && PULLERS.test(named.player)
      ? 'Line' // ("Train: Passenger Line")
      : mechanic === 'snake' && named.player && !/snake|serpent/.test(named.player)
        ? 'Feast'
        : r.repairs && mechanic === 'garden'
          ? 'Repair'
          : r.blaze && mechanic === 'garden'
            ? 'Rescue'
            : cuts(mechanic, r)
              ? 'Harvest'
              : mechanic === 'clicker' && mines(r)
                ? 'Mine'
                : mechanic === 'cook' &&
                    r.tokens.some((t) => ['shop', 'cafe', 'café', 'teahouse'].includes(t.lemma))
                  ? 'Shop' // ("a cozy little tea shop")
                  : mechanic === 'collect' && r.parts.includes('chaser') && !named.target
                    ? 'Escape' // ("escape the zombies")
                    : mechanic === 'circuit' && r.parts.includes('ghost')
                      ? 'Time Trial'
                      : mechanic === 'typing' && topic === 'math'
                        ? 'Sums' // ("Castle: Monster Sums")
                        : MECHANICS[mechanic].noun;
  // ("something like The Oregon Trail": the trail's name, whoever pulls the wagon)
  if (mechanic === 'trail' && !r.lang) return titleCase(r.games.find((n) => MECHANICS.trail.names.includes(n)) ?? 'the oregon trail'); // prettier-ignore
  // (a snowflake maker, "un gioco di oggetti nascosti", "backgamon vs computer", a jenga tower: the game's
  // own name as it is spelt, none of its things or words)
  if (OWN_NAMES.includes(mechanic))
    return (r.lang ? localTitle(r.lang, noun, null, null) : noun).slice(0, LIMITS.title);
  if (r.lang) {
    const own = (name: string | undefined | null) => (name ? typedWord(r.lang!, name, r.prompt) : null);
    // What the game is about: a quiz's topic, a kind ("frutas"), or the things named.
    const about = mechanic === 'quiz' && r.topic && topic !== 'pictures' ? TOPIC_NAMES[r.topic] : kind;
    if (about) return localTitle(r.lang, noun, null, own(about)).slice(0, LIMITS.title);
    const what = own(named.target ?? named.enemy ?? named.hazard ?? named.goal);
    return localTitle(r.lang, noun, own(named.player), what).slice(0, LIMITS.title);
  }
  // ("a crossword about the sea": its theme; the paper it is done in is no part of its name)
  if (mechanic === 'crossword') {
    const theme = crosswordTheme(r.english);
    return theme ? `${THEME_TITLES[theme]} Crossword` : titleCase(r.games[0] ?? 'crossword');
  }
  // ("a programming game with a cat": the cat is coded, no robot)
  if (mechanic === 'lightbot' && named.player && !/robot|bot\b/.test(named.player))
    return `${cap(named.player)} Coder`;
  // ("play Hearts", "the queen of spades": how the card game is said, not its name)
  if (mechanic === 'hearts' && !named.target) return 'Hearts';
  // "memory with farm animals": the kind names the game better than one of its members.
  if (kind)
    return `${cap([r.setting, kind].filter(Boolean).join(' '))} ${noun}`
      .replace(/\b(\w+) \1\b/gi, '$1') // "Sea Sea Animal Quiz"
      .slice(0, LIMITS.title);
  if (mechanic === 'quiz' && r.tables.length === 1) return `The ${r.tables[0]} Times Table`;
  if (['quiz', 'typing'].includes(mechanic) && r.tables.length > 1) return 'Times Tables';
  if (mechanic === 'quiz' && topic === 'capitals' && US_STATES.test(r.english)) return 'State Capitals Quiz';
  if (mechanic === 'quiz' && topic !== 'pictures') return `${QUIZ_TITLES[topic ?? 'capitals']} Quiz`;
  if (mechanic === 'sort') return SORT_TITLES[sortSetOf(r)];
  if (mechanic === 'order') return ORDER_TITLES[r.ordering];
  if (mechanic === 'catch' && r.labelled) return r.labelled === 'spell' ? 'Spelling Catch' : 'Fraction Catch';
  // (a throw into something is a toss: "Paper Ball Toss")
  if (mechanic === 'launch' && r.goalThing && !named.target && !named.enemy && !r.games.length)
    return `${cap(named.shot ?? r.allies[0] ?? 'ball')} Toss`;
  // (a race is about who races, not what lies on the track)
  // (and a fishing sim about what is fished, not the boots it brings up)
  const about =
    mechanic === 'circuit'
      ? [named.enemy]
      : mechanic === 'angling'
        ? [named.target]
        : [named.target, named.enemy, named.hazard, named.goal];
  const whatever = about.find(
    // ("Tank Blaster", not "Tank: Tank Blaster", when the others are your own kind)
    (n) => n && n !== named.player?.split(' ').pop() && n !== named.player,
  );
  // "Fish Fishing", "Race Race": a thing the game's name already says is left out.
  const what = whatever && noun.toLowerCase().startsWith(singular(whatever)) ? undefined : whatever;
  // ("Person: Alien Blaster" says nothing the game does not)
  const who = named.player === 'person' ? undefined : named.player;
  const lead = who ?? (r.setting && !what ? r.setting : null);
  // "tic tac toe with cats and dogs": two sides are one against the other
  if (
    ['tictactoe', 'connect4', 'checkers', 'rps'].includes(mechanic) &&
    who &&
    named.enemy &&
    named.enemy !== who
  )
    return `${cap(plural(who))} vs ${cap(plural(named.enemy))} ${noun}`.slice(0, LIMITS.title);
  // ("Fruit Hangman": a word game's words are of a kind)
  // ("wordle but only with 5 letter animal names": the kind its topic says)
  const topicKind = r.topic && KINDS[r.topic.replace(/s$/, '')] ? r.topic.replace(/s$/, '') : undefined;
  const wordsKind = r.nouns.find((n) => KINDS[n]) ?? (mechanic === 'wordle' ? topicKind : undefined);
  if ([...WORD_GAMES, 'wordle'].includes(mechanic) && !who && !what && wordsKind)
    return `${cap(wordsKind)} ${noun}`.slice(0, LIMITS.title);
  // "bullet hell", "asteroids": a game named and nothing else is called by its name.
  // (the name of the game it is, of those named: "tank battle in a maze" is a tank battle)
  const game = r.games.find((n) => MECHANICS[mechanic].names.includes(n)) ?? r.games[0];
  if (!lead && !what && game) return titleCase(game);
  const tail = what ? `${cap(what)} ${noun}` : noun;
  const title = lead ? (what ? `${cap(lead)}: ${tail}` : `${cap(lead)} ${noun}`) : tail;
  // "Snake Snake", "Cookie Factory Factory": a name that already says the kind keeps it once.
  return title.replace(/\b(\w+) \1\b/gi, '$1').slice(0, LIMITS.title);
}

/** A shootout of one side only: you save every kick, or take every one (params.side). */
const SIDE_LINES = {
  keep: 'Dive to save ten penalties: each goal let in costs a life',
  kick: 'Take ten penalties past the {enemy:1}: each miss costs a life',
};
/** Who keeps goal, by name: playing one, you save the kicks. */
export const KEEPERS = ['goalkeeper', 'keeper', 'goalie'];

type TaglineParams = Partial<Pick<Design['params'], 'goal' | 'escort' | 'side'>>;

/** The mechanic's line for these roles and parts, its slots ("{target}", "{enemy:1}") still open. */
function taglineLine(
  mechanic: MechanicId,
  roles: Design['roles'],
  parts: PartId[],
  params: TaglineParams,
): string {
  const { goal = null, escort = false, side } = params;
  const m = MECHANICS[mechanic];
  const needs = (line: string) => [...line.matchAll(/\{(\w+)/g)].map((x) => x[1] as RoleId);
  const byPart = parts
    .flatMap((p) => m.partTaglines?.[p] ?? [])
    .find((line) => needs(line).every((role) => roles[role]));
  return (
    (mechanic === 'penalty' && side ? SIDE_LINES[side] : undefined) ??
    (mechanic === 'snake' && PULLERS.test(roles.player?.name ?? '') && roles.target
      ? 'Pick up the {target} and grow longer, never hit your own carriages'
      : undefined) ??
    (escort ? m.escortTagline : undefined) ??
    // (the plain game's marks are no things to name: X and O)
    (mechanic === 'tictactoe' && roles.player?.name === 'cross' && roles.enemy?.name === 'circle'
      ? parts.includes('twoPlayer')
        ? 'Three in a row wins: X against O, taking turns'
        : 'Three in a row wins: you are X, the computer is O'
      : undefined) ??
    // ("find 5 keys to open the door": the way out opens when they are found)
    (mechanic === 'collect' && roles.goal && goal && !parts.includes('carry')
      ? parts.includes('chaser') && roles.enemy
        ? 'Find the {target}, then reach the {goal:1} before the {enemy:1} gets you'
        : 'Find the {target}, then reach the {goal:1}'
      : undefined) ??
    byPart ??
    (needs(m.tagline).some((role) => !roles[role])
      ? [m.taglineAlt ?? []].flat().find((alt) => needs(alt).every((role) => roles[role]))
      : undefined) ??
    m.tagline
  );
}

/** A line's counts as asked (the English line says which): "first to 10", "15 questions: get 11 right". */
function countsAsked(line: string, english: string, goal: number | null | undefined): string {
  if (!goal) return line;
  const first = /\bfirst to (\d+)/.exec(english)?.[1]; // (the same number in the line, in any language)
  if (first) return line.replace(new RegExp(`\\b${first}\\b`), String(goal));
  if (!/\b10 questions: get 7\b/.test(english)) return line;
  let k = 0;
  return line.replace(/\b10\b[^\d]*\b7\b/, (said) =>
    said.replace(/\d+/g, () => String(k++ ? passMark(goal) : goal)),
  );
}

export function taglineFor(
  mechanic: MechanicId,
  roles: Design['roles'],
  parts: PartId[] = [],
  params: TaglineParams = {},
): string {
  const line = taglineLine(mechanic, roles, parts, params);
  return filledLine(line, line, params.goal, (role, one) => {
    const name = roles[role]?.name ?? '';
    return one ? name : role === 'player' ? cap(name) : plural(name);
  });
}

/** A tagline's slots filled (`nameOf` a role, one or many), its counts as asked, within the limit. */
function filledLine(
  line: string,
  english: string,
  goal: number | null | undefined,
  nameOf: (role: RoleId, one: boolean) => string,
): string {
  const filled = line.replace(/\{(\w+)(:1)?\}/g, (_, role: RoleId, one?: string) => nameOf(role, !!one));
  return countsAsked(firstUp(filled), english, goal).slice(0, LIMITS.tagline);
}

/** The mechanic's line in the prompt's language with its things' names there, or null when it has none. */
function taglineIn(
  lang: Lang,
  mechanic: MechanicId,
  roles: Design['roles'],
  parts: PartId[],
  params: TaglineParams,
  prompt: string,
): string | null {
  const english = taglineLine(mechanic, roles, parts, params);
  const line = TAGLINES[lang][english];
  if (!line) return null;
  // (the counts stand as digits in every language: "7 points", "10 … 7")
  return filledLine(line, english, params.goal, (role, one) => {
    const e = roles[role];
    if (!e) return '';
    const { one: single, many } = localNames(lang, e.name, prompt, e.emoji);
    return one || role === 'player' ? single : many;
  });
}

/** What a fishing sim's line brings up besides its fish: the kinds named, else rarer ones of its own. */
function anglersCatch(r: Reading): Entity[] {
  const named = r.nouns.filter((n) => n !== 'fish' && FISH_KINDS.test(n)).slice(0, 3);
  return named.length ? named.map(entityOf) : ANGLED.map(([name, emoji]) => ({ ...entityOf(name), emoji }));
}
const FISH_KINDS =
  /\b(?:trout|salmon|bass|carp|pike|cod|tuna|catfish|goldfish|perch|eel|shark|marlin|sardine|mackerel|herring|minnow|koi|swordfish|squid|octopus|crab|lobster|pufferfish|blowfish)$/;

/** Puzzles timed by how long they take, not by a clock that runs out. */
export const TIMED_PUZZLES: MechanicId[] = ['takuzu', 'slide', 'lights', 'jigsaw', 'hanoi', 'rushhour', 'memory', 'sudoku', 'mines', 'sokoban', 'pipes', 'wordsearch', 'maze', 'order', 'dots', 'spotdiff', 'numbers', 'wordle', 'hangman', 'scramble', 'merge', 'paint']; // prettier-ignore

/** The second kind of tower named ("a cannon that does splash damage", "mortar towers"), or null. */
export function heavyTower(r: { tokens: { lemma: string }[] }): string | null {
  return HEAVY_TOWERS.find((t) => r.tokens.some((k) => k.lemma === t)) ?? null;
}
const HEAVY_TOWERS = ['cannon', 'mortar', 'catapult', 'bomb', 'rocket', 'missile', 'wizard', 'mage'];

/** A fishing sim's rarer catches when the prompt names no fish of its own. */
const ANGLED: [string, string][] = [
  ['tropical fish', '🐠'],
  ['blowfish', '🐡'],
  ['octopus', '🐙'],
];

/** What a pet eats by what it is (a virtual pet's food). */
const PET_FOOD: [RegExp, string][] = [
  [/\b(?:dog|puppy|pup)\b/, 'bone'],
  [/\b(?:cat|kitten|kitty)\b/, 'fish'],
  [/\b(?:rabbit|bunny|horse|pony|guinea pig)\b/, 'carrot'],
  [/\b(?:dragon|dinosaur|t-rex|lion|tiger|wolf)\b/, 'meat'],
  [/\b(?:monkey|ape)\b/, 'banana'],
  [/\b(?:panda)\b/, 'bamboo'],
  [/\b(?:mouse|rat)\b/, 'cheese'],
  [/\b(?:bird|parrot|chick|chicken)\b/, 'corn'],
];

/** Words that put a push puzzle on ice: what is pushed slides on. */
export const ICY = ['ice', 'icy', 'slide', 'slides', 'sliding', 'glide', 'frozen'];

/** Games whose first crash ends the run, as their classics do (a dino runner, flappy, snake; a Wordle
 * word not found; a rhythm game's run of misses; Simon's first wrong pad), unless lives are asked for: no hearts to count. */
const ONE_LIFE: MechanicId[] = ['runner', 'flappy', 'snake', 'wordle', 'rhythm', 'simon'];
/** Games whose lives are tries (a Mastermind's ten rows): as many as the classic has. */
const TRIES: Partial<Record<MechanicId, [number, number, number]>> = { mastermind: [12, 10, 8] };

function livesFor(difficulty: Difficulty, mechanic: MechanicId): number {
  if (ONE_LIFE.includes(mechanic)) return difficulty === 'easy' ? 3 : 1;
  const tries = TRIES[mechanic];
  if (tries) return tries[['easy', 'normal', 'hard'].indexOf(difficulty)];
  return difficulty === 'easy' ? 5 : difficulty === 'hard' ? 2 : 3;
}

/** Parts some mechanics play already, however they are asked for: no note says they were left out
 * ("bowling, drag to aim": bowling is aimed; "a bullet hell shmup": a shooter's foes fire back). */
const PLAYED_ALREADY: Partial<Record<PartId, MechanicId[]>> = {
  aimAnywhere: [
    'bowling',
    'golf',
    'penalty',
    'launch',
    'knock',
    'gallery',
    'bubbles',
    'pinball',
    'fishing',
    'archery',
  ],
  returnFire: ['shooter', 'duel'],
  // (a labyrinth has its clock and its boards of its own)
  timer: ['tilt', 'crossword', 'hidden'], // (and a crossword or a hidden-object room its clock)
  levels: ['tilt', 'lightbot'], // (and a coding puzzle its eight)
  // (Hearts' "queen of spades" is a card, no boss; the trail's "thief in the night" comes in its nights)
  boss: ['hearts'],
  night: ['trail'],
};

/** The mechanic plays this part already, in its own way. */
export const playsAlready = (part: PartId, mechanic: MechanicId) =>
  !!PLAYED_ALREADY[part]?.includes(mechanic);

/** Parts the mechanic takes; the others are named in a note. */
export function fitParts(mechanic: MechanicId, asked: PartId[]): { parts: PartId[]; notes: string[] } {
  const m = MECHANICS[mechanic];
  // (the choice of easy, normal or hard is the title screen's, in every game)
  const fits = (p: PartId) => m.parts.includes(p) || p === 'modes';
  const parts = asked.filter(fits);
  const notes = asked
    .filter((p) => !fits(p) && !playsAlready(p, mechanic))
    .map(
      (p) => `${article(KIND[mechanic])} game cannot have ${PART_NAMES[p]} yet, so that part was left out.`,
    );
  return { parts, notes };
}
export const PART_NAMES: Record<PartId, string> = {
  boss: 'a boss',
  powerups: 'power-ups',
  timer: 'a timer',
  levels: 'levels',
  highscores: 'a high-score table',
  night: 'a night mode',
  aimAnywhere: 'shooting in every direction',
  twoPlayer: 'two players',
  returnFire: 'enemies that shoot back',
  climb: 'climbing',
  lined: 'things lined up on a fence',
  melee: 'a weapon swung in the hand',
  dive: 'diving for the catch',
  hold: 'hold-to-rise controls',
  feed: 'feeding',
  build: 'building up',
  flip: 'gravity flips',
  chaser: 'a chaser',
  multiball: 'a second ball',
  carry: 'picking up and dropping off',
  flee: 'things that run away',
  sleeps: 'a watcher who sleeps and wakes',
  ghost: 'a ghost car of your best lap',
  upgrades: 'a choice of three upgrades after each room',
  modes: 'easy, normal and hard to choose from',
};

const TOPIC_WORDS: Record<string, string[]> = {
  animals: [
    'cat',
    'dog',
    'horse',
    'tiger',
    'zebra',
    'monkey',
    'rabbit',
    'turtle',
    'eagle',
    'shark',
    'whale',
    'panda',
    'koala',
    'camel',
    'snake',
    'frog',
    'mouse',
    'sheep',
    'goat',
    'parrot',
  ],
  space: ['planet', 'rocket', 'star', 'moon', 'comet', 'galaxy', 'astronaut', 'orbit', 'meteor', 'saturn', 'mars', 'alien', 'telescope', 'sun'], // prettier-ignore
};

/** What a place's scene is made of, for a spot-the-difference picture when no kind of thing is named. */
const SCENE_THINGS: [string[], string[]][] = [
  [['farm', 'barn', 'countryside'], ['cow', 'pig', 'sheep', 'chicken', 'horse', 'duck', 'tractor', 'sunflower', 'tree', 'house']],
  [['sea', 'ocean', 'underwater', 'reef', 'aquarium'], ['fish', 'octopus', 'crab', 'turtle', 'jellyfish', 'shell', 'whale', 'shrimp', 'tropical fish', 'dolphin']],
  [['beach', 'island', 'coast'], ['umbrella', 'palm tree', 'shell', 'crab', 'bucket', 'sunglasses', 'surfboard', 'sun', 'boat', 'seagull']],
  [['kitchen', 'restaurant', 'cafe', 'bakery'], ['cooking pot', 'frying pan', 'spoon', 'cup', 'teapot', 'apple', 'bread', 'cheese', 'egg', 'carrot']],
  [['space', 'planet', 'moon', 'galaxy', 'mars'], ['planet', 'rocket', 'astronaut', 'ufo', 'comet', 'moon', 'satellite', 'star', 'alien', 'telescope']],
  [['forest', 'woods', 'wood'], ['tree', 'mushroom', 'fox', 'deer', 'owl', 'hedgehog', 'squirrel', 'evergreen tree', 'rabbit', 'butterfly']],
  [['city', 'town', 'street'], ['car', 'bus', 'house', 'building', 'traffic light', 'bicycle', 'taxi', 'tree', 'dog', 'person']],
  [['jungle', 'rainforest'], ['parrot', 'monkey', 'snake', 'palm tree', 'banana', 'tiger', 'frog', 'butterfly', 'elephant', 'leaf']],
  [['zoo', 'safari', 'savanna'], ['elephant', 'lion', 'giraffe', 'zebra', 'monkey', 'penguin', 'tiger', 'hippo', 'tree', 'bird']],
  [['school', 'classroom'], ['book', 'pencil', 'apple', 'backpack', 'globe', 'ruler', 'scissors', 'clock', 'crayon', 'computer']],
  [['desert'], ['cactus', 'camel', 'scorpion', 'sun', 'snake', 'rock', 'lizard', 'palm tree', 'skull', 'eagle']],
  [['winter', 'snow', 'arctic', 'north pole'], ['snowman', 'snowflake', 'penguin', 'sled', 'evergreen tree', 'polar bear', 'mitten', 'scarf', 'ice skate', 'reindeer']],
  [['halloween', 'haunted'], ['pumpkin', 'ghost', 'bat', 'candy', 'witch', 'spider', 'skull', 'cat', 'moon', 'candle']],
  [['christmas'], ['christmas tree', 'gift', 'santa', 'bell', 'candle', 'cookie', 'snowman', 'star', 'reindeer', 'sock']],
  [[], ['tree', 'flower', 'dog', 'butterfly', 'balloon', 'kite', 'ball', 'bird', 'cat', 'sun']],
]; // prettier-ignore

/** A field (CROPS) cut tile by tile: the painting game as mowing, harvesting, reaping. */
function cuts(mechanic: MechanicId, r: Reading): boolean {
  return mechanic === 'paint' && r.tokens.some((t) => ['mow', 'harvest', 'reap'].includes(t.lemma));
}

/** The games played with words, whose words are shown in the prompt's language. */
const WORD_GAMES: MechanicId[] = ['typing', 'hangman', 'scramble', 'wordsearch'];

/** Words too short to be a listed word, or capitals that are keys and initials ("WASD", "UFO"). */
const NOT_LISTED = new Set(['wasd', 'zqsd', 'ufo', 'usa', 'cpu', 'npc', 'rpg', 'fps', 'asap', 'lol', 'omg', 'gps', 'dna', 'led', 'abc', 'pls', 'plz', 'btw', 'imo', 'diy', 'faq', 'aka', 'etc', 'and', 'the']); // prettier-ignore

/** The words a person lists for a game of words: written in capitals ("words like SHARK, WHALE, EEL"),
 * or after "words like" / "such as" / "words:"; none when fewer than three. */
export function listedWords(prompt: string): string[] {
  const keep = (list: string[]) => {
    const words = [...new Set(list.map((w) => w.trim().toLowerCase()))].filter(
      (w) => /^\p{L}{3,12}$/u.test(w) && !NOT_LISTED.has(w),
    );
    return words.length >= 3 ? words : [];
  };
  const capitals = keep([...prompt.matchAll(/(?<!\p{L})\p{Lu}{3,12}(?!\p{L})/gu)].map((m) => m[0]));
  if (capitals.length) return capitals;
  const after = /\bwords?\s*(?:like|such as|including|:)\s*([^.!?;()]+)/i.exec(prompt);
  return after ? keep(after[1].split(/,|\band\b|\bor\b|\betc\b/i)) : [];
}

/** What a game of words plays with: a typing game's or hangman's words, wordle's five-letter ones,
 * the maths a quiz asks (add, subtract…); none when the game's own list is best. */
function wordsFor(mechanic: MechanicId, r: Reading, extras: Entity[], local = false): string[] {
  const listed = WORD_GAMES.includes(mechanic) ? listedWords(r.prompt) : [];
  if (listed.length) return listed.slice(0, LIMITS.words);
  // (a word search lists its words with their pictures: a kind's members have them; so does a game
  // in another language, whose words are the things' names there)
  const members = extras.map((e) => e.name).filter((n) => /^\p{L}{3,10}$/u.test(n));
  if (
    (mechanic === 'wordsearch' || (local && WORD_GAMES.includes(mechanic))) &&
    members.length >= (local ? 4 : 6)
  )
    return members.slice(0, LIMITS.words);
  // The entries of a list whose words the prompt says.
  const said = (list: [string, string[]][]) =>
    list
      .filter(([, words]) => words.some((w) => r.tokens.some((t) => t.lemma === w || t.word === w)))
      .map(([id]) => id);
  // (the operations of sums asked, or typed: "each one has a sum on its belly, she types the answer")
  if ((mechanic === 'quiz' || mechanic === 'typing') && r.topic === 'math')
    return r.tables.length ? ['multiply', ...r.tables.map((n) => `table ${n}`)] : said(MATHS);
  // (words to type in another language are its own: "chat", "pomme", not English ones)
  if (mechanic === 'typing' && r.lang && r.topic !== 'math')
    return everydayWords(r.lang, LIMITS.words, hash(r.prompt));
  if (WORD_GAMES.includes(mechanic)) return typingWords(r, extras);
  if (mechanic === 'sort') return [sortSetOf(r)];
  if (mechanic === 'order') return [r.ordering];
  if (mechanic === 'catch' && r.labelled === 'equal') return [r.fraction];
  if (mechanic === 'catch' && r.labelled === 'spell')
    return typingWords(r, extras)
      .filter((w) => w.length >= 3 && w.length <= 6)
      .slice(0, 12);
  if (mechanic === 'wordle') return typingWords(r, extras).filter((w) => w.length === 5);
  // "countries of Europe", "flags of Africa": the part of the world asked about.
  // ("match each US state to its capital", "the 50 states")
  if (mechanic === 'quiz' && r.topic === 'capitals' && US_STATES.test(r.english)) return ['us states'];
  if (mechanic === 'quiz' && (r.topic === 'capitals' || r.topic === 'flags')) return said(REGIONS);
  return [];
}
const ORDER_TITLES: Record<string, string> = {
  planets: 'Planet Order',
  lifecycles: 'Life Cycles',
  days: 'Days of the Week',
  months: 'Months in Order',
  rainbow: 'Rainbow Order',
  letters: 'ABC Order',
  sizes: 'Smallest to Biggest',
  numbers: 'Number Order',
};
const TRIOS = /\b(?:3|three) (?:squares|blocks|cells|tiles)\b|\btr[io]ominoe?s?\b/i;
/** A minesweeper board as asked ("10x10 with 15 mines"), within what fits the screen. */
/** A tower defense's waves and the one its boss comes in, as said ("10 waves", "a boss on wave 10"). */
export function towerWaves(
  r: { waves: number | null; bossWave: number | null },
  parts: PartId[],
  had?: number,
): Pick<Design['params'], 'waves' | 'bossWave'> {
  const [lo, hi] = LIMITS.waves;
  const boss = r.bossWave && parts.includes('boss') ? r.bossWave : null;
  const waves = clamp(Math.max(r.waves ?? had ?? 5, boss && boss > 0 ? boss : 0), lo, hi);
  return {
    ...(waves !== 5 ? { waves } : {}),
    ...(boss ? { bossWave: boss > 0 ? clamp(boss, lo, hi) : waves } : {}),
  };
}

/** A sliding puzzle's tiles across, as asked: "4x4", "the 8 puzzle", "numbers 1-15". */
export function slideSide(r: Pick<Reading, 'grid' | 'prompt'>): number | undefined {
  const square = r.grid && r.grid.cols === r.grid.rows ? r.grid.cols : undefined;
  const last = /\b(8|15|24|35|eight|fifteen)(?:[ -]puzzle\b| tiles\b)|\b1\s*(?:-|to)\s*(8|15|24|35)\b/i.exec(r.prompt); // prettier-ignore
  const tiles = last && { eight: 8, fifteen: 15 }[(last[1] ?? '').toLowerCase()];
  const side = square ?? (last ? Math.sqrt((tiles || Number(last[1] ?? last[2])) + 1) : undefined);
  return side && side >= 3 && side <= 6 ? side : undefined;
}

/** A farm's animals as asked ("chickens that lay eggs and a cow"): two of a kind said in the plural. */
export function farmAnimals(r: Pick<Reading, 'tokens'>): string[] {
  const kept = ['chicken', 'cow', 'goat', 'sheep'];
  const out: string[] = [];
  for (const t of r.tokens)
    if (kept.includes(t.lemma) && out.filter((a) => a === t.lemma).length === 0)
      out.push(...(t.word !== t.lemma && t.lemma !== 'sheep' ? [t.lemma, t.lemma] : [t.lemma]));
  return out.slice(0, 4);
}
export const SEASONS_ASKED = /\bseasons?\b|\bwinter\b|\bsummer\b/i;

/** Simon's pads changing places after each round, as asked: on hard only when "a hard mode where…". */
export function padsShuffle(english: string): 'always' | 'hard' | undefined {
  const moving =
    /\b(?:change|changes|swap|swaps|switch|switches|move|moves|shuffle|shuffles)\s+(?:their\s+|its\s+|of\s+)?(?:places?|positions?|spots?|around)\b|\bshuffl(?:e|es|ed|ing)\b/i;
  if (!moving.test(english)) return undefined;
  return /\bhard (?:mode|level|setting)\b|\b(?:mode|level) (?:that is |which is )?(?:hard|difficult)\b/i.test(
    english,
  )
    ? 'hard'
    : 'always';
}

/** A dots-and-boxes grid's dots across, as asked ("5x5"): 3-8. */
export function boxesSide(grid: Reading['grid']): number | undefined {
  return grid ? Math.max(3, Math.min(8, Math.max(grid.cols, grid.rows))) : undefined;
}

/** A bingo's numbers ("from 1 to 50", "del 1 al 50": 20-99) and a 5 × 5 card when asked. */
export function bingoAsked(prompt: string, grid: Reading['grid']): Pick<Design['params'], 'upTo' | 'grid'> {
  const range = /\b1\s*(?:-|–|to|a|al|à|au|bis|até|ao|fino a)\s*(\d{2})\b/i.exec(prompt);
  const upTo = range ? Number(range[1]) : null;
  return {
    ...(upTo && upTo >= 20 && upTo <= 99 ? { upTo } : {}),
    ...(grid?.cols === 5 && grid.rows === 5 ? { grid: { cols: 5, rows: 5 } } : {}),
  };
}

/** How many of its pieces a game has, as asked ("like 10 marbles", "4 discs"): a number before one of
 * `words`, within lo-hi. */
export function piecesAsked(prompt: string, words: string, lo: number, hi: number): number | null {
  const n = new RegExp(`\\b(\\d{1,2})\\s+(?:${words})\\b`, 'i').exec(prompt);
  return n ? Math.max(lo, Math.min(hi, Number(n[1]))) : null;
}

/** A sudoku asked as the newspaper's: its notes, clashes, undo, or "proper". */
const PAPER =
  /\b(?:notes?|pencil|candidates?|conflicts?|clash(?:es)?|undo|proper|classic|newspaper|in the paper|real sudoku)\b/i;

const LISTED = /\b(?:slices|prizes|options|segments|sections|spaces|names|choices|premios|opciones|secciones|casillas|prix|lots|cases|preise|felder|gewinne|optionen|prêmios|opções|fatias|premi|opzioni|spicchi)\b\s*(?:are|:|=|-)\s*([^.!?\n]+)/i; // prettier-ignore
const CODE_LIKE = /\bcod(?:e|es|igo|ice)\b[^.]*?\b([A-Z][A-Z0-9]{1,9})-(?:X{2,}|x{2,}|\d{2,}|#{2,})/;
const ONCE = /\b(?:one|1|single) spins? per\b|\bonly (?:one|1) spin\b|\bspin (?:only )?once\b|\bonce per (?:visitor|person|customer|day|user)\b|\buna (?:sola )?tirada por\b|\bun seul (?:tour|lancer) par\b|\bnur einmal drehen\b|\buma (?:só )?rodada por\b|\bun solo giro per\b/i; // prettier-ignore

/** The items of a list as typed ("10% off, free cookie or a hug"): up to `most`, each capitalised, of up to
 * 24 characters. */
function itemsOf(list: string, most: number): string[] {
  return list
    .split(/\s*(?:,|;|\/|\band\b|\bor\b|\by\b|\bet\b|\bund\b|\bou\b|\bo\b)\s*/i)
    .map((x) => x.replace(/^["'“‘«\s]+|["'”’»\s]+$/g, '').slice(0, 24))
    .filter((x) => x.length > 0)
    .map((x) => x[0].toUpperCase() + x.slice(1))
    .slice(0, most);
}

/** A personality quiz's results as listed: "you get one of 4 smoothies (Mango Sunrise, Berry Blast, …)",
 * "results: …", "the outcomes are …". */
const RESULTS = /\b(?:results?|outcomes?|personalities|personality types|ergebnisse|résultats|resultados|risultati|one of (?:the )?(?:\d+|two|three|four|five|six|seven|eight) [\p{L}-]+)\s*(?:are|:|=|-)?\s*\(([^)]+)\)|\b(?:results?|outcomes?|personalities|personality types|ergebnisse|résultats|resultados|risultati)\s*(?:are|:|=|-|should be|could be|will be|can be|sind|sont|son|sono|são)\s*([^.!?\n]+)/iu; // prettier-ignore

/** A personality quiz's results as listed, each with the picture of the first of its words that has one
 * ("Mango Sunrise": a mango). */
export function personaAsked(prompt: string, lang?: Lang): { results?: string[]; pictures?: Entity[] } {
  const m = RESULTS.exec(prompt);
  const results = itemsOf(m?.[1] ?? m?.[2] ?? '', 8);
  if (results.length < 2) return {};
  const english = (w: string) => (lang ? (englishOf(lang, w.toLowerCase()) ?? w) : w); // ("Brezel": a pretzel)
  const pictures = results.map((name) => {
    const seen = name
      .split(/\s+/)
      .map((w) => entityOf(english(w)))
      .find((e) => e.emoji);
    return { ...entityOf(name), emoji: seen?.emoji ?? null };
  });
  return { results, pictures };
}

/** What a personality quiz tells you that you are ("Which Blendz smoothie are you?" read as "Blendz smoothie
 * personality quiz"): its last word when that has a picture (a smoothie), else the whole (a dog breed). */
export function personaKind(english: string): Entity | null {
  const asked = /\b(?:which|what) (?:kind of |type of |sort of )?((?:[\p{L}-]+ ){0,2}[\p{L}-]+) (?:are you|am i|would you be)\b/iu.exec(english) ?? /((?:[\p{L}-]+ ){0,2}[\p{L}-]+) personality quiz/iu.exec(english); // prettier-ignore
  const kind = asked?.[1].replace(/^(?:(?:a|an|the|fun|cute|little|our|my|quick|short)\s+)+/i, '');
  if (!kind || /^(?:a|an|the|fun|cute|our|my|style|buzzfeed)$/i.test(kind)) return null;
  const head = entityOf(kind.split(' ').pop() as string);
  return head.emoji ? head : entityOf(kind);
}

/** A monster battle's partners to choose from (fire, water, grass) and the wild ones met; a turn-based
 * fight's foes when none are named. */
const STARTERS: Entity[] = [
  { name: 'Emberfox', emoji: '🦊', color: '#f97316' },
  { name: 'Splashell', emoji: '🐢', color: '#3b82f6' },
  { name: 'Leafling', emoji: '🦎', color: '#22c55e' },
];
const WILD: Entity[] = [
  { name: 'Budbug', emoji: '🐛', color: '#84cc16' },
  { name: 'Pinchclaw', emoji: '🦀', color: '#ef4444' },
  { name: 'Scorchtail', emoji: '🦂', color: '#f59e0b' },
  { name: 'Inkling', emoji: '🐙', color: '#a855f7' },
  { name: 'Mossnail', emoji: '🐌', color: '#65a30d' },
  { name: 'Duskwing', emoji: '🦇', color: '#475569' },
  { name: 'Tuskboar', emoji: '🐗', color: '#92400e' },
];
const FOES: Entity[] = ['slime', 'wolf', 'bat', 'skeleton', 'goblin', 'dragon'].map((n) => entityOf(n));
/** A battle where you choose a partner of three types ("pick one of 3 monsters: a fire one, a water one…"). */
const CHOOSE_PARTNER = /\b(?:starters?|pok[eé]mon|pick one of (?:3|three)|choose one of (?:3|three)|fire (?:one|type)|(?:fire|water|grass)(?:,| and| or)? (?:water|grass|fire)(?:,| and| or)? (?:and |or )?(?:grass|fire|water))\b/i; // prettier-ignore

/** A battle where wild monsters can be caught into a team ("a ball to catch them", "a team of 3"). */
export const CATCHING = /\b(?:catch|catches|catching|caught|capture\w*|balls?|team|teams)\b/i;

/** A turn-based battle's cast: partners to choose and wild monsters, or the named foes, or the usual ones. */
export function battleCast(
  english: string,
  roles: Design['roles'],
  named: Entity[],
): { starters: boolean; extras: Entity[] } {
  // prettier-ignore
  if (CHOOSE_PARTNER.test(english)) return { starters: true, extras: [...STARTERS, ...WILD] };
  return { starters: false, extras: roles.enemy || named.length ? named : FOES };
}

/** What a guessing game can guess, as asked ("a food mode and a famous people mode"): animals unless
 * only others are named; undefined when it is animals alone. */
export function subjectsAsked(english: string, had: Design['params']['subjects'] = ['animals']) {
  const asked = [
    ...(/\banimals?\b/i.test(english) ? (['animals'] as const) : []),
    ...(/\b(?:food|foods|dishes|fruits?)\b/i.test(english) ? (['food'] as const) : []),
    ...(/\b(?:famous (?:people|persons?|ones)|celebrit(?:y|ies)|historical (?:people|figures?))\b/i.test(english) ? (['people'] as const) : []), // prettier-ignore
  ];
  const all = [...new Set([...had, ...asked])];
  return !all.length || (all.length === 1 && all[0] === 'animals') ? undefined : all;
}

const THEME_WORDS: [CrosswordTheme, string][] = [
  ['animals', 'animals?|pets?|the zoo|zoo animals|wildlife|farm animals'],
  ['food', 'food|foods|fruits?|vegetables?|cooking|baking|snacks|desserts|the kitchen'],
  ['nature', 'nature|the weather|weather|the seasons|seasons|plants|trees|flowers|the outdoors|gardening'],
  [
    'space',
    'space|outer space|planets?|the planets|stars|astronomy|the solar system|astronauts?|the universe',
  ],
  ['sea', 'the sea|sea|the ocean|oceans?|the beach|beach|sea life|marine life|underwater|fish|pirates?'],
  ['sports', 'sports?|football|soccer|basketball|the olympics|olympics'],
  ['music', 'music|songs|instruments|musical instruments'],
  ['home', 'the home|home|the house|houses?|furniture|household things'],
  ['body', 'the (?:human )?body|human body|body parts|parts of the body|anatomy'],
  ['school', 'school|the classroom|classroom|back to school'],
];

const THEME_TITLES: Record<CrosswordTheme, string> = { animals: 'Animal', food: 'Food', nature: 'Nature', space: 'Space', sea: 'Sea', sports: 'Sports', music: 'Music', home: 'Home', body: 'Human Body', school: 'School' }; // prettier-ignore

/** What a crossword's words are to be about, as asked ("a crossword about the sea", "an animal-themed
 * crossword", "with space words"); nothing when not said (a mix). */
export function crosswordTheme(english: string): CrosswordTheme | undefined {
  for (const [theme, words] of THEME_WORDS) {
    const about = new RegExp(`\\b(?:about|on|over|of|with|for|themed? around|using) (?:the |some |my )?(?:${words})\\b(?! (?:paper|shop|time|morning))`, 'i'); // prettier-ignore
    const themed = new RegExp(`\\b(?:${words})[- ](?:themed?|words|clues|vocabulary|topic)\\b`, 'i');
    if (about.test(english) || themed.test(english)) return theme;
  }
  return undefined;
}

/** How many computers a card game is played against, as asked ("against 2 computers", "3 bots"). */
export function opponentsAsked(english: string): number | null {
  const m = /\b(\d|one|two|three) (?:computers?|bots?|cpus?|ai players?|opponents?)\b/i.exec(english);
  if (!m) return null;
  const n = Number(m[1]) || ['one', 'two', 'three'].indexOf(m[1].toLowerCase()) + 1;
  return Math.max(1, Math.min(3, n));
}

/** A prize wheel's slices as listed ("8 slices: 10% off, free cookie, …"), what its codes start with ("a
 * code like CAFE-XXXX") and whether each visitor spins once. */
export function wheelAsked(prompt: string): Pick<Design['params'], 'prizes' | 'prefix' | 'once'> {
  const prizes = itemsOf(LISTED.exec(prompt)?.[1] ?? '', 16);
  const prefix = CODE_LIKE.exec(prompt)?.[1];
  return {
    ...(prizes.length >= 2 ? { prizes } : {}),
    ...(prefix ? { prefix } : {}),
    ...(ONCE.test(prompt) ? { once: true } : {}),
  };
}

/** A nonogram's squares a side: 5, or 10 for a bigger grid asked ("10x10"). */
export function nonogramSide(grid: Reading['grid']): number | undefined {
  return grid ? (Math.max(grid.cols, grid.rows) > 7 ? 10 : 5) : undefined;
}

/** A takuzu's squares across, as asked ("en 6x6"): even, 4-12. */
export function takuzuSide(grid: Reading['grid']): number | undefined {
  return grid ? Math.max(4, Math.min(12, grid.cols - (grid.cols % 2))) : undefined;
}

export function minesweeper(asked: {
  grid: Reading['grid'];
  mines: Reading['mines'];
  boards: Reading['boards'];
  modes: boolean;
}): Pick<Design['params'], 'grid' | 'mines' | 'modeBoards'> {
  const side = (n: number) => Math.max(5, Math.min(16, n));
  const grid = asked.grid ? { cols: side(asked.grid.cols), rows: side(asked.grid.rows) } : undefined;
  const cells = (grid?.cols ?? 9) * (grid?.rows ?? 11);
  const mines = asked.mines ? Math.max(1, Math.min(Math.floor(cells / 3), asked.mines)) : undefined;
  // (easy, normal and hard each on a board of their own: three said, in that order)
  const modeBoards =
    asked.modes && asked.boards.length === 3
      ? asked.boards.map((b) => {
          const [cols, rows] = [side(b.cols), side(b.rows)];
          const most = Math.floor((cols * rows) / 3);
          return {
            cols,
            rows,
            mines: Math.max(1, Math.min(most, b.mines ?? Math.round(cols * rows * 0.16))),
          };
        })
      : undefined;
  if (modeBoards) return { modeBoards };
  return { ...(grid ? { grid } : {}), ...(mines ? { mines } : {}) };
}

const US_STATES =
  /\b(?:us|u\.s\.|usa|american|united states|50) states?\b|\bstates? (?:of|in) (?:the )?(?:us|usa|america|united states)\b/i;
const REGIONS: [string, string[]][] = [
  ['europe', ['europe', 'european', 'eu']],
  ['africa', ['africa', 'african']],
  ['americas', ['america', 'americas', 'american']],
  ['asia', ['asia', 'asian']],
];
export const MATHS: [string, string[]][] = [
  ['add', ['add', 'adding', 'addition', 'plus', 'sum', 'sums']],
  ['subtract', ['subtract', 'subtracting', 'subtraction', 'minus', 'take away']],
  ['multiply', ['multiply', 'multiplying', 'multiplication', 'times', 'tables']],
  ['divide', ['divide', 'dividing', 'division']],
];

/** Words for a typing game: those the prompt named, or a topic's, or none (the game's own list). */
function typingWords(r: Reading, extras: Entity[]): string[] {
  const named = r.nouns.filter((n) => /^[a-z]{3,12}$/.test(n) && !MECHANICS.typing.nouns.includes(n));
  if (r.topic && TOPIC_WORDS[r.topic]) return TOPIC_WORDS[r.topic];
  // "fruit names": the members of a kind named, each with its picture in the design
  const members = extras.map((e) => e.name).filter((n) => /^[a-z]{3,12}$/.test(n));
  if (members.length >= 4) return members.slice(0, LIMITS.words);
  return named.length >= 6 ? named.slice(0, LIMITS.words) : [];
}

/** How many things a player gets before turning into what they become, when the prompt says none. */
const BECOMES_AFTER = 10;

/** "Eat 10 leaves and turn into a butterfly": the count to get, and what it makes of you. */
function becomingLine(r: Reading, line: string, goal: number | null, becomes: Entity): string {
  const eats = r.tokens.some((t) => t.lemma === 'eat' && t.pos === 'verb');
  const counted = goal ? line.replace(/^(\w+) as many (.+?) as you can$/, `$1 ${goal} $2`) : line;
  return `${eats ? counted.replace(/^Collect\b/, 'Eat') : counted} and turn into ${article(becomes.name).toLowerCase()}`.slice(0, LIMITS.tagline); // prettier-ignore
}

export function designFrom(r: Reading, prompt: string): Design {
  const mechanic = r.mechanic;
  const m = MECHANICS[mechanic];
  const { roles, named, kind, kindWord, extras } = castRoles(r, mechanic);
  // (a line-drawing sandbox has nothing to land in, unless one is named)
  if (mechanic === 'lines' && r.gentle && !named.goal) delete roles.goal;
  // (an ant farm's food is the colony's own, never the farm's stand-ins)
  if (mechanic === 'colony' && !r.nouns.includes(roles.target?.name ?? '') && !named.target)
    roles.target = entityOf(MECHANICS.colony.roles.target!);
  // ("penguin soccer for two": both sides are penguins)
  if (r.approximates === 'football for two players' && named.player && roles.player)
    roles.enemy = { ...roles.player, color: '#f472b6' };
  // "a frog catching flies" asks for no danger: no stand-in one, and the round is against the clock.
  // (one that comes after you is the danger, and the keys to find the end: "find 3 keys before the
  // thing finds you")
  const calm =
    ['collect', 'catch', 'tongue'].includes(mechanic) &&
    !named.hazard &&
    !(named.enemy && r.parts.includes('chaser') && r.count) &&
    (r.targets.length > 0 || !!named.target);
  if (calm) delete roles.hazard;
  // "fix the broken space station": a wrench fixes when nobody is named, and nothing comes to pester
  // what breaks down of itself
  const repairs = r.repairs && mechanic === 'garden';
  // Fires are put out by a firefighter (a fire truck on the road), on the buildings of where it is.
  const blaze = r.blaze && mechanic === 'garden';
  if (blaze) {
    const truck = Object.values(named).find((n) => /fire (truck|engine)/.test(n ?? ''));
    if (truck || !named.player) roles.player = entityOf(truck ?? 'firefighter');
    // ("the forest fire": the forest is where, its trees what burns)
    const place = [named.target, r.setting].find((n) => n && SETTING_WORDS.has(n)) ?? '';
    if (!named.target || named.target === truck || named.target === place || /water|hose|extinguisher/.test(named.target))
      roles.target = entityOf(/forest|wood|jungle|park/.test(place) ? 'tree' : /farm/.test(place) ? 'barn' : 'house'); // prettier-ignore
    roles.hazard = entityOf('fire');
  }
  if (repairs && !named.player) roles.player = entityOf('wrench');
  if (repairs && !named.hazard) delete roles.hazard;
  // "feed a hungry monster the right number": a creature fed the answers is who asks the questions.
  const fed = r.tokens.findIndex((t) => t.lemma === 'feed');
  const eater = fed >= 0 ? r.nouns.find((n) => isCreature(n) && r.tokens.slice(fed).some((t) => t.lemma === n)) : undefined; // prettier-ignore
  if (mechanic === 'quiz' && !named.player && eater) roles.player = entityOf(eater);
  // "a mouse looking for cheese in a maze": no chasers nobody asked for, and the last find wins.
  if (mechanic === 'maze' && !named.enemy && !named.hazard) {
    delete roles.enemy;
    delete roles.hazard;
    if (!named.goal) delete roles.goal;
  }
  // "guide the duckling back to its mother": the way there is the game, no keys on it.
  if (mechanic === 'maze' && named.goal && !named.target && !r.targets.length) delete roles.target;
  // (a board game's stones or a tower's discs take a thing's picture when one is named; a word with no
  // picture, read from another language, is no such thing)
  if (
    ['kalaha', 'hanoi', 'dominoes', 'uno', 'mahjong', 'shell'].includes(mechanic) &&
    roles.target &&
    !roles.target.emoji
  ) {
    delete roles.target;
    delete named.target; // (nor in its title)
    if (m.roles.target && !m.optional?.includes('target')) roles.target = entityOf(m.roles.target); // (a cup's ball)
  }
  // (a mechanic's own words are how it is played, never who or what is in it: a derby's "outs")
  for (const role of Object.keys(roles) as RoleId[])
    if (m.notThings?.includes(roles[role]!.name) && m.roles[role] !== roles[role]!.name) {
      if (m.roles[role]) roles[role] = entityOf(m.roles[role]!);
      else delete roles[role];
      delete named[role]; // (nor in its title)
    }
  // (a personality quiz's kind is what "which … are you" asks: "Which Blendz smoothie are you?")
  if (mechanic === 'persona') {
    const kind = personaKind(r.english);
    if (kind) roles.target = kind;
  }
  // ("you're a sheepdog… the sheep run away from the dog": the dog is you)
  if (mechanic === 'herd' && roles.enemy && roles.player?.name.endsWith(roles.enemy.name)) delete roles.enemy;
  const persona = mechanic === 'persona' ? personaAsked(prompt, r.lang ?? undefined) : {};
  const subjects = mechanic === 'guess' ? subjectsAsked(r.english, []) : undefined;
  const theme = mechanic === 'crossword' ? crosswordTheme(r.english) : undefined;
  const difficulty: Difficulty = r.difficulty ?? 'normal';
  // (a calm game's clock, unless no timer is wanted: "no enemies or timers, just relaxing")
  // ("memory game, count the attempts and show the time": a puzzle's clock is how long it took)
  const stopwatch = TIMED_PUZZLES.includes(mechanic) && r.stopwatch && !r.seconds;
  // (a dots-and-boxes grid of "5x5" dots)
  const across =
    mechanic === 'boxes'
      ? boxesSide(r.grid)
      : mechanic === 'nonogram'
        ? nonogramSide(r.grid)
        : mechanic === 'wordsearch' && r.grid
          ? Math.max(6, Math.min(10, r.grid.cols))
          : mechanic === 'lights' && r.grid
            ? Math.max(3, Math.min(6, r.grid.cols))
            : mechanic === 'flow' && r.grid
              ? Math.max(5, Math.min(9, r.grid.cols))
              : mechanic === 'takuzu'
                ? takuzuSide(r.grid)
                : mechanic === 'crossword'
                  ? r.grid
                    ? Math.max(5, Math.min(13, r.grid.cols))
                    : /\bmini\b/i.test(r.english)
                      ? 7
                      : undefined
                  : slideSide(r);
  // ("a boss every 3 levels": levels to have it at the end of)
  const bossEvery = r.bossEvery && mechanic === 'shooter' && r.parts.includes('boss') ? r.bossEvery : null;
  const asked = [...(stopwatch ? r.parts.filter((p) => p !== 'timer') : r.parts), ...(r.seconds || (calm && !r.unwanted.includes('timer')) ? (['timer'] as PartId[]) : []), ...(bossEvery ? (['levels'] as PartId[]) : [])]; // prettier-ignore
  const fitted = fitParts(mechanic, [...new Set(asked)]);
  const notes = fitted.notes;
  if (r.readFrom)
    notes.push(`I read your idea in ${r.readFrom}; the game’s own words are in English for now.`);
  // "an owl catching mice at night": the night sky, not a light around the player, in games whose
  // things fall or float in from afar and must be seen coming; the dark itself only when asked for.
  const darkAsked = r.tokens.some((t) => DARK.includes(t.lemma));
  const parts =
    SEEN_FROM_AFAR.includes(mechanic) && !darkAsked
      ? fitted.parts.filter((p) => p !== 'night')
      : fitted.parts;
  // "a dragon flying through caves": a cave's ceiling and floor close in (the helicopter game's cave).
  const caved = /\b(caves?|cavern|tunnels?|mine)\b/.test(r.setting ?? '');
  if (mechanic === 'flappy' && caved && !parts.includes('hold')) {
    parts.push('hold');
    if (!named.hazard) roles.hazard = { ...entityOf('rock'), color: '#57534e' }; // (stone grey walls)
  }
  // A fight with a weapon swung in the hand ("a viking with an axe"): close up, nothing shot.
  if (mechanic === 'arena' && roles.shot && swung(roles.shot.name) && !parts.includes('melee'))
    parts.push('melee');
  const night = fitted.parts.includes('night');
  // ("times tables, 60 seconds, as many as he can get": questions until the clock runs out)
  // (a quiz on a clock of its own with no number of questions is a sprint too: "60 second timer")
  const sprint = mechanic === 'quiz' && parts.includes('timer') && (r.sprint || (!!r.seconds && !r.count));
  // ("skeletons and a lich boss": the boss drawn as itself)
  if (r.boss && parts.includes('boss')) roles.boss = entityOf(r.boss);
  // (a slope is white with snow whatever its place: the words on it are dark)
  // (a ski jump's hill is white under a winter sky)
  const palette =
    mechanic === 'slope' && !r.colours.length
      ? { bg: '#e2e8f0', fg: '#0f172a', accent: '#2563eb' }
      : mechanic === 'skijump' && !r.colours.length
        ? { bg: '#7dd3fc', fg: '#0f172a', accent: '#b91c1c' }
        : paletteFor(r.setting, r.colours, prompt);
  // (the trees of a snowy slope are evergreens)
  if (mechanic === 'slope' && roles.hazard?.name === 'tree') roles.hazard = { ...roles.hazard, emoji: '🌲' };
  // (cut the rope's monster is little and green, as in the classic)
  if (mechanic === 'rope' && roles.goal?.name === 'monster' && !roles.goal.tint)
    roles.goal = { ...roles.goal, tint: '#22c55e' };
  // ("dodge trees and rocks, go thru the flag gates"): every danger named stands on the slope, the flags
  // are gates to pass between
  if (mechanic === 'slope') {
    const more = r.hazards.filter((h) => h !== roles.hazard?.name);
    if (more.length) {
      extras.splice(0, extras.length, ...more.map(entityOf));
      if (roles.target && more.includes(roles.target.name)) delete roles.target;
    }
    if (/\bgates?\b/i.test(r.english) && (roles.target?.name === 'flag' || r.nouns.includes('flag'))) {
      roles.goal = entityOf('flag');
      if (roles.target?.name === 'flag') delete roles.target;
    }
  }
  // "a neon green snake": a colour asked for is the player's too (a snake's body, a paddle).
  if (r.colours.length && roles.player) roles.player = { ...roles.player, color: palette.accent };
  // (a spot-the-difference picture of a place is made of its things, with those named)
  if (mechanic === 'spotdiff' && extras.length < 5) {
    const place = r.setting ?? '';
    const scene = SCENE_THINGS.find(
      ([places]) => places.length === 0 || places.some((w) => place.split(' ').includes(w)),
    )!;
    const have = new Set([...Object.values(roles).map((e) => e!.name), ...extras.map((e) => e.name)]);
    extras.push(...scene[1].filter((n) => !have.has(n)).map(entityOf));
    // (no stand-in star in the picture: its first thing is the one named, else the scene's)
    if (!named.target && extras.length) roles.target = extras.shift()!;
  }
  // ("hiding words like SHARK, WHALE, OCTOPUS…": the words listed are the game's, each its own picture;
  // a word search hides all of them)
  const listed = WORD_GAMES.includes(mechanic) ? listedWords(prompt).slice(0, LIMITS.words) : [];
  if (listed.length) extras.splice(0, extras.length, ...listed.map(entityOf));
  // (a board game's counters to pick from: "a lion, a bunny, a frog and a bear")
  const pieces = m.pieces ? piecesNamed(r, mechanic) : [];
  if (pieces.length >= 2) extras.splice(0, extras.length, ...pieces);
  // (a toy's bar: what is named of what it has, or its first five and those named)
  if (m.palette) {
    const named = paletteNamed(r, mechanic);
    const bar =
      named.length >= 2 ? named : [...new Set([...m.palette.slice(0, m.paletteShown ?? 5), ...named])];
    extras.splice(0, extras.length, ...bar.map(entityOf));
  }
  const topic = mechanic === 'quiz' ? quizTopic(r, extras) : r.topic;
  // What a kind's things are called on the page: the prompt's language's names, where they are read.
  // (a word game keeps those it has a name for there, when that leaves a few)
  const localNamed = r.lang ? extras.map((e) => ({ ...e, name: localName(r.lang!, e.name, prompt, e.emoji) })).filter((e, i) => e.name !== extras[i].name) : []; // prettier-ignore
  const shown =
    r.lang && WORD_GAMES.includes(mechanic) && localNamed.length >= 4
      ? localNamed
      : r.lang && topic === 'pictures'
        ? inWords(r.lang, extras, prompt)
        : extras;
  // (a monster battle: partners to choose and wild ones to meet, or the foes named)
  const battle = mechanic === 'battle' ? battleCast(r.english, roles, shown) : null;
  if (battle?.starters) {
    delete roles.player;
    delete roles.enemy;
  }
  // "find 5 batteries" where rounds are won by getting things; "first to 10" where matches are scored.
  // (turning into something is what ten of them do, when no count is said)
  const goal =
    (m.goal ? (r.count ?? r.firstTo ?? (r.becomes ? BECOMES_AFTER : null)) : null) ??
    (FIRST_TO.includes(mechanic) ? r.firstTo : null) ??
    (['quiz', 'golf'].includes(mechanic) ? r.count : null) ??
    (mechanic === 'persona' && r.count ? Math.max(3, Math.min(PERSONA_QUESTIONS, r.count)) : null) ?? // (how many questions it asks, holes)
    (mechanic === 'wordsearch' && listed.length ? listed.length : null) ??
    (mechanic === 'marbles'
      ? piecesAsked(prompt, 'marbles|canicas|billes|murmeln|bolinhas|biglie', 2, 30)
      : null) ??
    (mechanic === 'hanoi'
      ? piecesAsked(prompt, 'discs|disks|rings|disques|discos|scheiben|dischi', 3, 7)
      : null);
  const becomes = r.becomes ? entityOf(r.becomes) : null;
  // ("crossy road with a mother duck and her ducklings": the ducklings follow her across)
  // ("be the goalkeeper and save the penalties": a shootout where you only keep goal)
  // ("you're the striker, shoot past the goalie": you only take the kicks)
  const striker =
    r.playerSure && ['striker', 'kicker', 'footballer', 'soccer player'].includes(r.player ?? '');
  const side =
    mechanic === 'penalty' && KEEPERS.includes(roles.player?.name ?? '')
      ? ('keep' as const)
      : mechanic === 'penalty' && striker
        ? ('kick' as const)
        : undefined;
  const escort = !!m.escortTagline && !!roles.target && !!roles.player && isYoungOf(roles.target.name, roles.player.name); // prettier-ignore
  // (a kitchen is named for its dish, not for who eats there)
  const about = mechanic === 'cook' ? null : topic === 'pictures' ? kindWord : kind;
  // (a ghost scaring people plays whack-a-mole, and says so in its own words)
  const scares =
    (mechanic === 'whack' || mechanic === 'sneak') &&
    r.tokens.some((t) => ['scare', 'spook', 'frighten'].includes(t.lemma));
  const said = (line: string) =>
    scares ? line.replace(/\b(Sneak up on|Take)\b/g, 'Scare').replace(/\b(Whack|Sneak)\b/g, 'Scare') : line;
  // ("Dinosaur Feeding Time": a kitchen with no dish feeds who orders)
  const feeds = mechanic === 'cook' && roles.target?.name === 'food' && roles.ally && !r.title;
  // ("Koala: Tree Climb": a climb is named for what is climbed)
  const climbing = parts.includes('climb') && r.setting && !r.title;
  const plain = feeds
    ? `${cap(roles.ally!.name)} Feeding Time`
    : climbing
      ? `${named.player ? `${cap(named.player)}: ` : ''}${titleCase(r.setting!)} Climb`
      : said(titleFor(r, named, mechanic, about, topic)).replace(
          /Fishing$/,
          parts.includes('dive') ? 'Dive' : 'Fishing',
        );
  // (something brought to someone is a delivery, not a hunt)
  const title =
    (r.delivers || parts.includes('carry')) && mechanic === 'collect'
      ? plain.replace(/ Hunt$/, r.goalThing === 'hospital' ? ' Rescue' : ' Delivery')
      : battle?.starters && !r.lang
        ? 'Monster Battle' // (its words are of types and moves: "fire beats grass")
        : // ("what kind of pizza are you?": the question is its name)
          mechanic === 'persona' && !r.lang && roles.target && plain.endsWith(' Personality Quiz')
          ? `Which ${titleCase(roles.target.name)} Are You?`
          : plain;
  // "trivia about famous painters" before there were painters: say what is asked instead.
  // (who it is for is no subject: "for my 5th grade class")
  const forWhom = /^\d|^(?:class|grade|student|pupil|kid|child|school|teacher|question|answer|score|choice)$/;
  const subject = r.nouns.find((n) => !m.nouns.includes(n) && !m.names.includes(n) && !forWhom.test(n));
  if (mechanic === 'quiz' && !r.topic && topic === 'capitals' && subject)
    notes.push(`There is no quiz on ${plural(subject)} yet, so this one asks for the capitals of the world.`);
  if (mechanic === 'quiz' && topic === 'sounds')
    notes.push('The animals’ calls are made by the game itself, not recorded, so they are written out too.');
  if (r.approximates)
    notes.unshift(
      `“${r.approximates}” is not a game I can make yet, so this is the closest one: ${article(KIND[mechanic]).toLowerCase()} game.`,
    );
  if (!r.sure && !r.approximates)
    notes.unshift(
      `Nothing in the idea said how it plays, so it became ${article(KIND[mechanic]).toLowerCase()} game with what you named.`,
    );
  // ("click two uncovered cards that add up to 13": how it is played, no goal asked for)
  const played = !!r.countOf && !!m.notThings?.includes(r.countOf);
  if (r.count && !m.goal && !m.counts && !played)
    notes.push(
      `${article(KIND[mechanic])} game is not won by getting ${r.count} of something, so there is no such goal.`,
    );
  const generic = taglineFor(mechanic, roles, parts, { goal, escort, side });
  const english =
    r.delivers && mechanic === 'collect' && roles.player && roles.target
      ? `Bring the ${roles.player.name} to the ${plural(roles.target.name)}`
      : mechanic === 'typing' && topic === 'math'
        ? `Type the answer to each ${(roles.enemy ?? roles.hazard)?.name ?? 'falling'}’s sum before it lands`
        : sprint
          ? `Answer as many as you can in ${clamp(r.seconds ?? 60, ...LIMITS.seconds)} seconds`
          : mechanic === 'wordle' && / Wordle$/.test(title) && !!KINDS[title.split(' ')[0].toLowerCase()]
            ? `Guess the five-letter ${title.split(' ')[0].toLowerCase()} in six tries` // ("Animal Wordle")
            : mechanic === 'catch' && r.labelled === 'spell'
              ? 'Catch the letters in order to spell each word'
              : mechanic === 'catch' && r.labelled === 'equal'
                ? `Catch only the fractions equal to ${r.fraction}`
                : feeds
                  ? `Feed each ${roles.ally!.name} the food it asks for`
                  : blaze && roles.target
                    ? `Put out the fires before the ${plural(roles.target.name)} burn down: tap each fire`
                    : repairs && roles.target
                      ? (MADE_OF_PARTS.test(roles.target.name)
                          ? `Fix the ${roles.target.name} before it breaks down: tap what needs you`
                          : `Fix the ${plural(roles.target.name)} before they break down: tap what needs you`
                        ).slice(0, LIMITS.tagline)
                      : becomes
                        ? becomingLine(r, taglineFor(mechanic, roles, parts, { goal, escort }), goal, becomes)
                        : said(generic);
  // (in the prompt's language: the mechanic's own line translated, else the prompt in its own words)
  const tagline = r.lang
    ? (english === generic && taglineIn(r.lang, mechanic, roles, parts, { goal, escort, side }, prompt)) ||
      ownLine(prompt, LIMITS.tagline)
    : english;
  // (read once: Simon's pads moving about, a farm's animals, a match-3 level's moves)
  const shuffle = mechanic === 'simon' ? padsShuffle(r.english) : undefined;
  const animals = mechanic === 'farm' ? farmAnimals(r) : [];
  const movesAsked = mechanic === 'match3' ? levelAsked(r.english).moves : null;
  return {
    version: DESIGN_VERSION,
    mechanic,
    title,
    tagline,
    roles,
    setting: {
      name: r.setting,
      ...(night ? { ...palette, bg: '#05060a' } : palette),
    },
    params: {
      speed: r.speed ?? 1,
      difficulty,
      lives: clamp(r.lives ?? livesFor(difficulty, mechanic), LIMITS.lives[0], LIMITS.lives[1]),
      size: r.size ?? 1,
      goal: goal && !sprint ? clamp(goal, LIMITS.goal[0], LIMITS.goal[1]) : null,
      seconds: clamp(r.seconds ?? 60, LIMITS.seconds[0], LIMITS.seconds[1]),
      ...(r.levels && (parts.includes('levels') || mechanic === 'tilt')
        ? { levels: clamp(r.levels, ...LIMITS.levels) }
        : {}), // (a labyrinth's boards, its own)
      ...(r.bossFirst && parts.includes('boss') ? { bossFirst: true } : {}),
      ...(bossEvery ? { bossEvery } : {}),
      ...(mechanic === 'stand' && r.days ? { days: clamp(r.days, 3, 60) } : {}),
      ...(mechanic === 'decorate' && /\bdanc(?:e|es|ing)\b/i.test(r.english) ? { dance: true } : {}),
      ...(shuffle ? { shuffle } : {}),
      ...(animals.length ? { animals } : {}),
      ...(mechanic === 'farm' && SEASONS_ASKED.test(r.english) ? { seasons: true } : {}),
      ...(mechanic === 'mastermind' && r.code
        ? { code: { length: clamp(r.code.length ?? 4, 3, 6), colours: clamp(r.code.colours ?? 6, 4, 8) } }
        : {}),
      ...(mechanic === 'shooter' && r.mouseSteer && !parts.includes('twoPlayer') ? { mouse: true } : {}),
      ...(mechanic === 'towers' ? towerWaves(r, parts) : {}),
      ...(escort ? { escort } : {}),
      ...(side ? { side } : {}),
      ...(night && r.tokens.some((t) => PINGS.includes(t.lemma)) ? { pulse: true } : {}),
      ...(mechanic === 'drop' && r.spared && roles.hazard ? { grounded: true } : {}),
      ...(mechanic === 'sokoban' && r.tokens.some((t) => ICY.includes(t.lemma)) ? { slide: true } : {}),
      ...(mechanic === 'snake' && r.wraps ? { wrap: true } : {}),
      ...(mechanic === 'snake' && r.walled && !r.wraps ? { walled: true } : {}),
      ...(mechanic === 'breakout' && r.creeps ? { creep: true } : {}),
      ...(r.gentle ? { gentle: true } : {}),
      ...(sprint ? { sprint } : {}),
      ...(stopwatch ? { stopwatch } : {}),
      ...(mechanic === 'duel' && r.wasdFirst && parts.includes('twoPlayer') ? { wasdFirst: true } : {}),
      ...(mechanic === 'mines' ? minesweeper({ ...r, modes: parts.includes('modes') }) : {}),
      ...(['slide', 'boxes', 'nonogram', 'wordsearch', 'lights', 'takuzu', 'crossword', 'flow'].includes(
        mechanic,
      ) && across
        ? { across }
        : {}),
      // ("the pieces are only made of 3 squares", "triominoes")
      ...(mechanic === 'blocks' && TRIOS.test(prompt) ? { trios: true } : {}),
      ...(mechanic === 'money' && EUROS.test(`${prompt} ${r.english}`) ? { currency: 'eur' as const } : {}),
      ...(movesAsked ? { moves: movesAsked } : {}),
      ...(mechanic === 'wheel' ? wheelAsked(prompt) : {}),
      ...(persona.results ? { results: persona.results } : {}),
      ...(battle?.starters ? { starters: true } : {}),
      ...(mechanic === 'uno' && opponentsAsked(r.english) ? { opponents: opponentsAsked(r.english)! } : {}),
      ...(subjects ? { subjects } : {}),
      ...(theme ? { theme } : {}),
      ...(mechanic === 'hidden'
        ? { listed: hiddenListed(r).length, goal: Math.max(3, Math.min(20, r.count ?? 10)) }
        : {}),
      ...(mechanic === 'battle' && CATCHING.test(r.english) ? { catching: true } : {}),
      ...(mechanic === 'backgammon' && CUBE.test(prompt) ? { cube: true } : {}),
      ...(mechanic === 'epidemic' ? epidemicAsked(`${prompt} ${r.english}`) : {}),
      ...(mechanic === 'chess' && PLAYS_BLACK.test(r.english) ? { black: true } : {}),
      ...(mechanic === 'klondike'
        ? { stopwatch: true, ...(DRAW_THREE.test(r.english) ? { drawThree: true } : {}) }
        : {}),
      ...(mechanic === 'bridge' && STEEL.test(prompt) ? { steel: true } : {}),
      ...(mechanic === 'claw' && goldenAsked(prompt) ? { golden: goldenAsked(prompt)! } : {}),
      ...(mechanic === 'sudoku' && (PAPER.test(r.english) || (r.grid?.cols === 9 && r.grid.rows === 9))
        ? { paper: true }
        : {}),
      ...(mechanic === 'bingo' ? bingoAsked(prompt, r.grid) : {}),
      ...(mechanic === 'catch' && r.labelled ? { labelled: r.labelled } : {}),
      ...(r.doubleJump && DOUBLE_JUMPERS.includes(mechanic) ? { doubleJump: true } : {}),
    },
    parts,
    ...(becomes ? { becomes } : {}),
    ...(r.decor && DECORATED.includes(mechanic) ? { decor: decorOf(r.decor, r) } : {}),
    ...(mechanic === 'sort'
      ? { extras: sortThings(sortSetOf(r)) }
      : mechanic === 'persona'
        ? { extras: persona.pictures ?? [] } // (each result's picture, in order)
        : battle
          ? { extras: battle.extras }
          : shown.length
            ? { extras: shown }
            : mechanic === 'angling' && roles.target?.name === 'fish'
              ? { extras: anglersCatch(r) } // (its rarer catches: those named, "(trout, bass, golden carp rare)")
              : mechanic === 'towers'
                ? { extras: [entityOf(heavyTower(r) ?? 'cannon')] } // (the second kind of tower, the splash one)
                : {}),
    topic,
    // (a word game in another language plays with its words: the kind's things as they are called there)
    words: wordsFor(mechanic, r, shown, shown !== extras),
    notes,
    ...(r.lang ? { lang: r.lang } : {}),
  };
}

/** The creatures named, once each in the order said, that are none of the game's own words or roles: a
 * board game's counters ("pick an animal: lion, bunny, frog, bear"; a word read as a verb, "bear", too). */
export function piecesNamed(r: Reading, mechanic: MechanicId): Entity[] {
  const m = MECHANICS[mechanic];
  const not = new Set([...(m.notThings ?? []), ...Object.values(m.roles), 'animal', 'creature', 'pet']);
  const named = r.tokens.map((t) => singular(t.word)).filter((w) => !not.has(w) && isCreature(w));
  return [...new Set(named)].slice(0, 8).map(entityOf);
}

/** What of a toy's palette the words name, in the order said ("buttons for sand, water, stone"; a name
 * of two words as one or two, "hi-hat", "hihat", "hi hat"). */
export function paletteNamed(r: Reading, mechanic: MechanicId): string[] {
  const words = r.tokens.map((t) => singular(t.word));
  const at = (name: string) => {
    const parts = name.split(/[- ]/);
    const joined = words.indexOf(parts.join(''));
    const apart = words.findIndex((_, i) => parts.every((p, k) => words[i + k] === p));
    return [joined, apart].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? -1;
  };
  return (MECHANICS[mechanic].palette ?? [])
    .map((name) => ({ name, i: at(name) }))
    .filter(({ i }) => i >= 0)
    .sort((a, b) => a.i - b.i)
    .map(({ name }) => name);
}

/** Money counted in euros: said so, or cents in a euro country's words (céntimos, centimes, Cent, centesimi). */
const EUROS = /\beuros?\b|€|\bc[ée]ntimos?\b|\bcentimes?\b|\bcentesimi\b|\bCent\b/u;

/** A match-3 level as asked: "clear 20 salmon in 25 moves" (how many of the kind, in how many moves). */
export function levelAsked(text: string): { goal: number | null; moves: number | null } {
  const goal = /\b(?:clear|match|collect|get|pop|crush|break)\s+(\d+)\s+\p{L}/iu.exec(text);
  const moves = /\b(\d+)\s+moves\b/i.exec(text);
  return {
    goal: goal ? clamp(Number(goal[1]), ...LIMITS.goal) : null,
    moves: moves ? clamp(Number(moves[1]), 5, 99) : null,
  };
}

/** Prompt → design. Pure and deterministic: the same prompt always gives the same game. */
export function compose(prompt: string): Design {
  return designFrom(understand(prompt), prompt);
}
