import { MemoryStore } from './memory';
import { storeContract } from './store.contract';

describe('MemoryStore', () => {
  storeContract(async () => new MemoryStore());
});

test('a snapshot restores values, sorted sets and expiry, and drops what expired meanwhile', async () => {
  let now = 1_000_000;
  const a = new MemoryStore(() => now);
  await a.set('revoked:s1', '1', 60_000);
  await a.set('short', 'x', 1_000);
  await a.set('forever', 'y');
  await a.zincrby('rank', 'g1', 3);
  const json = a.snapshot();
  now += 5_000;
  const b = new MemoryStore(() => now);
  b.restore(json);
  expect(await b.get('revoked:s1')).toBe('1');
  expect(await b.ttlMs('revoked:s1')).toBe(55_000);
  expect(await b.get('short')).toBeNull();
  expect(await b.get('forever')).toBe('y');
  expect(await b.zrevrange('rank', 0, -1)).toEqual([{ member: 'g1', score: 3 }]);
  await a.close();
  await b.close();
});
