// The quiz's question banks (play/banks.ts): every question has four different options, the answer
// among them; a picture quiz asks "What is this?" of the kind's own pictures.
import { clockQuestion, questions } from '../play/banks';
import { hasCall } from '../play/voices';
import { LANG_IDS, TOPIC_IDS } from './design';
import { pageWords } from './words';
import { entityOf } from './entities';

// (a missing letter and a clock's time are one of three: below)
test.each(TOPIC_IDS.filter((t) => t !== 'pictures' && t !== 'letters' && t !== 'time'))(
  '%s: four different options, the answer among them',
  (topic) => {
    for (const q of questions(topic, 30, 1)) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options).toContain(q.answer);
    }
  },
);

test('a picture quiz shows each thing and asks for its name; without enough pictures it asks capitals', () => {
  const fruit = ['apple', 'banana', 'kiwi', 'pear', 'lemon'].map(entityOf);
  const asked = questions('pictures', 10, 1, [], fruit);
  expect(asked.map((q) => q.prompt)).toEqual(Array(10).fill('What is this?'));
  for (const q of asked) {
    expect(q.icon).toBe(fruit.find((f) => f.name === q.answer.toLowerCase())?.emoji);
    expect(new Set(q.options).size).toBe(4);
  }
  expect(new Set(asked.slice(0, 5).map((q) => q.answer)).size).toBe(5); // each once before any again
  expect(questions('pictures', 3, 1, [], fruit.slice(0, 2))[0].prompt).toMatch(/capital/);
});

test('a quiz on one part of the world asks only its countries', () => {
  const europe = new Set(['Paris', 'Berlin', 'Rome', 'Madrid', 'Lisbon', 'London', 'Dublin', 'Amsterdam', 'Brussels', 'Bern', 'Vienna', 'Warsaw', 'Prague', 'Budapest', 'Athens', 'Stockholm', 'Oslo', 'Helsinki', 'Copenhagen', 'Reykjavík', 'Moscow', 'Kyiv', 'Ankara']); // prettier-ignore
  for (const q of questions('capitals', 40, 1, ['europe']))
    for (const o of q.options) expect(europe).toContain(o);
  const africa = questions('flags', 7, 1, ['africa']).map((q) => q.answer);
  expect(new Set(africa)).toEqual(
    new Set(['Egypt', 'Kenya', 'Nigeria', 'Morocco', 'Ethiopia', 'Ghana', 'Senegal']),
  );
});

test('questions keep what they ask about apart, so a page in another language asks in it', () => {
  const q = questions('capitals', 60, 1).find((x) => x.about === 'France')!;
  expect(q).toMatchObject({ prompt: 'What is the capital of {x}?', answer: 'Paris' });
  expect(questions('capitals', 60, 1).find((x) => x.about === 'Netherlands')?.prompt).toBe(
    'What is the capital of the {x}?',
  );
  for (const lang of LANG_IDS)
    for (const line of [
      'What is the capital of {x}?',
      'Which country has this flag?',
      'What is this?',
      'Question {n} of {m}',
    ])
      expect([lang, pageWords(lang)[line]?.length > 0]).toEqual([lang, true]);
  expect(pageWords('fr')['What is the capital of {x}?'].replace('{x}', 'France')).toBe(
    'Quelle est la capitale de France ?',
  );
});

test('every animal in the sounds quiz has a call the page can make', () => {
  const animals = new Set(questions('sounds', 50, 1).map((q) => q.answer));
  expect(animals.size).toBeGreaterThanOrEqual(10);
  for (const animal of animals) expect([animal, hasCall(animal)]).toEqual([animal, true]);
  expect(hasCall('Unicorn')).toBe(false);
});

test('a times table asks only its own sums, either way round, with the right answers', () => {
  for (const q of questions('math', 30, 1, ['multiply', 'table 7'])) {
    const [a, op, b] = q.about!.split(' ');
    expect(op).toBe('×');
    expect([Number(a), Number(b)]).toContain(7);
    expect(Number(q.answer)).toBe(Number(a) * Number(b));
    expect(new Set(q.options).size).toBe(4);
  }
});

test('a missing-letter question: the word with one letter gone, the gone letter among three', () => {
  const cat = { name: 'chat', emoji: '🐱', color: '#f59e0b' };
  const qs = questions('letters', 10, 1, [], [cat, { ...cat, name: 'chien', emoji: '🐶' }, { ...cat, name: 'lapin', emoji: '🐰' }]); // prettier-ignore
  expect(qs).toHaveLength(10);
  for (const q of qs) {
    const word = { '🐱': 'chat', '🐶': 'chien', '🐰': 'lapin' }[q.icon!]!;
    expect(q.about!.replace(/ /g, '').replace('_', q.answer)).toBe(word.toUpperCase());
    expect(q.options).toHaveLength(3);
    expect(new Set(q.options).size).toBe(3);
    expect(q.options).toContain(q.answer);
  }
});

test('a clock to read: its face at that time, the time and two a child would mistake it for', () => {
  const three = clockQuestion(3, false);
  expect(three).toMatchObject({ prompt: 'What time is it?', icon: '🕒', answer: '3:00' });
  expect(three.options).toHaveLength(3);
  expect(three.options).toContain('3:00');
  expect(new Set(three.options).size).toBe(3);
  expect(clockQuestion(3, true)).toMatchObject({ icon: '🕞', answer: '3:30' });
  expect(clockQuestion(12, false)).toMatchObject({ icon: '🕛', answer: '12:00' });
  expect(clockQuestion(12, true).options.every((o) => /^(?:[1-9]|1[0-2]):[03]0$/.test(o))).toBe(true);
  const day = questions('time', 24, 1);
  expect(new Set(day.map((q) => q.answer)).size).toBe(24); // (every hour and half hour once)
});
