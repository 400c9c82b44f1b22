// POST /api/transcribe on the media service (issue 6): real read speech — Debian's LibriVox clips,
// encoded by ffmpeg as browsers record (webm/opus, mp4/aac) — transcribed offline by pocketsphinx with
// most words right; an OpenAI-compatible endpoint spoken to over its real protocol; every error path.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import busboy from 'busboy';
import { service as userService } from '@degs/service-user';
import { service as mediaService } from '@degs/service-media';
import { startServices, type Person } from '../support/services';
import { freePort } from '../support/processes';

jest.setTimeout(300_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Services = Awaited<ReturnType<typeof startServices>>;

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const work = mkdtempSync(join(tmpdir(), 'degs-speech-test-'));
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);

/** The clips and what is said in them (Debian's pocketsphinx-testdata). */
function clips(): { id: string; wav: string; words: string[] }[] {
  return readFileSync(join(LIBRIVOX, 'transcription'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [, said, id] = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim())!;
      return { id, wav: join(LIBRIVOX, `${id}.wav`), words: said.split(' ') };
    });
}

/** Words of the reference found in order in the hypothesis (longest common subsequence). */
function wordsRight(reference: string[], hypothesis: string[]): number {
  const dp = Array.from({ length: reference.length + 1 }, () => new Array(hypothesis.length + 1).fill(0));
  for (let i = 1; i <= reference.length; i++)
    for (let j = 1; j <= hypothesis.length; j++)
      dp[i][j] =
        reference[i - 1] === hypothesis[j - 1] ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
  return dp[reference.length][hypothesis.length];
}

let s: Services;
let ann: Person;
beforeAll(async () => {
  delete process.env.STT_PROVIDER;
  s = await startServices([userService, mediaService]);
  ann = await s.person(`speaker${Date.now() % 100_000}`);
});
afterAll(async () => {
  await s?.stop();
});

async function upload(
  body: Buffer,
  filename = 'recording.webm',
  opts: { token?: string | null; contentType?: string } = {},
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type: opts.contentType ?? 'audio/webm' }), filename);
  const token = opts.token === undefined ? ann.token : opts.token;
  const r = await fetch(`http://127.0.0.1:${s.svc('media').server.port}/api/transcribe`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: r.status, body: (await r.json()) as Json };
}

const sttDirs = () => readdirSync(tmpdir()).filter((d) => d.startsWith('degs-stt-')).length;

