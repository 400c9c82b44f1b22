import { land, lean, unstable, type Box } from '../play/topple';

const base = (): Box[] => [{ x: 240, w: 160, h: 30 }];
const box = (x: number): Box => ({ x, w: 60, h: 60 });

test('a box dropped over the tower stays; one past its edge tips off; one beside it misses', () => {
  const tower = base();
  expect(land(tower, box(250))).toEqual({ kind: 'stays', fell: [] });
  expect(tower).toHaveLength(2);
  expect(land(tower, box(250 + 40))).toEqual({ kind: 'tip', side: 1 }); // (its middle past the edge)
  expect(land(tower, box(250 - 95))).toEqual({ kind: 'miss' });
  expect(tower).toHaveLength(2); // (neither was put on)
});

test('boxes stepped out one by one hold until their weight is past an edge below; then all above it fall', () => {
  const tower = base();
  for (const x of [255, 270, 285, 300]) expect(land(tower, box(x))).toEqual({ kind: 'stays', fell: [] });
  // each box's load leans right of the one under it, but within its half width: still standing
  expect(unstable(tower)).toBe(0);
  // one more step out: the four above the first box have their middle past its edge
  const last = land(tower, box(315));
  expect(last.kind === 'stays' && last.fell.map((b) => b.x)).toEqual([270, 285, 300, 315]);
  expect(tower.map((b) => b.x)).toEqual([240, 255]); // (the platform and the first box stand)
});

test('a tower leans the way its weight is', () => {
  const tower = base();
  expect(lean(tower)).toBe(0);
  land(tower, box(240));
  expect(lean(tower)).toBe(0);
  land(tower, box(270));
  expect(lean(tower)).toBeGreaterThan(0);
  const left = base();
  land(left, box(200));
  expect(lean(left)).toBeLessThan(0);
});
