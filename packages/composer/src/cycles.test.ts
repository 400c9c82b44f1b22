import { arena, room, steer, step, turn, type Bike } from '../play/cycles';

const bike = (x: number, y: number, dx: number, dy: number): Bike => ({
  x,
  y,
  dir: { x: dx, y: dy },
  dead: false,
});

test('bikes leave a trail; one that runs into a wall or a trail crashes; head on, both do', () => {
  const a = arena(10, 10);
  const one = bike(1, 5, 1, 0);
  const two = bike(8, 2, -1, 0);
  step(a, [one, two]);
  expect([two.x, two.y]).toEqual([7, 2]);
  expect([one.x, one.y]).toEqual([2, 5]);
  expect(a.cells[5 * 10 + 1]).toBe(1); // (its trail)
  turn(one, { x: -1, y: 0 }); // (never straight back)
  expect(one.dir).toEqual({ x: 1, y: 0 });
  // two turns down towards one's row and runs into one's trail there
  const cross = bike(1, 3, 0, 1);
  step(a, [cross]);
  expect(cross.dead).toBe(false);
  step(a, [cross]);
  expect(cross.dead).toBe(true);
  const wall = bike(9, 0, 1, 0);
  step(a, [wall]);
  expect(wall.dead).toBe(true);
  const b = arena(10, 3);
  const [l, r] = [bike(3, 1, 1, 0), bike(5, 1, -1, 0)];
  step(b, [l, r]);
  expect([l.dead, r.dead]).toEqual([true, true]);
});

test('the computer turns towards the most room, away from a wall ahead', () => {
  const a = arena(20, 20);
  const b = bike(19, 10, 1, 0); // (a wall straight ahead)
  const d = steer(a, b, () => 0.5);
  expect(d.x).toBe(0);
  // room is counted up to what is asked
  expect(room(a, 0, 0, 50)).toBe(50);
  for (let x = 0; x < 20; x++) a.cells[1 * 20 + x] = 2; // a wall of trail across row 1
  expect(room(a, 0, 0, 400)).toBe(20);
  const top = bike(10, 2, 0, -1); // heading into that trail: turns left or right
  expect(steer(a, top, () => 0.5).y).toBe(0);
});

test('the computer keeps clear of the cells the other bike can move into: no head-on crash', () => {
  const a = arena(30, 30);
  const mine = bike(14, 10, 1, 0);
  const theirs = bike(16, 10, -1, 0); // (heading straight at each other, a cell between)
  const d = steer(a, theirs, () => 0.5, 0, [mine]);
  expect(d.x).toBe(0);
});
