import type { Logger } from '../log';
import { withExtractedTrace } from '../telemetry';
import {
  deadLetterTopic,
  DEFAULT_MAX_ATTEMPTS,
  type Bus,
  type BusMessage,
  type SubscribeOptions,
} from './types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Delivers one message: the handler is tried up to maxAttempts times with doubling delays; then the
 * message goes to the dead-letter topic with the error in its headers, so a poison message never
 * blocks its partition. Throws only when the dead-letter publish itself fails — the bus then
 * redelivers later rather than dropping the message.
 */
export async function deliver(
  bus: Bus,
  opts: SubscribeOptions,
  msg: BusMessage,
  log: Logger,
  isStopping: () => boolean = () => false,
): Promise<void> {
  const max = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  let delay = opts.retryDelayMs ?? 100;
  let lastError: unknown;
  for (let attempt = 1; attempt <= max; attempt++) {
    try {
      await withExtractedTrace(`consume ${msg.topic}`, msg.headers, () => opts.handler(msg));
      return;
    } catch (err) {
      lastError = err;
      log.warn(
        { err, topic: msg.topic, key: msg.key, offset: msg.offset, attempt, group: opts.group },
        'handler failed',
      );
      if (attempt < max) {
        if (isStopping()) throw err; // leave it uncommitted; another member picks it up
        await sleep(delay);
        delay = Math.min(delay * 2, 5_000);
      }
    }
  }
  log.error(
    { topic: msg.topic, key: msg.key, offset: msg.offset, group: opts.group },
    'dead-lettering message',
  );
  await bus.publish(deadLetterTopic(msg.topic), [
    {
      key: msg.key,
      value: msg.value,
      headers: {
        ...msg.headers,
        'x-dlq-error': String((lastError as Error)?.message ?? lastError).slice(0, 1000),
        'x-dlq-group': opts.group,
        'x-dlq-topic': msg.topic,
        'x-dlq-partition': String(msg.partition),
        'x-dlq-offset': msg.offset,
        'x-dlq-attempts': String(max),
      },
    },
  ]);
}
