// Roles: player, target, ally = the three throws (rock, paper, scissors, or the three things the prompt
// named), each beating the next but one: the first beats the third, the second the first, the third the
// second; enemy = who you play against (the computer, or player two with twoPlayer).
// Each round: "Rock, paper, scissors!" counts down while you pick (tap a card, keys 1-3, or the arrows
// and Space); then both throws are shown and the round goes to the winner (a tie is played again).
// First to 3 (or to the design's goal) wins the match. The computer throws at random on easy, and on
// normal and hard (and each level) more and more often the throw that beats your most likely next one,
// learned from what you threw after your last throw. Two players pick in secret, A/S/D and J/K/L (or
// each their half of the screen), and both throws show together.
// Parts: twoPlayer, levels (the next match against a sharper opponent), timer (ahead when it ends
// wins), highscores. 10 a round won.
import { boot, type Entity, type RoleId } from '../runtime';

const THROWS: RoleId[] = ['player', 'target', 'ally'];
const CARD = 118;
const GAP = 20;
const ROW_ME = 520;
const ROW_THEM = 168;

type Phase = 'pick' | 'show';

/** 1 when throw a beats throw b, -1 when b beats a, 0 for the same throw. */
export const outcome = (a: number, b: number): number => (a === b ? 0 : (a - b + 3) % 3 === 1 ? 1 : -1);

