/**
 * An address as the API accepts it (docs/openapi.yaml states the same pattern): plain ASCII letters,
 * digits and the usual punctuation before the @, a dotted domain after it, spaces around allowed.
 */
export const EMAIL_PATTERN =
  /^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+ *$/;

/** One address always reaches one user: without the spaces around it, lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(raw: unknown): raw is string {
  return typeof raw === 'string' && raw.length <= 254 && EMAIL_PATTERN.test(raw);
}

export const MAGIC_LINK_TTL_MS = 15 * 60_000;
