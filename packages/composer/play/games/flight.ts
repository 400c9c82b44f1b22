// Roles: player = the planes (red and blue), extras = a helicopter when named (it lands on the round H pad).
// Parts: highscores, timer. Air traffic control (flight.ts): planes fly in from the edges; press on one and
// drag to draw the path it will follow; brought to the start of the runway of its colour it lands (a
// point). More come, and sooner; two that get close are ringed in warning, two that touch crash and it is
// over.
import { boot } from '../runtime';
import { arrival, closeCalls, fly, landing, RADIUS, type Craft, type Point, type Strip } from '../flight';

const COLOURS = ['#ef4444', '#3b82f6'];
const TOP = 60;
// the two runways (each landed on at its start, the end with the arrow) and the helipad
const RUNWAYS: { from: Point; to: Point }[] = [
  { from: { x: 120, y: 300 }, to: { x: 120, y: 470 } },
  { from: { x: 330, y: 260 }, to: { x: 330, y: 430 } },
];
const PAD: Point = { x: 240, y: 520 };

boot((g) => {
  g.showLives(false);
  const heli = (g.design.extras ?? []).find((e) => /helicopter|chopper/.test(e.name));
  const helicopters = !!heli;
  const strips: Strip[] = [
    ...RUNWAYS.map((r, k) => ({ kind: k, at: r.from })),
    ...(helicopters ? [{ kind: 'pad' as const, at: PAD }] : []),
  ];
  let crafts: Craft[];
  let landed: number;
  let next: number; // seconds to the next arrival
  let t: number;
  let drawing: Craft | null;
  let crash: { at: Point; t: number } | null;

  const H = () => g.H - TOP;
  function arrive() {
    const kinds: Craft['kind'][] = helicopters ? [0, 1, 'pad'] : [0, 1];
    const kind = kinds[Math.floor(Math.random() * kinds.length)];
    const c = arrival(g.W, H(), kind, (kind === 'pad' ? 30 : 38) * g.design.params.speed, Math.random);
    c.y += TOP;
    crafts.push(c);
  }

  return {
    controls: 'Press on a plane and drag to draw its path to the runway of its colour',
    reset() {
      crafts = [];
      landed = 0;
      next = 1;
      t = 0;
      drawing = null;
      crash = null;
      arrive();
    },
    update(dt) {
      const inp = g.input;
      if (crash) {
        if ((crash.t += dt) > 1.2) g.lose(`${g.say('Crash!')} ${landed} ${g.say('landed')}`);
        return;
      }
      t += dt;
      // more come, and sooner as the minutes go
      if ((next -= dt) <= 0) {
        arrive();
        next = Math.max(2.2, 7 - t / 20) * (0.7 + Math.random() * 0.6);
      }
      // a press on a craft starts its path; the drag draws it on
      if (inp.tapped) {
        const hit = crafts.find((c) => Math.hypot(c.x - inp.pointer.x, c.y - inp.pointer.y) < RADIUS * 2.2);
        if (hit) {
          drawing = hit;
          hit.path = [];
          hit.guided = true;
        }
      }
      if (drawing && inp.pointer.down) {
        const last = drawing.path[drawing.path.length - 1] ?? drawing;
        if (Math.hypot(inp.pointer.x - last.x, inp.pointer.y - last.y) > 8) drawing.path.push({ x: inp.pointer.x, y: inp.pointer.y }); // prettier-ignore
      } else drawing = null;
      for (const c of crafts) fly(c, dt, g.W, g.H);
      for (const c of [...crafts]) {
        const at = landing(c, strips);
        if (!at) continue;
        crafts = crafts.filter((x) => x !== c);
        landed += 1;
        g.addScore(1);
        g.sound('point');
      }
      const { touching } = closeCalls(crafts);
      if (touching.length) {
        const [a, b] = touching[0];
        crash = { at: { x: (crafts[a].x + crafts[b].x) / 2, y: (crafts[a].y + crafts[b].y) / 2 }, t: 0 };
        g.sound('hit');
      }
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      // the airfield: grass, the runways in their colours (an arrow where to land), the H pad
      ctx.fillStyle = '#3f6212';
      ctx.fillRect(0, TOP, g.W, g.H - TOP);
      RUNWAYS.forEach((r, k) => {
        ctx.strokeStyle = '#44403c';
        ctx.lineWidth = 40;
        ctx.beginPath();
        ctx.moveTo(r.from.x, r.from.y);
        ctx.lineTo(r.to.x, r.to.y);
        ctx.stroke();
        ctx.strokeStyle = COLOURS[k];
        ctx.lineWidth = 6;
        ctx.setLineDash([14, 12]);
        ctx.beginPath();
        ctx.moveTo(r.from.x, r.from.y);
        ctx.lineTo(r.to.x, r.to.y);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = COLOURS[k];
        ctx.beginPath();
        ctx.arc(r.from.x, r.from.y, 12, 0, Math.PI * 2);
        ctx.fill();
      });
      if (helicopters) {
        ctx.fillStyle = '#facc15';
        ctx.beginPath();
        ctx.arc(PAD.x, PAD.y, 28, 0, Math.PI * 2);
        ctx.fill();
        g.text('H', PAD.x, PAD.y, 30, '#1c1917');
      }
      // the paths drawn, then the craft (ringed when two are close), each turned the way it flies
      const { near } = closeCalls(crafts);
      crafts.forEach((c, i) => {
        if (c.path.length) {
          ctx.strokeStyle = c.kind === 'pad' ? '#facc15' : COLOURS[c.kind];
          ctx.lineWidth = 3;
          ctx.setLineDash([6, 6]);
          ctx.beginPath();
          ctx.moveTo(c.x, c.y);
          for (const p of c.path) ctx.lineTo(p.x, p.y);
          ctx.stroke();
          ctx.setLineDash([]);
        }
        ctx.fillStyle = c.kind === 'pad' ? '#facc15' : COLOURS[c.kind];
        ctx.beginPath();
        ctx.arc(c.x, c.y, RADIUS + 3, 0, Math.PI * 2);
        ctx.fill();
        // (an emoji plane points up and right: turned from there to its heading)
        if (c.kind === 'pad' && heli) g.sprite(heli, c.x, c.y, RADIUS * 2.2);
        else g.sprite('player', c.x, c.y, RADIUS * 2.2, c.heading + Math.PI / 4);
        if (near.includes(i)) g.ring(c.x, c.y, RADIUS * 2.5, '#fde047', 3);
      });
      if (crash) g.text('💥', crash.at.x, crash.at.y, 60 + crash.t * 40);
      g.text(`✈ ${g.say('Landed')}: ${landed}`, g.W - 16, 40, 18, fg, 'right');
    },
  };
});
