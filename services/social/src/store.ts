// All SQL of the social service: likes and follows (the truth), and its own copies of what it needs of
// games (which game a version key belongs to, its author, the name people know it by) and of people
// (who is called what), kept from the other services' events so that a like or a follow is answered
// without asking another service.
import type { Queryable, UnitOfWork } from '@degs/kit';

export interface GameInfo {
  game_key: string;
  author_id: string;
  name: string;
}

/** The game of a version key, from the copy; null when the copy has not heard of it yet. */
export async function findKnownGame(db: Queryable, kvKey: string): Promise<GameInfo | null> {
  const { rows } = await db.query<GameInfo>(
    `SELECT g.game_key, g.author_id, coalesce(g.public_name, v.name) AS name
       FROM social.game_versions v JOIN social.games g ON g.game_key = v.game_key
      WHERE v.kv_key = $1`,
    [kvKey],
  );
  return rows[0] ?? null;
}

/** A version and its game; the event's name replaces one a lookup could only guess. */
export async function rememberVersion(
  db: Queryable,
  v: { kvKey: string; gameKey: string; name: string; authorId: string; publicName?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO social.game_versions (kv_key, game_key, name) VALUES ($1, $2, $3)
     ON CONFLICT (kv_key) DO UPDATE SET name = EXCLUDED.name`,
    [v.kvKey, v.gameKey, v.name],
  );
  await db.query(
    'INSERT INTO social.games (game_key, author_id, public_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [v.gameKey, v.authorId, v.publicName ?? null],
  );
}

/** The name a published game shows, or none once hidden (null). */
export async function setPublicName(
  db: Queryable,
  gameKey: string,
  authorId: string,
  name: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO social.games (game_key, author_id, public_name) VALUES ($1, $2, $3)
     ON CONFLICT (game_key) DO UPDATE SET public_name = EXCLUDED.public_name`,
    [gameKey, authorId, name],
  );
}

/**
 * Toggles a person's like of a game, with its event: 1 liked, -1 unliked, 0 when a parallel like by
 * the same person won the race (the game is liked either way, counted once).
 */
export async function toggleLike(
  { tx, emit }: UnitOfWork,
  game: GameInfo,
  userId: string,
): Promise<1 | -1 | 0> {
  const payload = {
    game_key: game.game_key,
    user_id: userId,
    author_id: game.author_id,
    game_name: game.name,
  };
  const removed = await tx.query('DELETE FROM social.likes WHERE game_key = $1 AND user_id = $2', [
    game.game_key,
    userId,
  ]);
  if (removed.rowCount === 1) {
    await emit('social.game_unliked', payload, game.game_key);
    return -1;
  }
  const added = await tx.query<{ created_at: Date }>(
    'INSERT INTO social.likes (game_key, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING created_at',
    [game.game_key, userId],
  );
  if (added.rowCount === 0) return 0;
  await emit(
    'social.game_liked',
    { ...payload, liked_at_ms: added.rows[0].created_at.getTime() },
    game.game_key,
  );
  return 1;
}

/** Follows or unfollows, with its event: 1 or -1, 0 when it was already so. */
export async function setFollow(
  { tx, emit }: UnitOfWork,
  followerId: string,
  followeeId: string,
  on: boolean,
): Promise<1 | -1 | 0> {
  const r = on
    ? await tx.query(
        'INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [followerId, followeeId],
      )
    : await tx.query('DELETE FROM social.follows WHERE follower_id = $1 AND followee_id = $2', [
        followerId,
        followeeId,
      ]);
  if (r.rowCount !== 1) return 0;
  await emit(
    on ? 'social.user_followed' : 'social.user_unfollowed',
    { follower_id: followerId, followee_id: followeeId },
    followeeId,
  );
  return on ? 1 : -1;
}

/** Whom a person follows, newest first, at most `cap`. */
export async function followingIds(db: Queryable, userId: string, cap: number): Promise<string[]> {
  const { rows } = await db.query<{ followee_id: string }>(
    'SELECT followee_id FROM social.follows WHERE follower_id = $1 ORDER BY created_at DESC LIMIT $2',
    [userId, cap],
  );
  return rows.map((r) => r.followee_id);
}

export interface FollowRow {
  follower_id: string;
  followee_id: string;
  created_at: Date;
}

/** Every follow after (follower, followee), in that order, `size` at a time. */
export async function followsAfter(
  db: Queryable,
  after: [string, string],
  size: number,
): Promise<FollowRow[]> {
  const { rows } = await db.query<FollowRow>(
    `SELECT follower_id, followee_id, created_at FROM social.follows
      WHERE (follower_id, followee_id) > ($1, $2) ORDER BY follower_id, followee_id LIMIT $3`,
    [...after, size],
  );
  return rows;
}

/** Who goes by a name (ignoring case), from the copy; null when the copy does not know it. */
export async function findPersonNamed(db: Queryable, username: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM social.people WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * A person's name now (null: none). Names move between people (one lets a name go, another takes it)
 * and their events may arrive in either order: whoever held this name before lets it go here.
 */
export async function rememberName(db: Queryable, userId: string, username: string | null): Promise<void> {
  if (username)
    await db.query(
      'UPDATE social.people SET username = NULL WHERE lower(username) = lower($1) AND user_id <> $2',
      [username, userId],
    );
  await db.query(
    `INSERT INTO social.people (user_id, username) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username`,
    [userId, username],
  );
}
