import { grab, heap, TOY, under } from '../play/claw';

let seed = 12;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

test('toys are heaped on the floor in rows that stack up, clear of the chute', () => {
  const toys = heap(18, 4, rand, 20, 460, 500, 110);
  expect(toys.length).toBeGreaterThan(12);
  for (const t of toys) {
    expect(t.x).toBeGreaterThan(110);
    expect(t.y).toBeLessThan(500);
    expect(t.kind).toBeLessThan(4);
  }
  expect(Math.min(...toys.map((t) => t.y))).toBeLessThan(500 - TOY * 2); // (a second row on the first)
});

test('the claw comes down on the topmost toy under it, or on nothing', () => {
  const toys = [
    { x: 200, y: 480, kind: 0 },
    { x: 205, y: 450, kind: 1 },
    { x: 300, y: 480, kind: 2 },
  ];
  expect(under(toys, 200)).toBe(1);
  expect(under(toys, 300)).toBe(2);
  expect(under(toys, 100)).toBe(-1);
});

test('square on a toy the claw mostly holds it; off to one side it mostly misses or lets it slip', () => {
  const tally = (dx: number) => {
    const out = { hold: 0, slip: 0, miss: 0 };
    for (let i = 0; i < 2000; i++) out[grab({ x: 200, y: 480, kind: 0 }, 200 + dx, 1, rand).result]++;
    return out;
  };
  const square = tally(0);
  const off = tally(22);
  expect(square.hold).toBeGreaterThan(1400);
  expect(square.miss + square.slip).toBeGreaterThan(0); // (never a sure thing)
  expect(off.hold).toBeLessThan(square.hold / 2);
  const slipped = grab({ x: 0, y: 0, kind: 0 }, 20, 0.2, () => 0.1);
  if (slipped.result === 'slip') expect(slipped.at).toBeGreaterThan(0);
});
