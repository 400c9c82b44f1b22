// Roles: player = you, enemy = the computer bombers (three), shot = the bomb. Parts: highscores, timer.
// Bomberman (bomber.ts): an arena of pillars and crates; move with the arrows or WASD (or swipe), drop a
// bomb with Space (or a tap). A bomb goes off after three seconds in a cross, breaks the first crate each
// way and sets off other bombs; its fire takes out any bomber it reaches. Crates sometimes leave a
// power-up: 💣 one bomb more at a time, 🔥 a longer blast, 👟 quicker feet. The last bomber standing wins.
import { boot } from '../runtime';
import {
  arena,
  at,
  blast,
  botTurn,
  CRATE,
  EMPTY,
  FUSE,
  fuses,
  type Arena,
  type Bomb,
  type Cell,
} from '../bomber';

const COLS = 13;
const ROWS = 11;
const CELL = 36;
const X0 = (480 - COLS * CELL) / 2;
const Y0 = 96;
const PRIZES = ['bomb', 'fire', 'speed'] as const;
type Prize = (typeof PRIZES)[number];
const ICON: Record<Prize, string> = { bomb: '💣', fire: '🔥', speed: '👟' };
const FLAME = 0.5; // seconds fire stays

interface Bomber extends Cell {
  /** Where it is walking to, and how far along (0-1). */
  to: Cell | null;
  along: number;
  bombs: number;
  range: number;
  speed: number;
  alive: boolean;
  bot: boolean;
  /** Seconds a bot waits before its next step. */
  wait: number;
}

