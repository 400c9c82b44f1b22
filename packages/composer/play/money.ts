// Counting money at a till: the coins of a currency (US cents, or euro cents and euros), a price the
// coins can make, the amount put down, and whether it is exact, too much or not enough. Pure, so it is
// tested on its own (src/money.test.ts); the game (games/money.ts) draws the shop and plays it.

export interface Coin {
  name: string;
  /** In cents. */
  value: number;
  /** What is written on it. */
  label: string;
  colour: string;
  /** Its size on the counter (a dime is smaller than a nickel). */
  r: number;
}

export const CURRENCIES: Record<'usd' | 'eur', Coin[]> = {
  usd: [
    { name: 'penny', value: 1, label: '1¢', colour: '#b45309', r: 26 },
    { name: 'nickel', value: 5, label: '5¢', colour: '#9ca3af', r: 30 },
    { name: 'dime', value: 10, label: '10¢', colour: '#d1d5db', r: 24 },
    { name: 'quarter', value: 25, label: '25¢', colour: '#e5e7eb', r: 34 },
  ],
  eur: [
    { name: '1 cent', value: 1, label: '1c', colour: '#b45309', r: 22 },
    { name: '2 cents', value: 2, label: '2c', colour: '#b45309', r: 25 },
    { name: '5 cents', value: 5, label: '5c', colour: '#c2410c', r: 28 },
    { name: '10 cents', value: 10, label: '10c', colour: '#eab308', r: 26 },
    { name: '20 cents', value: 20, label: '20c', colour: '#eab308', r: 29 },
    { name: '50 cents', value: 50, label: '50c', colour: '#eab308', r: 32 },
    { name: '1 euro', value: 100, label: '€1', colour: '#d4d4d8', r: 30 },
  ],
};

/** How a sum is written: 67¢, or 1,35 € (euros over a euro). */
export function written(cents: number, currency: 'usd' | 'eur'): string {
  if (currency === 'usd') return cents < 100 ? `${cents}¢` : `$${(cents / 100).toFixed(2)}`;
  return cents < 100 ? `${cents} c` : `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

/** A price for the next customer: a few cents at first, up to the top of the range as the round goes. */
export function priceFor(customer: number, of: number, top: number, rand: () => number): number {
  const most = Math.max(10, Math.round(top * (0.4 + (0.6 * customer) / Math.max(1, of - 1))));
  return 1 + Math.floor(rand() * most);
}

export const total = (coins: Coin[]) => coins.reduce((n, c) => n + c.value, 0);

/** The fewest coins that make `cents` (a hint of one way to pay). */
export function fewest(cents: number, coins: Coin[]): Coin[] {
  const out: Coin[] = [];
  let left = cents;
  for (const c of [...coins].sort((a, b) => b.value - a.value))
    while (left >= c.value) {
      out.push(c);
      left -= c.value;
    }
  return out;
}
