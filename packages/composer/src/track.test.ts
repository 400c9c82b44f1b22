// A racing circuit (play/track.ts): an evenly cut loop, where a car is on it, laps, and places.
import {
  LAYOUTS,
  advance,
  angleDiff,
  ghostAt,
  lapClock,
  lapTick,
  lapTime,
  makeTrack,
  nearest,
  pointAt,
  standings,
} from '../play/track';

test('every circuit is a closed loop cut evenly, with room between its parts for the track', () => {
  for (const corners of LAYOUTS) {
    const t = makeTrack(corners);
    const n = t.mid.length;
    expect(n).toBeGreaterThan(300);
    const gaps = t.mid.map((a, i) => Math.hypot(pointAt(t, i + 1).x - a.x, pointAt(t, i + 1).y - a.y));
    for (const gap of gaps.slice(0, -1)) expect(gap).toBeCloseTo(t.step, 0);
    expect(gaps[n - 1]).toBeLessThan(t.step * 1.5); // (the last joins the first)
    // parts of the loop far apart along it are never closer than a track and its verges
    let closest = Infinity;
    for (let i = 0; i < n; i += 2)
      for (let j = i + 40; j < n - 40 + i && j < n; j += 2)
        closest = Math.min(closest, Math.hypot(t.mid[i].x - t.mid[j].x, t.mid[i].y - t.mid[j].y));
    expect(closest).toBeGreaterThan(t.width + 20);
    // inside the world, with a margin
    for (const p of t.mid) {
      expect(p.x).toBeGreaterThan(60);
      expect(p.x).toBeLessThan(t.w - 60);
      expect(p.y).toBeGreaterThan(60);
      expect(p.y).toBeLessThan(t.h - 60);
    }
    // a hairpin bends more than a straight
    expect(Math.max(...t.bend)).toBeGreaterThan(0.2);
    expect(Math.min(...t.bend)).toBeLessThan(0.05);
  }
});

test('a car driven round counts a lap at the line; back over the line takes it away again', () => {
  const t = makeTrack(LAYOUTS[0]);
  const n = t.mid.length;
  let p = { along: -5, at: n - 5 }; // on the grid, behind the line
  for (let i = n - 4; i <= 3 * n + 3; i++) p = advance(t, p, pointAt(t, i));
  expect(Math.floor(p.along / n)).toBe(2); // two laps and a bit
  expect(p.at).toBe(3);
  for (let i = 2; i >= -3; i--) p = advance(t, p, pointAt(t, i));
  expect(Math.floor(p.along / n)).toBe(1); // back over the line: the second lap again
  expect(p.at).toBe(n - 3);
});

test('the nearest point is found near where a car was, off the track too', () => {
  const t = makeTrack(LAYOUTS[1]);
  const q = pointAt(t, 100);
  const off = { x: q.x + 30, y: q.y - 20 };
  const i = nearest(t, off, 95);
  expect(Math.abs(i - 100)).toBeLessThan(6);
  expect(angleDiff(Math.PI * 1.9, -Math.PI * 1.9)).toBeCloseTo(-0.2 * Math.PI);
});

test('places: the finished by their times, then the rest by how far round they are', () => {
  expect(
    standings([
      { along: 500, done: 0 },
      { along: 900, done: 0 },
      { along: 700, done: 0 },
    ]),
  ).toEqual([3, 1, 2]);
  expect(standings([{ along: 1200, done: 0 }, { along: 2000, done: 61 }, { along: 2000, done: 58 }])).toEqual([3, 2, 1]); // prettier-ignore
});

test('laps timed against the clock: the first line from the grid starts lap one; the best lap is a ghost to race', () => {
  const l = lapClock();
  const at = (x: number) => ({ x, y: 0, h: 0 });
  expect(lapTick(l, -1, 0.5, at(0))).toBeNull(); // on the grid
  expect(l.path).toEqual([]);
  expect(lapTick(l, 0, 1, at(10))).toBeNull(); // over the line: lap one starts
  for (let t = 1.05; t < 31; t += 0.05) lapTick(l, 0, t, at(t * 10));
  expect(ghostAt(l, 5)).toBeNull(); // no lap done yet
  expect(lapTick(l, 1, 31, at(0))).toBe('lap'); // 30 s
  expect(l.best).toBeCloseTo(30);
  // the second lap: the ghost is where the first lap was as far in
  const ghost = ghostAt(l, 31 + 2)!;
  expect(ghost.x).toBeCloseTo((1 + 2) * 10, -1);
  for (let t = 31.05; t < 56; t += 0.05) lapTick(l, 1, t, at(t));
  expect(lapTick(l, 2, 56, at(0))).toBe('best'); // 25 s: quicker
  expect([l.times.map(Math.round), Math.round(l.best!)]).toEqual([[30, 25], 25]);
  for (let t = 56.05; t < 90; t += 0.05) lapTick(l, 2, t, at(t));
  expect(lapTick(l, 3, 90, at(0))).toBe('lap'); // 34 s: slower, the best stays
  expect(Math.round(l.best!)).toBe(25);
  expect(lapTime(62.34)).toBe('1:02.3');
});
