// One lint and format setup for the whole repo, enforced with the other suites.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

jest.setTimeout(120_000);
const root = join(__dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const run = (cmd: string, args: string[]) => {
  try {
    execFileSync(cmd, args, { cwd: root, stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '' } });
    return '';
  } catch (e) {
    const err = e as { stdout?: Buffer; stderr?: Buffer };
    return `${err.stdout ?? ''}${err.stderr ?? ''}`;
  }
};

test('eslint finds no problems', () => {
  expect(run(bin('eslint'), ['.'])).toBe('');
});

test('every file is formatted with prettier', () => {
  expect(run(bin('prettier'), ['--check', '.', '--log-level', 'warn'])).toBe('');
});
