// Roles: player = the quiz host who asks each question; target = a right answer on the score strip;
// hazard = a wrong one there.
// Parts: timer (the whole quiz's clock), levels (each level a new, harder set; the next times table), highscores. Questions
// come from the design's topic (banks.ts; none: capitals). Each right answer is one g.got; a wrong
// or a late one is marked wrong, and every question is asked (no lives: a class's quiz ends with its
// score); after the round's questions, ≥ 70% right wins, else it is lost with the count right. A
// sprint (params.sprint, with the timer) asks until the clock runs out, and how many were right is
// what the round ends with.
// What animals say: each question makes the animal's call (play/voices.ts) as it comes up, again on
// a tap of the speaker, and writes it out too.
import { boot } from '../runtime';
import { passMark } from '../../src/design';
import { questions, type Question } from '../banks';
import { animalCall } from '../voices';
import { lines } from '../panel';

const BTN = { x: 20, w: 440, h: 52, top: 352, gap: 60 };
const PAUSE = 1.3; // seconds to show the right answer before the next question

boot((g) => {
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  g.showLives(false);
  const goal = g.design.params.goal;
  // (a sprint asks until the clock runs out: "as many as he can get in 60 seconds")
  const sprint = !!g.design.params.sprint && g.has('timer');
  const count = sprint ? 300 : Math.max(3, goal ?? 10); // (the questions asked for: "15 multiple choice questions")
  let list: Question[];
  let at: number;
  let left: number; // seconds to answer this one
  let chosen: number | null; // the option picked (or -1: too late); null while open
  let shown: number; // seconds the verdict has shown
  let right: number;
  let marks: boolean[];
  let called: number; // the question whose call was made
  const calls = g.design.topic === 'sounds';
  const speaker = { x: g.W / 2, y: 262 };

  // (a sprint's one clock is the round's: no question runs out on its own)
  const limit = () => (sprint ? Infinity : Math.max(5, 12 / g.diff));
  const q = () => list[Math.min(at, list.length - 1)]; // (the last stays shown as the round ends)
  function callOut() {
    // (until the first input has made the page's sound, it is tried again each frame)
    const audio = g.audio();
    if (!audio) return;
    animalCall(audio, q().answer);
    called = at;
  }

  function answer(i: number) {
    chosen = i;
    shown = 0;
    const ok = i >= 0 && q().options[i] === q().answer;
    marks.push(ok);
    if (ok) {
      right += 1;
      g.got(1);
      g.addScore(sprint ? 10 : Math.ceil(left)); // quicker answers are worth more
    } else g.sound('bad'); // (every question is asked: a wrong one only counts against the score)
  }
  function finish() {
    if (sprint) {
      const said = g.say('{n} right').replace('{n}', String(right));
      return right > 0 ? g.win(said) : g.lose(said);
    }
    if (right >= passMark(count)) g.win();
    else g.lose(`${right} of ${count} right`);
  }
  // (bigger buttons asked for: taller, from a little higher up, up to what fits)
  const tall = Math.round(BTN.h * g.clamp(g.design.params.size, 1, 1.35));
  const top = BTN.top - (tall - BTN.h) * 2.4;
  const box = (i: number) => ({ x: BTN.x, y: top + i * (tall + BTN.gap - BTN.h) });
  const strip = Math.max(610, box(3).y + tall + 13); // (the score strip under the last button)

  return {
    controls: calls
      ? 'Tap an answer, or press 1 2 3 4; tap 🔊 to hear it again'
      : 'Tap an answer, or press 1 2 3 4',
    reset() {
      // (a times table with levels: the next table each level, "starts with the 2 times table")
      const words = g.design.words.map((w) =>
        /^table \d+$/.test(w) && g.has('levels')
          ? `table ${Math.min(12, Number(w.slice(6)) + g.level - 1)}`
          : w,
      );
      // (a missing letter is of the word in the page's language: "chat", not "cat")
      const things = (g.design.extras ?? []).map((e) => (g.design.topic === 'letters' ? { ...e, name: g.say(e.name) } : e)); // prettier-ignore
      list = questions(g.design.topic, count, g.diff, words, things);
      at = 0;
      left = limit();
      chosen = null;
      shown = 0;
      right = 0;
      marks = [];
      called = -1;
    },
    update(dt) {
      if (chosen === null) {
        left -= dt;
        const p = g.input.pointer;
        if (calls && g.state() === 'play' && (called !== at || (g.input.tapped && g.hit(p, speaker, 50)))) callOut(); // prettier-ignore
        for (let i = 0; i < q().options.length; i++) {
          const b = box(i);
          const tap = g.input.tapped && g.within(p, { x: b.x, y: b.y, w: BTN.w, h: tall });
          if (tap || g.input.pressed(String(i + 1))) return answer(i);
        }
        if (left <= 0) answer(-1);
        return;
      }
      shown += dt;
      // (a sprint moves on quickly: the right answer shows only after a wrong one)
      const pause = sprint ? (marks[marks.length - 1] ? 0.35 : 0.9) : PAUSE;
      if (shown < pause || g.state() !== 'play') return;
      at += 1;
      if (at >= list.length) return finish();
      chosen = null;
      left = limit();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const heading = sprint
        ? g.say('{n} right').replace('{n}', String(right))
        : g
            .say('Question {n} of {m}')
            .replace('{n}', String(Math.min(at + 1, count)))
            .replace('{m}', String(count));
      g.text(heading, 20, 62, 18, fg, 'left');
      if (!sprint) {
        ctx.fillStyle = 'rgba(0,0,0,0.3)';
        ctx.fillRect(220, 55, 240, 14);
        ctx.fillStyle = left < 3 ? '#f87171' : accent;
        ctx.fillRect(220, 55, (240 * Math.max(0, left)) / limit(), 14);
      }

      // The host, bobbing, with the question in a speech bubble.
      const ok = chosen !== null && chosen >= 0 && q().options[chosen] === q().answer;
      const hop = chosen !== null && ok ? Math.abs(Math.sin(shown * 10)) * 14 : 0;
      sprite('player', 58, 160 - hop, 76);
      const text = lines(g, g.say(q().prompt).replace('{x}', q().about ?? ''), 300, 22);
      const bh = Math.max(70, text.length * 28 + 24);
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.roundRect(112, 160 - bh / 2, 352, bh, 14);
      ctx.moveTo(114, 150);
      ctx.lineTo(96, 162);
      ctx.lineTo(114, 170);
      ctx.fill();
      text.forEach((l, i) => g.text(l, 288, 160 - ((text.length - 1) * 28) / 2 + i * 28, 22, '#111827'));
      const icon = q().icon;
      if (icon) {
        // (a clock to read is drawn big: its hands are the question)
        const clock = g.design.topic === 'time';
        ctx.font = `${clock ? 124 : 80}px "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", serif`;
        ctx.fillStyle = '#000';
        ctx.fillText(icon, g.W / 2, clock ? 292 : 272);
      }
      if (chosen !== null)
        g.text(ok ? '✓' : chosen < 0 ? "Time's up" : '✗', 58, 228, 28, ok ? '#4ade80' : '#f87171');

      q().options.forEach((o, i) => {
        const b = box(i);
        const isAnswer = o === q().answer;
        const reveal = chosen !== null && (isAnswer || chosen === i);
        ctx.fillStyle = reveal ? (isAnswer ? '#16a34a' : '#dc2626') : accent + '33';
        ctx.strokeStyle = reveal ? '#ffffff' : accent;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, BTN.w, tall, 12);
        ctx.fill();
        ctx.stroke();
        g.text(`${i + 1}`, b.x + 26, b.y + tall / 2, 20, reveal ? '#ffffff' : accent);
        // (an answer that is a picture alone, a colour's shape, is drawn big in the middle)
        if (/^\p{Extended_Pictographic}\uFE0F?$/u.test(o))
          sprite({ name: o, emoji: o, color: fg }, g.W / 2, b.y + tall / 2, 40); // prettier-ignore
        else g.text(o, b.x + 52, b.y + tall / 2, tall > BTN.h ? 26 : 22, reveal ? '#ffffff' : fg, 'left');
      });

      // The score strip: one slot per question, a target for a right answer, a hazard for a wrong one
      // (a sprint's: the last ten answered).
      const slots = sprint ? 10 : count;
      const from = sprint ? Math.max(0, marks.length - slots) : 0;
      const slot = Math.min(44, (g.W - 20) / slots);
      for (let k = 0; k < slots; k++) {
        const i = from + k;
        const x = g.W / 2 + (k - (slots - 1) / 2) * slot;
        const mark = marks[i] ? 'target' : 'hazard';
        if (i < marks.length && g.design.roles[mark]) sprite(mark, x, strip, slot * 0.75);
        else if (i < marks.length)
          g.text(marks[i] ? '✓' : '✗', x, strip, 24, marks[i] ? '#4ade80' : '#f87171');
        else {
          g.ring(x, strip, slot * 0.3, fg + '55', 2);
        }
      }
    },
    timeUp: finish,
  };
});
