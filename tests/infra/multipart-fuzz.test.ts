// Broken uploads never stop the platform (issue 10). A real recording's multipart body is cut at many
// offsets, stripped of boundaries, doubled, flooded with parts and left hanging; every answer is a 4xx
// or a closed connection, and someone else's next request is served. Then `make run`'s supervisor: the
// embedded process killed outright comes back by itself with its data.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@degs/kit/src/testing/wait';
import { startEmbeddedStack, type Stack } from '../support/stack';
import { signedInPerson } from '../support/people';
import { freePort, freePortBlock, startProcess, waitHealthy, type Proc } from '../support/processes';
import { jsonCaller } from '../support/http';

jest.setTimeout(300_000);

const BOUNDARY = 'degsFuzzBoundary7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

/** One second of real speech-like audio, encoded as a browser records it. */
function recording(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'degs-fuzz-'));
  const out = join(dir, 'recording.webm');
  execFileSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=1'].concat([
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'libopus',
      out,
    ]),
  );
  return readFileSync(out);
}

const part = (name: string, filename: string | null, body: Buffer | string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"${CRLF}Content-Type: audio/webm` : '') +
        `${CRLF}${CRLF}`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from(CRLF),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--${CRLF}`);

type Outcome = number | 'closed';

/**
 * Sends exactly these bytes as the body (with this Content-Length, or chunked and then abandoned) and
 * returns the status, or 'closed' when the server closed the connection without one.
 */
function send(
  port: number,
  token: string,
  body: Buffer,
  o: { contentLength?: number; contentType?: string; hang?: boolean; giveUpMs?: number } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const done = (v: Outcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(v);
    };
    const head = [
      'POST /api/transcribe HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${token}`,
      `Content-Type: ${o.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`}`,
      o.hang ? 'Transfer-Encoding: chunked' : `Content-Length: ${o.contentLength ?? body.length}`,
      'Connection: close',
      '',
      '',
    ].join(CRLF);
    socket.on('connect', () => {
      socket.write(head);
      if (o.hang) {
        // A part that never ends: some of it, then the client goes away mid-stream.
        socket.write(`${body.length.toString(16)}${CRLF}`);
        socket.write(body);
        socket.write(CRLF);
        setTimeout(() => done('closed'), 300);
      } else socket.write(body);
    });
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (m) done(Number(m[1]));
    });
    socket.on('error', () => done('closed'));
    socket.on('close', () => done('closed'));
    // The client that sent less than it declared goes away after a while, as a real one would.
    setTimeout(() => done('closed'), o.giveUpMs ?? 20_000);
  });
}

describe('broken multipart uploads on the embedded placement', () => {
  let stack: Stack & { proc: Proc };
  let port: number;
  beforeAll(async () => {
    stack = await startEmbeddedStack({ RATE_LIMIT_MAX: '100000' });
    port = Number(new URL(stack.app).port);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test('every broken upload is a 4xx or a closed connection, and the others are served throughout', async () => {
    const audio = recording();
    const whole = Buffer.concat([part('recording', 'recording.webm', audio), closing]);
    const cases: { name: string; body: Buffer; opts?: Parameters<typeof send>[3] }[] = [];
    // Cut at many offsets: inside the headers, the audio, the closing boundary.
    const cuts = new Set<number>();
    for (let i = 1; i < 200; i += 3) cuts.add(i);
    for (let i = 0; i < 40; i++) cuts.add(Math.floor((whole.length * i) / 40));
    for (let i = 1; i <= 12; i++) cuts.add(whole.length - i);
    for (const at of [...cuts].filter((c) => c > 0 && c < whole.length))
      cases.push({ name: `cut at ${at}`, body: whole.subarray(0, at) });
    cases.push({ name: 'no closing boundary', body: part('recording', 'recording.webm', audio) });
    cases.push({ name: 'no opening boundary', body: whole.subarray(BOUNDARY.length + 4) });
    cases.push({
      name: 'two files',
      body: Buffer.concat([part('a', 'a.webm', audio), part('b', 'b.webm', audio), closing]),
    });
    cases.push({
      name: 'forty fields',
      body: Buffer.concat([...Array.from({ length: 40 }, (_, i) => part(`f${i}`, null, 'x')), closing]),
    });
    cases.push({ name: 'only a closing boundary', body: closing });
    cases.push({ name: 'empty body', body: Buffer.alloc(0) });
    cases.push({ name: 'not multipart', body: whole, opts: { contentType: 'application/octet-stream' } });
    cases.push({ name: 'no boundary given', body: whole, opts: { contentType: 'multipart/form-data' } });
    cases.push({
      name: 'another boundary',
      body: whole,
      opts: { contentType: 'multipart/form-data; boundary=somethingElse' },
    });
    cases.push({
      name: 'declared longer than sent',
      body: whole,
      opts: { contentLength: whole.length + 5000, giveUpMs: 1000 },
    });
    cases.push({
      name: 'a part that never ends',
      body: part('recording', 'recording.webm', audio.subarray(0, 500)),
      opts: { hang: true },
    });

    const outcomes: Record<string, number> = {};
    let token = '';
    for (const [i, c] of cases.entries()) {
      // Transcription allows 30 recordings an hour per person: a new person every 25 cases.
      if (i % 25 === 0) token = await signedInPerson(stack.app, `fuzz${Date.now() % 100_000}_${i}`);
      const outcome = await send(port, token, c.body, c.opts);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      expect([c.name, outcome === 'closed' || (outcome >= 400 && outcome < 500)]).toEqual([c.name, true]);
      expect(stack.proc.child.exitCode).toBeNull();
      // Someone else, right after.
      expect([c.name, (await fetch(`${stack.app}/api/games/public?filter=new`)).status]).toEqual([
        c.name,
        200,
      ]);
    }
    console.log(`multipart fuzz: ${cases.length} cases, answers ${JSON.stringify(outcomes)}`);
    expect(cases.length).toBeGreaterThan(100);
  });
});

describe("make run's supervisor", () => {
  let proc: Proc;
  afterAll(async () => {
    await proc?.stop();
  });

  test('the embedded process killed outright is restarted with its data, and says so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'degs-supervised-'));
    const [appPort, playPort, base] = [await freePort(), await freePort(), await freePortBlock(8)];
    const app = `http://localhost:${appPort}`;
    proc = startProcess('packages/embedded/dist/supervise.js', {
      PORT: String(appPort),
      PLAY_PORT: String(playPort),
      SERVICE_PORT_BASE: String(base),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    await waitHealthy(`${app}/readyz`, proc);
    const name = `kept${Date.now() % 100_000}`;
    const token = await signedInPerson(app, name);
    const call = jsonCaller(() => app);

    const child = Number(/"child_pid":(\d+)/.exec(proc.output())![1]);
    const killedAt = Date.now();
    process.kill(child, 'SIGKILL');
    await waitFor('the supervisor to notice', async () => /stopped unexpectedly/.test(proc.output()));
    await waitHealthy(`${app}/readyz`, proc);
    console.log(`supervised restart: ready again ${Date.now() - killedAt} ms after SIGKILL`);
    expect(proc.output()).toMatch(/"signal":"SIGKILL".*restarting it/);
    expect((await call('GET', '/api/user/me', token)).body.username).toBe(name);
    expect((await call('GET', `/api/users/${name}`)).status).toBe(200);

    // A clean stop is passed on, and ends the supervisor with the process.
    expect(await proc.stop()).toBe(0);
  });
});
