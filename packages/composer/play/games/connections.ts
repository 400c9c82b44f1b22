// Roles: target (optional) = a thing named, the puzzle's mascot by its heading; words on tiles. Parts: highscores. Connections (connections.ts): tap four words that
// belong together and Submit; a right group locks in as a coloured bar with its name (yellow, green,
// blue, purple for the trickiest), a wrong one costs one of four mistakes ("One away…" when three were
// right). Shuffle mixes the tiles, Deselect all clears the choice. Four mistakes and the groups left are
// shown. Each round is the next of its puzzles (kept on the device). Keys: arrows and Space pick, Enter
// submits, S shuffles, D deselects.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { lost, MISTAKES, PUZZLES, shuffle, solved, start, submit } from '../connections';
import type { Group, State } from '../connections';

const X0 = 16;
const Y0 = 136;
const GAP = 8;
const TW = (480 - 2 * X0 - 3 * GAP) / 4;
const TH = 66;
const COLOURS = ['#f9df6d', '#a0c35a', '#b0c4ef', '#ba81c5'];
const BUTTONS: Box[] = [0, 1, 2].map((k) => ({ x: 24 + k * 148, y: 520, w: 136, h: 48 }));

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let s: State;
  let puzzle: number;
  let picked: string[];
  let cursor: number;
  let said: string;
  let saidFor: number;
  let shake: number; // the chosen tiles shake after a wrong guess
  let ending: number; // after the end: the groups left shown one by one
  let keys: boolean; // the arrows were used: their cursor is shown

  const tileBox = (k: number): Box => {
    const row = s.found.length + Math.floor(k / 4);
    return { x: X0 + (k % 4) * (TW + GAP), y: Y0 + row * (TH + GAP), w: TW, h: TH };
  };
  const barBox = (row: number): Box => ({ x: X0, y: Y0 + row * (TH + GAP), w: 480 - 2 * X0, h: TH });
  const tell = (text: string) => {
    said = text;
    saidFor = 1.6;
  };
  function toggle(word: string) {
    if (picked.includes(word)) picked = picked.filter((w) => w !== word);
    else if (picked.length < 4) picked = [...picked, word];
    else return g.sound('bad');
    g.sound('tick');
  }
  function send() {
    if (picked.length !== 4) return g.sound('bad');
    const r = submit(s, picked);
    s = r.state;
    if (r.verdict === 'tried') return tell(g.say('Already guessed!'));
    if (r.verdict === 'right') {
      picked = [];
      g.addScore(100 * (r.group!.level + 1));
      return g.sound('win');
    }
    shake = 0.5;
    g.sound('bad');
    tell(r.verdict === 'one away' ? g.say('One away…') : g.say('Not a group'));
  }

  return {
    controls: 'Tap four words that belong together, then Submit (arrows and Space pick, Enter submits)',
    reset() {
      puzzle = g.kept<number>('puzzle') ?? 0;
      keys = false;
      s = start(PUZZLES[puzzle % PUZZLES.length], Math.random);
      picked = [];
      cursor = 0;
      said = '';
      saidFor = 0;
      shake = 0;
      ending = -1;
    },
    update(dt) {
      saidFor = Math.max(0, saidFor - dt);
      shake = Math.max(0, shake - dt);
      if (solved(s) && ending < 0) ending = 0;
      if (lost(s) && ending < 0) {
        ending = 0;
        picked = [];
      }
      if (ending >= 0) {
        ending += dt;
        // (lost: the groups not found come in one by one, plainest first)
        if (lost(s) && !solved(s) && ending > 0.8) {
          const next = [...s.groups].sort((a, b) => a.level - b.level).find((x) => !s.found.includes(x))!;
          s = { ...s, found: [...s.found, next], left: s.left.filter((w) => !next.words.includes(w)) };
          ending = 0.01;
          return;
        }
        if (ending < 1.4) return;
        g.keep('puzzle', puzzle + 1); // (the next round, the next puzzle)
        if (s.mistakes < MISTAKES) return g.win(s.mistakes ? g.say('Solved!') : g.say('Perfect!'));
        return g.lose(g.say('Next time!'));
      }
      const inp = g.input;
      const n = s.left.length;
      if (['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'].some((k) => inp.pressed(k))) keys = true;
      if (inp.pressed('ArrowRight')) cursor = (cursor + 1) % n;
      if (inp.pressed('ArrowLeft')) cursor = (cursor + n - 1) % n;
      if (inp.pressed('ArrowDown')) cursor = Math.min(n - 1, cursor + 4);
      if (inp.pressed('ArrowUp')) cursor = Math.max(0, cursor - 4);
      if (inp.pressed(' ')) toggle(s.left[Math.min(cursor, n - 1)]);
      if (inp.pressed('Enter')) send();
      if (inp.pressed('s')) s = { ...s, left: shuffle(s.left, Math.random) };
      if (inp.pressed('d')) picked = [];
      if (!inp.tapped) return;
      const p = inp.tapAt;
      const k = s.left.findIndex((_, i) => g.within(p, tileBox(i)));
      if (k >= 0) {
        cursor = k;
        return toggle(s.left[k]);
      }
      if (g.within(p, BUTTONS[0])) {
        s = { ...s, left: shuffle(s.left, Math.random) };
        g.sound('tick');
      } else if (g.within(p, BUTTONS[1])) picked = [];
      else if (g.within(p, BUTTONS[2])) send();
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      g.text(g.say('Create four groups of four!'), g.W / 2, 64, 19, fg);
      if (g.design.roles.target) g.sprite('target', 34, 64, 30); // (a thing named: the puzzle's mascot)
      g.text(`${g.say('Puzzle')} #${(puzzle % PUZZLES.length) + 1}`, g.W / 2, 94, 13, fg + 'aa');
      // the groups found: bars of their colour with the name and the four words
      s.found.forEach((group: Group, row) => {
        const b = barBox(row);
        ctx.fillStyle = COLOURS[group.level];
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 10);
        ctx.fill();
        g.text(group.name.toUpperCase(), b.x + b.w / 2, b.y + 22, 17, '#111827');
        g.text(group.words.join(', '), b.x + b.w / 2, b.y + 46, 14, '#111827');
      });
      // the words left, on tiles: dark when picked
      s.left.forEach((word, k) => {
        const b = tileBox(k);
        const on = picked.includes(word);
        const dx = on && shake > 0 ? Math.sin(shake * 60) * 4 : 0;
        ctx.fillStyle = on ? '#5a594e' : '#efefe6';
        ctx.beginPath();
        ctx.roundRect(b.x + dx, b.y, b.w, b.h, 10);
        ctx.fill();
        if (keys && k === cursor && ending < 0) {
          ctx.strokeStyle = '#38bdf8';
          ctx.lineWidth = 3;
          ctx.beginPath();
          ctx.roundRect(b.x - 3, b.y - 3, b.w + 6, b.h + 6, 12);
          ctx.stroke();
        }
        const size = Math.min(17, Math.floor((b.w - 10) / (word.length * 0.68)));
        g.text(word, b.x + b.w / 2 + dx, b.y + b.h / 2, size, on ? '#ffffff' : '#111827');
      });
      // mistakes left, as dots
      const left = MISTAKES - s.mistakes;
      g.text(g.say('Mistakes remaining:'), g.W / 2 - 40, 488, 15, fg);
      for (let k = 0; k < MISTAKES; k++) {
        ctx.fillStyle = k < left ? fg : 'rgba(128,128,128,0.25)';
        ctx.beginPath();
        ctx.arc(g.W / 2 + 60 + k * 22, 488, 7, 0, Math.PI * 2);
        ctx.fill();
      }
      const labels = [g.say('Shuffle'), g.say('Deselect all'), g.say('Submit')];
      BUTTONS.forEach((b, k) => {
        panel(g, b, ending < 0 && (k !== 2 || picked.length === 4), 24);
        g.text(labels[k], b.x + b.w / 2, b.y + b.h / 2, 16, fg);
      });
      if (saidFor > 0) {
        ctx.fillStyle = '#111827';
        ctx.beginPath();
        ctx.roundRect(g.W / 2 - 90, 590, 180, 36, 8);
        ctx.fill();
        g.text(said, g.W / 2, 608, 16, '#ffffff');
      }
    },
  };
});
