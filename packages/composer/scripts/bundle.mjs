// Bundles each mechanic (play/games/<id>.ts with the shared runtime) into one minified script,
// dist/play/<id>.js, that the page builder inlines: the game pages stay self-contained.
import { build } from 'esbuild';
import { readdirSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const games = readdirSync(join(root, 'play/games')).filter((f) => f.endsWith('.ts'));
mkdirSync(join(root, 'dist/play'), { recursive: true });
await build({
  entryPoints: games.map((f) => join(root, 'play/games', f)),
  outdir: join(root, 'dist/play'),
  bundle: true,
  minify: true,
  charset: 'utf8', // emoji as themselves, not 10-byte escapes: the page is UTF-8
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
});
// The runtime alone (degs.boot) for model-written pages, and its API as text to show the model: the
// types between 'export type State' and 'export function boot' in runtime.ts.
await build({
  entryPoints: [join(root, 'play/global.ts')],
  outfile: join(root, 'dist/play/runtime.js'),
  bundle: true,
  minify: true,
  charset: 'utf8',
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
});
const source = readFileSync(join(root, 'play/runtime.ts'), 'utf8');
const api = source.slice(source.indexOf('export type State'), source.indexOf('const NEUTRAL'));
writeFileSync(join(root, 'dist/play/runtime-api.d.ts'), api.replace(/^export /gm, '').trim() + '\n');
console.log(`bundled ${games.length} games and the runtime into dist/play`);
