// A home run derby (pure): pitches of different speeds, a swing judged by how early or late it meets
// the ball, and how far a ball hit that way flies.

/** How long a pitch takes from the hand to the plate (s): a fastball to a changeup, quicker later on. */
export function pitchTime(rand: () => number, outs: number): number {
  const base = 0.95 - Math.min(0.2, outs * 0.02);
  return base - rand() * 0.35;
}

export type Contact = 'homer' | 'fly' | 'foul' | 'grounder' | 'miss';

/** What a swing `early` seconds before the ball arrives (late: negative) does. */
export function contact(early: number): Contact {
  const off = Math.abs(early);
  if (off <= 0.045) return 'homer';
  if (off <= 0.085) return 'fly';
  if (off <= 0.13) return early > 0 ? 'foul' : 'grounder';
  return 'miss';
}

/** How far a ball met that way flies (feet): a homer 360-480 ft, the closer to perfect the longer. */
export function distance(early: number, kind: Contact, rand: () => number): number {
  const off = Math.abs(early);
  if (kind === 'homer') return Math.round(480 - (off / 0.045) * 110 - rand() * 10);
  if (kind === 'fly') return Math.round(300 + rand() * 50); // (caught short of the fence)
  if (kind === 'foul') return Math.round(120 + rand() * 150);
  if (kind === 'grounder') return Math.round(40 + rand() * 60);
  return 0;
}

/** A swing that is not a home run is an out; one not taken is nothing. */
export const isOut = (kind: Contact) => kind !== 'homer';
