// Roles: extras = what can be poured (sand, water, stone, fire, wood unless others are named: lava, seeds,
// oil, ice), drawn on their buttons. Parts: night (a dark sky behind), timer. A falling-sand toy (sand.ts):
// pick a kind on the bar (or keys 1-9, 0 the eraser), then press and drag on the world to pour it; the
// brush slider (or [ and ]) sets how wide; Clear (or C) empties it. Sand piles, water flows, fire burns
// wood and goes out, lava turns water to stone and steam and sand to glass, a seed in water grows.
import { boot, type Box } from '../runtime';
import type { Entity } from '../../src/design';
import { along, onTrack, panel, slider } from '../panel';
import { COLOURS, EMPTY, pour, POURED, step, world, type World } from '../sand';

const CELL = 4;
const TOP = 70;
const COLS = 120;
const ROWS = 110;
const BAR_Y = 522;
const TRACK = { x: 96, y: 600, w: 230 };
const CLEAR: Box = { x: 350, y: 578, w: 112, h: 44 };
const SIZES = [1, 2, 3, 5, 8];

boot((g) => {
  g.showLives(false);
  g.showScore(false); // (a toy: nothing to score)
  // (what the design names that can be poured, in its order; then the eraser)
  const kinds = (g.design.extras ?? []).filter((e) => e.name in POURED).slice(0, 9);
  const tools: (Entity | null)[] = [...kinds, null];
  const W = g.W / tools.length;
  const toolBox = (i: number): Box => ({ x: i * W + 3, y: BAR_Y, w: W - 6, h: 46 });
  let sand: World;
  let tool: number;
  let size: number; // an index into SIZES
  let last: { x: number; y: number } | null; // the last cell poured on, to join a quick stroke
  let sliding: boolean;
  // the grains drawn into an image a cell a pixel, then scaled up onto the canvas
  const image = new ImageData(COLS, ROWS);
  const canvas = document.createElement('canvas');
  canvas.width = COLS;
  canvas.height = ROWS;
  const pixels = canvas.getContext('2d')!;

  const kindOf = (t: Entity | null) => (t ? POURED[t.name] : EMPTY);
  const cellAt = (p: { x: number; y: number }) => ({
    x: Math.floor(p.x / CELL),
    y: Math.floor((p.y - TOP) / CELL),
  });
  const inWorld = (p: { x: number; y: number }) => p.y >= TOP && p.y < TOP + ROWS * CELL;

  return {
    controls: 'Pick what to pour (1-9, 0 erases), then press and drag; the slider sets the brush, C clears',
    reset() {
      sand = world(COLS, ROWS);
      tool = 0;
      size = 2;
      last = null;
      sliding = false;
    },
    update() {
      const inp = g.input;
      for (let i = 0; i < tools.length; i++) {
        if (inp.pressed(String(i === tools.length - 1 ? 0 : i + 1))) tool = i;
        if (inp.tapped && g.within(inp.pointer, toolBox(i))) tool = i;
      }
      if (inp.pressed('[')) size = Math.max(0, size - 1);
      if (inp.pressed(']')) size = Math.min(SIZES.length - 1, size + 1);
      if (inp.pressed('c') || (inp.tapped && g.within(inp.pointer, CLEAR))) sand = world(COLS, ROWS);
      // the brush slider: pressed on its track, it follows the pointer along it
      if (inp.tapped) sliding = onTrack(inp.pointer, TRACK);
      if (!inp.pointer.down) sliding = false;
      if (sliding) size = Math.round(along(inp.pointer, TRACK) * (SIZES.length - 1));
      // pouring: along the stroke from the last cell to this one
      if (inp.pointer.down && !sliding && inWorld(inp.pointer)) {
        const to = cellAt(inp.pointer);
        const from = last ?? to;
        const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 2));
        for (let s = 1; s <= steps; s++) {
          const x = Math.round(from.x + ((to.x - from.x) * s) / steps);
          const y = Math.round(from.y + ((to.y - from.y) * s) / steps);
          pour(sand, x, y, SIZES[size], kindOf(tools[tool]), Math.random);
        }
        last = to;
      } else last = null;
      step(sand, Math.random);
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      const data = image.data;
      for (let i = 0; i < sand.kind.length; i++) {
        const k = sand.kind[i];
        const o = i * 4;
        if (k === EMPTY) {
          data[o + 3] = 0;
          continue;
        }
        const [r, gr, b] = COLOURS[k];
        const d = sand.shade[i] - 20;
        data[o] = r + d;
        data[o + 1] = gr + d;
        data[o + 2] = b + d;
        data[o + 3] = 255;
      }
      pixels.putImageData(image, 0, 0);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(canvas, 0, TOP, COLS * CELL, ROWS * CELL);
      ctx.imageSmoothingEnabled = true;
      ctx.strokeStyle = fg + '44';
      ctx.lineWidth = 1;
      ctx.strokeRect(0.5, TOP + 0.5, COLS * CELL - 1, ROWS * CELL - 1);
      // the bar: a button for each kind, then the eraser
      tools.forEach((t, i) => {
        const b = toolBox(i);
        panel(g, b, i === tool, 8);
        if (t) g.sprite(t, b.x + b.w / 2, b.y + 18, 24);
        else g.text('🧽', b.x + b.w / 2, b.y + 18, 22);
        g.text(t ? g.say(t.name[0].toUpperCase() + t.name.slice(1)) : g.say('Erase'), b.x + b.w / 2, b.y + 38, 10, i === tool ? '#ffffff' : fg); // prettier-ignore
      });
      // the brush slider and Clear
      slider(g, TRACK, g.say('Brush'), size / (SIZES.length - 1), 6 + SIZES[size]);
      panel(g, CLEAR, true);
      g.text(g.say('Clear'), CLEAR.x + CLEAR.w / 2, CLEAR.y + CLEAR.h / 2, 18, '#ffffff');
    },
  };
});
