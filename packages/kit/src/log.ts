import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs, one object per line, tagged with the service name. Written asynchronously:
 * lines that come while a write is under way go out together in the next one (a write call per line
 * was a fifth of a busy service's CPU), and pino flushes what is left when the process exits.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    { name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false }),
  );
}
