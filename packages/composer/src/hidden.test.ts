import { found, missed, RANDOM_TAPS, scatter } from '../play/hidden';

function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}
const AREA = { x: 10, y: 60, w: 460, h: 410 };

describe('a hidden-object scene', () => {
  test('every thing to find lies in the room, apart from the others to find, with nothing over its middle', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const scene = scatter(seeded(seed), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], Array.from({ length: 35 }, (_, i) => 10 + i), AREA); // prettier-ignore
      expect(scene).toHaveLength(45);
      const wanted = scene.filter((s) => s.find);
      expect(wanted.map((w) => w.thing).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const s of scene) {
        expect(s.x - s.size / 2).toBeGreaterThanOrEqual(AREA.x);
        expect(s.y + s.size / 2).toBeLessThanOrEqual(AREA.y + AREA.h);
      }
      for (const w of wanted) {
        // (a tap on its middle finds it, and only it)
        expect(found(scene, w, new Set())?.thing).toBe(w.thing);
        const over = scene.slice(scene.indexOf(w) + 1).filter((o) => !o.find);
        const covering = over.filter((o) => Math.hypot(o.x - w.x, o.y - w.y) < 4);
        expect(covering).toEqual([]);
      }
    }
  });

  test('a tap away from every thing to find, or on one found already, finds nothing', () => {
    const scene = scatter(seeded(3), [0, 1], [5, 6, 7], AREA);
    const [a] = scene.filter((s) => s.find);
    expect(found(scene, { x: a.x + a.size, y: a.y + a.size }, new Set())).toBeNull();
    expect(found(scene, a, new Set([a.thing]))).toBeNull();
  });

  test('three wrong taps within three seconds cost ten seconds; slow ones do not', () => {
    let taps: number[] = [];
    for (const t of [1, 5, 9, 13]) {
      const r = missed(taps, t);
      expect(r.costs).toBe(false);
      taps = r.taps;
    }
    expect(missed([10, 11], 12)).toEqual({ taps: [], costs: true });
    expect(RANDOM_TAPS.cost).toBe(10);
  });
});
