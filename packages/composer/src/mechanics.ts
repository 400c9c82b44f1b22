// What the composer knows of each mechanic: the words that ask for it, the roles it shows (with what
// stands in when the prompt names none), the parts it takes, and how its title and tagline read.
import type { Lang, MechanicId, PartId, RoleId } from './design';

export interface MechanicInfo {
  /** The game's kind in a title ("Fish Run"). */
  noun: string;
  /** Names of the game itself: "snake", "tetris", "tower defense" (strongest evidence). */
  names: string[];
  /** Games it stands in for, with a note saying so ("connect four" plays as tic-tac-toe). */
  approx?: string[];
  /** Verbs (as lemmas) and nouns that point to it. */
  verbs: string[];
  nouns: string[];
  /** The roles it draws, each with the thing shown when the prompt names none. */
  roles: Partial<Record<RoleId, string>>;
  /** The action on the title screen: "{verb} the {target}". */
  tagline: string;
  /** The line when a role the first one names is not in the game. */
  /** The line when the tagline's roles are not all there: the first whose roles are. */
  taglineAlt?: string | string[];
  /** The line when a part changes how it plays ("they throw back"); of several, the first whose roles
   * are all in the game. */
  partTaglines?: Partial<Record<PartId, string | string[]>>;
  parts: PartId[];
  /** Its rounds can be won by getting N things (a design goal). */
  goal: boolean;
  /** Which roles things the prompt names without saying what they do go to, in order. */
  fill?: RoleId[];
  /** Roles it draws only when the design has them (a runner's fliers), for things added later. */
  optional?: RoleId[];
  /** The player is a thing on screen that the first noun usually names ("a frog catching flies"). */
  avatar?: false;
  /** A role drawn only as the boss ("add a shark boss" to a collecting game). */
  boss?: RoleId;
  /** The other side is the player's own kind unless the prompt names it (a horse race, a tank duel). */
  mirror?: true;
  /** Words that are how it is played, never things on screen (a tower defense's gold, a tetris's
   * pieces, a rhythm game's keys). */
  notThings?: string[];
  /** A count asked of it says how many of something it has (a quiz's questions, golf's holes, cut the
   * rope's stars): no goal to refuse. */
  counts?: true;
  /** The creatures named are its counters, picked at the start (a board game's pieces: extras). */
  pieces?: true;
  /** What a toy has on its bar, any of it named is added there (extras); its first five by default. */
  palette?: string[];
  /** How many of its palette it has when none is named (five unless said). */
  paletteShown?: number;
  /** What its boss does, said when one is added ("{boss}" its name); else that it comes late. */
  bossLine?: string;
  /** What it does already, when asked for again ("a hint button"): the ask, and the note saying so (in
   * the languages it has, for a request in one of them). */
  already?: [RegExp, string, Partial<Record<Lang, string>>?][];
  /** Its targets can be the player's young ("a mother duck and her ducklings"), who follow once met
   * and count when brought home (params.escort): the line then. */
  escortTagline?: string;
}

const ALWAYS: PartId[] = ['timer', 'highscores', 'levels'];

