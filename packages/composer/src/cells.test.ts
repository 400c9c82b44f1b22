import { eats, leaderboard, radius, speed, steer, type Cell } from '../play/cells';

const cell = (name: string, x: number, y: number, mass: number): Cell => ({
  name,
  x,
  y,
  mass,
  colour: '#fff',
});

test('a tenth bigger and over most of it eats; the same size does not; bigger is slower', () => {
  expect(eats(cell('a', 0, 0, 100), cell('b', 10, 0, 50))).toBe(true);
  expect(eats(cell('a', 0, 0, 100), cell('b', 200, 0, 50))).toBe(false);
  expect(eats(cell('a', 0, 0, 100), cell('b', 0, 0, 95))).toBe(false);
  expect(speed(400)).toBeLessThan(speed(20));
  expect(radius(400)).toBeGreaterThan(radius(100));
});

test('a bot runs from a bigger cell near it, goes for a smaller one, else for the nearest dot', () => {
  const bot = cell('bot', 0, 0, 50);
  const away = steer(bot, [bot, cell('big', 60, 0, 200)], []);
  expect(away.x).toBeLessThan(-0.9);
  const chase = steer(bot, [bot, cell('small', 0, 80, 10)], []);
  expect(chase.y).toBeGreaterThan(0.9);
  const dot = steer(
    bot,
    [bot],
    [
      { x: -50, y: 0 },
      { x: 300, y: 0 },
    ],
  );
  expect(dot.x).toBeLessThan(-0.9);
});

test('the leaderboard is by mass', () => {
  expect(leaderboard([cell('a', 0, 0, 5), cell('b', 0, 0, 50), cell('c', 0, 0, 20)]).map((c) => c.name)).toEqual(['b', 'c', 'a']); // prettier-ignore
});
