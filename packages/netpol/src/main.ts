// The local cluster's NetworkPolicy enforcer, a node process beside kube-proxy (scripts/cluster/node.sh
// starts it): it lists and watches pods, namespaces and NetworkPolicies on the API server and keeps
// the filter table's DEGS-NP-* chains what they say (policy.ts), applied at once with iptables-restore.
//   node packages/netpol/dist/main.js <kubeconfig>
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { fromApi, MAIN_CHAIN, render, restoreInput, type ApiObject } from './policy';

const RESOURCES = {
  pods: '/api/v1/pods',
  namespaces: '/api/v1/namespaces',
  policies: '/apis/networking.k8s.io/v1/networkpolicies',
} as const;
type Kind = keyof typeof RESOURCES;

const log = (msg: string) => process.stdout.write(`${new Date().toISOString()} ${msg}\n`);

/** The server and client credentials of a kubeconfig written by kubectl (embedded certificates). */
function credentials(path: string) {
  const text = readFileSync(path, 'utf8');
  const field = (name: string) => {
    const m = text.match(new RegExp(`^\\s*${name}:\\s*(\\S+)`, 'm'));
    if (!m) throw new Error(`${path}: no ${name}`);
    return m[1];
  };
  const decode = (name: string) => Buffer.from(field(name), 'base64');
  const server = new URL(field('server'));
  return {
    host: server.hostname,
    port: Number(server.port || 443),
    ca: decode('certificate-authority-data'),
    cert: decode('client-certificate-data'),
    key: decode('client-key-data'),
  };
}

class Enforcer {
  private objects: Record<Kind, Map<string, ApiObject>> = {
    pods: new Map(),
    namespaces: new Map(),
    policies: new Map(),
  };
  private listed = new Set<Kind>();
  private applied = '';
  private chains: string[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly api: ReturnType<typeof credentials>) {}

  start(): void {
    for (const kind of Object.keys(RESOURCES) as Kind[]) void this.follow(kind);
    // kube-proxy or a restart of the node may have rewritten FORWARD: our jump is checked now and then.
    setInterval(() => this.applied && this.ensureJump(), 10_000);
  }

  private request(path: string): Promise<import('node:http').IncomingMessage> {
    return new Promise((resolve, reject) => {
      const req = https.get({ ...this.api, path, headers: { accept: 'application/json' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`${path}: ${res.statusCode}`));
        }
        resolve(res);
      });
      req.on('error', reject);
    });
  }

  /** List, then watch from the list's version; on any break, list again after a pause. */
  private async follow(kind: Kind): Promise<void> {
    for (;;) {
      try {
        const res = await this.request(RESOURCES[kind]);
        const body: { metadata: { resourceVersion: string }; items: ApiObject[] } = JSON.parse(
          await text(res),
        );
        const map = new Map(body.items.map((o) => [key(o), o]));
        this.objects[kind] = map;
        this.listed.add(kind);
        this.changed();
        const watch = await this.request(
          `${RESOURCES[kind]}?watch=1&allowWatchBookmarks=true&resourceVersion=${body.metadata.resourceVersion}`,
        );
        await this.events(kind, watch);
      } catch (e) {
        log(`${kind}: ${(e as Error).message}; listing again`);
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }

  private events(kind: Kind, res: import('node:http').IncomingMessage): Promise<void> {
    return new Promise((resolve) => {
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let nl: number;
        while ((nl = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          if (!line.trim()) continue;
          const event: { type: string; object: ApiObject } = JSON.parse(line);
          if (event.type === 'ERROR') return void res.destroy(); // e.g. 410 Gone: list again
          if (event.type === 'BOOKMARK') continue;
          if (event.type === 'DELETED') this.objects[kind].delete(key(event.object));
          else this.objects[kind].set(key(event.object), event.object);
          this.changed();
        }
      });
      res.on('close', () => resolve());
      res.on('error', () => resolve());
    });
  }

  /** Changes come in bursts (a rollout): one pass a moment after the last of them. */
  private changed(): void {
    if (this.listed.size < Object.keys(RESOURCES).length) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.sync(), 50);
  }

  private sync(): void {
    const state = fromApi(
      [...this.objects.pods.values()],
      [...this.objects.namespaces.values()],
      [...this.objects.policies.values()],
    );
    const now = render(state);
    const input = restoreInput(now, this.chains);
    if (input === this.applied) return;
    try {
      execFileSync('iptables-restore', ['--noflush'], { input, stdio: ['pipe', 'ignore', 'pipe'] });
      this.ensureJump();
      this.applied = restoreInput(now, now.chains);
      this.chains = now.chains;
      const isolated = now.chains.filter((c) => /-(I|E)-/.test(c)).length;
      log(`applied: ${state.policies.length} policies, ${isolated} pod chains, ${now.rules.length} rules`);
    } catch (e) {
      log(`iptables-restore failed: ${(e as { stderr?: Buffer }).stderr?.toString().trim() || e}`);
      setTimeout(() => this.sync(), 2_000);
    }
  }

  private ensureJump(): void {
    const jump = ['FORWARD', '-m', 'comment', '--comment', 'degs network policies', '-j', MAIN_CHAIN];
    try {
      execFileSync('iptables', ['-C', ...jump], { stdio: 'ignore' });
    } catch {
      execFileSync('iptables', ['-I', ...jump.slice(0, 1), '1', ...jump.slice(1)]);
      log('jump from FORWARD in place');
    }
  }
}

const key = (o: ApiObject) => `${o.metadata.namespace ?? ''}/${o.metadata.name}`;

function text(res: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (body += c));
    res.on('end', () => resolve(body));
    res.on('error', reject);
  });
}

const kubeconfig = process.argv[2] ?? process.env.KUBECONFIG;
if (!kubeconfig) {
  process.stderr.write('usage: node packages/netpol/dist/main.js <kubeconfig>\n');
  process.exit(2);
}
log('following pods, namespaces and NetworkPolicies');
new Enforcer(credentials(kubeconfig)).start();
