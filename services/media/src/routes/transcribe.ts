// POST /api/transcribe: a recording (webm or mp4 audio, at most 5 MB) to text. Streams the upload to a
// private temp folder, judges it by its bytes, decodes it with ffmpeg to 16 kHz mono and hands it to
// the speech provider. Always removes its files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { ServiceContext } from '@degs/kit';
import { TranscribeError } from '../transcribe/errors';
import { receiveRecording } from '../transcribe/upload';
import { sniffRecording } from '../transcribe/sniff';
import { hasAudio, toWav } from '../transcribe/decode';
import type { SpeechProvider } from '../transcribe/providers';
import { Gate } from '../transcribe/limiter';

const NOT_AUDIO = 'Audio format not supported: send a webm or mp4 audio recording';
const PER_USER = { limit: 30, windowMs: 60 * 60_000 };

export function transcribeRoutes(
  ctx: ServiceContext,
  provider: SpeechProvider | null,
  concurrency: number,
): Router {
  const router = Router();
  const gate = new Gate(concurrency, concurrency * 4);

  const fail = (res: Response, status: number, message: string) =>
    res.status(status).json({ success: false, error: { message } });

  /** The whole job; its files are removed before the answer goes out. */
  async function transcribe(req: Request, res: Response, userId: string): Promise<string> {
    if (!provider)
      throw new TranscribeError(
        503,
        'Transcription is not available on this server: install pocketsphinx or set STT_BASE_URL',
      );
    const limit = await ctx.store.rateLimit(`media:transcribe:${userId}`, PER_USER.limit, PER_USER.windowMs);
    if (!limit.allowed) {
      res.set('Retry-After', String(Math.ceil(limit.retryAfterMs / 1000)));
      throw new TranscribeError(429, 'Too many recordings for now. Please try again later.');
    }
    const dir = await mkdtemp(join(tmpdir(), 'degs-stt-'));
    let leave: (() => void) | null = null;
    try {
      const upload = await receiveRecording(req, dir);
      const kind = sniffRecording(upload.head);
      if (!kind || !(await hasAudio(kind, upload.path))) throw new TranscribeError(415, NOT_AUDIO);
      leave = await gate.enter();
      if (!leave)
        throw new TranscribeError(503, 'Transcription is busy right now. Please try again in a moment.');
      const wav = join(dir, 'audio.wav');
      await toWav(kind, upload.path, wav);
      const text = await provider.transcribe(wav);
      if (!text) throw new TranscribeError(422, 'No words were heard in the recording. Please try again.');
      return text;
    } finally {
      leave?.();
      await rm(dir, { recursive: true, force: true });
    }
  }

  router.post('/api/transcribe', ctx.requireSession, async (req, res) => {
    try {
      res.json({ success: true, text: await transcribe(req, res, res.locals.session.userId) });
    } catch (e) {
      if (e instanceof TranscribeError) return fail(res, e.status, e.message);
      ctx.log.error({ err: e instanceof Error ? e.message : e }, 'transcription failed');
      fail(res, 500, 'Transcription failed');
    }
  });

  return router;
}
