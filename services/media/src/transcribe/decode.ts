// ffmpeg turns a recording into what recognisers want: 16 kHz mono 16-bit WAV. No shell; the input
// format is forced from the sniffed kind; only the local file protocol is allowed (a crafted file
// cannot make ffmpeg open URLs or other files); time, length and size are capped.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { DEMUXER, type RecordingKind } from './sniff';
import { TranscribeError } from './errors';

export const MAX_SECONDS = 60;
const TIMEOUT_MS = 30_000;
/** 16 kHz × 2 bytes × (60 s + slack) plus the header. */
const MAX_WAV_BYTES = 16_000 * 2 * (MAX_SECONDS + 5) + 1024;

function run(cmd: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      cmd,
      args,
      { timeout: TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024, windowsHide: true },
      (err, stdout, stderr) => (err ? reject(Object.assign(err, { stderr })) : resolve({ stdout, stderr })),
    );
  });
}

const safeInput = (kind: RecordingKind, path: string) => [
  '-protocol_whitelist',
  'file',
  '-f',
  DEMUXER[kind],
  '-i',
  `file:${path}`,
];

/** Whether the file holds an audio stream (an mp4 of video alone is not a recording). */
export async function hasAudio(kind: RecordingKind, path: string): Promise<boolean> {
  try {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      ...safeInput(kind, path),
      '-select_streams',
      'a',
      '-show_entries',
      'stream=codec_type',
      '-of',
      'csv=p=0',
    ]);
    return stdout.includes('audio');
  } catch {
    return false;
  }
}

export async function toWav(kind: RecordingKind, input: string, output: string): Promise<void> {
  try {
    await run('ffmpeg', [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      ...safeInput(kind, input),
      '-map',
      '0:a:0',
      '-t',
      String(MAX_SECONDS + 1),
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-fs',
      String(MAX_WAV_BYTES),
      '-f',
      'wav',
      `file:${output}`,
    ]);
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT')
      throw new TranscribeError(503, 'Transcription is not available on this server (ffmpeg is missing)');
    throw new TranscribeError(415, 'Audio format not supported: the recording could not be decoded');
  }
  if ((await stat(output)).size <= 44) throw new TranscribeError(422, 'The recording holds no audio');
}
