// Roles: target = the sheet (bubble wrap; its picture labels the sheet). A sheet of bubbles to pop, one
// tap (or a drag across, or the arrows and Space) each, every pop its own little sound; a sheet
// popped through is replaced by a fresh one. Nothing is lost: it is for calm. Parts: timer (a round of
// the design's seconds), highscores; a goal ("pop 100 bubbles") wins the round.
import { boot, stepCursor } from '../runtime';

const COLS = 6;
const ROWS = 7;
const CELL = 68;
const R = 26;

boot((g) => {
  const left = (g.W - COLS * CELL) / 2 + CELL / 2;
  const top = 96 + CELL / 2;
  const goal = g.design.params.goal;
  let popped: boolean[];
  let sheets: number;
  let cursor: number;
  let fresh: number; // seconds until the next sheet slides in
  let bursts: { x: number; y: number; t: number }[];
  g.showLives(false);

  const centre = (i: number) => ({ x: left + (i % COLS) * CELL, y: top + Math.floor(i / COLS) * CELL });
  const at = (x: number, y: number) => {
    const c = Math.round((x - left) / CELL);
    const r = Math.round((y - top) / CELL);
    if (c < 0 || c >= COLS || r < 0 || r >= ROWS) return -1;
    const p = centre(r * COLS + c);
    return Math.hypot(x - p.x, y - p.y) <= R + 6 ? r * COLS + c : -1;
  };

  function pop(i: number) {
    if (i < 0 || popped[i] || fresh > 0) return;
    popped[i] = true;
    cursor = i;
    bursts.push({ ...centre(i), t: 0.25 });
    // (each pop sounds a little different, as real ones do)
    g.note(g.rand(380, 760), 0.035, 'square', 0.05);
    g.got(1);
    if (goal === null && popped.every(Boolean)) {
      sheets += 1;
      g.announce(g.say('Fresh sheet!'));
      fresh = 0.8;
    }
  }

  return {
    controls: 'Tap the bubbles to pop them, or drag across; arrows and Space work too',
    reset() {
      popped = Array.from({ length: COLS * ROWS }, () => false);
      sheets = 0;
      cursor = 0;
      fresh = 0;
      bursts = [];
    },
    update(dt) {
      const inp = g.input;
      if (fresh > 0 && (fresh -= dt) <= 0) popped = popped.map(() => false);
      bursts = bursts.filter((b) => (b.t -= dt) > 0);
      if (inp.tapped) pop(at(inp.tapAt.x, inp.tapAt.y));
      else if (inp.pointer.down) pop(at(inp.pointer.x, inp.pointer.y));
      cursor = stepCursor(inp, cursor, COLS, COLS * ROWS);
      if (inp.pressed(' ') || inp.pressed('Enter')) pop(cursor);
    },
    draw() {
      const { ctx, W } = g;
      const slide = fresh > 0 ? (1 - fresh / 0.8) * -g.H : 0;
      ctx.save();
      ctx.translate(0, slide);
      // The sheet: clear plastic with a faint sheen.
      ctx.fillStyle = 'rgba(186,230,253,0.16)';
      ctx.fillRect(left - CELL / 2 - 8, top - CELL / 2 - 8, COLS * CELL + 16, ROWS * CELL + 16);
      for (let i = 0; i < popped.length; i++) {
        const { x, y } = centre(i);
        if (popped[i]) {
          // flat and crinkled
          ctx.strokeStyle = 'rgba(186,230,253,0.35)';
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x - 12, y - 6);
          ctx.lineTo(x - 3, y + 4);
          ctx.lineTo(x + 6, y - 5);
          ctx.lineTo(x + 13, y + 6);
          ctx.stroke();
          continue;
        }
        const shine = ctx.createRadialGradient(x - 8, y - 10, 2, x, y, R);
        shine.addColorStop(0, 'rgba(255,255,255,0.9)');
        shine.addColorStop(0.35, 'rgba(224,242,254,0.45)');
        shine.addColorStop(1, 'rgba(125,211,252,0.25)');
        ctx.fillStyle = shine;
        ctx.beginPath();
        ctx.arc(x, y, R, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = 'rgba(224,242,254,0.7)';
        ctx.lineWidth = 1.5;
        ctx.stroke();
      }
      ctx.restore();
      for (const b of bursts) g.ring(b.x, b.y, R + (0.25 - b.t) * 80, 'rgba(255,255,255,0.7)', 2);
      const c = centre(cursor);
      g.ring(c.x, c.y, R + 5, g.design.setting.accent, 2);
      g.sprite('target', W / 2 - 70, g.H - 40, 30);
      g.text(`${g.say('Sheets')}: ${sheets}`, W / 2 + 10, g.H - 40, 20, g.design.setting.fg);
    },
  };
});
