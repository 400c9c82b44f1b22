// Nouns → entities people recognise: the emoji whose CLDR name or keywords (emojibase-data) fit the
// noun, so "pianos" is 🎹 and "asteroids" is 🪨. A noun without one keeps its name and is drawn as a
// shape in a colour of its own, with the name on it.
import { DRAWN_THINGS, type Entity } from './design';

interface EmojiRow {
  label: string;
  emoji: string;
  group?: number;
  subgroup?: number;
  order?: number;
  tags?: string[];
  /** The Emoji version that added it. */
  version?: number;
}
interface Hit {
  emoji: string;
  rank: number;
  order: number;
  group: number;
}

/** Words games use whose closest emoji CLDR's keywords do not reach, or reach a worse one first. */
const CHOSEN: Record<string, string> = {
  employee: '🧑‍💼', // (an office's: the boss, the managers, the coffee machine)
  'office worker': '🧑‍💼',
  manager: '👩‍💼',
  boss: '🤵',
  'coffee machine': '☕',
  batter: '🧍', // (standing at the plate with the bat drawn; a pitcher throwing)
  pitcher: '🤾',
  'lighthouse keeper': '🧑‍✈️', // (a keeper of a lighthouse: no goalkeeper's gloves)
  morning: '🌅',
  'teddy bear': '🧸',
  dealer: '🤵',
  animatronic: '🤖',
  'security guard': '👮',
  'security guy': '👮',
  'night guard': '👮',
  nigiri: '🍣',
  onigiri: '🍙',
  'rice ball': '🍙',
  'fish cake': '🍥',
  bomberman: '👷',
  // (a drum machine's rows)
  kick: '🦶',
  snare: '🥁',
  'hi-hat': '✨',
  bass: '🎸',
  tom: '🪘',
  'light cycle': '🏍️',
  'basketball player': '⛹️',
  'light bike': '🏍️',
  croupier: '🤵',
  teddy: '🧸',
  glasses: '👓',
  sunglasses: '🕶️',
  shirt: '👕',
  't-shirt': '👕',
  shoe: '👟',
  dress: '👗',
  hat: '👒',
  yeti: '🐻‍❄️', // (no yeti: a white bear of the snow)
  'abominable snowman': '🐻‍❄️',
  bigfoot: '🦍',
  sasquatch: '🦍',
  'washing machine': '🧺', // (no washing machine: the laundry basket, never a slot machine)
  worker: '👷', // (not the health worker)
  shop: '🏪',
  stand: '🏪', // (a lemonade stand; one who stands is no thing to draw)
  stall: '🏪',
  kiosk: '🏪',
  booth: '🏪',
  'space junk': '🛰️',
  'soap bar': '🧼',
  bot: '🤖',
  pickax: '⛏️',
  pickaxe: '⛏️',
  'ice block': '🧊',
  asteroid: '🪨',
  meteor: '☄️',
  meteorite: '☄️',
  spaceship: '🚀',
  ufo: '🛸',
  alien: '👽',
  monster: '👾',
  enemy: '👹',
  hero: '🦸',
  knight: '🤺',
  'black circle': '⚫',
  pony: '🐴',
  frisbee: '🥏',
  goldfish: '🐠',
  puddle: '💧',
  chimney: '🏠', // (the nearest: a house, where a chimney is)
  // weapons swung in the hand
  'baseball bat': '🏏',
  'cricket bat': '🏏',
  club: '🏏',
  'boxing glove': '🥊',
  knife: '🔪',
  katana: '🗡️',
  'rubber mallet': '🔨',
  viking: '🧔',
  'go kart': '🏎️',
  kart: '🏎️',
  dwarf: '🧔',
  miner: '⛏️',
  stork: '🐦',
  supply: '📦',
  'lava pit': '🔥', // (a pit of fire, not an empty hole)
  caveman: '🧔',
  boxer: '🥊',
  // (CLDR has no acorn; the chestnut is the nut people draw. The sea is the wave, not the merperson
  // its keywords reach first; a mine in a game is the explosive kind.)
  acorn: '🌰',
  statue: '🗿', // (a statue in a game is a statue, not New York's)
  // (no emoji of their own: a red ball hangs on a tree, a lollipop is the nearest sweet on a stick,
  // and a bow on a present is a ribbon, not a bow and arrow, unless a game shoots it)
  bauble: '🔴',
  ornament: '🔴',
  'candy cane': '🍭',
  light: '💡',
  'volleyball player': '🤾',
  juggler: '🤹',
  'fire truck': '🚒',
  shovel: '🪏',
  prisoner: '🏃', // (no emoji is one: someone running for it)
  twig: '🪵', // (the nearest: a piece of wood)
  stick: '🪵',
  dam: '🪵',
  lifeguard: '🛟',
  seagull: '🕊️', // (no gull of its own: the white bird)
  gull: '🕊️',
  spade: '🪏',
  lumberjack: '🧔', // (the axe is drawn in its hand)
  woodcutter: '🧔',
  'hot air balloon': '🎈',
  lights: '💡',
  sea: '🌊',
  ocean: '🌊',
  mine: '💣',
  'sea mine': '💣',
  sandcastle: '🏰',
  farm: '🏡',
  oxygen: '🫧',
  'oxygen tank': '🫧',
  duckling: '🐥',
  cannonball: '⚫',
  pumpkin: '🎃',
  potion: '🧪',
  'lily pad': '🪷',
  'police car': '🚓',
  cop: '👮',
  hunter: '🤠',
  dinosaur: '🦖',
  'orange square': '🟧',
  pea: '🟢',
  'tree root': '🪵',
  oven: '🔥',
  baker: '🧑‍🍳',
  'white circle': '⚪',
  goalkeeper: '🧤',
  goalie: '🧤',
  keeper: '🧤',
  'soccer player': '🏃',
  striker: '🏃',
  'watering can': '🚿',
  net: '🥅',
  lemonade: '🍋',
  fisher: '🧔',
  fisherman: '🧔',
  angler: '🧔',
  golfer: '🏌️',
  'golf ball': '⚪',
  plant: '🪴',
  'bowling ball': '🎳',
  'red circle': '🔴',
  'yellow circle': '🟡',
  colors: '🎨',
  colours: '🎨',
  letters: '🔤',
  bow: '🏹',
  dust: '💨',
  pollen: '🌼',
  princess: '👸',
  wizard: '🧙',
  witch: '🧙‍♀️',
  car: '🚗',
  'racing car': '🏎️',
  'palm tree': '🌴',
  'evergreen tree': '🌲',
  'polar bear': '🐻‍❄️',
  'traffic light': '🚦',
  'ice skate': '⛸️',
  'cooking pot': '🍲',
  computer: '💻',
  mitten: '🧤',
  reindeer: '🦌',
  surfboard: '🏄',
  'hockey player': '🏒',
  waiter: '🤵',
  waitress: '🤵‍♀️',
  archer: '🏹',
  moth: '🦋',
  spit: '💦',
  tourist: '🤳',
  branch: '🪵',
  'crystal ball': '🔮',
  lawnmower: '🚜',
  'lawn mower': '🚜',
  harvester: '🚜',
  'combine harvester': '🚜',
  lawn: '🌿',
  hay: '🌾',
  branches: '🪵',
  wheat: '🌾',
  'banana peel': '🍌',
  'oil slick': '🛢️',
  truck: '🚚',
  bike: '🚲',
  motorbike: '🏍️',
  motorcycle: '🏍️',
  plane: '✈️',
  coin: '🪙',
  gem: '💎',
  diamond: '💎',
  tea: '🍵',
  jewel: '💎',
  treasure: '💰',
  money: '💰',
  cash: '💵',
  star: '⭐',
  heart: '❤️',
  bomb: '💣',
  bullet: '🔴',
  fence: '🚧',
  storm: '⛈️',
  'storm cloud': '⛈️',
  thundercloud: '⛈️',
  hurdle: '🚧',
  laser: '⚡',
  fireball: '🔥',
  battery: '🔋',
  key: '🔑',
  door: '🚪',
  exit: '🚪',
  house: '🏠',
  ball: '⚽',
  marble: '🔵',
  cat: '🐱',
  dog: '🐶',
  kitten: '🐱',
  puppy: '🐶',
  bunny: '🐰',
  rabbit: '🐰',
  mouse: '🐭',
  frog: '🐸',
  pig: '🐷',
  cow: '🐮',
  monkey: '🐵',
  tiger: '🐯',
  horse: '🐴',
  bear: '🐻',
  fox: '🦊',
  wolf: '🐺',
  dragon: '🐉',
  bird: '🐦',
  fly: '🪰',
  bee: '🐝',
  bug: '🐛',
  firefly: '🪲', // no emoji of its own: a beetle, and the pop game makes it glow
  fish: '🐟',
  shark: '🦈',
  snake: '🐍',
  worm: '🪱',
  spider: '🕷️',
  spiderman: '🕷️',
  'spider-man': '🕷️',
  chicken: '🐔',
  duck: '🦆',
  penguin: '🐧',
  turtle: '🐢',
  robot: '🤖',
  zombie: '🧟',
  ghost: '👻',
  skeleton: '💀',
  vampire: '🧛',
  ninja: '🥷',
  pirate: '🏴‍☠️',
  cookie: '🍪',
  pizza: '🍕',
  burger: '🍔',
  apple: '🍎',
  banana: '🍌',
  carrot: '🥕',
  cheese: '🧀',
  donut: '🍩',
  candy: '🍬',
  cake: '🍰',
  cactus: '🌵',
  tree: '🌳',
  flower: '🌸',
  rock: '🪨',
  stone: '🪨',
  cloud: '☁️',
  snowball: '❄️',
  snowflake: '❄️',
  raindrop: '💧',
  water: '💧',
  fire: '🔥',
  sword: '🗡️',
  shield: '🛡️',
  crown: '👑',
  rocket: '🚀',
  planet: '🪐',
  moon: '🌙',
  sun: '☀️',
  boat: '⛵',
  trash: '🗑️',
  garbage: '🗑️',
  note: '🎵',
  basketball: '🏀',
  football: '🏈',
  soccer: '⚽',
  hoop: '🥅',
  orange: '🍊',
  lemon: '🍋',
  pipe: '🧱',
  paddle: '🏓',
  cross: '❌',
  circle: '⭕',
  nought: '⭕',
  traffic: '🚗',
  column: '🧱',
  goal: '🥅',
  brick: '🧱',
  wall: '🧱',
  box: '📦',
  crate: '📦',
  present: '🎁',
  gift: '🎁',
  egg: '🥚',
  tooth: '🦷',
  germ: '🦠',
  virus: '🦠',
  police: '👮',
  thief: '🦹',
  farmer: '🧑‍🌾',
  chef: '🧑‍🍳',
  astronaut: '🧑‍🚀',
  player: '🙂',
  person: '🧑',
  kid: '🧒',
  baby: '👶',
  santa: '🎅',
  elf: '🧝',
  unicorn: '🦄',
  octopus: '🐙',
  crab: '🦀',
  jellyfish: '🪼',
  bubble: '🫧',
  balloon: '🎈',
  leaf: '🍃',
  mole: '🐹',
  gopher: '🦫',
  missile: '🚀',
  crepe: '🥞',
  hamster: '🐹',
  squirrel: '🐿️',
  owl: '🦉',
  bat: '🦇',
  honey: '🍯',
  lava: '🌋',
  kraken: '🦑',
  soldier: '🪖',
  samurai: '🥷',
  slime: '🟢',
  goo: '🧪',
  ooze: '🧪',
  blob: '🟣',
  // (there is no traffic cone: the roadworks barrier is what stands in a road)
  cone: '🚧',
  spike: '🔺',
  // (the bug emoji is drawn as a caterpillar)
  caterpillar: '🐛',
  bottle: '🍾',
  // (there is no beehive: its honey says where the bees live)
  hive: '🍯',
  beehive: '🍯',
  'space station': '🛰️',
  'traffic cone': '🚧',
  skateboarder: '🛹',
  vine: '🌿',
  rake: '🧹',
  // people named by what they do, whom CLDR files under a thing ("passenger" is the ship's keyword)
  passenger: '🧍',
  runner: '🏃',
  jogger: '🏃',
  footballer: '🏃',
  cyclist: '🚴',
  rider: '🏇',
  explorer: '🤠',
  flag: '🚩',
  skier: '⛷️',
  snowboarder: '🏂',
  surfer: '🏄',
  swimmer: '🏊',
  skater: '⛸️',
  climber: '🧗',
  diver: '🤿',
  spell: '✨',
  salmon: '🐟',
  robber: '🦹',
  paper: '📄',
  crop: '🌾',
  pothole: '🕳️',
  hole: '🕳️',
  mummy: '🧟',
  zookeeper: '🧑‍🌾',
  'zoo keeper': '🧑‍🌾',
  paint: '🎨',
  milk: '🥛',
  chocolate: '🍫',
  rice: '🍚',
  'ice cream': '🍨',
  sundae: '🍨',
  customer: '🧑',
  smoothie: '🥤',
  'hot dog': '🌭',
  salad: '🥗',
  meat: '🥩',
  grass: '🌿',
  orc: '👹',
  burglar: '🦹',
  // (no emoji of their own: the nearest thing people draw)
  'paper plane': '✈️',
  'water bottle': '💧',
  'bubble wrap': '🫧',
  puck: '⚫',
  mallet: '🔴',
  'hockey puck': '⚫',
  dingo: '🐕',
  home: '🏠',
  destination: '📍',
  'baby bird': '🐣',
  bamboo: '🎋',
  building: '🏢',
  'trash can': '🗑️',
  'paper ball': '📄',
  seed: '🌱',
  tongue: '😛',
  vase: '🏺',
  coop: '🛖',
  leak: '💧',
  fern: '🌿',
  'christmas tree': '🎄',
  'rain drop': '💧',
  rain: '💧',
  barn: '🛖',
  stable: '🛖',
  owner: '🧑',
  sheepdog: '🐕',
  sheep: '🐑',
  dirt: '🟤',
  crumb: '🍪',
  cell: '🦠',
  'prison cell': '🔒',
  number: '🔢',
  pit: '🕳️',
  'garbage can': '🗑️',
  'trash bin': '🗑️',
  bin: '🗑️',
  skyscraper: '🏢',
  // (no mail carrier in Unicode: a worker with a bag)
  mailman: '🧑‍💼',
  postman: '🧑‍💼',
  'mail carrier': '🧑‍💼',
};

