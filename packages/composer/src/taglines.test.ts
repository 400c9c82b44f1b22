import { compose } from './compose';
import { LANG_IDS } from './design';
import { pluralIn } from './languages';
import { MECHANICS } from './mechanics';
import { TAGLINES } from './taglines';

const slots = (line: string) => (line.match(/\{\w+(?::1)?\}/g) ?? []).sort();

test("every mechanic's lines are in every language, with the slots their English has", () => {
  const lines = Object.values(MECHANICS).flatMap((m) => [
    m.tagline,
    ...[m.taglineAlt ?? []].flat(),
    ...Object.values(m.partTaglines ?? {}).flat(),
    ...(m.escortTagline ? [m.escortTagline] : []),
  ]);
  for (const lang of LANG_IDS)
    for (const line of lines) {
      expect([lang, line, TAGLINES[lang][line] !== undefined]).toEqual([lang, line, true]);
      expect(slots(TAGLINES[lang][line])).toEqual(slots(line));
    }
});

test('a game asked for in another language says what to do in it, with its things named there', () => {
  expect(compose('un juego de serpiente').tagline).toBe('Come manzanas y crece, sin morderte nunca');
  expect(compose('un gatto che raccoglie pesci ed evita i cani').tagline).toBe('Raccogli pesci, evita cani');
  // (the counts asked stand in the line: "el primero a 10")
  expect(compose('pong para dos jugadores, el primero a 10 gana').tagline).toBe(
    'Dos jugadores, un teclado: el primero a 10 puntos gana',
  );
  expect(compose('ein Quiz über Hauptstädte mit 15 Fragen').tagline).toBe(
    'Beantworte 15 Fragen: 11 richtige zum Sieg',
  );
  // (a line of its own, not the mechanic's, is still the prompt in the person's words)
  const race = 'juego de carreras de coches en una pista vista desde arriba, con 3 vueltas y un rival controlado por la computadora'; // prettier-ignore
  expect(compose(race).tagline).not.toMatch(/^Juego de carreras/);
});

test('the many of a name, by the language’s rule', () => {
  const cases: [Parameters<typeof pluralIn>[0], string, string][] = [
    ['es', 'ratón', 'ratones'],
    ['es', 'pez', 'peces'],
    ['es', 'manzana', 'manzanas'],
    ['es', 'flor', 'flores'],
    ['fr', 'cheval', 'chevaux'],
    ['fr', 'oiseau', 'oiseaux'],
    ['fr', 'souris', 'souris'],
    ['de', 'Katze', 'Katzen'],
    ['de', 'Hund', 'Hunde'],
    ['de', 'Auto', 'Autos'],
    ['pt', 'animal', 'animais'],
    ['pt', 'nuvem', 'nuvens'],
    ['it', 'mela', 'mele'],
    ['it', 'gatto', 'gatti'],
  ];
  for (const [lang, one, many] of cases) expect([lang, one, pluralIn(lang, one)]).toEqual([lang, one, many]);
});
