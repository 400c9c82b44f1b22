// The profile counts (followers, following, public games) and is_following, kept from social and game
// events. Each effect first changes its copy row; the counts move only when that row really changed.
import { setRow, type Queryable } from '@degs/kit';

export async function setFollow(db: Queryable, followerId: string, followeeId: string, on: boolean) {
  if (!(await setRow(db, 'users.follows', { follower_id: followerId, followee_id: followeeId }, on))) return;
  const d = on ? 1 : -1;
  await db.query('UPDATE users.users SET following_count = greatest(0, following_count + $2) WHERE id = $1', [
    followerId,
    d,
  ]);
  await db.query('UPDATE users.users SET followers_count = greatest(0, followers_count + $2) WHERE id = $1', [
    followeeId,
    d,
  ]);
}

export async function setPublicGame(db: Queryable, authorId: string, gameKey: string, on: boolean) {
  if (await setRow(db, 'users.public_games', { author_id: authorId, game_key: gameKey }, on))
    await db.query('UPDATE users.users SET games_count = greatest(0, games_count + $2) WHERE id = $1', [
      authorId,
      on ? 1 : -1,
    ]);
}
