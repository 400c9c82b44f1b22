// Connect the dots: numbered dots around the outline of a picture; tap them in order (or type each
// number) and the lines draw it, each number said aloud; the last joins the first and the picture shows.
// Roles: target = what the picture is (a star, a cat, a dinosaur; of a kind, "animals", one of them
// each round). The outline is the thing's own
// shape: its emoji drawn off screen, and the edge of it found along rays from the middle (a shape
// without an emoji is a circle). Parts: timer (a countdown), levels (the next picture has more dots),
// highscores. N dots: the design's goal (6-30), else 12 and 4 more each level. A wrong dot flashes
// and costs a second; the score is 10 a dot and more the faster the picture was done.
import { speak } from '../speech';
import { boot, targetKinds, type Entity, type RoleId, type Vec } from '../runtime';
import { silhouette } from '../silhouette';

const BOX = 340; // how big the picture is drawn

/** Points around a thing's silhouette, clockwise from the top, in a box of side 1 centred on 0. */
function outline(emoji: string | null, n: number): Vec[] {
  const ring = (k: number) => -Math.PI / 2 + (k / n) * Math.PI * 2;
  const circle = () => Array.from({ length: n }, (_, k) => ({ x: Math.cos(ring(k)) * 0.45, y: Math.sin(ring(k)) * 0.45 })); // prettier-ignore
  const solid = silhouette(emoji);
  if (!solid) return circle();
  // the middle of what is drawn, and along each ray the furthest solid point
  let mx = 0;
  let my = 0;
  let count = 0;
  for (let y = -0.5; y < 0.5; y += 1 / 80)
    for (let x = -0.5; x < 0.5; x += 1 / 80)
      if (solid(x, y)) {
        mx += x;
        my += y;
        count++;
      }
  mx /= count;
  my /= count;
  const points: Vec[] = [];
  for (let k = 0; k < n; k++) {
    const a = ring(k);
    let r = 1;
    while (r > 0.025 && !solid(mx + Math.cos(a) * r, my + Math.sin(a) * r)) r -= 1 / 160;
    points.push({ x: mx + Math.cos(a) * r, y: my + Math.sin(a) * r });
  }
  return points;
}

boot((g) => {
  const pictures = targetKinds(g.design, 8);
  let picture: RoleId | Entity;
  let dots: Vec[];
  let next: number; // the number of the dot to tap next (1-based); past the last: done
  let elapsed: number;
  let penalty: number;
  let wrong: { i: number; t: number } | null;
  let shown: number; // seconds the finished picture has been showing
  let typed: string;
  let typedAt: number;
  g.showLives(false);
  const count = () => g.clamp(g.design.params.goal ?? 12 + (g.level - 1) * 4, 6, 30);
  const centre = { x: g.W / 2, y: 90 + (g.H - 90) / 2 };
  const done = () => next > dots.length;

  function tap(i: number) {
    if (i < 0 || done()) return;
    if (i === next - 1) {
      g.note(400 + next * 18, 0.06, 'triangle', 0.05);
      speak(String(next), g.design.lang); // (the number said aloud, for who cannot read it yet)
      g.addScore(10);
      next += 1;
      if (done()) {
        shown = 0;
        g.sound('win');
        g.addScore(Math.max(0, Math.round(300 - (elapsed + penalty) * 6)));
      }
    } else if (i >= next) {
      wrong = { i, t: 0.4 };
      penalty += 1;
      g.sound('bad');
    }
  }

  return {
    controls: 'Tap the dots in order, or type their numbers',
    reset() {
      picture = g.pick(pictures);
      const what = typeof picture === 'string' ? g.role(picture) : picture;
      dots = outline(what.emoji, count()).map((p) => ({ x: centre.x + p.x * BOX, y: centre.y + p.y * BOX }));
      next = 1;
      elapsed = 0;
      penalty = 0;
      wrong = null;
      shown = -1;
      typed = '';
      typedAt = 0;
    },
    update(dt) {
      const inp = g.input;
      if (wrong && (wrong.t -= dt) <= 0) wrong = null;
      if (g.state() !== 'play') return;
      if (done()) {
        // the picture shows a moment, then the round is won
        shown += dt;
        if (shown > 1.2) g.win();
        return;
      }
      elapsed += dt;
      if (inp.tapped) {
        // the nearest dot within reach of the tap
        const near = dots
          .map((d, i) => ({ i, d: Math.hypot(d.x - inp.tapAt.x, d.y - inp.tapAt.y) }))
          .filter((x) => x.d < 30)
          .sort((a, b) => a.d - b.d)[0];
        if (near) tap(near.i);
      }
      // a typed number goes in when no digit could follow it, on Enter, or after a pause
      const submit = () => {
        tap(Number(typed) - 1);
        typed = '';
      };
      for (const ch of inp.typed) {
        if (ch < '0' || ch > '9') continue;
        typed += ch;
        typedAt = elapsed;
        if (Number(typed) * 10 > dots.length) submit();
      }
      if (typed && (inp.pressed('Enter') || elapsed - typedAt > 0.9)) submit();
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      g.sprite(picture, 40, 70, 26); // (what it will be)
      g.text(`${g.say('Next')}: ${done() ? '✓' : next}`, g.W / 2 - 80, 70, 22, accent);
      g.text(`${(elapsed + penalty).toFixed(1)} s`, g.W / 2 + 90, 70, 22, fg);
      if (typed) g.text(typed, g.W / 2, 96, 18, fg);
      // the picture coming through as it is finished
      if (done()) {
        ctx.globalAlpha = Math.min(1, Math.max(0, shown) * 1.5);
        g.sprite(picture, centre.x, centre.y, BOX * 0.8);
        ctx.globalAlpha = 1;
      }
      // the lines drawn so far, and back to the first when it is done
      ctx.strokeStyle = accent;
      ctx.lineWidth = 4;
      ctx.lineJoin = 'round';
      ctx.beginPath();
      for (let i = 0; i < Math.min(next - 1, dots.length); i++) {
        if (i) ctx.lineTo(dots[i].x, dots[i].y);
        else ctx.moveTo(dots[i].x, dots[i].y);
      }
      if (done()) ctx.closePath();
      ctx.stroke();
      dots.forEach((d, i) => {
        const joined = i < next - 1;
        ctx.fillStyle = wrong?.i === i ? '#ef4444' : joined ? accent : fg;
        ctx.beginPath();
        ctx.arc(d.x, d.y, i === next - 1 ? 8 : 6, 0, Math.PI * 2);
        ctx.fill();
        if (i === next - 1) g.ring(d.x, d.y, 14 + Math.sin(g.time * 6) * 2, accent, 2);
        // the number just outside the outline
        const out = Math.hypot(d.x - centre.x, d.y - centre.y) || 1;
        const lx = d.x + ((d.x - centre.x) / out) * 18;
        const ly = d.y + ((d.y - centre.y) / out) * 18;
        g.text(String(i + 1), lx, ly, 15, joined ? accent : fg);
      });
    },
  };
});
