// The in-process bus for the embedded placement: the same contract as Kafka inside one process.
// Each topic has partitions (key-hashed); each consumer group keeps an offset per partition and
// assigns partitions round-robin to its live members; each partition is delivered strictly in order.
// With a directory, the log and the groups' offsets are kept on disk (disk.ts): a crash loses no event.
// Messages every group has handled are dropped once older than the retention.
import type { Logger } from '../log';
import { traceOnce } from '../telemetry';
import { DiskLog, type StoredMessage } from './disk';
import { deliver } from './retry';
import { partitionFor } from './partition';
import {
  isDeadLetterTopic,
  type Bus,
  type BusMessage,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
} from './types';

interface Member {
  id: number;
  opts: SubscribeOptions;
  stopped: boolean;
  inflight: number;
}

interface GroupTopic {
  group: string;
  topic: string;
  offsets: number[];
  running: boolean[];
  members: Member[];
}

/** One partition's retained messages: offsets are absolute, `base` is the first one kept. */
interface Partition {
  base: number;
  messages: BusMessage[];
  at: number[];
}
const end = (p: Partition) => p.base + p.messages.length;
const stored = (m: BusMessage, at: number): StoredMessage => ({
  offset: Number(m.offset),
  key: m.key,
  value: m.value,
  headers: m.headers,
  at,
});

export interface MemoryBusOptions {
  /** Where the log and offsets live; none keeps them in memory only. */
  dir?: string;
  /** How long a message every group has handled is kept (default 10 minutes). */
  retentionMs?: number;
}

const TRIM_EVERY_MS = 60_000;

export class MemoryBus implements Bus {
  private topics = new Map<string, Partition[]>();
  private groups = new Map<string, GroupTopic>(); // `${group}\u0000${topic}`
  private nextMember = 1;
  private closed = false;
  private readonly disk?: DiskLog;
  private readonly retentionMs: number;
  private readonly trimmer: NodeJS.Timeout;

  constructor(
    private readonly log: Logger,
    private readonly partitions = 3,
    o: MemoryBusOptions = {},
  ) {
    this.retentionMs = o.retentionMs ?? 10 * 60_000;
    if (o.dir) {
      this.disk = new DiskLog(o.dir);
      this.disk.claim();
      this.load(this.disk);
    }
    this.trimmer = setInterval(() => this.trim(), TRIM_EVERY_MS);
    this.trimmer.unref();
  }

  /** What a previous run left: its messages, and its groups' offsets (they resume from there). */
  private load(disk: DiskLog): void {
    for (const [topic, parts] of disk.loadTopics()) {
      const t = this.topic(topic);
      for (const [p, stored] of parts) {
        if (p >= this.partitions || !stored.length) continue;
        t[p] = {
          base: stored[0].offset,
          messages: stored.map((m) => ({
            topic,
            partition: p,
            offset: String(m.offset),
            key: m.key,
            value: m.value,
            headers: m.headers,
          })),
          at: stored.map((m) => m.at),
        };
      }
    }
    for (const [key, offsets] of disk.loadOffsets()) {
      const [group, topic] = key.split('\u0000');
      this.groupTopic(group, topic).offsets = offsets.slice(0, this.partitions);
    }
    // A partition dropped whole (every group had handled it) goes on from where its groups are, not
    // from 0: a message published there next must be at an offset they have not passed.
    for (const g of this.groups.values())
      this.topic(g.topic).forEach((part, p) => {
        if (!part.messages.length) part.base = Math.max(part.base, g.offsets[p] ?? 0);
      });
  }

  private topic(name: string): Partition[] {
    let t = this.topics.get(name);
    if (!t) {
      t = Array.from({ length: this.partitions }, () => ({ base: 0, messages: [], at: [] }));
      this.topics.set(name, t);
    }
    return t;
  }

  /** A group's state on a topic; a new one starts at the earliest message kept (Kafka's fromBeginning). */
  private groupTopic(group: string, topic: string): GroupTopic {
    const key = `${group}\u0000${topic}`;
    let g = this.groups.get(key);
    if (!g) {
      g = {
        group,
        topic,
        offsets: this.topic(topic).map((p) => p.base),
        running: Array(this.partitions).fill(false),
        members: [],
      };
      this.groups.set(key, g);
    }
    return g;
  }

