import { MemoryStore } from '@degs/kit';
import { FirstPages } from './first-page';

test('a page is reused until the inbox changes, and one computed before a change is never served after', async () => {
  const pages = new FirstPages(new MemoryStore());
  let db = 1;
  const read = () => pages.get('ann', async () => db);
  expect(await read()).toBe(1);
  db = 2;
  expect(await read()).toBe(1); // cached
  await pages.forget(['ann']);
  expect(await read()).toBe(2);

  // A poll that read the database (3) before a change and stores its page after the change.
  db = 3;
  await pages.forget(['ann']);
  let release!: () => void;
  const slow = pages.get('ann', () => {
    const seen = db;
    return new Promise<number>((r) => (release = () => r(seen)));
  });
  await new Promise((r) => setTimeout(r, 10));
  db = 4;
  await pages.forget(['ann']);
  release();
  expect(await slow).toBe(3);
  expect(await read()).toBe(4); // the stale page is not served
});
