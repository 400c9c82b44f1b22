import { board, drop, FLOOR, pegs, SLOT_TOP, slotOf, SLOTS, TOP, W } from '../play/plinko';

test('rows of pegs set off from each other, and nine slots with the middle worth most', () => {
  const all = pegs();
  const first = all.filter((p) => p.y === TOP).map((p) => p.x);
  const second = all.filter((p) => p.y > TOP && p.y === Math.min(...all.filter((q) => q.y > TOP).map((q) => q.y))).map((p) => p.x); // prettier-ignore
  expect(first[0]).not.toBe(second[0]);
  expect(SLOTS[4]).toBe(Math.max(...SLOTS));
  expect([slotOf(1), slotOf(W / 2), slotOf(W - 1)]).toEqual([0, 4, 8]);
});

test('a ball dropped anywhere falls through the pegs into a slot and stays there', () => {
  const segments = board();
  for (const x of [20, 130, 240, 241, 350, 460]) {
    const ball = { x, y: 100, vx: 0, vy: 0, r: 9 };
    for (let t = 0; t < 15; t += 1 / 60) drop(ball, 1 / 60, segments, Math.random);
    expect(ball.y).toBeGreaterThan(SLOT_TOP);
    expect(ball.y).toBeLessThanOrEqual(FLOOR);
    expect(ball.x).toBeGreaterThan(0);
    expect(ball.x).toBeLessThan(W);
    expect(Math.abs(ball.vx) + Math.abs(ball.vy)).toBeLessThan(60); // (come to rest)
  }
});
