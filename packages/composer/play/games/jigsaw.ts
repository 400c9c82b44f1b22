// Roles: target = a thing named, shown by the picture on the box lid (the picture is drawn: a cottage
// with its garden at sunset). Parts: timer (a stopwatch when asked), highscores. A jigsaw (jigsaw.ts): the
// picture cut into real jigsaw pieces with knobs (12, 24 or 48: the buttons at the top, or as asked),
// scattered below a faint board; drag a piece near its place and it snaps in. All in: the whole picture
// and a well done.
import { boot, shuffled } from '../runtime';
import { cut, grid, outline, snaps, type Cut } from '../jigsaw';
import { panel } from '../panel';

const BOARD = { x: 30, y: 64, w: 420, h: 315 };
const COUNTS = [12, 24, 48];
const countBox = (i: number) => ({ x: 16 + i * 64, y: 10, w: 56, h: 40 });

interface Piece {
  c: number;
  r: number;
  x: number; // where its cell's top left is now
  y: number;
  placed: boolean;
  path: Path2D; // its outline, from its cell's top left
}

/** The picture: a cottage and its garden under a sunset sky, drawn once on a canvas of its own. */
function paint(w: number, h: number): HTMLCanvasElement {
  const pic = document.createElement('canvas');
  pic.width = w;
  pic.height = h;
  const ctx = pic.getContext('2d')!;
  const sky = ctx.createLinearGradient(0, 0, 0, h * 0.6);
  sky.addColorStop(0, '#312e81');
  sky.addColorStop(0.55, '#f97316');
  sky.addColorStop(1, '#fde68a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#fb923c';
  ctx.beginPath();
  ctx.arc(w * 0.78, h * 0.42, 34, 0, Math.PI * 2);
  ctx.fill();
  const hill = (y: number, colour: string, bump: number) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, h);
    ctx.lineTo(0, y);
    ctx.bezierCurveTo(w * 0.3, y - bump, w * 0.6, y + bump, w, y - bump / 2);
    ctx.lineTo(w, h);
    ctx.fill();
  };
  hill(h * 0.52, '#4d7c0f', 40);
  hill(h * 0.66, '#65a30d', 30);
  // a tree
  ctx.fillStyle = '#78350f';
  ctx.fillRect(w * 0.08, h * 0.42, 12, 70);
  ctx.fillStyle = '#166534';
  for (const [dx, dy, r] of [
    [0, 0, 34],
    [-22, 18, 26],
    [22, 18, 26],
  ]) {
    ctx.beginPath();
    ctx.arc(w * 0.08 + 6 + dx, h * 0.38 + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
  // the cottage: walls, roof, chimney and its smoke, a door, lit windows
  const cx = w * 0.36;
  const cy = h * 0.5;
  ctx.fillStyle = '#9f1239';
  ctx.fillRect(cx + 96, cy - 70, 20, 46);
  ctx.fillStyle = 'rgba(241,245,249,0.7)';
  for (const [dx, dy, r] of [
    [106, -84, 9],
    [116, -104, 12],
    [130, -128, 15],
  ]) {
    ctx.beginPath();
    ctx.arc(cx + dx, cy + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#fef3c7';
  ctx.fillRect(cx, cy, 150, 96);
  ctx.fillStyle = '#b91c1c';
  ctx.beginPath();
  ctx.moveTo(cx - 16, cy + 2);
  ctx.lineTo(cx + 75, cy - 62);
  ctx.lineTo(cx + 166, cy + 2);
  ctx.fill();
  ctx.fillStyle = '#7c2d12';
  ctx.fillRect(cx + 62, cy + 40, 28, 56);
  ctx.fillStyle = '#fde047';
  for (const x of [cx + 16, cx + 110]) {
    ctx.fillRect(x, cy + 24, 26, 24);
    ctx.strokeStyle = '#7c2d12';
    ctx.lineWidth = 3;
    ctx.strokeRect(x, cy + 24, 26, 24);
  }
  // the garden: a path, flowers, a white fence
  ctx.fillStyle = '#d6d3d1';
  ctx.beginPath();
  ctx.moveTo(cx + 62, cy + 96);
  ctx.lineTo(cx + 90, cy + 96);
  ctx.lineTo(cx + 120, h);
  ctx.lineTo(cx + 30, h);
  ctx.fill();
  const flowers = ['#f43f5e', '#facc15', '#a855f7', '#f472b6', '#38bdf8'];
  for (let k = 0; k < 26; k++) {
    const x = ((k * 97) % (w - 20)) + 10;
    const y = h * 0.8 + ((k * 37) % 40);
    if (x > cx + 24 && x < cx + 126) continue;
    ctx.fillStyle = flowers[k % flowers.length];
    ctx.beginPath();
    ctx.arc(x, y, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fef08a';
    ctx.beginPath();
    ctx.arc(x, y, 2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#f8fafc';
  for (let x = 4; x < w; x += 18) if (x < cx + 24 || x > cx + 126) ctx.fillRect(x, h * 0.74, 8, 30);
  ctx.fillRect(0, h * 0.77, cx + 24, 5);
  ctx.fillRect(cx + 126, h * 0.77, w, 5);
  return pic;
}

boot((g) => {
  g.showLives(false);
  g.showScore(false);
  g.showGoal(false); // (the goal asked is how many pieces)
  const asked = g.design.params.goal;
  let count = asked ? COUNTS.reduce((a, b) => (Math.abs(b - asked) < Math.abs(a - asked) ? b : a)) : 12;
  let picture: HTMLCanvasElement | null = null;
  let pieces: Piece[];
  let w: number;
  let h: number;
  let holding: { piece: Piece; dx: number; dy: number } | null;
  let done: number | null;

  function deal() {
    picture ??= paint(BOARD.w, BOARD.h);
    const { cols, rows } = grid(count);
    w = BOARD.w / cols;
    h = BOARD.h / rows;
    const k: Cut = cut(cols, rows, Math.random);
    pieces = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const path = new Path2D();
        outline(k, c, r, w, h).forEach(([x, y], i) => (i ? path.lineTo(x - c * w, y - r * h) : path.moveTo(x - c * w, y - r * h))); // prettier-ignore
        path.closePath();
        pieces.push({ c, r, x: g.rand(8, g.W - w - 8), y: g.rand(BOARD.y + BOARD.h + 14, g.H - h - 6), placed: false, path }); // prettier-ignore
      }
    pieces = shuffled(pieces);
    holding = null;
    done = null;
  }

  const home = (p: Piece) => ({ x: BOARD.x + p.c * w, y: BOARD.y + p.r * h });

  return {
    controls: 'Drag the pieces to their places; near enough, they snap in',
    reset: deal,
    update(dt) {
      if (done !== null) {
        if ((done += dt) > 1.5) g.win(g.say('Well done!'));
        return;
      }
      const inp = g.input;
      const p = inp.pointer;
      if (inp.tapped) {
        const pick = COUNTS.findIndex((_, i) => g.within(inp.tapAt, countBox(i)));
        if (pick >= 0) {
          count = COUNTS[pick];
          return deal();
        }
        // the topmost loose piece under the pointer
        for (let i = pieces.length - 1; i >= 0; i--) {
          const piece = pieces[i];
          if (piece.placed || !g.ctx.isPointInPath(piece.path, inp.tapAt.x - piece.x, inp.tapAt.y - piece.y))
            continue;
          holding = { piece, dx: inp.tapAt.x - piece.x, dy: inp.tapAt.y - piece.y };
          pieces.splice(i, 1);
          pieces.push(piece);
          g.sound('tick');
          break;
        }
      }
      if (holding && p.down) {
        holding.piece.x = p.x - holding.dx;
        holding.piece.y = p.y - holding.dy;
      } else if (holding) {
        const piece = holding.piece;
        holding = null;
        if (snaps(piece, home(piece))) {
          Object.assign(piece, home(piece), { placed: true });
          // (placed pieces go under the loose ones)
          pieces.splice(pieces.indexOf(piece), 1);
          pieces.unshift(piece);
          g.sound('point');
          g.addScore(1, true);
          if (pieces.every((q) => q.placed)) {
            done = 0;
            g.sound('win');
          }
        }
      }
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      COUNTS.forEach((n, i) => {
        const b = countBox(i);
        panel(g, b, n === count, 8);
        g.text(String(n), b.x + b.w / 2, b.y + b.h / 2, 18, fg);
      });
      const placed = pieces.filter((p) => p.placed).length;
      g.text(`${placed}/${pieces.length}`, 250, 30, 18, fg);
      // the box lid, small, top right
      if (picture) ctx.drawImage(picture, 380, 6, 84, 63 * 0.8);
      if (g.design.roles.target) g.sprite('target', 350, 30, 30);
      // the board: faint, the picture's ghost on it
      ctx.fillStyle = 'rgba(255,255,255,0.08)';
      ctx.fillRect(BOARD.x, BOARD.y, BOARD.w, BOARD.h);
      if (picture) {
        ctx.globalAlpha = 0.08;
        ctx.drawImage(picture, BOARD.x, BOARD.y);
        ctx.globalAlpha = 1;
      }
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 2;
      ctx.strokeRect(BOARD.x, BOARD.y, BOARD.w, BOARD.h);
      // the pieces: the picture through each one's outline, edged
      for (const piece of pieces) {
        ctx.save();
        ctx.translate(piece.x, piece.y);
        if (!piece.placed) {
          ctx.shadowColor = 'rgba(0,0,0,0.5)';
          ctx.shadowBlur = holding?.piece === piece ? 14 : 4;
          ctx.fillStyle = '#000';
          ctx.fill(piece.path);
          ctx.shadowBlur = 0;
        }
        ctx.clip(piece.path);
        if (picture) ctx.drawImage(picture, -piece.c * w, -piece.r * h);
        ctx.restore();
        ctx.save();
        ctx.translate(piece.x, piece.y);
        ctx.strokeStyle = piece.placed ? 'rgba(0,0,0,0.15)' : 'rgba(255,255,255,0.6)';
        ctx.lineWidth = 1.2;
        ctx.stroke(piece.path);
        ctx.restore();
      }
      if (done !== null) g.text(g.say('Well done!'), g.W / 2, BOARD.y + BOARD.h + 60, 34, '#fde047');
    },
  };
});
