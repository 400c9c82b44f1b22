// Speech to text behind one interface: pocketsphinx (offline, Debian's packages; the default when
// installed) or any OpenAI-compatible /v1/audio/transcriptions endpoint.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { TranscribeError } from './errors';

export interface SpeechProvider {
  readonly name: string;
  /** A 16 kHz mono WAV file to text. */
  transcribe(wavPath: string): Promise<string>;
}

export const SPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';
const SPHINX_BIN = 'pocketsphinx_continuous';

export class PocketSphinx implements SpeechProvider {
  readonly name = 'pocketsphinx';
  constructor(
    private readonly modelDir = SPHINX_MODEL,
    private readonly timeoutMs = 90_000,
  ) {}

  static installed(modelDir = SPHINX_MODEL): boolean {
    const onPath = (process.env.PATH ?? '').split(':').some((d) => d && existsSync(`${d}/${SPHINX_BIN}`));
    return onPath && existsSync(`${modelDir}/en-us`) && existsSync(`${modelDir}/en-us.lm.bin`);
  }

  transcribe(wavPath: string): Promise<string> {
    const args = [
      '-infile',
      wavPath,
      '-hmm',
      `${this.modelDir}/en-us`,
      '-lm',
      `${this.modelDir}/en-us.lm.bin`,
      '-dict',
      `${this.modelDir}/cmudict-en-us.dict`,
      '-logfn',
      '/dev/null',
    ];
    return new Promise((resolve, reject) => {
      execFile(
        SPHINX_BIN,
        args,
        { timeout: this.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
        (err, stdout) => {
          if (err) {
            const missing = (err as { code?: string }).code === 'ENOENT';
            return reject(
              new TranscribeError(
                missing ? 503 : 500,
                missing ? 'Transcription is not available on this server' : 'Transcription failed',
              ),
            );
          }
          // One line per utterance.
          resolve(
            stdout
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean)
              .join(' '),
          );
        },
      );
    });
  }
}

export interface OpenAiSttOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export class OpenAiStt implements SpeechProvider {
  readonly name = 'openai';
  constructor(private readonly o: OpenAiSttOptions) {}

  /** STT_BASE_URL may name the API root with or without its /v1. */
  get url(): string {
    const base = this.o.baseUrl.replace(/\/+$/, '');
    return `${base}${/\/v1$/.test(base) ? '' : '/v1'}/audio/transcriptions`;
  }

  async transcribe(wavPath: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([await readFile(wavPath)], { type: 'audio/wav' }), 'recording.wav');
    form.append('model', this.o.model);
    form.append('response_format', 'json');
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: this.o.apiKey ? { authorization: `Bearer ${this.o.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 60_000),
      });
    } catch {
      throw new TranscribeError(503, 'The transcription service is unavailable right now. Please try again.');
    }
    if (!res.ok) throw new TranscribeError(502, `The transcription service answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { text?: unknown } | null;
    if (!body || typeof body.text !== 'string')
      throw new TranscribeError(502, 'The transcription service gave no text');
    return body.text.trim();
  }
}

export interface SttConfig {
  provider?: string;
  baseUrl?: string;
  model?: string;
  apiKey?: string;
}

/**
 * STT_PROVIDER picks one (pocketsphinx, openai, none); unset, pocketsphinx when installed, else the
 * endpoint when STT_BASE_URL is set, else none — and the route answers 503 saying so.
 */
export function chooseProvider(
  c: SttConfig,
  sphinxInstalled = PocketSphinx.installed(),
): SpeechProvider | null {
  const openai = () =>
    c.baseUrl ? new OpenAiStt({ baseUrl: c.baseUrl, model: c.model ?? 'whisper-1', apiKey: c.apiKey }) : null;
  switch (c.provider) {
    case 'pocketsphinx':
      return sphinxInstalled ? new PocketSphinx() : null;
    case 'openai':
      return openai();
    case 'none':
      return null;
    default:
      return sphinxInstalled ? new PocketSphinx() : openai();
  }
}
