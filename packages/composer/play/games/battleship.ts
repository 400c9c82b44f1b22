// Battleship against the computer (play/fleet.ts): first you place your five ships on your sea (tap a
// cell; Turn or R across/down; Random puts down the rest), then you and the computer fire in turns at
// each other's 10×10 sea: water, a hit, or sunk. The computer hunts around its hits (shooting at random
// on easy, searching a checkerboard too on hard). Sink all its ships to win; all yours sunk loses. Roles: player = your ships (their picture on
// each hull when named); the hulls are drawn. Parts: timer, highscores.
import { panel } from '../panel';
import { boot, type Vec } from '../runtime';
import {
  aim,
  allSunk,
  cellsOf,
  emptyBoard,
  fillFleet,
  fire,
  fits,
  FLEET,
  randomFleet,
  SIZE,
  sunk,
  type Board,
  type Shot,
} from '../fleet';

interface Grid {
  x: number;
  y: number;
  cell: number;
}

const BIG: Grid = { x: 70, y: 96, cell: 34 };
const SMALL: Grid = { x: 40, y: 470, cell: 15 };
const TURN = { x: 70, y: 452, w: 160, h: 44 };
const RANDOM = { x: 250, y: 452, w: 160, h: 44 };
const SAID: Record<Shot, string> = { miss: 'Miss', hit: 'Hit!', sunk: 'Sunk!', again: '' };

