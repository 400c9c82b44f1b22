// Roles: enemy (or hazard, or target) = what falls carrying each word; player = you, at
// the bottom, defending; shot = what flies to a finished word (a line when there is none).
// Parts: timer, levels (without a goal, 15 words a level), boss (now and then a long word on a big
// carrier, worth 3), highscores. Each word typed is one g.got; a word that lands costs a life.
// A maths topic ("monsters with a sum on their belly, she types the answer"): each carries a sum of the
// operations named (words: add, subtract, multiply, divide), and its answer is what is typed.
import { boot, type Vec } from '../runtime';
import { arithmetic } from '../banks';
import type { RoleId } from '../../src/design';

interface Word extends Vec {
  /** What is typed; `ask` is shown instead when it is the answer to a sum. */
  text: string;
  ask?: string;
  speed: number;
  boss: boolean;
  dying: number; // seconds since it was finished; < 0 while it falls
}

const COMMON = `apple river house green cloud water light happy music dream smile world stone plant
  paper bread chair table ocean train sugar tiger heart storm candy beach money night sound quick
  brave magic party pizza rocket robot snake space star sun moon tree bird fish frog jump run
  play cake book door hand king queen lemon mouse horse zebra yellow orange purple silver gold`.split(/\s+/);
const LONG = ['adventure', 'butterfly', 'crocodile', 'dinosaur', 'everything', 'fireworks', 'playground'];
const FLOOR = 570;

