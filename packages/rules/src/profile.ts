// Profile rules of spec §5, enforced on the server with the spec's messages. Pure: no I/O.
import { charCount, cleanText, isBlank } from './text';

export const PROFILE_FIELDS = [
  'username',
  'bio',
  'website',
  'tiktok_profile',
  'x_profile',
  'twitch_profile',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfilePatch = Partial<Record<ProfileField, string | null>>;

/** The API's patterns (docs/openapi.yaml states the same strings). Spaces around a value are allowed. */
export const USERNAME_PATTERN = '^[A-Za-z0-9_]{3,20}$';
export const HANDLE_PATTERN = '^ *(@?[A-Za-z0-9_]{1,30})? *$';
export const WEBSITE_PATTERN =
  '^ *(https?://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::[0-9]{1,5})?(?:[/?#][!-~]*)?)? *$';
export const BIO_MAX = 300;
const USERNAME = new RegExp(USERNAME_PATTERN);
const HANDLE = new RegExp(HANDLE_PATTERN);
const WEBSITE = new RegExp(WEBSITE_PATTERN);
const SOCIAL: Record<string, string> = { tiktok_profile: 'tiktok', x_profile: 'x', twitch_profile: 'twitch' };

export const MESSAGES = {
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be 3-20 characters and contain only letters, numbers and underscores',
  bioLength: 'Bio must be less than 300 characters',
  url: 'Please enter a valid URL',
  social: (name: string) => `Invalid ${name} profile format`,
};

export function usernameError(value: unknown): string | null {
  if (typeof value !== 'string' || isBlank(value)) return MESSAGES.usernameRequired;
  return USERNAME.test(value) ? null : MESSAGES.usernameFormat;
}

/**
 * Validates a PATCH body: unknown fields are ignored, the username (when present) is required and
 * well-formed, optional fields may be cleared with '' or null. Returns the values to store.
 */
export function validateProfilePatch(body: unknown): { values: ProfilePatch } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { error: 'Expected a JSON object' };
  const input = body as Record<string, unknown>;
  const values: ProfilePatch = {};
  for (const field of PROFILE_FIELDS) {
    if (!(field in input)) continue;
    const raw = input[field];
    if (raw !== null && typeof raw !== 'string') return { error: `${field} must be a string` };
    if (field === 'username') {
      const err = usernameError(raw);
      if (err) return { error: err };
      values.username = (raw as string).trim();
      continue;
    }
    const text = raw ?? '';
    if (field === 'bio') {
      // Counted as typed; stored as people see it: no invisible format characters, one spelling per letter.
      if (charCount(text) > BIO_MAX) return { error: MESSAGES.bioLength };
      values.bio = cleanText(text).trim() || null;
      continue;
    }
    if (field === 'website' && !WEBSITE.test(text)) return { error: MESSAGES.url };
    if (field in SOCIAL && !HANDLE.test(text)) return { error: MESSAGES.social(SOCIAL[field]) };
    const value = text.trim().replace(field in SOCIAL ? /^@/ : /^$/, '');
    values[field] = value || null;
  }
  return { values };
}
