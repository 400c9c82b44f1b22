// Roles: target = what shows the moment to tap (a big go-light when none is named); hazard = a decoy
// that shows instead on some rounds (on hard, or when named): tapping it is a miss, waiting it out is
// right. Parts: timer, highscores. Each round waits a random while on a red screen, then turns green:
// tap (or press Space) as fast as you can. Tapping early costs a life. Five rounds (or the design
// goal); the score is each round's speed (1,000 less the milliseconds), and the end names the average.
// twoPlayer: on one keyboard, Q (or the left half) against P (or the right half): a grey wait, then
// green; the first to press wins the round, pressing too soon (or on a red decoy) gives it to the
// other; first to the goal's rounds (3: best of five) wins.
import { boot } from '../runtime';

type Phase = 'wait' | 'go' | 'decoy' | 'result' | 'early';

const GO = '#16a34a';
const WAIT = '#b91c1c';
const GREY = '#4b5563';

boot((g) => {
  const { roles, params } = g.design;
  const pair = g.has('twoPlayer');
  const rounds = params.goal ?? (pair ? 3 : 5);
  let wins: [number, number]; // two players' rounds won
  let winner: 0 | 1 | null; // who took the last round
  let early: 0 | 1 | null; // who pressed too soon
  const decoys = !!roles.hazard || params.difficulty === 'hard';
  let phase: Phase;
  let t: number;
  let delay: number;
  let times: number[];
  let last: number;
  let round: number;
  g.showLives(true);

  function next() {
    phase = 'wait';
    t = 0;
    delay = g.rand(1.4, 4.2);
  }
  /** The two players' screen: each side's key and rounds won, and what the moment says. */
  function duel(cx: number, H: number) {
    const { fg } = g.design.setting;
    g.text('Q', g.W * 0.25, 90, 44, '#ffffff');
    g.text('P', g.W * 0.75, 90, 44, '#ffffff');
    g.text(`${wins[0]}`, g.W * 0.25, 150, 36, '#ffffff');
    g.text(`${wins[1]}`, g.W * 0.75, 150, 36, '#ffffff');
    g.text(`${g.say('First to')} ${rounds}`, cx, 150, 16, '#ffffffcc');
    if (phase === 'wait') g.text(g.say('Wait for green…'), cx, 300, 32, '#ffffff');
    else if (phase === 'go') g.text(g.say('GO!'), cx, 300, 64, '#ffffff');
    else if (phase === 'decoy') g.text(g.say('Not yet…'), cx, 300, 40, '#ffffff');
    else if (phase === 'early') {
      g.text(
        `${g.say(early === 0 ? 'Player 1' : 'Player 2')}: ${g.say('Too soon!')}`,
        cx,
        290,
        30,
        '#f87171',
      );
      g.text(
        `${g.say(winner === 0 ? 'Player 1 wins the round' : 'Player 2 wins the round')}`,
        cx,
        340,
        22,
        fg,
      );
    } else if (phase === 'result') {
      g.text(`${g.say(winner === 0 ? 'Player 1 wins the round' : 'Player 2 wins the round')}`, cx, 290, 28, g.design.setting.accent); // prettier-ignore
      g.text(`${last} ms`, cx, 340, 22, fg);
    }
    g.text(g.say('Player 1'), g.W * 0.25, H - 60, 18, '#ffffffcc');
    g.text(g.say('Player 2'), g.W * 0.75, H - 60, 18, '#ffffffcc');
  }
  const average = () => Math.round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length));
  const best = () => (times.length ? Math.min(...times) : 0);

  /** A press by player `who` (two players): first on green takes the round, too soon gives it away. */
  function press(who: 0 | 1) {
    if (phase === 'result' || phase === 'early') return void (t > 0.6 && next());
    const took = phase === 'go' ? who : phase === 'wait' || phase === 'decoy' ? ((1 - who) as 0 | 1) : null;
    if (took === null) return;
    if (phase === 'go') last = Math.round(t * 1000);
    [winner, early] = [took, phase === 'go' ? null : who];
    wins[took] += 1;
    g.sound(phase === 'go' ? 'point' : 'bad');
    if (took === 0) g.addScore(phase === 'go' ? Math.max(100, 1000 - last) : 100);
    phase = phase === 'go' ? 'result' : 'early';
    t = 0;
    if (wins[took] >= rounds)
      g.win(`${g.say(took === 0 ? 'Player 1 wins' : 'Player 2 wins')} ${wins[0]}-${wins[1]}`);
  }

  function tap() {
    if (phase === 'go') {
      last = Math.round(t * 1000);
      times.push(last);
      round += 1;
      g.addScore(Math.max(0, 1000 - last));
      g.sound('point');
      phase = 'result';
      t = 0;
      if (round >= rounds) g.win(`Average ${average()} ms · best ${best()} ms`);
    } else if (phase === 'wait' || phase === 'decoy') {
      g.sound('bad');
      phase = 'early';
      t = 0;
      g.loseLife();
    } else if (phase === 'result' || phase === 'early') {
      if (t > 0.4) next();
    }
  }

  return {
    controls: pair
      ? 'Player 1: Q (or tap the left), player 2: P (or tap the right); first on green wins'
      : 'Wait for green, then tap or press Space as fast as you can',
    reset() {
      if (pair) g.showLives(false);
      [wins, winner, early] = [[0, 0], null, null];
      times = [];
      last = 0;
      round = 0;
      next();
    },
    update(dt) {
      t += dt;
      if (phase === 'wait' && t > delay) {
        // A decoy now and then: it must be let go by.
        phase = decoys && g.chance(0.3) ? 'decoy' : 'go';
        t = 0;
        if (phase === 'go') g.note(880, 0.08, 'square', 0.05);
      } else if (phase === 'decoy' && t > 1.1) next();
      else if ((phase === 'result' || phase === 'early') && t > 1.6) next();
      const inp = g.input;
      if (pair) {
        if (inp.pressed('q') || (inp.tapped && inp.tapAt.x < g.W / 2)) press(0);
        else if (inp.pressed('p') || (inp.tapped && inp.tapAt.x >= g.W / 2)) press(1);
      } else if (inp.tapped || inp.pressed(' ') || inp.pressed('Enter')) tap();
    },
    draw() {
      const { ctx, W, H } = g;
      // (two players wait on grey, and a decoy is red; one waits on red, and a decoy is amber)
      const fill =
        phase === 'go' ? GO : phase === 'wait' ? (pair ? GREY : WAIT) : phase === 'decoy' ? (pair ? WAIT : '#a16207') : g.design.setting.bg; // prettier-ignore
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, W, H);
      const cx = W / 2;
      if (pair) return duel(cx, H);
      if (phase === 'wait') {
        g.text('Wait for green…', cx, 250, 34, '#ffffff');
        g.text('Round ' + (round + 1) + ' of ' + rounds, cx, 300, 18, '#fecaca');
        // What to wait for, small: tap when it shows big.
        if (roles.target) {
          g.sprite('target', cx, 420, 56);
          g.text(`Tap when the ${roles.target.name} shows`, cx, 480, 18, '#fecaca');
        }
      } else if (phase === 'go') {
        if (roles.target) g.sprite('target', cx, 300, 150);
        else g.ring(cx, 300, 70, '#ffffff', 14);
        g.text('TAP!', cx, 450, 56, '#ffffff');
      } else if (phase === 'decoy') {
        if (roles.hazard) g.sprite('hazard', cx, 300, 150);
        g.text('Not yet…', cx, 450, 40, '#ffffff');
      } else if (phase === 'early') {
        g.text('Too soon!', cx, 280, 44, '#f87171');
        g.text('Tap to try again', cx, 330, 18, g.design.setting.fg);
      } else {
        g.text(`${last} ms`, cx, 280, 64, g.design.setting.accent);
        const word = last < 250 ? 'Lightning!' : last < 350 ? 'Quick!' : last < 500 ? 'Good' : 'Keep trying';
        g.text(word, cx, 340, 24, g.design.setting.fg);
        g.text('Tap for the next round', cx, 390, 16, g.design.setting.fg + 'aa');
      }
      if (times.length) g.text(`Average ${average()} ms · best ${best()} ms`, cx, H - 60, 18, '#ffffffcc');
    },
    timeUp() {
      if (pair) return wins[0] === wins[1] ? g.lose("Time's up: a draw") : g.win(`${g.say(wins[0] > wins[1] ? 'Player 1 wins' : 'Player 2 wins')} ${wins[0]}-${wins[1]}`); // prettier-ignore
      g.lose(times.length ? `Time's up: average ${average()} ms` : "Time's up");
    },
  };
});
