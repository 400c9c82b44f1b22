import { ELEMENTS, elementAt, questionsOf } from '../play/elements';

/** A seeded random in [0, 1), so a test reads the same every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

test('the first 36 elements sit in their real places', () => {
  expect(ELEMENTS).toHaveLength(36);
  expect(elementAt(1, 1)?.name).toBe('Hydrogen');
  expect(elementAt(1, 18)?.name).toBe('Helium');
  expect(elementAt(2, 14)?.symbol).toBe('C');
  expect(elementAt(3, 17)?.name).toBe('Chlorine');
  expect(elementAt(4, 1)?.name).toBe('Potassium');
  expect(elementAt(4, 8)?.symbol).toBe('Fe');
  expect(elementAt(4, 18)).toMatchObject({ n: 36, name: 'Krypton' });
  expect(elementAt(2, 5)).toBeUndefined(); // (no transition metals before period 4)
  expect(new Set(ELEMENTS.map((e) => `${e.period},${e.group}`)).size).toBe(36);
});

test('a round asks as many different elements as it should', () => {
  const asked = questionsOf(10, seeded(4));
  expect(asked).toHaveLength(10);
  expect(new Set(asked.map((e) => e.n)).size).toBe(10);
  expect(questionsOf(50, seeded(4))).toHaveLength(36);
});
