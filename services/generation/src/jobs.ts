// SQL for generation jobs, and the job's events (written with the change, through the outbox).
import { appendToOutbox, type Queryable } from '@degs/kit';
import { encodeEvent } from '@degs/events';

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

export async function requestEvent(tx: Queryable, job: Job): Promise<void> {
  await appendToOutbox(
    tx,
    'generation',
    encodeEvent(
      'generation.requested',
      {
        job_id: job.job_id,
        kv_key: job.kv_key,
        parent_kv_key: job.parent_kv_key ?? '',
        user_id: job.user_id,
        prompt: job.prompt,
        is_multiplayer: job.is_multiplayer,
      },
      // Every request of a job (first, or again after a lost worker) is a new event.
      { producer: 'generation', key: job.kv_key, eventId: `${job.job_id}:${job.attempts}:${Date.now()}` },
    ),
  );
}

/** Ends a job as failed or timed out, and tells the others (the user service refunds the energy). */
export async function failJob(tx: Queryable, job: Job, status: -1 | -2, error: string): Promise<void> {
  const r = await tx.query(
    `UPDATE generation.jobs SET status = $2, error = $3, finished_at = now(), lease_until = NULL
     WHERE job_id = $1 AND status IN (0, 1)`,
    [job.job_id, status, error],
  );
  if (r.rowCount !== 1) return;
  await appendToOutbox(
    tx,
    'generation',
    encodeEvent(
      'generation.failed',
      { job_id: job.job_id, kv_key: job.kv_key, user_id: job.user_id, status, error },
      { producer: 'generation', key: job.kv_key, eventId: `${job.job_id}:failed` },
    ),
  );
}
