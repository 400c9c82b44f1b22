import { crosses, cut, hang, holds, step, sweetOf } from '../play/rope';

const run = (w: ReturnType<typeof hang>, seconds: number) => {
  for (let t = 0; t < seconds; t += 1 / 60) step(w, 1 / 60);
};

test('a sweet on one rope swings down under its pin and stays within the rope’s length', () => {
  const w = hang({ x: 300, y: 200 }, [{ x: 200, y: 100 }]);
  const length = Math.hypot(100, 100) * 1.05;
  run(w, 4);
  const s = sweetOf(w);
  expect(Math.hypot(s.x - 200, s.y - 100)).toBeLessThan(length * 1.05);
  expect(s.y).toBeGreaterThan(150); // (swung down)
  expect(w.points[1]).toMatchObject({ x: 200, y: 100 }); // (the pin stays)
});

test('a swipe across a rope cuts it, one that misses does not; the sweet cut loose falls', () => {
  const w = hang({ x: 240, y: 300 }, [
    { x: 140, y: 100 },
    { x: 340, y: 100 },
  ]);
  run(w, 1);
  const before = sweetOf(w).y;
  expect(cut(w, { x: 0, y: 500 }, { x: 480, y: 520 })).toEqual([]); // (under everything)
  expect(cut(w, { x: 150, y: 150 }, { x: 230, y: 120 })).toEqual([0]); // (across the left rope)
  expect([holds(w, 0), holds(w, 1)]).toEqual([false, true]);
  run(w, 1);
  expect(sweetOf(w).x).toBeGreaterThan(260); // (it swings over to the right pin)
  cut(w, { x: 300, y: 100 }, { x: 380, y: 160 });
  run(w, 1);
  expect(sweetOf(w).y).toBeGreaterThan(before + 300); // (free: it falls)
});

test('segments cross only when each one’s ends lie on both sides of the other', () => {
  expect(crosses({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(true);
  expect(crosses({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 5 }, { x: 10, y: 5 })).toBe(false);
  expect(crosses({ x: 0, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(false);
});
