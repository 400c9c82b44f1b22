// Text as people see it. Pure: shared by the server's checks, the web app's forms and the OpenAPI
// document, whose patterns are these same strings (explicit code points, no \s, so every regex dialect
// reads them alike).

/** C0 controls and DEL, except tab, line feed and carriage return. */
export const NO_CONTROL_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Every C0 control and DEL: none belongs in a URL's path or query. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Format characters (Unicode Cf) of the Basic Multilingual Plane: soft hyphen, zero-width spaces and
 * joiners, direction marks, embeddings and isolates, word joiners, the BOM... The tag characters beyond
 * it stay: flag emoji are made of them.
 */
const FORMAT =
  '\\u00AD\\u0600-\\u0605\\u061C\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB';
const SPACE = ' \\t\\n\\r\\u000B\\u000C\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
/** Matches where a text has something to see: a character that is neither a space nor a format one. */
export const VISIBLE_PATTERN = `[^${SPACE}${FORMAT}]`;
const VISIBLE = new RegExp(VISIBLE_PATTERN);
const FORMAT_CHAR = new RegExp(`[${FORMAT}]`, 'g');

/** Whether a text field holds a control character other than tab or newline. */
export const hasControl = (s: string): boolean => CONTROL.test(s);
/** Whether a path segment or query value holds any control character. */
export const hasAnyControl = (s: string): boolean => ANY_CONTROL.test(s);

/** Length as people count it: one per character (code point), an emoji is one. */
export const charCount = (s: string): number => [...s].length;

/**
 * The text normalised (NFC) without format characters, except a zero-width joiner inside an emoji
 * sequence (👩‍🚀 stays one picture). What is stored.
 */
export function cleanText(s: string): string {
  return s
    .normalize('NFC')
    .replace(/(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu, '')
    .replace(FORMAT_CHAR, (c) => (c === '\u200D' ? c : ''));
}

/** Blank as a person sees it: nothing but spaces and invisible format characters. */
export const isBlank = (s: string): boolean => !VISIBLE.test(s);
