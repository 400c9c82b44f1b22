// /internal/* of the social service: who someone follows (the game service's 'following' feed), and
// rebuilding the live counts from Postgres.
import { Router } from 'express';
import type { ServiceContext } from '@degs/kit';
import type { SocialCounts } from '../counts';

/** A 'following' feed looks at this many followed people at most. */
export const FOLLOWING_CAP = 5_000;

export function internalRoutes(ctx: ServiceContext, counts: SocialCounts): Router {
  const router = Router();
  router.use('/internal', ctx.requireService);

  router.get('/internal/follows/:userId/following', async (req, res) => {
    const { rows } = await ctx.db.query(
      `SELECT followee_id FROM social.follows WHERE follower_id = $1 ORDER BY created_at DESC LIMIT ${FOLLOWING_CAP}`,
      [String(req.params.userId)],
    );
    res.json({ ids: rows.map((r: { followee_id: string }) => r.followee_id) });
  });

  router.post('/internal/counts/rebuild', async (_req, res) => {
    res.json({ counters: await counts.rebuild() });
  });

  return router;
}
