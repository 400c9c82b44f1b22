// The cluster placement, live (issue 14): the product installed by `make cluster` on the single-node
// Kubernetes of this machine (scripts/test.sh brings it up before this suite). Through the cluster's
// entry point (the edge's node ports): the story, `helm test`, the NetworkPolicies enforced, a rolling
// upgrade under load with no failed request, the game service's autoscaler scaling out and back under
// a feed load while the other services stay put, and one pod of every process killed under load with
// no like and no game lost.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVICE_NAMES } from '@degs/kit';
import { waitFor } from '@degs/kit/src/testing/wait';
import { latestMagicLink, readEnvFile } from '../support/stack';
import { jsonCaller, type Json } from '../support/http';
import { signedInPerson } from '../support/people';
import { generateGame } from '../support/games';

jest.setTimeout(900_000);

const ROOT = join(__dirname, '../..');
const CACHE = process.env.CACHE_DIR || join(ROOT, '.cache');
const STATE = process.env.CLUSTER_DIR || join(ROOT, '.cluster');
const APP = 'http://localhost:30080';
const PLAY = 'http://localhost:30081';
const PROCESSES: string[] = [...SERVICE_NAMES, 'gateway', 'edge'];
const env = {
  ...process.env,
  KUBECONFIG: join(STATE, 'admin.kubeconfig'),
  PATH: `${join(CACHE, 'k8s/bin')}:${process.env.PATH}`,
  HELM_CACHE_HOME: join(CACHE, 'k8s/helm/cache'),
  HELM_CONFIG_HOME: join(STATE, 'helm/config'),
  HELM_DATA_HOME: join(CACHE, 'k8s/helm/data'),
};
const run = (cmd: string, args: string[], timeout = 600_000) =>
  execFileSync(cmd, args, { env, encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });
const kubectl = (...args: string[]) => run('kubectl', args);
const json = (...args: string[]) => JSON.parse(kubectl(...args, '-o', 'json'));
const deployment = (name: string) => json('get', 'deployment', `degs-${name}`);
/** Every pod of the process on its current template and Ready, however many the autoscaler wants. */
const settled = (name: string) => {
  const d = deployment(name);
  return d.status.updatedReplicas === d.spec.replicas && d.status.readyReplicas === d.spec.replicas;
};
const call = jsonCaller(() => APP);
const report = join(ROOT, '.run');

type Carried = Record<string, { requests: number; failed: number; how: string[] }>;

/**
 * Runs loadtest/cluster.js in the background; resolves with each kind's requests and failures, and
 * how the first few failed (status, error).
 */
function load(rates: { feed?: number; page?: number; like?: number }, seconds: number, seed?: string) {
  const out = join(mkdtempSync(join(tmpdir(), 'k6-')), 'summary.json');
  const args = [
    'run',
    '-q',
    '--no-color',
    '-e',
    `APP=${APP}`,
    '-e',
    `PLAY=${PLAY}`,
    '-e',
    `DURATION=${seconds}s`,
  ];
  for (const [k, v] of Object.entries(rates)) args.push('-e', `${k.toUpperCase()}_RATE=${v}`);
  if (seed) args.push('-e', `SEED=${seed}`);
  args.push('--summary-export', out, join(ROOT, 'loadtest/cluster.js'));
  return new Promise<Carried>((resolve, reject) => {
    execFile(join(CACHE, 'bin/k6'), args, { env, maxBuffer: 64 << 20 }, (err, _stdout, stderr) => {
      if (err && !existsSync(out)) return reject(err);
      const m = JSON.parse(readFileSync(out, 'utf8')).metrics;
      const how = (k: string) =>
        [...stderr.matchAll(new RegExp(`failed ${k}: ([^"\\n]*)`, 'g'))].map((x) => x[1]).slice(0, 5);
      resolve(
        Object.fromEntries(
          Object.keys(rates).map((k) => {
            const f = m[`http_req_failed{kind:${k}}`];
            return [k, { requests: m[`http_reqs{kind:${k}}`].count, failed: f.passes, how: how(k) }];
          }),
        ),
      );
    });
  });
}

