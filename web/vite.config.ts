import { defineConfig } from 'vite';

// `npm run dev -w web` serves the SPA with hot reload and sends API calls to a running `make run`.
export default defineConfig({
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/image': 'http://localhost:8080' },
  },
});
