import { randomBytes } from 'node:crypto';

/** A game version's key: 128 random bits, URL-safe (22 characters). Unguessable, so unlisted means private. */
export function newKvKey(): string {
  return randomBytes(16).toString('base64url');
}
