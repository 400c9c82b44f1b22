// Roles: player = the big picture cut into numbered tiles (the stand-in "picture": no picture, plain
// numbered tiles, the classic 15 puzzle); target, enemy, hazard, ally, goal = the smaller things in the
// picture's corners. A Shuffle button (or S) deals a new board, moves and clock from zero.
// params.across: the tiles across, as asked ("4x4"). Parts: levels (deeper shuffles, 5x5 from level 4),
// timer, night (light at the gap), highscores. No goal count: a solved picture wins.
import { panel } from '../panel';
import { boot, type Vec } from '../runtime';
import type { RoleId } from '../../src/design';

const SIDE = 400; // the board's size in pixels
const X0 = (480 - SIDE) / 2;
const Y0 = 96;
const CORNERS: [RoleId, number, number][] = [
  ['target', 0.2, 0.2],
  ['enemy', 0.8, 0.2],
  ['hazard', 0.8, 0.2],
  ['ally', 0.2, 0.8],
  ['goal', 0.8, 0.8],
];

/** tiles[cell] = the tile that sits there; the gap is tile n*n-1. */
type Tiles = number[];

const solved = (t: Tiles) => t.every((v, i) => v === i);

/** Slides the tile at `from` into the neighbouring gap; false when it is not next to the gap. */
function slideInto(t: Tiles, n: number, from: number): boolean {
  const gap = t.indexOf(n * n - 1);
  const near = Math.abs((from % n) - (gap % n)) + Math.abs(Math.floor(from / n) - Math.floor(gap / n)) === 1;
  if (!near) return false;
  [t[from], t[gap]] = [t[gap], t[from]];
  return true;
}

/** Random legal moves from the solved picture, so it can always be solved again. */
function shuffle(n: number, steps: number): Tiles {
  const t = Array.from({ length: n * n }, (_, i) => i);
  let prev = -1;
  for (let s = 0; s < steps || solved(t); s++) {
    const gap = t.indexOf(n * n - 1);
    const options = [gap - n, gap + n, gap % n > 0 ? gap - 1 : -1, gap % n < n - 1 ? gap + 1 : -1].filter(
      (c) => c >= 0 && c < n * n && c !== prev, // never straight back
    );
    const from = options[Math.floor(Math.random() * options.length)];
    slideInto(t, n, from);
    prev = gap;
  }
  return t;
}

