import {
  axisOf,
  build,
  canTake,
  check,
  choose,
  count,
  freeSlots,
  highestComplete,
  put,
  risk,
  slips,
  stands,
  start,
  steadiest,
  take,
  takeable,
  topLayer,
  without,
  withTop,
  zoomFor,
  type Tower,
} from '../play/jenga';

let seed = 7;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
/** A fresh tower with `layer` left holding only the blocks in `keep`. */
const leaving = (layer: number, keep: number[], t: Tower = build()): Tower =>
  t.map((l, i) => (i === layer ? l.map((v, k) => (keep.includes(k) ? v : null)) : l));

test('eighteen layers of three, each across the one below', () => {
  const t = build();
  expect(t).toHaveLength(18);
  expect(t.every((l) => l.length === 3 && l.every((v) => v !== null))).toBe(true);
  expect(count(t)).toBe(54);
  expect([0, 1, 2, 3].map(axisOf)).toEqual(['x', 'z', 'x', 'z']);
  expect(check(t).falls).toBeNull();
  expect(check(t).wobble).toBeLessThan(0.1); // (tall, so it sways a little even whole)
});

test('a single edge block cannot hold a centred load; a middle block alone can; two edge blocks can', () => {
  for (const layer of [0, 5, 10]) {
    const edge = check(leaving(layer, [0]));
    expect(edge.falls).toBe(layer);
    // (it goes over the far edge of the block left, away from it)
    const toward = axisOf(layer) === 'x' ? { x: 0, z: 1 } : { x: 1, z: 0 };
    expect(edge.toward).toEqual(toward);
    expect(check(leaving(layer, [2])).falls).toBe(layer);
    const middle = check(leaving(layer, [1]));
    expect(middle.falls).toBeNull();
    expect(middle.layer).toBe(layer);
    expect(middle.wobble).toBeGreaterThan(0); // (it stands, but sways on its narrow middle)
    expect(check(leaving(layer, [0, 2])).falls).toBeNull();
    expect(check(leaving(layer, [0, 2])).wobble).toBeLessThan(0.1);
  }
  // nothing left under a load at all
  expect(check(leaving(4, [])).falls).toBe(4);
  // an edge block and the middle stand, swaying toward the open side
  const two = check(leaving(3, [0, 1]));
  expect(two).toMatchObject({ falls: null, layer: 3, toward: { x: 1, z: 0 } });
});

test('the load counts where blocks are: put on one side of the top, they pull its middle over an edge', () => {
  // a middle block holding a middle block, and on top of that one more block
  const onMiddle: Tower = [
    [0, 1, 2],
    [null, 4, null],
    [null, 7, null],
    [null, 10, null],
  ];
  expect(stands(onMiddle)).toBe(true);
  const toRight: Tower = [
    [0, 1, 2],
    [null, 4, null],
    [null, 7, null],
    [null, null, 11],
  ];
  expect(check(toRight)).toMatchObject({ falls: 1, toward: { x: 1, z: 0 } });
  const toLeft: Tower = [
    [0, 1, 2],
    [null, 4, null],
    [null, 7, null],
    [9, null, null],
  ];
  expect(check(toLeft)).toMatchObject({ falls: 1, toward: { x: -1, z: 0 } });
  // spread out by a full layer under them, the same block only makes it sway more
  const tall = [...leaving(1, [1], build(12)), [36, 37, 38]];
  const steady = check([...tall, [null, 39, null]]);
  const leaning = check([...tall, [39, null, null]]);
  expect(leaning.falls).toBeNull();
  expect(leaning.wobble).toBeGreaterThan(steady.wobble);
  // in a real game: an edge block left in a low layer, and blocks piled over the open side
  let t = leaving(2, [0, 1]);
  expect(stands(t)).toBe(true);
  const before = check(t).wobble;
  t = withTop(t, 2, 100); // layer 18 lies along x too: its slot 2 is over layer 2's open side
  expect(check(t).wobble).toBeGreaterThan(before);
  expect(check(withTop(leaving(2, [0, 1]), 0, 100)).wobble).toBeLessThan(before); // (over the blocks left)
});

