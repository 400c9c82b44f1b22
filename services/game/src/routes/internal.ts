// /internal/* of the game service: what other services ask about a game (the social service, to
// record a like against the game and tell its author).
import { Router } from 'express';
import { HttpError, type InternalGame, type ServiceContext } from '@degs/kit';
import { findVersion, findVersionWithGame } from '../store';

export function internalRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.use('/internal', ctx.requireService);

  /** Any version key → its game: key, author, public state and the name people know it by. */
  router.get('/internal/games/:id', async (req, res) => {
    const found = await findVersionWithGame(ctx.db, String(req.params.id));
    if (!found) throw new HttpError(404, 'Game not found');
    const { version, game } = found;
    const shown = game.public_version_key ? await findVersion(ctx.db, game.public_version_key) : version;
    res.json({
      game_key: game.game_key,
      author_id: game.author_id,
      is_public: game.public_version_key !== null,
      public_version_key: game.public_version_key,
      name: (shown ?? version).name,
    } satisfies InternalGame);
  });
  return router;
}