boot((g) => {
  // The runtime draws emoji with whatever fillStyle was last set, alpha included: make it opaque.
  const sprite: typeof g.sprite = (...a) => {
    g.ctx.fillStyle = '#000';
    g.sprite(...a);
  };
  const carrier: RoleId = (['enemy', 'hazard'] as const).find((r) => g.design.roles[r]) ?? 'target';
  // (words of any language: "pomme", "éléphant"; a letter typed without its accent counts)
  const own = g.design.words.map((w) => w.trim().toLowerCase()).filter((w) => /^[\p{L}0-9 '-]+$/u.test(w));
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const sums = g.design.topic === 'math';
  const pool = own.length >= 3 ? own : [...own, ...COMMON];
  /** What a word's box says: the word, or its sum with what is still to be typed. */
  const shown = (w: Pick<Word, 'text' | 'ask'>) =>
    w.ask ? `${w.ask} = ${'?'.repeat(w.text.length)}` : w.text;
  const perLevel = g.design.params.goal === null && g.has('levels') ? 15 : null;
  // The layout has room for carriers this size: a big size part makes them no bigger.
  const big = Math.max(1, g.design.params.size);
  const me: Vec = { x: g.W / 2, y: FLOOR + 32 };
  let words: Word[];
  let locked: Word | null;
  let typed: string;
  let spawn: number;
  let clock: number;
  let done: number;
  let wrong: number;

  const pace = () => g.diff * (1 + clock / 60);
  const width = (s: string) => {
    g.ctx.font = 'bold 22px system-ui, sans-serif';
    return g.ctx.measureText(s).width + 20;
  };

  function addWord() {
    const boss = g.has('boss') && done > 0 && g.chance(0.12);
    // Prefer a word whose first letter no falling word has, so the first key picks one word.
    const firsts = new Set(words.map((w) => w.text[0]));
    const fresh = pool.filter((w) => !firsts.has(w[0]) && !words.some((o) => o.text === w));
    let text = boss ? g.pick(LONG) : g.pick(fresh.length ? fresh : pool);
    let ask: string | undefined;
    // (a sum whose answer no falling sum has, nor starts like: typing picks one)
    for (let tries = 0; sums && tries < 20; tries++) {
      const q = arithmetic(g.diff, g.design.words);
      [text, ask] = [String(q.answer), `${q.a} ${q.op} ${q.b}`];
      if (!words.some((w) => w.text.startsWith(text) || text.startsWith(w.text))) break;
    }
    const half = width(shown({ text, ask })) / 2;
    const x = g.rand(Math.max(40, half + 8), Math.min(g.W - 40, g.W - half - 8));
    const speed = g.rand(20, 30) * pace() * (boss && !sums ? 0.6 : 1);
    words.push({ x, y: 72, text, ask, boss: boss && !sums, speed, dying: -1 });
  }
  function key(c: string) {
    const next = typed + c;
    const begins = (w: Word) => plain(w.text).startsWith(plain(next));
    if (!locked) locked = lowest(words.filter((w) => w.dying < 0 && begins(w)));
    if (!locked || !begins(locked)) {
      wrong = 0.25;
      return g.sound('bad');
    }
    typed = next;
    g.sound('tick');
    if (plain(typed) !== plain(locked.text)) return;
    locked.dying = 0;
    g.sound('shoot');
    g.got(locked.boss ? 3 : 1);
    g.addScore(locked.text.length);
    done += 1;
    locked = null;
    typed = '';
    if (perLevel && done >= perLevel) g.win();
  }
  const lowest = (list: Word[]) => list.reduce<Word | null>((a, w) => (!a || w.y > a.y ? w : a), null);

  return {
    controls: sums
      ? 'Type the answer to each falling sum (on a phone, tap to open the keyboard); Backspace starts again'
      : 'Type the falling words (on a phone, tap to open the keyboard); Backspace lets go of a word',
    reset() {
      g.wantsKeyboard(true);
      words = [];
      locked = null;
      typed = '';
      spawn = 0.5;
      clock = 0;
      done = 0;
      wrong = 0;
    },
    update(dt) {
      clock += dt;
      wrong = Math.max(0, wrong - dt);
      if (g.input.pressed('Backspace') || g.input.pressed('Escape')) {
        locked = null;
        typed = '';
      }
      for (const c of g.input.typed) if (g.state() === 'play') key(c);
      spawn -= dt;
      if (spawn <= 0 && words.length < 6) {
        addWord();
        spawn = g.rand(2.2, 3.2) / pace();
      }
      for (const w of words) {
        if (w.dying >= 0) w.dying += dt;
        else w.y += w.speed * dt;
      }
      const landed = words.filter((w) => w.dying < 0 && w.y >= FLOOR - 20);
      words = words.filter((w) => !landed.includes(w) && w.dying < 0.35);
      for (const w of landed) {
        if (w === locked) {
          locked = null;
          typed = '';
        }
        if (!g.loseLife()) return;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.strokeStyle = fg + '55';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(0, FLOOR);
      ctx.lineTo(g.W, FLOOR);
      ctx.stroke();
      for (const w of words) {
        if (w.dying >= 0) {
          // The shot flies from the player to the word, which then bursts.
          const k = Math.min(1, w.dying / 0.15);
          const at = { x: me.x + (w.x - me.x) * k, y: me.y + (w.y - me.y) * k };
          if (g.design.roles.shot) sprite('shot', at.x, at.y, 30);
          else {
            ctx.strokeStyle = accent;
            ctx.lineWidth = 3;
            ctx.beginPath();
            ctx.moveTo(me.x, me.y - 20);
            ctx.lineTo(at.x, at.y);
            ctx.stroke();
          }
          if (k >= 1) g.text('💥', w.x, w.y, 40 + w.dying * 60);
          continue;
        }
        sprite(w.boss ? g.boss(carrier) : carrier, w.x, w.y - 6, (w.boss ? 64 : 40) / big);
        const wd = width(shown(w));
        const mine = w === locked;
        ctx.fillStyle = mine ? 'rgba(0,0,0,0.8)' : 'rgba(0,0,0,0.55)';
        ctx.strokeStyle = mine ? accent : 'transparent';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.roundRect(w.x - wd / 2, w.y + 22, wd, 32, 8);
        ctx.fill();
        ctx.stroke();
        // The typed part in the accent colour, the rest in the setting's text colour.
        // (a sum: the question in white, then the answer as typed, in the accent colour)
        const ask = w.ask ? `${w.ask} = ` : '';
        let left = w.x - wd / 2 + 10;
        g.text(ask, left, w.y + 38, 22, '#ffffff', 'left');
        left += ask ? ctx.measureText(ask).width : 0;
        const head = mine ? typed : '';
        g.text(head, left, w.y + 38, 22, accent, 'left');
        g.text(
          w.ask ? '?'.repeat(w.text.length - head.length) : w.text.slice(head.length),
          left + ctx.measureText(head).width,
          w.y + 38,
          22,
          '#ffffff',
          'left',
        );
      }
      sprite('player', me.x, me.y, (50 + (wrong > 0 ? Math.sin(wrong * 60) * 4 : 0)) / big);
      if (typed) g.text(typed, me.x + 40, me.y, 22, accent, 'left');
      if (perLevel) g.text(`${done}/${perLevel} ${sums ? 'sums' : 'words'}`, g.W - 12, me.y, 18, fg, 'right');
    },
  };
});
