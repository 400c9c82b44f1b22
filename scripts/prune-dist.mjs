// Deletes compiled files whose source is gone: tsc -b never removes them, and a stale dist/store.js
// would shadow a new src/store/index.ts after a pull (node resolves store.js first).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const OUT = /(\.d\.ts|\.js|\.js\.map|\.d\.ts\.map)$/;
/** Outputs of other build steps, not of tsc from src/. */
const NOT_TSC = new Set(['packages/composer/dist/play']);

function prune(dist, src) {
  for (const name of readdirSync(dist)) {
    const path = join(dist, name);
    if (statSync(path).isDirectory()) {
      if (NOT_TSC.has(relative(root, path))) continue;
      prune(path, join(src, name));
      if (!readdirSync(path).length) rmSync(path, { recursive: true });
      continue;
    }
    if (!OUT.test(name)) continue;
    const base = name.replace(OUT, '');
    if (!['.ts', '.tsx'].some((ext) => existsSync(join(src, base + ext)))) {
      rmSync(path);
      console.log(`pruned ${relative(root, path)}`);
    }
  }
}

for (const group of ['packages', 'services', '.']) {
  const dirs = group === '.' ? ['gateway'] : readdirSync(join(root, group)).map((d) => join(group, d));
  for (const dir of dirs) {
    const dist = join(root, dir, 'dist');
    if (existsSync(dist) && existsSync(join(root, dir, 'src'))) prune(dist, join(root, dir, 'src'));
  }
}
