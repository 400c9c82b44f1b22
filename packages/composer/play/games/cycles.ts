// Roles: player = your bike (blue), enemy = the computer's or the second player's (orange). Parts:
// twoPlayer (blue on WASD, orange on the arrows), highscores, timer. Light cycles (cycles.ts): the bikes
// never stop and each leaves a wall of light; turn with the arrows or WASD (or a swipe) and make the other
// crash into a wall or a trail. The bikes get faster the longer a round goes. A crash gives the other the
// round; the first to win five (or the number asked) wins.
import { boot } from '../runtime';
import { arena, steer, step, turn, type Arena, type Bike, type Vec2 } from '../cycles';

const CELL = 8;
const COLS = 60;
const ROWS = 68;
const TOP = 84;
const BLUE = '#38bdf8';
const ORANGE = '#fb923c';
const KEYS: Record<string, Vec2> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } }; // prettier-ignore
const ARROWS: [string, Vec2][] = [['ArrowUp', KEYS.up], ['ArrowDown', KEYS.down], ['ArrowLeft', KEYS.left], ['ArrowRight', KEYS.right]]; // prettier-ignore
const WASD: [string, Vec2][] = [
  ['w', KEYS.up],
  ['s', KEYS.down],
  ['a', KEYS.left],
  ['d', KEYS.right],
];

