// A generation worker stopped in the middle of a job, on the distributed placement with real Kafka:
// killed (SIGKILL), its lease runs out and the sweeper hands the job to the restarted worker; stopped
// (SIGTERM), it gives the job back at once. Either way the game is made, once.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { requireEnv, waitFor } from '@degs/kit/src/testing/wait';
import { ROOT } from '../support/processes';
import { infraProfile, startDistributedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';

jest.setTimeout(300_000);

type Job = { status: number; worker: string | null; attempts: number };

/** A stack with these generation settings, a person, and a game asked for while its job runs. */
async function midJob(env: Record<string, string>, name: string) {
  const stack: Stack = await startDistributedStack(env);
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  const job = async (kv: string) =>
    (await db.query<Job>('SELECT status, worker, attempts FROM generation.jobs WHERE kv_key = $1', [kv]))
      .rows[0];
  const token = await signedInPerson(stack.app, `${name}${Date.now() % 1e6}`);
  const started = await fetch(`${stack.app}/api/games/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ prompt: 'a maze with ghosts' }),
  });
  const { kv_key: kv } = (await started.json()) as { kv_key: string };
  // Caught while a worker holds it (the headless run takes a moment).
  const running = await waitFor(
    'the job to be generating',
    async () => {
      const now = await job(kv);
      if (now?.status === 2) throw new Error('the job finished before the worker could be stopped');
      return now?.status === 1 ? now : null;
    },
    30_000,
    5,
  );
  /** Sends the worker's process the signal and waits until it is gone. */
  const stopWorker = async (signal: NodeJS.Signals) => {
    const pid = Number(readFileSync(join(infraProfile().state, 'pids', 'generation.pid'), 'utf8'));
    process.kill(pid, signal);
    await waitFor('the worker to be gone', () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
  };
  /** Starts what stopped (as a supervisor would) and waits for the job to be made there. */
  const madeAfterRestart = async () => {
    execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), 'start', requireEnv('INFRA_PROFILE')], {
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    const done = await waitFor(
      'the job to finish on the new worker',
      async () => {
        const now = await job(kv);
        if (now.status < 0) throw new Error(`job failed: ${JSON.stringify(now)}`);
        return now.status === 2 ? now : null;
      },
      // (a restarted stack joins its Kafka groups slowly on a busy machine)
      150_000,
      100,
    );
    expect((await fetch(`${stack.play}/play/${kv}.html`)).status).toBe(200);
    return done as Job;
  };
  const end = async () => {
    await db.end();
    await stack.stop();
  };
  return { kv, job, running: running as Job, stopWorker, madeAfterRestart, end };
}

test('a job survives its worker being killed mid-job', async () => {
  // Short leases and sweeps so the test does not wait half a minute for a dead worker.
  const t = await midJob(
    { GENERATION_LEASE_MS: '1500', GENERATION_SWEEP_MS: '300', GENERATION_MAX_ATTEMPTS: '3' },
    'victim',
  );
  try {
    await t.stopWorker('SIGKILL');
    // The new worker takes the job once the lease is over.
    const done = await t.madeAfterRestart();
    expect(done.worker).not.toBe(t.running.worker);
    expect(done.attempts).toBeGreaterThanOrEqual(2);
  } finally {
    await t.end();
  }
});

test('a worker stopped (SIGTERM) mid-job gives the job back at once, and it is made without spending an attempt', async () => {
  // A long lease: only the job given back, not a lease running out, lets another worker take it soon.
  // No drain wait: the stopping worker gives back at once what it has in hand.
  const t = await midJob(
    { GENERATION_LEASE_MS: '600000', GENERATION_DRAIN_MS: '0', GENERATION_MAX_ATTEMPTS: '1' },
    'stop',
  );
  try {
    await t.stopWorker('SIGTERM');
    // Given back, not failed: queued again with its attempt not counted (one attempt is all it has);
    // or, when it ended while the worker was stopping its consumers, made.
    const { status, attempts } = await t.job(t.kv);
    expect([
      { status: 0, attempts: 0 },
      { status: 2, attempts: 1 },
    ]).toContainEqual({ status, attempts });
    expect((await t.madeAfterRestart()).attempts).toBe(1);
  } finally {
    await t.end();
  }
});
