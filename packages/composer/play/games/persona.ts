// Roles: target (optional) = the kind of result ("which smoothie are you": a smoothie). Parts: none.
// A personality quiz (persona.ts): the brand or title on top, a question at a time with four big picture
// answers (tap, or 1-4) and the progress, then the result: who you are (params.results as listed, their
// pictures the extras; else results of the kind asked), a few words about it, Share your result (the
// device's share sheet, else the clipboard, else the words to copy) and Take it again. Bright colours:
// a summer sky behind, cards in the setting's accent.
import { boot, shuffled } from '../runtime';
import { ABOUT, QUESTIONS, questionsOf, resultsFor, tempersOf, winner, type Question } from '../persona';
import { lines } from '../panel';

const CARD = { w: 200, h: 164, gap: 20, top: 238 };
const SHARE = { x: 70, y: 500, w: 340, h: 56 };
const AGAIN = { x: 140, y: 570, w: 200, h: 44 };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  g.showGoal(false);
  const { params, extras, roles, title } = g.design;
  const listed = params.results;
  const results = resultsFor(
    listed,
    (listed ?? []).map((_, i) => extras?.[i]?.emoji ?? null),
    roles.target ? { name: roles.target.name, emoji: roles.target.emoji } : undefined,
  );
  const tempers = listed ? tempersOf(listed) : results.map((_, i) => i % 4);
  const count = Math.max(3, Math.min(QUESTIONS.length, params.goal ?? 6));
  let asked: Question[];
  let picks: number[];
  let chosen: number | null; // the answer just tapped, shown lit a moment
  let shown: number;
  let result: number | null;
  let shared: string | null; // what Share did ("Copied!"), or the words to copy

  const card = (i: number) => ({
    x: 240 - CARD.w - CARD.gap / 2 + (i % 2) * (CARD.w + CARD.gap),
    y: CARD.top + Math.floor(i / 2) * (CARD.h + CARD.gap),
    w: CARD.w,
    h: CARD.h,
  });
  const shareText = (r: number) => `${g.say('I got')} ${results[r].name} ${results[r].emoji} · ${title}`;

  async function share(r: number) {
    const text = shareText(r);
    try {
      if (navigator.share) {
        await navigator.share({ title, text });
        shared = g.say('Shared!');
        return;
      }
    } catch {
      /* cancelled, or no share sheet here: the clipboard then */
    }
    try {
      await navigator.clipboard.writeText(text);
      shared = g.say('Copied!');
    } catch {
      shared = text; // (shown to copy by hand)
    }
  }

  function reset() {
    asked = questionsOf(count, shuffled(QUESTIONS.map((_, i) => i)));
    picks = [];
    chosen = null;
    shown = 0;
    result = null;
    shared = null;
  }

  return {
    controls: 'Tap an answer, or press 1 2 3 4',
    reset,
    update(dt) {
      const inp = g.input;
      if (result !== null) {
        if (inp.tapped && g.within(inp.tapAt, SHARE)) void share(result);
        if ((inp.tapped && g.within(inp.tapAt, AGAIN)) || inp.pressed('r')) reset();
        return;
      }
      if (chosen !== null) {
        shown += dt;
        if (shown < 0.35) return;
        picks.push(chosen);
        chosen = null;
        if (picks.length === asked.length) {
          result = winner(picks, tempers);
          g.sound('win');
        }
        return;
      }
      for (let i = 0; i < 4; i++)
        if (inp.pressed(String(i + 1)) || (inp.tapped && g.within(inp.tapAt, card(i)))) {
          chosen = i;
          shown = 0;
          g.sound('point');
          return;
        }
    },
    draw() {
      const { ctx } = g;
      const { accent } = g.design.setting;
      // a bright summer sky, the sun in a corner
      const sky = ctx.createLinearGradient(0, 0, 0, g.H);
      sky.addColorStop(0, '#fff1c1');
      sky.addColorStop(0.55, '#ffd6e0');
      sky.addColorStop(1, '#c8f3ff');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, g.W, g.H);
      ctx.fillStyle = 'rgba(255,196,0,0.35)';
      ctx.beginPath();
      ctx.arc(g.W - 30, 30, 90, 0, Math.PI * 2);
      ctx.fill();
      const ink = '#3b1f4a';
      g.text(title, 240, 62, Math.min(38, Math.floor(780 / Math.max(8, title.length))), accent);
      if (result !== null) return drawResult(result, ink);
      const k = picks.length;
      const q = asked[Math.min(k, asked.length - 1)];
      // the progress: "Question 3 of 6" and a bar
      g.text(`${g.say('Question')} ${Math.min(k + 1, asked.length)} / ${asked.length}`, 240, 102, 16, ink);
      ctx.fillStyle = 'rgba(59,31,74,0.15)';
      ctx.fillRect(90, 116, 300, 10);
      ctx.fillStyle = accent;
      ctx.fillRect(90, 116, (300 * k) / asked.length, 10);
      if (roles.target) g.sprite('target', 64, 121, 34); // (what you will turn out to be)
      lines(g, g.say(q.text), 420, 26).forEach((l, i, all) =>
        g.text(l, 240, 178 - (all.length - 1) * 15 + i * 30, 26, ink),
      );
      q.answers.forEach((a, i) => {
        const b = card(i);
        ctx.fillStyle = chosen === i ? accent : '#ffffff';
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 22);
        ctx.fill();
        ctx.strokeStyle = accent;
        ctx.lineWidth = 4;
        ctx.stroke();
        g.text(a.emoji, b.x + b.w / 2, b.y + 58, 56, '#000');
        const said = lines(g, g.say(a.text), b.w - 24, 17);
        said.forEach((l, j) => g.text(l, b.x + b.w / 2, b.y + 118 + j * 20 - (said.length - 1) * 8, 17, chosen === i ? '#ffffff' : ink)); // prettier-ignore
      });
    },
  };

  function drawResult(r: number, ink: string) {
    const { ctx } = g;
    const { accent } = g.design.setting;
    const you = results[r];
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.roundRect(30, 92, 420, 392, 26);
    ctx.fill();
    g.text(g.say('You are…'), 240, 124, 20, ink);
    ctx.fillStyle = accent + '33';
    ctx.beginPath();
    ctx.arc(240, 212, 66, 0, Math.PI * 2);
    ctx.fill();
    g.text(you.emoji, 240, 214, 84, '#000');
    g.text(you.name, 240, 310, Math.min(38, Math.floor(760 / Math.max(10, you.name.length))), accent);
    lines(g, g.say(ABOUT[tempers[r] ?? 0]), 370, 18).forEach((l, i) => g.text(l, 240, 354 + i * 25, 18, ink));
    ctx.fillStyle = accent;
    ctx.beginPath();
    ctx.roundRect(SHARE.x, SHARE.y, SHARE.w, SHARE.h, 28);
    ctx.fill();
    g.text(`📣 ${g.say('Share your result')}`, 240, SHARE.y + SHARE.h / 2, 22, '#ffffff');
    g.text(`↻ ${g.say('Take it again')}`, 240, AGAIN.y + AGAIN.h / 2, 18, ink);
    if (shared) {
      const long = shared.length > 20;
      ctx.fillStyle = 'rgba(59,31,74,0.9)';
      ctx.beginPath();
      ctx.roundRect(20, 444, 440, long ? 48 : 36, 12);
      ctx.fill();
      g.text(shared, 240, long ? 468 : 462, long ? 13 : 16, '#ffffff');
    }
  }
});
