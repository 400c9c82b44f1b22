// Roles: none. Parts: twoPlayer (two on one screen, a column each, taking turns), highscores. Yahtzee
// (yahtzee.ts): five dice, up to three rolls a turn (ROLL or Space), a tap on a die holds it between rolls
// (it lifts, ringed); the sheet shows what the dice would score in each open box, and a tap on one fills
// it and ends the turn. 35 more at 63 in the upper boxes, 100 for each Yahtzee after the first. Thirteen
// turns fill the sheet; the total is the score (with two, the higher total wins).
import { boot } from '../runtime';
import { BOXES, bonus, fill, fresh, full, points, total, UPPER_FOR_BONUS, type Sheet } from '../yahtzee';
import { panel } from '../panel';
import { pips } from '../pips';

const DIE = 62;
const DICE_Y = 64;
const ROLL = { x: 150, y: 140, w: 180, h: 44 };
const SHEET_Y = 204;
const ROW = 25;

const dieX = (i: number) => 240 + (i - 2) * (DIE + 16);

boot((g) => {
  g.showLives(false);
  const two = g.has('twoPlayer');
  g.showScore(!two);
  let sheets: Sheet[];
  let extras: number[];
  let turn: number; // whose
  let dice: number[];
  let held: boolean[];
  let rolls: number; // this turn
  let tumbling: number; // s left of the dice rolling
  let done: number | null;

  const cols = two ? [330, 420] : [400];

  function roll() {
    if (rolls >= 3 || tumbling > 0) return;
    rolls += 1;
    tumbling = 0.5;
    dice = dice.map((d, i) => (held[i] ? d : g.int(1, 6)));
    g.sound('tick');
  }

  function choose(box: number) {
    if (rolls === 0 || tumbling > 0 || sheets[turn][box] !== null) return;
    const { sheet, extra } = fill(sheets[turn], box, dice, extras[turn]);
    sheets[turn] = sheet;
    extras[turn] = extra;
    g.sound(points(box, dice) > 0 ? 'point' : 'bad');
    if (!two) {
      g.addScore(total(sheet, extra) - g.score(), true);
    }
    if (sheets.every(full)) {
      done = 0;
      return;
    }
    if (two) turn = 1 - turn;
    rolls = 0;
    held = [false, false, false, false, false];
  }

  return {
    controls: 'ROLL (or Space) up to three times, tap dice to hold them, then tap a box to score',
    reset() {
      sheets = two ? [fresh(), fresh()] : [fresh()];
      extras = sheets.map(() => 0);
      turn = 0;
      dice = [1, 2, 3, 4, 5];
      held = [false, false, false, false, false];
      rolls = 0;
      tumbling = 0;
      done = null;
    },
    update(dt) {
      const inp = g.input;
      if (done !== null) {
        if ((done += dt) < 1) return;
        const totals = sheets.map((s, i) => total(s, extras[i]));
        if (!two) return g.win(`${g.say('Total')}: ${totals[0]}`);
        if (totals[0] === totals[1]) return g.win(`${g.say('A draw')}: ${totals[0]}`);
        const who = totals[0] > totals[1] ? 0 : 1;
        return g.win(`${g.say(`Player ${who + 1} wins`)}: ${totals[who]} – ${totals[1 - who]}`);
      }
      if (tumbling > 0) {
        tumbling -= dt;
        dice = dice.map((d, i) => (held[i] || tumbling <= 0 ? d : g.int(1, 6)));
        if (tumbling <= 0) dice = dice.map((d, i) => (held[i] ? d : g.int(1, 6)));
        return;
      }
      if (inp.pressed(' ') || inp.pressed('r')) return roll();
      for (let k = 1; k <= 5; k++) if (inp.pressed(String(k)) && rolls > 0) held[k - 1] = !held[k - 1];
      if (!inp.tapped) return;
      const p = inp.tapAt;
      if (g.within(p, ROLL)) return roll();
      for (let i = 0; i < 5; i++)
        if (rolls > 0 && Math.abs(p.x - dieX(i)) < DIE / 2 && Math.abs(p.y - (DICE_Y + DIE / 2)) < DIE / 2) {
          held[i] = !held[i];
          g.sound('tick');
          return;
        }
      const row = Math.floor((p.y - SHEET_Y) / ROW);
      const box = row < 6 ? row : row - 1; // (a line for the upper bonus between)
      if (row >= 0 && row !== 6 && box < BOXES.length) choose(box);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the dice: ivory, pips, a held one lifted and ringed
      for (let i = 0; i < 5; i++) {
        const x = dieX(i);
        const y = DICE_Y + DIE / 2 - (held[i] ? 6 : 0);
        ctx.save();
        ctx.translate(x, y);
        if (tumbling > 0 && !held[i]) ctx.rotate(Math.sin((tumbling + i) * 30) * 0.4);
        ctx.fillStyle = rolls === 0 ? '#e7e5e4aa' : '#fafaf9';
        ctx.beginPath();
        ctx.roundRect(-DIE / 2, -DIE / 2, DIE, DIE, 12);
        ctx.fill();
        ctx.fillStyle = '#1c1917';
        pips(ctx, dice[i], 0, 0, 17, 6);
        ctx.restore();
        if (held[i]) {
          ctx.strokeStyle = accent;
          ctx.lineWidth = 4;
          ctx.strokeRect(x - DIE / 2 - 4, y - DIE / 2 - 4, DIE + 8, DIE + 8);
        }
      }
      panel(g, ROLL, rolls < 3);
      g.text(`${g.say('Roll')} (${3 - rolls})`, ROLL.x + ROLL.w / 2, ROLL.y + ROLL.h / 2, 20, fg);
      if (g.design.roles.player) g.sprite('player', 40, ROLL.y + ROLL.h / 2, 40);
      if (two) g.text(g.say(`Player ${turn + 1}`), g.design.roles.player ? 66 : 20, ROLL.y + ROLL.h / 2, 18, accent, 'left'); // prettier-ignore
      // the sheet: a row a box, the points written, or in a paler hand what these dice would make
      const rows: [string, (s: Sheet, i: number) => string, number | null][] = [
        ...BOXES.slice(0, 6).map((b, k) => [b, (s: Sheet) => String(s[k] ?? ''), k] as [string, (s: Sheet, i: number) => string, number]), // prettier-ignore
        [`${g.say('Bonus')} (${UPPER_FOR_BONUS})`, (s: Sheet) => String(bonus(s) || ''), null],
        ...BOXES.slice(6).map((b, k) => [b, (s: Sheet) => String(s[k + 6] ?? ''), k + 6] as [string, (s: Sheet, i: number) => string, number]), // prettier-ignore
        [g.say('Total'), (s: Sheet, i: number) => String(total(s, extras[i])), null],
      ];
      rows.forEach(([name, value, box], r) => {
        const y = SHEET_Y + r * ROW;
        ctx.fillStyle = r % 2 ? 'rgba(255,255,255,0.05)' : 'rgba(255,255,255,0.1)';
        ctx.fillRect(20, y, 440, ROW - 2);
        g.text(g.say(name), 30, y + ROW / 2, 15, box === null ? accent : fg, 'left');
        sheets.forEach((s, i) => {
          const written = value(s, i);
          const open = box !== null && s[box] === null;
          if (open && i === turn && rolls > 0 && tumbling <= 0)
            g.text(String(points(box, dice)), cols[i], y + ROW / 2, 15, fg + '77'); // prettier-ignore
          else g.text(written, cols[i], y + ROW / 2, 16, i === turn || !two ? fg : fg + 'aa');
        });
      });
      if (two) cols.forEach((x, i) => g.text(`P${i + 1}`, x, SHEET_Y - 10, 14, i === turn ? accent : fg));
    },
  };
});
