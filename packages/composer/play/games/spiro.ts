// Roles: target (optional) = who holds the pen, when named. Parts: none of its own. A spirograph (spiro.ts), a drawing toy: set the ring's and the wheel's
// teeth and the pen's hole on the sliders, pick a colour, and Draw: the wheel rolls round inside the ring,
// slowly enough to watch, and the pen traces the pattern until it closes. Patterns in other colours go
// on top of each other; Clear wipes the paper, Save keeps a picture of it. Keys: Space draws (or stops),
// C clears, S saves, 1-8 pick a colour.
import { boot, type Box } from '../runtime';
import { along, onTrack, panel, slider, type Track } from '../panel';
import { laps, pen } from '../spiro';

const MID = { x: 240, y: 222 };
const RADIUS = 186; // the ring's inner edge, in pixels
const PAPER = 424; // the paper's height
const RING: Track = { x: 150, y: 448, w: 230 };
const WHEEL: Track = { x: 150, y: 482, w: 230 };
const HOLE: Track = { x: 150, y: 516, w: 230 };
const COLOURS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#06b6d4', '#3b82f6', '#a855f7', '#ec4899'];
const swatch = (k: number): Box => ({ x: 24 + k * 56, y: 540, w: 44, h: 30 });
const DRAW: Box = { x: 16, y: 586, w: 170, h: 44 };
const CLEAR: Box = { x: 196, y: 586, w: 130, h: 44 };
const SAVE: Box = { x: 336, y: 586, w: 128, h: 44 };
const LAP_SECONDS = 1.6; // one trip of the wheel round the ring

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  // the paper: what has been drawn, kept apart from the frame
  const paper = document.createElement('canvas');
  paper.width = g.W;
  paper.height = PAPER;
  const ink = paper.getContext('2d')!;
  let ring = 96;
  let wheel = 36;
  let hole = 0.7;
  let colour = 5;
  let held: 'ring' | 'wheel' | 'hole' | null = null;
  let drawing: { t: number; end: number; last: { x: number; y: number } } | null = null;

  const scale = () => RADIUS / ring;
  const at = (t: number) => {
    const p = pen(ring, wheel, hole, t);
    return { x: MID.x + p.x * scale(), y: MID.y + p.y * scale(), p };
  };
  function draw() {
    if (drawing) return void (drawing = null); // (Draw again stops it)
    drawing = { t: 0, end: 2 * Math.PI * laps(ring, wheel), last: at(0) };
    g.sound('tick');
  }
  function clear() {
    ink.clearRect(0, 0, paper.width, paper.height);
    drawing = null;
  }
  function save() {
    // (on white, as a drawing on paper)
    const out = document.createElement('canvas');
    out.width = paper.width;
    out.height = paper.height;
    const c = out.getContext('2d')!;
    c.fillStyle = '#ffffff';
    c.fillRect(0, 0, out.width, out.height);
    c.drawImage(paper, 0, 0);
    g.savePicture(out);
    g.sound('point');
  }

  return {
    controls: 'Set the ring, the wheel and the hole, pick a colour and press Draw (Space; C clears, S saves)',
    reset() {
      clear();
    },
    update(dt) {
      const inp = g.input;
      if (inp.pressed(' ') || inp.pressed('Enter')) draw();
      if (inp.pressed('c')) clear();
      if (inp.pressed('s')) save();
      const key = ['1', '2', '3', '4', '5', '6', '7', '8'].findIndex((d) => inp.pressed(d));
      if (key >= 0) colour = key;
      if (inp.tapped) {
        const p = inp.tapAt;
        const k = COLOURS.findIndex((_, i) => g.within(p, swatch(i)));
        if (k >= 0) colour = k;
        else if (g.within(p, DRAW)) draw();
        else if (g.within(p, CLEAR)) clear();
        else if (g.within(p, SAVE)) save();
        else
          held = onTrack(p, RING) ? 'ring' : onTrack(p, WHEEL) ? 'wheel' : onTrack(p, HOLE) ? 'hole' : null;
      }
      if (held && !drawing) {
        const a = along(inp.pointer, held === 'ring' ? RING : held === 'wheel' ? WHEEL : HOLE);
        if (held === 'ring') ring = Math.round(80 + a * 70);
        if (held === 'wheel') wheel = Math.round(20 + a * 60);
        if (held === 'hole') hole = Math.round((0.1 + a * 0.85) * 20) / 20;
        wheel = Math.min(wheel, ring - 10);
      }
      if (held && !inp.pointer.down) held = null; // (a tap moves the knob there too)
      if (!drawing) return;
      // the pen's way since the last frame, in short steps so the curve stays smooth
      // (slow enough to watch a lap, but a pattern of many laps done in half a minute or so)
      const lap = Math.min(LAP_SECONDS, 30 / laps(ring, wheel)) / g.design.params.speed;
      const to = Math.min(drawing.end, drawing.t + (dt * 2 * Math.PI) / lap);
      ink.strokeStyle = COLOURS[colour];
      ink.lineWidth = 2;
      ink.lineCap = 'round';
      ink.beginPath();
      ink.moveTo(drawing.last.x, drawing.last.y);
      for (let t = drawing.t; t <= to; t += 0.02) {
        const q = at(Math.min(t + 0.02, to));
        ink.lineTo(q.x, q.y);
        drawing.last = q;
      }
      ink.stroke();
      drawing.t = to;
      if (to >= drawing.end) {
        drawing = null;
        g.sound('win');
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      ctx.fillStyle = '#fdfcf7';
      ctx.fillRect(0, 0, g.W, PAPER);
      // the ring
      ctx.strokeStyle = '#cbd5e1';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(MID.x, MID.y, RADIUS, 0, Math.PI * 2);
      ctx.stroke();
      ctx.drawImage(paper, 0, 0);
      // the wheel where it is (or where it starts), and the pen in its hole
      const now = at(drawing?.t ?? 0);
      const c = { x: MID.x + now.p.centre.x * scale(), y: MID.y + now.p.centre.y * scale() };
      ctx.strokeStyle = 'rgba(100,116,139,0.8)';
      ctx.fillStyle = 'rgba(148,163,184,0.18)';
      ctx.beginPath();
      ctx.arc(c.x, c.y, wheel * scale(), 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = COLOURS[colour];
      ctx.beginPath();
      ctx.arc(now.x, now.y, 5, 0, Math.PI * 2);
      ctx.fill();
      if (g.design.roles.target) g.sprite('target', now.x + 10, now.y - 14, 26); // (who holds the pen)
      slider(g, RING, `${g.say('Ring')} ${ring}`, (ring - 80) / 70);
      slider(g, WHEEL, `${g.say('Wheel')} ${wheel}`, (wheel - 20) / 60);
      slider(g, HOLE, `${g.say('Hole')} ${Math.round(hole * 100)}%`, (hole - 0.1) / 0.85);
      COLOURS.forEach((col, k) => {
        const b = swatch(k);
        ctx.fillStyle = col;
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, 8);
        ctx.fill();
        if (k === colour) g.ring(b.x + b.w / 2, b.y + b.h / 2, 26, fg, 3);
      });
      panel(g, DRAW, true);
      g.text(
        drawing ? `⏹ ${g.say('Stop')}` : `▶ ${g.say('Draw!')}`,
        DRAW.x + DRAW.w / 2,
        DRAW.y + DRAW.h / 2,
        18,
        fg,
      );
      panel(g, CLEAR, true);
      g.text(g.say('Clear'), CLEAR.x + CLEAR.w / 2, CLEAR.y + CLEAR.h / 2, 18, fg);
      panel(g, SAVE, true);
      g.text(`💾 ${g.say('Save')}`, SAVE.x + SAVE.w / 2, SAVE.y + SAVE.h / 2, 18, accent);
    },
  };
});
