import { balls, bingo, card, lines } from '../play/bingo';

let seed = 3;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

test('a card of 15 from 1-50: all different, each column in its own stretch, ascending down it', () => {
  for (let k = 0; k < 20; k++) {
    const c = card(50, 3, 5, rand);
    expect(c).toHaveLength(15);
    expect(new Set(c).size).toBe(15);
    expect(Math.min(...c)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...c)).toBeLessThanOrEqual(50);
    for (let col = 0; col < 5; col++) {
      const down = [c[col], c[col + 5], c[col + 10]];
      expect(down).toEqual([...down].sort((a, b) => a - b));
      expect(down.every((n) => n > col * 10 && n <= (col + 1) * 10)).toBe(true);
    }
  }
});

test('every ball once; a full row is a line, the whole card a bingo', () => {
  const order = balls(50, rand);
  expect([...order].sort((a, b) => a - b)).toEqual([...Array(50).keys()].map((k) => k + 1));
  const marked = Array(15).fill(false);
  for (const i of [5, 6, 7, 8, 9]) marked[i] = true;
  expect(lines(marked, 5)).toEqual([1]);
  expect(bingo(marked)).toBe(false);
  expect(bingo(Array(15).fill(true))).toBe(true);
  expect(lines(Array(15).fill(true), 5)).toEqual([0, 1, 2]);
});
