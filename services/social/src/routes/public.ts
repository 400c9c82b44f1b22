// POST /api/games/{id}/like, POST and DELETE /api/follow.
import { Router, type Response } from 'express';
import { appendToOutbox, HttpError, withTransaction, type MineRef, type ServiceContext } from '@degs/kit';
import { encodeEvent } from '@degs/events';
import type { CountChange, SocialCounts } from '../counts';
import { findGame, type GameInfo } from '../games';

const caller = (res: Response): string => res.locals.session.userId;

export function publicRoutes(ctx: ServiceContext, counts: SocialCounts): Router {
  const router = Router();

  type Tx = Parameters<Parameters<typeof withTransaction>[1]>[0];

  /**
   * A change of the caller's own like or follow: the rows and the event in one transaction, and the live
   * counts with the caller's own state written before it commits, while the row lock still orders this
   * person's parallel taps. Should the commit fail, the counts and the state are put back.
   */
  async function ownChange(
    change: (tx: Tx) => Promise<1 | -1 | 0>,
    live: { counts: CountChange[]; mine: MineRef },
  ): Promise<{ delta: 1 | -1 | 0; counts: number[] | null }> {
    const applied = { delta: 0 as 1 | -1 | 0 };
    try {
      const out = await withTransaction(ctx.db, async (tx) => {
        const delta = await change(tx);
        if (!delta) return { delta, counts: null };
        const after = await counts.change(live.counts, delta, live.mine, delta > 0);
        applied.delta = delta;
        return { delta, counts: after };
      });
      ctx.outbox.notify();
      return out;
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
    const game = await findGame(ctx, String(req.params.id));
    const { delta, counts: after } = await ownChange(
      async (tx) => {
        const removed = await tx.query('DELETE FROM social.likes WHERE game_key = $1 AND user_id = $2', [
          game.game_key,
          userId,
        ]);
        if (removed.rowCount === 1) {
          await publish(tx, 'social.game_unliked', game, userId);
          return -1;
        }
        const added = await tx.query(
          'INSERT INTO social.likes (game_key, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING created_at',
          [game.game_key, userId],
        );
        // A parallel like by the same person won the race: the game is liked either way, counted once.
        if (added.rowCount === 0) return 0;
        await publish(tx, 'social.game_liked', game, userId, added.rows[0].created_at);
        return 1;
      },
      {
        counts: [{ name: 'likes', id: game.game_key }],
        mine: { name: 'like', userId, target: game.game_key },
      },
    );
    const likesCount = after ? after[0] : await counts.get('likes', game.game_key);
    res.json({ success: true, is_liked: delta >= 0, likes_count: likesCount });
  });

  async function publish(
    tx: Tx,
    type: 'social.game_liked' | 'social.game_unliked',
    game: GameInfo,
    userId: string,
    at?: Date,
  ) {
    const payload = {
      game_key: game.game_key,
      user_id: userId,
      author_id: game.author_id,
      game_name: game.name,
    };
    await appendToOutbox(
      tx,
      ctx.schema,
      type === 'social.game_liked'
        ? encodeEvent(
            type,
            { ...payload, liked_at_ms: at!.getTime() },
            { producer: 'social', key: game.game_key },
          )
        : encodeEvent(type, payload, { producer: 'social', key: game.game_key }),
    );
  }

  /** The person named in the body, who must exist and not be the caller. */
  async function followee(body: unknown, userId: string): Promise<string> {
    const username = (body as { username?: unknown } | undefined)?.username;
    if (typeof username !== 'string' || !username.trim()) throw new HttpError(400, 'Username is required');
    const user = await ctx.internal.find<{ id: string }>(
      'user',
      `/internal/users/by-username/${encodeURIComponent(username.trim())}`,
      'User not found',
    );
    if (user.id === userId) throw new HttpError(403, 'You cannot follow yourself');
    return user.id;
  }

  /** Follows or unfollows; the answer carries the followee's follower count after the change. */
  async function setFollow(userId: string, followeeId: string, on: boolean) {
    const { counts: after } = await ownChange(
      async (tx) => {
        const r = on
          ? await tx.query(
              'INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
              [userId, followeeId],
            )
          : await tx.query('DELETE FROM social.follows WHERE follower_id = $1 AND followee_id = $2', [
              userId,
              followeeId,
            ]);
        if (r.rowCount !== 1) return 0;
        await followEvent(tx, on ? 'social.user_followed' : 'social.user_unfollowed', userId, followeeId);
        return on ? 1 : -1;
      },
      {
        counts: [
          { name: 'followers', id: followeeId },
          { name: 'following', id: userId },
        ],
        mine: { name: 'follow', userId, target: followeeId },
      },
    );
    return {
      success: true,
      is_following: on,
      followers_count: after ? after[0] : await counts.get('followers', followeeId),
    };
  }

  router.post('/api/follow', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    res.json(await setFollow(userId, await followee(req.body, userId), true));
  });

  router.delete('/api/follow', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    res.json(await setFollow(userId, await followee(req.body, userId), false));
  });

  async function followEvent(
    tx: Tx,
    type: 'social.user_followed' | 'social.user_unfollowed',
    followerId: string,
    followeeId: string,
  ) {
    await appendToOutbox(
      tx,
      ctx.schema,
      encodeEvent(
        type,
        { follower_id: followerId, followee_id: followeeId },
        { producer: 'social', key: followeeId },
      ),
    );
  }

  return router;
}
