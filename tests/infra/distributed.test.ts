// The distributed placement (`make up`): each service and the gateway as its own process on real
// PostgreSQL, Redis and Kafka, started and stopped by the same script `make up` / `make down` use.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES, signServiceToken, SERVICE_TOKEN_HEADER } from '@degs/kit';
import { requireEnv } from '@degs/kit/src/testing/wait';
import { ROOT } from '../support/processes';
import { infraProfile, readEnvFile } from '../support/stack';

jest.setTimeout(180_000);

const state = () => infraProfile().state;
const processes = (cmd: string) =>
  execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), cmd, infraProfile().name], {
    stdio: 'pipe',
  }).toString();
const APP = () => `http://127.0.0.1:${infraProfile().gatewayPort}`;
const PLAY = () => `http://127.0.0.1:${infraProfile().playPort}`;
const servicePort = (i: number) => infraProfile().servicePort(i);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('distributed placement (make up)', () => {
  let pids: number[] = [];

  beforeAll(() => {
    requireEnv('KAFKA_BROKERS');
    processes('start');
    pids = readdirSync(join(state(), 'pids')).map((f) =>
      Number(readFileSync(join(state(), 'pids', f), 'utf8')),
    );
  });
  afterAll(() => {
    processes('stop');
  });

  test('seven services and the gateway run as separate processes, each ready on its backends', async () => {
    expect(pids).toHaveLength(8);
    expect(new Set(pids).size).toBe(8);
    for (const [i, name] of SERVICE_NAMES.entries()) {
      const r = await fetch(`http://127.0.0.1:${servicePort(i)}/readyz`);
      expect({ name, body: await r.json() }).toEqual({
        name,
        body: { status: 'ready', checks: { db: true, bus: true, store: true } },
      });
    }
    expect((await fetch(`${APP()}/readyz`)).status).toBe(200);
  });

  test('the gateway proxies to the owning service process', async () => {
    // No token: the gateway lets it through and the notification service itself refuses it.
    const r = await fetch(`${APP()}/api/notifications?page=1`);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ error: 'No session token found' });
    const bad = await fetch(`${APP()}/api/user/me`, {
      headers: { authorization: 'Bearer forged.token.here' },
    });
    expect(bad.status).toBe(401);
  });

  test('a game page stored through the media service is served on the play origin', async () => {
    const secrets = readEnvFile(join(state(), 'secrets.env'));
    const key = `dist${Date.now()}abcdef`;
    const put = await fetch(`http://127.0.0.1:${servicePort(6)}/internal/assets/${key}/html`, {
      method: 'PUT',
      headers: { [SERVICE_TOKEN_HEADER]: signServiceToken(secrets.SERVICE_TOKEN_SECRET, 'generation') },
      body: '<!doctype html><p>hello</p>',
    });
    expect(put.status).toBe(201);
    const r = await fetch(`${PLAY()}/play/${key}.html`);
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('<!doctype html><p>hello</p>');
  });

  test('make down stops exactly the processes make up started, each draining on SIGTERM', () => {
    processes('stop');
    for (const pid of pids) expect(alive(pid)).toBe(false);
    const logs = readFileSync(join(state(), 'logs', 'gateway.log'), 'utf8');
    expect(logs).not.toMatch(/"level":(50|60)/);
  });
});
