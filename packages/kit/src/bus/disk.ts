// The embedded bus's log on disk, so that a crash of `make run` loses no event: each topic partition is
// a file of JSON lines written before publish returns (a process that dies keeps what it wrote: it is
// in the kernel's cache), and each group's committed offsets a small file replaced atomically. Commits
// are written a moment after they happen; one lost in a crash means a redelivery, which consumers
// handle once (handleOnce). Messages every known group has handled are dropped after a while.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export interface StoredMessage {
  offset: number;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
  /** When it was published (ms). */
  at: number;
}

interface Line {
  o: number;
  k: string;
  v: string;
  h: Record<string, string>;
  t: number;
}

const lines = (messages: StoredMessage[]) =>
  messages
    .map((m) =>
      JSON.stringify({ o: m.offset, k: m.key, v: m.value.toString('base64'), h: m.headers, t: m.at }),
    )
    .join('\n') + '\n';

const name = (s: string) => encodeURIComponent(s);
const unname = (s: string) => decodeURIComponent(s);

export class DiskLog {
  private readonly topicsDir: string;
  private readonly groupsDir: string;
  private dirty = new Map<string, { group: string; topic: string; offsets: number[] }>();
  private timer?: NodeJS.Timeout;

  constructor(dir: string) {
    this.topicsDir = join(dir, 'topics');
    this.groupsDir = join(dir, 'groups');
    mkdirSync(this.topicsDir, { recursive: true });
    mkdirSync(this.groupsDir, { recursive: true });
  }

  private get ownerFile(): string {
    return join(this.topicsDir, '..', 'owner.pid');
  }

  /** Marks the log as in use by this process (a tool that writes it must wait until it is not). */
  claim(): void {
    writeFileSync(this.ownerFile, String(process.pid));
  }

  release(): void {
    rmSync(this.ownerFile, { force: true });
  }

  /** The live process using the log, if any (one killed leaves its mark, but is not alive). */
  owner(): number | null {
    if (!existsSync(this.ownerFile)) return null;
    const pid = Number(readFileSync(this.ownerFile, 'utf8'));
    try {
      process.kill(pid, 0);
      return pid;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
    }
  }

  private partitionFile(topic: string, partition: number): string {
    return join(this.topicsDir, name(topic), `${partition}.log`);
  }

  /** Every topic's partitions as written (a torn last line, from a crash mid-write, is left out). */
  loadTopics(o: { repair?: boolean } = {}): Map<string, Map<number, StoredMessage[]>> {
    const out = new Map<string, Map<number, StoredMessage[]>>();
    for (const t of readdirSync(this.topicsDir)) {
      const parts = new Map<number, StoredMessage[]>();
      for (const f of readdirSync(join(this.topicsDir, t))) {
        const m = /^(\d+)\.log$/.exec(f);
        if (!m) continue;
        const messages: StoredMessage[] = [];
        const file = join(this.topicsDir, t, f);
        const text = readFileSync(file, 'utf8');
        let good = 0; // characters of whole lines
        for (const raw of text.split('\n')) {
          if (good + raw.length >= text.length) break; // no newline after it: a torn tail
          try {
            const l = JSON.parse(raw) as Line;
            messages.push({
              offset: l.o,
              key: l.k,
              value: Buffer.from(l.v, 'base64'),
              headers: l.h,
              at: l.t,
            });
          } catch {
            break;
          }
          good += raw.length + 1;
        }
        // The torn tail of a write a crash interrupted was never acknowledged: cut it off, so that
        // the next write starts on a line of its own.
        if (good < text.length && o.repair !== false)
          truncateSync(file, Buffer.byteLength(text.slice(0, good)));
        parts.set(Number(m[1]), messages);
      }
      out.set(unname(t), parts);
    }
    return out;
  }

  /** Every group's committed offsets per topic: `${group}\0${topic}` → offsets per partition. */
  loadOffsets(): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (const f of readdirSync(this.groupsDir)) {
      if (!f.endsWith('.json')) continue;
      const g = JSON.parse(readFileSync(join(this.groupsDir, f), 'utf8')) as {
        group: string;
        topic: string;
        offsets: number[];
      };
      out.set(`${g.group}\u0000${g.topic}`, g.offsets);
    }
    return out;
  }

  append(topic: string, partition: number, messages: StoredMessage[]): void {
    const file = this.partitionFile(topic, partition);
    if (!existsSync(file)) mkdirSync(join(this.topicsDir, name(topic)), { recursive: true });
    appendFileSync(file, lines(messages));
  }

  /** Writes the partition's file again with only what is kept (after the dropped prefix). */
  rewrite(topic: string, partition: number, kept: StoredMessage[]): void {
    const file = this.partitionFile(topic, partition);
    writeFileSync(`${file}.tmp`, kept.length ? lines(kept) : '');
    renameSync(`${file}.tmp`, file);
  }

  /** Records a group's offsets on a topic, written a moment later with any others. */
  commit(group: string, topic: string, offsets: number[]): void {
    this.dirty.set(`${group}\u0000${topic}`, { group, topic, offsets: [...offsets] });
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), 100);
      this.timer.unref();
    }
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const g of this.dirty.values()) {
      const file = join(this.groupsDir, `${name(g.group)}@${name(g.topic)}.json`);
      writeFileSync(`${file}.tmp`, JSON.stringify(g));
      renameSync(`${file}.tmp`, file);
    }
    this.dirty.clear();
  }
}
