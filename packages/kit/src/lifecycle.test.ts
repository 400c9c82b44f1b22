import { Lifecycle } from './lifecycle';
import { silentLogger } from './testing/wait';

test('shutdown runs the phases in order, once, and goes on past a failing step', async () => {
  const lc = new Lifecycle(silentLogger());
  const order: string[] = [];
  lc.onShutdown('telemetry', 'flush', async () => void order.push('telemetry'));
  lc.onShutdown('pools', 'pool', async () => void order.push('pools'));
  lc.onShutdown('outbox', 'outbox', async () => {
    order.push('outbox');
    throw new Error('broker gone');
  });
  lc.onShutdown('http', 'server', async () => void order.push(`http draining=${lc.isDraining}`));
  lc.onShutdown('consumers', 'consumers', async () => void order.push('consumers'));
  await Promise.all([lc.shutdown(), lc.shutdown()]);
  expect(order).toEqual(['http draining=true', 'consumers', 'outbox', 'pools', 'telemetry']);
});
