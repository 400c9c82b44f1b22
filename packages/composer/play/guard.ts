// A night shift against things that creep to your office (Five Nights at Freddy's): rooms on a path to
// the left and the right door, creepers that move a room nearer now and then (more often each night), a
// door shut in a creeper's face sending it back, the power the doors and the camera drain, and the clock
// from midnight to six. Pure, so it is tested on its own (src/guard.test.ts); the game (games/guard.ts)
// draws the office and its cameras.

/** The rooms, from where they start to a door: each path ends at the left or the right door. */
export const ROOMS = ['Stage', 'Hall', 'West Aisle', 'East Aisle', 'Left Door', 'Right Door'] as const;
export type Room = (typeof ROOMS)[number];
const NEXT: Record<Room, Room[]> = {
  Stage: ['Hall'],
  Hall: ['West Aisle', 'East Aisle'],
  'West Aisle': ['Left Door'],
  'East Aisle': ['Right Door'],
  'Left Door': [],
  'Right Door': [],
};

export interface Creeper {
  at: Room;
  /** Seconds until it may move again. */
  wait: number;
}
export interface Shift {
  creepers: Creeper[];
  doors: { left: boolean; right: boolean };
  camera: boolean;
  /** 0-100. */
  power: number;
  /** Seconds into the night. */
  t: number;
  /** Why it ended: 'caught' at an open door, 'dawn' at six. */
  over: 'caught' | 'dawn' | null;
}

/** Seconds a night lasts: an hour a 20 seconds, midnight to six. */
export const NIGHT = 120;
export const hourOf = (t: number) => Math.min(6, Math.floor(t / (NIGHT / 6)));

/** A night's start: one creeper on the first, one more each night after, all on the stage. */
export function shift(night: number): Shift {
  const creepers = Array.from({ length: Math.min(4, night) }, (_, k) => ({
    at: 'Stage' as Room,
    wait: 6 + k * 4,
  }));
  return { creepers, doors: { left: false, right: false }, camera: false, power: 100, t: 0, over: null };
}

/** How often a creeper moves on (seconds between chances), quicker each night and as the night goes on. */
const pace = (night: number, t: number) => Math.max(2.5, 9 - night * 1.5 - (t / NIGHT) * 2);

/** The power drained a second: a little always, more for each shut door and the camera. */
export const drain = (s: Shift) =>
  0.25 + (s.doors.left ? 0.45 : 0) + (s.doors.right ? 0.45 : 0) + (s.camera ? 0.25 : 0);

/** A moment of the night: power drains (at none the doors open and stay open), creepers move on, one at
 * a door comes in if it is open (caught) or is sent back to the stage if it is shut; six o'clock ends it. */
export function tick(s: Shift, dt: number, night: number, rand: () => number): void {
  if (s.over) return;
  s.t += dt;
  s.power = Math.max(0, s.power - drain(s) * dt);
  if (s.power === 0) {
    s.doors = { left: false, right: false };
    s.camera = false;
  }
  for (const c of s.creepers) {
    if ((c.wait -= dt) > 0) continue;
    c.wait = pace(night, s.t) * (0.7 + rand() * 0.6);
    if (c.at === 'Left Door' || c.at === 'Right Door') {
      const shut = c.at === 'Left Door' ? s.doors.left : s.doors.right;
      if (!shut) s.over = 'caught';
      else c.at = 'Stage';
      continue;
    }
    const ways = NEXT[c.at];
    if (rand() < 0.75) c.at = ways[Math.floor(rand() * ways.length)];
  }
  if (!s.over && s.t >= NIGHT) s.over = 'dawn';
}
