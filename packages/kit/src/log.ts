import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs, one object per line, tagged with the service name. */
export function createLogger(service: string, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
