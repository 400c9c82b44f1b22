// Roles: the tiles, smallest first: player, target, ally, hazard, enemy, goal, shot, then the extras
// ("2048 with animals": each animal merges into the next); a tile past the named things shows its
// number only, and with nothing named every tile is a number (the classic game). Parts: timer (time up
// ends the round with the best tile), highscores. Every tile slides (arrows, WASD or a swipe); two
// alike that meet become the next one up, scoring its value. The winning tile is 2048 (512 on easy, or
// the design goal when it is a power of two); a full board with no move left ends the round.
import { boot, namedThings, type Entity, type RoleId } from '../runtime';

const N = 4;
const CELL = 100;
const GAP = 10;
const BOARD = N * CELL + (N + 1) * GAP;
const X0 = (480 - BOARD) / 2;
const Y0 = 176;
const ORDER: RoleId[] = ['player', 'target', 'ally', 'hazard', 'enemy', 'goal', 'shot'];
// One colour per step up, warm as they grow (the classic board's feel).
const SHADES = ['#eee4da', '#ede0c8', '#f2b179', '#f59563', '#f67c5f', '#f65e3b', '#edcf72', '#edcc61', '#edc850', '#edc53f', '#edc22e', '#3c3a32']; // prettier-ignore
const KEYS: [string[], Dir][] = [
  [['ArrowLeft', 'a'], 'left'],
  [['ArrowRight', 'd'], 'right'],
  [['ArrowUp', 'w'], 'up'],
  [['ArrowDown', 's'], 'down'],
];

type Dir = 'left' | 'right' | 'up' | 'down';
interface Tile {
  level: number; // its value is 2^level
  cell: number;
  x: number;
  y: number;
  pop: number; // 1 just made (or merged) … 0 settled
  gone: boolean; // merged into another: slides there, then goes
}

const centre = (cell: number) => ({
  x: X0 + GAP + (cell % N) * (CELL + GAP) + CELL / 2,
  y: Y0 + GAP + Math.floor(cell / N) * (CELL + GAP) + CELL / 2,
});

/** The cells of one row or column, the one toward the wall moved to first. */
function line(dir: Dir, k: number): number[] {
  const cells = Array.from({ length: N }, (_, i) =>
    dir === 'left' || dir === 'right' ? k * N + i : i * N + k,
  );
  return dir === 'right' || dir === 'down' ? cells.reverse() : cells;
}

