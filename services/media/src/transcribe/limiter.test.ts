import { Gate } from './limiter';

test('lets a few run, queues a few, turns the rest away', async () => {
  const gate = new Gate(2, 1);
  const a = await gate.enter();
  const b = await gate.enter();
  expect(a && b).toBeTruthy();
  let cEntered = false;
  const c = gate.enter().then((leave) => {
    cEntered = true;
    return leave;
  });
  expect(await gate.enter()).toBeNull(); // two running, one waiting: full
  await Promise.resolve();
  expect(cEntered).toBe(false);
  a!();
  a!(); // leaving twice frees one place only
  const leaveC = await c;
  expect(cEntered).toBe(true);
  expect(await Promise.race([gate.enter(), new Promise((r) => setTimeout(() => r('queued'), 20))])).toBe(
    'queued',
  );
  b!();
  leaveC!();
});
