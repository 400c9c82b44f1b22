// One lint setup for the whole repo: typescript-eslint's recommended rules on every .ts/.tsx file.
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
