import { cameBack, care, decay, fresh, sickNow, wants } from '../play/pet';

test('the bars fall as time goes by; asleep, energy comes back and the rest fall slower', () => {
  const awake = decay(fresh(), 10, false);
  expect(awake.food).toBeLessThan(80);
  expect(awake.energy).toBeLessThan(80);
  const asleep = decay(fresh(), 10, true);
  expect(asleep.energy).toBeGreaterThan(80);
  expect(asleep.food).toBeGreaterThan(awake.food);
  expect(decay(fresh(), 1_000, false)).toEqual({ food: 0, fun: 0, clean: 0, energy: 0 });
});

test('each care fills its bar: food, fun (playing tires it), a bath; medicine lifts them all', () => {
  const low = { food: 10, fun: 10, clean: 10, energy: 50 };
  expect(care(low, 'feed').food).toBe(40);
  expect(care(low, 'play')).toMatchObject({ fun: 35, energy: 42 });
  expect(care(low, 'wash').clean).toBe(100);
  expect(care({ food: 95, fun: 0, clean: 0, energy: 0 }, 'feed').food).toBe(100);
  expect(care({ food: 0, fun: 0, clean: 0, energy: 0 }, 'medicine')).toEqual({ food: 20, fun: 20, clean: 20, energy: 20 }); // prettier-ignore
});

test('sick when every bar is empty; a low bar is what it wants', () => {
  expect(sickNow({ food: 0, fun: 0, clean: 0, energy: 0 })).toBe(true);
  expect(sickNow({ food: 0, fun: 0, clean: 1, energy: 0 })).toBe(false);
  expect(wants({ food: 20, fun: 50, clean: 10, energy: 90 })).toBe('clean');
  expect(wants(fresh())).toBeNull();
});

test('left alone, it is still there: time away passes slowly', () => {
  const day = cameBack(fresh(), 24 * 60 * 60, false);
  expect(day.food).toBe(0); // (a whole day: hungry)
  const hour = cameBack(fresh(), 60 * 60, false);
  expect(hour.food).toBeGreaterThan(0);
});
