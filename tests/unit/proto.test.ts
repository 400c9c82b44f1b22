// The committed event code must be what `make proto` generates from proto/ today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classify } from '@degs/kit';
import { decodeEvent, encodeEvent, EVENTS } from '@degs/events';

const root = join(__dirname, '../..');

test('packages/events/gen is up to date with proto/ (run make proto)', () => {
  const out = mkdtempSync(join(tmpdir(), 'proto-'));
  execFileSync('bash', [join(root, 'scripts/gen-proto.sh'), out], { stdio: 'pipe' });
  for (const f of ['events.js', 'events.d.ts']) {
    expect(readFileSync(join(out, f), 'utf8')).toBe(
      readFileSync(join(root, 'packages/events/gen', f), 'utf8'),
    );
  }
});

test('every event type round-trips through its envelope', () => {
  for (const type of Object.keys(EVENTS) as (keyof typeof EVENTS)[]) {
    const e = encodeEvent(type, {} as never, { producer: 'test', key: 'k1', eventId: `id-${type}` });
    expect(e.topic).toBe(EVENTS[type].topic);
    expect(decodeEvent(e.value)).toMatchObject({ eventId: `id-${type}`, type, producer: 'test', key: 'k1' });
  }
  const liked = encodeEvent(
    'social.game_liked',
    { game_key: 'g', user_id: 'u', author_id: 'a', liked_at_ms: 1_790_000_000_123 },
    { producer: 's', key: 'g' },
  );
  // Fields left out decode as their defaults; 64-bit times as plain numbers.
  expect(decodeEvent(liked.value).payload).toEqual({
    game_key: 'g',
    user_id: 'u',
    author_id: 'a',
    game_name: '',
    liked_at_ms: 1_790_000_000_123,
  });
});

test('bytes that are not an envelope of a known type are refused', () => {
  const bogus = encodeEvent('user.updated', { user_id: 'u' }, { producer: 'p', key: 'k' });
  const tampered = Buffer.from(
    bogus.value.toString('latin1').replace('user.updated', 'user.deleted'),
    'latin1',
  );
  expect(() => decodeEvent(tampered)).toThrow("unknown event type 'user.deleted'");
});

test('what cannot be decoded is poison to a consumer: dead-lettered at once, never retried', () => {
  const bogus = encodeEvent('user.updated', { user_id: 'u' }, { producer: 'p', key: 'k' });
  const unknownType = Buffer.from(
    bogus.value.toString('latin1').replace('user.updated', 'user.deleted'),
    'latin1',
  );
  for (const bytes of [unknownType, Buffer.from([0xff, 0xff, 0xff, 0xff]), bogus.value.subarray(0, 9)]) {
    let thrown: unknown;
    try {
      decodeEvent(bytes);
    } catch (e) {
      thrown = e;
    }
    expect(classify(thrown)).toBe('poison');
  }
});
