import { BALL, CELL, goalOf, holesOf, level, pathOf, roll, startOf } from '../play/tilt';

let seed = 21;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const LEVELS = [1, 2, 3, 1, 2, 3].map((k) => level(k, rand));

test('every level is 11 × 11, with one start and one goal, and a way between them that misses the holes', () => {
  for (const map of LEVELS) {
    expect(map).toHaveLength(11);
    for (const row of map) expect(row).toHaveLength(11);
    const path = pathOf(map);
    expect(path.length).toBeGreaterThan(10);
    expect(path[0]).toEqual({ x: startOf(map).x, y: startOf(map).y });
    expect(path[path.length - 1]).toEqual(goalOf(map));
    expect(holesOf(map).length).toBeGreaterThanOrEqual(5);
  }
  expect(holesOf(LEVELS[2]).length).toBeGreaterThan(holesOf(LEVELS[0]).length);
});

test('the ball rolls the way the board leans, gathering speed, and stops against a wall', () => {
  const room = (top: string) => ['###########', top, ...Array<string>(8).fill('#.........#'), '#####G#####'];
  const walled = room('#S...#....#');
  let ball = startOf(walled);
  // tilted right: it rolls right along the top until the wall at column 5
  for (let k = 0; k < 120; k++) ball = roll(ball, walled, 1, 0, 1 / 60).ball;
  expect(ball.x).toBeCloseTo(5 * CELL - BALL, 0);
  expect(ball.y).toBeCloseTo(startOf(walled).y, 0);
  // level: it slows down by itself
  const open = room('#S........#');
  let moving = { ...startOf(open), vx: 200 };
  for (let k = 0; k < 60; k++) moving = roll(moving, open, 0, 0, 1 / 60).ball;
  expect(moving.vx).toBeLessThan(200);
  expect(moving.vx).toBeGreaterThan(100);
});

test('over a hole it drops in; at the goal the level is done', () => {
  const map = LEVELS[0];
  const hole = holesOf(map)[0];
  expect(roll({ ...hole, vx: 0, vy: 0 }, map, 0, 0, 1 / 60).event).toBe('hole');
  expect(roll({ ...goalOf(map), vx: 0, vy: 0 }, map, 0, 0, 1 / 60).event).toBe('goal');
  expect(roll(startOf(map), map, 0, 0, 1 / 60).event).toBeNull();
});