boot((g) => {
  g.showLives(false);
  const careless = { easy: 0.35, normal: 0.1, hard: 0 }[g.design.params.difficulty];
  let field: Arena;
  let bombers: Bomber[];
  let bombs: (Bomb & { owner: number })[];
  let flames: (Cell & { t: number })[];
  let prizes: (Cell & { kind: Prize })[];
  let held: Cell | null; // the way a swipe set you walking
  let over: number; // seconds since the last bomber but one fell

  const bomber = (x: number, y: number, bot: boolean): Bomber => ({ x, y, to: null, along: 0, bombs: 1, range: 2, speed: 4.5, alive: true, bot, wait: 0.3 }); // prettier-ignore
  const walkable = (x: number, y: number) =>
    at(field, x, y) === EMPTY && !bombs.some((b) => b.x === x && b.y === y);
  const perCell = (b: Bomber) => 1 / b.speed;
  const where = (b: Bomber) => ({
    x: X0 + (b.x + ((b.to?.x ?? b.x) - b.x) * b.along) * CELL + CELL / 2,
    y: Y0 + (b.y + ((b.to?.y ?? b.y) - b.y) * b.along) * CELL + CELL / 2,
  });

  function drop(i: number) {
    const b = bombers[i];
    const placed = bombs.filter((x) => x.owner === i).length;
    if (placed >= b.bombs || bombs.some((x) => x.x === b.x && x.y === b.y)) return false;
    bombs.push({ x: b.x, y: b.y, t: FUSE, range: b.range, owner: i });
    if (!b.bot) g.sound('shoot');
    return true;
  }
  function explode() {
    const when = fuses(field, bombs);
    const going = bombs.filter((_, i) => when[i] <= 0);
    if (!going.length) return;
    bombs = bombs.filter((_, i) => when[i] > 0);
    g.sound('hit');
    for (const b of going)
      for (const c of blast(field, b)) {
        flames.push({ ...c, t: FLAME });
        if (at(field, c.x, c.y) === CRATE) {
          field.cells[c.y * COLS + c.x] = EMPTY;
          if (!bombers[b.owner]?.bot) g.addScore(10);
          if (Math.random() < 0.3) prizes.push({ ...c, kind: g.pick(PRIZES) });
        } else prizes = prizes.filter((p) => p.x !== c.x || p.y !== c.y); // (fire burns a power-up on the floor)
      }
  }
  function walk(b: Bomber, dt: number) {
    if (!b.to) return;
    b.along += dt * b.speed;
    if (b.along < 1) return;
    [b.x, b.y] = [b.to.x, b.to.y];
    b.to = null;
    b.along = 0;
    const p = prizes.find((q) => q.x === b.x && q.y === b.y);
    if (p) {
      prizes = prizes.filter((q) => q !== p);
      if (p.kind === 'bomb') b.bombs = Math.min(6, b.bombs + 1);
      if (p.kind === 'fire') b.range = Math.min(8, b.range + 1);
      if (p.kind === 'speed') b.speed = Math.min(8, b.speed + 0.8);
      if (!b.bot) g.sound('point');
    }
  }
  const start = (b: Bomber, d: Cell) => {
    if ((d.x || d.y) && walkable(b.x + d.x, b.y + d.y)) b.to = { x: b.x + d.x, y: b.y + d.y };
  };

  return {
    controls: 'Move with the arrows or WASD (or swipe); Space (or a tap) drops a bomb',
    reset() {
      field = arena(COLS, ROWS, Math.random);
      bombers = [bomber(0, 0, false), bomber(COLS - 1, 0, true), bomber(0, ROWS - 1, true), bomber(COLS - 1, ROWS - 1, true)]; // prettier-ignore
      bombs = [];
      flames = [];
      prizes = [];
      held = null;
      over = 0;
    },
    update(dt) {
      const inp = g.input;
      const me = bombers[0];
      // fuses burn; what goes off sets fire, and fire takes whoever stands in it
      for (const b of bombs) b.t -= dt;
      explode();
      flames = flames.filter((f) => (f.t -= dt) > 0);
      bombers.forEach((b, i) => {
        const c = b.to && b.along > 0.5 ? b.to : b;
        if (b.alive && flames.some((f) => f.x === c.x && f.y === c.y)) {
          b.alive = false;
          g.sound(i === 0 ? 'lose' : 'win');
          if (i > 0 && me.alive) g.addScore(100);
        }
      });
      const standing = bombers.filter((b) => b.alive);
      if (!me.alive || standing.length <= 1) {
        if ((over += dt) < 1) return;
        return me.alive ? g.win() : g.lose(g.say('Blown up'));
      }
      // you: a way held (or swiped), and a bomb
      if (inp.swipe) held = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } }[inp.swipe]; // prettier-ignore
      const d = inp.dir();
      const keyed = Math.abs(d.x) > Math.abs(d.y) ? { x: Math.sign(d.x), y: 0 } : { x: 0, y: Math.sign(d.y) };
      if (keyed.x || keyed.y) held = null;
      if (inp.pressed(' ') || inp.pressed('Enter') || inp.released) drop(0);
      if (!me.to) start(me, keyed.x || keyed.y ? keyed : (held ?? { x: 0, y: 0 }));
      walk(me, dt);
      // the computer bombers: a turn at each cell
      bombers.forEach((b, i) => {
        if (!b.bot || !b.alive) return;
        if (!b.to && (b.wait -= dt) <= 0) {
          const others = bombers.filter((o, j) => j !== i && o.alive);
          const turn = botTurn(field, bombs, { ...b, canBomb: bombs.filter((x) => x.owner === i).length < b.bombs }, others, prizes, perCell(b), Math.random, flames); // prettier-ignore
          if (turn.drop) drop(i);
          // (an easy bomber dawdles now and then)
          if (Math.random() < careless) b.wait = 0.4;
          else start(b, turn.step);
          if (!b.to) b.wait = Math.max(b.wait, 0.15);
        }
        walk(b, dt);
      });
    },
    draw() {
      const { ctx } = g;
      const { fg } = g.design.setting;
      ctx.fillStyle = '#166534';
      ctx.fillRect(X0, Y0, COLS * CELL, ROWS * CELL);
      for (let y = 0; y < ROWS; y++)
        for (let x = 0; x < COLS; x++) {
          const c = at(field, x, y);
          const [px, py] = [X0 + x * CELL, Y0 + y * CELL];
          if (c === EMPTY) continue;
          if (c === CRATE) {
            ctx.fillStyle = '#b45309';
            ctx.fillRect(px + 2, py + 2, CELL - 4, CELL - 4);
            ctx.strokeStyle = '#78350f';
            ctx.lineWidth = 2;
            ctx.strokeRect(px + 5, py + 5, CELL - 10, CELL - 10);
            ctx.beginPath();
            ctx.moveTo(px + 5, py + 5);
            ctx.lineTo(px + CELL - 5, py + CELL - 5);
            ctx.stroke();
          } else {
            ctx.fillStyle = '#64748b';
            ctx.fillRect(px, py, CELL, CELL);
            ctx.fillStyle = '#94a3b8';
            ctx.fillRect(px + 3, py + 3, CELL - 8, CELL - 8);
          }
        }
      for (const p of prizes)
        g.text(ICON[p.kind], X0 + p.x * CELL + CELL / 2, Y0 + p.y * CELL + CELL / 2, 22);
      for (const b of bombs) {
        const pulse = 1 + Math.sin(b.t * 12) * 0.08;
        g.sprite('shot', X0 + b.x * CELL + CELL / 2, Y0 + b.y * CELL + CELL / 2, (CELL - 4) * pulse);
      }
      for (const f of flames) {
        ctx.fillStyle = `rgba(251,146,60,${0.5 + f.t})`;
        ctx.fillRect(X0 + f.x * CELL + 2, Y0 + f.y * CELL + 2, CELL - 4, CELL - 4);
        ctx.fillStyle = 'rgba(254,240,138,0.8)';
        ctx.fillRect(X0 + f.x * CELL + 10, Y0 + f.y * CELL + 10, CELL - 20, CELL - 20);
      }
      bombers.forEach((b, i) => {
        if (!b.alive) return;
        const p = where(b);
        g.sprite(i === 0 ? 'player' : 'enemy', p.x, p.y, CELL - 4);
      });
      // what you carry, and who is left
      const me = bombers[0];
      g.text(
        `💣${me.bombs}  🔥${me.range}  👟${Math.round((me.speed - 4.5) / 0.8) + 1}`,
        16,
        66,
        18,
        fg,
        'left',
      );
      const left = bombers.filter((b, i) => i > 0 && b.alive).length;
      g.sprite('enemy', g.W - 60, 66, 24);
      g.text(`× ${left}`, g.W - 44, 66, 18, fg, 'left');
    },
  };
});
