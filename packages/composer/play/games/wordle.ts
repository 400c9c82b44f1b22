// Roles: none are needed to play; a word that names one of the design's things (a role or an extra)
// shows that thing's sprite when the word is over. Tiles and keyboard are plain drawing.
// Parts: levels (without a goal, each word solved is a level), timer (time up reveals the word and
// ends the game), highscores. Hard difficulty is Wordle's hard mode: hints found must be used.
// Guess the five-letter word in six tries: green = right place, yellow = elsewhere in the word, grey =
// not in it. A word not in the list is refused with a shake. Answers are design.words' five-letter
// words, else common ones (words5.ts). Each word solved is one g.got (a goal is the number of words);
// a word missed costs a life once it has been shown.
import { boot, type Entity, type RoleId } from '../runtime';
import { answers, guesses } from '../words5';

const ROWS = ['qwertyuiop', 'asdfghjkl', '>zxcvbnm<']; // > Enter, < Backspace
const TILE = { s: 52, gap: 6, top: 46 };
const KEY = { w: 42, wide: 65, h: 56, gap: 5, top: 440 };
const TRIES = 6;
const FLIP = 0.25; // seconds for one tile to turn over
const COLOR = ['', '#3a3a3c', '#b59f3b', '#538d4e']; // by mark: none, grey, yellow, green
const PRAISE = ['Genius', 'Magnificent', 'Impressive', 'Splendid', 'Great', 'Phew'];
const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th'];
const ROLES: RoleId[] = ['player', 'target', 'hazard', 'enemy', 'ally', 'goal', 'shot'];

/** 3 green, 2 yellow, 1 grey for each letter, a repeated letter marked only as often as it is there. */
function marks(guess: string, answer: string): number[] {
  const m = [1, 1, 1, 1, 1];
  const left: string[] = [];
  for (let i = 0; i < 5; i++) {
    if (guess[i] === answer[i]) m[i] = 3;
    else left.push(answer[i]);
  }
  for (let i = 0; i < 5; i++) {
    const k = m[i] === 3 ? -1 : left.indexOf(guess[i]);
    if (k >= 0) {
      m[i] = 2;
      left.splice(k, 1);
    }
  }
  return m;
}

