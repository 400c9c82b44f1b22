// Roles: target, ally, hazard, enemy = the bubbles' kinds (each in a colour of its own; a kind named
// once is on every colour: "bubble shooter with candy" gives candies, lollipops, chocolate...), plain
// coloured bubbles when the target is a bubble; player (optional) = who shoots them, beside the
// launcher.
// The board hangs from the top. Aim with the pointer or Left/Right (a dotted line shows the way, off
// one wall), tap or Space to shoot; a tap on the next bubble, or Down, swaps it in. A shot sticks
// where it touches; three or more of a kind together pop, and what no longer hangs from the top
// falls (worth double). Shots that pop nothing bring the board down a row every few shots; a bubble
// down at the line costs a life (and a fresh board). Clearing the board wins the round; every bubble
// popped or dropped is one of the goal's things.
// Parts: powerups (now and then a bomb that clears around where it sticks, or a rainbow that takes the
// kind it touches most), levels (deeper boards, one more kind), timer, highscores.
import { boot, type Vec } from '../runtime';
import type { Entity, RoleId } from '../../src/design';
import {
  type Board,
  type Cell,
  floating,
  group,
  isShifted,
  kindAt,
  kindsLeft,
  lowestRow,
  neighbours,
  newBoard,
  openCells,
  pushRow,
  rowLength,
} from '../hexgrid';

const COLS = 8;
const R = 28;
const RH = R * Math.sqrt(3); // a row's height in the honeycomb
const OX = 16;
const TOP = 70;
const ROWS = 10;
const LINE = ROWS - 1; // a bubble stuck in this row is down at the line
const SPEED = 820;
const PALETTE = ['#ef4444', '#3b82f6', '#22c55e', '#facc15', '#a855f7', '#f97316'];
const ORDER: RoleId[] = ['target', 'ally', 'hazard', 'enemy'];
const BOMB = 100;
const RAINBOW = 101;

interface Shot extends Vec {
  vx: number;
  vy: number;
  kind: number;
}
interface Falling extends Vec {
  vy: number;
  kind: number;
  popped: boolean; // popped ones burst in place; dropped ones fall
  age: number;
}