boot((g) => {
  g.showLives(false); // no life can be lost here
  g.showScore(false); // (its moves say how it goes)
  let n: number;
  let tiles: Tiles;
  let moves: number;
  let done: number; // seconds the finished picture has been shown
  let anim: { tile: number; dx: number; dy: number }[]; // tiles still gliding into place
  let pending: Vec | null = null; // a pointer that went down: a tap if it comes up without a swipe

  const cell = () => SIDE / n;
  const plain = g.design.roles.player?.name === 'picture';
  const SHUFFLE = plain
    ? { x: g.W / 2 - 75, y: Y0 + SIDE + 48, w: 150, h: 44 }
    : { x: X0 + 112, y: Y0 + SIDE + 66, w: 150, h: 44 };
  function deal() {
    const depth = { easy: 1, normal: 1.5, hard: 2.5 }[g.design.params.difficulty];
    tiles = shuffle(n, Math.round(n * n * 6 * depth * (1 + 0.2 * (g.level - 1))));
    moves = 0;
    done = -1;
    anim = [];
  }
  const corners = CORNERS.filter(([r]) => g.design.roles[r] && !(r === 'hazard' && g.design.roles.enemy));
  const shrink = Math.max(1, g.design.params.size); // the picture keeps its frame at any size

  /** The whole picture with its top-left at (x, y), `side` pixels across. */
  function picture(x: number, y: number, side: number) {
    const { ctx } = g;
    const grad = ctx.createLinearGradient(x, y, x + side, y + side);
    grad.addColorStop(0, g.design.setting.accent);
    grad.addColorStop(1, g.design.setting.bg);
    ctx.fillStyle = grad;
    ctx.fillRect(x, y, side, side);
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.lineWidth = side / 40;
    for (const r of [0.3, 0.42]) {
      ctx.beginPath();
      ctx.arc(x + side / 2, y + side / 2, side * r, 0, Math.PI * 2);
      ctx.stroke();
    }
    for (const [role, fx, fy] of corners)
      g.sprite(role, x + side * fx, y + side * fy, (side * 0.22) / shrink);
    g.sprite('player', x + side / 2, y + side / 2, (side * 0.5) / shrink);
  }
  function move(from: number) {
    const before = tiles.indexOf(n * n - 1);
    if (!slideInto(tiles, n, from)) return false;
    const c = cell();
    anim.push({
      tile: tiles[before],
      dx: ((from % n) - (before % n)) * c,
      dy: (Math.floor(from / n) - Math.floor(before / n)) * c,
    });
    moves++;
    g.sound('tick');
    return true;
  }
  /** A tap on any tile in the gap's row or column slides the whole line toward the gap. */
  function tapAt(p: Vec) {
    const x = Math.floor((p.x - X0) / cell());
    const y = Math.floor((p.y - Y0) / cell());
    if (x < 0 || y < 0 || x >= n || y >= n) return;
    const gap = tiles.indexOf(n * n - 1);
    const gx = gap % n;
    const gy = Math.floor(gap / n);
    if (x !== gx && y !== gy) return g.sound('bad');
    const step = x === gx ? Math.sign(y - gy) * n : Math.sign(x - gx);
    for (let c = gap + step; ; c += step) {
      move(c);
      if (c === y * n + x) break;
    }
  }

  return {
    controls: 'Tap a tile beside the gap, or arrows / swipe to slide a tile into it; S shuffles',
    reset() {
      n = g.design.params.across ?? (g.design.params.difficulty === 'easy' ? 3 : 4) + (g.level >= 4 ? 1 : 0);
      deal();
    },
    update(dt) {
      for (const a of anim) {
        const k = Math.max(0, 1 - dt * 14);
        a.dx *= k;
        a.dy *= k;
      }
      anim = anim.filter((a) => Math.abs(a.dx) + Math.abs(a.dy) > 0.5);
      if (done >= 0) {
        done += dt;
        if (done > 1.2) g.win(); // a moment to see the whole picture
        return;
      }
      const inp = g.input;
      if (inp.pressed('s') || (inp.tapped && g.within(inp.tapAt, SHUFFLE))) {
        deal();
        g.restartClock();
        g.sound('beat');
        return;
      }
      if (inp.tapped) pending = { ...inp.pointer };
      if (pending && !inp.pointer.down) {
        if (!inp.swipe) tapAt(pending);
        pending = null;
      }
      const gap = tiles.indexOf(n * n - 1);
      const dir =
        inp.swipe ??
        (inp.pressed('ArrowLeft')
          ? 'left'
          : inp.pressed('ArrowRight')
            ? 'right'
            : inp.pressed('ArrowUp')
              ? 'up'
              : inp.pressed('ArrowDown')
                ? 'down'
                : null);
      // The tile on the far side of the gap moves the way of the arrow.
      if (dir === 'left' && gap % n < n - 1) move(gap + 1);
      if (dir === 'right' && gap % n > 0) move(gap - 1);
      if (dir === 'up' && gap + n < n * n) move(gap + n);
      if (dir === 'down' && gap - n >= 0) move(gap - n);
      if (solved(tiles)) {
        done = 0;
        g.addScore(Math.max(10, n * n * 12 - moves));
      }
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      const c = cell();
      g.text(`${g.say('Moves')} ${moves}`, X0, 68, 18, fg, 'left');
      g.text(`${n}×${n}`, X0 + SIDE, 68, 18, accent, 'right');
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      ctx.fillRect(X0 - 6, Y0 - 6, SIDE + 12, SIDE + 12);
      if (done >= 0 && !plain) picture(X0, Y0, SIDE);
      else
        tiles.forEach((t, i) => {
          if (t === n * n - 1) return;
          const a = anim.find((m) => m.tile === t);
          const x = X0 + (i % n) * c + (a?.dx ?? 0);
          const y = Y0 + Math.floor(i / n) * c + (a?.dy ?? 0);
          if (plain) {
            // the classic: a plain tile and its number, big
            panel(g, { x: x + 3, y: y + 3, w: c - 6, h: c - 6 }, t === i, 8);
            g.text(String(t + 1), x + c / 2, y + c / 2 + 1, c * 0.4, t === i ? accent : fg);
            return;
          }
          ctx.save();
          ctx.beginPath();
          ctx.rect(x + 2, y + 2, c - 4, c - 4);
          ctx.clip();
          picture(x - (t % n) * c, y - Math.floor(t / n) * c, SIDE); // this tile's piece of the picture
          ctx.restore();
          ctx.strokeStyle = t === i ? accent : 'rgba(255,255,255,0.5)'; // tiles in place glow
          ctx.lineWidth = t === i ? 3 : 1.5;
          ctx.strokeRect(x + 2, y + 2, c - 4, c - 4);
          ctx.fillStyle = 'rgba(0,0,0,0.55)';
          ctx.beginPath();
          ctx.arc(x + 18, y + 18, 13, 0, Math.PI * 2);
          ctx.fill();
          g.text(String(t + 1), x + 18, y + 19, 15, '#ffffff');
        });
      panel(g, SHUFFLE, true);
      g.text(`🔀 ${g.say('Shuffle')}`, SHUFFLE.x + SHUFFLE.w / 2, SHUFFLE.y + SHUFFLE.h / 2, 18, fg);
      if (plain) {
        g.text(`${g.say('Put the numbers in order')}: 1-${n * n - 1}`, g.W / 2, Y0 + SIDE + 26, 18, fg);
        return;
      }
      // The finished picture, small, as the model to copy.
      const thumb = 96;
      picture(X0, Y0 + SIDE + 22, thumb);
      ctx.strokeStyle = fg;
      ctx.lineWidth = 1;
      ctx.strokeRect(X0, Y0 + SIDE + 22, thumb, thumb);
      g.text(g.say('Make the picture whole'), X0 + thumb + 16, Y0 + SIDE + 44, 18, fg, 'left');
    },
    light: () => {
      const gap = tiles.indexOf(n * n - 1);
      return { x: X0 + ((gap % n) + 0.5) * cell(), y: Y0 + (Math.floor(gap / n) + 0.5) * cell() };
    },
  };
});