boot((g) => {
  const { params, setting } = g.design;
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const own = [...new Set(g.design.words.map(plain).filter((w) => /^[a-z]{5}$/.test(w)))];
  const all = guesses();
  const pool = own.length ? own : answers(all);
  const valid = new Set([...all, ...own]);
  const things: Entity[] = [
    ...ROLES.flatMap((r) => (g.design.roles[r] ? [g.design.roles[r]!] : [])),
    ...(g.design.extras ?? []),
  ];
  const hard = params.difficulty === 'hard';
  let queue: string[] = [];
  let answer: string;
  let rows: string[];
  let marked: number[][];
  let cur: string;
  let flip: number; // seconds into the last row's reveal; < 0 when none is under way
  let shake: number;
  let toast: { s: string; t: number } | null;
  let over: 'won' | 'lost' | null;
  let pause: number;
  let solved: number; // words solved this round

  const say = (s: string, t = 1.2) => (toast = { s, t });
  const revealing = () => flip >= 0;
  /** What the keyboard shows of a letter: the best mark any revealed row gave it. */
  const known = (c: string) => {
    let best = 0;
    rows.forEach((r, i) => {
      if (i === rows.length - 1 && revealing()) return;
      for (let k = 0; k < 5; k++) if (r[k] === c) best = Math.max(best, marked[i][k]);
    });
    return best;
  };
  const keyW = (c: string) => (c === '>' || c === '<' ? KEY.wide : KEY.w);
  const keys = (r: number) => {
    const row = [...ROWS[r]];
    const width = row.reduce((s, c) => s + keyW(c) + KEY.gap, -KEY.gap);
    let x = (g.W - width) / 2;
    return row.map((c) => {
      const k = { c, x, y: KEY.top + r * (KEY.h + 8), w: keyW(c) };
      x += k.w + KEY.gap;
      return k;
    });
  };

  function newWord() {
    if (!queue.length) {
      queue = [...pool];
      for (let i = queue.length - 1; i > 0; i--) {
        const j = g.int(0, i);
        [queue[i], queue[j]] = [queue[j], queue[i]];
      }
    }
    answer = queue.pop()!;
    rows = [];
    marked = [];
    cur = '';
    flip = -1;
    shake = 0;
    toast = null;
    over = null;
    pause = 0;
  }
  /** Hard mode: the reason a guess leaves out a hint already found, if it does. */
  function ignoresHint(guess: string): string | null {
    for (let r = 0; r < rows.length; r++)
      for (let i = 0; i < 5; i++) {
        const c = rows[r][i].toUpperCase();
        if (marked[r][i] === 3 && guess[i] !== rows[r][i]) return `${ORDINAL[i]} letter must be ${c}`;
        if (marked[r][i] === 2 && !guess.includes(rows[r][i])) return `Guess must contain ${c}`;
      }
    return null;
  }
  function refuse(why: string) {
    say(why);
    shake = 0.4;
    g.sound('bad');
  }
  function submit() {
    if (cur.length < 5) return refuse('Not enough letters');
    if (!valid.has(cur)) return refuse('Not in word list');
    const hint = hard ? ignoresHint(cur) : null;
    if (hint) return refuse(hint);
    rows.push(cur);
    marked.push(marks(cur, answer));
    cur = '';
    flip = 0;
    g.sound('jump');
  }
  /** The row has turned over: a win, a loss, or the next try. */
  function judged() {
    flip = -1;
    const n = rows.length;
    if (rows[n - 1] === answer) {
      over = 'won';
      say(PRAISE[n - 1], 9);
      g.sound('win');
      // Fewer tries, more points: 60 in one, 10 in six (g.got adds the last one, after the pause).
      g.addScore(10 * (TRIES + 1 - n) - (params.goal !== null ? 1 : 0), true);
    } else if (n >= TRIES) {
      over = 'lost';
      say(answer.toUpperCase(), 9);
      g.sound('lose');
    }
  }
  function key(c: string) {
    if (over || revealing()) return;
    if (c === '>') return submit();
    if (c === '<') {
      cur = cur.slice(0, -1);
      return;
    }
    if (cur.length < 5 && c >= 'a' && c <= 'z') {
      cur += c;
      g.sound('tick');
    }
  }

  return {
    controls: 'Type a word and press Enter, or tap the letters below',
    reset() {
      solved = 0;
      newWord();
    },
    update(dt) {
      shake = Math.max(0, shake - dt);
      if (toast && (toast.t -= dt) <= 0) toast = null;
      if (revealing()) {
        const was = Math.floor(flip / FLIP);
        flip += dt;
        if (Math.floor(flip / FLIP) > was && was < 5) g.sound('tick');
        if (flip >= FLIP * 5 + 0.15) judged();
        return;
      }
      const inp = g.input;
      if (over) {
        pause += dt;
        const skip = pause > 1 && (inp.tapped || inp.pressed('Enter'));
        if (pause < 2.8 && !skip) return;
        // The word's outcome counts once it has been seen: a life, a thing got, or a level.
        if (over === 'lost' && !g.loseLife()) return;
        const won = over === 'won';
        if (won) solved += 1;
        // The round's last word: the win (or the next level, which brings its own word) comes now.
        const last = won && (params.goal !== null ? solved >= params.goal : g.has('levels'));
        if (!last) newWord();
        if (won && params.goal !== null) g.got(1);
        else if (last) g.win();
        return;
      }
      for (const c of inp.typed) key(c);
      if (inp.pressed('Enter')) key('>');
      if (inp.pressed('Backspace')) key('<');
      if (!inp.tapped) return;
      const p = inp.tapAt;
      for (let r = 0; r < 3; r++)
        for (const k of keys(r))
          if (p.x >= k.x - 2 && p.x <= k.x + k.w + 2 && p.y >= k.y - 4 && p.y <= k.y + KEY.h + 4) key(k.c);
    },
    draw() {
      const { ctx } = g;
      const { fg } = setting;
      const width = 5 * TILE.s + 4 * TILE.gap;
      const x0 = (g.W - width) / 2;
      for (let r = 0; r < TRIES; r++) {
        const word = r < rows.length ? rows[r] : r === rows.length ? cur : '';
        const last = r === rows.length - 1;
        const dx = r === rows.length && shake > 0 ? Math.sin(shake * 60) * 8 : 0;
        for (let i = 0; i < 5; i++) {
          const x = x0 + i * (TILE.s + TILE.gap) + TILE.s / 2 + dx;
          let y = TILE.top + r * (TILE.s + TILE.gap) + TILE.s / 2;
          // A revealing row turns tile by tile; the mark shows once a tile is past edge-on.
          const p = last && revealing() ? g.clamp((flip - i * FLIP) / FLIP, 0, 1) : 1;
          const m = r < rows.length && p >= 0.5 ? marked[r][i] : 0;
          if (last && over === 'won')
            y -= Math.max(0, Math.sin((pause - i * 0.1) * 9)) * 14 * (pause < 1 ? 1 : 0);
          ctx.save();
          ctx.translate(x, y);
          ctx.scale(1, Math.max(0.04, Math.abs(Math.cos(Math.PI * p))));
          ctx.fillStyle = m ? COLOR[m] : 'rgba(0,0,0,0.15)';
          ctx.fillRect(-TILE.s / 2, -TILE.s / 2, TILE.s, TILE.s);
          if (!m) {
            ctx.strokeStyle = word[i] ? fg + 'aa' : fg + '33';
            ctx.lineWidth = 2;
            ctx.strokeRect(-TILE.s / 2 + 1, -TILE.s / 2 + 1, TILE.s - 2, TILE.s - 2);
          }
          if (word[i]) g.text(word[i].toUpperCase(), 0, 2, 30, m ? '#ffffff' : fg);
          ctx.restore();
        }
      }
      for (let r = 0; r < 3; r++)
        for (const k of keys(r)) {
          const m = k.w === KEY.w ? known(k.c) : 0;
          ctx.fillStyle = m ? COLOR[m] : '#818384'; // untried keys lighter than the greyed-out ones
          ctx.beginPath();
          ctx.roundRect(k.x, k.y, k.w, KEY.h, 6);
          ctx.fill();
          const label = k.c === '>' ? 'ENTER' : k.c === '<' ? '⌫' : k.c.toUpperCase();
          g.text(
            label,
            k.x + k.w / 2,
            k.y + KEY.h / 2 + 1,
            k.w === KEY.w ? 21 : 15,
            m === 1 ? '#9ca3af' : '#ffffff',
          );
        }
      if (!toast) return;
      // The message box between the grid and the keyboard; when the word is over, the thing it names.
      ctx.font = 'bold 22px system-ui, sans-serif';
      const e = over ? things.find((t) => plain(t.name) === answer) : undefined;
      const w = ctx.measureText(toast.s).width + 36 + (e ? 52 : 0);
      ctx.fillStyle = 'rgba(15,23,42,0.92)';
      ctx.beginPath();
      ctx.roundRect(g.W / 2 - w / 2, 393, w, 42, 10);
      ctx.fill();
      if (e) g.sprite(e, g.W / 2 - w / 2 + 36, 414, 34 / Math.max(1, params.size));
      g.text(toast.s, g.W / 2 + (e ? 26 : 0), 415, 22, '#ffffff');
    },
    timeUp() {
      g.lose(`Time's up: it was ${answer.toUpperCase()}`);
    },
  };
});
