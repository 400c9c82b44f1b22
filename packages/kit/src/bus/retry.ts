import type { Logger } from '../log';
import { withExtractedTrace } from '../telemetry';
import { classify } from './failure';
import {
  deadLetterTopic,
  DEFAULT_MAX_ATTEMPTS,
  type Bus,
  type BusMessage,
  type SubscribeOptions,
} from './types';

/** The longest pause between two attempts: an outage's end is noticed within this. */
export const MAX_RETRY_DELAY_MS = 10_000;

export interface DeliveryControl {
  /** True once the member is stopping: the message is left uncommitted for the next owner. */
  isStopping?: () => boolean;
  /** Called between attempts, so a long wait does not cost the member its place in the group. */
  keepAlive?: () => Promise<void>;
}

/**
 * Delivers one message, by what its failures say (failure.ts): while a dependency is down it is
 * retried with doubling delays (capped) for as long as it takes, its offset not committed; a poison
 * message goes to the dead-letter topic at once; another failure after maxAttempts tries. Throws only
 * when stopping or when the dead-letter publish itself fails: the bus then redelivers later rather
 * than drop the message.
 */
export async function deliver(
  bus: Bus,
  opts: SubscribeOptions,
  msg: BusMessage,
  log: Logger,
  control: DeliveryControl = {},
): Promise<void> {
  const max = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  let delay = opts.retryDelayMs ?? 100;
  let unexplained = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await withExtractedTrace(`consume ${msg.topic}`, msg.headers, () => opts.handler(msg));
      if (attempt > 1)
        log.info({ topic: msg.topic, key: msg.key, attempt, group: opts.group }, 'handled after retries');
      return;
    } catch (err) {
      const kind = classify(err);
      if (kind === 'unknown') unexplained++;
      const where = { topic: msg.topic, key: msg.key, offset: msg.offset, attempt, kind, group: opts.group };
      if (kind === 'poison' || unexplained >= max) {
        log.error({ ...where, err }, 'dead-lettering message');
        return deadLetter(
          bus,
          opts,
          msg,
          err,
          kind === 'poison' ? 'poison' : `failed ${unexplained} times`,
          attempt,
        );
      }
      log.warn(
        { ...where, err },
        kind === 'transient' ? 'a dependency is down; waiting it out' : 'handler failed',
      );
      if (control.isStopping?.()) throw err; // leave it uncommitted; another member picks it up
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      await control.keepAlive?.();
    }
  }
}

async function deadLetter(
  bus: Bus,
  opts: SubscribeOptions,
  msg: BusMessage,
  err: unknown,
  reason: string,
  attempts: number,
): Promise<void> {
  await bus.publish(deadLetterTopic(msg.topic), [
    {
      key: msg.key,
      value: msg.value,
      headers: {
        ...msg.headers,
        'x-dlq-reason': reason,
        'x-dlq-error': String((err as Error)?.message ?? err).slice(0, 1000),
        'x-dlq-group': opts.group,
        'x-dlq-topic': msg.topic,
        'x-dlq-partition': String(msg.partition),
        'x-dlq-offset': msg.offset,
        'x-dlq-attempts': String(attempts),
      },
    },
  ]);
}
