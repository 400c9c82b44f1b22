import { randomUUID } from 'node:crypto';
import type { Queryable } from '@degs/kit';

export type IdentityKind = 'wallet' | 'email';

/** The user behind an identity, created on first sight. Parallel first sign-ins agree on one user. */
export async function userFor(
  db: Queryable,
  kind: IdentityKind,
  value: string,
): Promise<{ userId: string; isNew: boolean }> {
  const inserted = await db.query(
    `INSERT INTO auth.identities (kind, value, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (kind, value) DO NOTHING RETURNING user_id`,
    [kind, value, randomUUID()],
  );
  if (inserted.rows[0]) return { userId: inserted.rows[0].user_id, isNew: true };
  const { rows } = await db.query('SELECT user_id FROM auth.identities WHERE kind = $1 AND value = $2', [
    kind,
    value,
  ]);
  return { userId: rows[0].user_id, isNew: false };
}

export async function saveMagicLink(
  db: Queryable,
  tokenHash: string,
  email: string,
  ttlMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO auth.magic_links (token_hash, email, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [tokenHash, email, ttlMs],
  );
}

export type ConsumeResult = { email: string } | { problem: 'unknown' | 'used' | 'expired' };

/** Uses a magic link once: of two parallel uses, one gets the e-mail and the other 'used'. */
export async function consumeMagicLink(db: Queryable, tokenHash: string): Promise<ConsumeResult> {
  const used = await db.query(
    `UPDATE auth.magic_links SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING email`,
    [tokenHash],
  );
  if (used.rows[0]) return { email: used.rows[0].email };
  const { rows } = await db.query(
    'SELECT used_at, expires_at <= now() AS expired FROM auth.magic_links WHERE token_hash = $1',
    [tokenHash],
  );
  if (!rows[0]) return { problem: 'unknown' };
  return { problem: rows[0].used_at ? 'used' : 'expired' };
}