/**
 * No request failed beyond those in flight on a connection a stopping pod closed (issue 14: "no 5xx
 * beyond in-flight requests"). When an edge pod stops, nginx's graceful quit closes the clients' idle
 * keep-alive connections; a like written into one at that instant is reset before nginx reads it.
 * A browser sends it again on a new connection (Chromium resends on a reused socket reset before any
 * answer); k6's HTTP client resends only reads. So a few such resets of likes, and nothing else: no
 * answer with an error status, no failed read, and (checked after) no like lost or counted twice.
 */
function expectNoneBeyondInFlight(got: Carried) {
  for (const [kind, r] of Object.entries(got)) {
    expect([kind, r.requests > 0]).toEqual([kind, true]);
    const inFlight =
      kind === 'like' &&
      r.failed <= 5 &&
      r.how.every((h) => /^0 \d+ (read: connection reset by peer|EOF|.*broken pipe)/.test(h));
    if (!inFlight) expect([kind, r.failed, r.how]).toEqual([kind, 0, []]);
  }
}

/** When requests failed, what the edges' nginx said about them (its error log), for the report. */
function edgeSaid(run: string, got: Record<string, { failed: number }>) {
  if (Object.values(got).every((r) => r.failed === 0)) return;
  const said = kubectl('logs', '-l', 'app.kubernetes.io/name=degs-edge', '--tail=40', '--prefix');
  writeFileSync(join(report, `cluster-${run}-edge.log`), said);
}

/** A process's endpoints as its Service has them, once a second until stopped (for the report: which
 * pods the edge could be sent to when a connect was refused): pod, then R(eady) S(erving) T(erminating). */
function watchEndpoints(name: string): () => string[] {
  const lines: string[] = [];
  const timer = setInterval(() => {
    const at = new Date().toISOString().slice(11, 19);
    try {
      const slices = json('get', 'endpointslices', '-l', `kubernetes.io/service-name=degs-${name}`).items;
      const seen = slices
        .flatMap((s: Json) => s.endpoints ?? [])
        .map((e: Json) => {
          const c = e.conditions ?? {};
          return `${String(e.targetRef?.name ?? '?').slice(-5)}:${c.ready ? 'R' : '-'}${c.serving ? 'S' : '-'}${c.terminating ? 'T' : '-'}`;
        });
      lines.push(`${at} ${seen.join(' ')}`);
    } catch {
      lines.push(`${at} (no answer)`);
    }
  }, 1_000);
  return () => {
    clearInterval(timer);
    return lines;
  };
}

/** Run by a probe pod: one TCP connection to host:port (its argument), "open" or "closed". */
const PROBE = `
const [host, port] = process.argv[1].split(':');
const s = require('net').connect(Number(port), host);
s.setTimeout(3000);
const say = (w) => { console.log(w); process.exit(0); };
s.on('connect', () => say('open'));
s.on('timeout', () => say('closed'));
s.on('error', () => say('closed'));
`;

let seedFile: string;

beforeAll(async () => {
  const log = process.env.CLUSTER_UP_LOG;
  const why = () =>
    log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-40).join('\n') : '';
  try {
    expect(kubectl('get', 'nodes')).toMatch(/\sReady\s/);
    const ready = await fetch(`${APP}/readyz`);
    expect(ready.status).toBe(200);
  } catch (e) {
    throw new Error(`the cluster is not up (make cluster): ${(e as Error).message}\n${why()}`);
  }
  // People and published games the loads below act on, made through the API as people would.
  seedFile = join(mkdtempSync(join(tmpdir(), 'seed-')), 'seed.json');
  writeFileSync(seedFile, run('node', [join(ROOT, 'loadtest/seed.mjs'), APP, '4', '2']));
  mkdirSync(report, { recursive: true });
});

