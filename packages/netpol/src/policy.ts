// Kubernetes NetworkPolicies (networking.k8s.io/v1) as iptables rules, for the bridge network of the
// local cluster (`make cluster`), which has no policy engine of its own. Pure: the cluster's pods,
// namespaces and policies in, the filter table's chains and rules out (iptables-restore lines).
//
// Traffic between pods crosses the bridge and so the FORWARD chain (br_netfilter), after kube-proxy's
// DNAT: a Service's address is already a pod's there. Traffic from the node itself never passes
// FORWARD, which is what Kubernetes asks: a pod's node (its kubelet's probes, its node ports) is
// always allowed.
import { createHash } from 'node:crypto';

export type Labels = Record<string, string>;

export interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

export interface Pod {
  namespace: string;
  name: string;
  labels: Labels;
  ip?: string;
  hostNetwork?: boolean;
  ports: { name?: string; containerPort: number; protocol?: string }[];
}

export interface Namespace {
  name: string;
  labels: Labels;
}

export interface PolicyPort {
  protocol?: string;
  port?: number | string;
  endPort?: number;
}

export interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}

/** One ingress rule (its `from`) or egress rule (its `to`): no peers or no ports means all of them. */
export interface Rule {
  peers?: Peer[];
  ports?: PolicyPort[];
}

export interface Policy {
  namespace: string;
  name: string;
  podSelector: Selector;
  types: ('Ingress' | 'Egress')[];
  ingress: Rule[];
  egress: Rule[];
}

export interface ClusterState {
  pods: Pod[];
  namespaces: Namespace[];
  policies: Policy[];
}

/** The chain FORWARD jumps to; every chain of ours starts with PREFIX. */
export const PREFIX = 'DEGS-NP-';
export const MAIN_CHAIN = `${PREFIX}FORWARD`;
/** The packet mark bit an allowing rule sets (kube-proxy uses 0x4000 and 0x8000). */
const ALLOWED = '0x20000/0x20000';

/** A label selector's verdict on a set of labels; an empty selector selects everything. */
export function selects(sel: Selector | undefined, labels: Labels): boolean {
  if (!sel) return true;
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of sel.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, e.key);
    const inValues = has && (e.values ?? []).includes(labels[e.key]);
    if (e.operator === 'In' && !inValues) return false;
    if (e.operator === 'NotIn' && inValues) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

const chainName = (kind: string, ...parts: string[]) =>
  `${PREFIX}${kind}-${createHash('sha256').update(parts.join('/')).digest('hex').slice(0, 12)}`;

/** The pods a peer names, seen from a policy's namespace. */
function peerPods(peer: Peer, policy: Policy, state: ClusterState, live: Pod[]): Pod[] {
  if (peer.namespaceSelector) {
    const spaces = new Set(
      state.namespaces.filter((n) => selects(peer.namespaceSelector, n.labels)).map((n) => n.name),
    );
    return live.filter((p) => spaces.has(p.namespace) && selects(peer.podSelector, p.labels));
  }
  return live.filter((p) => p.namespace === policy.namespace && selects(peer.podSelector, p.labels));
}

/** `-p tcp -m tcp --dport 80[:90]` for a port; a named port is looked up on `owner`. */
function portMatch(port: PolicyPort, owner: Pod | undefined): string | undefined {
  const proto = (port.protocol ?? 'TCP').toLowerCase();
  if (port.port === undefined) return `-p ${proto}`;
  let number: number | undefined;
  if (typeof port.port === 'number') number = port.port;
  else if (/^\d+$/.test(port.port)) number = Number(port.port);
  else
    number = owner?.ports.find(
      (p) => p.name === port.port && (p.protocol ?? 'TCP').toLowerCase() === proto,
    )?.containerPort;
  if (number === undefined) return undefined; // a name the pod does not have: the port allows nothing
  const range = port.endPort && typeof port.port === 'number' ? `${number}:${port.endPort}` : `${number}`;
  return `-p ${proto} -m ${proto} --dport ${range}`;
}

/**
 * The lines of one pod's chain for one direction: every rule of every policy that selects it marks
 * what it allows; what is left unmarked is dropped.
 */
