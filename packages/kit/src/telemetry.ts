// OpenTelemetry, started before the app is built so that http, express and pg are instrumented.
// Spans are exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set, sampled as the standard
// OTEL_TRACES_SAMPLER variables say; with nowhere to send them, none is recorded (a span per request
// cost a third of the play origin's throughput). Trace context is always propagated (W3C
// traceparent), so logs and downstream services share one trace id. Immutable content and health
// checks are not traced at all: they are the hot path and say nothing a trace would need.
import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let sdk: NodeSDK | undefined;

/** Game pages, covers, the SPA's files and health checks. */
const UNTRACED = /^\/(play|image|assets)\/|^\/(healthz|readyz)(\?|$)/;

export function startTelemetry(serviceName: string): { shutdown(): Promise<void> } {
  if (!sdk) {
    const exporting = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
    // Only traces are exported; logs go to stdout through pino and metrics are not collected yet.
    process.env.OTEL_LOGS_EXPORTER ??= 'none';
    process.env.OTEL_METRICS_EXPORTER ??= 'none';
    sdk = new NodeSDK({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
      ...(exporting
        ? { traceExporter: new OTLPTraceExporter() }
        : { spanProcessors: [new tracing.NoopSpanProcessor()], sampler: new tracing.AlwaysOffSampler() }),
      instrumentations: [
        new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
        new ExpressInstrumentation(),
        new PgInstrumentation(),
      ],
    });
    sdk.start();
  }
  const started = sdk;
  return { shutdown: () => started.shutdown().catch(() => undefined) };
}

/** Writes the active trace context into a header map (HTTP or Kafka). */
export function injectTrace(
  headers: Record<string, string>,
  ctx: Context = context.active(),
): Record<string, string> {
  propagation.inject(ctx, headers);
  return headers;
}

/** Runs fn inside the trace context carried by the headers, as a consumer span. */
export async function withExtractedTrace<T>(
  name: string,
  headers: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(context.active(), headers);
  const span = trace.getTracer('degs').startSpan(name, undefined, parent);
  try {
    return await context.with(trace.setSpan(parent, span), fn);
  } finally {
    span.end();
  }
}

export function currentTraceId(): string | undefined {
  const id = trace.getActiveSpan()?.spanContext().traceId;
  return id && !/^0+$/.test(id) ? id : undefined;
}
