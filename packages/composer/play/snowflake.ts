// A paper snowflake: the paper folded to a twelfth (a 30° wedge, the fold on its left edge), cuts drawn
// on it, then unfolded: the wedge and its mirror image turned six times round the middle. Plain data
// and pure functions (unit-tested in src/snowflake.test.ts); the game cuts with the canvas.

export interface Pt {
  x: number;
  y: number;
}

/** The wedge's angle: a twelfth of the circle. */
export const WEDGE = Math.PI / 6;

/** Where a point of the wedge (polar: `r` from the middle, `a` from the fold line, 0-30°) lands in each of
 * the twelve copies of the unfolded flake (angles from straight up, clockwise). */
export function copiesOf(r: number, a: number): { r: number; a: number }[] {
  const out: { r: number; a: number }[] = [];
  for (let k = 0; k < 6; k++) {
    out.push({ r, a: k * 2 * WEDGE + a });
    out.push({ r, a: k * 2 * WEDGE - a }); // (its mirror, across the fold)
  }
  return out;
}

/** A point given by its polar place (angle from straight up, clockwise) around `centre`, at `scale`. */
export const placed = (centre: Pt, r: number, a: number, scale = 1): Pt => ({
  x: centre.x + Math.sin(a) * r * scale,
  y: centre.y - Math.cos(a) * r * scale,
});

/** A point's polar place around `apex` (angle from straight up, clockwise). */
export function polar(apex: Pt, p: Pt): { r: number; a: number } {
  return { r: Math.hypot(p.x - apex.x, p.y - apex.y), a: Math.atan2(p.x - apex.x, apex.y - p.y) };
}

/** On the folded paper: within its radius, between the fold line and the wedge's other edge. */
export function onPaper(apex: Pt, radius: number, p: Pt): boolean {
  const { r, a } = polar(apex, p);
  return r <= radius && a >= 0 && a <= WEDGE;
}

/** A drawn line thinned to points at least `gap` apart (a cut kept small, to keep and to redraw). */
export function thinned(line: Pt[], gap = 4): Pt[] {
  const out: Pt[] = [];
  for (const p of line) if (!out.length || Math.hypot(p.x - out[out.length - 1].x, p.y - out[out.length - 1].y) >= gap) out.push(p); // prettier-ignore
  return out;
}

/** A cut as kept: its points relative to the apex over the radius, three decimals (a window of flakes
 * fits in a little storage). */
export const kept = (apex: Pt, radius: number, line: Pt[]): number[] =>
  line.flatMap((p) => [Math.round(((p.x - apex.x) / radius) * 1000) / 1000, Math.round(((p.y - apex.y) / radius) * 1000) / 1000]); // prettier-ignore

/** A kept cut back on the paper. */
export function unkept(apex: Pt, radius: number, cut: number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < cut.length; i += 2)
    out.push({ x: apex.x + cut[i] * radius, y: apex.y + cut[i + 1] * radius });
  return out;
}
