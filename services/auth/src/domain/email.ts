/** One address always reaches one user: trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const e = raw.trim();
  return (
    e.length <= 254 &&
    /^[^\s@"<>()[\],;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
      e,
    )
  );
}

export const MAGIC_LINK_TTL_MS = 15 * 60_000;
