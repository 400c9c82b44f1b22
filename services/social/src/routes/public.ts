// POST /api/games/{id}/like, POST and DELETE /api/follow.
import { Router, type Response } from 'express';
import { HttpError, type MineRef, type ServiceContext, type UnitOfWork } from '@degs/kit';
import type { CountChange, SocialCounts } from '../counts';
import {
  findKnownGame,
  findPersonNamed,
  rememberName,
  rememberVersion,
  setFollow,
  toggleLike,
  type GameInfo,
} from '../store';

const caller = (res: Response): string => res.locals.session.userId;

export function publicRoutes(ctx: ServiceContext, counts: SocialCounts): Router {
  const router = Router();

  /**
   * The game a version key belongs to, from social's copy; a key the copy has not heard of yet (a game
   * made a moment ago, whose event is still on its way) is asked of the game service once and kept.
   * 404 "Game not found" when there is none.
   */
  async function findGame(kvKey: string): Promise<GameInfo> {
    const known = await findKnownGame(ctx.db, kvKey);
    if (known) return known;
    const asked = await ctx.clients.game.find(kvKey, 'Game not found');
    // When the game shows another version, this one's own name comes later with its event.
    await rememberVersion(ctx.db, {
      kvKey,
      gameKey: asked.game_key,
      name: asked.name,
      authorId: asked.author_id,
      publicName: asked.is_public ? asked.name : null,
    });
    return { game_key: asked.game_key, author_id: asked.author_id, name: asked.name };
  }

  /**
   * A change of the caller's own like or follow: the rows and the event in one transaction, and the live
   * counts with the caller's own state written before it commits, while the row lock still orders this
   * person's parallel taps. Should the commit fail, the counts and the state are put back.
   */
  async function ownChange(
    change: (u: UnitOfWork) => Promise<1 | -1 | 0>,
    live: { counts: CountChange[]; mine: MineRef },
  ): Promise<{ delta: 1 | -1 | 0; counts: number[] | null }> {
    const applied = { delta: 0 as 1 | -1 | 0 };
    try {
      return await ctx.work.run(async (u) => {
        const delta = await change(u);
        if (!delta) return { delta, counts: null };
        const after = await counts.change(live.counts, delta, live.mine, delta > 0);
        applied.delta = delta;
        return { delta, counts: after };
      });
    } catch (e) {
      const undo = applied.delta;
      if (undo)
        await counts.change(live.counts, undo > 0 ? -1 : 1, live.mine, undo < 0).catch(() => undefined);
      throw e;
    }
  }

  /** Toggles the caller's like of the game (any version's key reaches the game). */
  router.post('/api/games/:id/like', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    const game = await findGame(String(req.params.id));
    const { delta, counts: after } = await ownChange((u) => toggleLike(u, game, userId), {
      counts: [{ name: 'likes', id: game.game_key }],
      mine: { name: 'like', userId, target: game.game_key },
    });
    const likesCount = after ? after[0] : await counts.get('likes', game.game_key);
    res.json({ success: true, is_liked: delta >= 0, likes_count: likesCount });
  });

  /**
   * The person named in the body, who must exist and not be the caller: from social's copy of names; a
   * name it has not heard of yet is asked of the user service (404 "User not found") and kept.
   */
  async function followee(body: unknown, userId: string): Promise<string> {
    const username = (body as { username?: unknown } | undefined)?.username;
    if (typeof username !== 'string' || !username.trim()) throw new HttpError(400, 'Username is required');
    let id = await findPersonNamed(ctx.db, username.trim());
    if (!id) {
      const user = await ctx.clients.user.byUsername(username.trim());
      await rememberName(ctx.db, user.id, user.username);
      id = user.id;
    }
    if (id === userId) throw new HttpError(403, 'You cannot follow yourself');
    return id;
  }

  /** Follows or unfollows; the answer carries the followee's follower count after the change. */
  async function follow(userId: string, followeeId: string, on: boolean) {
    const { counts: after } = await ownChange((u) => setFollow(u, userId, followeeId, on), {
      counts: [
        { name: 'followers', id: followeeId },
        { name: 'following', id: userId },
      ],
      mine: { name: 'follow', userId, target: followeeId },
    });
    return {
      success: true,
      is_following: on,
      followers_count: after ? after[0] : await counts.get('followers', followeeId),
    };
  }

  router.post('/api/follow', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    res.json(await follow(userId, await followee(req.body, userId), true));
  });

  router.delete('/api/follow', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    res.json(await follow(userId, await followee(req.body, userId), false));
  });

  return router;
}
