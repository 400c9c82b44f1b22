// Backgammon (pure): 24 points, fifteen checkers a side. Side 0 (white, the player) moves from point 24
// down to point 1 and bears off below it; side 1 (black) the other way. `points[i]` is point i + 1 as
// side 0 counts them: above zero, side 0's checkers there, below zero, side 1's. A checker hit alone on
// a point goes to the bar and must come in on the other side's home board before its side moves another;
// with all fifteen home, a side bears off. Both dice must be played when they can be, else the larger.

export type Side = 0 | 1;

export interface Board {
  points: number[];
  bar: [number, number];
  off: [number, number];
}

/** One checker moved by one die: from a point (0-23) or the bar, to a point or off the board. */
export interface Step {
  from: number | 'bar';
  to: number | 'off';
  die: number;
  /** It lands on a lone checker of the other side, which goes to the bar. */
  hit: boolean;
}

export const start = (): Board => {
  const points = Array<number>(24).fill(0);
  for (const [i, n] of [
    [23, 2],
    [12, 5],
    [7, 3],
    [5, 5],
  ])
    points[i] = n; // (side 0's; side 1's the mirror image)
  for (let i = 0; i < 24; i++) if (points[i] > 0) points[23 - i] = -points[i];
  return { points, bar: [0, 0], off: [0, 0] };
};

/** Side `side`'s checkers on point i. */
export const mine = (b: Board, side: Side, i: number) =>
  side === 0 ? Math.max(0, b.points[i]) : Math.max(0, -b.points[i]);

/** How far point i is from `side`'s way off (1-24): its pip count there. */
export const distance = (side: Side, i: number) => (side === 0 ? i + 1 : 24 - i);

/** The point `d` pips on from distance `left` for `side` (its index). */
const pointAt = (side: Side, left: number) => (side === 0 ? left - 1 : 24 - left);

/** All of `side`'s checkers in its home board (distance 1-6) and none on the bar. */
export function allHome(b: Board, side: Side): boolean {
  if (b.bar[side]) return false;
  for (let i = 0; i < 24; i++) if (mine(b, side, i) && distance(side, i) > 6) return false;
  return true;
}

/** The pips `side` still has to go (the race). */
export function pips(b: Board, side: Side): number {
  let n = b.bar[side] * 25;
  for (let i = 0; i < 24; i++) n += mine(b, side, i) * distance(side, i);
  return n;
}

/** The steps `side` can take with a die of `d`, each alone. */
export function stepsFor(b: Board, side: Side, d: number): Step[] {
  const other = (1 - side) as Side;
  const open = (i: number) => mine(b, other, i) < 2;
  const landing = (i: number): Step['hit'] => mine(b, other, i) === 1;
  if (b.bar[side]) {
    const i = pointAt(side, 25 - d);
    return open(i) ? [{ from: 'bar', to: i, die: d, hit: landing(i) }] : [];
  }
  const out: Step[] = [];
  const home = allHome(b, side);
  let farthest = 0; // (the farthest checker from home: a bigger die bears off only from there)
  for (let i = 0; i < 24; i++) if (mine(b, side, i)) farthest = Math.max(farthest, distance(side, i));
  for (let i = 0; i < 24; i++) {
    if (!mine(b, side, i)) continue;
    const left = distance(side, i) - d;
    if (left >= 1) {
      const to = pointAt(side, left);
      if (open(to)) out.push({ from: i, to, die: d, hit: landing(to) });
    } else if (home && (left === 0 || distance(side, i) === farthest)) out.push({ from: i, to: 'off', die: d, hit: false }); // prettier-ignore
  }
  return out;
}

/** The board after a step. */
export function apply(b: Board, side: Side, s: Step): Board {
  const points = [...b.points];
  const bar: [number, number] = [...b.bar];
  const off: [number, number] = [...b.off];
  const sign = side === 0 ? 1 : -1;
  if (s.from === 'bar') bar[side] -= 1;
  else points[s.from] -= sign;
  if (s.to === 'off') off[side] += 1;
  else {
    if (s.hit) {
      points[s.to] = 0;
      bar[1 - side] += 1;
    }
    points[s.to] += sign;
  }
  return { points, bar, off };
}

const keyOf = (b: Board) => `${b.points.join(',')}|${b.bar.join(',')}|${b.off.join(',')}`;

/** The dice a roll gives to move by: doubles four times. */
export const diceOf = (a: number, b: number) => (a === b ? [a, a, a, a] : [a, b]);

/** Every whole legal play of the dice: as many dice as can be used (and, when only one of two can,
 * the larger if it can), one sequence for each board they lead to. */
export function plays(b: Board, side: Side, dice: number[]): Step[][] {
  const found = new Map<string, Step[]>();
  const seen = new Set<string>();
  let most = 0;
  const walk = (at: Board, left: number[], done: Step[]) => {
    const key = `${keyOf(at)}#${[...left].sort().join('')}`;
    if (seen.has(key)) return;
    seen.add(key);
    let moved = false;
    for (const d of new Set(left)) {
      for (const s of stepsFor(at, side, d)) {
        moved = true;
        const rest = [...left];
        rest.splice(rest.indexOf(d), 1);
        walk(apply(at, side, s), rest, [...done, s]);
      }
    }
    if (!moved && done.length >= most) {
      if (done.length > most) found.clear();
      most = done.length;
      const k = keyOf(at);
      if (!found.has(k)) found.set(k, done);
    }
  };
  walk(b, dice, []);
  let all = [...found.values()].filter((p) => p.length === most);
  if (most === 1 && dice.length === 2 && dice[0] !== dice[1]) {
    const big = Math.max(...dice);
    if (all.some((p) => p[0].die === big)) all = all.filter((p) => p[0].die === big);
  }
  return most ? all : [];
}

