// Roles: player = the runners (six horses unless it names others: snails, cars), each in a colour with its
// number. Parts: timer, highscores. Betting on a race (betting.ts): six runners at fair odds (×3 to ×24,
// shuffled each race); pick one (tap its row or keys 1-6), set the stake (− and +, or ←/→), then Race! (or
// Enter). The race is run; a winning bet pays the stake times the odds. You start with 100 coins: reach the
// goal (500 unless said) to win, run out and it is over.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { along, finishTimes, ODDS, payout, winnerOf } from '../betting';

const SADDLES = ['#ef4444', '#3b82f6', '#22c55e', '#facc15', '#a855f7', '#f97316'];
const START = 100;
const TOP = 120;
const ROW = 52;
const LESS: Box = { x: 60, y: 460, w: 56, h: 48 };
const MORE: Box = { x: 364, y: 460, w: 56, h: 48 };
const RACE: Box = { x: 140, y: 540, w: 200, h: 56 };
const START_X = 70;
const FINISH_X = 430;

boot((g) => {
  g.showLives(false);
  const target = g.design.params.goal ?? 500;
  let coins: number;
  let odds: number[];
  let pick: number;
  let stake: number;
  let phase: 'bet' | 'race' | 'result';
  let t: number;
  let times: number[];
  let strides: number[];
  let winner: number;
  let line: string; // what the last race did for you

  const rowBox = (i: number): Box => ({ x: 20, y: TOP + i * ROW, w: 440, h: ROW - 6 });
  function newRace() {
    odds = [...ODDS].sort(() => Math.random() - 0.5);
    phase = 'bet';
    stake = Math.min(stake || 10, coins);
  }
  function race() {
    if (stake < 1 || stake > coins) return g.sound('bad');
    coins -= stake;
    winner = winnerOf(odds, Math.random);
    times = finishTimes(6, winner, Math.random);
    strides = times.map(() => g.rand(0, 6));
    t = 0;
    phase = 'race';
    g.sound('jump');
  }
  function finish() {
    const won = winner === pick;
    const back = payout(stake, odds[pick], won);
    coins += back;
    line = won ? `+${back - stake}` : `−${stake}`;
    if (won) {
      g.addScore(back - stake);
      g.sound('win');
    } else g.sound('bad');
    phase = 'result';
    t = 0;
  }

  return {
    controls: 'Pick a runner (tap or 1-6), set the stake (− + or ←/→), then Race! (or Enter)',
    reset() {
      coins = START;
      pick = 0;
      stake = 10;
      line = '';
      newRace();
    },
    update(dt) {
      const inp = g.input;
      const go = inp.pressed('Enter') || inp.pressed(' ') || (inp.tapped && g.within(inp.pointer, RACE));
      if (phase === 'race') {
        if ((t += dt) >= Math.max(...times) + 0.4) finish();
        return;
      }
      if (phase === 'result') {
        t += dt;
        if (coins >= target) return g.win(`${g.say('Coins')}: ${coins}`);
        if (coins <= 0) return g.lose('Out of coins');
        if (t > 0.6 && (go || inp.tapped)) newRace();
        return;
      }
      for (let i = 0; i < 6; i++) if (inp.pressed(String(i + 1)) || (inp.tapped && g.within(inp.pointer, rowBox(i)))) pick = i; // prettier-ignore
      const step = coins >= 200 ? 20 : 10;
      if (inp.pressed('ArrowLeft') || inp.pressed('-') || (inp.tapped && g.within(inp.pointer, LESS)))
        stake = Math.max(Math.min(10, coins), stake - step);
      if (inp.pressed('ArrowRight') || inp.pressed('+') || (inp.tapped && g.within(inp.pointer, MORE)))
        stake = Math.min(coins, stake + step);
      if (go) race();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`🪙 ${coins}`, 20, 60, 24, accent, 'left');
      g.text(`${g.say('Goal')} ${target}`, g.W - 20, 60, 18, fg, 'right');
      if (phase === 'bet') {
        for (let i = 0; i < 6; i++) {
          const b = rowBox(i);
          panel(g, b, i === pick);
          ctx.fillStyle = SADDLES[i];
          ctx.fillRect(b.x + 10, b.y + 10, 26, b.h - 20);
          g.text(String(i + 1), b.x + 23, b.y + b.h / 2, 16, '#ffffff');
          g.sprite('player', b.x + 80, b.y + b.h / 2, 36);
          g.text(`×${odds[i]}`, b.x + b.w - 20, b.y + b.h / 2, 22, i === pick ? '#ffffff' : fg, 'right');
        }
        panel(g, LESS, true);
        g.text('−', LESS.x + LESS.w / 2, LESS.y + LESS.h / 2, 28, fg);
        panel(g, MORE, true);
        g.text('+', MORE.x + MORE.w / 2, MORE.y + MORE.h / 2, 28, fg);
        g.text(
          `${g.say('Bet')} ${stake} → ${stake * odds[pick]}`,
          g.W / 2,
          LESS.y + LESS.h / 2,
          22,
          '#ffffff',
        );
        panel(g, RACE, true);
        g.text(g.say('Race!'), RACE.x + RACE.w / 2, RACE.y + RACE.h / 2, 24, '#ffffff');
        if (line) g.text(line, g.W / 2, 96, 18, line.startsWith('+') ? accent : '#fca5a5');
        return;
      }
      // the track: six lanes, the finish line, each runner where its pace has it
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 4;
      ctx.setLineDash([8, 8]);
      ctx.beginPath();
      ctx.moveTo(FINISH_X + 20, TOP - 10);
      ctx.lineTo(FINISH_X + 20, TOP + 6 * ROW);
      ctx.stroke();
      ctx.setLineDash([]);
      for (let i = 0; i < 6; i++) {
        const y = TOP + i * ROW + ROW / 2;
        ctx.fillStyle = i % 2 ? 'rgba(255,255,255,0.05)' : 'rgba(255,255,255,0.1)';
        ctx.fillRect(0, y - ROW / 2, g.W, ROW);
        const x = START_X + (FINISH_X - START_X) * along(t, times[i], strides[i]);
        ctx.fillStyle = SADDLES[i];
        ctx.fillRect(x - 8, y - 26, 16, 12);
        // (turned to run the way the race goes: emoji animals face left)
        ctx.save();
        ctx.translate(x, y);
        ctx.scale(-1, 1);
        g.sprite('player', 0, 0, 40);
        ctx.restore();
        g.text(String(i + 1), 20, y, 16, i === pick ? accent : fg);
      }
      if (phase === 'result') {
        const won = winner === pick;
        g.text(`${winner + 1} ${g.say('wins!')}`, g.W / 2, TOP + 6 * ROW + 40, 28, '#ffffff');
        g.text(line, g.W / 2, TOP + 6 * ROW + 80, 26, won ? accent : '#fca5a5');
        g.text(g.say('Tap or press Space for the next race'), g.W / 2, TOP + 6 * ROW + 120, 16, fg);
      }
    },
  };
});
