// The cluster placement's manifests: current with their generator, one per process, each hardened
// and probed the way the processes expect.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { SERVICE_NAMES, DEFAULT_PORTS } from '@degs/kit';

const root = join(__dirname, '../..');
const k8s = join(root, 'k8s');

test('k8s/ is what scripts/gen-k8s.mjs writes', () => {
  const out = mkdtempSync(join(tmpdir(), 'k8s-'));
  execFileSync(process.execPath, [join(root, 'scripts/gen-k8s.mjs'), out]);
  for (const f of readdirSync(out))
    expect(readFileSync(join(out, f), 'utf8')).toBe(readFileSync(join(k8s, f), 'utf8'));
});

test.each([...SERVICE_NAMES, 'gateway'])(
  '%s has a hardened, probed Deployment that rolls without a gap, a budget, a Service and a ServiceAccount',
  (name) => {
    const docs = parseAllDocuments(readFileSync(join(k8s, `${name}.yaml`), 'utf8')).map((d) => d.toJS());
    expect(docs.map((d) => d.kind)).toEqual([
      'ServiceAccount',
      'Deployment',
      'PodDisruptionBudget',
      'Service',
    ]);
    expect(docs[1].spec.strategy.rollingUpdate).toEqual({ maxUnavailable: 0, maxSurge: 1 });
    expect(docs[2].spec).toEqual({
      maxUnavailable: 1,
      selector: { matchLabels: { 'app.kubernetes.io/name': `degs-${name}` } },
    });
    const c = docs[1].spec.template.spec.containers[0];
    expect(c.lifecycle.preStop.sleep.seconds).toBeGreaterThan(0);
    expect(docs[1].spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(c.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(c.readinessProbe.httpGet.path).toBe('/readyz');
    expect(c.livenessProbe.httpGet.path).toBe('/healthz');
    expect(c.resources.limits.memory).toBeDefined();
    const port = name === 'gateway' ? 8080 : DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS];
    expect(c.env).toContainEqual({ name: 'PORT', value: String(port) });
    expect(c.env.find((e: { name: string }) => e.name === 'SESSION_SECRET').valueFrom.secretKeyRef.name).toBe(
      'degs-secrets',
    );
  },
);

test('the Helm values list every service on its port', () => {
  const values = parse(readFileSync(join(root, 'charts/degs/values.yaml'), 'utf8'));
  expect(Object.keys(values.services).sort()).toEqual([...SERVICE_NAMES].sort());
  for (const n of SERVICE_NAMES) expect(values.services[n].port).toBe(DEFAULT_PORTS[n]);
});

test('the edge runs the same nginx configuration as make up, filled for the cluster, hardened', () => {
  const docs = parseAllDocuments(readFileSync(join(k8s, 'edge.yaml'), 'utf8')).map((d) => d.toJS());
  expect(docs.map((d) => d.kind)).toEqual([
    'ConfigMap',
    'ServiceAccount',
    'Deployment',
    'PodDisruptionBudget',
    'Service',
  ]);
  const conf: string = docs[0].data['nginx.conf'];
  expect(conf).not.toMatch(/@[A-Z_]+@/); // every placeholder filled
  expect(conf).toContain('server degs-gateway:8080 max_fails=0;');
  expect(conf).toContain('proxy_cache content;');
  const pod = docs[2].spec.template.spec;
  expect(pod.securityContext.runAsNonRoot).toBe(true);
  expect(pod.containers[0].securityContext.readOnlyRootFilesystem).toBe(true);
  // Everything nginx writes (pid, temp files, the cache) is on the one writable volume.
  expect(pod.containers[0].volumeMounts).toContainEqual({ name: 'cache', mountPath: '/var/cache/degs-edge' });
  for (const line of conf.split('\n').filter((l) => /_path |^\s*pid /.test(l)))
    expect(line).toContain('/var/cache/degs-edge');
});
