// The voice recorder's rules and messages (spec §5, §8, §9). Pure; shared by the web app and tests.

export const MIN_RECORDING_MS = 3_000;
export const MAX_RECORDING_MS = 60_000;
export const RECORDING_MAX_BYTES = 5_242_880;
export const RECORDING_CHUNK_MS = 1_000;
export const RECORDING_SAMPLE_RATE = 16_000;
export const RECORDING_BITS_PER_SECOND = 128_000;

export const TOO_SHORT = 'Recording is too short. Please record for at least 3 seconds.';
export const TOO_SHORT_TOAST = 'Recording too short';
export const TOO_LARGE = 'Recording is too large. Please try a shorter recording.';
export const TRANSCRIBED = 'Audio transcribed successfully!';

/** mp4 where the browser records it, else webm. */
export function recordingMimeType(isTypeSupported: (type: string) => boolean): string {
  return isTypeSupported('audio/mp4') ? 'audio/mp4' : 'audio/webm';
}

/** The upload's file name follows the recorded type. */
export function recordingFileName(mimeType: string): string {
  return mimeType.startsWith('audio/mp4') ? 'recording.mp4' : 'recording.webm';
}

/** Why a recording cannot be sent, or null when it can. */
export function recordingProblem(durationMs: number, bytes: number): string | null {
  if (durationMs < MIN_RECORDING_MS) return TOO_SHORT;
  if (bytes > RECORDING_MAX_BYTES) return TOO_LARGE;
  return null;
}

/** getUserMedia's failure (a DOMException name) as a person reads it. */
export function microphoneError(name: string | undefined): string {
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'Microphone access denied. Please allow microphone access to record audio.';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'No microphone found. Please connect a microphone and try again.';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'Could not access your microphone. Please check your device settings.';
    default:
      return 'Failed to start recording. Please check your microphone connection.';
  }
}

/** The message of a failed transcription call ('Transcription failed: <status> ...') as a person reads it. */
export function transcriptionError(message: string | undefined): string {
  const m = message || 'Transcription failed';
  if (m.includes('401')) return 'Please sign in to use audio transcription.';
  if (m.includes('413')) return TOO_LARGE;
  if (m.includes('415')) return 'Audio format not supported. Please try again.';
  return 'Failed to transcribe audio. Please try again.';
}
