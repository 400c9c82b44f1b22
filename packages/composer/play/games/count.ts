// Counting: watch things go by, then say how many (counting sheep over a fence, fish swimming past).
// Roles: target = what is counted, jumping one by one over a fence in the middle (sheep), or swimming
// or flying across when it does not walk; hazard (optional) = others that go by too and are not to be
// counted ("count only the sheep, not the goats").
// Each round: 3 to 12 go by (more with the level and on hard), at uneven gaps, now and then two close
// together; a tap (or Space) while they pass adds a tally mark, to help. Then "How many?" with four
// answers: tap one or press 1-4. Right: one of the goal's things (10 rounds without a goal); wrong: a
// life, and the right number is shown.
// Parts: timer, levels, highscores.
import { boot, plural, type Vec } from '../runtime';

interface Goer extends Vec {
  t: number; // seconds until it starts
  counted: boolean; // a target (else one of the others)
}

const ROUNDS = 10;

boot((g) => {
  const FENCE = { x: g.W / 2, y: g.H - 170 };
  const walks = g.role('target').name.match(/sheep|goat|horse|cow|pig|dog|cat|rabbit|bunny|frog|kangaroo|deer|lamb|pony|llama/) !== null; // prettier-ignore
  const others = !!g.design.roles.hazard;
  let goers: Goer[];
  let phase: 'watch' | 'ask' | 'told';
  let count: number;
  let choices: number[];
  let picked: number | null;
  let wait: number;
  let tally: number;
  let rounds: number;

  const SPEED = 190;
  const answerAt = (i: number) => ({
    x: g.W / 2 + (i % 2 ? 95 : -95),
    y: g.H / 2 - 10 + Math.floor(i / 2) * 110,
  });

  function newRound() {
    const most = Math.min(12, 4 + g.level * 2 + (g.design.params.difficulty === 'hard' ? 2 : 0));
    count = g.int(3, most);
    const extra = others ? g.int(1, Math.max(1, Math.floor(count / 2))) : 0;
    const kinds = [...Array(count).fill(true), ...Array(extra).fill(false)].sort(() => Math.random() - 0.5);
    let t = 0.6;
    goers = kinds.map((counted) => {
      t += g.chance(0.2) ? g.rand(0.15, 0.3) : g.rand(0.55, 1.2) / Math.sqrt(g.diff); // (now and then two close)
      return { x: -40, y: FENCE.y, t, counted };
    });
    const near = new Set([count]);
    while (near.size < 4) near.add(Math.max(1, count + g.int(-3, 3)));
    choices = [...near].sort((a, b) => a - b);
    phase = 'watch';
    picked = null;
    tally = 0;
  }

  function answer(i: number) {
    if (phase !== 'ask' || i >= choices.length) return;
    picked = choices[i];
    phase = 'told';
    wait = 1.4;
    if (picked === count) {
      g.sound('point');
      rounds += 1;
      g.got(1);
      if (g.state() === 'play' && g.design.params.goal === null && rounds >= ROUNDS) g.win();
    } else {
      g.sound('bad');
      g.loseLife();
    }
  }

  return {
    controls: 'Watch and count (tap or Space to keep a tally); then tap the answer or press 1-4',
    reset() {
      rounds = 0;
      newRound();
    },
    update(dt) {
      const inp = g.input;
      if (phase === 'watch') {
        if (inp.pressed(' ') || inp.tapped) tally += 1;
        for (const o of goers) {
          o.t -= dt;
          if (o.t > 0) continue;
          o.x += SPEED * dt * Math.sqrt(g.diff);
          // over the fence in an arc, when it walks; else straight across, bobbing
          const d = (o.x - FENCE.x) / 90;
          o.y = walks ? FENCE.y - Math.max(0, 1 - d * d) * 95 : FENCE.y - 120 + Math.sin(o.x / 40) * 12;
        }
        if (goers.every((o) => o.x > g.W + 40)) phase = 'ask';
        return;
      }
      if (phase === 'ask') {
        for (let i = 0; i < 4; i++) if (inp.pressed(String(i + 1))) answer(i);
        if (inp.tapped)
          choices.forEach((_, i) => {
            const at = answerAt(i);
            if (Math.abs(inp.tapAt.x - at.x) < 80 && Math.abs(inp.tapAt.y - at.y) < 45) answer(i);
          });
        return;
      }
      if ((wait -= dt) <= 0 && g.state() === 'play') newRound();
    },
    draw() {
      const ctx = g.ctx;
      const { fg, accent } = g.design.setting;
      // the ground and the fence
      ctx.fillStyle = fg;
      ctx.globalAlpha = 0.12;
      ctx.fillRect(0, FENCE.y + 24, g.W, g.H - FENCE.y - 24);
      ctx.globalAlpha = 1;
      if (walks) {
        ctx.fillStyle = '#a16207';
        for (const dx of [-30, 0, 30]) ctx.fillRect(FENCE.x + dx - 4, FENCE.y - 30, 8, 54);
        ctx.fillRect(FENCE.x - 44, FENCE.y - 22, 88, 7);
        ctx.fillRect(FENCE.x - 44, FENCE.y - 2, 88, 7);
      }
      if (phase === 'watch') {
        for (const o of goers) if (o.t <= 0) g.sprite(o.counted ? 'target' : 'hazard', o.x, o.y, 52);
        const what = others ? `Count the ${plural(g.role('target').name)} only` : 'Count them!';
        g.text(what, g.W / 2, 110, 24, fg);
        if (tally) g.text('|'.repeat(tally), g.W / 2, 150, 26, accent);
        return;
      }
      g.sprite('target', g.W / 2, 120, 64);
      g.text(`How many went by?`, g.W / 2, 190, 26, fg);
      choices.forEach((n, i) => {
        const at = answerAt(i);
        const right = phase === 'told' && n === count;
        const wrong = phase === 'told' && n === picked && n !== count;
        ctx.fillStyle = right ? '#16a34a' : wrong ? '#dc2626' : accent;
        ctx.globalAlpha = phase === 'told' && !right && !wrong ? 0.35 : 0.9;
        ctx.beginPath();
        ctx.roundRect(at.x - 75, at.y - 40, 150, 80, 16);
        ctx.fill();
        ctx.globalAlpha = 1;
        g.text(String(n), at.x, at.y + 12, 38, '#ffffff');
        g.text(String(i + 1), at.x - 58, at.y - 22, 13, '#ffffff');
      });
    },
  };
});
