// Graceful shutdown in a fixed order: not ready → stop accepting → finish requests → stop consumers →
// drain the outbox → close pools → flush telemetry. Steps register under one of those phases.
import type { Logger } from './log';

export const PHASES = ['http', 'consumers', 'outbox', 'pools', 'telemetry'] as const;
export type Phase = (typeof PHASES)[number];

export class Lifecycle {
  private draining = false;
  private steps: { phase: Phase; name: string; fn: () => Promise<void> }[] = [];
  private done?: Promise<void>;

  constructor(private readonly log: Logger) {}

  get isDraining(): boolean {
    return this.draining;
  }

  onShutdown(phase: Phase, name: string, fn: () => Promise<void>): void {
    this.steps.push({ phase, name, fn });
  }

  shutdown(): Promise<void> {
    this.done ??= this.run();
    return this.done;
  }

  private async run(): Promise<void> {
    this.draining = true;
    for (const phase of PHASES) {
      const steps = this.steps.filter((s) => s.phase === phase);
      await Promise.all(
        steps.map(async (s) => {
          try {
            await s.fn();
          } catch (err) {
            this.log.error({ err, step: s.name }, 'shutdown step failed');
          }
        }),
      );
    }
  }

  /** SIGTERM and SIGINT drain, then exit. A second signal exits at once. */
  handleSignals(exit: (code: number) => void = process.exit): void {
    let signalled = false;
    const onSignal = (sig: string) => {
      if (signalled) return exit(1);
      signalled = true;
      this.log.info({ signal: sig }, 'draining');
      this.shutdown().then(
        () => exit(0),
        () => exit(1),
      );
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
}
