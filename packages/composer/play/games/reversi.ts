// Roles: player = your discs (black, moving first), enemy = the computer's or the second player's
// (white). Parts: twoPlayer (two on one screen, taking turns), highscores, timer. Reversi (reversi.ts): tap a
// square (or arrows and Space) where your disc outflanks a line of the other side's: each disc between
// turns. The squares you can play are dotted; with no move a side passes. When neither can move, the side
// with more discs wins. The computer is easy, normal or hard (hard prefers corners and edges).
import { boot, type Box } from '../runtime';
import { choose, count, flips, moves, N, over, play, start, type Board, type Side } from '../reversi';

const CELL = 54;
const X0 = 24;
const Y0 = 116;
const PAUSE = 0.6; // seconds the computer seems to think, or a pass is shown

boot((g) => {
  g.showLives(false);
  const two = g.has('twoPlayer');
  const level = g.design.params.difficulty;
  let board: Board;
  let turn: Side;
  let cursor: number;
  let last: number | null; // the square last played
  let wait: number; // seconds until the computer plays, or a pass is over
  let passing: Side | null; // the side shown passing
  let done: number; // seconds since the end

  // (a disc named by its colour, "black circle", is called by it; anything else by its name)
  const label = (s: Side) => {
    const name = (s === 1 ? g.design.roles.player : g.design.roles.enemy)?.name ?? '';
    const colour = /^(\w+) (?:circle|disc|disk|piece|stone|counter)s?$/.exec(name)?.[1];
    return colour ? g.say(colour[0].toUpperCase() + colour.slice(1)) : name;
  };
  const human = () => two || turn === 1;
  const boxOf = (i: number): Box => ({
    x: X0 + (i % N) * CELL,
    y: Y0 + Math.floor(i / N) * CELL,
    w: CELL,
    h: CELL,
  });

  function move(at: number) {
    if (!flips(board, at, turn).length) return g.sound('bad');
    board = play(board, at, turn);
    last = at;
    g.sound(turn === 1 ? 'point' : 'tick');
    next();
  }
  function next() {
    turn = -turn as Side;
    wait = PAUSE;
    passing = null;
    if (over(board)) return;
    if (!moves(board, turn).length) passing = turn; // (shown a moment, then the other side plays again)
  }

  return {
    controls: two
      ? 'Take turns: tap a dotted square (or arrows and Space) to place a disc'
      : 'Tap a dotted square (or arrows and Space) to place your disc',
    reset() {
      board = start();
      turn = 1;
      cursor = 19;
      last = null;
      wait = 0;
      passing = null;
      done = 0;
    },
    update(dt) {
      if (over(board)) {
        if ((done += dt) < 1) return;
        const [mine, theirs] = [count(board, 1), count(board, -1)];
        const score = `${mine}–${theirs}`;
        if (mine === theirs) return g.lose(`${g.say('A draw')} ${score}`);
        if (two) return g.win(`${label(mine > theirs ? 1 : -1)} ${g.say('wins!')} ${score}`);
        if (mine > theirs) {
          g.addScore(mine);
          return g.win(score);
        }
        return g.lose(score);
      }
      if (passing) {
        if ((wait -= dt) <= 0) {
          passing = null;
          turn = -turn as Side;
        }
        return;
      }
      if (!human()) {
        if ((wait -= dt) > 0) return;
        const at = choose(board, turn, level, Math.random);
        if (at !== null) move(at);
        return;
      }
      const inp = g.input;
      const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -N, ArrowDown: N };
      for (const [key, step] of Object.entries(steps))
        if (inp.pressed(key)) {
          const to = cursor + step;
          if (
            to >= 0 &&
            to < N * N &&
            (Math.abs(step) === N || Math.floor(to / N) === Math.floor(cursor / N))
          )
            cursor = to;
        }
      if (inp.pressed(' ') || inp.pressed('Enter')) move(cursor);
      if (inp.tapped) {
        const at = board.findIndex((_, i) => g.within(inp.pointer, boxOf(i)));
        if (at >= 0) {
          cursor = at;
          move(at);
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the green board and its lines
      ctx.fillStyle = '#15803d';
      ctx.fillRect(X0, Y0, N * CELL, N * CELL);
      ctx.strokeStyle = '#064e3b';
      ctx.lineWidth = 2;
      for (let k = 0; k <= N; k++) {
        ctx.beginPath();
        ctx.moveTo(X0 + k * CELL, Y0);
        ctx.lineTo(X0 + k * CELL, Y0 + N * CELL);
        ctx.moveTo(X0, Y0 + k * CELL);
        ctx.lineTo(X0 + N * CELL, Y0 + k * CELL);
        ctx.stroke();
      }
      const open = human() && !passing && !over(board) ? moves(board, turn) : [];
      board.forEach((s, i) => {
        const b = boxOf(i);
        const [cx, cy] = [b.x + CELL / 2, b.y + CELL / 2];
        if (s) g.sprite(s === 1 ? 'player' : 'enemy', cx, cy, CELL - 8);
        else if (open.includes(i)) {
          ctx.fillStyle = 'rgba(0,0,0,0.35)';
          ctx.beginPath();
          ctx.arc(cx, cy, 6, 0, Math.PI * 2);
          ctx.fill();
        }
        if (i === last) g.ring(cx, cy, CELL / 2 - 3, accent, 2);
      });
      if (human() && !over(board)) {
        const b = boxOf(cursor);
        ctx.strokeStyle = '#facc15';
        ctx.lineWidth = 3;
        ctx.strokeRect(b.x + 2, b.y + 2, CELL - 4, CELL - 4);
      }
      // the count of each side's discs, the one to play lit
      for (const s of [1, -1] as Side[]) {
        const x = s === 1 ? 60 : g.W - 60;
        g.sprite(s === 1 ? 'player' : 'enemy', x, 82, 30);
        g.text(String(count(board, s)), x + (s === 1 ? 34 : -34), 82, 24, turn === s ? accent : fg);
      }
      const status = over(board)
        ? ''
        : passing
          ? `${label(passing)}: ${g.say('No move: pass')}`
          : two
            ? `${label(turn)}: ${g.say('Your turn')}`
            : turn === 1
              ? g.say('Your turn')
              : g.say('Thinking…');
      g.text(status, g.W / 2, Y0 + N * CELL + 36, 20, fg);
    },
  };
});
