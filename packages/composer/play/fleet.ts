// Battleship's rules: fleets on a square board, shots and what they find, and the computer's aim. Pure,
// so it is tested on its own (src/fleet.test.ts); the game (games/battleship.ts) draws and plays it.

/** The classic fleet: a carrier, a battleship, a cruiser, a submarine and a destroyer. */
export const FLEET = [5, 4, 3, 3, 2];
export const SIZE = 10;

export interface Ship {
  cells: number[]; // row * SIZE + col
  hits: number;
}
export interface Board {
  ships: Ship[];
  shots: Map<number, 'miss' | 'hit'>;
}
export type Shot = 'miss' | 'hit' | 'sunk' | 'again';

/** The cells a ship of `length` would take from `at`, across or down; null when it leaves the board. */
export function cellsOf(at: number, length: number, down: boolean): number[] | null {
  const [row, col] = [Math.floor(at / SIZE), at % SIZE];
  if ((down ? row : col) + length > SIZE) return null;
  return Array.from({ length }, (_, i) => (down ? at + i * SIZE : at + i));
}

/** Whether a ship fits there: on the board and touching no other ship, not even at a corner. */
export function fits(board: Board, cells: number[] | null): cells is number[] {
  if (!cells) return false;
  const taken = new Set(board.ships.flatMap((s) => s.cells));
  return cells.every((c) => {
    const [row, col] = [Math.floor(c / SIZE), c % SIZE];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const [r, k] = [row + dr, col + dc];
        if (r >= 0 && r < SIZE && k >= 0 && k < SIZE && taken.has(r * SIZE + k)) return false;
      }
    return true;
  });
}

export const emptyBoard = (): Board => ({ ships: [], shots: new Map() });

/** The rest of the fleet (after the ships already on `board`) put down at random where it fits
 * (`rand` in [0, 1)); false when one finds no room, the board then holding those that did. */
export function fillFleet(board: Board, rand: () => number): boolean {
  for (const length of FLEET.slice(board.ships.length)) {
    let placed = false;
    for (let tries = 0; tries < 200 && !placed; tries++) {
      const cells = cellsOf(Math.floor(rand() * SIZE * SIZE), length, rand() < 0.5);
      if (fits(board, cells)) {
        board.ships.push({ cells, hits: 0 });
        placed = true;
      }
    }
    if (!placed) return false;
  }
  return true;
}

/** A whole fleet put down at random where it fits. */
export function randomFleet(rand: () => number): Board {
  for (;;) {
    const board = emptyBoard();
    if (fillFleet(board, rand)) return board;
  }
}

/** A shot at `cell`: water, a hit, a ship sunk by it, or a cell already shot ("again"). */
export function fire(board: Board, cell: number): Shot {
  if (board.shots.has(cell)) return 'again';
  const ship = board.ships.find((s) => s.cells.includes(cell));
  board.shots.set(cell, ship ? 'hit' : 'miss');
  if (!ship) return 'miss';
  ship.hits += 1;
  return ship.hits === ship.cells.length ? 'sunk' : 'hit';
}

export const sunk = (s: Ship) => s.hits === s.cells.length;
export const allSunk = (board: Board) => board.ships.every(sunk);

/** The neighbours of a cell on the board, up, down, left and right. */
function around(cell: number): number[] {
  const [row, col] = [Math.floor(cell / SIZE), cell % SIZE];
  return [
    row > 0 ? cell - SIZE : -1,
    row < SIZE - 1 ? cell + SIZE : -1,
    col > 0 ? cell - 1 : -1,
    col < SIZE - 1 ? cell + 1 : -1,
  ].filter((c) => c >= 0);
}

/** Where the computer fires next, by its `skill`. 0 shoots at random. 1 hunts: once it has hit a ship
 * not yet sunk it shoots around the hit, along the line of two hits first, until the ship sinks. 2 also
 * searches on one colour of the checkerboard only (every ship covers one). */
export function aim(board: Board, skill: 0 | 1 | 2, rand: () => number): number {
  const open = (c: number) => !board.shots.has(c);
  if (skill > 0) {
    const wounded = board.ships.filter((s) => s.hits > 0 && !sunk(s));
    const hits = wounded.flatMap((s) => s.cells.filter((c) => board.shots.get(c) === 'hit'));
    if (hits.length) {
      // (two hits in a line: keep to that line)
      const inLine =
        hits.length > 1 && hits.every((c) => Math.floor(c / SIZE) === Math.floor(hits[0] / SIZE));
      const inColumn = hits.length > 1 && hits.every((c) => c % SIZE === hits[0] % SIZE);
      const next = hits
        .flatMap(around)
        .filter(open)
        .filter((c) => (inLine ? Math.floor(c / SIZE) === Math.floor(hits[0] / SIZE) : true))
        .filter((c) => (inColumn ? c % SIZE === hits[0] % SIZE : true));
      if (next.length) return next[Math.floor(rand() * next.length)];
    }
  }
  const cells = Array.from({ length: SIZE * SIZE }, (_, i) => i).filter(open);
  const parity = skill === 2 ? cells.filter((c) => (Math.floor(c / SIZE) + (c % SIZE)) % 2 === 0) : [];
  const from = parity.length ? parity : cells;
  return from[Math.floor(rand() * from.length)];
}