/** Nouns that name the same thing as a word above (or in CLDR). */
/** The kind a word names, as another word for it is drawn ("dino" is a dinosaur). */
export function kindOf(word: string): string {
  return SAME[word] ?? word;
}

const SAME: Record<string, string> = {
  // young, male and female animals, and kinds with no emoji of their own: the nearest one drawn
  junk: 'trash',
  rubbish: 'trash',
  scrap: 'trash',
  digger: 'tractor',
  excavator: 'tractor',
  bulldozer: 'tractor',
  hen: 'chicken',
  piglet: 'pig',
  calf: 'cow',
  foal: 'horse',
  stallion: 'horse',
  mare: 'horse',
  fawn: 'deer',
  hare: 'rabbit',
  gosling: 'goose',
  hawk: 'eagle',
  falcon: 'eagle',
  vulture: 'eagle',
  sparrow: 'bird',
  robin: 'bird',
  magpie: 'bird',
  woodpecker: 'bird',
  pigeon: 'dove',
  trout: 'fish',
  tuna: 'fish',
  cod: 'fish',
  walrus: 'seal',
  rhino: 'rhinoceros',
  chimp: 'monkey',
  chimpanzee: 'monkey',
  baboon: 'monkey',
  termite: 'ant',
  werewolf: 'wolf',
  fireman: 'firefighter',
  firewoman: 'firefighter',
  kitty: 'cat',
  doggo: 'dog',
  pup: 'dog',
  automobile: 'car',
  auto: 'car',
  lorry: 'truck',
  bicycle: 'bike',
  aeroplane: 'plane',
  airplane: 'plane',
  jet: 'plane',
  ship: 'spaceship', // (at sea the composer makes it a sailing ship)
  toad: 'frog',
  chameleon: 'lizard',
  gecko: 'lizard',
  dino: 'dinosaur',
  't-rex': 'dinosaur',
  trex: 'dinosaur',
  starship: 'spaceship',
  saucer: 'ufo',
  kart: 'racing car',
  'go kart': 'racing car',
  'go-kart': 'racing car',
  racecar: 'racing car',
  'race car': 'racing car',
  'formula car': 'racing car',
  mothership: 'ufo',
  baddie: 'enemy',
  villain: 'enemy',
  foe: 'enemy',
  creature: 'monster',
  beast: 'monster',
  invader: 'alien',
  martian: 'alien',
  undead: 'zombie',
  spirit: 'ghost',
  gold: 'coin',
  jewels: 'gem',
  diamond: 'gem',
  crystal: 'gem',
  loot: 'treasure',
  biscuit: 'cookie',
  doughnut: 'donut',
  sweet: 'candy',
  boulder: 'rock',
  pebble: 'rock',
  kid: 'kid',
  child: 'kid',
  boy: 'kid',
  girl: 'kid',
  man: 'person',
  woman: 'person',
  guy: 'person',
  character: 'player',
  block: 'brick',
  package: 'box',
  parcel: 'box',
};

