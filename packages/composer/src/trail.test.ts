import { alive, buy, cross, day, GOODS, hunt, LANDMARKS, newTrip, nextLandmark, TOTAL, type Trip } from '../play/trail'; // prettier-ignore

function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}
const NAMES = ['Mary', 'John', 'Sarah', 'Samuel', 'Emma'];

/** A trip outfitted as the store's clerk advises: three yokes, plenty of food, clothes, bullets, parts. */
function outfitted(): Trip {
  let t: Trip | null = newTrip(NAMES);
  for (const [good, n] of [['oxen', 3], ['food', 15], ['clothing', 10], ['bullets', 10], ['parts', 3]] as const) t = buy(t!, good, n); // prettier-ignore
  return t!;
}

/** The whole way: careful, hunting and eating less when food runs low, resting the sick, taking the
 * ferry; or not. */
function travel(t: Trip, rand: () => number, careful: boolean): Trip {
  for (let k = 0; k < 400 && t.miles < TOTAL && alive(t).length; k++) {
    if (careful && t.food < 150 && t.bullets >= 10) t = hunt(t, rand)!.trip;
    if (careful) t = { ...t, rations: t.food < 300 ? 'meager' : 'filling' };
    const sick = t.party.some((p) => p.health > 0 && p.health < 40);
    const { trip, happened } = day(t, rand, careful && sick);
    t = trip;
    const river = happened.find((h) => h.kind === 'landmark' && h.landmark.kind === 'river');
    if (river && river.kind === 'landmark')
      t = cross(t, river.landmark, careful ? 'ferry' : 'ford', rand)!.trip;
  }
  return t;
}

describe('the Oregon Trail', () => {
  test('the store: $800 to spend, a unit at a time, never beyond the money or below nothing', () => {
    const t = newTrip(NAMES);
    expect(t.money).toBe(800);
    const yoke = buy(t, 'oxen', 1)!;
    expect(yoke).toMatchObject({ oxen: 2, money: 800 - GOODS.oxen.price });
    expect(buy(t, 'oxen', 21)).toBeNull();
    expect(buy(t, 'food', -1)).toBeNull();
    expect(buy(yoke, 'oxen', -1)).toMatchObject({ oxen: 0, money: 800 });
    expect(buy(t, 'food', 1, 1.5)!.money).toBe(800 - 30); // (dearer at a fort)
  });

  test('the landmarks lead in order from Independence to Oregon City, rivers among them', () => {
    expect(LANDMARKS.map((l) => l.mile)).toEqual([...LANDMARKS.map((l) => l.mile)].sort((a, b) => a - b));
    expect(LANDMARKS.at(-1)).toMatchObject({ name: 'Oregon City', mile: TOTAL });
    expect(LANDMARKS.filter((l) => l.kind === 'river').length).toBeGreaterThanOrEqual(3);
    expect(nextLandmark(0).name).toBe('Kansas River crossing');
    // a day's travel stops at a landmark it reaches
    const t = { ...outfitted(), miles: 95 };
    const { trip, happened } = day(t, () => 0.5);
    expect(trip.miles).toBe(102);
    expect(happened).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'landmark' })]));
  });

  test('a day: food eaten by the rations; a harder pace goes further and wears the party down', () => {
    const t = outfitted();
    const calm = () => 0.5;
    expect(day(t, calm).trip.food).toBe(t.food - 15);
    expect(day({ ...t, rations: 'bare bones' }, calm).trip.food).toBe(t.food - 5);
    const fast = day({ ...t, pace: 'grueling' }, calm).trip;
    expect(fast.miles).toBeGreaterThan(day(t, calm).trip.miles);
    let worn: Trip = { ...t, pace: 'grueling', rations: 'bare bones' };
    for (let k = 0; k < 20; k++) worn = day(worn, calm).trip;
    expect(worn.party[0].health).toBeLessThan(60);
    let starving: Trip = { ...t, food: 0 };
    for (let k = 0; k < 14; k++) starving = day(starving, calm).trip;
    expect(alive(starving).length).toBe(0);
  });

  test('rivers: the ferry is safe and costs $5 and a day; fording deep water is a gamble', () => {
    const t = outfitted();
    const snake = LANDMARKS.find((l) => l.name === 'Snake River crossing')!;
    const ferry = cross(t, snake, 'ferry', () => 0)!;
    expect(ferry.lost).toBeNull();
    expect(ferry.trip).toMatchObject({ money: t.money - 5, day: t.day + 1 });
    expect(cross({ ...t, money: 2 }, snake, 'ferry', () => 0)).toBeNull();
    const fords = Array.from({ length: 40 }, (_, k) => cross(t, snake, 'ford', seeded(k + 1))!.lost);
    expect(fords.filter(Boolean).length).toBeGreaterThan(20);
    const shallow = LANDMARKS.find((l) => l.name === 'Big Blue River crossing')!;
    expect(Array.from({ length: 20 }, (_, k) => cross(t, shallow, 'ford', seeded(k + 1))!.lost).filter(Boolean)).toEqual([]); // prettier-ignore
  });

  test('careful families mostly reach Oregon City; reckless ones mostly do not', () => {
    const careful = Array.from({ length: 30 }, (_, k) => travel(outfitted(), seeded(k + 1), true));
    const made = careful.filter((t) => t.miles >= TOTAL && alive(t).length > 0);
    expect(made.length).toBeGreaterThanOrEqual(24);
    const reckless = Array.from({ length: 30 }, (_, k) => travel({ ...outfitted(), pace: 'grueling', rations: 'bare bones' }, seeded(k + 1), false)); // prettier-ignore
    expect(reckless.filter((t) => t.miles >= TOTAL && alive(t).length === 5).length).toBeLessThan(
      made.length / 3,
    );
  });
});
