// POST /api/games/generate and GET /api/games/{id}/status. A request is one atomic decision: a
// per-person lock, the running-job cap and the reservation in one short transaction, then the energy
// spend (the user service's), and only a paid reservation is requested from the workers.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { charCount, cleanText, isBlank } from '@degs/rules';
import { HttpError, InternalHttpError, newKvKey, withTransaction, type ServiceContext } from '@degs/kit';
import { dropUnpaid, jobByKey, markPaid, reserveJob, STAGES, STATUS, type Job } from '../store';

export const MAX_PROMPT = 2_000;
const NOT_FOUND = 'Game not found';
const isKvKey = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);

export function routes(ctx: ServiceContext, s: { maxRunningPerUser: number }): Router {
  const router = Router();

  /**
   * The version an improvement starts from. Your own game: the version you name. Someone else's: only
   * a public game can be remixed, and always from its public version (a private one is as if absent).
   */
  async function parentFor(key: string, userId: string): Promise<string> {
    const parent = await jobByKey(ctx.db, key);
    if (!parent || parent.status !== STATUS.done) throw new HttpError(404, NOT_FOUND);
    if (parent.user_id === userId) return key;
    const game = await ctx.clients.game.find(key, NOT_FOUND);
    if (!game.public_version_key) throw new HttpError(404, NOT_FOUND);
    return game.public_version_key;
  }

  /** Takes one of the person's running slots, or refuses; returns whether it is their first game. */
  async function reserve(job: Job): Promise<boolean> {
    const first = await withTransaction(ctx.db, (tx) => reserveJob(tx, job, s.maxRunningPerUser));
    if (first === null)
      throw new HttpError(429, 'You already have games generating. Please wait for one to finish.');
    return first;
  }

  /** One energy; a refusal gives the slot back. */
  async function pay(job: Job): Promise<void> {
    try {
      await ctx.clients.user.spendEnergy(job.user_id);
    } catch (e) {
      await dropUnpaid(ctx.db, job.job_id);
      if (e instanceof InternalHttpError && e.status === 429)
        throw new HttpError(429, 'Out of energy for today');
      if (e instanceof InternalHttpError && e.status === 404) throw new HttpError(401, 'User not found');
      throw e;
    }
    await ctx.work.run((u) => markPaid(u, job));
  }

  router.post('/api/games/generate', ctx.requireSession, async (req, res) => {
    const userId: string = res.locals.session.userId;
    const { prompt, parent_kv_key: parentKey, is_multiplayer: multiplayer } = req.body ?? {};
    if (typeof prompt !== 'string' || isBlank(prompt)) throw new HttpError(400, 'Prompt is required');
    if (charCount(prompt) > MAX_PROMPT)
      throw new HttpError(400, `Prompt must be at most ${MAX_PROMPT} characters`);
    if (parentKey !== undefined && parentKey !== null && !isKvKey(parentKey))
      throw new HttpError(400, 'parent_kv_key must be a game key');
    if (multiplayer !== undefined && typeof multiplayer !== 'boolean')
      throw new HttpError(400, 'is_multiplayer must be true or false');
    const text = cleanText(prompt).trim();
    const job: Job = {
      job_id: randomUUID(),
      kv_key: newKvKey(),
      user_id: userId,
      prompt: text,
      parent_kv_key: typeof parentKey === 'string' ? await parentFor(parentKey, userId) : null,
      is_multiplayer: typeof parentKey !== 'string' && multiplayer === true,
      status: STATUS.queued,
      stage: 'queued',
      error: null,
      name: null,
      spec: null,
      attempts: 0,
    };
    const first = await reserve(job);
    await pay(job);
    res.json({ status: STATUS.queued, kv_key: job.kv_key, is_first_creation: first, error: null });
  });

  router.get('/api/games/:id/status', async (req, res) => {
    const job = await jobByKey(ctx.db, String(req.params.id));
    if (!job) throw new HttpError(404, NOT_FOUND);
    res.json({
      status: job.status,
      stage: job.stage,
      progress: STAGES[job.stage] ?? 0,
      error: job.error,
      name: job.name,
      notes: job.notes ?? [],
    });
  });

  return router;
}