boot((g) => {
  g.showLives(false);
  // (easy shoots at random, normal hunts around its hits, hard also searches on a checkerboard)
  const skill = ({ easy: 0, normal: 1, hard: 2 } as const)[g.design.params.difficulty];
  const named = g.design.roles.player && g.design.roles.player.name !== 'ship';
  const rand = () => g.rand(0, 1);
  let mine: Board;
  let theirs: Board;
  let phase: 'place' | 'yours' | 'theirs';
  let down: boolean; // the ship being placed runs down, not across
  let cursor: number; // the keyboard's cell
  let said: { text: string; by: 'you' | 'them'; left: number } | null;
  let wait: number; // the computer thinks a moment before its shot

  const cellAt = (grid: Grid, p: Vec) => {
    const [col, row] = [Math.floor((p.x - grid.x) / grid.cell), Math.floor((p.y - grid.y) / grid.cell)];
    return col >= 0 && col < SIZE && row >= 0 && row < SIZE ? row * SIZE + col : -1;
  };
  const placing = () => FLEET[mine.ships.length];

  function place(cell: number) {
    const cells = cellsOf(cell, placing(), down);
    if (!fits(mine, cells)) return g.sound('bad');
    mine.ships.push({ cells, hits: 0 });
    g.sound('tick');
    if (mine.ships.length === FLEET.length) phase = 'yours';
  }
  function placeRest() {
    // (the ships already put down stay, the rest where they fit; no room left for them: a fresh fleet)
    if (!fillFleet(mine, rand)) mine = randomFleet(rand);
    phase = 'yours';
    g.sound('tick');
  }
  function shoot(cell: number) {
    const shot = fire(theirs, cell);
    if (shot === 'again') return g.sound('bad');
    said = { text: SAID[shot], by: 'you', left: 1.2 };
    if (shot === 'miss') g.sound('tick');
    else g.addScore(shot === 'sunk' ? 30 : 10);
    if (shot === 'sunk') g.sound('win');
    if (allSunk(theirs)) return g.win('You sank the whole fleet!');
    phase = 'theirs';
    wait = 0.9;
  }

  /** A sea of 10×10: its cells, the ships shown (yours, or theirs once sunk), water and hits. */
  function sea(board: Board, grid: Grid, showShips: boolean) {
    const { ctx } = g;
    const { accent, fg } = g.design.setting;
    const side = grid.cell * SIZE;
    ctx.fillStyle = '#0c4a6e';
    ctx.fillRect(grid.x, grid.y, side, side);
    ctx.strokeStyle = 'rgba(255,255,255,0.18)';
    ctx.lineWidth = 1;
    for (let i = 0; i <= SIZE; i++) {
      ctx.beginPath();
      ctx.moveTo(grid.x + i * grid.cell, grid.y);
      ctx.lineTo(grid.x + i * grid.cell, grid.y + side);
      ctx.moveTo(grid.x, grid.y + i * grid.cell);
      ctx.lineTo(grid.x + side, grid.y + i * grid.cell);
      ctx.stroke();
    }
    const middle = (c: number) => ({
      x: grid.x + (c % SIZE) * grid.cell + grid.cell / 2,
      y: grid.y + Math.floor(c / SIZE) * grid.cell + grid.cell / 2,
    });
    for (const ship of board.ships) {
      if (!showShips && !sunk(ship)) continue;
      const [a, b] = [middle(ship.cells[0]), middle(ship.cells[ship.cells.length - 1])];
      const r = grid.cell * 0.36;
      ctx.fillStyle = sunk(ship) ? '#7f1d1d' : '#94a3b8';
      ctx.beginPath();
      ctx.roundRect(a.x - r, a.y - r, b.x - a.x + 2 * r, b.y - a.y + 2 * r, r);
      ctx.fill();
      if (named && grid === BIG) g.sprite('player', a.x, a.y, grid.cell * 0.7);
    }
    for (const [c, what] of board.shots) {
      const m = middle(c);
      if (what === 'hit') g.text('💥', m.x, m.y, grid.cell * 0.7);
      else {
        ctx.fillStyle = grid === BIG ? fg : '#e2e8f0';
        ctx.globalAlpha = 0.7;
        ctx.beginPath();
        ctx.arc(m.x, m.y, grid.cell * 0.12, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 1;
      }
    }
    ctx.strokeStyle = accent;
    ctx.lineWidth = 2;
    ctx.strokeRect(grid.x, grid.y, side, side);
  }

  return {
    controls: 'Tap a cell (or arrows and Space) to place your ships, then to fire; R turns a ship',
    reset() {
      [mine, theirs] = [emptyBoard(), randomFleet(rand)];
      [phase, down, cursor, said, wait] = ['place', false, 0, null, 0];
    },
    update(dt) {
      const inp = g.input;
      if (said && (said.left -= dt) <= 0) said = null;
      // the keyboard's cell
      const step = (inp.pressed('ArrowRight') ? 1 : 0) - (inp.pressed('ArrowLeft') ? 1 : 0);
      const rows = (inp.pressed('ArrowDown') ? 1 : 0) - (inp.pressed('ArrowUp') ? 1 : 0);
      cursor = (((cursor + step + rows * SIZE) % (SIZE * SIZE)) + SIZE * SIZE) % (SIZE * SIZE);
      const key = g.time > 0.2 && (inp.pressed(' ') || inp.pressed('Enter'));
      if (phase === 'place') {
        if (inp.pressed('r') || (inp.tapped && g.within(inp.tapAt, TURN))) down = !down;
        else if (inp.tapped && g.within(inp.tapAt, RANDOM)) placeRest();
        else if (inp.tapped && cellAt(BIG, inp.tapAt) >= 0) place(cellAt(BIG, inp.tapAt));
        else if (key) place(cursor);
        return;
      }
      if (phase === 'yours') {
        if (inp.tapped && cellAt(BIG, inp.tapAt) >= 0) shoot(cellAt(BIG, inp.tapAt));
        else if (key) shoot(cursor);
        return;
      }
      if ((wait -= dt) > 0) return;
      const shot = fire(mine, aim(mine, skill, rand));
      said = { text: SAID[shot], by: 'them', left: 1.2 };
      g.sound(shot === 'miss' ? 'tick' : 'hit');
      if (allSunk(mine)) return g.lose('Your fleet is sunk');
      phase = 'yours';
    },
    draw() {
      const { fg, accent } = g.design.setting;
      const p = g.input.pointer;
      const left = (b: Board) => b.ships.filter((s) => !sunk(s)).length;
      if (phase === 'place') {
        g.text(g.say('Your fleet'), BIG.x, 76, 18, fg, 'left');
        sea(mine, BIG, true);
        // where the ship would go: under the pointer, or at the keyboard's cell
        const at = cellAt(BIG, p) >= 0 ? cellAt(BIG, p) : cursor;
        const cells = cellsOf(at, placing(), down);
        const ok = fits(mine, cells);
        g.ctx.fillStyle = ok ? accent + '88' : '#ef444488';
        for (const c of cells ?? [at])
          g.ctx.fillRect(BIG.x + (c % SIZE) * BIG.cell + 2, BIG.y + Math.floor(c / SIZE) * BIG.cell + 2, BIG.cell - 4, BIG.cell - 4); // prettier-ignore
        panel(g, TURN, true);
        g.text(`↻ ${g.say('Turn')}`, TURN.x + TURN.w / 2, TURN.y + TURN.h / 2, 18, fg);
        panel(g, RANDOM, true);
        g.text(`🎲 ${g.say('Random')}`, RANDOM.x + RANDOM.w / 2, RANDOM.y + RANDOM.h / 2, 18, fg);
        g.text(`${g.say('Place your ships')}: ${mine.ships.length + 1}/${FLEET.length} (${placing()})`, g.W / 2, 530, 18, fg); // prettier-ignore
        return;
      }
      g.text(g.say('Enemy waters'), BIG.x, 76, 18, fg, 'left');
      g.text(`🚢 ${left(theirs)}`, BIG.x + BIG.cell * SIZE, 76, 18, accent, 'right');
      sea(theirs, BIG, false);
      if (phase === 'yours' && cellAt(BIG, p) < 0) {
        g.ctx.strokeStyle = accent;
        g.ctx.lineWidth = 3;
        g.ctx.strokeRect(BIG.x + (cursor % SIZE) * BIG.cell, BIG.y + Math.floor(cursor / SIZE) * BIG.cell, BIG.cell, BIG.cell); // prettier-ignore
      }
      sea(mine, SMALL, true);
      g.text(`${g.say('Your fleet')}: ${left(mine)}`, SMALL.x, SMALL.y - 12, 14, fg, 'left');
      const x = 215;
      g.text(
        g.say(phase === 'yours' ? 'Your turn: fire!' : 'The computer aims…'),
        x,
        500,
        18,
        accent,
        'left',
      );
      if (said)
        g.text(`${g.say(said.by === 'you' ? 'You' : 'Computer')}: ${g.say(said.text)}`, x, 540, 22, said.text === 'Miss' ? fg : '#f87171', 'left'); // prettier-ignore
    },
    timeUp: () => g.lose("Time's up"),
  };
});
