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
      setting: 'mars',
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

describe('words that are no things', () => {
  test('"before winter comes": the last word of a clause is what its subject does', () => {
    const r = understand('a squirrel collecting acorns before winter comes');
    expect(r.nouns).not.toContain('come');
    expect(r).toMatchObject({ player: 'squirrel', targets: ['acorn'], hazards: [] });
    expect(understand('catch the stars until the sun sets').nouns).not.toContain('set');
    expect(understand('collect honey jars').targets).toEqual(['honey jar']);
  });

  test('"avoiding sea mines": a plural after a first noun is the object, though "mine" is an action', () => {
    expect(understand('a submarine avoiding sea mines and collecting treasure')).toMatchObject({
      player: 'submarine',
      hazards: ['sea mine'],
      targets: ['treasure'],
    });
  });

  test('"must not be seen by the cat": the one who sees is to be avoided, and no one plays "seen"', () => {
    const r = understand('a ghost that scares people in a house and must not be seen by the cat');
    expect(r.player).toBe('ghost');
    expect(r.enemies).toEqual(['cat']);
  });

  test('chat words ("lol", "pls") are how it was typed, not things in the game', () => {
    expect(understand('racing snails lol')).toMatchObject({ mechanic: 'race', player: 'snail' });
    expect(understand('pls a frog catching flies haha').nouns).toEqual(['frog', 'fly']);
  });

  test('what it is done with: the rake catches, the darts are thrown', () => {
    expect(understand('catch the falling leaves with a rake in autumn').player).toBe('rake');
    expect(understand('shoot the balloons with darts').allies).toEqual(['dart']);
  });
});

test('"from a dragon\'s castle": the owner is the one to avoid, the castle is where; a snowball fight has a kid in it', () => {
  expect(understand("a knight rescuing a princess from a dragon's castle")).toMatchObject({
    player: 'knight',
    enemies: ['dragon'],
    goalThing: 'princess',
  });
  expect(understand('snowball fight against penguins')).toMatchObject({
    player: 'kid',
    enemies: ['penguin'],
  });
  expect(understand('a polar bear in a snowball fight with penguins').player).toBe('polar bear');
});

test('"before they hit the earth": what the enemies would hit is defended, not collected', () => {
  const r = understand('shoot asteroids with a laser before they hit the earth');
  expect(r).toMatchObject({ goalThing: 'earth', targets: [], enemies: ['asteroid'] });
});
