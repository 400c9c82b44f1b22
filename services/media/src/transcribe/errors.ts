/** A transcription that cannot go on; answered as `{ success: false, error: { message } }`. */
export class TranscribeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
