// A bubble shooter's honeycomb (play/hexgrid.ts): who touches whom, what pops together, what falls.
import { type Board, floating, group, neighbours, openCells, pushRow, rowLength } from '../play/hexgrid';

// Row 0 unshifted (4 cells), row 1 shifted right by half a cell (3), row 2 unshifted (4).
const board = (rows: number[][]): Board => ({ cols: 4, rows, shifted: false });

test('a cell touches its two neighbours in its row and two in each row above and below', () => {
  const b = board([
    [0, 0, 0, 0],
    [0, 0, 0],
    [0, 0, 0, 0],
  ]);
  const key = (cells: { r: number; c: number }[]) => cells.map(({ r, c }) => `${r},${c}`).sort();
  // a shifted cell sits between c and c+1 of the rows around it
  expect(key(neighbours(b, { r: 1, c: 1 }))).toEqual(['0,1', '0,2', '1,0', '1,2', '2,1', '2,2']);
  // an unshifted one between c-1 and c; at the left edge there is no c-1
  expect(key(neighbours(b, { r: 2, c: 0 }))).toEqual(['1,0', '2,1']);
  expect(key(neighbours(b, { r: 0, c: 3 }))).toEqual(['0,2', '1,2']);
});

test('a group is the cells of one kind joined to it, however they wind', () => {
  const b = board([
    [1, 1, 2, 2],
    [2, 1, 2],
    [2, 2, 1, 2],
  ]);
  expect(group(b, { r: 0, c: 0 })).toHaveLength(4); // 0,0 0,1 1,1 2,2
  expect(group(b, { r: 2, c: 0 })).toHaveLength(3); // 2,0 2,1 1,0
  expect(group(b, { r: 0, c: 2 })).toHaveLength(4); // 0,2 0,3 1,2 2,3
});

test('what no longer hangs from the top row falls', () => {
  const b = board([
    [1, -1, -1, 2],
    [-1, -1, 2],
    [3, 3, -1, 2],
  ]);
  expect(floating(b).map(({ r, c }) => `${r},${c}`)).toEqual(['2,0', '2,1']);
});

test('a bubble can stick in the top row or next to another, nowhere else', () => {
  const b = board([
    [1, -1, -1, -1],
    [-1, -1, -1],
    [-1, -1, -1, -1],
  ]);
  expect(openCells(b).map(({ r, c }) => `${r},${c}`)).toEqual(['0,1', '0,2', '0,3', '1,0']);
});

test('a row pushed in at the top moves the rest down, each row keeping its place', () => {
  const b = board([
    [1, 1, 1, 1],
    [2, 2, 2],
    [-1, -1, -1, -1],
  ]);
  pushRow(b, () => 5);
  expect(b.rows).toEqual([
    [5, 5, 5],
    [1, 1, 1, 1],
    [2, 2, 2],
  ]);
  expect(b.rows.map((_, r) => rowLength(b, r))).toEqual([3, 4, 3]);
  expect(group(b, { r: 1, c: 0 })).toHaveLength(4);
});
