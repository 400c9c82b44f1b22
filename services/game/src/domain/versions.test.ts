import { placeVersion } from './versions';

const v1 = { kv_key: 'v1', game_key: 'v1', author_id: 'alice', version_number: 1 };
const v2 = { kv_key: 'v2', game_key: 'v1', author_id: 'alice', version_number: 2 };

test('a first version starts a game of its own key', () => {
  expect(placeVersion('k', 'alice', null)).toEqual({
    gameKey: 'k',
    newGame: true,
    versionNumber: 1,
    originKvKey: null,
    parentKvKey: null,
  });
});

test("improving your own game adds the parent's number plus one to the same game", () => {
  expect(placeVersion('k2', 'alice', v1)).toMatchObject({
    gameKey: 'v1',
    newGame: false,
    versionNumber: 2,
    parentKvKey: 'v1',
  });
  expect(placeVersion('k3', 'alice', v2)).toMatchObject({
    gameKey: 'v1',
    versionNumber: 3,
    parentKvKey: 'v2',
  });
});

test("improving someone else's game starts the improver's own game that records where it came from", () => {
  expect(placeVersion('b1', 'bob', v2)).toEqual({
    gameKey: 'b1',
    newGame: true,
    versionNumber: 1,
    originKvKey: 'v2',
    parentKvKey: null,
  });
});
