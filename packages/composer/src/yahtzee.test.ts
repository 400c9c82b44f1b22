import { BOXES, bonus, fill, fresh, full, points, total } from '../play/yahtzee';

const at = (name: string) => BOXES.indexOf(name as (typeof BOXES)[number]);

test('five dice score in each box as the rules say', () => {
  expect(points(at('Threes'), [3, 3, 1, 3, 6])).toBe(9);
  expect(points(at('Three of a kind'), [4, 4, 4, 2, 1])).toBe(15);
  expect(points(at('Three of a kind'), [4, 4, 5, 2, 1])).toBe(0);
  expect(points(at('Four of a kind'), [6, 6, 6, 6, 1])).toBe(25);
  expect(points(at('Full house'), [2, 2, 5, 5, 5])).toBe(25);
  expect(points(at('Full house'), [5, 5, 5, 5, 5])).toBe(0);
  expect(points(at('Small straight'), [1, 2, 3, 4, 6])).toBe(30);
  expect(points(at('Small straight'), [3, 4, 5, 6, 6])).toBe(30);
  expect(points(at('Small straight'), [1, 2, 3, 5, 6])).toBe(0);
  expect(points(at('Large straight'), [2, 3, 4, 5, 6])).toBe(40);
  expect(points(at('Large straight'), [1, 2, 3, 4, 6])).toBe(0);
  expect(points(at('Yahtzee'), [4, 4, 4, 4, 4])).toBe(50);
  expect(points(at('Chance'), [1, 2, 3, 4, 6])).toBe(16);
});

test('63 in the upper boxes brings 35 more; a second Yahtzee 100; thirteen boxes fill the sheet', () => {
  let sheet = fresh();
  let extra = 0;
  // two of each face: 42, short of 63
  for (let f = 1; f <= 6; f++)
    ({ sheet } = fill(sheet, f - 1, [f, f, (f % 6) + 1, (f % 6) + 1, (f % 6) + 1]));
  expect(bonus(sheet)).toBe(0);
  sheet = fresh();
  for (let f = 1; f <= 6; f++) ({ sheet } = fill(sheet, f - 1, [f, f, f, f, 1]));
  expect(bonus(sheet)).toBe(35);
  ({ sheet, extra } = fill(sheet, at('Yahtzee'), [5, 5, 5, 5, 5]));
  expect(extra).toBe(0);
  ({ sheet, extra } = fill(sheet, at('Chance'), [5, 5, 5, 5, 5], extra));
  expect(extra).toBe(100);
  expect(full(sheet)).toBe(false);
  for (const name of ['Three of a kind', 'Four of a kind', 'Full house', 'Small straight', 'Large straight'])
    ({ sheet } = fill(sheet, at(name), [1, 1, 2, 3, 4]));
  expect(full(sheet)).toBe(true);
  expect(total(sheet, extra)).toBe(4 * 21 + 1 + 35 + 50 + 25 + 100 + 30);
});
