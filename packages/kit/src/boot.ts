// Process entry helper. Tracing starts before express, pg and the service code are loaded, so their
// instrumentation is in place; that is why the rest is required lazily here.
import { startTelemetry } from './telemetry';
import type { ServiceDef } from './service';

export function boot(name: string, load: () => ServiceDef): void {
  const telemetry = startTelemetry(name);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runStandalone } = require('./service') as typeof import('./service');
  void runStandalone(load(), telemetry);
}
