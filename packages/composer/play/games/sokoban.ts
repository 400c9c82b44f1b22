// Roles: player = who pushes; target = the crates to push; goal = the spots they must end on. Parts:
// levels (the next puzzle after each one solved), timer, night (light around the player), highscores.
// params.slide: on ice, a pushed crate slides until a wall or another crate stops it.
// No goal count: a puzzle solved wins; without 'levels' each won game starts the next puzzle.
import { boot, type Vec } from '../runtime';
import type { Entity } from '../../src/design';

// Handmade puzzles, easiest first (# wall, . spot, $ crate, * crate on spot, @ player, + player on spot).
// Each was checked with a breadth-first solver; the least moves are in the comments.
const LEVELS: string[][] = [
  ['#######', '#@    #', '# $   #', '#   . #', '#######'], // 6
  ['#######', '#.  . #', '# $$  #', '#  @ ##', '#   ##', '#####'], // 8
  ['#######', '#     #', '# $.$ #', '#@ .  #', '#######'], // 9
  [' #####', '##   #', '# $# ##', '# .$. #', '## @  #', ' #  ###', ' ####'], // 13
  ['#######', '#.    #', '#.##$ #', '# $   #', '# #@###', '#   #', '#####'], // 18
  [' ######', ' #    #', '##$## #', '#  .  #', '# @$. #', '#######'], // 23
  ['########', '#      #', '# $  $ #', '#.##.# #', '#  @   #', '###.$  #', '  #    #', '  ######'], // 18
  ['########', '#. #   #', '#  $ $ #', '#.  #  #', '## $@ .#', ' #     #', ' #######'], // 31
  [' #######', ' #  .  #', '##$##$ #', '#  @ . #', '# $  ###', '#  .##', '#####'], // 37
];
// On ice (params.slide) a pushed crate slides on until a wall or another crate stops it: puzzles of their
// own, each checked with a breadth-first solver of the sliding rule (least moves in the comments).
const ICE: string[][] = [
  ['######', '#.  @#', '#  $ #', '#  # #', '######'], // 6
  ['#######', '#    .#', '# $   #', '##  # #', '# #  @#', '#######'], // 8
  ['#######', '#  @ .#', '#  # $#', '#  $  #', '#. #  #', '#######'], // 12
  ['#######', '#  #  #', '# #   #', '#   # #', '#   $@#', '##.$ .#', '#######'], // 12
  ['########', '#   # ##', '# #    #', '#  $#  #', '## @   #', '#.. $  #', '########'], // 15
  ['########', '# ##   #', '#@   # #', '# $ #.##', '#    .##', '# $  $ #', '#.     #', '########'], // 21
  ['########', '# . #  #', '##   # #', '## $ $ #', '#     .#', '#@ ##  #', '########'], // 23
  ['########', '#  #  .#', '# # $$ #', '##.# # #', '#    @ #', '##   $ #', '#    .##', '########'], // 26
  ['#########', '#.#   . #', '#  #    #', '# $  $$ #', '#.   #  #', '# ## #  #', '##  #  @#', '#########'], // 29
];
const TOP = 84;
const AREA = 470; // the board's room, below the numbers and above the buttons
const BUTTONS = [
  { label: '↶ Undo (U)', x: 60, key: 'u' },
  { label: '⟲ Restart (R)', x: 250, key: 'r' },
] as const;
const BY = 582;
const BW = 170;
const BH = 42;

interface Spot {
  player: number;
  boxes: number[];
}
interface Puzzle {
  w: number;
  h: number;
  walls: Set<number>;
  floor: Set<number>; // the inside, reachable from the player
  spots: Set<number>;
  start: Spot;
}

