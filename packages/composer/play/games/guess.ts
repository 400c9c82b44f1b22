// Roles: target (optional) = who guesses, when named (a wizard); else a robot with a face. Parts: none of
// its own. Twenty questions, the computer guessing (guess.ts): think of an animal (or, with
// params.subjects, a food or a famous person, picked first); it asks yes-or-no questions (said aloud,
// 🔊 to hush it), then guesses. Right, it dances; wrong, you type what it was and a question that tells
// the two apart, and it remembers that on this device for next time. The tally of who won is kept.
// Keys: Y and N, Enter; typing when it asks.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { speak } from '../speech';
import { ANIMALS, at, FOOD, isTree, learn, PEOPLE, tidy, type Node } from '../guess';

type Subject = 'animals' | 'food' | 'people';
const TREES: Record<Subject, Node> = { animals: ANIMALS, food: FOOD, people: PEOPLE };
const THINK: Record<Subject, string> = {
  animals: 'Think of an animal',
  food: 'Think of a food',
  people: 'Think of a famous person',
};
const NAMES: Record<Subject, string> = { animals: 'Animals', food: 'Food', people: 'Famous people' };
const YES: Box = { x: 40, y: 470, w: 180, h: 64 };
const NO: Box = { x: 260, y: 470, w: 180, h: 64 };
const GO: Box = { x: 120, y: 470, w: 240, h: 64 };
const HUSH: Box = { x: 420, y: 36, w: 48, h: 40 };
const subjectBox = (k: number, n: number): Box => ({ x: 60, y: 300 + k * 70 - (n - 1) * 35, w: 360, h: 56 });

