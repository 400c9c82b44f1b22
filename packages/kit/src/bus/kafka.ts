// The Kafka bus (kafkajs). Topics are created up front with the configured partitions and replication;
// offsets are committed only after a message was handled or dead-lettered.
import net from 'node:net';
import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type LogEntry,
  type Producer,
} from 'kafkajs';
import type { Logger } from '../log';
import { traceOnce } from '../telemetry';
import { deliver } from './retry';
import {
  deadLetterTopic,
  type Bus,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
} from './types';

export interface KafkaBusOptions {
  clientId: string;
  brokers: string[];
  partitions: number;
  replicationFactor: number;
  log: Logger;
  /** kafkajs' own joins, assignments and crashes too (a test that must explain a stall); warnings by default. */
  verbose?: boolean;
}

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

export class KafkaBus implements Bus {
  private kafka: Kafka;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private known = new Set<string>();
  private consumers = new Set<Consumer>();
  /** Every socket kafkajs opened for this bus and that is not closed yet. */
  private sockets = new Set<net.Socket>();
  private closing = false;
  private closed = false;

  constructor(private readonly opts: KafkaBusOptions) {
    const log = opts.log.child({ component: 'kafka' });
    this.kafka = new Kafka({
      clientId: opts.clientId,
      brokers: opts.brokers,
      connectionTimeout: 3_000,
      // Enough to ride out a broker restart: about a minute of doubling retries.
      retry: { initialRetryTime: 300, maxRetryTime: 5_000, retries: 15 },
      logLevel: opts.verbose ? logLevel.INFO : logLevel.WARN,
      logCreator:
        () =>
        ({ level, log: entry }: LogEntry) => {
          const { message, ...rest } = entry;
          // Once closed, what kafkajs says about the connections close() ended is expected.
          log[this.closed ? 'debug' : (LEVELS[level] ?? 'info')](rest, message);
        },
      socketFactory: ({ host, port, onConnect }) => {
        const socket = net.connect({ host, port }, onConnect);
        socket.setKeepAlive(true, 60_000); // as kafkajs' own factory
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        // A consumer's last heartbeat or commit can still reconnect after close(): refused at once.
        if (this.closed) process.nextTick(() => socket.destroy(new Error('the bus is closed')));
        return socket;
      },
    });
  }

