import { Router } from 'express';
import { HttpError, type InternalUser, type ServiceContext } from '@degs/kit';
import { ensureUser, findById, findByUsername, setStaked, spendEnergy, toApi } from '../store';

/** Called by other services with a service token: creating profiles (auth), the staked amount (admin). */
export function internalRoutes(ctx: ServiceContext, energyAllowance: number): Router {
  const router = Router();
  router.use('/internal', ctx.requireService);

  router.put('/internal/users/:id', async (req, res) => {
    const address = req.body?.user_address;
    if (address !== undefined && address !== null && typeof address !== 'string') {
      throw new HttpError(400, 'user_address must be a string');
    }
    const user = await ensureUser(ctx.db, String(req.params.id), address ?? null);
    res.json(toApi(user, energyAllowance) satisfies InternalUser);
  });

  router.get('/internal/users/by-username/:username', async (req, res) => {
    const user = await findByUsername(ctx.db, String(req.params.username));
    if (!user || !user.username) throw new HttpError(404, 'User not found');
    res.json(toApi(user, energyAllowance) satisfies InternalUser);
  });

  router.get('/internal/users/:id', async (req, res) => {
    const user = await findById(ctx.db, String(req.params.id));
    if (!user) throw new HttpError(404, 'User not found');
    res.json(toApi(user, energyAllowance) satisfies InternalUser);
  });

  router.post('/internal/users/:id/energy/spend', async (req, res) => {
    const id = String(req.params.id);
    if (!(await findById(ctx.db, id))) throw new HttpError(404, 'User not found');
    const remaining = await spendEnergy(ctx.db, id, energyAllowance);
    if (remaining === null) throw new HttpError(429, 'Out of energy for today');
    res.json({ daily_energies_remaining: remaining });
  });

  router.put('/internal/users/:id/staked', async (req, res) => {
    const amount = req.body?.staked_amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
      throw new HttpError(400, 'staked_amount must be a number of at least 0');
    }
    const user = await setStaked(ctx.db, String(req.params.id), amount);
    if (!user) throw new HttpError(404, 'User not found');
    res.json(toApi(user, energyAllowance) satisfies InternalUser);
  });

  return router;
}