boot((g) => {
  g.showLives(false);
  const two = g.has('twoPlayer');
  const first = g.design.params.goal ?? 5;
  const careless = { easy: 0.12, normal: 0.03, hard: 0 }[g.design.params.difficulty];
  let field: Arena;
  let bikes: Bike[]; // [blue, orange]
  let queued: Vec2[][]; // turns asked and not yet made, each bike's
  let wins: number[];
  let t: number; // seconds into the round
  let moved: number; // cells moved this round
  let phase: 'ready' | 'ride' | 'crash';
  let said: string;

  const name = (i: number) => (i === 0 ? g.say('Blue') : two ? g.say('Orange') : g.say('Computer'));
  function round() {
    field = arena(COLS, ROWS);
    const mid = Math.floor(ROWS / 2);
    bikes = [
      { x: 8, y: mid, dir: KEYS.right, dead: false },
      { x: COLS - 9, y: mid, dir: KEYS.left, dead: false },
    ];
    queued = [[], []];
    t = 0;
    moved = 0;
    phase = 'ready';
  }
  const ask = (i: number, to: Vec2) => {
    if (queued[i].length < 2) queued[i].push(to);
  };
  /** Cells a second: quicker the longer the round has gone. */
  const pace = () => 14 * g.design.params.speed * (1 + t * 0.025);

  return {
    controls: two
      ? 'Blue turns with WASD, orange with the arrows: make the other crash'
      : 'Turn with the arrows or WASD (or swipe): make the other bike crash',
    reset() {
      wins = [0, 0];
      said = '';
      round();
    },
    update(dt) {
      const inp = g.input;
      t += dt;
      // (blue is you alone, on the arrows or WASD or a swipe; with two, blue is WASD and orange the arrows)
      for (const [key, to] of WASD) if (inp.pressed(key)) ask(0, to);
      for (const [key, to] of ARROWS) if (inp.pressed(key)) ask(two ? 1 : 0, to);
      if (inp.swipe) ask(0, KEYS[inp.swipe]);
      if (phase === 'ready') {
        if (t > 1) {
          phase = 'ride';
          t = 0;
        }
        return;
      }
      if (phase === 'crash') {
        if (t < 1.4) return;
        if (wins[0] >= first)
          return two ? g.win(`${name(0)} ${g.say('wins!')}`) : g.win(`${wins[0]}–${wins[1]}`);
        if (wins[1] >= first)
          return two ? g.win(`${name(1)} ${g.say('wins!')}`) : g.lose(`${wins[0]}–${wins[1]}`);
        return round();
      }
      // as many cells as the pace has gone by, each a step of the whole arena
      const due = Math.floor(t * pace()) - moved;
      for (let k = 0; k < Math.min(due, 4); k++) {
        bikes.forEach((b, i) => {
          const to = queued[i].shift();
          if (to) turn(b, to);
        });
        if (!two) turn(bikes[1], steer(field, bikes[1], Math.random, careless, [bikes[0]]));
        step(field, bikes);
        moved += 1;
        if (bikes.some((b) => b.dead)) {
          const [blue, orange] = bikes.map((b) => b.dead);
          if (blue && !orange) wins[1] += 1;
          if (orange && !blue) {
            wins[0] += 1;
            g.got(1); // (blue's rounds, counted against the goal at the top)
          }
          if (!two && orange && !blue) g.addScore(10 + moved);
          said = blue && orange ? g.say('A draw') : `${name(blue ? 1 : 0)} ${g.say('wins the round')}`;
          g.sound(blue && !two ? 'bad' : 'hit');
          phase = 'crash';
          t = 0;
          return;
        }
      }
      moved += Math.max(0, due - 4); // (a long frame does not make up more than four cells)
    },
    draw() {
      const { ctx } = g;
      ctx.fillStyle = '#020617';
      ctx.fillRect(0, TOP, COLS * CELL, ROWS * CELL);
      // the neon grid
      ctx.strokeStyle = 'rgba(56,189,248,0.12)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = 0; x <= COLS; x += 5) {
        ctx.moveTo(x * CELL, TOP);
        ctx.lineTo(x * CELL, TOP + ROWS * CELL);
      }
      for (let y = 0; y <= ROWS; y += 5) {
        ctx.moveTo(0, TOP + y * CELL);
        ctx.lineTo(COLS * CELL, TOP + y * CELL);
      }
      ctx.stroke();
      ctx.strokeStyle = BLUE;
      ctx.lineWidth = 2;
      ctx.strokeRect(1, TOP + 1, COLS * CELL - 2, ROWS * CELL - 2);
      // the trails, then the bikes with their glow
      for (let k = 0; k < field.cells.length; k++) {
        const c = field.cells[k];
        if (!c) continue;
        ctx.fillStyle = c === 1 ? BLUE : ORANGE;
        ctx.fillRect((k % COLS) * CELL + 1, TOP + Math.floor(k / COLS) * CELL + 1, CELL - 2, CELL - 2);
      }
      bikes.forEach((b, i) => {
        const [x, y] = [b.x * CELL + CELL / 2, TOP + b.y * CELL + CELL / 2];
        ctx.save();
        ctx.shadowColor = i === 0 ? BLUE : ORANGE;
        ctx.shadowBlur = 14;
        ctx.fillStyle = b.dead ? '#ffffff' : i === 0 ? BLUE : ORANGE;
        ctx.fillRect(x - CELL / 2, y - CELL / 2, CELL, CELL);
        ctx.restore();
        // (the bike named, turned the way it rides: an emoji faces left, so it is mirrored going right)
        ctx.save();
        ctx.translate(x - b.dir.x * 12, y - b.dir.y * 12);
        if (b.dir.x > 0) ctx.scale(-1, 1);
        g.sprite(i === 0 ? 'player' : 'enemy', 0, 0, 22, b.dir.y * (Math.PI / 2));
        ctx.restore();
        if (b.dead) g.text('💥', x, y, 30);
      });
      g.text(`${name(0)} ${wins[0]}`, 16, 60, 20, BLUE, 'left');
      g.text(`${wins[1]} ${name(1)}`, g.W - 16, 60, 20, ORANGE, 'right');
      g.text(`${g.say('First to')} ${first}`, g.W / 2, 60, 14, '#94a3b8');
      if (phase === 'ready') g.text(g.say('Ready…'), g.W / 2, TOP + (ROWS * CELL) / 2 - 40, 30, '#ffffff');
      if (phase === 'crash') g.text(said, g.W / 2, TOP + (ROWS * CELL) / 2 - 40, 26, '#ffffff');
    },
  };
});