function podChain(
  pod: Pod,
  dir: 'in' | 'out',
  policies: Policy[],
  state: ClusterState,
  live: Pod[],
): { chains: string[]; rules: string[] } {
  const chain = chainName(dir === 'in' ? 'I' : 'E', pod.namespace, pod.name);
  const chains = [chain];
  const rules = [`-A ${chain} -j MARK --set-xmark 0x0/0x20000`];
  const peerFlag = dir === 'in' ? '-s' : '-d';
  const allow = (match: string) =>
    rules.push(`-A ${chain}${match ? ` ${match}` : ''} -j MARK --set-xmark ${ALLOWED}`);
  policies.forEach((policy, pi) => {
    (dir === 'in' ? policy.ingress : policy.egress).forEach((rule, ri) => {
      // Ports are named on the pod that receives: the selected pod going in, each peer pod going out.
      const ports = (receiver: Pod | undefined): string[] | undefined =>
        rule.ports?.length
          ? rule.ports.map((p) => portMatch(p, receiver)).filter((m): m is string => m !== undefined)
          : undefined;
      const each = (peer: string, receiver: Pod | undefined) => {
        const list = ports(receiver);
        if (!list) return allow(peer);
        for (const m of list) allow([peer, m].filter(Boolean).join(' '));
      };
      if (!rule.peers?.length) return each('', dir === 'in' ? pod : undefined);
      rule.peers.forEach((peer, qi) => {
        if (peer.ipBlock) {
          const { cidr, except = [] } = peer.ipBlock;
          if (!except.length) return each(`${peerFlag} ${cidr}`, dir === 'in' ? pod : undefined);
          // The excepted addresses leave a chain of their own before its mark.
          const block = chainName('B', pod.namespace, pod.name, dir, String(pi), String(ri), String(qi));
          chains.push(block);
          for (const e of except) rules.push(`-A ${block} ${peerFlag} ${e} -j RETURN`);
          rules.push(`-A ${block} -j MARK --set-xmark ${ALLOWED}`);
          const list = ports(dir === 'in' ? pod : undefined);
          for (const m of list ?? [''])
            rules.push(`-A ${chain} ${[`${peerFlag} ${cidr}`, m].filter(Boolean).join(' ')} -j ${block}`);
          return;
        }
        for (const other of peerPods(peer, policy, state, live))
          each(`${peerFlag} ${other.ip}/32`, dir === 'in' ? pod : other);
      });
    });
  });
  rules.push(`-A ${chain} -m mark --mark ${ALLOWED} -j RETURN`, `-A ${chain} -j DROP`);
  return { chains, rules };
}

/**
 * Our part of the filter table: the main chain (conversations already allowed go on; a pod's
 * egress, then its peer's ingress, each checked in the pod's own chain) and every pod's chains.
 */
export function render(state: ClusterState): { chains: string[]; rules: string[] } {
  const live = state.pods.filter((p) => p.ip && !p.hostNetwork);
  const chains = [MAIN_CHAIN];
  const rules = [`-A ${MAIN_CHAIN} -m conntrack --ctstate ESTABLISHED,RELATED -j RETURN`];
  const jumps: string[] = [];
  for (const dir of ['out', 'in'] as const) {
    const type = dir === 'in' ? 'Ingress' : 'Egress';
    for (const pod of live) {
      const mine = state.policies.filter(
        (p) => p.namespace === pod.namespace && p.types.includes(type) && selects(p.podSelector, pod.labels),
      );
      if (!mine.length) continue;
      const own = podChain(pod, dir, mine, state, live);
      chains.push(...own.chains);
      rules.push(...own.rules);
      jumps.push(`-A ${MAIN_CHAIN} ${dir === 'in' ? '-d' : '-s'} ${pod.ip}/32 -j ${own.chains[0]}`);
    }
  }
  return { chains, rules: [rules[0], ...jumps, ...rules.slice(1)] };
}

/**
 * The iptables-restore input (with --noflush) that makes our chains what `now` says: each chain
 * declared (which empties it) and filled; chains of the last pass no longer wanted are deleted.
 */
export function restoreInput(now: { chains: string[]; rules: string[] }, before: string[]): string {
  const gone = before.filter((c) => !now.chains.includes(c));
  return [
    '*filter',
    ...[...now.chains, ...gone].map((c) => `:${c} - [0:0]`),
    ...now.rules,
    ...gone.map((c) => `-X ${c}`),
    'COMMIT',
    '',
  ].join('\n');
}

/** What the API server lists, in our terms. */
export function fromApi(pods: ApiObject[], namespaces: ApiObject[], policies: ApiObject[]): ClusterState {
  return {
    pods: pods.map((p) => ({
      namespace: p.metadata.namespace ?? 'default',
      name: p.metadata.name,
      labels: p.metadata.labels ?? {},
      ip: p.status?.phase === 'Succeeded' || p.status?.phase === 'Failed' ? undefined : p.status?.podIP,
      hostNetwork: p.spec?.hostNetwork === true,
      ports: (p.spec?.containers ?? []).flatMap((c) => c.ports ?? []),
    })),
    namespaces: namespaces.map((n) => ({ name: n.metadata.name, labels: n.metadata.labels ?? {} })),
    policies: policies.map((p) => {
      const spec = p.spec ?? {};
      const rules = (list: ApiRule[] | undefined, key: 'from' | 'to'): Rule[] =>
        (list ?? []).map((r) => ({ peers: r[key], ports: r.ports }));
      return {
        namespace: p.metadata.namespace ?? 'default',
        name: p.metadata.name,
        podSelector: spec.podSelector ?? {},
        // As the API defaults it: Ingress always, Egress when egress rules are given.
        types: spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress']),
        ingress: rules(spec.ingress, 'from'),
        egress: rules(spec.egress, 'to'),
      };
    }),
  };
}

interface ApiRule {
  from?: Peer[];
  to?: Peer[];
  ports?: PolicyPort[];
}

/** A Kubernetes object as the API sends it (only the fields read here). */
export interface ApiObject {
  metadata: { name: string; namespace?: string; labels?: Labels };
  spec?: {
    hostNetwork?: boolean;
    containers?: { ports?: Pod['ports'] }[];
    podSelector?: Selector;
    policyTypes?: Policy['types'];
    ingress?: ApiRule[];
    egress?: ApiRule[];
  };
  status?: { phase?: string; podIP?: string };
}
