import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { HttpError, InternalHttpError, newKvKey, withTransaction, type ServiceContext } from '@degs/kit';
import { jobByKey, requestEvent, STATUS, type Job } from './jobs';

export const MAX_PROMPT = 2_000;

export function routes(ctx: ServiceContext, s: { maxRunningPerUser: number }): Router {
  const router = Router();

  router.post('/api/games/generate', ctx.requireSession, async (req, res) => {
    const userId: string = res.locals.session.userId;
    const { prompt, parent_kv_key: parentKey, is_multiplayer: multiplayer } = req.body ?? {};
    if (typeof prompt !== 'string' || prompt.trim() === '') throw new HttpError(400, 'Prompt is required');
    if (prompt.trim().length > MAX_PROMPT)
      throw new HttpError(400, `Prompt must be at most ${MAX_PROMPT} characters`);
    if (parentKey !== undefined && parentKey !== null && typeof parentKey !== 'string')
      throw new HttpError(400, 'parent_kv_key must be a string');
    if (parentKey) {
      const parent = await jobByKey(ctx.db, parentKey);
      if (!parent || parent.status !== STATUS.done) throw new HttpError(404, 'Game not found');
    }
    const { rows } = await ctx.db.query(
      `SELECT count(*) FILTER (WHERE status IN (0, 1))::int AS running, count(*)::int AS total FROM generation.jobs WHERE user_id = $1`,
      [userId],
    );
    if (rows[0].running >= s.maxRunningPerUser) {
      throw new HttpError(429, 'You already have games generating. Please wait for one to finish.');
    }
    try {
      await ctx.internal.request('user', 'POST', `/internal/users/${userId}/energy/spend`);
    } catch (e) {
      if (e instanceof InternalHttpError && e.status === 429)
        throw new HttpError(429, 'Out of energy for today');
      if (e instanceof InternalHttpError && e.status === 404) throw new HttpError(401, 'User not found');
      throw e;
    }
    const job: Job = {
      job_id: randomUUID(),
      kv_key: newKvKey(),
      user_id: userId,
      prompt: prompt.trim(),
      parent_kv_key: parentKey || null,
      is_multiplayer: !parentKey && multiplayer === true,
      status: STATUS.queued,
      error: null,
      name: null,
      spec: null,
      attempts: 0,
    };
    await withTransaction(ctx.db, async (tx) => {
      await tx.query(
        `INSERT INTO generation.jobs (job_id, kv_key, user_id, prompt, parent_kv_key, is_multiplayer) VALUES ($1, $2, $3, $4, $5, $6)`,
        [job.job_id, job.kv_key, job.user_id, job.prompt, job.parent_kv_key, job.is_multiplayer],
      );
      await requestEvent(tx, job);
    });
    ctx.outbox.notify();
    res.json({
      status: STATUS.queued,
      kv_key: job.kv_key,
      is_first_creation: rows[0].total === 0,
      error: null,
    });
  });

  router.get('/api/games/:id/status', async (req, res) => {
    const job = await jobByKey(ctx.db, String(req.params.id));
    if (!job) throw new HttpError(404, 'Game not found');
    res.json({
      status: job.status,
      error: job.error,
      name: job.name,
      notes: job.notes ?? [],
    });
  });

  return router;
}
