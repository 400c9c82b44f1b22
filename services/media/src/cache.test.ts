import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AssetCache } from './cache';

const asset = (text: string) => ({
  contentType: 'text/html',
  body: Buffer.from(text),
  etag: `"${text.length}"`,
});

test('keeps the gzip of what it holds', () => {
  const c = new AssetCache();
  const e = c.set('a', asset('<p>hello</p>'.repeat(50)), true);
  expect(gunzipSync(e.gzipped!).toString()).toBe('<p>hello</p>'.repeat(50));
  expect(brotliDecompressSync(e.brotli!).toString()).toBe('<p>hello</p>'.repeat(50));
  expect(c.get('a')).toBe(e);
});

test('evicts the least recently used when over its byte budget', () => {
  const c = new AssetCache(4_000);
  c.set('a', asset('a'.repeat(900)), false);
  c.set('b', asset('b'.repeat(900)), false);
  c.set('c', asset('c'.repeat(900)), false);
  c.get('a'); // a is now more recent than b
  c.set('d', asset('d'.repeat(900)), false);
  c.set('e', asset('e'.repeat(900)), false);
  expect(c.get('b')).toBeUndefined();
  expect(c.get('a')).toBeDefined();
  expect(c.get('e')).toBeDefined();
});

test('does not hold an asset larger than a quarter of its budget', () => {
  const c = new AssetCache(1_000);
  c.set('big', asset('x'.repeat(400)), false);
  expect(c.size).toBe(0);
});
