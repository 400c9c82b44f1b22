// Design → one self-contained HTML page: no external URL, the design embedded (for improving it later),
// and the mechanic's bundled script (runtime included) inline. The canvas keeps its 3:4 shape at the
// largest size the frame allows, by CSS alone, so it is right at any frame size from the first paint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Design, Lang, MechanicId } from './design';
import { pageWords } from './words';
import { localName } from './languages';

const PLAY_DIR = join(__dirname, '..', 'dist', 'play');
const scripts = new Map<MechanicId, string>();

/** The bundled game script (built by `npm run bundle`); read once per mechanic. */
export function gameScript(mechanic: MechanicId): string {
  let s = scripts.get(mechanic);
  if (s === undefined) {
    s = readFileSync(join(PLAY_DIR, `${mechanic}.js`), 'utf8');
    scripts.set(mechanic, s);
  }
  return s;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
/** Script text that cannot close its element early. */
const scriptText = (s: string) => s.replace(/<\/(script)/gi, '<\\/$1');

/** The page's head and canvas: the 3:4 canvas at the largest size the frame allows, by CSS alone. */
function head(design: Design): string {
  return `<!doctype html>
<html lang="${design.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<title>${escapeHtml(design.title)}</title>
<style>html,body{margin:0;height:100%;background:${design.setting.bg};display:grid;place-items:center;overflow:hidden;touch-action:none;user-select:none;-webkit-user-select:none}canvas{display:block;width:min(100vw,75vh);height:min(100vh,133.334vw)}</style>
</head>
<body>
<canvas id="game" width="480" height="640"></canvas>
<script type="application/json" id="degs-design">${scriptJson(design)}</script>${
    design.lang
      ? `\n<script type="application/json" id="degs-words">${scriptJson(wordsOf(design, design.lang))}</script>`
      : ''
  }`;
}

export function page(design: Design): string {
  return `${head(design)}
<script>${scriptText(gameScript(design.mechanic))}</script>
</body>
</html>
`;
}

const RUNTIME_SLOT = /<script\s+data-degs-runtime(?:="[^"]*")?\s*>\s*<\/script>/i;
const SLOT = '<script data-degs-runtime></script>';
let runtime: string | undefined;
let api: string | undefined;

/** The runtime alone as it goes into a page (built by `npm run bundle`); read once. */
function runtimeElement(): string {
  runtime ??= `<script>${scriptText(readFileSync(join(PLAY_DIR, 'runtime.js'), 'utf8'))}</script>`;
  return runtime;
}

/** A page a model starts from in code mode: the design, the runtime's slot, and its game to write. */
export function runtimePage(design: Design, game = '/* your game: degs.boot((g) => ({ ... })) */'): string {
  return `${head(design)}
${SLOT}
<script>
${game}
</script>
</body>
</html>
`;
}

/** A model's page with the runtime put in its slot (a page without the slot is left as it is). */
export function withRuntime(html: string): string {
  return html.replace(RUNTIME_SLOT, runtimeElement);
}

/** A page with the runtime back in its slot: what a model is shown of a page it wrote before. */
export function withoutRuntime(html: string): string {
  return html.replace(runtimeElement(), () => SLOT);
}

/** The runtime's API, as TypeScript declarations to show a model. */
export function runtimeApi(): string {
  api ??= readFileSync(join(PLAY_DIR, 'runtime-api.d.ts'), 'utf8');
  return api;
}

/** The design a composed page carries, for improving it later. */
export function designOf(html: string): unknown {
  const m = /<script type="application\/json" id="degs-design">([\s\S]*?)<\/script>/.exec(html);
  try {
    return m ? JSON.parse(m[1]) : null;
  } catch {
    return null;
  }
}

/** The runtime's words in the page's language, and what the design's things are called there (a game
 * that writes a thing's name shows `g.say(name)`: "plátano" for the banana; the design keeps English). */
function wordsOf(design: Design, lang: Lang): Record<string, string> {
  const things = [...Object.values(design.roles), ...(design.extras ?? [])].filter((e) => e !== undefined);
  const names = things
    .map((e) => [e.name, localName(lang, e.name, '', e.emoji)])
    .map(([en, there]) => [en, lang === 'de' ? there.charAt(0).toUpperCase() + there.slice(1) : there]) // (German nouns)
    .filter(([en, there]) => there !== en);
  // (a control line's translation only where the game could say it: each of its words is in the
  // game's script; the page then carries a few lines, not every game's)
  const script = gameScript(design.mechanic);
  const said = (key: string) => !key.startsWith('~') || (key.match(/[A-Za-z]{4,}/g) ?? []).every((w) => script.includes(w)); // prettier-ignore
  const words = Object.entries(pageWords(lang)).filter(([key]) => said(key));
  return { ...Object.fromEntries(names), ...Object.fromEntries(words) };
}
