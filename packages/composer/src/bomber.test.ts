import {
  arena,
  at,
  blast,
  botTurn,
  CRATE,
  danger,
  EMPTY,
  FUSE,
  fuses,
  SOLID,
  type Arena,
} from '../play/bomber';

const empty = (cols: number, rows: number): Arena => ({ cols, rows, cells: new Uint8Array(cols * rows) });

test('pillars on every other cell, the corners clear for the four bombers', () => {
  const a = arena(13, 11, () => 0); // (a crate wherever one may be)
  expect(at(a, 1, 1)).toBe(SOLID);
  for (const [x, y] of [[0, 0], [1, 0], [0, 1], [12, 0], [11, 0], [12, 10], [0, 10], [0, 9]]) expect(at(a, x, y)).toBe(EMPTY); // prettier-ignore
  expect(at(a, 4, 4)).toBe(CRATE);
});

test('a blast crosses out to its range, stops at a pillar and takes only the first crate', () => {
  const a = empty(9, 9);
  a.cells[4 * 9 + 6] = CRATE; // (6,4) then (7,4) a crate behind it
  a.cells[4 * 9 + 7] = CRATE;
  a.cells[3 * 9 + 4] = SOLID; // above
  const cells = blast(a, { x: 4, y: 4, range: 3 }).map((c) => `${c.x},${c.y}`);
  expect(cells).toEqual(
    expect.arrayContaining(['4,4', '5,4', '6,4', '3,4', '2,4', '1,4', '4,5', '4,6', '4,7']),
  );
  expect(cells).not.toContain('7,4');
  expect(cells).not.toContain('4,3');
  expect(cells).not.toContain('0,4'); // (range 3)
});

test('a bomb in another’s fire goes off with it', () => {
  const a = empty(9, 9);
  const bombs = [{ x: 2, y: 2, t: 0.5, range: 2 }, { x: 4, y: 2, t: 3, range: 2 }, { x: 8, y: 8, t: 2, range: 1 }]; // prettier-ignore
  expect(fuses(a, bombs)).toEqual([0.5, 0.5, 2]);
  const d = danger(a, bombs);
  expect(d[2 * 9 + 6]).toBe(0.5); // (the second bomb's fire, set off by the first)
  expect(d[0]).toBe(Infinity);
});

test('a computer bomber walks out of a bomb’s way, and drops one only where it can get clear', () => {
  const a = empty(7, 7);
  const me = { x: 3, y: 3, range: 2, canBomb: true };
  const bombs = [{ x: 3, y: 3, t: FUSE, range: 2 }];
  const out = botTurn(a, bombs, me, [], [], 0.25, () => 0.5);
  expect(Math.abs(out.step.x) + Math.abs(out.step.y)).toBe(1); // (it moves)
  expect(out.drop).toBe(false);
  // in a dead end with a crate in reach: no bomb, for there would be no way out
  const tunnel = empty(5, 1);
  tunnel.cells[4] = CRATE;
  tunnel.cells[0] = SOLID;
  const stuck = botTurn(tunnel, [], { x: 2, y: 0, range: 3, canBomb: true }, [], [], 0.25, () => 0.1);
  expect(stuck.drop).toBe(false);
  // with room to run, it bombs the crate and steps away
  const room = empty(7, 7);
  room.cells[3 * 7 + 5] = CRATE;
  const bombs2 = botTurn(room, [], { x: 4, y: 3, range: 2, canBomb: true }, [], [], 0.25, () => 0.1);
  expect(bombs2.drop).toBe(true);
  expect(Math.abs(bombs2.step.x) + Math.abs(bombs2.step.y)).toBe(1);
});
