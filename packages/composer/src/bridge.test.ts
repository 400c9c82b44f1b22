import {
  advance,
  build,
  cost,
  finite,
  jointsOf,
  lay,
  LEVELS,
  MATERIALS,
  open,
  priceOf,
  problem,
  snap,
  stars,
  stressOf,
  trial,
  type Level,
  type Material,
  type Member,
  type Sim,
} from '../play/bridge';

/** Chains of members, as a person lays them: "road 5,0 7,0 9,0; wood 5,0 6,1 7,0". */
function bridge(text: string): Member[] {
  let out: Member[] = [];
  for (const part of text.split(';').map((p) => p.trim())) {
    const [material, ...points] = part.split(/\s+/);
    const xy = points.map((p) => p.split(',').map(Number));
    for (let i = 1; i < xy.length; i++)
      out = lay(
        out,
        { x: xy[i - 1][0], y: xy[i - 1][1] },
        { x: xy[i][0], y: xy[i][1] },
        material as Material,
      );
  }
  return out;
}

const [ONE, TWO, THREE, FOUR] = LEVELS;
const FLAT = bridge('road 5,0 7,0 9,0 11,0');
const WARREN = bridge('road 5,0 7,0 9,0 11,0; wood 5,0 6,1 7,0 8,1 9,0 10,1 11,0; wood 6,1 8,1 10,1');

/** The highest stress any member reached while the bridge ran. */
function peak(level: Level, members: Member[]): { result: string | null; peak: number; low: number } {
  const sim = build(level, members);
  let most = 0;
  let low = 0;
  while (!sim.result && sim.time < 20) {
    advance(sim);
    for (const b of sim.beams) if (!b.broken) most = Math.max(most, stressOf(b));
    for (let i = 0; i < sim.joints; i++) low = Math.min(low, sim.nodes[i].y);
  }
  return { result: sim.result, peak: most, low };
}

test('members cost their length times their material’s price a metre; steel is dearer and stronger than wood', () => {
  expect(priceOf({ a: { x: 5, y: 0 }, b: { x: 7, y: 0 }, material: 'road' })).toBe(200);
  expect(priceOf({ a: { x: 5, y: 0 }, b: { x: 6, y: 1 }, material: 'wood' })).toBe(
    Math.round(Math.SQRT2 * 60),
  );
  expect(cost(FLAT)).toBe(600);
  expect(cost(WARREN)).toBe(600 + 6 * Math.round(Math.SQRT2 * 60) + 2 * 120);
  const strength = (m: Material) => MATERIALS[m].stiffness * MATERIALS[m].limit;
  expect(MATERIALS.steel.cost).toBeGreaterThan(MATERIALS.wood.cost);
  expect(strength('steel')).toBeGreaterThan(2 * strength('wood'));
  // what is left of the budget decides the stars: 40% or more three, 20% two, less one
  expect(stars(1000, 600)).toBe(3);
  expect(stars(1000, 601)).toBe(2);
  expect(stars(1000, 800)).toBe(2);
  expect(stars(1000, 801)).toBe(1);
  expect(stars(ONE.budget, cost(FLAT))).toBe(3);
  expect(stars(ONE.budget, cost(WARREN))).toBe(2);
});

test('joints snap to the grid, in the air or on an anchor; members reach three squares and not through the ground', () => {
  expect(snap({ x: 6.4, y: -0.6 })).toEqual({ x: 6, y: -1 });
  expect(snap({ x: 7.51, y: 2.49 })).toEqual({ x: 8, y: 2 });
  expect(open(ONE, { x: 8, y: 0 })).toBe(true); // over the gap
  expect(open(ONE, { x: 3, y: 1 })).toBe(true); // over the bank
  expect(open(ONE, { x: 3, y: -1 })).toBe(false); // in the bank
  expect(open(ONE, { x: 3, y: 0 })).toBe(false); // on the bank's top
  expect(open(ONE, { x: 5, y: -1 })).toBe(false); // on its face
  expect(open(ONE, { x: 5, y: -2 })).toBe(true); // an anchor
  expect(open(ONE, { x: 8, y: 7 })).toBe(false); // off the grid
  const at = (x: number, y: number) => ({ x, y });
  expect(problem(ONE, at(5, 0), at(8, 0))).toBeNull();
  expect(problem(ONE, at(5, 0), at(7, 2))).toBeNull(); // 2.83 m
  expect(problem(ONE, at(5, 0), at(9, 0))).toBe('too long');
  expect(problem(ONE, at(5, 0), at(8, 1))).toBe('too long'); // 3.16 m
  expect(problem(ONE, at(5, 0), at(5, 0))).toBe('same');
  expect(problem(ONE, at(5, 0), at(4, 0))).toBe('off grid');
  const pier = LEVELS.find((l) => l.pier)!;
  expect(problem(pier, at(6, -3), at(9, -3))).toBe('ground'); // through the pier
  // one member between two joints: laying it again in another material replaces it
  const twice = lay(lay([], at(5, 0), at(7, 0), 'road'), at(7, 0), at(5, 0), 'wood');
  expect(twice).toEqual([{ a: at(7, 0), b: at(5, 0), material: 'wood' }]);
  expect(jointsOf(ONE, twice).slice(0, ONE.anchors.length)).toEqual(ONE.anchors);
  expect(jointsOf(ONE, twice)).toHaveLength(ONE.anchors.length + 1);
});

