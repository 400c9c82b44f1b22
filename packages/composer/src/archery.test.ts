import { aimOf, GRAVITY, heightAt, ringAt, speedOf } from '../play/archery';

test('a pull back and down aims forward and up; the farther the pull, the more power, up to full', () => {
  const aim = aimOf({ x: 100, y: 400 }, { x: 20, y: 480 });
  expect(aim.angle).toBeCloseTo(-Math.PI / 4);
  expect(aim.power).toBeCloseTo(Math.hypot(80, 80) / 160);
  expect(aimOf({ x: 100, y: 400 }, { x: -400, y: 400 }).power).toBe(1);
  expect(aimOf({ x: 100, y: 400 }, { x: 100, y: 400 }).power).toBe(0);
});

test('an arrow drops under gravity on its way; a wind against it makes it drop more, with it less', () => {
  const from = { x: 60, y: 400 };
  const flat = heightAt(from, 0, 1, 0, 400)!;
  const t = 340 / speedOf(1);
  expect(flat).toBeCloseTo(400 + (GRAVITY * t * t) / 2);
  const against = heightAt(from, 0, 1, -150, 400)!;
  const behind = heightAt(from, 0, 1, 150, 400)!;
  expect(against).toBeGreaterThan(flat);
  expect(behind).toBeLessThan(flat);
  // (a wind strong enough against a weak shot never lets it reach the target)
  expect(heightAt(from, 0, 0, -2000, 400)).toBeNull();
});

test('the rings score 10 at the middle, 1 at the edge, 0 past it', () => {
  expect(ringAt(0, 60)).toBe(10);
  expect(ringAt(5, 60)).toBe(10);
  expect(ringAt(-7, 60)).toBe(9);
  expect(ringAt(59, 60)).toBe(1);
  expect(ringAt(61, 60)).toBe(0);
});
