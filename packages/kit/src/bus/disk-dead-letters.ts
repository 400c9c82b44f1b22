// The dead letters of the embedded bus (`make run`), read from its log on disk (DATA_DIR/bus): the same
// list, show and replay as on Kafka (dead-letters.ts). Listing and showing work while the product runs;
// a replay writes the log, so it waits until the product is stopped, and the letters are handled when
// it starts again. What has been replayed is REPLAY_GROUP's offset on the dead-letter topic, as on Kafka.
import { DiskLog, type StoredMessage } from './disk';
import { checkTopic, REPLAY_GROUP, replayOf, type DeadLetter, type DeadLetterTopic } from './dead-letters';
import { isDeadLetterTopic } from './types';

export class DiskDeadLetters {
  private readonly log: DiskLog;
  constructor(dir: string) {
    this.log = new DiskLog(dir);
  }

  private state() {
    return { topics: this.log.loadTopics({ repair: false }), offsets: this.log.loadOffsets() };
  }

  private replayed(offsets: Map<string, number[]>, topic: string): number[] {
    return offsets.get(`${REPLAY_GROUP}\u0000${topic}`) ?? [];
  }

  list(): DeadLetterTopic[] {
    const { topics, offsets } = this.state();
    return [...topics]
      .filter(([topic]) => isDeadLetterTopic(topic))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([topic, parts]) => {
        const done = this.replayed(offsets, topic);
        const all = [...parts].flatMap(([p, list]) => list.map((m) => ({ p, m })));
        return {
          topic,
          total: all.length,
          waiting: all.filter(({ p, m }) => m.offset >= (done[p] ?? 0)).length,
        };
      });
  }

  read(topic: string, o: { all?: boolean } = {}): DeadLetter[] {
    checkTopic(topic);
    const { topics, offsets } = this.state();
    const done = this.replayed(offsets, topic);
    return [...(topics.get(topic) ?? [])]
      .sort(([a], [b]) => a - b)
      .flatMap(([p, list]) =>
        list
          .filter((m) => o.all || m.offset >= (done[p] ?? 0))
          .map((m) => ({
            partition: p,
            offset: String(m.offset),
            key: m.key,
            value: m.value,
            headers: m.headers,
            at: new Date(m.at).toISOString(),
          })),
      );
  }

  /** As DeadLetters.replay; refused while the product runs (it holds the log in memory). */
  replay(topic: string, only?: string): number {
    checkTopic(topic);
    const owner = this.log.owner();
    if (owner)
      throw new Error(
        `the product is running (pid ${owner}): stop it, replay, and start it again (list and show work while it runs)`,
      );
    const letters = this.read(topic, { all: only !== undefined }).filter(
      (l) => only === undefined || `${l.partition}:${l.offset}` === only,
    );
    if (only !== undefined && !letters.length) throw new Error(`no letter ${only} in ${topic}`);
    const { topics, offsets } = this.state();
    const next = (to: string, p: number) => {
      const kept = topics.get(to)?.get(p) ?? [];
      // After what is kept and after what any group has passed (a partition may have been dropped whole).
      const passed = [...offsets].filter(([key]) => key.endsWith(`\u0000${to}`)).map(([, o]) => o[p] ?? 0);
      return Math.max(kept.length ? kept[kept.length - 1].offset + 1 : 0, ...passed);
    };
    const written = new Map<string, number>();
    for (const l of letters) {
      const { to, partition, message } = replayOf(topic, l);
      const key = `${to}\u0000${partition}`;
      const offset = written.get(key) ?? next(to, partition);
      const stored: StoredMessage = { offset, ...message, at: Date.now() };
      this.log.append(to, partition, [stored]);
      written.set(key, offset + 1);
    }
    if (only === undefined && letters.length) {
      const done = [...this.replayed(offsets, topic)];
      for (const l of letters) done[l.partition] = Math.max(done[l.partition] ?? 0, Number(l.offset) + 1);
      this.log.commit(
        REPLAY_GROUP,
        topic,
        Array.from(done, (o) => o ?? 0),
      );
      this.log.flush();
    }
    return letters.length;
  }
}
