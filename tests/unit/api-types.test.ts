// The web app's API types are generated from docs/openapi.yaml: the committed file must be what the
// generator makes of the document today (npm run api-types -w web), so the two cannot drift.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

test('web/src/api-types.d.ts is up to date with docs/openapi.yaml (npm run api-types -w web)', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'api-types.d.ts');
  execFileSync(process.execPath, [join(root, 'web/scripts/api-types.mjs'), out], { stdio: 'pipe' });
  expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(root, 'web/src/api-types.d.ts'), 'utf8'));
});
