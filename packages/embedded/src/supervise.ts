// `make run`'s entry: runs the embedded process and, should it ever die unexpectedly, starts it again
// with backoff (crash-only: the data is in PGlite's WAL and the store's snapshot, so a restart is a
// recovery). A clean stop (Ctrl-C, SIGTERM) is passed on and ends the supervisor too; a process that
// cannot start at all (bad settings, a port in use) is not retried.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createLogger } from '@degs/kit/dist/log';
import { CANNOT_START } from './exit-codes';

const log = createLogger('supervisor');
const MIN_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A process that ran this long was healthy: the next crash starts the backoff again. */
const STABLE_MS = 60_000;

let child: ChildProcess | null = null;
let stopping = false;
let backoff = MIN_BACKOFF_MS;

function start(): void {
  const startedAt = Date.now();
  // Its own process group: Ctrl-C reaches the supervisor alone, which passes it on once (a second
  // signal would make the process stop without draining). The IPC channel tells it if we are gone.
  child = spawn(process.execPath, [...process.execArgv, join(__dirname, 'main.js')], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  log.info({ child_pid: child.pid }, 'degs process started');
  child.once('exit', (code, signal) => {
    child = null;
    if (stopping) return process.exit(code ?? 0);
    if (code === CANNOT_START) {
      log.fatal({ code }, 'degs could not start (see above); not restarting');
      return process.exit(1);
    }
    if (Date.now() - startedAt > STABLE_MS) backoff = MIN_BACKOFF_MS;
    log.error(
      { code, signal, restart_in_ms: backoff },
      'degs stopped unexpectedly; restarting it (the data is kept)',
    );
    setTimeout(start, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  });
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    stopping = true;
    if (child) child.kill(sig);
    else process.exit(0);
  });
}

start();