boot((g) => {
  const { params } = g.design;
  const ladder = namedThings(g.design, ORDER);
  const goal = params.goal;
  const winLevel =
    goal && goal >= 8 && Math.log2(goal) % 1 === 0 ? Math.log2(goal) : params.difficulty === 'easy' ? 9 : 11;
  let tiles: Tile[];
  let best: number;
  g.showLives(false); // a full board ends it, not lives

  const alive = () => tiles.filter((t) => !t.gone);
  const face = (level: number): Entity | undefined => ladder[level - 1];

  function spawn() {
    const taken = new Set(alive().map((t) => t.cell));
    const free = Array.from({ length: N * N }, (_, i) => i).filter((i) => !taken.has(i));
    if (!free.length) return;
    const cell = free[g.int(0, free.length - 1)];
    const level = g.chance(params.difficulty === 'hard' ? 0.25 : 0.1) ? 2 : 1;
    tiles.push({ level, cell, ...centre(cell), pop: 1, gone: false });
  }

  function canMove(): boolean {
    const grid = new Map(alive().map((t) => [t.cell, t.level]));
    if (grid.size < N * N) return true;
    for (let c = 0; c < N * N; c++) {
      const right = c % N < N - 1 && grid.get(c + 1) === grid.get(c);
      const below = c + N < N * N && grid.get(c + N) === grid.get(c);
      if (right || below) return true;
    }
    return false;
  }

  /** Slides every tile toward one wall; alike neighbours merge once. False when nothing moved. */
  function slide(dir: Dir): boolean {
    const grid = new Map(alive().map((t) => [t.cell, t]));
    let changed = false;
    for (let k = 0; k < N; k++) {
      const cells = line(dir, k);
      const row = cells.map((c) => grid.get(c)).filter((t): t is Tile => !!t);
      let to = 0;
      for (let i = 0; i < row.length; i++) {
        const t = row[i];
        const next = row[i + 1];
        if (t.cell !== cells[to]) changed = true;
        t.cell = cells[to];
        if (next && next.level === t.level) {
          t.level += 1;
          t.pop = 1;
          next.gone = true;
          next.cell = t.cell;
          changed = true;
          g.addScore(2 ** t.level, true);
          g.note(220 * 2 ** ((t.level - 1) / 6), 0.12, 'triangle', 0.08); // higher as they grow
          best = Math.max(best, t.level);
          i++;
        }
        to++;
      }
    }
    return changed;
  }

  return {
    controls: 'Swipe, or press the arrows or WASD, to slide every tile; two alike merge',
    reset() {
      tiles = [];
      best = 1;
      spawn();
      spawn();
    },
    update(dt) {
      const ease = 1 - Math.exp(-dt * 22);
      for (const t of tiles) {
        const c = centre(t.cell);
        t.x += (c.x - t.x) * ease;
        t.y += (c.y - t.y) * ease;
        t.pop = Math.max(0, t.pop - dt * 5);
      }
      tiles = tiles.filter((t) => !t.gone || Math.hypot(centre(t.cell).x - t.x, centre(t.cell).y - t.y) > 4);
      const inp = g.input;
      const dir = inp.swipe ?? KEYS.find(([keys]) => keys.some((k) => inp.pressed(k)))?.[1];
      if (!dir) return;
      if (!slide(dir)) return g.sound('bad');
      spawn();
      if (best >= winLevel) return g.win(`You made ${face(best)?.name ?? 'the'} ${2 ** best}!`);
      if (!canMove()) g.lose(`No moves left: best tile ${2 ** best}`);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // What merges into what, in order: the ladder the named things make.
      const shown = Math.min(ladder.length, 8);
      for (let i = 0; i < shown; i++) {
        const x = 240 + (i - (shown - 1) / 2) * 54;
        g.sprite(ladder[i], x, 96, i < best ? 34 : 26);
        if (i < shown - 1) g.text('›', x + 27, 96, 20, fg + '88');
      }
      g.text(`Best ${2 ** best} · make ${2 ** winLevel}`, 240, shown ? 140 : 110, 18, accent);
      ctx.fillStyle = '#bbada0';
      ctx.beginPath();
      ctx.roundRect(X0, Y0, BOARD, BOARD, 12);
      ctx.fill();
      ctx.fillStyle = 'rgba(238,228,218,0.35)';
      for (let c = 0; c < N * N; c++) {
        const { x, y } = centre(c);
        ctx.beginPath();
        ctx.roundRect(x - CELL / 2, y - CELL / 2, CELL, CELL, 8);
        ctx.fill();
      }
      // Merged tiles under the ones they join; the newest on top.
      for (const t of [...tiles].sort((a, b) => Number(b.gone) - Number(a.gone))) {
        const s = CELL * (1 + 0.12 * Math.sin(t.pop * Math.PI));
        ctx.fillStyle = SHADES[Math.min(t.level - 1, SHADES.length - 1)];
        ctx.beginPath();
        ctx.roundRect(t.x - s / 2, t.y - s / 2, s, s, 8);
        ctx.fill();
        const value = String(2 ** t.level);
        const ink = t.level < 3 ? '#776e65' : '#f9f6f2';
        const f = face(t.level);
        if (f) {
          g.sprite(f, t.x, t.y - 6, s * 0.56);
          g.text(value, t.x + s / 2 - 8, t.y + s / 2 - 12, 15, ink, 'right');
        } else g.text(value, t.x, t.y + 2, value.length > 3 ? 30 : 40, ink);
      }
      g.text(`Score ${g.score()}`, 240, Y0 + BOARD + 34, 20, fg);
    },
    timeUp() {
      g.lose(`Time's up: best tile ${2 ** best}`);
    },
  };
});