test('every process is Ready, two or more of each, with a budget and an autoscaler', async () => {
  // An autoscaler may add a pod after a busy start, even between two reads: every pod Ready, however
  // many there are then, read once per process.
  await waitFor('every process settled', async () => PROCESSES.every(settled), 180_000, 2_000);
  for (const name of PROCESSES) expect([name, deployment(name).spec.replicas >= 2]).toEqual([name, true]);
  const budgets = json('get', 'pdb').items.map((p: Json) => p.metadata.name);
  const hpas = json('get', 'hpa').items.map((h: Json) => h.metadata.name);
  for (const name of PROCESSES) expect(budgets).toContain(`degs-${name}`);
  for (const name of PROCESSES.filter((n) => n !== 'edge')) expect(hpas).toContain(`degs-${name}`);
  // What the product takes at rest, from metrics-server, for the report (issue 14 asks for idle memory).
  const top = await waitFor(
    'metrics of every pod',
    async () => {
      // Fails until metrics-server has sampled every pod.
      const lines = kubectl('top', 'pods', '--no-headers').trim().split('\n');
      if (lines.length < PROCESSES.length * 2) throw new Error(`${lines.length} pods sampled`);
      return lines;
    },
    180_000,
    5_000,
  );
  const pods = top.map((l) => l.trim().split(/\s+/));
  const idle = {
    pods: pods.length,
    millicores: pods.reduce((n, [, cpu]) => n + parseInt(cpu, 10), 0),
    mebibytes: pods.reduce((n, [, , mem]) => n + parseInt(mem, 10), 0),
    node: kubectl('top', 'node', '--no-headers').trim(),
    each: top,
  };
  writeFileSync(join(report, 'cluster-idle.json'), JSON.stringify(idle, null, 2));
});

