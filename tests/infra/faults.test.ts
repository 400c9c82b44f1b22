// Faults on the distributed placement (issue 15): a service a consumer depends on goes down, and what
// was in flight comes out once, late but whole, with nothing dead-lettered.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DeadLetters } from '@degs/kit/src/bus/dead-letters';
import { requireEnv, waitFor } from '@degs/kit/src/testing/wait';
import { ROOT } from '../support/processes';
import { infraProfile, startDistributedStack, type Stack } from '../support/stack';
import { signedInWallet } from '../support/people';

jest.setTimeout(240_000);

const kill = (name: string) => {
  const pid = Number(readFileSync(join(infraProfile().state, 'pids', `${name}.pid`), 'utf8'));
  process.kill(pid, 'SIGKILL');
  return waitFor(`${name} gone`, () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });
};
/** Starts what is not running, as a supervisor would. */
const restart = () =>
  execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), 'start', requireEnv('INFRA_PROFILE')], {
    stdio: 'pipe',
  });

test('the user service down while a generation finishes: the version waits for it, then is made once, nothing dead-lettered', async () => {
  const stack: Stack = await startDistributedStack();
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  const letters = new DeadLetters(requireEnv('KAFKA_BROKERS').split(','));
  const waiting = async () =>
    Object.fromEntries((await letters.list()).map((t) => [t.topic, t.waiting])) as Record<string, number>;
  try {
    const before = await waiting();
    // Someone the game service has never seen (no username yet): naming the version's author needs
    // the user service.
    const token = await signedInWallet(stack.app);
    const started = await fetch(`${stack.app}/api/games/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a frog catching flies on lily pads' }),
    });
    const { kv_key: kv } = await started.json();
    await kill('user');
    const done = await waitFor(
      'the generation finished',
      async () => {
        const { rows } = await db.query('SELECT status FROM generation.jobs WHERE kv_key = $1', [kv]);
        return rows[0]?.status === 2;
      },
      90_000,
      200,
    );
    expect(done).toBe(true);
    // Down for a while after the event is out: the game service's consumer waits it out.
    await new Promise((r) => setTimeout(r, 8_000));
    const { rows: early } = await db.query('SELECT 1 FROM game.versions WHERE kv_key = $1', [kv]);
    expect(early).toEqual([]);
    restart();
    await waitFor(
      'the version made once the user service is back',
      async () => (await db.query('SELECT 1 FROM game.versions WHERE kv_key = $1', [kv])).rowCount === 1,
      60_000,
      200,
    );
    expect(
      (await fetch(`${stack.app}/api/games/${kv}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    const after = await waiting();
    for (const [topic, n] of Object.entries(after)) expect([topic, n]).toEqual([topic, before[topic] ?? 0]);
  } finally {
    await db.end();
    await stack.stop();
  }
});
