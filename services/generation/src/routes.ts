// POST /api/games/generate and GET /api/games/{id}/status. A request is one atomic decision: a
// per-person lock, the running-job cap and the reservation in one short transaction, then the energy
// spend (the user service's), and only a paid reservation is requested from the workers.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { charCount, cleanText, isBlank } from '@degs/rules';
import { HttpError, InternalHttpError, newKvKey, withTransaction, type ServiceContext } from '@degs/kit';
import { jobByKey, requestEvent, STAGES, STATUS, type Job } from './jobs';

export const MAX_PROMPT = 2_000;
const NOT_FOUND = 'Game not found';
const isKvKey = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);

interface GameInfo {
  author_id: string;
  public_version_key: string | null;
}

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
    const game = await ctx.internal.find<GameInfo>(
      'game',
      `/internal/games/${encodeURIComponent(key)}`,
      NOT_FOUND,
    );
    if (!game.public_version_key) throw new HttpError(404, NOT_FOUND);
    return game.public_version_key;
  }

  /** Takes one of the person's running slots, or refuses; returns whether it is their first game. */
  async function reserve(job: Job): Promise<boolean> {
    return withTransaction(ctx.db, async (tx) => {
      // Two requests of one person wait for each other here; other people's never do.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('generation.jobs'), hashtext($1))`, [
        job.user_id,
      ]);
      const { rows } = await tx.query(
        `SELECT count(*) FILTER (WHERE status IN (0, 1))::int AS running, count(*)::int AS total
           FROM generation.jobs WHERE user_id = $1`,
        [job.user_id],
      );
      if (rows[0].running >= s.maxRunningPerUser)
        throw new HttpError(429, 'You already have games generating. Please wait for one to finish.');
      await tx.query(
        `INSERT INTO generation.jobs (job_id, kv_key, user_id, prompt, parent_kv_key, is_multiplayer) VALUES ($1, $2, $3, $4, $5, $6)`,
        [job.job_id, job.kv_key, job.user_id, job.prompt, job.parent_kv_key, job.is_multiplayer],
      );
      return rows[0].total === 0;
    });
  }

  /** One energy; a refusal gives the slot back. */
  async function pay(job: Job): Promise<void> {
    try {
      await ctx.internal.request('user', 'POST', `/internal/users/${job.user_id}/energy/spend`);
    } catch (e) {
      await ctx.db.query('DELETE FROM generation.jobs WHERE job_id = $1 AND paid_at IS NULL', [job.job_id]);
      if (e instanceof InternalHttpError && e.status === 429)
        throw new HttpError(429, 'Out of energy for today');
      if (e instanceof InternalHttpError && e.status === 404) throw new HttpError(401, 'User not found');
      throw e;
    }
    await withTransaction(ctx.db, async (tx) => {
      await tx.query('UPDATE generation.jobs SET paid_at = now() WHERE job_id = $1', [job.job_id]);
      await requestEvent(tx, job);
    });
    ctx.outbox.notify();
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
