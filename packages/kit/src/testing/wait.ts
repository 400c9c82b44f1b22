/** Thrown by a check to stop waiting at once: what was awaited can no longer happen. */
export class GiveUp extends Error {}

/**
 * Polls until check() is truthy or the time runs out; the error names what was awaited and the
 * check's last error. A GiveUp ends the wait at once.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
    } catch (e) {
      if (e instanceof GiveUp) throw e;
      last = e;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const silentLogger = () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pino = require('pino') as typeof import('pino');
  return pino.default({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
};

/** A logger that keeps its lines (info and above), for a test to show when it fails. */
export const recordingLogger = () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pino = require('pino') as typeof import('pino');
  const lines: string[] = [];
  const log = pino.default({ level: 'info' }, { write: (line: string) => void lines.push(line.trim()) });
  return { log, lines };
};

/** Environment a suite needs; a missing one fails the suite loudly instead of skipping it. */
export function requireEnv(name: string): string {
  const v = process.env[name];
  if (!v)
    throw new Error(
      `${name} is not set: run the suites with \`make test\`, which starts PostgreSQL, Redis and Kafka`,
    );
  return v;
}

export const uniq = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
