// Roles: target = the balls that keep dropping from the spout at the top; goal = what they are to land in
// (a bucket when none is named; g.got for each, a goal of N wins, 10 when none is said); hazard
// (optional) = blocks in the way that pop a ball touching them; player (optional) = the pencil drawn at
// the pointer. Drag to draw lines (a limited ink, shown at the bottom): the balls roll and bounce off
// them. The Clear button (or C) wipes every line, Z takes back the last. params.gentle, no goal (a sandbox:
// nothing to land in): no bucket, every bounce scores, nothing ends the round but a timer. Parts: levels (the spout
// and the bucket move apart, a block between them from level 2), timer, night (light at the spout and
// on each ball), highscores.
import { boot, type Vec } from '../runtime';
import { fall, lengthOf, segmentsOf, type Ball, type Segment } from '../bounce';

const GRAVITY = 900;
const INK = 1800; // px of line
const THICK = 6;
const CLEAR = { x: 364, y: 598, w: 100, h: 34 };
const TOP = 60;

interface Block {
  x: number;
  y: number;
  w: number;
  h: number;
}

boot((g) => {
  g.showLives(false); // (a ball missed is only a ball missed)
  const sandbox = !!g.design.params.gentle && !g.design.roles.goal;
  const goal = g.design.params.goal ?? 10;
  const hazardNamed = !!g.design.roles.hazard;
  const R = 11 * g.size('target');
  let strokes: Vec[][];
  let drawing: Vec[] | null;
  let lines: Segment[];
  let balls: (Ball & { bounced: number })[];
  let blocks: Block[];
  let spout: Vec;
  let bucket: Vec;
  let untilDrop: number;
  let inBucket: number;

  const edges = (b: Block): Segment[] =>
    segmentsOf([
      { x: b.x, y: b.y },
      { x: b.x + b.w, y: b.y },
      { x: b.x + b.w, y: b.y + b.h },
      { x: b.x, y: b.y + b.h },
      { x: b.x, y: b.y },
    ]);
  const rebuild = () => {
    lines = [
      ...strokes.flatMap(segmentsOf),
      ...(drawing ? segmentsOf(drawing) : []),
      ...(hazardNamed ? [] : blocks.flatMap(edges)),
      // the bucket's two sides, so a ball can roll in over the rim
      ...(sandbox ? [] : segmentsOf([{ x: bucket.x - 34, y: bucket.y - 26 }, { x: bucket.x - 28, y: bucket.y + 26 }])), // prettier-ignore
      ...(sandbox ? [] : segmentsOf([{ x: bucket.x + 34, y: bucket.y - 26 }, { x: bucket.x + 28, y: bucket.y + 26 }])), // prettier-ignore
    ];
  };
  const inkLeft = () => INK - lengthOf(drawing ? [...strokes, drawing] : strokes);
  const clear = () => {
    strokes = [];
    drawing = null;
    rebuild();
    g.sound('tick');
  };

  return {
    controls: 'Drag to draw lines for the balls; C or Clear wipes them, Z takes one back',
    reset() {
      strokes = [];
      drawing = null;
      balls = [];
      untilDrop = 0.6;
      inBucket = 0;
      // the spout and the bucket on either side, further apart each level
      const apart = Math.min(300, 180 + (g.level - 1) * 40);
      const left = g.level % 2 === 1;
      spout = { x: left ? 240 - apart / 2 : 240 + apart / 2, y: TOP + 16 };
      bucket = { x: left ? 240 + apart / 2 : 240 - apart / 2, y: 540 };
      blocks = g.level >= 2 || hazardNamed ? [{ x: 240 - 40, y: 300 + g.rand(-40, 40), w: 80, h: 28 }] : [];
      rebuild();
    },
    update(dt) {
      const { input } = g;
      const p = input.pointer;
      // drawing: a stroke begun by a press in play, a point every few pixels while the ink lasts
      if (input.tapped && g.within(input.tapAt, CLEAR)) clear();
      else if (input.tapped && p.y > TOP) drawing = [{ x: p.x, y: p.y }];
      if (drawing && p.down) {
        const last = drawing[drawing.length - 1];
        const far = Math.hypot(p.x - last.x, p.y - last.y);
        if (far >= 8 && inkLeft() >= far) {
          drawing.push({ x: p.x, y: Math.max(TOP, p.y) });
          rebuild();
        }
      } else if (drawing) {
        if (drawing.length > 1) strokes.push(drawing);
        drawing = null;
        rebuild();
      }
      if (input.pressed('c')) clear();
      if (input.pressed('z') || input.pressed('Backspace')) {
        strokes.pop();
        rebuild();
      }
      // the balls: one from the spout every so often
      untilDrop -= dt;
      if (untilDrop <= 0 && balls.length < 30) {
        untilDrop = 1.1 / g.diff;
        balls.push({ x: spout.x + g.rand(-4, 4), y: spout.y + 14, vx: g.rand(-15, 15), vy: 40, r: R, bounced: 0 }); // prettier-ignore
      }
      for (const b of balls) {
        const wasY = b.y;
        if (fall(b, dt, GRAVITY * Math.min(1.3, g.diff), lines, THICK)) {
          if (b.bounced <= 0) {
            g.note(420 + Math.min(600, Math.abs(b.vy)), 0.05, 'sine', 0.03);
            if (sandbox) g.addScore(1);
          }
          b.bounced = 0.25;
        } else b.bounced -= dt;
        // off the walls
        if (b.x < b.r || b.x > g.W - b.r) {
          b.x = g.clamp(b.x, b.r, g.W - b.r);
          b.vx = -b.vx * 0.6;
        }
        if (hazardNamed && blocks.some((k) => g.within(b, k))) {
          b.y = g.H + 100; // popped
          g.sound('bad');
          continue;
        }
        // into the bucket: down through its mouth
        if (!sandbox && Math.abs(b.x - bucket.x) < 28 && wasY < bucket.y && b.y >= bucket.y) {
          b.y = g.H + 100;
          inBucket += 1;
          g.sound('point');
          g.got(1);
          if (g.design.params.goal === null && inBucket >= goal) g.win();
        }
      }
      balls = balls.filter((b) => b.y < g.H + 40);
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the spout, pointing down
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.moveTo(spout.x - 26, spout.y - 12);
      ctx.lineTo(spout.x + 26, spout.y - 12);
      ctx.lineTo(spout.x + 10, spout.y + 12);
      ctx.lineTo(spout.x - 10, spout.y + 12);
      ctx.closePath();
      ctx.fill();
      for (const k of blocks) {
        if (hazardNamed) {
          for (let x = k.x + 14; x < k.x + k.w; x += 26) g.sprite('hazard', x, k.y + k.h / 2, 28);
          continue;
        }
        ctx.fillStyle = fg;
        ctx.globalAlpha = 0.5;
        ctx.fillRect(k.x, k.y, k.w, k.h);
        ctx.globalAlpha = 1;
      }
      if (!sandbox) {
        g.sprite('goal', bucket.x, bucket.y + 4, 70);
        g.text(`${inBucket}/${goal}`, bucket.x, bucket.y + 56, 16, fg);
      }
      // the lines drawn
      ctx.strokeStyle = fg;
      ctx.lineWidth = THICK;
      ctx.lineCap = ctx.lineJoin = 'round';
      for (const s of drawing ? [...strokes, drawing] : strokes) {
        ctx.beginPath();
        s.forEach((q, i) => (i ? ctx.lineTo(q.x, q.y) : ctx.moveTo(q.x, q.y)));
        ctx.stroke();
      }
      for (const b of balls) g.sprite('target', b.x, b.y, b.r * 2.2);
      if (drawing && g.design.roles.player) g.sprite('player', g.input.pointer.x + 10, g.input.pointer.y - 14, 28); // prettier-ignore
    },
    drawOver() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the ink left, and the Clear button
      ctx.fillStyle = 'rgba(255,255,255,0.15)';
      ctx.fillRect(16, CLEAR.y + 12, 200, 10);
      ctx.fillStyle = accent;
      ctx.fillRect(16, CLEAR.y + 12, (200 * Math.max(0, inkLeft())) / INK, 10);
      g.text(g.say('Ink'), 16, CLEAR.y + 2, 13, fg, 'left');
      ctx.fillStyle = 'rgba(255,255,255,0.15)';
      ctx.beginPath();
      ctx.roundRect(CLEAR.x, CLEAR.y, CLEAR.w, CLEAR.h, 8);
      ctx.fill();
      g.text(g.say('Clear'), CLEAR.x + CLEAR.w / 2, CLEAR.y + CLEAR.h / 2, 16, fg);
    },
    light: () => [{ ...spout, r: 130 }, ...(sandbox ? [] : [{ ...bucket, r: 90 }]), ...balls.map((b) => ({ x: b.x, y: b.y, r: 60 }))], // prettier-ignore
  };
});
