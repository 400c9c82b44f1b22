// Roles: target (optional) = on the backs of the computer's tiles. Parts: highscores. Dominoes against the computer (dominoes.ts): the 28 tiles of a
// double-six set, seven each, the rest a pile to draw from. The line winds across the table with its two
// open ends; your tiles are at the bottom, the ones that fit standing up: tap one to lay it (where both
// ends take it, then the end), Draw when none fits, Pass when the pile is empty too. The computer plays
// its turns. The first out of tiles wins the round and scores the pips left in the other hand; a blocked
// round goes to the fewest pips. The score is kept to 50 (or as asked: params.goal). Keys: arrows to
// pick, Space to lay, Left or Right for the end, D to draw, P to pass.
import { boot, shuffled } from '../runtime';
import { choose, ends, fits, lay, roundEnd, set, starter, type Line, type Tile } from '../dominoes';
import { panel } from '../panel';
import { pips } from '../pips';

const TW = 44; // a tile in the line, laid long
const TH = 22;
const PER_ROW = 9;
const HAND = { y: 500, w: 34, h: 68 };
const LEFT = { x: 16, y: 430, w: 140, h: 40 };
const RIGHT = { x: 324, y: 430, w: 140, h: 40 };
const ACT = { x: 170, y: 430, w: 140, h: 40 };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const target = g.design.params.goal ?? 50;
  let hands: [Tile[], Tile[]];
  let pile: Tile[];
  let line: Line;
  let turn: 0 | 1;
  let wait: number;
  let points: [number, number];
  let cursor: number;
  let picked: number | null; // a tile of yours that fits both ends, waiting for the end
  let said: string;
  let between: number; // s of the round's result shown
  let lastWinner: 0 | 1;

  function deal() {
    pile = shuffled(set());
    hands = [pile.splice(0, 7), pile.splice(0, 7)];
    line = [];
    turn = points[0] + points[1] === 0 ? starter(hands) : lastWinner;
    wait = 0.8;
    cursor = 0;
    picked = null;
    said = turn === 0 ? g.say('Your turn') : '';
    between = 0;
  }

  function after(p: 0 | 1) {
    const end = roundEnd(hands, line, pile.length);
    if (end) {
      if (end.winner !== null) {
        points[end.winner] += end.points;
        lastWinner = end.winner;
        if (end.winner === 0) g.addScore(end.points);
      }
      said =
        end.winner === null
          ? g.say('Blocked: a draw')
          : `${end.winner === 0 ? g.say('You win the round') : g.say('The computer wins the round')} +${end.points}`;
      g.sound(end.winner === 0 ? 'win' : 'lose');
      between = 2.6;
      return;
    }
    turn = (1 - p) as 0 | 1;
    wait = 0.8;
  }

  function layYours(i: number, side: 'left' | 'right') {
    line = lay(line, hands[0][i], side);
    hands[0].splice(i, 1);
    picked = null;
    g.sound('point');
    after(0);
  }

  function tryYours(i: number) {
    const where = fits(line, hands[0][i]);
    if (!where.length) return g.sound('bad');
    if (where.length === 1 || ends(line)![0] === ends(line)![1]) return layYours(i, where[0]);
    picked = i;
  }

  const handBox = (i: number) => {
    const k = hands[0].length;
    const step = Math.min(HAND.w + 8, (g.W - 40) / Math.max(1, k));
    const x = g.W / 2 - (step * k) / 2 + i * step + 4;
    const up = turn === 0 && between === 0 && fits(line, hands[0][i]).length ? 16 : 0;
    return { x, y: HAND.y - up, w: HAND.w, h: HAND.h };
  };
  const canPlay = () => hands[0].some((t) => fits(line, t).length > 0);

  return {
    controls: 'Tap a tile that fits to lay it; Draw when none fits (arrows, Space, D, P)',
    reset() {
      points = [0, 0];
      lastWinner = 0;
      deal();
    },
    update(dt) {
      const inp = g.input;
      if (between > 0) {
        between -= dt;
        if (between <= 0) {
          if (points[0] >= target) return g.win(`${points[0]} – ${points[1]}`);
          if (points[1] >= target) return g.lose(`${points[0]} – ${points[1]}`);
          deal();
        }
        return;
      }
      if (turn === 1) {
        wait -= dt;
        if (wait > 0) return;
        const move = choose(line, hands[1]);
        if (move) {
          line = lay(line, hands[1][move.i], move.side);
          hands[1].splice(move.i, 1);
          g.sound('tick');
          said = g.say('Your turn');
          return after(1);
        }
        if (pile.length) {
          hands[1].push(pile.pop()!);
          wait = 0.4; // (draws one at a time until it can play)
          said = g.say('The computer draws');
          return;
        }
        said = `${g.say('The computer passes')} · ${g.say('Your turn')}`;
        return after(1);
      }
      // your turn
      const k = hands[0].length;
      cursor = Math.max(0, Math.min(cursor, k - 1));
      if (picked !== null) {
        if (inp.pressed('ArrowLeft') || (inp.tapped && g.within(inp.tapAt, LEFT)))
          return layYours(picked, 'left');
        if (inp.pressed('ArrowRight') || (inp.tapped && g.within(inp.tapAt, RIGHT)))
          return layYours(picked, 'right');
        if (inp.tapped || inp.pressed('Escape')) picked = null;
        return;
      }
      if (inp.pressed('ArrowLeft')) cursor = Math.max(0, cursor - 1);
      if (inp.pressed('ArrowRight')) cursor = Math.min(k - 1, cursor + 1);
      if (inp.pressed(' ') || inp.pressed('Enter')) return tryYours(cursor);
      const stuck = !canPlay();
      if (stuck && pile.length && (inp.pressed('d') || (inp.tapped && g.within(inp.tapAt, ACT)))) {
        hands[0].push(pile.pop()!);
        cursor = hands[0].length - 1;
        return g.sound('tick');
      }
      if (stuck && !pile.length && (inp.pressed('p') || (inp.tapped && g.within(inp.tapAt, ACT)))) {
        said = g.say('You pass');
        return after(0);
      }
      if (inp.tapped)
        for (let i = 0; i < k; i++)
          if (g.within(inp.tapAt, handBox(i))) {
            cursor = i;
            return tryYours(i);
          }
    },
    draw() {
      const { ctx } = g;
      ctx.fillStyle = '#1e3a2f'; // (a green baize table)
      ctx.fillRect(0, 0, g.W, g.H);
      // the scores, the computer's tiles face down, the pile
      g.text(
        `${g.say('You')} ${points[0]}  ·  ${g.say('Computer')} ${points[1]}`,
        g.W / 2,
        44,
        20,
        '#fde047',
      );
      g.text(`${g.say('to')} ${target}`, g.W / 2, 66, 13, '#d1fae5');
      hands[1].forEach((_, i) => {
        const x = g.W / 2 - hands[1].length * 11 + i * 22;
        ctx.fillStyle = '#f5f5f4';
        ctx.fillRect(x, 82, 18, 34);
        if (g.design.roles.target) g.sprite('target', x + 9, 99, 14); // (what is named, on their backs)
      });
      g.text(`${g.say('Draw pile')}: ${pile.length}`, g.W - 16, 100, 13, '#d1fae5', 'right');
      // the line, winding across the table
      const rows = Math.ceil(line.length / PER_ROW);
      const top = 180 - Math.max(0, rows - 4) * 14;
      line.forEach((t, i) => {
        const row = Math.floor(i / PER_ROW);
        const col = i % PER_ROW;
        const back = row % 2 === 1; // (every other row goes back the other way)
        const x = g.W / 2 - (PER_ROW * (TW + 2)) / 2 + (back ? PER_ROW - 1 - col : col) * (TW + 2);
        tile(back ? [t[1], t[0]] : t, x, top + row * (TH + 34), TW, TH);
      });
      const e = ends(line);
      if (e) {
        g.text(`◀ ${e[0]}`, LEFT.x + LEFT.w / 2, LEFT.y + LEFT.h / 2, 18, '#ffffff');
        g.text(`${e[1]} ▶`, RIGHT.x + RIGHT.w / 2, RIGHT.y + RIGHT.h / 2, 18, '#ffffff');
        if (picked !== null) {
          panel(g, LEFT, true, 10);
          panel(g, RIGHT, true, 10);
        }
      }
      const stuck = turn === 0 && between === 0 && !canPlay();
      if (stuck) {
        panel(g, ACT, true, 10);
        g.text(pile.length ? g.say('Draw a tile') : g.say('Pass turn'), ACT.x + ACT.w / 2, ACT.y + ACT.h / 2, 17, '#ffffff'); // prettier-ignore
      }
      if (said) g.text(said, g.W / 2, 150, 17, between > 0 ? '#fde047' : '#ffffff');
      // your hand
      hands[0].forEach((t, i) => {
        const b = handBox(i);
        tile(t, b.x, b.y, b.w, b.h, true);
        if (i === cursor && turn === 0) g.ring(b.x + b.w / 2, b.y + b.h + 10, 4, '#fde047', 3);
        if (i === picked) g.ring(b.x + b.w / 2, b.y - 10, 5, '#22d3ee', 3);
      });
    },
  };

  /** A tile at (x, y), long across or (upright) down, its two halves' pips. */
  function tile(t: Tile, x: number, y: number, w: number, h: number, upright = false) {
    const { ctx } = g;
    ctx.fillStyle = '#fafaf9';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 4);
    ctx.fill();
    ctx.strokeStyle = '#1c1917';
    ctx.lineWidth = 1;
    ctx.stroke();
    const half = upright ? h / 2 : w / 2;
    ctx.beginPath();
    if (upright) {
      ctx.moveTo(x + 3, y + half);
      ctx.lineTo(x + w - 3, y + half);
    } else {
      ctx.moveTo(x + half, y + 3);
      ctx.lineTo(x + half, y + h - 3);
    }
    ctx.stroke();
    ctx.fillStyle = '#1c1917';
    t.forEach((n, k) => {
      const cx = upright ? x + w / 2 : x + half / 2 + k * half;
      const cy = upright ? y + half / 2 + k * half : y + h / 2;
      const s = (upright ? w : h) * 0.27;
      pips(ctx, n, cx, cy, s, Math.max(1.6, s * 0.32));
    });
  }
});
