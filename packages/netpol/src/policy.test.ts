import { MAIN_CHAIN, render, restoreInput, selects, fromApi, type ClusterState, type Pod } from './policy';

const pod = (name: string, ip: string, labels: Record<string, string>, ports: Pod['ports'] = []): Pod => ({
  namespace: 'default',
  name,
  labels,
  ip,
  ports,
});
const degs = { 'app.kubernetes.io/part-of': 'degs' };

/** The state the chart makes: social takes only pods of the product, on its port. */
const state = (extra: Partial<ClusterState> = {}): ClusterState => ({
  pods: [
    pod('social-1', '10.244.0.5', { ...degs, 'app.kubernetes.io/name': 'degs-social' }, [
      { name: 'http', containerPort: 7105 },
    ]),
    pod('gateway-1', '10.244.0.6', { ...degs, 'app.kubernetes.io/name': 'degs-gateway' }),
    pod('stranger', '10.244.0.9', { run: 'stranger' }),
  ],
  namespaces: [{ name: 'default', labels: { 'kubernetes.io/metadata.name': 'default' } }],
  policies: [
    {
      namespace: 'default',
      name: 'degs-social',
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'degs-social' } },
      types: ['Ingress'],
      ingress: [{ peers: [{ podSelector: { matchLabels: degs } }], ports: [{ port: 7105 }] }],
      egress: [],
    },
  ],
  ...extra,
});

/**
 * Follows a new TCP connection through the rendered chains the way iptables would: the verdict
 * for a packet from `src` to `dst`:`port`.
 */
function verdict(r: { rules: string[] }, src: string, dst: string, port: number): 'ACCEPT' | 'DROP' {
  let mark = false;
  const run = (chain: string): 'RETURN' | 'DROP' => {
    for (const rule of r.rules.filter((l) => l.startsWith(`-A ${chain} `))) {
      if (rule.includes('--ctstate')) continue; // a new connection
      const s = rule.match(/-s (\S+)/)?.[1];
      const d = rule.match(/-d (\S+)/)?.[1];
      const p = rule.match(/--dport (\d+)(?::(\d+))?/);
      if (s && !inCidr(src, s)) continue;
      if (d && !inCidr(dst, d)) continue;
      if (p && (port < Number(p[1]) || port > Number(p[2] ?? p[1]))) continue;
      if (rule.includes('--mark ')) {
        if (mark) return 'RETURN';
        continue;
      }
      if (rule.includes('--set-xmark 0x0/')) mark = false;
      else if (rule.includes('--set-xmark 0x20000/')) mark = true;
      else if (rule.endsWith('-j DROP')) return 'DROP';
      else if (rule.endsWith('-j RETURN')) return 'RETURN';
      else if (run(rule.split(' -j ')[1]) === 'DROP') return 'DROP';
    }
    return 'RETURN';
  };
  return run(MAIN_CHAIN) === 'DROP' ? 'DROP' : 'ACCEPT';
}

function inCidr(ip: string, cidr: string): boolean {
  const [base, bits = '32'] = cidr.split('/');
  const n = (a: string) => a.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(n(ip) / size) === Math.floor(n(base) / size);
}

