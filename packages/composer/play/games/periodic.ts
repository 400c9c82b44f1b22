// Roles: player (when named) = who asks, above the question. The periodic table's first four periods (elements.ts) as empty boxes in their real places.
// Parts: timer, highscores, levels (the next round more questions). An element is named ("Potassium"): tap
// the box where it belongs (or move with the arrows and press Space). Right: the box turns green and keeps
// its symbol; wrong: the box tapped flashes red and the right one shows green. Ten questions unless a goal
// says how many; seven in ten right (rounded up) wins. On easy every box shows its symbol.
import { boot, type Box } from '../runtime';
import { ELEMENTS, elementAt, questionsOf, type Element } from '../elements';

const X0 = 15;
const Y0 = 190;
const CELL = 25;
const ROW = 56;

boot((g) => {
  g.showLives(false);
  const { params } = g.design;
  const easy = params.difficulty === 'easy';
  let asked: Element[];
  let at: number; // the question now
  let right: number;
  let found: Set<number>;
  let answer: { tapped: Element | null; box: [number, number]; ok: boolean; t: number } | null;
  let cursor: [number, number]; // period, group

  const count = () => g.clamp((params.goal ?? 10) + (g.level - 1) * 2, 3, 36);
  const boxOf = (period: number, group: number): Box => ({
    x: X0 + (group - 1) * CELL,
    y: Y0 + (period - 1) * ROW,
    w: CELL - 2,
    h: ROW - 2,
  });
  function choose(period: number, group: number) {
    if (answer) return;
    const e = elementAt(period, group);
    if (!e) return;
    const want = asked[at];
    const ok = e.n === want.n;
    answer = { tapped: e, box: [period, group], ok, t: 0 };
    if (ok) {
      right += 1;
      found.add(e.n);
      g.addScore(10);
      g.sound('point');
    } else g.sound('bad');
  }

  return {
    controls: 'Tap the box where the element belongs (or arrows to move, Space to choose)',
    reset() {
      asked = questionsOf(count(), Math.random);
      at = 0;
      right = 0;
      found = new Set();
      answer = null;
      cursor = [1, 1];
    },
    update(dt) {
      if (answer) {
        if ((answer.t += dt) < (answer.ok ? 0.7 : 1.4)) return;
        answer = null;
        at += 1;
        if (at < asked.length) return;
        const need = Math.ceil(asked.length * 0.7);
        const said = `${right}/${asked.length}`;
        return right >= need ? g.win(said) : g.lose(said);
      }
      const inp = g.input;
      if (inp.tapped) {
        const p = inp.pointer;
        const group = Math.floor((p.x - X0) / CELL) + 1;
        const period = Math.floor((p.y - Y0) / ROW) + 1;
        if (group >= 1 && group <= 18 && period >= 1 && period <= 4) {
          cursor = [period, group];
          choose(period, group);
        }
      }
      let [period, group] = cursor;
      const dx = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const dy = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      if (dx || dy) {
        // (to the next box there is an element in, that way)
        for (let step = 1; step < 18; step++) {
          const p = g.clamp(period + dy * step, 1, 4);
          const gr = g.clamp(group + dx * step, 1, 18);
          if (elementAt(p, gr)) {
            [period, group] = [p, gr];
            break;
          }
        }
        cursor = [period, group];
      }
      if (inp.pressed(' ') || inp.pressed('Enter')) choose(period, group);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const want = asked[Math.min(at, asked.length - 1)];
      const question = g.say('Question {n} of {m}').replace('{n}', String(Math.min(at + 1, asked.length)));
      g.text(question.replace('{m}', String(asked.length)), 16, 56, 16, fg, 'left');
      g.text(`✓ ${right}`, g.W - 16, 56, 18, accent, 'right');
      if (g.design.roles.player) g.sprite('player', g.W / 2, 72, 40); // (who asks, when named)
      g.text(g.say('Where does {x} go?').replace('{x}', want.name), g.W / 2, 120, 26, '#ffffff');
      for (const e of ELEMENTS) {
        const b = boxOf(e.period, e.group);
        const mine = answer && answer.tapped?.n === e.n;
        const theRight = answer && e.n === want.n;
        ctx.fillStyle = mine
          ? answer!.ok
            ? '#22c55e'
            : '#ef4444'
          : theRight && !answer!.ok
            ? '#22c55e'
            : found.has(e.n)
              ? '#16a34a88'
              : 'rgba(255,255,255,0.12)';
        ctx.fillRect(b.x, b.y, b.w, b.h);
        if (easy || found.has(e.n) || theRight) g.text(e.symbol, b.x + b.w / 2, b.y + b.h / 2, 12, '#ffffff');
      }
      const c = boxOf(cursor[0], cursor[1]);
      ctx.strokeStyle = accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(c.x - 1, c.y - 1, c.w + 2, c.h + 2);
      // the groups' numbers along the top, the periods' down the side
      for (const gr of [1, 2, 13, 18])
        g.text(String(gr), X0 + (gr - 1) * CELL + CELL / 2, Y0 - 12, 11, fg + '99');
      if (answer && !answer.ok && answer.tapped)
        g.text(
          `✗ ${answer.tapped.name} (${answer.tapped.symbol})`,
          g.W / 2,
          Y0 + 4 * ROW + 40,
          18,
          '#fca5a5',
        );
      if (answer?.ok) g.text(`✓ ${want.symbol}`, g.W / 2, Y0 + 4 * ROW + 40, 22, '#86efac');
    },
  };
});
