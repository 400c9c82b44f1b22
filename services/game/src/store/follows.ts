// The game service's copy of who follows whom (migration 003), for the 'following' feed. Each change
// carries its time; the latest one wins, whatever the order of arrival.
import type { Queryable } from '@degs/kit';

export interface FollowChange {
  followerId: string;
  followeeId: string;
  following: boolean;
  at: Date;
}

export async function applyFollow(db: Queryable, c: FollowChange): Promise<void> {
  await db.query(
    `INSERT INTO game.follows (follower_id, followee_id, following, changed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (follower_id, followee_id) DO UPDATE
       SET following = EXCLUDED.following, changed_at = EXCLUDED.changed_at
       WHERE game.follows.changed_at < EXCLUDED.changed_at`,
    [c.followerId, c.followeeId, c.following, c.at],
  );
}

export async function followsFilled(db: Queryable): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM game.copies WHERE name = 'follows'`)).rowCount === 1;
}

export async function markFollowsFilled(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO game.copies (name) VALUES ('follows') ON CONFLICT DO NOTHING`);
}
