// Trace context crosses process boundaries: a message published inside a span is handled inside the
// same trace, and an internal HTTP call carries traceparent. Run in a child process because the
// OpenTelemetry SDK registers process-wide globals; it uses the built kit (make test builds first).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const kit = join(__dirname, '../../packages/kit/dist');

const script = `
const { startTelemetry } = require(${JSON.stringify(join(kit, 'telemetry'))});
const telemetry = startTelemetry('trace-test');
const { trace } = require('@opentelemetry/api');
const http = require('node:http');
const { MemoryBus, InternalClient } = require(${JSON.stringify(kit)});
const pino = require('pino');

(async () => {
  const bus = new MemoryBus(pino({ level: 'silent' }), 3);
  const seen = new Promise((resolve) => bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) =>
    resolve({ header: m.headers.traceparent, handlerTrace: trace.getActiveSpan()?.spanContext().traceId }) }));
  const server = http.createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ traceparent: req.headers.traceparent })); });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const client = new InternalClient({ caller: 'test', secret: 'x'.repeat(32), services: { s: 'http://127.0.0.1:' + server.address().port } });
  const tracer = trace.getTracer('test');
  const out = await tracer.startActiveSpan('request', async (span) => {
    await bus.publish('t', [{ key: 'k', value: Buffer.from('v') }]);
    const viaHttp = await client.request('s', 'GET', '/internal/x');
    span.end();
    return { traceId: span.spanContext().traceId, viaBus: await seen, viaHttp };
  });
  console.log(JSON.stringify(out));
  server.close(); await bus.close(); await telemetry.shutdown();
  process.exit(0);
})();
`;

test('trace context travels in bus headers and internal HTTP headers', () => {
  const out = JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      cwd: join(__dirname, '../..'),
      env: { ...process.env, NODE_OPTIONS: '' },
    }).toString(),
  );
  expect(out.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(out.viaBus.header).toContain(out.traceId);
  expect(out.viaBus.handlerTrace).toBe(out.traceId);
  expect(out.viaHttp.traceparent).toContain(out.traceId);
});
