// A step sequencer's pattern: 16 steps a row, a drum's step on or off, a bass row's step off or one of its
// notes; which step plays at a moment of a tempo; a random beat that sounds like one (kicks on the beat,
// snares on two and four, hats between). Pure, so it is tested on its own (src/drums.test.ts); the machine
// (games/drums.ts) draws it and makes the sounds.

export const STEPS = 16;
/** The bass row's notes (a pentatonic scale from C2): a step tapped goes through them, then off. */
export const BASS_NOTES: [string, number][] = [['C', 65.41], ['D', 73.42], ['E', 82.41], ['G', 98], ['A', 110], ['C²', 130.81]]; // prettier-ignore
export type Pattern = Record<string, number[]>;

export const empty = (rows: string[]): Pattern =>
  Object.fromEntries(rows.map((r) => [r, Array<number>(STEPS).fill(0)]));

/** A step tapped: a drum's on or off; a bass step to its next note, off after the last. */
export function toggle(p: Pattern, row: string, step: number): void {
  const most = row === 'bass' ? BASS_NOTES.length : 1;
  p[row][step] = (p[row][step] + 1) % (most + 1);
}

/** The step playing `seconds` after the start at `bpm` (four steps a beat). */
export const stepAt = (seconds: number, bpm: number) => Math.floor((seconds * bpm * 4) / 60) % STEPS;

/** A beat for the rows there are: each drum where such drums go, with a little chance about it. */
export function randomBeat(rows: string[], rand: () => number): Pattern {
  const p = empty(rows);
  const on = (row: string, steps: number[], chance = 1) => {
    if (p[row]) for (const s of steps) if (rand() < chance) p[row][s] = 1;
  };
  on('kick', [0, 8]);
  on('kick', [3, 6, 10, 11, 14], 0.3);
  on('snare', [4, 12]);
  on('snare', [7, 15], 0.2);
  on('hi-hat', [0, 2, 4, 6, 8, 10, 12, 14]);
  on('hi-hat', [1, 3, 5, 7, 9, 11, 13, 15], 0.25);
  on('clap', [12], 0.7);
  on('clap', [4, 14], 0.25);
  on('tom', [13, 14, 15], 0.35);
  on('cowbell', [2, 6, 10, 14], 0.4);
  if (p.bass) for (const s of [0, 3, 6, 8, 11, 14]) if (rand() < 0.7) p.bass[s] = 1 + Math.floor(rand() * BASS_NOTES.length); // prettier-ignore
  return p;
}
