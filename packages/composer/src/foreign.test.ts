import { compose } from './compose';
import { readInEnglish, readLanguageOf } from './foreign';
import { improve } from './improve';

test('Dutch, Polish and Turkish are read into English words, stems and word order mended', () => {
  expect(readInEnglish('een kat die vissen vangt en honden ontwijkt')?.english).toBe(
    'a cat that catches fish and dodges dogs',
  );
  expect(readInEnglish('bir kedi çatılarda zıplayarak fareleri yakalıyor')).toEqual({
    lang: 'tr',
    english: 'a cat jumping on roofs catching mice',
    left: [],
  });
  expect(readLanguageOf('gra w której wąż zbiera jabłka w ogrodzie i rośnie')).toBe('pl');
  // English is never read as one of them, words spelt alike ("robot", "pizza") saying nothing
  for (const english of ['robot pizza monster', 'a cat in the garden with a robot', 'i want a van game'])
    expect(readLanguageOf(english)).toBeNull();
});

test('a game from a Polish or Turkish idea is the game described, in English words, and says so', () => {
  const snake = compose('gra w której wąż zbiera jabłka w ogrodzie i rośnie');
  expect(snake).toMatchObject({
    mechanic: 'snake',
    roles: { player: { name: 'snake' }, target: { name: 'apple' } },
  });
  expect(snake.notes).toContain('I read your idea in Polish; the game’s own words are in English for now.');
  const cat = compose('bir kedi çatılarda zıplayarak fareleri yakalıyor');
  expect(cat).toMatchObject({ roles: { player: { name: 'cat' }, target: { name: 'mouse' } } });
  // "turn it to night, with a moon in the sky": the night scene's moon, no moon to dodge
  const night = improve(cat, 'geceye çevir, gökyüzünde ay olsun');
  expect(night.design.setting.name).toMatch(/night/);
  expect(Object.values(night.design.roles).map((e) => e!.name)).not.toContain('moon');
});