boot((g) => {
  g.showLives(false); // rounds are won and lost, not lives
  const two = g.has('twoPlayer');
  const throws: Entity[] = THROWS.map((r) => g.role(r));
  const other = g.design.roles.enemy ?? { name: 'robot', emoji: '🤖', color: '#94a3b8' };
  const needed = g.clamp(g.design.params.goal ?? 3, 1, 9);
  let phase: Phase;
  let t: number;
  let mine: number | null;
  let theirs: number | null;
  let wins: [number, number];
  let cursor: number;
  let result: number;
  let last: number | null;
  // What you threw after each throw: the computer's memory of you.
  let after: number[][];

  /** How often the computer plays the counter to your likeliest throw, rather than at random. */
  const sharp = () =>
    Math.min(0.85, { easy: 0, normal: 0.3, hard: 0.55 }[g.design.params.difficulty] + 0.1 * (g.level - 1));
  const cardX = (i: number) => 240 + (i - 1) * (CARD + GAP);
  const cardAt = (x: number, y: number, row: number) =>
    Math.abs(y - row) < CARD / 2 ? ([0, 1, 2].find((i) => Math.abs(x - cardX(i)) < CARD / 2) ?? -1) : -1;

  function computerThrow(): number {
    if (last === null || !g.chance(sharp())) return g.int(0, 2);
    const seen = after[last];
    const likely = seen.indexOf(Math.max(...seen));
    return (likely + 1) % 3; // the throw that beats it
  }
  function round() {
    phase = 'pick';
    t = 0;
    mine = null;
    theirs = null;
  }
  function pick(who: 0 | 1, i: number) {
    if (phase !== 'pick' || i < 0) return;
    if (who === 0 && mine === null) {
      mine = i;
      g.sound('tick');
    } else if (who === 1 && theirs === null) {
      theirs = i;
      g.sound('tick');
    }
    if (mine === null || (two && theirs === null)) return;
    if (!two) theirs = computerThrow();
    if (last !== null) after[last][mine] += 1;
    last = mine;
    result = outcome(mine, theirs!);
    phase = 'show';
    t = 0;
    if (result > 0) {
      wins[0] += 1;
      g.sound('point');
    } else if (result < 0) {
      wins[1] += 1;
      g.sound('bad');
    } else g.sound('beat');
  }

  return {
    controls: two
      ? 'Pick in secret: player one A, S, D; player two J, K, L (or each tap their own half)'
      : 'Tap a card, or press 1, 2, 3 (or the arrows and Space)',
    reset() {
      wins = [0, 0];
      cursor = 0;
      last = null;
      result = 0;
      after = [0, 1, 2].map(() => [0, 0, 0]);
      round();
    },
    update(dt) {
      t += dt;
      if (phase === 'show') {
        if (t < 1.6) return;
        // Scored once the throws have been seen.
        if (result > 0) g.addScore(10);
        if (result > 0 && g.design.params.goal !== null) g.got(1);
        if (g.state() !== 'play') return;
        if (wins[0] >= needed && g.design.params.goal === null)
          return g.win(two ? 'Player one wins the match' : undefined);
        if (wins[1] >= needed)
          return g.lose(two ? 'Player two wins the match' : `${other.name} won the match`);
        return round();
      }
      const inp = g.input;
      if (two) {
        ['a', 's', 'd'].forEach((k, i) => inp.pressed(k) && pick(0, i));
        ['j', 'k', 'l'].forEach((k, i) => inp.pressed(k) && pick(1, i));
        if (inp.tapped) {
          const top = inp.tapAt.y < g.H / 2;
          pick(top ? 1 : 0, cardAt(inp.tapAt.x, inp.tapAt.y, top ? ROW_THEM : ROW_ME));
        }
        return;
      }
      if (inp.pressed('ArrowLeft')) cursor = (cursor + 2) % 3;
      if (inp.pressed('ArrowRight')) cursor = (cursor + 1) % 3;
      if (inp.pressed(' ') || inp.pressed('Enter')) pick(0, cursor);
      for (let k = 1; k <= 3; k++) if (inp.pressed(String(k))) pick(0, k - 1);
      if (inp.tapped) pick(0, cardAt(inp.tapAt.x, inp.tapAt.y, ROW_ME));
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const fit = 1 / Math.max(1, g.design.params.size);
      const card = (x: number, y: number, lit: boolean, dim: boolean) => {
        ctx.fillStyle = lit ? accent + '55' : fg + (dim ? '10' : '1f');
        ctx.strokeStyle = lit ? accent : fg + '55';
        ctx.lineWidth = lit ? 4 : 2;
        ctx.beginPath();
        ctx.roundRect(x - CARD / 2, y - CARD / 2, CARD, CARD, 16);
        ctx.fill();
        ctx.stroke();
      };
      // The match: each side's wins, first to `needed`.
      g.text(two ? 'Player one' : 'You', 120, 74, 18, fg);
      g.text(`${wins[0]} – ${wins[1]}`, 240, 76, 34, accent);
      if (two) g.text('Player two', 360, 74, 18, fg);
      else g.sprite(other, 360, 74, 36 * fit);
      g.text(`first to ${needed}`, 240, 108, 14, fg + 'aa');

      // Their side: the opponent's throw once shown (two players: player two's cards).
      if (two && phase === 'pick')
        throws.forEach((e, i) => {
          card(cardX(i), ROW_THEM, false, theirs !== null);
          if (theirs === null) g.sprite(e, cardX(i), ROW_THEM, 70 * fit, Math.PI);
        });
      else if (phase === 'show' && theirs !== null) {
        card(240, ROW_THEM + 60, result < 0, false);
        g.sprite(throws[theirs], 240, ROW_THEM + 60, 84 * fit);
      } else {
        if (!two) g.sprite(other, 240, ROW_THEM + 40, 90 * fit);
      }
      // The middle: the count while picking, the verdict after.
      const call = ['Rock…', 'Paper…', 'Scissors…', 'Shoot!'][Math.min(3, Math.floor(t / 0.5))];
      const said =
        phase === 'show'
          ? result > 0
            ? `${throws[mine!].name} beats ${throws[theirs!].name}!`
            : result < 0
              ? `${throws[theirs!].name} beats ${throws[mine!].name}`
              : 'Same throw: again!'
          : two
            ? `${mine === null ? 'Player one picks' : 'Player one is ready'} · ${theirs === null ? 'player two picks' : 'player two is ready'}`
            : call;
      g.text(said, 240, 350, phase === 'show' ? 26 : 30, phase === 'show' && result > 0 ? accent : fg);
      // Your cards: the one picked, or the cursor.
      throws.forEach((e, i) => {
        const picked = mine === i;
        const hidden = two && phase === 'pick' && mine !== null;
        card(cardX(i), ROW_ME, picked || (!two && phase === 'pick' && cursor === i), hidden && !picked);
        if (!hidden) g.sprite(e, cardX(i), ROW_ME, (picked ? 84 : 70) * fit);
        g.text(
          two ? 'ASD'[i] : String(i + 1),
          cardX(i) - CARD / 2 + 14,
          ROW_ME - CARD / 2 + 16,
          13,
          fg + '99',
        );
      });
    },
    light: () => ({ x: cardX(cursor), y: ROW_ME }),
    timeUp() {
      if (wins[0] > wins[1]) g.win(`Time's up: you lead ${wins[0]}–${wins[1]}`);
      else g.lose(`Time's up: ${wins[0]}–${wins[1]}`);
    },
  };
});
