// A generation worker killed (SIGKILL) in the middle of a job, on the distributed placement with real
// Kafka: its lease runs out, the sweeper hands the job to the restarted worker, and it finishes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { requireEnv, waitFor } from '@degs/kit/src/testing/wait';
import { ROOT } from '../support/processes';
import { infraProfile, startDistributedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';

jest.setTimeout(180_000);

test('a job survives its worker being killed mid-job', async () => {
  // Short leases and sweeps so the test does not wait half a minute for a dead worker.
  const env = { GENERATION_LEASE_MS: '1500', GENERATION_SWEEP_MS: '300', GENERATION_MAX_ATTEMPTS: '3' };
  const stack: Stack = await startDistributedStack(env);
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  try {
    const call = async (method: string, path: string, token?: string, body?: unknown) =>
      (
        await fetch(stack.app + path, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json();
    const token = await signedInPerson(stack.app, `victim${Date.now() % 1e6}`);

    const { kv_key: kv } = await call('POST', '/api/games/generate', token, { prompt: 'a maze with ghosts' });
    // Catch the job while a worker holds it (the headless run takes a moment), then kill that worker.
    const running = await waitFor(
      'the job to be generating',
      async () => {
        const { rows } = await db.query('SELECT status, worker FROM generation.jobs WHERE kv_key = $1', [kv]);
        if (rows[0]?.status === 2) throw new Error('the job finished before the worker could be killed');
        return rows[0]?.status === 1 ? rows[0] : null;
      },
      30_000,
      5,
    );
    const pid = Number(readFileSync(join(infraProfile().state, 'pids', 'generation.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    await waitFor('the worker to be gone', () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
    // Restart what died (as a supervisor would); the new worker takes the job once the lease is over.
    execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), 'start', requireEnv('INFRA_PROFILE')], {
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    const done = await waitFor(
      'the job to finish on the new worker',
      async () => {
        const { rows } = await db.query(
          'SELECT status, worker, attempts FROM generation.jobs WHERE kv_key = $1',
          [kv],
        );
        if (rows[0].status < 0) throw new Error(`job failed: ${JSON.stringify(rows[0])}`);
        return rows[0].status === 2 ? rows[0] : null;
      },
      60_000,
      100,
    );
    expect(done.worker).not.toBe(running.worker);
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${stack.play}/play/${kv}.html`)).status).toBe(200);
  } finally {
    await db.end();
    await stack.stop();
  }
});

test('a worker stopped (SIGTERM) mid-job gives the job back at once, and it is made without spending an attempt', async () => {
  // A long lease: only the job given back, not a lease running out, lets another worker take it soon.
  // No drain wait: the stopping worker gives back at once what it has in hand.
  const env = { GENERATION_LEASE_MS: '600000', GENERATION_DRAIN_MS: '0', GENERATION_MAX_ATTEMPTS: '1' };
  const stack: Stack = await startDistributedStack(env);
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  try {
    const token = await signedInPerson(stack.app, `stop${Date.now() % 1e6}`);
    const started = await fetch(`${stack.app}/api/games/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'a maze with ghosts' }),
    });
    const { kv_key: kv } = (await started.json()) as { kv_key: string };
    await waitFor(
      'the job to be generating',
      async () => {
        const { rows } = await db.query('SELECT status FROM generation.jobs WHERE kv_key = $1', [kv]);
        if (rows[0]?.status === 2) throw new Error('the job finished before the worker could be stopped');
        return rows[0]?.status === 1;
      },
      30_000,
      5,
    );
    const pid = Number(readFileSync(join(infraProfile().state, 'pids', 'generation.pid'), 'utf8'));
    process.kill(pid, 'SIGTERM');
    await waitFor('the worker to be gone', () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
    // Given back, not failed: queued again with its attempt not counted (one attempt is all it has);
    // or, when it ended while the worker was stopping its consumers, made.
    const { rows } = await db.query('SELECT status, attempts FROM generation.jobs WHERE kv_key = $1', [kv]);
    expect([
      { status: 0, attempts: 0 },
      { status: 2, attempts: 1 },
    ]).toContainEqual(rows[0]);
    execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), 'start', requireEnv('INFRA_PROFILE')], {
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    const done = await waitFor(
      'the job to finish on the new worker',
      async () => {
        const { rows: now } = await db.query(
          'SELECT status, attempts FROM generation.jobs WHERE kv_key = $1',
          [kv],
        );
        if (now[0].status < 0) throw new Error(`job failed: ${JSON.stringify(now[0])}`);
        return now[0].status === 2 ? now[0] : null;
      },
      60_000,
      100,
    );
    expect(done.attempts).toBe(1);
    expect((await fetch(`${stack.play}/play/${kv}.html`)).status).toBe(200);
  } finally {
    await db.end();
    await stack.stop();
  }
});
