import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryBus } from './memory';
import { busContract } from './bus.contract';
import { silentLogger, waitFor } from '../testing/wait';
import type { BusMessage } from './types';

const fresh = () => mkdtempSync(join(tmpdir(), 'bus-'));

describe('MemoryBus', () => {
  busContract(async () => new MemoryBus(silentLogger(), 3));
});

describe('MemoryBus on disk', () => {
  busContract(async () => new MemoryBus(silentLogger(), 3, { dir: fresh() }));
});

describe('MemoryBus on disk across a crash', () => {
  const msg = (value: string) => ({ key: 'k', value: Buffer.from(value) });
  const reader = (bus: MemoryBus, seen: string[]) =>
    bus.subscribe({
      group: 'g',
      topics: ['t'],
      handler: async (m: BusMessage) => void seen.push(m.value.toString()),
    });

  test('what was published survives; a group resumes after what it handled', async () => {
    const dir = fresh();
    const before = new MemoryBus(silentLogger(), 3, { dir });
    const seen: string[] = [];
    const sub = await reader(before, seen);
    await before.publish('t', [msg('one'), msg('two')]);
    await waitFor('both handled', () => seen.length === 2);
    await sub.stop();
    // Published while nobody reads, then the process dies (no close: nothing more is written).
    await before.publish('t', [msg('three')]);
    await new Promise((r) => setTimeout(r, 200)); // the offsets' write, a moment after the commit

    const after = new MemoryBus(silentLogger(), 3, { dir });
    const again: string[] = [];
    await reader(after, again);
    await waitFor('three handled', () => again.length === 1);
    expect(again).toEqual(['three']);
    // A new group still starts at the beginning of what is kept.
    const other: string[] = [];
    await after.subscribe({
      group: 'new',
      topics: ['t'],
      handler: async (m) => void other.push(m.value.toString()),
    });
    await waitFor('the new group read all', () => other.length === 3);
    expect(other).toEqual(['one', 'two', 'three']);
    await after.close();
  });

  test('a torn last line (a crash mid-write) is left out; the rest is read', async () => {
    const dir = fresh();
    const bus = new MemoryBus(silentLogger(), 1, { dir });
    await bus.publish('t', [msg('whole')]);
    const file = join(dir, 'topics', 't', '0.log');
    require('node:fs').appendFileSync(file, '{"o":1,"k":"k","v":"dG9y'); // eslint-disable-line @typescript-eslint/no-require-imports
    const after = new MemoryBus(silentLogger(), 1, { dir });
    const seen: string[] = [];
    await reader(after, seen);
    await waitFor('whole handled', () => seen.length === 1);
    expect(seen).toEqual(['whole']);
    // The next write starts on a line of its own: a later restart reads it too.
    await after.publish('t', [msg('next')]);
    await after.close();
    const again = new MemoryBus(silentLogger(), 1, { dir });
    const all: string[] = [];
    await again.subscribe({
      group: 'all',
      topics: ['t'],
      handler: async (m) => void all.push(m.value.toString()),
    });
    await waitFor('both read', () => all.length === 2);
    expect(all).toEqual(['whole', 'next']);
    await again.close();
  });

  test('a partition every group had handled, dropped whole, goes on after a restart: the next message is delivered', async () => {
    const dir = fresh();
    const bus = new MemoryBus(silentLogger(), 1, { dir, retentionMs: 0 });
    const seen: string[] = [];
    await reader(bus, seen);
    await bus.publish('t', [msg('a'), msg('b')]);
    await waitFor('a and b handled', () => seen.length === 2);
    expect(bus.trim(Date.now() + 1)).toBe(2);
    await bus.close();

    const after = new MemoryBus(silentLogger(), 1, { dir });
    const late: BusMessage[] = [];
    await after.subscribe({ group: 'g', topics: ['t'], handler: async (m) => void late.push(m) });
    await after.publish('t', [msg('c')]);
    await waitFor('c handled', () => late.length === 1);
    expect(late.map((m) => [m.offset, m.value.toString()])).toEqual([['2', 'c']]);
    await after.close();
  });

  test('dead letters are kept however old, until replayed', async () => {
    const bus = new MemoryBus(silentLogger(), 1, { dir: fresh(), retentionMs: 0 });
    await bus.publish('t.dlq', [msg('letter')]);
    expect(bus.trim(Date.now() + 60_000)).toBe(0);
    await bus.close();
  });

  test('messages every group has handled are dropped after the retention, in memory and on disk', async () => {
    const dir = fresh();
    const bus = new MemoryBus(silentLogger(), 1, { dir, retentionMs: 0 });
    const seen: string[] = [];
    const slow: string[] = [];
    await reader(bus, seen);
    const lagging = await bus.subscribe({
      group: 'slow',
      topics: ['t'],
      handler: async (m) => void slow.push(m.value.toString()),
    });
    await bus.publish('t', [msg('a'), msg('b')]);
    await waitFor('both groups handled a and b', () => seen.length === 2 && slow.length === 2);
    await lagging.stop();
    await bus.publish('t', [msg('c')]);
    await waitFor('c handled by g', () => seen.length === 3);

    // 'slow' has not handled c: a and b go, c stays.
    expect(bus.trim(Date.now() + 1)).toBe(2);
    const lines = readFileSync(join(dir, 'topics', 't', '0.log'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.map((l) => JSON.parse(l).o)).toEqual([2]);

    // After a restart, offsets continue from where they were.
    await bus.close();
    expect(readdirSync(join(dir, 'groups')).sort()).toEqual(['g@t.json', 'slow@t.json']);
    const after = new MemoryBus(silentLogger(), 1, { dir });
    const late: BusMessage[] = [];
    await after.subscribe({ group: 'slow', topics: ['t'], handler: async (m) => void late.push(m) });
    await after.publish('t', [msg('d')]);
    await waitFor('c and d', () => late.length === 2);
    expect(late.map((m) => [m.offset, m.value.toString()])).toEqual([
      ['2', 'c'],
      ['3', 'd'],
    ]);
    await after.close();
  });
});
