import { followNotification, likeNotification, newVersionNotification } from './messages';

const morning = new Date('2026-05-04T08:00:00Z');
const evening = new Date('2026-05-04T22:00:00Z');
const nextDay = new Date('2026-05-05T08:00:00Z');

test('a like reads as a sentence and links to the game', () => {
  const n = likeNotification({ id: 'u1', username: 'ann' }, { game_key: 'g1', name: 'Snake' }, morning);
  expect(n).toMatchObject({
    type: 'like',
    message: 'ann liked your game "Snake"',
    object_type: 'game',
    game_kv_key: 'g1',
  });
});

test('one like notification per liker, game and day', () => {
  const like = (at: Date, liker = 'u1', game = 'g1') =>
    likeNotification({ id: liker, username: 'ann' }, { game_key: game, name: 'Snake' }, at).dedupe_key;
  expect(like(morning)).toBe(like(evening));
  expect(like(morning)).not.toBe(like(nextDay));
  expect(like(morning)).not.toBe(like(morning, 'u2'));
  expect(like(morning)).not.toBe(like(morning, 'u1', 'g2'));
});

test('a follow links to the follower; a person without a username is "Someone"', () => {
  expect(followNotification({ id: 'u1', username: 'ann' }, 'u2', morning)).toMatchObject({
    type: 'follow',
    message: 'ann started following you',
    object_type: 'user',
    game_kv_key: null,
  });
  expect(followNotification({ id: 'u1', username: null }, 'u2', morning).message).toBe(
    'Someone started following you',
  );
});

test('a new version links to that version', () => {
  expect(newVersionNotification({ username: 'ann' }, { kv_key: 'k9', name: 'Snake 2' })).toMatchObject({
    type: 'new_game_version',
    message: 'ann published a new game version: "Snake 2"',
    game_kv_key: 'k9',
  });
});
