// Text as people see it. Pure: shared by the server's checks and the web app's forms.

/** C0 controls and DEL, except tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Every C0 control and DEL: none belongs in a URL's path or query. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a text field holds a control character other than tab or newline. */
export const hasControl = (s: string): boolean => CONTROL.test(s);
/** Whether a path segment or query value holds any control character. */
export const hasAnyControl = (s: string): boolean => ANY_CONTROL.test(s);

/**
 * The text normalised (NFC) without Unicode format characters (Cf: zero-width spaces and joiners,
 * direction marks and overrides, word joiners...), except a zero-width joiner inside an emoji sequence
 * (👩‍🚀 stays one picture). What is judged and what is stored.
 */
export function cleanText(s: string): string {
  return s
    .normalize('NFC')
    .replace(/(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu, '')
    .replace(/\p{Cf}/gu, (c) => (c === '\u200D' ? c : ''));
}

/** Blank as a person sees it: nothing left after cleaning and trimming. */
export const isBlank = (s: string): boolean => cleanText(s).trim() === '';
