// Roles: player = your boxes' mark; enemy = the other side's (the computer's, or with twoPlayer the second
// person's); without them each side is a plain colour with its number. Parts: twoPlayer (two people take
// turns on one screen), timer, highscores. Dots and boxes on an n × n grid of dots (params.across, 5 when
// not said): a line a turn between two dots next to each other; the line that closes a box takes it and
// gives another turn; when every box is taken, the most boxes wins. The computer (boxes.ts) takes what it
// can and keeps off a box's third side (easy: now and then; hard: gives the fewest away at the end).
import { boot, type Vec } from '../runtime';
import { boxesOf, computerLine, drawLine, endsOf, finished, lineCount, newGrid, type Grid } from '../boxes';

const SIDE_COLOURS = ['', '#38bdf8', '#f472b6'];
const TOP = 150;

boot((g) => {
  g.showLives(false);
  const two = g.has('twoPlayer');
  const { roles, params } = g.design;
  const n = g.clamp(params.across ?? 5, 3, 8);
  const gap = Math.min(90, 380 / (n - 1));
  const left = (g.W - gap * (n - 1)) / 2;
  const skill = ({ easy: 0, normal: 1, hard: 2 } as const)[params.difficulty];
  let grid: Grid;
  let turn: 1 | 2;
  let think: number;
  let cursor: [number, number]; // on the lattice of dots and lines: (row, column), row + column odd
  let last: { line: number; who: 1 | 2 } | null;
  const who = new Map<number, 1 | 2>(); // who drew each line, for its colour

  const dot = (r: number, c: number): Vec => ({ x: left + c * gap, y: TOP + r * gap });
  const name = (side: 1 | 2) =>
    two ? g.say(`Player ${side}`) : side === 1 ? g.say('You') : g.say('Computer');
  const mark = (side: 1 | 2) => (side === 1 ? roles.player : (roles.enemy ?? roles.hazard));
  /** The lattice spot of a line, and back. */
  const lineAt = ([r, c]: [number, number]) =>
    r % 2 === 0 ? (r / 2) * (n - 1) + (c - 1) / 2 : n * (n - 1) + ((r - 1) / 2) * n + c / 2;
  function nearestLine(p: Vec): number {
    let best = -1;
    let bestD = gap * 0.42;
    for (let l = 0; l < lineCount(n); l++) {
      const [[r0, c0], [r1, c1]] = endsOf(n, l);
      const a = dot(r0, c0);
      const b = dot(r1, c1);
      const d = Math.hypot(p.x - (a.x + b.x) / 2, p.y - (a.y + b.y) / 2);
      if (d < bestD) [best, bestD] = [l, d];
    }
    return best;
  }
  function play(line: number) {
    const closed = drawLine(grid, line, turn);
    if (closed < 0) return;
    who.set(line, turn);
    last = { line, who: turn };
    if (closed > 0) {
      g.sound(turn === 1 || two ? 'point' : 'bad');
      if (turn === 1) g.addScore(10 * closed);
    } else {
      g.sound('tick');
      turn = turn === 1 ? 2 : 1;
    }
    think = 0.55;
    if (!finished(grid)) return;
    const [mine, theirs] = [boxesOf(grid, 1), boxesOf(grid, 2)];
    if (mine === theirs) return g.lose('A draw');
    if (two) return g.win(mine > theirs ? 'Player 1 wins' : 'Player 2 wins');
    if (mine > theirs) g.win();
    else g.lose(`${g.say('Computer')}: ${theirs} – ${mine}`);
  }

  return {
    controls: two
      ? 'Take turns: tap between two dots to draw a line (or arrows and Space)'
      : 'Tap between two dots to draw a line (or arrows and Space); close a box to go again',
    reset() {
      grid = newGrid(n);
      who.clear();
      turn = 1;
      think = 0.55;
      cursor = [0, 1];
      last = null;
    },
    update(dt) {
      if (turn === 2 && !two) {
        if ((think -= dt) <= 0) play(computerLine(grid, skill, Math.random));
        return;
      }
      const inp = g.input;
      if (inp.tapped) {
        const l = nearestLine(inp.pointer);
        if (l >= 0) play(l);
      }
      const max = 2 * n - 2;
      let [r, c] = cursor;
      if (inp.pressed('ArrowRight') && c + 2 <= max) c += 2;
      if (inp.pressed('ArrowLeft') && c - 2 >= 0) c -= 2;
      for (const dr of [inp.pressed('ArrowDown') ? 1 : 0, inp.pressed('ArrowUp') ? -1 : 0]) {
        if (!dr || r + dr < 0 || r + dr > max) continue;
        r += dr;
        // (onto a line of that row: a down line's left end, an across line right of a down line)
        c = r % 2 === 1 ? c - 1 : c + 1 <= max ? c + 1 : c - 1;
      }
      cursor = [r, c];
      if (inp.pressed(' ') || inp.pressed('Enter')) play(lineAt(cursor));
    },
    draw() {
      const { ctx } = g;
      const { fg, accent } = g.design.setting;
      // the boxes taken, in their side's colour, with its mark
      grid.owner.forEach((o, b) => {
        if (!o) return;
        const p = dot(Math.floor(b / (n - 1)), b % (n - 1));
        ctx.fillStyle = SIDE_COLOURS[o] + '55';
        ctx.fillRect(p.x, p.y, gap, gap);
        const m = mark(o as 1 | 2);
        if (m) g.sprite(m, p.x + gap / 2, p.y + gap / 2, gap * 0.55);
        else g.text(String(o), p.x + gap / 2, p.y + gap / 2, gap * 0.4, SIDE_COLOURS[o]);
      });
      ctx.lineCap = 'round';
      for (let l = 0; l < lineCount(n); l++) {
        const [[r0, c0], [r1, c1]] = endsOf(n, l);
        const a = dot(r0, c0);
        const b = dot(r1, c1);
        const drawn = grid.drawn.has(l);
        const here = (two || turn === 1) && lineAt(cursor) === l;
        if (!drawn && !here) continue;
        ctx.strokeStyle = drawn ? SIDE_COLOURS[who.get(l) ?? 1] : accent + '99';
        ctx.lineWidth = drawn ? (last?.line === l ? 8 : 6) : 4;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
      ctx.fillStyle = fg;
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++) {
          const p = dot(r, c);
          ctx.beginPath();
          ctx.arc(p.x, p.y, 6, 0, Math.PI * 2);
          ctx.fill();
        }
      // the tally, and whose turn it is
      for (const side of [1, 2] as const) {
        const m = mark(side);
        const edge = side === 1 ? 24 : g.W - 24; // (each side's tally at its own edge, its mark outside)
        const inward = side === 1 ? 1 : -1;
        if (m) g.sprite(m, edge + inward * 14, 80, 28);
        const at = m ? edge + inward * 36 : edge;
        g.text(`${name(side)}: ${boxesOf(grid, side)}`, at, 80, 20, SIDE_COLOURS[side], side === 1 ? 'left' : 'right'); // prettier-ignore
      }
      const status = two ? `${name(turn)} · ${g.say('your turn')}` : turn === 1 ? g.say('Your turn') : '…';
      g.text(status, g.W / 2, TOP + gap * (n - 1) + 50, 20, turn === 1 || two ? accent : fg);
    },
    light: () => {
      const [r, c] = cursor;
      return { x: left + (c / 2) * gap, y: TOP + (r / 2) * gap };
    },
  };
});
