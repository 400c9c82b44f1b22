// Roles: player = what stands for a word that names nothing (letters); a word that names one of the
// design's things shows its picture as the clue (fruit names: the fruit). Parts: timer, levels (without a goal, 5 words a
// level), highscores. A word's letters, shuffled, lie as tiles; tap them in order (or type them) to
// spell it. A right letter takes the next slot; a wrong one shakes and counts a miss. A word done is
// one g.got, worth more for fewer misses; three misses on a word show its next letter. Words come from
// design.words (else common ones); a goal is the number of words, none: 10 words win the round.
import { boot, shuffled } from '../runtime';
import { thingNamed, wordPool } from '../wordlist';

const TILE = 52;
const GAP = 8;

boot((g) => {
  const { params, setting } = g.design;
  const pool = wordPool(g.design).words.filter((w) => /^[a-z]{3,9}$/.test(w));
  const words = pool.length ? pool : ['apple', 'rocket', 'garden'];
  const perRound = params.goal ?? (g.has('levels') ? 5 : 10);
  let queue: string[];
  let word: string;
  let tiles: { ch: string; used: boolean }[];
  let spelled: number;
  let misses: number;
  let solved: number;
  let shake: { i: number; t: number } | null;
  let pause: number;
  g.showLives(false);

  // (a long word's slots are narrower, so a row of them fits)
  const size = () => Math.min(TILE, Math.floor((g.W - 40) / word.length) - GAP);
  const slot = (i: number) => ({
    x: g.W / 2 + (i - (word.length - 1) / 2) * (size() + GAP),
    y: 330,
  });
  // Tiles in up to two rows under the slots.
  const tileAt = (i: number) => {
    const perRow = Math.min(tiles.length, 7);
    const row = Math.floor(i / perRow);
    const inRow = row === 0 ? perRow : tiles.length - perRow;
    return {
      x: g.W / 2 + ((i % perRow) - (inRow - 1) / 2) * (TILE + GAP),
      y: 450 + row * (TILE + GAP + 6),
    };
  };

  function nextWord() {
    if (!queue.length) queue = shuffled(words);
    word = queue.pop()!;
    let order = shuffled([...word]);
    // (never the word itself, when its letters allow another order)
    for (let k = 0; k < 6 && order.join('') === word && new Set(word).size > 1; k++)
      order = shuffled([...word]);
    tiles = order.map((ch) => ({ ch, used: false }));
    spelled = 0;
    misses = 0;
    pause = 0;
  }

  function place(i: number) {
    const t = tiles[i];
    if (!t || t.used || pause > 0) return;
    if (t.ch !== word[spelled]) {
      misses += 1;
      shake = { i, t: 0.3 };
      g.sound('bad');
      // Three misses: the next letter shows itself.
      if (misses % 3 === 0) place(tiles.findIndex((x) => !x.used && x.ch === word[spelled]));
      return;
    }
    t.used = true;
    spelled += 1;
    g.sound('tick');
    if (spelled < word.length) return;
    solved += 1;
    g.addScore(Math.max(5, 20 - 5 * misses) - 1, true);
    g.sound('win');
    g.got(1); // (its point completes the word's)
    pause = 1.1;
    if (params.goal === null && solved % perRound === 0) g.win(`${solved} ${g.say('words unscrambled')}`);
  }

  return {
    controls: 'Tap the letters in order, or type them, to spell the word',
    reset() {
      queue = [];
      solved = 0;
      shake = null;
      nextWord();
    },
    update(dt) {
      if (shake && (shake.t -= dt) <= 0) shake = null;
      if (pause > 0) {
        if ((pause -= dt) <= 0) nextWord();
        return;
      }
      for (const c of g.input.typed) place(tiles.findIndex((t) => !t.used && t.ch === c.toLowerCase()));
      if (g.input.tapped) place(tiles.findIndex((_, i) => g.hit(g.input.tapAt, tileAt(i), TILE / 2 + 4)));
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = setting;
      // The clue: the thing the word names, or the topic.
      const clue = thingNamed(g.design, word);
      g.sprite(clue ?? 'player', g.W / 2, 190, 110 / Math.max(1, params.size));
      g.text(`${solved} / ${perRound}`, g.W / 2, 90, 20, fg);
      if (misses) g.text(`${g.say('Misses')}: ${misses}`, g.W / 2, 268, 18, '#f87171');
      ctx.lineWidth = 3;
      for (let i = 0; i < word.length; i++) {
        const s = slot(i);
        ctx.strokeStyle = i < spelled ? '#4ade80' : fg;
        ctx.strokeRect(s.x - size() / 2, s.y - size() / 2, size(), size());
        if (i < spelled) g.text(word[i].toUpperCase(), s.x, s.y, 30, '#4ade80');
      }
      tiles.forEach((t, i) => {
        if (t.used) return;
        const p = tileAt(i);
        const ox = shake?.i === i ? Math.sin(shake.t * 70) * 6 : 0;
        ctx.fillStyle = shake?.i === i ? '#7f1d1d' : accent;
        ctx.fillRect(p.x - TILE / 2 + ox, p.y - TILE / 2, TILE, TILE);
        g.text(t.ch.toUpperCase(), p.x + ox, p.y, 30, '#0b1020');
      });
      if (pause > 0) g.text(g.say('Solved!'), g.W / 2, 400, 26, '#4ade80');
    },
  };
});
