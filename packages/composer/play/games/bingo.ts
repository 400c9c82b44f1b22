// Roles: target = the dauber's mark, when named (a star, a frog); a round blot otherwise. Parts: highscores.
// Number bingo (bingo.ts): a card of 15 numbers (3 rows of 5; 5 × 5 when asked) from 1 to 50 (or as
// asked: params.upTo). A ball is drawn every few seconds, shown big and said aloud in the page's language,
// and lit on the board of every number; a tap on a called number of the card marks it (an uncalled one
// only shakes). A full row calls "Line!", the whole card "BINGO!" and wins.
import { boot } from '../runtime';
import { balls, bingo, card, lines } from '../bingo';
import { speak } from '../speech';

const BALL = { x: 92, y: 104, r: 62 };
const BOARD = { x: 186, y: 40, w: 280, h: 130 };
const CARD_Y = 236;
const EVERY = 5; // s between balls

boot((g) => {
  g.showLives(false);
  const upTo = g.design.params.upTo ?? 50;
  const grid = g.design.params.grid;
  const rows = grid?.rows === 5 ? 5 : 3;
  const cols = 5;
  const cell = rows === 5 ? 76 : 84;
  const left = (g.W - cols * cell) / 2;
  const boardCols = 10;
  const boardRows = Math.ceil(upTo / boardCols);
  let numbers: number[];
  let marked: boolean[];
  let order: number[];
  let called: number; // how many balls are out
  let wait: number; // s to the next ball
  let lined: number; // rows already called a line
  let shake: { i: number; t: number } | null;
  let done: number | null;

  const isCalled = (n: number) => order.slice(0, called).includes(n);

  function draw() {
    if (called >= order.length) return;
    called += 1;
    wait = EVERY / Math.max(0.5, g.design.params.speed);
    g.sound('tick');
    speak(String(order[called - 1]), g.design.lang);
  }

  function mark(i: number) {
    if (marked[i]) return;
    if (!isCalled(numbers[i])) {
      shake = { i, t: 0 };
      g.sound('bad');
      return;
    }
    marked = marked.map((m, k) => m || k === i);
    g.addScore(10);
    const full = lines(marked, cols);
    if (bingo(marked)) {
      g.addScore(100);
      g.sound('win');
      done = 0;
    } else if (full.length > lined) {
      lined = full.length;
      g.addScore(50);
      g.announce(g.say('Line!'));
      g.sound('win');
    }
  }

  return {
    controls: 'Tap the numbers on your card as they are called',
    reset() {
      numbers = card(upTo, rows, cols, Math.random);
      marked = numbers.map(() => false);
      order = balls(upTo, Math.random);
      called = 0;
      wait = 1.5;
      lined = 0;
      shake = null;
      done = null;
    },
    update(dt) {
      if (done !== null) {
        if ((done += dt) > 1.5) g.win(g.say('BINGO!'));
        return;
      }
      if ((wait -= dt) <= 0) draw();
      if (shake && (shake.t += dt) > 0.4) shake = null;
      const inp = g.input;
      if (!inp.tapped) return;
      const c = Math.floor((inp.tapAt.x - left) / cell);
      const r = Math.floor((inp.tapAt.y - CARD_Y) / cell);
      if (c >= 0 && c < cols && r >= 0 && r < rows) mark(r * cols + c);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the ball just drawn
      const last = called ? order[called - 1] : null;
      const grad = ctx.createRadialGradient(BALL.x - 18, BALL.y - 22, 8, BALL.x, BALL.y, BALL.r);
      grad.addColorStop(0, '#ffffff');
      grad.addColorStop(1, '#fbbf24');
      ctx.fillStyle = grad;
      ctx.beginPath();
      ctx.arc(BALL.x, BALL.y, BALL.r, 0, Math.PI * 2);
      ctx.fill();
      g.text(last === null ? '…' : String(last), BALL.x, BALL.y + 2, 58, '#1c1917');
      // every number, the called ones lit
      const bw = BOARD.w / boardCols;
      const bh = BOARD.h / boardRows;
      for (let n = 1; n <= upTo; n++) {
        const x = BOARD.x + ((n - 1) % boardCols) * bw;
        const y = BOARD.y + Math.floor((n - 1) / boardCols) * bh;
        const on = isCalled(n);
        ctx.fillStyle = n === last ? '#fbbf24' : on ? accent : 'rgba(255,255,255,0.08)';
        ctx.fillRect(x + 1, y + 1, bw - 2, bh - 2);
        g.text(String(n), x + bw / 2, y + bh / 2 + 1, Math.min(14, bh - 6), on ? '#0f172a' : fg + '99');
      }
      // the next ball's wait
      ctx.fillStyle = 'rgba(255,255,255,0.15)';
      ctx.fillRect(BOARD.x, BOARD.y + BOARD.h + 12, BOARD.w, 6);
      ctx.fillStyle = '#fbbf24';
      ctx.fillRect(BOARD.x, BOARD.y + BOARD.h + 12, BOARD.w * Math.max(0, 1 - wait / EVERY), 6);
      g.text(`${called}/${upTo}`, BALL.x, BALL.y + BALL.r + 18, 14, fg);
      // the card
      ctx.fillStyle = '#fff7ed';
      ctx.beginPath();
      ctx.roundRect(left - 10, CARD_Y - 10, cols * cell + 20, rows * cell + 20, 14);
      ctx.fill();
      numbers.forEach((n, i) => {
        const wob = shake?.i === i ? Math.sin(shake.t * 60) * 4 : 0;
        const x = left + (i % cols) * cell + wob;
        const y = CARD_Y + Math.floor(i / cols) * cell;
        ctx.strokeStyle = '#fdba74';
        ctx.lineWidth = 2;
        ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
        g.text(String(n), x + cell / 2, y + cell / 2 + 2, 34, '#7c2d12');
        if (!marked[i]) return;
        if (g.design.roles.target) g.sprite('target', x + cell / 2, y + cell / 2, cell * 0.62);
        else {
          ctx.fillStyle = 'rgba(220,38,38,0.55)';
          ctx.beginPath();
          ctx.arc(x + cell / 2, y + cell / 2, cell * 0.36, 0, Math.PI * 2);
          ctx.fill();
        }
      });
      if (done !== null) g.text(g.say('BINGO!'), g.W / 2, CARD_Y + rows * cell + 50, 44, '#fbbf24');
    },
  };
});
