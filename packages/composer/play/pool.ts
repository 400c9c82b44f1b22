// 8-ball pool (pure): a table's balls rolling, slowed by the cloth, off each other and the cushions and
// into the six pockets; the rules of a turn (groups, fouls, the 8); the guide a shot's aim shows; and the
// shot a computer player picks by trying many.

export const TABLE = { left: 60, right: 420, top: 90, bottom: 570 };
export const R = 11; // a ball's radius
export const POCKET = 19;
export const POCKETS: [number, number][] = [
  [TABLE.left, TABLE.top], [TABLE.right, TABLE.top],
  [TABLE.left - 4, (TABLE.top + TABLE.bottom) / 2], [TABLE.right + 4, (TABLE.top + TABLE.bottom) / 2],
  [TABLE.left, TABLE.bottom], [TABLE.right, TABLE.bottom],
]; // prettier-ignore
export const HEAD = { x: 240, y: 460 }; // where the cue ball starts (and comes back after a scratch)
const FOOT = { x: 240, y: 210 }; // the rack's front ball
const FRICTION = 140; // px/s² the cloth takes
const CUSHION = 0.78;
export const MAX_SPEED = 1100;

export interface Ball {
  n: number; // 0 the cue ball, 8 the black, 1-7 solids, 9-15 stripes
  x: number;
  y: number;
  vx: number;
  vy: number;
  potted: boolean;
}

export type Group = 'solids' | 'stripes';
export const groupOf = (n: number): Group | null => (n >= 1 && n <= 7 ? 'solids' : n >= 9 ? 'stripes' : null);

/** The fifteen in their triangle (the 8 in the middle, a solid and a stripe in the back corners) and the
 * cue ball behind the head string. */
export function rack(rand: () => number): Ball[] {
  const others = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15].sort(() => rand() - 0.5);
  // back corners: one of each group
  const solid = others.findIndex((n) => n < 8);
  const [s] = others.splice(solid, 1);
  const stripe = others.findIndex((n) => n > 8);
  const [t] = others.splice(stripe, 1);
  const balls: Ball[] = [{ n: 0, x: HEAD.x, y: HEAD.y, vx: 0, vy: 0, potted: false }];
  const d = R * 2 + 0.5;
  for (let row = 0; row < 5; row++)
    for (let k = 0; k <= row; k++) {
      const at = { x: FOOT.x + (k - row / 2) * d, y: FOOT.y - row * d * 0.87 };
      const n =
        row === 2 && k === 1 ? 8 : row === 4 && k === 0 ? s : row === 4 && k === 4 ? t : others.pop()!;
      balls.push({ n, ...at, vx: 0, vy: 0, potted: false });
    }
  return balls;
}

/** One step of everything on the table; what touched what and what dropped this step. */
export function step(balls: Ball[], dt: number): { pairs: [number, number][]; potted: number[] } {
  const pairs: [number, number][] = [];
  const potted: number[] = [];
  const live = balls.filter((b) => !b.potted);
  for (const b of live) {
    const v = Math.hypot(b.vx, b.vy);
    if (v > 0) {
      const slower = Math.max(0, v - FRICTION * dt) / v;
      b.vx *= slower;
      b.vy *= slower;
      if (Math.hypot(b.vx, b.vy) < 4) b.vx = b.vy = 0;
    }
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    if (POCKETS.some(([px, py]) => Math.hypot(b.x - px, b.y - py) < POCKET)) {
      b.potted = true;
      b.vx = b.vy = 0;
      potted.push(b.n);
      continue;
    }
    if (b.x < TABLE.left + R) [b.x, b.vx] = [TABLE.left + R, Math.abs(b.vx) * CUSHION];
    if (b.x > TABLE.right - R) [b.x, b.vx] = [TABLE.right - R, -Math.abs(b.vx) * CUSHION];
    if (b.y < TABLE.top + R) [b.y, b.vy] = [TABLE.top + R, Math.abs(b.vy) * CUSHION];
    if (b.y > TABLE.bottom - R) [b.y, b.vy] = [TABLE.bottom - R, -Math.abs(b.vy) * CUSHION];
  }
  const on = live.filter((b) => !b.potted);
  for (let i = 0; i < on.length; i++)
    for (let j = i + 1; j < on.length; j++) {
      const a = on[i];
      const b = on[j];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d = Math.hypot(dx, dy);
      if (d >= R * 2 || d === 0) continue;
      const nx = dx / d;
      const ny = dy / d;
      // (apart, then the speeds along the line between them swapped: equal balls)
      const push = (R * 2 - d) / 2;
      a.x -= nx * push;
      a.y -= ny * push;
      b.x += nx * push;
      b.y += ny * push;
      const along = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny;
      if (along <= 0) continue;
      a.vx -= along * nx * 0.98;
      a.vy -= along * ny * 0.98;
      b.vx += along * nx * 0.98;
      b.vy += along * ny * 0.98;
      pairs.push([a.n, b.n]);
    }
  return { pairs, potted };
}

export const still = (balls: Ball[]) => balls.every((b) => b.potted || (b.vx === 0 && b.vy === 0));

