import { Router, type Response } from 'express';
import {
  appendToOutbox,
  HttpError,
  clientIp,
  InternalHttpError,
  pageOf,
  pagination,
  withTransaction,
  type ServiceContext,
} from '@degs/kit';
import { encodeEvent } from '@degs/events';
import {
  findGame,
  findVersion,
  findVersionWithGame,
  gameJson,
  versionJson,
  versionsOf,
  type GameRow,
  type VersionRow,
} from '../store';
import { authorPage, cards, likedAmong } from '../feed';
import type { Views } from '../views';

const viewer = (res: Response): string | undefined => res.locals.session?.userId;

export function publicRoutes(ctx: ServiceContext, views: Views, onListChange: () => Promise<void>): Router {
  const router = Router();

  /** Any version's key reaches its game. Private games are unlisted, not secret: the link is enough. */
  async function load(id: string): Promise<{ version: VersionRow; game: GameRow }> {
    const found = await findVersionWithGame(ctx.db, id);
    if (!found) throw new HttpError(404, 'Game not found');
    return found;
  }

  router.get('/api/games/:id', ctx.optionalSession, async (req, res) => {
    const { version, game } = await load(String(req.params.id));
    const userId = viewer(res);
    await views.count(game.game_key, userId ? `u:${userId}` : `ip:${clientIp(req)}`);
    const liked = await likedAmong(ctx.db, userId, [game.game_key]);
    res.json({ game: gameJson(game, version, userId, liked.has(game.game_key)) });
  });

  router.patch('/api/games/:id/public', ctx.requireSession, async (req, res) => {
    const userId = viewer(res)!;
    const { version } = await load(String(req.params.id));
    const result = await withTransaction(ctx.db, async (tx) => {
      const game = (await findGame(tx, version.game_key, true))!;
      if (game.author_id !== userId)
        throw new HttpError(403, 'Only the author can publish or hide this game');
      if (game.public_version_key) {
        await tx.query(
          'UPDATE game.games SET public_version_key = NULL, updated_at = now() WHERE game_key = $1',
          [game.game_key],
        );
        await appendToOutbox(
          tx,
          ctx.schema,
          encodeEvent(
            'game.hidden',
            { game_key: game.game_key, author_id: userId },
            { producer: 'game', key: game.game_key },
          ),
        );
        return { success: true, is_public: false, is_first_publish: false };
      }
      await tx.query(
        'UPDATE game.games SET public_version_key = $2, published_at = now(), updated_at = now() WHERE game_key = $1',
        [game.game_key, version.kv_key],
      );
      // First publish ever for this author: the row is claimed once, whatever the concurrency.
      const first = await tx.query(
        `UPDATE game.authors SET first_published_at = now() WHERE author_id = $1 AND first_published_at IS NULL`,
        [userId],
      );
      const isFirst = first.rowCount === 1;
      await appendToOutbox(
        tx,
        ctx.schema,
        encodeEvent(
          'game.published',
          {
            game_key: game.game_key,
            kv_key: version.kv_key,
            author_id: userId,
            is_first_publish: isFirst,
            name: version.name,
          },
          { producer: 'game', key: game.game_key },
        ),
      );
      return { success: true, is_public: true, is_first_publish: isFirst };
    });
    ctx.outbox.notify();
    await onListChange();
    res.json(result);
  });

  router.get('/api/games/:id/versions', ctx.requireSession, async (req, res) => {
    const { game } = await load(String(req.params.id));
    // A private game's history is its author's; a public one's is for everyone signed in (improving it).
    if (!game.public_version_key && game.author_id !== viewer(res)) {
      throw new HttpError(403, "Only the author can see this game's versions");
    }
    res.json({ versions: (await versionsOf(ctx.db, game.game_key)).map((v) => versionJson(v, game)) });
  });

  router.get('/api/games/:id/prompts', async (req, res) => {
    const { version } = await load(String(req.params.id));
    // The chain of prompts that led to this version, first prompt first.
    const chain: VersionRow[] = [version];
    while (chain[0].parent_kv_key) {
      const parent = await findVersion(ctx.db, chain[0].parent_kv_key);
      if (!parent) break;
      chain.unshift(parent);
    }
    res.json({
      kv_key: version.kv_key,
      prompts: chain.map((v) => ({
        kv_key: v.kv_key,
        version_number: v.version_number,
        prompt: v.prompt,
        created_at: v.created_at,
      })),
    });
  });

  router.get('/api/games/:id/version-prompts', async (req, res) => {
    const { game } = await load(String(req.params.id));
    const versions = (await versionsOf(ctx.db, game.game_key)).map((v) => ({
      kv_key: v.kv_key,
      version_number: v.version_number,
      variant_index: v.variant_index,
      parent_kv_key: v.parent_kv_key,
      prompt: v.prompt,
      created_at: v.created_at,
    }));
    res.json({ game_key: game.game_key, versions });
  });

  router.get('/api/games/user/:username', ctx.optionalSession, async (req, res) => {
    const type = req.query.type ?? 'public';
    if (type !== 'public' && type !== 'all') throw new HttpError(400, 'type must be public or all');
    const page = pageOf(req.query.page);
    if (page === null) throw new HttpError(400, 'page must be a whole number from 1');
    let owner: { id: string };
    try {
      owner = await ctx.internal.request<{ id: string }>(
        'user',
        'GET',
        `/internal/users/by-username/${encodeURIComponent(String(req.params.username))}`,
      );
    } catch (e) {
      if (e instanceof InternalHttpError && e.status === 404) throw new HttpError(404, 'User not found');
      throw e;
    }
    if (type === 'all') {
      if (!viewer(res)) throw new HttpError(401, 'No session token found');
      if (viewer(res) !== owner.id) throw new HttpError(403, 'Only the owner can list their private games');
    }
    const onlyPublic = type === 'public';
    const { keys, total } = await authorPage(ctx.db, owner.id, onlyPublic, page);
    const games = await cards(ctx.db, keys, viewer(res), onlyPublic);
    res.json({ games, pagination: pagination(page, total) });
  });

  return router;
}