boot((g) => {
  const diffName = g.design.params.difficulty;
  const named = ORDER.filter((r) => g.design.roles[r] && g.design.roles[r]!.name !== 'bubble').map((r) =>
    g.role(r),
  );
  const things: Entity[] = [...named, ...(g.design.extras ?? [])];
  const launcher: Vec = { x: g.W / 2, y: g.H - 62 };
  const nextAt: Vec = { x: g.W / 2 - 92, y: g.H - 40 };
  let board: Board;
  let kinds: number; // how many kinds this level has
  let perRow: number; // shots that pop nothing before the board comes down a row
  let misses: number;
  let angle: number; // from straight up, radians (negative is left)
  let loaded: number;
  let next: number;
  let shot: Shot | null;
  let falling: Falling[];
  let lastPointer: Vec;

  const centre = ({ r, c }: Cell): Vec => ({
    x: OX + R + c * 2 * R + (isShifted(board, r) ? R : 0),
    y: TOP + R + r * RH,
  });
  const fresh = () => g.int(0, kinds - 1);
  /** A kind for the launcher: one still on the board (or any, before the first). */
  function load(): number {
    if (g.has('powerups') && g.chance(0.07)) return g.chance(0.5) ? BOMB : RAINBOW;
    const left = kindsLeft(board);
    return left.length ? g.pick(left) : fresh();
  }

  function drawBubble(kind: number, x: number, y: number, alpha = 1) {
    const ctx = g.ctx;
    ctx.globalAlpha = alpha;
    if (kind === BOMB || kind === RAINBOW) {
      g.text(kind === BOMB ? '💣' : '🌈', x, y, R * 1.5);
      ctx.globalAlpha = 1;
      return;
    }
    const colour = PALETTE[kind % PALETTE.length];
    const shine = ctx.createRadialGradient(x - R * 0.35, y - R * 0.4, 2, x, y, R);
    shine.addColorStop(0, '#ffffff');
    shine.addColorStop(0.25, colour);
    shine.addColorStop(1, colour);
    ctx.fillStyle = shine;
    ctx.beginPath();
    ctx.arc(x, y, R - 1.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.3)';
    ctx.lineWidth = 2;
    ctx.stroke();
    // the thing named on it: its own picture for each kind while there are enough, then the same one
    // on every colour
    const thing = things.length ? things[kind % things.length] : null;
    if (thing) g.sprite(thing, x, y + 1, R * 1.25);
    ctx.globalAlpha = 1;
  }

  /** Where a shot from the launcher at `a` would go: its path to the first thing it touches. */
  function path(a: number): Vec[] {
    const p = { x: launcher.x, y: launcher.y, vx: Math.sin(a), vy: -Math.cos(a) };
    const out: Vec[] = [];
    for (let i = 0; i < 400 && !touches(p); i++) {
      step(p, 6);
      if (i % 4 === 0) out.push({ x: p.x, y: p.y });
    }
    return out;
  }
  function step(p: { x: number; y: number; vx: number; vy: number }, d: number) {
    p.x += p.vx * d;
    p.y += p.vy * d;
    const left = OX + R;
    const right = OX + COLS * 2 * R - R;
    if (p.x < left) {
      p.x = 2 * left - p.x;
      p.vx = Math.abs(p.vx);
    } else if (p.x > right) {
      p.x = 2 * right - p.x;
      p.vx = -Math.abs(p.vx);
    }
  }
  function touches(p: Vec): boolean {
    if (p.y <= TOP + R) return true;
    for (let r = 0; r < board.rows.length; r++)
      for (let c = 0; c < rowLength(board, r); c++)
        if (board.rows[r][c] >= 0 && g.hit(p, centre({ r, c }), R * 1.7)) return true;
    return false;
  }

  function stick(s: Shot) {
    const open = openCells(board);
    if (!open.length) return;
    const cell = open.reduce((a, b) =>
      Math.hypot(centre(a).x - s.x, centre(a).y - s.y) <= Math.hypot(centre(b).x - s.x, centre(b).y - s.y)
        ? a
        : b,
    );
    let gone: Cell[] = [];
    if (s.kind === BOMB) {
      const near = neighbours(board, cell).flatMap((n) => [n, ...neighbours(board, n)]);
      gone = near.filter(
        (n, i) => kindAt(board, n) >= 0 && near.findIndex((m) => m.r === n.r && m.c === n.c) === i,
      );
      g.sound('hit');
    } else {
      // a rainbow takes the kind that makes the biggest group where it sticks
      let kind = s.kind;
      if (kind === RAINBOW) {
        const around = [...new Set(neighbours(board, cell).map((n) => kindAt(board, n)))].filter(
          (k) => k >= 0,
        );
        let best = -1;
        for (const k of around) {
          board.rows[cell.r][cell.c] = k;
          const size = group(board, cell).length;
          if (size > best) [best, kind] = [size, k];
        }
        if (kind === RAINBOW) kind = fresh();
      }
      board.rows[cell.r][cell.c] = kind;
      const same = group(board, cell);
      if (same.length >= 3) gone = same;
    }
    if (!gone.length) {
      g.sound('tick');
      misses += 1;
      if (misses >= perRow) {
        misses = 0;
        pushRow(board, fresh);
        g.announce(g.say('Down a row!'));
      }
    } else {
      g.sound('point');
      for (const c of gone) burst(c, true);
      const dropped = floating(board);
      for (const c of dropped) burst(c, false);
      g.addScore(gone.length * 10 + dropped.length * 20 + (dropped.length >= 5 ? 50 : 0));
      g.got(gone.length + dropped.length);
      if (g.state() !== 'play') return;
      if (lowestRow(board) < 0) {
        g.addScore(100);
        g.win();
        return;
      }
    }
    if (lowestRow(board) >= LINE) {
      g.announce(g.say('Too low!'));
      if (g.loseLife()) fill();
    }
  }
  function burst(c: Cell, popped: boolean) {
    const at = centre(c);
    falling.push({ ...at, vy: popped ? 0 : -60, kind: board.rows[c.r][c.c], popped, age: 0 });
    board.rows[c.r][c.c] = -1;
  }
  function fill() {
    const depth = Math.min(7, (diffName === 'easy' ? 4 : 5) + (g.level - 1));
    board = newBoard(COLS, ROWS, depth, fresh);
    misses = 0;
  }
  function fire() {
    if (shot || g.state() !== 'play') return;
    shot = { x: launcher.x, y: launcher.y, vx: Math.sin(angle), vy: -Math.cos(angle), kind: loaded };
    loaded = next;
    next = load();
    g.sound('shoot');
  }
  function aimAt(p: Vec) {
    if (p.y < launcher.y - 10) angle = g.clamp(Math.atan2(p.x - launcher.x, launcher.y - p.y), -1.35, 1.35);
  }
  const swap = () => ([loaded, next] = [next, loaded]);

  return {
    controls: 'Aim with the mouse or Left/Right, tap or Space to shoot, Down swaps the next bubble',
    reset() {
      kinds = Math.min(PALETTE.length, { easy: 3, normal: 4, hard: 5 }[diffName] + (g.level > 1 ? 1 : 0));
      perRow = Math.max(3, { easy: 8, normal: 6, hard: 5 }[diffName] - (g.level - 1));
      fill();
      angle = 0;
      shot = null;
      falling = [];
      loaded = load();
      next = load();
      lastPointer = { ...g.input.pointer };
    },
    update(dt) {
      const p = g.input.pointer;
      if (p.x !== lastPointer.x || p.y !== lastPointer.y) aimAt(p);
      lastPointer = { ...p };
      angle = g.clamp(angle + g.input.dir().x * 1.6 * dt, -1.35, 1.35);
      if (g.input.tapped) {
        if (g.hit(g.input.tapAt, nextAt, R + 6)) swap();
        else {
          aimAt(g.input.tapAt);
          fire();
        }
      }
      if (g.input.pressed(' ') || g.input.pressed('ArrowUp')) fire();
      if (g.input.pressed('ArrowDown')) swap();
      for (const f of falling) {
        f.age += dt;
        f.vy += 1400 * dt;
        if (!f.popped) f.y += f.vy * dt;
      }
      falling = falling.filter((f) => (f.popped ? f.age < 0.25 : f.y < g.H + R));
      if (!shot) return;
      // in small steps, so a fast shot cannot pass between bubbles
      for (let d = SPEED * dt; d > 0 && shot; d -= 6) {
        step(shot, Math.min(6, d));
        if (touches(shot)) {
          const s = shot;
          shot = null;
          stick(s);
        }
      }
    },
    draw() {
      const ctx = g.ctx;
      // the line the board must not come down to
      const lineY = TOP + LINE * RH;
      ctx.strokeStyle = '#ef4444';
      ctx.globalAlpha = 0.35;
      ctx.setLineDash([10, 8]);
      ctx.beginPath();
      ctx.moveTo(OX, lineY);
      ctx.lineTo(OX + COLS * 2 * R, lineY);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      for (let r = 0; r < board.rows.length; r++)
        for (let c = 0; c < rowLength(board, r); c++)
          if (board.rows[r][c] >= 0) {
            const at = centre({ r, c });
            drawBubble(board.rows[r][c], at.x, at.y);
          }
      for (const f of falling) {
        if (f.popped) g.ring(f.x, f.y, R * (1 + f.age * 3), PALETTE[f.kind % PALETTE.length], 3);
        else drawBubble(f.kind, f.x, f.y, 0.8);
      }
      // the aim: dots along the way the shot will go
      if (g.state() === 'play' && !shot) {
        ctx.fillStyle = g.design.setting.fg;
        ctx.globalAlpha = 0.5;
        for (const d of path(angle)) {
          ctx.beginPath();
          ctx.arc(d.x, d.y, 3, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.globalAlpha = 1;
      }
      // the launcher, who shoots (when the design says), the next bubble, and shots to the next row
      ctx.save();
      ctx.translate(launcher.x, launcher.y);
      ctx.rotate(angle);
      ctx.fillStyle = g.design.setting.accent;
      ctx.fillRect(-7, -R - 26, 14, 30);
      ctx.restore();
      ctx.fillStyle = g.design.setting.accent;
      ctx.beginPath();
      ctx.arc(launcher.x, g.H, 52, Math.PI, 0);
      ctx.fill();
      if (g.design.roles.player) g.sprite('player', launcher.x + 90, g.H - 44, 56);
      drawBubble(loaded, launcher.x, launcher.y);
      if (shot) drawBubble(shot.kind, shot.x, shot.y);
      drawBubble(next, nextAt.x, nextAt.y, 0.85);
      g.text(g.say('Next'), nextAt.x, nextAt.y + R + 8, 12, g.design.setting.fg);
      for (let i = 0; i < perRow; i++)
        g.ring(g.W - 24 - i * 14, g.H - 24, 4, i < perRow - misses ? g.design.setting.fg : '#ef4444', 2);
    },
  };
});
