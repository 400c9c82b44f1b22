// Plinko's board: rows of pegs set off from each other, the side walls, the slots along the bottom with
// their points and the walls between them, and which slot a ball ends in. Its falling and bouncing are the
// line game's (bounce.ts: a peg is a line of no length, as thick as the peg). Pure, so it is tested on its
// own (src/plinko.test.ts); the game (games/plinko.ts) draws and plays it.
import { fall, type Ball, type Segment } from './bounce';

export const W = 480;
export const PEG_R = 5;
export const TOP = 150; // the first row of pegs
export const ROWS = 11;
const GAP_X = 50;
const GAP_Y = 32;
export const FLOOR = 600;
/** The slots' tops (the walls between them start here). */
export const SLOT_TOP = 520;
/** Points for each slot, left to right: the middle is worth most, its neighbours nothing. */
export const SLOTS = [10, 50, 100, 0, 500, 0, 100, 50, 10];
export const SLOT_W = W / SLOTS.length;

/** The pegs, row by row: every other row set off half a gap, none so near a wall that a ball could wedge
 * between them. */
export function pegs(): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let r = 0; r < ROWS; r++)
    for (let x = r % 2 ? 65 : 40; x <= W - 40; x += GAP_X) out.push({ x, y: TOP + r * GAP_Y });
  return out;
}

/** What a ball bounces off: every peg (as a point), the side walls, the floor, the walls between slots. */
export function board(): Segment[] {
  const walls: Segment[] = [
    { ax: 0, ay: 0, bx: 0, by: FLOOR },
    { ax: W, ay: 0, bx: W, by: FLOOR },
    { ax: 0, ay: FLOOR, bx: W, by: FLOOR },
  ];
  for (let k = 1; k < SLOTS.length; k++)
    walls.push({ ax: k * SLOT_W, ay: SLOT_TOP, bx: k * SLOT_W, by: FLOOR });
  return [...pegs().map((p) => ({ ax: p.x, ay: p.y, bx: p.x, by: p.y })), ...walls];
}

/** The slot a ball at x is over (0 at the left). */
export const slotOf = (x: number) => Math.max(0, Math.min(SLOTS.length - 1, Math.floor(x / SLOT_W)));

/** One frame of a ball's fall: a peg's touch nudges it a little to one side, as a real peg's roundness and
 * the ball's spin do, so none balances on top of one. True on a touch. */
export function drop(ball: Ball, dt: number, segments: Segment[], rand: () => number): boolean {
  const touched = fall(ball, dt, 900, segments, PEG_R * 2);
  if (touched && ball.y < SLOT_TOP) ball.vx += (rand() - 0.5) * 60;
  return touched;
}
