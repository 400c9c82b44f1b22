// Trace context crosses process boundaries: a message published inside a span is handled inside the
// same trace, so is an event written to the outbox and relayed later, and an internal HTTP call
// carries traceparent. Run in a child process because the
// OpenTelemetry SDK registers process-wide globals; it uses the built kit (make test builds first).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const kit = join(__dirname, '../../packages/kit/dist');

const script = `
const http = require('node:http');
// An OTLP/HTTP collector stand-in: it records what the exporter posts.
const posts = [];
const collector = http.createServer((req, res) => { let n = 0; req.on('data', (c) => (n += c.length)); req.on('end', () => { posts.push({ url: req.url, bytes: n }); res.end(); }); });
collector.listen(0, '127.0.0.1');
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:' + (await new Promise((r) => collector.once('listening', () => r(collector.address().port))));
const { startTelemetry } = require(${JSON.stringify(join(kit, 'telemetry'))});
const telemetry = startTelemetry('trace-test');
const { trace } = require('@opentelemetry/api');
const { MemoryBus, InternalClient, appendToOutbox } = require(${JSON.stringify(kit)});
const pino = require('pino');

  const bus = new MemoryBus(pino({ level: 'silent' }), 3);
  const seen = new Promise((resolve) => bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) =>
    resolve({ header: m.headers.traceparent, handlerTrace: trace.getActiveSpan()?.spanContext().traceId }) }));
  const relayed = new Promise((resolve) => bus.subscribe({ group: 'g', topics: ['o'], handler: async (m) =>
    resolve(trace.getActiveSpan()?.spanContext().traceId) }));
  // The outbox row as the request writes it (its INSERT's parameters), relayed later from elsewhere.
  let row;
  const tx = { query: async (_sql, params) => void (row = params) };
  const server = http.createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ traceparent: req.headers.traceparent })); });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const client = new InternalClient({ caller: 'test', secret: 'x'.repeat(32), services: { s: 'http://127.0.0.1:' + server.address().port } });
  const tracer = trace.getTracer('test');
  const out = await tracer.startActiveSpan('request', async (span) => {
    await bus.publish('t', [{ key: 'k', value: Buffer.from('v') }]);
    await appendToOutbox(tx, 'svc', { eventId: 'e1', topic: 'o', key: 'k', value: Buffer.from('v') });
    const viaHttp = await client.request('s', 'GET', '/internal/x');
    span.end();
    return { traceId: span.spanContext().traceId, viaBus: await seen, viaHttp };
  });
  // The relay's pass runs in a trace of its own; the event keeps the request's.
  await tracer.startActiveSpan('relay pass', async (span) => {
    await bus.publish('o', [{ key: row[2], value: row[3], headers: JSON.parse(row[4]) }]);
    span.end();
  });
  out.viaOutbox = await relayed;
  server.close(); await bus.close(); await telemetry.shutdown();
  console.log(JSON.stringify({ ...out, exported: posts }));
  process.exit(0);
`;

test('trace context travels in bus, outbox and internal HTTP headers, and spans are exported over OTLP', () => {
  const out = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); ${script}`,
      ],
      {
        cwd: join(__dirname, '../..'),
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    ).toString(),
  );
  expect(out.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(out.viaBus.header).toContain(out.traceId);
  expect(out.viaBus.handlerTrace).toBe(out.traceId);
  expect(out.viaHttp.traceparent).toContain(out.traceId);
  expect(out.viaOutbox).toBe(out.traceId);
  expect(out.exported.length).toBeGreaterThan(0);
  expect(out.exported[0].url).toBe('/v1/traces');
  expect(out.exported[0].bytes).toBeGreaterThan(0);
});
