import { arrival, closeCalls, fly, landing, type Craft } from '../play/flight';

const plane = (x: number, y: number, heading: number, kind: Craft['kind'] = 0): Craft => ({ x, y, heading, speed: 60, kind, path: [] }); // prettier-ignore

test('a craft flies straight on, follows a path drawn for it, and turns back in at the edge', () => {
  const c = plane(100, 100, 0);
  fly(c, 1, 480, 640);
  expect(c.x).toBeCloseTo(160, 0);
  expect(c.y).toBeCloseTo(100, 0);
  c.path = [{ x: 160, y: 300 }];
  let closest = Infinity;
  for (let k = 0; k < 60; k++) {
    fly(c, 0.1, 480, 640);
    closest = Math.min(closest, Math.hypot(c.x - 160, c.y - 300));
  }
  expect(closest).toBeLessThan(10); // (it went through the point)
  expect(c.path).toEqual([]);
  const edge = plane(475, 300, 0);
  for (let k = 0; k < 40; k++) fly(edge, 0.1, 480, 640);
  expect(edge.x).toBeLessThan(475);
});

test('it lands only on a strip of its kind; two too close are warned about, touching they crash', () => {
  const strips = [
    { kind: 0 as const, at: { x: 200, y: 200 } },
    { kind: 1 as const, at: { x: 300, y: 200 } },
  ];
  const guided = (c: Craft) => ({ ...c, guided: true });
  expect(landing(guided(plane(205, 200, 0, 0)), strips)?.kind).toBe(0);
  expect(landing(plane(205, 200, 0, 0), strips)).toBeNull(); // (passing over, no path drawn to it)
  expect(landing(guided(plane(300, 200, 0, 0)), strips)).toBeNull(); // (a red plane on the blue runway)
  const calls = closeCalls([plane(0, 0, 0), plane(50, 0, 0), plane(300, 300, 0), plane(310, 300, 0)]);
  expect(calls.near).toEqual([0, 1]);
  expect(calls.touching).toEqual([[2, 3]]);
  const a = arrival(480, 640, 0, 40, Math.random);
  expect(a.x < 0 || a.x > 480 || a.y < 0 || a.y > 640).toBe(true);
});