describe('NetworkPolicies as iptables rules', () => {
  test('a selected pod takes its allowed peers on its allowed port and nothing else', () => {
    const r = render(state());
    expect(verdict(r, '10.244.0.6', '10.244.0.5', 7105)).toBe('ACCEPT'); // the gateway
    expect(verdict(r, '10.244.0.9', '10.244.0.5', 7105)).toBe('DROP'); // a pod outside the product
    expect(verdict(r, '10.244.0.6', '10.244.0.5', 22)).toBe('DROP'); // another port
    expect(verdict(r, '10.244.0.9', '10.244.0.6', 8080)).toBe('ACCEPT'); // the gateway has no policy
    // Answers of allowed conversations pass before anything else.
    expect(r.rules[0]).toBe(`-A ${MAIN_CHAIN} -m conntrack --ctstate ESTABLISHED,RELATED -j RETURN`);
  });

  test('named ports are the receiving pod’s; a name it lacks allows nothing', () => {
    const named = (port: string) =>
      state({
        policies: [{ ...state().policies[0], ingress: [{ ports: [{ port }] }] }],
      });
    expect(verdict(render(named('http')), '10.244.0.9', '10.244.0.5', 7105)).toBe('ACCEPT');
    expect(verdict(render(named('grpc')), '10.244.0.9', '10.244.0.5', 7105)).toBe('DROP');
  });

  test('no rules isolates (default deny); an empty rule allows everything', () => {
    const deny = state({ policies: [{ ...state().policies[0], ingress: [] }] });
    expect(verdict(render(deny), '10.244.0.6', '10.244.0.5', 7105)).toBe('DROP');
    const open = state({ policies: [{ ...state().policies[0], ingress: [{}] }] });
    expect(verdict(render(open), '10.244.0.9', '10.244.0.5', 1)).toBe('ACCEPT');
  });

  test('ipBlock with except, and egress from a selected pod', () => {
    const s = state({
      policies: [
        {
          namespace: 'default',
          name: 'stranger-out',
          podSelector: { matchLabels: { run: 'stranger' } },
          types: ['Egress'],
          ingress: [],
          egress: [{ peers: [{ ipBlock: { cidr: '10.244.0.0/24', except: ['10.244.0.6/32'] } }] }],
        },
      ],
    });
    const r = render(s);
    expect(verdict(r, '10.244.0.9', '10.244.0.5', 7105)).toBe('ACCEPT');
    expect(verdict(r, '10.244.0.9', '10.244.0.6', 8080)).toBe('DROP'); // excepted
    expect(verdict(r, '10.244.0.9', '192.0.2.2', 5432)).toBe('DROP'); // outside the block
    expect(verdict(r, '10.244.0.6', '10.244.0.9', 80)).toBe('ACCEPT'); // ingress untouched
  });

  test('namespace selectors pick pods by their namespace’s labels', () => {
    const s = state({
      pods: [...state().pods, { ...pod('prober', '10.244.0.20', {}), namespace: 'monitoring' }],
      namespaces: [
        ...state().namespaces,
        { name: 'monitoring', labels: { 'kubernetes.io/metadata.name': 'monitoring' } },
      ],
      policies: [
        {
          ...state().policies[0],
          ingress: [
            {
              peers: [
                { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
              ],
            },
          ],
        },
      ],
    });
    expect(verdict(render(s), '10.244.0.20', '10.244.0.5', 7105)).toBe('ACCEPT');
    expect(verdict(render(s), '10.244.0.6', '10.244.0.5', 7105)).toBe('DROP');
  });

  test('selectors: matchLabels and every operator of matchExpressions', () => {
    const l = { app: 'web', tier: 'front' };
    expect(selects({}, l)).toBe(true);
    expect(selects({ matchLabels: { app: 'web' } }, l)).toBe(true);
    expect(selects({ matchLabels: { app: 'api' } }, l)).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'tier', operator: 'In', values: ['front'] }] }, l)).toBe(true);
    expect(selects({ matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['front'] }] }, l)).toBe(
      false,
    );
    expect(selects({ matchExpressions: [{ key: 'x', operator: 'Exists' }] }, l)).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'x', operator: 'DoesNotExist' }] }, l)).toBe(true);
  });

  test('the restore input empties and refills our chains and deletes the ones no longer wanted', () => {
    const before = render(state()).chains;
    const now = render(state({ policies: [] }));
    const input = restoreInput(now, before);
    expect(input.startsWith('*filter\n')).toBe(true);
    expect(input.trimEnd().endsWith('COMMIT')).toBe(true);
    const gone = before.filter((c) => c !== MAIN_CHAIN);
    expect(gone.length).toBe(1);
    expect(input).toContain(`:${gone[0]} - [0:0]`);
    expect(input).toContain(`-X ${gone[0]}`);
    expect(input).not.toContain(`-X ${MAIN_CHAIN}`);
  });

  test('finished and host-network pods are not addressed; the API defaults the policy types', () => {
    const s = fromApi(
      [
        {
          metadata: { name: 'a', namespace: 'default' },
          status: { phase: 'Succeeded', podIP: '10.244.0.7' },
        },
        {
          metadata: { name: 'b', namespace: 'default' },
          spec: { hostNetwork: true },
          status: { podIP: '192.0.2.2' },
        },
      ],
      [],
      [
        { metadata: { name: 'p', namespace: 'default' }, spec: { podSelector: {}, egress: [{}] } },
        { metadata: { name: 'q', namespace: 'default' }, spec: { podSelector: {} } },
      ],
    );
    expect(s.pods[0].ip).toBeUndefined();
    expect(render(s).chains).toEqual([MAIN_CHAIN]);
    expect(s.policies.map((p) => p.types)).toEqual([['Ingress', 'Egress'], ['Ingress']]);
  });
});
