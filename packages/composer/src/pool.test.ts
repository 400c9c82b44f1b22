import { choose, guide, judge, play, POCKETS, R, rack, step, type Ball } from '../play/pool';

let seed = 4;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const ball = (n: number, x: number, y: number): Ball => ({ n, x, y, vx: 0, vy: 0, potted: false });

test('the rack: fifteen in a triangle, the 8 in the middle, none overlapping, the cue ball apart', () => {
  const balls = rack(rand);
  expect(balls.map((b) => b.n).sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
  const eight = balls.find((b) => b.n === 8)!;
  const rackMiddle = balls.filter((b) => b.n).reduce((a, b) => a + b.y, 0) / 15;
  expect(Math.abs(eight.y - rackMiddle)).toBeLessThan(R * 2);
  for (const a of balls) for (const b of balls) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(R * 2); // prettier-ignore
});

test('a straight hit passes the cue ball’s speed on; a ball rolled at a pocket drops', () => {
  const balls = [ball(0, 240, 400), ball(3, 240, 300)];
  play(balls, -Math.PI / 2, 0.2);
  expect(balls[1].y).toBeLessThan(250);
  expect(Math.abs(balls[0].y - 300 - R * 2)).toBeLessThan(40); // (the cue ball stops about where it hit)
  const [px, py] = POCKETS[0];
  const rolling = [ball(0, 400, 500), ball(5, px + 60, py + 60)];
  rolling[1].vx = -300;
  rolling[1].vy = -300;
  for (let t = 0; t < 2; t += 1 / 120) step(rolling, 1 / 120);
  expect(rolling[1].potted).toBe(true);
});

test('the rules: a first pot decides the groups and the shooter goes on; a scratch is a foul; the 8 early loses, last wins', () => {
  const table = rack(rand);
  const open = { player: 0 as const, groups: [null, null] as [null, null] };
  const potSolid = judge(open, { first: 3, potted: [3] }, table);
  expect(potSolid).toMatchObject({
    next: { player: 0, groups: ['solids', 'stripes'] },
    foul: false,
    winner: null,
  });
  const scratch = judge(potSolid.next, { first: 2, potted: [0] }, table);
  expect(scratch).toMatchObject({ next: { player: 1 }, foul: true, ballInHand: true });
  const miss = judge(potSolid.next, { first: 12, potted: [] }, table);
  expect(miss).toMatchObject({ next: { player: 1 }, foul: true });
  expect(judge(potSolid.next, { first: 8, potted: [8] }, table).winner).toBe(1);
  const cleared = table.map((b) => ({ ...b, potted: b.n >= 1 && b.n <= 7 }));
  expect(judge(potSolid.next, { first: 8, potted: [8] }, cleared).winner).toBe(0);
});

test('the guide: the first ball in the line, the way it goes, the cue ball glancing off square to it', () => {
  const balls = [ball(0, 240, 400), ball(9, 240 + 8, 300), ball(4, 240, 200)];
  const aim = guide(balls, -Math.PI / 2);
  expect(aim.hit?.n).toBe(9);
  expect(aim.to.y).toBeGreaterThan(300);
  expect(Math.abs(Math.cos(aim.ball! - aim.cue!))).toBeLessThan(1e-9);
  expect(guide([ball(0, 240, 400)], 0).hit).toBeNull();
});

test('the computer pots a ball of its group when one sits by a pocket', () => {
  const [px, py] = POCKETS[1];
  const balls = [ball(0, 240, 330), ball(2, px - 40, py + 40), ball(8, 100, 500), ball(12, 100, 400)];
  const turn = { player: 1 as const, groups: ['stripes', 'solids'] as ['stripes', 'solids'] };
  const shot = choose(balls, turn, rand);
  const after = play(
    balls.map((b) => ({ ...b })),
    shot.angle,
    shot.power,
  );
  expect(after.potted).toContain(2);
  expect(after.potted).not.toContain(8);
});
