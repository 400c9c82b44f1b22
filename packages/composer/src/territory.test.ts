import {
  MAX_TROOPS,
  attack,
  bestAttack,
  canAttack,
  landAt,
  landsOf,
  largestGroup,
  neighbours,
  newMap,
  reinforce,
  type HexMap,
  type Land,
} from '../play/territory';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}
/** A map from rows of text: '.' water, '1'-'8' your troops, 'a'-'h' theirs (a = 1). */
function mapOf(...rows: string[]): HexMap {
  const lands = rows.flatMap((row, r) =>
    [...row].map((ch, c): Land | null =>
      ch === '.'
        ? null
        : /\d/.test(ch)
          ? { r, c, owner: 1, troops: Number(ch) }
          : { r, c, owner: 2, troops: ch.charCodeAt(0) - 96 },
    ),
  );
  return { rows: rows.length, cols: rows[0].length, lands };
}

test('neighbours on offset rows: six inside, fewer at the edges and by water', () => {
  const m = mapOf('1111', '1111', '1111');
  const at = (r: number, c: number) => landAt(m, r, c)!;
  expect(neighbours(m, at(1, 1)).map((l) => [l.r, l.c])).toEqual(
    expect.arrayContaining([
      [1, 0],
      [1, 2],
      [0, 1],
      [0, 2],
      [2, 1],
      [2, 2],
    ]),
  );
  expect(neighbours(m, at(1, 1))).toHaveLength(6);
  expect(neighbours(m, at(0, 0))).toHaveLength(2); // (1,0) is below-right of an even row's first
  const wet = mapOf('1.11', '1111');
  expect(neighbours(wet, landAt(wet, 0, 0)!).map((l) => [l.r, l.c])).toEqual([[1, 0]]);
});

test('a new map is one piece of land, dealt evenly, with the troops asked for on each side', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const m = newMap(9, 7, seeded(seed));
    const [mine, theirs] = [landsOf(m, 1), landsOf(m, 2)];
    expect(Math.abs(mine.length - theirs.length)).toBeLessThanOrEqual(1);
    const troops = (ls: Land[]) => ls.reduce((n, l) => n + l.troops, 0);
    expect(troops(mine)).toBe(Math.round(mine.length * 2.5));
    for (const l of [...mine, ...theirs]) expect(l.troops).toBeGreaterThanOrEqual(1);
    for (const l of [...mine, ...theirs]) expect(l.troops).toBeLessThanOrEqual(MAX_TROOPS);
    // every land has a land next to it
    for (const l of mine) expect(neighbours(m, l).length).toBeGreaterThan(0);
  }
});

test('only a land with 2+ troops attacks, and only a land of the other side next to it', () => {
  const m = mapOf('3a1', 'b.c');
  const [three, a, one] = [landAt(m, 0, 0)!, landAt(m, 0, 1)!, landAt(m, 0, 2)!];
  expect(canAttack(m, three, a)).toBe(true);
  expect(canAttack(m, one, a)).toBe(false); // one troop
  expect(canAttack(m, three, landAt(m, 1, 2)!)).toBe(false); // not next to it
  expect(canAttack(m, a, three)).toBe(false); // (a has one troop)
});

test('a battle won takes the land with all but one troop; lost, one is left; ties hold', () => {
  const m = mapOf('8a');
  const [from, to] = [landAt(m, 0, 0)!, landAt(m, 0, 1)!];
  const won = attack(from, to, () => 0.99); // (every die a six: 48 against 6)
  expect(won).toEqual({ rolled: [48, 6], won: true });
  expect([from.troops, to.owner, to.troops]).toEqual([1, 1, 7]);
  const tie = mapOf('2b');
  const r = attack(landAt(tie, 0, 0)!, landAt(tie, 0, 1)!, () => 0.5);
  expect(r.won).toBe(false);
  expect(landAt(tie, 0, 0)!.troops).toBe(1);
  expect(landAt(tie, 0, 1)!).toMatchObject({ owner: 2, troops: 2 });
});

test('new troops come by the biggest group of touching lands, on lands with room', () => {
  const m = mapOf('11a1', 'aa1a');
  expect(largestGroup(m, 1)).toBe(2); // (0,0)-(0,1); (0,3)-(1,2) are two more: the biggest is 2
  const full = mapOf('88', 'a1');
  expect(reinforce(full, 1, 5, seeded(3))).toBe(5);
  expect(landAt(full, 1, 1)!.troops).toBe(6);
  expect(reinforce(full, 1, 5, seeded(3))).toBe(2); // then it is full
});

test('the computer attacks where it has most over the defender, and stops when nothing is a fair bet', () => {
  const m = mapOf('1c1', 'f2b');
  const best = bestAttack(m, 2, false)!;
  expect([best[0].troops, best[1].troops]).toEqual([6, 1]); // (f's weakest neighbour)
  expect(bestAttack(mapOf('5b'), 2, false)).toBeNull();
  expect(bestAttack(mapOf('2b'), 2, false)).toBeNull(); // even: not unless bold
  expect(bestAttack(mapOf('2b'), 2, true)).not.toBeNull();
});
