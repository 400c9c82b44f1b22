import { compose } from './compose';
import { page } from './page';
import { improve } from './improve';
import { languageOf, localName, localNames, localTitle, toEnglish } from './languages';
import { MECHANICS } from './mechanics';
import { LANG_IDS } from './design';

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

test('a game in another language carries its words, and only that language’s', () => {
  const html = page(compose('un perro que recoge huesos'));
  expect(html).toContain('<html lang="es">');
  expect(html).toContain('"Game Over":"Fin del juego"');
  expect(html).not.toContain('Partie terminée');
  expect(page(compose('a dog collecting bones'))).not.toContain('Fin del juego');
});

test('things a lexicon does not list are found through the emoji names of that language', () => {
  expect(compose('un gatto che mangia topi').roles.target).toMatchObject({ name: 'mouse', emoji: '🐭' });
  expect(compose('une grenouille qui attrape des mouches').roles.target?.emoji).toBe('🪰');
  const memory = compose('un juego de memoria con frutas');
  expect(memory.mechanic).toBe('memory');
  expect(memory.title).toBe('Memoria de frutas');
  expect(compose('ein Quiz über Tiere')).toMatchObject({ topic: 'animals', title: 'Tiere-Quiz' });
});

test('an English prompt stays English, whatever words it shares with other languages', () => {
  for (const p of [
    'a quiz about world capitals',
    'a puzzle with animals',
    'memory game with fruit',
    'a game',
  ])
    expect(compose(p).lang).toBeUndefined();
});

test('every kind of game is named in each language’s titles, never in English', () => {
  const nouns = new Set([...Object.values(MECHANICS).map((m) => m.noun), 'Feast', 'Repair']);
  // (a word that is the same in both is fine: "Sudoku", "Arena")
  const english = LANG_IDS.flatMap((lang) =>
    [...nouns]
      .filter((n) => localTitle(lang, n, null, null) === n && !SAME_EVERYWHERE.has(n))
      .map((n) => `${lang}: ${n}`),
  );
  expect(english).toEqual([]);
  // "un gato que salta por los tejados": a cat jumping across the roofs, in a city
  expect(compose('un gato que salta por los tejados')).toMatchObject({
    mechanic: 'sidescroller',
    title: 'Aventura de gato',
    setting: { name: 'city' },
  });
});
const SAME_EVERYWHERE = new Set(['Arena', 'Mastermind', 'Parking', 'Bowling', 'Stand', 'Blaster', 'Tic-Tac-Toe', 'Quiz', 'Sudoku', 'Pinball', 'Grill', 'Golf', 'Simon', 'Wordle', 'Flipper', 'Memory', 'Puzzle', 'Curling', 'Blackjack', 'Reversi', 'Plinko', 'Bingo', 'Kalaha', 'UNO', 'Mahjong', 'Takuzu', 'Deal or No Deal', 'Spirograph', 'Labyrinth', 'Hearts', 'Backgammon', 'Jenga', 'Solitaire', 'Block Blast', 'Flow']); // prettier-ignore

test('a kitchen in Spanish shows its things by their Spanish names, and its own lines in Spanish', () => {
  const html = page(compose('juego de cocinar tacos para los clientes'));
  const table = JSON.parse(html.match(/id="degs-words">(.*?)<\/script>/)![1]) as Record<string, string>;
  expect(table).toMatchObject({
    meat: 'carne',
    cheese: 'queso',
    customer: 'cliente',
    'Next: {x}': 'Siguiente: {x}',
  });
  expect(localName('de', 'sausage', '')).toBe('wurst');
  expect(JSON.parse(page(compose('ein Koch der Suppe kocht')).match(/id="degs-words">(.*?)<\/script>/)![1])).toMatchObject({ soup: 'Suppe' }); // prettier-ignore
});

test('"tiene que", "doit … avant que", "bei dem man als … löscht": read as they are meant', () => {
  expect(compose('un juego donde eres un pingüino que se desliza por el hielo y tiene que esquivar focas y recoger peces')).toMatchObject({ roles: { player: { name: 'penguin' }, hazard: { name: 'seal' }, target: { name: 'fish' } } }); // prettier-ignore
  expect(compose("Un jeu de labyrinthe où une souris doit trouver le fromage avant que le chat l'attrape, avec plusieurs niveaux")).toMatchObject({ mechanic: 'maze', title: 'Souris & Fromage', roles: { player: { name: 'mouse' }, enemy: { name: 'cat' } } }); // prettier-ignore
  expect(compose('Ein Spiel, bei dem man als Feuerwehrmann Brände in einer Stadt löscht, bevor sie sich ausbreiten')).toMatchObject({ roles: { player: { name: 'firefighter' }, hazard: { name: 'fire' } } }); // prettier-ignore
});

test('words of another language the lexicon does not know are no things in the game', () => {
  // ("tombent", "touchent": French verbs kept as typed; the typing game is still one, of nothing made up)
  const typing = compose(
    "un jeu de frappe où des mots tombent du ciel et il faut les taper avant qu'ils touchent le sol",
  );
  expect(typing.mechanic).toBe('typing');
  expect(Object.values(typing.roles).map((e) => e?.name)).not.toEqual(expect.arrayContaining(['tombent']));
  expect(Object.values(typing.roles).map((e) => e?.name)).not.toEqual(expect.arrayContaining(['frappe']));
  // ("16 Karten mit Tiersymbolen, zähle die Versuche": animals on the cards, no "zahle" nor attempts)
  const memory = compose('Memory-Spiel mit 16 Karten (8 Paare) mit Tiersymbolen, zähle die Versuche und zeige die Zeit an'); // prettier-ignore
  const faces = [...Object.values(memory.roles), ...(memory.extras ?? [])].map((e) => e?.name);
  expect(faces).toEqual(expect.arrayContaining(['horse', 'cow', 'pig']));
  expect(faces.some((n) => /zahle|paare|versuch|attempt|tube/.test(n ?? ''))).toBe(false);
  // ("nave espacial ... asteroides que se dividem": the ship is yours, the asteroids split)
  const ship = compose('jogo de nave espacial que atira em asteroides que se dividem em pedaços menores quando atingidos, com 3 vidas'); // prettier-ignore
  expect(ship).toMatchObject({ mechanic: 'asteroids', roles: { player: { name: 'spaceship' } } });
  // ("una pista vista desde arriba, con 3 vueltas y un rival": a race round a circuit)
  const race = compose('juego de carreras de coches en una pista vista desde arriba, con 3 vueltas y un rival controlado por la computadora'); // prettier-ignore
  expect(race).toMatchObject({ mechanic: 'circuit', roles: { player: { name: 'car' } } });
  // (a plural of the lexicon's own words: "fromages" are cheeses on the cards)
  expect(compose('un jeu de mémoire avec des cartes de fromages français').roles.target?.name).toBe('cheese');
});

test('a thing whose emoji the data writes with a presentation mark is named in the language (💣: bomba, Bombe)', () => {
  expect(localNames('es', 'bomb', 'un juego de estrellas', '💣')).toEqual({ one: 'bomba', many: 'bombas' });
  expect(localNames('de', 'bomb', 'ein Sternenspiel', '💣')).toEqual({ one: 'Bombe', many: 'Bomben' });
  expect(compose('juego donde recoges estrellas').tagline).not.toMatch(/bombes/);
});
