// Profile rules of spec §5, enforced on the server with the spec's messages. Pure: no I/O.
import { cleanText, isBlank } from './text';

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

const USERNAME = /^[A-Za-z0-9_]{3,20}$/;
const HANDLE = /^[A-Za-z0-9_]{1,30}$/;
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

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
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
    // Judged and stored as people see it: no invisible format characters, one spelling per letter.
    const value = raw === null ? '' : cleanText(raw).trim();
    if (value === '') {
      values[field] = null;
      continue;
    }
    if (field === 'bio' && value.length > 300) return { error: MESSAGES.bioLength };
    if (field === 'website' && !isHttpUrl(value)) return { error: MESSAGES.url };
    if (field in SOCIAL) {
      const handle = value.replace(/^@/, '');
      if (!HANDLE.test(handle)) return { error: MESSAGES.social(SOCIAL[field]) };
      values[field] = handle;
      continue;
    }
    values[field] = value;
  }
  return { values };
}