test('the story through the cluster: magic link, create, publish, like, follow, notifications', async () => {
  const email = `maker.${Date.now()}@degs.test`;
  expect((await call('POST', '/api/auth/email/magic-link', undefined, { email })).status).toBe(200);
  // The link is in the mail of whichever auth pod sent it.
  const mail = mkdtempSync(join(tmpdir(), 'mail-'));
  const link = await waitFor(
    'the sign-in mail',
    async () => {
      for (const pod of json('get', 'pods', '-l', 'app.kubernetes.io/name=degs-auth').items) {
        const dir = join(mail, pod.metadata.name);
        try {
          kubectl('cp', `${pod.metadata.name}:/tmp/mail`, dir);
          return latestMagicLink(dir, email);
        } catch {
          /* not this pod */
        }
      }
      return undefined;
    },
    30_000,
    1_000,
  );
  const token = new URL(String(link)).searchParams.get('token');
  const signedIn = await call('POST', '/api/auth/email/verify', undefined, { token });
  expect(signedIn.status).toBe(200);
  const maker = signedIn.body.session_token as string;
  const makerName = `mk${Date.now() % 1_000_000}`;
  expect((await call('PATCH', '/api/user', maker, { username: makerName })).status).toBe(200);

  const kv = await generateGame(APP, maker, 'a space cat collecting fish while dodging asteroids');
  expect((await call('PATCH', `/api/games/${kv}/public`, maker)).body.is_public).toBe(true);
  const page = await fetch(`${PLAY}/play/${kv}.html`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain('sandbox');

  const fan = await signedInPerson(APP, `fn${Date.now() % 1_000_000}`);
  expect((await call('POST', `/api/games/${kv}/like`, fan)).body).toEqual({
    success: true,
    is_liked: true,
    likes_count: 1,
  });
  expect((await call('POST', '/api/follow', fan, { username: makerName })).body.is_following).toBe(true);
  await waitFor(
    'the maker told of both',
    async () => (await call('GET', '/api/notifications?page=1', maker)).body.unread_count === 2,
  );
  // And helm's own test: the smoke story run from inside the cluster.
  expect(run('helm', ['test', 'degs', '--logs', '--timeout', '5m'])).toContain('Phase:          Succeeded');
});

test('NetworkPolicies hold: a pod outside the product cannot reach a service; the product can', async () => {
  // A pod that tries one TCP connection and says whether it opened (3 s, then it counts as closed).
  const tag = readFileSync(join(STATE, 'image-tag'), 'utf8').trim();
  const tryConnect = async (name: string, labels: string, target: string) => {
    kubectl('delete', 'pod', name, '--ignore-not-found', '--wait=true');
    kubectl(
      'run',
      name,
      `--image=docker.io/local/degs:${tag}`,
      '--image-pull-policy=Never',
      '--restart=Never',
      `--labels=${labels}`,
      '--command',
      '--',
      'node',
      '-e',
      PROBE,
      target,
    );
    await waitFor(
      `${name} done`,
      async () => json('get', 'pod', name).status.phase === 'Succeeded',
      90_000,
      1_000,
    );
    const said = kubectl('logs', name).trim();
    kubectl('delete', 'pod', name, '--wait=false');
    return said;
  };
  expect(json('get', 'networkpolicy').items.map((p: Json) => p.metadata.name)).toContain('degs-social');
  const [outside, inside, gateway] = await Promise.all([
    tryConnect('np-outside', 'run=np-outside', 'degs-social:7105'),
    tryConnect('np-inside', 'app.kubernetes.io/part-of=degs', 'degs-social:7105'),
    tryConnect('np-gateway', 'run=np-gateway', 'degs-gateway:8080'),
  ]);
  expect({ outside, inside, gateway }).toEqual({ outside: 'closed', inside: 'open', gateway: 'open' });
});

test('helm upgrade rolls every Deployment to the new image with no failed request beyond those in flight', async () => {
  const from = readFileSync(join(STATE, 'image-tag'), 'utf8').trim();
  const to = `${from.slice(0, 12)}-roll${Date.now() % 100_000}`;
  run('bash', [join(ROOT, 'scripts/cluster/images.sh'), 'retag', from, to]);
  const traffic = load({ feed: 40, page: 40, like: 10 }, 75, seedFile);
  await new Promise((r) => setTimeout(r, 5_000));
  // (a roll of every Deployment took 366 s on an idle 2-core machine and over 8 min on a busy one)
  run(
    'helm',
    [
      'upgrade',
      'degs',
      join(ROOT, 'charts/degs'),
      '--reuse-values',
      '--set',
      `image.tag=${to}`,
      '--wait',
      '--timeout',
      '12m',
    ],
    780_000,
  );
  const got = await traffic;
  writeFileSync(join(report, 'cluster-upgrade.json'), JSON.stringify(got, null, 2));
  edgeSaid('upgrade', got);
  expectNoneBeyondInFlight(got);
  // Every pod on the new image and Ready (the autoscalers may be adding some after the load).
  for (const name of PROCESSES.filter((n) => n !== 'edge'))
    expect([name, deployment(name).spec.template.spec.containers[0].image]).toEqual([
      name,
      `docker.io/local/degs:${to}`,
    ]);
  await waitFor('every pod updated and Ready', async () => PROCESSES.every(settled), 120_000, 2_000);
  writeFileSync(join(STATE, 'image-tag'), to);
});

test('the game service scales out under a feed load and back after it; the other services stay put', async () => {
  const others = ['auth', 'user', 'generation', 'social', 'notification', 'media'];
  const timeline: string[] = [];
  const sample = () => {
    const counts = Object.fromEntries(
      json('get', 'hpa').items.map((h: Json) => [
        h.metadata.name.replace('degs-', ''),
        h.status.currentReplicas,
      ]),
    ) as Record<string, number>;
    timeline.push(`${new Date().toISOString().slice(11, 19)} ${JSON.stringify(counts)}`);
    return counts;
  };
  // From the resting state: the loads before may have left some processes scaled out.
  await waitFor(
    'every autoscaler at rest',
    async () => Object.values(sample()).every((n) => n === 2),
    300_000,
    5_000,
  );
  timeline.length = 0;
  const seen: Record<string, number>[] = [sample()];
  const traffic = load({ feed: 300 }, 90);
  let finished = false;
  void traffic.then(() => (finished = true));
  while (!finished) {
    await new Promise((r) => setTimeout(r, 5_000));
    seen.push(sample());
  }
  const got = await traffic;
  expect([got.feed.failed, got.feed.how]).toEqual([0, []]);
  expect(Math.max(...seen.map((s) => s.game))).toBeGreaterThan(2);
  // Back to two once the load is gone (the local values wait 30 s of low load before scaling in).
  await waitFor('game back to two', async () => sample().game === 2, 240_000, 5_000);
  for (const s of seen) for (const name of others) expect([name, s[name]]).toEqual([name, 2]);
  writeFileSync(join(report, 'cluster-hpa-timeline.txt'), timeline.join('\n') + '\n');
});

test('a pod of every process killed under load: no failed request beyond those in flight, no like or game lost', async () => {
  const maker = await signedInPerson(APP, `kl${Date.now() % 1_000_000}`);
  const traffic = load({ feed: 30, page: 30, like: 15 }, 45, seedFile);
  const gatewayEndpoints = watchEndpoints('gateway');
  await new Promise((r) => setTimeout(r, 5_000));
  // A game asked for just before its generation pods are killed: not lost, however long the
  // replacements take to start on a busy node.
  const making = generateGame(APP, maker, 'a frog catching flies on lily pads', 300_000);
  // One serving pod of each: not one the autoscaler is already taking away after the scale-out test
  // (a terminating pod can be gone before the delete reaches it).
  for (const name of PROCESSES) {
    const serving = json('get', 'pods', '-l', `app.kubernetes.io/name=degs-${name}`).items.filter(
      (p: Json) => !p.metadata.deletionTimestamp && p.status.phase === 'Running',
    );
    expect([name, serving.length > 0]).toEqual([name, true]);
    kubectl('delete', 'pod', serving[0].metadata.name, '--wait=false', '--ignore-not-found');
  }
  const got = await traffic;
  writeFileSync(join(report, 'cluster-kills.json'), JSON.stringify(got, null, 2));
  writeFileSync(join(report, 'cluster-kills-endpoints.txt'), gatewayEndpoints().join('\n') + '\n');
  edgeSaid('kills', got);
  const kv = await making.catch((err: Error) => {
    // What the generation pods said, in the run's output: the run's files go with its clone.
    const said = kubectl('logs', '-l', 'app.kubernetes.io/name=degs-generation', '--tail=400', '--prefix');
    const worth = said.split('\n').filter((l) => /"level":(40|50)|job|generation/.test(l));
    throw new Error(`${err.message}\n${worth.slice(-30).join('\n')}`);
  });
  expectNoneBeyondInFlight(got);
  expect((await call('GET', `/api/games/${kv}`, maker)).status).toBe(200);
  await waitFor('every process whole again', async () => PROCESSES.every(settled), 180_000, 2_000);
  for (const name of PROCESSES) expect([name, deployment(name).spec.replicas >= 2]).toEqual([name, true]);

  // Every like social recorded reached the game service's copy and its count.
  const db = new pg.Pool({ connectionString: readEnvFile(join(STATE, 'backends.env')).DATABASE_URL, max: 1 });
  try {
    await waitFor(
      'likes settled',
      async () => {
        const { rows } = await db.query(`
        SELECT count(*)::int AS n FROM game.games g
        WHERE g.likes_count <> (SELECT count(*) FROM social.likes l WHERE l.game_key = g.game_key)
           OR (SELECT count(*) FROM game.likes l WHERE l.game_key = g.game_key)
              <> (SELECT count(*) FROM social.likes l WHERE l.game_key = g.game_key)`);
        return rows[0].n === 0;
      },
      60_000,
      1_000,
    );
  } finally {
    await db.end();
  }
  expect(run('node', [join(ROOT, 'loadtest/check-likes.mjs'), APP, seedFile])).toContain('likes exact: yes');
});
