import { distanceAt, hillY, inrunAt, jump, K, landingOf, pointsOf, TELEMARK, timingOf, WINDOW, xAtDistance } from '../play/skijump'; // prettier-ignore

describe('ski jumping', () => {
  test('the hill: below the table, steepening then flattening, its distance measured down its surface', () => {
    expect(hillY(0)).toBeLessThan(0);
    for (let x = 0; x < 200; x += 5) expect(hillY(x + 5)).toBeLessThanOrEqual(hillY(x));
    const k = xAtDistance(K);
    expect(distanceAt(k)).toBeGreaterThanOrEqual(K);
    expect(distanceAt(k)).toBeLessThan(K + 1);
    expect(k).toBeLessThan(K); // (down the slope is longer than across)
    expect(Math.hypot(inrunAt(0).x, inrunAt(0).y)).toBe(0);
    expect(inrunAt(60).y).toBeGreaterThan(30);
  });

  test('a jump at the edge, balanced, flies past the K-point; early, wobbly or in a tailwind, it falls short', () => {
    const best = jump(1, 1, 0);
    expect(best).toBeGreaterThan(K);
    expect(best).toBeLessThan(150);
    expect(jump(timingOf(WINDOW / 2), 1, 0)).toBeLessThan(best);
    expect(jump(0, 1, 0)).toBeLessThan(jump(timingOf(WINDOW / 2), 1, 0));
    expect(jump(1, 0.5, 0)).toBeLessThan(best - 20);
    expect(jump(1, 1, 2)).toBeGreaterThan(best);
    expect(jump(1, 1, -2)).toBeLessThan(best);
    expect(timingOf(-1)).toBe(0);
    expect(timingOf(0)).toBe(1);
  });

  test('Space just before touching down is a telemark, long before both feet, never (or fallen) a fall', () => {
    expect(landingOf(false, 3.5, 3.5 + TELEMARK / 2)).toBe('telemark');
    expect(landingOf(false, 1, 3.5)).toBe('both');
    expect(landingOf(false, null, 3.5)).toBe('fall');
    expect(landingOf(true, 3.4, 3.5)).toBe('fall');
  });

  test('points: 60 at the K-point and 1.8 a metre either side; a telemark judged above a fall; a headwind made good', () => {
    const k = pointsOf(K, 'telemark', 1, 0);
    expect(k.far).toBe(60);
    expect(pointsOf(K + 10, 'telemark', 1, 0).far).toBe(78);
    expect(k.style).toBeGreaterThan(pointsOf(K, 'both', 1, 0).style);
    expect(pointsOf(K, 'both', 1, 0).style).toBeGreaterThan(pointsOf(K, 'fall', 1, 0).style);
    expect(pointsOf(K, 'telemark', 0.4, 0).style).toBeLessThan(k.style);
    expect(pointsOf(K, 'telemark', 1, 1.5).wind).toBeLessThan(0);
    expect(pointsOf(K, 'telemark', 1, -1).wind).toBeGreaterThan(0);
    expect(k.total).toBe(k.far + k.style + k.wind);
  });
});
