// The dead-letter topics on Kafka, for operators (scripts/dlq.mjs, `make dlq`): which topics hold
// letters and how many still wait, what each one is and why it failed, and replaying them to the topic
// they came from. What has been replayed is the consumer group REPLAY_GROUP's offset on the topic; no
// consumer ever runs in that group. A replay is safe to repeat: every consumer handles an event id once.
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { deadLetterTopic } from './types';

export const REPLAY_GROUP = 'degs-dlq-replayed';
const DLQ = /\.dlq$/;

export interface DeadLetterTopic {
  topic: string;
  /** Letters ever dead-lettered there (still retained). */
  total: number;
  /** Letters not yet replayed. */
  waiting: number;
}

export interface DeadLetter {
  partition: number;
  offset: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
  /** When it was dead-lettered. */
  at: string;
}

type Span = Record<number, { from: bigint; to: bigint }>;

export class DeadLetters {
  private readonly kafka: Kafka;
  constructor(brokers: string[]) {
    this.kafka = new Kafka({ clientId: 'degs-dlq', brokers, logLevel: logLevel.NOTHING });
  }

  private async withAdmin<T>(fn: (admin: Admin) => Promise<T>): Promise<T> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      return await fn(admin);
    } finally {
      await admin.disconnect();
    }
  }

  /** Per partition: from the first letter not replayed to the end, as it stands now. */
  private waitingSpan(admin: Admin, topic: string): Promise<Span> {
    return (async () => {
      const ends = await admin.fetchTopicOffsets(topic);
      const [done] = await admin.fetchOffsets({ groupId: REPLAY_GROUP, topics: [topic] });
      const span: Span = {};
      for (const p of ends) {
        const committed = BigInt(done?.partitions.find((d) => d.partition === p.partition)?.offset ?? '-1');
        const low = BigInt(p.low);
        span[p.partition] = { from: committed > low ? committed : low, to: BigInt(p.high) };
      }
      return span;
    })();
  }

  async list(): Promise<DeadLetterTopic[]> {
    return this.withAdmin(async (admin) => {
      const topics = (await admin.listTopics()).filter((t) => DLQ.test(t)).sort();
      const out: DeadLetterTopic[] = [];
      for (const topic of topics) {
        const ends = await admin.fetchTopicOffsets(topic);
        const span = await this.waitingSpan(admin, topic);
        out.push({
          topic,
          total: ends.reduce((n, p) => n + Number(BigInt(p.high) - BigInt(p.low)), 0),
          waiting: Object.values(span).reduce((n, s) => n + Number(s.to - s.from), 0),
        });
      }
      return out;
    });
  }

  /** The letters of a dead-letter topic not yet replayed (or all of them), oldest first per partition. */
  async read(topic: string, o: { all?: boolean } = {}): Promise<DeadLetter[]> {
    checkTopic(topic);
    const span = await this.withAdmin(async (admin) => {
      const s = await this.waitingSpan(admin, topic);
      if (o.all) for (const p of await admin.fetchTopicOffsets(topic)) s[p.partition].from = BigInt(p.low);
      return s;
    });
    const wanted = Object.entries(span).filter(([, s]) => s.to > s.from);
    if (!wanted.length) return [];
    // A reader group of its own, removed afterwards: it starts where asked and stops at the end.
    const group = `degs-dlq-reader-${randomUUID()}`;
    const consumer = this.kafka.consumer({ groupId: group });
    const letters: DeadLetter[] = [];
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      const left = new Set(wanted.map(([p]) => Number(p)));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`reading ${topic} took over 60 s`)), 60_000);
        consumer
          .run({
            autoCommit: false,
            eachMessage: async ({ partition, message }) => {
              const s = span[partition];
              const at = BigInt(message.offset);
              if (s && at >= s.from && at < s.to) {
                const headers: Record<string, string> = {};
                for (const [k, v] of Object.entries(message.headers ?? {}))
                  if (v !== undefined) headers[k] = String(Array.isArray(v) ? v[0] : v);
                letters.push({
                  partition,
                  offset: message.offset,
                  key: message.key?.toString() ?? '',
                  value: message.value ?? Buffer.alloc(0),
                  headers,
                  at: new Date(Number(message.timestamp)).toISOString(),
                });
              }
              if (s && at >= s.to - 1n) left.delete(partition);
              if (!left.size) {
                clearTimeout(timer);
                resolve();
              }
            },
          })
          .then(() => {
            for (const [p, s] of wanted)
              consumer.seek({ topic, partition: Number(p), offset: String(s.from) });
          }, reject);
      });
    } finally {
      await consumer.disconnect();
      await this.withAdmin((admin) => admin.deleteGroups([group])).catch(() => undefined);
    }
    return letters.sort((a, b) => a.partition - b.partition || Number(BigInt(a.offset) - BigInt(b.offset)));
  }

  /**
   * Sends the waiting letters back to the topic each came from (its x-dlq-topic header), with their
   * own key, value and headers (the dead-letter ones dropped), and marks them replayed. With `only`
   * (partition:offset), just that letter, the mark left where it was.
   */
  async replay(topic: string, only?: string): Promise<number> {
    checkTopic(topic);
    const letters = (await this.read(topic, { all: only !== undefined })).filter(
      (l) => only === undefined || `${l.partition}:${l.offset}` === only,
    );
    if (only !== undefined && !letters.length) throw new Error(`no letter ${only} in ${topic}`);
    const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    try {
      for (const l of letters) {
        const { to, message } = replayOf(topic, l);
        await producer.send({ topic: to, acks: -1, messages: [message] });
      }
    } finally {
      await producer.disconnect();
    }
    if (only === undefined && letters.length) {
      const last: Record<number, string> = {};
      for (const l of letters) last[l.partition] = String(BigInt(l.offset) + 1n);
      await this.withAdmin((admin) =>
        admin.setOffsets({
          groupId: REPLAY_GROUP,
          topic,
          partitions: Object.entries(last).map(([partition, offset]) => ({
            partition: Number(partition),
            offset,
          })),
        }),
      );
    }
    return letters.length;
  }
}

/** Where a letter goes back to, and as what: its own key, value and headers, the dead-letter ones dropped. */
export function replayOf(topic: string, l: DeadLetter) {
  const headers: Record<string, string> = { 'x-dlq-replayed-from': `${topic}/${l.partition}:${l.offset}` };
  for (const [k, v] of Object.entries(l.headers)) if (!k.startsWith('x-dlq-')) headers[k] = v;
  return {
    to: l.headers['x-dlq-topic'] ?? topic.replace(DLQ, ''),
    /** The partition it was read from there (the embedded log puts it back in the same one). */
    partition: Number(l.headers['x-dlq-partition'] ?? 0),
    message: { key: l.key, value: l.value, headers },
  };
}

export function checkTopic(topic: string): void {
  if (!DLQ.test(topic))
    throw new Error(`'${topic}' is not a dead-letter topic (they end in ${deadLetterTopic('')})`);
}
