// Roles: target (optional) = a thing that sits on the window sill. Parts: none (no score, no end). A paper
// snowflake maker (snowflake.ts): the paper folded to a narrow wedge, the fold on its left; draw with a
// finger or the mouse the shapes to cut out (each line drawn is closed and cut away, a thin line cut as
// a slit); Undo takes the last cut back; Unfold opens it into the whole flake, six-fold and mirrored,
// the cuts repeated twelve times; Hang it puts it on the window (the last six kept, on this device),
// where they sway on their threads; New starts a fresh sheet.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { kept, onPaper, thinned, unkept, WEDGE, type Pt } from '../snowflake';

const APEX: Pt = { x: 150, y: 590 };
const RADIUS = 470;
const CENTRE: Pt = { x: 240, y: 340 };
const FLAKE = 210; // the unfolded flake's radius
const B = (k: number): Box => ({ x: 12 + k * 156, y: 42, w: 144, h: 42 });
const KEEP = 6;
const SEAM = 0.012;
const WINDOW: Box = { x: 394, y: 92, w: 74, h: 32 }; // (to the window, when something hangs there)

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  const sill = g.design.roles.target;
  const paper = document.createElement('canvas');
  paper.width = g.W * 2;
  paper.height = g.H * 2;
  const pc = paper.getContext('2d')!;
  let cuts: Pt[][];
  let line: Pt[] | null; // the cut being drawn
  let view: 'folded' | 'open' | 'window';
  let opening: number; // 0-1 as it unfolds
  let hung: number[][][]; // the flakes on the window: each its cuts, kept
  let told: { text: string; left: number } | null;
  const drawn = new Map<number[][], HTMLCanvasElement>(); // (a hung flake drawn once)

  /** The folded sheet with these cuts taken out, on a canvas at twice the size. */
  function sheet(c: CanvasRenderingContext2D, list: Pt[][]) {
    c.setTransform(2, 0, 0, 2, 0, 0);
    c.clearRect(0, 0, g.W, g.H);
    c.globalCompositeOperation = 'source-over';
    c.fillStyle = '#f8fafc';
    c.beginPath();
    c.moveTo(APEX.x, APEX.y);
    // (a hair wider than the wedge, so the twelve copies meet without a seam)
    c.arc(APEX.x, APEX.y, RADIUS, -Math.PI / 2 - SEAM, -Math.PI / 2 + WEDGE + SEAM);
    c.closePath();
    c.fill();
    c.globalCompositeOperation = 'destination-out';
    c.lineWidth = 7;
    c.lineJoin = 'round';
    c.lineCap = 'round';
    for (const cut of list) {
      c.beginPath();
      cut.forEach((p, i) => (i ? c.lineTo(p.x, p.y) : c.moveTo(p.x, p.y)));
      c.closePath();
      c.fill();
      c.stroke();
    }
    c.globalCompositeOperation = 'source-over';
  }

  /** The twelve copies of a sheet round a middle: each turned a sixth further, and its mirror image. */
  function unfold(img: HTMLCanvasElement, centre: Pt, radius: number, open = 1) {
    const { ctx } = g;
    const s = radius / RADIUS;
    ctx.save();
    ctx.globalAlpha = 0.35 + 0.65 * open;
    for (let k = 0; k < 6; k++)
      for (const mirror of [1, -1]) {
        ctx.save();
        ctx.translate(centre.x, centre.y);
        ctx.rotate(k * 2 * WEDGE * open);
        ctx.scale(mirror === 1 ? s : s * (1 - 2 * open), s);
        ctx.translate(-APEX.x, -APEX.y);
        ctx.drawImage(img, 0, 0, g.W, g.H);
        ctx.restore();
      }
    ctx.restore();
  }

  function flakeOf(list: number[][]): HTMLCanvasElement {
    let c = drawn.get(list);
    if (!c) {
      c = document.createElement('canvas');
      c.width = g.W * 2;
      c.height = g.H * 2;
      sheet(
        c.getContext('2d')!,
        list.map((cut) => unkept(APEX, RADIUS, cut)),
      );
      drawn.set(list, c);
    }
    return c;
  }

  function fresh() {
    cuts = [];
    line = null;
    view = 'folded';
    opening = 0;
    sheet(pc, cuts);
  }

  function hang() {
    hung = [...hung, cuts.map((cut) => kept(APEX, RADIUS, cut))].slice(-KEEP);
    g.keep('window', hung);
    view = 'window';
    told = { text: g.say('Hung on the window!'), left: 2 };
    g.sound('win');
  }

  const buttons = () =>
    view === 'folded'
      ? [`✨ ${g.say('New')}`, `↶ ${g.say('Undo')}`, `❄️ ${g.say('Unfold')}`]
      : view === 'open'
        ? [`✨ ${g.say('New')}`, `✂️ ${g.say('Fold again')}`, `🪟 ${g.say('Hang it')}`]
        : [`✨ ${g.say('New')}`, `← ${g.say('Back')}`];

  function press(k: number) {
    if (k === 0) return fresh();
    if (view === 'folded' && k === 1) {
      cuts = cuts.slice(0, -1);
      return sheet(pc, cuts);
    }
    if (view === 'folded' && k === 2) {
      view = 'open';
      opening = 0;
      return g.sound('point');
    }
    if (view === 'open' && k === 1) return (view = 'folded');
    if (view === 'open' && k === 2) return hang();
    if (view === 'window' && k === 1) view = 'open';
  }

  return {
    controls: 'Draw the shapes to cut out on the folded paper, then Unfold',
    reset() {
      const had = g.kept<number[][][]>('window');
      hung = Array.isArray(had) ? had.slice(-KEEP) : [];
      told = null;
      fresh();
    },
    update(dt) {
      const inp = g.input;
      if (told && (told.left -= dt) <= 0) told = null;
      if (view === 'open') opening = Math.min(1, opening + dt / 1.1);
      if (inp.pressed('u')) press(view === 'folded' ? 2 : 1);
      if (inp.pressed('n')) press(0);
      if (inp.pressed('Backspace') && view === 'folded') press(1);
      if (inp.tapped) {
        const k = buttons().findIndex((_, j) => g.within(inp.tapAt, B(j)));
        if (k >= 0) return press(k);
        if (view !== 'window' && hung.length && g.within(inp.tapAt, WINDOW)) return (view = 'window');
        if (view === 'folded' && onPaper(APEX, RADIUS + 30, inp.tapAt)) line = [{ ...inp.tapAt }];
      }
      // (a line drawn on the paper; let go, it is cut away)
      if (line && inp.pointer.down) line.push({ x: inp.pointer.x, y: inp.pointer.y });
      if (line && !inp.pointer.down) {
        const cut = thinned(line);
        if (cut.length >= 2) {
          cuts.push(cut);
          sheet(pc, cuts);
          g.note(1200 + Math.random() * 300, 0.05, 'sawtooth', 0.015);
        }
        line = null;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      if (view === 'folded') {
        ctx.drawImage(paper, 0, 0, g.W, g.H);
        // the fold, dashed
        ctx.strokeStyle = '#94a3b8';
        ctx.setLineDash([6, 6]);
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(APEX.x, APEX.y);
        ctx.lineTo(APEX.x, APEX.y - RADIUS);
        ctx.stroke();
        ctx.setLineDash([]);
        g.text(g.say('fold'), APEX.x - 8, APEX.y - RADIUS / 2, 13, '#94a3b8', 'right');
        if (line) {
          ctx.strokeStyle = '#ef4444';
          ctx.lineWidth = 2;
          ctx.setLineDash([5, 4]);
          ctx.beginPath();
          line.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
          ctx.stroke();
          ctx.setLineDash([]);
        }
        g.text(`✂️ ${g.say('Draw what to cut out')}`, APEX.x - 10, 120, 15, fg, 'left');
      } else if (view === 'open') {
        unfold(paper, CENTRE, FLAKE, opening);
        if (opening >= 1) g.text(g.say('Your snowflake!'), g.W / 2, 588, 20, accent);
      } else {
        // the window: its panes at night, the flakes hung on threads, swaying
        ctx.fillStyle = '#1e3a5f';
        ctx.fillRect(40, 110, 400, 440);
        ctx.strokeStyle = '#f5f5f4';
        ctx.lineWidth = 12;
        ctx.strokeRect(40, 110, 400, 440);
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.moveTo(240, 110);
        ctx.lineTo(240, 550);
        ctx.moveTo(40, 330);
        ctx.lineTo(440, 330);
        ctx.stroke();
        hung.forEach((flake, i) => {
          const x = 100 + (i % 3) * 140;
          const y = 200 + Math.floor(i / 3) * 220 + (i % 2) * 30;
          const sway = Math.sin(g.time * 1.3 + i) * 0.12;
          ctx.strokeStyle = '#e2e8f0';
          ctx.lineWidth = 1;
          ctx.beginPath();
          ctx.moveTo(x, 116);
          ctx.lineTo(x, y - 55);
          ctx.stroke();
          ctx.save();
          ctx.translate(x, y);
          ctx.rotate(sway);
          unfold(flakeOf(flake), { x: 0, y: 0 }, 55);
          ctx.restore();
        });
        if (!hung.length) g.text(g.say('No snowflakes yet'), g.W / 2, 330, 18, '#e2e8f0');
        ctx.fillStyle = '#a8a29e';
        ctx.fillRect(24, 550, 432, 16);
        if (sill) g.sprite(sill, 380, 530, 40);
      }
      if (sill && view !== 'window') g.sprite(sill, g.W - 40, g.H - 40, 40);
      buttons().forEach((label, k) => {
        panel(g, B(k), true);
        g.text(label, B(k).x + B(k).w / 2, B(k).y + B(k).h / 2, 16, fg);
      });
      if (view !== 'window' && hung.length) {
        panel(g, WINDOW, true, 8);
        g.text(`🪟 ${hung.length}`, WINDOW.x + WINDOW.w / 2, WINDOW.y + WINDOW.h / 2, 15, fg);
      }
      if (told) g.text(told.text, g.W / 2, 600, 18, accent);
    },
  };
});
