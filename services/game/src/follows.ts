// The game service's copy of who follows whom (migration 003), for the 'following' feed: kept by the
// social service's follow events, and filled once from the social service for the follows made before
// the copy existed. Each change carries its time; the latest one wins, whatever the order of arrival.
import type { Queryable, ServiceContext } from '@degs/kit';

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

interface FollowsPage {
  follows: { follower_id: string; followee_id: string; created_at: string }[];
  next: string | null;
}

/**
 * Fills the copy from the social service, a page at a time, then marks it filled. Retried until it
 * is done (the social service may be starting too); events go on being applied meanwhile.
 */
export async function fillFollows(ctx: ServiceContext, isStopping: () => boolean): Promise<void> {
  for (let wait = 500; !isStopping(); wait = Math.min(wait * 2, 30_000)) {
    try {
      if (await followsFilled(ctx.db)) return;
      let after = '';
      let n = 0;
      do {
        const page = await ctx.internal.request<FollowsPage>(
          'social',
          'GET',
          `/internal/follows?after=${encodeURIComponent(after)}`,
        );
        for (const f of page.follows)
          await applyFollow(ctx.db, {
            followerId: f.follower_id,
            followeeId: f.followee_id,
            following: true,
            at: new Date(f.created_at),
          });
        n += page.follows.length;
        after = page.next ?? '';
      } while (after && !isStopping());
      if (isStopping()) return;
      await ctx.db.query(`INSERT INTO game.copies (name) VALUES ('follows') ON CONFLICT DO NOTHING`);
      ctx.log.info({ follows: n }, 'follows copied from the social service');
      return;
    } catch (err) {
      ctx.log.warn({ err: err instanceof Error ? err.message : err }, 'filling the follows copy; retrying');
      // A pause that a stopping service does not wait out.
      for (const until = Date.now() + wait; Date.now() < until && !isStopping();)
        await new Promise((r) => setTimeout(r, 100));
    }
  }
}
