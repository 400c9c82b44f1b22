// Roles: target = what is poured (water unless it names another: potions, paint), drawn by the moves. Parts:
// levels (a colour more each), highscores, timer. The water sort puzzle (pour.ts): tubes of coloured
// layers; tap a tube to lift it (or ←/→ and Space), tap another to pour its top colour in, onto the same
// colour or into an empty tube, as much as fits. Every tube one colour and the level is done. Undo (or Z)
// takes a pour back; Restart (or R) deals the level again.
import { boot, type Box } from '../runtime';
import { panel } from '../panel';
import { deal, HOLDS, pour, solved, type Tube } from '../pour';

const COLOURS = ['#ef4444', '#3b82f6', '#22c55e', '#facc15', '#a855f7', '#f97316', '#ec4899', '#06b6d4'];
const TUBE_W = 44;
const LAYER_H = 34;
const UNDO: Box = { x: 60, y: 566, w: 160, h: 50 };
const RESTART: Box = { x: 260, y: 566, w: 160, h: 50 };

boot((g) => {
  g.showLives(false);
  let tubes: Tube[];
  let start: Tube[];
  let undo: Tube[][];
  let lifted: number | null;
  let cursor: number;
  let moves: number;
  let done: number; // seconds since it was sorted

  const copy = (ts: Tube[]) => ts.map((t) => [...t]);
  const perRow = () => (tubes.length > 6 ? Math.ceil(tubes.length / 2) : tubes.length);
  const boxOf = (i: number): Box => {
    const n = perRow();
    const row = Math.floor(i / n);
    const inRow = row === 0 ? Math.min(n, tubes.length) : tubes.length - n;
    const gap = Math.min(80, (g.W - 40) / inRow);
    const x = g.W / 2 - (gap * inRow) / 2 + (i % n) * gap + (gap - TUBE_W) / 2;
    const y = (tubes.length > 6 ? 120 + row * 220 : 220) - (lifted === i ? 24 : 0);
    return { x, y, w: TUBE_W, h: HOLDS * LAYER_H + 12 };
  };
  function choose(i: number) {
    if (lifted === null) {
      if (tubes[i].length) lifted = i;
      return;
    }
    if (lifted === i) {
      lifted = null;
      return;
    }
    const before = copy(tubes);
    if (pour(tubes, lifted, i)) {
      undo.push(before);
      moves += 1;
      g.sound('point');
    } else g.sound('bad');
    lifted = null;
  }

  return {
    controls: 'Tap a tube, then another to pour its top colour in (or ←/→ and Space); Undo or Z takes back',
    reset() {
      const colours = Math.min(COLOURS.length, 2 + g.level);
      tubes = deal(colours, Math.random);
      start = copy(tubes);
      undo = [];
      lifted = null;
      cursor = 0;
      moves = 0;
      done = 0;
    },
    update(dt) {
      if (solved(tubes)) {
        if ((done += dt) > 0.8) {
          g.addScore(Math.max(5, 40 - moves));
          g.win(`${moves} ${g.say('moves')}`);
        }
        return;
      }
      const inp = g.input;
      if (inp.tapped) {
        const hit = tubes.findIndex((_, i) =>
          g.within(inp.pointer, { ...boxOf(i), y: boxOf(i).y - 30, h: boxOf(i).h + 60 }),
        );
        if (hit >= 0) {
          cursor = hit;
          choose(hit);
        }
      }
      if (inp.pressed('ArrowRight')) cursor = (cursor + 1) % tubes.length;
      if (inp.pressed('ArrowLeft')) cursor = (cursor + tubes.length - 1) % tubes.length;
      if (inp.pressed(' ') || inp.pressed('Enter')) choose(cursor);
      if ((inp.pressed('z') || (inp.tapped && g.within(inp.pointer, UNDO))) && undo.length) {
        tubes = undo.pop()!;
        lifted = null;
      }
      if (inp.pressed('r') || (inp.tapped && g.within(inp.pointer, RESTART))) {
        tubes = copy(start);
        undo = [];
        lifted = null;
        moves = 0;
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      tubes.forEach((t, i) => {
        const b = boxOf(i);
        // the layers from the bottom up, then the glass over them
        t.forEach((c, k) => {
          ctx.fillStyle = COLOURS[c];
          const y = b.y + b.h - 6 - (k + 1) * LAYER_H;
          if (k === 0) {
            ctx.beginPath();
            ctx.roundRect(b.x + 4, y, b.w - 8, LAYER_H, [0, 0, 16, 16]);
            ctx.fill();
          } else ctx.fillRect(b.x + 4, y, b.w - 8, LAYER_H);
        });
        ctx.strokeStyle = i === cursor ? accent : 'rgba(226,232,240,0.8)';
        ctx.lineWidth = i === cursor ? 4 : 3;
        ctx.beginPath();
        ctx.roundRect(b.x, b.y, b.w, b.h, [4, 4, 20, 20]);
        ctx.stroke();
      });
      g.sprite('target', 28, 62, 26);
      g.text(`${g.say('Moves')}: ${moves}`, 48, 62, 18, fg, 'left');
      panel(g, UNDO, undo.length > 0);
      g.text(`↶ ${g.say('Undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2, 18, fg);
      panel(g, RESTART, true);
      g.text(`⟲ ${g.say('Restart')}`, RESTART.x + RESTART.w / 2, RESTART.y + RESTART.h / 2, 18, fg);
      if (solved(tubes)) g.text(g.say('Sorted!'), g.W / 2, 520, 28, accent);
    },
  };
});
