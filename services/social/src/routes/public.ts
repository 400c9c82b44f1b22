// POST /api/games/{id}/like, POST and DELETE /api/follow.
import { Router, type Response } from 'express';
import {
  appendToOutbox,
  HttpError,
  InternalHttpError,
  withTransaction,
  type ServiceContext,
} from '@degs/kit';
import { encodeEvent } from '@degs/events';
import type { LikeCounts } from '../counts';

const caller = (res: Response): string => res.locals.session.userId;

interface GameInfo {
  game_key: string;
  author_id: string;
  name: string;
}

export function publicRoutes(ctx: ServiceContext, counts: LikeCounts): Router {
  const router = Router();

  /** Another service's 404 becomes ours with a message a person can read. */
  async function lookup<T>(service: 'game' | 'user', path: string, notFound: string): Promise<T> {
    try {
      return await ctx.internal.request<T>(service, 'GET', path);
    } catch (e) {
      if (e instanceof InternalHttpError && e.status === 404) throw new HttpError(404, notFound);
      throw e;
    }
  }

  /** Toggles the caller's like of the game (any version's key reaches the game). */
  router.post('/api/games/:id/like', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    const game = await lookup<GameInfo>(
      'game',
      `/internal/games/${encodeURIComponent(String(req.params.id))}`,
      'Game not found',
    );
    const delta = await withTransaction(ctx.db, async (tx) => {
      const removed = await tx.query('DELETE FROM social.likes WHERE game_key = $1 AND user_id = $2', [
        game.game_key,
        userId,
      ]);
      if (removed.rowCount === 1) {
        await publish(tx, 'social.game_unliked', game, userId);
        return -1 as const;
      }
      const added = await tx.query(
        'INSERT INTO social.likes (game_key, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING created_at',
        [game.game_key, userId],
      );
      // A parallel like by the same person won the race: the game is liked either way, counted once.
      if (added.rowCount === 0) return 0 as const;
      await publish(tx, 'social.game_liked', game, userId, added.rows[0].created_at);
      return 1 as const;
    });
    ctx.outbox.notify();
    const likesCount = await counts.add(game.game_key, delta);
    res.json({ success: true, is_liked: delta >= 0, likes_count: likesCount });
  });

  async function publish(
    tx: Parameters<Parameters<typeof withTransaction>[1]>[0],
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
    const user = await lookup<{ id: string }>(
      'user',
      `/internal/users/by-username/${encodeURIComponent(username.trim())}`,
      'User not found',
    );
    if (user.id === userId) throw new HttpError(400, 'You cannot follow yourself');
    return user.id;
  }

  router.post('/api/follow', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    const followeeId = await followee(req.body, userId);
    await withTransaction(ctx.db, async (tx) => {
      const r = await tx.query(
        'INSERT INTO social.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, followeeId],
      );
      if (r.rowCount === 1) await followEvent(tx, 'social.user_followed', userId, followeeId);
    });
    ctx.outbox.notify();
    res.json({ success: true, is_following: true });
  });

  router.delete('/api/follow', ctx.requireSession, async (req, res) => {
    const userId = caller(res);
    const followeeId = await followee(req.body, userId);
    await withTransaction(ctx.db, async (tx) => {
      const r = await tx.query('DELETE FROM social.follows WHERE follower_id = $1 AND followee_id = $2', [
        userId,
        followeeId,
      ]);
      if (r.rowCount === 1) await followEvent(tx, 'social.user_unfollowed', userId, followeeId);
    });
    ctx.outbox.notify();
    res.json({ success: true, is_following: false });
  });

  async function followEvent(
    tx: Parameters<Parameters<typeof withTransaction>[1]>[0],
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
