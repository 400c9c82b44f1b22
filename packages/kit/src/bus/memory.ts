// The in-process bus for the embedded placement: the same contract as Kafka inside one process.
// Each topic has partitions (key-hashed); each consumer group keeps an offset per partition and
// assigns partitions round-robin to its live members; each partition is delivered strictly in order.
import type { Logger } from '../log';
import { traceOnce } from '../telemetry';
import { deliver } from './retry';
import { partitionFor } from './partition';
import type { Bus, BusMessage, OutgoingMessage, SubscribeOptions, Subscription } from './types';

interface Member {
  id: number;
  opts: SubscribeOptions;
  stopped: boolean;
  inflight: number;
}

interface GroupTopic {
  offsets: number[];
  running: boolean[];
  members: Member[];
}

export class MemoryBus implements Bus {
  private topics = new Map<string, BusMessage[][]>();
  private groups = new Map<string, GroupTopic>(); // `${group}\u0000${topic}`
  private nextMember = 1;
  private closed = false;

  constructor(
    private readonly log: Logger,
    private readonly partitions = 3,
  ) {}

  private topic(name: string): BusMessage[][] {
    let t = this.topics.get(name);
    if (!t) {
      t = Array.from({ length: this.partitions }, () => []);
      this.topics.set(name, t);
    }
    return t;
  }

  async publish(topic: string, messages: OutgoingMessage[]): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const parts = this.topic(topic);
    for (const m of messages) {
      const p = partitionFor(m.key, this.partitions);
      parts[p].push({
        topic,
        partition: p,
        offset: String(parts[p].length),
        key: m.key,
        value: Buffer.from(m.value),
        headers: traceOnce(m.headers),
      });
    }
    for (const [gk, g] of this.groups) if (gk.endsWith(`\u0000${topic}`)) this.kick(topic, g);
  }

  async subscribe(opts: SubscribeOptions): Promise<Subscription> {
    const member: Member = { id: this.nextMember++, opts, stopped: false, inflight: 0 };
    for (const topic of opts.topics) {
      const key = `${opts.group}\u0000${topic}`;
      let g = this.groups.get(key);
      if (!g) {
        // A new group starts from the beginning of the topic, like Kafka with fromBeginning.
        g = {
          offsets: Array(this.partitions).fill(0),
          running: Array(this.partitions).fill(false),
          members: [],
        };
        this.groups.set(key, g);
      }
      g.members.push(member);
      this.topic(topic);
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
      while (!this.closed && g.offsets[p] < log.length) {
        const member = this.owner(g, p);
        if (!member) break;
        const msg = log[g.offsets[p]];
        member.inflight++;
        try {
          await deliver(this, member.opts, msg, this.log, {
            isStopping: () => member.stopped || this.closed,
          });
          g.offsets[p]++; // committed only after the handler (or the dead-letter publish) succeeded
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
    if (!this.closed && g.offsets[p] < log.length && this.owner(g, p)) void this.drain(topic, g, p);
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
