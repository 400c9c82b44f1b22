import { apart, BODY, cpu, fighter, IDLE, reaches, roundOver, stepBody, takes } from '../play/fighter';

const step = (f: ReturnType<typeof fighter>, want = IDLE, times = 1) => {
  for (let i = 0; i < times; i++) stepBody(f, want, 1 / 60, 40, 440);
};

test('a punch thrown in reach lands once, takes HP off and fills the bar of who threw it; blocked, a fifth', () => {
  const a = fighter(200, 1);
  const b = fighter(260, -1);
  step(a, { ...IDLE, blow: 'punch' });
  step(a, IDLE, 6);
  expect(reaches(a, b)).toBe(true);
  expect(takes(b, 6, a)).toBe(6);
  a.landed = true;
  expect(reaches(a, b)).toBe(false); // (one hit a blow)
  expect(b.hp).toBe(94);
  expect(a.bar).toBeGreaterThan(0);
  const c = fighter(260, -1);
  step(c, { ...IDLE, block: true });
  expect(c.blocking).toBe(true);
  expect(takes(c, 10, a)).toBe(2);
  // out of reach, or behind, no hit
  const far = fighter(400, -1);
  const d = fighter(200, 1);
  step(d, { ...IDLE, blow: 'kick' });
  step(d, IDLE, 8);
  expect(reaches(d, far)).toBe(false);
});

test('a jump goes up and comes down; bodies push rather than pass through, unless one jumps over', () => {
  const a = fighter(200, 1);
  step(a, { ...IDLE, jump: true });
  step(a, IDLE, 10);
  expect(a.y).toBeGreaterThan(40);
  step(a, IDLE, 120);
  expect(a.y).toBe(0);
  const b = fighter(210, -1);
  apart(a, b, 40, 440);
  expect(b.x - a.x).toBeGreaterThanOrEqual(BODY - 0.001);
  // against the wall the other is pushed all the way
  const w = fighter(40, 1);
  const v = fighter(50, -1);
  apart(w, v, 40, 440);
  expect([w.x, v.x]).toEqual([40, 40 + BODY]);
});

test('a round ends on a K.O. or, when time is up, to more HP; the computer closes in and strikes in reach', () => {
  const a = fighter(100, 1);
  const b = fighter(300, -1);
  expect(roundOver(a, b, 10)).toBeNull();
  b.hp = 0;
  expect(roundOver(a, b, 10)).toBe('a');
  b.hp = 40;
  a.hp = 30;
  expect(roundOver(a, b, 0)).toBe('b');
  a.hp = 40;
  expect(roundOver(a, b, 0)).toBe('draw');
  expect(cpu(b, a, () => 0.5, 0.5).move).toBe(-1);
  const near = fighter(160, -1);
  const blows = Array.from({ length: 200 }, (_, i) => cpu(near, fighter(100, 1), () => (i % 20) / 20, 1).blow).filter(Boolean); // prettier-ignore
  expect(blows.length).toBeGreaterThan(0);
});