const FACE = / face$/;
/** The newest Emoji version drawn (the covers' font has 15.0; phones since 2023 do). */
export const NEWEST = 15;
let index: Map<string, Hit> | null = null;

/** The emoji for every word CLDR names or tags, best first: a one-word name, an animal's face, a tag. */
function emojiIndex(): Map<string, Hit> {
  if (index) return index;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = require('emojibase-data/en/data.json') as EmojiRow[];
  const map = new Map<string, Hit>();
  const offer = (word: string, emoji: string, rank: number, order: number, group: number) => {
    const now = map.get(word);
    if (!now || rank > now.rank || (rank === now.rank && order < now.order))
      map.set(word, { emoji, rank, order, group });
  };
  for (const r of rows) {
    // Skin-tone parts and lone regional letters are not things; emoji newer than 15.0 show as empty
    // boxes on the phones of the last years and in the covers' font (Debian's Noto Color Emoji).
    if (r.group === undefined || r.group === 2 || (r.version ?? 0) > NEWEST) continue;
    const group = r.group;
    const label = r.label.toLowerCase();
    const order = r.order ?? 99_999;
    const words = label.split(/[\s:,-]+/).filter(Boolean);
    if (words.length === 1) {
      offer(label, r.emoji, 100, order, group);
      offer(singular(label), r.emoji, 90, order, group);
    } else if (FACE.test(label) && words.length === 2) offer(words[0], r.emoji, 95, order, group);
    else offer(words[words.length - 1], r.emoji, 40, order, group);
    for (const t of r.tags ?? []) if (!t.includes(' ')) offer(t.toLowerCase(), r.emoji, 50, order, group);
  }
  index = map;
  return map;
}

