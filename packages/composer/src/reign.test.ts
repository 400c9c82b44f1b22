import { CARDS, decide, ended, nextCard, START, type Powers } from '../play/reign';

test('a yes and a no move the four powers, kept within 0-100; a power at 0 or 100 ends the reign', () => {
  const bread = CARDS.find((c) => c.asks.includes('bread'))!;
  expect(decide(START, bread, true)).toEqual([50, 35, 50, 65]);
  expect(decide(START, bread, false)).toEqual([50, 55, 50, 40]);
  expect(decide([95, 50, 50, 50], CARDS[0], true)[0]).toBe(100);
  expect(ended(START)).toBeNull();
  expect(ended([50, 0, 50, 50] as Powers)).toMatch(/people rise up/);
  expect(ended([50, 50, 100, 50] as Powers)).toMatch(/generals march/);
});

test('every card moves something each way, and the same card does not come straight back', () => {
  for (const c of CARDS) {
    expect(c.yes.some((v) => v !== 0)).toBe(true);
    expect(c.no.some((v) => v !== 0)).toBe(true);
  }
  const recent = [0, 1, 2, 3];
  for (let k = 0; k < 50; k++) expect(recent).not.toContain(nextCard(recent, Math.random));
});
