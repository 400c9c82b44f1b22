// Assets never change once written (immutable per kv_key), so a viral game is read from the database
// and compressed once, then served from memory. Bounded by total bytes, least recently used out first.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Asset } from './store';

export interface CachedAsset extends Asset {
  gzipped?: Buffer;
  brotli?: Buffer;
}

export class AssetCache {
  private entries = new Map<string, CachedAsset>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): CachedAsset | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key); // re-insert: Map order is recency order
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, asset: Asset, compress: boolean): CachedAsset {
    const entry: CachedAsset = {
      ...asset,
      gzipped: compress ? gzipSync(asset.body) : undefined,
      brotli: compress
        ? brotliCompressSync(asset.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : undefined,
    };
    const size = sizeOf(entry);
    if (size > this.maxBytes / 4) return entry; // too big to be worth holding
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= sizeOf(e);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

const sizeOf = (e: CachedAsset) => e.body.length + (e.gzipped?.length ?? 0) + (e.brotli?.length ?? 0);
