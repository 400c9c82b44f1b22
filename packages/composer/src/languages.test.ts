import { compose } from './compose';
import { improve } from './improve';
import { languageOf, toEnglish } from './languages';

test('prompts in other languages are read in English words', () => {
  expect(languageOf('un perro que come huesos')).toBe('es');
  expect(languageOf('a dog eating bones')).toBeNull();
  expect(toEnglish('un perro que come huesos')).toBe('a dog that eats bones');
  const d = compose('ein Frosch fängt Sterne');
  expect(d.roles.player).toMatchObject({ name: 'frog', emoji: '🐸' });
  expect(d.roles.target?.name).toBe('star');
  expect(d.mechanic).toBe('catch');
  expect(improve(d, 'mach es schwerer').design.params.difficulty).toBe('hard');
});
