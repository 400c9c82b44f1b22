// One bus interface with two implementations: kafkajs (distributed, cluster) and in-process (embedded).
// Both give per-key ordering, consumer groups that share partitions, at-least-once delivery with
// redelivery when a handler fails: waited out while a dependency is down, a dead-letter topic for a
// message that can never succeed or keeps failing for no known reason (failure.ts, retry.ts).

export interface OutgoingMessage {
  key: string;
  value: Buffer;
  headers?: Record<string, string>;
}

export interface BusMessage {
  topic: string;
  partition: number;
  offset: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export type Handler = (msg: BusMessage) => Promise<void>;

export interface SubscribeOptions {
  group: string;
  topics: string[];
  handler: Handler;
  /** Attempts, for failures other than a dependency being down, before `<topic>.dlq` (default 5). */
  maxAttempts?: number;
  /** First retry delay; doubles each attempt (default 100 ms). */
  retryDelayMs?: number;
  /** Partitions handled at once by this member (default 1; the in-process bus runs all partitions at once). */
  concurrency?: number;
}

export interface Subscription {
  /** Partitions currently assigned to this member, per topic. */
  assignment(): Record<string, number[]>;
  stop(): Promise<void>;
}

export interface Bus {
  publish(topic: string, messages: OutgoingMessage[]): Promise<void>;
  subscribe(opts: SubscribeOptions): Promise<Subscription>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const deadLetterTopic = (topic: string) => `${topic}.dlq`;
export const isDeadLetterTopic = (topic: string) => topic.endsWith('.dlq');

export const DEFAULT_MAX_ATTEMPTS = 5;
