import { drain, hourOf, NIGHT, shift, tick } from '../play/guard';

test('creepers come room by room to a door; an open door lets one in, a shut one sends it back', () => {
  const s = shift(1);
  expect(s.creepers).toHaveLength(1);
  expect(shift(3).creepers).toHaveLength(3);
  const seen = new Set<string>();
  for (let k = 0; k < 2000 && !s.over; k++) {
    tick(s, 0.1, 1, Math.random);
    seen.add(s.creepers[0].at);
  }
  expect(s.over).toBe('caught');
  expect(seen.has('Hall')).toBe(true);
  const shut = shift(1);
  shut.creepers[0].at = 'Left Door';
  shut.creepers[0].wait = 0;
  shut.doors.left = true;
  tick(shut, 0.1, 1, () => 0.5);
  expect(shut.over).toBeNull();
  expect(shut.creepers[0].at).toBe('Stage');
});

test('the doors and the camera drain power; with none left the doors open; six o’clock ends the night', () => {
  const s = shift(1);
  expect(drain(s)).toBeLessThan(drain({ ...s, doors: { left: true, right: true } }));
  s.doors = { left: true, right: true };
  s.creepers = [];
  for (let k = 0; k < 1000; k++) tick(s, 0.1, 1, Math.random);
  expect(s.power).toBe(0);
  expect(s.doors).toEqual({ left: false, right: false });
  const calm = shift(1);
  calm.creepers = [];
  for (let t = 0; t < NIGHT + 1; t += 1) tick(calm, 1, 1, Math.random);
  expect(calm.over).toBe('dawn');
  expect([hourOf(0), hourOf(NIGHT / 2), hourOf(NIGHT)]).toEqual([0, 3, 6]);
});
