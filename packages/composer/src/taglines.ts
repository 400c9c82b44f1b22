// The mechanics' taglines (mechanics.ts: tagline, taglineAlt, partTaglines, escortTagline; and the
// composer's own in compose.ts) in the languages the composer reads: a game asked for in another
// language says what to do in it. Slots as in English: "{target}" the many of a thing's name there,
// "{target:1}" one.
import type { Lang } from './design';

export const TAGLINES: Record<Lang, Record<string, string>> = { es: {}, fr: {}, de: {}, pt: {}, it: {} };
