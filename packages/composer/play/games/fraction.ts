// Fractions on a pizza: a fraction is asked ("Show 3/8"), and the pizza (role target: a pizza, a pie, a
// cake…) is cut in slices; tap slices to put the topping on them (tap again to take it off), then tap
// Check (or press Enter). Right when the share topped is the fraction asked, so 1/2 on eight slices is
// four. Rounds get harder: more slices, then fractions asked on a pizza cut finer than their own
// ("2/3" on nine slices). A right answer scores more for the harder rounds and counts to the goal
// (10 rounds when the design has none); a wrong one costs a life and shows how many it was.
// Keys: left/right choose a slice, Space tops it, Enter checks. Parts: timer, levels, highscores.
import { boot } from '../runtime';

/** Rounds by difficulty: [slices of the fraction's own, times finer the pizza is cut]. */
const STEPS: [number[], number][] = [
  [[2, 3, 4], 1],
  [[4, 6, 8], 1],
  [[2, 3, 4], 2],
  [[5, 6, 8, 10, 12], 1],
  [[2, 3, 4, 6], 3],
];
const R = 150;
const CX = 240;
const CY = 330;

boot((g) => {
  const rounds = g.design.params.goal ?? 10;
  const food = g.role('target');
  const sauce = /pizza/.test(food.name) ? '#d9412b' : food.color; // (a topped slice of pizza is red)
  let round: number;
  let top: number; // the fraction asked: top / bottom
  let bottom: number;
  let slices: number;
  let topped: boolean[];
  let cursor: number;
  let shown: { right: boolean } | null; // the verdict, while it shows

  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  function start() {
    const [bottoms, finer] = STEPS[Math.min(STEPS.length - 1, Math.floor(round / 2) + (g.level - 1))];
    bottom = bottoms[g.int(0, bottoms.length - 1)];
    top = g.int(1, bottom - 1);
    const k = gcd(top, bottom);
    // (in lowest terms, unless the round is about a pizza cut finer)
    if (finer === 1 && k > 1 && g.chance(0.5)) [top, bottom] = [top / k, bottom / k];
    slices = bottom * finer;
    topped = Array.from({ length: slices }, () => false);
    cursor = 0;
    shown = null;
  }
  const sliceAt = (x: number, y: number) => {
    if (Math.hypot(x - CX, y - CY) > R) return -1;
    const a = (Math.atan2(y - CY, x - CX) + Math.PI / 2 + Math.PI * 2) % (Math.PI * 2);
    return Math.floor((a / (Math.PI * 2)) * slices);
  };
  const onCheck = (x: number, y: number) => Math.abs(x - CX) < 80 && Math.abs(y - 575) < 26;

  function check() {
    const n = topped.filter(Boolean).length;
    const right = n * bottom === top * slices;
    shown = { right };
    g.pause(1.4, () => next(right));
    if (right) {
      g.addScore(10 * (1 + Math.floor(round / 2)));
      g.announce(g.say('Correct!'));
      g.sound('win');
    } else {
      // (what was topped beside what was asked, and in the pizza's slices when it is cut finer)
      const need = (top * slices) / bottom;
      g.announce(`${n}/${slices} ≠ ${top}/${bottom}${slices !== bottom ? ` = ${need}/${slices}` : ''}`);
      g.loseLife();
    }
  }

  // (after the verdict: a wrong pizza is cleared to try again, a right one brings the next)
  function next(right: boolean) {
    shown = null;
    if (!right) {
      topped = topped.map(() => false);
      return;
    }
    round += 1;
    g.got(1);
    if (g.state() !== 'play') return;
    if (round >= rounds) return g.win();
    start();
  }

  return {
    controls: 'Tap the slices to top them, then tap Check; arrows, Space and Enter',
    reset() {
      round = 0;
      start();
    },
    update() {
      const inp = g.input;
      if (inp.tapped) {
        const { x, y } = inp.tapAt;
        const s = sliceAt(x, y);
        if (s >= 0) {
          topped[s] = !topped[s];
          cursor = s;
          g.note(topped[s] ? 520 : 390, 0.05, 'triangle', 0.05);
        } else if (onCheck(x, y)) check();
      }
      if (inp.pressed('ArrowRight') || inp.pressed('d')) cursor = (cursor + 1) % slices;
      if (inp.pressed('ArrowLeft') || inp.pressed('a')) cursor = (cursor + slices - 1) % slices;
      if (inp.pressed(' ')) topped[cursor] = !topped[cursor];
      if (inp.pressed('Enter')) check();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.text(`${g.say('Show')} ${top}/${bottom}`, CX, 92, 40, accent);
      g.text(`${Math.min(round + 1, rounds)} / ${rounds}`, CX, 128, 15, fg);
      // the crust, then each slice: plain or topped
      ctx.fillStyle = '#d8a25a';
      ctx.beginPath();
      ctx.arc(CX, CY, R + 10, 0, Math.PI * 2);
      ctx.fill();
      const mark = shown ? (shown.right ? '#16a34a' : '#dc2626') : null;
      for (let s = 0; s < slices; s++) {
        const a0 = -Math.PI / 2 + (s / slices) * Math.PI * 2;
        const a1 = a0 + (Math.PI * 2) / slices;
        ctx.fillStyle = topped[s] ? (mark ?? sauce) : '#f6dd9a';
        ctx.beginPath();
        ctx.moveTo(CX, CY);
        ctx.arc(CX, CY, R, a0, a1);
        ctx.closePath();
        ctx.fill();
        ctx.strokeStyle = '#8a5a2b';
        ctx.lineWidth = 3;
        ctx.stroke();
        const mid = (a0 + a1) / 2;
        if (topped[s]) g.sprite(food, CX + Math.cos(mid) * R * 0.62, CY + Math.sin(mid) * R * 0.62, Math.min(40, 260 / slices + 14)); // prettier-ignore
        if (s === cursor && !shown) g.ring(CX + Math.cos(mid) * R * 0.62, CY + Math.sin(mid) * R * 0.62, 20, accent, 2); // prettier-ignore
      }
      const n = topped.filter(Boolean).length;
      g.text(`${n}/${slices}`, CX, CY + R + 36, 20, fg);
      ctx.fillStyle = accent;
      ctx.fillRect(CX - 80, 575 - 24, 160, 48);
      g.text(g.say('Check'), CX, 575, 22, '#0b1020');
    },
  };
});
