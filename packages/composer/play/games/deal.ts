// Roles: target (optional) = what is on each case's lid, when named. Parts: highscores (a leaderboard of
// who played and what they won, a name typed at the end, kept on this device). Deal or No Deal (deal.ts):
// pick your case, then open the others in rounds (a drumroll, then the sum, struck off the boards on both
// sides); after each round the banker's phone rings with an offer: DEAL takes it (and shows what your case
// held), NO DEAL plays on. With two cases left: keep yours or swap, then it is opened. Keys: D and N for
// deal and no deal, K and S for keep and swap.
import { boot, type Box } from '../runtime';
import { AMOUNTS, leftThisRound, money, offer } from '../deal';

const COLS = 5;
const CASE = { w: 56, h: 46, x0: 93, y0: 92, dx: 60, dy: 58 };
const DEAL: Box = { x: 60, y: 420, w: 170, h: 64 };
const NO_DEAL: Box = { x: 250, y: 420, w: 170, h: 64 };
const BOARD_TOP = 64;
const BOARD_STEP = 38;

type Phase =
  | { at: 'pick' }
  | { at: 'open' }
  | { at: 'reveal'; box: number; left: number } // a drumroll, then the sum
  | { at: 'ring'; left: number }
  | { at: 'offer'; sum: number }
  | { at: 'swap' }
  | { at: 'end'; won: number; dealt: boolean; left: number; name: string };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  let inside: number[]; // the sum in each case
  let opened: boolean[];
  let mine: number; // your case, -1 before it is picked
  let phase: Phase;
  let offers: number[];
  let shown: { sum: number; left: number } | null; // the sum just opened, big for a moment

  const boxOf = (i: number): Box => ({
    x: CASE.x0 + (i % COLS) * CASE.dx,
    y: CASE.y0 + Math.floor(i / COLS) * CASE.dy,
    w: CASE.w,
    h: CASE.h,
  });
  const unopened = () => inside.filter((_, i) => !opened[i]);
  const drumroll = () => {
    for (let k = 0; k < 8; k++) setTimeout(() => g.note(90 + (k % 2) * 12, 0.07, 'square', 0.05), k * 80);
  };
  const ring = () => {
    for (let k = 0; k < 6; k++) setTimeout(() => g.note(k % 2 ? 480 : 440, 0.12, 'sine', 0.06), k * 130);
  };
  function end(won: number, dealt: boolean) {
    phase = { at: 'end', won, dealt, left: 3, name: '' };
    opened = opened.map(() => true);
    g.sound(won >= 100000 ? 'win' : 'point');
    g.addScore(Math.round(won));
    if (g.has('highscores')) g.wantsKeyboard(true);
  }

  return {
    controls: 'Pick your case, open the others, then DEAL or NO DEAL (D, N; K keep, S swap)',
    reset() {
      inside = [...AMOUNTS].sort(() => Math.random() - 0.5);
      opened = inside.map(() => false);
      mine = -1;
      phase = { at: 'pick' };
      offers = [];
      shown = null;
    },
    update(dt) {
      const inp = g.input;
      if (shown && (shown.left -= dt) <= 0) shown = null;
      const tappedCase = inp.tapped ? inside.findIndex((_, i) => g.within(inp.tapAt, boxOf(i))) : -1;
      switch (phase.at) {
        case 'pick':
          if (tappedCase >= 0) {
            mine = tappedCase;
            phase = { at: 'open' };
            g.sound('point');
          }
          return;
        case 'open':
          if (tappedCase >= 0 && tappedCase !== mine && !opened[tappedCase]) {
            phase = { at: 'reveal', box: tappedCase, left: 0.8 };
            drumroll();
          }
          return;
        case 'reveal':
          if ((phase.left -= dt) > 0) return;
          opened[phase.box] = true;
          shown = { sum: inside[phase.box], left: 1.4 };
          g.sound(inside[phase.box] >= 100000 ? 'lose' : 'tick');
          {
            // (the round's last case opened: the banker calls)
            const count = opened.filter(Boolean).length;
            if (leftThisRound(count).round === leftThisRound(count - 1).round) phase = { at: 'open' };
            else {
              phase = { at: 'ring', left: 1.6 };
              ring();
            }
          }
          return;
        case 'ring':
          if ((phase.left -= dt) > 0) return;
          {
            const round = leftThisRound(opened.filter(Boolean).length - 1).round;
            const sum = offer(unopened(), round, Math.random);
            offers.push(sum);
            phase = { at: 'offer', sum };
          }
          return;
        case 'offer': {
          const deal = (inp.tapped && g.within(inp.tapAt, DEAL)) || inp.pressed('d');
          const no = (inp.tapped && g.within(inp.tapAt, NO_DEAL)) || inp.pressed('n');
          if (deal) return end(phase.sum, true);
          if (no) {
            g.sound('bad');
            phase = unopened().length === 2 ? { at: 'swap' } : { at: 'open' };
          }
          return;
        }
        case 'swap': {
          const other = inside.findIndex((_, i) => !opened[i] && i !== mine);
          const keep = (inp.tapped && g.within(inp.tapAt, DEAL)) || inp.pressed('k');
          const swap = (inp.tapped && g.within(inp.tapAt, NO_DEAL)) || inp.pressed('s');
          if (swap) mine = other;
          if (keep || swap) end(inside[mine], false);
          return;
        }
        case 'end': {
          phase.left -= dt;
          if (g.has('highscores')) {
            for (const c of inp.typed) if (phase.name.length < 20) phase.name += c;
            if (inp.pressed('Backspace')) phase.name = phase.name.slice(0, -1);
            if (!inp.pressed('Enter') || !phase.name.trim()) return;
            const name = phase.name.trim();
            const board = [
              ...(g.kept<{ name: string; won: number }[]>('board') ?? []),
              { name, won: phase.won },
            ]
              .sort((a, b) => b.won - a.won)
              .slice(0, 10);
            g.keep('board', board);
            g.wantsKeyboard(false);
          } else if (phase.left > 0) return;
          return g.win(`${g.say('You won')} ${money(phase.won)}`);
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      // the stage: a dark blue studio with a gold glow
      const glow = ctx.createRadialGradient(g.W / 2, 300, 40, g.W / 2, 300, 420);
      glow.addColorStop(0, '#1e3a8a');
      glow.addColorStop(1, '#020617');
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, g.W, g.H);
      // the money boards: the small sums on the left, the big ones on the right
      const gone = new Set(inside.filter((_, i) => opened[i] && i !== mine).map((v) => v));
      if (phase.at === 'end') inside.forEach((v) => gone.add(v));
      AMOUNTS.forEach((v, k) => {
        const left = k < 13;
        const x = left ? 4 : g.W - 86;
        const y = BOARD_TOP + (k % 13) * BOARD_STEP;
        const out = gone.has(v) && !(phase.at === 'end' && v === phase.won);
        ctx.fillStyle = out ? 'rgba(255,255,255,0.08)' : left ? '#38bdf8' : '#facc15';
        ctx.beginPath();
        ctx.roundRect(x, y, 82, BOARD_STEP - 6, 6);
        ctx.fill();
        g.text(
          money(v),
          x + 41,
          y + (BOARD_STEP - 6) / 2,
          v >= 100000 ? 12 : 13,
          out ? '#64748b' : '#0f172a',
        );
        if (out) {
          ctx.strokeStyle = '#ef4444';
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x + 6, y + (BOARD_STEP - 6) / 2);
          ctx.lineTo(x + 76, y + (BOARD_STEP - 6) / 2);
          ctx.stroke();
        }
      });
      // the cases
      inside.forEach((v, i) => {
        if (i === mine && phase.at !== 'end') return;
        const b = boxOf(i);
        if (opened[i] && !(phase.at === 'end' && i === mine)) {
          g.text(money(v), b.x + b.w / 2, b.y + b.h / 2, 11, '#64748b');
          return;
        }
        briefcase(b, String(i + 1), phase.at === 'reveal' && phase.box === i);
      });
      // yours, at the front
      if (mine >= 0) {
        const b = { x: g.W / 2 - 44, y: 520, w: 88, h: 70 };
        briefcase(b, String(mine + 1), false, true);
        g.text(g.say('Your case'), g.W / 2, 606, 15, '#facc15');
        if (phase.at === 'end') g.text(money(inside[mine]), g.W / 2, 556, 16, '#0f172a');
      }
      const count = opened.filter(Boolean).length;
      const { round, left } = leftThisRound(count);
      const status =
        phase.at === 'pick'
          ? g.say('Pick your case')
          : phase.at === 'open' || phase.at === 'reveal'
            ? `${g.say('Round')} ${round + 1}: ${g.say('open')} ${left} ${left === 1 ? g.say('case') : g.say('cases')}`
            : '';
      g.text(status, g.W / 2, 40, 20, fg);
      if (shown) {
        ctx.fillStyle = 'rgba(2,6,23,0.8)';
        ctx.fillRect(90, 250, 300, 80);
        g.text(money(shown.sum), g.W / 2, 290, 40, shown.sum >= 100000 ? '#f87171' : '#4ade80');
      }
      if (phase.at === 'ring' || phase.at === 'offer' || phase.at === 'swap') {
        ctx.fillStyle = 'rgba(2,6,23,0.88)';
        ctx.fillRect(30, 230, g.W - 60, 270);
        if (phase.at === 'ring') {
          const shake = Math.sin(g.time * 40) * 6;
          g.text('☎️', g.W / 2 + shake, 330, 64);
          g.text(g.say('The banker is calling…'), g.W / 2, 410, 20, '#facc15');
        } else if (phase.at === 'offer') {
          g.text(`☎️ ${g.say('The banker offers')}`, g.W / 2, 280, 20, fg);
          g.text(money(phase.sum), g.W / 2, 340, 44, '#facc15');
          button(DEAL, g.say('DEAL'), '#16a34a');
          button(NO_DEAL, g.say('NO DEAL'), '#dc2626');
        } else {
          g.text(g.say('Keep your case, or swap it?'), g.W / 2, 320, 20, fg);
          button(DEAL, g.say('Keep'), '#2563eb');
          button(NO_DEAL, g.say('Swap'), '#9333ea');
        }
      }
      if (phase.at === 'end') {
        ctx.fillStyle = 'rgba(2,6,23,0.85)';
        ctx.fillRect(30, 150, g.W - 60, 330);
        g.text(`${g.say('You won')} ${money(phase.won)}`, g.W / 2, 200, 30, '#facc15');
        if (phase.dealt) g.text(`${g.say('Your case held')} ${money(inside[mine])}`, g.W / 2, 240, 18, fg);
        if (g.has('highscores')) {
          g.text(g.say('Who played? Type a name and press Enter'), g.W / 2, 280, 15, fg);
          g.text(`${phase.name}${Math.floor(g.time * 2) % 2 ? '|' : ''}`, g.W / 2, 312, 22, '#facc15');
          (g.kept<{ name: string; won: number }[]>('board') ?? []).slice(0, 6).forEach((e, k) => {
            g.text(`${k + 1}. ${e.name}`, 80, 350 + k * 22, 15, fg, 'left');
            g.text(money(e.won), g.W - 80, 350 + k * 22, 15, '#facc15', 'right');
          });
        }
      }
      // (the leaderboard's best, or where the player's name will go, in view for the stream)
      if (g.has('highscores') && phase.at !== 'end' && phase.at !== 'offer') {
        const best = g.kept<{ name: string; won: number }[]>('board')?.[0];
        const line = best ? `🏆 ${best.name}: ${money(best.won)}` : `🏆 ${g.say('The player’s name goes on the leaderboard at the end')}`; // prettier-ignore
        g.text(line, g.W / 2, 628, 13, '#facc15');
      }
      if (offers.length && phase.at !== 'end' && phase.at !== 'offer')
        g.text(`${g.say('Last offer')}: ${money(offers[offers.length - 1])}`, g.W / 2, 498, 14, '#94a3b8');
    },
  };

  /** A silver briefcase with its number (the named thing on its lid), lit when it is being opened. */
  function briefcase(b: Box, label: string, lit: boolean, yours = false) {
    const { ctx } = g;
    ctx.strokeStyle = '#cbd5e1';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(b.x + b.w * 0.35, b.y - 6, b.w * 0.3, 10, 4);
    ctx.stroke();
    ctx.fillStyle = lit ? '#fde68a' : yours ? '#fbbf24' : '#cbd5e1';
    ctx.beginPath();
    ctx.roundRect(b.x, b.y, b.w, b.h, 6);
    ctx.fill();
    ctx.fillStyle = '#64748b';
    ctx.fillRect(b.x, b.y + b.h * 0.28, b.w, 3);
    if (g.design.roles.target) g.sprite('target', b.x + 12, b.y + 12, 14);
    g.text(label, b.x + b.w / 2, b.y + b.h * 0.62, yours ? 26 : 18, '#0f172a');
  }
  function button(b: Box, text: string, colour: string) {
    const { ctx } = g;
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(b.x, b.y, b.w, b.h, 12);
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.stroke();
    g.text(text, b.x + b.w / 2, b.y + b.h / 2, 22, '#ffffff');
  }
});
