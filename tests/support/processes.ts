// Starting the product as real processes for cross-service tests.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { waitFor } from '@degs/kit/src/testing/wait';

export const ROOT = join(__dirname, '../..');

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** A free block of `n` consecutive ports (for SERVICE_PORT_BASE + 1..7). */
export async function freePortBlock(n: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // 16000-24999: clear of the infra profiles (15xxx, 25xxx) and of the ephemeral range (32768+).
    const base = 16_000 + Math.floor(Math.random() * 8_900);
    const ok = await Promise.all(Array.from({ length: n }, (_, i) => portIsFree(base + i))).then((all) =>
      all.every(Boolean),
    );
    if (ok) return base;
  }
  throw new Error('no free port block');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code (or null on a signal) once it is gone; SIGKILL after a minute. */
  stop(): Promise<number | null>;
}

export function startProcess(script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      // A child that hangs in its drain would hold the test run open after its suite: killed, and its
      // exit code (null) fails the suites that check it.
      const hung = setTimeout(() => child.kill('SIGKILL'), 60_000);
      try {
        return await exited;
      } finally {
        clearTimeout(hung);
      }
    },
  };
}

export async function waitHealthy(url: string, proc?: Proc, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    `${url} to answer`,
    async () => {
      if (proc && proc.child.exitCode !== null) throw new Error(`process exited:\n${proc.output()}`);
      return (await fetch(url)).ok;
    },
    timeoutMs,
    200,
  );
}
