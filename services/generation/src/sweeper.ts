// No job stays running forever: a job whose lease ran out (its worker died or hung) goes back to the
// queue until its attempts are used up, then it is timed out; a queued job nobody took for a while
// (its request was lost) is asked for again; a reservation never paid for is ended without running.
import { withTransaction, type ServiceContext } from '@degs/kit';
import { failJob, requestEvent, STATUS, type Job } from './jobs';

export async function sweep(
  ctx: ServiceContext,
  maxAttempts: number,
  requeueAfterMs = 60_000,
): Promise<number> {
  return withTransaction(ctx.db, async (tx) => {
    await tx.query(
      `UPDATE generation.jobs SET status = $2, error = 'Generation did not start', finished_at = now()
        WHERE status = 0 AND paid_at IS NULL AND created_at < now() - $1 * interval '1 millisecond'`,
      [requeueAfterMs, STATUS.failed],
    );
    const { rows } = await tx.query<Job>(
      `SELECT * FROM generation.jobs
        WHERE (status = 1 AND lease_until < now())
           OR (status = 0 AND paid_at IS NOT NULL AND COALESCE(started_at, created_at) < now() - $1 * interval '1 millisecond')
        ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
      [requeueAfterMs],
    );
    for (const job of rows) {
      if (job.attempts >= maxAttempts) {
        await failJob(tx, job, STATUS.timedOut, 'Generation timed out');
        continue;
      }
      await tx.query(
        `UPDATE generation.jobs SET status = 0, worker = NULL, lease_until = NULL, started_at = now() WHERE job_id = $1`,
        [job.job_id],
      );
      await requestEvent(tx, job);
    }
    if (rows.length) ctx.outbox.notify();
    return rows.length;
  });
}
