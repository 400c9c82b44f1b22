// Workers: members of the 'generation' consumer group on the job topic. A worker claims a job with a
// lease (so the message can be committed at once), runs the provider in the background within the
// timeout, renews the lease while it works, and ends the job done or failed. A worker that dies stops
// renewing: the sweeper gives the job to another worker, or times it out after the last attempt.
// Another service or the database out of reach for a moment (a pod replaced, a restart) is waited
// out while the job's time lasts; past that the job is tried again while attempts are left.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BusMessage, type Logger, type ServiceContext, InternalHttpError } from '@degs/kit';
import { decodeEvent } from '@degs/events';
import type { GenerationOutput, Provider } from './providers/types';
import { GenerationError } from './providers/types';
import { validateGameHtml } from './providers/validate';
import {
  claimJob,
  releaseJob,
  completeJob,
  failJob,
  jobByKey,
  renewLease,
  setStage,
  STATUS,
  type Job,
  type Stage,
} from './store';
import sharp from 'sharp';
import { drawCover } from './cover';
import type { PlayTest } from './gate';

export interface WorkerSettings {
  provider: Provider;
  /** The play-test gate every page passes before it is stored. */
  gate: PlayTest;
  concurrency: number;
  timeoutMs: number;
  leaseMs: number;
  /** Tries a job gets in all (a worker that dies, or another service out of reach past the timeout). */
  maxAttempts: number;
}