/** FNV-1a: a stable number for a name (colours, palettes). */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A colour of its own for a name: the same name is always the same colour. */
export function colorOf(name: string): string {
  const hue = hash(name) % 360;
  const [s, l] = [0.7, 0.6];
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Singular of a lower-case noun, for the words the index holds in the singular. */
/** Words that end in s and are one thing. */
const ONE = new Set([
  'mars',
  'gas',
  'chaos',
  'lens',
  'canvas',
  'atlas',
  'venus',
  'uranus',
  'christmas',
  'news',
  // (one thing named as a pair: "sunglasses", "jeans"; glasses may be drunk from, see the dress-up)
  'sunglasses',
  'eyeglasses',
  'goggles',
  'pants',
  'jeans',
  'shorts',
  'trousers',
  'scissors',
  'binoculars',
  'pajamas',
  'pyjamas',
]);
/** A word that is one thing though it ends like a plural ("glasses", "scissors", "jeans"). */
export const keepsPlural = (word: string) => ONE.has(word);
export function singular(word: string): string {
  if (word.length < 4 || /ss$|us$|is$/.test(word) || ONE.has(word)) return word;
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  // ("floes", "shoes", "canoes": an e of their own; "tomatoes" have none)
  if (/(?:^|horse|snow|tip)(?:fl|sh|t|can|ob|h)oes$|(?:^|pick|battle)axes$/.test(word))
    return word.slice(0, -1);
  if (/(sses|ches|shes|xes|zes|oes)$/.test(word)) return word.slice(0, -2);
  // ("wolves", "leaves": an f; "knives", "lives": an fe; "waves", "gloves", "olives": only an s)
  if (/(?:wol|lea|shel|hal|cal|loa|thie|el|scar|hoo|dwar|whar|sel)ves$/.test(word))
    return word.slice(0, -3) + 'f';
  if (/(?:^|mid)(?:kni|li|wi)ves$|(?:pen|pocket|jack|butter)knives$/.test(word))
    return word.slice(0, -3) + 'fe';
  if (/ves$/.test(word)) return word.slice(0, -1);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The emoji for a noun, or null when neither the game words nor CLDR know it. */
export function emojiFor(noun: string): string | null {
  const w = noun.toLowerCase().trim();
  for (const word of [w, singular(w)]) {
    const same = SAME[word] ?? word;
    if (CHOSEN[same]) return CHOSEN[same];
    const hit = emojiIndex().get(same);
    if (hit) return hit.emoji;
  }
  return null;
}

/** Whether a word is the own name of an emoji (not only one of its tags), or one chosen. */
const named = (word: string) => !!CHOSEN[word] || (emojiIndex().get(word)?.rank ?? 0) >= 90;

/**
 * A misspelt thing's word ("pengiun", "compuer"): the one word an emoji is named by that two letters
 * swapped, else (in a long word) one letter put in, make of it; null when there is none, or several.
 */
export function spelled(word: string): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || emojiFor(word)) return null;
  const found = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    const w = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (named(w)) found.add(w);
  }
  // (a letter left out, or one wrong, only in a long word: "price" is no "prince"; "diamon", "dinasaur")
  for (let i = 0; i <= word.length && !found.size && word.length >= 6; i++)
    for (const c of 'abcdefghijklmnopqrstuvwxyz') {
      const w = word.slice(0, i) + c + word.slice(i);
      if (named(w)) found.add(w);
    }
  for (let i = 0; i < word.length && !found.size && word.length >= 7; i++)
    for (const c of 'abcdefghijklmnopqrstuvwxyz') {
      const w = word.slice(0, i) + c + word.slice(i + 1);
      if (w !== word && named(w)) found.add(w);
    }
  return found.size === 1 ? [...found][0] : null;
}

