import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npm run dev -w web` serves the SPA with hot reload and sends API calls to a running `make run`.
export default defineConfig({
  // The spec's rules, shared with the services, compiled from source.
  resolve: {
    alias: { '@degs/rules': fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)) },
  },
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/image': 'http://localhost:8080' },
  },
});
