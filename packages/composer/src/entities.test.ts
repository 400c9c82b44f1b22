import { emojiFor, emojiToWords, entityOf, isYoungOf, singular } from './entities';

test('nouns reach their emoji through CLDR names and keywords, in any number', () => {
  expect(emojiFor('piano')).toBe('🎹');
  expect(emojiFor('pianos')).toBe('🎹');
  expect(emojiFor('batteries')).toBe('🔋');
  expect(emojiFor('octopus')).toBe('🐙');
  expect(emojiFor('tacos')).toBe('🌮');
  expect(emojiFor('wolves')).toBe('🐺');
  expect(emojiFor('qwzx')).toBeNull();
  expect(singular('flies')).toBe('fly');
  expect(singular('boxes')).toBe('box');
});

test('an entity keeps the name as typed; without an emoji it has a colour of its own', () => {
  expect(entityOf('Space Cat')).toMatchObject({ name: 'space cat', emoji: '🐱' });
  const e = entityOf('zorblax');
  expect(e.emoji).toBeNull();
  expect(e.color).toMatch(/^#[0-9a-f]{6}$/);
  expect(entityOf('zorblax').color).toBe(e.color);
});

test('a thing said to look gone bad or in a colour is its picture in that colour', () => {
  expect(entityOf('rotten egg')).toMatchObject({ emoji: '🥚', tint: expect.stringMatching(/^#/) });
  expect(entityOf('egg').tint).toBeUndefined();
  expect(entityOf('blue gem').tint).not.toBe(entityOf('red gem').tint);
  // (a whole name with a picture of its own is that picture as it is)
  expect(entityOf('red circle')).toMatchObject({ emoji: '🔴' });
  expect(entityOf('red circle').tint).toBeUndefined();
});

test('emoji in a prompt are read as words', () => {
  expect(emojiToWords('🐸🪰')).toBe('frog and fly');
  expect(emojiToWords('no emoji here')).toBe('no emoji here');
});

test('the sea is a wave, not the merperson its keywords reach first; an acorn is the nut people draw', () => {
  expect(emojiFor('sea')).toBe('🌊');
  expect(emojiFor('oceans')).toBe('🌊');
  expect(emojiFor('acorns')).toBe('🌰');
  expect(entityOf('sea mine').emoji).toBe('💣');
});

test('no emoji newer than the covers’ font and recent phones draw: a yeti is a white bear of the snow', () => {
  // (🫈, "hairy creature", is Emoji 17: an empty box on this font and most phones; a polar bear is 13)
  expect(entityOf('yeti').emoji).toBe('🐻‍❄️');
  expect(entityOf('hairy creature').emoji).not.toBe('🫈');
  expect(entityOf('jellyfish').emoji).toBe('🪼'); // Emoji 15.0 is drawn
  expect(entityOf('dancer').emoji).toBe('💃'); // not 🧑‍🩰 (15.1)
});

test('things with no emoji that the page draws itself have none', () => {
  expect(entityOf('submarine').emoji).toBeNull();
  expect(entityOf('treasure chest').emoji).toBeNull();
  expect(entityOf('laser cannon').emoji).toBeNull();
  expect(entityOf('cannonball').emoji).toBe('⚫');
});

test('young animals are known as whose young they are; kinds with no emoji of their own take the nearest', () => {
  expect(isYoungOf('duckling', 'mother duck')).toBe(true);
  expect(isYoungOf('ducklings', 'duck')).toBe(true);
  expect(isYoungOf('baby turtle', 'turtle')).toBe(true);
  expect(isYoungOf('kitten', 'dog')).toBe(false);
  expect(isYoungOf('baby dragon', 'baby dragon')).toBe(false);
  expect(['hen', 'hawk', 'pigeon', 'tuna', 'rhino', 'fireman', 'frisbee', 'puddle'].map(emojiFor)).toEqual(['🐔', '🦅', '🕊️', '🐟', '🦏', '🧑‍🚒', '🥏', '💧']); // prettier-ignore
});
