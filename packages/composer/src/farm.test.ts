import {
  CROPS,
  feed,
  harvest,
  newFarm,
  nextDay,
  plant,
  ripe,
  seasonOf,
  SEASONS,
  sell,
  stuck,
  water,
} from '../play/farm';

test('a seed is bought as it is planted, only in bare soil and only with the coins for it', () => {
  const f = newFarm(4, 28);
  expect(plant(f, 0, 0)).toBe(true);
  expect(f.coins).toBe(28 - CROPS[0].seed);
  expect(plant(f, 0, 0)).toBe(false); // (taken)
  expect(plant(f, 1, 2)).toBe(false); // (a pumpkin seed is dearer than what is left)
});

test('watered each day a crop ripens in its days; dry, it waits, and three dry days wither it', () => {
  const f = newFarm(2, 50);
  plant(f, 0, 0);
  plant(f, 1, 0);
  for (let d = 0; d < CROPS[0].days; d++) {
    expect(water(f, 0)).toBe(true);
    expect(water(f, 0)).toBe(false); // (once a day)
    nextDay(f);
  }
  expect(ripe(f.plots[0])).toBe(true);
  expect(ripe(f.plots[1])).toBe(false);
  expect(f.plots[1]).toMatchObject({ crop: 0, grown: 0, dry: 2 }); // (two dry days: waiting)
  expect(nextDay(f)).toBe(1); // (the third withers it)
  expect(f.plots[1].crop).toBe(-1);
  expect(ripe(f.plots[0])).toBe(true); // (a ripe crop waits to be picked)
  expect(f.day).toBe(2 + CROPS[0].days);
});

test('ripe crops harvested fill the basket, the market pays for all of it; bare and broke is stuck', () => {
  const f = newFarm(1, 5);
  plant(f, 0, 0);
  for (let d = 0; d < CROPS[0].days; d++) {
    water(f, 0);
    nextDay(f);
  }
  expect(f.coins).toBe(0);
  expect(stuck(f)).toBe(false);
  expect(harvest(f, 0)).toBe(true);
  expect(harvest(f, 0)).toBe(false);
  expect(f.basket[0]).toBe(1);
  expect(sell(f)).toBe(CROPS[0].sells);
  expect(f.coins).toBe(CROPS[0].sells);
  const broke = newFarm(1, 0);
  expect(stuck(broke)).toBe(true);
});

test('an animal fed today gives its product in the morning, one not fed nothing; both sell', () => {
  const f = newFarm(1, 20, ['chicken', 'cow']);
  expect(feed(f, 0)).toBe(true);
  expect(feed(f, 0)).toBe(false); // (fed already today)
  expect(f.coins).toBe(18);
  nextDay(f);
  expect(f.goods).toEqual({ egg: 1 });
  expect(sell(f)).toBe(8);
  expect(f.coins).toBe(26);
});

test('with the seasons, nothing grows in winter', () => {
  const f = newFarm(1, 20, [], true);
  f.day = 22; // (the first day of winter)
  expect(SEASONS[seasonOf(f)].name).toBe('Winter');
  plant(f, 0, 0);
  water(f, 0);
  nextDay(f);
  expect(f.plots[0]).toMatchObject({ crop: 0, grown: 0 });
  f.day = 29; // (spring again)
  water(f, 0);
  nextDay(f);
  expect(f.plots[0].grown).toBe(1);
});