  async publish(topic: string, messages: OutgoingMessage[]): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const parts = this.topic(topic);
    const byPartition = new Map<number, BusMessage[]>();
    for (const m of messages) {
      const p = partitionFor(m.key, this.partitions);
      const list = byPartition.get(p) ?? [];
      byPartition.set(p, list);
      list.push({
        topic,
        partition: p,
        offset: String(end(parts[p]) + list.length),
        key: m.key,
        value: Buffer.from(m.value),
        headers: traceOnce(m.headers),
      });
    }
    // On disk before anyone sees them and before publish returns (the outbox then marks its rows).
    const now = Date.now();
    for (const [p, list] of byPartition) {
      this.disk?.append(
        topic,
        p,
        list.map((m) => stored(m, now)),
      );
      parts[p].messages.push(...list);
      parts[p].at.push(...list.map(() => now));
    }
    for (const g of this.groups.values()) if (g.topic === topic) this.kick(topic, g);
  }

  async subscribe(opts: SubscribeOptions): Promise<Subscription> {
    const member: Member = { id: this.nextMember++, opts, stopped: false, inflight: 0 };
    for (const topic of opts.topics) {
      const g = this.groupTopic(opts.group, topic);
      g.members.push(member);
      this.kick(topic, g);
    }
    return {
      assignment: () => {
        const out: Record<string, number[]> = {};
        for (const topic of opts.topics) {
          const g = this.groups.get(`${opts.group}\u0000${topic}`)!;
          out[topic] = [...Array(this.partitions).keys()].filter((p) => this.owner(g, p) === member);
        }
        return out;
      },
      stop: async () => {
        member.stopped = true;
        for (const topic of opts.topics) {
          const g = this.groups.get(`${opts.group}\u0000${topic}`)!;
          g.members = g.members.filter((m) => m !== member);
          this.kick(topic, g);
        }
        // Let an in-flight delivery of this member finish before returning.
        while (member.inflight > 0) await new Promise((r) => setTimeout(r, 5));
      },
    };
  }

  private owner(g: GroupTopic, partition: number): Member | undefined {
    return g.members.length ? g.members[partition % g.members.length] : undefined;
  }

  private kick(topic: string, g: GroupTopic): void {
    for (let p = 0; p < this.partitions; p++) if (!g.running[p]) void this.drain(topic, g, p);
  }

  private async drain(topic: string, g: GroupTopic, p: number): Promise<void> {
    g.running[p] = true;
    const log = this.topic(topic)[p];
    try {
      while (!this.closed && g.offsets[p] < end(log)) {
        const member = this.owner(g, p);
        if (!member) break;
        // Below what is kept (dropped while no member was there): go on from the first kept.
        if (g.offsets[p] < log.base) g.offsets[p] = log.base;
        const msg = log.messages[g.offsets[p] - log.base];
        member.inflight++;
        try {
          await deliver(this, member.opts, msg, this.log, {
            isStopping: () => member.stopped || this.closed,
          });
          g.offsets[p]++; // committed only after the handler (or the dead-letter publish) succeeded
          this.disk?.commit(g.group, g.topic, g.offsets);
        } catch {
          // Not committed: redelivered to whoever owns the partition next, after a pause.
          await new Promise((r) => setTimeout(r, 200));
        } finally {
          member.inflight--;
        }
      }
    } finally {
      g.running[p] = false;
    }
    if (!this.closed && g.offsets[p] < end(log) && this.owner(g, p)) void this.drain(topic, g, p);
  }

  /**
   * Drops, from memory and disk, the messages every group of their topic has handled once they are
   * older than the retention. Run every minute; returns how many it dropped.
   */
  trim(now = Date.now()): number {
    let dropped = 0;
    for (const [topic, parts] of this.topics) {
      const groups = [...this.groups.values()].filter((g) => g.topic === topic);
      // Dead letters wait for an operator: kept until replayed (the replay mark is a group's offset).
      const unread = !groups.length && isDeadLetterTopic(topic);
      parts.forEach((part, p) => {
        if (unread) return;
        const handled = Math.min(end(part), ...groups.map((g) => g.offsets[p] ?? 0));
        let n = 0;
        while (part.base + n < handled && part.at[n] < now - this.retentionMs) n++;
        if (!n) return;
        part.messages.splice(0, n);
        part.at.splice(0, n);
        part.base += n;
        dropped += n;
        this.disk?.rewrite(
          topic,
          p,
          part.messages.map((m, i) => stored(m, part.at[i])),
        );
      });
    }
    return dropped;
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.trimmer);
    this.disk?.flush();
    this.disk?.release();
  }
}
