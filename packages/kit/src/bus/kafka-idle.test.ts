// kafkajs 2.2.4 kept every idle broker connection in a 1 ms timer loop: with nothing pending and no
// throttle it still scheduled the next check, at a negative delay (kafkajs issues 1556 and 1704). Each
// process of the cluster spent 30 millicores doing nothing, and a scaled-out service never looked idle
// enough to scale back in. patches/kafkajs+2.2.4.patch stops the loop; these tests show it applied.
import { createRequire } from 'node:module';

const RequestQueue = createRequire(__filename)('kafkajs/src/network/requestQueue');
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const made: { throttleCheckTimeoutId: NodeJS.Timeout | null }[] = [];
const queue = () => {
  const q = new RequestQueue({
    clientId: 'test',
    broker: 'localhost:9092',
    logger: quiet,
    requestTimeout: 30_000,
  });
  made.push(q);
  return q;
};
// Unpatched, the loop would outlive the test.
afterEach(() => made.splice(0).forEach((q) => clearTimeout(q.throttleCheckTimeoutId ?? undefined)));

test('an idle connection schedules nothing', () => {
  const q = queue();
  q.checkPendingRequests();
  expect(q.throttleCheckTimeoutId).toBeNull();
});

test('a throttled connection with requests waiting still checks them when the throttle ends', () => {
  const q = queue();
  q.throttledUntil = Date.now() + 60_000;
  q.pending.push({ correlationId: 1 });
  q.checkPendingRequests();
  expect(q.throttleCheckTimeoutId).not.toBeNull();
});
