// What a recording is, judged by its first bytes, never by its name or declared type. Pure.

export type RecordingKind = 'webm' | 'mp4';

/** ffmpeg's demuxer for each kind: the input format is forced, never guessed. */
export const DEMUXER: Record<RecordingKind, string> = { webm: 'matroska', mp4: 'mov' };

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const DOCTYPE = Buffer.from([0x42, 0x82]);

export function sniffRecording(head: Buffer): RecordingKind | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    return brand === 'qt  ' ? null : 'mp4';
  }
  if (head.subarray(0, 4).equals(EBML)) {
    // The EBML header's DocType element: 0x4282, a one-byte size, then the name.
    const at = head.indexOf(DOCTYPE);
    if (at > 0 && at + 3 < head.length) {
      const size = head[at + 2] & 0x7f;
      return head.subarray(at + 3, at + 3 + size).toString('latin1') === 'webm' ? 'webm' : null;
    }
  }
  return null;
}
