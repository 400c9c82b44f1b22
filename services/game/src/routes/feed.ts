// GET /api/games/public: the home feed's six lists. Registered before /api/games/:id.
import { Router, type Response } from 'express';
import { HttpError, pageOf, pagination, type ServiceContext } from '@degs/kit';
import { feedOf, PERSONAL, WINDOWS, type Feed } from '../domain/feed';
import {
  cards,
  followedPage,
  followingPage,
  likedAmong,
  likedPage,
  newPage,
  topPage,
  followsFilled,
  type KeyPage,
} from '../store';
import type { FeedCache } from '../feed';
import { withLiveCounts } from '../live';

const viewer = (res: Response): string | undefined => res.locals.session?.userId;

export function feedRoutes(
  ctx: ServiceContext,
  cache: FeedCache,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();

  async function following(userId: string, page: number): Promise<KeyPage> {
    if (await followsFilled(ctx.db)) return followedPage(ctx.db, userId, page);
    // Until the copy of follows is first filled, the social service says.
    const { ids } = await ctx.clients.social.following(userId);
    return followingPage(ctx.db, ids, page);
  }

  type Cards = Awaited<ReturnType<typeof cards>>;

  /** The personal feeds, for this caller. */
  async function personal(
    feed: Feed,
    page: number,
    userId: string,
  ): Promise<{ games: Cards; total: number }> {
    const { keys, total } =
      feed === 'following' ? await following(userId, page) : await likedPage(ctx.db, userId, page);
    return { games: await withLiveCounts(ctx.store, await cards(ctx.db, keys, userId, true), userId), total };
  }

  /** The shared feeds: one cached page for everyone, then the caller's own likes and games marked. */
  async function shared(feed: Feed, page: number, userId: string | undefined) {
    const p = await cache.get(feed, page, async () => {
      const { keys, total } = WINDOWS[feed]
        ? await topPage(ctx.db, feed, page, now())
        : await newPage(ctx.db, page);
      return { games: await cards(ctx.db, keys, undefined, true), total };
    });
    const liked = await likedAmong(
      ctx.db,
      userId,
      p.games.map((g) => g.game_key),
    );
    const mine = p.games.map((g) => ({
      ...g,
      is_liked: liked.has(g.game_key),
      is_author: g.author.id === userId,
    }));
    return { total: p.total, games: await withLiveCounts(ctx.store, mine, userId) };
  }

  router.get('/api/games/public', ctx.optionalSession, async (req, res) => {
    const q = feedOf(req.query);
    if (!q.ok) throw new HttpError(400, q.error);
    const page = pageOf(req.query.page);
    if (page === null) throw new HttpError(400, 'page must be a whole number from 1');
    const userId = viewer(res);
    if (PERSONAL.has(q.feed) && !userId) throw new HttpError(401, 'No session token found');
    const { games, total } = PERSONAL.has(q.feed)
      ? await personal(q.feed, page, userId!)
      : await shared(q.feed, page, userId);
    res.json({ games, pagination: pagination(page, total) });
  });

  return router;
}
