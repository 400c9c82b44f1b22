// Roles: player (when named) = who hides the code, by it. Pegs of plain colours (red, blue, green, yellow,
// orange, purple, then brown and white). Parts:
// levels (each level the code one colour longer), timer, highscores. Mastermind: the computer hides a code
// (params.code: 4 of 6 colours unless asked; on easy no colour twice), and each guess is a row: tap a
// colour (or keys 1-6) to put it in the next hole, tap a peg of the row (or Backspace) to take it out,
// Check (or Enter) when the row is full. Each guess earns black pegs for the right colour in the right
// place, white for a right colour in a wrong place (code.ts). All black wins, scored by the guesses left;
// the last of the tries (params.lives, 10 unless asked) used, the code is shown.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { marksFor, newSecret, type Marks } from '../code';

const PEGS = ['#ef4444', '#3b82f6', '#22c55e', '#facc15', '#f97316', '#a855f7', '#92400e', '#f8fafc'];
const CIRCLES = ['🔴', '🔵', '🟢', '🟡', '🟠', '🟣', '🟤', '⚪']; // (the code said at the end)
const TOP = 64;
const BOTTOM = 540; // (where the rows end and the palette begins)

boot((g) => {
  g.showLives(false);
  const { params } = g.design;
  const colours = g.clamp(params.code?.colours ?? 6, 4, PEGS.length);
  const tries = g.clamp(params.lives, 4, 12);
  let length: number;
  let secret: number[];
  let rows: { guess: number[]; marks: Marks | null }[];
  let shown: number; // seconds the code has been shown at the end

  const current = () => rows[rows.length - 1];
  const rowH = Math.min(46, (BOTTOM - TOP) / tries);
  const holeX = (i: number) => 120 + i * Math.min(52, 230 / length);
  const rowY = (k: number) => TOP + rowH * (tries - 1 - k) + rowH / 2; // (the first guess at the bottom)
  const swatch = (c: number): Box => {
    const w = Math.min(52, 320 / colours);
    return { x: 30 + c * w, y: 560, w: w - 6, h: 48 };
  };
  const CHECK: Box = { x: 360, y: 560, w: 100, h: 48 };

  function peg(x: number, y: number, r: number, c: number) {
    const { ctx } = g;
    ctx.fillStyle = PEGS[c];
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.35)'; // (a shine, so it reads as a peg)
    ctx.beginPath();
    ctx.arc(x - r * 0.3, y - r * 0.3, r * 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  function put(c: number) {
    const row = current();
    if (row.guess.length >= length) return;
    row.guess.push(c);
    g.note(300 + c * 60, 0.08, 'triangle', 0.04);
  }
  function check() {
    const row = current();
    if (row.guess.length < length) return g.sound('bad');
    row.marks = marksFor(secret, row.guess);
    if (row.marks.black === length) {
      g.addScore(10 * (tries - rows.length + 1));
      g.sound('win');
      return g.win(rows.length === 1 ? 'Cracked at the first guess!' : g.say('Cracked in {n} guesses!').replace('{n}', String(rows.length))); // prettier-ignore
    }
    g.sound(row.marks.black + row.marks.white ? 'point' : 'tick');
    if (rows.length >= tries) {
      shown = 0.001;
      return;
    }
    rows.push({ guess: [], marks: null });
  }

  return {
    controls: `Tap the colours (or keys 1-${colours}) to fill the row, then Check (or Enter); tap a peg or Backspace to take it back`,
    reset() {
      length = g.clamp((params.code?.length ?? 4) + (g.has('levels') ? g.level - 1 : 0), 3, 6);
      secret = newSecret(length, colours, params.difficulty !== 'easy', Math.random);
      rows = [{ guess: [], marks: null }];
      shown = 0;
    },
    update(dt) {
      if (shown > 0) {
        // (the code shown a moment before the round ends)
        if ((shown += dt) > 1.5)
          g.lose(`${g.say('The code was')}\n${secret.map((c) => CIRCLES[c]).join(' ')}`);
        return;
      }
      const inp = g.input;
      if (inp.tapped) {
        const p = inp.pointer;
        for (let c = 0; c < colours; c++) if (g.within(p, swatch(c))) put(c);
        if (g.within(p, CHECK)) check();
        // a peg of the row tapped comes out
        const row = current();
        const k = rows.length - 1;
        row.guess.forEach((_, i) => {
          if (Math.hypot(p.x - holeX(i), p.y - rowY(k)) < 20) row.guess.splice(i, 1);
        });
      }
      for (let c = 0; c < colours; c++) if (inp.pressed(String(c + 1))) put(c);
      if (inp.pressed('Backspace')) current().guess.pop();
      if (inp.pressed('Enter') || inp.pressed(' ')) check();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const r = Math.min(15, rowH * 0.34);
      for (let k = 0; k < tries; k++) {
        const y = rowY(k);
        const row = rows[k];
        const now = k === rows.length - 1 && shown === 0;
        if (now) {
          ctx.fillStyle = accent + '33';
          ctx.fillRect(20, y - rowH / 2 + 2, 440, rowH - 4);
        }
        g.text(String(k + 1), 44, y, 15, fg + (row ? 'ff' : '66'));
        for (let i = 0; i < length; i++) {
          const c = row?.guess[i];
          if (c !== undefined) peg(holeX(i), y, r, c);
          else {
            ctx.fillStyle = 'rgba(0,0,0,0.35)';
            ctx.beginPath();
            ctx.arc(holeX(i), y, r * 0.5, 0, Math.PI * 2);
            ctx.fill();
          }
        }
        // the marks: black pegs first, then white, in a little grid
        if (row?.marks) {
          const marks = [...Array<string>(row.marks.black).fill('#000000'), ...Array<string>(row.marks.white).fill('#ffffff')]; // prettier-ignore
          for (let i = 0; i < length; i++) {
            const mx = 400 + (i % 3) * 14;
            const my = y - 7 + Math.floor(i / 3) * 14;
            ctx.fillStyle = marks[i] ?? 'rgba(0,0,0,0.25)';
            ctx.strokeStyle = '#94a3b8';
            ctx.lineWidth = 1;
            ctx.beginPath();
            ctx.arc(mx, my, 5, 0, Math.PI * 2);
            ctx.fill();
            if (marks[i]) ctx.stroke();
          }
        }
      }
      // the code: hidden under a cover until the end
      const codeY = TOP - 30;
      if (g.design.roles.player) g.sprite('player', 50, codeY, 34);
      for (let i = 0; i < length; i++) {
        if (shown > 0) peg(holeX(i), codeY, 13, secret[i]);
        else g.text('?', holeX(i), codeY, 22, fg + 'aa');
      }
      for (let c = 0; c < colours; c++) {
        const s = swatch(c);
        peg(s.x + s.w / 2, s.y + s.h / 2, Math.min(20, s.w / 2 - 2), c);
        g.text(String(c + 1), s.x + s.w / 2, s.y + s.h + 12, 12, fg + 'aa');
      }
      const full = current().guess.length === length;
      panel(g, CHECK, full);
      g.text(g.say('Check'), CHECK.x + CHECK.w / 2, CHECK.y + CHECK.h / 2, 20, full ? '#ffffff' : fg + '88');
    },
  };
});
