import { dotAt, extend, filled, joined, makeBoard, pairsFor, solved, startAt, starsFor, touching, wholePath, type Cell, type Pipes } from '../play/flow'; // prettier-ignore

let seed = 21;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

describe('flow', () => {
  test('a random path goes through every square once, each step to a square beside the last', () => {
    for (const n of [5, 7, 9]) {
      const p = wholePath(n, rand);
      expect(p.length).toBe(n * n);
      expect(new Set(p.map(([r, c]) => `${r},${c}`)).size).toBe(n * n);
      for (let i = 1; i < p.length; i++) expect(touching(p[i - 1], p[i])).toBe(true);
    }
  });

  test('a board has its colours’ dots at the ends of pipes of three squares or more that fill it', () => {
    for (const n of [5, 6, 8, 9]) {
      const b = makeBoard(n, pairsFor(n), rand);
      expect(b.dots.length).toBe(pairsFor(n));
      expect(b.solution.every((s) => s.length >= 3)).toBe(true);
      expect(b.solution.flat().length).toBe(n * n);
      expect(solved(b, b.solution)).toBe(true);
      expect(b.dots.every(([a, z]) => !touching(a, z))).toBe(true);
    }
  });

  test('a pipe grows from its dot, goes back over itself, cuts another, stops at a dot of another colour', () => {
    const b = makeBoard(5, 5, rand);
    const k = 0;
    const path = b.solution[k];
    let pipes: Pipes = b.dots.map(() => []);
    const start = startAt(b, pipes, path[0])!;
    expect(start.colour).toBe(k);
    pipes = start.pipes;
    for (const c of path.slice(1)) pipes = extend(b, pipes, k, c);
    expect(joined(b, pipes, k)).toBe(true);
    // back over itself: shortened
    const back = extend(b, extend(b, b.dots.map((_, i) => (i === k ? path.slice(0, 3) : [])), k, path[1]), k, path[1]); // prettier-ignore
    expect(back[k].length).toBe(2);
    // into another colour's dot: refused
    const other = b.solution.findIndex((s, i) => i !== k && touching(s[0], path[1]));
    if (other >= 0) {
      const two = b.dots.map((_, i) => (i === k ? path.slice(0, 2) : []));
      expect(extend(b, two, k, b.solution[other][0])).toBe(two);
    }
    // through another's pipe: that one is cut where it was crossed
    const j = 1;
    const theirs: Pipes = b.dots.map((_, i) => (i === j ? [...b.solution[j]] : []));
    const mid = b.solution[j][1];
    const from = ([[mid[0] - 1, mid[1]], [mid[0] + 1, mid[1]], [mid[0], mid[1] - 1], [mid[0], mid[1] + 1]] as Cell[]).find(
      ([r, c]) => r >= 0 && c >= 0 && r < 5 && c < 5 && dotAt(b, [r, c]) < 0 && !b.solution[j].some((x) => x[0] === r && x[1] === c),
    ); // prettier-ignore
    if (from) {
      const owner = b.solution.findIndex((s) => s.some((x) => x[0] === from[0] && x[1] === from[1]));
      const mine = theirs.map((p, i) => (i === owner ? [from] : p));
      const cut = extend(b, mine, owner, mid);
      expect(cut[j].length).toBe(1);
      expect(cut[owner].length).toBe(2);
    }
  });

  test('solved only when every pair is joined and every square filled; three stars in as many moves as colours', () => {
    const b = makeBoard(5, 4, rand);
    expect(solved(b, b.solution)).toBe(true);
    expect(filled(b, b.solution)).toBe(100);
    const short = b.solution.map((s, i) => (i === 0 ? s.slice(0, -1) : s));
    expect(solved(b, short)).toBe(false);
    expect([starsFor(b, 4), starsFor(b, 6), starsFor(b, 9)]).toEqual([3, 2, 1]);
  });
});
