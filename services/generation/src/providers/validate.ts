// Every result is checked before it is accepted: one HTML document, nothing loaded from elsewhere,
// something to show, and scripts that parse.
import vm from 'node:vm';

export const MAX_HTML_BYTES = 1_000_000;

export function validateGameHtml(html: string): string | null {
  if (Buffer.byteLength(html) > MAX_HTML_BYTES) return 'The game is too large';
  if (!/^\s*<!doctype html>/i.test(html)) return 'The game is not an HTML document';
  if ((html.match(/<html[\s>]/gi) ?? []).length !== 1 || !/<\/html>\s*$/i.test(html))
    return 'The game must be exactly one HTML document';
  if (
    /\b(?:src|href|action|poster|data)\s*=\s*["']?\s*(?:https?:)?\/\//i.test(html) ||
    /url\(\s*["']?\s*(?:https?:)?\/\//i.test(html) ||
    /@import/i.test(html)
  ) {
    return 'The game loads something from another site';
  }
  if (!/<canvas[\s>]/i.test(html) && !/<body[^>]*>[\s\S]*\S[\s\S]*<\/body>/i.test(html))
    return 'The game has nothing to show';
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /type\s*=\s*["']?([^"'\s>]+)/i.exec(m[1])?.[1]?.toLowerCase();
    if (/\bsrc\s*=/.test(m[1])) return 'The game loads a script from a file';
    try {
      if (type === 'application/json') JSON.parse(m[2]);
      else if (!type || type === 'text/javascript' || type === 'module') new vm.Script(m[2]);
    } catch (e) {
      return `A script in the game does not parse: ${(e as Error).message}`;
    }
  }
  return null;
}