type Step =
  | { at: 'pick' } // which subject
  | { at: 'think' }
  | { at: 'ask'; path: boolean[] }
  | { at: 'right'; path: boolean[]; left: number }
  | { at: 'what'; path: boolean[]; typed: string } // the thing it was
  | { at: 'question'; path: boolean[]; thing: string; typed: string }
  | { at: 'answer'; path: boolean[]; thing: string; ask: string }
  | { at: 'thanks'; left: number };

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const subjects: Subject[] = g.design.params.subjects ?? ['animals'];
  let subject: Subject = subjects[0];
  let tree: Node;
  let step: Step;
  let hushed = g.kept<boolean>('hushed') ?? false;
  let tally = g.kept<[number, number]>('tally') ?? [0, 0]; // its wins, yours
  let dance = 0; // seconds of its happy dance left

  const say = (words: string) => {
    if (!hushed) speak(words, g.design.lang);
  };
  const treeOf = (s: Subject): Node => {
    const kept = g.kept<unknown>(`tree:${s}`);
    return isTree(kept) ? kept : TREES[s];
  };
  const nameOf = (n: Node) => ('thing' in n ? `${n.emoji ? `${n.emoji} ` : ''}${g.say(n.thing)}` : '');
  function begin(s: Subject) {
    subject = s;
    tree = treeOf(s);
    step = { at: 'think' };
    say(g.say(THINK[s]));
  }
  function ask(path: boolean[]) {
    const n = at(tree, path);
    step = 'ask' in n ? { at: 'ask', path } : { at: 'right', path, left: 0 };
    if ('ask' in n) say(g.say(n.ask));
    else say(`${g.say('My guess:')} ${g.say(n.thing)}. ${g.say('Am I right?')}`);
  }
  function answer(yes: boolean) {
    if (step.at === 'ask') return ask([...step.path, yes]);
    if (step.at === 'right') {
      g.wantsKeyboard(false);
      if (yes) {
        tally = [tally[0] + 1, tally[1]];
        dance = 2.4;
        g.sound('win');
        say(g.say('I got it!'));
        step = { at: 'thanks', left: 2.6 };
      } else {
        tally = [tally[0], tally[1] + 1];
        g.addScore(1);
        g.sound('lose');
        say(`${g.say('You beat me!')} ${g.say('What were you thinking of?')}`);
        step = { at: 'what', path: step.path, typed: '' };
        g.wantsKeyboard(true);
      }
      g.keep('tally', tally);
      return;
    }
    if (step.at === 'answer') {
      tree = learn(tree, step.path, step.thing, step.ask, yes);
      g.keep(`tree:${subject}`, tree);
      g.wantsKeyboard(false);
      g.sound('point');
      say(g.say('Thanks! I will remember that.'));
      step = { at: 'thanks', left: 2.4 };
    }
  }
  /** Typing into the line asked for; Enter takes it. */
  function type(typed: string): string | null {
    const inp = g.input;
    let s = typed;
    for (const c of inp.typed) if (s.length < 60 && c !== '\n') s += c;
    if (inp.pressed('Backspace')) s = s.slice(0, -1);
    if (step.at === 'what' || step.at === 'question') step.typed = s;
    return inp.pressed('Enter') && s.trim() ? s.trim() : null;
  }

  return {
    controls: 'Tap Yes or No (or press Y and N); when it asks, type and press Enter',
    reset() {
      tree = treeOf(subject);
      dance = 0;
      if (subjects.length > 1) step = { at: 'pick' };
      else begin(subject);
    },
    update(dt) {
      const inp = g.input;
      dance = Math.max(0, dance - dt);
      if (inp.tapped && g.within(inp.tapAt, HUSH)) {
        hushed = !hushed;
        g.keep('hushed', hushed);
        if (hushed) window.speechSynthesis?.cancel();
        return;
      }
      switch (step.at) {
        case 'pick': {
          const k = subjects.findIndex(
            (_, i) => inp.tapped && g.within(inp.tapAt, subjectBox(i, subjects.length)),
          );
          const key = ['1', '2', '3'].findIndex((d) => inp.pressed(d));
          if (k >= 0 || (key >= 0 && key < subjects.length)) begin(subjects[k >= 0 ? k : key]);
          return;
        }
        case 'think':
          if ((inp.tapped && g.within(inp.tapAt, GO)) || inp.pressed('Enter') || inp.pressed(' ')) ask([]);
          return;
        case 'ask':
        case 'right':
        case 'answer':
          if ((inp.tapped && g.within(inp.tapAt, YES)) || inp.pressed('y')) answer(true);
          else if ((inp.tapped && g.within(inp.tapAt, NO)) || inp.pressed('n')) answer(false);
          return;
        case 'what': {
          const thing = type(step.typed);
          if (thing) {
            const was = at(tree, step.path);
            step = { at: 'question', path: step.path, thing: thing.toLowerCase(), typed: '' };
            say(
              `${g.say('A question to tell them apart')}: ${thing} / ${'thing' in was ? g.say(was.thing) : ''}`,
            );
          }
          return;
        }
        case 'question': {
          const typed = type(step.typed);
          const ask = typed && tidy(typed);
          if (ask) {
            step = { at: 'answer', path: step.path, thing: step.thing, ask };
            say(`${g.say('And for')} ${step.thing}?`);
          }
          return;
        }
        case 'thanks':
          if ((step.left -= dt) > 0) return;
          return begin(subject);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // who guesses: the thing named, else a robot with a face, bobbing (dancing when it was right)
      const bob = dance > 0 ? Math.sin(dance * 14) * 10 : Math.sin(g.time * 2) * 3;
      const tilt = dance > 0 ? Math.sin(dance * 9) * 0.3 : 0;
      const [cx, cy] = [g.W / 2, 160 + bob];
      if (g.design.roles.target) g.sprite('target', cx, cy, 130, tilt);
      else robot(cx, cy, tilt, step.at === 'right' || step.at === 'what');
      g.text(`${g.say('Computer')} ${tally[0]}  ·  ${g.say('You')} ${tally[1]}`, 16, 56, 16, fg, 'left');
      panel(g, HUSH, !hushed, 8);
      g.text(hushed ? '🔇' : '🔊', HUSH.x + HUSH.w / 2, HUSH.y + HUSH.h / 2, 20, fg);
      const line = (s: string, y: number, size = 24, colour = fg) => g.wrap(s, y, size, colour);
      const buttons = (yes = 'Yes', no = 'No') => {
        panel(g, YES, true);
        g.text(g.say(yes), YES.x + YES.w / 2, YES.y + YES.h / 2, 24, fg);
        panel(g, NO, true);
        g.text(g.say(no), NO.x + NO.w / 2, NO.y + NO.h / 2, 24, fg);
      };
      const field = (typed: string) => {
        ctx.fillStyle = 'rgba(255,255,255,0.1)';
        ctx.fillRect(40, 440, 400, 52);
        const caret = Math.floor(g.time * 2) % 2 ? '|' : '';
        g.text(`${typed}${caret}`, g.W / 2, 466, 22, accent);
        g.text(g.say('Type and press Enter'), g.W / 2, 520, 15, fg + 'aa');
      };
      switch (step.at) {
        case 'pick':
          line(g.say('What shall I guess?'), 250, 24);
          subjects.forEach((s, k) => {
            const b = subjectBox(k, subjects.length);
            panel(g, b, true);
            g.text(`${k + 1}  ${g.say(NAMES[s])}`, b.x + b.w / 2, b.y + b.h / 2, 22, fg);
          });
          break;
        case 'think':
          line(`${g.say(THINK[subject])}…`, 300, 28, accent);
          line(g.say('I will guess it with yes or no questions'), 350, 18);
          panel(g, GO, true);
          g.text(g.say('Ready!'), GO.x + GO.w / 2, GO.y + GO.h / 2, 24, fg);
          break;
        case 'ask': {
          const n = at(tree, step.path);
          g.text(`${g.say('Question')} ${step.path.length + 1}`, g.W / 2, 290, 16, fg + 'aa');
          if ('ask' in n) line(g.say(n.ask), 330, 26);
          buttons();
          break;
        }
        case 'right':
          line(g.say('My guess:'), 300, 20);
          g.text(nameOf(at(tree, step.path)), g.W / 2, 350, 34, accent);
          line(g.say('Am I right?'), 400, 20);
          buttons();
          break;
        case 'what':
          line(g.say('You beat me!'), 290, 28, accent);
          line(g.say('What were you thinking of?'), 340, 20);
          field(step.typed);
          break;
        case 'question': {
          const was = at(tree, step.path);
          line(`${g.say('A question to tell them apart')}:`, 290, 18);
          g.text(`${step.thing}  /  ${nameOf(was)}`, g.W / 2, 340, 22, accent);
          line(g.say('like "Does it have stripes?"'), 380, 15, fg + 'aa');
          field(step.typed);
          break;
        }
        case 'answer':
          line(step.ask, 300, 22, accent);
          line(`${g.say('And for')} ${step.thing}?`, 360, 22);
          buttons();
          break;
        case 'thanks':
          line(dance > 0 ? g.say('I got it!') : g.say('Thanks! I will remember that.'), 320, 28, accent);
          break;
      }
    },
  };

  /** A friendly robot: a rounded head, an antenna, two eyes that blink, a mouth (an o when it wonders). */
  function robot(x: number, y: number, tilt: number, wondering: boolean) {
    const { ctx } = g;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(tilt);
    ctx.fillStyle = '#94a3b8';
    ctx.beginPath();
    ctx.roundRect(-70, -55, 140, 110, 26);
    ctx.fill();
    ctx.fillStyle = '#cbd5e1';
    ctx.beginPath();
    ctx.roundRect(-58, -43, 116, 86, 18);
    ctx.fill();
    ctx.strokeStyle = '#64748b';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(0, -55);
    ctx.lineTo(0, -80);
    ctx.stroke();
    ctx.fillStyle = dance > 0 ? '#facc15' : '#ef4444';
    ctx.beginPath();
    ctx.arc(0, -84, 9, 0, Math.PI * 2);
    ctx.fill();
    const blink = Math.floor(g.time * 10) % 40 === 0;
    ctx.fillStyle = '#0f172a';
    for (const ex of [-26, 26]) {
      ctx.beginPath();
      if (blink) ctx.fillRect(ex - 12, -14, 24, 4);
      else ctx.arc(ex, -12, 11, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = '#0f172a';
    ctx.lineWidth = 5;
    ctx.beginPath();
    if (wondering) ctx.arc(0, 22, 9, 0, Math.PI * 2);
    else ctx.arc(0, 12, 22, 0.15 * Math.PI, 0.85 * Math.PI);
    ctx.stroke();
    ctx.restore();
  }
});
