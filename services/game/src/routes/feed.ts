// GET /api/games/public: the home feed's six lists. Registered before /api/games/:id.
import { Router, type Response } from 'express';
import { HttpError, pageOf, pagination, type ServiceContext } from '@degs/kit';
import { feedOf, PERSONAL, WINDOWS, type Feed } from '../domain/feed';
import { cards, followingPage, likedPage, newPage, topPage, type FeedCache, type KeyPage } from '../feed';

const viewer = (res: Response): string | undefined => res.locals.session?.userId;

export function feedRoutes(
  ctx: ServiceContext,
  cache: FeedCache,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();

  async function following(userId: string, page: number): Promise<KeyPage> {
    const { ids } = await ctx.internal.request<{ ids: string[] }>(
      'social',
      'GET',
      `/internal/follows/${encodeURIComponent(userId)}/following`,
    );
    return followingPage(ctx.db, ids, page);
  }

  function keys(feed: Feed, page: number, userId: string | undefined): Promise<KeyPage> {
    if (feed === 'following') return following(userId!, page);
    if (feed === 'liked') return likedPage(ctx.db, userId!, page);
    return cache.get(feed, page, () =>
      WINDOWS[feed] ? topPage(ctx.db, feed, page, now()) : newPage(ctx.db, page),
    );
  }

  router.get('/api/games/public', ctx.optionalSession, async (req, res) => {
    const q = feedOf(req.query);
    if (!q.ok) throw new HttpError(400, q.error);
    const page = pageOf(req.query.page);
    if (page === null) throw new HttpError(400, 'page must be a whole number from 1');
    const userId = viewer(res);
    if (PERSONAL.has(q.feed) && !userId) throw new HttpError(401, 'No session token found');
    const { keys: page_keys, total } = await keys(q.feed, page, userId);
    const games = await cards(ctx.db, page_keys, userId, true);
    res.json({ games, pagination: pagination(page, total) });
  });

  return router;
}
