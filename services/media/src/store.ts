import { createHash } from 'node:crypto';
import type { Queryable } from '@degs/kit';

export type AssetKind = 'html' | 'cover';

export interface Asset {
  contentType: string;
  body: Buffer;
  etag: string;
}

export const KV_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const CONTENT_TYPES: Record<AssetKind, string> = {
  html: 'text/html; charset=utf-8',
  cover: 'image/webp',
};

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export async function getAsset(db: Queryable, kvKey: string, kind: AssetKind): Promise<Asset | null> {
  const { rows } = await db.query(
    'SELECT content_type, body, etag FROM media.assets WHERE kv_key = $1 AND kind = $2',
    [kvKey, kind],
  );
  return rows[0] ? { contentType: rows[0].content_type, body: rows[0].body, etag: rows[0].etag } : null;
}

/** Writes once; a second write of the same key and kind keeps the first (assets are immutable). */
export async function putAsset(
  db: Queryable,
  kvKey: string,
  kind: AssetKind,
  body: Buffer,
): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO media.assets (kv_key, kind, content_type, body, etag) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (kv_key, kind) DO NOTHING`,
    [kvKey, kind, CONTENT_TYPES[kind], body, etagOf(body)],
  );
  return r.rowCount === 1;
}
