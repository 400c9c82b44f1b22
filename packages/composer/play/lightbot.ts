// A coding puzzle like Lightbot: a robot on a board of tiles (some raised), blue tiles to light, and a
// program of blocks it follows: forward, turn left, turn right, jump (up one or down any), light; from
// the sixth level a procedure P1 of its own row, called as a block; when asked, a ×3 loop (a row of its
// own run three times where its block is put) and six harder levels that need it. Plain data and pure
// functions (unit-tested in src/lightbot.test.ts); the game draws the board and the blocks and plays the
// steps.

export const BLOCKS = ['forward', 'left', 'right', 'jump', 'light', 'p1', 'loop'] as const;
export type Block = (typeof BLOCKS)[number];

export interface Level {
  /** Rows of the board, top to bottom: b-e a tile of height 0-3, B-E a blue one, '.' none. */
  rows: string[];
  start: { c: number; r: number; dir: number }; // dir 0 up, 1 right, 2 down, 3 left
  main: number; // slots in the main row
  p1: number; // slots in P1 (0: none yet)
  loop?: number; // slots in the ×3 loop (none unless asked)
}

export const LEVELS: Level[] = [
  { rows: ['bbbB'], start: { c: 0, r: 0, dir: 1 }, main: 6, p1: 0 },
  { rows: ['bbb', '..b', '..B'], start: { c: 0, r: 0, dir: 1 }, main: 8, p1: 0 },
  { rows: ['bBbB', 'b..b', 'Bbbb'], start: { c: 0, r: 2, dir: 0 }, main: 12, p1: 0 },
  { rows: ['bbcdD'], start: { c: 0, r: 0, dir: 1 }, main: 8, p1: 0 },
  { rows: ['Bb..', '.bB.', '..bB'], start: { c: 0, r: 0, dir: 1 }, main: 12, p1: 0 },
  { rows: ['bBbBbB'], start: { c: 0, r: 0, dir: 1 }, main: 4, p1: 4 },
  { rows: ['bBbB', '...b', 'BbBb', 'b...', 'bBbB'], start: { c: 0, r: 0, dir: 1 }, main: 12, p1: 8 },
  { rows: ['bcdE', 'b..d', 'bccD', 'b...', 'Bcde'], start: { c: 0, r: 4, dir: 0 }, main: 12, p1: 8 },
];

/** Six harder levels after the eight, each with too few slots to be done without the ×3 loop. */
export const HARDER: Level[] = [
  { rows: ['bbbbbbbbbB'], start: { c: 0, r: 0, dir: 1 }, main: 2, p1: 0, loop: 3 },
  { rows: ['Bb...', '.Bb..', '..Bb.', '...B.'], start: { c: 0, r: 0, dir: 1 }, main: 2, p1: 0, loop: 5 },
  { rows: ['BbbB', 'b..b', 'b..b', 'BbbB'], start: { c: 0, r: 0, dir: 1 }, main: 2, p1: 0, loop: 5 },
  { rows: ['bcdeE'], start: { c: 0, r: 0, dir: 1 }, main: 2, p1: 2, loop: 1 },
  { rows: ['bBbBbB'], start: { c: 0, r: 0, dir: 1 }, main: 1, p1: 3, loop: 1 },
  { rows: ['BbbbbB', 'b....b', 'b....b', 'b....b', 'b....b', 'BbbbbB'], start: { c: 0, r: 0, dir: 1 }, main: 2, p1: 6, loop: 2 }, // prettier-ignore
];

export interface Tile {
  h: number;
  blue: boolean;
}

/** The level's tiles by [r][c] (null where there is none). */
export function tilesOf(level: Level): (Tile | null)[][] {
  return level.rows.map((row) =>
    [...row].map((ch) => {
      const k = 'bcde'.indexOf(ch.toLowerCase());
      return k < 0 ? null : { h: k, blue: ch !== ch.toLowerCase() };
    }),
  );
}

const STEP = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export interface Bot {
  c: number;
  r: number;
  dir: number;
  lit: string[]; // the blue tiles lit, as "c,r"
}

export interface Step {
  block: Block;
  row: Row;
  at: number; // the block's place in its row
  bot: Bot; // the robot after it
  error?: 'blocked' | 'nothing' | 'too long';
  won?: boolean; // every blue tile lit: the run ends there
}

/** What the robot does with this program, a step at a time, up to an error (a wall or edge ahead, a
 * step too high, a jump to nothing) or the end; P1 runs its own row, the loop its own three times (and
 * either may call itself: stopped after 200 steps). */
export type Row = 'main' | 'p1' | 'loop';

export function run(level: Level, main: Block[], p1: Block[], loop: Block[] = []): Step[] {
  const tiles = tilesOf(level);
  const tile = (c: number, r: number) => tiles[r]?.[c] ?? null;
  let bot: Bot = { ...level.start, lit: [] };
  const steps: Step[] = [];
  const go = (row: Row, blocks: Block[]): boolean => {
    for (let at = 0; at < blocks.length; at++) {
      const block = blocks[at];
      if (steps.length >= 200) {
        steps.push({ block, row, at, bot, error: 'too long' });
        return false;
      }
      if (block === 'p1' || block === 'loop') {
        steps.push({ block, row, at, bot });
        for (let k = 0; k < (block === 'loop' ? 3 : 1); k++)
          if (!go(block, block === 'p1' ? p1 : loop)) return false;
        continue;
      }
      const here = tile(bot.c, bot.r)!;
      const [dc, dr] = STEP[bot.dir];
      const next = tile(bot.c + dc, bot.r + dr);
      let error: Step['error'];
      if (block === 'left' || block === 'right')
        bot = { ...bot, dir: (bot.dir + (block === 'left' ? 3 : 1)) % 4 };
      else if (block === 'forward') {
        if (!next || next.h !== here.h) error = 'blocked';
        else bot = { ...bot, c: bot.c + dc, r: bot.r + dr };
      } else if (block === 'jump') {
        if (!next) error = 'nothing';
        else if (next.h === here.h + 1 || next.h < here.h) bot = { ...bot, c: bot.c + dc, r: bot.r + dr };
        else if (next.h > here.h) error = 'blocked';
      } else if (block === 'light' && here.blue) {
        const key = `${bot.c},${bot.r}`;
        bot = { ...bot, lit: bot.lit.includes(key) ? bot.lit.filter((k) => k !== key) : [...bot.lit, key] };
      }
      const won = block === 'light' && allLit(level, bot);
      steps.push({ block, row, at, bot, ...(error ? { error } : {}), ...(won ? { won } : {}) });
      if (error || won) return false;
    }
    return true;
  };
  go('main', main);
  return steps;
}

/** Every blue tile lit. */
export function allLit(level: Level, bot: Bot): boolean {
  const blue = tilesOf(level).flatMap((row, r) => row.flatMap((t, c) => (t?.blue ? [`${c},${r}`] : [])));
  return blue.every((k) => bot.lit.includes(k));
}
