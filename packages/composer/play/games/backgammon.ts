// Roles: player = your checkers (white, moving from point 24 down to 1 and off), enemy = the computer's
// or the second player's (black). Parts: twoPlayer (two on one screen, taking turns), highscores.
// Params: cube (the doubling cube), difficulty (the computer: easy, normal, hard). Backgammon
// (backgammon.ts): tap the dice to roll, tap a checker (the points it can go to light up) and then
// where it goes; a checker on the bar comes in first; with all fifteen home they bear off into the tray.
// Every move slides, the computer's one by one, so each can be followed. Keys: Space rolls, arrows pick
// one of the moves the dice allow, Space plays it.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { pips } from '../pips';
import {
  apply,
  choose,
  diceOf,
  doubles,
  legalSteps,
  mine,
  pips as pipCount,
  start,
  takes,
  winner,
  worth,
} from '../backgammon';
import type { Board, Side, Step } from '../backgammon';

const BX = 8; // the board's left edge (inside its frame)
const PW = 34; // a point's width
const BAR = 28;
const TOP = 96;
const BOT = 506;
const PH = 168; // a point's height
const CH = 30; // a checker's size
const TRAY = BX + 12 * PW + BAR + 6; // the borne-off tray's left edge
const SLIDE = 0.32; // seconds a checker takes to slide
const PAUSE = 0.6; // seconds the computer seems to think
const DICE: Box = { x: BX + 6 * PW + BAR + 20, y: 272, w: 150, h: 56 };
const DOUBLE: Box = { x: BX + 14, y: 276, w: 112, h: 48 };
const TAKE: Box = { x: 90, y: 578, w: 130, h: 44 };
const DROP: Box = { x: 260, y: 578, w: 130, h: 44 };

/** A point's column from the left (0-11) and whether it is in the top row. */
const place = (i: number) => (i >= 12 ? { col: i - 12, top: true } : { col: 11 - i, top: false });
const colX = (col: number) => BX + col * PW + (col >= 6 ? BAR : 0) + PW / 2;
const BAR_X = BX + 6 * PW + BAR / 2;

interface Slide {
  /** The board before this step, drawn while it slides. */
  before: Board;
  step: Step;
  side: Side;
  t: number;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (the checkers borne off say how it goes)
  const two = g.has('twoPlayer');
  const level = g.design.params.difficulty;
  const cubed = !!g.design.params.cube;
  let b: Board;
  let turn: Side;
  let dice: number[]; // the dice still to play
  let faces: [number, number] | null; // the dice as rolled, shown
  let picked: number | 'bar' | null;
  let cursor: number; // the move the arrows point at
  let slides: Slide[];
  let wait: number;
  let queue: Step[]; // the computer's play, still to slide
  let cube: number;
  let owner: Side | null; // who may double next (null: either)
  let offered: Side | null; // the side a double is offered to, deciding
  let note: string;
  let noteFor: number;
  let done: { won: Side; points: number; how: 1 | 2 | 3 | 0 } | null;
  let shown: number;

  const role = (side: Side) => (side === 0 ? 'player' : 'enemy');
  const name = (side: Side) => {
    if (two) return g.say(side === 0 ? 'White' : 'Black');
    return side === 0 ? g.say('You') : g.say('Computer');
  };
  const human = () => two || turn === 0;
  const say = (s: string, seconds = 1.6) => {
    note = s;
    noteFor = seconds;
  };

  /** Where a checker is drawn: the k-th of n on point i, on the bar or in the tray. */
  function spot(i: number | 'bar' | 'off', side: Side, k: number, n: number) {
    if (i === 'bar') return { x: BAR_X, y: side === 0 ? 360 + k * 24 : 240 - k * 24 };
    if (i === 'off') return { x: TRAY + 13, y: side === 0 ? BOT - 6 - k * 9 : TOP + 6 + k * 9 };
    const { col, top } = place(i);
    const step = Math.min(CH, (PH - CH) / Math.max(1, n - 1));
    return { x: colX(col), y: top ? TOP + CH / 2 + k * step : BOT - CH / 2 - k * step };
  }

