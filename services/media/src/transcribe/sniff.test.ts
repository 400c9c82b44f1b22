import { sniffRecording } from './sniff';

const webmHead = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104', 'hex');
const mp4Head = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypiso5\0\0\x02\0iso5iso6mp41', 'latin1'),
]);

test('webm (EBML with DocType webm) and mp4 (an ftyp box) are recognised by their bytes', () => {
  expect(sniffRecording(webmHead)).toBe('webm');
  expect(sniffRecording(mp4Head)).toBe('mp4');
});

test('anything else is not a recording, whatever it is called', () => {
  const matroska = Buffer.from(webmHead.toString('hex').replace('7765626d', '6d6b7620'), 'hex'); // 'mkv '
  expect(sniffRecording(matroska)).toBeNull();
  expect(sniffRecording(Buffer.from('RIFF\x24\x08\0\0WAVEfmt ', 'latin1'))).toBeNull();
  expect(sniffRecording(Buffer.from('OggS\0\x02\0\0\0\0\0\0', 'latin1'))).toBeNull();
  expect(sniffRecording(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
  expect(sniffRecording(Buffer.alloc(0))).toBeNull();
  expect(
    sniffRecording(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ', 'latin1')])),
  ).toBeNull();
});
