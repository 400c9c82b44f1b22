// The scene behind a game comes from its setting's name (play/scenery.ts, drawn by the runtime).
import { sceneOf } from '../play/scenery';

test('a setting is drawn as what its name says, by whole words', () => {
  expect(sceneOf('winter')?.drift?.emoji).toEqual(['❄️']);
  expect(sceneOf('autumn forest')?.drift?.emoji).toContain('🍂');
  expect(sceneOf('under the sea')?.drift?.dir).toBe(-1);
  expect(sceneOf('busy beach')?.row).toContain('🌴');
  expect(sceneOf('pirate')).toMatchObject({ row: ['🌊'] }); // pirates sail on the waves, not under them
  expect(sceneOf('pirate')?.drift).toBeUndefined();
  expect(sceneOf('haunted house')).toMatchObject({ stars: true, row: sceneOf('house')?.row }); // indoors at night
  expect(sceneOf('seaside')).toEqual(sceneOf('beach'));
  // (weather over a place: the rain falls over the skyline; snow on a mountain keeps its peaks)
  expect(sceneOf('rainy city')).toMatchObject({ drift: { emoji: ['💧'] }, row: sceneOf('city')?.row });
  expect(sceneOf('snowy mountain')).toMatchObject({
    drift: { emoji: ['❄️'] },
    row: sceneOf('mountain')?.row,
  });
  expect(sceneOf('kitchen')?.row).toContain('🍳');
  expect(sceneOf('office')?.row).toContain('🪟');
  expect(sceneOf('officer')).toBeNull();
  expect(sceneOf('spacey')).toBeNull(); // no substring: "space" is not in "spacey"
  expect(sceneOf(null)).toBeNull();
});

test('a cave has rocks along its floor; coral is under the sea', () => {
  expect(sceneOf('cave')?.row).toEqual(['🪨']);
  expect(sceneOf('coral')?.drift?.emoji).toEqual(['🫧']);
});

test('Mars is red rock under the stars, not space; a fair has its rides', () => {
  expect(sceneOf('mars')).toMatchObject({ ground: '#b4532a', stars: true, row: ['🪨'] });
  expect(sceneOf('fair')?.row).toEqual(['🎡', '🎪', '🎠']);
});
