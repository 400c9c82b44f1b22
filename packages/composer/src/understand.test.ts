import { tokenize, understand, verbLemma } from './understand';

describe('reading a prompt by words, never by substrings', () => {
  test('action words in any form', () => {
    expect(verbLemma('collecting')).toBe('collect');
    expect(verbLemma('dodges')).toBe('dodge');
    expect(verbLemma('shooting')).toBe('shoot');
    expect(verbLemma('caterpillar')).toBeNull();
    const words = tokenize('a fox collecting grapes').map((t) => [t.word, t.pos]);
    expect(words).toContainEqual(['collecting', 'verb']);
  });

  test('no substring matches: "catching" has no cat, "starfish" is not a star, "pipes" is not flappy', () => {
    expect(understand('a frog catching flies').player).toBe('frog');
    expect(understand('a starfish eating plankton').player).toBe('starfish');
    expect(understand('a plumber fixing pipes').mechanic).not.toBe('flappy');
  });

  test('roles, counts, scene, parts, numbers', () => {
    const r = understand(
      'you are a robot collecting 12 bolts while avoiding magnets on mars, hard, 4 lives, 90 seconds',
    );
    expect(r).toMatchObject({
      player: 'robot',
      playerSure: true,
      targets: ['bolt'],
      hazards: ['magnet'],
      count: 12,
      setting: 'mar',
      difficulty: 'hard',
      lives: 4,
      seconds: 90,
    });
    expect(r.parts).toContain('timer');
    expect(understand('knights vs trolls').enemies).toEqual(['troll']);
    expect(understand('a shooter with no boss').parts).not.toContain('boss');
    expect(understand('2 player snake').parts).toContain('twoPlayer');
  });
});
