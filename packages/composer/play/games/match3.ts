// Roles: target = the piece kind to match (each match of it is one g.got toward the goal, or double
// points; four in a line leave a bomb of the kind, which clears the pieces round it when matched); hazard, enemy, ally, goal, player = the other piece kinds, padded with gems to 5-6 kinds.
// Parts: timer (the clock instead of a move limit), levels (a higher score to reach), night (light at
// the cursor), highscores. Without a goal, the round is won by reaching a target score.
import { boot, type Vec } from '../runtime';
import type { Entity, RoleId } from '../../src/design';
import { BOMB, clearing, collapse, findRuns, hasMove, N, swapCells, type Board } from '../match3';

const C = 56;
const OX = (480 - N * C) / 2;
const OY = 96;
const ORDER: RoleId[] = ['target', 'hazard', 'enemy', 'ally', 'goal', 'player'];
const EXTRAS: Entity[] = [
  { name: 'gem', emoji: '💎', color: '#38bdf8' },
  { name: 'star', emoji: '⭐', color: '#facc15' },
  { name: 'clover', emoji: '🍀', color: '#22c55e' },
  { name: 'heart', emoji: '❤️', color: '#ef4444' },
  { name: 'moon', emoji: '🌙', color: '#a78bfa' },
];

boot((g) => {
  g.showLives(false); // no life can be lost here
  const named = ORDER.filter((r) => g.design.roles[r]).map((r) => g.role(r));
  const count = g.design.params.difficulty === 'easy' ? 5 : 6;
  const kinds = [...named, ...(g.design.extras ?? []), ...EXTRAS].slice(0, count);
  const goal = g.design.params.goal;
  // Points a level asks per move: random legal moves make about 100 (5 kinds) or 75 (6 kinds).
  const perMove = { easy: 50, normal: 60, hard: 68 }[g.design.params.difficulty];
  const fit = C / Math.max(1, g.design.params.size); // pieces stay inside their cells at any size
  let board: Board;
  let fall: number[][]; // how far above its cell each piece is drawn, in cells
  let popping: Vec[];
  let popT: number;
  let combo: number;
  let moves: number;
  let target: number;
  let sel: Vec | null;
  let downAt: Vec | null; // where the pointer went down, for a swipe
  let cursor: Vec;
  let shake: { at: Vec[]; t: number }; // the two pieces of a swap that made no line

  const fresh = () => g.int(0, kinds.length - 1);
  const cellAt = (p: Vec): Vec | null => {
    const x = Math.floor((p.x - OX) / C);
    const y = Math.floor((p.y - OY) / C);
    return x >= 0 && y >= 0 && x < N && y < N ? { x, y } : null;
  };
  function newBoard(dropIn: boolean) {
    do {
      board = Array.from({ length: N }, () => Array.from({ length: N }, fresh));
      while (findRuns(board).length)
        for (const r of findRuns(board)) board[r.cells[0].y][r.cells[0].x] = fresh();
    } while (!hasMove(board));
    fall = board.map((row) => row.map(() => (dropIn ? N : 0)));
  }
  /** After a swap or a fall: score the lines, or hand the board back to the player. */
  function settle() {
    const runs = findRuns(board);
    if (!runs.length) {
      if (moves <= 0 && !g.has('timer')) g.lose('Out of moves');
      else if (!hasMove(board)) newBoard(true); // stuck: a fresh board drops in
      return;
    }
    combo++;
    const { popped, blasted } = clearing(board, runs);
    if (blasted > 0) g.sound('hit');
    popping = popped;
    popT = 0.22;
    const points =
      runs.reduce((n, r) => n + (r.kind === 0 && goal !== null ? 0 : r.cells.length * 10), 0) + blasted * 10;
    const got = runs.filter((r) => r.kind === 0).length;
    const mult = 1 + 0.5 * (combo - 1); // cascades are worth more
    g.addScore(Math.round((points + (goal === null ? got * 30 : 0)) * mult)); // the target's lines count double
    // Last, since winning a level resets the board.
    if (goal !== null && got) g.got(got);
    else if (goal === null && g.score() >= target) g.win();
  }
  function trySwap(p: Vec, q: Vec) {
    sel = null;
    downAt = null;
    if (Math.abs(p.x - q.x) + Math.abs(p.y - q.y) !== 1 || q.x < 0 || q.y < 0 || q.x >= N || q.y >= N) return;
    swapCells(board, p, q);
    if (!findRuns(board).length) {
      swapCells(board, p, q); // no line: the swap is taken back
      shake = { at: [p, q], t: 0.25 };
      g.sound('bad');
      return;
    }
    moves--;
    combo = 0;
    settle();
  }
  const DIRS = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };
  const KEYS = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' } as const;

  return {
    controls: 'Tap two neighbours or swipe to swap; arrows move, Space picks, then an arrow swaps',
    reset() {
      // A quarter of random moves line up the target kind: a goal brings the moves to reach it.
      const d = g.design.params.difficulty;
      moves =
        g.design.params.moves ??
        { easy: 25, normal: 20, hard: 16 }[d] + Math.ceil((goal ?? 0) * { easy: 3, normal: 2.5, hard: 2 }[d]);
      // The score carries over between levels: the target is what this level must add.
      target =
        g.score() +
        Math.round(
          (g.has('timer') ? g.design.params.seconds / 2.5 : moves) * perMove * (0.9 + 0.1 * g.level),
        );
      popping = [];
      popT = 0;
      combo = 0;
      sel = null;
      downAt = null;
      cursor = { x: 3, y: 3 };
      shake = { at: [], t: 0 };
      newBoard(false);
    },
    update(dt) {
      shake.t = Math.max(0, shake.t - dt);
      const falling = () => fall.some((row) => row.some((f) => f > 0));
      const fell = falling();
      for (const row of fall) for (let x = 0; x < N; x++) row[x] = Math.max(0, row[x] - dt * 12);
      if (popping.length) {
        popT -= dt;
        if (popT <= 0) {
          for (const c of popping) board[c.y][c.x] = -1;
          popping = [];
          fall = collapse(board, fresh);
        }
        return;
      }
      if (fell) {
        if (!falling()) settle(); // the pieces landed: cascades score on
        return;
      }
      const inp = g.input;
      if (inp.tapped) {
        const c = cellAt(inp.pointer);
        if (c && sel && Math.abs(sel.x - c.x) + Math.abs(sel.y - c.y) === 1) trySwap(sel, c);
        else if (c) {
          sel = sel && sel.x === c.x && sel.y === c.y ? null : c;
          downAt = c;
          cursor = { ...c };
        }
      }
      if (inp.swipe && downAt)
        trySwap(downAt, { x: downAt.x + DIRS[inp.swipe].x, y: downAt.y + DIRS[inp.swipe].y });
      const key = (Object.keys(KEYS) as (keyof typeof KEYS)[]).find((k) => inp.pressed(k));
      if (key) {
        const d = DIRS[KEYS[key]];
        if (sel) trySwap(sel, { x: sel.x + d.x, y: sel.y + d.y });
        else cursor = { x: g.clamp(cursor.x + d.x, 0, N - 1), y: g.clamp(cursor.y + d.y, 0, N - 1) };
      }
      if (inp.pressed(' ') || inp.pressed('Enter')) sel = sel ? null : { ...cursor };
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const small = 26 / Math.max(1, g.design.params.size);
      if (!g.has('timer'))
        g.text(`Moves left ${Math.max(0, moves)}`, OX, 70, 18, moves <= 3 ? '#f87171' : fg, 'left');
      if (goal === null) g.text(`Target ${target}`, OX + N * C, 70, 18, accent, 'right');
      g.sprite(kinds[0], OX + 14, OY + N * C + 36, small);
      g.text(
        `Lines of ${kinds[0].name} ${goal === null ? 'score double' : 'count'}`,
        OX + 34,
        OY + N * C + 36,
        17,
        accent,
        'left',
      );
      ctx.fillStyle = 'rgba(0,0,0,0.25)';
      ctx.fillRect(OX - 4, OY - 4, N * C + 8, N * C + 8);
      for (let y = 0; y < N; y++)
        for (let x = 0; x < N; x++) {
          ctx.globalAlpha = (x + y) % 2 ? 0.1 : 0.05;
          ctx.fillStyle = fg;
          ctx.fillRect(OX + x * C, OY + y * C, C, C);
          ctx.globalAlpha = 1;
        }
      ctx.save();
      ctx.beginPath();
      ctx.rect(OX, OY, N * C, N * C); // pieces falling in from above stay inside the board
      ctx.clip();
      const shakeX = Math.sin(shake.t * 60) * 4 * Math.sign(shake.t);
      for (let y = 0; y < N; y++)
        for (let x = 0; x < N; x++) {
          const value = board[y][x];
          if (value < 0) continue;
          const k = value % BOMB;
          const popped = popping.some((c) => c.x === x && c.y === y);
          const scale = popped ? Math.max(0.05, popT / 0.22) : 1;
          const shaking = shake.at.some((c) => c.x === x && c.y === y);
          const px = OX + x * C + C / 2 + (shaking ? shakeX : 0);
          const py = OY + (y - fall[y][x]) * C + C / 2;
          ctx.fillStyle = kinds[k].color;
          ctx.globalAlpha = 0.3;
          ctx.beginPath();
          ctx.arc(px, py, C * 0.42 * scale, 0, Math.PI * 2);
          ctx.fill();
          ctx.globalAlpha = 1;
          g.sprite(kinds[k], px, py, fit * 0.68 * scale);
          if (value >= BOMB) {
            // (a bomb piece: a glowing ring and a spark)
            g.ring(px, py, C * 0.44 * scale, accent, 3);
            g.text('💥', px + C * 0.28, py - C * 0.28, 16 * scale);
          }
        }
      ctx.restore();
      ctx.lineWidth = 2;
      ctx.strokeStyle = fg;
      ctx.strokeRect(OX + cursor.x * C + 3, OY + cursor.y * C + 3, C - 6, C - 6);
      if (sel) {
        ctx.lineWidth = 4;
        ctx.strokeStyle = accent;
        ctx.strokeRect(OX + sel.x * C + 2, OY + sel.y * C + 2, C - 4, C - 4);
      }
    },
    light: () => ({ x: OX + cursor.x * C + C / 2, y: OY + cursor.y * C + C / 2 }),
  };
});
