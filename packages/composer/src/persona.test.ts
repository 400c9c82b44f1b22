import { PERSONA_QUESTIONS } from './design';
import { countsFor, questionsOf, QUESTIONS, resultsFor, tempersOf, winner } from '../play/persona';

test('four results: each answer counts for the result of its temperament, told by its name where it says one', () => {
  const tempers = tempersOf(['Mango Sunrise', 'Berry Blast', 'Green Machine', 'Choco Peanut']);
  expect(tempers).toEqual([0, 2, 3, 1]); // (sunny; a blast is bold; the green one the one left; choco cosy)
  expect(new Set(tempers).size).toBe(4);
  // always the cosy answer: Choco Peanut; always the sunny one: Mango Sunrise
  expect(winner([1, 1, 1, 1, 1, 1], tempers)).toBe(3);
  expect(winner([0, 0, 0, 0, 0, 0], tempers)).toBe(0);
  // as many of two: the one chosen last
  expect(winner([0, 2, 0, 2], tempers)).toBe(1);
});

test('more or fewer results than four: the answers turn round them, so each is reached as often', () => {
  const tempers = tempersOf(['A', 'B', 'C', 'D', 'E', 'F']);
  const reached = new Array(6).fill(0);
  for (let k = 0; k < 6; k++) for (let a = 0; a < 4; a++) reached[countsFor(k, a, tempers)] += 1;
  expect(reached).toEqual([4, 4, 4, 4, 4, 4]);
  expect(winner([3, 3, 3], tempersOf(['Yes', 'No']))).toBe(1);
});

test('the results: as listed with their pictures, else the known ones of the kind, else the kind by temperament', () => {
  expect(
    resultsFor(['Mango Sunrise', 'Berry Blast'], ['🥭', null], { name: 'smoothie', emoji: '🥤' }),
  ).toEqual([
    { name: 'Mango Sunrise', emoji: '🥭' },
    { name: 'Berry Blast', emoji: '🥤' },
  ]);
  expect(resultsFor(undefined, [], { name: 'dog breed', emoji: '🐶' }).map((r) => r.name)).toEqual(['Golden Retriever', 'Pug', 'Husky', 'Poodle']); // prettier-ignore
  expect(resultsFor(undefined, [], { name: 'house', emoji: '🏠' })).toEqual([
    { name: 'Sunny House', emoji: '🏠' },
    { name: 'Cosy House', emoji: '🏠' },
    { name: 'Bold House', emoji: '🏠' },
    { name: 'Dreamy House', emoji: '🏠' },
  ]);
  expect(resultsFor(undefined, []).map((r) => r.name)).toEqual(['Sunny', 'Cosy', 'Bold', 'Dreamy']);
});

test('a go asks as many questions as asked, each with four answers with pictures', () => {
  const order = QUESTIONS.map((_, i) => QUESTIONS.length - 1 - i);
  expect(questionsOf(6, order)).toHaveLength(6);
  expect(questionsOf(6, order)[0]).toBe(QUESTIONS[QUESTIONS.length - 1]);
  expect(questionsOf(40, order)).toHaveLength(QUESTIONS.length);
  for (const q of QUESTIONS) expect(q.answers.every((a) => a.emoji && a.text)).toBe(true);
});

test('the bank has as many questions as a quiz may ask', () => {
  expect(QUESTIONS).toHaveLength(PERSONA_QUESTIONS);
});