test('blocks come only from below the highest complete layer, and go on top, a new layer once it is full', () => {
  let t = build();
  expect(highestComplete(t)).toBe(17);
  expect(takeable(t)).toHaveLength(17 * 3);
  expect(canTake(t, 17, 1)).toBe(false);
  expect(canTake(t, 16, 1)).toBe(true);
  expect(topLayer(t)).toBe(18);
  expect(freeSlots(t)).toEqual([0, 1, 2]);
  t = withTop(without(t, 3, 1), 1, 10);
  expect(t).toHaveLength(19);
  expect(t[18]).toEqual([null, 10, null]);
  // the top layer being filled: neither it nor the one under it
  expect(highestComplete(t)).toBe(17);
  expect(canTake(t, 18, 1)).toBe(false);
  expect(canTake(t, 17, 0)).toBe(false);
  expect(canTake(t, 3, 1)).toBe(false); // (a gap)
  expect(topLayer(t)).toBe(18);
  expect(freeSlots(t)).toEqual([0, 2]);
  t = withTop(withTop(t, 0, 11), 2, 12);
  expect(highestComplete(t)).toBe(18);
  expect(canTake(t, 17, 0)).toBe(true);
  expect(topLayer(t)).toBe(19);
});

test('a turn takes one block and puts it on top; then it is the other player’s', () => {
  let s = start();
  expect(s).toMatchObject({ turn: 0, held: null, moved: 0 });
  expect(put(s, 0)).toBeNull(); // (nothing in hand)
  expect(take(s, 17, 0)).toBeNull(); // (the top layer)
  const taken = take(s, 4, 2)!;
  expect(taken.held).toBe(14);
  expect(taken.tower[4]).toEqual([12, 13, null]);
  expect(taken.turn).toBe(0);
  expect(take(taken, 5, 0)).toBeNull(); // (one at a time)
  s = put(taken, 1)!;
  expect(s).toMatchObject({ turn: 1, held: null, moved: 1 });
  expect(s.tower[18]).toEqual([null, 14, null]);
  s = put(take(s, 6, 0)!, 1) ?? s;
  expect(s.turn).toBe(1); // (slot 1 of the top is taken: no turn made)
  s = put(take(s, 6, 0)!, 0)!;
  expect(s).toMatchObject({ turn: 0, moved: 2 });
  expect(s.tower[18]).toEqual([18, 14, null]);
});

test('pulling is riskier low down, from a full layer, leaving the tower swaying, and on harder levels', () => {
  const t = build();
  expect(risk(t, 1, 0, 'normal')).toBeGreaterThan(risk(t, 14, 0, 'normal'));
  // (an edge block leaves its layer holding the load on one side: riskier than the middle)
  expect(risk(t, 5, 0, 'normal')).toBeGreaterThan(risk(t, 5, 1, 'normal'));
  expect(risk(without(t, 5, 1), 5, 0, 'normal')).toBeLessThan(risk(t, 5, 0, 'normal'));
  expect(risk(t, 5, 0, 'easy')).toBeLessThan(risk(t, 5, 0, 'normal'));
  expect(risk(t, 5, 0, 'hard')).toBeGreaterThan(risk(t, 5, 0, 'normal'));
  for (const level of ['easy', 'normal', 'hard'] as const)
    for (const { layer, slot } of takeable(t)) expect(risk(t, layer, slot, level)).toBeLessThan(0.06);
  expect(slips(t, 0, 1, 'hard', () => 0)).toBe(true);
  expect(slips(t, 0, 1, 'hard', () => 0.5)).toBe(false);
});

test('the computer takes a block it may, puts it in a free slot, and does not pull one the tower needs', () => {
  for (const level of ['easy', 'normal', 'hard'] as const) {
    let s = start();
    for (let turn = 0; turn < 30; turn++) {
      const c = choose(s.tower, level, rand)!;
      expect(canTake(s.tower, c.layer, c.slot)).toBe(true);
      const taken = take(s, c.layer, c.slot)!;
      expect(freeSlots(taken.tower)).toContain(c.to);
      const safe = takeable(s.tower).some((p) => stands(without(s.tower, p.layer, p.slot)));
      if (level !== 'easy' && safe) expect(stands(taken.tower)).toBe(true);
      s = put(taken, c.to)!;
      if (!stands(s.tower)) break;
    }
  }
  // with one block of a layer the only one left to pull safely elsewhere, it leaves the lone one be
  const t = leaving(3, [1]);
  for (let i = 0; i < 20; i++) expect(choose(t, 'hard', rand)).not.toMatchObject({ layer: 3, slot: 1 });
  // and it puts a block where the tower sways least
  expect(steadiest(leaving(2, [0, 1]))).toBe(0); // (over the side layer 2 still has)
  expect(steadiest(leaving(2, [1, 2]))).toBe(2);
});

test('the view zooms out as the tower grows', () => {
  expect(zoomFor(18)).toBe(1);
  expect(zoomFor(24)).toBeLessThan(1);
  expect(zoomFor(30)).toBeLessThan(zoomFor(24));
});
