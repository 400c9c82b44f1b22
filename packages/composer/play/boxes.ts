// Dots and boxes: lines between the dots of an n × n grid, the boxes they close, and the computer's
// choice of line. Pure, so it is tested on its own (src/boxes.test.ts); games/boxes.ts draws and plays it.
//
// A line is a number: the across lines first (row r of n, gap c of n - 1: r·(n-1) + c), then the down
// lines (gap r of n - 1, column c of n: n·(n-1) + r·n + c). Box (r, c) of (n-1)² is row r, column c.

export interface Grid {
  /** Dots on a side. */
  n: number;
  drawn: Set<number>;
  /** Who closed each box: 0 nobody yet, 1 or 2. */
  owner: number[];
}

export const lineCount = (n: number) => 2 * n * (n - 1);

export function newGrid(n: number): Grid {
  return { n, drawn: new Set(), owner: Array<number>((n - 1) * (n - 1)).fill(0) };
}

/** The four lines around box b: top, bottom, left, right. */
export function sidesOf(n: number, b: number): number[] {
  const [r, c] = [Math.floor(b / (n - 1)), b % (n - 1)];
  const across = n * (n - 1);
  return [r * (n - 1) + c, (r + 1) * (n - 1) + c, across + r * n + c, across + r * n + c + 1];
}

/** The one or two boxes a line is a side of. */
export function boxesBy(n: number, line: number): number[] {
  const across = n * (n - 1);
  const out: number[] = [];
  if (line < across) {
    const [r, c] = [Math.floor(line / (n - 1)), line % (n - 1)];
    if (r > 0) out.push((r - 1) * (n - 1) + c);
    if (r < n - 1) out.push(r * (n - 1) + c);
  } else {
    const [r, c] = [Math.floor((line - across) / n), (line - across) % n];
    if (c > 0) out.push(r * (n - 1) + c - 1);
    if (c < n - 1) out.push(r * (n - 1) + c);
  }
  return out;
}

/** The ends of a line as dot (row, column) pairs. */
export function endsOf(n: number, line: number): [[number, number], [number, number]] {
  const across = n * (n - 1);
  if (line < across) {
    const [r, c] = [Math.floor(line / (n - 1)), line % (n - 1)];
    return [
      [r, c],
      [r, c + 1],
    ];
  }
  const [r, c] = [Math.floor((line - across) / n), (line - across) % n];
  return [
    [r, c],
    [r + 1, c],
  ];
}

const sidesDrawn = (g: Grid, b: number) => sidesOf(g.n, b).filter((l) => g.drawn.has(l)).length;

/** Draws a line for `who`: the boxes it closed (theirs now, and another turn), or -1 when it was there. */
export function drawLine(g: Grid, line: number, who: 1 | 2): number {
  if (g.drawn.has(line) || line < 0 || line >= lineCount(g.n)) return -1;
  g.drawn.add(line);
  let closed = 0;
  for (const b of boxesBy(g.n, line))
    if (sidesDrawn(g, b) === 4) {
      g.owner[b] = who;
      closed += 1;
    }
  return closed;
}

export const finished = (g: Grid) => g.owner.every((o) => o !== 0);
export const boxesOf = (g: Grid, who: 1 | 2) => g.owner.filter((o) => o === who).length;

const free = (g: Grid) => Array.from({ length: lineCount(g.n) }, (_, l) => l).filter((l) => !g.drawn.has(l));
const copy = (g: Grid): Grid => ({ n: g.n, drawn: new Set(g.drawn), owner: [...g.owner] });

/** How many boxes the other side takes after `line`, closing all it can, one after another. */
function givenAway(g: Grid, line: number): number {
  const after = copy(g);
  drawLine(after, line, 1);
  let taken = 0;
  for (;;) {
    const closing = free(after).find((l) => boxesBy(after.n, l).some((b) => sidesDrawn(after, b) === 3));
    if (closing === undefined) return taken;
    taken += drawLine(after, closing, 2);
  }
}

/**
 * The computer's line. skill 0 (easy) takes a box it sees only now and then and draws anywhere; 1 takes
 * every box it can and keeps off a box's third side while it can; 2 also, when every line gives boxes
 * away, gives the fewest.
 */
export function computerLine(g: Grid, skill: 0 | 1 | 2, rand: () => number): number {
  const lines = free(g);
  const pick = (from: number[]) => from[Math.floor(rand() * from.length)];
  const closing = lines.filter((l) => boxesBy(g.n, l).some((b) => sidesDrawn(g, b) === 3));
  if (closing.length && (skill > 0 || rand() < 0.5)) return pick(closing);
  if (skill === 0) return pick(lines);
  const safe = lines.filter((l) => boxesBy(g.n, l).every((b) => sidesDrawn(g, b) < 2));
  if (safe.length) return pick(safe);
  if (skill === 1) return pick(lines);
  let fewest = Infinity;
  let best: number[] = [];
  for (const l of lines) {
    const given = givenAway(g, l);
    if (given < fewest) [fewest, best] = [given, [l]];
    else if (given === fewest) best.push(l);
  }
  return pick(best);
}
