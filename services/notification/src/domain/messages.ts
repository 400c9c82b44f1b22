// What a notification says and when two are the same one (issue 5). Pure.

export type NotificationType = 'like' | 'comment' | 'follow' | 'new_game_version';

export interface NewNotification {
  type: NotificationType;
  message: string;
  object_type: 'game' | 'user';
  game_kv_key: string | null;
  /** Equal keys are one notification: liking, unliking and liking again the same day tells once. */
  dedupe_key: string;
}

const who = (username: string | null) => username || 'Someone';
const day = (at: Date) => at.toISOString().slice(0, 10);

export function likeNotification(
  liker: { id: string; username: string | null },
  game: { game_key: string; name: string },
  at: Date,
): NewNotification {
  return {
    type: 'like',
    message: `${who(liker.username)} liked your game "${game.name}"`,
    object_type: 'game',
    game_kv_key: game.game_key,
    dedupe_key: `like:${liker.id}:${game.game_key}:${day(at)}`,
  };
}

export function followNotification(
  follower: { id: string; username: string | null },
  followeeId: string,
  at: Date,
): NewNotification {
  return {
    type: 'follow',
    message: `${who(follower.username)} started following you`,
    object_type: 'user',
    game_kv_key: null,
    dedupe_key: `follow:${follower.id}:${followeeId}:${day(at)}`,
  };
}

/** To each follower; the key carries the recipient, added when fanning out. */
export function newVersionNotification(
  author: { username: string | null },
  version: { kv_key: string; name: string },
): NewNotification {
  return {
    type: 'new_game_version',
    message: `${who(author.username)} published a new game version: "${version.name}"`,
    object_type: 'game',
    game_kv_key: version.kv_key,
    dedupe_key: `new_game_version:${version.kv_key}`,
  };
}
