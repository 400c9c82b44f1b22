// A map of hexagonal lands for a territory strategy game ("two kingdoms fight over a hex map"): pointy-top
// hexes in offset rows (odd rows half a hex to the right), some of them water. Each land has an owner and
// troops. Plain data and pure functions (unit-tested in src/territory.test.ts); the game draws it.

export type Owner = 1 | 2; // you, the other side
export interface Land {
  r: number;
  c: number;
  owner: Owner;
  troops: number;
}
export interface HexMap {
  rows: number;
  cols: number;
  /** Row-major, null for water. */
  lands: (Land | null)[];
}

export const MAX_TROOPS = 8;

export const landAt = (m: HexMap, r: number, c: number): Land | null =>
  r >= 0 && r < m.rows && c >= 0 && c < m.cols ? m.lands[r * m.cols + c] : null;

/** The lands next to one (six ways, fewer at the edges and by water). */
export function neighbours(m: HexMap, l: Land): Land[] {
  const odd = l.r % 2 === 1;
  const steps = odd
    ? [[0, -1], [0, 1], [-1, 0], [-1, 1], [1, 0], [1, 1]]
    : [[0, -1], [0, 1], [-1, -1], [-1, 0], [1, -1], [1, 0]]; // prettier-ignore
  return steps.map(([dr, dc]) => landAt(m, l.r + dr, l.c + dc)).filter((x): x is Land => !!x);
}

const all = (m: HexMap) => m.lands.filter((l): l is Land => !!l);
export const landsOf = (m: HexMap, who: Owner) => all(m).filter((l) => l.owner === who);

/** Whether every land can be walked to from every other. */
function connected(m: HexMap): boolean {
  const lands = all(m);
  const seen = new Set<Land>([lands[0]]);
  const todo = [lands[0]];
  while (todo.length)
    for (const n of neighbours(m, todo.pop()!))
      if (!seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
  return seen.size === lands.length;
}

/**
 * A new map: about `water` of the hexes are water (the land all one piece), the lands dealt out in turn to
 * the two sides, and each side's troops (`troops` a land on average) spread over its lands at random.
 */
export function newMap(rows: number, cols: number, rand: () => number, water = 0.15, troops = 2.5): HexMap {
  for (;;) {
    const lands: (Land | null)[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) lands.push(rand() < water ? null : { r, c, owner: 1, troops: 1 });
    const m: HexMap = { rows, cols, lands };
    if (all(m).length < 8 || !connected(m)) continue;
    // (dealt like cards: shuffled, then one each in turn, so both hold as many)
    const shuffled = all(m).sort(() => rand() - 0.5);
    shuffled.forEach((l, i) => (l.owner = i % 2 === 0 ? 1 : 2));
    for (const who of [1, 2] as Owner[]) {
      const mine = landsOf(m, who);
      let extra = Math.round(mine.length * (troops - 1));
      while (extra > 0) {
        const l = mine[Math.floor(rand() * mine.length)];
        if (l.troops < MAX_TROOPS) [l.troops, extra] = [l.troops + 1, extra - 1];
      }
    }
    return m;
  }
}

/** Whether `from` can attack `to`: its own, 2 troops or more, next to a land of the other side. */
export const canAttack = (m: HexMap, from: Land, to: Land) =>
  from.owner !== to.owner && from.troops >= 2 && neighbours(m, from).includes(to);

/** A battle: each side rolls a die per troop; more wins (a tie holds). The winner takes the land with all
 * but one of the troops that attacked; a loser is left with one. */
export function attack(from: Land, to: Land, rand: () => number): { rolled: [number, number]; won: boolean } {
  const roll = (n: number) =>
    Array.from({ length: n }, () => 1 + Math.floor(rand() * 6)).reduce((a, b) => a + b);
  const rolled: [number, number] = [roll(from.troops), roll(to.troops)];
  const won = rolled[0] > rolled[1];
  if (won) [to.owner, to.troops] = [from.owner, from.troops - 1];
  from.troops = 1;
  return { rolled, won };
}

/** The size of the biggest group of lands of one side that touch: the troops it gets at its turn's end. */
export function largestGroup(m: HexMap, who: Owner): number {
  const seen = new Set<Land>();
  let best = 0;
  for (const start of landsOf(m, who)) {
    if (seen.has(start)) continue;
    let size = 0;
    const todo = [start];
    seen.add(start);
    while (todo.length) {
      size += 1;
      for (const n of neighbours(m, todo.pop()!))
        if (n.owner === who && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
    }
    best = Math.max(best, size);
  }
  return best;
}

/** New troops at a turn's end, one at a time on lands with room; what finds no room is lost. */
export function reinforce(m: HexMap, who: Owner, count: number, rand: () => number): number {
  let placed = 0;
  for (let i = 0; i < count; i++) {
    const room = landsOf(m, who).filter((l) => l.troops < MAX_TROOPS);
    if (!room.length) break;
    room[Math.floor(rand() * room.length)].troops += 1;
    placed += 1;
  }
  return placed;
}

/** The computer's next attack: the surest one (most troops over the defender's), when it is a fair bet
 * (more troops, or a full land against a full one); `bold` takes even fights too. None: its turn ends. */
export function bestAttack(m: HexMap, who: Owner, bold: boolean): [Land, Land] | null {
  let best: [Land, Land] | null = null;
  let edge = -Infinity;
  for (const from of landsOf(m, who))
    for (const to of neighbours(m, from)) {
      if (!canAttack(m, from, to)) continue;
      const diff = from.troops - to.troops;
      const fair = diff > 0 || (from.troops === MAX_TROOPS && diff === 0) || (bold && diff === 0);
      if (fair && diff > edge) [best, edge] = [[from, to], diff];
    }
  return best;
}
