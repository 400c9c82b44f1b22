import { startTelemetry } from '@degs/kit/dist/telemetry';

const telemetry = startTelemetry('gateway');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runGateway } = require('./run') as typeof import('./run');
void runGateway(telemetry);
