// All SQL of the generation service (its jobs), and the job's events, emitted with the change.
import type { Queryable, UnitOfWork } from '@degs/kit';

export const STATUS = { queued: 0, generating: 1, done: 2, failed: -1, timedOut: -2 } as const;

/** Where a job is, with how far along that is (the generating view's bar never goes back). */
export const STAGES = {
  queued: 0,
  understanding: 0.15,
  composing: 0.35,
  writing: 0.35,
  'play-testing': 0.8,
  done: 1,
} as const;
export type Stage = keyof typeof STAGES;

export interface Job {
  job_id: string;
  kv_key: string;
  user_id: string;
  prompt: string;
  parent_kv_key: string | null;
  is_multiplayer: boolean;
  status: number;
  stage: Stage;
  error: string | null;
  name: string | null;
  spec: unknown;
  notes?: string[] | null;
  attempts: number;
}

export async function jobByKey(db: Queryable, kvKey: string): Promise<Job | null> {
  const { rows } = await db.query('SELECT * FROM generation.jobs WHERE kv_key = $1', [kvKey]);
  return rows[0] ?? null;
}

/** The job asked for (again): a new event each time, first or after a lost worker. */
async function requestEvent({ emit }: UnitOfWork, job: Job): Promise<void> {
  await emit(
    'generation.requested',
    {
      job_id: job.job_id,
      kv_key: job.kv_key,
      parent_kv_key: job.parent_kv_key ?? '',
      user_id: job.user_id,
      prompt: job.prompt,
      is_multiplayer: job.is_multiplayer,
    },
    job.kv_key,
    { eventId: `${job.job_id}:${job.attempts}:${Date.now()}` },
  );
}

/**
 * Takes one of the person's running slots for a new job, or returns null when all `maxRunning` are
 * taken; otherwise whether it is their first job ever. Two requests of one person wait for each other
 * here; other people's never do.
 */
