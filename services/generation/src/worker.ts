// Workers: members of the 'generation' consumer group on the job topic. A worker claims a job with a
// lease (so the message can be committed at once), runs the provider in the background within the
// timeout, renews the lease while it works, and ends the job done or failed. A worker that dies stops
// renewing: the sweeper gives the job to another worker, or times it out after the last attempt.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { appendToOutbox, withTransaction, type BusMessage, type ServiceContext } from '@degs/kit';
import { decodeEvent, encodeEvent } from '@degs/events';
import type { Provider } from './providers/types';
import { GenerationError } from './providers/types';
import { validateGameHtml } from './providers/validate';
import { failJob, jobByKey, STATUS, type Job } from './jobs';
import sharp from 'sharp';
import { drawCover } from './cover';
import type { Smoke } from './smoke';

export interface WorkerSettings {
  provider: Provider;
  /** Runs each page in a headless browser where one is installed. */
  smoke?: Smoke;
  concurrency: number;
  timeoutMs: number;
  leaseMs: number;
}

export class Workers {
  readonly id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private running = new Set<Promise<void>>();
  private waiting: (() => void)[] = [];

  constructor(
    private readonly ctx: ServiceContext,
    private readonly s: WorkerSettings,
  ) {}

  /** The bus handler: returns once the job is claimed (or needs no one), not when it is finished. */
  handle = async (msg: BusMessage): Promise<void> => {
    const e = decodeEvent(msg.value);
    if (e.type !== 'generation.requested') return;
    while (this.running.size >= this.s.concurrency) await new Promise<void>((r) => this.waiting.push(r));
    const { rows } = await this.ctx.db.query(
      `UPDATE generation.jobs SET status = 1, attempts = attempts + 1, worker = $2, started_at = COALESCE(started_at, now()),
              lease_until = now() + $3 * interval '1 millisecond'
        WHERE job_id = $1 AND status = 0 RETURNING *`,
      [e.payload.job_id, this.id, this.s.leaseMs],
    );
    if (!rows[0]) return; // done, running elsewhere, or cancelled
    const run = this.run(rows[0]).finally(() => {
      this.running.delete(run);
      this.waiting.shift()?.();
    });
    this.running.add(run);
  };

  private async run(job: Job): Promise<void> {
    const log = this.ctx.log.child({ job_id: job.job_id, kv_key: job.kv_key });
    const started = Date.now();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.s.timeoutMs);
    const renew = setInterval(() => {
      void this.ctx.db
        .query(
          `UPDATE generation.jobs SET lease_until = now() + $3 * interval '1 millisecond' WHERE job_id = $1 AND worker = $2 AND status = 1`,
          [job.job_id, this.id, this.s.leaseMs],
        )
        .catch(() => undefined);
    }, this.s.leaseMs / 3);
    try {
      const parent = job.parent_kv_key ? await jobByKey(this.ctx.db, job.parent_kv_key) : null;
      const parentHtml =
        parent && (this.s.provider.needsParentHtml || !parent.spec)
          ? (await this.ctx.internal.bytes('media', `/internal/assets/${parent.kv_key}/html`)).toString(
              'utf8',
            )
          : null;
      // The run that passed gives the cover; remembered per page so a repaired page is not run twice.
      const runs = new Map<string, Buffer | undefined>();
      const runCheck = async (html: string): Promise<string | null> => {
        if (!this.s.smoke?.available) return null;
        const r = await this.s.smoke.check(html);
        if (!r.problem) runs.set(html, r.screenshot);
        return r.problem;
      };
      const out = await Promise.race([
        this.s.provider.generate(
          {
            prompt: job.prompt,
            parent: parent ? { prompt: parent.prompt, spec: parent.spec, html: parentHtml } : undefined,
          },
          abort.signal,
          runCheck,
        ),
        new Promise<never>((_, reject) =>
          abort.signal.addEventListener('abort', () => reject(new TimeoutError())),
        ),
      ]);
      const problem = validateGameHtml(out.html) ?? (runs.has(out.html) ? null : await runCheck(out.html));
      if (problem) throw new GenerationError(problem);
      await this.ctx.internal.request(
        'media',
        'PUT',
        `/internal/assets/${job.kv_key}/html`,
        Buffer.from(out.html),
      );
      try {
        const shot = runs.get(out.html);
        const cover = shot
          ? await sharp(shot)
              .resize(512, 512, { fit: 'cover', position: 'centre' })
              .webp({ quality: 82 })
              .toBuffer()
          : await drawCover(out.name, out.spec);
        await this.ctx.internal.request('media', 'PUT', `/internal/assets/${job.kv_key}/cover`, cover);
      } catch (err) {
        // A game without its picture is still a game: the card shows the letter tile.
        log.warn({ err }, 'cover not made');
      }
      await withTransaction(this.ctx.db, async (tx) => {
        const done = await tx.query(
          `UPDATE generation.jobs SET status = 2, name = $3, spec = $4, notes = $5, finished_at = now(), lease_until = NULL
            WHERE job_id = $1 AND worker = $2 AND status = 1`,
          [
            job.job_id,
            this.id,
            out.name,
            out.spec ? JSON.stringify(out.spec) : null,
            JSON.stringify(out.notes),
          ],
        );
        if (done.rowCount !== 1) return; // the lease was lost meanwhile: another attempt owns the job
        await appendToOutbox(
          tx,
          'generation',
          encodeEvent(
            'generation.completed',
            {
              job_id: job.job_id,
              kv_key: job.kv_key,
              parent_kv_key: job.parent_kv_key ?? '',
              user_id: job.user_id,
              name: out.name,
              prompt: job.prompt,
            },
            { producer: 'generation', key: job.kv_key, eventId: `${job.job_id}:completed` },
          ),
        );
      });
      log.info({ ms: Date.now() - started, mechanic: out.spec?.mechanic }, 'generation done');
    } catch (err) {
      const timedOut = err instanceof TimeoutError;
      const message = timedOut
        ? 'Generation timed out'
        : err instanceof GenerationError
          ? err.message
          : 'Generation failed';
      log.warn({ err }, 'generation failed');
      await withTransaction(this.ctx.db, (tx) =>
        failJob(tx, job, timedOut ? STATUS.timedOut : STATUS.failed, message),
      ).catch((e) => log.error({ err: e }, 'could not record the failure; the sweeper will'));
    } finally {
      clearTimeout(timer);
      clearInterval(renew);
      this.ctx.outbox.notify();
    }
  }

  /** Waits for jobs in flight (bounded); what is left is picked up elsewhere when its lease ends. */
  async drain(ms = 10_000): Promise<void> {
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => setTimeout(r, ms))]);
    await this.s.smoke?.close();
  }
}

class TimeoutError extends Error {}
