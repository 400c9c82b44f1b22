import { plural } from '../play/runtime';

test('a game page names more than one of a thing as people do', () => {
  expect(
    ['battery', 'box', 'mouse', 'key', 'star', 'glass', 'peach', 'gold coin', 'fish'].map(plural),
  ).toEqual(['batteries', 'boxes', 'mice', 'keys', 'stars', 'glass', 'peaches', 'gold coins', 'fish']);
});
