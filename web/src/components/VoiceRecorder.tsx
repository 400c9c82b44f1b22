// The voice recorder in the create/improve modal (spec §4, §5, §8, §9): idle → recording → processing
// → idle. Mono, 16 kHz, 128 kbps, mp4 where the browser records it else webm, 1 s chunks; stops by
// itself at 60 s; under 3 s or over 5 MB refused; the transcript goes into the prompt.
import { useEffect, useRef, useState } from 'react';
import {
  MAX_RECORDING_MS,
  microphoneError,
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_SAMPLE_RATE,
  recordingFileName,
  recordingMimeType,
  recordingProblem,
  TOO_SHORT,
  TOO_SHORT_TOAST,
  TRANSCRIBED,
  transcriptionError,
} from '@degs/rules';
import { getToken, type Json } from '../api';
import type { paths } from '../api-types';
import { useToast } from '../toast';

type State = 'idle' | 'recording' | 'processing';

type Transcribe = paths['/api/transcribe']['post']['responses'];
type TranscribeAnswer = Json<Transcribe[200]> | Json<Transcribe[400]> | { error?: string };

/**
 * POST /api/transcribe; a failure throws 'Transcription failed: <status> <message>'. A multipart body,
 * so a plain fetch (the typed client sends JSON); its answers are typed from the same document.
 */
async function transcribe(blob: Blob): Promise<string> {
  const token = getToken();
  if (!token) throw new Error('Transcription failed: 401 No session token found');
  const form = new FormData();
  form.append('file', blob, recordingFileName(blob.type));
  const res = await fetch('/api/transcribe', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as TranscribeAnswer | null;
  if (!res.ok || !body || !('success' in body) || !body.success) {
    const error = body && 'error' in body ? body.error : undefined;
    const message = typeof error === 'string' ? error : error?.message;
    throw new Error(`Transcription failed: ${res.status} ${message ?? ''}`.trim());
  }
  return body.text ?? '';
}

export function VoiceRecorder({ onText }: { onText(text: string): void }) {
  const toast = useToast();
  const [state, setState] = useState<State>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const release = () => {
    timers.current.forEach((t) => clearTimeout(t));
    timers.current = [];
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };
  // Leaving the modal mid-recording: stop quietly, send nothing.
  useEffect(
    () => () => {
      const rec = recorder.current;
      if (rec?.state === 'recording') {
        rec.onstop = null;
        rec.stop();
      }
      release();
    },
    [],
  );

  async function start() {
    setProblem(null);
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: {
          channelCount: 1,
          sampleRate: RECORDING_SAMPLE_RATE,
          echoCancellation: true,
          noiseSuppression: true,
        },
      });
    } catch (e) {
      toast.error(microphoneError((e as DOMException | undefined)?.name));
      return;
    }
    stream.current = media;
    const mimeType = recordingMimeType((t) => MediaRecorder.isTypeSupported(t));
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(media, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
    } catch {
      release();
      toast.error(microphoneError(undefined));
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: rec.mimeType || mimeType });
      void finish(blob, Date.now() - startedAt);
    };
    recorder.current = rec;
    rec.start(RECORDING_CHUNK_MS);
    setElapsed(0);
    setState('recording');
    const tick = () => {
      setElapsed(Date.now() - startedAt);
      timers.current.push(setTimeout(tick, 100));
    };
    tick();
    timers.current.push(setTimeout(stop, MAX_RECORDING_MS)); // stops by itself at 60 s
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  async function finish(blob: Blob, durationMs: number) {
    const why = recordingProblem(durationMs, blob.size);
    if (why) {
      setState('idle');
      setProblem(why);
      toast.error(why === TOO_SHORT ? TOO_SHORT_TOAST : why);
      return;
    }
    setState('processing');
    try {
      const text = await transcribe(blob);
      onText(text);
      toast.success(TRANSCRIBED);
    } catch (e) {
      toast.error(transcriptionError((e as Error).message));
    } finally {
      setState('idle');
    }
  }

  return (
    <div className="voice" data-testid="voice-recorder" data-state={state}>
      {state === 'idle' && (
        <button type="button" onClick={start} aria-label="Record by voice" title="Speak your prompt">
          🎤
        </button>
      )}
      {state === 'recording' && (
        <>
          <button type="button" className="recording" onClick={stop} aria-label="Stop recording">
            ■ {Math.floor(elapsed / 1000)}s
          </button>
          <div className="progress voice-progress" aria-label="Recording time">
            <div style={{ width: `${Math.min(100, (elapsed / MAX_RECORDING_MS) * 100)}%` }} />
          </div>
        </>
      )}
      {state === 'processing' && (
        <button type="button" disabled aria-label="Transcribing">
          Transcribing...
        </button>
      )}
      {problem && <span className="field-error">{problem}</span>}
    </div>
  );
}
