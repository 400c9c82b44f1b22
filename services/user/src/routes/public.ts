import { Router } from 'express';
import { HttpError, type ServiceContext } from '@degs/kit';
import { validateProfilePatch } from '@degs/rules';
import { findById, findByUsername, toApi, updateProfile } from '../store';
import { withLiveCounts } from '../live';

const UNIQUE_VIOLATION = '23505';

export function publicRoutes(ctx: ServiceContext, energyAllowance: number): Router {
  const router = Router();

  router.get('/api/user/me', ctx.requireSession, async (_req, res) => {
    const user = await findById(ctx.db, res.locals.session.userId);
    if (!user) throw new HttpError(401, 'User not found');
    res.json(await withLiveCounts(ctx.store, toApi(user, energyAllowance)));
  });

  router.patch('/api/user', ctx.requireSession, async (req, res) => {
    const result = validateProfilePatch(req.body);
    if ('error' in result) throw new HttpError(400, result.error);
    const userId: string = res.locals.session.userId;
    try {
      const user = await ctx.work.run(async ({ tx, emit }) => {
        const updated = await updateProfile(tx, userId, result.values);
        if (!updated) throw new HttpError(401, 'User not found');
        const changed = Object.keys(result.values);
        if (changed.length)
          await emit(
            'user.updated',
            { user_id: userId, username: updated.username ?? '', changed_fields: changed },
            userId,
          );
        return updated;
      });
      res.json(await withLiveCounts(ctx.store, toApi(user, energyAllowance)));
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION)
        throw new HttpError(409, 'Username is already taken');
      throw e;
    }
  });

  router.get('/api/users/:username', ctx.optionalSession, async (req, res) => {
    const viewerId: string | undefined = res.locals.session?.userId;
    const user = await findByUsername(ctx.db, String(req.params.username), viewerId);
    if (!user || !user.username) throw new HttpError(404, 'User not found');
    res.json(await withLiveCounts(ctx.store, toApi(user, energyAllowance), viewerId));
  });

  return router;
}
