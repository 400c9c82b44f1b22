// The game service's copy of who follows whom is kept by the social service's follow events, and
// filled once from the social service for the follows made before the copy existed (see store/follows).
import type { ServiceContext } from '@degs/kit';
import { applyFollow, followsFilled, markFollowsFilled } from './store';

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
        const page = await ctx.clients.social.follows(after);
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
      await markFollowsFilled(ctx.db);
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
