// Game spec → one self-contained HTML page: no external URL, the spec embedded, the runtime and the
// genre's module inline. The canvas keeps its 3:4 shape at the largest size the frame allows, by CSS
// alone: viewport units follow every size the frame takes, even one it had before a script could look.
import type { GameSpec, Genre } from './spec';
import { RUNTIME } from './runtime';
import * as snake from './genres/snake';
import * as breakout from './genres/breakout';
import * as flappy from './genres/flappy';
import * as shooter from './genres/shooter';
import * as pong from './genres/pong';
import * as runner from './genres/runner';
import * as maze from './genres/maze';
import * as clicker from './genres/clicker';
import * as platformer from './genres/platformer';
import * as match3 from './genres/match3';

const GENRE_MODULES: Record<Genre, { source: string; controls: string }> = {
  snake,
  breakout,
  flappy,
  shooter,
  pong,
  runner,
  maze,
  clicker,
  platformer,
  match3,
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

export function compile(spec: GameSpec): string {
  const genre = GENRE_MODULES[spec.genre];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<title>${escapeHtml(spec.title)}</title>
<style>html,body{margin:0;height:100%;background:${spec.palette.bg};display:grid;place-items:center;overflow:hidden;touch-action:none}canvas{display:block;image-rendering:pixelated;width:min(100vw,75vh);height:min(100vh,133.334vw)}</style>
</head>
<body>
<canvas id="game" width="480" height="640"></canvas>
<script type="application/json" id="degs-spec">${scriptJson(spec)}</script>
<script>
"use strict";
const SPEC = JSON.parse(document.getElementById('degs-spec').textContent);
const CONTROLS = ${scriptJson(genre.controls)};
${genre.source}
${RUNTIME}
</script>
</body>
</html>
`;
}

/** The spec a built-in page carries, for improving it later. */
export function specOf(html: string): GameSpec | null {
  const m = /<script type="application\/json" id="degs-spec">([\s\S]*?)<\/script>/.exec(html);
  try {
    return m ? (JSON.parse(m[1]) as GameSpec) : null;
  } catch {
    return null;
  }
}