export const MECHANICS: Record<MechanicId, MechanicInfo> = {
  collect: {
    noun: 'Hunt',
    names: [],
    verbs: [
      'collect',
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
      'hunt',
      'lasso',
      'explore',
      'chase',
    ],
    nouns: ['treasure', 'scavenger'],
    roles: { player: 'explorer', target: 'star', hazard: 'bomb' },
    boss: 'enemy',
    tagline: 'Collect the {target}, avoid the {hazard}',
    taglineAlt: 'Collect as many {target} as you can',
    partTaglines: {
      chaser: [
        'Collect the {target}, avoid the {hazard}, outrun the {enemy:1}',
        'Collect the {target}, outrun the {enemy:1}',
      ],
      carry: 'Pick up the {target} and bring them to the {goal}',
    },
    fill: ['target', 'hazard', 'player'],
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'chaser', 'carry', 'flee'],
    optional: ['goal'], // where what is carried is brought
    goal: true,
  },
  catch: {
    noun: 'Catch',
    names: [],
    verbs: ['catch', 'fall', 'drop'],
    nouns: ['net', 'basket', 'bucket'],
    roles: { player: 'basket', target: 'apple', hazard: 'rock' },
    tagline: 'Catch the falling {target} before the {enemy}, not the {hazard}',
    taglineAlt: [
      'Catch the falling {target} before the {enemy}',
      'Catch the falling {target}, not the {hazard}',
      'Catch as many falling {target} as you can',
    ],
    partTaglines: {
      feed: [
        'Feed the {player:1} the falling {target}, not the {hazard}',
        'Feed the {player:1} the falling {target}',
      ],
      build: [
        'Catch the {target} to build the {player:1}, not the {hazard}',
        'Catch the {target} to build the {player:1}',
      ],
      boss: ['Catch the {target} the {enemy} drop, not the {hazard}', 'Catch the {target} the {enemy} drop'],
    },
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'feed', 'build'],
    goal: true,
    // (the boss part's dropper, when the prompt names who drops: "eggs falling from the chickens")
    optional: ['enemy'],
  },
  dodge: {
    noun: 'Dodge',
    names: ['bullet hell', 'dodgeball', 'dodge ball'],
    verbs: ['dodge', 'avoid', 'survive', 'evade', 'escape'],
    nouns: ['rain', 'storm'],
    roles: { player: 'person', hazard: 'meteor', target: 'star' },
    tagline: 'Dodge the {hazard} as long as you can',
    partTaglines: {
      returnFire: 'Weave through the {enemy:1}’s {hazard}: only your core can be hit',
      climb: 'Climb as high as you can, dodging the {hazard}',
    },
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'returnFire', 'climb'],
    goal: false,
  },
  shooter: {
    noun: 'Blaster',
    names: ['shooter', 'shoot em up', 'space invaders', 'invaders', 'galaga', 'shmup', 'shoot em up'],
    verbs: ['shoot', 'blast', 'zap', 'fire', 'defend', 'spit'],
    nouns: ['invasion', 'laser', 'spaceship', 'laser cannon', 'turret'],
    roles: { player: 'rocket', enemy: 'alien', shot: 'laser', target: 'star', hazard: 'bomb' },
    tagline: 'Shoot the {enemy} before they reach you',
    partTaglines: {
      twoPlayer: 'Two players, one keyboard: shoot the {enemy} together before they reach you',
    },
    fill: ['enemy', 'player', 'target'],
    avatar: false,
    parts: [...ALWAYS, 'boss', 'powerups', 'aimAnywhere', 'night', 'twoPlayer'],
    goal: true,
  },
  arena: {
    noun: 'Arena',
    names: [
      'twin stick',
      'top down shooter',
      'survivors',
      'horde',
      'zombie survival',
      'boxing',
      'boxing game',
      'brawler',
      'beat em up',
      'fortnite',
      'battle royale',
      'pubg',
      'roguelite',
      'roguelike',
      'rogue-like',
      'rogue-lite',
      'vampire survivors',
      'binding of isaac',
      'brotato',
    ],
    verbs: [
      'extinguish',
      'breathe',
      'stop',
      'fight',
      'battle',
      'defeat',
      'kill',
      'attack',
      'slay',
      'destroy',
      'survive',
    ],
    nouns: ['fight', 'arena', 'wave', 'horde', 'zombie'],
    roles: { player: 'hero', enemy: 'zombie', shot: 'fireball', target: 'coin' },
    tagline: 'Fight off the {enemy} from every side',
    partTaglines: {
      returnFire: 'Hit the {enemy} with {shot} and dodge theirs',
      melee: 'Swing your {shot:1} at the {enemy} from every side',
      twoPlayer: 'Two players, one keyboard: fight off the {enemy}, the last one standing wins',
      upgrades: 'Clear each room of {enemy}, then pick one of three upgrades',
    },
    fill: ['enemy', 'player', 'target'],
    avatar: false,
    parts: [...ALWAYS, 'boss', 'powerups', 'aimAnywhere', 'night', 'returnFire', 'melee', 'twoPlayer', 'upgrades'], // prettier-ignore
    goal: true,
  },
  snake: {
    noun: 'Snake',
    names: ['snake', 'slither', 'nibbles', 'grow long', 'get long'], // ("growing longer": lemmas)
    verbs: ['grow', 'slither'],
    nouns: ['tail'],
    roles: { player: 'snake', target: 'apple', hazard: 'rock' },
    tagline: 'Eat the {target} and grow, never bite yourself',
    partTaglines: { flee: 'Corner the runaway {target} and grow, never bite yourself' },
    parts: [...ALWAYS, 'powerups', 'twoPlayer', 'night', 'flee'],
    goal: true,
  },
  breakout: {
    noun: 'Breaker',
    names: ['breakout', 'arkanoid', 'brick breaker', 'block breaker', 'brekout', 'break out'],
    verbs: ['break', 'smash', 'bounce'],
    nouns: ['brick', 'paddle'],
    roles: { player: 'paddle', target: 'brick', hazard: 'bomb' },
    tagline: 'Bounce the ball and break every {target:1}',
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'multiball'],
    goal: true,
    optional: ['shot'], // the ball, when one is named (else a glowing dot)
    // (things named are bricks: "fruit bricks" puts no banana on the paddle; someone named plays)
    fill: ['target', 'hazard', 'enemy'],
  },
  pong: {
    noun: 'Rally',
    names: ['pong', 'ping pong', 'table tennis', 'air hockey', 'tennis', 'volleyball', 'badminton'],
    verbs: ['rally', 'volley'],
    nouns: ['paddle', 'racket'],
    roles: { player: 'player', enemy: 'robot', target: 'ball' },
    tagline: 'Beat the {enemy}: first to 7 points',
    partTaglines: { twoPlayer: 'Two players, one keyboard: first to 7 points wins' },
    parts: [...ALWAYS, 'twoPlayer', 'boss', 'powerups', 'night'],
    goal: false,
  },
  flappy: {
    noun: 'Flight',
    names: ['helicopter game', 'flappy', 'flappy bird', 'jetpack joyride', 'jetpack game'],
    verbs: ['flap', 'fly', 'glide', 'soar', 'hover'],
    nouns: ['pipe', 'wing', 'sky', 'helicopter', 'balloon'],
    roles: { player: 'bird', hazard: 'pipe', target: 'coin' },
    tagline: 'Fly through the gaps between the {hazard}',
    partTaglines: { hold: 'Hold to rise, let go to fall: keep off the {hazard}' },
    parts: [...ALWAYS, 'powerups', 'night', 'hold'],
    goal: true,
  },
  pop: {
    noun: 'Pop',
    names: [
      'balloon pop',
      'bubble pop',
      'bubble popper',
      'pop the balloons',
      'pop the bubbles',
      'popping balloons',
      'popping bubbles',
      'before they float away',
      'before they reach the top',
      // ("balloons float up and she taps them to pop them")
      'float up',
      'floating up',
      'pop them',
      'to pop',
    ],
    verbs: ['pop', 'burst'],
    nouns: ['bubble'],
    roles: { target: 'bubble' },
    optional: ['hazard'],
    tagline: 'Pop the {target} before they float away, not the {hazard}',
    taglineAlt: 'Pop the {target} before they float away',
    fill: ['target', 'hazard'],
    avatar: false,
    parts: [...ALWAYS, 'boss', 'powerups', 'night'],
    goal: true,
  },
  lander: {
    noun: 'Landing',
    names: ['lunar lander', 'moon lander', 'lander', 'rocket landing'],
    verbs: ['land', 'touch'],
    nouns: ['landing', 'touchdown', 'lander'],
    roles: { player: 'rocket' },
    optional: ['hazard'],
    tagline: 'Touch down gently on the pad, dodge the {hazard}',
    taglineAlt: 'Touch down gently on the pad before the fuel runs out',
    fill: ['player', 'hazard'],
    parts: [...ALWAYS, 'powerups', 'night'],
    goal: true,
    already: [[/\bspeed (?:meter|gauge|bar|indicator)|\bturns? green\b/i, 'The speed meter already turns green when a touchdown would be safe.']], // prettier-ignore
  },
  park: {
    noun: 'Parking',
    names: [
      'parking game',
      'car parking',
      'parking',
      'parallel parking',
      'park the car',
      'parking lot',
      'parking car',
      'park car',
    ],
    verbs: ['park'],
    nouns: ['parking', 'garage', 'bay'],
    roles: { player: 'car', hazard: 'car' },
    tagline: 'Park the {player:1} in the marked bay without touching the {hazard}',
    parts: [...ALWAYS, 'night'],
    goal: true,
    fill: ['player', 'hazard'],
  },
  runner: {
    noun: 'Run',
    names: [
      'endless runner',
      'runner',
      'dino game',
      'dinosaur game',
      'chrome dino',
      't-rex game',
      'subway surfers',
      'temple run',
      'geometry dash',
      'jump over',
      'obstacle course',
    ],
    verbs: ['run', 'jump', 'hop', 'leap', 'sprint', 'skate', 'surf', 'skateboard', 'snowboard', 'ski'],
    nouns: ['obstacle', 'parkour', 'cactus'],
    roles: { player: 'runner', hazard: 'cactus', target: 'coin' },
    optional: ['enemy'],
    tagline: 'Jump over the {hazard}, grab the {target}',
    partTaglines: {
      flip: 'Flip gravity to run on the floor or the ceiling, past the {hazard}',
      chaser: 'Run from the {enemy:1}: jump over the {hazard}, or it catches up',
    },
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'flip', 'chaser'],
    goal: true,
  },
  platformer: {
    noun: 'Climb',
    names: ['doodle jump', 'jump up', 'sky jump', 'climbing game'],
    verbs: ['climb', 'bounce', 'ascend'],
    nouns: ['tower', 'cloud', 'ladder', 'sky'],
    roles: { player: 'frog', target: 'star', hazard: 'spike', enemy: 'bat' },
    optional: ['goal'], // (who or what waits at the top of a level: "rescue the princess")
    tagline: 'Bounce from platform to platform, higher and higher',
    partTaglines: { levels: 'Climb up to the {goal:1}' },
    parts: [...ALWAYS, 'boss', 'powerups', 'night'],
    goal: true,
  },
  maze: {
    noun: 'Maze',
    names: ['maze', 'labyrinth', 'dungeon crawler'],
    verbs: ['navigate', 'wander', 'find', 'explore', 'guide', 'lead'],
    nouns: ['maze', 'labyrinth', 'dungeon', 'corridor', 'cave', 'house', 'castle', 'mansion'],
    roles: { player: 'explorer', target: 'key', enemy: 'ghost', goal: 'door' },
    tagline: 'Find the {target} and reach the {goal:1}, away from the {enemy}',
    taglineAlt: [
      'Find all the {target} hidden in the maze',
      'Find the way to the {goal:1}, away from the {enemy}',
      'Find the way to the {goal:1}',
    ],
    parts: [...ALWAYS, 'boss', 'powerups', 'night'],
    goal: true,
    // ("if a bat touches you go back to start", "a locked door to the last room": the maze's own)
    notThings: ['start', 'room', 'rooms', 'lock'],
  },
  clicker: {
    noun: 'Factory',
    names: ['clicker', 'idle game', 'cookie clicker', 'incremental', 'tycoon', 'idle'],
    verbs: ['click', 'tap', 'bake', 'build', 'grow', 'earn', 'produce', 'farm'],
    nouns: ['factory', 'empire', 'business', 'shop', 'bakery', 'upgrade', 'idle'],
    roles: { player: 'chef', target: 'cookie', ally: 'robot' },
    tagline: 'Tap the {target:1}, buy {ally}, grow your empire',
    parts: ['timer', 'levels', 'powerups', 'highscores'],
    goal: true,
    fill: ['target', 'ally'],
    avatar: false,
    // ("click to harvest, buy upgrades like more spores": how it is played; its upgrades are named)
    notThings: ['upgrade', 'harvest', 'idle', 'second'],
  },
  whack: {
    noun: 'Whack',
    names: ['whack a mole', 'whack-a-mole'],
    verbs: ['whack', 'bonk', 'smack', 'hit'],
    nouns: ['hole', 'hammer', 'mallet'],
    roles: { player: 'hammer', target: 'mole', hazard: 'bomb' },
    optional: ['goal'], // what they pop out of, in place of holes ("out of cupcakes")
    tagline: 'Whack the {target} when they pop up, never the {hazard}',
    parts: [...ALWAYS, 'boss'],
    bossLine: 'Now and then a big {boss} pops up that takes three whacks.',
    goal: true,
    fill: ['target', 'hazard'],
    avatar: false,
  },
  match3: {
    noun: 'Match',
    names: ['match 3', 'match three', 'candy crush', 'bejeweled'],
    verbs: ['match', 'swap', 'crush'],
    nouns: ['gem', 'jewel', 'candy'],
    roles: { player: 'gem', target: 'candy', hazard: 'bomb', ally: 'star' },
    tagline: 'Swap neighbours to line up three {target} or more',
    parts: ['timer', 'highscores', 'levels', 'powerups'], // (four in a line make a bomb, asked or not)
    goal: true,
    fill: ['target', 'ally', 'hazard', 'player'],
    avatar: false,
    already: [
      [/\bspecial (?:pieces?|candy|candies|gems?)\b|\bmatch(?:es|ing)? (?:4|four)\b|\b(?:4|four) in a (?:row|line)\b/i, 'Four in a line already leave a bomb piece of their kind, which clears the pieces around it when it is matched.', { es: 'Cuatro en línea ya dejan una pieza bomba de su tipo, que despeja las piezas de alrededor al emparejarla.', fr: 'Quatre alignés laissent déjà une pièce bombe de leur sorte, qui vide les pièces autour quand on l’aligne.', de: 'Vier in einer Reihe hinterlassen schon ein Bombenteil ihrer Sorte, das beim Kombinieren die Teile ringsum räumt.', pt: 'Quatro em linha já deixam uma peça bomba do seu tipo, que limpa as peças em volta quando combinada.', it: 'Quattro in fila lasciano già un pezzo bomba del loro tipo, che libera i pezzi intorno quando viene abbinato.' }], // prettier-ignore
    ],
    // ("line up three or more", "clear 20 salmon in 25 moves": how it is played)
    notThings: ['piece', 'pieces', 'special piece', 'special pieces', 'move', 'moves', 'line', 'lines', 'row', 'rows', 'board', 'grid', 'level', 'levels'], // prettier-ignore
  },
  memory: {
    noun: 'Memory',
    names: ['memory game', 'concentration', 'matching pairs', 'memory'],
    verbs: ['remember', 'memorize', 'memorise', 'flip', 'pair'],
    nouns: ['card', 'pair'],
    approx: ['poker', 'go fish', 'snap'],
    roles: { player: 'card', target: 'star', hazard: 'ghost', ally: 'heart' },
    tagline: 'Flip the cards and find every pair',
    parts: ['timer', 'highscores', 'levels'],
    goal: false,
    fill: ['target', 'ally', 'hazard', 'player'],
    avatar: false,
    // ("16 cards with animal pictures, count the attempts": what is on the cards, and how it is played)
    notThings: ['picture', 'symbol', 'image', 'icon', 'attempt', 'try', 'move', 'turn', 'flip', 'face'],
  },
  slide: {
    noun: 'Slide',
    names: [
      'sliding puzzle',
      '15 puzzle',
      'fifteen puzzle',
      'slide puzzle',
      'sliding tile puzzle',
      'sliding tiles',
      'sliding tile',
      'tile puzzle',
      '8 puzzle',
    ],
    // (not "slide": a penguin sliding down a slope is moving, not solving a puzzle)
    verbs: [],
    nouns: ['tile'],
    roles: { player: 'picture' },
    tagline: 'Slide the tiles back into order',
    parts: ['timer', 'highscores', 'levels'],
    goal: false,
    fill: ['player'],
    avatar: false,
  },
  mines: {
    noun: 'Sweeper',
    names: ['minesweeper', 'mine sweeper'],
    // (not "dig": a dog digging up bones gathers them)
    verbs: ['sweep', 'defuse', 'uncover'],
    nouns: ['mine', 'minefield'],
    roles: { player: 'flag', hazard: 'bomb' },
    tagline: 'Uncover every safe square, never a {hazard:1}',
    parts: ['timer', 'highscores', 'levels'],
    goal: false,
    fill: ['hazard', 'player'],
    avatar: false,
    already: [
      [/\bright[- ]?click/i, 'A right click (or holding a square, or flag mode) already puts a flag.'],
    ],
  },
  sokoban: {
    noun: 'Push',
    names: ['sokoban', 'box pusher', 'push the boxes', 'push the blocks', 'push blocks', 'push boxes'],
    verbs: ['push', 'shove', 'move'],
    nouns: ['crate', 'box', 'warehouse', 'block', 'move', 'moves'],
    roles: { player: 'worker', target: 'box', goal: 'star' },
    tagline: 'Push every {target:1} onto a {goal:1}',
    parts: ['timer', 'highscores', 'levels'],
    goal: false,
    fill: ['target', 'goal', 'player'],
    // ("push the boxes onto the X spots, only push not pull, undo and restart level buttons")
    notThings: ['spot', 'undo', 'restart', 'button', 'pull', 'level'],
  },
  tictactoe: {
    noun: 'Tic-Tac-Toe',
    names: ['tic tac toe', 'tic-tac-toe', 'noughts and crosses', 'tictactoe'],
    verbs: [],
    nouns: ['nought', 'cross'],
    approx: ['gomoku', 'dots and boxes'],
    roles: { player: 'cross', enemy: 'circle' },
    tagline: '{player:1} against {enemy:1}: three in a row wins',
    parts: ['twoPlayer', 'highscores'],
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
    // ("against the computer, with a score of wins, losses and draws and a button to restart")
    notThings: ['computer', 'ai', 'bot', 'win', 'loss', 'draw', 'tie', 'score', 'tally', 'restart', 'button', 'board', 'grid', 'row'], // prettier-ignore
  },
  blocks: {
    noun: 'Blocks',
    names: ['tetris', 'falling blocks', 'block puzzle', 'tetromino'],
    verbs: ['rotate'],
    nouns: ['tetromino', 'block', 'line'],
    roles: { player: 'brick', target: 'star' },
    tagline: 'Fit the falling blocks and clear lines',
    parts: ['timer', 'highscores', 'levels'],
    goal: true,
    fill: ['player', 'target'],
    notThings: ['piece', 'square', 'line', 'block', 'shape', 'bonus'],
    avatar: false,
  },
  typing: {
    noun: 'Typer',
    names: ['typing game', 'typing', 'typing test', 'type racer'],
    verbs: ['type', 'spell', 'write'],
    nouns: ['keyboard', 'word', 'letter', 'spelling'],
    approx: ['scrabble', 'spelling bee'],
    roles: { player: 'keyboard', hazard: 'meteor' },
    tagline: 'Type each word before its {hazard:1} lands',
    parts: [...ALWAYS, 'boss'],
    goal: true,
    fill: ['hazard', 'player'],
    avatar: false,
    // ("Wörter, die vom Himmel fallen": how the words come, nothing that falls)
    notThings: ['fall', 'falling'],
  },
  rhythm: {
    noun: 'Beat',
    names: ['rhythm game', 'guitar hero', 'dance dance', 'ddr', 'rhythm'],
    verbs: ['dance', 'drum', 'sing', 'groove'],
    nouns: [
      'beat',
      'music',
      'song',
      'rhythm',
      'drum',
      'dance',
      'note',
      'melody',
      'guitar',
      'lane',
      'line',
      'combo',
      'perfect',
      'miss',
    ],
    roles: { player: 'dancer', target: 'note' },
    tagline: 'Hit each {target:1} on the beat',
    parts: ['timer', 'levels', 'highscores'],
    notThings: [
      'key',
      'lane',
      'line',
      'combo',
      'counter',
      'beep',
      'text',
      'perfect',
      'good',
      'miss',
      'judgement',
    ],
    goal: false,
    fill: ['target', 'player'],
    avatar: false,
  },
  quiz: {
    noun: 'Quiz',
    names: ['quiz', 'trivia', 'guess the flag', 'flashcards'],
    verbs: ['guess', 'answer', 'learn', 'study', 'quiz'],
    nouns: [
      'question',
      'capital',
      'flag',
      'country',
      'trivia',
      'fact',
      'math',
      'maths',
      'arithmetic',
      'multiplication',
      'science',
      'vocabulary',
    ],
    roles: { player: 'owl' },
    tagline: 'Answer 10 questions: get 7 right to win',
    parts: ['timer', 'levels', 'highscores'],
    goal: false,
    counts: true, // ("10 questions")
    fill: [],
    avatar: false,
  },
  towers: {
    noun: 'Defense',
    names: ['tower defense', 'tower defence', 'td game', 'plants vs zombies', 'plants versus zombies'],
    verbs: ['defend', 'protect', 'guard', 'build'],
    nouns: ['tower', 'turret', 'wave', 'path', 'base'],
    roles: { player: 'castle', enemy: 'goblin', ally: 'tower', shot: 'arrow' },
    tagline: 'Place {ally} along the path and stop the {enemy}',
    parts: [...ALWAYS, 'boss'],
    bossLine: 'A big, slow {boss} comes last in every wave.',
    goal: false,
    fill: ['enemy', 'ally', 'player'],
    notThings: [
      'gold',
      'money',
      'coin',
      'cash',
      'splash',
      'damage',
      'splash damage',
      'kind',
      'type',
      'wave',
      'one',
      // ("place archer towers by clicking grass, 20 lives and gold per kill")
      'place',
      'grass',
      'kill',
      'life',
      'path',
    ],
  },
  launch: {
    noun: 'Launch',
    names: ['darts', 'billiards', 'skee ball', 'cornhole', 'angry birds', 'catapult'],
    verbs: ['throw', 'launch', 'fling', 'toss', 'catapult', 'slingshot', 'hurl', 'lob', 'knock'],
    nouns: ['catapult', 'slingshot', 'cannon'],
    roles: { player: 'person', shot: 'ball', target: 'target', enemy: 'pig' },
    tagline: 'Aim, throw, and knock down every {target:1}',
    taglineAlt: 'Aim and throw the {shot:1} into the {goal:1}',
    parts: ['highscores', 'levels', 'boss', 'aimAnywhere', 'timer'],
    goal: false,
    fill: ['target', 'enemy', 'player'],
    // ("slingshot on the left, drag back and let go to fling the bird at towers made of wooden blocks")
    notThings: ['drag', 'slingshot', 'catapult', 'tower', 'towers', 'block', 'blocks', 'wooden block', 'wooden blocks', 'wood', 'left', 'level', 'levels', 'structure', 'structures', 'physics'], // prettier-ignore
  },
  racer: {
    noun: 'Racer',
    names: ['racing game', 'racer', 'traffic racer', 'car racing', 'street racing'],
    verbs: ['race', 'drive', 'steer', 'speed', 'ride'],
    nouns: [
      'bike',
      'bicycle',
      'delivery',
      'taxi',
      'car',
      'road',
      'highway',
      'traffic',
      'lane',
      'track',
      'motorbike',
      'kart',
    ],
    roles: { player: 'car', hazard: 'truck', target: 'coin' },
    tagline: 'Weave through the {hazard}, grab the {target}',
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'twoPlayer'],
    goal: true,
  },
  crossing: {
    noun: 'Crossing',
    names: ['frogger', 'crossy road', 'cross the road', 'cross the street'],
    verbs: ['cross'],
    nouns: ['street', 'river', 'crossing'],
    roles: { player: 'chicken', hazard: 'car', goal: 'flag', ally: 'log' },
    optional: ['target'],
    tagline: 'Cross safely past the {hazard}',
    taglineAlt: 'Hop across on the {ally}: keep out of the water',
    escortTagline: 'Lead the {target} across, past the {hazard}',
    parts: [...ALWAYS, 'powerups', 'night', 'twoPlayer'],
    goal: true,
  },
  simon: {
    noun: 'Simon',
    names: ['simon says', 'simon', 'color sequence', 'colour sequence', 'repeat the pattern'],
    verbs: ['repeat', 'memorize', 'memorise', 'copy'],
    nouns: ['sequence', 'pattern', 'pad'],
    roles: { player: 'colors' },
    tagline: 'Watch the pads light up, then repeat the sequence',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target', 'ally', 'hazard', 'enemy'],
    avatar: false,
  },
  hangman: {
    noun: 'Hangman',
    names: ['hangman', 'hang man', 'guess the word', 'word guessing game'],
    verbs: ['guess', 'spell'],
    nouns: ['letter', 'alphabet'],
    roles: { player: 'pencil' },
    tagline: 'Guess the word letter by letter before the figure is drawn',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: [],
    avatar: false,
  },
  wordle: {
    noun: 'Wordle',
    names: ['wordle', 'five letter word', '5 letter word', 'lingo', 'word of the day'],
    verbs: [],
    nouns: [],
    roles: { player: 'letters' },
    tagline: 'Guess the five-letter word in six tries',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: [],
    avatar: false,
  },
  asteroids: {
    noun: 'Asteroids',
    names: ['asteroids', 'asteroid field', 'space rocks'],
    verbs: ['split', 'thrust'],
    nouns: ['asteroid', 'space junk'],
    roles: { player: 'rocket', enemy: 'asteroid' },
    optional: ['hazard', 'shot'],
    tagline: 'Turn, thrust and blast the {enemy} to bits',
    parts: [...ALWAYS, 'boss', 'powerups', 'night'],
    goal: true,
    fill: ['enemy', 'player'],
    avatar: false,
    // ("asteroids that split into smaller pieces": how they break, no thing of their own)
    notThings: ['piece', 'bit', 'chunk', 'fragment', 'shard'],
  },
  juggle: {
    noun: 'Juggle',
    names: ['keepy uppy', 'keepie uppie', 'juggling', 'keep it up', 'keep the ball up', 'in the air'],
    verbs: ['juggle', 'kick', 'header', 'volley'],
    nouns: ['juggler', 'juggling'],
    roles: { player: 'seal', target: 'ball' },
    optional: ['hazard'],
    tagline: 'Keep the {target} in the air',
    parts: [...ALWAYS, 'powerups', 'night', 'multiball'],
    goal: true,
    fill: ['target', 'player', 'hazard'],
  },
  stack: {
    noun: 'Stack',
    names: [
      'stack',
      'stacker',
      'stacking game',
      'tower stack',
      'tower builder',
      'stack the blocks',
      'as high as possible',
      'as high as you can',
    ],
    verbs: ['stack', 'balance', 'pile'],
    nouns: ['stack', 'pile', 'stacking'],
    roles: { player: 'block' },
    tagline: 'Drop each {player:1} on the one below and build it high',
    parts: [...ALWAYS, 'night'],
    goal: true,
    fill: ['player'],
    avatar: false,
  },
  bowling: {
    noun: 'Bowling',
    names: ['bowling', 'ten pin', 'tenpin', 'ten-pin bowling', 'skittles'],
    verbs: ['roll'],
    nouns: ['pin', 'skittle', 'lane', 'strike', 'spare', 'alley', 'frame', 'spin', 'aim', 'scoring'],
    roles: { player: 'person', shot: 'bowling ball', target: 'pin' },
    tagline: 'Roll the {shot:1} and knock down every {target:1}',
    parts: ['highscores', 'levels', 'night'],
    goal: false,
    fill: ['target', 'shot', 'player'],
    avatar: false,
    // ("10 pins and 10 frames and proper scoring for strikes and spares like a real scorecard")
    notThings: ['scorecard', 'score card', 'score', 'frame', 'strike', 'spare', 'scoring', 'throw', 'aim', 'bowler'], // prettier-ignore
  },
  golf: {
    noun: 'Golf',
    names: ['minigolf', 'mini golf', 'mini-golf', 'putt putt', 'golf', 'crazy golf'],
    verbs: [],
    nouns: ['hole', 'putter', 'course', 'par', 'green'],
    roles: { player: 'golfer', shot: 'golf ball', goal: 'flag' },
    optional: ['hazard'],
    tagline: 'Putt the {shot:1} into every hole in as few strokes as you can',
    parts: ['highscores', 'levels', 'night'],
    goal: false,
    counts: true, // ("3 holes")
    fill: ['hazard'],
    avatar: false,
    already: [
      [
        /\bwater\b/i,
        'Some holes already have water: the ball goes back to where it was hit from, a stroke added.',
      ],
      [/\bsand\b|\bbunkers?\b/i, 'Some holes already have sand, which slows the ball down.'],
      [/\bscore ?cards?\b/i, 'The scorecard is already at the top, hole by hole against par.'],
    ],
    // ("drag back from the ball and let go to shoot, walls to bounce off, count strokes and show par")
    notThings: ['hole', 'holes', 'last hole', 'drag', 'back', 'ball', 'shoot', 'wall', 'walls', 'stroke', 'strokes', 'par', 'scorecard', 'course'], // prettier-ignore
  },
  fishing: {
    noun: 'Fishing',
    names: ['fishing', 'fishing game', 'go fishing'],
    verbs: ['fish', 'reel', 'cast', 'hook'],
    nouns: ['fishing', 'rod', 'hook', 'bait', 'lure', 'angler', 'pier'],
    roles: { player: 'person', target: 'fish', hazard: 'jellyfish' },
    optional: ['enemy'],
    tagline: 'Cast your line and reel in the {target}, not the {hazard}',
    taglineAlt: 'Cast your line and reel in the {target}',
    partTaglines: { dive: ['Dive for the {target}, not the {hazard}', 'Dive for the {target}'] },
    parts: ['timer', 'highscores', 'levels', 'boss', 'night', 'dive'],
    goal: true,
    fill: ['target', 'hazard', 'player'],
    // ("cast line, wait for a bite, little reel minigame": how one fishes, no things in the water)
    notThings: [
      'cast',
      'line',
      'bite',
      'reel',
      'minigame',
      'game',
      'rod',
      'hook',
      'bait',
      'lure',
      'fishing line',
    ],
  },
  connect4: {
    noun: 'Four in a Row',
    names: ['connect four', 'connect 4', 'four in a row', '4 in a row', 'four in a line'],
    verbs: ['drop'],
    nouns: ['disc', 'disk', 'column'],
    roles: { player: 'red circle', enemy: 'yellow circle' },
    tagline: '{player:1} against {enemy:1}: four in a row wins',
    parts: ['twoPlayer', 'levels', 'timer', 'highscores', 'night'],
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
  },
  sort: {
    noun: 'Sort',
    names: ['sorting game', 'sort the trash', 'recycling game', 'waste sorting'],
    verbs: ['sort', 'recycle', 'separate', 'classify', 'organize', 'organise'],
    nouns: ['recycling', 'bin', 'bins', 'trash', 'garbage', 'waste', 'category'],
    roles: { player: 'recycling' },
    tagline: 'Sort each thing into the right bin',
    parts: ['timer', 'levels', 'highscores', 'night'],
    goal: true,
    fill: [],
    avatar: false,
  },
  garden: {
    noun: 'Garden',
    names: ['plant watering', 'watering game', 'keep alive'],
    verbs: ['water', 'tend', 'nurture', 'care', 'feed', 'pet', 'plant', 'sow', 'harvest', 'cultivate'],
    nouns: ['plant', 'garden', 'watering', 'pet', 'thirst', 'hunger', 'aquarium'],
    roles: { player: 'watering can', target: 'plant', hazard: 'bug' },
    tagline: 'Keep every {target:1} alive: tap the one that needs you',
    parts: ['timer', 'levels', 'highscores', 'night'],
    goal: true,
    fill: ['target', 'player', 'hazard'],
    avatar: false,
  },
  tiles: {
    noun: 'Tiles',
    names: ['piano tiles', 'magic tiles', 'dont tap the white tile', 'black tiles'],
    verbs: [],
    nouns: ['piano', 'tile', 'keyboard'],
    roles: { player: 'piano' },
    tagline: 'Tap the black tiles in order, never the white',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: [],
    avatar: false,
  },
  stand: {
    noun: 'Stand',
    names: [
      'lemonade stand',
      'ice cream truck',
      'ice cream stand',
      'hot dog stand',
      'food truck',
      'bakery tycoon',
      'business sim',
      'shop sim',
    ],
    verbs: ['sell', 'price', 'stock'],
    nouns: ['stand', 'stall', 'kiosk', 'customer', 'profit', 'price', 'lemonade', 'weather'],
    roles: { player: 'kid', target: 'lemonade' },
    optional: ['ally'],
    tagline: 'Sell {target} by the day: stock up, set your price, watch the weather',
    parts: ['highscores', 'levels', 'timer'],
    goal: true,
    fill: ['target', 'player', 'ally'],
    // ("buy lemons sugar and cups, set the price per cup, customers buy or not by price and weather")
    notThings: ['cup', 'lemon sugar', 'sugar', 'price', 'forecast', 'weather', 'day', 'money', 'customer', 'supply', 'most money'], // prettier-ignore
  },
  race: {
    noun: 'Race',
    names: [
      'horse racing',
      'horse race',
      'snail race',
      'camel race',
      'sack race',
      'sprint race',
      'hurdles',
      'steeplechase',
      'track and field',
      'derby',
      'rowing race',
      'race',
    ],
    verbs: ['gallop', 'sprint', 'outrun', 'dash', 'race'],
    nouns: ['finish line', 'racetrack', 'jockey', 'hurdle', 'podium', 'rival', 'derby', 'race'],
    roles: { player: 'horse', enemy: 'horse' },
    mirror: true,
    optional: ['hazard'],
    tagline: 'Outrun the {enemy} to the finish line',
    partTaglines: { twoPlayer: 'Two players, one keyboard: first to the finish line wins' },
    parts: ['highscores', 'levels', 'boss', 'powerups', 'timer', 'twoPlayer'],
    goal: true,
    fill: ['hazard'],
  },
  circuit: {
    noun: 'Grand Prix',
    names: [
      'kart racing',
      'kart race',
      'go kart',
      'go karts',
      'go-kart',
      'karting',
      'mario kart',
      'formula 1',
      'formula one',
      'f1',
      'grand prix',
      'nascar',
      'rally',
      'car race',
      'race car',
      'racing car',
      'circuit race',
      'racing circuit',
      'lap race',
      'bike race',
      'motorbike race',
      'motorcycle race',
      'bicycle race',
    ],
    verbs: ['overtake', 'lap'],
    nouns: ['kart', 'lap', 'laps', 'circuit', 'pit', 'racecar', 'grid', 'chicane', 'slide', 'drift'],
    roles: { player: 'racing car', enemy: 'racing car' },
    mirror: true,
    optional: ['target', 'hazard'],
    tagline: 'Race the {enemy} round the circuit: three laps, finish first',
    partTaglines: {
      powerups: 'Race the {enemy} round the circuit: boost past them, finish first',
      twoPlayer: 'Two players, one keyboard: three laps, first over the line wins',
      ghost: 'Race the ghost of your best lap: three laps against the clock',
    },
    parts: ['highscores', 'levels', 'boss', 'powerups', 'timer', 'night', 'twoPlayer', 'ghost'],
    goal: true,
    fill: ['target', 'hazard'],
    // ("a car race on a track seen from above, 3 laps, a rival the computer drives": the circuit itself)
    notThings: ['track', 'road', 'circuit', 'lap', 'computer', 'cpu', 'finish', 'line', 'view'],
  },
  pipes: {
    noun: 'Pipes',
    names: ['pipe puzzle', 'pipe mania', 'plumber', 'pipes'],
    verbs: ['connect', 'flow', 'plumb', 'rotate', 'link'],
    nouns: ['pipe', 'plumbing', 'water', 'flow', 'circuit', 'wire'],
    roles: { player: 'water', goal: 'flower' },
    tagline: 'Turn the pipes to bring the {player:1} to the {goal:1}',
    parts: ['timer', 'highscores', 'levels'],
    goal: false,
    fill: ['player', 'goal'],
    avatar: false,
  },
  sidescroller: {
    noun: 'Adventure',
    names: [
      'platformer',
      'platform game',
      'side scroller',
      'sidescroller',
      'mario',
      'super mario',
      'jump and run',
      'floor is lava',
      'the floor is lava',
    ],
    verbs: ['stomp'],
    nouns: ['platform', 'rooftop', 'ledge', 'lava'],
    roles: { player: 'fox', target: 'coin', hazard: 'spike', enemy: 'beetle', goal: 'flag' },
    tagline: 'Run and jump to the {goal:1}, grab the {target}, mind the {hazard}',
    parts: [...ALWAYS, 'boss', 'powerups', 'night'],
    bossLine: 'A big {boss} guards the flag: jump on it three times to beat it.',
    goal: true,
    fill: ['target', 'enemy', 'hazard', 'player'],
  },
  slice: {
    noun: 'Slice',
    names: ['fruit ninja', 'fruit slicer', 'slicing game', 'slice the fruit'],
    verbs: ['slice', 'cut', 'chop', 'slash', 'swipe'],
    nouns: ['ninja', 'sword', 'katana', 'blade'],
    roles: { player: 'ninja', target: 'watermelon', hazard: 'bomb' },
    tagline: 'Swipe to slice the {target}, never the {hazard}',
    parts: [...ALWAYS, 'powerups', 'boss'],
    goal: true,
    fill: ['target', 'hazard'],
    avatar: false,
    already: [
      [/\bcombos?\b/i, 'Three or more cut in one swipe are already a combo, worth as many points again.', { es: 'Tres o más cortadas de un tajo ya son un combo, que vale otros tantos puntos.', fr: 'Trois ou plus coupés d’un seul geste font déjà un combo, qui rapporte autant de points en plus.', de: 'Drei oder mehr mit einem Schnitt sind schon eine Kombo, die noch einmal so viele Punkte bringt.', pt: 'Três ou mais cortadas num só golpe já são um combo, que vale outros tantos pontos.', it: 'Tre o più tagliati in un colpo sono già una combo, che vale altrettanti punti.' }], // prettier-ignore
    ],
  },
  gallery: {
    noun: 'Shoot',
    names: [
      'duck hunt',
      'shooting gallery',
      'sniper',
      'sniper game',
      'target practice',
      'carnival shooting',
      'clay pigeon',
      'skeet',
      'before they fly away',
      'before they get away',
    ],
    verbs: ['aim', 'snipe'],
    nouns: ['crosshair', 'scope', 'gallery'],
    roles: { player: 'hunter', target: 'duck' },
    optional: ['hazard'],
    tagline: 'Aim and shoot the {target} before they get away',
    partTaglines: { lined: 'Shoot every {target:1} off the fence' },
    parts: [...ALWAYS, 'boss', 'powerups', 'night', 'lined'],
    goal: true,
    fill: ['target', 'hazard'],
    avatar: false,
  },
  squash: {
    noun: 'Squash',
    names: ['ant smasher', 'bug squasher', 'squash the bugs', 'ant crusher', 'bug smasher'],
    verbs: ['squash', 'swat', 'squish', 'splat', 'crush'],
    nouns: ['picnic', 'flyswatter'],
    roles: { player: 'cake', target: 'ant' },
    optional: ['hazard'],
    tagline: 'Squash the {target} before they reach the {player:1}',
    parts: [...ALWAYS, 'boss', 'powerups'],
    goal: true,
    fill: ['target', 'player', 'hazard'],
    avatar: false,
  },
  duel: {
    noun: 'Battle',
    names: [
      'tank battle',
      'tank game',
      'tank trouble',
      'tanks',
      'duel',
      'combat',
      'space war',
      'spacewar',
      'ship battle',
      'naval battle',
      'sea battle',
      'pirate battle',
      'gunfight',
      'gun fight',
      'high noon',
      'wild west shootout',
      'quickdraw duel',
    ],
    verbs: ['duel'],
    nouns: ['tank', 'duel'],
    roles: { player: 'tank', enemy: 'tank', shot: 'bullet' },
    mirror: true,
    tagline: 'Outshoot the {enemy:1}: first to 5 hits wins',
    partTaglines: { twoPlayer: 'Two players, one keyboard: first to 5 hits wins' },
    parts: ['highscores', 'twoPlayer', 'powerups', 'night', 'timer'],
    goal: false,
    fill: ['player', 'enemy', 'shot'],
    // ("walls in the middle, bullets bounce off walls once": the arena's own walls)
    notThings: ['wall', 'walls', 'middle', 'hit', 'hits', 'keyboard'],
  },
  checkers: {
    noun: 'Checkers',
    names: ['checkers', 'draughts', 'damas', 'dames', 'dama'],
    verbs: [],
    nouns: ['checker', 'checkerboard'],
    roles: { player: 'red circle', enemy: 'black circle' },
    tagline: 'Jump your opponent’s pieces and crown your own',
    already: [
      [/\banimat|\bslides?\b|\bhighlight|\bshow (?:its|his|the) (?:last )?move/i, 'The computer’s move already slides across the board, and its last move stays marked.'], // prettier-ignore
      [
        /\bundo\b|\btake (?:it |my move )?back\b/i,
        'Undo (or U) already takes back your last move and the answer to it.',
      ],
    ],
    // ("captures are compulsory, a piece reaching the end becomes a king": its rules, no things; the
    // French "dame" is a crowned piece)
    notThings: ['capture', 'captures', 'piece', 'pieces', 'king', 'kings', 'board', 'end', 'move', 'moves', 'jump', 'jumps', 'woman', 'lady', 'queen', 'row', 'square', 'squares'], // prettier-ignore
    partTaglines: { twoPlayer: 'Two players, one board: take every piece' },
    parts: ['twoPlayer', 'highscores', 'timer'],
    goal: false,
    fill: ['player', 'enemy'],
  },
  penalty: {
    noun: 'Shootout',
    names: ['penalty shootout', 'penalty kick', 'penalty kicks', 'penalties', 'penalty', 'spot kick'],
    verbs: ['kick'],
    nouns: ['goalkeeper', 'keeper', 'goalie', 'penalty', 'soccer', 'football', 'shootout', 'aim', 'striker'],
    roles: { player: 'striker', shot: 'soccer ball', enemy: 'goalkeeper', goal: 'goal' },
    tagline: 'Five kicks each: beat the {enemy:1}, then save theirs',
    parts: ['highscores', 'levels', 'timer'],
    goal: false,
    fill: ['enemy', 'shot'],
    avatar: false,
  },
  cook: {
    noun: 'Kitchen',
    // (a "pizza shop" is not named here: an idle pizza shop is a clicker, and its pizzas are its things)
    names: [
      'cooking game',
      'cooking',
      'restaurant',
      'restaurant game',
      'diner',
      'food truck',
      'pizzeria',
      'kitchen game',
      'overcooked',
      'serve customers',
      'take orders',
      'make burgers',
      'make pizzas',
      'make pizza',
      'make sandwiches',
      'make sushi',
      'make smoothies',
      'ice cream truck',
      'taco truck',
      'sushi bar',
      'bake a cake',
      'bake cakes',
      'make a cake',
    ],
    verbs: ['cook', 'serve', 'prepare', 'assemble', 'brew'],
    // (not "kitchen" or "chef": a robot vacuum in a kitchen cleans it, a chef may catch eggs)
    nouns: ['order', 'customer', 'recipe', 'restaurant', 'ingredient', 'cafe', 'diner'],
    // player = who cooks; target = the dish made (its ingredients are the design's extras); ally = who
    // orders it.
    roles: { player: 'chef', target: 'burger', ally: 'customer' },
    tagline: 'Make each {target:1} just as the {ally:1} ordered',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target', 'ally'],
    avatar: false,
  },
  merge: {
    noun: 'Merge',
    names: ['2048', 'merge game', 'merging game', 'threes', 'merge puzzle'],
    approx: ['suika', 'watermelon game'],
    verbs: ['merge', 'combine'],
    nouns: [],
    // Nothing named: the classic numbers. Named things are the tiles, smallest first.
    roles: {},
    tagline: 'Slide the tiles: two alike make the next one',
    parts: ['timer', 'highscores'],
    goal: true,
    fill: ['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'],
    optional: ['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'],
    avatar: false,
  },
  reaction: {
    noun: 'Reflex',
    names: [
      'reaction game',
      'reaction time',
      'reaction test',
      'reflex game',
      'reflex test',
      'reflexes',
      'reaction',
    ],
    approx: ['quick draw', 'fastest finger'],
    verbs: ['react'],
    nouns: ['reflex', 'reaction'],
    // Nothing named: a go-light. A named thing is what shows the moment to tap; a second, a decoy.
    roles: {},
    tagline: 'Wait for green, then tap as fast as you can',
    partTaglines: { twoPlayer: ['Wait for green: the first to press wins the round'] },
    parts: ['timer', 'highscores', 'twoPlayer'],
    goal: true,
    fill: ['target', 'hazard'],
    optional: ['target', 'hazard'],
    avatar: false,
    // ("the screen is gray then turns green, whoever presses their key first wins the round")
    notThings: ['key', 'screen', 'round', 'time', 'gray', 'grey', 'green', 'red', 'trick', 'sound'],
  },
  paint: {
    noun: 'Paint',
    names: [
      'splat',
      'paint the floor',
      'paint it',
      'color the tiles',
      'colour the tiles',
      'color fill',
      'colour fill',
      'amaze',
    ],
    verbs: ['paint', 'color', 'colour', 'splat', 'fill', 'mow'],
    nouns: ['tile', 'floor', 'paint'],
    roles: { player: 'paintbrush', target: 'paint' },
    tagline: 'Walk over every tile to colour it',
    parts: ['levels', 'timer', 'night', 'highscores'],
    goal: false,
    fill: ['player', 'hazard', 'target'],
    optional: ['hazard'],
  },
  grill: {
    noun: 'Grill',
    names: ['grill game', 'bbq', 'barbecue', 'burger flipper', 'pancake flipper'],
    verbs: ['flip', 'grill', 'barbecue', 'fry', 'toast', 'sear'],
    nouns: ['grill', 'griddle', 'barbecue', 'bbq', 'hotplate', 'frying pan', 'pan'],
    // target = what is cooked: a burger when nothing is named.
    roles: { target: 'burger' },
    tagline: 'Flip each {target:1} when it is ready and serve it before it burns',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target'],
    avatar: false,
  },
  wrap: {
    noun: 'Pop',
    names: ['bubble wrap', 'bubblewrap', 'pop it', 'popit', 'fidget'],
    verbs: [],
    nouns: [],
    // target = the sheet (its picture labels it); the bubbles are drawn.
    roles: { target: 'bubble wrap' },
    tagline: 'Pop every bubble, then a fresh sheet',
    parts: ['timer', 'highscores'],
    goal: true,
    fill: ['target'],
    avatar: false,
  },
  scramble: {
    noun: 'Scramble',
    names: ['word scramble', 'scramble', 'unscramble', 'anagram', 'anagrams', 'word jumble', 'jumble', 'jumbled letters', 'mixed up letters'], // prettier-ignore
    verbs: ['unscramble', 'rearrange'],
    nouns: ['anagram'],
    // Words from the prompt's things or topic; the thing a word names is its clue, else the letters.
    roles: { player: 'letters' },
    tagline: 'Put the letters in order to spell the word',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: [],
    avatar: false,
  },
  spotdiff: {
    noun: 'Differences',
    names: ['spot the difference', 'spot the differences', 'find the difference', 'find the differences', 'spot the change', 'what is different', "what's different"], // prettier-ignore
    verbs: [],
    nouns: ['difference', 'differences'],
    // The scene is the design's things: those named, or the place's own (a farm's animals).
    roles: { target: 'star' },
    tagline: 'Two pictures, a few differences: tap each one',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target'],
    avatar: false,
  },
  order: {
    noun: 'Order',
    names: ['put in order', 'put them in order', 'ordering game', 'sequencing game', 'sequence game', 'life cycle', 'alphabetical order', 'abc order', 'smallest to biggest', 'smallest to largest', 'biggest to smallest', 'largest to smallest', 'order of the planets', 'order from the sun'], // prettier-ignore
    verbs: ['rank'],
    nouns: ['sequence'],
    // (the cards are the family's own: play/sequences.ts; design.words[0] names it)
    roles: { target: 'card' },
    tagline: 'Put them in the right order, first at the top',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: [],
    avatar: false,
  },
  story: {
    noun: 'Journey',
    names: ['choose your own adventure', 'text adventure', 'interactive story', 'interactive fiction', 'story game', 'branching story', 'visual novel', 'cyoa', 'choose your path'], // prettier-ignore
    verbs: [],
    nouns: ['story', 'choice', 'choices'],
    roles: { player: 'explorer', goal: 'house', target: 'star' },
    tagline: 'Choose your way and get the {player:1} to the {goal:1}: three endings to find',
    parts: ['timer', 'levels', 'highscores'],
    goal: false,
    fill: ['player', 'goal', 'target'],
    notThings: ['picture', 'drawing', 'image'],
  },
  conquest: {
    noun: 'Conquest',
    names: ['turn based strategy', 'turn-based strategy', 'strategy game', 'hex map', 'hex strategy', 'hexagon map', 'dice wars', 'risk', 'conquest', 'territory game', 'territory war', 'war game', 'grand strategy', 'civilization', 'conquer the map', 'kingdoms fight', 'kingdom war'], // prettier-ignore
    verbs: ['conquer'],
    nouns: ['territory', 'territories', 'land', 'lands', 'hex', 'hexes', 'map', 'troop', 'troops', 'army', 'armies', 'turn', 'kingdom', 'kingdoms', 'strategy', 'empire', 'region'], // prettier-ignore
    roles: { player: 'crown', enemy: 'ogre' },
    tagline: 'Take every land from the {enemy}: attack with more troops, turn by turn',
    parts: ['timer', 'twoPlayer', 'levels', 'highscores'],
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
    notThings: ['territory', 'territories', 'land', 'lands', 'hex', 'hexes', 'map', 'troop', 'troops', 'army', 'armies', 'turn', 'kingdom', 'kingdoms', 'strategy', 'empire', 'region', 'dice', 'die', 'computer', 'style'], // prettier-ignore
  },
  colony: {
    noun: 'Colony',
    names: ['ant colony', 'ant colonies', 'ant farm', 'ant simulation', 'ant sim', 'ants simulation', 'colony simulation', 'colony sim', 'ant colony simulation', 'anthill', 'ant hill', 'pheromone', 'pheromones', 'pheromone trail', 'pheromone trails'], // prettier-ignore
    verbs: ['forage', 'gather'],
    nouns: ['colony', 'pheromone', 'anthill', 'ant'],
    roles: { player: 'ant', target: 'cookie' },
    tagline: 'The colony finds the {target} and carries them home: tap to put down more',
    parts: ['timer', 'levels', 'night', 'highscores'],
    goal: true,
    fill: ['target', 'hazard'],
    optional: ['hazard', 'goal'],
    avatar: false,
    // ("leave pheromone trails to find food and bring it back to the nest; click to place food piles")
    notThings: ['pheromone', 'trail', 'colony', 'simulation', 'sim', 'pile', 'nest', 'food', 'home', 'way', 'anthill', 'hill', 'farm', 'condition', 'toy', 'counter', 'win'], // prettier-ignore
  },
  angling: {
    noun: 'Fishing',
    names: ['fishing sim', 'fishing simulator', 'fishing minigame', 'fishing mini game'],
    verbs: ['fish', 'reel', 'cast'],
    nouns: ['rod', 'bobber', 'float', 'dock', 'pier', 'bite', 'angler'],
    roles: { player: 'person', target: 'fish' },
    tagline: 'Cast, wait for a bite and reel in the {target}: sell them, buy better rods',
    parts: ['timer', 'levels', 'night', 'highscores'],
    goal: true,
    fill: ['target'],
    optional: ['hazard'],
    // ("cast line, wait for a bite, little reel minigame, sell fish for coins, buy better rods")
    notThings: ['cast', 'line', 'bite', 'reel', 'minigame', 'game', 'rod', 'rods', 'hook', 'bait', 'lure', 'fishing line', 'bobber', 'float', 'coin', 'coins', 'money', 'shop', 'store', 'upgrade', 'dock', 'pier', 'sim', 'simulator', 'stardew', 'stardew valley', 'valley'], // prettier-ignore
  },
  pet: {
    noun: 'Pet',
    names: ['virtual pet', 'tamagotchi', 'pet simulator', 'pet sim', 'digital pet', 'pet care', 'take care of a pet', 'look after a pet', 'nintendogs'], // prettier-ignore
    verbs: [],
    nouns: ['pet'],
    roles: { player: 'hamster', target: 'apple' },
    tagline: 'Feed, play with, wash and put the {player:1} to bed: keep every bar up',
    parts: ['timer', 'highscores'],
    goal: false,
    fill: ['player', 'target'],
    avatar: false,
    // ("bars for hunger happy clean and energy, buttons to feed play clean and sleep, save it")
    notThings: ['bar', 'hunger', 'happiness', 'happy', 'clean', 'energy', 'button', 'sleep', 'need', 'zero', 'time', 'sick', 'pet', 'care', 'bath', 'bubble', 'medicine', 'day', 'play'], // prettier-ignore
  },
  defense: {
    noun: 'Defense',
    names: ['missile command', 'missile defense', 'missile defence', 'anti-missile', 'anti missile', 'defend the cities', 'defend the city', 'protect the cities'], // prettier-ignore
    verbs: ['intercept'],
    nouns: ['interceptor', 'ammo', 'explosion', 'missile'],
    roles: { goal: 'city', enemy: 'missile' },
    tagline: 'Blast the {enemy} out of the sky before they hit the {goal}',
    parts: ['timer', 'highscores', 'night'],
    goal: false,
    fill: ['enemy', 'goal'],
    avatar: false,
    optional: ['player'], // (who mans the bases, when named)
    // ("defend 6 cities at the bottom, click to shoot an explosion, 3 bases with limited ammo, waves")
    notThings: ['base', 'bases', 'ammo', 'explosion', 'wave', 'waves', 'bottom', 'remake', 'sky', 'click', 'shot'], // prettier-ignore
  },
  farm: {
    noun: 'Farm',
    names: ['farming game', 'farm game', 'farming sim', 'farming simulator', 'farm simulator', 'harvest moon', 'stardew valley', 'stardew', 'farmville'], // prettier-ignore
    verbs: ['sow'],
    nouns: ['crop', 'seed', 'market', 'harvest', 'field', 'plot'],
    roles: {},
    tagline: 'Plant, water, harvest and sell: save up for better seeds',
    parts: ['timer', 'highscores'],
    goal: true,
    fill: ['player'],
    optional: ['player'], // (the farmer, when named)
    avatar: false,
    // ("small field of plots, click to plant carrot seeds, water them, harvest and sell at the market")
    notThings: ['field', 'plot', 'plots', 'seed', 'seeds', 'market', 'day', 'days', 'button', 'next day button', 'carrot', 'carrots', 'pumpkin', 'pumpkins', 'strawberry', 'strawberries', 'crop', 'crops', 'money', 'coin', 'coins', 'winter', 'summer', 'season', 'seasons', 'animal', 'animals'], // prettier-ignore
  },
  rope: {
    noun: 'Rope',
    names: ['cut the rope', 'cut-the-rope', 'rope cutting', 'cut the ropes', 'rope cutter'],
    verbs: [],
    nouns: ['rope', 'ropes'],
    roles: { shot: 'candy', target: 'star', goal: 'monster' },
    tagline: 'Cut the ropes so the {shot:1} swings into the {goal:1}’s mouth',
    parts: ['timer', 'highscores', 'levels'],
    goal: false,
    fill: ['shot', 'goal', 'target'],
    avatar: false,
    // ("a candy hangs on ropes and swings, swipe across a rope with the mouse to cut it, like 3 levels")
    notThings: ['rope', 'ropes', 'mouse', 'mouth', 'level', 'levels', 'way', 'swipe'],
    counts: true,
  },
  pyramid: {
    noun: 'Pyramid',
    names: ['pyramid solitaire', 'pyramid'],
    approx: ['tripeaks', 'golf solitaire'],
    verbs: [],
    nouns: ['card', 'deck'],
    roles: {},
    tagline: 'Take pairs that make 13 and clear the pyramid',
    parts: ['levels', 'highscores', 'timer'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (the deck's back, when named)
    avatar: false,
    // ("28 cards in a pyramid, click two uncovered cards that add up to 13, kings are 13, a draw pile, undo")
    notThings: ['card', 'cards', 'uncovered card', 'pile', 'draw pile', 'draw', 'king', 'kings', 'queen', 'jack', 'ace', 'undo', 'deck', 'stock', 'waste', 'add'], // prettier-ignore
  },
  blackjack: {
    noun: 'Blackjack',
    names: ['blackjack', 'black jack', 'blackjack game', 'twenty one', 'twenty-one', 'vingt-et-un', 'siebzehn und vier', 'veintiuno', 'ventuno', 'vinte e um', 'pontoon'], // prettier-ignore
    approx: ['baccarat', 'casino card game', 'card counting'],
    verbs: [],
    nouns: ['dealer', 'croupier', 'chip'],
    roles: { enemy: 'dealer' },
    tagline: 'Beat the dealer to 21 without going over',
    parts: ['highscores', 'timer'],
    goal: true,
    fill: [],
    avatar: false,
    // ("start with 100 chips, bet before each hand, hit or stand, the dealer draws to 17, over 21 I lose")
    notThings: ['card', 'cards', 'chip', 'chips', 'bet', 'bets', 'hand', 'hands', 'stake', 'money', 'coin', 'coins', 'hit', 'stand', 'bank', 'house', 'ace', 'aces', 'king', 'queen', 'jack', 'deck', 'shoe', 'table', 'casino'], // prettier-ignore
    already: [
      [/\bdoubl(?:e|ing)\b|\bdouble down\b|\bsplit/i, 'You can already double a bet on two cards (D) and split two cards alike into two hands (P).', { es: 'Ya puedes doblar la apuesta con dos cartas (D) y dividir dos cartas iguales en dos manos (P).', fr: 'Tu peux déjà doubler la mise sur deux cartes (D) et séparer deux cartes pareilles en deux mains (P).', de: 'Du kannst schon bei zwei Karten verdoppeln (D) und zwei gleiche Karten in zwei Hände teilen (P).', pt: 'Você já pode dobrar a aposta com duas cartas (D) e dividir duas cartas iguais em duas mãos (P).', it: 'Puoi già raddoppiare la puntata con due carte (D) e dividere due carte uguali in due mani (P).' }], // prettier-ignore
      [/\b(?:save|keep|remember)\b.*\bchips?\b|\bchips?\b.*\b(?:saved|kept|stay)\b/i, 'Your chips are already kept on this device between visits.', { es: 'Tus fichas ya se guardan en este dispositivo entre visitas.', fr: 'Tes jetons sont déjà gardés sur cet appareil d’une visite à l’autre.', de: 'Deine Chips werden schon auf diesem Gerät von Besuch zu Besuch gespeichert.', pt: 'Suas fichas já ficam guardadas neste aparelho entre as visitas.', it: 'Le tue fiche sono già salvate su questo dispositivo tra una visita e l’altra.' }], // prettier-ignore
    ],
  },
  reversi: {
    noun: 'Reversi',
    names: ['reversi', 'othello', 'otelo', 'othello game', 'reversi game'],
    verbs: ['outflank'],
    nouns: ['disc', 'discs'],
    roles: { player: 'black circle', enemy: 'white circle' },
    tagline: 'Outflank the other side’s discs to turn them over: most discs at the end wins',
    partTaglines: { twoPlayer: 'Two players, one board: outflank and turn the other’s discs' },
    parts: ['twoPlayer', 'highscores', 'timer'],
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
    already: [
      [/\b(?:possible|legal|valid) moves\b|\bmoves? (?:as|with) (?:little |small )?dots\b/i, 'The squares you can play are already dotted.', { es: 'Las casillas donde puedes jugar ya tienen un punto.', fr: 'Les cases où tu peux jouer ont déjà un point.', de: 'Die Felder, auf die du setzen kannst, haben schon einen Punkt.', pt: 'As casas onde você pode jogar já têm um ponto.', it: 'Le caselle dove puoi giocare hanno già un punto.' }], // prettier-ignore
    ],
    // ("show me the possible moves as small dots, count the black and white discs and say who won")
    notThings: ['disc', 'discs', 'disk', 'disks', 'board', 'move', 'moves', 'corner', 'corners', 'edge', 'edges', 'square', 'squares', 'piece', 'pieces', 'stone', 'stones', 'dot', 'dots', 'point', 'points', 'side', 'sides', 'mode', 'black', 'white'], // prettier-ignore
  },
  ladders: {
    noun: 'Ladders',
    names: ['snakes and ladders', 'snakes & ladders', 'snakes n ladders', 'chutes and ladders', 'serpientes y escaleras', 'serpents et échelles', 'schlangen und leitern', 'cobras e escadas', 'scale e serpenti', 'serpenti e scale', 'leiterspiel'], // prettier-ignore
    verbs: [],
    nouns: ['ladder', 'ladders'],
    roles: { hazard: 'snake' },
    pieces: true,
    tagline: 'Roll the die and race to 100: up the ladders, down the {hazard}',
    parts: ['highscores', 'timer'],
    goal: false,
    fill: [],
    avatar: false,
    already: [
      [/\bdots\b|\bpips\b|\bspots\b/i, 'The die already shows dots, not numbers.', { es: 'El dado ya muestra puntos, no números.', fr: 'Le dé montre déjà des points, pas des chiffres.', de: 'Der Würfel zeigt schon Punkte, keine Zahlen.', pt: 'O dado já mostra pontinhos, não números.', it: 'Il dado mostra già i puntini, non i numeri.' }], // prettier-ignore
      [/\b(?:happy |victory |winning )?(?:tune|song|music|jingle)\b.*\bwins?\b|\bwins?\b.*\b(?:tune|song|jingle)\b/i, 'A happy tune already plays when someone wins.', { es: 'Ya suena una melodía alegre cuando alguien gana.', fr: 'Un petit air joyeux joue déjà quand quelqu’un gagne.', de: 'Wenn jemand gewinnt, spielt schon eine fröhliche Melodie.', pt: 'Já toca uma musiquinha alegre quando alguém ganha.', it: 'Quando qualcuno vince suona già un motivetto allegro.' }], // prettier-ignore
      [/\bhop\w*\b.*\bsquare\b|\bone (?:square|space) at a time\b|\bsquare by square\b/i, 'The counters already hop one square at a time.', { es: 'Las fichas ya saltan casilla por casilla.', fr: 'Les pions sautent déjà case par case.', de: 'Die Figuren hüpfen schon Feld für Feld.', pt: 'As peças já pulam casa por casa.', it: 'Le pedine saltano già una casella alla volta.' }], // prettier-ignore
    ],
    // ("up to 4 players with big colorful counters, a big dice you click to roll, the first to 100 wins")
    notThings: ['ladder', 'ladders', 'dice', 'die', 'counter', 'counters', 'square', 'squares', 'board', 'player', 'players', 'kid', 'kids', 'number', 'numbers', 'dot', 'dots', 'token', 'tokens', 'piece', 'pieces', 'roll', 'turn', 'tune', 'song', 'chute', 'chutes', 'animal', 'animals', 'start', 'colour', 'color'], // prettier-ignore
  },
  plinko: {
    noun: 'Plinko',
    names: ['plinko', 'pachinko', 'galton board', 'bean machine', 'peg board drop'],
    verbs: [],
    nouns: ['peg', 'pegs', 'slot', 'slots'],
    roles: { shot: 'ball' },
    tagline: 'Drop the {shot:1} through the pegs into the slot worth most',
    parts: ['highscores', 'timer'],
    goal: true,
    fill: ['shot'],
    avatar: false,
    // ("drop the ball from the top, it bounces off pegs and lands in slots with points")
    notThings: ['peg', 'pegs', 'slot', 'slots', 'point', 'points', 'top', 'bottom', 'board'],
  },
  cycles: {
    noun: 'Cycles',
    names: ['tron', 'light cycles', 'light cycle', 'lightcycles', 'light bikes', 'light bike', 'tron bikes', 'tron game', 'achtung die kurve', 'curve fever'], // prettier-ignore
    verbs: [],
    nouns: ['trail', 'trails'],
    roles: { player: 'light cycle', enemy: 'light cycle' },
    tagline: 'Never stop, leave a wall of light, and make the other bike crash into it',
    partTaglines: { twoPlayer: 'Two bikes, one keyboard: make the other crash into your wall of light' },
    parts: ['twoPlayer', 'highscores'],
    goal: true,
    fill: ['player', 'enemy'],
    avatar: false,
    already: [
      [/\bfaster\b.*\b(?:longer|as the round|over time|the round goes)\b|\bspeed(?:s)? up\b.*\bround\b/i, 'The bikes already get faster the longer a round goes.', { es: 'Las motos ya van más rápido cuanto más dura la ronda.', fr: 'Les motos vont déjà plus vite à mesure que la manche dure.', de: 'Die Motorräder werden schon schneller, je länger die Runde dauert.', pt: 'As motos já ficam mais rápidas quanto mais a rodada dura.', it: 'Le moto vanno già più veloci più dura il round.' }], // prettier-ignore
    ],
    // ("bikes never stop moving and leave a glowing wall behind them, if you hit any wall or trail you crash")
    notThings: ['trail', 'trails', 'wall', 'walls', 'grid', 'neon grid', 'round', 'rounds', 'key', 'keys', 'arrow', 'arrow keys', 'background', 'glowing wall', 'bike', 'bikes', 'cycle', 'cycles', 'cyclist', 'player', 'players', 'keyboard'], // prettier-ignore
  },
  sand: {
    noun: 'Sandbox',
    names: ['falling sand', 'falling sand game', 'sand game', 'powder game', 'powder toy', 'sandspiel', 'noita', 'sand simulator', 'particle sandbox', 'sand box'], // prettier-ignore
    verbs: ['pour'],
    nouns: ['grain', 'grains', 'particle', 'particles'],
    roles: {},
    palette: ['sand', 'water', 'stone', 'wood', 'fire', 'lava', 'seed', 'oil', 'ice'],
    tagline: 'Pour sand, water and fire and watch them pile, flow and burn',
    parts: ['night', 'timer'],
    goal: false,
    fill: [],
    avatar: false,
    // ("sand piles up, water flows sideways, fire burns wood and goes out. brush size slider and a clear button")
    notThings: ['grain', 'grains', 'particle', 'particles', 'pixel', 'pixels', 'brush', 'brush size', 'size', 'slider', 'button', 'buttons', 'clear', 'clear button', 'element', 'elements', 'glass', 'steam', 'plant', 'plants', 'smoke', 'material', 'materials', 'powder', 'mode', 'night mode'], // prettier-ignore
  },
  drums: {
    noun: 'Beats',
    names: ['drum machine', 'beat maker', 'beatmaker', 'step sequencer', 'sequencer', 'beat machine', 'groovebox', 'drum sequencer', 'make beats', 'beat pad', 'beatbox machine', 'boîte à rythmes', 'caja de ritmos', 'caixa de ritmos', 'drumcomputer'], // prettier-ignore
    verbs: [],
    nouns: ['drum', 'beat', 'beats', 'kick', 'snare'],
    roles: {},
    palette: ['kick', 'snare', 'hi-hat', 'clap', 'tom', 'bass', 'cowbell'],
    tagline: 'Tap the steps on, press Play, and make a beat',
    parts: ['timer'],
    goal: false,
    fill: [],
    avatar: false,
    already: [
      [/\brandom\b/i, 'Random (or R) already makes a beat.', { es: 'Aleatorio (o R) ya hace un ritmo.', fr: 'Hasard (ou R) fait déjà un rythme.', de: 'Zufall (oder R) macht schon einen Beat.', pt: 'Aleatório (ou R) já faz uma batida.', it: 'Casuale (o R) fa già un ritmo.' }], // prettier-ignore
      [/\b(?:save|keep|remember)\b.*\b(?:beat|pattern|song)\b|\b(?:beat|pattern)\b.*\b(?:saved|kept|stays?|still there)\b/i, 'Your beat and its tempo are already kept on this device for the next visit.', { es: 'Tu ritmo y su tempo ya se guardan en este dispositivo para la próxima visita.', fr: 'Ton rythme et son tempo sont déjà gardés sur cet appareil pour la prochaine fois.', de: 'Dein Beat und sein Tempo werden schon auf diesem Gerät für den nächsten Besuch gespeichert.', pt: 'Sua batida e o andamento já ficam guardados neste aparelho para a próxima visita.', it: 'Il tuo ritmo e il tempo sono già salvati su questo dispositivo per la prossima volta.' }], // prettier-ignore
    ],
    // ("16 steps, rows for kick, snare, hi-hat, clap. click the squares to turn them on, play button and a tempo slider")
    notThings: ['step', 'steps', 'row', 'rows', 'square', 'squares', 'button', 'buttons', 'play button', 'slider', 'tempo', 'tempo slider', 'line', 'beat', 'beats', 'drum', 'drums', 'hi', 'hat', 'note', 'notes', 'pattern', 'sound', 'sounds', 'grid'], // prettier-ignore
  },
  pour: {
    noun: 'Tubes',
    names: ['water sort', 'water sort puzzle', 'color sort', 'colour sort', 'ball sort', 'liquid sort', 'sort puzzle', 'potion sort', 'sort the colors', 'sort the colours', 'pour puzzle'], // prettier-ignore
    verbs: ['pour'],
    nouns: ['tube', 'tubes', 'flask', 'flasks'],
    roles: { target: 'water' },
    tagline: 'Pour the colours between the tubes until each holds one colour',
    parts: ['levels', 'highscores', 'timer'],
    goal: false,
    fill: ['target'],
    avatar: false,
    // ("tubes filled with colored water layers, tap a tube then another to pour the top color in")
    notThings: ['tube', 'tubes', 'test tube', 'test tubes', 'flask', 'flasks', 'bottle', 'bottles', 'glass', 'glasses', 'layer', 'layers', 'colour', 'colours', 'color', 'colors', 'top', 'top color', 'top colour', 'level', 'levels', 'mobile game', 'colored layer', 'coloured layer', 'colored water', 'coloured water', 'water layer', 'match', 'matches', 'mobile'], // prettier-ignore
  },
  bomber: {
    noun: 'Bombers',
    names: ['bomberman', 'bomber man', 'bomberman game', 'bomb it', 'dynablaster', 'bombergirl'],
    verbs: [],
    nouns: ['crate', 'crates'],
    roles: { player: 'bomberman', enemy: 'robot', shot: 'bomb' },
    tagline: 'Bomb the crates, grab power-ups and be the last bomber standing',
    parts: ['powerups', 'highscores', 'timer'], // (its crates leave power-ups, asked or not)
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
    already: [
      [/\bsmarter\b|\bdumb\b|\bstupid\b|\bown bombs?\b|\bwalk into\b/i, 'The computer bombers already walk out of every bomb’s way and only drop one where they can get clear.', { es: 'Los bombarderos del ordenador ya se apartan de cada bomba y solo ponen una donde pueden escapar.', fr: 'Les poseurs de bombes de l’ordinateur s’écartent déjà de chaque bombe et n’en posent que là où ils peuvent fuir.', de: 'Die Computer-Bomber gehen schon jeder Bombe aus dem Weg und legen nur eine, wo sie fliehen können.', pt: 'Os bombardeiros do computador já saem do caminho de cada bomba e só põem uma onde podem fugir.', it: 'I bombaroli del computer si tolgono già di mezzo da ogni bomba e ne piazzano una solo dove possono scappare.' }], // prettier-ignore
      [/\bpower ?-?ups?\b/i, 'Crates already leave power-ups about one time in three: 💣 a bomb more, 🔥 a longer blast, 👟 quicker feet.', { es: 'Las cajas ya sueltan mejoras una de cada tres veces: 💣 una bomba más, 🔥 más alcance, 👟 más velocidad.', fr: 'Les caisses laissent déjà un bonus une fois sur trois : 💣 une bombe de plus, 🔥 une explosion plus longue, 👟 des pieds plus rapides.', de: 'Kisten lassen schon etwa jedes dritte Mal ein Extra fallen: 💣 eine Bombe mehr, 🔥 eine längere Explosion, 👟 schnellere Füße.', pt: 'As caixas já deixam bônus uma vez em cada três: 💣 uma bomba a mais, 🔥 uma explosão maior, 👟 pés mais rápidos.', it: 'Le casse lasciano già un potenziamento una volta su tre: 💣 una bomba in più, 🔥 un’esplosione più lunga, 👟 piedi più veloci.' }], // prettier-ignore
    ],
    // ("grid map with solid blocks and crates you can blow up, bombs explode in a cross after 3 sec")
    notThings: ['crate', 'crates', 'block', 'blocks', 'solid block', 'solid blocks', 'grid', 'grid map', 'map', 'cross', 'sec', 'powerup', 'powerups', 'power-up', 'power-ups', 'bot', 'bots', 'computer player', 'computer players', 'wall', 'walls', 'explosion', 'explosions', 'blast', 'fire', 'last one', 'drop', 'drops'], // prettier-ignore
  },
  money: {
    noun: 'Till',
    names: ['cash register', 'cash register game', 'counting money', 'count money', 'count the money', 'money counting', 'making change', 'make change', 'money game', 'caja registradora', 'caisse enregistreuse', 'registratore di cassa', 'caixa registradora', 'kaufladen', 'registrierkasse'], // prettier-ignore
    verbs: ['pay'],
    nouns: ['penny', 'pennies', 'nickel', 'nickels', 'dime', 'dimes'], // (coins are in many games: no sign of this one)
    roles: { ally: 'customer' },
    palette: [
      'apple',
      'cookie',
      'pencil',
      'balloon',
      'lollipop',
      'banana',
      'juice',
      'crayon',
      'sandwich',
      'toy car',
      'book',
      'ice cream',
    ],
    tagline: 'Pay the exact price with the coins, then press Check',
    parts: ['highscores', 'timer'],
    goal: true,
    counts: true, // ("10 customers per round")
    fill: [],
    avatar: false,
    // ("the kids click pennies, nickels, dimes and quarters to put the exact amount on the counter, a check button")
    notThings: ['coin', 'coins', 'penny', 'pennies', 'nickel', 'nickels', 'dime', 'dimes', 'quarter', 'quarters', 'cent', 'cents', 'money', 'price', 'prices', 'amount', 'counter', 'button', 'buttons', 'check button', 'kid', 'kids', 'grade', 'round', 'smiley', 'smiley face', 'face', 'customer', 'customers', 'euro', 'euros', 'dollar', 'dollars', 'something', 'total'], // prettier-ignore
  },
  reign: {
    noun: 'Reign',
    names: ['reigns', 'reigns game', 'a game like reigns', 'swipe left or right', 'swipe yes or no', 'swipe decisions', 'yes or no decisions', 'lapse', 'kingdom decisions'], // prettier-ignore
    verbs: ['rule', 'reign'],
    nouns: ['throne', 'kingdom', 'decision', 'decisions'],
    roles: { player: 'king' },
    tagline: 'Swipe yes or no and keep the church, the people, the army and the treasury in balance',
    parts: ['highscores'],
    goal: true,
    counts: true, // ("rule for 20 years")
    fill: ['player'],
    avatar: false,
    // ("a character shows up on a card and asks you something, swipe the card left for no or right for yes, 4 bars")
    notThings: ['card', 'cards', 'bar', 'bars', 'church', 'people', 'army', 'money', 'choice', 'choices', 'throne', 'character', 'characters', 'year', 'years', 'decision', 'decisions', 'left', 'right', 'arrow', 'arrows', 'top', 'something', 'kingdom'], // prettier-ignore
  },
  guard: {
    noun: 'Night Shift',
    names: ['fnaf', 'five nights at freddys', "five nights at freddy's", 'five nights', 'fnaf game', 'night guard game', 'security guard game', 'night shift game'], // prettier-ignore
    verbs: [],
    nouns: ['animatronic', 'animatronics', 'security guard', 'night guard', 'office'],
    roles: { player: 'security guard', enemy: 'animatronic' },
    tagline: 'Shut the doors, watch the cameras and last until 6 AM',
    parts: ['levels', 'highscores'],
    goal: false,
    fill: ['enemy', 'player'],
    avatar: false,
    already: [
      [/\bjump ?scares?\b|\bscream\b/i, 'It already has a jumpscare: whatever gets you fills the screen, shaking, with a scream.', { es: 'Ya tiene un susto: lo que te atrapa llena la pantalla, temblando, con un grito.', fr: 'Il y a déjà un jumpscare : ce qui t’attrape remplit l’écran en tremblant, avec un cri.', de: 'Es gibt schon einen Jumpscare: was dich erwischt, füllt zitternd den Bildschirm, mit einem Schrei.', pt: 'Já tem um susto: o que te pega enche a tela, tremendo, com um grito.', it: 'C’è già uno spavento: quello che ti prende riempie lo schermo tremando, con un urlo.' }], // prettier-ignore
    ],
    // ("u have doors u can close and a camera to check where the bears r but it uses power. survive till 6am")
    notThings: ['door', 'doors', 'camera', 'cameras', 'power', 'nite', 'night', 'nights', 'guy', '6am', 'am', 'clock', 'office', 'light', 'lights', 'till', 'toy store', 'store'], // prettier-ignore
  },
  flight: {
    noun: 'Airfield',
    names: ['flight control', 'draw paths for planes', 'harbor master', 'harbour master'],
    verbs: [],
    nouns: [],
    roles: { player: 'airplane' },
    // (helicopters, when named: they land on the H pad)
    palette: ['helicopter'],
    paletteShown: 0,
    tagline: 'Draw each plane’s path to the runway of its colour, and keep them apart',
    parts: ['highscores', 'timer'],
    goal: false,
    fill: ['player'],
    avatar: false,
    already: [
      [/\bwarning\b|\bclose\b.*\bcircle\b|\bcircle\b.*\bclose\b/i, 'Two planes that get close are already ringed in yellow.', { es: 'Dos aviones que se acercan ya se marcan con un círculo amarillo.', fr: 'Deux avions trop proches sont déjà entourés de jaune.', de: 'Zwei Flugzeuge, die sich nähern, werden schon gelb umkreist.', pt: 'Dois aviões que se aproximam já ganham um círculo amarelo.', it: 'Due aerei che si avvicinano sono già cerchiati di giallo.' }], // prettier-ignore
    ],
    // ("planes fly in from the edges toward an airfield with two runways, a red one and a blue one")
    notThings: ['runway', 'runways', 'airfield', 'airport', 'edge', 'edges', 'screen', 'path', 'paths', 'finger', 'mouse', 'point', 'start', 'circle', 'warning circle', 'ipad', 'pad', 'h pad', 'red one', 'blue one', 'one', 'fly', 'red runway', 'blue runway', 'best', 'score', 'pause button', 'button', 'helicopter', 'helicopters'], // prettier-ignore
  },
  hoops: {
    noun: 'Hoops',
    names: ['basketball', 'arcade basketball', 'basketball arcade', 'basketball shooting', 'basketball shooting game', 'basketball shootout', 'shoot hoops', 'shooting hoops', 'shoot some hoops', 'hoop shot', 'hoop shooter', 'hoops game', 'pop a shot', 'pop-a-shot', 'free throw', 'free throws', 'three pointer', 'three pointers', 'basket ball'], // prettier-ignore
    verbs: ['dunk'],
    nouns: ['hoop', 'backboard', 'swish'],
    roles: { player: 'basketball player', shot: 'basketball' },
    tagline: 'Charge each throw, sink baskets before the clock runs out: a swish scores more',
    parts: ['timer', 'highscores'], // (an arcade's 60 s, asked or not)
    goal: false,
    fill: ['shot', 'player'],
    avatar: false,
    // ("the hoop moves side to side after 20 points, click and hold to charge the throw and let go. swish = bonus")
    notThings: ['arcade', 'hoop', 'hoops', 'swish', 'bonus', 'throw', 'throws', 'shot', 'shots', 'point', 'points', 'rim', 'backboard', 'board', 'side', 'power', 'meter', 'power meter', 'charge', 'basket', 'baskets', 'net', 'court', 'second', 'seconds', 'score'], // prettier-ignore
  },
  lights: {
    noun: 'Lights Out',
    names: ['lights out', 'lightsout', 'lights out puzzle', 'lights out game', 'merlin puzzle', 'flip the lights', 'turn off all the lights', 'turn all the lights off', 'switch off all the lights'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Put every light out: a tap flips it and the four beside it',
    parts: ['levels', 'timer', 'highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'], // (what the lights are, when named: lanterns)
    avatar: false,
    // ("a 5x5 grid of lights, clicking one toggles it and its neighbours, count the moves")
    notThings: ['light', 'lights', 'puzzle', 'square', 'squares', 'grid', 'neighbour', 'neighbours', 'neighbor', 'neighbors', 'move', 'moves', 'counter', 'move counter', 'pattern', 'cell', 'cells', 'button', 'buttons'], // prettier-ignore
  },
  wheel: {
    noun: 'Wheel',
    names: ['spin the wheel', 'spin-the-wheel', 'prize wheel', 'wheel of prizes', 'wheel of fortune', 'fortune wheel', 'lucky wheel', 'wheel spinner', 'wheel of names', 'spinning wheel', 'spin wheel', 'wheel spin', 'ruleta de premios', 'rueda de la fortuna', 'roue de la fortune', 'roue des cadeaux', 'glücksrad', 'roda da fortuna', 'roleta de prêmios', 'ruota della fortuna'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Spin the wheel and see where it stops',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'], // (a thing named: on the wheel's hub)
    avatar: false,
    // ("8 slices: 10% off, free cookie, … click SPIN, it slows down realistically, a popup shows the prize and a code")
    notThings: ['wheel', 'slice', 'slices', 'spin', 'button', 'popup', 'pop-up', 'prize', 'prizes', 'code', 'codes', 'visitor', 'visitors', 'promo', 'promo page', 'page', 'coffee shop', 'shop', 'brand', 'colour', 'colours', 'color', 'colors', 'brand colours', 'brand colors', 'size', 'upgrade', 'size upgrade', 'cookie', 'coffee', 'off', 'segment', 'segments', 'option', 'options', 'pointer'], // prettier-ignore
  },
  yahtzee: {
    noun: 'Dice',
    names: ['yahtzee', 'yatzy', 'yatzee', 'yahtze', "yam's", 'yams', 'kniffel', 'generala', 'yacht dice', 'dice game with a score sheet'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Roll five dice three times a turn and fill the score sheet for the biggest total',
    parts: ['twoPlayer', 'highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (who plays, when named: beside whose turn it is)
    avatar: false,
    already: [
      [/\banimation\b|\btumbl|\bdés roulent\b|\bdice roll/i, 'The dice already tumble when they are rolled.', { es: 'Los dados ya dan vueltas al tirarlos.', fr: 'Les dés roulent déjà quand on les lance.', de: 'Die Würfel rollen schon, wenn man würfelt.', pt: 'Os dados já rolam quando são lançados.', it: 'I dadi rotolano già quando li tiri.' }], // prettier-ignore
    ],
    // ("5 dés, on peut relancer 2 fois en gardant les dés, une feuille de score avec brelan, carré, full…")
    notThings: ['die', 'dice', 'dé', 'dés', 'sheet', 'score sheet', 'scoresheet', 'roll', 'rolls', 'reroll', 'box', 'boxes', 'bonus', 'upper', 'top', 'upper section', 'section', 'chance', 'straight', 'small straight', 'large straight', 'full house', 'full', 'brelan', 'carré', 'carre', 'suite', 'petite suite', 'grande suite', 'three of a kind', 'four of a kind', 'kind', 'turn', 'turns', 'column', 'columns', 'colonne', 'name', 'first name', 'prénom', 'mode', 'animation', 'feuille', 'fois'], // prettier-ignore
  },
  bingo: {
    noun: 'Bingo',
    names: ['bingo', 'number bingo', 'bingo game', 'bingo caller', 'tombola', 'tómbola', 'loto', 'housie', 'tambola'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Mark the numbers on your card as they are called: a line, then BINGO!',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'], // (the dauber's mark, when named)
    avatar: false,
    // ("the computer draws a ball every few seconds and says it, the child has a card of 15 numbers")
    notThings: ['ball', 'balls', 'number', 'numbers', 'card', 'cards', 'line', 'lines', 'row', 'rows', 'computer', 'child', 'kid', 'kids', 'teacher', 'grade', 'class', 'second', 'seconds', 'voice', 'caller', 'cartón', 'carton', 'bola', 'bolas', 'línea', 'linea', 'dauber', 'marker', 'first grade', 'say', 'says', 'boy', 'girl', 'school', 'random', 'loud'], // prettier-ignore
  },
  fireworks: {
    noun: 'Fireworks',
    names: ['fireworks', 'fireworks game', 'fireworks show', 'firework show', 'firework display', 'fireworks display', 'fuegos artificiales', "feu d'artifice", "feux d'artifice", 'feuerwerk', 'fogos de artifício', 'fogos de artificio', "fuochi d'artificio"], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Tap the sky and send up fireworks: round, hearts, stars and big ones',
    parts: [],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (a thing named rides up with each rocket)
    avatar: false,
    // ("click anywhere and a rocket shoots up there and explodes in colours with a bang sound… night sky with a city")
    notThings: ['firework', 'fireworks', 'rocket', 'rockets', 'sky', 'night sky', 'city', 'colour', 'colours', 'color', 'colors', 'bang', 'bang sound', 'sound', 'kind', 'kinds', 'button', 'buttons', 'heart', 'hearts', 'heart shape', 'shape', 'shapes', 'star', 'stars', 'big one', 'one', 'anywhere', 'son', 'explosion', 'spark', 'sparks'], // prettier-ignore
  },
  hexagon: {
    noun: 'Hexagon',
    names: ['super hexagon', 'hexagon game', 'open hexagon', 'hexagon clone', 'super hexagon clone'],
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Go round the middle and slip through the walls closing in, as long as you can',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (the cursor, when named; a triangle otherwise)
    avatar: false,
    // ("the walls close in to the middle and u spin around with left right")
    notThings: ['wall', 'walls', 'middle', 'center', 'centre', 'left', 'right', 'left right', 'hexagon', 'hexagons', 'gap', 'gaps', 'triangle', 'cursor', 'clone', 'colour', 'colours', 'color', 'colors', 'beat', 'music', 'time', 'best time'], // prettier-ignore
  },
  colouring: {
    noun: 'Colouring',
    names: ['coloring book', 'colouring book', 'coloring page', 'colouring page', 'coloring pages', 'colouring pages', 'coloring game', 'colouring game', 'colour by tapping', 'color by tapping', 'tap to fill', 'libro para colorear', 'libro de colorear', 'colorear', 'coloriage', 'livre de coloriage', 'malbuch', 'ausmalbild', 'ausmalbilder', 'livro de colorir', 'colorir', 'libro da colorare', 'disegni da colorare'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Tap a colour, then a part of the picture to fill it',
    parts: [],
    goal: false,
    fill: ['target'],
    optional: ['target'], // (a sticker of its own, when named)
    avatar: false,
    already: [
      [/\bmore pictures?\b|\bdinosaur|\bcastle|\bcar\b/i, 'It already has six pictures: a cat, a house, a fish, a dinosaur, a castle and a car.', { es: 'Ya tiene seis dibujos: un gato, una casa, un pez, un dinosaurio, un castillo y un coche.', fr: 'Il a déjà six dessins : un chat, une maison, un poisson, un dinosaure, un château et une voiture.', de: 'Es hat schon sechs Bilder: eine Katze, ein Haus, einen Fisch, einen Dinosaurier, eine Burg und ein Auto.', pt: 'Já tem seis desenhos: um gato, uma casa, um peixe, um dinossauro, um castelo e um carro.', it: 'Ha già sei disegni: un gatto, una casa, un pesce, un dinosauro, un castello e una macchina.' }], // prettier-ignore
      [/\bstickers?\b|\brainbow\b/i, 'It already has stickers (a star and a heart) to put anywhere, and a rainbow colour.', { es: 'Ya tiene pegatinas (una estrella y un corazón) y un color arcoíris.', fr: 'Il a déjà des autocollants (une étoile et un cœur) et une couleur arc-en-ciel.', de: 'Es hat schon Sticker (einen Stern und ein Herz) und eine Regenbogenfarbe.', pt: 'Já tem adesivos (uma estrela e um coração) e uma cor arco-íris.', it: 'Ha già gli adesivi (una stella e un cuore) e un colore arcobaleno.' }], // prettier-ignore
      [/\bundo\b|\bsparkles?\b|\bhappy sound\b/i, 'It already has a big ↶ that takes the last fill back, and every fill sparkles with a happy sound.', { es: 'Ya tiene un gran ↶ que deshace lo último, y cada relleno brilla con un sonido alegre.', fr: 'Il a déjà un grand ↶ qui annule le dernier coloriage, et chaque remplissage scintille avec un son joyeux.', de: 'Es hat schon ein großes ↶, das das Letzte zurücknimmt, und jedes Ausmalen funkelt mit einem fröhlichen Ton.', pt: 'Já tem um grande ↶ que desfaz o último, e cada pintura brilha com um som alegre.', it: 'Ha già un grande ↶ che annulla l’ultimo, e ogni riempimento brilla con un suono allegro.' }], // prettier-ignore
    ],
    // ("big black outline pictures (a cat, a house, a fish) and big color buttons, she taps a part of the picture")
    notThings: ['picture', 'pictures', 'outline', 'outlines', 'outline picture', 'outline pictures', 'black outline', 'color', 'colors', 'colour', 'colours', 'button', 'buttons', 'color button', 'color buttons', 'colour buttons', 'part', 'parts', 'ipad', 'tablet', 'year', 'reading', 'book', 'page', 'cat', 'house', 'fish', 'dinosaur', 'castle', 'princess castle', 'car', 'sticker', 'stickers', 'star', 'stars', 'heart', 'hearts', 'rainbow', 'undo', 'undo button', 'sparkle', 'sparkles', 'sound', 'happy sound'], // prettier-ignore
  },
  artillery: {
    noun: 'Artillery',
    names: ['artillery', 'artillery game', 'scorched earth', 'worms', 'worms game', 'worms armageddon', 'pocket tanks', 'tank wars', 'gunbound', 'shellshock', 'artillerie', 'artilleriespiel', 'artillería', 'artilharia', 'artiglieria'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Set the angle and the power, mind the wind, and blast the other tank off the hills',
    parts: ['twoPlayer', 'highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (who rides each tank, when named)
    avatar: false,
    already: [
      [/\bwind\b|\bwind ?(?:arrow|pfeil)|\bweapons?\b|\bwaffen?\b|\bcluster\b|\bstreubombe\b|\bbig bomb\b|\bgroße bombe\b/i, 'The wind already changes every turn, shown by the arrow at the top, and there are three weapons to pick: a shell, a big bomb with a huge crater and a cluster that splits in three.', { es: 'El viento ya cambia en cada turno, con la flecha de arriba, y hay tres armas: un proyectil, una bomba grande con un cráter enorme y una de racimo que se parte en tres.', fr: 'Le vent change déjà à chaque tour, montré par la flèche en haut, et il y a trois armes : un obus, une grosse bombe au cratère énorme et une bombe à fragmentation qui se divise en trois.', de: 'Der Wind ändert sich schon jede Runde und wird oben mit einem Pfeil gezeigt, und es gibt drei Waffen: eine Granate, eine große Bombe mit riesigem Krater und eine Streubombe, die in drei Teile zerfällt.', pt: 'O vento já muda a cada vez, mostrado pela seta no alto, e há três armas: um projétil, uma bomba grande com uma cratera enorme e uma de fragmentação que se divide em três.', it: 'Il vento cambia già a ogni turno, indicato dalla freccia in alto, e ci sono tre armi: un proiettile, una bomba grande con un cratere enorme e una a grappolo che si divide in tre.' }], // prettier-ignore
    ],
    // ("zwei Panzer auf einer hügeligen Landschaft, abwechselnd Winkel und Stärke einstellen, Explosionen sprengen Krater")
    notThings: ['tank', 'tanks', 'landscape', 'hill', 'hills', 'angle', 'angles', 'power', 'strength', 'explosion', 'explosions', 'crater', 'craters', 'ground', 'shot', 'shell', 'shells', 'grenade', 'bomb', 'bombs', 'hp', 'health', 'life points', 'point', 'points', 'computer', 'wind', 'weapon', 'weapons', 'turn', 'turns', 'round', 'player', 'players', 'panzer', 'krater', 'winkel', 'stärke', 'lebenspunkte', 'worm'], // prettier-ignore
  },
  pool: {
    noun: 'Pool',
    names: ['8 ball pool', '8-ball pool', '8 ball', '8-ball', 'eight ball', 'eight ball pool', 'pool', 'pool game', 'billiards', 'billiard', 'snooker', 'pool table', 'billar', 'billard', 'billardspiel', 'sinuca', 'bilhar', 'biliardo'], // prettier-ignore
    verbs: ['pot'],
    nouns: ['cue', 'cue ball'],
    roles: {},
    tagline: 'Aim, pull back and pot your group, then the 8',
    parts: ['twoPlayer', 'highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (who plays, when named: by their name)
    avatar: false,
    already: [
      [/\bcomputer\b|\bai\b|\bbot\b|\bno ?one to play\b|\bsolo\b/i, 'It can already be played against the computer, which takes its own shots: 👤 🤖 at the top switches from two players.', { es: 'Ya se puede jugar contra el ordenador, que hace sus propios tiros: 👤 🤖 arriba cambia desde dos jugadores.', fr: 'On peut déjà jouer contre l’ordinateur, qui joue ses propres coups : 👤 🤖 en haut passe de deux joueurs à lui.', de: 'Man kann schon gegen den Computer spielen, der selbst stößt: 👤 🤖 oben wechselt von zwei Spielern.', pt: 'Já dá para jogar contra o computador, que faz as próprias tacadas: 👤 🤖 no alto troca de dois jogadores.', it: 'Si può già giocare contro il computer, che fa i suoi tiri: 👤 🤖 in alto passa da due giocatori.' }], // prettier-ignore
      [/\bguide ?line\b|\bbounce\b|\bwhere the cue ball\b|\bghost ball\b/i, 'The guide line already shows the first ball the cue ball will hit, where that ball goes and where the cue ball glances off.', { es: 'La línea guía ya muestra la primera bola que tocará la blanca, adónde va esa bola y adónde rebota la blanca.', fr: 'La ligne de visée montre déjà la première bille touchée, où elle part et où la blanche dévie.', de: 'Die Hilfslinie zeigt schon die erste Kugel, die die weiße trifft, wohin sie rollt und wohin die weiße abprallt.', pt: 'A linha-guia já mostra a primeira bola que a branca vai tocar, para onde ela vai e para onde a branca desvia.', it: 'La linea guida mostra già la prima palla colpita, dove va e dove devia la bianca.' }], // prettier-ignore
    ],
    // ("top view table with 6 pockets, solids and stripes. aim with the mouse and pull back to set power, show a guide line")
    notThings: ['table', 'pocket', 'pockets', 'solid', 'solids', 'stripe', 'stripes', 'ball', 'balls', 'cue', 'cue ball', 'mouse', 'power', 'guide', 'guide line', 'line', 'view', 'top view', 'computer', 'turn', 'turns', 'player', 'players', '8', 'eight', 'black', 'rack'], // prettier-ignore
  },
  marbles: {
    noun: 'Marble Race',
    names: ['marble race', 'marble run', 'marble racing', 'marble races', 'marble race game', 'marbles race', 'carrera de canicas', 'course de billes', 'murmelrennen', 'murmelbahn', 'corrida de bolinhas', 'gara di biglie'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Pick a marble and watch them race down the course',
    parts: ['highscores'],
    goal: true, // (how many marbles)
    counts: true, // ("10 marbles")
    fill: ['player'],
    optional: ['player'], // (a thing named rides the leader)
    avatar: false,
    already: [
      [/\btype\b.*\bnames?\b|\bnames?\b.*\b(?:box|paste|chat|myself)\b|\bone per line\b/i, 'You can already type or paste the marbles’ names, one a line, up to 30: “✎ Names” at the top right.', { es: 'Ya puedes escribir o pegar los nombres de las canicas, uno por línea, hasta 30: «✎ Nombres» arriba a la derecha.', fr: 'Tu peux déjà taper ou coller les noms des billes, un par ligne, jusqu’à 30 : « ✎ Noms » en haut à droite.', de: 'Du kannst die Namen der Murmeln schon eintippen oder einfügen, einen pro Zeile, bis zu 30: „✎ Namen“ oben rechts.', pt: 'Você já pode digitar ou colar os nomes das bolinhas, um por linha, até 30: “✎ Nomes” no canto superior direito.', it: 'Puoi già scrivere o incollare i nomi delle biglie, uno per riga, fino a 30: «✎ Nomi» in alto a destra.' }], // prettier-ignore
      [/\bslow ?-?mo(?:tion)?\b|\bzeitlupe\b|\bc[aá]mara lenta\b|\bralenti\b/i, 'The last stretch before the finish is already in slow motion.', { es: 'El último tramo antes de la meta ya va a cámara lenta.', fr: 'La dernière ligne droite est déjà au ralenti.', de: 'Das letzte Stück vor dem Ziel läuft schon in Zeitlupe.', pt: 'O último trecho antes da chegada já é em câmera lenta.', it: 'L’ultimo tratto prima del traguardo è già al rallentatore.' }], // prettier-ignore
    ],
    // ("10 marbles w different colors and names race down a long zigzag course with pegs, spinners and bumpers")
    notThings: ['marble', 'marbles', 'course', 'zigzag', 'zigzag course', 'peg', 'pegs', 'spinner', 'spinners', 'bumper', 'bumpers', 'camera', 'leader', 'position', 'positions', 'live positions', 'side', 'winner', 'winner screen', 'screen', 'color', 'colors', 'colour', 'colours', 'name', 'names', 'streamer', 'stream', 'chat', 'game', 'games', 'box', 'line', 'finish', 'slow motion'], // prettier-ignore
  },
  jigsaw: {
    noun: 'Jigsaw',
    names: ['jigsaw', 'jigsaw puzzle', 'jig saw', 'jig-saw', 'jigsaw game', 'puzzle pieces', 'rompecabezas', 'quebra-cabeça', 'quebra-cabeças', 'jigsaw pieces'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Drag the pieces into place until the picture is whole',
    parts: ['timer', 'highscores'],
    goal: true, // (how many pieces)
    counts: true,
    fill: ['target'],
    optional: ['target'], // (a thing named, by the box lid)
    avatar: false,
    // ("cut it into real jigsaw shaped pieces with the knobs, scatter them and let her drag them back… choose 12, 24 or 48")
    notThings: ['picture', 'pictures', 'piece', 'pieces', 'knob', 'knobs', 'spot', 'right spot', 'mum', 'mom', 'mother', 'cottage', 'garden', 'sunset', 'shape', 'shapes', 'board', 'place', 'thing', 'kind'], // prettier-ignore
  },
  hillclimb: {
    noun: 'Hill Climb',
    names: ['hill climb racing', 'hill climb', 'hillclimb', 'hill climb game', 'hill climber', 'hill racing', 'climb the hills', 'offroad hill climb'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Gas up the hills, tip the jeep in the air, and mind the fuel',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (who drives, when named)
    avatar: false,
    // ("a jeep on bumpy hills, gas and brake, a fuel gauge, fuel cans and coins, the distance")
    notThings: ['hill', 'hills', 'gas', 'brake', 'pedal', 'pedals', 'fuel', 'fuel gauge', 'fuel can', 'fuel cans', 'gauge', 'coin', 'coins', 'distance', 'road', 'terrain', 'jeep', 'car', 'wheel', 'wheels', 'roof', 'arrow', 'arrows', 'air'], // prettier-ignore
  },
  cells: {
    noun: 'Cells',
    names: ['agario', 'agar io', 'agar.io', 'agar', 'cell eater', 'blob game', 'eat the dots and grow', 'cell game', 'blob eat blob'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Eat the dots and the smaller cells, and run from the bigger ones',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (what you are, when named)
    avatar: false,
    // ("you are a circle that follows the mouse, eat the little dots, eat smaller players, leaderboard top right")
    notThings: ['circle', 'circles', 'cell', 'cells', 'dot', 'dots', 'little dots', 'player', 'players', 'smaller player', 'smaller players', 'bot', 'bots', 'mouse', 'leaderboard', 'top right', 'right', 'top', 'one', 'ones', 'bigger one', 'bigger ones', 'blob', 'blobs', 'mass'], // prettier-ignore
  },
  hanoi: {
    noun: 'Hanoi',
    names: ['tower of hanoi', 'towers of hanoi', 'hanoi tower', 'hanoi', 'tours de hanoï', 'tours de hanoi', 'tour de hanoï', 'tour de hanoi', 'torre de hanoi', 'torres de hanoi', 'turm von hanoi', 'türme von hanoi', 'torre di hanoi'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Move the tower to the last peg, one disc at a time, never a big one on a small one',
    parts: ['timer', 'highscores'],
    goal: true, // (how many discs)
    counts: true,
    fill: ['target'],
    optional: ['target'], // (what the discs carry, when named)
    avatar: false,
    // ("trois piquets, des disques de tailles différentes… un compteur de coups et le nombre minimum")
    notThings: ['peg', 'pegs', 'disc', 'discs', 'disk', 'disks', 'ring', 'rings', 'tower', 'towers', 'size', 'sizes', 'move', 'moves', 'counter', 'number', 'minimum', 'pupil', 'pupils', 'student', 'students', 'teacher', 'class', 'drag', 'dragging', 'click', 'clicking', 'glisser', 'shown', 'game', 'pupil'], // prettier-ignore
  },
  rushhour: {
    noun: 'Rush Hour',
    names: ['rush hour', 'rush hour puzzle', 'unblock me', 'unblock me puzzle', 'parking jam', 'car park puzzle', 'traffic jam puzzle', 'unblock the car', 'get the red car out'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Slide the cars and trucks out of the way and let the red car out',
    parts: ['levels', 'timer', 'highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (the red car's driver, when named)
    avatar: false,
    // ("a 6x6 parking grid, cars and trucks that slide, the red car to the exit")
    notThings: ['car', 'cars', 'truck', 'trucks', 'red car', 'grid', 'lot', 'parking', 'exit', 'level', 'levels', 'puzzle', 'block', 'blocks', 'move', 'moves', 'lane', 'lanes'], // prettier-ignore
  },
  kalaha: {
    noun: 'Kalaha',
    names: ['kalaha', 'kalah', 'mancala', 'oware', 'awale', 'awalé', 'bao', 'congkak', 'sungka'],
    verbs: ['sow'],
    nouns: [],
    roles: {},
    tagline: 'Sow the stones round the board and get more into your store than the computer',
    parts: ['modes', 'highscores'],
    goal: true, // (stones a pit, as asked)
    counts: true,
    fill: ['target'],
    optional: ['target'], // (what the stones are, when named)
    avatar: false,
    already: [
      [/\beinzeln wandern\b|\bone by one\b|\buna (?:a|por) una\b|\bun par un\b|\bwalk\b|\banimat/i, 'The stones already walk one by one, on the computer’s moves too.', { es: 'Las piedras ya avanzan una a una, también en las jugadas del ordenador.', fr: 'Les graines avancent déjà une par une, aussi quand l’ordinateur joue.', de: 'Die Steine wandern schon einzeln, auch beim Zug vom Computer.', pt: 'As pedras já andam uma a uma, também nas jogadas do computador.', it: 'I semi avanzano già uno a uno, anche nelle mosse del computer.' }], // prettier-ignore
    ],
    // ("6 Mulden pro Seite mit je 4 Steinen und die zwei großen Kalahas an den Enden")
    notThings: ['stone', 'stones', 'pit', 'pits', 'store', 'stores', 'side', 'sides', 'end', 'ends', 'computer', 'hole', 'holes', 'seed', 'seeds', 'board', 'mulde', 'mulden', 'steine', 'steinen', 'rock', 'rocks', 'disc', 'discs', 'disc opposite', 'opposite', 'spread', 'verteilt', 'land', 'lands', 'landet', 'kalahas', 'uhrzeigersinn'], // prettier-ignore
  },
  persona: {
    noun: 'Personality Quiz',
    names: ['personality quiz', 'personality test', 'buzzfeed quiz', 'buzzfeed style quiz', 'which are you quiz', 'what are you quiz', 'test de personnalité', 'quiz de personnalité', 'test de personalidad', 'quiz de personalidad', 'persönlichkeitstest', 'persönlichkeitsquiz', 'teste de personalidade', 'quiz de personalidade', 'test della personalità', 'quiz della personalità'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Answer the questions and find out which {target:1} you are',
    taglineAlt: 'Answer the questions and find out who you are',
    parts: [],
    goal: false,
    counts: true, // ("6 questions")
    fill: ['target'],
    optional: ['target'], // (the kind of result: "which smoothie are you")
    avatar: false,
    // ("6 questions with 4 picture-style answers each (like 'pick a weekend plan'), … a 'Share your result' button")
    notThings: ['question', 'questions', 'answer', 'answers', 'result', 'results', 'button', 'picture', 'pictures', 'description', 'colour', 'colours', 'color', 'colors', 'name', 'link', 'instagram', 'tiktok', 'weekend', 'plan', 'share', 'quiz', 'test', 'bar', 'marketing', 'top', 'end', 'personality', 'style', 'page', 'bio', 'shop', 'store', 'brand', 'customer', 'customers', 'follower', 'followers', 'story', 'stories'], // prettier-ignore
  },
  battle: {
    noun: 'Battle',
    names: ['monster battle', 'pokemon', 'pokémon', 'pokemon battle', 'monster tamer', 'monster taming', 'creature battle', 'creature collector', 'turn based battle', 'turn-based battle', 'turn based rpg', 'turn-based rpg', 'rpg battle', 'jrpg', 'final fantasy battle', 'temtem', 'digimon'], // prettier-ignore
    verbs: [],
    nouns: ['hp', 'xp', 'attack', 'attacks'],
    roles: { player: 'knight', enemy: 'slime' },
    tagline: 'Battle the {enemy} turn by turn: choose your attacks, win XP and level up',
    taglineAlt: 'Choose a partner, battle wild monsters turn by turn, win XP and level up',
    parts: ['highscores'],
    goal: false, // (on until your last one faints: "pick one of 3" is no goal)
    fill: ['enemy', 'player'],
    optional: ['player', 'enemy'], // (a partner chosen: none named)
    // ("each monster has 4 attacks and HP bars… when you win you get XP and level up")
    notThings: ['monster', 'monsters', 'attack', 'attacks', 'hp', 'xp', 'bar', 'bars', 'level', 'levels', 'fire', 'water', 'grass', 'one', 'type', 'types', 'move', 'moves', 'turn', 'turns', 'battle', 'battles', 'fight', 'wild', 'ball', 'balls', 'team', 'starter', 'starters', 'map', 'experience', 'health', 'point', 'points', 'damage'], // prettier-ignore
  },
  fighter: {
    noun: 'Fighter',
    names: ['street fighter', 'fighting game', 'fight game', 'mortal kombat', 'tekken', 'smash bros', 'super smash', 'king of fighters', 'karate game', 'kung fu game', 'karate fight', '1v1 fighting', '1v1 fight', 'versus fighting', 'juego de peleas', 'jeu de combat', 'kampfspiel', 'prügelspiel', 'jogo de luta', 'picchiaduro', 'gioco di combattimento'], // prettier-ignore
    verbs: ['punch', 'kick'],
    nouns: [],
    roles: { player: 'fighter', enemy: 'fighter' },
    tagline: 'Knock out the {enemy:1}: the first to win two rounds wins',
    partTaglines: { twoPlayer: 'Two players, one keyboard: the first to win two rounds wins' },
    parts: ['twoPlayer', 'timer', 'highscores', 'modes'],
    goal: false,
    fill: ['enemy', 'player'],
    mirror: true,
    already: [
      [/\b(?:special|fireball|fire ball|hadouken)\b|bola de fuego|boule de feu|feuerball|bola de fogo|palla di fuoco/i, 'There is a special already: landed blows fill its bar, and R (M for player 2) throws a fireball when it is full.', { es: 'Ya hay un ataque especial: los golpes que aciertas llenan su barra, y R (M para el jugador 2) lanza una bola de fuego cuando está llena.', fr: 'Il y a déjà une attaque spéciale : les coups portés remplissent sa barre, et R (M pour le joueur 2) lance une boule de feu quand elle est pleine.', de: 'Es gibt schon eine Spezialattacke: Treffer füllen ihren Balken, und R (M für Spieler 2) wirft einen Feuerball, wenn er voll ist.', pt: 'Já há um golpe especial: os golpes que acertam enchem a barra, e R (M para o jogador 2) lança uma bola de fogo quando está cheia.', it: 'C’è già una mossa speciale: i colpi a segno riempiono la sua barra, e R (M per il giocatore 2) lancia una palla di fuoco quando è piena.' }], // prettier-ignore
    ],
    // ("jugador 1 con A y D para moverse, W para saltar, F puñetazo y G patada… barras de vida arriba")
    notThings: ['punch', 'punches', 'kick', 'kicks', 'round', 'rounds', 'bar', 'bars', 'life', 'health', 'key', 'keys', 'arrow', 'arrows', 'player', 'players', 'special', 'fireball', 'block', 'jump', 'combo', 'combos', 'move', 'moves', 'second', 'seconds', 'top', 'keyboard', 'attack', 'attacks', 'fist', 'fists', 'leg', 'legs', 'foot', 'feet', 'patada', 'puñetazo', 'barras', 'vida', 'flechas', 'street', 'chart', 'win', 'wins', 'winner'], // prettier-ignore
  },
  uno: {
    noun: 'UNO',
    names: [
      'uno',
      'crazy eights',
      'crazy 8s',
      'mau mau',
      'mau-mau',
      'uno game',
      'jeu de uno',
      'juego de uno',
    ],
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Match the colour or the number and be the first to play all your cards',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'], // (on the backs of the cards, when named: "uno with cats")
    avatar: false,
    // ("face-up cards at the bottom… skip, reverse, +2 and wild cards, a draw pile and a discard pile")
    notThings: ['card', 'cards', 'hand', 'hands', 'pile', 'piles', 'deck', 'computer', 'computers', 'bot', 'bots', 'colour', 'colours', 'color', 'colors', 'number', 'numbers', 'skip', 'reverse', 'wild', 'turn', 'turns', 'player', 'players', 'opponent', 'opponents', 'winner'], // prettier-ignore
  },
  mahjong: {
    noun: 'Mahjong',
    names: ['mahjong', 'mahjong solitaire', 'mah jong', 'mah-jong', 'mahjongg', 'shanghai', 'majong', 'mahjong game', 'tile matching solitaire'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Take away pairs of free tiles until the board is clear',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'], // (on the flower tiles, when named)
    avatar: false,
    already: [
      [/\bhint|\bshuffle|\bundo|pyramid|layouts?\b|pista|mezclar|deshacer|indice|mélanger|annuler|tipp|mischen|rückgängig|dica|embaralhar|desfazer|suggerimento|mescola|annulla/i, 'Hint, Shuffle, Undo and a choice of layout (the turtle or the pyramid) are there already, under the tiles.', { es: 'Pista, Mezclar, Deshacer y el cambio de forma (la tortuga o la pirámide) ya están, debajo de las fichas.', fr: 'Indice, Mélanger, Annuler et le choix de la disposition (la tortue ou la pyramide) sont déjà là, sous les tuiles.', de: 'Tipp, Mischen, Rückgängig und die Wahl der Form (Schildkröte oder Pyramide) gibt es schon, unter den Steinen.', pt: 'Dica, Embaralhar, Desfazer e a escolha da forma (a tartaruga ou a pirâmide) já estão lá, embaixo das peças.', it: 'Suggerimento, Mescola, Annulla e la scelta della disposizione (la tartaruga o la piramide) ci sono già, sotto le tessere.' }], // prettier-ignore
    ],
    // ("the tiles stacked in the turtle shape, you click two matching tiles that are free")
    notThings: ['tile', 'tiles', 'turtle', 'shape', 'nothing', 'one', 'side', 'sides', 'top', 'left', 'right', 'button', 'buttons', 'hint', 'shuffle', 'eye', 'eyes', 'computer', 'layout', 'layouts', 'pyramid', 'pair', 'pairs', 'bamboo', 'symbol', 'symbols', 'laptop', 'undo'], // prettier-ignore
  },
  derby: {
    noun: 'Derby',
    names: ['home run derby', 'homerun derby', 'home-run derby', 'batting practice', 'batting cage', 'baseball game', 'baseball', 'béisbol', 'beisebol', 'baseball batting'], // prettier-ignore
    verbs: ['swing', 'bat'],
    nouns: ['homer', 'home run', 'pitch'],
    roles: { player: 'batter', enemy: 'pitcher', target: 'baseball' },
    tagline: 'Swing on time and send the {target} over the fence: ten outs and it is over',
    parts: ['highscores'],
    goal: false,
    counts: true, // ("10 outs")
    fill: ['player', 'enemy'],
    // ("pitcher throws, i click to swing… 10 outs… count the home runs and show how far each one went in feet")
    notThings: ['out', 'outs', 'swing', 'timing', 'home run', 'home runs', 'homer', 'homers', 'feet', 'foot', 'run', 'runs', 'ball', 'balls', 'bat', 'pitch', 'pitches', 'fence', 'distance', 'baseball', 'dad', 'wich'], // prettier-ignore
  },
  dominoes: {
    noun: 'Dominoes',
    names: ['dominoes', 'domino', 'dominos', 'dominó', 'domino game', 'dominoes game', 'double six', 'dominosteine', 'jogo de dominó', 'juego de dominó', 'dominò'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Match the ends, lay all your tiles first and reach 50 points',
    parts: ['highscores'],
    goal: false,
    counts: true, // ("a match to 100")
    fill: ['target'],
    optional: ['target'], // (on the backs of the computer's tiles, when named)
    avatar: false,
    // ("com as 28 peças. cada um começa com 7 e a gente vai encaixando as pontas iguais… comprar do monte")
    notThings: ['tile', 'tiles', 'piece', 'pieces', 'end', 'ends', 'pile', 'boneyard', 'hand', 'computer', 'point', 'points', 'score', 'scoreboard', 'pip', 'pips', 'peças', 'peça', 'pontas', 'monte', 'placar', 'mount'], // prettier-ignore
  },
  takuzu: {
    noun: 'Takuzu',
    names: ['takuzu', 'binairo', 'binary puzzle', 'binary puzzles', 'binero', 'tic tac logic', 'tic-tac-logic', 'unruly', 'zero one puzzle', '0 1 puzzle', '0-1 puzzle', 'tango puzzle'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing named: 0s and 1s. Two things named are the two signs instead (suns and moons); one, the
    // grid's emblem.
    roles: {},
    tagline: 'As many 0s as 1s in every line, never three alike in a row, no two lines the same',
    parts: ['highscores'],
    goal: false,
    fill: ['player', 'target'],
    optional: ['player', 'target'],
    avatar: false,
    // ("on clique sur une case pour mettre 0, puis 1, puis la vider… deux lignes ne peuvent pas être identiques… un bouton « Nouvelle grille »")
    notThings: ['cell', 'cells', 'square', 'squares', 'case', 'cases', 'grid', 'grids', 'grille', 'grilles', 'row', 'rows', 'column', 'columns', 'line', 'lines', 'digit', 'digits', 'number', 'numbers', 'zero', 'zeros', 'one', 'ones', 'rule', 'rules', 'button', 'new grid', 'puzzle', 'puzzles', 'magazine', 'evening', 'evenings', 'hint', 'clue', 'size', 'sizes', 'difficulty', 'timer', 'stopwatch', 'best time', 'time', 'empty', 'start'], // prettier-ignore
  },
  morris: {
    noun: 'Morris',
    names: ["nine men's morris", 'nine mens morris', 'nine men morris', 'ninemens morris', 'morris', 'merels', 'merrills', 'mill game', 'the mill game', 'mühle', 'muehle', 'muhle', 'mühlespiel', 'jeu du moulin', 'marelle', 'juego del molino', 'jogo da trilha', 'trilha', 'moinho', 'gioco del mulino', 'mulino', 'molenspel'], // prettier-ignore
    verbs: [],
    nouns: ['mill', 'mills'],
    roles: { player: 'white circle', enemy: 'black circle' },
    tagline: 'Three in a line is a mill: take their men until two are left',
    partTaglines: { twoPlayer: 'Two players, one board: three in a line takes a man' },
    parts: ['twoPlayer', 'highscores', 'timer'],
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
    already: [
      [/\b(?:show|highlight|mark|light)\w*\b[^.]*\bmills?\b|\bmills?\b[^.]*\b(?:highlight|lit|shown|marked)\b/i, 'The mills made are already lit in gold along their line.', { es: 'Los molinos hechos ya se iluminan en dorado a lo largo de su línea.', fr: 'Les moulins formés sont déjà éclairés en or le long de leur ligne.', de: 'Die gebildeten Mühlen leuchten schon golden entlang ihrer Linie.', pt: 'Os moinhos formados já brilham em dourado ao longo da linha.', it: 'I mulini formati sono già illuminati d’oro lungo la loro linea.' }], // prettier-ignore
    ],
    // ("das Brett mit den drei ineinander liegenden Quadraten, jeder hat 9 Steine… auf ein freies Nachbarfeld… springen")
    notThings: ['board', 'square', 'squares', 'stone', 'stones', 'piece', 'pieces', 'man', 'men', 'point', 'points', 'mill', 'mills', 'line', 'lines', 'row', 'rows', 'field', 'fields', 'neighbour', 'neighbor', 'grandpa', 'opa', 'child', 'kid', 'computer', 'opponent', 'jump', 'turn', 'turns', 'white', 'black', 'counter', 'counters', 'disc', 'discs', 'disk', 'disks', 'opponent', 'grandma', 'grandson', 'granddaughter', 'grandchild', 'grandkid', 'grandkids'], // prettier-ignore
  },
  life: {
    noun: 'Game of Life',
    names: ['game of life', "conway's game of life", 'conways game of life', 'conway game of life', "conway's life", 'conway life', 'cellular automaton', 'cellular automata', 'jeu de la vie', 'juego de la vida', 'jogo da vida', 'gioco della vita', 'conways spiel des lebens'], // prettier-ignore
    verbs: [],
    nouns: ['automaton', 'automata', 'glider', 'gliders'],
    // Nothing named: squares. A thing named is what a live cell is drawn as.
    roles: {},
    tagline: 'Three neighbours bring a cell to life, two or three keep it: press Play and watch',
    parts: ['timer'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("a grid of cells, click to toggle cells alive or dead, Play/Pause, Step (one generation), Clear, Random fill, and a generation counter")
    notThings: ['cell', 'cells', 'grid', 'neighbour', 'neighbours', 'neighbor', 'neighbors', 'generation', 'generations', 'counter', 'generation counter', 'rule', 'rules', 'button', 'buttons', 'pause', 'step', 'clear', 'fill', 'random fill', 'pattern', 'patterns', 'club', 'science', 'computer science', 'computer', 'science club', 'glider', 'gliders', 'blinker', 'blinkers', 'spaceship', 'spaceships', 'pulsar', 'gun', 'glider gun', 'age', 'ages', 'random', 'dead', 'alive', 'live'], // prettier-ignore
  },
  guess: {
    noun: 'Mind Reader',
    names: ['twenty questions', '20 questions', '20q', 'akinator', 'think of an animal', 'think of a food', 'think of a famous person', 'the computer guesses', 'computer guesses', 'computer guesses it', 'the computer guesses it', 'animal guesser', 'guesses what you are thinking', 'read my mind', 'mind reader'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing named: a robot guesses. A thing named is who guesses instead (a wizard).
    roles: {},
    tagline: 'Think of something: it asks yes or no questions and guesses, and learns when it is wrong',
    parts: [],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    already: [
      [/\b(?:learn|learns|smarter|remember|remembers)\b/i, 'It already learns: when its guess is wrong, you tell it the answer and a question, and it remembers them.', { es: 'Ya aprende: cuando falla, le dices la respuesta y una pregunta, y las recuerda.', fr: 'Il apprend déjà : quand il se trompe, tu lui donnes la réponse et une question, et il s’en souvient.', de: 'Er lernt schon: wenn er falsch rät, sagst du ihm die Antwort und eine Frage, und er merkt sie sich.', pt: 'Ele já aprende: quando erra, você diz a resposta e uma pergunta, e ele lembra.', it: 'Impara già: quando sbaglia, gli dici la risposta e una domanda, e se le ricorda.' }], // prettier-ignore
      [/\b(?:talk|talks|speak|speaks|out loud|aloud|voice)\b/i, 'It already says its questions out loud (🔊 hushes it).', { es: 'Ya dice sus preguntas en voz alta (🔊 lo calla).', fr: 'Il dit déjà ses questions à voix haute (🔊 le fait taire).', de: 'Er sagt seine Fragen schon laut (🔊 macht ihn still).', pt: 'Ele já diz as perguntas em voz alta (🔊 o silencia).', it: 'Dice già le sue domande ad alta voce (🔊 lo zittisce).' }], // prettier-ignore
      [/\b(?:dance|dances|dancing|celebrat\w*)\b/i, 'It already does a happy dance when it guesses right.', { es: 'Ya baila de alegría cuando acierta.', fr: 'Il fait déjà une danse de joie quand il devine juste.', de: 'Er tanzt schon vor Freude, wenn er richtig rät.', pt: 'Ele já faz uma dança feliz quando acerta.', it: 'Fa già un balletto di gioia quando indovina.' }], // prettier-ignore
      [/\b(?:robot|face)\b/i, 'It is already a robot with a face.', { es: 'Ya es un robot con cara.', fr: 'C’est déjà un robot avec un visage.', de: 'Es ist schon ein Roboter mit Gesicht.', pt: 'Já é um robô com rosto.', it: 'È già un robot con una faccia.' }], // prettier-ignore
    ],
    // ("it asks yes or no questions like does it fly, does it live in water. if it guesses wrong i tell it the animal and a question")
    notThings: ['animal', 'animals', 'question', 'questions', 'computer', 'answer', 'answers', 'water', 'food', 'famous people', 'people', 'person', 'mode', 'modes', 'yes', 'guess', 'time', 'face', 'robot', 'dance', 'voice'], // prettier-ignore
  },
  deal: {
    noun: 'Deal or No Deal',
    names: ['deal or no deal', 'deal no deal', 'deal or not', 'deal or no deal game', 'briefcase game', 'banker offer', 'the banker offers', 'trato o no trato', 'à prendre ou à laisser', 'affari tuoi', 'topa ou não topa', 'topa ou nao topa'], // prettier-ignore
    verbs: [],
    nouns: ['briefcase', 'briefcases', 'banker'],
    // Nothing named: numbered silver cases. A thing named is on each lid.
    roles: {},
    tagline: 'Pick a case, open the rest, and take the banker’s offer or play on for the million',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    already: [
      [/\b(?:phone|ring|rings|ringing|drum ?roll)\b/i, 'The banker’s phone already rings before each offer, and a drumroll plays as each case opens.', { es: 'El teléfono de la banca ya suena antes de cada oferta, y suena un redoble al abrir cada maletín.', fr: 'Le téléphone du banquier sonne déjà avant chaque offre, et un roulement de tambour accompagne chaque mallette ouverte.', de: 'Das Telefon des Bankers klingelt schon vor jedem Angebot, und bei jedem Koffer gibt es einen Trommelwirbel.', pt: 'O telefone da banca já toca antes de cada oferta, e um rufar de tambores toca a cada maleta aberta.', it: 'Il telefono del banchiere squilla già prima di ogni offerta, e un rullo di tamburi accompagna ogni pacco aperto.' }], // prettier-ignore
    ],
    // ("26 briefcases with money from $0.01 to $1,000,000, i pick my case first then open cases in rounds and the banker calls with an offer, big DEAL / NO DEAL buttons. money board on both sides")
    notThings: ['briefcase', 'briefcases', 'case', 'cases', 'money', 'banker', 'offer', 'offers', 'button', 'buttons', 'board', 'money board', 'side', 'sides', 'round', 'rounds', 'amount', 'amounts', 'show', 'tv show', 'tv', 'stream', 'deal', 'leaderboard', 'chatter', 'chatters', 'name', 'names', 'phone', 'drumroll', 'drum roll', 'sound', 'sounds', 'million', 'dollar', 'dollars', 'make', 'look', 'both'], // prettier-ignore
  },
  shell: {
    noun: 'Shell Game',
    names: ['shell game', 'cup game', 'cups game', 'the cup game', 'three cup', 'three cups', 'three cup game', 'three cups game', 'cup and ball', 'cups and ball', 'cups and balls', 'cup and balls', 'which cup', 'find the ball under the cup', 'ball under a cup', 'ball under the cup', 'trile', 'trileros', 'bonneteau', 'jeu de bonneteau', 'hütchenspiel', 'jogo dos copos', 'gioco dei bicchieri'], // prettier-ignore
    verbs: [],
    nouns: ['cup', 'cups'],
    roles: { target: 'red circle' },
    tagline: 'Keep your eye on the ball as the cups shuffle, then pick its cup: each win is faster',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    avatar: false,
    // ("theres a ball under a cup and they shufle the cups really fast and u have to gess wich one")
    notThings: ['cup', 'cups', 'ball', 'table', 'one', 'time', 'streak', 'shuffle', 'shell', 'shells', 'guess', 'wich', 'which'], // prettier-ignore
  },
  potato: {
    noun: 'Hot Potato',
    names: ['hot potato', 'hot potato game', 'pass the bomb', 'pass the phone', 'bomb party', 'pass the parcel bomb'], // prettier-ignore
    verbs: [],
    nouns: ['fuse'],
    roles: { target: 'bomb' },
    tagline: 'Say a word of the category and pass the phone before it goes off',
    parts: [],
    goal: false,
    fill: ['target'],
    avatar: false,
    // ("en la pantalla sale una categoría … y una bomba con mecha. cada uno dice una palabra … y pasa el celular al siguiente")
    notThings: ['category', 'categories', 'word', 'words', 'phone', 'cell', 'cellphone', 'mobile', 'party', 'family', 'family party', 'fuse', 'moment', 'tick', 'tock', 'explosion', 'end', 'one', 'fruit', 'fruits', 'country', 'countries', 'car', 'cars', 'brand', 'brands', 'car brands', 'next', 'screen'], // prettier-ignore
  },
  spiro: {
    noun: 'Spirograph',
    names: ['spirograph', 'spiro graph', 'spirograph set', 'spirograph toy', 'hypotrochoid', 'hypotrochoids', 'epitrochoid', 'spirograph art', 'spirograph drawing', 'espirógrafo', 'espirografo', 'spirographe', 'spirografo'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing named: a pen. A thing named holds the pen.
    roles: {},
    tagline: 'Set the ring, the wheel and the pen, and watch the pattern draw itself',
    parts: [],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("choose the size of the big ring and the wheel and which hole the pen goes in, pick a color… a save picture button")
    notThings: ['ring', 'big ring', 'wheel', 'wheels', 'hole', 'holes', 'pen', 'pens', 'piece', 'pieces', 'set', 'size', 'color', 'colors', 'colour', 'colours', 'pattern', 'patterns', 'picture', 'button', 'save', 'save picture', 'computer', 'daughter', 'top', 'gear', 'gears', 'face'], // prettier-ignore
  },
  tilt: {
    noun: 'Labyrinth',
    names: ['wooden labyrinth', 'tilting labyrinth', 'tilt labyrinth', 'tilt maze', 'tilting maze', 'tilt the maze', 'tilt the board', 'marble maze', 'ball maze', 'labyrinth tilt', 'brio labyrinth', 'wooden maze'], // prettier-ignore
    verbs: ['tilt'],
    nouns: [],
    // Nothing named: a steel ball. A thing named is the ball (a marble).
    roles: {},
    tagline: 'Tilt the board and roll the ball along the line to the goal, past the holes',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player'],
    avatar: false,
    // ("a bolinha de metal não cair nos buracos… se cair num buraco volta pro começo… seguindo a linha pintada. Uns 3 níveis, com cronômetro")
    notThings: ['board', 'ball', 'metal', 'hole', 'holes', 'line', 'arrow', 'arrows', 'physic', 'physics', 'fall', 'wood', 'wall', 'walls', 'start', 'end', 'goal', 'level', 'levels', 'timer', 'stopwatch', 'tilt', 'steel', 'steel ball', 'metal ball'], // prettier-ignore
  },
  claw: {
    noun: 'Claw Machine',
    names: ['claw machine', 'claw machine game', 'claw game', 'crane game', 'claw crane', 'ufo catcher', 'grabber machine', 'prize grabber', 'toy grabber', 'skill crane', 'máquina de garra', 'machine à pince', 'greifautomat', 'gioco della gru'], // prettier-ignore
    verbs: [],
    nouns: ['claw'],
    roles: { target: 'teddy bear' },
    tagline: 'Line the claw up over a toy, drop it and carry the prize to the chute',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    avatar: false,
    already: [
      [/\bwhirr\w*|\bjingle\b/i, 'The claw already whirs as it moves and hums as it drops, and a prize won plays a jingle.', { es: 'La garra ya zumba al moverse y al bajar, y cada premio suena con una melodía.', fr: 'La pince vrombit déjà en bougeant et en descendant, et chaque lot gagné joue un petit air.', de: 'Der Greifer surrt schon beim Fahren und Absenken, und jeder Gewinn spielt eine Melodie.', pt: 'A garra já zumbe ao mover-se e ao descer, e cada prémio toca uma melodia.', it: 'La pinza ronza già quando si muove e scende, e ogni premio suona un motivetto.' }], // prettier-ignore
      [/\bshelf\b|\b(?:toys|prizes) (?:you(?:'|’)?ve|you have) won\b/i, 'The prizes won already stand on the shelf at the top.', { es: 'Los premios ganados ya están en la estantería de arriba.', fr: 'Les lots gagnés sont déjà sur l’étagère en haut.', de: 'Die Gewinne stehen schon oben im Regal.', pt: 'Os prémios ganhos já estão na prateleira no alto.', it: 'I premi vinti stanno già sulla mensola in alto.' }], // prettier-ignore
    ],
    // ("a glass box full of plushies (bear, bunny, duck, dinosaur), you move the claw left and right with the arrow keys or on-screen buttons, press Drop… the chute at the front… 5 tries per visit")
    notThings: ['claw', 'machine', 'claw machine', 'glass', 'box', 'glass box', 'chute', 'arrow', 'arrows', 'arrow keys', 'key', 'keys', 'button', 'buttons', 'drop', 'grip', 'try', 'tries', 'visit', 'website', 'shop', 'toy shop', 'prize', 'prizes', 'front', 'game', 'left', 'right', 'screen'], // prettier-ignore
  },
  crossword: {
    noun: 'Crossword',
    names: ['crossword', 'crosswords', 'crossword puzzle', 'crossword puzzles', 'criss cross puzzle', 'criss-cross puzzle', 'crisscross puzzle', 'mini crossword', 'mots croisés', 'mots croises', 'mots fléchés', 'crucigrama', 'crucigramas', 'kreuzworträtsel', 'kreuzwortraetsel', 'kreuzworträtsels', 'palavras cruzadas', 'palavra cruzada', 'cruciverba', 'parole crociate'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing needed; one thing named is the puzzle's emblem by its clock.
    roles: {},
    tagline: 'Fill the grid: every word across and down answers its numbered clue',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    optional: ['player', 'target'],
    avatar: false,
    already: [
      [/\b(?:hints?|help|reveal\w*|stuck)\b/i, 'It already has 💡 Reveal: it writes the right letter in the square you are on.', { es: 'Ya tiene 💡 Revelar: escribe la letra correcta en la casilla donde estás.', fr: 'Il y a déjà 💡 Révéler : il écrit la bonne lettre dans la case où tu es.', de: 'Es gibt schon 💡 Aufdecken: Es schreibt den richtigen Buchstaben in dein Feld.', pt: 'Já tem 💡 Revelar: escreve a letra certa na casa onde você está.', it: 'C’è già 💡 Rivela: scrive la lettera giusta nella casella in cui sei.' }], // prettier-ignore
      [/\b(?:check\w*|verify|mistakes?|wrong (?:letters?|answers?))\b/i, 'It already has ✔️ Check: it counts the wrong letters and strikes them through in red.', { es: 'Ya tiene ✔️ Comprobar: cuenta las letras mal y las tacha en rojo.', fr: 'Il y a déjà ✔️ Vérifier : il compte les lettres fausses et les barre en rouge.', de: 'Es gibt schon ✔️ Prüfen: Es zählt die falschen Buchstaben und streicht sie rot durch.', pt: 'Já tem ✔️ Conferir: conta as letras erradas e as risca em vermelho.', it: 'C’è già ✔️ Controlla: conta le lettere sbagliate e le barra in rosso.' }], // prettier-ignore
    ],
    // ("a small crossword, something like 9x9 with black squares, and the numbered Across and Down clues listed next to the grid… click a square and type the letters, the arrow keys… a button to check my answers that marks the wrong letters in red, and a 'reveal one letter' button")
    notThings: ['square', 'squares', 'black square', 'black squares', 'white square', 'grid', 'clue', 'clues', 'letter', 'letters', 'word', 'words', 'answer', 'answers', 'across', 'down', 'number', 'numbers', 'button', 'buttons', 'arrow', 'arrows', 'arrow keys', 'key', 'keys', 'paper', 'sunday paper', 'newspaper', 'coffee', 'morning', 'morning coffee', 'english', 'plain english', 'check', 'reveal', 'stuck', 'red', 'pencil', 'pen', 'puzzle', 'puzzles', 'theme', 'topic', 'timer', 'time', 'best time'], // prettier-ignore
  },
  hearts: {
    noun: 'Hearts',
    // ("hearts" alone is a game's lives: the card game by how it is said)
    names: ['hearts card game', 'game of hearts', 'play hearts', 'hearts against', 'queen of spades', 'shoot the moon', 'shooting the moon', 'black lady', 'black maria', 'dame de pique', 'schwarze lady', 'juego de corazones', 'jeu de cœurs'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing needed; a thing named is drawn on the backs of the cards.
    roles: {},
    tagline: 'Take no hearts and not the queen of spades: the lowest score at 100 wins',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("me against three computer players, pass three cards at the start of each hand, you have to follow suit, hearts can't be led until they've been broken, every heart is one point and the queen of spades is 13… large cards please")
    notThings: ['card', 'cards', 'heart', 'hearts', 'queen', 'queen of spades', 'spade', 'spades', 'club', 'clubs', 'diamond', 'diamonds', 'suit', 'suits', 'trick', 'tricks', 'hand', 'hands', 'point', 'points', 'score', 'computer', 'computers', 'computer player', 'computer players', 'player', 'players', 'window', 'windows', 'windows computer', 'old windows computer', 'evening', 'evenings', 'husband', 'wife', 'eyesight', 'moon', 'table', 'led', 'lead', 'large card', 'large cards', 'big card', 'big cards', 'start', 'game'], // prettier-ignore
  },
  skijump: {
    noun: 'Ski Jumping',
    names: ['ski jumping', 'ski jump', 'ski jumper', 'ski jump game', 'ski flying', 'skispringen', 'skisprung', 'skispringer', 'saut à ski', 'saut a ski', 'salto de esquí', 'salto con esquís', 'salto con gli sci', 'salto de esqui', 'salto com esqui'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: { player: 'ski jumper' },
    tagline:
      'Jump at the edge, keep your balance in the air and land in a telemark: three jumps, their points added',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    avatar: false,
    already: [
      [/\b(?:wind|winds|gusts?|breeze)\b/i, 'It already has wind: its arrow and speed at the top left change every jump, and a headwind carries you further.', { es: 'Ya tiene viento: su flecha y su fuerza arriba a la izquierda cambian en cada salto, y el viento de cara te lleva más lejos.', fr: 'Il y a déjà du vent : sa flèche et sa force en haut à gauche changent à chaque saut, et le vent de face te porte plus loin.', de: 'Es gibt schon Wind: Pfeil und Stärke oben links ändern sich bei jedem Sprung, und Gegenwind trägt dich weiter.', pt: 'Já tem vento: a seta e a força no canto superior esquerdo mudam a cada salto, e o vento contra leva você mais longe.', it: 'C’è già il vento: freccia e forza in alto a sinistra cambiano a ogni salto, e il vento contrario ti porta più lontano.' }], // prettier-ignore
    ],
    // ("Der Springer fährt die Schanze runter, man muss genau am Schanzentisch mit der Leertaste abspringen, in der Luft mit den Pfeiltasten die Balance halten und kurz vor der Landung nochmal Leertaste drücken für den Telemark. Weite in Metern anzeigen, 3 Sprünge… Wind")
    notThings: ['jump', 'jumps', 'hill', 'ramp', 'table', 'take-off', 'takeoff', 'edge', 'space', 'space bar', 'spacebar', 'arrow', 'arrows', 'arrow keys', 'key', 'keys', 'balance', 'air', 'landing', 'telemark', 'distance', 'meter', 'meters', 'metre', 'metres', 'point', 'points', 'wind', 'snow', 'ski', 'skis', 'keep', 'press', 'bar', 'take-off table', 'schanze', 'arrival', 'jumper'], // prettier-ignore
  },
  lightbot: {
    noun: 'Robot Coder',
    names: ['lightbot', 'light bot', 'light-bot', 'coding game', 'programming game', 'code the robot', 'program the robot', 'coding puzzle', 'coding puzzles', 'robot coding', 'robot programming', 'juego de programación', 'jeu de programmation', 'programmierspiel', 'jogo de programação', 'gioco di programmazione'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: { player: 'robot' },
    tagline: 'Put the blocks in order and run them: the robot lights every blue tile',
    parts: [],
    goal: false,
    fill: ['player'],
    avatar: false,
    already: [
      [/^(?![^]*\b(?:loops?|repeat\w*)\b)[^]*(?:\b(?:more )?levels?\b|\bharder\b|\btoo easy\b)/i, 'Its levels already grow harder one by one (the last ones need P1; ask for a loop block for six more); the numbered dots at the top go back to any reached.', { es: 'Sus niveles ya se vuelven más difíciles uno a uno (los últimos necesitan P1; pide un bloque de bucle para seis más); los puntos numerados de arriba vuelven a cualquiera ya alcanzado.', fr: 'Ses niveaux deviennent déjà plus durs un à un (les derniers demandent P1 ; demande un bloc boucle pour six de plus) ; les points numérotés en haut ramènent à ceux déjà atteints.', de: 'Die Level werden schon eins nach dem anderen schwerer (die letzten brauchen P1; frag nach einem Schleifenblock für sechs weitere); die nummerierten Punkte oben führen zu jedem erreichten zurück.', pt: 'Os níveis já ficam mais difíceis um a um (os últimos precisam de P1; peça um bloco de repetição para mais seis); os pontos numerados no alto voltam a qualquer um já alcançado.', it: 'I livelli diventano già più difficili uno alla volta (gli ultimi richiedono P1; chiedi un blocco ciclo per altri sei); i punti numerati in alto riportano a quelli raggiunti.' }], // prettier-ignore
      [/\b(?:functions?|procedures?|p1)\b/i, 'It already has P1 from level 6: a row of its own, run wherever its block is put (and it can call itself to repeat).', { es: 'Ya tiene P1 desde el nivel 6: una fila propia que se ejecuta donde pongas su bloque (y puede llamarse a sí misma para repetir).', fr: 'Il y a déjà P1 dès le niveau 6 : une rangée à part, lancée là où son bloc est posé (et elle peut s’appeler elle-même pour répéter).', de: 'Es gibt schon P1 ab Level 6: eine eigene Reihe, die dort läuft, wo ihr Block steht (und sie kann sich selbst aufrufen, um zu wiederholen).', pt: 'Já tem P1 a partir do nível 6: uma fileira própria, executada onde seu bloco for posto (e pode chamar a si mesma para repetir).', it: 'C’è già P1 dal livello 6: una riga a sé, eseguita dove metti il suo blocco (e può richiamare se stessa per ripetere).' }], // prettier-ignore
    ],
    // ("a little robot on a grid, the kids drag blocks (forward, turn left, turn right, jump, light) into a program row and press run… light up all the blue tiles. 8 levels starting super easy")
    notThings: ['grid', 'block', 'blocks', 'program', 'program row', 'row', 'run', 'step', 'steps', 'tile', 'tiles', 'blue tile', 'blue tiles', 'level', 'levels', 'forward', 'turn', 'left', 'right', 'jump', 'light', 'code', 'coding', 'class', 'grader', 'graders', 'kid', 'kids', 'child', 'children', 'student', 'students', 'goal', 'command', 'commands', 'loop', 'loops', 'function', 'functions'], // prettier-ignore
  },
  hidden: {
    noun: 'Hidden Objects',
    names: ['hidden object game', 'hidden object games', 'hidden objects game', 'hidden object', 'hidden objects', 'find the hidden objects', 'seek and find', 'i spy game', 'wimmelbild'], // prettier-ignore
    verbs: [],
    nouns: [],
    // The things are its extras: those listed first, then an attic's worth.
    roles: {},
    tagline: 'Find every thing on the list in the cluttered attic: tapping at random costs time',
    parts: ['highscores'],
    goal: false,
    fill: [],
    optional: ['target'],
    avatar: false,
    already: [
      [/\b(?:hints?|help|glow\w*|stuck)\b/i, 'It already has 💡 Hint: one of the things still hidden glows (then it waits a little).', { es: 'Ya tiene 💡 Pista: una de las cosas aún escondidas brilla (y luego espera un poco).', fr: 'Il y a déjà 💡 Indice : une des choses encore cachées brille (puis il faut attendre un peu).', de: 'Es gibt schon 💡 Tipp: Eines der noch versteckten Dinge leuchtet (danach heißt es kurz warten).', pt: 'Já tem 💡 Dica: uma das coisas ainda escondidas brilha (depois espera um pouco).', it: 'C’è già 💡 Aiuto: una delle cose ancora nascoste brilla (poi bisogna aspettare un po’).' }], // prettier-ignore
    ],
    // ("una vecchia soffitta piena di cose in disordine, in basso la lista di 10 oggetti da trovare (una chiave, un ombrello, un orologio, un gatto di porcellana...)… un pulsante aiuto che fa brillare un oggetto")
    notThings: ['object', 'objects', 'thing', 'things', 'list', 'mess', 'attic', 'room', 'scene', 'clutter', 'help', 'hint', 'button', 'tablet', 'time', 'second', 'seconds', 'click', 'clicks', 'si', 'bottom', 'porcelain', 'game', 'games'], // prettier-ignore
  },
  trail: {
    noun: 'Trail',
    names: ['oregon trail', 'the oregon trail', 'wagon trail', 'wagon train', 'pioneer trail', 'covered wagon', 'westward trail', 'california trail', 'mormon trail'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: { player: 'ox' },
    tagline: 'Buy your supplies, then the 2,000 miles to Oregon City a day at a time: keep your family alive',
    parts: ['highscores'],
    goal: false,
    fill: ['player'],
    avatar: false,
    already: [
      [/\bhunt\w*\b/i, 'It already has hunting: 🎯 Hunt spends a day and bullets for meat.', { es: 'Ya se puede cazar: 🎯 Cazar gasta un día y balas a cambio de carne.', fr: 'On peut déjà chasser : 🎯 Chasser coûte un jour et des balles contre de la viande.', de: 'Jagen gibt es schon: 🎯 Jagen kostet einen Tag und Kugeln und bringt Fleisch.', pt: 'Já dá para caçar: 🎯 Caçar gasta um dia e balas em troca de carne.', it: 'Si può già cacciare: 🎯 Caccia costa un giorno e proiettili in cambio di carne.' }], // prettier-ignore
    ],
    // ("The family buys supplies in Independence, Missouri (oxen, food, clothing, bullets, spare wagon parts) with $800, then travels about 2000 miles day by day. You can set the pace and food rations, random events happen (broken wheel, dysentery, thief in the night, storm), you pass landmarks like Fort Kearney and Chimney Rock, and at river crossings you choose to ford or take the ferry")
    notThings: ['family', 'supply', 'supplies', 'food', 'clothing', 'bullet', 'bullets', 'spare', 'part', 'parts', 'wagon part', 'wagon parts', 'mile', 'miles', 'day', 'pace', 'ration', 'rations', 'event', 'events', 'wheel', 'dysentery', 'thief', 'night', 'storm', 'landmark', 'landmarks', 'fort', 'rock', 'river', 'crossing', 'crossings', 'ferry', 'party', 'grade', 'history', 'teacher', 'class', 'city', 'missouri', 'oregon', 'independence', 'kearney', 'chimney', 'chimney rock', 'dollar', 'dollars', 'money', 'wagon', 'ford', 'win', 'whole party'], // prettier-ignore
  },
  snowflake: {
    noun: 'Snowflake Maker',
    names: ['paper snowflake', 'paper snowflakes', 'snowflake maker', 'snowflake cutter', 'cut out snowflakes', 'cut snowflakes', 'make snowflakes', 'snowflake craft', 'copos de nieve de papel', 'copo de nieve de papel', 'flocons de neige en papier', 'flocon de neige en papier', 'papierschneeflocken', 'schneeflocken basteln', 'flocos de neve de papel', 'fiocchi di neve di carta'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing needed; a thing named sits on the window sill.
    roles: {},
    tagline: 'Draw the cuts on the folded paper and unfold it into a six-pointed snowflake',
    parts: [],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("Show a folded paper triangle, the children draw the shapes they want to cut out with a finger or the mouse, then press 'Unfold' and it opens into the whole snowflake with 6-way symmetry. A button to start a new one, and maybe we can hang the finished ones on a window")
    notThings: ['paper', 'triangle', 'shape', 'shapes', 'finger', 'mouse', 'button', 'window', 'snowflake', 'snowflakes', 'class', 'children', 'child', 'kid', 'kids', 'smartboard', 'board', 'craft', 'afternoon', 'winter', 'year', 'symmetry', 'one', 'ones', 'scissors', 'fold', 'craft afternoon', 'winter craft', 'winter craft afternoon', 'unfold', 'new one', 'finished ones'], // prettier-ignore
  },
  chess: {
    noun: 'Chess',
    names: ['chess', 'chess game', 'play chess', 'ajedrez', 'échecs', 'echecs', 'jeu d’échecs', "jeu d'échecs", 'schach', 'schachspiel', 'xadrez', 'scacchi', 'gioco degli scacchi', 'schaken'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Checkmate the other king: every piece moves as in real chess',
    partTaglines: { twoPlayer: 'Two players, one board: checkmate the other king' },
    parts: ['twoPlayer', 'modes', 'highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    already: [
      [/\b(?:undo|take back|takeback|deshacer|annuler|rückgängig|desfazer|annulla)\b/i, 'Undo is already there: it takes back your last move and the computer’s answer.', { es: 'Deshacer ya está: retira tu última jugada y la respuesta del ordenador.', fr: 'Annuler est déjà là : il reprend ton dernier coup et la réponse de l’ordinateur.', de: 'Rückgängig gibt es schon: es nimmt deinen letzten Zug und die Antwort des Computers zurück.', pt: 'Desfazer já existe: retira a tua última jogada e a resposta do computador.', it: 'Annulla c’è già: riprende la tua ultima mossa e la risposta del computer.' }], // prettier-ignore
      [/\b(?:captured|taken|eaten|comido|comidas|capturad\w*|prises|geschlagen\w*|capturad\w*|mangiat\w*)\b/i, 'The pieces taken are already shown beside the board.', { es: 'Las piezas comidas ya se muestran junto al tablero.', fr: 'Les pièces prises sont déjà montrées à côté de l’échiquier.', de: 'Die geschlagenen Figuren stehen schon neben dem Brett.', pt: 'As peças capturadas já aparecem ao lado do tabuleiro.', it: 'I pezzi mangiati sono già mostrati accanto alla scacchiera.' }], // prettier-ignore
      [/\b(?:dots?|puntitos?|points?|punkte|pontinhos|puntini)\b[^.]*\b(?:move|go|ir|aller|ziehen|mover|muovere)\b|\blegal moves\b/i, 'The squares a piece can go to are already dotted when you pick it.', { es: 'Las casillas adonde puede ir una pieza ya se marcan con puntos al elegirla.', fr: 'Les cases où une pièce peut aller sont déjà marquées d’un point quand tu la prends.', de: 'Die Felder, auf die eine Figur ziehen kann, sind schon mit Punkten markiert, wenn du sie wählst.', pt: 'As casas para onde uma peça pode ir já ficam marcadas com pontos ao escolhê-la.', it: 'Le case dove un pezzo può andare sono già segnate con puntini quando lo scegli.' }], // prettier-ignore
    ],
    // ("cuando hago clic en una pieza que se marquen con puntitos las casillas… el enroque, la coronación del peón y el jaque mate")
    notThings: ['board', 'chessboard', 'piece', 'pieces', 'square', 'squares', 'king', 'kings', 'queen', 'queens', 'rook', 'rooks', 'bishop', 'bishops', 'knight', 'knights', 'pawn', 'pawns', 'castle', 'castling', 'check', 'checkmate', 'mate', 'stalemate', 'promotion', 'white', 'black', 'computer', 'opponent', 'move', 'moves', 'dot', 'dots', 'level', 'levels', 'beginner', 'undo', 'side', 'turn', 'clock'], // prettier-ignore
  },
  klondike: {
    noun: 'Solitaire',
    approx: ['spider solitaire', 'freecell', 'free cell'],
    names: ['klondike', 'klondike solitaire', 'solitaire', 'patience', 'card solitaire', 'classic solitaire', 'windows solitaire', 'solitario', 'solitär', 'solitaire klondike', 'paciencia', 'paciência', 'réussite', 'patience game'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing needed; a thing named is drawn on the backs of the cards.
    roles: {},
    tagline: 'Build each suit from Ace to King; move runs down in alternate colours',
    parts: ['highscores', 'timer'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    already: [
      [/\bundo\b|\btake (?:it )?back\b/i, 'Undo is already there, at the bottom: it takes back one move at a time.', { es: 'Deshacer ya está, abajo: retira una jugada cada vez.', fr: 'Annuler est déjà là, en bas : il reprend un coup à la fois.', de: 'Rückgängig gibt es schon, unten: es nimmt einen Zug nach dem anderen zurück.', pt: 'Desfazer já existe, em baixo: retira uma jogada de cada vez.', it: 'Annulla c’è già, in basso: riprende una mossa alla volta.' }], // prettier-ignore
      [/\b(?:score|clock|timer|time)\b[^.]*\b(?:corner|top)\b|\ba score and a clock\b/i, 'The score and the clock are already at the top.', { es: 'La puntuación y el reloj ya están arriba.', fr: 'Le score et l’horloge sont déjà en haut.', de: 'Punkte und Uhr stehen schon oben.', pt: 'A pontuação e o relógio já estão no alto.', it: 'Il punteggio e l’orologio sono già in alto.' }], // prettier-ignore
    ],
    // ("Seven columns, the deck in the top left that turns over one card at a time, and the four spaces at the top right… drag the cards, or double-click a card to send it up. A green table… the bouncing cards when you win")
    notThings: ['card', 'cards', 'column', 'columns', 'deck', 'stock', 'waste', 'pile', 'piles', 'space', 'spaces', 'foundation', 'foundations', 'ace', 'aces', 'king', 'kings', 'suit', 'suits', 'table', 'green table', 'laptop', 'grandson', 'granddaughter', 'game', 'one', 'top', 'left', 'right', 'time', 'undo', 'hint', 'score', 'move', 'moves', 'double click', 'double-click'], // prettier-ignore
  },
  blast: {
    noun: 'Block Blast',
    names: ['block blast', 'blockblast', 'block blast puzzle', 'block puzzle', 'block puzzle game', 'wood block puzzle', 'wooden block puzzle', 'woodoku', 'blockudoku', '1010', '1010!', 'ten ten', 'block sudoku', 'block blaster puzzle'], // prettier-ignore
    verbs: [],
    nouns: [],
    // Nothing needed: coloured blocks. A thing named is drawn on every block.
    roles: {},
    tagline: 'Drag the three shapes onto the grid: a full row or column clears, and combos score more',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("8x8 grid and at the bottom u get 3 shapes, drag them onto the grid. fill a full row or column and it clears… combos for clearing multiple lines, save high score")
    notThings: ['grid', 'shape', 'shapes', 'block', 'blocks', 'row', 'rows', 'column', 'columns', 'line', 'lines', 'combo', 'combos', 'phone', 'bottom', 'top', 'piece', 'pieces', 'score', 'high score', 'board', 'square', 'squares', 'cell', 'cells', 'tray'], // prettier-ignore
  },
  flow: {
    noun: 'Flow',
    names: ['flow free', 'flowfree', 'flow game', 'flow puzzle', 'free flow', 'numberlink', 'number link', 'connect the colored dots', 'connect the coloured dots', 'connect the dots with pipes', 'color connect', 'colour connect', 'dot connect', 'connect the pairs'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Join each pair of dots with a pipe of its colour: no crossings, every square filled',
    parts: ['levels', 'timer', 'highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    already: [
      [/\bhints?\b/i, 'A Hint button is already there: it lays one pipe the way the board was made.', { es: 'Ya hay un botón de pista: coloca una tubería como se hizo el tablero.', fr: 'Un bouton Indice est déjà là : il pose un tuyau comme la grille a été faite.', de: 'Einen Tipp-Knopf gibt es schon: er legt ein Rohr so, wie das Brett gebaut wurde.', pt: 'Já há um botão de dica: põe um tubo como o tabuleiro foi feito.', it: 'C’è già un pulsante Aiuto: posa un tubo come è stata fatta la griglia.' }], // prettier-ignore
    ],
    // ("grid with pairs of same colour dots, u drag from one dot to the other to make a pipe, pipes cant cross and u have to fill the whole board. start 5x5 then bigger levels")
    notThings: ['grid', 'pair', 'pairs', 'dot', 'dots', 'colour', 'color', 'colours', 'colors', 'pipe', 'pipes', 'cross', 'board', 'level', 'levels', 'square', 'squares', 'line', 'lines', 'pack', 'packs', 'star', 'stars', 'hint', 'bridge', 'bridges', 'move', 'moves', 'timer', 'mode'], // prettier-ignore
  },
  connections: {
    noun: 'Connections',
    names: ['nyt connections', 'connections puzzle', 'connections game', 'connections word game', 'the connections game', 'four groups of four', 'groups of four words', 'connecting wall', 'only connect wall', 'group the words'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Sixteen words, four groups of four: find what links them before four mistakes',
    parts: ['highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    already: [
      [/\b(?:shuffle|deselect)\b/i, 'Shuffle and Deselect all are already there, beside Submit.', { es: 'Mezclar y Deseleccionar ya están, junto a Enviar.', fr: 'Mélanger et Tout désélectionner sont déjà là, à côté de Valider.', de: 'Mischen und Auswahl aufheben gibt es schon, neben Abschicken.', pt: 'Baralhar e Desmarcar já estão lá, ao lado de Enviar.', it: 'Mescola e Deseleziona ci sono già, accanto a Invia.' }], // prettier-ignore
    ],
    // ("16 words in a 4x4 grid, you select 4 that you think belong together and press Submit… a coloured bar (yellow, green, blue, and purple for the hardest) showing the category name. Four mistakes and you're out")
    notThings: ['word', 'words', 'grid', 'group', 'groups', 'category', 'categories', 'bar', 'bars', 'mistake', 'mistakes', 'button', 'buttons', 'puzzle', 'puzzles', 'book club', 'club', 'book', 'yellow', 'green', 'blue', 'purple', 'colour', 'color', 'name', 'submit', 'shuffle', 'deselect', 'nyt', 'tile', 'tiles', 'showing', 'one', 'ones'], // prettier-ignore
  },
  epidemic: {
    noun: 'Epidemic',
    names: ['epidemic simulation', 'epidemic simulator', 'epidemic sim', 'pandemic simulation', 'pandemic simulator', 'flatten the curve', 'virus simulation', 'virus simulator', 'disease simulation', 'disease spread simulation', 'outbreak simulation', 'infection simulation', 'sir model', 'simulación de epidemia', 'simulation d’épidémie', "simulation d'épidémie", 'epidemiesimulation', 'simulação de epidemia', 'simulazione di epidemia'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Dots that touch pass it on: set the infection chance and who stays home, and watch the curve',
    parts: [],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("About 200 dots move around a box and bounce off each other. Grey = healthy, red = infected, blue = recovered… Sliders for the infection chance and for the percentage of people who stay at home… A live graph… and a Restart button")
    notThings: ['dot', 'dots', 'box', 'slider', 'sliders', 'graph', 'chart', 'line', 'button', 'restart', 'class', 'biology', 'biology class', 'year 10 biology class', 'science class', 'washington', 'washington post', 'post', 'immune', 'immunity', 'run', 'percent', 'number', 'compare runs', 'students', 'student', 'bounce', 'while', 'year', 'person', 'people', 'percentage', 'chance', 'infection', 'curve', 'simulation', 'counter', 'town', 'towns', 'run', 'runs', 'lesson', 'week', 'vaccine', 'vaccines', 'vaccination', 'hospital', 'capacity', 'mask', 'masks', 'measure', 'measures', 'setting', 'settings', 'toggle', 'post', 'washington post', 'home', 'time', 'grey', 'red', 'blue', 'green', 'healthy', 'infected', 'recovered'], // prettier-ignore
  },
  backgammon: {
    noun: 'Backgammon',
    names: ['backgammon', 'backgamon', 'back gammon', 'backgamman', 'tavla', 'tavli', 'trictrac', 'tric trac', 'tric-trac', 'shesh besh', 'sheshbesh', 'jacquet', 'tablas reales', 'gamão', 'gamao', 'tavola reale'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: { player: 'white circle', enemy: 'black circle' },
    tagline: 'Roll, move your fifteen home and bear them off before the other side',
    partTaglines: { twoPlayer: 'Two players, one board: roll, hit and bear off first' },
    parts: ['twoPlayer', 'highscores'],
    goal: false,
    fill: ['player', 'enemy'],
    avatar: false,
    already: [
      [/\b(?:highlight|show|mark|light)\w*\b[^.]*\b(?:move|moves|go|can|legal|where)\b/i, 'The points you can move to are already lit when you pick a checker.', { es: 'Los puntos a los que puedes mover ya se iluminan al elegir una ficha.', fr: 'Les flèches où tu peux aller s’allument déjà quand tu choisis un pion.', de: 'Die Felder, auf die du ziehen kannst, leuchten schon, wenn du einen Stein wählst.', pt: 'As casas para onde podes mover já se acendem ao escolher uma peça.', it: 'Le punte dove puoi muovere si illuminano già quando scegli una pedina.' }], // prettier-ignore
      [/\b(?:slide|slides|sliding|animat\w*|one by one|slow\w*|see what)\b/i, 'The checkers already slide one by one, the computer’s too, so every move can be followed.', { es: 'Las fichas ya se deslizan una a una, también las del ordenador, para seguir cada jugada.', fr: 'Les pions glissent déjà un par un, ceux de l’ordinateur aussi, pour suivre chaque coup.', de: 'Die Steine gleiten schon einer nach dem anderen, auch die des Computers, damit man jeden Zug sieht.', pt: 'As peças já deslizam uma a uma, também as do computador, para seguir cada jogada.', it: 'Le pedine scorrono già una per una, anche quelle del computer, per seguire ogni mossa.' }], // prettier-ignore
    ],
    // ("click the dice to roll, click a checker then where it goes. hitting and the bar and bearing off should all work")
    notThings: ['board', 'checker', 'checkers', 'piece', 'pieces', 'stone', 'stones', 'counter', 'counters', 'die', 'dice', 'point', 'points', 'bar', 'home', 'home board', 'computer', 'opponent', 'roll', 'rolls', 'move', 'moves', 'turn', 'turns', 'hit', 'hitting', 'bearing off', 'bear off', 'cube', 'doubling cube', 'white', 'black', 'man', 'men', 'triangle', 'triangles', 'blot', 'blots', 'pip', 'pips', 'double', 'doubles'], // prettier-ignore
  },
  bridge: {
    noun: 'Bridge Builder',
    names: ['bridge builder', 'bridge building', 'bridge build', 'build a bridge', 'build bridges', 'building bridges', 'bridge constructor', 'poly bridge', 'polybridge', 'bridge engineer', 'bridge construction', 'construire un pont', 'constructeur de ponts', 'construir un puente', 'constructor de puentes', 'brückenbauer', 'brücken bauen', 'brücke bauen', 'construir uma ponte', 'costruire un ponte', 'costruttore di ponti'], // prettier-ignore
    verbs: [],
    nouns: [],
    // The car that crosses; a thing named drives instead (a bus, a truck).
    roles: { player: 'car' },
    tagline: 'Join the banks with beams and road on budget, then send the {player} across',
    parts: ['levels', 'highscores'],
    goal: false,
    fill: ['player'],
    avatar: false,
    already: [
      [/\b(?:add|show|put)\b[^.]*\bbudget\b|\bbudget (?:at|on) the top\b/i, 'The budget is already shown at the top, each beam taken from it as it is laid.', { es: 'El presupuesto ya se muestra arriba, cada viga se descuenta al ponerla.', fr: 'Le budget est déjà affiché en haut, chaque poutre en est retirée à la pose.', de: 'Das Budget steht schon oben, jeder Balken wird beim Legen abgezogen.', pt: 'O orçamento já aparece no alto, cada viga é descontada ao ser posta.', it: 'Il budget è già mostrato in alto, ogni trave viene scalata quando la posi.' }], // prettier-ignore
      [/\b(?:grid|snap\w*)\b/i, 'The joints already snap to a grid of dots.', { es: 'Las uniones ya se ajustan a una cuadrícula de puntos.', fr: 'Les nœuds s’accrochent déjà à une grille de points.', de: 'Die Knoten rasten schon in einem Punkteraster ein.', pt: 'As juntas já se encaixam numa grelha de pontos.', it: 'I giunti si agganciano già a una griglia di punti.' }], // prettier-ignore
      [/\b(?:stress|stressed|go red|turn red|break|breaks)\b/i, 'Beams already turn from green to red under stress and snap when overloaded.', { es: 'Las vigas ya pasan de verde a rojo con la tensión y se rompen si se sobrecargan.', fr: 'Les poutres passent déjà du vert au rouge sous la contrainte et cassent en surcharge.', de: 'Balken färben sich unter Last schon von grün nach rot und brechen bei Überlast.', pt: 'As vigas já passam de verde a vermelho sob tensão e partem com excesso de carga.', it: 'Le travi già passano dal verde al rosso sotto sforzo e si spezzano se sovraccaricate.' }], // prettier-ignore
    ],
    // ("theres a gap over a river, u click between the joints to put wood beams and road pieces, then press play and a car drives across. if beams get too much stress they go red and snap. budget at the top")
    notThings: ['gap', 'river', 'joint', 'joints', 'beam', 'beams', 'wood', 'wood beam', 'wood beams', 'wooden beam', 'wooden beams', 'road', 'road piece', 'road pieces', 'piece', 'pieces', 'steel', 'steel beam', 'steel beams', 'budget', 'stress', 'grid', 'play', 'bridge', 'bridges', 'level', 'levels', 'star', 'stars', 'bank', 'banks', 'cliff', 'cliffs', 'anchor', 'anchors', 'water', 'top', 'material', 'materials', 'physics', 'level select', 'level select screen', 'screen'], // prettier-ignore
  },
  jenga: {
    noun: 'Jenga',
    names: ['jenga', 'tumbling tower', 'tumble tower', 'block tower game', 'wooden tower game', 'wood block tower', 'stacking tower', 'torre de bloques', 'tour de blocs', 'wackelturm', 'torre di legno'], // prettier-ignore
    verbs: [],
    nouns: [],
    roles: {},
    tagline: 'Pull a block from the tower and put it on top, and don\u2019t be the one who makes it fall',
    partTaglines: {
      twoPlayer: 'Take turns pulling a block and putting it on top: whoever topples the tower loses',
    },
    parts: ['twoPlayer', 'highscores'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("tower of wood blocks, u take turns pulling 1 block out with the mouse and putting it on top. if the tower falls the one who made it fall loses. real physics so it wobbles")
    notThings: ['tower', 'block', 'blocks', 'wood block', 'wood blocks', 'wooden block', 'wooden blocks', 'wood', 'mouse', 'top', 'turn', 'turns', 'physics', 'real physics', 'brother', 'sister', 'computer', 'player', 'players', 'layer', 'layers', 'level', 'levels', 'piece', 'pieces', 'table', 'one', 'loser', 'winner'], // prettier-ignore
  },

  periodic: {
    noun: 'Elements',
    names: ['periodic table', 'periodic table game', 'periodic table quiz', 'element game', 'elements game', 'find the element', 'place the elements'], // prettier-ignore
    verbs: [],
    nouns: ['element', 'elements'],
    roles: {},
    tagline: 'Find where each element belongs in the periodic table',
    parts: ['levels', 'highscores', 'timer'],
    goal: true,
    fill: ['player'],
    optional: ['player'], // (who asks, when named)
    avatar: false,
    // ("the first 36 elements in their real positions with empty boxes, students click where it belongs")
    notThings: ['element', 'elements', 'box', 'boxes', 'position', 'positions', 'table', 'class', 'chemistry', 'student', 'students', 'question', 'questions', 'score', 'name', 'green', 'red', 'empty box', 'school', 'high school', 'potassium', 'real position', 'real positions', 'place'], // prettier-ignore
  },
  betting: {
    noun: 'Bets',
    names: ['horse betting', 'horse race betting', 'bet on horses', 'bet on the horses', 'betting game', 'race betting', 'place bets', 'place a bet', 'bookie'], // prettier-ignore
    verbs: ['bet', 'wager', 'gamble'],
    nouns: ['odds', 'stake', 'bookmaker', 'wager', 'bet'],
    roles: { player: 'horse' },
    tagline: 'Pick a runner, bet on it, and watch the race: a winner pays its odds',
    parts: ['highscores', 'timer'],
    goal: true,
    fill: ['player'],
    avatar: false,
    // ("6 horses with different odds, start with 100 coins, choose the horse and how much to bet, watch the race")
    notThings: ['odds', 'stake', 'bet', 'bets', 'coin', 'coins', 'money', 'race', 'races', 'point', 'points', 'bookmaker', 'wager', 'viewer'], // prettier-ignore
  },
  archery: {
    noun: 'Archery',
    names: ['archery', 'archery game', 'bow and arrow game', 'bow and arrows game', 'bullseye'],
    verbs: [],
    nouns: ['bow', 'bullseye', 'quiver'],
    roles: { player: 'archer', shot: 'arrow' },
    tagline: 'Pull back, mind the wind, and hit the middle of the target',
    parts: ['levels', 'highscores', 'timer'],
    goal: false,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("bow on the left, target on the right, hold the mouse to pull back, wind shown with an arrow, rings")
    notThings: ['target', 'targets', 'ring', 'rings', 'wind', 'distance', 'mouse', 'round', 'rounds', 'left', 'right', 'bow', 'point', 'points', 'arrow', 'arrows', 'shoot', 'shot', 'etc'], // prettier-ignore
  },
  nonogram: {
    noun: 'Nonogram',
    names: ['nonogram', 'nonograms', 'picross', 'griddler', 'griddlers', 'paint by numbers', 'hanjie', 'picture logic', 'pic-a-pix'], // prettier-ignore
    verbs: [],
    nouns: ['nonogram'],
    // (nothing needed: squares filled in; a picture named is the first to find)
    roles: {},
    tagline: 'Fill the squares the numbers give to find the hidden picture',
    parts: ['levels', 'highscores', 'timer'],
    goal: true,
    fill: ['target'],
    optional: ['target'],
    avatar: false,
    // ("numbers on the rows and columns tell u how many filled squares, click to fill, little pictures")
    already: [
      [/\bright[- ]?click|\bput an? x\b|\bmark (?:them|it|squares?|cells?) (?:as )?empty\b/i, 'A right click (or holding a square, or the ✕ button) already marks a square as empty.'], // prettier-ignore
      [/\bhints?\b/i, 'The 💡 Hint button already fills in one right square (for a few points).'],
    ],
    notThings: ['number', 'numbers', 'row', 'rows', 'column', 'columns', 'square', 'squares', 'puzzle', 'puzzles', 'picture', 'pictures', 'grid', 'cell', 'cells', 'click', 'x', 'hint', 'button', 'hint button'], // prettier-ignore
  },
  mastermind: {
    noun: 'Mastermind',
    names: ['mastermind', 'master mind', 'code breaker', 'codebreaker', 'break the code', 'crack the code', 'bulls and cows', 'guess the code'], // prettier-ignore
    verbs: [],
    nouns: ['peg', 'code'],
    // (nothing to name: pegs of plain colours)
    roles: {},
    tagline: 'Crack the hidden code of colours: black is right in place, white is right but elsewhere',
    parts: ['levels', 'highscores', 'timer'],
    goal: false,
    fill: ['player'],
    optional: ['player'], // (who hides the code, when named)
    avatar: false,
    // ("the computer hides 4 colors out of 6, 10 tries, black pegs for right color right spot")
    notThings: ['peg', 'pegs', 'code', 'color', 'colors', 'colour', 'colours', 'try', 'tries', 'guess', 'guesses', 'spot', 'spots', 'computer', 'black', 'white', 'right', 'wrong', 'out', 'hole', 'holes', 'slot', 'slots', 'position', 'row', 'rows'], // prettier-ignore
  },
  boxes: {
    noun: 'Dots and Boxes',
    names: ['dots and boxes', 'dot and box', 'dots & boxes', 'boxes game', 'squares game', 'pen the pig'],
    verbs: [],
    nouns: ['dot', 'box'],
    // (nothing named: each side a plain colour with its number)
    roles: {},
    tagline: 'Draw a line a turn: close a box to take it and go again',
    partTaglines: { twoPlayer: 'Two players, one grid: draw lines, close boxes, take the most' },
    parts: ['twoPlayer', 'highscores', 'timer'],
    goal: false,
    fill: ['player', 'enemy'],
    optional: ['player', 'enemy'],
    avatar: false,
    // ("a 5x5 grid for 2 people on the same computer, whoever closes a square gets the point")
    notThings: ['dot', 'dots', 'box', 'boxes', 'line', 'lines', 'square', 'squares', 'grid', 'point', 'points', 'person', 'people', 'computer', 'player', 'players', 'turn', 'turns'], // prettier-ignore
  },
  battleship: {
    noun: 'Battleship',
    names: ['battleship', 'battleships', 'sea battle', 'naval battle', 'sink the fleet', 'sink the ships', 'sink my battleship'], // prettier-ignore
    verbs: ['sink'],
    nouns: ['fleet', 'battleship', 'destroyer', 'carrier', 'submarine'],
    roles: { player: 'ship' },
    tagline: 'Place your fleet, then fire in turns: sink every ship of the computer’s first',
    parts: ['timer', 'highscores'],
    goal: false,
    fill: ['player'],
    avatar: false,
    // ("10x10 board, I place my ships at the start, then we fire in turns; say water, hit or sunk")
    notThings: ['board', 'grid', 'turn', 'turns', 'computer', 'ship', 'ships', 'fleet', 'water', 'hit', 'sunk', 'miss', 'shot', 'start', 'battle', 'sea', 'ocean'], // prettier-ignore
  },
  topple: {
    noun: 'Tower',
    names: ['physics stacking', 'physics stack', 'stacking physics', 'tower bloxx', 'wobbly tower', 'wobbly stack', 'box stacking', 'stack the boxes', 'stack boxes', 'stacking boxes', 'crate stacking'], // prettier-ignore
    verbs: ['topple', 'wobble', 'teeter'],
    nouns: ['crane'],
    roles: { target: 'box' },
    tagline: 'Let each {target:1} go from the crane and build the tower high: too many fall and it is over',
    parts: ['timer', 'highscores', 'night'],
    goal: true,
    fill: ['target', 'player'],
    avatar: false,
    optional: ['player'], // (who works the crane, when named)
    notThings: ['physics', 'physic', 'tower', 'crane', 'height', 'stack', 'top', 'wobble', 'edge'],
  },
  lines: {
    noun: 'Lines',
    names: ['draw lines', 'draw a line', 'draw the line', 'line drawing', 'line-drawing', 'drawing lines', 'line rider', 'physics sandbox', 'physics drawing', 'drawing physics', 'draw physics', 'brain it on', 'draw to guide', 'lines i draw', 'lines i drew', 'lines you draw', 'lines with the mouse', 'draw ramps'], // prettier-ignore
    verbs: [],
    nouns: ['line', 'ink', 'sandbox', 'physics'],
    roles: { target: 'ball', goal: 'bucket' },
    tagline: 'Draw lines that send the falling {target} into the {goal:1}',
    taglineAlt: 'Draw lines and watch the falling {target} bounce',
    parts: ['timer', 'levels', 'night', 'highscores'],
    goal: true,
    fill: ['target', 'goal', 'hazard'],
    optional: ['hazard', 'player'],
    avatar: false,
    notThings: [
      'line',
      'ink',
      'mouse',
      'sandbox',
      'physics',
      'physic',
      'game',
      'top',
      'button',
      'everything',
      'ramp',
    ],
  },
  curling: {
    noun: 'Curling',
    names: ['curling', 'curling game', 'curling stone'],
    verbs: ['sweep'],
    nouns: ['curling', 'house', 'broom'],
    roles: { player: 'broom', shot: 'curling' },
    tagline: 'Slide the stones into the house, and sweep to carry them further',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['shot'],
  },
  fraction: {
    noun: 'Fractions',
    names: ['fraction', 'fractions', 'fraction game', 'fractions game', 'fraction pizza', 'pizza fractions', 'fraction practice', 'learn fractions', 'equivalent fractions'], // prettier-ignore
    verbs: [],
    nouns: ['fraction', 'fractions', 'numerator', 'denominator'],
    roles: { target: 'pizza' },
    tagline: 'Top the {target} to show each fraction',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target'],
    avatar: false,
  },
  airport: {
    noun: 'Airport',
    names: ['air traffic control', 'air traffic controller', 'air traffic', 'airport game', 'atc'], // prettier-ignore
    verbs: [],
    nouns: ['airport', 'runway', 'gate', 'terminal', 'control tower', 'fuel', 'land'],
    // The planes to bring down; a storm (when named) closes a runway now and then.
    roles: { target: 'airplane' },
    optional: ['hazard'],
    tagline: 'Land every {target:1} before its fuel runs out, then send it to a gate',
    parts: [...ALWAYS, 'night'],
    goal: true,
    fill: ['target', 'hazard'],
    avatar: false,
  },
  count: {
    noun: 'Count',
    names: ['counting game', 'how many'],
    verbs: ['count'],
    nouns: ['tally'],
    roles: { target: 'sheep' },
    optional: ['hazard'],
    tagline: 'Count the {target} as they go by, then say how many',
    parts: ALWAYS,
    goal: true,
    fill: ['target', 'hazard'],
    avatar: false,
  },
  drop: {
    noun: 'Drop',
    names: ['bombing run', 'bomber', 'chimney drop', 'present drop', 'air drop', 'airdrop', 'water bomber'],
    // (dropping is said of many games: a drop from the air onto what is below is found in understand)
    verbs: [],
    nouns: [],
    roles: { player: 'plane', shot: 'package', target: 'house' },
    optional: ['hazard'],
    tagline: 'Drop the {shot} onto the {target} as you fly over, not into the {hazard}',
    taglineAlt: 'Drop the {shot} onto the {target} as you fly over',
    partTaglines: { powerups: 'Drop the {shot} onto the {target}: a star drops three at once' },
    parts: [...ALWAYS, 'powerups', 'night'],
    goal: true,
    fill: ['target', 'shot', 'player'], // (a danger only when one is named: "avoid the birds")
    avatar: false,
  },
  wordsearch: {
    noun: 'Word Search',
    names: ['word search', 'wordsearch', 'word find', 'find the words', 'hidden words', 'word hunt', 'letter grid', 'search the words'], // prettier-ignore
    verbs: [],
    nouns: ['wordsearch'],
    // Words from the prompt's things or topic, each listed with the picture of what it names.
    roles: { player: 'letters' },
    tagline: 'Find the hidden words: drag across their letters',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: [],
    avatar: false,
  },
  numbers: {
    noun: 'Rush',
    names: ['tap the numbers in order', 'numbers in order', 'number order', 'number rush', 'schulte table', '1 to 50', '1 to 25'], // prettier-ignore
    verbs: [],
    nouns: [],
    // target = what each number is shown on: a plain tile for 'number'.
    roles: { target: 'number' },
    tagline: 'Tap the numbers in order, as fast as you can',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target'],
    avatar: false,
  },
  grow: {
    noun: 'Feast',
    names: ['feeding frenzy', 'eat or be eaten', 'fish eat fish', 'big fish little fish', 'hole io'], // prettier-ignore
    verbs: [],
    nouns: [],
    // (the rivals are your own kind unless the prompt says: bigger fish, bigger slimes)
    roles: { player: 'fish', target: 'shrimp' },
    mirror: true,
    tagline: 'Eat the {target} and grow, but the bigger {enemy} eat you',
    taglineAlt: 'Eat the {target} to grow bigger',
    parts: [...ALWAYS, 'night'],
    goal: true,
    fill: ['target', 'hazard'],
    optional: ['enemy', 'hazard'],
  },
  sneak: {
    noun: 'Sneak',
    names: ['stealth', 'stealth game', 'red light green light', 'squid game', 'heist', 'metal gear'],
    verbs: ['sneak', 'tiptoe', 'creep'],
    nouns: ['stealth', 'heist'],
    // (without watchers named, those you sneak up on are the watchers: a ghost scaring people)
    roles: { player: 'ninja', target: 'diamond', enemy: 'guard' },
    tagline: 'Take the {target} without the {enemy} seeing you',
    taglineAlt: 'Sneak up on the {target} without being seen',
    partTaglines: { sleeps: 'Take the {target} while the {enemy:1} sleeps: freeze when it wakes' },
    parts: [...ALWAYS, 'night', 'sleeps'],
    goal: true,
    fill: ['target', 'enemy', 'player'],
  },
  knock: {
    noun: 'Mischief',
    names: ['catlateral damage', 'knock things off', 'knock things over'],
    verbs: [],
    nouns: [],
    // (without things named, the table has a household's: cups, vases, plants)
    roles: { player: 'cat', target: 'thing', enemy: 'owner' },
    tagline: 'Knock the {target} off the table while the {enemy:1} is not looking',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target', 'player', 'enemy'],
  },
  dots: {
    noun: 'Dots',
    names: ['connect the dots', 'connect the dot', 'join the dots', 'dot to dot', 'dot-to-dot'],
    approx: ['drawing game', 'draw something'],
    verbs: [],
    nouns: [],
    roles: { target: 'star' },
    tagline: 'Connect the dots to draw the {target:1}',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target'],
    avatar: false,
    // ("loves dot to dot books… numbered dots, he clicks 1 then 2 and it draws a line")
    notThings: ['book', 'books', 'computer', 'dot', 'dots', 'number', 'numbers', 'numbered dot', 'numbered dots', 'line', 'lines', 'picture', 'pictures', 'son', 'daughter', 'kid', 'child'], // prettier-ignore
  },
  bubbles: {
    noun: 'Bubbles',
    names: [
      'bubble shooter',
      'bubble shooting',
      'bubble shoot',
      'shoot bubbles',
      'shoot the bubbles',
      'bubble blast',
      'puzzle bobble',
      'bust a move',
      'bubble witch',
    ],
    verbs: [],
    nouns: [],
    // (the kinds of bubble: plain coloured ones unless the prompt names what they are)
    roles: { target: 'bubble' },
    optional: ['player'],
    tagline: 'Aim and shoot {target}: three of a kind together pop',
    parts: ['timer', 'levels', 'highscores', 'powerups'],
    goal: true,
    fill: ['target', 'ally', 'hazard', 'enemy'],
    avatar: false,
  },
  tongue: {
    noun: 'Snack',
    names: ['frog tongue', 'tongue game'],
    verbs: ['lick'],
    nouns: ['tongue'],
    roles: { player: 'frog', target: 'fly' },
    optional: ['hazard'],
    tagline: 'Flick your tongue to catch the {target}, not the {hazard}',
    taglineAlt: 'Flick your tongue to catch the {target}',
    parts: ['timer', 'levels', 'highscores', 'powerups', 'night'],
    goal: true,
    fill: ['target', 'hazard', 'player'],
  },
  decorate: {
    noun: 'Decorating',
    names: ['dress up', 'dress-up', 'dressup', 'decorating game', 'makeover', 'decorate'],
    verbs: ['decorate', 'adorn', 'dress', 'trim', 'accessorize', 'accessorise'],
    nouns: [
      'decoration',
      'ornament',
      'bauble',
      'tinsel',
      'outfit',
      'makeover',
      'sprinkle',
      'frosting',
      'icing',
    ],
    // (what is decorated and what goes on it: compose.ts DECOR)
    roles: { player: 'christmas tree', target: 'star' },
    tagline: 'Decorate the {player:1}: put the {target} and more where you like',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['player', 'target'],
    avatar: false,
    // ("click on hats on the side to put them on him, a button to make him do a little dance at the end")
    notThings: ['dance', 'button', 'side', 'middle', 'end', 'outfit', 'clothes', 'background', 'backgrounds'],
  },
  chop: {
    noun: 'Chop',
    names: ['timberman', 'lumberjack game', 'wood chopping', 'chopping wood', 'chop the tree'],
    verbs: [],
    nouns: ['lumberjack', 'woodcutter', 'timber', 'axe'],
    roles: { player: 'lumberjack', target: 'tree' },
    optional: ['hazard'],
    tagline: 'Chop the {target:1} log by log, and keep clear of the branches',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['player', 'target', 'hazard'],
  },
  slope: {
    noun: 'Downhill',
    names: [
      'skifree',
      'ski game',
      'skiing game',
      'snowboard game',
      'snowboarding game',
      'sledding game',
      'downhill',
    ],
    verbs: ['ski', 'snowboard', 'sled', 'sledge', 'toboggan'],
    nouns: ['ski', 'snowboard', 'sled', 'sledge', 'slope', 'toboggan'],
    roles: { player: 'skier', hazard: 'tree' },
    optional: ['target', 'goal'],
    // ("ramps u can jump off and press space in the air for a trick": not here yet, no thing to collect)
    notThings: ['ramp', 'ramps', 'trick', 'tricks', 'mountain', 'bonus', 'gate', 'gates'],
    tagline: 'Slide down the slope: grab the {target}, miss the {hazard}',
    taglineAlt: 'Slide down the slope and miss the {hazard}',
    partTaglines: {
      chaser: [
        'Slide down: grab the {target}, keep ahead of the {enemy:1}',
        'Slide down the slope and keep ahead of the {enemy:1}',
      ],
    },
    parts: ['timer', 'levels', 'highscores', 'powerups', 'night', 'chaser'],
    goal: true,
    fill: ['hazard', 'target', 'player'],
  },
  dig: {
    noun: 'Dig',
    names: ['treasure dig', 'digging game', 'dig for treasure', 'treasure hunt dig'],
    verbs: ['dig', 'excavate', 'unearth', 'bury'],
    nouns: ['shovel', 'spade', 'excavation', 'archaeologist'],
    roles: { player: 'shovel', target: 'treasure' },
    optional: ['hazard'],
    tagline: 'Dig up the {target}: red is hot, blue is cold, and the digs run out',
    parts: ['timer', 'levels', 'highscores'],
    goal: true,
    fill: ['target', 'player', 'hazard'],
  },
  herd: {
    noun: 'Roundup',
    names: ['herding', 'sheepdog game', 'round up', 'roundup'],
    verbs: ['herd', 'corral', 'shepherd', 'wrangle'],
    nouns: ['flock', 'herding'],
    roles: { player: 'dog', target: 'sheep' },
    optional: ['goal', 'enemy'],
    tagline: 'Herd the {target} into the pen, keep them from the {enemy:1}',
    taglineAlt: 'Herd the {target} into the pen',
    parts: ['timer', 'levels', 'highscores', 'night'],
    goal: true,
    fill: ['target', 'player', 'enemy'],
    already: [
      [/\bbark|\bscare\b/i, 'The dog already scares a wolf off: run at it before it takes a sheep.', { es: 'El perro ya espanta al lobo: corre hacia él antes de que se lleve una oveja.', fr: 'Le chien fait déjà fuir le loup : fonce sur lui avant qu’il prenne un mouton.', de: 'Der Hund verscheucht den Wolf schon: lauf auf ihn zu, bevor er ein Schaf holt.', pt: 'O cachorro já espanta o lobo: corra até ele antes que pegue uma ovelha.', it: 'Il cane spaventa già il lupo: corri verso di lui prima che prenda una pecora.' }], // prettier-ignore
    ],
    // ("keep them from the escape", "you bark with space")
    notThings: ['escape', 'space', 'bark', 'pen', 'field', 'fence', 'gap', 'flock'],
  },
  swing: {
    noun: 'Swing',
    names: ['stickman hook', 'vine swing', 'rope swing', 'grappling hook', 'web swing', 'tarzan'],
    verbs: ['swing'],
    nouns: ['vine', 'liana', 'grapple'],
    // (in a jungle, bananas: compose.ts LOCAL)
    roles: { player: 'monkey', target: 'star' },
    optional: ['hazard'],
    tagline: 'Swing from vine to vine, grab the {target}, mind the {hazard} below',
    taglineAlt: 'Swing from vine to vine and grab the {target}',
    parts: ['timer', 'levels', 'highscores', 'night'],
    goal: true,
    fill: ['target', 'hazard', 'player'],
  },
  sudoku: {
    noun: 'Sudoku',
    names: ['sudoku', 'su doku', 'number place', 'number puzzle'],
    approx: ['kakuro', 'killer sudoku', 'kenken'],
    verbs: [],
    nouns: [],
    // Nothing named: numbers. Named things (four or more) are the symbols.
    roles: {},
    tagline: 'Fill the grid: each row, column and box holds every one once',
    parts: ['levels', 'timer', 'highscores'],
    goal: false,
    fill: ['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'],
    optional: ['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'],
    // ("a proper 9x9 sudoku… click a cell and type a number, a notes mode for pencil-mark candidates, conflicts in red, undo")
    notThings: ['cell', 'cells', 'number', 'numbers', 'digit', 'digits', 'note', 'notes', 'notes mode', 'pencil', 'pencil mark', 'pencil marks', 'pencil-mark', 'candidate', 'candidates', 'conflict', 'conflicts', 'undo', 'undo button', 'button', 'timer', 'solution', 'solutions', 'puzzle', 'puzzles', 'paper', 'newspaper', 'morning', 'grid', 'row', 'rows', 'column', 'columns', 'box', 'boxes', 'square', 'squares', 'mode', 'engineer', 'retired engineer', 'red', 'mark', 'marks', 'generated', 'fresh', 'one'], // prettier-ignore
    avatar: false,
  },
  pinball: {
    noun: 'Pinball',
    names: ['pinball', 'pin ball', 'flipper game', 'flipper'],

    verbs: [],
    nouns: ['flipper', 'bumper', 'machine', 'table', 'plunger'],
    roles: { target: 'star' },
    // ("two flippers, a plunger to launch with space, 3 balls per game": the machine's own parts)
    notThings: ['flipper', 'flippers', 'plunger', 'table', 'machine', 'light', 'lights', 'point', 'points', 'drain', 'launch', 'left', 'right', 'arrow', 'arrow key', 'arrow keys', 'key', 'keys'], // prettier-ignore
    tagline: 'Flip the ball into the {target}, and keep it out of the drain',
    parts: ['boss', 'levels', 'timer', 'night', 'highscores'],
    goal: true,
    fill: ['target', 'shot', 'enemy'],
    optional: ['shot', 'enemy'],
    avatar: false,
  },
  rps: {
    noun: 'Showdown',
    names: [
      'rock paper scissors',
      'rock, paper, scissors',
      'paper scissors rock',
      'scissors paper rock',
      'roshambo',
      'janken',
      'piedra papel tijera',
      'pierre feuille ciseaux',
      'schere stein papier',
      'carta forbice sasso',
      'pedra papel tesoura',
    ],
    verbs: [],
    nouns: [],
    // The three throws, each beating the next but one (rock blunts scissors, scissors cut paper, paper
    // wraps rock); the enemy is who you play against.
    roles: { player: 'rock', target: 'paper', ally: 'scissors', enemy: 'robot' },
    tagline: '{player:1}, {target:1}, {ally:1}: beat the {enemy:1}, best of five',
    partTaglines: { twoPlayer: 'Two players, secret picks: best of five' },
    parts: ['twoPlayer', 'levels', 'timer', 'highscores'],
    goal: false,
    fill: ['player', 'target', 'ally', 'enemy'],
    avatar: false,
  },
  pacman: {
    noun: 'Muncher',
    names: [
      'pacman',
      'pac man',
      'pac-man',
      'ms pacman',
      'eat the dots',
      'eat all the dots',
      'eat the pellets',
      'eat all the pellets',
    ],
    verbs: ['munch', 'chomp', 'gobble'],
    nouns: ['pellet', 'dot'],
    roles: { player: 'face', enemy: 'ghost', target: 'dot' },
    tagline: 'Eat every {target:1} and keep away from the {enemy}',
    parts: [...ALWAYS, 'powerups', 'night'],
    goal: false,
    fill: ['target', 'enemy', 'player'],
  },
};

/** Parts a game's name brings: a helicopter game and jetpack joyride are flown by holding. */
export const NAMED_PARTS: Record<string, PartId[]> = {
  'helicopter game': ['hold'],
  'jetpack joyride': ['hold'],
  'jetpack game': ['hold'],
};

/** What each is called when the person is told about it ("a flappy game cannot have a boss yet"). */
export const KIND: Record<MechanicId, string> = {
  collect: 'collecting',
  catch: 'catching',
  dodge: 'dodging',
  shooter: 'shooter',
  arena: 'arena',
  snake: 'snake',
  breakout: 'breakout',
  pong: 'pong',
  flappy: 'flappy',
  runner: 'runner',
  platformer: 'platformer',
  maze: 'maze',
  clicker: 'clicker',
  whack: 'whack-a-mole',
  match3: 'match-3',
  memory: 'memory',
  slide: 'sliding puzzle',
  mines: 'minesweeper',
  sokoban: 'sokoban',
  tictactoe: 'tic-tac-toe',
  blocks: 'falling blocks',
  typing: 'typing',
  rhythm: 'rhythm',
  quiz: 'quiz',
  towers: 'tower defense',
  launch: 'throwing',
  racer: 'racing',
  crossing: 'road crossing',
  pipes: 'pipe puzzle',
  simon: 'Simon says',
  hangman: 'hangman',
  wordle: 'word-guessing',
  asteroids: 'asteroids',
  juggle: 'juggling',
  stack: 'stacking',
  bowling: 'bowling',
  golf: 'minigolf',
  fishing: 'fishing',
  connect4: 'four-in-a-row',
  sort: 'sorting',
  garden: 'caring',
  tiles: 'piano tiles',
  stand: 'business',
  race: 'track race',
  sidescroller: 'platformer',
  slice: 'slicing',
  gallery: 'shooting gallery',
  squash: 'bug-squashing',
  duel: 'duel',
  checkers: 'checkers',
  penalty: 'penalty shootout',
  rps: 'rock-paper-scissors',
  merge: 'merging',
  reaction: 'reaction-time',
  paint: 'floor-painting',
  sudoku: 'sudoku',
  pinball: 'pinball',
  cook: 'cooking',
  grill: 'grilling',
  wrap: 'bubble-wrap',
  scramble: 'word-scramble',
  wordsearch: 'word-search',
  spotdiff: 'spot-the-difference',
  numbers: 'number-order',
  grow: 'eat-and-grow',
  sneak: 'stealth',
  knock: 'knocking-things-off',
  swing: 'vine-swinging',
  herd: 'herding',
  dots: 'connect-the-dots',
  bubbles: 'bubble-shooter',
  tongue: 'tongue-flicking',
  decorate: 'decorating',
  chop: 'tree-chopping',
  slope: 'downhill',
  dig: 'digging',
  circuit: 'circuit racing',
  drop: 'air-drop',
  count: 'counting',
  airport: 'air traffic control',
  order: 'ordering',
  fraction: 'fractions',
  curling: 'curling',
  conquest: 'territory strategy',
  lines: 'line-drawing',
  colony: 'ant colony',
  angling: 'fishing',
  topple: 'physics stacking',
  battleship: 'battleship',
  boxes: 'dots and boxes',
  mastermind: 'code-breaking',
  nonogram: 'nonogram',
  archery: 'archery',
  betting: 'race-betting',
  periodic: 'periodic table',
  pyramid: 'pyramid solitaire',
  rope: 'rope-cutting',
  farm: 'farming',
  blackjack: 'blackjack',
  reversi: 'reversi',
  ladders: 'snakes and ladders',
  plinko: 'plinko',
  cycles: 'light-cycle',
  sand: 'falling-sand',
  drums: 'drum machine',
  pour: 'water sort',
  bomber: 'bomberman',
  money: 'money-counting',
  reign: 'card-swiping reign',
  hoops: 'arcade basketball',
  lights: 'Lights Out',
  wheel: 'prize wheel',
  yahtzee: 'Yahtzee',
  bingo: 'number bingo',
  fireworks: 'fireworks',
  hexagon: 'Super Hexagon',
  colouring: 'colouring book',
  artillery: 'artillery',
  pool: '8-ball pool',
  marbles: 'marble race',
  jigsaw: 'jigsaw',
  hillclimb: 'hill climb racing',
  cells: 'agar.io',
  hanoi: 'Tower of Hanoi',
  rushhour: 'Rush Hour',
  kalaha: 'Kalaha',
  persona: 'personality quiz',
  battle: 'monster battle',
  fighter: 'street fighter',
  uno: 'UNO',
  mahjong: 'mahjong solitaire',
  derby: 'home run derby',
  dominoes: 'dominoes',
  takuzu: 'takuzu',
  morris: "nine men's morris",
  life: 'Game of Life',
  guess: 'twenty-questions',
  deal: 'game-show',
  shell: 'shell',
  potato: 'hot-potato',
  spiro: 'spirograph',
  tilt: 'tilting labyrinth',
  claw: 'claw machine',
  crossword: 'crossword',
  hearts: 'Hearts',
  skijump: 'ski jumping',
  lightbot: 'coding',
  hidden: 'hidden-object',
  trail: 'wagon trail',
  snowflake: 'paper snowflake',
  backgammon: 'backgammon',
  epidemic: 'epidemic simulation',
  connections: 'connections',
  flow: 'flow',
  blast: 'block blast',
  chess: 'chess',
  klondike: 'klondike solitaire',
  bridge: 'bridge builder',
  jenga: 'jenga',
  guard: 'night-guard',
  flight: 'air traffic control',
  pet: 'virtual pet',
  defense: 'missile defense',
  story: 'choose-your-own-adventure',
  pacman: 'dot-munching maze',
  lander: 'landing',
  park: 'parking',
  pop: 'popping',
};

/** Games whose name says what is in them: "asteroids" are the enemies, basketball has a hoop and no
 * targets (null takes a role out). */
export const NAMED_CAST: Record<string, Partial<Record<RoleId, string | null>>> = {
  asteroids: { enemy: 'asteroid', player: 'rocket' },
  snake: { player: 'snake' },
  frogger: { player: 'frog' },
  'space rocks': { enemy: 'asteroid', player: 'rocket' },
  'space invaders': { enemy: 'alien', player: 'rocket' },
  invaders: { enemy: 'alien', player: 'rocket' },
  'angry birds': { shot: 'bird', target: 'pig', enemy: null },
  basketball: { shot: 'basketball', goal: 'hoop', target: null, enemy: null },
  'free throw': { shot: 'basketball', goal: 'hoop', target: null, enemy: null },
  'free throws': { shot: 'basketball', goal: 'hoop', target: null, enemy: null },
  golf: { shot: 'golf ball', goal: 'flag' },
  minigolf: { shot: 'golf ball', goal: 'flag' },
  'putt putt': { shot: 'golf ball', goal: 'flag' },
  'crazy golf': { shot: 'golf ball', goal: 'flag' },
  'mini golf': { shot: 'golf ball', goal: 'flag' },
  'bullet hell': { player: 'rocket', enemy: 'ufo', hazard: 'bullet' },
  'helicopter game': { player: 'helicopter', hazard: 'rock' },
  bowling: { shot: 'bowling ball', target: 'pin' },
  'ten pin': { shot: 'bowling ball', target: 'pin' },
  darts: { shot: 'dart', target: 'target', enemy: null },
  'piano tiles': { player: 'piano', target: null },
  'connect four': { player: 'red circle', enemy: 'yellow circle' },
  'connect 4': { player: 'red circle', enemy: 'yellow circle' },
  'whack a mole': { target: 'mole' },
  'flappy bird': { player: 'bird' },
  'doodle jump': { player: 'alien' },
  'dino game': { player: 't-rex', hazard: 'cactus' },
  'dinosaur game': { player: 't-rex', hazard: 'cactus' },
  'chrome dino': { player: 't-rex', hazard: 'cactus' },
  'pac man': { player: 'face', enemy: 'ghost', target: 'dot' },
  pacman: { player: 'face', enemy: 'ghost', target: 'dot' },
  'pac-man': { player: 'face', enemy: 'ghost', target: 'dot' },
  'fruit ninja': { target: 'watermelon', hazard: 'bomb' },
  'duck hunt': { target: 'duck' },
  'clay pigeon': { target: 'disc' },
  'penalty shootout': { shot: 'soccer ball', enemy: 'goalkeeper' },
  penalties: { shot: 'soccer ball', enemy: 'goalkeeper' },
  'tank battle': { player: 'tank', enemy: 'tank' },
  'space war': { player: 'rocket', enemy: 'ufo' },
  spacewar: { player: 'rocket', enemy: 'ufo' },
  'jetpack joyride': { player: 'astronaut', hazard: 'laser' },
  'jetpack game': { player: 'astronaut', hazard: 'laser' },
  'temple run': { player: 'explorer', hazard: 'tree root' },
  'geometry dash': { player: 'orange square', hazard: 'spike' },
  'plants vs zombies': { ally: 'sunflower', enemy: 'zombie', player: 'house', shot: 'pea' },
  'plants versus zombies': { ally: 'sunflower', enemy: 'zombie', player: 'house', shot: 'pea' },
  'balloon pop': { target: 'balloon' },
  volleyball: { target: 'volleyball' },
  dodgeball: { hazard: 'ball' },
  'dodge ball': { hazard: 'ball' },
  // (two-player football, played as a match of two keepers on one pitch: the rally game)
  'football for two players': { player: 'footballer', enemy: 'footballer', target: 'soccer ball' },
  badminton: { target: 'shuttlecock' },
  'farming game': { target: 'carrot' },
  'farm game': { target: 'carrot' },
  'pop the balloons': { target: 'balloon' },
  'popping balloons': { target: 'balloon' },
  'shoot hoops': { shot: 'basketball', goal: 'hoop', target: null, enemy: null },
  'shooting hoops': { shot: 'basketball', goal: 'hoop', target: null, enemy: null },
  'squash the bugs': { target: 'bug' },
  'eat the dots': { target: 'dot' },
  'eat all the dots': { target: 'dot' },
  'eat the pellets': { target: 'dot' },
  'eat all the pellets': { target: 'dot' },
  'floor is lava': { hazard: 'lava' },
  'the floor is lava': { hazard: 'lava' },
  'cookie clicker': { target: 'cookie' },
  'lemonade stand': { target: 'lemonade', player: 'kid' },
  'ice cream truck': { target: 'ice cream' },
  'ice cream stand': { target: 'ice cream' },
  'hot dog stand': { target: 'hot dog' },
  'bakery tycoon': { target: 'cake' },
  'horse racing': { player: 'horse' },
  'horse race': { player: 'horse' },
  'bike race': { player: 'bike' },
  'bicycle race': { player: 'bicycle' },
  'motorbike race': { player: 'motorbike' },
  'motorcycle race': { player: 'motorcycle' },
  derby: { player: 'horse' },
  steeplechase: { player: 'horse', hazard: 'fence' },
  hurdles: { player: 'runner', hazard: 'hurdle' },
  'snail race': { player: 'snail' },
  'zombie survival': { enemy: 'zombie' },
  'camel race': { player: 'camel' },
};
