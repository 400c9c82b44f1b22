// Roles: none are needed to play; a word that names one of the design's things (a role or an extra)
// shows that thing's sprite once it is solved or revealed. The gallows and figure are plain drawing.
// Parts: levels (without a goal, 3 words a level), timer, highscores.
// Guess the hidden word letter by letter (on-screen keyboard or the real one); six wrong letters lose
// the word and cost a life, then the next word comes. Words come from design.words (else a built-in
// list). Each word solved is one g.got; a goal is the number of words; none: play for score.
import { boot, shuffled } from '../runtime';
import { thingNamed, wordPool } from '../wordlist';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY = { w: 44, h: 54, gap: 4, top: 452 };
const MAX_MISSES = 6;

boot((g) => {
  const { params, setting } = g.design;
  const { words: pool, own } = wordPool(g.design);
  const perLevel = params.goal === null && g.has('levels') ? 3 : null;
  const topic = g.design.topic
    ? `Topic: ${g.design.topic[0].toUpperCase()}${g.design.topic.slice(1)}`
    : own
      ? g.design.title
      : 'Common words';
  let queue: string[];
  let word: string;
  let found: Set<string>;
  let wrong: string[];
  let done: 'won' | 'lost' | null;
  let pause: number;
  let solved: number;
  let shake: number;
  let pop: { ch: string; t: number } | null;

  const isLetter = (c: string) => c >= 'a' && c <= 'z';
  const complete = () => [...word].every((c) => !isLetter(c) || found.has(c));
  const thing = () => thingNamed(g.design, word);
  const keyRect = (row: number, i: number) => {
    const n = ROWS[row].length;
    const x0 = (g.W - n * (KEY.w + KEY.gap) + KEY.gap) / 2;
    return { x: x0 + i * (KEY.w + KEY.gap), y: KEY.top + row * (KEY.h + 8) };
  };

  function nextWord() {
    if (!queue.length) queue = shuffled(pool);
    word = queue.pop()!;
    found = new Set();
    wrong = [];
    done = null;
    pause = 0;
    // Easy gives the first letter away.
    if (params.difficulty === 'easy') found.add(word[0]);
  }
  function guess(c: string) {
    if (done || !isLetter(c)) return;
    if (found.has(c) || wrong.includes(c)) {
      pop = { ch: c, t: 0.3 };
      return g.sound('tick');
    }
    if (word.includes(c)) {
      found.add(c);
      g.sound('point');
      if (complete()) win();
      return;
    }
    wrong.push(c);
    shake = 0.3;
    g.sound('bad');
    if (wrong.length >= MAX_MISSES) {
      done = 'lost';
      g.loseLife();
    }
  }
  function win() {
    done = 'won';
    solved += 1;
    // Fewer misses, more points: 10 for the word and 5 for each try left.
    const points = 10 + 5 * (MAX_MISSES - wrong.length);
    g.addScore(points - (params.goal !== null ? 1 : 0), true);
    g.sound('win');
    if (params.goal !== null) g.got(1);
    else if (perLevel && solved >= perLevel) g.win();
  }

  /** The gallows and the figure, one part per miss. */
  function gallows(x: number, y: number) {
    const { ctx } = g;
    ctx.strokeStyle = setting.fg;
    ctx.lineCap = 'round';
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(x - 70, y + 220);
    ctx.lineTo(x + 90, y + 220);
    ctx.moveTo(x - 40, y + 220);
    ctx.lineTo(x - 40, y);
    ctx.lineTo(x + 50, y);
    ctx.moveTo(x - 40, y + 34);
    ctx.lineTo(x - 6, y);
    ctx.stroke();
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x + 50, y);
    ctx.lineTo(x + 50, y + 30);
    ctx.stroke();
    const n = wrong.length;
    const hx = x + 50;
    ctx.strokeStyle = done === 'lost' ? '#f87171' : setting.accent;
    ctx.lineWidth = 5;
    if (n > 0) {
      ctx.beginPath();
      ctx.arc(hx, y + 52, 22, 0, Math.PI * 2);
      ctx.stroke();
    }
    const limb = (a: number, b: number, c: number, d: number) => {
      ctx.beginPath();
      ctx.moveTo(hx + a, y + b);
      ctx.lineTo(hx + c, y + d);
      ctx.stroke();
    };
    if (n > 1) limb(0, 74, 0, 140);
    if (n > 2) limb(0, 90, -32, 120);
    if (n > 3) limb(0, 90, 32, 120);
    if (n > 4) limb(0, 140, -28, 186);
    if (n > 5) limb(0, 140, 28, 186);
    if (done === 'lost') {
      g.text('×', hx - 8, y + 48, 16, '#f87171');
      g.text('×', hx + 8, y + 48, 16, '#f87171');
    }
  }

  return {
    controls: 'Type letters, or tap them on the keyboard below',
    reset() {
      queue = [];
      solved = 0;
      shake = 0;
      pop = null;
      nextWord();
    },
    update(dt) {
      shake = Math.max(0, shake - dt);
      if (pop && (pop.t -= dt) <= 0) pop = null;
      if (done) {
        pause += dt;
        // The word stays a moment; a key or tap after that moves on.
        const skip = pause > 0.6 && (g.input.tapped || g.input.typed.length > 0);
        if (pause > 2.4 || skip) nextWord();
        return;
      }
      for (const c of g.input.typed) guess(c);
      if (!g.input.tapped) return;
      const p = g.input.tapAt;
      ROWS.forEach((row, r) =>
        [...row].forEach((c, i) => {
          const k = keyRect(r, i);
          if (p.x >= k.x - 2 && p.x <= k.x + KEY.w + 2 && p.y >= k.y - 4 && p.y <= k.y + KEY.h + 4) guess(c);
        }),
      );
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = setting;
      g.text(perLevel ? `${topic} · ${solved}/${perLevel} words` : topic, g.W / 2, 58, 18, accent);
      gallows(140, 90);
      // Right of the gallows: the misses so far, and the word's thing once it is known.
      const ox = shake > 0 ? Math.sin(shake * 70) * 6 : 0;
      g.text(`Misses ${wrong.length}/${MAX_MISSES}`, 350 + ox, 110, 22, fg);
      g.text(wrong.join(' ').toUpperCase(), 350 + ox, 146, 24, '#f87171');
      const e = done ? thing() : undefined;
      if (e) g.sprite(e, 350, 230, 90 / Math.max(1, params.size));
      else if (done)
        g.text(
          done === 'won' ? 'Solved!' : 'Out of tries',
          350,
          230,
          26,
          done === 'won' ? '#4ade80' : '#f87171',
        );
      // The word: a slot for each letter, filled when found (all of it once the word is over).
      const n = word.length;
      const slot = Math.min(40, 440 / n);
      const x0 = g.W / 2 - (n * slot) / 2;
      const size = Math.min(34, slot * 0.9);
      [...word].forEach((c, i) => {
        const x = x0 + i * slot + slot / 2;
        if (!isLetter(c)) return g.text(c, x, 370, size, fg);
        ctx.fillStyle = fg;
        ctx.fillRect(x - slot * 0.38, 390, slot * 0.76, 3);
        const shown = found.has(c) || done !== null;
        if (shown) g.text(c.toUpperCase(), x, 368, size, found.has(c) ? fg : '#f87171');
      });
      if (done)
        g.text(
          done === 'won' ? 'Tap for the next word' : `It was ${word.toUpperCase()}`,
          g.W / 2,
          424,
          18,
          accent,
        );
      ROWS.forEach((row, r) =>
        [...row].forEach((c, i) => {
          const k = keyRect(r, i);
          const hit = found.has(c);
          const miss = wrong.includes(c);
          ctx.fillStyle = hit ? '#16a34a' : miss ? 'rgba(0,0,0,0.45)' : 'rgba(255,255,255,0.14)';
          ctx.beginPath();
          ctx.roundRect(k.x, k.y, KEY.w, KEY.h, 7);
          ctx.fill();
          if (pop?.ch === c) {
            ctx.strokeStyle = accent;
            ctx.lineWidth = 3;
            ctx.stroke();
          }
          g.text(c.toUpperCase(), k.x + KEY.w / 2, k.y + KEY.h / 2 + 1, 22, miss ? fg + '55' : '#ffffff');
        }),
      );
    },
  };
});