  private getAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((err) => {
      this.admin = undefined;
      throw err;
    });
    return this.admin;
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const p = this.kafka.producer({
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: false,
      });
      await p.connect();
      return p;
    })().catch((err) => {
      this.producer = undefined;
      throw err;
    });
    return this.producer;
  }

  async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.known.has(t));
    if (!missing.length) return;
    const admin = await this.getAdmin();
    try {
      await admin.createTopics({
        waitForLeaders: false,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: this.opts.partitions,
          replicationFactor: this.opts.replicationFactor,
        })),
      });
    } catch (err) {
      // Other processes create the same topics as they start: "already exists" is a race, not a failure.
      // Anything real shows below, as topics that never get their leaders.
      this.opts.log.debug({ err }, 'createTopics raced');
    }
    // Whoever created them, wait until every partition has a leader before producing or subscribing.
    await this.waitForLeaders(admin, missing);
    missing.forEach((t) => this.known.add(t));
  }

  private async waitForLeaders(admin: Admin, topics: string[], timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const { topics: meta } = await admin.fetchTopicMetadata({ topics });
        const ready = meta.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0));
        // A leader in the metadata may not serve its partition yet ("not the leader" for a moment): a
        // consumer whose first offset lookup met that once sat idle for good, so ask the leaders too.
        if (ready) {
          await Promise.all(topics.map((topic) => admin.fetchTopicOffsets(topic)));
          return;
        }
      } catch (err) {
        if (Date.now() > deadline) throw err;
      }
      if (Date.now() > deadline) throw new Error(`topics have no leaders yet: ${topics.join(', ')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async publish(topic: string, messages: OutgoingMessage[]): Promise<void> {
    if (!messages.length) return;
    await this.ensureTopics([topic]);
    const producer = await this.getProducer();
    await producer.send({
      topic,
      acks: -1,
      messages: messages.map((m) => ({
        key: m.key,
        value: m.value,
        headers: traceOnce(m.headers),
      })),
    });
  }

  async subscribe(opts: SubscribeOptions): Promise<Subscription> {
    await this.ensureTopics([...opts.topics, ...opts.topics.map(deadLetterTopic)]);
    let stopping = false;
    let consumer: Consumer | undefined;
    let assignment: Record<string, number[]> = {};
    let again: NodeJS.Timeout | undefined;
    const start = async (): Promise<void> => {
      const c = this.kafka.consumer({
        groupId: opts.group,
        sessionTimeout: 30_000,
        heartbeatInterval: 3_000,
        // kafkajs' own default for consumers (5 retries), and no restart after a crash once stopped.
        retry: { retries: 5, restartOnFailure: async () => !stopping && !this.closing },
      });
      consumer = c;
      c.on(c.events.GROUP_JOIN, (e) => {
        assignment = e.payload.memberAssignment as Record<string, number[]>;
      });
      // kafkajs restarts a consumer only after a crash it calls retriable: one that found no group
      // coordinator while the broker restarted stays down for good, and its group's work with it.
      c.on(c.events.CRASH, (e) => {
        if (e.payload.restart || stopping || this.closing) return;
        this.consumers.delete(c);
        this.opts.log.warn(
          { group: opts.group, err: e.payload.error.message },
          'consumer down; starting anew',
        );
        restart(1_000);
      });
      try {
        await c.connect();
        await c.subscribe({ topics: opts.topics, fromBeginning: true });
        await c.run({
          partitionsConsumedConcurrently: opts.concurrency ?? 1,
          eachMessage: async ({ topic, partition, message, heartbeat }) => {
            const headers: Record<string, string> = {};
            for (const [k, v] of Object.entries(message.headers ?? {})) {
              if (v !== undefined) headers[k] = Array.isArray(v) ? String(v[0]) : String(v);
            }
            await deliver(
              this,
              opts,
              {
                topic,
                partition,
                offset: message.offset,
                key: message.key?.toString() ?? '',
                value: message.value ?? Buffer.alloc(0),
                headers,
              },
              this.opts.log,
              { isStopping: () => stopping, keepAlive: heartbeat },
            );
          },
        });
      } catch (err) {
        await c.disconnect().catch(() => undefined);
        throw err;
      }
      this.consumers.add(c);
    };
    // A new consumer while the broker is still away fails to start: try again, waiting longer each time.
    const restart = (ms: number) => {
      clearTimeout(again);
      again = setTimeout(() => {
        if (stopping || this.closing) return;
        start().catch(() => restart(Math.min(ms * 2, 30_000)));
      }, ms);
      again.unref(); // never what keeps a process alive
    };
    await start();
    return {
      assignment: () => assignment,
      stop: async () => {
        stopping = true;
        clearTimeout(again);
        if (!consumer) return;
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  async ping(): Promise<boolean> {
    const admin = await this.getAdmin();
    await admin.describeCluster();
    return true;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.consumers].map((c) => c.disconnect().catch(() => undefined)));
    this.consumers.clear();
    if (this.producer) await (await this.producer.catch(() => undefined))?.disconnect();
    if (this.admin) await (await this.admin.catch(() => undefined))?.disconnect();
    this.producer = this.admin = undefined;
    // kafkajs can leave a connection open behind its disconnects: one connected twice at once (the
    // first socket is forgotten), or one a stopped consumer's in-flight batch reopened for a heartbeat
    // or commit. Either would keep the process alive; an error makes kafkajs drop it and its timers.
    this.closed = true;
    for (const socket of this.sockets) socket.destroy(new Error('the bus is closed'));
  }
}
