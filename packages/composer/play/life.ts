// Conway's Game of Life (pure): a grid of cells, each alive or dead; every generation a dead cell with
// exactly three live neighbours comes alive and a live one with two or three stays, the rest die. The
// grid wraps round at its edges, so a glider that leaves one side comes back on the other.

/** Cells, row by row: true alive. */
export type Cells = boolean[];

/** Live neighbours of cell `i` on a `cols` × `rows` grid that wraps. */
export function neighbours(c: Cells, cols: number, rows: number, i: number): number {
  const [x, y] = [i % cols, Math.floor(i / cols)];
  let n = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      if ((dx || dy) && c[((y + dy + rows) % rows) * cols + ((x + dx + cols) % cols)]) n++;
  return n;
}

/** The next generation. */
export function step(c: Cells, cols: number, rows: number): Cells {
  return c.map((alive, i) => {
    const n = neighbours(c, cols, rows, i);
    return n === 3 || (alive && n === 2);
  });
}

/** Well-known patterns, as rows of '#' (alive) and '.'. */
export const PATTERNS = {
  glider: ['.#.', '..#', '###'],
  spaceship: ['.#..#', '#....', '#...#', '####.'],
  pulsar: [
    '..###...###..',
    '.............',
    '#....#.#....#',
    '#....#.#....#',
    '#....#.#....#',
    '..###...###..',
    '.............',
    '..###...###..',
    '#....#.#....#',
    '#....#.#....#',
    '#....#.#....#',
    '.............',
    '..###...###..',
  ],
  // Gosper's glider gun: a glider every 30 generations
  gun: [
    '........................#...........',
    '......................#.#...........',
    '............##......##............##',
    '...........#...#....##............##',
    '##........#.....#...##..............',
    '##........#...#.##....#.#...........',
    '..........#.....#.......#...........',
    '...........#...#....................',
    '............##......................',
  ],
  blinker: ['###'],
} as const;
export type PatternName = keyof typeof PATTERNS;

/** `pattern` drawn alive onto a copy of the cells with its top-left at (x, y) (wrapping). */
export function stamp(
  c: Cells,
  cols: number,
  rows: number,
  pattern: readonly string[],
  x: number,
  y: number,
): Cells {
  const out = [...c];
  pattern.forEach((line, dy) =>
    [...line].forEach((ch, dx) => {
      if (ch === '#') out[((y + dy) % rows) * cols + ((x + dx) % cols)] = true;
    }),
  );
  return out;
}