/** A shot: the cue ball sent at `angle` (radians) with `power` 0-1; what it did once all is still. */
export function play(
  balls: Ball[],
  angle: number,
  power: number,
): { first: number | null; potted: number[]; cushions: boolean } {
  // prettier-ignore
  const cue = balls.find((b) => b.n === 0)!;
  cue.vx = Math.cos(angle) * MAX_SPEED * power;
  cue.vy = Math.sin(angle) * MAX_SPEED * power;
  let first: number | null = null;
  const potted: number[] = [];
  for (let t = 0; t < 20 && !still(balls); t += 1 / 120) {
    const r = step(balls, 1 / 120);
    if (first === null) first = r.pairs.find(([a, b]) => a === 0 || b === 0)?.find((n) => n !== 0) ?? null;
    potted.push(...r.potted);
  }
  return { first, potted, cushions: true };
}

export interface Turn {
  player: 0 | 1;
  groups: [Group | null, Group | null];
}
export type Outcome = { next: Turn; foul: boolean; winner: 0 | 1 | null; ballInHand: boolean };

/** After a shot: who plays next, the groups once a ball decides them, fouls (the cue ball potted, nothing
 * hit, the other group's ball hit first) and the 8 (potted with one's group cleared wins, else loses). */
export function judge(turn: Turn, shot: { first: number | null; potted: number[] }, balls: Ball[]): Outcome {
  const me = turn.player;
  const them = (1 - me) as 0 | 1;
  const groups: Turn['groups'] = [...turn.groups];
  const mine = groups[me];
  const cleared = (g: Group | null) => !!g && balls.every((b) => groupOf(b.n) !== g || b.potted);
  const scratch = shot.potted.includes(0);
  const wrongFirst = shot.first === null || (mine ? groupOf(shot.first) !== mine && !(shot.first === 8 && cleared(mine)) : shot.first === 8); // prettier-ignore
  const foul = scratch || wrongFirst;
  if (shot.potted.includes(8)) {
    const clearedBefore = !!mine && balls.every((b) => groupOf(b.n) !== mine || (b.potted && !shot.potted.includes(b.n))); // prettier-ignore
    return {
      next: { player: me, groups },
      foul,
      winner: clearedBefore && !scratch ? me : them,
      ballInHand: false,
    };
  }
  const pottedGroups = shot.potted.map(groupOf).filter((g): g is Group => !!g);
  if (!mine && pottedGroups.length && !foul) {
    groups[me] = pottedGroups[0];
    groups[them] = pottedGroups[0] === 'solids' ? 'stripes' : 'solids';
  }
  const keep = !foul && pottedGroups.some((g) => g === (groups[me] ?? g));
  return { next: { player: keep ? me : them, groups }, foul, winner: null, ballInHand: scratch };
}

/** Where the aim goes: the cue ball's path to the first ball it would touch (or a cushion), and from
 * there the way that ball goes and the way the cue ball glances off. */
export function guide(
  balls: Ball[],
  angle: number,
): { to: { x: number; y: number }; hit: Ball | null; ball?: number; cue?: number } {
  // prettier-ignore
  const cue = balls.find((b) => b.n === 0)!;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let best = Infinity;
  let hit: Ball | null = null;
  for (const b of balls) {
    if (b.n === 0 || b.potted) continue;
    // (where along the line the cue ball's centre comes within two radii of this ball's)
    const ox = b.x - cue.x;
    const oy = b.y - cue.y;
    const along = ox * dx + oy * dy;
    const across = ox * dy - oy * dx;
    if (along <= 0 || Math.abs(across) >= R * 2) continue;
    const t = along - Math.sqrt(R * R * 4 - across * across);
    if (t < best) [best, hit] = [t, b];
  }
  const wall = Math.min(
    dx > 0 ? (TABLE.right - R - cue.x) / dx : dx < 0 ? (TABLE.left + R - cue.x) / dx : Infinity,
    dy > 0 ? (TABLE.bottom - R - cue.y) / dy : dy < 0 ? (TABLE.top + R - cue.y) / dy : Infinity,
  );
  if (!hit || best > wall) return { to: { x: cue.x + dx * wall, y: cue.y + dy * wall }, hit: null };
  const to = { x: cue.x + dx * best, y: cue.y + dy * best };
  const ball = Math.atan2(hit.y - to.y, hit.x - to.x);
  // (the cue ball goes off square to the line between the centres, on the side it came from)
  const side = Math.sign(Math.cos(angle - ball - Math.PI / 2)) || 1;
  return { to, hit, ball, cue: ball + (side * Math.PI) / 2 };
}

/** A computer player's shot: of many tried on a copy of the table, the one that ends best for it. */
export function choose(balls: Ball[], turn: Turn, rand: () => number): { angle: number; power: number } {
  let best = { angle: rand() * Math.PI * 2, power: 0.5, value: -Infinity };
  for (let k = 0; k < 90; k++) {
    const angle = (k / 90) * Math.PI * 2 + rand() * 0.02;
    for (const power of [0.35, 0.6, 0.9]) {
      const copy = balls.map((b) => ({ ...b }));
      const shot = play(copy, angle, power);
      const out = judge(turn, shot, balls);
      const value =
        (out.winner === turn.player ? 1000 : out.winner !== null ? -1000 : 0) +
        (out.foul ? -50 : 0) +
        (out.next.player === turn.player ? 30 : 0) +
        shot.potted.filter((n) => groupOf(n) === (out.next.groups[turn.player] ?? groupOf(n))).length * 10 +
        rand();
      if (value > best.value) best = { angle, power, value };
    }
  }
  return { angle: best.angle, power: best.power };
}
