import { contact, distance, isOut, pitchTime } from '../play/derby';

test('a swing right on time is a home run, a little off a fly, a foul or a grounder, far off a miss', () => {
  expect(contact(0.01)).toBe('homer');
  expect(contact(-0.03)).toBe('homer');
  expect(contact(0.07)).toBe('fly');
  expect(contact(0.11)).toBe('foul'); // (early: pulled foul)
  expect(contact(-0.11)).toBe('grounder'); // (late: topped)
  expect(contact(0.4)).toBe('miss');
  expect([isOut('homer'), isOut('fly'), isOut('miss')]).toEqual([false, true, true]);
});

test('the closer to perfect, the farther a home run flies; every one clears 360 ft', () => {
  const mid = () => 0.5;
  expect(distance(0, 'homer', mid)).toBeGreaterThan(distance(0.04, 'homer', mid));
  expect(distance(0.045, 'homer', () => 1)).toBeGreaterThanOrEqual(360);
  expect(distance(0, 'homer', () => 0)).toBeLessThanOrEqual(480);
  expect(distance(0.07, 'fly', mid)).toBeLessThan(360);
});

test('pitches vary in speed and come quicker as the outs add up', () => {
  expect(pitchTime(() => 0, 0)).toBeGreaterThan(pitchTime(() => 1, 0));
  expect(pitchTime(() => 0.5, 9)).toBeLessThan(pitchTime(() => 0.5, 0));
});