/** The single steps a person may take now: the first steps of the legal plays. */
export function legalSteps(b: Board, side: Side, dice: number[]): Step[] {
  const out: Step[] = [];
  for (const p of plays(b, side, dice))
    if (!out.some((s) => s.from === p[0].from && s.to === p[0].to && s.die === p[0].die)) out.push(p[0]);
  return out;
}

/** The side that has borne off all fifteen, if one has. */
export const winner = (b: Board): Side | null => (b.off[0] === 15 ? 0 : b.off[1] === 15 ? 1 : null);

/** What a won game is worth before the cube: 1, a gammon 2 (the loser bore off none), a backgammon 3
 * (and still has a checker on the bar or in the winner's home board). */
export function worth(b: Board, won: Side): 1 | 2 | 3 {
  const lost = (1 - won) as Side;
  if (b.off[lost] > 0) return 1;
  if (b.bar[lost]) return 3;
  for (let i = 0; i < 24; i++) if (mine(b, lost, i) && distance(won, i) <= 6) return 3;
  return 2;
}

/** Whether the two sides have passed each other (a pure race: no more hitting). */
export function racing(b: Board): boolean {
  if (b.bar[0] || b.bar[1]) return false;
  let back0 = 0; // side 0's checker farthest from its home, as an index
  let back1 = 23;
  for (let i = 0; i < 24; i++) {
    if (mine(b, 0, i)) back0 = Math.max(back0, i);
    if (mine(b, 1, i)) back1 = Math.min(back1, i);
  }
  return back0 < back1;
}

/** How good a board is for `side`: the race, made points (at home most), blots the other side can
 * hit, checkers the other side has on the bar. */
export function value(b: Board, side: Side): number {
  const other = (1 - side) as Side;
  const won = winner(b);
  if (won !== null) return won === side ? 1000 : -1000;
  let v = (pips(b, other) - pips(b, side)) + (b.off[side] - b.off[other]) * 2; // prettier-ignore
  if (racing(b)) return v;
  v += (b.bar[other] - b.bar[side]) * 6;
  // the other side's checkers, by distance from their home: a blot of ours within 12 pips ahead of one is a shot
  const theirs: number[] = [];
  for (let i = 0; i < 24; i++) if (mine(b, other, i)) theirs.push(i);
  let run = 0;
  for (let i = 0; i < 24; i++) {
    const n = mine(b, side, i);
    const home = distance(side, i) <= 6;
    if (n >= 2) {
      v += home ? 3 : distance(side, i) >= 19 ? 2 : 1.5;
      run += 1;
      if (run >= 3) v += run; // (a prime: points in a row they cannot pass)
      if (n > 3) v -= (n - 3) * 0.6;
      continue;
    }
    run = 0;
    if (n !== 1) continue;
    let shots = 0;
    const from = b.bar[other] ? [side === 0 ? -1 : 24] : theirs;
    for (const j of from) {
      const far = side === 0 ? i - j : j - i; // (side 1 moves up the points, side 0 down)
      if (far >= 1 && far <= 6) shots += 2;
      else if (far > 6 && far <= 12) shots += 0.7;
    }
    // (a blot hit far from home loses more of the race)
    v -= Math.min(1, shots / 6) * (3 + distance(other, i) * 0.15);
  }
  return v;
}

/** The computer's play of its dice: easy picks at random a third of the time, normal weighs the
 * boards with a little noise, hard without. */
export function choose(
  b: Board,
  side: Side,
  dice: number[],
  level: 'easy' | 'normal' | 'hard',
  rand: () => number,
): Step[] {
  const all = plays(b, side, dice);
  if (!all.length) return [];
  if (level === 'easy' && rand() < 0.35) return all[Math.floor(rand() * all.length)];
  const noise = level === 'hard' ? 0 : level === 'normal' ? 1.5 : 4;
  let best = all[0];
  let top = -Infinity;
  for (const p of all) {
    const end = p.reduce((at, s) => apply(at, side, s), b);
    const v = value(end, side) + rand() * noise;
    if (v > top) [top, best] = [v, p];
  }
  return best;
}

/** `side`'s chances of winning, roughly: the race with what is on the bar and left to hit. */
export function chances(b: Board, side: Side): number {
  const other = (1 - side) as Side;
  const [me, them] = [pips(b, side), pips(b, other)];
  const lead = (them - me) / Math.max(20, me);
  const extra = (b.bar[other] - b.bar[side]) * 0.06 + (b.off[side] - b.off[other]) * 0.01;
  return Math.min(0.98, Math.max(0.02, 0.5 + lead * 2.2 + extra));
}

/** The doubling cube, as the computer plays it: it doubles when well ahead, takes when it can still win
 * a quarter of the time. */
export const doubles = (b: Board, side: Side) => chances(b, side) >= 0.72;
export const takes = (b: Board, side: Side) => chances(b, side) >= 0.25;
