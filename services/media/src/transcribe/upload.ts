// Receives the multipart upload straight to a file, stopping at the size limit while it streams: the
// body is never held in memory, and past the limit the rest is discarded unread (or the connection
// dropped when it goes on and on).
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import busboy from 'busboy';
import { TranscribeError } from './errors';

export const RECORDING_LIMIT = 5_242_880;
/** Room for the multipart envelope around the file. */
const ENVELOPE = 64 * 1024;
/** Past this much discarded body the connection is cut rather than drained. */
const DRAIN_CAP = 64 * 1024 * 1024;
const HEAD = 64;

export interface Received {
  path: string;
  head: Buffer;
  bytes: number;
}

export const TOO_LARGE = 'Recording is too large. Please try a shorter recording.';

/** Stops reading into anything: the rest of the body is read and dropped, up to a cap. */
function discardRest(req: Request): void {
  let dropped = 0;
  req.unpipe();
  req.on('data', (c: Buffer) => {
    dropped += c.length;
    if (dropped > DRAIN_CAP) req.destroy();
  });
  req.resume();
}

export function receiveRecording(req: Request, dir: string, limit = RECORDING_LIMIT): Promise<Received> {
  return new Promise((resolve, reject) => {
    const fail = (e: TranscribeError) => {
      discardRest(req);
      reject(e);
    };
    if (Number(req.headers['content-length'] ?? 0) > limit + ENVELOPE)
      return fail(new TranscribeError(413, TOO_LARGE));
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: 1, fields: 8, parts: 9 } });
    } catch {
      return fail(new TranscribeError(400, 'Send the recording as multipart/form-data with one file'));
    }
    let settled = false;
    let written: Promise<Received> | null = null;
    const done = (e: TranscribeError | null, r?: Received) => {
      if (settled) return;
      settled = true;
      if (e) fail(e);
      else resolve(r!);
    };

    parser.on('file', (_field, stream) => {
      if (written) return void stream.resume(); // one file only; others are dropped
      const path = join(dir, 'upload');
      const out = createWriteStream(path, { flags: 'wx' });
      let head = Buffer.alloc(0);
      let bytes = 0;
      stream.on('data', (c: Buffer) => {
        bytes += c.length;
        if (head.length < HEAD) head = Buffer.concat([head, c.subarray(0, HEAD - head.length)]);
      });
      written = new Promise((ok, ko) => {
        out.on('finish', () => ok({ path, head, bytes }));
        out.on('error', ko);
        // busboy fails the file stream too when the form breaks off ('Unexpected end of form'): an
        // unhandled stream error would end the whole process, so it ends this upload instead.
        stream.on('error', (err) => {
          out.destroy();
          ko(err);
        });
      });
      written.catch(() => undefined); // read at 'close', or not at all once the limit was hit
      stream.on('limit', () => {
        stream.unpipe(out);
        stream.resume();
        out.destroy();
        done(new TranscribeError(413, TOO_LARGE));
      });
      stream.pipe(out);
    });
    parser.on('error', () => done(new TranscribeError(400, 'The upload could not be read')));
    parser.on('close', () => {
      if (!written) return done(new TranscribeError(400, 'No recording in the upload'));
      written.then(
        (r) => (r.bytes ? done(null, r) : done(new TranscribeError(400, 'The recording is empty'))),
        () => done(new TranscribeError(500, 'The recording could not be stored')),
      );
    });
    req.on('aborted', () => done(new TranscribeError(400, 'The upload was interrupted')));
    req.on('error', () => done(new TranscribeError(400, 'The upload was interrupted')));
    req.pipe(parser);
  });
}
