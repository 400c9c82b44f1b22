// The periodic table's first four periods: each element's symbol, name and place (period, group), and
// the question rounds of the locating game. Pure, so it is tested on its own (src/elements.test.ts); the
// game (games/periodic.ts) draws and plays it.

export interface Element {
  n: number;
  symbol: string;
  name: string;
  period: number;
  group: number;
}

const ROWS: [string, string, number][] = [
  ['H', 'Hydrogen', 1], ['He', 'Helium', 18],
  ['Li', 'Lithium', 1], ['Be', 'Beryllium', 2], ['B', 'Boron', 13], ['C', 'Carbon', 14], ['N', 'Nitrogen', 15], ['O', 'Oxygen', 16], ['F', 'Fluorine', 17], ['Ne', 'Neon', 18],
  ['Na', 'Sodium', 1], ['Mg', 'Magnesium', 2], ['Al', 'Aluminium', 13], ['Si', 'Silicon', 14], ['P', 'Phosphorus', 15], ['S', 'Sulfur', 16], ['Cl', 'Chlorine', 17], ['Ar', 'Argon', 18],
  ['K', 'Potassium', 1], ['Ca', 'Calcium', 2], ['Sc', 'Scandium', 3], ['Ti', 'Titanium', 4], ['V', 'Vanadium', 5], ['Cr', 'Chromium', 6], ['Mn', 'Manganese', 7], ['Fe', 'Iron', 8], ['Co', 'Cobalt', 9], ['Ni', 'Nickel', 10], ['Cu', 'Copper', 11], ['Zn', 'Zinc', 12], ['Ga', 'Gallium', 13], ['Ge', 'Germanium', 14], ['As', 'Arsenic', 15], ['Se', 'Selenium', 16], ['Br', 'Bromine', 17], ['Kr', 'Krypton', 18],
]; // prettier-ignore

/** Elements 1-36, in order, each in its period (row) and group (column). */
export const ELEMENTS: Element[] = (() => {
  let period = 1;
  return ROWS.map(([symbol, name, group], i) => {
    if (i > 0 && group <= ROWS[i - 1][2]) period += 1;
    return { n: i + 1, symbol, name, period, group };
  });
})();

/** The element in a box of the table, if any. */
export const elementAt = (period: number, group: number) =>
  ELEMENTS.find((e) => e.period === period && e.group === group);

/** The elements asked in a round: `count` different ones, in a random order. */
export function questionsOf(count: number, rand: () => number): Element[] {
  const pool = [...ELEMENTS];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.min(count, pool.length));
}