export async function reserveJob(tx: Queryable, job: Job, maxRunning: number): Promise<boolean | null> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('generation.jobs'), hashtext($1))`, [job.user_id]);
  const { rows } = await tx.query(
    `SELECT count(*) FILTER (WHERE status IN (0, 1))::int AS running, count(*)::int AS total
       FROM generation.jobs WHERE user_id = $1`,
    [job.user_id],
  );
  if (rows[0].running >= maxRunning) return null;
  await tx.query(
    `INSERT INTO generation.jobs (job_id, kv_key, user_id, prompt, parent_kv_key, is_multiplayer) VALUES ($1, $2, $3, $4, $5, $6)`,
    [job.job_id, job.kv_key, job.user_id, job.prompt, job.parent_kv_key, job.is_multiplayer],
  );
  return rows[0].total === 0;
}

/** A reservation the person could not pay for: its slot is given back. */
export async function dropUnpaid(db: Queryable, jobId: string): Promise<void> {
  await db.query('DELETE FROM generation.jobs WHERE job_id = $1 AND paid_at IS NULL', [jobId]);
}

/** Paid: the job is asked for. */
export async function markPaid(u: UnitOfWork, job: Job): Promise<void> {
  await u.tx.query('UPDATE generation.jobs SET paid_at = now() WHERE job_id = $1', [job.job_id]);
  await requestEvent(u, job);
}

/** Takes a queued job with a lease; null when it is done, running elsewhere, or cancelled. */
export async function claimJob(
  db: Queryable,
  jobId: string,
  worker: string,
  leaseMs: number,
): Promise<Job | null> {
  const { rows } = await db.query<Job>(
    `UPDATE generation.jobs SET status = 1, stage = 'understanding', attempts = attempts + 1, worker = $2, started_at = COALESCE(started_at, now()),
            lease_until = now() + $3 * interval '1 millisecond'
      WHERE job_id = $1 AND status = 0 RETURNING *`,
    [jobId, worker, leaseMs],
  );
  return rows[0] ?? null;
}

export async function renewLease(
  db: Queryable,
  jobId: string,
  worker: string,
  leaseMs: number,
): Promise<void> {
  await db.query(
    `UPDATE generation.jobs SET lease_until = now() + $3 * interval '1 millisecond' WHERE job_id = $1 AND worker = $2 AND status = 1`,
    [jobId, worker, leaseMs],
  );
}

/** Where a running job is, for the person watching (a lost lease changes nothing). */
export async function setStage(db: Queryable, jobId: string, worker: string, stage: Stage): Promise<void> {
  await db.query(`UPDATE generation.jobs SET stage = $3 WHERE job_id = $1 AND worker = $2 AND status = 1`, [
    jobId,
    worker,
    stage,
  ]);
}

export interface Finished {
  name: string;
  spec?: unknown;
  notes: string[];
}

/** Done, and generation.completed, in one unit of work; a lost lease changes nothing. */
export async function completeJob(u: UnitOfWork, job: Job, worker: string, out: Finished): Promise<void> {
  const done = await u.tx.query(
    `UPDATE generation.jobs SET status = 2, stage = 'done', name = $3, spec = $4, notes = $5, finished_at = now(), lease_until = NULL
      WHERE job_id = $1 AND worker = $2 AND status = 1`,
    [job.job_id, worker, out.name, out.spec ? JSON.stringify(out.spec) : null, JSON.stringify(out.notes)],
  );
  if (done.rowCount !== 1) return; // the lease was lost meanwhile: another attempt owns the job
  await u.emit(
    'generation.completed',
    {
      job_id: job.job_id,
      kv_key: job.kv_key,
      parent_kv_key: job.parent_kv_key ?? '',
      user_id: job.user_id,
      name: out.name,
      prompt: job.prompt,
    },
    job.kv_key,
    { eventId: `${job.job_id}:completed` },
  );
}

/** Ends a job as failed or timed out, and tells the others (the user service refunds the energy). */
export async function failJob(u: UnitOfWork, job: Job, status: -1 | -2, error: string): Promise<void> {
  const r = await u.tx.query(
    `UPDATE generation.jobs SET status = $2, error = $3, finished_at = now(), lease_until = NULL
     WHERE job_id = $1 AND status IN (0, 1)`,
    [job.job_id, status, error],
  );
  if (r.rowCount !== 1) return;
  await u.emit(
    'generation.failed',
    { job_id: job.job_id, kv_key: job.kv_key, user_id: job.user_id, status, error },
    job.kv_key,
    { eventId: `${job.job_id}:failed` },
  );
}

/**
 * A job its worker gives back: queued again and asked for at once. Cut short as its process stops,
 * the attempt is not counted (it did not fail); given up after an outage, it is. Nothing when the job
 * is no longer this worker's.
 */
export async function releaseJob(u: UnitOfWork, job: Job, worker: string, counted = false): Promise<void> {
  const r = await u.tx.query(
    `UPDATE generation.jobs SET status = 0, worker = NULL, lease_until = NULL,
            attempts = CASE WHEN $3 THEN attempts ELSE GREATEST(attempts - 1, 0) END
      WHERE job_id = $1 AND worker = $2 AND status = 1`,
    [job.job_id, worker, counted],
  );
  if (r.rowCount === 1) await requestEvent(u, job);
}

/**
 * One sweep, in one unit of work: reservations never paid for end; jobs whose lease ran out (their
 * worker died or hung) and paid jobs nobody took for a while go back to the queue, asked for again,
 * until their attempts are used up (then timed out). Returns how many jobs it looked at.
 */
export async function sweepJobs(u: UnitOfWork, maxAttempts: number, requeueAfterMs: number): Promise<number> {
  await u.tx.query(
    `UPDATE generation.jobs SET status = $2, error = 'Generation did not start', finished_at = now()
      WHERE status = 0 AND paid_at IS NULL AND created_at < now() - $1 * interval '1 millisecond'`,
    [requeueAfterMs, STATUS.failed],
  );
  const { rows } = await u.tx.query<Job>(
    `SELECT * FROM generation.jobs
      WHERE (status = 1 AND lease_until < now())
         OR (status = 0 AND paid_at IS NOT NULL AND COALESCE(started_at, created_at) < now() - $1 * interval '1 millisecond')
      ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
    [requeueAfterMs],
  );
  for (const job of rows) {
    if (job.attempts >= maxAttempts) {
      await failJob(u, job, STATUS.timedOut, 'Generation timed out');
      continue;
    }
    await u.tx.query(
      `UPDATE generation.jobs SET status = 0, worker = NULL, lease_until = NULL, started_at = now() WHERE job_id = $1`,
      [job.job_id],
    );
    await requestEvent(u, job);
  }
  return rows.length;
}
