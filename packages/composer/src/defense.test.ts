import {
  baseFor,
  BLAST_SIZE,
  BLAST_TIME,
  blastRadius,
  caught,
  headOf,
  split,
  type Missile,
} from '../play/defense';

const missile = (at: number): Missile => ({ from: { x: 100, y: 0 }, to: { x: 300, y: 400 }, at, speed: 0.1, splits: true }); // prettier-ignore

test('a blast grows to its widest, holds, and is gone', () => {
  expect(blastRadius(0)).toBe(0);
  expect(blastRadius(BLAST_TIME * 0.5)).toBe(BLAST_SIZE);
  expect(blastRadius(BLAST_TIME * 0.2)).toBeLessThan(BLAST_SIZE);
  expect(blastRadius(BLAST_TIME)).toBe(0);
});

test('a missile comes down its line, and a blast over its head stops it', () => {
  expect(headOf(missile(0.5))).toEqual({ x: 200, y: 200 });
  expect(caught(missile(0.5), [{ x: 210, y: 190, age: BLAST_TIME / 2 }])).toBe(true);
  expect(caught(missile(0.5), [{ x: 260, y: 190, age: BLAST_TIME / 2 }])).toBe(false);
});

test('a missile that splits makes three from where it is, one still at its own target', () => {
  const three = split(
    missile(0.5),
    [
      { x: 300, y: 400 },
      { x: 60, y: 400 },
      { x: 420, y: 400 },
    ],
    () => 0,
  );
  expect(three).toHaveLength(3);
  expect(three.every((m) => m.from.x === 200 && m.from.y === 200 && !m.splits)).toBe(true);
  expect(three[0].to).toEqual({ x: 300, y: 400 });
  expect(three[1].to).toEqual({ x: 60, y: 400 });
});

test('a shot is answered by the nearest base with ammo left', () => {
  const bases = [
    { x: 40, ammo: 10 },
    { x: 240, ammo: 0 },
    { x: 440, ammo: 3 },
  ];
  expect(baseFor({ x: 230, y: 100 }, bases)).toBe(0);
  expect(baseFor({ x: 300, y: 100 }, bases)).toBe(2);
  expect(
    baseFor(
      { x: 300, y: 100 },
      bases.map((b) => ({ ...b, ammo: 0 })),
    ),
  ).toBe(-1);
});
