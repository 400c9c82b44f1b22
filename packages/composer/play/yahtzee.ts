// Yahtzee's score sheet (pure): thirteen boxes, each filled once with what five dice make in it; 35 more
// when the six upper boxes reach 63, and 100 for each further Yahtzee once the first has scored 50.

export const BOXES = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Three of a kind', 'Four of a kind', 'Full house', 'Small straight', 'Large straight', 'Yahtzee', 'Chance'] as const; // prettier-ignore
export type Box = (typeof BOXES)[number];
/** A sheet: the points written in each box, or null while it is open. */
export type Sheet = (number | null)[];

export const UPPER_BONUS = 35;
export const UPPER_FOR_BONUS = 63;

const counts = (dice: number[]) => [1, 2, 3, 4, 5, 6].map((f) => dice.filter((d) => d === f).length);
const sum = (dice: number[]) => dice.reduce((a, b) => a + b, 0);
const run = (dice: number[], length: number) =>
  [1, 2, 3].some((from) => [...Array(length).keys()].every((k) => dice.includes(from + k)));

/** What five dice score in a box. */
export function points(box: number, dice: number[]): number {
  const c = counts(dice);
  if (box < 6) return c[box] * (box + 1);
  switch (BOXES[box]) {
    case 'Three of a kind':
      return c.some((n) => n >= 3) ? sum(dice) : 0;
    case 'Four of a kind':
      return c.some((n) => n >= 4) ? sum(dice) : 0;
    case 'Full house':
      return c.includes(3) && c.includes(2) ? 25 : 0;
    case 'Small straight':
      return run(dice, 4) ? 30 : 0;
    case 'Large straight':
      return run(dice, 5) ? 40 : 0;
    case 'Yahtzee':
      return c.includes(5) ? 50 : 0;
    default:
      return sum(dice);
  }
}

export const fresh = (): Sheet => BOXES.map(() => null);
export const upper = (sheet: Sheet) => sheet.slice(0, 6).reduce<number>((a, b) => a + (b ?? 0), 0);
export const bonus = (sheet: Sheet) => (upper(sheet) >= UPPER_FOR_BONUS ? UPPER_BONUS : 0);
export const full = (sheet: Sheet) => sheet.every((v) => v !== null);

/** The sheet with `box` filled from the dice (a further Yahtzee, the first having scored 50, adds 100
 * extra, kept in `extra`). */
export function fill(sheet: Sheet, box: number, dice: number[], extra = 0): { sheet: Sheet; extra: number } {
  const next = [...sheet];
  next[box] = points(box, dice);
  const again = counts(dice).includes(5) && sheet[11] === 50;
  return { sheet: next, extra: extra + (again ? 100 : 0) };
}

export const total = (sheet: Sheet, extra = 0) =>
  sheet.reduce<number>((a, b) => a + (b ?? 0), 0) + bonus(sheet) + extra;