describe('pocketsphinx, offline', () => {
  test('read speech recorded as webm/opus and mp4/aac is transcribed with most words right', async () => {
    const before = sttDirs();
    let right = 0;
    let total = 0;
    for (const clip of clips()) {
      const webm = join(work, `${clip.id}.webm`);
      const mp4 = join(work, `${clip.id}.mp4`);
      // As browsers record: 48 kHz Opus in WebM (Chrome, Firefox), AAC in MP4 (Safari).
      ffmpeg('-i', clip.wav, '-ar', '48000', '-ac', '1', '-c:a', 'libopus', '-b:a', '128k', webm);
      ffmpeg('-i', clip.wav, '-ar', '48000', '-ac', '1', '-c:a', 'aac', '-b:a', '128k', mp4);
      for (const [file, name] of [
        [webm, 'recording.webm'],
        [mp4, 'recording.mp4'],
      ]) {
        const r = await upload(readFileSync(file), name);
        expect(r.status).toBe(200);
        expect(r.body.success).toBe(true);
        const heard = String(r.body.text).toLowerCase().split(/\s+/);
        const ok = wordsRight(clip.words, heard);
        expect(ok / clip.words.length).toBeGreaterThanOrEqual(0.4);
        right += ok;
        total += clip.words.length;
      }
    }
    expect(right / total).toBeGreaterThan(0.6); // most words right over all clips
    expect(sttDirs()).toBe(before); // no temp files left
  });

  test('judged by its bytes: a WAV, a text file or a video without sound named like a recording is refused', async () => {
    const before = sttDirs();
    const wav = readFileSync(clips()[0].wav);
    expect(await upload(wav, 'recording.webm')).toEqual({
      status: 415,
      body: { success: false, error: { message: expect.stringContaining('Audio format not supported') } },
    });
    expect(
      (await upload(Buffer.from('hello, not audio at all'), 'recording.mp4', { contentType: 'audio/mp4' }))
        .status,
    ).toBe(415);
    const silentVideo = join(work, 'video.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x64:rate=10', '-pix_fmt', 'yuv420p', silentVideo);
    expect((await upload(readFileSync(silentVideo), 'recording.mp4')).status).toBe(415);
    // A webm whose header is right but whose body is garbage.
    const webm = readFileSync(join(work, `${clips()[0].id}.webm`));
    const broken = Buffer.concat([webm.subarray(0, 64), Buffer.alloc(4096, 7)]);
    expect((await upload(broken, 'recording.webm')).status).toBe(415);
    expect(sttDirs()).toBe(before);
  });

  test('over 5,242,880 bytes is a 413, whether declared up front or found while streaming', async () => {
    const before = sttDirs();
    const big = Buffer.alloc(5_242_881, 1);
    expect(await upload(big)).toEqual({
      status: 413,
      body: { success: false, error: { message: 'Recording is too large. Please try a shorter recording.' } },
    });
    // No Content-Length: the limit is found in the stream.
    const boundary = 'degsboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
    );
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 8 * 1024 * 1024) return controller.close();
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024).fill(2));
      },
    });
    const r = await fetch(`http://127.0.0.1:${s.svc('media').server.port}/api/transcribe`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ann.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
    expect(sttDirs()).toBe(before);
  });

  test('no session is a 401; a body that is not a form is a 400', async () => {
    expect((await upload(Buffer.from('x'), 'recording.webm', { token: null })).status).toBe(401);
    const r = await s.call('media', 'POST', '/api/transcribe', ann.token, { file: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});

describe('providers', () => {
  const short = () => readFileSync(join(work, `${clips()[1].id}.webm`));

  test('no provider: 503 saying so', async () => {
    process.env.STT_PROVIDER = 'none';
    await s.restart(mediaService);
    const r = await upload(short());
    expect(r.status).toBe(503);
    expect(r.body.error.message).toMatch(/not available on this server/);
  });

  test('an OpenAI-compatible endpoint gets the audio as multipart with the model and key', async () => {
    const seen: Json[] = [];
    const port = await freePort();
    let answer = 200;
    const server = http.createServer((req, res) => {
      const got: Json = { url: req.url, auth: req.headers.authorization, fields: {} };
      const parser = busboy({ headers: req.headers });
      parser.on('field', (k, v) => (got.fields[k] = v));
      parser.on('file', (_k, file, info) => {
        const chunks: Buffer[] = [];
        file.on('data', (c: Buffer) => chunks.push(c));
        file.on(
          'end',
          () =>
            (got.file = {
              name: info.filename,
              head: Buffer.concat(chunks).subarray(0, 4).toString('latin1'),
            }),
        );
      });
      parser.on('close', () => {
        seen.push(got);
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            answer === 200 ? { text: ' a snake game on the moon ' } : { error: { message: 'boom' } },
          ),
        );
      });
      req.pipe(parser);
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      Object.assign(process.env, {
        STT_PROVIDER: 'openai',
        STT_BASE_URL: `http://127.0.0.1:${port}/v1`,
        STT_MODEL: 'whisper-large-v3',
        STT_API_KEY: 'sk-test',
      });
      await s.restart(mediaService);
      expect(await upload(short())).toEqual({
        status: 200,
        body: { success: true, text: 'a snake game on the moon' },
      });
      expect(seen[0]).toMatchObject({
        url: '/v1/audio/transcriptions',
        auth: 'Bearer sk-test',
        fields: { model: 'whisper-large-v3' },
        file: { name: 'recording.wav', head: 'RIFF' },
      });
      answer = 500;
      const failed = await upload(short());
      expect(failed.status).toBe(502);
      expect(failed.body.success).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
    }
    // The endpoint gone: 503.
    const down = await upload(short());
    expect(down.status).toBe(503);
    expect(down.body.error.message).toMatch(/unavailable/);
  });

  afterAll(async () => {
    for (const k of ['STT_PROVIDER', 'STT_BASE_URL', 'STT_MODEL', 'STT_API_KEY']) delete process.env[k];
  });
});
