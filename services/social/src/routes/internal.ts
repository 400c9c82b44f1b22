// /internal/* of the social service: who someone follows and every follow (the game service's
// 'following' feed and its copy of follows), and rebuilding the live counts from Postgres.
import { Router } from 'express';
import { HttpError, type FollowsPage, type ServiceContext } from '@degs/kit';
import type { SocialCounts } from '../counts';
import { followingIds, followsAfter } from '../store';

/** A 'following' feed looks at this many followed people at most. */
export const FOLLOWING_CAP = 5_000;
const FOLLOWS_PAGE = 1_000;

export function internalRoutes(ctx: ServiceContext, counts: SocialCounts): Router {
  const router = Router();
  router.use('/internal', ctx.requireService);

  router.get('/internal/follows/:userId/following', async (req, res) => {
    res.json({ ids: await followingIds(ctx.db, String(req.params.userId), FOLLOWING_CAP) });
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
    const rows = await followsAfter(ctx.db, after, FOLLOWS_PAGE);
    res.json({
      follows: rows,
      next:
        rows.length === FOLLOWS_PAGE
          ? Buffer.from(
              JSON.stringify([rows[rows.length - 1].follower_id, rows[rows.length - 1].followee_id]),
            ).toString('base64url')
          : null,
    } satisfies FollowsPage);
  });

  router.post('/internal/counts/rebuild', async (_req, res) => {
    res.json({ counters: await counts.rebuild() });
  });

  return router;
}
