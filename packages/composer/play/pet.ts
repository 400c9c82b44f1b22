// A virtual pet's needs: four bars that fall as time goes by, what each care does to them, when it
// falls sick, and the time it was left alone. Pure, so it is tested on its own (src/pet.test.ts); the
// game (games/pet.ts) draws the pet, its bars and buttons, and keeps it between visits.

export const NEEDS = ['food', 'fun', 'clean', 'energy'] as const;
export type Need = (typeof NEEDS)[number];
export type Needs = Record<Need, number>; // each 0-100
export type Care = 'feed' | 'play' | 'wash' | 'sleep' | 'medicine';

/** How much each bar falls a second while awake (asleep: energy rises and the rest fall at half). */
const FALL: Needs = { food: 1.1, fun: 0.9, clean: 0.6, energy: 0.7 };
/** Left alone (the page closed), time passes this much slower: a day away is not a pet starved. */
export const AWAY = 0.01;

export const fresh = (): Needs => ({ food: 80, fun: 80, clean: 80, energy: 80 });
const clamp = (n: number) => Math.max(0, Math.min(100, n));

/** The bars after `seconds` (asleep or awake). */
export function decay(n: Needs, seconds: number, asleep: boolean): Needs {
  return {
    food: clamp(n.food - FALL.food * seconds * (asleep ? 0.5 : 1)),
    fun: clamp(n.fun - FALL.fun * seconds * (asleep ? 0.5 : 1)),
    clean: clamp(n.clean - FALL.clean * seconds * (asleep ? 0.5 : 1)),
    energy: clamp(n.energy + (asleep ? 6 : -FALL.energy) * seconds),
  };
}

/** The bars after a care: feeding fills it, playing cheers it (and tires it), a bath cleans it,
 * medicine lifts every bar a little. (Sleep is a state, not a care to the bars.) */
export function care(n: Needs, what: Care): Needs {
  switch (what) {
    case 'feed':
      return { ...n, food: clamp(n.food + 30) };
    case 'play':
      return { ...n, fun: clamp(n.fun + 25), energy: clamp(n.energy - 8), food: clamp(n.food - 4) };
    case 'wash':
      return { ...n, clean: 100 };
    case 'medicine':
      return { food: clamp(n.food + 20), fun: clamp(n.fun + 20), clean: clamp(n.clean + 20), energy: clamp(n.energy + 20) }; // prettier-ignore
    default:
      return n;
  }
}

/** Sick when every bar is down to nothing. */
export const sickNow = (n: Needs) => NEEDS.every((k) => n[k] <= 0);

/** The need most wanted, when one is low (under 30): what its thought bubble shows. */
export function wants(n: Needs): Need | null {
  const low = NEEDS.filter((k) => n[k] < 30).sort((a, b) => n[a] - n[b]);
  return low[0] ?? null;
}

/** The bars on coming back after `seconds` away (time passing slower while away). */
export const cameBack = (n: Needs, seconds: number, asleep: boolean): Needs =>
  decay(n, Math.max(0, seconds) * AWAY, asleep);