export class Workers {
  readonly id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private running = new Set<Promise<void>>();
  private aborts = new Set<AbortController>();
  private stopping = false;
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
    const job = await this.claim(e.payload.job_id);
    if (!job) return; // done, running elsewhere, or cancelled
    const run = this.run(job).finally(() => {
      this.running.delete(run);
      this.waiting.shift()?.();
    });
    this.running.add(run);
  };

  /** claim → produce → check → store → complete, within the timeout, renewing the lease meanwhile. */
  private async run(job: Job): Promise<void> {
    const log = this.ctx.log.child({ job_id: job.job_id, kv_key: job.kv_key });
    const started = Date.now();
    const abort = new AbortController();
    this.aborts.add(abort);
    const timer = setTimeout(() => abort.abort(), this.s.timeoutMs);
    const renew = setInterval(() => void this.renewLease(job), this.s.leaseMs / 3);
    try {
      const timedOut = new Promise<never>((_, reject) =>
        abort.signal.addEventListener('abort', () => reject(new TimeoutError())),
      );
      // The run that passed gives the cover; remembered per page so a repaired page is not run twice.
      const runs = new Map<string, Buffer | undefined>();
      await this.stage(job, this.s.provider.stage);
      const out = await Promise.race([this.produce(job, abort.signal, runs), timedOut]);
      await Promise.race([this.check(job, out.html, !out.spec, runs), timedOut]);
      await this.persist('store', () => this.store(job, out, runs.get(out.html), log), abort.signal, log);
      await this.persist('complete', () => this.complete(job, out), abort.signal, log);
      log.info({ ms: Date.now() - started, mechanic: out.spec?.mechanic }, 'generation done');
    } catch (err) {
      // Cut short by this process stopping: another worker makes it (the person still gets a game).
      if (this.stopping) await this.release(job, log, false);
      else if (passing(err) && job.attempts < this.s.maxAttempts) await this.release(job, log, true);
      else await this.fail(job, err, log);
    } finally {
      clearTimeout(timer);
      clearInterval(renew);
      this.aborts.delete(abort);
    }
  }

  /** Another service or the database out of reach: tried again, backing off, until the job's time is up. */
  private async persist(what: string, step: () => Promise<void>, signal: AbortSignal, log: Logger) {
    for (let wait = 250; ; wait = Math.min(wait * 2, 4_000)) {
      try {
        return await step();
      } catch (err) {
        if (!passing(err) || signal.aborted) throw err;
        log.warn({ err, what }, 'out of reach; trying again');
        await sleep(wait, undefined, { signal }).catch(() => undefined);
      }
    }
  }

  private claim(jobId: string): Promise<Job | null> {
    return claimJob(this.ctx.db, jobId, this.id, this.s.leaseMs);
  }

  private async renewLease(job: Job): Promise<void> {
    await renewLease(this.ctx.db, job.job_id, this.id, this.s.leaseMs).catch(() => undefined);
  }

  private async stage(job: Job, stage: Stage): Promise<void> {
    await setStage(this.ctx.db, job.job_id, this.id, stage).catch(() => undefined);
  }

  /** Plays the page in the gate; a passing run's screenshot is kept for the cover. */
  private async runPage(
    job: Job,
    html: string,
    runs: Map<string, Buffer | undefined>,
    written: boolean,
  ): Promise<string | null> {
    await this.stage(job, 'play-testing');
    // A page a model wrote must also show a point or a round's end can be reached.
    const r = await this.s.gate.check(html, { reach: written });
    this.ctx.log.debug({ ms: r.ms, problem: r.problem }, 'play-test');
    if (!r.problem) runs.set(html, r.screenshot);
    return r.problem;
  }

  /** The provider's page for the prompt (and, improving, the parent it starts from). */
  private async produce(
    job: Job,
    signal: AbortSignal,
    runs: Map<string, Buffer | undefined>,
  ): Promise<GenerationOutput> {
    const parent = job.parent_kv_key ? await jobByKey(this.ctx.db, job.parent_kv_key) : null;
    const parentHtml =
      parent && (this.s.provider.needsParentHtml || !parent.spec)
        ? (await this.ctx.clients.media.asset(parent.kv_key, 'html')).toString('utf8')
        : null;
    return this.s.provider.generate(
      {
        prompt: job.prompt,
        parent: parent ? { prompt: parent.prompt, spec: parent.spec, html: parentHtml } : undefined,
      },
      signal,
      (html) => this.runPage(job, html, runs, true), // only a page a model wrote comes back here
    );
  }

  /** The gate: a page that breaks the rules or does not run is not stored. */
  private async check(
    job: Job,
    html: string,
    written: boolean,
    runs: Map<string, Buffer | undefined>,
  ): Promise<void> {
    const problem =
      validateGameHtml(html) ?? (runs.has(html) ? null : await this.runPage(job, html, runs, written));
    if (problem) throw new GenerationError(problem);
  }

  /** The page, and its cover: the passing run's screenshot, else one drawn from the design. */
  private async store(job: Job, out: GenerationOutput, shot: Buffer | undefined, log: Logger): Promise<void> {
    await this.ctx.clients.media.putAsset(job.kv_key, 'html', Buffer.from(out.html));
    try {
      const cover = shot
        ? await sharp(shot)
            .resize(512, 512, { fit: 'cover', position: 'centre' })
            .webp({ quality: 82 })
            .toBuffer()
        : await drawCover(out.name, out.spec);
      await this.ctx.clients.media.putAsset(job.kv_key, 'cover', cover);
    } catch (err) {
      // A game without its picture is still a game: the card shows the letter tile.
      log.warn({ err }, 'cover not made');
    }
  }

  private async complete(job: Job, out: GenerationOutput): Promise<void> {
    await this.ctx.work.run((u) => completeJob(u, job, this.id, out));
  }

  /** Back to the queue: cut short as this process stops (not an attempt), or after an outage (one). */
  private async release(job: Job, log: Logger, counted: boolean): Promise<void> {
    log.info({ counted }, 'job given back to the queue');
    await this.ctx.work
      .run((u) => releaseJob(u, job, this.id, counted))
      .catch((e) =>
        log.error({ err: e }, 'could not give the job back; the sweeper will when its lease ends'),
      );
  }

  private async fail(job: Job, err: unknown, log: Logger): Promise<void> {
    const timedOut = err instanceof TimeoutError;
    const message = timedOut
      ? 'Generation timed out'
      : err instanceof GenerationError
        ? err.message
        : 'Generation failed';
    log.warn({ err }, 'generation failed');
    await this.ctx.work
      .run((u) => failJob(u, job, timedOut ? STATUS.timedOut : STATUS.failed, message))
      .catch((e) => log.error({ err: e }, 'could not record the failure; the sweeper will'));
  }

  /**
   * Waits for jobs in flight (bounded); those still running then are given back to the queue, not
   * failed, before the browser they play in is closed (closing it under a job used to fail the job).
   */
  async drain(ms = 10_000): Promise<void> {
    const settled = () => Promise.allSettled([...this.running]);
    const within = (t: number) => new Promise((r) => setTimeout(r, t));
    await Promise.race([settled(), within(ms)]);
    if (this.running.size) {
      this.stopping = true;
      for (const a of this.aborts) a.abort();
      await Promise.race([settled(), within(5_000)]);
    }
    await this.s.gate.close();
  }
}

class TimeoutError extends Error {}

/**
 * A failure that says nothing about the game: a network error or a 5xx from another service, or the
 * database gone for a moment. What the game did (GenerationError), a timeout, or a service's
 * refusal (4xx) are answers, not outages.
 */
export function passing(err: unknown): boolean {
  if (err instanceof GenerationError || err instanceof TimeoutError) return false;
  if (err instanceof InternalHttpError) return err.status >= 500;
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  // Node's socket errors, and PostgreSQL's connection (08), shutdown (57P0x) and resource (53) classes.
  return /^E[A-Z_]+$/.test(code) || /^(08|53|57P0)/.test(code);
}