/** A word made of two with no emoji of its own ("hummingbird"): drawn as its last part ("bird"). */
function lastPart(word: string): string | null {
  for (let at = 3; at <= word.length - 3; at++) if (named(word.slice(at))) return emojiFor(word.slice(at));
  return null;
}

/** An entity for a noun phrase: its head noun's emoji (or the whole phrase's), named as typed. */
export function entityOf(phrase: string): Entity {
  const name = phrase.toLowerCase().trim().replace(/\s+/g, ' ').slice(0, 24);
  const words = name.split(' ');
  const head = words[words.length - 1];
  const drawn = (DRAWN_THINGS as readonly string[]).includes(singular(head)) && !CHOSEN[name];
  const whole = drawn
    ? null
    : (CHOSEN[name] ?? CHOSEN[words.map(singular).join(' ')] ?? emojiFor(words.join('')));
  const emoji = drawn
    ? null
    : (whole ?? emojiFor(head) ?? (words.length > 1 ? emojiFor(words[0]) : null) ?? lastPart(head));
  // "a red circle" is red; anything else gets a colour of its own from its name
  const said = words.map((w) => NAMED_COLOURS[w]).find(Boolean);
  // ("rotten apples", "blue gems": the head's picture in the look said, told apart from plain apples)
  const look = words
    .slice(0, -1)
    .map((w) => LOOKS[w] ?? NAMED_COLOURS[w])
    .find(Boolean);
  const tint = emoji && !whole && look ? { tint: look } : {};
  return { name, emoji, color: said ?? colorOf(name), ...tint };
}

