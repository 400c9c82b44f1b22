import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryBus } from './memory';
import { DiskDeadLetters } from './disk-dead-letters';
import { PoisonMessageError } from './failure';
import { silentLogger, waitFor } from '../testing/wait';
import type { BusMessage } from './types';

test('the embedded dead letters: listed and shown while the product runs, replayed once it is stopped, handled when it starts again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dlq-'));
  const bus = new MemoryBus(silentLogger(), 3, { dir });
  let fixed = false;
  const handled: BusMessage[] = [];
  const subscribe = (b: MemoryBus) =>
    b.subscribe({
      group: 'likes',
      topics: ['t'],
      handler: async (m) => {
        if (!fixed && m.value.toString() === 'bad') throw new PoisonMessageError('cannot read it');
        handled.push(m);
      },
    });
  await subscribe(bus);
  await bus.publish('t', [
    { key: 'k', value: Buffer.from('bad') },
    { key: 'k', value: Buffer.from('good') },
  ]);
  await waitFor('good handled', () => handled.length === 1);

  const letters = new DiskDeadLetters(dir);
  await waitFor('the letter on disk', () => letters.list().length === 1);
  expect(letters.list()).toEqual([{ topic: 't.dlq', total: 1, waiting: 1 }]);
  const [letter] = letters.read('t.dlq');
  expect(letter.value.toString()).toBe('bad');
  expect(letter.headers).toMatchObject({
    'x-dlq-reason': 'poison',
    'x-dlq-error': 'cannot read it',
    'x-dlq-topic': 't',
  });
  expect(() => letters.replay('t.dlq')).toThrow(/the product is running \(pid \d+\)/);
  expect(() => letters.read('t')).toThrow(/not a dead-letter topic/);

  await bus.close();
  expect(letters.replay('t.dlq')).toBe(1);
  expect(letters.list()).toEqual([{ topic: 't.dlq', total: 1, waiting: 0 }]);
  expect(letters.replay('t.dlq')).toBe(0); // nothing waits any more

  // The bug is fixed; the product starts again and handles the letter, after what it had handled.
  fixed = true;
  const after = new MemoryBus(silentLogger(), 3, { dir });
  await subscribe(after);
  await waitFor('the letter handled', () => handled.length === 2);
  expect(handled[1].value.toString()).toBe('bad');
  expect(handled[1].headers['x-dlq-replayed-from']).toBe(`t.dlq/${letter.partition}:${letter.offset}`);
  expect(Number(handled[1].offset)).toBeGreaterThan(Number(handled[0].offset));
  await after.close();
});
