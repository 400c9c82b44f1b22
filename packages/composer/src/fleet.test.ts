import { aim, allSunk, cellsOf, emptyBoard, fire, fits, FLEET, randomFleet, SIZE } from '../play/fleet';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

test('a random fleet is the classic five ships, on the board, none touching another', () => {
  for (let n = 1; n <= 20; n++) {
    const board = randomFleet(seeded(n));
    expect(board.ships.map((s) => s.cells.length)).toEqual(FLEET);
    const cells = board.ships.flatMap((s) => s.cells);
    expect(new Set(cells).size).toBe(cells.length);
    expect(cells.every((c) => c >= 0 && c < SIZE * SIZE)).toBe(true);
  }
  expect(cellsOf(8, 3, false)).toBeNull(); // (off the right edge)
  const board = emptyBoard();
  board.ships.push({ cells: cellsOf(0, 3, false)!, hits: 0 });
  expect(fits(board, cellsOf(SIZE + 3, 2, false))).toBe(false); // (touching at a corner)
  expect(fits(board, cellsOf(SIZE * 2, 2, false))).toBe(true);
});

test('a shot finds water, a hit, the ship sunk, or a cell already shot; all sunk ends it', () => {
  const board = emptyBoard();
  board.ships.push({ cells: cellsOf(0, 2, false)!, hits: 0 });
  expect(fire(board, 55)).toBe('miss');
  expect(fire(board, 0)).toBe('hit');
  expect(fire(board, 0)).toBe('again');
  expect(allSunk(board)).toBe(false);
  expect(fire(board, 1)).toBe('sunk');
  expect(allSunk(board)).toBe(true);
});

test('the hunting computer, having hit a ship, shoots beside the hit and along the line until it sinks', () => {
  const board = emptyBoard();
  board.ships.push({ cells: cellsOf(44, 4, false)!, hits: 0 }); // row 4, columns 4-7
  fire(board, 45);
  const next = aim(board, 1, seeded(3));
  expect([35, 55, 44, 46]).toContain(next);
  fire(board, 46);
  for (let n = 1; n < 10; n++) expect([44, 47]).toContain(aim(board, 1, seeded(n))); // (along the row)
  // a smart one sinks a whole fleet in far fewer shots than there are cells
  const fleet = randomFleet(seeded(7));
  const rand = seeded(11);
  let shots = 0;
  while (!allSunk(fleet)) {
    fire(fleet, aim(fleet, 2, rand));
    shots += 1;
  }
  expect(shots).toBeLessThan(75);
});
