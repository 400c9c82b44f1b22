// A jigsaw's cut (pure): a picture in cols × rows pieces, each edge inside it with a knob that sticks out
// of one piece and into its neighbour (which way: at random), each piece's outline as points, and the
// snap of a piece let go near its place.

/** Which way each inner edge's knob goes: +1 into the next piece (right or down), -1 back. */
export interface Cut {
  cols: number;
  rows: number;
  /** Between column c and c+1 in row r: across[r][c]. */
  across: number[][];
  /** Between row r and r+1 in column c: down[r][c]. */
  down: number[][];
}

/** The grid for a number of pieces: 12 → 4 × 3, 24 → 6 × 4, 48 → 8 × 6 (about as wide as 4:3). */
export function grid(pieces: number): { cols: number; rows: number } {
  let best = { cols: 4, rows: 3 };
  for (let rows = 2; rows <= 10; rows++) {
    const cols = Math.round(pieces / rows);
    if (cols * rows === pieces && Math.abs(cols / rows - 4 / 3) < Math.abs(best.cols / best.rows - 4 / 3) + (best.cols * best.rows === pieces ? 0 : 99)) best = { cols, rows }; // prettier-ignore
  }
  return best;
}

export function cut(cols: number, rows: number, rand: () => number): Cut {
  const sign = () => (rand() < 0.5 ? -1 : 1);
  return {
    cols,
    rows,
    across: [...Array(rows)].map(() => [...Array(cols - 1)].map(sign)),
    down: [...Array(rows - 1)].map(() => [...Array(cols)].map(sign)),
  };
}

/** Points along an edge from (0,0) to (len,0), with a round knob on a neck out to -y (sign +1) or +y
 * (sign -1), or none (0: the picture's border). */
function edge(len: number, sign: number, r: number): [number, number][] {
  if (!sign) return [[0, 0]];
  const cx = len / 2;
  const cy = -sign * r * 0.85;
  const pts: [number, number][] = [[0, 0]];
  for (let k = 0; k <= 20; k++) {
    const a = ((sign > 0 ? 120 + 300 * (k / 20) : 240 - 300 * (k / 20)) * Math.PI) / 180;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

/** The outline of piece (c, r), each `w` × `h`, as points round it clockwise from its top left (in the
 * picture's own coordinates: where it belongs). */
export function outline(k: Cut, c: number, r: number, w: number, h: number): [number, number][] {
  const knob = Math.min(w, h) * 0.17;
  const top = r > 0 ? -k.down[r - 1][c] : 0; // (the knob of the edge above, seen from below)
  const right = c < k.cols - 1 ? k.across[r][c] : 0;
  const bottom = r < k.rows - 1 ? k.down[r][c] : 0;
  const left = c > 0 ? -k.across[r][c - 1] : 0;
  const x0 = c * w;
  const y0 = r * h;
  const pts: [number, number][] = [];
  // top: left to right, out is up
  for (const [x, y] of edge(w, top, knob)) pts.push([x0 + x, y0 + y]);
  // right: top to bottom, out is right
  for (const [x, y] of edge(h, right, knob)) pts.push([x0 + w - y, y0 + x]);
  // bottom: right to left, out is down
  for (const [x, y] of edge(w, bottom, knob)) pts.push([x0 + w - x, y0 + h - y]);
  // left: bottom to top, out is left
  for (const [x, y] of edge(h, left, knob)) pts.push([x0 + y, y0 + h - x]);
  return pts;
}

/** The area inside an outline (shoelace). */
export function area(pts: [number, number][]): number {
  let s = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++)
    s += (pts[j][0] + pts[i][0]) * (pts[j][1] - pts[i][1]);
  return Math.abs(s / 2);
}

/** Whether a piece let go at `at` is near enough its place `home` to snap there. */
export const snaps = (at: { x: number; y: number }, home: { x: number; y: number }, near = 22) =>
  Math.hypot(at.x - home.x, at.y - home.y) <= near;
