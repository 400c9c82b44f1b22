import { compile, specOf } from './compile';
import { GENRES, improveSpec, parsePrompt, type Difficulty } from './spec';
import { BuiltinProvider } from './index';
import { validateGameHtml } from '../validate';

describe('prompt → spec', () => {
  test.each([
    ['a snake game in space', { genre: 'snake', theme: 'space', title: 'Space Snake', player: '🚀' }],
    ['breakout with cats, hard', { genre: 'breakout', theme: 'cats', difficulty: 'hard', lives: 2 }],
    ['flappy bird under the sea', { genre: 'flappy', theme: 'ocean' }],
    ['easy space invaders for kids', { genre: 'shooter', difficulty: 'easy', lives: 5 }],
    [
      'a fast zombie shooter with a boss and power-ups',
      { genre: 'shooter', theme: 'zombies', speed: 1.3, features: ['boss', 'powerups'] },
    ],
    ['a slow worm game with 7 lives', { genre: 'snake', speed: 0.75, lives: 7 }],
    [
      'a neon red brick breaker',
      { genre: 'breakout', palette: { bg: '#05010f', fg: '#e8edf2', accent: '#39ff14' } },
    ],
    ['a flappy dragon game called Sky Fire!', { genre: 'flappy', theme: 'dragons', title: 'Sky Fire' }],
    ['snake with a boss', { genre: 'snake', features: [] }],
    ['ping pong against the computer', { genre: 'pong', title: 'Arcade Pong' }],
    ['an endless runner in the jungle', { genre: 'runner', theme: 'jungle' }],
    ['a pacman maze with ghosts', { genre: 'maze', theme: 'zombies' }],
    ['whack the moles', { genre: 'clicker' }],
    ['a doodle jump platformer', { genre: 'platformer' }],
    ['match 3 with gems and candy', { genre: 'match3', theme: 'food' }],
  ])('%s', (prompt, expected) => {
    expect(parsePrompt(prompt)).toMatchObject(expected);
  });

  test('is deterministic, also for prompts that name no genre', () => {
    const a = parsePrompt('something fun with pizza');
    expect(parsePrompt('something fun with pizza')).toEqual(a);
    expect(GENRES).toContain(a.genre);
    expect(a.theme).toBe('food');
  });
});

describe('improvements', () => {
  const base = parsePrompt('a snake game in space');

  test.each([
    ['make it faster', { speed: 1.3 }],
    ['slower please', { speed: 0.77 }],
    ['make it harder', { difficulty: 'hard' }],
    ['easier', { difficulty: 'easy' }],
    ['give me 6 lives', { lives: 6 }],
    ['more lives', { lives: 5 }],
    ['bigger snake', { size: 1.25 }],
    ['add power-ups', { features: ['powerups'] }],
    ['make it about the ocean', { theme: 'ocean', player: '🐠', title: 'Ocean Snake' }],
    ['make it pink', { palette: { ...base.palette, accent: '#ec4899' } }],
    ['turn it into a breakout game', { genre: 'breakout', theme: 'space', title: 'Space Breakout' }],
  ])('%s', (instruction, expected) => {
    const { spec, notes } = improveSpec(base, instruction);
    expect(spec).toMatchObject(expected);
    expect(notes).toEqual([]);
  });

  test('a change the genre cannot take is named, never dropped silently', () => {
    const { spec, notes } = improveSpec(base, 'add a boss');
    expect(spec.features).toEqual([]);
    expect(notes).toEqual([
      'A snake game cannot have a boss yet, so that part was left out.',
      'Nothing else changed, so the game was made a little faster.',
    ]);
  });

  test('an improved version always differs from its parent', () => {
    for (const instruction of ['hmm', 'make it better', 'wow']) {
      const { spec, notes } = improveSpec(base, instruction);
      expect(spec).not.toEqual(base);
      expect(notes).toHaveLength(1);
    }
    const fastest = { ...base, speed: 2.5 };
    expect(improveSpec(fastest, 'hmm').spec).not.toEqual(fastest);
  });
});

describe('compiled pages', () => {
  const difficulties: Difficulty[] = ['easy', 'normal', 'hard'];
  test.each(GENRES.flatMap((g) => difficulties.map((d) => [g, d] as const)))(
    '%s, %s: one self-contained page that passes the checks',
    (genre, difficulty) => {
      const spec = { ...parsePrompt(`a ${genre} game`), genre, difficulty, features: ['boss', 'powerups'] };
      const html = compile(spec);
      expect(validateGameHtml(html)).toBeNull();
      expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
      expect(specOf(html)).toEqual(spec);
    },
  );

  test('a title cannot break out of the page', () => {
    const spec = { ...parsePrompt('snake'), title: '</script><script>alert(1)</script>' };
    const html = compile(spec);
    expect(validateGameHtml(html)).toBeNull();
    expect(html).not.toContain('</script><script>alert(1)');
  });

  test('the validator refuses what must not be accepted', () => {
    const ok = compile(parsePrompt('snake'));
    expect(validateGameHtml(ok.replace('<canvas', '<img src="https://evil.example/x.png"><canvas'))).toBe(
      'The game loads something from another site',
    );
    expect(validateGameHtml(ok.replace('"use strict";', '"use strict"; function (')))?.toMatch(
      /does not parse/,
    );
    expect(validateGameHtml('<p>hi</p>')).toBe('The game is not an HTML document');
    expect(validateGameHtml(ok + ok)).toBe('The game must be exactly one HTML document');
    expect(validateGameHtml(ok.replace('<script>', '<script src="game.js">'))).toBe(
      'The game loads a script from a file',
    );
  });

  test('the provider improves from the parent spec', async () => {
    const p = new BuiltinProvider();
    const v1 = await p.generate({ prompt: 'breakout in the jungle' });
    const v2 = await p.generate({
      prompt: 'faster',
      parent: { prompt: 'breakout in the jungle', spec: v1.spec },
    });
    expect(v2.spec).toMatchObject({ genre: 'breakout', theme: 'jungle', speed: 1.3 });
    expect(v2.html).not.toBe(v1.html);
  });
});
