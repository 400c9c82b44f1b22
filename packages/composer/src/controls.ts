// Whole control lines of the games (play/games/*.ts, their `controls`) in the languages the composer
// reads: a page in another language tells its controls in that language, not piece by piece. "{x}"
// is a hole the game fills (a thing's name, keys, or a fragment of its own, translated in turn).
import type { Lang } from './design';

export const CONTROL_LINES: Record<Lang, Record<string, string>> = { es: {}, fr: {}, de: {}, pt: {}, it: {} };