function parse(rows: string[]): Puzzle {
  const w = Math.max(...rows.map((r) => r.length));
  const p: Puzzle = {
    w,
    h: rows.length,
    walls: new Set(),
    floor: new Set(),
    spots: new Set(),
    start: { player: 0, boxes: [] },
  };
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      const i = y * w + x;
      if (c === '#') p.walls.add(i);
      if ('.*+'.includes(c)) p.spots.add(i);
      if ('$*'.includes(c)) p.start.boxes.push(i);
      if ('@+'.includes(c)) p.start.player = i;
    }),
  );
  const todo = [p.start.player];
  while (todo.length) {
    const i = todo.pop()!;
    if (p.floor.has(i) || p.walls.has(i) || i < 0 || i >= w * p.h) continue;
    p.floor.add(i);
    todo.push(i - 1, i + 1, i - w, i + w);
  }
  return p;
}

/** One step; a crate in the way is pushed if the cell behind it is free (on ice it slides on until
 * something stops it). Null when nothing can move. */
function step(p: Puzzle, s: Spot, d: number, slide = false): Spot | null {
  const to = s.player + d;
  if (p.walls.has(to)) return null;
  const box = s.boxes.indexOf(to);
  if (box < 0) return { player: to, boxes: s.boxes };
  const free = (i: number) => !p.walls.has(i) && !s.boxes.includes(i);
  if (!free(to + d)) return null;
  let beyond = to + d;
  while (slide && free(beyond + d)) beyond += d;
  return { player: to, boxes: s.boxes.map((b, i) => (i === box ? beyond : b)) };
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  g.showScore(false); // (its moves say how it goes)
  const crate: Entity = g.design.roles.target ?? { name: 'crate', emoji: '📦', color: '#b45309' };
  const spot: Entity = g.design.roles.goal ?? { name: 'spot', emoji: '🎯', color: '#ef4444' };
  const ice = !!g.design.params.slide;
  const levels = ice ? ICE : LEVELS;
  let replays = 0; // without 'levels', each game won starts the next puzzle
  let puzzle: Puzzle;
  let now: Spot;
  let history: Spot[];
  let moves: number;
  let cell: number;
  let ox: number;
  let oy: number;
  let shown: Vec[]; // where the player and crates are drawn, gliding to where they are
  let solvedFor: number; // seconds shown solved; -1 while playing
  let pending: Vec | null;

  const pos = (i: number): Vec => ({
    x: ox + ((i % puzzle.w) + 0.5) * cell,
    y: oy + (Math.floor(i / puzzle.w) + 0.5) * cell,
  });
  const snap = () => (shown = [now.player, ...now.boxes].map(pos));
  const onSpot = () => now.boxes.filter((b) => puzzle.spots.has(b)).length;

  function go(d: number) {
    const next = step(puzzle, now, d, ice);
    if (!next) return;
    history.push(now);
    if (next.boxes !== now.boxes) g.sound('tick');
    now = next;
    moves++;
    if (onSpot() === now.boxes.length) {
      solvedFor = 0;
      g.sound('point');
    }
  }
  function undo() {
    const prev = history.pop();
    if (!prev) return;
    now = prev;
    moves++; // undoing is a move too: the score rewards a clean solution
    snap();
  }
  function restart() {
    now = puzzle.start;
    history = [];
    snap();
  }
  /** A tap steps toward it, along the longer distance. */
  function tapAt(p: Vec) {
    const b = BUTTONS.find((k) => g.within(p, { x: k.x, y: BY, w: BW, h: BH }));
    if (b) return b.key === 'u' ? undo() : restart();
    const me = pos(now.player);
    const dx = p.x - me.x;
    const dy = p.y - me.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < cell / 2) return;
    go(Math.abs(dx) > Math.abs(dy) ? Math.sign(dx) : Math.sign(dy) * puzzle.w);
  }

  return {
    controls: 'Arrows, swipe or tap beside you to walk and push; U or Undo to step back, R or Restart',
    reset() {
      const start = { easy: 0, normal: 1, hard: 2 }[g.design.params.difficulty];
      puzzle = parse(levels[Math.min(levels.length - 1, start + g.level - 1 + replays)]);
      cell = Math.min(64, 440 / puzzle.w, AREA / puzzle.h);
      ox = (480 - puzzle.w * cell) / 2;
      oy = TOP + (AREA - puzzle.h * cell) / 2;
      moves = 0;
      solvedFor = -1;
      pending = null;
      restart();
    },
    update(dt) {
      const target = [now.player, ...now.boxes].map(pos);
      const k = Math.min(1, dt * 18);
      shown = shown.map((s, i) => ({ x: s.x + (target[i].x - s.x) * k, y: s.y + (target[i].y - s.y) * k }));
      if (solvedFor >= 0) {
        solvedFor += dt;
        if (solvedFor > 0.7) {
          g.addScore(Math.max(10, 100 - moves));
          if (!g.has('levels')) replays++;
          g.win();
        }
        return;
      }
      const inp = g.input;
      if (inp.tapped) pending = { ...inp.pointer };
      if (pending && !inp.pointer.down) {
        if (!inp.swipe) tapAt(pending); // a swipe is not also a tap
        pending = null;
      }
      const dir = inp.swipe;
      if (inp.pressed('ArrowLeft') || dir === 'left') go(-1);
      if (inp.pressed('ArrowRight') || dir === 'right') go(1);
      if (inp.pressed('ArrowUp') || dir === 'up') go(-puzzle.w);
      if (inp.pressed('ArrowDown') || dir === 'down') go(puzzle.w);
      if (inp.pressed('u') || inp.pressed('z') || inp.pressed('Backspace')) undo();
      if (inp.pressed('r')) restart();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const fit = cell / Math.max(1, g.design.params.size);
      g.text(`Moves ${moves}`, 24, 62, 18, fg, 'left');
      g.text(`${onSpot()}/${now.boxes.length} on spots`, 456, 62, 18, accent, 'right');
      for (let i = 0; i < puzzle.w * puzzle.h; i++) {
        const { x, y } = pos(i);
        if (puzzle.walls.has(i)) {
          ctx.fillStyle = accent;
          ctx.globalAlpha = 0.45;
          ctx.fillRect(x - cell / 2 + 1, y - cell / 2 + 1, cell - 2, cell - 2);
          ctx.globalAlpha = 1;
        } else if (puzzle.floor.has(i)) {
          // (ice is a pale blue sheen)
          const light = ((i + Math.floor(i / puzzle.w)) % 2 ? 0.07 : 0.04) + (ice ? 0.1 : 0);
          ctx.fillStyle = ice ? `rgba(186,230,253,${light})` : `rgba(255,255,255,${light})`;
          ctx.fillRect(x - cell / 2, y - cell / 2, cell, cell);
        }
        if (puzzle.spots.has(i)) {
          ctx.fillStyle = accent;
          ctx.globalAlpha = 0.18;
          ctx.fillRect(x - cell / 2 + 4, y - cell / 2 + 4, cell - 8, cell - 8);
          ctx.globalAlpha = 1;
          ctx.strokeStyle = accent;
          ctx.lineWidth = 2;
          ctx.setLineDash([4, 4]);
          ctx.strokeRect(x - cell / 2 + 4, y - cell / 2 + 4, cell - 8, cell - 8);
          ctx.setLineDash([]);
          g.sprite(spot, x, y, fit * 0.5);
        }
      }
      now.boxes.forEach((b, i) => {
        const { x, y } = shown[i + 1];
        const home = puzzle.spots.has(b);
        ctx.fillStyle = home ? accent : 'rgba(0,0,0,0.45)'; // a crate on its spot lights up
        ctx.strokeStyle = home ? fg : accent;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.roundRect(x - cell * 0.42, y - cell * 0.42, cell * 0.84, cell * 0.84, cell * 0.15);
        ctx.fill();
        ctx.stroke();
        g.sprite(crate, x, y, fit * 0.62);
      });
      g.sprite('player', shown[0].x, shown[0].y, fit * 0.8);
      for (const b of BUTTONS) {
        ctx.fillStyle = 'rgba(255,255,255,0.12)';
        ctx.beginPath();
        ctx.roundRect(b.x, BY, BW, BH, 10);
        ctx.fill();
        g.text(b.label, b.x + BW / 2, BY + BH / 2 + 1, 17, fg);
      }
      if (solvedFor >= 0) g.text('Solved!', 240, oy + (puzzle.h * cell) / 2, 44, '#ffffff');
    },
    light: () => shown[0],
  };
});
