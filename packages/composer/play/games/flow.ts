// Roles: target (optional) = a thing named, drawn in every dot; else coloured dots. Parts: levels (each board a square bigger: 5 × 5 first, up to
// 9 × 9), timer (with params.sprint: as many boards as can be solved before the time is up),
// highscores. Params: across (the first board's size). Flow (flow.ts): drag from a dot to the other dot
// of its colour to lay a pipe; pipes never cross (a pipe dragged through another cuts it), and every
// square must be filled. Going back over a pipe shortens it. Hint lays one pipe as the board was made;
// Restart clears the pipes. Stars: three when each pipe was laid in one go. Keys: H hint, R restart.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { extend, filled, joined, makeBoard, pairsFor, solved, startAt, starsFor } from '../flow';
import type { Board, Cell, Pipes } from '../flow';

const SIDE = 440; // the grid's size on screen
const GX = 20;
const GY = 112;
const COLOURS = ['#ef4444', '#22c55e', '#3b82f6', '#facc15', '#f97316', '#06b6d4', '#d946ef', '#a16207', '#8b5cf6', '#f5f5f4', '#9ca3af', '#84cc16']; // prettier-ignore
const HINT: Box = { x: 40, y: 576, w: 180, h: 44 };
const RESTART: Box = { x: 260, y: 576, w: 180, h: 44 };

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (its counters are the flows, the moves and the pipe gauge)
  const sprint = g.has('timer') && !!g.design.params.sprint;
  const named = g.design.roles.target ? 'target' : null; // (a thing named sits in every dot)
  let board: Board;
  let pipes: Pipes;
  let drawing: number | null; // the colour whose pipe the pointer is laying
  let lastColour: number | null;
  let moves: number;
  let hints: number;
  let solvedFor: number; // seconds since it was solved (-1 while not)
  let boards: number; // solved this round (a sprint's count)

  const sizeNow = () => Math.min(9, Math.max(5, (g.design.params.across ?? 5) + (sprint ? 0 : g.level - 1)));
  const cellSize = () => SIDE / board.n;
  const cellAt = (p: { x: number; y: number }): Cell | null => {
    const [r, c] = [Math.floor((p.y - GY) / cellSize()), Math.floor((p.x - GX) / cellSize())];
    return r >= 0 && c >= 0 && r < board.n && c < board.n ? [r, c] : null;
  };
  const centre = ([r, c]: Cell) => ({ x: GX + (c + 0.5) * cellSize(), y: GY + (r + 0.5) * cellSize() });
  function fresh() {
    const n = sizeNow();
    board = makeBoard(n, pairsFor(n), Math.random);
    pipes = board.dots.map(() => []);
    drawing = null;
    lastColour = null;
    moves = 0;
    hints = 0;
    solvedFor = -1;
  }
  /** The pointer's cell reached from the pipe's end: through every square between (a fast drag skips). */
  function reach(to: Cell) {
    for (let guard = 0; guard < 20 && drawing !== null; guard++) {
      const p = pipes[drawing];
      const end = p[p.length - 1];
      if (!end || (end[0] === to[0] && end[1] === to[1])) return;
      const step: Cell = end[0] !== to[0] ? [end[0] + Math.sign(to[0] - end[0]), end[1]] : [end[0], end[1] + Math.sign(to[1] - end[1])]; // prettier-ignore
      const before = pipes;
      pipes = extend(board, pipes, drawing, step);
      if (pipes === before) return;
      if (
        joined(board, pipes, drawing) &&
        !before[drawing].some((x) => x[0] === step[0] && x[1] === step[1])
      ) {
        g.sound('point');
        return;
      }
    }
  }
  function finish() {
    solvedFor = 0;
    g.sound('win');
    const stars = hints ? 1 : starsFor(board, moves);
    boards += 1;
    g.addScore(stars * 100 + board.n * 10);
    if (sprint) {
      g.announce(`${g.say('Solved!')} ${boards}`);
      return g.pause(0.8, fresh);
    }
    g.pause(1.6, () => g.win(`${g.say('Solved!')} ${'★'.repeat(stars)}${'☆'.repeat(3 - stars)}`));
  }

  return {
    controls:
      'Drag from a dot to the dot of its colour; fill every square, pipes never cross (H hint, R restart)',
    reset() {
      boards = 0;
      fresh();
    },
    update() {
      if (solvedFor >= 0) return;
      const inp = g.input;
      if (inp.pressed('r') || (inp.tapped && g.within(inp.tapAt, RESTART))) {
        pipes = board.dots.map(() => []);
        [moves, lastColour] = [0, null];
        return g.sound('tick');
      }
      if (inp.pressed('h') || (inp.tapped && g.within(inp.tapAt, HINT))) {
        // one pipe laid as the board was made: the first colour not joined that way
        const k = board.solution.findIndex(
          (s, i) => pipes[i].length !== s.length || !joined(board, pipes, i),
        );
        if (k < 0) return;
        hints += 1;
        // (a pipe the hint crosses is cut short where it is crossed, as a pipe dragged through it cuts it)
        const laid = (c: Cell) => board.solution[k].some((x) => x[0] === c[0] && x[1] === c[1]);
        const cut = (p: Cell[]) => {
          const at = p.findIndex(laid);
          return at < 0 ? p : p.slice(0, at);
        };
        pipes = pipes.map((p, i) => (i === k ? [...board.solution[k]] : cut(p)));
        g.sound('point');
        if (solved(board, pipes)) finish();
        return;
      }
      if (inp.tapped) {
        const c = cellAt(inp.tapAt);
        const start = c && startAt(board, pipes, c);
        if (start) {
          pipes = start.pipes;
          drawing = start.colour;
          if (lastColour !== drawing) moves += 1;
          lastColour = drawing;
          g.sound('tick');
        }
      }
      if (drawing !== null && inp.pointer.down) {
        const c = cellAt(inp.pointer);
        if (c) reach(c);
      }
      if (drawing !== null && !inp.pointer.down) {
        drawing = null;
        if (solved(board, pipes)) finish();
      }
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      const size = cellSize();
      ctx.fillStyle = '#0b0b0f';
      ctx.fillRect(GX - 4, GY - 4, SIDE + 8, SIDE + 8);
      // the squares a pipe fills are tinted its colour
      pipes.forEach((p, k) => {
        ctx.fillStyle = COLOURS[k % COLOURS.length] + '33';
        for (const [r, c] of p) ctx.fillRect(GX + c * size, GY + r * size, size, size);
      });
      ctx.strokeStyle = '#52525b';
      ctx.lineWidth = 1;
      for (let i = 0; i <= board.n; i++) {
        ctx.beginPath();
        ctx.moveTo(GX + i * size, GY);
        ctx.lineTo(GX + i * size, GY + SIDE);
        ctx.moveTo(GX, GY + i * size);
        ctx.lineTo(GX + SIDE, GY + i * size);
        ctx.stroke();
      }
      // the pipes, then the dots on top
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      pipes.forEach((p, k) => {
        if (p.length < 2) return;
        ctx.strokeStyle = COLOURS[k % COLOURS.length];
        ctx.lineWidth = size * 0.34;
        ctx.beginPath();
        p.forEach((c, i) =>
          i ? ctx.lineTo(centre(c).x, centre(c).y) : ctx.moveTo(centre(c).x, centre(c).y),
        );
        ctx.stroke();
      });
      board.dots.forEach((pair, k) =>
        pair.forEach((c) => {
          const { x, y } = centre(c);
          ctx.fillStyle = COLOURS[k % COLOURS.length];
          ctx.beginPath();
          ctx.arc(x, y, size * 0.34, 0, Math.PI * 2);
          ctx.fill();
          if (joined(board, pipes, k)) g.ring(x, y, size * 0.4, '#ffffff', 2);
          if (named) g.sprite(named, x, y, size * 0.42);
        }),
      );
      if (drawing !== null && g.input.pointer.down) {
        const { x, y } = g.input.pointer;
        g.ring(x, y, size * 0.45, COLOURS[drawing % COLOURS.length] + 'aa', 4);
      }
      // the counters: the flows joined, the moves, the pipe gauge
      const flows = board.dots.filter((_, k) => joined(board, pipes, k)).length;
      const line = `${g.say('Flows')} ${flows}/${board.dots.length}   ${g.say('Moves')} ${moves}   ${g.say('Pipe')} ${filled(board, pipes)}%`; // prettier-ignore
      g.text(line, g.W / 2, 62, 16, fg);
      g.text(
        sprint ? `${g.say('Solved')}: ${boards}` : `${board.n} × ${board.n}`,
        g.W / 2,
        88,
        14,
        fg + 'bb',
      );
      panel(g, HINT, solvedFor < 0);
      g.text(`💡 ${g.say('Hint')}`, HINT.x + HINT.w / 2, HINT.y + HINT.h / 2, 17, fg);
      panel(g, RESTART, solvedFor < 0);
      g.text(`↺ ${g.say('Restart')}`, RESTART.x + RESTART.w / 2, RESTART.y + RESTART.h / 2, 17, fg);
      if (solvedFor < 0 && flows === board.dots.length && filled(board, pipes) < 100)
        g.text(g.say('Every square must be filled'), g.W / 2, GY + SIDE + 22, 15, '#facc15');
    },
  };
});
