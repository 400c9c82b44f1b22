// OpenTelemetry, started before the app is built so that its instrumentation patches http, express and
// pg. It runs only when OTEL_EXPORTER_OTLP_ENDPOINT is set: then spans are exported over OTLP, sampled
// as the standard OTEL_TRACES_SAMPLER variables say, and trace context travels (W3C traceparent)
// through HTTP and events, so logs and downstream services share one trace id. Immutable content and
// health checks are never traced: they are the hot path and say nothing a trace would need.
import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
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
  // With nowhere to send spans, nothing is instrumented: the request id ties a request's log lines
  // together across services, and per-request spans nobody reads cost a third of the throughput.
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return { shutdown: async () => undefined };
  if (!sdk) {
    // Only traces are exported; logs go to stdout through pino and metrics are not collected yet.
    process.env.OTEL_LOGS_EXPORTER ??= 'none';
    process.env.OTEL_METRICS_EXPORTER ??= 'none';
    sdk = new NodeSDK({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
      traceExporter: new OTLPTraceExporter(),
      // Sampling as OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG say (the chart sets a ratio).
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

/**
 * The headers of a message being published: the trace it already carries (an outbox row keeps the
 * trace of the request that wrote it, whoever relays it later), or else the current one.
 */
export function traceOnce(headers: Record<string, string> = {}): Record<string, string> {
  return headers.traceparent ? { ...headers } : injectTrace({ ...headers });
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