  /** The board as drawn: the one before the sliding checker's step, else the real one. */
  const drawnBoard = () => (slides.length ? slides[0].before : b);

  // (the legal steps, worked out once for each board and dice: a search over doubles is not per-frame work)
  let known: { b: Board; dice: string; steps: Step[] } | null = null;
  const stepsNow = () => {
    const key = `${turn}:${dice.join()}`;
    if (known?.b !== b || known.dice !== key) known = { b, dice: key, steps: legalSteps(b, turn, dice) };
    return known.steps;
  };
  const legal = () => (dice.length && !done && offered === null ? stepsNow() : []);

  function roll() {
    const [x, y] = [g.int(1, 6), g.int(1, 6)];
    faces = [x, y];
    dice = diceOf(x, y);
    picked = null;
    cursor = 0;
    g.sound('tick');
    if (!stepsNow().length) {
      say(`${two || turn === 1 ? name(turn) + ': ' : ''}${g.say('No moves')}`);
      dice = [];
      wait = 1.4;
    } else if (!human()) {
      queue = choose(b, turn, dice, level, Math.random);
      wait = PAUSE;
    } else if (b.bar[turn]) picked = 'bar';
  }

  /** A step played: the board moves on now, the checker slides there on screen. */
  function play(s: Step) {
    slides.push({ before: b, step: s, side: turn, t: 0 });
    b = apply(b, turn, s);
    dice.splice(dice.indexOf(s.die), 1);
    picked = b.bar[turn] && legal().length ? 'bar' : null;
    cursor = 0;
    g.sound(s.hit ? 'hit' : s.to === 'off' ? 'point' : 'tick');
    if (s.hit) say(`${name(turn)}: ${g.say('Hit! To the bar')}`, 1.2);
    if (!stepsNow().length) {
      dice = [];
      wait = 0.5;
    }
  }

  function endTurn() {
    turn = (1 - turn) as Side;
    faces = null;
    dice = [];
    picked = null;
    wait = PAUSE;
  }

  function finish(won: Side, how: 1 | 2 | 3 | 0) {
    // (how 0: a double dropped, the game lost at the cube's value)
    const points = cube * Math.max(1, how);
    done = { won, points, how };
    shown = 0;
    g.sound(won === 0 || two ? 'win' : 'lose');
  }

  /** The person's double: the computer takes it or drops it; the other person decides by buttons. */
  function double() {
    if (two) {
      offered = (1 - turn) as Side;
      return g.sound('tick');
    }
    if (takes(b, 1)) {
      cube *= 2;
      owner = 1;
      say(`${g.say('Computer takes')}: ${g.say('the cube is')} ${cube}`);
      g.sound('point');
    } else {
      say(g.say('Computer drops'));
      finish(0, 0);
    }
  }

  function answer(take: boolean) {
    const to = offered!;
    offered = null;
    if (!take) return finish((1 - to) as Side, 0);
    cube *= 2;
    owner = to;
    say(`${name(to)} ${g.say('takes')}: ${g.say('the cube is')} ${cube}`);
    g.sound('point');
  }

  const canDouble = () =>
    cubed && !done && offered === null && !faces && !dice.length && (owner === null || owner === turn) && cube < 64; // prettier-ignore

  /** A tap on point `i` (0-23), the bar or the tray, on a person's turn with dice to play. */
  function tapAt(at: number | 'bar' | 'off') {
    const steps = legal();
    if (picked !== null) {
      const to = steps.filter((s) => s.from === picked && s.to === at).sort((a, c) => a.die - c.die)[0];
      if (to) return play(to);
    }
    if (at !== 'off' && steps.some((s) => s.from === at)) {
      picked = at;
      return g.sound('tick');
    }
    if (picked !== null && b.bar[turn]) return g.sound('bad'); // (the bar comes first)
    picked = null;
    g.sound('bad');
  }

