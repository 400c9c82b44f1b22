// The behaviour both bus implementations promise. Run by bus.memory.test.ts and bus.kafka.infra.test.ts.
import { waitFor, uniq } from '../testing/wait';
import { PoisonMessageError } from './failure';
import type { Bus, BusMessage, Subscription } from './types';

const text = (m: BusMessage) => m.value.toString();
const msg = (key: string, value: string) => ({ key, value: Buffer.from(value) });

/**
 * `explain` says what the bus did (its log, say) when a wait times out: a stall seen once in many CI
 * runs must be readable from that run's output.
 */
export function busContract(
  makeBus: () => Promise<Bus>,
  timeoutMs = 30_000,
  explain: () => string = () => '',
): void {
  let bus: Bus;
  const wait = (what: string, done: () => boolean) =>
    waitFor(what, done, timeoutMs).catch((e: Error) => {
      throw new Error(`${e.message}\n${explain()}`);
    });
  const subs: Subscription[] = [];
  beforeAll(async () => {
    bus = await makeBus();
  });
  afterEach(async () => {
    await Promise.all(subs.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await bus.close();
  });

  test('delivers each key in order', async () => {
    const topic = uniq('order');
    const seen: Record<string, number[]> = {};
    subs.push(
      await bus.subscribe({
        group: uniq('g'),
        topics: [topic],
        handler: async (m) => {
          (seen[m.key] ??= []).push(Number(text(m)));
        },
      }),
    );
    for (let i = 0; i < 20; i++)
      await bus.publish(
        topic,
        ['a', 'b', 'c'].map((k) => msg(k, String(i))),
      );
    await wait('all 60 messages', () => Object.values(seen).flat().length === 60);
    const expected = Array.from({ length: 20 }, (_, i) => i);
    expect(seen).toEqual({ a: expected, b: expected, c: expected });
  });

  test('redelivers a message whose handler failed, before the next one of its key', async () => {
    const topic = uniq('redeliver');
    const calls: string[] = [];
    let failed = false;
    subs.push(
      await bus.subscribe({
        group: uniq('g'),
        topics: [topic],
        retryDelayMs: 10,
        handler: async (m) => {
          calls.push(text(m));
          if (text(m) === 'two' && !failed) {
            failed = true;
            throw new Error('database briefly down');
          }
        },
      }),
    );
    await bus.publish(topic, [msg('k', 'one'), msg('k', 'two'), msg('k', 'three')]);
    await wait('three handled', () => calls.includes('three'));
    expect(calls).toEqual(['one', 'two', 'two', 'three']);
  });

  /**
   * A topic whose handler throws `error()` on the message `bad` (its first `times` attempts, or every
   * one), what it handled, and a reader of its dead letters.
   */
  async function failing(bad: string, error: () => Error, o: { maxAttempts?: number; times?: number } = {}) {
    const topic = uniq('failing');
    const handled: string[] = [];
    const dead: BusMessage[] = [];
    const attempts = { n: 0 };
    subs.push(
      await bus.subscribe({
        group: uniq('dlq-reader'),
        topics: [`${topic}.dlq`],
        handler: async (m) => void dead.push(m),
      }),
    );
    subs.push(
      await bus.subscribe({
        group: uniq('g'),
        topics: [topic],
        maxAttempts: o.maxAttempts,
        retryDelayMs: 10,
        handler: async (m) => {
          if (text(m) === bad && attempts.n < (o.times ?? Infinity)) {
            attempts.n++;
            throw error();
          }
          handled.push(text(m));
        },
      }),
    );
    return { topic, handled, dead, attempts };
  }

  test('dead-letters a message that keeps failing after bounded attempts and goes on with the partition', async () => {
    const t = await failing('poison', () => new Error('cannot parse'), { maxAttempts: 3 });
    await bus.publish(t.topic, [msg('k', 'before'), msg('k', 'poison'), msg('k', 'after')]);
    await wait(
      'after handled and poison dead-lettered',
      () => t.handled.includes('after') && t.dead.length === 1,
    );
    expect(t.handled).toEqual(['before', 'after']);
    expect(t.attempts.n).toBe(3);
    expect(text(t.dead[0])).toBe('poison');
    expect(t.dead[0].headers).toMatchObject({
      'x-dlq-error': 'cannot parse',
      'x-dlq-attempts': '3',
      'x-dlq-reason': 'failed 3 times',
      'x-dlq-topic': t.topic,
    });
  });

  test('waits out a dependency that is down: retried past maxAttempts, then handled, in order, not dead-lettered', async () => {
    // The service it calls is down for the first six attempts.
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:7102'), { code: 'ECONNREFUSED' });
    const t = await failing('needs-user', refused, { maxAttempts: 2, times: 6 });
    await bus.publish(t.topic, [msg('k', 'needs-user'), msg('k', 'next')]);
    await wait('both handled', () => t.handled.includes('next'));
    expect(t.handled).toEqual(['needs-user', 'next']);
    expect(t.attempts.n).toBe(6);
    expect(t.dead).toEqual([]);
  });

  test('dead-letters a poison message at once, with the reason', async () => {
    const t = await failing('garbage', () => new PoisonMessageError('the envelope does not decode'));
    await bus.publish(t.topic, [msg('k', 'garbage'), msg('k', 'after')]);
    await wait(
      'after handled, garbage dead-lettered',
      () => t.handled.includes('after') && t.dead.length === 1,
    );
    expect(t.attempts.n).toBe(1);
    expect(t.dead[0].headers).toMatchObject({
      'x-dlq-reason': 'poison',
      'x-dlq-error': 'the envelope does not decode',
    });
  });

  test('shares partitions among the members of a group, and every group gets every message', async () => {
    const topic = uniq('shared');
    const group = uniq('g');
    const byMember: string[][] = [[], []];
    const other: string[] = [];
    for (const i of [0, 1]) {
      subs.push(
        await bus.subscribe({
          group,
          topics: [topic],
          handler: async (m) => {
            byMember[i].push(text(m));
          },
        }),
      );
    }
    subs.push(
      await bus.subscribe({
        group: uniq('other'),
        topics: [topic],
        handler: async (m) => void other.push(text(m)),
      }),
    );
    await wait('both members assigned, partitions split', () => {
      const [a, b] = [subs[0].assignment()[topic] ?? [], subs[1].assignment()[topic] ?? []];
      return a.length > 0 && b.length > 0 && a.every((p) => !b.includes(p));
    });
    const values = Array.from({ length: 60 }, (_, i) => `m${i}`);
    await bus.publish(
      topic,
      values.map((v) => msg(`key-${v}`, v)),
    );
    await wait('all handled by the group', () => new Set([...byMember[0], ...byMember[1]]).size === 60);
    await wait('all handled by the other group', () => new Set(other).size === 60);
    expect(byMember[0].length).toBeGreaterThan(0);
    expect(byMember[1].length).toBeGreaterThan(0);
    expect(new Set([...byMember[0], ...byMember[1]])).toEqual(new Set(values));
  });
}
