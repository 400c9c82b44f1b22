// A tower of boxes that can topple: where a dropped box lands and what falls. Pure, so it is tested on
// its own (src/topple.test.ts); the game (games/topple.ts) draws it and swings the crane.

/** A box, or the platform the tower stands on (the first of a tower): its middle and its size. */
export interface Box {
  x: number;
  w: number;
  h: number;
}

/** What a dropped box does: misses the tower, lands with its middle past the edge and tips off, or
 * stays, and then the boxes its weight makes fall from the top (`fell`, none when the tower holds). */
export type Landing = { kind: 'miss' } | { kind: 'tip'; side: number } | { kind: 'stays'; fell: Box[] };

/** The middle of the weight of boxes `from` to the top. */
function balanceOf(tower: Box[], from: number): number {
  let [weight, moment] = [0, 0];
  for (const b of tower.slice(from)) {
    weight += b.w * b.h;
    moment += b.w * b.h * b.x;
  }
  return moment / weight;
}

/** How many boxes fall from the top: above the lowest box whose load has its middle past that box's
 * edge, everything goes. */
export function unstable(tower: Box[]): number {
  for (let k = 1; k < tower.length; k++)
    if (Math.abs(balanceOf(tower, k) - tower[k - 1].x) > tower[k - 1].w / 2) return tower.length - k;
  return 0;
}

/** Where `box` lands on `tower`; when it stays it is put on the tower, and what toppled taken off. */
export function land(tower: Box[], box: Box): Landing {
  const top = tower[tower.length - 1];
  const off = box.x - top.x;
  if (Math.abs(off) >= (top.w + box.w) / 2) return { kind: 'miss' };
  if (Math.abs(off) > top.w / 2) return { kind: 'tip', side: Math.sign(off) };
  tower.push(box);
  const fell = tower.splice(tower.length - unstable(tower));
  return { kind: 'stays', fell };
}

/** How far the tower leans, as a share of the platform's half width: the sway it is drawn with. */
export function lean(tower: Box[]): number {
  if (tower.length < 2) return 0;
  return (balanceOf(tower, 1) - tower[0].x) / (tower[0].w / 2);
}