/** Words of how a thing looks gone bad or strange, as the colour it is shown in. */
const LOOKS: Record<string, string> = {
  rotten: '#6b5a1e',
  rotting: '#6b5a1e',
  spoiled: '#6b5a1e',
  spoilt: '#6b5a1e',
  bad: '#6b5a1e',
  mouldy: '#6b7a2a',
  moldy: '#6b7a2a',
  burnt: '#3f2a14',
  burned: '#3f2a14',
  poison: '#7e22ce',
  poisoned: '#7e22ce',
  poisonous: '#7e22ce',
  toxic: '#65a30d',
  evil: '#4c1d95',
  cursed: '#4c1d95',
  haunted: '#4c1d95',
  fake: '#9ca3af',
  frozen: '#7dd3fc',
  icy: '#7dd3fc',
};

/** The colours people name, as shown. */
export const NAMED_COLOURS: Record<string, string> = {
  red: '#ef4444',
  black: '#1f2937',
  white: '#f1f5f9',
  blue: '#3b82f6',
  yellow: '#facc15',
  green: '#22c55e',
  orange: '#f97316',
  purple: '#a855f7',
  pink: '#ec4899',
  brown: '#92400e',
  grey: '#9ca3af',
  gray: '#9ca3af',
  gold: '#eab308',
  golden: '#eab308',
  silver: '#cbd5e1',
  violet: '#8b5cf6',
  teal: '#14b8a6',
  cyan: '#06b6d4',
};

