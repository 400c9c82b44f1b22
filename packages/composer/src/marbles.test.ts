import { course, lineUp, race, standings } from '../play/marbles';

let seed = 21;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

test('ten marbles all get down the course, none stuck, in an order that changes as they go', () => {
  for (let k = 0; k < 3; k++) {
    const c = course(12, rand);
    const marbles = lineUp(
      [...Array(10).keys()].map((i) => `M${i}`),
      ['#f00'],
    );
    const leaders = new Set<string>();
    let t = 0;
    for (; t < 120 && marbles.some((m) => m.done === null); t += 1 / 60) {
      race(marbles, c, t, 1 / 60);
      leaders.add(standings(marbles)[0].name);
    }
    expect(marbles.every((m) => m.done !== null)).toBe(true);
    expect(leaders.size).toBeGreaterThan(1);
    const order = standings(marbles);
    expect(order.map((m) => m.done)).toEqual([...order.map((m) => m.done)].sort((a, b) => a! - b!));
  }
});

test('thirty marbles line up at the gate without touching', () => {
  const marbles = lineUp([...Array(30).keys()].map(String), ['#f00']);
  for (const a of marbles)
    for (const b of marbles) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(16);
});
