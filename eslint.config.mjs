// One lint setup for the whole repo: typescript-eslint's recommended rules on every .ts/.tsx file, and
// the rules of hooks (with the React Compiler's checks) on the web app.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/events/gen/**',
      'k8s/**',
      '.run/**',
      '.data/**',
      '.cache/**',
      '.infra/**',
      '.cluster/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