let names: Map<string, string> | null = null;

/** Emoji in a prompt read as their names: "🐸🪰" is "frog fly". */
export function emojiToWords(text: string): string {
  if (!/\p{Extended_Pictographic}/u.test(text)) return text;
  if (!names) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const rows = require('emojibase-data/en/data.json') as EmojiRow[];
    names = new Map(rows.map((r) => [r.emoji.replace(/\uFE0F/g, ''), r.label.replace(/ face$/, '')]));
    for (const [word, emoji] of Object.entries(CHOSEN))
      if (!names.has(emoji.replace(/\uFE0F/g, ''))) names.set(emoji.replace(/\uFE0F/g, ''), word);
  }
  const table = names;
  const segments = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map(
    (s) => s.segment,
  );
  return segments
    .map((g) => {
      // (a face that says how the person feels, "lost all the pieces 😅", is no thing of the game)
      const [group, sub] = groupOf(g) ?? [-1, -1];
      if (group === 0 && FEELINGS.includes(sub)) return ' ';
      const name = table.get(g.replace(/\uFE0F/g, ''));
      return name ? ` and ${name} ` : g;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^\s*and /, '')
    .trim();
}

let groups: Map<string, [number, number]> | null = null;
/** The emoji's CLDR group (1 people, 3 animals and nature) and subgroup, whatever word found it. */
function groupOf(emoji: string): [number, number] | undefined {
  if (!groups) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const rows = require('emojibase-data/en/data.json') as EmojiRow[];
    groups = new Map(rows.map((r) => [r.emoji.replace(/\uFE0F/g, ''), [r.group ?? -1, r.subgroup ?? -1]]));
  }
  return groups.get(emoji.replace(/\uFE0F/g, ''));
}
/** CLDR subgroups of faces that show a feeling (smiling … concerned): not those in hats (a cowboy), the
 * negative ones (a skull, a devil) or the costumes (a ghost). */
