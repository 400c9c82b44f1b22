import {
  microphoneError,
  recordingFileName,
  recordingMimeType,
  recordingProblem,
  transcriptionError,
} from './voice';

test('mp4 where supported, else webm; the file is named after the type', () => {
  expect(recordingMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
  expect(recordingMimeType(() => false)).toBe('audio/webm');
  expect(recordingFileName('audio/mp4')).toBe('recording.mp4');
  expect(recordingFileName('audio/mp4;codecs=opus')).toBe('recording.mp4');
  expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
});

test('under 3 s or over 5 MB is refused', () => {
  expect(recordingProblem(2_999, 10)).toBe('Recording is too short. Please record for at least 3 seconds.');
  expect(recordingProblem(3_000, 5_242_880)).toBeNull();
  expect(recordingProblem(60_000, 5_242_881)).toBe('Recording is too large. Please try a shorter recording.');
});

test('every microphone failure of spec §8', () => {
  expect(microphoneError('NotAllowedError')).toBe(
    'Microphone access denied. Please allow microphone access to record audio.',
  );
  expect(microphoneError('NotFoundError')).toBe(
    'No microphone found. Please connect a microphone and try again.',
  );
  expect(microphoneError('NotReadableError')).toBe(
    'Could not access your microphone. Please check your device settings.',
  );
  expect(microphoneError('AbortError')).toBe(
    'Failed to start recording. Please check your microphone connection.',
  );
  expect(microphoneError(undefined)).toBe(
    'Failed to start recording. Please check your microphone connection.',
  );
});

test('transcription failures by status', () => {
  expect(transcriptionError('Transcription failed: 401 No session token found')).toBe(
    'Please sign in to use audio transcription.',
  );
  expect(transcriptionError('Transcription failed: 413')).toBe(
    'Recording is too large. Please try a shorter recording.',
  );
  expect(transcriptionError('Transcription failed: 415')).toBe(
    'Audio format not supported. Please try again.',
  );
  expect(transcriptionError('Transcription failed: 503')).toBe(
    'Failed to transcribe audio. Please try again.',
  );
  expect(transcriptionError(undefined)).toBe('Failed to transcribe audio. Please try again.');
});
