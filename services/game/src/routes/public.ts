import { Router, type Response } from 'express';
import { HttpError, clientIp, pageOf, pagination, type ServiceContext } from '@degs/kit';
import {
  claimFirstPublish,
  findGame,
  findVersion,
  findVersionWithGame,
  gameJson,
  setPublicVersion,
  versionJson,
  versionsOf,
  type GameRow,
  type VersionRow,
} from '../store';
import { authorPage, cards } from '../store';
import { withLiveCounts } from '../live';
import type { Views } from '../views';

const viewer = (res: Response): string | undefined => res.locals.session?.userId;

export function publicRoutes(ctx: ServiceContext, views: Views, onListChange: () => Promise<void>): Router {
  const router = Router();

  /** Any version's key reaches its game. Private games are unlisted, not secret: the link is enough. */
  async function load(id: string, viewerId?: string): Promise<{ version: VersionRow; game: GameRow }> {
    const found = await findVersionWithGame(ctx.db, id, viewerId);
    if (!found) throw new HttpError(404, 'Game not found');
    return found;
  }

  /** Keys another person may see: the public version's and the one they asked for; the author sees all. */
  const visibleTo =
    (game: GameRow, viewerId: string | undefined, asked: string) =>
    (kv: string): boolean =>
      viewerId === game.author_id || kv === game.public_version_key || kv === asked;

  router.get('/api/games/:id', ctx.optionalSession, async (req, res) => {
    const userId = viewer(res);
    const { version, game } = await load(String(req.params.id), userId);
    // An author trying their own game is not an audience: only other people's plays count.
    if (userId !== game.author_id)
      await views.count(game.game_key, userId ? `u:${userId}` : `ip:${clientIp(req)}`);
    const [answer] = await withLiveCounts(ctx.store, [gameJson(game, version, userId)], userId);
    res.json({ game: answer });
  });

  router.patch('/api/games/:id/public', ctx.requireSession, async (req, res) => {
    const userId = viewer(res)!;
    const { version } = await load(String(req.params.id));
    const result = await ctx.work.run(async ({ tx, emit }) => {
      const game = (await findGame(tx, version.game_key, true))!;
      if (game.author_id !== userId)
        throw new HttpError(403, 'Only the author can publish or hide this game');
      if (game.public_version_key) {
        await setPublicVersion(tx, game.game_key, null);
        await emit('game.hidden', { game_key: game.game_key, author_id: userId }, game.game_key);
        return { success: true, is_public: false, is_first_publish: false };
      }
      await setPublicVersion(tx, game.game_key, version.kv_key);
      const isFirst = await claimFirstPublish(tx, userId);
      await emit(
        'game.published',
        {
          game_key: game.game_key,
          kv_key: version.kv_key,
          author_id: userId,
          is_first_publish: isFirst,
          name: version.name,
        },
        game.game_key,
      );
      return { success: true, is_public: true, is_first_publish: isFirst };
    });
    await onListChange();
    res.json(result);
  });

  router.get('/api/games/:id/versions', ctx.requireSession, async (req, res) => {
    const { game } = await load(String(req.params.id));
    // A private game's history is its author's; of a public one, others see the public version (what
    // they can improve), never the author's private versions.
    if (!game.public_version_key && game.author_id !== viewer(res)) {
      throw new HttpError(403, "Only the author can see this game's versions");
    }
    const shown = visibleTo(game, viewer(res), game.public_version_key ?? '');
    const versions = (await versionsOf(ctx.db, game.game_key)).filter((v) => shown(v.kv_key));
    res.json({ versions: versions.map((v) => versionJson(v, game)) });
  });

  router.get('/api/games/:id/prompts', ctx.optionalSession, async (req, res) => {
    const { version, game } = await load(String(req.params.id));
    const shown = visibleTo(game, viewer(res), version.kv_key);
    // The chain of prompts that led to this version, first prompt first.
    const chain: VersionRow[] = [version];
    while (chain[0].parent_kv_key) {
      const parent = await findVersion(ctx.db, chain[0].parent_kv_key);
      if (!parent) break;
      chain.unshift(parent);
    }
    res.json({
      kv_key: version.kv_key,
      // The prompts that made it are its story; the keys of private versions stay the author's.
      prompts: chain.map((v) => ({
        kv_key: shown(v.kv_key) ? v.kv_key : null,
        version_number: v.version_number,
        prompt: v.prompt,
        created_at: v.created_at,
      })),
    });
  });

  router.get('/api/games/:id/version-prompts', ctx.optionalSession, async (req, res) => {
    const { game, version } = await load(String(req.params.id));
    const shown = visibleTo(game, viewer(res), version.kv_key);
    const all = await versionsOf(ctx.db, game.game_key);
    const versions = all
      .filter((v) => shown(v.kv_key))
      .map((v) => ({
        kv_key: v.kv_key,
        version_number: v.version_number,
        variant_index: v.variant_index,
        parent_kv_key: v.parent_kv_key && shown(v.parent_kv_key) ? v.parent_kv_key : null,
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
    const owner = await ctx.clients.user.byUsername(String(req.params.username));
    if (type === 'all') {
      if (!viewer(res)) throw new HttpError(401, 'No session token found');
      if (viewer(res) !== owner.id) throw new HttpError(403, 'Only the owner can list their private games');
    }
    const onlyPublic = type === 'public';
    const { keys, total } = await authorPage(ctx.db, owner.id, onlyPublic, page);
    const games = await withLiveCounts(
      ctx.store,
      await cards(ctx.db, keys, viewer(res), onlyPublic),
      viewer(res),
    );
    res.json({ games, pagination: pagination(page, total) });
  });

  return router;
}