  /** What a tap at (x, y) is on: a point, the bar or the tray. */
  function hitTest(x: number, y: number): number | 'bar' | 'off' | null {
    if (y < TOP - 8 || y > BOT + 8) return null;
    if (x >= TRAY - 4) return 'off';
    if (Math.abs(x - BAR_X) < BAR / 2) return 'bar';
    for (let col = 0; col < 12; col++)
      if (Math.abs(x - colX(col)) <= PW / 2) {
        const top = y < (TOP + BOT) / 2;
        return top ? 12 + col : 11 - col;
      }
    return null;
  }

  return {
    controls: two
      ? 'Take turns: tap the dice to roll, then a checker and where it goes'
      : 'Tap the dice to roll, then a checker and where it goes (Space rolls, arrows pick a move)',
    reset() {
      b = start();
      turn = 0;
      dice = [];
      faces = null;
      picked = null;
      cursor = 0;
      slides = [];
      wait = 0;
      queue = [];
      cube = 1;
      owner = null;
      offered = null;
      note = '';
      noteFor = 0;
      done = null;
      shown = 0;
    },
    update(dt) {
      noteFor = Math.max(0, noteFor - dt);
      if (slides.length) {
        const s = slides[0];
        s.t += dt / SLIDE;
        if (s.t >= 1) slides.shift();
        return;
      }
      if (done) {
        if ((shown += dt) < 1.4) return;
        const { won, points, how } = done;
        const gammon = how === 3 ? g.say('Backgammon!') : how === 2 ? g.say('Gammon!') : '';
        const amount = `${points} ${points === 1 ? g.say('point') : g.say('points')}${gammon ? ' · ' + gammon : ''}`;
        if (two) return g.win(`${name(won)} ${g.say('wins')} ${amount}`);
        if (won === 0) {
          g.addScore(100 * points);
          return g.win(`${g.say('You win')} ${amount}`);
        }
        return g.lose(`${g.say('The computer wins')} ${amount}`);
      }
      const won = winner(b);
      if (won !== null) return finish(won, worth(b, won));
      if (faces && !dice.length && !queue.length) {
        if ((wait -= dt) > 0) return;
        return endTurn();
      }
      const inp = g.input;
      const p = inp.tapped ? inp.tapAt : null;
      if (offered !== null) {
        // (a double offered to a person: the computer's, or the other player's)
        if ((p && g.within(p, TAKE)) || inp.pressed('y') || inp.pressed('t')) answer(true);
        else if ((p && g.within(p, DROP)) || inp.pressed('n') || inp.pressed('d')) answer(false);
        wait = PAUSE;
        return;
      }
      if (!human()) {
        if ((wait -= dt) > 0) return;
        if (queue.length) {
          play(queue.shift()!);
          if (!queue.length) dice = [];
          wait = 0.15;
          return;
        }
        if (!faces) {
          if (canDouble() && doubles(b, 1)) {
            offered = 0;
            return g.sound('tick');
          }
          roll();
        }
        return;
      }
      if (!faces) {
        if (canDouble() && ((p && g.within(p, DOUBLE)) || inp.pressed('d'))) return double();
        if ((p && (g.within(p, DICE) || hitTest(p.x, p.y) !== null)) || inp.pressed(' ') || inp.pressed('Enter')) roll(); // prettier-ignore
        return;
      }
      const steps = legal();
      if (!steps.length) return;
      if (inp.pressed('ArrowRight') || inp.pressed('ArrowDown')) cursor = (cursor + 1) % steps.length;
      if (inp.pressed('ArrowLeft') || inp.pressed('ArrowUp'))
        cursor = (cursor + steps.length - 1) % steps.length;
      if (inp.pressed(' ') || inp.pressed('Enter')) return play(steps[cursor % steps.length]);
      if (p) {
        const at = hitTest(p.x, p.y);
        if (at !== null) tapAt(at);
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const board = drawnBoard();
      // the box: a wooden frame, green felt, the bar and the tray
      ctx.fillStyle = '#5b3a1a';
      ctx.beginPath();
      ctx.roundRect(BX - 6, TOP - 22, TRAY + 32 - BX, BOT - TOP + 44, 10);
      ctx.fill();
      ctx.fillStyle = '#1f5a3a';
      ctx.fillRect(BX, TOP, 6 * PW, BOT - TOP);
      ctx.fillRect(BX + 6 * PW + BAR, TOP, 6 * PW, BOT - TOP);
      ctx.fillStyle = '#3b2410';
      ctx.fillRect(TRAY, TOP, 26, BOT - TOP);
      const steps = human() ? legal() : [];
      const from = new Set(steps.map((s) => s.from));
      const to = new Set(steps.filter((s) => picked !== null && s.from === picked).map((s) => s.to));
      const keyStep = steps.length && picked === null ? steps[cursor % steps.length] : null;
      for (let i = 0; i < 24; i++) {
        const { col, top } = place(i);
        const x = colX(col);
        ctx.fillStyle = to.has(i) ? '#facc15' : (col + (top ? 0 : 1)) % 2 ? '#e8d5b0' : '#a63d2a';
        ctx.beginPath();
        ctx.moveTo(x - PW / 2 + 1, top ? TOP : BOT);
        ctx.lineTo(x + PW / 2 - 1, top ? TOP : BOT);
        ctx.lineTo(x, top ? TOP + PH : BOT - PH);
        ctx.closePath();
        ctx.fill();
        // point numbers as the person counts them (white's: 1 at the bottom right)
        const n = turn === 1 && two ? 24 - i : i + 1;
        g.text(String(n), x, top ? TOP - 11 : BOT + 12, 11, '#f5e6c8');
      }
      // the checkers, each point's stacked from its edge
      for (let i = 0; i < 24; i++)
        for (const side of [0, 1] as Side[]) {
          let n = mine(board, side, i);
          const moving = slides[0] && slides[0].side === side && slides[0].step.from === i;
          if (moving) n -= 1;
          for (let k = 0; k < n; k++) {
            const { x, y } = spot(i, side, k, n);
            checker(side, x, y);
          }
          if (n > 5) g.text(String(n), spot(i, side, n - 1, n).x, spot(i, side, n - 1, n).y, 13, side === 0 ? '#111' : '#fff'); // prettier-ignore
          const lit = n > 0 && (from.has(i) || picked === i) && side === turn && human();
          if (lit) {
            const { x, y } = spot(i, side, n - 1, n);
            g.ring(x, y, CH / 2 + 3, picked === i ? '#38bdf8' : '#22c55e', picked === i ? 4 : 2);
          }
        }
      for (const side of [0, 1] as Side[]) {
        const moving = slides[0] && slides[0].side === side && slides[0].step.from === 'bar' ? 1 : 0;
        for (let k = 0; k < board.bar[side] - moving; k++) {
          const { x, y } = spot('bar', side, k, 0);
          checker(side, x, y);
          if (side === turn && human() && from.has('bar')) g.ring(x, y, CH / 2 + 3, picked === 'bar' ? '#38bdf8' : '#22c55e', 3); // prettier-ignore
        }
        ctx.fillStyle = side === 0 ? '#f5f0e6' : '#1c1917';
        for (let k = 0; k < board.off[side]; k++) {
          const { x, y } = spot('off', side, k, 0);
          ctx.fillRect(x - 11, y - 3, 22, 7);
        }
      }
      if (to.has('off')) g.ring(TRAY + 13, (TOP + BOT) / 2, 16, '#facc15', 4);
      // the checker sliding, along a low arc
      if (slides[0]) {
        const s = slides[0];
        const before = s.before;
        const a = s.step.from === 'bar' ? spot('bar', s.side, before.bar[s.side] - 1, 0) : spot(s.step.from, s.side, mine(before, s.side, s.step.from) - 1, mine(before, s.side, s.step.from)); // prettier-ignore
        const after = apply(before, s.side, s.step);
        const c = s.step.to === 'off' ? spot('off', s.side, after.off[s.side] - 1, 0) : spot(s.step.to, s.side, mine(after, s.side, s.step.to) - 1, mine(after, s.side, s.step.to)); // prettier-ignore
        const t = Math.min(1, s.t);
        const e = t * t * (3 - 2 * t);
        checker(s.side, a.x + (c.x - a.x) * e, a.y + (c.y - a.y) * e - Math.sin(Math.PI * t) * 26);
      }
      if (keyStep) {
        const at = keyStep.from === 'bar' ? { x: BAR_X, y: 300 } : spot(keyStep.from, turn, 0, 1);
        g.ring(at.x, at.y, CH / 2 + 7, '#38bdf8', 2);
      }
      // the dice, the cube and whose turn it is
      if (faces) {
        faces.forEach((f, k) => {
          const x = DICE.x + 12 + k * 66;
          const used = dice.length === 0 || (faces![0] !== faces![1] && !dice.includes(f));
          ctx.fillStyle = used ? '#9ca3af' : turn === 0 ? '#fafaf9' : '#292524';
          ctx.beginPath();
          ctx.roundRect(x, DICE.y + 2, 50, 50, 9);
          ctx.fill();
          ctx.fillStyle = turn === 0 || used ? '#111' : '#fafaf9';
          pips(ctx, f, x + 25, DICE.y + 27, 13, 5);
        });
        if (faces[0] === faces[1] && dice.length) g.text(`×${dice.length}`, DICE.x + 146, DICE.y + 28, 14, '#facc15'); // prettier-ignore
      } else if (human() && !done && offered === null) {
        panel(g, DICE, true);
        g.text(`🎲 ${g.say('Roll')}`, DICE.x + DICE.w / 2, DICE.y + DICE.h / 2, 20, '#f5e6c8');
      }
      if (cubed) {
        const y = owner === null ? 300 : owner === 0 ? BOT - 22 : TOP + 22;
        ctx.fillStyle = '#f5f0e6';
        ctx.beginPath();
        ctx.roundRect(BAR_X - 15, y - 15, 30, 30, 5);
        ctx.fill();
        g.text(String(cube === 1 ? 64 : cube), BAR_X, y, 14, '#111');
        if (canDouble() && human()) {
          panel(g, DOUBLE, true);
          g.text(`${g.say('Double')} ×2`, DOUBLE.x + DOUBLE.w / 2, DOUBLE.y + DOUBLE.h / 2, 17, '#f5e6c8');
        }
      }
      for (const side of [0, 1] as Side[]) {
        const y = side === 1 ? 44 : 538;
        g.sprite(role(side), 24, y, 24);
        const line = `${name(side)} · ${g.say('pips')} ${pipCount(b, side)} · ${g.say('off')} ${b.off[side]}/15`;
        g.text(line, 44, y, 15, turn === side && !done ? accent : fg, 'left');
      }
      if (offered !== null && (two || offered === 0)) {
        panel(g, TAKE, true);
        panel(g, DROP, true);
        g.text(g.say('Take'), TAKE.x + TAKE.w / 2, TAKE.y + TAKE.h / 2, 18, fg);
        g.text(g.say('Drop'), DROP.x + DROP.w / 2, DROP.y + DROP.h / 2, 18, fg);
        const by = name((1 - offered) as Side);
        g.text(
          `${by} ${g.say('doubles to')} ${cube * 2}: ${g.say('take or drop?')}`,
          g.W / 2,
          560,
          16,
          '#facc15',
        );
        return;
      }
      const who = two ? `${name(turn)}: ` : '';
      const status = noteFor > 0
        ? note
        : done
          ? ''
          : !human()
            ? g.say('Computer’s turn')
            : !faces
              ? `${who}${g.say('Roll the dice')}`
              : picked === 'bar'
                ? `${who}${g.say('Bring your checker in from the bar')}`
                : picked !== null
                  ? `${who}${g.say('Where to? The lit points')}`
                  : `${who}${g.say('Pick a checker to move')}`; // prettier-ignore
      g.text(status, g.W / 2, 590, 17, noteFor > 0 ? '#facc15' : fg);

      function checker(side: Side, x: number, y: number) {
        ctx.fillStyle = side === 0 ? '#57534e' : '#d6d3d1';
        ctx.beginPath();
        ctx.arc(x, y + 1.5, CH / 2, 0, Math.PI * 2);
        ctx.fill();
        g.sprite(role(side), x, y, CH);
      }
    },
  };
});