const FEELINGS = [0, 1, 2, 3, 4, 5, 6, 8, 9];
const HANDS_AND_BODY = [16, 22]; // CLDR subgroups hand-fingers-open … body-parts: a bone is no one
const COSTUME_FACES = 11; // a ghost, a robot, an alien monster: creatures, though drawn as faces

/** The CLDR group of the noun's emoji (people 1, animals 3, food 4…), costume faces as creatures. */
function nounGroup(noun: string): number | null {
  const w = singular(noun.toLowerCase().split(' ').pop()!);
  const emoji = CHOSEN[SAME[w] ?? w];
  const hit = emoji ? undefined : emojiIndex().get(SAME[w] ?? w);
  const found = emoji ?? (hit !== undefined && hit.rank >= 90 ? hit.emoji : undefined);
  const at = found ? groupOf(found) : undefined;
  if (!at) return null;
  const [group, subgroup] = at;
  if (group === 1 && subgroup >= HANDS_AND_BODY[0] && subgroup <= HANDS_AND_BODY[1]) return null;
  return group === 0 && subgroup === COSTUME_FACES ? 3 : group;
}

/** Young animals and whose young they are ("a mother duck and her ducklings"). */
const YOUNG: Record<string, string[]> = {
  duckling: ['duck'],
  chick: ['hen', 'chicken', 'bird', 'duck', 'penguin', 'eagle', 'owl', 'ostrich'],
  puppy: ['dog', 'wolf'],
  kitten: ['cat'],
  cub: ['bear', 'lion', 'tiger', 'fox', 'wolf', 'panda'],
  calf: ['cow', 'elephant', 'whale', 'giraffe'],
  foal: ['horse'],
  lamb: ['sheep'],
  piglet: ['pig'],
  gosling: ['goose'],
  joey: ['kangaroo'],
  tadpole: ['frog'],
  fawn: ['deer'],
  owlet: ['owl'],
  hatchling: ['turtle', 'dragon', 'bird', 'dinosaur'],
};

/** Whether `young` names the young of `adult` ("ducklings" of "a mother duck", "baby turtles" of a turtle). */
export function isYoungOf(young: string, adult: string): boolean {
  const kind = singular(adult.split(' ').pop()!);
  const y = singular(young);
  if (y === singular(adult)) return false;
  return y === `baby ${kind}` || (YOUNG[y.split(' ').pop()!]?.includes(kind) ?? false);
}

/** People and animals: what a prompt that names one thing most likely means to play as. */
export function isCreature(noun: string): boolean {
  const g = nounGroup(noun);
  return g === 1 || g === 3;
}

/** Food and drink: what is cooked, served, fed. */
export function isFood(noun: string): boolean {
  return nounGroup(noun) === 4;
}

/** People ("bad guys", "a thief"): caught by chasing them, not as they fall. */
export function isPerson(noun: string): boolean {
  return nounGroup(noun) === 1;
}
