import { inWords, pageWords } from './words';

test("a game's control line reads in the page's language, whole or piece by piece, whole words only", () => {
  expect(inWords('Arrows or WASD to move, or drag', pageWords('de'))).toBe(
    'Pfeile oder WASD zum Bewegen, oder ziehe',
  );
  // (a line no game has, piece by piece)
  expect(inWords('Arrows or WASD to fly, or drag', pageWords('de'))).toBe(
    'Pfeiltasten oder WASD to fly, oder ziehen',
  );
  expect(inWords('Space, Up or tap to jump (hold for higher)', pageWords('es'))).toBe(
    'Espacio, Arriba o toca para saltar (mantén para más altura)',
  );
  // "or" is not in "for", "Tap" not in "Tapir"
  expect(inWords('Tapir or Space', pageWords('fr'))).toBe('Tapir ou Espace');
  expect(inWords('Arrows or WASD to move', {})).toBe('Arrows or WASD to move');
});