test('a flat road holds the car across the first gap, sagging under it, but snaps under the heavy truck', () => {
  const car = peak(ONE, FLAT);
  expect(car.result).toBe('crossed');
  expect(car.peak).toBeGreaterThan(0.4); // (well strained: orange, not green)
  expect(car.low).toBeLessThan(-0.15); // it sags
  const truck = trial(TWO, FLAT);
  expect(TWO.vehicle).toBe('truck');
  expect(truck.result).toBe('fell');
  expect(truck.broke).toBeGreaterThan(0);
  // a wider gap: a flat road does not hold even the car
  expect(trial(THREE, bridge('road 3,0 5,0 7,0 9,0 11,0 13,0')).result).toBe('fell');
});

test('a truss of triangles takes the car across with little strain, and holds the truck', () => {
  const car = peak(ONE, WARREN);
  expect(car.result).toBe('crossed');
  expect(car.peak).toBeLessThan(0.5);
  const truck = trial(TWO, WARREN);
  expect(truck.result).toBe('crossed');
  expect(truck.broke).toBe(0);
});

test('only road carries the vehicle: beams alone across the gap and it falls through', () => {
  const beams = trial(ONE, bridge('wood 5,0 7,0 9,0 11,0'));
  expect(beams.result).toBe('fell');
  expect(beams.broke).toBe(0);
  expect(trial(ONE, []).result).toBe('fell');
});

test('steel holds where wood breaks', () => {
  const shallow = (m: Material) =>
    bridge(`road 3,0 5,0 7,0 9,0 11,0 13,0; ${m} 3,0 4,1 5,0 6,1 7,0 8,1 9,0 10,1 11,0 12,1 13,0; ${m} 4,1 6,1 8,1 10,1 12,1`); // prettier-ignore
  const wood = trial(FOUR, shallow('wood'));
  expect(wood.result).toBe('fell');
  expect(wood.sim.beams.some((b) => b.broken && b.material === 'wood')).toBe(true);
  const steel = trial(FOUR, shallow('steel'));
  expect(steel.result).toBe('crossed');
  expect(steel.broke).toBe(0);
});

