// Roles: none (the slices are words). Parts: highscores. A prize wheel (wheel.ts): the slices as listed
// (params.prizes: "10% off, free cookie…"), coloured in turn in the setting's accent and a pale tint of
// it, a pointer at the top. SPIN (or Space) sets it turning; it slows as a real wheel does, ticking past
// each slice, and what stops under the pointer shows in a card: a prize with a code (params.prefix, four
// digits), "try again" with none. With params.once a visitor spins once: the result is kept on the device
// and shown again. Without listed prizes it is a game of points: five spins, their total the score.
import { boot } from '../runtime';
import { blank, codeFor, sliceAt, slow } from '../wheel';
import { panel } from '../panel';

const C = { x: 240, y: 300 };
const R = 190;
const SPIN = { x: 150, y: 540, w: 180, h: 60 };
const POINTS = ['100', '250', '50', 'Try again', '500', '20', 'Jackpot', '10'];
const SPINS = 5;

interface Result {
  prize: string;
  code: string | null;
}

/** A colour between `hex` and white, `t` of the way to white. */
function tint(hex: string, t: number): string {
  const n = parseInt(hex.slice(1, 7), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * t);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

boot((g) => {
  g.showLives(false);
  const listed = g.design.params.prizes;
  const slices = listed ?? POINTS.map((p) => (/\d/.test(p) ? p : g.say(p)));
  const n = slices.length;
  const prefix = g.design.params.prefix ?? 'PRIZE';
  const once = !!g.design.params.once;
  g.showScore(!listed);
  let angle: number;
  let speed: number;
  let lastSlice: number;
  let result: Result | null;
  let spins: number;
  let shown: number; // s the result card has been up

  function stopped() {
    const prize = slices[sliceAt(angle, n)];
    const none = blank(prize);
    result = { prize, code: listed && !none ? codeFor(prefix, Math.random) : null };
    shown = 0;
    g.sound(none ? 'bad' : 'win');
    if (!listed) {
      const points = /jackpot/i.test(prize) || prize === g.say('Jackpot') ? 1000 : Number(prize) || 0;
      if (points) g.addScore(points);
      spins += 1;
    }
    if (once) g.keep('spun', result);
  }

  const canSpin = () => speed === 0 && !(once && result) && (!!listed || spins < SPINS);

  return {
    controls: 'Press SPIN (or Space) to spin the wheel',
    reset() {
      angle = 0;
      speed = 0;
      lastSlice = 0;
      spins = 0;
      result = once ? g.kept<Result>('spun') : null;
      shown = 1;
    },
    update(dt) {
      const inp = g.input;
      if (speed > 0) {
        angle += speed * dt;
        speed = slow(speed, dt);
        const now = sliceAt(angle, n);
        if (now !== lastSlice) g.sound('tick');
        lastSlice = now;
        if (speed === 0) stopped();
        return;
      }
      shown += dt;
      if (!listed && spins >= SPINS && shown > 2) return g.lose(`${g.say('Total')}: ${g.score()}`);
      const onWheel = inp.tapped && g.hit(inp.tapAt, C, R);
      if ((inp.pressed(' ') || onWheel || (inp.tapped && g.within(inp.tapAt, SPIN))) && canSpin()) {
        speed = g.rand(11, 17);
        if (!once) result = null;
      }
    },
    draw() {
      const { ctx } = g;
      const { accent, fg } = g.design.setting;
      // the wheel: slices from the pointer clockwise, each with its words along its middle
      const step = (Math.PI * 2) / n;
      ctx.save();
      ctx.translate(C.x, C.y);
      ctx.rotate(angle);
      for (let i = 0; i < n; i++) {
        const from = -Math.PI / 2 + i * step;
        ctx.fillStyle = i % 2 ? tint(accent, 0.78) : accent;
        if (n % 2 && i === n - 1) ctx.fillStyle = tint(accent, 0.45);
        ctx.beginPath();
        ctx.moveTo(0, 0);
        ctx.arc(0, 0, R, from, from + step);
        ctx.closePath();
        ctx.fill();
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.save();
        ctx.rotate(from + step / 2);
        const words = slices[i];
        const size = Math.min(20, Math.max(11, (R * 1.1) / Math.max(6, words.length)));
        g.text(words, R * 0.58, 0, size, i % 2 ? '#3f2a14' : '#ffffff');
        ctx.restore();
      }
      ctx.restore();
      // the rim, the hub and the pointer
      g.ring(C.x, C.y, R + 4, fg, 8);
      for (let k = 0; k < n; k++) {
        const a = angle - Math.PI / 2 + k * step;
        ctx.fillStyle = '#fde68a';
        ctx.beginPath();
        ctx.arc(C.x + Math.cos(a) * (R + 4), C.y + Math.sin(a) * (R + 4), 4, 0, Math.PI * 2);
        ctx.fill();
      }
      const hub = g.design.roles.target ? 34 : 22;
      ctx.fillStyle = fg;
      ctx.beginPath();
      ctx.arc(C.x, C.y, hub, 0, Math.PI * 2);
      ctx.fill();
      if (g.design.roles.target) g.sprite('target', C.x, C.y, 48);
      ctx.fillStyle = '#ef4444';
      ctx.beginPath();
      ctx.moveTo(C.x - 16, C.y - R - 26);
      ctx.lineTo(C.x + 16, C.y - R - 26);
      ctx.lineTo(C.x, C.y - R + 8);
      ctx.closePath();
      ctx.fill();
      // SPIN, or what there is instead of it
      const can = canSpin();
      panel(g, SPIN, can, 16);
      g.text(g.say('SPIN'), SPIN.x + SPIN.w / 2, SPIN.y + SPIN.h / 2, 28, can ? fg : fg + '88');
      if (!listed) g.text(`${g.say('Spins')}: ${spins}/${SPINS}`, C.x, 622, 16, fg);
      else if (once && result && speed === 0) g.text(g.say('You have had your spin'), C.x, 622, 16, fg);
      // the card with what it stopped on
      if (result && speed === 0) {
        const box = { x: 60, y: 200, w: 360, h: result.code ? 190 : 140 };
        ctx.fillStyle = 'rgba(0,0,0,0.3)';
        ctx.fillRect(0, 0, g.W, g.H);
        ctx.fillStyle = '#fffbeb';
        ctx.beginPath();
        ctx.roundRect(box.x, box.y, box.w, box.h, 18);
        ctx.fill();
        const none = blank(result.prize);
        g.text(none ? g.say('So close!') : g.say('You won'), C.x, box.y + 34, 20, '#78350f');
        g.text(
          result.prize,
          C.x,
          box.y + 80,
          Math.min(34, 560 / Math.max(8, result.prize.length)),
          '#1c1917',
        );
        if (result.code) {
          ctx.fillStyle = '#fde68a';
          ctx.fillRect(box.x + 60, box.y + 112, box.w - 120, 46);
          g.text(result.code, C.x, box.y + 135, 26, '#1c1917');
          g.text(g.say('Show this code at the counter'), C.x, box.y + 174, 14, '#57534e');
        }
      }
    },
  };
});
