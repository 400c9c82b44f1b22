// The whole product in one of its placements, for API suites that must pass on both.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { requireEnv } from '@degs/kit/src/testing/wait';
import { freePort, freePortBlock, startProcess, waitHealthy, ROOT, type Proc } from './processes';

export interface Stack {
  placement: 'embedded' | 'distributed';
  app: string;
  play: string;
  /** Base URL of a service, bypassing the gateway (as another service would call it). */
  service(name: string): string;
  databaseUrl: string;
  mailDir: string;
  serviceTokenSecret: string;
  stop(): Promise<void>;
}

const SERVICES = ['auth', 'user', 'game', 'generation', 'social', 'notification', 'media'];

export async function startEmbeddedStack(env: Record<string, string> = {}): Promise<Stack & { proc: Proc }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'degs-stack-'));
  const [port, playPort, pgPort, base] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePortBlock(8),
  ];
  const proc = startProcess('packages/embedded/dist/main.js', {
    PORT: String(port),
    PLAY_PORT: String(playPort),
    PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    SERVICE_PORT_BASE: String(base),
    ...env,
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/readyz`, proc);
    for (let i = 1; i <= 7; i++) await waitHealthy(`http://127.0.0.1:${base + i}/readyz`, proc);
  } catch (e) {
    await proc.stop(); // not left running (nor holding the test run open) when it never got ready
    throw e;
  }
  return {
    placement: 'embedded',
    proc,
    app: `http://localhost:${port}`,
    play: `http://localhost:${playPort}`,
    service: (name) => `http://127.0.0.1:${base + 1 + SERVICES.indexOf(name)}`,
    databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    mailDir: join(dataDir, 'mail'),
    serviceTokenSecret: JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).SERVICE_TOKEN_SECRET,
    stop: async () => void (await proc.stop()),
  };
}

/**
 * The infra profile the suites run on (INFRA_PROFILE), as scripts/infra.sh and scripts/processes.sh
 * place it: its state folder (INFRA_DIR) and, for 'test', ports that follow INFRA_PORT_BASE, so two
 * test runs on one machine do not meet.
 */
export function infraProfile(): {
  name: string;
  state: string;
  gatewayPort: number;
  playPort: number;
  /** The port of the i-th service of SERVICE_NAMES (0 is auth). */
  servicePort(i: number): number;
} {
  const name = requireEnv('INFRA_PROFILE');
  const base = Number(process.env.INFRA_PORT_BASE || 25_000);
  const [gatewayPort, playPort, services] =
    name === 'test'
      ? [base + 80, base + 81, base + 100]
      : [Number(process.env.PORT || 8080), Number(process.env.PLAY_PORT || 8081), 7100];
  return {
    name,
    state: process.env.INFRA_DIR || join(ROOT, '.infra', name),
    gatewayPort,
    playPort,
    servicePort: (i) => services + 1 + i,
  };
}

/** `make up`'s processes on the test profile's PostgreSQL, Redis and Kafka. */
export async function startDistributedStack(env: Record<string, string> = {}): Promise<Stack> {
  const profile = infraProfile();
  const state = profile.state;
  const run = (cmd: string) =>
    execFileSync('bash', [join(ROOT, 'scripts/processes.sh'), cmd, profile.name], {
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
  // The test profile's Redis is ours alone: start from no limits, nonces or revocations of earlier runs.
  const redis = new Redis(requireEnv('REDIS_URL'));
  await redis.flushall();
  await redis.quit();
  run('start');
  const secrets = readEnvFile(join(state, 'secrets.env'));
  return {
    placement: 'distributed',
    app: `http://localhost:${profile.gatewayPort}`,
    play: `http://localhost:${profile.playPort}`,
    service: (name) => `http://127.0.0.1:${profile.servicePort(SERVICES.indexOf(name))}`,
    databaseUrl: requireEnv('DATABASE_URL'),
    mailDir: join(state, 'mail'),
    serviceTokenSecret: secrets.SERVICE_TOKEN_SECRET,
    stop: async () => void run('stop'),
  };
}

/** A KEY=value file (the scripts' secrets.env, backends.env): a value may itself hold '='. */
export function readEnvFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes (the link's '=' is '=3D'). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The sign-in link in the newest mail to `to`, read from the .eml files as a person's mail client would. */
export function latestMagicLink(mailDir: string, to: string): string {
  if (!existsSync(mailDir)) throw new Error(`no mail in ${mailDir}`);
  const files = readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => join(mailDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
  for (const f of files) {
    const eml = readFileSync(f, 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml)) {
      const m = /(https?:\/\/[^\s"<]+\/auth\/callback\?token=[A-Za-z0-9_-]+)/.exec(
        decodeQuotedPrintable(eml),
      );
      if (m) return m[1];
    }
  }
  throw new Error(`no sign-in mail to ${to}`);
}
