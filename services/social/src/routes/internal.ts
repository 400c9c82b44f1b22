// /internal/* of the social service: who someone follows and every follow (the game service's
// 'following' feed and its copy of follows), and rebuilding the live counts from Postgres.
import { Router } from 'express';
import { HttpError, type ServiceContext } from '@degs/kit';
import type { SocialCounts } from '../counts';

/** A 'following' feed looks at this many followed people at most. */
export const FOLLOWING_CAP = 5_000;
const FOLLOWS_PAGE = 1_000;

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

  // Every follow, a page at a time in (follower, followee) order: how the game service first fills its
  // copy. `after` is the `next` of the page before.
  router.get('/internal/follows', async (req, res) => {
    let after: [string, string] = ['', ''];
    if (typeof req.query.after === 'string' && req.query.after) {
      try {
        after = JSON.parse(Buffer.from(req.query.after, 'base64url').toString('utf8'));
      } catch {
        throw new HttpError(400, 'after is not a cursor of this list');
      }
      if (!Array.isArray(after) || after.length !== 2 || !after.every((x) => typeof x === 'string'))
        throw new HttpError(400, 'after is not a cursor of this list');
    }
    const { rows } = await ctx.db.query(
      `SELECT follower_id, followee_id, created_at FROM social.follows
        WHERE (follower_id, followee_id) > ($1, $2) ORDER BY follower_id, followee_id LIMIT ${FOLLOWS_PAGE}`,
      after,
    );
    const last = rows.at(-1);
    res.json({
      follows: rows,
      next:
        rows.length === FOLLOWS_PAGE
          ? Buffer.from(JSON.stringify([last.follower_id, last.followee_id])).toString('base64url')
          : null,
    });
  });

  router.post('/internal/counts/rebuild', async (_req, res) => {
    res.json({ counters: await counts.rebuild() });
  });

  return router;
}