test('every level can be crossed within its budget by a bridge of road and wood', () => {
  const ways = [
    'road 5,0 7,0 9,0 11,0; wood 5,0 6,1 7,0 8,1 9,0 10,1 11,0; wood 6,1 8,1 10,1',
    'road 5,0 7,0 9,0 11,0; wood 5,0 6,1 7,0 8,1 9,0 10,1 11,0; wood 6,1 8,1 10,1',
    'road 3,0 5,0 7,0 9,0 11,0 13,0; wood 3,-2 5,-1 7,-1 9,-1 11,-1 13,-2; wood 5,-1 5,0; wood 7,-1 7,0; wood 9,-1 9,0; wood 11,-1 11,0; wood 3,0 5,-1 7,0 9,-1 11,0 13,-2', // prettier-ignore
    'road 3,0 5,0 7,0 9,0 11,0 13,0; wood 3,0 4,2 5,0 6,2 7,0 8,2 9,0 10,2 11,0 12,2 13,0; wood 4,2 6,2 8,2 10,2 12,2',
    'road 3,0 5,0 7,0 9,0 11,0 13,0; wood 3,-2 5,-1 7,-1 9,-1 11,-1 13,-2; wood 5,-1 5,0; wood 7,-1 7,0; wood 9,-1 9,0; wood 11,-1 11,0; wood 3,0 5,-1 7,0 9,-1 11,0 13,-2', // prettier-ignore
    'road 2,0 4,0 6,0 8,0 9,0 11,0 13,0; wood 2,-2 4,-1 6,-1 7,-2; wood 8,-2 10,-1 12,-1 13,-2; wood 4,-1 4,0; wood 6,-1 6,0; wood 10,-1 10,0; wood 12,-1 12,0; wood 7,-2 8,0; wood 8,-2 8,0; wood 2,0 4,-1 6,0 7,-2; wood 8,-2 9,0; wood 9,0 10,-1; wood 10,-1 11,0 12,-1 13,0', // prettier-ignore
    'road 2,1 4,1 6,1 8,1 10,1 12,0 14,0; wood 2,1 3,3 4,1 5,3 6,1 7,3 8,1 9,3 10,1 11,2 12,0 13,2 14,0; wood 3,3 5,3 7,3 9,3 11,2 13,2', // prettier-ignore
    'road 1,0 3,0 5,0 6,0 7,0 9,0 11,0 13,0; wood 1,-2 3,-1 5,-1 6,-1; wood 7,-1 9,-1 11,-1 13,-2; wood 3,-1 3,0; wood 5,-1 5,0; wood 6,-1 6,0; wood 7,-1 7,0; wood 9,-1 9,0; wood 11,-1 11,0; wood 1,0 3,-1 5,0 6,-1; wood 7,-1 9,0 11,-1 13,0', // prettier-ignore
    'road 2,0 4,0 6,0 7,0 8,0 10,0 12,0 14,0; wood 2,-2 4,-1 6,-1 7,-2; wood 8,-2 10,-1 12,-1 14,-2; wood 4,-1 4,0; wood 6,-1 6,0; wood 7,-2 7,0; wood 8,-2 8,0; wood 10,-1 10,0; wood 12,-1 12,0; wood 2,0 4,-1 6,0 7,-2; wood 8,-2 10,0 12,-1 14,0; wood 6,-1 7,0; wood 8,0 10,-1', // prettier-ignore
  ];
  expect(ways).toHaveLength(LEVELS.length);
  // the vehicles vary: the truck on level 2, a train on level 5; the gaps widen; piers come later
  expect(LEVELS.map((l) => l.vehicle)).toEqual(['car', 'truck', 'car', 'truck', 'train', 'truck', 'car', 'truck', 'train']); // prettier-ignore
  const gaps = LEVELS.map((l) => l.right - l.left);
  expect(gaps[gaps.length - 1]).toBeGreaterThan(gaps[0]);
  expect(LEVELS.slice(0, 5).some((l) => l.pier)).toBe(false);
  LEVELS.forEach((level, i) => {
    const members = bridge(ways[i]);
    for (const m of members) expect(problem(level, m.a, m.b)).toBeNull();
    expect(cost(members)).toBeLessThanOrEqual(level.budget);
    const run = trial(level, members);
    expect([i + 1, run.result, run.broke]).toEqual([i + 1, 'crossed', 0]);
  });
});

test('the same bridge runs the same way every time', () => {
  const run = () => {
    const sim = build(TWO, WARREN);
    for (let i = 0; i < 150; i++) advance(sim);
    return sim.nodes.map((n) => [n.x, n.y]);
  };
  expect(run()).toEqual(run());
});

test('the simulation stays finite over 20 s, even for a bridge that tears apart under a train', () => {
  // a tangle of every material, long and short, under the heaviest load
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const level = LEVELS[4];
  let members = bridge('road 3,0 5,0 7,0 9,0 11,0 13,0');
  for (let n = 0; n < 60; n++) {
    const a = { x: 3 + Math.floor(rand() * 11), y: -3 + Math.floor(rand() * 7) };
    const b = { x: a.x + Math.floor(rand() * 5) - 2, y: a.y + Math.floor(rand() * 5) - 2 };
    if (!problem(level, a, b)) members = lay(members, a, b, (['road', 'wood', 'steel'] as const)[n % 3]);
  }
  const sim: Sim = build(level, members);
  for (let i = 0; i < 20 * 60; i++) {
    advance(sim);
    expect(finite(sim)).toBe(true);
  }
  expect(sim.beams.every((b) => Number.isFinite(b.strain))).toBe(true);
  expect(sim.result).not.toBeNull();
});
