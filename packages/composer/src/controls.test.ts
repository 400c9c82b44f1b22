import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTROL_LINES } from './controls';
import { LANG_IDS as LANGS } from './design';
import { inWords, pageWords } from './words';

const GAMES = join(__dirname, '..', 'play', 'games');

/** The games' control lines written as one plain string ("controls: 'Arrows or WASD to move, or drag'"). */
function plainLines(): [string, string][] {
  return readdirSync(GAMES).flatMap((file) => {
    const m = /\n {4}controls:\s*'([^'\n]+)',\n/.exec(readFileSync(join(GAMES, file), 'utf8'));
    return m ? [[file, m[1]] as [string, string]] : [];
  });
}

test('every language has every control line, with the holes its English has', () => {
  const english = Object.keys(CONTROL_LINES.es).sort();
  for (const lang of LANGS) {
    expect(Object.keys(CONTROL_LINES[lang]).sort()).toEqual(english);
    for (const [en, there] of Object.entries(CONTROL_LINES[lang]))
      expect([en, there.split('{x}').length]).toEqual([en, en.split('{x}').length]);
  }
});

test("a game's own control line is translated whole: one changed without its translations fails here", () => {
  const lines = plainLines();
  expect(lines.length).toBeGreaterThan(40);
  for (const [file, line] of lines)
    for (const lang of LANGS) expect([file, lang, CONTROL_LINES[lang][line] !== undefined]).toEqual([file, lang, true]); // prettier-ignore
});

test('lines made of pieces with names in them read in the language, with no English words left', () => {
  const english = /\b(?:the|to|and|or|tap|drag|arrows?|move|press|hold|swipe|your|with)\b/i;
  const lines = [
    'Arrows turn and thrust, Space fires; or hold a finger: the rocket turns to it, fires, and flies there',
    'Your kick: aim with the mouse, hold to charge and let go to shoot; or swipe from the ball to the goal (faster = harder), or arrows and Space. Their kick: dive with the arrows, a tap or a drag',
    'Player 1: Left/Right to steer, Down to brake, Up to boost. Player 2: A/D, S, W',
    'Alternate Left/Right arrows (or tap the two pads) to run in a steady rhythm; Up, Space, swipe up or the middle pad to jump',
    'Tap each mole that pops up, or keys 1-9 (or Q W E / A S D / Z X C); leave the bomb be',
    'Aim with the pointer (or Arrows) and click, tap or press Space to shoot: three shots per target; never shoot the duck',
  ];
  for (const lang of LANGS) {
    const table = { ...pageWords(lang), rocket: 'R', mole: 'M', bomb: 'B', duck: 'D' };
    for (const line of lines) expect([lang, inWords(line, table)]).not.toEqual([lang, expect.stringMatching(english)]); // prettier-ignore
  }
  expect(inWords(lines[0], { ...pageWords('es'), rocket: 'cohete' })).toBe(
    'Flechas para girar y acelerar, Espacio dispara; o mantén el dedo: tu cohete gira hacia él, dispara y vuela allí',
  );
});
