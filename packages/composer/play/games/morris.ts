// Roles: player = your men (white, placing first), enemy = the computer's or the second player's (black).
// Parts: twoPlayer (two on one screen, taking turns), highscores, timer. Nine men's morris (morris.ts):
// tap a free point to place a man; with all nine placed, tap one of yours and then a free point beside it
// (with three left, any free point). Three in a line is a mill: tap one of the other side's men to take it
// (not one in a mill, unless all are). Mills are lit; the points you can go to are dotted. Down to two men,
// or with no move, a side loses. The computer is easy, normal or hard (modes). Keys: arrows, Space.
import { boot } from '../runtime';
import { choose, inMill, loser, MILLS, moves, phase, play, SPOTS, start, steps, takeable } from '../morris';
import type { Move, Side, State } from '../morris';

const UNIT = 66;
const X0 = 42;
const Y0 = 128;
const PAUSE = 0.7; // seconds the computer seems to think
const R = 21; // a man's radius

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (the men on the board say how it goes)
  const two = g.has('twoPlayer');
  const level = g.design.params.difficulty;
  let s: State;
  let picked: number | null; // a man of yours chosen to move
  let taking: State | null; // a mill closed: the board before it, and a man of theirs to take
  let cursor: number;
  let wait: number;
  let last: Move | null; // the move just made, shown
  let done: number;

  const xy = (i: number) => ({ x: X0 + SPOTS[i][0] * UNIT, y: Y0 + SPOTS[i][1] * UNIT });
  const role = (side: Side) => (side === 0 ? 'player' : 'enemy');
  const label = (side: Side) => {
    const name = g.design.roles[role(side)]?.name ?? '';
    const colour = /^(\w+) (?:circle|disc|disk|piece|stone|counter|man|men)s?$/.exec(name)?.[1];
    return colour ? g.say(colour[0].toUpperCase() + colour.slice(1)) : name;
  };
  const human = () => two || s.turn === 0;
  const targets = (): number[] => {
    if (taking) return takeable(s.board, s.turn);
    const all = steps(s);
    if (phase(s) === 'place') return all.map((m) => m.to);
    return picked === null ? [...new Set(all.map((m) => m.from!))] : all.filter((m) => m.from === picked).map((m) => m.to); // prettier-ignore
  };

  function after(m: Move) {
    last = m;
    picked = null;
    taking = null;
    s = play(s, m);
    wait = PAUSE;
    g.sound(m.take !== undefined ? 'hit' : s.turn === 1 ? 'point' : 'tick');
  }

  /** A tap (or Space) on point `i`, on a person's turn. */
  function choosePoint(i: number) {
    if (taking) {
      if (!takeable(s.board, s.turn).includes(i)) return g.sound('bad');
      if (s.turn === 0) g.addScore(10);
      const before = taking;
      s = before;
      return after({ ...last!, take: i });
    }
    const p = phase(s);
    if (p !== 'place' && s.board[i] === s.turn) {
      picked = i;
      return g.sound('tick');
    }
    const step = steps(s).find((m) => m.to === i && (p === 'place' || m.from === picked));
    if (!step) return g.sound('bad');
    // (a mill closed: the man stays where it went, and a man of theirs is to be taken first)
    if (moves(s).some((m) => m.to === step.to && m.from === step.from && m.take !== undefined)) {
      taking = s;
      s = play(s, step, true);
      last = step;
      picked = null;
      return g.sound('win');
    }
    after(step);
  }

  return {
    controls: two
      ? 'Take turns: tap a point to place a man, then a man and a point beside it; a mill takes one'
      : 'Tap a point to place a man, then a man and a point beside it; a mill takes one (arrows, Space)',
    reset() {
      s = start();
      picked = null;
      taking = null;
      cursor = 0;
      wait = 0;
      last = null;
      done = 0;
    },
    update(dt) {
      const lost = loser(s);
      if (lost !== null) {
        if ((done += dt) < 1.2) return;
        const won = (1 - lost) as Side;
        if (two) return g.win(`${label(won)} ${g.say('wins!')}`);
        if (won === 0) {
          g.addScore(100);
          return g.win();
        }
        return g.lose();
      }
      if (!human()) {
        if ((wait -= dt) > 0) return;
        const m = choose(s, level, Math.random);
        if (m) after(m);
        return;
      }
      const inp = g.input;
      if (inp.pressed('ArrowRight')) cursor = Math.floor(cursor / 8) * 8 + ((cursor + 1) % 8);
      if (inp.pressed('ArrowLeft')) cursor = Math.floor(cursor / 8) * 8 + ((cursor + 7) % 8);
      if (inp.pressed('ArrowDown')) cursor = Math.min(23, cursor + 8);
      if (inp.pressed('ArrowUp') && cursor >= 8) cursor -= 8;
      if (inp.pressed(' ') || inp.pressed('Enter')) choosePoint(cursor);
      if (inp.tapped) {
        const i = SPOTS.findIndex((_, k) => Math.hypot(xy(k).x - inp.tapAt.x, xy(k).y - inp.tapAt.y) < 30);
        if (i >= 0) {
          cursor = i;
          choosePoint(i);
        } else picked = null;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the board: three squares of wood, joined at their sides' middles
      ctx.fillStyle = '#d6a96a';
      ctx.beginPath();
      ctx.roundRect(X0 - 30, Y0 - 30, 6 * UNIT + 60, 6 * UNIT + 60, 14);
      ctx.fill();
      ctx.strokeStyle = '#5b3a1a';
      ctx.lineWidth = 4;
      for (const m of MILLS) {
        const [a, b] = [xy(m[0]), xy(m[2])];
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
      // mills made, lit along their line
      ctx.strokeStyle = '#facc15';
      ctx.lineWidth = 8;
      for (const m of MILLS)
        if (s.board[m[0]] !== null && m.every((j) => s.board[j] === s.board[m[0]])) {
          const [a, b] = [xy(m[0]), xy(m[2])];
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      const open = human() && loser(s) === null ? targets() : [];
      SPOTS.forEach((_, i) => {
        const { x, y } = xy(i);
        const v = s.board[i];
        if (v === null) {
          ctx.fillStyle = open.includes(i) ? '#166534' : '#5b3a1a';
          ctx.beginPath();
          ctx.arc(x, y, open.includes(i) ? 9 : 6, 0, Math.PI * 2);
          ctx.fill();
          return;
        }
        g.sprite(role(v), x, y, R * 2);
        if (inMill(s.board, i)) g.ring(x, y, R + 3, '#facc15', 3);
        if (open.includes(i)) g.ring(x, y, R + 6, taking ? '#ef4444' : '#22c55e', 3);
        if (i === picked) g.ring(x, y, R + 6, '#38bdf8', 4);
      });
      if (last && !human()) {
        const { x, y } = xy(last.to);
        g.ring(x, y, R + 8, accent, 2);
      }
      if (human() && loser(s) === null) {
        const { x, y } = xy(cursor);
        ctx.strokeStyle = '#38bdf8';
        ctx.lineWidth = 2;
        ctx.strokeRect(x - R - 6, y - R - 6, 2 * R + 12, 2 * R + 12);
      }
      // each side's men still to place, and its men on the board
      for (const side of [0, 1] as Side[]) {
        const x = side === 0 ? 30 : g.W - 30;
        const dir = side === 0 ? 1 : -1;
        for (let k = 0; k < s.hand[side]; k++) g.sprite(role(side), x + dir * k * 18, 62, 22);
        const on = s.board.filter((v) => v === side).length;
        g.text(`${label(side) || (side === 0 ? g.say('You') : g.say('Computer'))}: ${on}`, x, 90, 15, s.turn === side ? accent : fg, side === 0 ? 'left' : 'right'); // prettier-ignore
      }
      const who = two ? `${label(s.turn)}: ` : '';
      const p = phase(s);
      const status =
        loser(s) !== null
          ? ''
          : !human()
            ? g.say('Thinking…')
            : taking
              ? `${who}${g.say('A mill! Take one of theirs')}`
              : p === 'place'
                ? `${who}${g.say('Place a man')}`
                : p === 'jump'
                  ? `${who}${g.say('Three left: jump anywhere')}`
                  : `${who}${picked === null ? g.say('Move a man') : g.say('Where to?')}`;
      g.text(status, g.W / 2, Y0 + 6 * UNIT + 62, 20, taking ? '#facc15' : fg);
    },
  };
});
