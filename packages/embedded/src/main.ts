import { startTelemetry } from '@degs/kit/dist/telemetry';

const telemetry = startTelemetry('degs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startEmbedded } = require('./launcher') as typeof import('./launcher');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createLogger, Lifecycle } = require('@degs/kit') as typeof import('@degs/kit');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CANNOT_START } = require('./exit-codes') as typeof import('./exit-codes');

const lifecycle = new Lifecycle(createLogger('degs'));
lifecycle.onShutdown('telemetry', 'telemetry', () => telemetry.shutdown());
// Under make run's supervisor: if it is gone (killed), stop (draining once started) rather than run on alone.
if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
startEmbedded(lifecycle).then(
  () => lifecycle.handleSignals(),
  async (err) => {
    console.error(`degs failed to start: ${err instanceof Error ? err.message : err}`);
    await lifecycle.shutdown();
    process.exit(CANNOT_START);
  },
);
