// Roles: target = what shows the moment to tap (a big go-light when none is named); hazard = a decoy
// that shows instead on some rounds (on hard, or when named): tapping it is a miss, waiting it out is
// right. Parts: timer, highscores. Each round waits a random while on a red screen, then turns green:
// tap (or press Space) as fast as you can. Tapping early costs a life. Five rounds (or the design
// goal); the score is each round's speed (1,000 less the milliseconds), and the end names the average.
import { boot } from '../runtime';

type Phase = 'wait' | 'go' | 'decoy' | 'result' | 'early';

const GO = '#16a34a';
const WAIT = '#b91c1c';

boot((g) => {
  const { roles, params } = g.design;
  const rounds = params.goal ?? 5;
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
  const average = () => Math.round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length));
  const best = () => (times.length ? Math.min(...times) : 0);

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
    controls: 'Wait for green, then tap or press Space as fast as you can',
    reset() {
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
      if (inp.tapped || inp.pressed(' ') || inp.pressed('Enter')) tap();
    },
    draw() {
      const { ctx, W, H } = g;
      const fill =
        phase === 'go' ? GO : phase === 'wait' ? WAIT : phase === 'decoy' ? '#a16207' : g.design.setting.bg;
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, W, H);
      const cx = W / 2;
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
      g.lose(times.length ? `Time's up: average ${average()} ms` : "Time's up");
    },
  };
});
