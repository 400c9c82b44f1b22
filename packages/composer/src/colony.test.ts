import { makeColony, placeFood, stepColony, trailAt } from '../play/colony';
import { seeded } from '../play/platforms'; // (the same run every time)
const run = (seconds: number, withFood = true) => {
  const c = makeColony(480, 560, { x: 240, y: 420 }, 30);
  if (withFood) placeFood(c, 240, 200, 200);
  const rand = seeded(5);
  let home = 0;
  for (let t = 0; t < seconds * 30; t++) home += stepColony(c, 1 / 30, rand);
  return { c, home };
};

test('ants find food near them and carry it home, crumb by crumb; without food nothing comes home', () => {
  const { c, home } = run(90);
  expect(home).toBeGreaterThan(10);
  // (every crumb taken is home or on its way)
  const left = c.piles[0]?.left ?? 0;
  expect(home + c.ants.filter((a) => a.carrying).length).toBe(200 - left);
  expect(run(30, false).home).toBe(0);
});

test('the way between food and nest is marked, more than the field around it, and fades when left', () => {
  const { c } = run(90);
  const along = [260, 300, 340, 380].map((y) => trailAt(c, 240, y));
  const aside = [260, 300, 340, 380].map((y) => trailAt(c, 60, y));
  expect(along.reduce((s, v) => s + v, 0)).toBeGreaterThan(aside.reduce((s, v) => s + v, 0) * 3);
  // the food gone and nobody walking: it fades
  c.piles = [];
  c.ants = [];
  const before = trailAt(c, 240, 300);
  for (let t = 0; t < 300; t++) stepColony(c, 1 / 30, Math.random);
  expect(trailAt(c, 240, 300)).toBeLessThan(before / 2);
});

test('a pile runs out and is gone; food placed is a new pile', () => {
  const c = makeColony(480, 560, { x: 240, y: 420 }, 20);
  placeFood(c, 250, 400, 3);
  for (let t = 0; t < 20 * 30 && c.piles.length; t++) stepColony(c, 1 / 30, seeded(9));
  expect(c.piles).toEqual([]);
  placeFood(c, 100, 100, 30);
  expect(c.piles).toEqual([{ x: 100, y: 100, left: 30 }]);
});
